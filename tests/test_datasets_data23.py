"""Proposed benchmarks, session 38 (data23): a proposed name right after a data noun with its
determiner ("the benchmark X") is a benchmark. Every sentence is written for these tests;
"Zorbquiz" and "QuuxFormer" are made up.
"""
from __future__ import annotations

from kg.records import Paper


def _mentions(ex, text):
    paper = Paper(id="t", abstract=text, title=None, source="t")
    return list(ex.extract_many([paper]))[0].mentions


def test_code_named_proposal_after_the_benchmark_noun_is_a_benchmark(extractor):
    text = ("Language models store facts in their weights. We measure how much they recall by "
            "building the benchmark Zorbquiz. Zorbquiz holds 9K questions on many topics. "
            "Data and code are at https://github.com/someone/Zorbquiz.")
    ms = [m for m in _mentions(extractor, text) if m.text == "Zorbquiz"]
    assert ms and all(m.type == "Dataset" for m in ms)
    assert any(m.role == "benchmark" for m in ms)


def test_name_after_the_benchmark_noun_behind_a_preposition_is_no_benchmark(extractor):
    text = ("Retrieval is slow. On the benchmark QuuxFormer outperforms all baselines by 3 points. "
            "Code is at https://github.com/someone/QuuxFormer.")
    assert not any(m.text == "QuuxFormer" and m.role == "benchmark" for m in _mentions(extractor, text))
