"""`kg eval`'s table and --json agree on undefined scores (session 14's user trial).

Precision is undefined with nothing extracted, recall with no gold item, F1 only with
neither: the table prints "-" where --json gives null; F1 is 0 when there is gold and nothing
was found (or only false hits).
"""
from __future__ import annotations

import json

from kg.evaluate import EvalReport, Score

SCORES = {
    "dataset": Score(1, 1, 0),    # everything defined
    "code": Score(0, 0, 0),       # nothing to score
    "task": Score(0, 0, 3),       # gold, nothing extracted: P undefined, R = F1 = 0
    "metric": Score(0, 2, 0),     # only false hits: R undefined, P = F1 = 0
}


def _rows(table: str) -> dict[str, list[str]]:
    """Category -> its six cells (P, R, F1, TP, FP, FN) as printed."""
    lines = table.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("---")) + 1
    rows = {}
    for line in lines[start:]:
        if not line.strip():
            break
        name, *cells = line.split()
        rows[name] = cells
    return rows


def test_undefined_scores_print_as_a_dash():
    rows = _rows(EvalReport("t", dict(SCORES)).format())
    assert rows == {
        "dataset": ["0.500", "1.000", "0.667", "1", "1", "0"],
        "code": ["-", "-", "-", "0", "0", "0"],
        "task": ["-", "0.000", "0.000", "0", "0", "3"],
        "metric": ["0.000", "-", "0.000", "0", "2", "0"],
    }


def test_json_gives_null_where_the_table_prints_a_dash():
    report = EvalReport("t", dict(SCORES))
    data = json.loads(json.dumps(report.to_dict()))["categories"]
    assert data["task"] == {"precision": None, "recall": 0.0, "f1": 0.0, "tp": 0, "fp": 0, "fn": 3}
    assert data["metric"] == {"precision": 0.0, "recall": None, "f1": 0.0, "tp": 0, "fp": 2, "fn": 0}
    assert data["code"]["f1"] is None and data["dataset"]["f1"] == 0.6667
    rows = _rows(report.format())
    for name, cats in data.items():
        printed = rows[name][:3]
        as_json = ["-" if cats[k] is None else f"{cats[k]:.3f}" for k in ("precision", "recall", "f1")]
        assert printed == as_json, name


def test_the_report_f1_stays_a_number_for_an_empty_category():
    """tests/test_eval_regression.py compares rep.f1(category) with measured floats."""
    report = EvalReport("t", dict(SCORES))
    assert report.f1("code") == 0.0 and report.f1("task") == 0.0 and report.f1("dataset") == 2 / 3
