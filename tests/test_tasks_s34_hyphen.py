"""Task refusal of session 34: a task candidate that starts inside a hyphenated word is no task
(``kg.extract.roles_base.starts_inside_hyphenated_word``, read by
``TaskRules._drop_non_problems``). Abstracts are written for these tests."""
from __future__ import annotations

import kg.extract.roles as R
import kg.extract.roles_base as B
from kg.extract.roles_base import starts_inside_hyphenated_word
from tests.factories import task_mains

AUDIO = ("We present EchoGen, a text-to-audio generation model built on a latent diffusion backbone. "
         "EchoGen produces clips with better alignment to prompts than earlier systems.")
GRAPHS = ("Link prediction on real-world knowledge graphs is hard when relations are sparse. We introduce "
          "PathMix, a rule learner that scores candidate paths, and show gains on three graphs.")


_tasks = task_mains  # the shared ``extractor`` fixture is conftest's


def test_helper():
    text = "semi-supervised learning and self- supervised learning"
    assert starts_inside_hyphenated_word(text, text.index("supervised"))
    assert not starts_inside_hyphenated_word(text, 0)
    assert not starts_inside_hyphenated_word(text, text.index("supervised", 20))  # "self- supervised"
    assert not starts_inside_hyphenated_word("-x", 1)


def test_a_piece_of_a_hyphenated_compound_is_no_task(extractor):
    tasks = _tasks(extractor, AUDIO)
    assert "audio generation" not in tasks
    assert tasks.get("text-to-audio generation") is True  # the whole compound is the main task


def test_a_piece_of_a_hyphenated_modifier_is_no_task(extractor):
    tasks = _tasks(extractor, GRAPHS)
    assert "world knowledge" not in tasks
    assert "Link prediction on real-world knowledge graphs" in tasks


def test_the_switch_restores_the_old_output(extractor, monkeypatch):
    monkeypatch.setattr(B, "INSIDE_HYPHEN_REFUSED", False)
    # the candidate-level hyphen-start hygiene (roles.HYPHEN_START_HYGIENE, same session) refuses
    # it first; off too, so that the task-stage refusal is what the switch restores
    monkeypatch.setattr(R, "HYPHEN_START_HYGIENE", False)
    assert "audio generation" in _tasks(extractor, AUDIO)
