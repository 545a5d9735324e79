"""Dataset rule of this round in kg.extract.roles_datasets: an accelerator named without "GPU"
("on V100", "on an A6000") is no dataset. Every sentence is written for these tests."""
from __future__ import annotations

import pytest

from tests.factories import run


def _datasets(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.type == "Dataset"}


@pytest.mark.parametrize("text, device, data", [
    ("We train on V100 and reach 45.1 BLEU on WMT14.", "V100", "WMT14"),
    ("Decoding runs on A6000 and on RTX 3090, and we evaluate on WMT14.", "A6000", "WMT14"),
])
def test_accelerator_alone_is_no_dataset(extractor, text, device, data):
    found = _datasets(extractor, text)
    assert data in found and not found & {device, "RTX", "RTX 3090"}


def test_kinetics_abbreviation_stays_a_dataset(extractor):
    assert "K400" in _datasets(extractor, "We evaluate on Kinetics-400 and K400.")
