"""``kg eval`` and gold result values written in words (kg/evaluate.py).

A gold ``value`` written in number words ("five percent", "twenty-five percent", "one
hundred and twenty", "two point five times", "once") is read as the number it names, as a
value in digits or a multiplier in words ("seven-fold") already is, so it matches the
digits an extraction stores; "N orders of magnitude" is 10^N and a leading bound word ("up
to", "over") is left out. A value that names no number at all ("several", "a few") can never
match one: ``load_gold`` keeps it (a miss) and reports a warning with file:line.
"""
from __future__ import annotations

import json
import re

import pytest

from kg.evaluate import _value_key, evaluate_extractions, load_gold
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
def test_load_gold_warns_of_a_value_that_names_no_number_and_keeps_it(tmp_path, value):
    warnings: list[str] = []
    recs = load_gold(_write(tmp_path, ["5%", value]), warnings)
    assert [r["result"][0]["value"] for r in recs] == ["5%", value]  # nothing valid is lost
    # (the records' missing category keys and main task are warnings of their own, one each per file)
    value_warnings = [w for w in warnings if "names no number" in w]
    assert len(value_warnings) == 1 and len(warnings) == 3
    assert re.match(r".*g\.jsonl:2: 'result' item 1: value .* names no number", value_warnings[0])


@pytest.mark.parametrize("value, key", [
    ("over two orders of magnitude", ("100", None)),
    ("3 orders of magnitude", ("1000", None)),
    ("up to 3x", ("3", None)),
    ("more than 50%", ("50", None)),
    ("about 4.5 percentage points", ("4.5", None)),
    ("by 2-3x", ("2", "3")),
])
def test_bound_words_and_orders_of_magnitude(value, key):
    assert _value_key(value) == key


def test_kg_eval_prints_the_warning_and_scores_the_file(tmp_path, capsys):
    from kg.cli import main

    p = _write(tmp_path, ["5%", "several"])
    assert main(["eval", str(p)]) == 0
    out = capsys.readouterr()
    assert "kg: warning:" in out.err and "g.jsonl:2" in out.err and "names no number" in out.err
    assert "result" in out.out


def test_a_scierc_span_outside_its_sentence_is_named_with_its_line(tmp_path):
    """An entity whose tokens run past its sentence (or sit in another sentence) cannot be
    scored as the SciERC evaluation does; kg eval --scierc names the line (it was accepted)."""
    from kg.evaluate import GoldFormatError, evaluate_scierc

    good = {"doc_key": "a", "sentences": [["We", "use", "CNNs", "."], ["It", "works", "."]],
            "ner": [[[2, 2, "Method"]], []]}
    bad = {"doc_key": "b", "sentences": [["We", "use", "CNNs", "."], ["It", "works", "."]],
           "ner": [[[2, 5, "Method"]], []]}
    p = tmp_path / "s.json"
    p.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n", encoding="utf-8")
    with pytest.raises(GoldFormatError, match=r"s\.json:2: sentence 1: entity \[2, 5, 'Method'\] lies outside"):
        evaluate_scierc(p)
