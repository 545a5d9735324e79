"""Session 40 metric rules (res24). Sentences written for these tests."""
from __future__ import annotations

from kg.records import Paper


def _metrics(ex, text):
    return [m.text for m in ex.extract(Paper(id="p", abstract=text, source="t")).mentions if m.type == "Metric"]


def _pairs(ex, text):
    return [(r.value, r.metric) for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


# -- a quality conjunct beside a known measure (KNOWN_METRIC_QUALITY_CONJUNCTS)

def test_a_quality_coordinated_with_a_known_metric_is_a_metric(ex):
    got = _metrics(ex, "The planner offers a better balance of precision and diversity than the sampling baseline.")
    assert "precision" in got and "diversity" in got


def test_a_list_of_trade_offs_beside_a_known_metric(ex):
    got = _metrics(ex, "We chart the trade-offs between accuracy, latency and memory footprint of small parsers.")
    assert "latency" in got


def test_a_description_in_the_list_keeps_its_qualities_out(ex):
    got = _metrics(ex, "The auction assumes nothing about the reliability, accuracy, or origin of the hints it receives.")
    assert "reliability" not in got


def test_a_consequence_after_lead_to_is_no_measure(ex):
    got = _metrics(ex, "Noisy labels often lead to degraded image quality and instability in training.")
    assert "instability" not in got


def test_a_quality_beside_a_new_measure_phrase_needs_a_cue(ex):
    # a measure phrase the rules build ("language quality"), not a lexicon metric, opens no list alone
    assert "fluency" not in _metrics(ex, "Annotators rated language quality and fluency of each story.")


def test_the_switch_turns_the_reading_off(ex, monkeypatch):
    from kg.extract import roles_datasets
    monkeypatch.setattr(roles_datasets, "KNOWN_METRIC_QUALITY_CONJUNCTS", False)
    got = _metrics(ex, "The planner offers a better balance of precision and diversity than the sampling baseline.")
    assert "diversity" not in got


# -- "state-of-the-art" rates a system before "in terms of"

def test_state_of_the_art_before_in_terms_of_opens_the_measure_list(ex):
    got = _metrics(ex, "Our watermark reaches state-of-the-art performance in terms of robustness to cropping.")
    assert "robustness" in got


def test_in_terms_of_without_a_rating_word_stays_a_description(ex):
    got = _metrics(ex, "The library describes each graph in terms of connectivity and node degree.")
    assert "connectivity" not in got


# -- a Papers with Code abbreviation with digits at its threshold

def test_an_abbreviation_with_a_threshold_is_a_metric(ex):
    assert "FPR95" in _metrics(ex, "We report FPR95 for every split of the benchmark.")
    text = "On the far-OOD split our detector lowers FPR95 by 6.2% and reaches 48.1 AP50 on the road scenes."
    got = _metrics(ex, text)
    assert "FPR95" in got and "AP50" in got
    assert ("6.2", "FPR95") in _pairs(ex, text)


def test_threshold_shape_admits_no_model_names():
    from kg.extract.gazetteer import _THRESHOLD_METRIC_RE, _usable
    assert _usable("FPR95", "Metric") == (True, False)
    assert _usable("mAP50", "Metric") == (True, False)
    assert not _THRESHOLD_METRIC_RE.fullmatch("GPT-4")
    assert not _THRESHOLD_METRIC_RE.fullmatch("Obj365")
    assert not _THRESHOLD_METRIC_RE.fullmatch("T5")
