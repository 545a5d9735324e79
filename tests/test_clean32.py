"""Text cleaning, session 32 (kg/clean.py): a TeX ``--`` before a function word sets off a
phrase (an em dash), elsewhere it stays a hyphen. Sentences written for these tests."""
from __future__ import annotations

import pytest

import kg.clean as kc
from kg.clean import clean


@pytest.mark.parametrize("raw, want", [
    ("We propose Zorb inference--a framework to explain decoders.",
     "We propose Zorb inference\u2014a framework to explain decoders."),
    ("The loss is cheap--at least on small graphs.", "The loss is cheap\u2014at least on small graphs."),
    ("A bias appears--when training is long.", "A bias appears\u2014when training is long."),
    ("We train Spike--based networks on pages 3--5.", "We train Spike-based networks on pages 3-5."),
    ("An encoder--free model.", "An encoder-free model."),
])
def test_double_dash(raw, want):
    assert clean(raw).text == want


def test_double_dash_switch_off(monkeypatch):
    monkeypatch.setattr(kc, "APPOSITIVE_DOUBLE_DASH", False)
    assert clean("We propose Zorb inference--a framework.").text == "We propose Zorb inference-a framework."
