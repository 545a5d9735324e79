""""on" after a noun of discourse names a topic, not data (session 32: "the ongoing discussions on
Green AI" had become a dataset once the name was no longer read as a proposal)."""
from __future__ import annotations

import kg.extract.roles_datasets as D
from tests.factories import run

TEXT = "We review the ongoing discussions on Zorbic AI to show the link between Zorbic AI and TNs."


def _datasets(extractor, text):
    return {m.text for m in run(extractor, text).mentions if m.type == "Dataset"}


def test_a_discussion_topic_is_no_dataset(extractor, monkeypatch):
    assert _datasets(extractor, TEXT) == set()
    monkeypatch.setattr(D, "DISCOURSE_TOPICS", False)
    assert _datasets(extractor, TEXT) == {"Zorbic AI"}


def test_experiments_on_names_stay_datasets(extractor):
    assert _datasets(extractor, "We run experiments on FooBench and BarSet.") == {"FooBench", "BarSet"}
