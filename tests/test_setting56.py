"""Benchmark settings kept as a qualifier of a result (kgo:setting; session 56). Sentences
written for these tests."""
from kg.extract.results import find_results
from kg.extract.results.setting import with_settings
from kg.ontology import KGO
from tests.factories import name_spans as _spans


def _settings(text, names=()):
    return [(r.value, r.dataset, r.setting)
            for r in find_results(text, [(0, len(text))], datasets=_spans(text, names))]


def test_resolution_after_dataset_and_nfe():
    t = "Our sampler reaches an FID of 2.31 on ImageNet 256x256 with only 10 NFE."
    assert _settings(t, ["ImageNet"]) == [("2.31", "ImageNet", "256x256; 10 NFE")]


def test_unconditional_in_brackets_and_sampling_steps():
    t = "On CIFAR-10 (unconditional), the model obtains an FID of 3.12 in 4 sampling steps."
    assert _settings(t, ["CIFAR-10"]) == [("3.12", "CIFAR-10", "unconditional; 4 steps")]


def test_two_resolutions_each_value_its_nearest():
    t = "We obtain FID 1.9 on 256×256 ImageNet and 2.7 on 512×512 ImageNet."
    assert [s for _, _, s in _settings(t, ["ImageNet"])] == ["256x256", "512x512"]


def test_shots_and_class_conditional_one_step():
    t = "It achieves 71.5% zero-shot accuracy on ImageNet and 80.2% 5-shot accuracy on Pets."
    assert [s for _, _, s in _settings(t, ["ImageNet", "Pets"])] == ["zero-shot", "5-shot"]
    t = "Our class-conditional model achieves an FID of 1.8 on ImageNet-64×64 in one step."
    assert _settings(t, ["ImageNet"]) == [("1.8", "ImageNet", "64x64; class-conditional; 1 step")]


def test_no_setting_without_pattern_or_dataset():
    # a resolution next to no dataset is no benchmark setting
    assert _settings("Training takes 128x128 patches and we reach 90.1% accuracy.") == [("90.1", None, None)]


def test_step_count_that_is_the_value_is_no_setting():
    t = "Distillation cuts sampling from 50 steps to 4 steps at an FID of 3.3."
    results = find_results(t, [(0, len(t))])
    assert all(r.setting in (None, "") or "4 steps" not in r.setting or r.value != "4" for r in results)


def test_switch_off(monkeypatch):
    import kg.extract.results.setting as setting
    t = "Our sampler reaches an FID of 2.31 on ImageNet 256x256 with only 10 NFE."
    results = find_results(t, [(0, len(t))], datasets=_spans(t, ["ImageNet"]))
    monkeypatch.setattr(setting, "BENCHMARK_SETTINGS", False)
    from dataclasses import replace
    plain = [replace(r, setting=None) for r in results]
    assert with_settings(t, plain, _spans(t, ["ImageNet"])) == plain


def test_ontology_term_defined_with_label():
    from rdflib import Graph, Literal, RDFS
    from kg.ontology import ONTOLOGY_DIR
    g = Graph().parse(ONTOLOGY_DIR / "paperkg.ttl")
    assert g.value(KGO.setting, RDFS.label) == Literal("setting", lang="en")
    assert g.value(KGO.setting, RDFS.domain) == KGO.Result


def test_compared_systems_setting_is_none():
    t = "Our planner reaches 61.2% success rate, 1.5x that of baselines or zero-shot uses of LLMs."
    assert {s for _, _, s in _settings(t)} == {None}
    t = "Outputs are preferred over conventional one-step generation, improving accuracy by 14%."
    assert {s for _, _, s in _settings(t)} == {None}
