"""Main-task choice of session 33 (kg.extract.roles): a task phrase with an acronym the
abstract defines is one task with its expanded form ("cooperative RL" and "cooperative
reinforcement learning"). Phrases are written for these tests."""
from __future__ import annotations

from types import SimpleNamespace

from kg.extract import roles
from kg.extract.roles import _inner_expansion, _State


# ------------------------------------------------------------------ inner acronyms
ALIAS = {"rl": {"reinforcement learning"}, "reinforcement learning": {"rl"},
         "llm": {"large language model"}, "large language model": {"llm"}, "ot": {"transport"}}


def test_a_defined_acronym_stands_for_its_expansion():
    assert _inner_expansion("rl", ALIAS) == "reinforcement learning"
    assert _inner_expansion("llms", ALIAS) == "large language model"  # a plural acronym


def test_a_word_that_is_no_acronym_or_a_one_word_expansion_stays():
    assert _inner_expansion("competitive", ALIAS) == "competitive"
    assert _inner_expansion("ot", ALIAS) == "ot"


def _group(text, alias, on=True, monkeypatch=None):
    if monkeypatch is not None:
        monkeypatch.setattr(roles, "TASK_GROUP_INNER_ACRONYMS", on)
    fake = SimpleNamespace(alias=alias, _group_memo={}, _text=lambda c: text)
    return _State._task_group(fake, SimpleNamespace(start=0, end=len(text)))


def test_the_short_and_long_forms_are_one_task(monkeypatch):
    assert _group("cooperative RL", ALIAS, monkeypatch=monkeypatch) == \
        _group("cooperative reinforcement learning", ALIAS) == "cooperative learning reinforcement"


def test_the_switch_keeps_them_apart(monkeypatch):
    assert _group("cooperative RL", ALIAS, on=False, monkeypatch=monkeypatch) == "cooperative rl"


def test_a_whole_acronym_still_stands_for_its_expansion(monkeypatch):
    assert _group("RL", ALIAS, monkeypatch=monkeypatch) == "learning reinforcement"
