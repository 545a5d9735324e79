"""Speed round, session 29 (kg/extract/roles_datasets.py). Every sentence is written for
these tests; the made-up names ("PlonkCraft", "ZorbWorks") are in no gold file.

* The lower-case-word test of the dataset rules is one compiled pattern
  (``_LOWER_WORD_RE``), read as the inline pattern it replaced was.
* The suite rule (``dataset-suite-tasks``) now asks :meth:`_task_data_head` only when it has
  a suite phrase: a phrase that the task-data rule reads ("on the PlonkCraft III duel
  tasks") still gives the name alone, and a suite phrase it does not read still gives the
  whole phrase.
"""
from __future__ import annotations

import re

import pytest

from kg.extract import roles_datasets as RD
from kg.records import Paper


@pytest.mark.parametrize("word, ok", [
    ("control", True), ("multi-agent", True), ("a", True), ("Control", False),
    ("multi-", False), ("-agent", False), ("x2", False), ("two--step", False), ("", False),
])
def test_lower_word_pattern_reads_as_the_inline_one(word, ok):
    assert bool(RD._LOWER_WORD_RE.fullmatch(word)) is ok
    assert bool(re.fullmatch(r"[a-z]+(?:-[a-z]+)*", word)) is ok


def _datasets(ex, text):
    papers = [Paper(id="t", abstract=text, title=None, source="t")]
    return {m.text for m in list(ex.extract_many(papers))[0].mentions if m.type == "Dataset"}


def test_task_data_phrase_keeps_the_name_alone(ex):
    found = _datasets(ex, "In experiments on the PlonkCraft III duel tasks, our critic learns faster.")
    assert not any(t.endswith("tasks") for t in found)


def test_suite_phrase_not_read_as_task_data_is_whole(ex):
    found = _datasets(ex, "In all experiments our agent learns faster across ZorbWorks control tasks.")
    assert "ZorbWorks control tasks" in found

