"""Task refusal of session 34: a task phrase that opens with an evaluative adjective
("unparalleled image generation", "the usual bandit problems") is a description in passing, no
task (``kg.extract.roles_tasks._evaluative_lead``, switch ``EVALUATIVE_LEAD_REFUSED``).
Abstracts are written for these tests."""
from __future__ import annotations

import kg.extract.roles_tasks as T
from kg.extract.roles_tasks import _evaluative_lead
from tests.factories import task_mains

PRAISE = ("Large vision models have shown unparalleled image generation capabilities. We propose FlowCut, "
          "a pruning method for diffusion models that halves sampling cost on two benchmarks.")
USUAL = ("We study the usual bandit problems under delayed feedback and propose DelayUCB, an algorithm "
         "with a tight regret bound for online recommendation.")


_tasks = task_mains  # the shared ``extractor`` fixture is conftest's


def test_helper():
    assert _evaluative_lead("Profound alignment")
    assert _evaluative_lead("inherent complexity")
    assert not _evaluative_lead("unique")  # one word: left to the other rules
    assert not _evaluative_lead("critical learning periods")
    assert not _evaluative_lead("image generation")


def test_a_praised_capability_is_no_task(extractor):
    assert "unparalleled image generation" not in _tasks(extractor, PRAISE)


def test_the_main_task_falls_to_the_next_candidate(extractor):
    tasks = _tasks(extractor, USUAL)
    assert "usual bandit problems" not in tasks
    assert tasks.get("online recommendation") is True


def test_the_switch_restores_the_old_output(extractor, monkeypatch):
    monkeypatch.setattr(T, "EVALUATIVE_LEAD_REFUSED", False)
    assert _tasks(extractor, USUAL).get("usual bandit problems") is True
