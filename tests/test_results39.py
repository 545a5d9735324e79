"""Session 39 (res22): a multiplier before any "-er" comparative and "than" is a result
("9 times longer than", "300x tighter than"), as before "faster than"; "rather than" and a
comparative without "than" are not (kg.extract.results.words._COMPARED_ER). Sentences
written for these tests."""
from __future__ import annotations

from kg.records import Paper


def _results(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return [(r.value, r.metric) for r in e.results]


def test_times_longer_than_is_a_result(ex):
    text = "Our chunked attention trains on documents 9 times longer than the dense encoder."
    assert ("9", None) in _results(ex, text)


def test_x_tighter_than_is_a_result(ex):
    text = "The relaxation yields certified intervals 300x tighter than interval arithmetic."
    assert ("300", None) in _results(ex, text)


def test_x_quicker_than_is_a_result(ex):
    text = "The sampler converges 2.5x quicker than annealed Langevin dynamics on the toy mixtures."
    assert ("2.5", None) in _results(ex, text)


def test_rather_than_is_no_comparative(ex):
    text = "We rerun every configuration 5 times rather than once."
    assert _results(ex, text) == []


def test_a_comparative_without_than_stays_a_size(ex):
    text = "Our decoder uses 4x wider blocks and reaches the same loss."
    assert _results(ex, text) == []
