"""The problem a title states (kg.extract.roles_main.title_problem_phrases) and the last
main-task fallback that reads it (kg.extract.roles_title, seventh task round): when no
task rule applies, the title's purpose complement, gerund object or nominal head, where
the abstract repeats it and it names a problem, is the main task. Titles and sentences
are written for these tests."""
from __future__ import annotations

import pytest

from kg.extract.roles_main import TitleProblem, title_problem_phrases, title_roles
from tests.factories import main_task, run, tasks


def phrases(title: str) -> list[tuple[str, str, str, str]]:
    pairs = title_roles(title)
    return [(p.kind, " ".join(p.head), p.prep, " ".join(p.complement))
            for p in title_problem_phrases([w for w, _ in pairs], [r for _, r in pairs])]


# ------------------------------------------------------------- reading the title
def test_purpose_complement_keeps_its_with_complement():
    assert phrases("Sparse Adapters for Learning with Corrupted Annotations") == [
        ("purpose", "learning", "with", "corrupted annotations")]


def test_on_the_x_of_y_gives_x_with_its_complement():
    assert phrases("On the Gradient Geometry of Wide Residual Networks") == [
        ("head", "gradient geometry", "of", "wide residual networks")]


def test_an_opening_gerund_gives_its_object():
    assert phrases("Discovering Reusable Subgoals in Sparse-Reward Control") == [
        ("object", "reusable subgoals", "in", "sparse-reward control")]


def test_a_means_word_ends_the_phrase_and_hyphenated_words_stay_whole():
    assert phrases("Zero-shot Text-to-image Editing via Attention Reweighting") == [
        ("head", "zero-shot text-to-image editing", "", "")]


def test_a_name_prefix_is_left_out_and_purpose_comes_first():
    out = phrases("GRAIL: Graph Rewiring for Oversquashing Mitigation")
    assert out == [("purpose", "oversquashing mitigation", "", "")]


def test_a_model_family_purpose_makes_the_words_before_it_the_problem():
    assert phrases("Calibrated Abstention for Large Language Models") == [
        ("purpose", "calibrated abstention", "", "")]


def test_words_and_roles_must_have_one_length():
    with pytest.raises(ValueError):
        title_problem_phrases(["a", "b"], ["plain"])


def test_title_problem_words_joins_head_preposition_and_complement():
    assert TitleProblem("head", ("x", "y"), "of", ("z",)).words == ["x", "y", "of", "z"]
    assert TitleProblem("purpose", ("x",)).words == ["x"]


# ------------------------------------------------------------- the fallback
def test_a_title_head_with_its_complement_as_the_abstract_writes_it(extractor):
    text = ("Many multiplayer settings hide a convex structure. "
            "It can be leveraged to obtain convergence to a stable point. "
            "We give a first-order scheme and prove rates.")
    ex = run(extractor, text, title="Hidden Structure in Multiplayer Settings for Convergence to Stable Points")
    assert main_task(ex) == "convergence to a stable point"


def test_a_tail_of_a_nominal_title_head_that_is_a_listed_task(extractor):
    text = ("As a threat to deployed classifiers, the membership inference attack asks whether a "
            "record was seen in training. We give a cheaper variant that needs one query.")
    ex = run(extractor, text, title="A Cheap Single-Query Membership Inference Attack")
    assert main_task(ex) == "membership inference attack"


def test_on_the_x_of_y_finds_x_in_the_abstract(extractor):
    text = ("Normalization layers change how networks train. We model weight dynamics of such "
            "networks and prove that the layer-wise ratios converge.")
    ex = run(extractor, text, title="On the Weight Dynamics of Normalized Residual Networks")
    assert main_task(ex) == "weight dynamics"


def test_an_object_a_model_or_a_web_address_is_no_title_problem(extractor):
    # the title's purpose names a thing (a memory device), a model, a web address
    for title, text in [
        ("Neural Modulation for Phase-Change Memory",
         "Phase-change memory stores bits as crystal states. Our modulation scheme lowers the bit "
         "error rate by half on two chips."),
        ("Sparse Mixers for Graph Transformers",
         "Graph transformers mix all pairs of nodes. Our mixers keep a few pairs and lose little."),
        ("Building Fair Public Models",
         "Our code is at https://github.com/someone/fair-public-models and it runs on one GPU."),
    ]:
        ex = run(extractor, text, title=title)
        assert main_task(ex) is None, (title, tasks(ex))


# ------------------------------------------------------------- ranking: the title's problem
def ev(key: str, *tags: str, start: int = 0, sentence: int = 0):
    from kg.extract.roles_main import TaskEvidence
    return TaskEvidence(key, sentence, frozenset(tags), len(key.split()), start)


def test_a_broader_best_task_gives_way_to_the_title_problem():
    from kg.extract.roles_main import prefer_title_problem
    evidence = [ev("answering question", "appositive", "gazetteer"),
                ev("answering hop multi question", "title-problem", start=40)]
    assert prefer_title_problem("answering question", evidence, {e.key for e in evidence}) == \
        "answering hop multi question"


def test_a_background_best_task_gives_way_to_the_title_problem():
    from kg.extract.roles_main import prefer_title_problem
    evidence = [ev("learning reinforcement", "opening", "gazetteer"),
                ev("linear mdp", "framed", "title-problem", start=90)]
    assert prefer_title_problem("learning reinforcement", evidence, {e.key for e in evidence}) == "linear mdp"


def test_a_stated_problem_keeps_its_place_against_the_title():
    from kg.extract.roles_main import prefer_title_problem
    evidence = [ev("satisfaction constraint", "purpose-clause"),
                ev("information retrieval", "title-problem", "gazetteer", start=50)]
    assert prefer_title_problem("satisfaction constraint", evidence, {e.key for e in evidence}) == \
        "satisfaction constraint"
    # nor does an ineligible title task win
    assert prefer_title_problem("satisfaction constraint", evidence, {"satisfaction constraint"}) == \
        "satisfaction constraint"


def test_the_title_names_the_specific_problem_against_the_opening_field(extractor):
    text = ("Question answering over tables is widely used. "
            "Multi-hop table question answering needs several lookups. "
            "Our probe reads one row at a time and cuts the cost by half.")
    assert main_task(run(extractor, text)) == "Question answering"
    ex = run(extractor, text, title="Row Probes for Multi-hop Table Question Answering")
    assert main_task(ex) == "Multi-hop table question answering"


def test_the_title_problem_read_through_an_acronym_beats_the_opening_field(extractor, monkeypatch):
    import kg.extract.roles_title as RT
    text = ("Regret bounds in reinforcement learning (RL) can be nearly independent of the horizon. "
            "Such bounds were known only for tabular Markov decision processes (MDPs). "
            "We give the first such bound for the popular linear MDP setting, where the state space is large.")
    title = "Tight Bounds for Linear Markov Decision Processes"
    assert main_task(run(extractor, text, title=title)) == "linear MDP"
    monkeypatch.setattr(RT, "TITLE_PROBLEM_CREDIT", False)  # without the title's problem: the field
    # (session 33: "linear MDP" is one task with the title's "Linear Markov Decision Processes"
    # through the acronym, roles.TASK_GROUP_INNER_ACRONYMS, and wins without the credit too)
    assert main_task(run(extractor, text, title=title)) == "linear MDP"
    import kg.extract.roles as R
    monkeypatch.setattr(R, "TASK_GROUP_INNER_ACRONYMS", False)
    assert main_task(run(extractor, text, title=title)) == "reinforcement learning"
