"""Tests of kg.evaluate: matching rules, scoring, SciERC token mapping, bad input."""
from __future__ import annotations

import json

import pytest

from kg.evaluate import (EvalReport, GoldFormatError, Score, evaluate_extractions, evaluate_scierc,
                         load_gold, normalise, scierc_text)
from kg.records import Acronym, CleanText, CodeLink, Extraction, Link, Mention, Paper, Result

TEXT = "We propose FooNet for graph matching on BarSet."


def _extraction(mentions, links=(), acronyms=(), results=(), code=()):
    ct = CleanText(TEXT, tuple(range(len(TEXT) + 1)))
    return Extraction(paper=Paper("p", TEXT), clean=ct, sentences=((0, len(TEXT)),),
                      mentions=tuple(mentions), links=tuple(links), acronyms=tuple(acronyms),
                      results=tuple(results), code=tuple(code))


def _m(text, type_, role, main=False):
    return Mention(text, type_, 0, len(text), role, "test", main=main)


GOLD = {
    "id": "p", "text": TEXT,
    "method_proposed": [{"name": "FooNet", "aliases": ["FooNet", "Foo Network"]},
                        {"name": "Bar Block", "aliases": ["Bar Block"]}],
    "component_of": [{"part": "Bar Block", "whole": "FooNet"}],
    "benchmark_proposed": [],
    "dataset": [{"name": "BarSet", "aliases": ["BarSet"]}],
    "task": [{"name": "graph matching", "aliases": ["graph matching"], "main": True}],
    "method_used": [{"name": "Graph Neural Networks", "aliases": ["Graph Neural Networks"]}],
    "metric": [{"name": "accuracy", "aliases": ["accuracy", "top-1 accuracy"]}],
    "result": [{"metric": "top-1 accuracy", "value": "85.4%", "dataset": None, "text": "85.4% top-1 accuracy"}],
    "acronym": [{"short": "GNNs", "long": "Graph Neural Networks"}],
    "code": ["https://github.com/a/foo"],
    "allowed_extra": ["message passing"],
}


def test_normalise_is_lenient_on_form():
    assert normalise("Spike--based  Vision--Language") == normalise("spike-based vision language")
    assert normalise(r"\textbf{GNNs}") == normalise("GNN")
    assert normalise("Re-Identification") == normalise("re identification")


def test_score_arithmetic():
    s = Score(tp=3, fp=1, fn=2)
    assert s.precision == 0.75 and s.recall == 0.6 and round(s.f1, 4) == round(2 * .75 * .6 / 1.35, 4)
    assert Score().f1 == 0.0


def test_perfect_extraction_scores_one():
    ex = _extraction(
        [_m("FooNet", "Method", "proposed"), _m("Bar Block", "Method", "proposed"),
         _m("BarSet", "Dataset", "dataset"), _m("graph matching", "Task", "task", main=True),
         _m("GNNs", "Method", "used"), _m("top-1 accuracy", "Metric", "metric")],
        links=[Link("partOf", "Bar Block", "Method", "FooNet", "Method", 0, 5, "t")],
        acronyms=[Acronym("GNNs", "graph neural networks", 0, 5)],
        results=[Result("85.4", "%", "top-1 accuracy", None, "85.4% top-1", 0, 5, 0, 10)],
        code=[CodeLink("https://github.com/a/foo/", 0, 5, 0, 10)])
    r = evaluate_extractions([GOLD], [ex])
    for cat in ("method_proposed", "component", "dataset", "task", "method_used", "metric",
                "result", "acronym", "code"):
        assert r.f1(cat) == 1.0, cat
    assert r.notes["main task accuracy"].startswith("1/1")


def test_wrong_category_is_a_false_hit_and_a_miss():
    ex = _extraction([_m("FooNet", "Method", "used"), _m("message passing", "Method", "used"),
                      _m("BarSet", "Dataset", "dataset"), _m("CIFAR-10", "Dataset", "dataset")])
    r = evaluate_extractions([GOLD], [ex], verbose=True)
    mp, mu, ds = r.scores["method_proposed"], r.scores["method_used"], r.scores["dataset"]
    assert (mp.tp, mp.fp, mp.fn) == (0, 0, 2)
    assert (mu.tp, mu.fp, mu.fn) == (0, 1, 1)        # message passing is allowed_extra
    assert (ds.tp, ds.fp, ds.fn) == (1, 1, 0)
    assert any("FALSE  CIFAR-10" in d for d in r.details)
    assert any("MISS   Bar Block" in d for d in r.details)


def test_acronym_and_expansion_count_once():
    ex = _extraction([_m("Graph Neural Networks", "Method", "used"), _m("GNNs", "Method", "used"),
                      _m("Vision Transformers", "Method", "used"), _m("ViTs", "Method", "used")],
                     acronyms=[Acronym("ViTs", "Vision Transformers", 0, 5)])
    s = evaluate_extractions([GOLD], [ex]).scores["method_used"]
    assert (s.tp, s.fp, s.fn) == (1, 1, 0)


def test_result_needs_value_and_metric():
    wrong_metric = _extraction([], results=[Result("85.4", "%", "F1", None, "x", 0, 1, 0, 1)])
    s = evaluate_extractions([GOLD], [wrong_metric]).scores["result"]
    assert (s.tp, s.fp, s.fn) == (0, 1, 1)


def test_result_range_needs_both_ends():
    gold = {**GOLD, "metric": [], "result": [{"metric": None, "value": "2 - 30X", "dataset": None,
                                              "text": "2 - 30X faster"}]}
    both = _extraction([], results=[Result("2", "x", "speed-up", None, "2 - 30X", 0, 1, 0, 1, value_max="30")])
    low_only = _extraction([], results=[Result("2", "x", "speed-up", None, "2X", 0, 1, 0, 1)])
    s = evaluate_extractions([gold], [both]).scores["result"]
    assert (s.tp, s.fp, s.fn) == (1, 0, 0)
    s = evaluate_extractions([gold], [low_only]).scores["result"]
    assert (s.tp, s.fp, s.fn) == (0, 1, 1)


def test_result_value_unit_word_is_form():
    # "3.7 percentage points" in the gold is the value 3.7 with a unit, as "85.4%" is 85.4
    gold = {**GOLD, "result": [{"metric": "top-1 accuracy", "value": "3.7 percentage points",
                                "dataset": None, "text": "3.7 percentage points of top-1 accuracy"},
                               {"metric": "top-1 accuracy", "value": "2 pp", "dataset": None,
                                "text": "2 pp of top-1 accuracy"}]}
    ex = _extraction([], results=[Result("3.7", "pp", "top-1 accuracy", None, "3.7 percentage points", 0, 1, 0, 1),
                                  Result("2", "pp", "top-1 accuracy", None, "2 pp", 0, 1, 0, 1)])
    s = evaluate_extractions([gold], [ex]).scores["result"]
    assert (s.tp, s.fp, s.fn) == (2, 0, 0)
    other = _extraction([], results=[Result("3.8", "pp", "top-1 accuracy", None, "3.8 pp", 0, 1, 0, 1)])
    s = evaluate_extractions([gold], [other]).scores["result"]
    assert (s.tp, s.fp, s.fn) == (0, 1, 2)


def test_result_count_out_of_is_its_count():
    gold = {**GOLD, "metric": [], "result": [{"metric": None, "value": "15 out of 20", "dataset": None,
                                              "text": "15 out of 20 tasks"}]}
    ex = _extraction([], results=[Result("15", "out of 20", "tasks solved", None, "15 out of 20", 0, 1, 0, 1)])
    s = evaluate_extractions([gold], [ex]).scores["result"]
    assert (s.tp, s.fp, s.fn) == (1, 0, 0)
    other = _extraction([], results=[Result("20", None, "tasks solved", None, "20", 0, 1, 0, 1)])
    s = evaluate_extractions([gold], [other]).scores["result"]
    assert (s.tp, s.fp, s.fn) == (0, 1, 1)


def test_task_trailer_is_form_not_identity():
    gold = {**GOLD, "task": [{"name": "list-wise recommendation", "main": True,
                              "aliases": ["list-wise recommendation task"]}]}
    ex = _extraction([_m("List-wise recommendation tasks", "Task", "task", main=True),
                      _m("recommendation problem", "Task", "task")])
    s = evaluate_extractions([gold], [ex]).scores["task"]
    # the trailer is dropped on both sides; a shorter task stays a different one
    assert (s.tp, s.fp, s.fn) == (1, 1, 0)
    # and the same holds for the main task
    gold = {**GOLD, "task": [{"name": "graph matching", "main": True, "aliases": []}]}
    main_with_trailer = _extraction([_m("graph matching problems", "Task", "task", main=True)])
    notes = evaluate_extractions([gold], [main_with_trailer]).notes
    assert notes["main task accuracy"] == "1/1 = 1.000"


def test_format_is_a_table():
    r = EvalReport("t", {"dataset": Score(1, 1, 0)}, {"papers": "1"})
    out = r.format()
    assert "dataset" in out and "0.500" in out and "papers: 1" in out


def test_load_gold_names_file_and_line(tmp_path):
    p = tmp_path / "g.jsonl"
    p.write_text('{"id": "a", "text": "x"}\n{broken\n', encoding="utf-8")
    with pytest.raises(GoldFormatError, match=r"g\.jsonl:2"):
        load_gold(p)
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(b'{"id": "a", "text": "x"}\n\xed\xa0 not utf-8\n')
    # since session 55 a line that is not UTF-8 is read as cp1252, as kg build reads inputs
    # (with a warning); this one is then no JSON, and the error still names its line
    with pytest.raises(GoldFormatError, match=r"bad\.jsonl:2: not valid JSON"):
        load_gold(bad)
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n", encoding="utf-8")
    with pytest.raises(GoldFormatError, match=r"empty\.jsonl: no gold records"):
        load_gold(empty)


def test_scierc_text_offsets():
    doc = {"sentences": [["We", "use", "CRFs", "."], ["Fine", "."]]}
    text, spans = scierc_text(doc)
    assert text == "We use CRFs . Fine ."
    assert [text[s:e] for s, e in spans] == ["We", "use", "CRFs", ".", "Fine", "."]


def test_evaluate_scierc_exact_spans(tmp_path):
    doc = {"doc_key": "d1",
           "sentences": [["We", "propose", "FooNet", ",", "a", "framework", "for", "semantic",
                          "segmentation", "."]],
           "ner": [[[2, 2, "Method"], [7, 8, "Task"], [5, 5, "Generic"]]]}
    p = tmp_path / "s.json"
    p.write_text(json.dumps(doc) + "\n", encoding="utf-8")
    r = evaluate_scierc(p)
    assert r.scores["Method"].tp == 1 and r.scores["Task"].tp == 1
    assert r.scores["overall"].fn == 0


def test_evaluate_scierc_bad_line(tmp_path):
    p = tmp_path / "bad.json"
    p.write_text('{"sentences": []}\n', encoding="utf-8")
    with pytest.raises(GoldFormatError, match=r"bad\.json:1"):
        evaluate_scierc(p)


def test_scierc_docbin_aligns_entities(tmp_path):
    from spacy.tokens import DocBin
    import spacy
    from kg.extract.scierc import scierc_docbin
    doc = {"sentences": [["A", "rigidly-moving", "object", "-LRB-", "RMO", "-RRB-", "for", "parsing", "."]],
           "ner": [[[1, 2, "Material"], [7, 7, "Task"], [4, 4, "Generic"]]]}
    src = tmp_path / "s.json"
    src.write_text(json.dumps(doc) + "\n", encoding="utf-8")
    assert scierc_docbin(src, tmp_path / "s.spacy") == 1
    (d,) = DocBin().from_disk(tmp_path / "s.spacy").get_docs(spacy.blank("en").vocab)
    assert d.text == "A rigidly-moving object ( RMO ) for parsing ."
    assert [(e.text, e.label_) for e in d.ents] == [("rigidly-moving object", "Material"), ("parsing", "Task")]


def test_evaluate_scierc_rejects_unknown_mode(tmp_path):
    p = tmp_path / "s.json"
    p.write_text('{"sentences": [["x"]], "ner": [[]]}\n', encoding="utf-8")
    with pytest.raises(ValueError, match="use must be"):
        evaluate_scierc(p, use="magic")


def test_train_scierc_smoke(tmp_path):
    """A few training steps on a two-document corpus: the model is written, loads, tags."""
    from kg.extract.scierc import SciercTagger, train_scierc
    docs = [{"doc_key": f"d{i}", "sentences": [["We", "use", "CRFs", "for", "parsing", "."]],
             "ner": [[[2, 2, "Method"], [4, 4, "Task"]]]} for i in range(2)]
    src = tmp_path / "s.json"
    src.write_text("\n".join(json.dumps(d) for d in docs) + "\n", encoding="utf-8")
    best = train_scierc(src, src, tmp_path / "out", max_steps=4)
    assert (best / "meta.json").exists()
    spans = list(SciercTagger(best).spans(["We use CRFs for parsing ."]))
    assert len(spans) == 1 and all(lab in ("Task", "Method", "Metric", "Material") for _, _, lab in spans[0])


def test_code_urls_match_with_or_without_scheme_and_www():
    from kg.evaluate import _norm_url

    forms = ["www.datacomp.ai", "https://www.datacomp.ai", "http://datacomp.ai/", "datacomp.ai."]
    assert {_norm_url(u) for u in forms} == {"datacomp.ai"}
    assert _norm_url("https://github.com/a/b.git") == "github.com/a/b"


def _gold_line(**fields) -> str:
    rec = {"id": "p1", "text": "We propose FooNet for depth estimation.", "task": [], "result": []}
    rec.update(fields)
    return json.dumps(rec)


@pytest.mark.parametrize("fields, message", [
    ({"task": "depth estimation"}, r"'task' must be a list, not str"),
    ({"task": ["depth estimation"]}, r"'task' item 1 must be an object with a non-empty 'name'"),
    ({"dataset": [{"aliases": ["NYU"]}]}, r"'dataset' item 1 must be an object with a non-empty 'name'"),
    ({"task": [{"name": "depth estimation", "main": "yes"}]}, r"'main' must be true or false"),
    ({"method_used": [{"name": "ViT", "aliases": "vision transformer"}]}, r"'aliases' must be a list"),
    ({"text": 123}, r"'text' must be a non-empty string"),
    ({"text": ""}, r"'text' must be a non-empty string"),
    ({"result": [{"metric": "RMSE"}]}, r"'result' item 1 must be an object with a 'value'"),
    ({"result": [{"value": "0.31", "metric": 5}]}, r"'metric', 'dataset' and 'text' must be strings"),
    ({"acronym": [{"short": "FN"}]}, r"'acronym' item 1 must be an object with string 'short' and 'long'"),
    ({"code": [None]}, r"'code' item 1 must be a non-empty string"),
])
def test_load_gold_checks_every_scored_field(tmp_path, fields, message):
    p = tmp_path / "g.jsonl"
    p.write_text(_gold_line().replace('"p1"', '"p0"') + "\n" + _gold_line(**fields) + "\n", encoding="utf-8")
    with pytest.raises(GoldFormatError, match=r"g\.jsonl:2: .*" + message):
        load_gold(p)


def test_load_gold_lists_every_problem_and_refuses_repeated_ids(tmp_path):
    p = tmp_path / "g.jsonl"
    p.write_text("\n".join([_gold_line(), _gold_line(task="x"), "{broken", _gold_line()]) + "\n",
                 encoding="utf-8")
    with pytest.raises(GoldFormatError) as err:
        load_gold(p)
    lines = str(err.value).splitlines()
    assert [line.split(": ", 1)[0].rsplit(":", 1)[1] for line in lines] == ["2", "3", "4"]
    assert "id 'p1' repeats line 1" in lines[2]


def test_load_gold_accepts_values_in_words_and_missing_categories(tmp_path):
    p = tmp_path / "g.jsonl"
    p.write_text(json.dumps({"id": "p1", "text": "Search got seven-fold faster.",
                             "result": [{"value": "seven-fold", "metric": "speed", "dataset": None}]}) + "\n",
                 encoding="utf-8")
    recs = load_gold(p)
    assert [r["id"] for r in recs] == ["p1"]


def test_load_gold_compares_ids_as_the_build_does(tmp_path):
    p = tmp_path / "g.jsonl"
    p.write_text("\n".join([_gold_line(id="caf\u00e9-1"), _gold_line(id="cafe\u0301-1"),
                            _gold_line(id="p2"), _gold_line(id="p2\u200b")]) + "\n", encoding="utf-8")
    with pytest.raises(GoldFormatError) as err:
        load_gold(p)
    lines = str(err.value).splitlines()
    assert len(lines) == 2 and "g.jsonl:2: id" in lines[0] and "repeats line 1" in lines[0]
    assert "g.jsonl:4: id" in lines[1] and "repeats line 3" in lines[1]
