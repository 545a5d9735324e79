"""``kg eval`` and gold result values written in words (kg/evaluate.py).

A gold ``value`` written in number words ("five percent", "twenty-five percent", "one
hundred and twenty", "two point five times", "once") is read as the number it names, as a
value in digits or a multiplier in words ("seven-fold") already is, so it matches the
digits an extraction stores. A value that names no number at all ("several", "a few")
can never match one: ``load_gold`` lists it as a problem of the gold file, with file:line.
"""
from __future__ import annotations

import json

import pytest

from kg.evaluate import GoldFormatError, _value_key, evaluate_extractions, load_gold
from tests.factories import extraction, result


@pytest.mark.parametrize("value, key", [
    ("five percent", ("5", None)),
    ("Five per cent", ("5", None)),
    ("twenty-five percent", ("25", None)),
    ("twenty five percentage points", ("25", None)),
    ("one hundred and twenty", ("120", None)),
    ("a thousand", ("1000", None)),
    ("two point five times", ("2.5", None)),
    ("three times", ("3", None)),
    ("once", ("1", None)),
    ("twice", ("2", None)),
    ("5%", ("5", None)),
    ("2 - 30X", ("2", "30")),
])
def test_gold_values_in_words_read_as_numbers(value, key):
    assert _value_key(value) == key


def test_a_gold_value_in_words_matches_the_extracted_digits():
    text = "FooNet raises accuracy by 5% on CIFAR-10."
    ex = extraction("p1", text, results=[result("5", "accuracy", text)])
    rec = {"id": "p1", "text": text, "result": [{"metric": "accuracy", "value": "five percent", "dataset": None}]}
    score = evaluate_extractions([rec], [ex]).scores["result"]
    assert (score.tp, score.fp, score.fn) == (1, 0, 0)


def _write(tmp_path, values):
    p = tmp_path / "g.jsonl"
    lines = [json.dumps({"id": f"p{i}", "text": "FooNet raises accuracy.",
                         "result": [{"metric": "accuracy", "value": v, "dataset": None}]})
             for i, v in enumerate(values)]
    p.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return p


def test_load_gold_accepts_values_in_number_words(tmp_path):
    recs = load_gold(_write(tmp_path, ["5%", "five percent", "twice", 3.5]))
    assert [r["result"][0]["value"] for r in recs] == ["5%", "five percent", "twice", 3.5]


@pytest.mark.parametrize("value", ["several", "a few percent", "state of the art"])
def test_load_gold_lists_a_value_that_names_no_number(tmp_path, value):
    with pytest.raises(GoldFormatError, match=r"g\.jsonl:2: 'result' item 1: value .* names no number"):
        load_gold(_write(tmp_path, ["5%", value]))
