"""Main task of session 53 (kg.extract.roles_main, ``TIE_TO_LONGER_SAME_START``): a tie of best
scores between two tasks first named at the same place in the text (two readings of one
phrase, "denoising seismic traces" and "denoising seismic traces in marine surveys") goes to
the task of more words, the more specific reading the guidelines ask for; ties between tasks
at different places still go to the earlier one. The keys, offsets and tags are written for
these tests."""
from __future__ import annotations

import pytest

from kg.extract import roles_main
from kg.extract.roles_main import TaskEvidence, choose_main_task
from tests.factories import main_task, run

SHORT = "denoising seismic traces"
LONG = "denoising in marine seismic surveys traces"  # keys: sorted distinct words


def ev(key, start, tags=("study",), sentence=1, n_words=None):
    return TaskEvidence(key, sentence, frozenset(tags), n_words or len(key.split()), start)


def test_tie_at_one_place_goes_to_the_longer_reading():
    # the shorter reading comes first in the evidence, as the rules add it first
    evidence = [ev(SHORT, 40), ev(LONG, 40)]
    assert choose_main_task(evidence) == LONG


def test_tie_at_one_place_in_either_order():
    assert choose_main_task([ev(LONG, 40), ev(SHORT, 40)]) == LONG


def test_switch_off_keeps_the_first_added_reading(monkeypatch):
    monkeypatch.setattr(roles_main, "TIE_TO_LONGER_SAME_START", False)
    assert choose_main_task([ev(SHORT, 40), ev(LONG, 40)]) == SHORT


def test_tie_at_different_places_still_goes_to_the_earlier_task():
    # "seismic inversion" is named first; the longer task later scores the same
    other = "inversion seismic"
    assert choose_main_task([ev(LONG, 90), ev(other, 12)]) == other


def test_a_higher_score_beats_a_longer_reading_at_the_same_place():
    # the shorter reading is also the purpose of the proposal: no tie, it wins
    evidence = [ev(SHORT, 40, tags=("study", "purpose")), ev(LONG, 40)]
    assert choose_main_task(evidence) == SHORT



# --- whole abstracts (sentences written for these tests): the two readings of one place tie

COMBINING = ("We study the problem of combining graph kernels with symbolic rules. Existing methods "
             "scale poorly. We introduce a sampler that is fast.")
FOCUS = ("We focus on value estimation in continual bandit learning. We propose to split the estimate "
         "into two parts. Experiments show gains.")
DISCOVERY = ("We focus on the unsupervised discovery of assembly skills that can be reused across robotic "
             "tasks. We propose a new objective.")


@pytest.mark.parametrize("text, longer, shorter", [
    (COMBINING, "combining graph kernels with symbolic rules", "combining graph kernels"),
    (FOCUS, "value estimation in continual bandit learning", "value estimation"),
    (DISCOVERY, "unsupervised discovery of assembly skills", "unsupervised discovery"),
])
def test_the_longer_reading_is_the_main_task(extractor, monkeypatch, text, longer, shorter):
    ex = run(extractor, text)
    assert main_task(ex) == longer
    # both readings stay tasks of the paper
    tasks = {m.text for m in ex.mentions if m.type == "Task"}
    assert {longer, shorter} <= tasks
    monkeypatch.setattr(roles_main, "TIE_TO_LONGER_SAME_START", False)
    assert main_task(run(extractor, text)) == shorter
