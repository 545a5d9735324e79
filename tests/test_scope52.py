"""Session 52 (fixHres) result rules: how far a value's words reach (kg/extract/results/scope.py,
and the value's setting bracket, a model after "on" and an example bracket in
kg/extract/results/datasets.py). Sentences written for these tests; each rule is also checked
with its switch off, which must bring the old reading back."""
from __future__ import annotations

import pytest

from kg.extract.results import datasets, scope
from kg.records import Paper

LEAD = "We propose Zorbnet, a sparse plonk model. "


def _results(ex, text):
    return [(r.value, r.unit, r.metric, r.dataset, r.change, r.direction)
            for r in ex.extract(Paper(id="p", abstract=LEAD + text, source="t")).results]


# --- a shared "by" -------------------------------------------------------------------------

BY_PAIR = "Zorbnet beats Quillnet and Brannet by 17 and 12 accuracy points respectively on the Plonk-9 benchmark."
BY_PLACES = ("Zorbnet lowers the robust accuracy of defended models by over 25% on CIFAR-10 under an l2 "
             "attack, and over 8% on ImageNet under the same attack.")


def test_by_before_a_pair_makes_both_values_changes(ex):
    got = _results(ex, BY_PAIR)
    assert [(v, c) for v, _, _, _, c, _ in got] == [("17", True), ("12", True)]
    assert got[1][2] == "accuracy"


def test_by_reaches_a_value_after_the_first_ones_place(ex):
    got = _results(ex, BY_PLACES)
    assert [(v, d, c, di) for v, _, _, d, c, di in got] == [
        ("25", "CIFAR-10", True, "decrease"), ("8", "ImageNet", True, "decrease")]


def test_by_reaches_past_the_first_values_bracket(ex):
    got = _results(ex, "Zorbnet cuts the error rate by 6.1% (Foo split) and 9% (Bar split) on the device task.")
    assert [(v, c) for v, _, _, _, c, _ in got] == [("6.1", True), ("9", True)]


def test_a_new_verb_after_and_keeps_the_second_value_a_score(ex):
    got = _results(ex, "Zorbnet improves accuracy by 3% on CIFAR-10 and reaches 91.5% accuracy on ImageNet.")
    assert [(v, c) for v, _, _, _, c, _ in got] == [("3", True), ("91.5", False)]


def test_shared_by_switch_off(ex, monkeypatch):
    monkeypatch.setattr(scope, "SHARED_BY_CHANGE", False)
    got = _results(ex, BY_PAIR)
    assert [(v, c) for v, _, _, _, c, _ in got] == [("17", True), ("12", False)]


# --- change words after a metric ------------------------------------------------------------

REDUCTION = "Zorbnet gives a large memory footprint reduction, up to 81% w.r.t. prior methods."
FASTER = "Experiments show Zorbnet beats prior layout models while keeping 3x training time faster."


def test_change_noun_between_metric_and_value(ex):
    assert _results(ex, REDUCTION) == [("81", "%", "memory footprint", None, True, "decrease")]


def test_comparative_after_a_multipliers_metric(ex):
    assert _results(ex, FASTER) == [("3", "x", "training time", None, True, "decrease")]


def test_a_plain_score_keeps_its_kind(ex):
    got = _results(ex, "Zorbnet reaches an energy use of 81 kWh and 3x training time on the Plonk-9 benchmark.")
    assert all(not c for *_, c, _ in got)


def test_change_word_switch_off(ex, monkeypatch):
    monkeypatch.setattr(scope, "CHANGE_WORD_AFTER_METRIC", False)
    assert _results(ex, REDUCTION)[0][4] is False


# --- a time taken after a quality metric ----------------------------------------------------

QUICK = "Experiments show that Zorbnet can generate varied 3D scenes of high visual quality within 30 seconds."


def test_time_taken_after_a_quality_is_no_value_of_it(ex):
    got = ex.extract(Paper(id="p", abstract=LEAD + QUICK, source="t")).results
    assert [(r.value, r.unit, r.metric, r.text) for r in got] == [("30", "s", None, "within 30 seconds")]


def test_time_after_a_time_metric_keeps_it(ex):
    got = _results(ex, "Zorbnet trains a full model with low training time within 40 minutes.")
    assert [(v, m) for v, _, m, *_ in got] == [("40", "training time")]


def test_time_taken_switch_off(ex, monkeypatch):
    monkeypatch.setattr(scope, "TIME_TAKEN_NOT_METRIC", False)
    assert _results(ex, QUICK)[0][2] == "visual quality"


# --- a baseline's numbers in an opening comparing clause ------------------------------------

BASELINE = ("Comparing our results to those of Quillnet with 4.12 FID and 0.5531 Recall on the CelebA dataset, "
            "we achieve 2.07 FID and 0.6904 Recall with the same backbone.")


def test_values_of_the_compared_system_are_left_out(ex):
    got = _results(ex, BASELINE)
    assert [(v, m) for v, _, m, *_ in got] == [("2.07", "FID"), ("0.6904", "Recall")]


def test_a_comparing_clause_without_a_main_clause_value_is_kept(ex):
    got = _results(ex, "Compared with Quillnet, Zorbnet reaches 2.07 FID on the CelebA dataset.")
    assert [v for v, *_ in got] == ["2.07"]


def test_baseline_clause_switch_off(ex, monkeypatch):
    monkeypatch.setattr(scope, "BASELINE_CLAUSE_DROPPED", False)
    assert [v for v, *_ in _results(ex, BASELINE)] == ["4.12", "0.5531", "2.07", "0.6904"]


# --- setting brackets, a model after "on" ---------------------------------------------------

SETTINGS = ("We obtain FIDs of 14.02 (4 NFE), 3.11 (8 NFE) on unconditional CIFAR10, and an MSE of 0.41 "
            "(4 NFE, 6.5 guidance scale) on Stable Diffusion.")


def test_a_value_with_its_own_setting_bracket_is_the_next_list_item(ex):
    got = _results(ex, SETTINGS)
    assert [(v, m, d) for v, _, m, d, *_ in got][:2] == [("14.02", "FIDs", "CIFAR10"), ("3.11", "FIDs", "CIFAR10")]


def test_a_model_after_on_takes_no_dataset_named_before(ex):
    got = _results(ex, SETTINGS)
    assert [(v, m, d) for v, _, m, d, *_ in got][-1] == ("0.41", "MSE", None)


def test_a_dataset_before_the_first_value_still_scopes_a_model_after_on(ex):
    got = _results(ex, "In zero-shot ImageNet classification, Zorbnet reaches 71.4% accuracy, "
                       "surpassing Quillnet's 67.9% on ViT-B models.")
    assert [(v, d) for v, _, _, d, *_ in got] == [("71.4", "ImageNet"), ("67.9", "ImageNet")]


def test_parallel_setting_switch_off(ex, monkeypatch):
    monkeypatch.setattr(scope, "PARALLEL_SETTING_ITEMS", False)
    assert "3.11" not in [v for v, *_ in _results(ex, SETTINGS)]


@pytest.mark.parametrize("switch", ["MODEL_AFTER_ON_ENDS_SCOPE", "VALUE_SETTING_BRACKET_IN_CLAUSE"])
def test_model_scope_switches_off(ex, monkeypatch, switch):
    monkeypatch.setattr(datasets, switch, False)
    assert _results(ex, SETTINGS)[-1][3] == "CIFAR10"


# --- datasets: an example bracket, "these two datasets" --------------------------------------

EXAMPLE = ("Zorbnet improves sampling, achieving up to 4x FID improvements on fast samplers, while also "
           "raising sample diversity (e.g., the age spread of generated CelebA faces).")


def test_a_dataset_named_as_an_example_in_a_later_clause_is_not_the_values(ex):
    assert _results(ex, EXAMPLE)[0][3] is None


def test_the_only_dataset_in_the_values_own_clause_is_kept(ex):
    got = _results(ex, "Zorbnet achieves up to 4x FID improvements on CelebA, while also raising sample diversity.")
    assert got[0][3] == "CelebA"


def test_example_switch_off(ex, monkeypatch):
    monkeypatch.setattr(datasets, "EXAMPLE_IN_LATER_CLAUSE_NOT_SCOPE", False)
    assert _results(ex, EXAMPLE)[0][3] == "CelebA"


THESE = ("Zorbnet reaches FID scores of 2.83 and 3.61 on CIFAR-10 and ImageNet 64x64 respectively in one step. "
         "With two steps, we further lower FID scores to 2.45 and 3.02 on these two datasets.")


def test_these_two_datasets_take_the_earlier_sentences_datasets_in_order(ex):
    got = _results(ex, THESE)
    assert [(v, d) for v, _, _, d, *_ in got] == [
        ("2.83", "CIFAR-10"), ("3.61", "ImageNet"), ("2.45", "CIFAR-10"), ("3.02", "ImageNet")]


def test_these_datasets_need_the_same_count(ex):
    got = _results(ex, THESE.replace("these two datasets", "these three datasets"))
    assert [d for _, _, _, d, *_ in got][2:] == [None, None]


def test_these_datasets_switch_off(ex, monkeypatch):
    monkeypatch.setattr(scope, "THESE_DATASETS_FROM_BEFORE", False)
    assert [d for _, _, _, d, *_ in _results(ex, THESE)][2:] == [None, None]
