"""Title means against title problem, and the problem statement as task evidence (session 26).

``TitleTaskRules._title_means``: a title phrase that spells the title's name prefix
("SPADE: Sparsity-Guided Debugging ...") or that the abstract introduces as the paper's
own means ("our proposed X", "a method called X", "we propose X") is no title
problem phrase, so it is neither the main task read from the title nor a title-tagged
task. ``TitleTaskRules._problem_statement_task``: the problem the abstract states ("we
study the robustness of X", "X of Y remains challenging") is task evidence also where
other task rules applied. Titles and abstracts here are written for these tests.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_title as RT
from kg.records import Paper

#: An abstract that names no task (no main task from the abstract).
TEXT = ("Many systems still behave poorly. We introduce QuillNet, which relies on a small "
        "adapter and a contrastive loss. QuillNet improves results on three public datasets.")


@pytest.fixture(scope="module")
def extractor():
    from kg.extract import Extractor
    return Extractor()


def _extract(extractor, title, text):
    return extractor.extract(Paper(id="t", abstract=text, title=title))


def _main(extractor, title: str, text: str = TEXT):
    mains = [m for m in _extract(extractor, title, text).mentions if m.main and m.type == "Task"]
    return mains[0] if mains else None


# ------------------------------------------------------------ the title's means

def test_a_name_prefix_spelt_by_the_phrase_is_the_means_when_switched_on(extractor, monkeypatch):
    # "GLOVE" is spelt by "Guided Local Object Verification": the phrase names the method
    m = _main(extractor, "GLOVE: Guided Local Object Verification")
    assert not RT.TITLE_NAME_SPELT and m is not None and m.text == "Guided Local Object Verification"
    monkeypatch.setattr(RT, "TITLE_NAME_SPELT", True)
    assert _main(extractor, "GLOVE: Guided Local Object Verification") is None


def test_a_name_prefix_not_spelt_leaves_the_problem(extractor):
    m = _main(extractor, "GLOW: Robust Caption Generation")
    assert m is not None and m.text == "Robust Caption Generation" and m.rule == "task-title-main"


@pytest.mark.parametrize("sentence", [
    "Our proposed lattice echo sampling keeps every step cheap.",
    "We present a procedure called lattice echo sampling.",
    "We propose lattice echo sampling, which keeps every step cheap.",
])
def test_a_phrase_the_abstract_proposes_is_the_means(extractor, sentence):
    title = "Lattice Echo Sampling: Cheap Steps at Scale"
    text = "Many systems still behave poorly. " + sentence + " It improves results on three public datasets."
    m = _main(extractor, title, text)
    assert m is None or "echo sampling" not in m.text.lower()


def test_the_same_phrase_as_a_problem_stays_the_title_task(extractor):
    title = "Lattice Echo Sampling: Cheap Steps at Scale"
    text = ("Lattice echo sampling is a hard problem. We introduce QuillNet, which relies on a small "
            "adapter. QuillNet improves results on three public datasets.")
    assert _main(extractor, title, text).text.lower() == "lattice echo sampling"


@pytest.mark.parametrize("sentence", [
    # the modifier of a means noun names what the means is for
    "We propose a caption quality evaluation criterion based on perturbations.",
    # a verb's object with a modifier before the phrase: a kind of the problem is proposed
    "We propose robust caption quality evaluation for many systems.",
    # the phrase opens a longer name: the name states its problem
    "We propose Caption Quality Evaluation with Sparse Probes (CQESP).",
    # a passive definition names the field's term, not the paper's means
    "This kind of scoring is termed caption quality evaluation.",
])
def test_means_cues_that_do_not_make_the_phrase_a_means(extractor, sentence):
    title = "Caption Quality Evaluation through Sparse Perturbations"
    text = "Many systems still behave poorly. " + sentence + " It improves results on three public datasets."
    assert RT.TITLE_MEANS_CHECK
    m = _main(extractor, title, text)
    assert m is not None and m.text.lower() == "caption quality evaluation"


def test_switch_turns_the_means_check_off(extractor, monkeypatch):
    title = "Lattice Echo Sampling: Cheap Steps at Scale"
    text = ("Many systems still behave poorly. Our proposed lattice echo sampling keeps every step cheap. "
            "It improves results on three public datasets.")
    monkeypatch.setattr(RT, "TITLE_MEANS_CHECK", False)
    # session 36's rule reads "Our proposed <a title noun phrase>" as the paper's own proposal (so
    # the phrase is no task at all): switched off here to see this switch alone
    import kg.extract.roles_proposals as RP
    monkeypatch.setattr(RP, "OUR_REUSED_PHRASES", False)
    m = _main(extractor, title, text)
    assert m is not None and m.text.lower() == "lattice echo sampling"


# ------------------------------------------------------------ the problem statement

STATED = ("Image retrieval is widely used in practice. In this paper, we study the robustness of "
          "sketch retrieval under heavy occlusion. We propose QuillNet, which relies on a small adapter "
          "for image retrieval. QuillNet improves results on three public datasets.")


def test_the_stated_problem_with_its_complement_is_a_task(extractor):
    ex = _extract(extractor, None, STATED)
    tasks = {m.text: m for m in ex.mentions if m.type == "Task"}
    assert "robustness of sketch retrieval under heavy occlusion" in tasks
    assert tasks["robustness of sketch retrieval under heavy occlusion"].rule == "task-statement"


def test_switch_turns_the_statement_evidence_off(extractor, monkeypatch):
    monkeypatch.setattr(RT, "PROBLEM_STATEMENT_ALWAYS", False)
    ex = _extract(extractor, None, STATED)
    assert not any(m.rule == "task-statement" for m in ex.mentions)


def test_a_stated_faculty_is_no_task(extractor):
    text = ("Image retrieval is widely used in practice. In this paper, we study the abilities of "
            "retrieval systems under heavy occlusion. We propose QuillNet, which relies on a small adapter "
            "for image retrieval. QuillNet improves results on three public datasets.")
    ex = _extract(extractor, None, text)
    assert not any(m.rule == "task-statement" for m in ex.mentions)


def test_a_stated_problem_whose_complement_is_a_setting_is_no_statement_candidate(extractor):
    # "with / under / from" state the setting: the noun-phrase rules cut the phrase there
    text = "We study the problem of offline policy evaluation with sparse rewards. We introduce a new estimator."
    ext = extractor.extract(Paper(id="p", abstract=text, source="t"))
    tasks = [(m.text, m.rule, m.main) for m in ext.mentions if m.type == "Task"]
    assert ("offline policy evaluation", "task-np", True) in tasks
    assert not [t for t in tasks if t[1] == "task-statement"]
    assert RT.STATEMENT_SETTING_PREPS == frozenset({"with", "under", "from"})
