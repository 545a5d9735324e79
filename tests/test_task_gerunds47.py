"""Session 47 (ext47): a task phrase that is another kept task of the paper behind one
gerund of doing or of study ("solving inverse problems" beside "inverse problems") is one
task written twice (kg.extract.roles.TASK_GERUND_VARIANTS, _State._drop_gerund_variants):
the gerund form goes and a main task moves to the plain phrase. Sentences written for these
tests."""
from __future__ import annotations

import pytest

from kg.extract import roles
from kg.records import Paper


def _tasks(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {m.text: m.main for m in e.mentions if m.type == "Task"}


_SOLVING = ("We propose a sampler for solving inverse problems in imaging. Inverse problems are "
            "ill-posed, and our sampler handles them without retraining.")
_PERFORMING = ("Vision-language models can perform zero-shot transfer. We study performing zero-shot "
               "transfer with a frozen encoder.")
_UNDERSTANDING = ("Robust generalization of deep networks is poorly understood. We take a step toward "
                  "understanding robust generalization through the lens of margins.")


@pytest.mark.parametrize("text, plain", [
    (_SOLVING, "inverse problems"),
    (_PERFORMING, "zero-shot transfer"),
])
def test_the_main_task_moves_to_the_plain_phrase(ex, text, plain):
    assert _tasks(ex, text) == {plain: True}


def test_a_secondary_gerund_copy_goes(ex):
    assert _tasks(ex, _UNDERSTANDING) == {"Robust generalization": True}


def test_without_the_switch_both_forms_stay(ex, monkeypatch):
    monkeypatch.setattr(roles, "TASK_GERUND_VARIANTS", False)
    tasks = _tasks(ex, _SOLVING)
    assert "solving inverse problems" in tasks and "inverse problems" in tasks

