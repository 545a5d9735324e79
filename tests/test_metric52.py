"""Metric rules of session 52 (metric52) in kg.extract.roles_datasets: the generic noun "task"
(and a place word before it) inside a metric's name (``TASK_KIND_MEASURES``), and "complexity" /
"requirement(s)" after a computing-resource word as a cost measure after a comparative or a verb
of change (``RESOURCE_COMPLEXITY_MEASURES``), left out as an aim, a possibility, a theory bound,
a theorem's quantity or bare. Every sentence is written for these tests."""
from __future__ import annotations

import pytest

import kg.extract.roles_datasets as RD
from tests.factories import run


def _metrics(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.type == "Metric"}


def test_switches_and_word_sets():
    assert RD.TASK_KIND_MEASURES and "task" in RD._MEASURE_KIND_NOUNS
    assert RD.RESOURCE_COMPLEXITY_MEASURES and {"complexity", "requirements"} <= RD._RESOURCE_HEADS
    assert "sample" not in RD._COMPLEXITY_MODIFIERS and "communication" not in RD._COMPLEXITY_MODIFIERS
    assert RD._RESOURCE_HEADS <= RD._BACKGROUND_COST_HEADS


@pytest.mark.parametrize("text, metric", [
    ("Pruning the adapters of PelicanLM does not hurt task accuracy on the held-out suites.", "task accuracy"),
    ("We propose HeronRoute. The router keeps identical downstream task accuracy while halving latency.",
     "downstream task accuracy"),
    ("We propose GannetPlan. GannetPlan raises the task success rate of the arm to 71%.", "task success rate"),
])
def test_task_before_a_metric_word_belongs_to_its_name(extractor, text, metric):
    got = _metrics(extractor, text)
    assert metric in got
    assert not {"accuracy", "success rate"} & got


@pytest.mark.parametrize("text, metric", [
    ("We propose KiteNet. KiteNet reduces memory complexity by a factor of four.", "memory complexity"),
    ("We propose a sparse solver. The solver substantially reduces training complexity.", "training complexity"),
    ("We propose RookIndex. RookIndex reduces the storage requirements of the index by 40%.",
     "storage requirements"),
    ("We propose a pruned head that introduces less computational complexity than a dense layer.",
     "computational complexity"),
])
def test_resource_complexity_after_a_cue_is_a_metric(extractor, text, metric):
    assert metric in _metrics(extractor, text)


@pytest.mark.parametrize("text", [
    # a theorem's quantity, not a computing resource
    "We propose a bandit rule that reduces the sample complexity of identifying the best arm.",
    "We propose FedQuail and reduce the communication complexity of the rounds.",
    # a theory bound written after the quantity (LaTeX, cleaned to plain text)
    "We propose a filter that reduces the computational complexity to $\\mathcal{O}(n \\log n)$.",
    "Our filter reduces computational complexity from cubic to quadratic in the state size.",
    # an aim and a possibility, not a measured outcome
    "To reduce training complexity, we freeze the encoder of the captioner.",
    "We note that such a cache can reduce the memory requirements of the server.",
    # bare: no resource word
    "We propose a pruning rule that reduces the complexity of the search.",
])
def test_complexity_that_is_no_measure_taken_stays_out(extractor, text):
    assert not any(m.endswith(("complexity", "requirements")) for m in _metrics(extractor, text))


def test_able_to_is_no_purpose_switch():
    assert RD.ABLE_TO_OUTCOMES and "able" in RD._ABILITY_WORDS


@pytest.mark.parametrize("text, metric", [
    ("In our runs, WrenCache is able to reduce the memory requirements of the decoder.",
     "memory requirements"),
    ("We propose OwlMix. OwlMix is able to enhance robustness on every corruption suite.", "robustness"),
])
def test_able_to_reports_an_outcome(extractor, text, metric):
    assert metric in _metrics(extractor, text)


def test_a_purpose_infinitive_is_still_an_aim(extractor):
    text = "We propose OwlMix. In order to enhance robustness, OwlMix mixes the corrupted views."
    assert "robustness" not in _metrics(extractor, text)
