"""eval/agreement.py: one gold file scored against another with kg eval's matching."""
import copy
import importlib.util
import json
from pathlib import Path

import pytest

from kg.evaluate import evaluate_extractions, load_gold

ROOT = Path(__file__).resolve().parent.parent


def _module():
    spec = importlib.util.spec_from_file_location("agreement", ROOT / "eval" / "agreement.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


REC = {
    "id": "p1", "text": "We propose FooNet, a graph neural network (GNN) for molecule property prediction. "
    "FooNet reaches 91.2% accuracy on QM9. Code: https://github.com/a/foonet.",
    "method_proposed": [{"name": "FooNet", "aliases": []}],
    "component_of": [], "benchmark_proposed": [],
    "dataset": [{"name": "QM9", "aliases": []}],
    "task": [{"name": "molecule property prediction", "aliases": [], "main": True}],
    "method_used": [{"name": "graph neural network", "aliases": ["GNN"]}],
    "metric": [{"name": "accuracy", "aliases": []}],
    "result": [{"metric": "accuracy", "value": "91.2%", "dataset": "QM9", "text": "91.2% accuracy on QM9"}],
    "acronym": [{"short": "GNN", "long": "graph neural network"}],
    "code": ["https://github.com/a/foonet"], "relations": [], "allowed_extra": [], "notes": "",
}


def test_a_record_agrees_with_itself_in_every_category():
    agreement = _module()
    # as eval/agreement.py scores: every annotated result (written_only=False, since session 51)
    rep = evaluate_extractions([REC], [agreement.as_extraction(REC)], written_only=False)
    for cat in ("method_proposed", "dataset", "task", "method_used", "metric", "result", "acronym", "code"):
        assert rep.f1(cat) == 1.0, cat
    assert rep.notes["main task accuracy"].startswith("1/1")


def test_a_different_main_task_and_a_missing_dataset_count_as_disagreement():
    agreement = _module()
    other = copy.deepcopy(REC)
    other["task"] = [{"name": "molecule property prediction", "aliases": [], "main": False},
                     {"name": "drug discovery", "aliases": [], "main": True}]
    other["dataset"] = []
    rep = evaluate_extractions([REC], [agreement.as_extraction(other)])
    assert rep.notes["main task accuracy"].startswith("0/1")
    assert rep.scores["task"].tp == 1 and rep.scores["task"].fp == 1
    assert rep.scores["dataset"].fn == 1 and rep.f1("dataset") == 0.0


def test_files_that_do_not_align_are_refused_with_the_line(tmp_path):
    agreement = _module()
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    a.write_text(json.dumps(REC) + "\n")
    other = dict(REC, id="p2")
    b.write_text(json.dumps(other) + "\n")
    with pytest.raises(SystemExit, match=r"b.jsonl:1 \(p2\)"):
        agreement.main([str(a), str(b)])


def test_the_script_prints_both_directions(tmp_path, capsys):
    agreement = _module()
    a = tmp_path / "a.jsonl"
    a.write_text(json.dumps(REC) + "\n")
    assert load_gold(a)[0]["id"] == "p1"
    assert agreement.main([str(a), str(a)]) == 0
    out = capsys.readouterr().out
    assert out.count("scored against") == 2
