"""Session 60: the main-task choice, fitted on one set of papers and checked on another.

``tools/main_task_replay.py tune`` moves the weights of :mod:`kg.extract.roles_main` by greedy
coordinate ascent on a tuning dump and scores the fitted setting on a check dump (the fit on
dev2-dev79 gave +7 there and -3 on dev80-dev113, so no weight was changed). The stored papers
below and the abstracts of the extraction tests are written for these tests.
"""
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import main_task_replay as mtr  # noqa: E402
from kg.extract import roles_main as RM  # noqa: E402
from kg.records import Paper  # noqa: E402

# the title names a wider field (5) and the text studies the task (5): a tie, the earlier
# mention (the title's, at offset 10) wins
TIE = [
    ["forecasting weather", 1, ["title"], 2, 10, False],
    ["forecasting nowcasting precipitation", 2, ["study"], 3, 50, False],
]
# the same two tags the other way round: there the title's task is the gold main task
TIE_TITLE_RIGHT = [
    ["detection flood", 1, ["title"], 2, 10, False],
    ["mapping river", 2, ["study"], 2, 50, False],
]


def _row(pid, ev, right):
    best = RM.choose_main_task([RM.TaskEvidence(k, s, frozenset(t), n, st, sub) for k, s, t, n, st, sub in ev])
    return {"file": "made-up60.jsonl", "id": pid, "title": None, "gold_main": right, "pred_main": best,
            "ok": best == right, "right_keys": [right], "choice": {"best": best, "counts": {}, "ev": ev}}


def test_the_tie_goes_to_the_earlier_mention():
    assert _row("a", TIE, "forecasting nowcasting precipitation")["pred_main"] == "forecasting weather"


def test_tune_raises_the_study_weight_by_the_smallest_winning_step():
    rows = [_row("a", TIE, "forecasting nowcasting precipitation"),
            _row("b", TIE, "forecasting nowcasting precipitation"),
            _row("c", TIE_TITLE_RIGHT, "detection flood")]
    before = dict(RM.WEIGHTS)
    moves, net = mtr.tune(rows)
    # +0.5 on "study" turns a and b right and c wrong: net +1; no later move does better
    assert moves == [("study", 5.0, 5.5, 1)]
    assert net == 1
    assert RM.WEIGHTS == before  # the module's weights are restored


def test_tune_moves_nothing_when_no_move_pays():
    rows = [_row("a", TIE, "forecasting nowcasting precipitation"), _row("c", TIE_TITLE_RIGHT, "detection flood"),
            _row("d", TIE_TITLE_RIGHT, "detection flood")]
    assert mtr.tune(rows, passes=2) == ([], 0)


def test_tune_refuses_zero_passes():
    with pytest.raises(ValueError):
        mtr.tune([], passes=0)


def test_cli_tune_prints_the_fit_and_the_check(tmp_path, capsys):
    fit = tmp_path / "fit.json"
    check = tmp_path / "check.json"
    fit.write_text(json.dumps([_row("a", TIE, "forecasting nowcasting precipitation"),
                               _row("b", TIE, "forecasting nowcasting precipitation"),
                               _row("c", TIE_TITLE_RIGHT, "detection flood")]))
    check.write_text(json.dumps([_row("e", TIE_TITLE_RIGHT, "detection flood")]))
    before = dict(RM.WEIGHTS)
    assert mtr.main(["tune", str(fit), "--check", str(check)]) == 0
    out = capsys.readouterr().out
    assert "study" in out and "5.0 ->   5.5" in out
    assert "tuning dump: net +1 of 3 papers" in out
    assert "check dump: +0 -1 of 1 papers (net -1)" in out
    assert RM.WEIGHTS == before


def _main(extractor, text, title=None):
    ex = extractor.extract(Paper(id="t60", abstract=text, title=title))
    main = [m.text for m in ex.mentions if m.type == "Task" and m.main]
    assert len(main) <= 1
    return main[0] if main else None


def test_the_studied_problem_beats_the_field_of_the_opening(extractor):
    text = ("Graph learning has attracted wide attention in recent years. In this paper, we study the problem "
            "of community detection in temporal networks. We propose TideNet, a message passing model that "
            "tracks communities over time. TideNet outperforms strong baselines on four benchmarks.")
    assert _main(extractor, text) == "community detection in temporal networks"


def test_the_purpose_of_the_proposal_is_the_main_task(extractor):
    text = ("Robots often fail at grasping unfamiliar objects. We propose ShapeGrasp, a reward shaping method "
            "for robotic grasping that learns from sparse rewards. ShapeGrasp improves the success rate by 12% "
            "in simulation.")
    assert _main(extractor, text, "Sparse Reward Shaping for Robotic Grasping") == "robotic grasping"


@pytest.mark.xfail(strict=True, reason="open (session 60): the opening field recurs inside the specific "
                   "task's sentence and outscores the studied, more specific task (bucket c-shorter)")
def test_the_studied_specific_task_beats_the_opening_field(extractor):
    text = ("Reinforcement learning has achieved remarkable success in games. We study risk-sensitive "
            "reinforcement learning, where the agent aims to maximize a risk measure of the return. We propose "
            "a new algorithm with a regret bound and evaluate it on control tasks.")
    assert _main(extractor, text) == "risk-sensitive reinforcement learning"
