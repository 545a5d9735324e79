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
def test_result_written_needs_a_decimal_value():
    assert result_written(_result("91.5", "accuracy"))
    # since results51 a result without a metric is a kgo:Result without kgo:metric
    assert result_written(_result("3", None, unit="x"))
    assert result_written(_result("3", "  ", unit="x"))
    assert not result_written(_result("n/a", "accuracy"))        # no xsd:decimal value


def test_eval_scores_only_the_results_the_graph_writes():
    gold = {"id": "p1", "text": TEXT, "metric": [{"name": "accuracy"}],
            "result": [{"value": "91.5%", "metric": "accuracy", "dataset": None},
                       {"value": "3x", "metric": None, "dataset": None}]}
    ex = _extraction([_result("91.5", "accuracy", "%"), _result("3", None, "x"), _result("2", None, "min"),
                      _result("n/a", None)])
    assert [r.value for r in written_results(ex)] == ["91.5", "3", "2"]
    rep = evaluate_extractions([gold], [ex], verbose=True)
    s = rep.scores["result"]
    # the metric-less "3x" is in the graph and a hit; "2 min" too, and a false hit; "n/a",
    # no number, is in neither
    assert (s.tp, s.fp, s.fn) == (2, 1, 0)
    assert [d for d in rep.details if " result " in d and "FALSE" in d] == ["p1  result             FALSE  2 None ('2')"]


# ------------------------------------------------------------------ allowed_extra: ignored or excused
def _mention(text: str, type_: str, role: str = "used") -> Mention:
    start = TEXT.index(text) if text in TEXT else 0
    return Mention(text=text, type=type_, start=start, end=start + len(text), role=role, rule="test")


def _allowed_case():
    gold = {"id": "p1", "text": TEXT, "method_proposed": [{"name": "FooNet"}], "dataset": [],
            "task": [], "method_used": [], "metric": [{"name": "accuracy"}],
            "allowed_extra": ["ToyBench", "faster"]}
    ex = _extraction(mentions=[_mention("FooNet", "Method", "proposed"), _mention("ToyBench", "Dataset"),
                               _mention("accuracy", "Metric"), _mention("runs", "Method")])
    return gold, ex


def test_allowed_extra_excuses_and_no_allowed_extra_counts_false_hits():
    gold, ex = _allowed_case()
    applied = evaluate_extractions([gold], [ex], verbose=True)
    ignored = evaluate_extractions([gold], [ex], verbose=True, allowed_extra=False)
    assert (applied.scores["dataset"].tp, applied.scores["dataset"].fp) == (0, 0)
    assert (ignored.scores["dataset"].tp, ignored.scores["dataset"].fp) == (0, 1)
    # an item allowed_extra does not list is a false hit either way, a gold one a hit
    assert applied.scores["method_used"].fp == ignored.scores["method_used"].fp == 1
    assert applied.scores["metric"].tp == ignored.scores["metric"].tp == 1
    assert applied.excused["dataset"] == 1 and sum(applied.excused.values()) == 1
    assert sum(ignored.excused.values()) == 0
    assert "p1  dataset            EXCUSED ToyBench" in applied.details
    assert not any("EXCUSED" in d for d in ignored.details)
    assert "p1  dataset            FALSE  ToyBench" in ignored.details
    assert applied.to_dict()["allowed_extra"] == "applied" and ignored.to_dict()["allowed_extra"] == "ignored"
    assert applied.to_dict()["excused"]["dataset"] == 1
    assert "allowed_extra: applied (1 extracted item(s) excused, neither true nor false hits: dataset 1)" \
        in applied.format()
    assert "allowed_extra: ignored (--no-allowed-extra" in ignored.format()


class _Stub:
    """An extractor that returns the given extraction for every paper (no model loaded)."""

    def __init__(self, ex):
        self.ex = ex

    def extract_many(self, papers):
        for p in papers:
            yield self.ex


def test_cli_no_allowed_extra_and_verbose_excused(tmp_path, monkeypatch, capsys):
    import kg.extract
    from kg.cli import main

    gold, ex = _allowed_case()
    path = tmp_path / "g.jsonl"
    path.write_text(json.dumps(gold) + "\n", encoding="utf-8")
    monkeypatch.setattr(kg.extract, "Extractor", lambda *a, **k: _Stub(ex))
    assert main(["eval", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["allowed_extra"] == "applied" and data["categories"]["dataset"]["fp"] == 0
    assert main(["eval", str(path), "--json", "--no-allowed-extra"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["allowed_extra"] == "ignored" and data["categories"]["dataset"]["fp"] == 1
    assert main(["eval", str(path), "--verbose"]) == 0
    assert "dataset            EXCUSED ToyBench" in capsys.readouterr().out


# ------------------------------------------------------------------ --json: numbers and structured details
def test_json_notes_are_numbers_and_details_are_structured(tmp_path):
    import pickle

    from kg.evaluate import Detail

    gold, ex = _allowed_case()
    gold2 = dict(gold, id="p2", method_proposed=[{"name": "BarNet"}])
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    a.write_text(json.dumps(gold) + "\n", encoding="utf-8")
    b.write_text(json.dumps(gold2) + "\n", encoding="utf-8")
    rep = evaluate_gold_files([a, b], verbose=True, extractor=_Stub(ex))
    data = json.loads(json.dumps(rep.to_dict()))
    assert data["notes"]["papers"] == 2 and data["notes"]["files"] == 2
    # since session 60 an item also has structured fields (name, offsets, sentence): the
    # four keys of session 51 are compared here, the new ones in test_evaldetail60.py
    items = [{k: d[k] for k in ("record", "category", "kind", "item")} for d in data["detail_items"]]
    assert len(items) == len(data["details"]) and data["details"] == [str(d) for d in rep.details]
    assert {"record": "p2", "category": "method_proposed", "kind": "miss", "item": "BarNet"} in items
    assert {"record": "p2", "category": "method_proposed", "kind": "false", "item": "FooNet"} in items
    assert {"record": "p1", "category": "dataset", "kind": "excused", "item": "ToyBench"} in items
    assert {"record": "p1", "category": "method_used", "kind": "false", "item": "runs"} in items
    # a detail is still the text line it was, and survives pickling with its parts
    d = Detail("p9", "task", "miss", "graph colouring")
    assert d == "p9  task               MISS   graph colouring"
    assert pickle.loads(pickle.dumps(d)).as_dict() == d.as_dict()


# ------------------------------------------------------------------ gold check: aliases copied from the text
def _gold_line(**extra) -> str:
    rec = {"id": "q1", "text": "We study $k$-means clustering of noisy graphs with Graph Neural Networks (GNNs).",
           "title": "Sparse Toy Clustering", "task": [{"name": "k-means clustering", "main": True}],
           "method_used": [], "method_proposed": [], "dataset": [], "metric": [], "result": [],
           "benchmark_proposed": [], "component_of": [], "acronym": [], "code": [], "allowed_extra": []}
    rec.update(extra)
    return json.dumps(rec)


def _verbatim_warnings(tmp_path, *lines) -> list[str]:
    from kg.evaluate import load_gold

    path = tmp_path / "g.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    warnings: list[str] = []
    load_gold(path, warnings)
    return [w for w in warnings if "not in their text" in w]


def test_aliases_copied_from_text_or_title_raise_no_warning(tmp_path):
    ok = _gold_line(method_used=[{"name": "graph neural networks",
                                  # case, plural/singular, LaTeX math and a title form are all copied
                                  "aliases": ["GNNs", "GNN", "graph neural network", "$k$-means", "toy clustering",
                                              # only hyphens differ from a copied form: matches nothing more
                                              "Graph-Neural Networks"]}])
    # a name that is a description (not in the text) is not checked, nor an alias repeating it
    described = _gold_line(id="q2", task=[{"name": "clustering noisy graphs", "main": True,
                                           "aliases": ["clustering noisy graphs"]}])
    assert _verbatim_warnings(tmp_path, ok, described) == []


def test_alias_not_in_the_text_is_one_warning_per_file_unless_notes_name_it(tmp_path):
    bad = _gold_line(method_used=[{"name": "GNNs", "aliases": ["message passing networks"]}])
    bad2 = _gold_line(id="q2", task=[{"name": "k-means clustering", "main": True, "aliases": ["KMC"]}])
    excused = _gold_line(id="q3", method_used=[{"name": "GNNs", "aliases": ["message passing networks"]}],
                         notes="Alias exceptions (not verbatim): message passing networks, the field's name.")
    found = _verbatim_warnings(tmp_path, bad, excused, bad2)
    assert len(found) == 1
    assert found[0].endswith("g.jsonl: 2 record(s) have aliases that are not in their text or title (GUIDELINES.md: "
                             "surface forms are copied as they appear; name a deliberate exception in the record's "
                             "notes; these are worded by the annotator, not title-only aliases, and one marked "
                             "[title words] rewords the title, which call N9 in eval/README.md does not allow "
                             "either): line 1 ('method_used' item 1: alias 'message passing networks'), "
                             "line 3 ('task' item 1: alias 'KMC')")


def test_written_only_false_scores_every_result_as_agreement_does():
    # an annotator's value as written ("3x", "91.2%") is no decimal: the graph would not hold it
    gold = {"id": "p1", "text": TEXT, "result": [{"value": "3x", "metric": None, "dataset": None}]}
    ex = _extraction([_result("3x", None)])
    assert evaluate_extractions([gold], [ex]).scores["result"].tp == 0
    s = evaluate_extractions([gold], [ex], written_only=False).scores["result"]
    assert (s.tp, s.fp, s.fn) == (1, 0, 0)


def test_no_allowed_extra_without_gold_is_a_usage_error(tmp_path, capsys):
    from kg.cli import main

    assert main(["eval", "--scierc", str(tmp_path / "dev.json"), "--no-allowed-extra"]) == 2
    assert "--no-allowed-extra applies to gold files" in capsys.readouterr().err


def test_alias_with_tex_quotes_copied_from_a_text_holding_math_raises_no_warning(tmp_path):
    # the text holds $...$, so it is cleaned whole for the check, and cleaning turns its TeX quotes
    # ``...'' into typographic ones; the alias copied with the TeX quotes is still verbatim
    text = "We study $k$-means of ``weakly coupled'' graphs."
    ok = _gold_line(text=text, task=[{"name": "k-means clustering", "main": True,
                                      "aliases": ["``weakly coupled'' graphs"]}])
    bad = _gold_line(id="q2", text=text, task=[{"name": "k-means clustering", "main": True,
                                                "aliases": ["``strongly coupled'' graphs"]}])
    found = _verbatim_warnings(tmp_path, ok, bad)
    assert len(found) == 1 and "line 2 ('task' item 1: alias \"``strongly coupled'' graphs\")" in found[0]
