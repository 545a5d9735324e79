"""kg eval over several gold files (one pooled, micro-averaged report) and its JSON form."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg.cli import main
from kg.evaluate import GOLD_CATEGORIES, evaluate_gold, evaluate_gold_files
from kg.records import CleanText, Extraction, Mention

TEXT = "We propose FooNet for graph matching on BarSet. It uses graph neural networks."


def _gold(pid: str, main_task: str = "graph matching") -> dict:
    return {
        "id": pid, "text": TEXT,
        "method_proposed": [{"name": "FooNet", "aliases": ["FooNet"]}],
        "dataset": [{"name": "BarSet", "aliases": ["BarSet"]}],
        "task": [{"name": main_task, "aliases": [main_task], "main": True}],
        "method_used": [{"name": "graph neural networks", "aliases": ["graph neural networks"]},
                        {"name": "message passing", "aliases": ["message passing"]}],
        # every other category of the format, empty (a missing key is a warning of its own)
        "benchmark_proposed": [], "metric": [], "result": [], "component_of": [], "acronym": [],
        "code": [], "allowed_extra": [],
    }


class _StubExtractor:
    """Finds FooNet (proposed), BarSet, the task 'graph matching' (main) and a wrong method
    'attention' in every paper: known counts without loading spaCy."""

    def extract_many(self, papers):
        for p in papers:
            ct = CleanText(p.abstract, tuple(range(len(p.abstract) + 1)))
            ms = (Mention("FooNet", "Method", 11, 17, "proposed", "t"),
                  Mention("BarSet", "Dataset", 40, 46, "dataset", "t"),
                  Mention("graph matching", "Task", 22, 36, "task", "t", main=True),
                  Mention("attention", "Method", 0, 9, "used", "t"))
            yield Extraction(paper=p, clean=ct, sentences=((0, len(p.abstract)),), mentions=ms)


def _write(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def test_pooled_counts_are_the_sums_of_the_files(tmp_path: Path) -> None:
    a = _write(tmp_path / "a.jsonl", [_gold("p1"), _gold("p2", main_task="graph alignment")])
    b = _write(tmp_path / "b.jsonl", [_gold("p3")])
    ex = _StubExtractor()
    ra, rb = evaluate_gold(a, extractor=ex), evaluate_gold(b, extractor=ex)
    pooled = evaluate_gold_files([a, b], extractor=ex)
    for c in GOLD_CATEGORIES:
        s = pooled.scores[c]
        assert (s.tp, s.fp, s.fn) == (ra.scores[c].tp + rb.scores[c].tp, ra.scores[c].fp + rb.scores[c].fp,
                                      ra.scores[c].fn + rb.scores[c].fn)
    # per paper: FooNet, BarSet right; "attention" a false method; 2 methods used missed
    assert (pooled.scores["method_proposed"].tp, pooled.scores["method_used"].fp,
            pooled.scores["method_used"].fn) == (3, 3, 6)
    assert (pooled.main_right, pooled.main_total) == (2, 3)
    assert pooled.notes["main task accuracy"] == "2/3 = 0.667"
    assert pooled.notes["papers"] == "3" and pooled.notes["files"] == "2"
    assert pooled.title == "gold: a.jsonl + b.jsonl"
    assert pooled.warnings == []


def test_one_file_is_the_single_file_report(tmp_path: Path) -> None:
    a = _write(tmp_path / "a.jsonl", [_gold("p1")])
    ex = _StubExtractor()
    assert evaluate_gold_files([a], extractor=ex).to_dict() == evaluate_gold(a, extractor=ex).to_dict()
    with pytest.raises(ValueError):
        evaluate_gold_files([], extractor=ex)


def test_an_id_in_two_files_is_one_warning_per_pair_of_files(tmp_path: Path) -> None:
    a = _write(tmp_path / "a.jsonl", [_gold("p1"), _gold("p2")])
    b = _write(tmp_path / "b.jsonl", [_gold("p9"), _gold(" p2"), _gold("p1")])
    pooled = evaluate_gold_files([a, b], extractor=_StubExtractor())
    assert len(pooled.warnings) == 1
    w = pooled.warnings[0]
    assert w.startswith(f"{b}:2: paper id 'p2' and 1 more also in {a} (file 1 of the list)")
    assert pooled.notes["papers"] == "5"


def test_to_dict_is_json_with_the_scores(tmp_path: Path) -> None:
    a = _write(tmp_path / "a.jsonl", [_gold("p1"), _gold("p2", main_task="graph alignment")])
    data = json.loads(json.dumps(evaluate_gold(a, extractor=_StubExtractor()).to_dict()))
    mu = data["categories"]["method_used"]
    assert (mu["tp"], mu["fp"], mu["fn"], mu["precision"], mu["recall"], mu["f1"]) == (0, 2, 4, 0.0, 0.0, 0.0)
    assert data["categories"]["dataset"]["f1"] == 1.0
    assert data["main_task"] == {"right": 1, "total": 2, "accuracy": 0.5}
    assert list(data["categories"]) == list(GOLD_CATEGORIES)


def test_cli_eval_of_two_files_prints_one_json_report(tmp_path: Path, capsys, monkeypatch) -> None:
    import kg.extract

    monkeypatch.setattr(kg.extract, "Extractor", _StubExtractor)
    a = _write(tmp_path / "a.jsonl", [_gold("p1")])
    b = _write(tmp_path / "b.jsonl", [_gold("p2", main_task="graph alignment")])
    assert main(["eval", str(a), str(b), "--json"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    data = json.loads(out[0])
    assert data["title"] == "gold: a.jsonl + b.jsonl"
    assert data["main_task"] == {"right": 1, "total": 2, "accuracy": 0.5}
    assert data["categories"]["method_proposed"] == {"precision": 1.0, "recall": 1.0, "f1": 1.0,
                                                     "tp": 2, "fp": 0, "fn": 0}


def test_cli_eval_names_a_missing_gold_file(tmp_path: Path, capsys) -> None:
    a = _write(tmp_path / "a.jsonl", [_gold("p1")])
    assert main(["eval", str(a), str(tmp_path / "missing.jsonl")]) != 0
    assert "missing.jsonl" in capsys.readouterr().err


def test_json_scores_of_an_empty_category_are_null(tmp_path: Path) -> None:
    a = _write(tmp_path / "a.jsonl", [_gold("p1")])
    data = evaluate_gold(a, extractor=_StubExtractor()).to_dict()
    # no gold code URL and none extracted: undefined, not 0
    assert data["categories"]["code"] == {"precision": None, "recall": None, "f1": None, "tp": 0, "fp": 0, "fn": 0}
    assert data["categories"]["dataset"]["f1"] == 1.0
