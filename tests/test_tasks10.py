"""Task rules of session 10 (sentences written for these tests).

* The title's means is no task (:data:`kg.extract.roles_title.TITLE_MEANS_NOT_TASK`):
  "M for T" / "T via M" names M as what the paper uses.
"""
from __future__ import annotations

import pytest

from kg.extract import roles_title
from tests.factories import main_task, run, tasks

_MEANS_TEXT = ("Speech emotion recognition remains difficult when labels are scarce. We describe a "
               "training scheme that applies contrastive clustering to unlabeled recordings. Experiments "
               "on three corpora show gains in speech emotion recognition.")


def test_the_title_means_is_not_a_task(extractor):
    ex = run(extractor, _MEANS_TEXT, title="Contrastive Clustering for Speech Emotion Recognition")
    assert "contrastive clustering" not in {t.lower() for t in tasks(ex)}
    assert main_task(ex) == "Speech emotion recognition"


def test_the_title_means_via_is_not_a_task(extractor):
    ex = run(extractor, _MEANS_TEXT, title="Speech Emotion Recognition via Contrastive Clustering")
    assert "contrastive clustering" not in {t.lower() for t in tasks(ex)}


def test_the_same_phrase_as_the_title_purpose_stays_a_task(extractor):
    text = ("Clustering of short recordings is hard. We study contrastive clustering of unlabeled "
            "recordings and give a new objective.")
    ex = run(extractor, text, title="Towards Contrastive Clustering")
    assert "contrastive clustering" in {t.lower() for t in tasks(ex)}


def test_without_the_switch_the_title_means_was_a_task(extractor, monkeypatch):
    monkeypatch.setattr(roles_title, "TITLE_MEANS_NOT_TASK", False)
    ex = run(extractor, _MEANS_TEXT, title="Contrastive Clustering for Speech Emotion Recognition")
    assert "contrastive clustering" in {t.lower() for t in tasks(ex)}
