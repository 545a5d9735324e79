"""Title problem phrases of session 16 (titles and abstracts written for these tests).

A title that names a kind of study of something ("A Theoretical Analysis of X in Y",
"An Empirical Study of the X of Y") states X as its problem: the study is the paper's
means (:data:`kg.extract.roles_main.TITLE_ANALYSIS_HEADS`, ``_split_phrase``). The
object of the study comes first among the title's problem phrases, before the analysis
phrase itself, so the title-problem ranking prefers it to a broader task of the abstract.
"""
from __future__ import annotations

from kg.extract.roles_main import TitleProblem, title_problem_phrases, title_roles
from tests.factories import main_task, run, tasks


def _phrases(title: str) -> list[TitleProblem]:
    r = title_roles(title)
    return title_problem_phrases([w for w, _ in r], [x for _, x in r])


def test_the_object_of_an_analysis_comes_first():
    got = _phrases("A Theoretical Analysis of Backdoor Poisoning Attacks in Convolutional Neural Networks")
    assert got[0] == TitleProblem("head", ("backdoor", "poisoning", "attacks"), "in",
                                  ("convolutional", "neural", "networks"))
    assert got[1].head == ("theoretical", "analysis")  # the analysis phrase stays, after it
    assert len(got) == 2


def test_an_article_before_the_object_is_left_out():
    got = _phrases("An Empirical Study of the Robustness of Vision Transformers")
    assert got[0] == TitleProblem("head", ("robustness",), "of", ("vision", "transformers"))
    assert got[1].head == ("empirical", "study")


def test_an_analysis_of_an_analysis_gives_its_object_only():
    got = _phrases("A Study of the Analysis of Sorting Networks")
    assert [p.words for p in got] == [["sorting", "networks"], ["study", "of", "the", "analysis", "of",
                                                                "sorting", "networks"]]


def test_other_heads_keep_one_phrase():
    # "effects" names no kind of study: the title's phrase is read as before
    assert [p.words for p in _phrases("Mollification Effects of Policy Gradient Methods")] == [
        ["mollification", "effects", "of", "policy", "gradient", "methods"]]
    # an analysis noun without "of" is no study of an object
    assert [p.head for p in _phrases("Analysis Tools for Protein Folding")] == [("protein", "folding")]


_QUERY = ("Query optimization is a core problem of database systems, and learned models are shown to give "
          "large speed-ups. However, when workloads drift, learned models degrade. In this paper, we present "
          "the first theoretical characterization of the performance of learned models under drifting "
          "workloads. Our results give bounds that show when learned models outperform classical optimizers, "
          "and build a foundation for the analysis of learned query optimization in the future.")


def test_the_analysed_problem_is_the_main_task(extractor):
    ex = run(extractor, _QUERY, title="A Theoretical Analysis of Learned Query Optimization under Workload Drift")
    assert main_task(ex) == "learned query optimization"
    assert "Query optimization" in tasks(ex)


def test_without_the_title_the_opening_task_stays_main(extractor):
    assert main_task(run(extractor, _QUERY)) == "Query optimization"
