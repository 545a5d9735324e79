"""Datasets, session 35 (data22): names that are no data in unseen text (a venue with its
year, a computing device, a number-set symbol, a model family a result is measured on).
Every sentence is written for these tests; "Zorb", "Plonk", "QuuxNet" and "FooSeg" are made up.
"""
from __future__ import annotations

from kg.records import Paper


def _datasets(ex, text):
    paper = Paper(id="t", abstract=text, title=None, source="t")
    return {m.text: m.rule for m in list(ex.extract_many([paper]))[0].mentions if m.type == "Dataset"}


def test_venue_with_year_is_no_dataset(extractor):
    text = "We propose QuuxNet. Experiments on Zorb and ICLR 2023 show that QuuxNet is fast."
    assert "ICLR" not in _datasets(extractor, text) and "ICLR 2023" not in _datasets(extractor, text)


def test_workshop_shared_task_with_year_stays_data(extractor):
    text = "We propose QuuxNet. Experiments on WMT 2014 and IWSLT 2017 show that QuuxNet is accurate."
    found = _datasets(extractor, text)
    assert "WMT 2014" in found and "IWSLT 2017" in found


def test_device_word_and_device_appositive_are_no_dataset(extractor):
    text = "We propose QuuxNet. Experiments on Zorb and FPGA show that QuuxNet saves energy."
    assert "FPGA" not in _datasets(extractor, text)
    text = "We propose QuuxNet. Evaluations on the Plonk Nano, a small embedded device, show that it saves memory."
    assert "Plonk Nano" not in _datasets(extractor, text)


def test_number_set_symbol_is_no_dataset(extractor):
    text = "We propose QuuxNet. It is equivariant to rotations acting on R^2 and R^3 on both Zorb-10 and Plonk-40 datasets."
    found = _datasets(extractor, text)
    assert "R^2" not in found and "R^3" not in found
    assert "Zorb-10" in found


def test_result_on_a_model_family_has_no_dataset(extractor):
    text = "We propose QuuxNet. We validate QuuxNet on Zorb-based MoE models, with 12x higher throughput."
    paper = Paper(id="t", abstract=text, title=None, source="t")
    results = list(extractor.extract_many([paper]))[0].results
    assert results and all(r.dataset is None for r in results)
