"""Session 34 metric and result rules (results18). Sentences written for these tests."""
from __future__ import annotations

from kg.records import Paper


def _extract(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t"))


def _pairs(e):
    return [(r.value, r.metric) for r in e.results]


def _metrics(e):
    return {m.text for m in e.mentions if m.type == "Metric"}


def test_coefficient_letter_after_a_statisticians_name_is_the_metric(ex):
    e = _extract(ex, "Across the three rating studies, our protocol raises Kendall's W by 9% over the "
                     "crowd baseline.")
    assert ("9", "Kendall's W") in _pairs(e)
    assert "Kendall's W" in _metrics(e)


def test_bare_apostrophe_of_a_name_ending_in_s_keeps_the_name(ex):
    e = _extract(ex, "With the new guidelines, annotator agreement improves in Fleiss' kappa by 14% "
                     "on the dialogue ratings.")
    assert ("14", "Fleiss' kappa") in _pairs(e)
    assert "Fleiss' kappa" in _metrics(e)


def test_a_lone_letter_or_a_systems_possessive_is_no_coefficient(ex):
    e = _extract(ex, "We set W to 4 and r to 0.2 in all runs, and the students' accuracy rises by 6% "
                     "over the teacher's.")
    assert all(r.metric not in ("W", "r") for r in e.results)
    assert ("6", "accuracy") in _pairs(e)
