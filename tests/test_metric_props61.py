"""Metric rule of session 61 (ownres61) in kg.extract.roles_datasets: a coordinated list of
measured qualities right after a comparative or a verb of improvement names metrics
(``CUED_QUALITY_LISTS``, rule ``metric-cued-qualities``): every conjunct a quality noun
("-ity", "-ness", "-acy", "-ency", "-ancy") or a measure head, a metric already typed, or a
vague word that is skipped; not as an aim, nor in the motivation before the paper's own work.
Every sentence is written for these tests."""
from __future__ import annotations

import pytest

import kg.extract.roles_datasets as RD
from tests.factories import run


def _metrics(extractor, text: str) -> dict[str, str]:
    """The metric mentions of ``text``: text -> rule."""
    return {m.text: m.rule for m in run(extractor, text).mentions if m.type == "Metric"}


def test_switch_and_word_sets():
    assert RD.CUED_QUALITY_LISTS
    assert {"improves", "enhances", "better", "superior", "preserving"} <= RD._CUED_QUALITY_CUES
    assert "achieves" not in RD._CUED_QUALITY_CUES  # a plain verb of reaching names no comparison
    assert {"the", "both", "markedly"} <= RD._CUED_QUALITY_FILLERS
    assert "dependency" in RD._CY_NOT_QUALITIES


@pytest.mark.parametrize("text, expected", [
    ("We propose HeronVAE, a disentangling autoencoder. With a small codebook, HeronVAE markedly improves "
     "the separability and compactness of the learned codes.", {"separability", "compactness"}),
    ("We introduce WrenEdit, a text rewriting model. WrenEdit removes toxic spans while preserving "
     "answer fluency and relevancy.", {"answer fluency", "relevancy"}),
    ("We present LarkGen, a melody generator. Listeners found that LarkGen shows stronger musicality, "
     "and coherency than the baselines.", {"musicality", "coherency"}),
    ("We present KiteDet, an object detector. KiteDet enhances a detector's quality and calibration "
     "on crowded scenes.", {"calibration"}),
])
def test_cued_quality_list_gives_metrics(extractor, text, expected):
    got = _metrics(extractor, text)
    for name in expected:
        assert got.get(name) in ("metric-cued-qualities", "metric-coordinated", "metric-compared"), (name, got)
    assert any(got.get(name) == "metric-cued-qualities" for name in expected), got


def test_vague_conjunct_is_kept_out(extractor):
    got = _metrics(extractor, "We propose PloverTTS, a speech synthesizer. PloverTTS produces speech of "
                              "superior quality and prosody naturalness on two corpora.")
    assert got.get("prosody naturalness") == "metric-cued-qualities"
    assert "quality" not in got and "superior quality" not in got


@pytest.mark.parametrize("text", [
    # an aim: a purpose infinitive before the cue
    "We propose CraneNet, a graph model. To improve the scalability and sparsity of message passing, "
    "CraneNet prunes edges.",
    # a conjunct that names no quality stops the list
    "We present StorkRL, a planner. StorkRL improves the exploration and planning of agents in mazes.",
    # the motivation, before any sentence about the paper's own work
    "Existing retrieval systems struggle to improve the transparency and fairness of ranking. "
    "We propose EgretRank, a ranking model trained with a listwise loss.",
    # one conjunct alone is no list
    "We propose IbisSeg, a segmenter. IbisSeg improves the modularity of the decoder.",
])
def test_no_metric_outside_the_frame(extractor, text):
    got = _metrics(extractor, text)
    assert not any(rule == "metric-cued-qualities" for rule in got.values()), got


def test_switch_off_removes_the_rule(extractor, monkeypatch):
    text = ("We propose HeronVAE, a disentangling autoencoder. With a small codebook, HeronVAE markedly "
            "improves the separability and compactness of the learned codes.")
    monkeypatch.setattr(RD, "CUED_QUALITY_LISTS", False)
    got = _metrics(extractor, text)
    assert not any(rule == "metric-cued-qualities" for rule in got.values())


@pytest.mark.parametrize("text", [
    # a claimed consequence after "leads to"
    "We propose PipitSSL, a pretext task. This auxiliary task leads to improved calibration and enhanced "
    "interpretability of the detector.",
    # a need, not a measured outcome
    "We audit 500 model cards. Our findings point to the need for improved traceability and completeness "
    "of the documentation.",
    # a proof's property
    "We propose RailUCB, a batched bandit algorithm. RailUCB maintains the minimax optimality and the "
    "asymptotic optimality of the sequential algorithm.",
])
def test_claims_needs_and_proof_properties_are_no_metrics(extractor, text):
    got = _metrics(extractor, text)
    assert not any(rule == "metric-cued-qualities" for rule in got.values()), got


def test_a_difficulty_in_another_clause_is_no_need(extractor):
    got = _metrics(extractor, "We propose TealCal, a reweighting scheme. By weighting samples by their "
                              "difficulty, we simultaneously improve the separability and uncertainty "
                              "calibration of the classifier on four benchmarks.")
    assert got.get("separability") == "metric-cued-qualities", got


def test_a_shared_head_list_is_left_alone(extractor):
    got = _metrics(extractor, "We propose MartinQ, a quantizer for diffusion models. MartinQ outperforms "
                              "earlier quantizers while maintaining similar time and label efficiency.")
    assert not any(rule == "metric-cued-qualities" for rule in got.values()), got
