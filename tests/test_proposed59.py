"""Session 59: proposed-method recall. Title echoes whose head is a concrete building block
(``TITLE_ECHO_PART_HEADS``), title echoes apposed to a method descriptor
(``TITLE_ECHO_APPOSED``) and naming verbs followed by "as" (``NAMED_AS``). Sentences are
made up for these tests."""
from __future__ import annotations

import pytest

from kg.extract import roles_proposals as rp
from tests.factories import part_links, proposed_rules


@pytest.fixture
def switch():
    """Set a module switch of :mod:`kg.extract.roles_proposals` for one test and restore it."""
    saved = {}

    def set_(name, value):
        saved.setdefault(name, getattr(rp, name))
        setattr(rp, name, value)

    yield set_
    for name, value in saved.items():
        setattr(rp, name, value)


PART_TITLE = "A Zigzag Decoder for Plonk Generation"
PART_TEXT = ("Plonk generation asks for sets of tokens in any order. In this paper, we propose a zigzag "
             "decoder, which emits a varying number of tokens at each step. Experiments on four plonk "
             "corpora show that the zigzag decoder is faster than sequential decoders.")


def test_title_part_head_echo_written_twice_is_proposed(extractor):
    got = proposed_rules(extractor, PART_TEXT, PART_TITLE)
    assert got.get("zigzag decoder") == "propose-title-echo"


def test_title_part_head_echo_switch_off(extractor, switch):
    switch("TITLE_ECHO_PART_HEADS", False)
    assert "zigzag decoder" not in proposed_rules(extractor, PART_TEXT, PART_TITLE)


def test_title_part_head_echo_written_once_is_not_proposed(extractor):
    text = ("Plonk generation asks for sets of tokens in any order. In this paper, we propose a zigzag "
            "decoder to emit a varying number of tokens at each step. Experiments on four plonk corpora "
            "show gains in speed.")
    assert "zigzag decoder" not in proposed_rules(extractor, text, PART_TITLE)


def test_title_abstract_descriptor_echo_stays_refused(extractor):
    # "framework" names a kind of contribution, not a built part: no name even when repeated
    title = "A Linear Plonk Framework for Zorb Estimation"
    text = ("We propose a linear plonk framework for zorb estimation. The linear plonk framework is "
            "simple and fast on three benchmarks.")
    assert "linear plonk framework" not in {k.lower() for k in proposed_rules(extractor, text, title)}


APPOSED_TITLE = "Zigzag Transformers for Fast Plonk Inference"
APPOSED_TEXT = ("Autoregressive plonk models are slow at inference. We introduce a novel architecture, Zigzag "
                "transformers, to address this issue. On two plonk corpora the method is three times faster.")


def test_title_echo_apposed_to_descriptor_is_proposed(extractor):
    got = proposed_rules(extractor, APPOSED_TEXT, APPOSED_TITLE)
    assert got.get("Zigzag transformers") == "propose-title-echo"


def test_title_echo_apposed_switch_off(extractor, switch):
    switch("TITLE_ECHO_APPOSED", False)
    assert "Zigzag transformers" not in proposed_rules(extractor, APPOSED_TEXT, APPOSED_TITLE)


AS_TEXT = ("Clustering with missing views is costly. We give a simple yet effective clustering scheme, "
           "termed as ZorbNet. ZorbNet runs on six corpora.")


def test_termed_as_gives_the_name(extractor):
    assert proposed_rules(extractor, AS_TEXT, "Fast Clustering with Missing Views").get("ZorbNet") == "propose-named"


def test_named_as_switch_off(extractor, switch):
    switch("NAMED_AS", False)
    assert "ZorbNet" not in proposed_rules(extractor, AS_TEXT, "Fast Clustering with Missing Views")


def test_named_as_quoted_name(extractor):
    text = ("We propose a general spiking architecture, termed as ``Plonk-Former\", whose goals are low "
            "power and speed. Plonk-Former reaches high accuracy on two image corpora.")
    assert "Plonk-Former" in proposed_rules(extractor, text, "Spiking Plonk Networks")


WHOLE_TEXT = ("We first design an algorithm, ZorbA, for linear bandits with heavy tails. We then extend this "
              "algorithm to plonk settings. Our algorithm, termed ZorbB, achieves low regret.")


def test_name_of_our_algorithm_is_a_whole(extractor):
    assert part_links(extractor, WHOLE_TEXT, "Plonk Bandits") == set()
    assert proposed_rules(extractor, WHOLE_TEXT, "Plonk Bandits").get("ZorbB") == "propose-named"


def test_name_of_our_algorithm_switch_off(extractor, switch):
    switch("NAMED_WHOLE_BEFORE", False)
    assert part_links(extractor, WHOLE_TEXT, "Plonk Bandits") == {("ZorbB", "ZorbA")}


OUR_PART_TEXT = ("This study explores plonk recognition in an open world. The proposed method is dubbed ZorbHOI. "
                 "Our design includes a Plonk Prompt-guided Decoder (PPD), which links relation features to "
                 "object pairs. ZorbHOI beats prior methods.")


def test_our_sentence_defines_a_part(extractor):
    assert ("PPD", "ZorbHOI") in part_links(extractor, OUR_PART_TEXT, "Open-World Plonk Detection")


def test_our_sentence_part_switch_off(extractor, switch):
    switch("OUR_DEFINED_PARTS", False)
    assert ("PPD", "ZorbHOI") not in part_links(extractor, OUR_PART_TEXT, "Open-World Plonk Detection")
