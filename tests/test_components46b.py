"""Parts named after a counting sentence and parts a proposal is made of, session 46
(kg/extract/roles_proposals.py). Every sentence is written for these tests; the made-up names
("zorb ...", "plonk ...") are in no gold file. Each rule is tested on and, through its switch, off.

* :data:`~kg.extract.roles_proposals.COUNTED_PART_SENTENCES`: "X features two key
  modifications." and then "One is A ... Another is B ..." / "The first is A ... Our second
  contribution is B ...": A and B are parts of the main proposal, only when every counted part
  is named so.
* :data:`~kg.extract.roles_proposals.MADE_OF_PART_LISTS` (off by default until session 48): "X consists of A and
  B, which ..." / "X ... is composed of a A and a B.": A and B are parts of X; not "a process
  composed of ...", not a list a phrase after it may share a head with.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_proposals as rp
from tests.factories import proposed_rules, part_links


# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")



_proposed = proposed_rules
_parts = part_links


ONE_ANOTHER = ("Road maps are hard to read. We propose ZorbNet, a network for lane maps. Our algorithm "
               "features two key modifications. One is a plonk attention module to capture wide context. "
               "Another is a shared warm initialization for reference points, which helps training. "
               "Experiments show clear gains.")
FIRST_SECOND = ("Clients see few styles. In this paper, we propose PlonkFed, a learning strategy for shared "
                "models, introducing two key contributions. The first is zorb style mixing, which lets each "
                "client see new styles. Our second contribution is a plonk feature filter, which keeps what "
                "classes share. Experiments show clear gains.")
HALF_NAMED = ("Clients see few styles. In this paper, we propose PlonkFed, a learning strategy for shared "
              "models, introducing two key contributions. The first is zorb style mixing, which lets each "
              "client see new styles. We also filter features. Experiments show clear gains.")
OTHERS_COUNTED = ("Clients see few styles. Earlier systems rely on two classic techniques. One is zorb style "
                  "mixing for clients. Another is plonk feature filtering for classes. We propose PlonkFed, "
                  "a new strategy. Experiments show clear gains.")
CONSISTS = ("Test-time updates drift. We introduce ZorbTTA, a new adaptation method. ZorbTTA consists of "
            "plonk selection and zorb weighting, which use two scores together. Experiments show gains.")
COMPOSED = ("Graph pre-training wastes data. The proposed pipeline is called the zorb graph pre-training "
            "(ZGP) framework, and is composed of a plonk selector and a zorb learner. Experiments show gains.")
PROCESS = ("Pruning hurts accuracy. We propose ZorbPrune, a pruning algorithm that uses an iterative process "
           "composed of plonk measurement, zorb mask search, and plonk weight tuning. Experiments show gains.")
SHARED_HEAD = ("Clients differ. We propose ZorbSep, a federated method. ZorbSep consists of separated plonk "
               "and zorb layers for each client. Experiments show gains.")


def test_one_is_another_is(ex):
    found = _proposed(ex, ONE_ANOTHER)
    assert found.get("plonk attention module") == "component-propose-counted-sentence"
    assert found.get("shared warm initialization") == "component-propose-counted-sentence"
    assert {("plonk attention module", "ZorbNet"), ("shared warm initialization", "ZorbNet")} <= _parts(ex, ONE_ANOTHER)


def test_first_and_our_second_contribution(ex):
    assert ("plonk feature filter", "PlonkFed") in _parts(ex, FIRST_SECOND)
    assert "zorb style mixing" in _proposed(ex, FIRST_SECOND)


def test_every_counted_part_must_be_named(ex):
    assert "zorb style mixing" not in _proposed(ex, HALF_NAMED)


def test_counted_parts_of_others_work(ex):
    found = _proposed(ex, OTHERS_COUNTED)
    assert "zorb style mixing" not in found and "plonk feature filtering" not in found


def test_counted_sentences_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "COUNTED_PART_SENTENCES", False)
    assert ("plonk attention module", "ZorbNet") not in _parts(ex, ONE_ANOTHER)


@pytest.fixture
def made_of_on(monkeypatch):
    monkeypatch.setattr(rp, "MADE_OF_PART_LISTS", True)


def test_consists_of_parts(ex, made_of_on):
    found = _proposed(ex, CONSISTS)
    assert found.get("plonk selection") == "component-propose-made-of-part"
    assert {("plonk selection", "ZorbTTA"), ("zorb weighting", "ZorbTTA")} <= _parts(ex, CONSISTS)


def test_is_composed_of_parts(ex, made_of_on):
    assert {("plonk selector", "ZGP"), ("zorb learner", "ZGP")} <= _parts(ex, COMPOSED)


def test_a_process_composed_of_is_no_part_list(ex, made_of_on):
    assert "plonk measurement" not in _proposed(ex, PROCESS)


def test_list_sharing_a_head_is_no_part_list(ex, made_of_on):
    assert not any(t.startswith("separated") for t in _proposed(ex, SHARED_HEAD))


def test_made_of_switch_on_by_default_since_session_48(ex):
    assert rp.MADE_OF_PART_LISTS is True
    assert ("plonk selection", "ZorbTTA") in _parts(ex, CONSISTS)


def test_made_of_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "MADE_OF_PART_LISTS", False)
    monkeypatch.setattr(rp, "CONTAIN_LIST_PARTS", False)  # (session 53's rule reads such lists too)
    assert ("plonk selection", "ZorbTTA") not in _parts(ex, CONSISTS)
