"""Session 51 (evaltool51): what an auditor of `kg eval` asked for.

Results scored as the graph holds them; `--no-allowed-extra`; the excused items listed and
counted; numbers in --json notes and structured details; the verbatim check of gold names.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg.evaluate import evaluate_extractions, evaluate_gold_files, written_results
from kg.graph import result_written
from kg.records import CleanText, Extraction, Mention, Paper, Result

TEXT = "We present FooNet, which runs 3x faster and reaches 91.5% accuracy in 2 minutes on ToyBench."


def _result(value: str, metric, unit=None) -> Result:
    return Result(value=value, unit=unit, metric=metric, dataset=None, text=value, start=0, end=1,
                  sentence_start=0, sentence_end=len(TEXT))


def _extraction(results=(), mentions=()) -> Extraction:
    p = Paper(id="p1", abstract=TEXT)
    return Extraction(paper=p, clean=CleanText(TEXT, tuple(range(len(TEXT) + 1))),
                      sentences=((0, len(TEXT)),), results=tuple(results), mentions=tuple(mentions))


# ------------------------------------------------------------------ results as the graph has them
def test_result_written_needs_a_decimal_value_and_a_metric():
    assert result_written(_result("91.5", "accuracy"))
    assert not result_written(_result("3", None, unit="x"))      # no metric: no kgo:Result
    assert not result_written(_result("3", "  ", unit="x"))      # a blank metric is none
    assert not result_written(_result("n/a", "accuracy"))        # no xsd:decimal value


def test_eval_scores_only_the_results_the_graph_writes():
    gold = {"id": "p1", "text": TEXT, "metric": [{"name": "accuracy"}],
            "result": [{"value": "91.5%", "metric": "accuracy", "dataset": None},
                       {"value": "3x", "metric": None, "dataset": None}]}
    ex = _extraction([_result("91.5", "accuracy", "%"), _result("3", None, "x"), _result("2", None, "min")])
    assert [r.value for r in written_results(ex)] == ["91.5"]
    rep = evaluate_extractions([gold], [ex], verbose=True)
    s = rep.scores["result"]
    # "3x" has no metric, so the graph holds no Result for it: the gold's 3x is a miss, and
    # the metric-less "2 min" is no false hit (the graph never says it)
    assert (s.tp, s.fp, s.fn) == (1, 0, 1)
    assert not any("result" in d and "FALSE" in d for d in rep.details)
