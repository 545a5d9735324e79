"""Session 42: tools/main_task_buckets.py sorts wrong main tasks into buckets of cause
(a diagnostic over a tools/main_task_replay.py dump; no extraction rule changes)."""
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import main_task_buckets as mtb  # noqa: E402

ABSTRACT = ("We study tidal forecasting for harbour basins. Existing ocean models ignore "
            "sensor drift. Our sketching method cuts the error of tidal forecasting in harbour basins.")
TITLE = "Sketching Tides: Tidal Forecasting in Harbour Basins"


def _row(pred, right=(), ok=False, pid="p1"):
    return {"file": "made-up.jsonl", "id": pid, "title": TITLE, "gold_main": "tidal forecasting in harbour basins",
            "pred_main": pred, "ok": ok, "right_keys": list(right), "choice": None}


def test_content_words_drop_function_words_and_plurals():
    assert mtb.content_words("Tidal Forecasting in Harbour Basins") == {"tidal", "forecasting", "harbour", "basin"}
    assert mtb.content_words("deterministic policies") == {"deterministic", "policy"}
    assert mtb.content_words("sensor-drift/noise") == {"sensor", "drift", "noise"}


@pytest.mark.parametrize("pred,right,names,want", [
    ("tidal forecasting", (), ["tidal forecasting in harbour basins"], "c-shorter"),
    ("multi-step tidal forecasting in harbour basins", (), ["tidal forecasting in harbour basins"], "c-longer"),
    ("sensor drift", ("basin forecasting harbour in tidal",), ["tidal forecasting in harbour basins"], "b"),
    ("sensor drift", (), ["tidal forecasting"], "a"),
    (None, (), ["tidal forecasting"], "a-none"),
    ("sensor drift", (), ["sketching tides"], "d"),
    ("sensor drift", (), ["sea level prediction"], "d/e"),
])
def test_bucket_order(pred, right, names, want):
    assert mtb.bucket(_row(pred, right), names, ABSTRACT, TITLE) == want


def test_buckets_reads_gold_and_skips_right_papers(tmp_path):
    gold = tmp_path / "made-up.jsonl"
    rec = {"id": "p1", "title": TITLE, "text": ABSTRACT,
           "task": [{"name": "tidal forecasting", "aliases": ["forecasting tides"], "main": True},
                    {"name": "sensor drift"}]}
    gold.write_text(json.dumps(rec) + "\n" + json.dumps(dict(rec, id="p2")) + "\n")
    rows = [_row("ocean models", pid="p1"), _row("tidal forecasting", ok=True, pid="p2")]
    got = mtb.buckets(rows, [gold])
    assert [(b, r["id"]) for b, r in got] == [("a", "p1")]


def test_buckets_refuses_heldout(tmp_path):
    with pytest.raises(SystemExit):
        mtb.buckets([], [tmp_path / "some_heldout_file.jsonl"])


def test_cli_prints_counts(tmp_path, capsys):
    gold = tmp_path / "made-up.jsonl"
    gold.write_text(json.dumps({"id": "p1", "title": TITLE, "text": ABSTRACT,
                                "task": [{"name": "tidal forecasting in harbour basins", "main": True}]}) + "\n")
    dump = tmp_path / "dump.json"
    dump.write_text(json.dumps([_row("tidal forecasting")]))
    assert mtb.main([str(dump), str(gold), "--list"]) == 0
    out = capsys.readouterr().out
    assert "main task wrong in 1 of 1 papers: c-shorter=1 " in out
    assert "[c-shorter] made-up.jsonl p1: 'tidal forecasting'" in out
