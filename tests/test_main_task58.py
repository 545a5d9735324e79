"""Session 58: ``UNRELATED_MAIN_LENIENT`` is on, with a guard (``UNRELATED_LENIENT_OBJECT_GUARD``).

A main task that the abstract states but that shares no content word with the title gives way
to the title's problem also where only the title's lenient readings give one ("Compressing
Spiking Networks", a gerund and its model object), unless that phrase names the paper's model, a
means or an aspect ("Gated Spline Flows", "A Precise Link between ...", "Surprising Properties
of ...") or holds a coined name.

Titles and abstracts are written for these tests.
"""
from __future__ import annotations

import pytest

import kg.extract.roles as R
from kg.records import Paper

CLAIM_TEXT = ("We introduce BiSpike, a spiking network with binary weights. BiSpike achieves state-of-the-art "
              "accuracy in image recognition while using far less energy. Experiments on three public "
              "datasets confirm the gains.")


@pytest.fixture(scope="module")
def extractor():
    from kg.extract import Extractor
    return Extractor()


def _main(extractor, title: str, text: str = CLAIM_TEXT):
    ex = extractor.extract(Paper(id="t", abstract=text, title=title))
    main = [(m.text, m.source) for m in ex.mentions if m.type == "Task" and m.main]
    assert len(main) <= 1
    return main[0] if main else None


def test_the_switches_are_on():
    assert R.UNRELATED_MAIN_LENIENT is True
    assert R.UNRELATED_LENIENT_OBJECT_GUARD is True


@pytest.mark.parametrize("title", ["Compressing Spiking Networks", "Sampling Binary Weights of Spiking Networks",
                                   "Energy-Aware Spike Timing Codes"])
def test_a_lenient_title_problem_replaces_the_unrelated_pick(extractor, title):
    assert _main(extractor, title) == (title, "title")


def test_with_the_rule_off_the_pick_stays(extractor, monkeypatch):
    monkeypatch.setattr(R, "UNRELATED_MAIN_LENIENT", False)
    assert _main(extractor, "Compressing Spiking Networks") == ("image recognition", "abstract")


@pytest.mark.parametrize("title", ["Gated Spline Flows", "Hierarchical Spiking Networks",
                                   "A Precise Link between Spiking Networks and Sparse Coding",
                                   "Surprising Properties of Binary Spiking Networks"])
def test_a_model_or_an_aspect_in_the_title_leaves_the_pick(extractor, title):
    assert _main(extractor, title) == ("image recognition", "abstract")


def test_a_pick_that_shares_a_word_with_the_title_stays(extractor):
    text = ("Spiking networks are hard to train. Our method, GateFlow, reaches state-of-the-art results in "
            "image recognition. Experiments on three public datasets confirm the gains.")
    assert _main(extractor, "Compressing Spiking Networks", text) == ("Spiking networks", "abstract")


@pytest.mark.parametrize("text, names_object", [
    ("Gated Spline Flows", True),               # a model head the lexicon's model heads leave out
    ("Hierarchical Spiking Networks", True),    # a model head
    ("Compressing Spiking Networks", False),    # an opening gerund: the activity's object
    ("Precise Link", True),                     # an aspect noun
    ("Surprising Properties of Spiking Networks", True),  # an aspect noun before "of"
    ("Temporal Credit Assignment", False),      # a problem
    ("Robust Sparse Coding in Noisy Retinas", False),
    ("SpikeBench Suite and Analysis", True),    # a coined name (inner capital)
    ("Token Selection of ViT Encoders", False),  # the head before "of" is the activity ("ViT" is no coined name)
    ("Higher Spike Throughput", True),          # no word of a process or a problem
    ("Pruning ViT Encoders", False),            # an opening gerund
    ("Improving Spiking Networks", True),       # a gerund of degree: the model it improves
    ("Sparse ViT Encoders", True),              # a means head, no gerund
])
def test_lenient_title_names_object(extractor, text, names_object):
    state = _state(extractor)
    assert state._lenient_title_names_object(text) is names_object


def _state(extractor):
    """A rules state for a small text (its methods read only the words they are given)."""
    captured = {}
    orig = R._State._lenient_title_names_object

    def spy(self, text):
        captured["state"] = self
        return orig(self, text)

    R._State._lenient_title_names_object = spy
    try:
        extractor.extract(Paper(id="s", abstract=CLAIM_TEXT, title="Compressing Spiking Networks"))
    finally:
        R._State._lenient_title_names_object = orig
    return captured["state"]
