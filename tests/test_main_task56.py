"""The title's problem over a stated main task of the abstract that the title never mentions
(session 56, ``TITLE_MAIN_OVER_UNRELATED_STATED``).

Session 25's rule (``TITLE_MAIN_OVER_UNRELATED``) gives the main task to the title when the
abstract's pick is background only; session 56 extends it to a pick that a mention states
in a weaker way (a result claim of the proposal, its main sentence) when a rule of low
precision proposed it (``UNRELATED_MAIN_RULES``), but not to one the abstract states as its
own problem ("we study T", ``OWN_PROBLEM_TAGS``) nor to one whose acronym's long form the title
names. The title is read strictly there (``UNRELATED_MAIN_LENIENT`` off). Titles and abstracts
are written for these tests.
"""
from __future__ import annotations

import pytest

import kg.extract.roles as R
from kg.records import Paper, plain_title

TITLE = "QuillNet: Sparse Adapters for Memory-Efficient Caption Generation"
#: The only abstract task ("image classification") is where the proposal's result is claimed.
RESULT_ONLY = ("We introduce QuillNet, a sparse adapter scheme with a gating loss. QuillNet achieves "
               "state-of-the-art accuracy in image classification while training fewer parameters. "
               "Experiments on three public datasets confirm the gains.")
#: The abstract states the task as its own problem ("We study ...").
STUDIED = ("We study image classification under tight memory budgets. We introduce QuillNet, a sparse "
           "adapter scheme with a gating loss. QuillNet achieves state-of-the-art accuracy while "
           "training fewer parameters.")


@pytest.fixture(scope="module")
def extractor():
    from kg.extract import Extractor
    return Extractor()


@pytest.fixture
def switch_on(monkeypatch):
    """The rule was off by default in session 56 (it put dev5 below its task-F1 floor); session 57
    turned it on with guards (tests/test_main_task57.py). These tests set it on either way."""
    monkeypatch.setattr(R, "TITLE_MAIN_OVER_UNRELATED_STATED", True)


def _tasks(extractor, title: str, text: str):
    ex = extractor.extract(Paper(id="t", abstract=text, title=title))
    tasks = [m for m in ex.mentions if m.type == "Task"]
    mains = [m for m in tasks if m.main]
    assert len(mains) <= 1
    return tasks, (mains[0] if mains else None)


def test_a_result_claim_the_title_never_mentions_gives_way_to_the_title(extractor, switch_on):
    tasks, m = _tasks(extractor, TITLE, RESULT_ONLY)
    assert m is not None and m.source == "title" and m.rule == "task-title-main"
    assert m.text == "Memory-Efficient Caption Generation"
    assert plain_title(TITLE)[m.start:m.end] == m.text
    # the abstract's task is still a task, no longer the main one
    assert [(t.text, t.main) for t in tasks if t.source == "abstract"] == [("image classification", False)]


def test_a_studied_task_stays_the_main_task(extractor, switch_on):
    _, m = _tasks(extractor, TITLE, STUDIED)
    assert m is not None and m.source == "abstract" and m.text == "image classification"


def test_the_abstract_task_stays_when_the_title_shares_a_word(extractor, switch_on):
    _, m = _tasks(extractor, "QuillNet: Sparse Adapters for Efficient Image Classification", RESULT_ONLY)
    assert m is not None and m.source == "abstract" and m.text == "image classification"


def test_switch_off_keeps_the_abstract_task(extractor, monkeypatch):
    assert R.TITLE_MAIN_OVER_UNRELATED_STATED is True  # (the default since session 57)
    monkeypatch.setattr(R, "TITLE_MAIN_OVER_UNRELATED_STATED", False)
    _, m = _tasks(extractor, TITLE, RESULT_ONLY)
    assert m is not None and m.source == "abstract" and m.text == "image classification"


def test_the_lenient_reading_is_on_with_its_guard():
    # off until session 58, which turned it on with UNRELATED_LENIENT_OBJECT_GUARD (test_main_task58)
    assert R.UNRELATED_MAIN_LENIENT is True
    assert R.UNRELATED_LENIENT_OBJECT_GUARD is True


def test_the_rule_sets():
    assert R.WEAK_MAIN_RULES < R.UNRELATED_MAIN_RULES
    assert "task-stated-problem" in R.UNRELATED_MAIN_RULES and "task-title" not in R.UNRELATED_MAIN_RULES
    assert R.OWN_PROBLEM_TAGS == frozenset({"aims", "named-problem", "study", "purpose"})


#: The pick writes an acronym whose long form the title names ("Vortex Equation").
ACRONYM_PICK = ("The singular vortex equation (SVE) governs many interacting particle systems. Solving SVEs "
                "with singular kernels remains a significant challenge. We propose GlideNet, a particle "
                "network trained with an entropy loss. GlideNet reduces errors by half on two benchmarks.")
ACRONYM_TITLE = "GlideNet: Entropy-Informed Networks for Vortex Equation Simulation"


def test_a_pick_the_title_names_through_its_acronym_stays(extractor, monkeypatch, switch_on):
    _, m = _tasks(extractor, ACRONYM_TITLE, ACRONYM_PICK)
    assert m is not None and m.source == "abstract" and m.text == "Solving SVEs with singular kernels"
    assert m.rule == "task-stated-problem"
    # without the long-form check the title's phrase would take over
    monkeypatch.setattr(R._State, "_title_shares_long_form", lambda self, c: False)
    _, m = _tasks(extractor, ACRONYM_TITLE, ACRONYM_PICK)
    assert m is not None and m.source == "title" and m.text == "Vortex Equation Simulation"
