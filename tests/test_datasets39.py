"""Datasets, session 39 (data24): names before a data head that the tokenizer or the metric
vocabulary hid. Every sentence is written for these tests; "Zorbix", "Quuxland" and
"FenQA" are made up.
"""
from __future__ import annotations

from kg.records import Paper


def _mentions(ex, text):
    paper = Paper(id="t", abstract=text, title=None, source="t")
    return list(ex.extract_many([paper]))[0].mentions


def _datasets(ex, text):
    return {m.text for m in _mentions(ex, text) if m.type == "Dataset"}


# SPLIT_COUNT_VERSIONS: "100K" is split by the tokenizer into "100", "K"


def test_count_split_off_its_letter_is_the_version_before_a_head(extractor):
    text = ("We study sample-efficient agents. Our planner reaches a new best score on the "
            "Quuxland 200K benchmark while training for a few hours.")
    assert "Quuxland 200K" in _datasets(extractor, text)


def test_a_split_count_without_a_data_head_names_no_dataset(extractor):
    text = ("We study sample-efficient agents. The Quuxland planner runs 200K steps and "
            "beats the baselines.")
    assert not any(d.startswith("Quuxland") for d in _datasets(extractor, text))


# HYPHEN_MODIFIERS_BEFORE_HEAD: "multi-task" is split into "multi", "-", "task"


def test_hyphenated_modifier_between_name_and_head(extractor):
    text = ("Adapters are cheap to train. Our approach is the best on the Zorbix-to-Paint "
            "multi-domain benchmark and on the FenQA multi-task benchmark.")
    found = _datasets(extractor, text)
    assert "Zorbix-to-Paint" in found
    assert "FenQA" in found


def test_hyphenated_modifier_after_a_number_is_a_kind_of_data(extractor):
    text = ("Adapters are cheap to train. We collect two German multi-domain datasets "
            "for our study.")
    assert "German" not in _datasets(extractor, text)


# DEFINITE_HEAD_OVER_METRIC_VOCAB: "MAD" is also a Papers with Code metric string


def test_definite_short_caps_name_before_dataset_is_data_not_metric(extractor):
    text = ("Temporal grounding is hard. Our localizer is the best on the MAD dataset with "
            "far fewer proposals than earlier work.")
    ms = [m for m in _mentions(extractor, text) if m.text == "MAD"]
    assert ms and all(m.type == "Dataset" for m in ms)


def test_curated_metric_abbreviation_before_dataset_stays_vetoed(extractor):
    text = ("Temporal grounding is hard. We lower the MSE dataset-wide by ten percent.")
    assert "MSE" not in _datasets(extractor, text)
