"""Session 37 (mr23): a name written with two or more capitals before "score" / "scores" names a
measure (DatasetMetricRules._named_scores, rule ``metric-named-score``). Sentences written for
these tests."""
from __future__ import annotations

from kg.records import Paper


def _metrics(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return [(m.text, m.rule) for m in e.mentions if m.type == "Metric"]


def test_an_acronym_score_at_the_end_of_a_list_is_a_metric(ex):
    names = [t for t, _ in _metrics(ex, "Distillation halves the sampling time without any loss in "
                                        "PSNR or in VQA score.")]
    assert "VQA score" in names


def test_a_camel_case_score_is_a_metric(ex):
    got = _metrics(ex, "We report the TopoVAE score for every encoder in the appendix.")
    assert ("TopoVAE score", "metric-named-score") in got


def test_a_score_that_modifies_a_noun_is_no_metric(ex):
    got = _metrics(ex, "We replace the CLIP score function of the retriever with a learned ranker.")
    assert all(rule != "metric-named-score" for _, rule in got)


def test_a_single_capital_is_no_name(ex):
    got = _metrics(ex, "Each Shapley score is computed from sampled coalitions of the inputs.")
    assert all(rule != "metric-named-score" for _, rule in got)


def test_a_known_metric_span_is_not_repeated(ex):
    got = _metrics(ex, "The student model matches the teacher's FID score on the face images.")
    assert sum(1 for t, _ in got if "FID" in t) == 1
