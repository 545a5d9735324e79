"""Session 27 metric rules (kg/extract/roles_datasets.py, kg/extract/roles.py,
kg/extract/lexicon.py CUED_MEASURE_NOUNS): "robustness" is a metric where the sentence says it
is the measured outcome (eval/README's call): after a comparative or a verb of change ("achieves
higher robustness"), in a list of measures ("in terms of fidelity and robustness"), coordinated
with a measure after "in" ("gains in both sample efficiency and robustness"). It stays out as an
aim ("To enhance robustness, we ...", "aims to evaluate and improve the robustness of",
"techniques for improving the robustness of", "..., thereby enhancing robustness"), with a
complement of what it withstands ("improved robustness to label noise") and alone without a cue
("Robustness is a concern"). After a verb of showing, a determiner and "of", a specific
measure is a metric ("demonstrate the robustness of X", "highlight the correctness of Y"), but not
"utility" or "tightness" ("the utility of X" is its usefulness), nor after an adverb of proof
("formally verify the robustness of") or of a claim ("the correctness of our derivations"). "precision" as a number format is no metric
(``_number_format_precision``): glued by a hyphen to a degree word ("to low-precision"), "low
precision" before a capitalised module name, "the precision of the accumulator", "sub-4-bit
precision", "finite precision", "in low precision", "with reduced precision"; the measure stays
("high precision and recall", "with low precision and recall"). Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _metrics(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return sorted({m.text for m in e.mentions if m.type == "Metric"})


@pytest.mark.parametrize("text", [
    "In our experiments, QuxNet achieves significantly higher robustness than the baselines.",
    "Across six benchmarks, the new filter clearly improves the robustness of graph classifiers.",
    "ZorbGAN beats prior generators in terms of fidelity, diversity and robustness on four datasets.",
])
def test_cued_robustness_is_a_metric(ex, text):
    assert "robustness" in _metrics(ex, text)


def test_robustness_coordinated_after_in(ex):
    got = _metrics(ex, "The prior yields gains in both sample efficiency and robustness for every agent.")
    assert "robustness" in got and "sample efficiency" in got


@pytest.mark.parametrize("text", [
    "To enhance robustness, we add a consistency loss to the contrastive objective.",
    "This work aims to evaluate and improve the robustness of tabular classifiers.",
    "To handle this gap and enhance adversarial robustness, we study the geometry of robust models.",
    "Weight averaging brings improved robustness to label noise in every setting we tried.",
    "Robustness is a central concern for deployed vision systems.",
    "Mixup and ensembling are two popular techniques for improving the robustness of classifiers.",
    "We add a penalty on the Hessian norm during training, thereby enhancing robustness.",
])
def test_robustness_as_aim_or_property_is_no_metric(ex, text):
    assert not any("robustness" in m.lower() for m in _metrics(ex, text))


def test_robustness_after_an_outcome_infinitive_stays(ex):
    assert "robustness" in _metrics(ex, "Sharing the encoder leads to improved robustness on all corrupted test sets.")


@pytest.mark.parametrize("text", [
    "Post-training quantization shrinks the memory of FooLM by casting its weights to low-precision.",
    "The encoder block adds gated units and low precision LayerNorm to the classic design.",
    "Lowering the precision of the accumulator saves energy but risks numerical overflow.",
    "Our kernel keeps high-precision arithmetic only in the softmax.",
    "We cast the adapter weights to sub-4-bit precision and keep the rest in bfloat16.",
    "Second-order optimizers become unstable in low precision because they invert matrices.",
    "Exact simulation fails because of finite precision.",
    "The trainer mixes asynchronous updates with reduced precision (8 bits).",
])
def test_number_format_precision_is_no_metric(ex, text):
    assert not any("precision" in m.lower() for m in _metrics(ex, text))


@pytest.mark.parametrize("text", [
    "Our detector attains high precision and recall on both benchmarks.",
    "The new retriever raises precision by 4% at a fixed recall.",
    "The baseline tagger works with low precision and recall on rare entities.",
])
def test_the_measure_precision_stays(ex, text):
    assert "precision" in _metrics(ex, text)


@pytest.mark.parametrize("text,metric", [
    ("We demonstrate the robustness of QuxSDE on synthetic and clinical data.", "robustness"),
    ("Human ratings highlight the correctness of the facts mined by FooMiner.", "correctness"),
    ("Experiments verify the fidelity of the distilled ensemble.", "fidelity"),
])
def test_a_shown_quality_is_a_metric(ex, text, metric):
    assert metric in _metrics(ex, text)


@pytest.mark.parametrize("text,word", [
    ("Earlier studies demonstrated the utility of pairing retrieval with small models.", "utility"),
    ("Simulations confirm the tightness of the proposed bounds.", "tightness"),
    ("Several tools formally verify the robustness of small image classifiers.", "robustness"),
    ("Synthetic runs validate the correctness of our derivations.", "correctness"),
])
def test_a_shown_property_is_no_metric(ex, text, word):
    assert not any(word in m.lower() for m in _metrics(ex, text))
