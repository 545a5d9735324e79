"""Task spans of session 39: a setting whose bracketed acronym spells only its last words is
read with its modifiers ("offline reinforcement learning (RL)" -> the whole phrase, rule
``task-acronym-setting``; ``roles_tasks.MODIFIED_ACRONYM_SETTINGS``), and such a mention is
no evidence for the main task (``roles_main.ACRONYM_SETTING_TAGS``). Abstracts are written for
these tests."""
from __future__ import annotations

import kg.extract.roles_tasks as RT
from tests.factories import run, task_mains

CLOCKS = ("Existing studies on asynchronous federated learning (FL) assume clocks that agree. "
          "We drop this assumption and bound the error of the server.")
ROBOTS = ("Existing work on cooperative multi-robot reinforcement learning (RL) ignores broken sensors. "
          "We study sensor fault detection for warehouse fleets and report fewer collisions.")
USING = ("We propose using offline reinforcement learning (RL) to tune warehouse schedulers. "
         "The tuned schedulers halve the delay of each order.")
DEEP = ("Existing studies on deep reinforcement learning (RL) assume clocks that agree. "
        "We drop this assumption and bound the error of the server.")
TEXTBOOK = ("Existing studies on supervised contrastive learning (CL) assume clean labels. "
            "We drop this assumption and bound the error of the encoder.")


def _rules(extractor, text: str) -> dict[str, str]:
    return {m.text: m.rule for m in run(extractor, text).mentions if m.type == "Task"}


def test_the_modifiers_before_the_long_form_stay_in_the_task(extractor):
    assert _rules(extractor, CLOCKS).get("asynchronous federated learning") == "task-acronym-setting"
    assert "multi-robot" in " ".join(task_mains(extractor, ROBOTS))


def test_such_a_mention_is_no_evidence_for_the_main_task(extractor):
    mains = task_mains(extractor, ROBOTS)
    setting = next(t for t in mains if "multi-robot reinforcement learning" in t)
    assert mains[setting] is False
    assert any(main for main in mains.values())  # (another task is the main one)


def test_a_setting_after_a_verb_of_use_is_a_means(extractor):
    assert "offline reinforcement learning" not in _rules(extractor, USING)
    assert "offline reinforcement learning" in _rules(extractor, USING.replace("using ", ""))


def test_a_method_family_modifier_alone_is_refused(extractor):
    assert "deep reinforcement learning" not in _rules(extractor, DEEP)
    assert "distributed reinforcement learning" in _rules(extractor, DEEP.replace("deep", "distributed"))


def test_a_kind_of_a_textbook_technique_is_refused(extractor):
    assert "supervised contrastive learning" not in _rules(extractor, TEXTBOOK)
    assert "supervised representation learning" in _rules(
        extractor, TEXTBOOK.replace("contrastive learning (CL)", "representation learning (RL)"))


def test_the_switch_restores_the_old_output(extractor, monkeypatch):
    monkeypatch.setattr(RT, "MODIFIED_ACRONYM_SETTINGS", False)
    assert "asynchronous federated learning" not in _rules(extractor, CLOCKS)


HYBRID = ("We propose a hybrid online and offline reinforcement learning (RL) scheme for warehouse robots. "
          "It halves the delay of each order.")


def test_coordinated_modifiers_are_refused(extractor):
    assert not any("offline reinforcement learning" in t for t in _rules(extractor, HYBRID))
