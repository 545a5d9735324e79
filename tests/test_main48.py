"""Session 48 main-task choice: a stated task that is a broader phrase of the lone best-scored
task does not replace it (roles_main.prefer_stated, switch STATED_NOT_BROADER). Keys and
evidence written for these tests."""
from __future__ import annotations

import kg.extract.roles_main as roles_main
from kg.extract.roles_main import TaskEvidence, choose_main_task, prefer_stated, task_scores


def _ev(key, sent, tags, start):
    return TaskEvidence(key, sent, frozenset(tags.split()), len(key.split()), start)


# "tiled" + the title's broader "image compression": keys are the sorted words
_NARROW = "compression image tiled"
_BROAD = "compression image"


def _evidence():
    return [_ev(_NARROW, 3, "for main-for main-sentence prep framed", 300),
            _ev(_BROAD, 0, "title-problem for prep framed", 0)]


def test_the_weights_alone_prefer_the_specific_phrase():
    scores = task_scores(_evidence())
    assert scores[_NARROW] > scores[_BROAD]


def test_a_broader_stated_phrase_does_not_replace_the_specific_one():
    ev = _evidence()
    scores = task_scores(ev)
    assert prefer_stated(_NARROW, scores, {_NARROW: 300, _BROAD: 0}, ev) == _NARROW
    assert choose_main_task(ev) == _NARROW


def test_the_switch_turns_it_off(monkeypatch):
    monkeypatch.setattr(roles_main, "STATED_NOT_BROADER", False)
    assert choose_main_task(_evidence()) == _BROAD


def test_a_stated_task_of_other_words_still_wins():
    ev = [_ev(_NARROW, 3, "for main-for main-sentence prep framed", 300),
          _ev("coding entropy", 0, "title-problem for prep framed", 0)]
    assert choose_main_task(ev) == "coding entropy"
