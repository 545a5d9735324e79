"""Secondary-task rules of kg.extract.roles_tasks (third task round): problems the text
names as such anywhere ("the problem of X", rule task-problem-of) and the objects of
"solve" that end in problems / tasks / equations (rule task-solve). Sentences are written
for these tests."""
from __future__ import annotations

from tests.factories import main_task, run, tasks


def test_the_problem_of_x_anywhere_is_a_task(extractor):
    text = ("We propose FlowKit, a toolkit for ocean forecasting. "
            "It also eases the problem of inferring tidal currents from sparse buoys.")
    ts = tasks(run(extractor, text))
    assert "inferring tidal currents from sparse buoys" in ts
    assert main_task(run(extractor, text)) == "ocean forecasting"  # the purpose stays the main task


def test_a_relating_modifier_is_not_part_of_the_problem(extractor):
    text = ("We propose TideNet for ocean forecasting. "
            "We also treat the complementary problem of estimating wave heights.")
    ts = tasks(run(extractor, text))
    assert "estimating wave heights" in ts
    assert not any(t.startswith("complementary") for t in ts)


def test_solved_problems_are_tasks(extractor):
    text = ("We propose GridNet for ocean forecasting. "
            "GridNet also helps when solving sparse routing problems on road maps.")
    assert "sparse routing problems" in tasks(run(extractor, text))


def test_solving_equations_keeps_the_verb(extractor):
    text = ("We propose WaveNet2 for ocean forecasting. "
            "Its core step requires numerically solving shallow water equations of the first order.")
    assert "solving shallow water equations of the first order" in tasks(run(extractor, text))


def test_vague_or_gerund_only_problems_are_not_tasks(extractor):
    text = ("We propose PlanKit for ocean forecasting. "
            "Agents built on it solve complicated real-world problems. "
            "We revisit the problem of finding, which is old.")
    ts = {t.lower() for t in tasks(run(extractor, text))}
    assert "real-world problems" not in ts and "finding" not in ts


def test_a_secondary_problem_leaves_the_main_task_fallback_to_run(extractor):
    # the only task rule that fires names a problem met on the way; the stated problem
    # of the paper ("an analysis of X") is still found as the main task
    text = ("This paper provides a sharp analysis of learning with orthogonal random projections. "
            "It sidesteps the problem of estimating wave heights.")
    ex = run(extractor, text)
    assert main_task(ex) == "learning with orthogonal random projections"
    assert "estimating wave heights" in tasks(ex)
