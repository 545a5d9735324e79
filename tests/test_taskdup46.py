"""Quality-worded variants of a kept task, session 46 (kg/extract/roles.py).
Every sentence is written for these tests; the made-up names ("ZorbMatch", "plonk ...") are in
no gold file. The rule is tested on and, through its switch, off.

* :data:`~kg.extract.roles.TASK_QUALITY_VARIANTS`: a task phrase that is another kept task of
  the paper behind words of quality only ("scalable", "fast", "efficient", "end-to-end") is not
  reported; the plain phrase stays (and takes the main task). A domain modifier ("offline") is
  no quality word: its phrase stays.
* :data:`~kg.extract.roles.TASK_CLIPPED_FRONTS`: a task phrase with no task head that is the front
  of a kept task's noun compound ending in a task head is not reported; a main task so dropped
  moves to the longer phrase.
"""
from __future__ import annotations

import kg.extract.roles as roles
from kg.records import Paper

SCALABLE = ("We study scalable graph matching, a core problem in vision. Prior solvers for graph matching are "
            "slow. We propose ZorbMatch, which is fast. Experiments show clear gains.")
FAST = ("Coral reef segmentation is hard. We address fast coral reef segmentation with a plonk network. Our "
        "method improves coral reef segmentation on three benchmarks.")
DOMAIN = ("We study offline reward learning. Reward learning from logged data is hard. We propose PlonkRL for "
          "offline reward learning.")


def _tasks(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return {m.text: m.main for m in e.mentions if m.type == "Task"}


def test_scalable_variant_folds_into_plain_task(extractor):
    assert _tasks(extractor, SCALABLE) == {"graph matching": True}


def test_fast_variant_dropped(extractor):
    assert _tasks(extractor, FAST) == {"Coral reef segmentation": True}


def test_domain_modifier_stays(extractor):
    assert "offline reward learning" in _tasks(extractor, DOMAIN)


def test_switch_off_keeps_both(extractor, monkeypatch):
    monkeypatch.setattr(roles, "TASK_QUALITY_VARIANTS", False)
    assert set(_tasks(extractor, SCALABLE)) == {"graph matching", "scalable graph matching"}
    assert set(_tasks(extractor, FAST)) == {"Coral reef segmentation", "fast coral reef segmentation"}



CLIPPED = ("We address the problem of zorb-domain few-shot. We propose PlonkNet for zorb-domain few-shot "
           "classification. Experiments on five benchmarks show clear gains.")


def test_clipped_front_dropped(extractor):
    assert _tasks(extractor, CLIPPED) == {"zorb-domain few-shot classification": True}


def test_clipped_front_switch_off(extractor, monkeypatch):
    monkeypatch.setattr(roles, "TASK_CLIPPED_FRONTS", False)
    assert set(_tasks(extractor, CLIPPED)) == {"zorb-domain few-shot", "zorb-domain few-shot classification"}
