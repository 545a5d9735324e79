"""Session 57 (fixU57): what an information-extraction researcher trying PaperKG for the first
time met (the sentences here are written for these tests).

1. ``extract_all(["We propose ..."])`` raised a raw AttributeError: plain strings are abstracts
   now (each a Paper with its hash as id), anything else a TypeError saying what to pass; a
   result's value is a decimal string, and ``Result.number`` gives it as a Decimal.
2. A record whose title is a JSON number was read silently (authors and year were warned of).
3. ``kg build FILE --out -`` made a folder named ``-``.
4. Bidirectional control characters were kept raw in kgo:sourceAbstract and the evidence sentences.
"""
from __future__ import annotations

import json
import os
from decimal import Decimal

import pytest
from rdflib import Literal
from rdflib.namespace import PROV

from kg.cli import main
from kg.ontology import KGO
from kg.pipeline import build, extract_all
from kg.read import ReadReport, paper_id, read
from kg.records import Paper, Result

ABSTRACT = ("We propose HeronNet, a network for crop yield forecasting. "
            "HeronNet reaches 91.2% accuracy on the FarmPlot benchmark.")
BIDI = "\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"


# -- 1. the Python API takes abstracts as plain strings ------------------------------------------


def test_extract_all_takes_plain_strings_as_abstracts_with_hash_ids():
    paper = Paper(id="p-own", abstract="We introduce GullLoss, a loss for long-tailed recognition.")
    out = extract_all([ABSTRACT, paper], n_process=1)
    assert [x.paper.id for x in out] == [paper_id(None, None, None, ABSTRACT), "p-own"]
    assert out[0].paper.id.startswith("h-") and out[0].paper.source == "<texts>:1"
    assert ("Method", "HeronNet", "proposed") in {(m.type, m.text, m.role) for m in out[0].mentions}
    result = next(r for r in out[0].results if r.value == "91.2")
    assert (result.number, result.unit) == (Decimal("91.2"), "%")


def test_extract_all_refuses_what_is_neither_a_paper_nor_a_string_saying_what_to_pass():
    with pytest.raises(TypeError, match=r"item 2 is dict, not a kg.records.Paper or an abstract str "
                                        r"\(kg.read.papers_from_dicts makes papers from dicts\)"):
        extract_all([ABSTRACT, {"abstract": ABSTRACT}])
    with pytest.raises(TypeError, match=r"not one str: give \[text\] for one abstract"):
        extract_all(ABSTRACT)


def test_a_result_number_is_an_exact_decimal_or_none():
    def result(value, value_max=None):
        return Result(value=value, value_max=value_max, unit=None, metric=None, dataset=None, text=value,
                      start=0, end=1, sentence_start=0, sentence_end=1)

    assert result("91.2").number == Decimal("91.2") and result("91.2").number_max is None
    assert result("10,000").number == Decimal("10000")
    assert result("-0.5", "2.25").number_max == Decimal("2.25")
    assert result("0.1").number + result("0.2").number == Decimal("0.3")  # no float rounding
    assert result("n/a").number is None and result("nan").number is None


# -- 2. a title that is a number is warned of -------------------------------------------------------


def test_a_numeric_title_is_read_with_a_warning_naming_file_and_line(tmp_path):
    path = tmp_path / "papers.jsonl"
    path.write_text(json.dumps({"id": "a", "title": "Fine", "abstract": ABSTRACT}) + "\n"
                    + json.dumps({"id": "b", "title": 12345, "abstract": ABSTRACT}) + "\n", encoding="utf-8")
    report = ReadReport()
    papers = list(read(path, report=report))
    assert [p.title for p in papers] == ["Fine", "12345"]
    assert [str(w) for w in report.warnings] == [
        f"{path}:2: title is a number (12345), not text; read as the title '12345'"]


# -- 3. --out - is refused ---------------------------------------------------------------------


def test_build_out_dash_is_a_usage_error_and_makes_no_folder(tmp_path, capsys):
    path = tmp_path / "papers.jsonl"
    path.write_text(json.dumps({"id": "a", "abstract": ABSTRACT}) + "\n", encoding="utf-8")
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        with pytest.raises(SystemExit) as stop:
            main(["build", str(path), "--out", "-"])
    finally:
        os.chdir(cwd)
    assert stop.value.code == 2
    assert "argument --out: '-' is no folder" in capsys.readouterr().err
    assert not (tmp_path / "-").exists()


# -- 4. bidirectional controls are dropped from the abstract as written ---------------------------


def test_bidi_controls_are_dropped_from_the_abstract_with_a_warning(tmp_path):
    path = tmp_path / "papers.jsonl"
    spoofed = "We propose Her\u202eonNet, a network for crop yield fore\u2066cas\u2069ting. " \
              "\u200fHer\u202eonNet\u200e reaches 91.2% accuracy on the FarmPlot benchmark."
    path.write_text(json.dumps({"id": "a", "abstract": spoofed}) + "\n", encoding="utf-8")
    report = ReadReport()
    [paper] = read(path, report=report)
    assert paper.abstract == ("We propose HeronNet, a network for crop yield forecasting. "
                              "HeronNet reaches 91.2% accuracy on the FarmPlot benchmark.")
    assert [str(w) for w in report.warnings] == [
        f"{path}:1: abstract holds bidirectional control characters (U+200E, U+200F, U+202E, U+2066, "
        f"U+2069); dropped"]


def test_no_bidi_control_reaches_the_graph_and_evidence_offsets_slice_the_stored_text(tmp_path):
    path = tmp_path / "papers.jsonl"
    # markup makes the cleaned text differ from the text as written (so kgo:sourceAbstract is kept)
    spoofed = "We propose **Her\u202eonNet**, a network for crop yield fore\u2066cas\u2069ting. " \
              "\u200fHer\u202eonNet\u200e reaches 91.2% accuracy on the $\\alpha$-FarmPlot benchmark."
    path.write_text(json.dumps({"id": "a", "title": "HeronNet", "abstract": spoofed}) + "\n", encoding="utf-8")
    graph, _ = build([path], out_dir=None)
    literals = [str(o) for o in graph.objects() if isinstance(o, Literal)]
    assert not [t for t in literals if any(c in t for c in BIDI)]
    [source] = [str(o) for o in graph.objects(None, KGO.sourceAbstract)]
    assert "HeronNet" in source and "**" in source
    evidence = list(graph.subjects(KGO.sentence, None))
    assert evidence
    for ev in evidence:
        if graph.value(ev, KGO.inTitle) is not None and graph.value(ev, KGO.inTitle).value is True:
            continue
        start, end = graph.value(ev, KGO.startOffset).value, graph.value(ev, KGO.endOffset).value
        assert graph.value(ev, PROV.wasDerivedFrom) is not None
        assert source[start:end] == str(graph.value(ev, KGO.sentence))
