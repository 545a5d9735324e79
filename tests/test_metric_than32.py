"""An upper-case metric acronym right after "<comparative> than" is a system compared, not a
measure: "2x faster than MAE" (verify8, session 32)."""
from __future__ import annotations

import kg.extract.roles_datasets as D
from tests.factories import run

TEXT = "We propose ZorbNet, a masked image model. ZorbNet trains 3x faster than MAE on the same hardware."


def _typed(extractor, text):
    return {(m.text, m.type) for m in run(extractor, text).mentions if m.text == "MAE"}


def test_an_acronym_beaten_after_than_is_a_compared_method(extractor, monkeypatch):
    assert _typed(extractor, TEXT) == {("MAE", "Method")}
    monkeypatch.setattr(D, "METHOD_AFTER_THAN", False)
    assert _typed(extractor, TEXT) == {("MAE", "Metric")}


def test_a_measure_compared_in_value_stays_a_metric(extractor):
    assert _typed(extractor, "Our estimator has lower error than MAE baselines on two sets.") == {("MAE", "Metric")}
    assert _typed(extractor, "Our forecaster reduces the MAE by 12% on the traffic benchmark.") == {("MAE", "Metric")}
