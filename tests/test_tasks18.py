"""Main-task fallbacks of session 18 (kg.extract.roles_tasks, roles_title): where the
abstract names no task at all, the title's problem phrase that the abstract repeats becomes
the main task even when its head names no problem by its form ("approximation guarantees",
"reward echoes"), unless the head is a bound, a quantity or a premise ("fundamental
limitations"). Sentences and titles are written for these tests."""
from __future__ import annotations

from kg.extract import roles_tasks, roles_title
from tests.factories import main_task, run, tasks


_ECHO_TITLE = "Dense Reward Echoes in Sequential Games"
_ECHO_TEXT = ("We describe reward echoes that appear when agents repeat actions. "
              "A short argument shows why reward echoes persist. Simulations agree with the argument.")


def test_a_title_phrase_with_any_head_is_the_main_task_of_an_abstract_without_tasks(extractor):
    assert main_task(run(extractor, _ECHO_TEXT, title=_ECHO_TITLE)) == "reward echoes"


def test_the_any_head_fallback_has_a_switch(extractor, monkeypatch):
    monkeypatch.setattr(roles_tasks, "TITLE_ANY_HEAD_FALLBACK", False)
    assert tasks(run(extractor, _ECHO_TEXT, title=_ECHO_TITLE)) == set()


def test_a_title_purpose_with_a_guarantee_head_is_the_main_task(extractor):
    title = "Approximation Guarantees for Sparse Voting Rules"
    text = ("We give the first approximation guarantees for sparse voting rules. Our analysis covers "
            "several aggregation settings and yields simple constructions. Numerical checks agree with the analysis.")
    ex = run(extractor, text, title=title)
    assert main_task(ex) is not None and main_task(ex).lower() in {"sparse voting rules", "approximation guarantees"}


def test_a_one_word_head_is_not_read_with_any_head(extractor):
    title = "Echoes in Sequential Games"
    text = ("We describe echoes that appear when agents repeat actions. "
            "A short argument shows why the echoes persist. Simulations agree with the argument.")
    assert tasks(run(extractor, text, title=title)) == set()


_LIMIT_TITLE = "Fundamental Limitations of Sparse Coders"
_LIMIT_TEXT = ("We describe fundamental limitations that appear when sparse coders repeat atoms. "
               "A short argument shows why these limitations persist. Simulations agree with the argument.")


def test_a_vague_head_is_not_taken_by_the_any_head_fallback(extractor):
    assert tasks(run(extractor, _LIMIT_TEXT, title=_LIMIT_TITLE)) == set()


def test_without_the_vague_lists_the_limitations_would_be_taken(extractor, monkeypatch):
    monkeypatch.setattr(roles_title, "_LOOSE_VAGUE_HEADS", frozenset())
    monkeypatch.setattr(roles_title, "_LOOSE_VAGUE_OPENERS", frozenset())
    assert main_task(run(extractor, _LIMIT_TEXT, title=_LIMIT_TITLE)) == "fundamental limitations"


def test_a_secondary_task_of_the_text_keeps_the_main_role(extractor):
    text = ("We describe reward echoes that appear when agents repeat actions while solving routing problems. "
            "A short argument shows why reward echoes persist. Simulations agree with the argument.")
    assert main_task(run(extractor, text, title=_ECHO_TITLE)) == "routing problems"
