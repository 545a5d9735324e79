"""A number glued to a unit (storage, frequency, compute, bandwidth) is a quantity, never a
name or a method (kg/extract/names.py: _QUANTITY_RE). Sentences written for this test."""
import pytest

from kg.extract import Extractor
from kg.extract.names import word_shape
from kg.records import Paper


@pytest.fixture(scope="module")
def ex():
    return Extractor()


@pytest.mark.parametrize("word", ["80MB", "320KB", "16GB", "2GiB", "44.1kHz", "1.5GHz", "10TFLOPs", "800Gbps"])
def test_unit_quantities_are_no_names(word):
    assert word_shape(word) == ""


@pytest.mark.parametrize("word", ["3MW", "GPT-4", "ResNet-50", "T5", "MB-GAN"])
def test_names_with_digits_and_capitals_stay_names(word):
    assert word_shape(word) == "strong"


def test_memory_sizes_are_no_methods(ex):
    text = ("We shrink the detector to 80MB so that it runs on a microcontroller with 320KB of "
            "memory, and we fine-tune BERT on a card with 16GB of GPU memory.")
    got = {m.text for m in ex.extract(Paper(id="q", title="Tiny detectors", abstract=text)).mentions
           if m.type == "Method"}
    assert "BERT" in got
    assert not any(any(u in t for u in ("80MB", "320KB", "16GB")) for t in got), got
