"""A kind of a setting that the title spells out and the abstract writes with an acronym,
session 41 (kg/extract/roles_tasks.py ``TaskRules._title_acronym_settings``, rule
``task-title-acronym``; the nesting in kg/extract/roles.py ``resolve`` and the main task's
acronym in kg/extract/roles_methods.py ``main_task_aliases``). Every sentence is written
for these tests ("calibrated critics", "quantile ordering" and the titles are made up).

* Title "... for Distributional Reinforcement Learning" and "distributional RL algorithms"
  in the abstract: the task is "distributional RL" (the title's kind of the setting), not
  only "reinforcement learning"; the method phrase "distributional RL algorithms" stays.
* Refused: a quality word among the modifiers ("sample-efficient visual RL" gives
  "visual RL"), a model noun at the end of the long form ("Quantized Diffusion Models"), a
  verb before the acronym ("successfully backdoor FL"), half a hyphenated compound, and
  any phrase without a title.
"""
from __future__ import annotations

import kg.extract.roles_tasks as rt
import kg.extract.roles as roles
from kg.records import Paper


def _extract(ex, text, title=None):
    return ex.extract(Paper(id="p", abstract=text, title=title, source="t"))


def _tasks(e):
    return [(m.text, m.main, m.rule) for m in e.mentions if m.type == "Task"]


DISTRIBUTIONAL_TITLE = "Calibrated Critics for Distributional Reinforcement Learning"
DISTRIBUTIONAL = ("Unlike classical reinforcement learning, distributional RL algorithms learn the whole "
                  "return distribution. We propose calibrated critics that keep the quantiles ordered. "
                  "Experiments on Atari games show higher returns.")
VISUAL_TITLE = "Quantile Ordering for Sample-Efficient Visual Reinforcement Learning"
VISUAL = ("Existing sample-efficient visual RL methods need many frames. We propose quantile ordering, "
          "which keeps the value estimates monotone. Experiments on control suites show faster learning.")
MODEL_TITLE = "Calibrated Critics for Quantized Diffusion Models"
MODEL = ("Low-bit quantized DMs lose image quality. We propose calibrated critics that restore it. "
         "Experiments on image benchmarks show better samples.")
VERB_TITLE = "Backdoor Federated Learning by Poisoning Critical Layers"
VERB = ("Federated learning trains a model on many devices. We show that an attacker can successfully "
        "backdoor FL systems by poisoning a few critical layers. Experiments confirm the attack.")
HYPHEN_TITLE = "Calibrated Critics for Multi-Instance Uncertainty Estimation"
HYPHEN = ("Estimating uncertainty over bags of inputs is hard. Existing multi-instance UE methods ignore "
          "the bag structure. We propose calibrated critics that use it.")


def test_title_kind_written_with_acronym_is_the_task(ex):
    e = _extract(ex, DISTRIBUTIONAL, DISTRIBUTIONAL_TITLE)
    tasks = _tasks(e)
    assert ("distributional RL", True, "task-title-acronym") in tasks
    assert not any(t[1] for t in tasks if t[0].lower() == "reinforcement learning")


def test_method_phrase_stays_beside_the_task(ex):
    e = _extract(ex, DISTRIBUTIONAL, DISTRIBUTIONAL_TITLE)
    methods = [m.text for m in e.mentions if m.type == "Method" and m.role != "proposed"]
    assert "distributional RL algorithms" in methods
    assert "RL" not in methods  # the main task's acronym names the setting, no method


def test_without_the_nesting_switch_the_task_takes_the_phrase(ex, monkeypatch):
    monkeypatch.setattr(roles, "TITLE_ACRONYM_NESTS_METHODS", False)
    e = _extract(ex, DISTRIBUTIONAL, DISTRIBUTIONAL_TITLE)
    methods = [m.text for m in e.mentions if m.type == "Method" and m.role != "proposed"]
    assert "distributional RL algorithms" not in methods


def test_quality_modifier_is_left_out(ex):
    tasks = _tasks(_extract(ex, VISUAL, VISUAL_TITLE))
    assert ("visual RL", True, "task-title-acronym") in tasks
    assert not any(t[0].lower().startswith("sample-efficient") for t in tasks)


def test_model_long_form_gives_no_task(ex):
    tasks = _tasks(_extract(ex, MODEL, MODEL_TITLE))
    assert not any(t[2] == "task-title-acronym" for t in tasks)


def test_verb_before_the_acronym_gives_no_task(ex):
    tasks = _tasks(_extract(ex, VERB, VERB_TITLE))
    assert not any(t[2] == "task-title-acronym" for t in tasks)


def test_half_a_compound_gives_no_task(ex):
    tasks = _tasks(_extract(ex, HYPHEN, HYPHEN_TITLE))
    assert "instance UE" not in [t[0] for t in tasks]


def test_no_title_no_rule(ex):
    tasks = _tasks(_extract(ex, DISTRIBUTIONAL))
    assert not any(t[2] == "task-title-acronym" for t in tasks)


def test_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rt, "TITLE_ACRONYM_SETTINGS", False)
    tasks = _tasks(_extract(ex, DISTRIBUTIONAL, DISTRIBUTIONAL_TITLE))
    assert "distributional RL" not in [t[0] for t in tasks]
