"""Datasets, session 29 (kg/extract/roles_datasets.py). Every sentence is written for these
tests; the made-up names ("ZorbWorks", "PlonkCraft") are in no gold file.

* A suite named with the kind of its tasks, "<Name> <one or two lower-case words> tasks",
  after an evaluation preposition in a sentence about experiments ("across ZorbWorks control
  tasks", "among 9 challenging PlonkCraft III duel tasks"), is a dataset written
  with its kind of task; a phrase of the same shape coordinated before it shares the head
  ("on PlonkCraft III duel and Quux arena tasks"). A field abbreviation ("NLP
  classification tasks"), a language ("English reading tasks") or a hyphenated adjective
  ("SQL-centric query tasks") opens no suite (``NAMED_SUITE_TASKS``).
"""
from __future__ import annotations

import pytest

from kg.records import Paper


def _mentions(ex, text):
    return list(ex.extract_many([Paper(id="t", abstract=text, title=None, source="t")]))[0].mentions


def _datasets(ex, text):
    return {m.text for m in _mentions(ex, text) if m.type == "Dataset"}


@pytest.mark.parametrize("text, names", [
    ("In all experiments our agent learns faster across ZorbWorks control tasks.",
     {"ZorbWorks control tasks"}),
    ("Among 9 challenging PlonkCraft III duel tasks, our method wins the most games in experiments.",
     {"PlonkCraft III duel tasks"}),
    ("Experiments on PlonkCraft III duel and Quux arena tasks demonstrate the benefit of our critic.",
     {"PlonkCraft III duel", "Quux arena tasks"}),
])
def test_suite_named_with_its_kind_of_task_is_a_dataset(ex, text, names):
    assert names <= _datasets(ex, text)


@pytest.mark.parametrize("text", [
    "Experiments on NLP classification tasks show that the probe is reliable.",
    "Experiments on English reading tasks show that the probe is reliable.",
    "Experiments on several SQL-centric query tasks show that the probe is reliable.",
    "Experiments on Quux arena tasks show that the probe is reliable.",
])
def test_field_language_or_plain_word_opens_no_suite(ex, text):
    assert not _datasets(ex, text)


# * A contribution verb whose object is headed by a noun of reported findings ("we present
#   results showing ...", "this paper presents extensive experiments on ...") reports; the
#   names in its object are no proposals, and a name listed after "(including" / "(e.g.,"
#   in a contribution's object is an example, no proposal (roles_proposals
#   ``BRACKETED_EXAMPLES``).

def _proposed(ex, text):
    return {m.text for m in _mentions(ex, text) if m.role in ("proposed", "benchmark")}


@pytest.mark.parametrize("text, names", [
    ("We present results showing this effect across 6 datasets with label shifts "
     "(including ZorbSet-C and PlonkNet-R).", set()),
    ("This paper presents extensive experiments on real-world datasets, namely ZorbBirds and PlonkFaces.",
     {"ZorbBirds", "PlonkFaces"}),
])
def test_reported_findings_propose_nothing(ex, text, names):
    assert not _proposed(ex, text)
    assert names <= _datasets(ex, text)


def test_bracketed_example_in_contribution_object_is_no_proposal(ex):
    text = "We introduce a loss for shifted data (e.g., ZorbShift) that needs no labels."
    assert "ZorbShift" not in _proposed(ex, text)


def test_named_contribution_with_bracketed_examples_stays_proposed(ex):
    text = "We introduce ZorbBench, a benchmark of shifted images (including PlonkSet-C)."
    found = _proposed(ex, text)
    assert "ZorbBench" in found and "PlonkSet-C" not in found


# * An item of a list of three names or more that no dataset rule took is a dataset when the
#   items on both sides of it (the two before the last item) are datasets ("including
#   ZorbQM, PlonkMD-17, SPICE, and QuuxMD22"; ``LIST_SIBLING_ITEMS``); an activity or a
#   field stays out ("Computer Vision, Natural Language Processing, and Vision-Language").

@pytest.mark.parametrize("text, name", [
    ("We fine-tune on downstream datasets including: ZorbQM, PlonkMD-17, SPICE, and QuuxMD22.", "SPICE"),
    ("Our codec saves 12.5%, 11.0% and 9.8% in BD-rate on the Zorbak, Plonknick, and CLIC datasets.", "CLIC"),
])
def test_list_item_between_datasets_is_a_dataset(ex, text, name):
    assert name in _datasets(ex, text)


def test_field_between_listed_fields_stays_out(ex):
    text = ("We show the effect across common Computer Vision, Natural Language Processing, "
            "and Vision-Language tasks in experiments.")
    assert "Natural Language Processing" not in _datasets(ex, text)
