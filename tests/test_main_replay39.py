"""Session 39: tools/main_task_replay.py replays the main-task choice on stored evidence
(a diagnostic for tuning kg.extract.roles_main; no extraction rule changes)."""
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import main_task_replay as mtr  # noqa: E402
from kg.extract import roles_main as RM  # noqa: E402


def _row(best, right, ev, ok):
    # one stored paper: two tasks, a studied object and the title's purpose
    return {"file": "made-up.jsonl", "id": "p1", "title": "A Sketch Method for Tidal Forecasting",
            "gold_main": "tidal forecasting", "pred_main": "ocean modelling" if best == "modelling ocean" else best,
            "ok": ok, "right_keys": right,
            "choice": {"best": best, "counts": {}, "ev": ev}}


EVIDENCE = [
    ["modelling ocean", 1, ["study"], 2, 0, False],
    ["forecasting tidal", 2, ["for", "prep", "title", "title-purpose"], 2, 200, False],
]


def test_group_key_sorts_words():
    assert mtr.group_key("Tidal Forecasting") == "forecasting tidal"


def test_replay_unchanged_weights_changes_nothing():
    best = RM.choose_main_task([RM.TaskEvidence(k, s, frozenset(t), n, st, sub) for k, s, t, n, st, sub in EVIDENCE])
    rows = [_row(best, ["forecasting tidal"], EVIDENCE, best == "forecasting tidal")]
    assert mtr.replay(rows) == ([], [])


def test_replay_reports_gain_and_loss(monkeypatch):
    best = RM.choose_main_task([RM.TaskEvidence(k, s, frozenset(t), n, st, sub) for k, s, t, n, st, sub in EVIDENCE])
    assert best == "forecasting tidal"  # title (5) + title-purpose (3) + "for" (0.5) beat "we study" (5)
    rows = [_row(best, ["forecasting tidal"], EVIDENCE, True)]
    monkeypatch.setitem(RM.WEIGHTS, "study", 9.0)
    gains, losses = mtr.replay(rows)
    assert gains == [] and losses == [("made-up.jsonl", "p1", "forecasting tidal", "modelling ocean")]
    rows = [_row(best, ["modelling ocean"], EVIDENCE, False)]
    gains, losses = mtr.replay(rows)
    assert gains == [("made-up.jsonl", "p1", "forecasting tidal", "modelling ocean")] and losses == []


def test_dump_refuses_heldout(tmp_path):
    with pytest.raises(SystemExit):
        mtr.dump(tmp_path / "out.json", [Path("eval/some_heldout_file.jsonl")])


def test_cli_replay_prints_counts(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(RM, "WEIGHTS", dict(RM.WEIGHTS))  # main() sets a weight: restore it after
    best = "forecasting tidal"
    p = tmp_path / "dump.json"
    p.write_text(json.dumps([_row(best, ["forecasting tidal"], EVIDENCE, True)]))
    assert mtr.main(["replay", str(p), "--set", "study=9", "--list"]) == 0
    out = capsys.readouterr().out
    assert "main task: +0 -1 of 1 papers" in out and "- made-up.jsonl p1" in out
