"""Datasets, session 32 (kg/extract/roles_datasets.py). Every sentence is written for these
tests; the made-up names ("ZorbShift", "Plonk-7") are in no gold file.

* "on the ZRB regression tasks": a short capital name before task words and "tasks" names a
  suite unless it is a field abbreviation ("the OOD detection tasks") or an abbreviation the
  abstract defines (``SHORT_CAPS_TASK_SUITES``).
* A bracket of names coordinated with a bracket of datasets holds data ("(A, CIFAR-10) and a
  longer period (ZorbShift)"), not after a method noun (``COORDINATED_DATA_BRACKETS``).
* In a series of tasks with bracketed names, an item "<name> <task words>" names its data
  (``TASK_NAMED_MEMBERS``).
* "the PLK benchmark, its variant 1D-PLK": a variant written after a dataset is data,
  after a method it is not (``DATA_VARIANT_APPOSITIVES``).
* "trained and evaluated on the ZorbDB," names the data (``EVALUATED_ON_THE_NAME``), not a
  name followed by a noun.
* An example bracket after a data noun may end with lower-case items ("(i.e., ZorbWorld and
  tabletop manipulation)"; ``MIXED_DATA_BRACKETS``).
* "dataset, zorb-news23.": a lower-case name with a digit set off after a data head
  (``LOWER_DIGIT_APPOSITIVES``).
* "in the Zorbberg game": a game setting is named with its head (``GAME_SETTING_SPANS``).
"""
from __future__ import annotations

from kg.records import Paper


def _mentions(ex, text):
    return list(ex.extract_many([Paper(id="t", abstract=text, title=None, source="t")]))[0].mentions


def _typed(ex, text, etype):
    return {m.text for m in _mentions(ex, text) if m.type == etype}


def test_short_capital_suite_before_task_words_is_a_dataset(extractor):
    text = "We propose QuuxNet. Our evaluations on the ZRB regression tasks show large gains."
    assert "ZRB" in _typed(extractor, text, "Dataset")


def test_field_abbreviation_before_task_words_is_no_dataset(extractor):
    text = "We propose QuuxNet. Our evaluations on the OOD detection tasks show large gains."
    assert "OOD" not in _typed(extractor, text, "Dataset")


def test_defined_abbreviation_before_task_words_is_no_dataset(extractor):
    text = ("Zorb graph ranking (ZGR) is hard. We propose QuuxNet. Our evaluations on the ZGR "
            "ranking tasks show large gains.")
    assert "ZGR" not in _typed(extractor, text, "Dataset")


def test_bracket_coordinated_with_dataset_bracket_is_data(extractor):
    text = ("QuuxNet performs better than the baselines on standard image benchmarks of short "
            "periods (CIFAR-10, SVHN, and PlonkSet) and a longer period with drift (ZorbShift).")
    assert {"PlonkSet", "ZorbShift"} <= _typed(extractor, text, "Dataset")


def test_bracket_after_method_noun_is_no_data(extractor):
    text = ("QuuxNet performs better on standard image benchmarks (CIFAR-10, SVHN, and PlonkSet) "
            "and strong baselines (ZorbNet).")
    assert "ZorbNet" not in _typed(extractor, text, "Dataset")


def test_named_item_in_task_bracket_series_is_a_dataset(extractor):
    text = ("We evaluate QuuxNet on a wide range of benchmarks, including question answering "
            "(ZorbQA), Plonk-Bench Hard reasoning, and math problems (FooMath); QuuxNet improves "
            "all baselines.")
    assert {"ZorbQA", "Plonk-Bench Hard", "FooMath"} <= _typed(extractor, text, "Dataset")


def test_variant_after_a_benchmark_is_a_dataset(extractor):
    text = ("We verify QuuxNet on the PLK visual reasoning benchmark, its variant 1D-PLK, and "
            "the Zorb dataset.")
    assert "1D-PLK" in _typed(extractor, text, "Dataset")


def test_variant_after_a_method_is_no_dataset(extractor):
    text = "We compare QuuxGrad, its variant QuuxGrad-OS, and Adam on CIFAR-10."
    assert "QuuxGrad-OS" not in _typed(extractor, text, "Dataset")


def test_name_ending_evaluated_on_the_phrase_is_a_dataset(extractor):
    text = ("When trained and evaluated on the ZRBD, our method gives a better combination of "
            "precision and diversity than QuuxFold.")
    assert "ZRBD" in _typed(extractor, text, "Dataset")


def test_name_before_a_noun_after_evaluated_on_the_is_no_dataset(extractor):
    text = "We propose QuuxNet. Results on the ZorbNet backbone show that QuuxNet is faster."
    assert "ZorbNet" not in _typed(extractor, text, "Dataset")


def test_names_in_example_bracket_with_lower_items_are_datasets(extractor):
    text = ("We propose QuuxNet. Further tests show its effectiveness in widely used domains as well "
            "(i.e., ZorbWorld and tabletop manipulation).")
    assert "ZorbWorld" in _typed(extractor, text, "Dataset")


def test_name_modifying_a_noun_in_example_bracket_is_no_dataset(extractor):
    text = "We propose QuuxNet and evaluate it in several environments (e.g., ZorbBot arms and real robots)."
    assert "ZorbBot" not in _typed(extractor, text, "Dataset")


def test_lower_case_name_with_digit_after_data_head_and_comma_is_a_dataset(extractor):
    text = ("QuuxNet achieves the best results on three datasets, as well as on our newly introduced "
            "dataset, zorb-news23.")
    assert "zorb-news23" in _typed(extractor, text, "Dataset")


def test_lower_case_words_after_data_head_and_comma_are_no_dataset(extractor):
    text = "We build a dataset, gpt-4 generated, with three parts, and train QuuxNet on it."
    assert not _typed(extractor, text, "Dataset") & {"gpt-4", "gpt-4 generated"}


def test_game_setting_is_named_with_its_head(extractor):
    text = "We propose QuuxPlay and demonstrate its effectiveness via simulations in the Zorbberg game."
    got = _typed(extractor, text, "Dataset")
    assert "Zorbberg game" in got and "Zorbberg" not in got
