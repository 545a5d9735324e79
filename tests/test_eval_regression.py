"""Regression guard: dev-gold F1 per category may not drop more than 0.02 below the
values measured when the extraction rules were last tuned (see the closing note of
issue 3). Raise a value here only together with a measured improvement."""
from __future__ import annotations

from pathlib import Path

import pytest

from kg.evaluate import GOLD_CATEGORIES, evaluate_gold

GOLD = Path(__file__).resolve().parents[1].parent / "shared" / "gold" / "icml2026_dev.jsonl"

#: F1 per category on shared/gold/icml2026_dev.jsonl, measured (not estimated).
MEASURED_F1 = {
    "method_proposed": 1.000,
    "benchmark_proposed": 1.000,
    "component": 1.000,
    "dataset": 1.000,
    "task": 0.923,  # 0.960 until session 42: tasks42's enumerated items add "textual annotations" (see below)
    "method_used": 0.929,  # 0.945 until session 28: see DEV_SETS' comment ("Lowered on purpose")
    "metric": 1.000,
    "result": 1.000,  # 0.778 for a while in session 51, while the graph left out results without a metric
    "acronym": 1.000,
    "code": 1.000,
}
#: main-task accuracy measured on the same file
MEASURED_MAIN_TASK = 12 / 12
TOLERANCE = 0.02


@pytest.fixture(scope="module")
def report():
    if not GOLD.exists():
        pytest.skip(f"dev gold not found at {GOLD}")
    return evaluate_gold(GOLD)


def test_every_category_is_guarded():
    assert set(MEASURED_F1) == set(GOLD_CATEGORIES)


@pytest.mark.parametrize("category", GOLD_CATEGORIES)
def test_f1_does_not_regress(report, category):
    got = report.f1(category)
    assert got >= MEASURED_F1[category] - TOLERANCE, (
        f"{category}: F1 {got:.3f} < measured {MEASURED_F1[category]:.3f} - {TOLERANCE}\n" + report.format())


def test_main_task_accuracy_does_not_regress(report):
    ok, total = report.notes["main task accuracy"].split(" = ")[0].split("/")
    assert int(ok) / int(total) >= MEASURED_MAIN_TASK - TOLERANCE


#: Session 51 (evaltool51) lowered the "result" floors of 64 of these files and of the shared dev
#: file, and dropped dev71's, dev72's and dev80's, when kg eval began to score only the results kg
#: build writes to the graph, which then left out every result without a metric; since results51 the
#: graph keeps them (a kgo:Result without kgo:metric), and the "result" F1 measured after that change
#: is the value each floor had before (up to its rounding: dev28 8/9 = 0.8889 was written 0.889), so
#: they are restored (pool: result TP 458 -> 599, FP 33 -> 79, FN 260 -> 119; nothing else moved).
#: The development gold of eval/ (tuned on; see eval/README.md): F1 per category with gold
#: items (or extractions), and main-task hits, measured at the end of session 11 (dev2-dev11,
#: all tuned on by then; dev12, annotated in session 10, was kept outside the repository and is lost)
#: and session 12 (dev13), dev14 / dev15 as measured blind at the end of session 13, dev16 / dev17
#: at the end of session 14, dev18 / dev19 as measured blind at the
#: end of session 15 (raised to session 16's end), dev20 / dev21 as measured blind at the end of
#: session 16, dev22 / dev23 as measured blind at the end of session 17, dev24 / dev25 as
#: measured blind at the end of session 18, dev26 / dev27 at the end of session 19 and dev28 -
#: dev37 at the end of session 20, dev38 / dev39 as measured blind at the end of session 21 and
#: dev40 / dev41 as measured blind at the end of session 22, dev42 / dev43 as measured blind at
#: the end of session 23, dev44 / dev45 as measured blind at the end of session 24, dev46 / dev47
#: as measured blind at the end of session 25, dev48 / dev49 as measured blind at the end of
#: session 26, dev50 / dev51 as measured blind at the end of session 27, dev52 / dev53 as
#: measured blind at the end of session 28, dev54 / dev55 as measured blind at the end of session 29, dev56 / dev57 as measured blind at the end of session 30,
#: dev58 / dev59 as measured blind at the end of session 31, dev60 / dev61 as measured blind at
#: the end of session 32, dev62 / dev63 as measured blind at the end of session 33, dev64 / dev65
#: as measured blind at the end of session 34, dev66 / dev67 as measured blind at the end of
#: session 35, dev68 / dev69 as measured blind at the end of session 36, dev70 / dev71 as measured
#: blind at the end of session 37, dev72 / dev73 as measured blind at the end of session 38, dev74 /
#: dev75 as measured blind at the end of session 39, dev76 / dev77 as measured blind at the end of
#: session 41 (selected and annotated in session 40), dev78 / dev79 as measured blind at the end of
#: session 42, dev80 / dev81 as measured blind at the end of session 43, dev82 / dev83 as
#: measured blind at the end of session 44, dev84 / dev85 at the end of session 45, dev86 /
#: dev87 at the end of session 46, dev88 / dev89 at the end of session 47, dev90 / dev91 at the
#: end of session 48, dev92 / dev93 at the end of session 49, dev94 / dev95 at the end of
#: session 50, dev96 / dev97 at the end of session 51, dev98 / dev99 at the end of session 52,
#: dev100 / dev101 at the end of session 53, dev102 / dev103 at the end of session 54 and dev104 /
#: dev105 at the end of session 55; every value raised where a later session's end measured more
#: (last: session 55). A
#: cell at
#: 0.000 (or within the tolerance of it) guards nothing and is left out (session 24 removed 11;
#: dev13's component, 0.667 now, is guarded again). Lowered on
#: purpose: dev3_icml2024_neurips task 0.738 -> 0.716 in session 23 (the main-task rule for an
#: opening gerund clause that its sentence calls central, "Establishing X is crucial", picks that
#: clause where the gold names another phrase; pooled over 977 abstracts the round raised the
#: main task 511 -> 513 and task F1 0.610 -> 0.612); in session 28, dev_neurips_iclr task 0.847
#: -> 0.825 (a paper whose abstract gives no main task now takes a title phrase as written,
#: here "spectral bias of two-layer linear networks" where the gold names "implicit bias";
#: pooled over 1227 abstracts that rule raised the main task 664 -> 677, and a corpus reading
#: of 30 changed papers found 21 right) and icml2026_dev method_used 0.945 -> 0.912
#: (MEASURED_F1: the heads "mechanism", "layer", "solver", "projection" read "interactive
#: mechanisms" and "boundary layers" there; pooled method_used F1 0.712 -> 0.718, and of 171
#: items the rule added in 2,200 corpus abstracts about 142 were right); in session 31, dev24 metric
#: 0.690 -> 0.643 (a value right after "under a high ..." is the setting of a result, not one, so
#: "compression rate", which that gold lists as a metric and names only in that setting, is no
#: longer found; dev24 result F1 rose 0.720 -> 0.750 by the same rule, and pooled over 1,377
#: abstracts the round raised metric 0.803 -> 0.808 and result 0.846 -> 0.865); in session 39,
#: dev23 result 0.909 -> 0.800 (a multiplier before "fewer / less" and a word for model size or
#: training data, "11x fewer parameters", is no result, as eval/README.md's calls say and dev62,
#: dev63, dev72 and dev73 annotate it; dev23's older gold counts it; pooled over 1,777 abstracts
#: result 0.8647 -> 0.8661, dev46, dev63 and dev72 up, corpus 4 of 4 right); in session 42,
#: icml2026_dev task 0.960 -> 0.923 (MEASURED_F1: a task-headed phrase set off as a list item
#: is a task, and the list walk from "geospatial alignment" reads the dataset contents "textual
#: annotations"; pooled over 1,877 abstracts task 0.660 -> 0.666, tp +38, fp +8, corpus 45 of 63
#: right; refusing plural process nouns in list walks fixed this file but was a wash on the pool,
#: tp -2 fp -3, and was not kept); in session 49, dev23 component 0.667 -> 0.400 (the
#: indefinite items of a counted part list enumerated with brackets, "three key modules: 1) ...,
#: 2) an aggregation network that ..., 3) a mask cross-prediction module that ...", are parts, as
#: the calls from dev62 on and the session 48 blind pair's "(i) a sample accumulation mechanism"
#: say; dev23's older gold, "as dev18", calls them allowed extras: two false hits; pooled over 2,227
#: abstracts component 0.7196 -> 0.7224, corpus 10 of 13 right); in session 59 (gc59), the task
#: floors of 21 sets and the main-task counts of 26 sets (marked "gold fixed in session 59") were
#: set to the values measured after a gold fix, with the extraction unchanged: 1,490 title-only
#: aliases moved to allowed_extra (call N9; eval/README.md, "Consistency fixes (session 59)";
#: pool task F1 0.6591 -> 0.6499, main task 1539 -> 1450 of 2,727); in session 60 (gc60), 120
#: cells of 61 sets (80 raised, 29 lowered, 11 component cells dropped; marked "gold fixed in session 60: unnamed proposals") were set to the values
#: measured after a second gold fix, the extraction unchanged: 218 unnamed proposals and 151
#: components with an unnamed part or whole moved to allowed_extra (GUIDELINES.md: method_proposed
#: and component_of need a NAME; docs/GOLD_CONSISTENCY.md, fix 3; pool method_proposed F1 0.8927 ->
#: 0.9201, component 0.6306 -> 0.6214, method_used 0.7197 -> 0.7210), and the component cells that
#: fell to 0 (the scorer did not then excuse a partOf pair whose part is an allowed extra) dropped;
#: at session 60's end the lead raised 19 component cells (the scorer now excuses such pairs, and
#: the component round's two frames) and dev110's metric, and added dev114 and dev115. The
#: held-out files of eval/ are deliberately not guarded here: a test on them would invite
#: tuning on them.
EVAL_DIR = Path(__file__).resolve().parents[1] / "eval"
DEV_SETS = {
    "dev_neurips_iclr.jsonl": ({"method_proposed": 1.000, "benchmark_proposed": 1.000, "dataset": 1.000,
        "task": 0.825, "method_used": 0.886, "metric": 1.000, "result": 1.000, "acronym": 1.000,
        "code": 1.000}, 17),
    "dev3_icml2024_neurips.jsonl": ({"method_proposed": 1.000, "component": 1.000, "task": 0.753,
        "method_used": 0.846, "metric": 1.000, "result": 1.000, "acronym": 0.884, "code": 1.000}, 16),
    "dev4.jsonl": ({"method_proposed": 1.000, "component": 1.000, "dataset": 1.000, "task": 0.829,
        "method_used": 0.809, "metric": 1.000, "result": 1.000, "acronym": 0.963, "code": 1.000}, 21),
    "dev5.jsonl": ({"method_proposed": 1.000, "benchmark_proposed": 1.000, "dataset": 1.000,
        "task": 0.721, "method_used": 0.870, "metric": 1.000, "result": 0.909, "acronym": 0.982,
        "code": 1.000}, 16),
    "dev6.jsonl": ({"method_proposed": 1.000, "component": 1.000, "dataset": 1.000, "task": 0.759,
        "method_used": 0.822, "metric": 0.769, "result": 1.000, "acronym": 0.984, "code": 1.000}, 17),
    "dev7.jsonl": ({"method_proposed": 1.000, "benchmark_proposed": 1.000, "dataset": 1.000,
        "task": 0.720, "method_used": 0.854, "metric": 0.800, "result": 1.000, "acronym": 0.917,
        "code": 1.000}, 15),
    "dev8.jsonl": ({"method_proposed": 0.971, "benchmark_proposed": 0.800, "component": 1.000,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.917, "task": 0.672, "method_used": 0.750, "metric": 0.947, "result": 1.000,  # gold fixed in session 60: unnamed proposals
        "acronym": 0.986, "code": 1.000}, 20),
    "dev9.jsonl": ({"method_proposed": 1.000, "benchmark_proposed": 1.000, "component": 1.000,
        "dataset": 1.000, "task": 0.742, "method_used": 0.815, "metric": 1.000, "result": 0.947,
        "acronym": 0.974, "code": 1.000}, 13),
    "dev10.jsonl": ({"method_proposed": 1.000, "benchmark_proposed": 1.000, "component": 1.000,
        "dataset": 0.889, "task": 0.758, "method_used": 0.790, "metric": 0.814, "result": 1.000,
        "acronym": 0.957, "code": 1.000}, 18),
    "dev11.jsonl": ({"method_proposed": 0.956, "benchmark_proposed": 1.000, "component": 0.800,
        "dataset": 1.000, "task": 0.689, "method_used": 0.808, "metric": 0.900, "result": 0.900,
        "acronym": 1.000, "code": 1.000}, 18),
    "dev13.jsonl": ({"method_proposed": 0.947, "benchmark_proposed": 1.000, "component": 0.800,
        "dataset": 0.889, "task": 0.673, "method_used": 0.742, "metric": 0.720, "result": 1.000,
        "acronym": 1.000, "code": 1.000}, 13),
    "dev14.jsonl": ({"method_proposed": 1.000, "benchmark_proposed": 1.000, "component": 1.000,
        "dataset": 1.000, "task": 0.654, "method_used": 0.742, "metric": 0.736, "result": 1.000,
        "acronym": 1.000, "code": 1.000}, 13),
    "dev15.jsonl": ({"method_proposed": 1.000, "component": 1.000, "dataset": 1.000, "task": 0.666,
        "method_used": 0.810, "metric": 0.878, "result": 1.000, "acronym": 0.988, "code": 1.000}, 14),
    "dev16.jsonl": ({"method_proposed": 0.944, "benchmark_proposed": 1.000, "component": 1.000,
        "dataset": 1.000, "task": 0.708, "method_used": 0.773, "metric": 0.848, "result": 0.952,
        "acronym": 1.000, "code": 1.000}, 16),
    "dev17.jsonl": ({"method_proposed": 1.000, "benchmark_proposed": 1.000, "component": 1.000,
        "dataset": 1.000, "task": 0.752, "method_used": 0.847, "metric": 0.974, "result": 1.000,
        "acronym": 0.957, "code": 1.000}, 17),
    "dev18.jsonl": ({"method_proposed": 0.909, "benchmark_proposed": 1.000, "component": 0.400,
        "dataset": 1.000, "task": 0.753, "method_used": 0.705, "metric": 0.888, "result": 1.000,
        "acronym": 0.983, "code": 1.000}, 15),
    "dev19.jsonl": ({"method_proposed": 1.000, "benchmark_proposed": 1.000, "component": 1.000,
        "dataset": 0.895, "task": 0.747, "method_used": 0.742, "metric": 0.923, "result": 1.000,
        "acronym": 0.958, "code": 1.000}, 18),
    "dev20.jsonl": ({"method_proposed": 0.909, "component": 1.000, "dataset": 1.000, "task": 0.609,
        "method_used": 0.756, "metric": 0.900, "result": 0.900, "acronym": 0.961, "code": 1.000}, 17),
    "dev21.jsonl": ({"method_proposed": 0.962, "benchmark_proposed": 0.667, "component": 1.000,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.833, "task": 0.694, "method_used": 0.718, "metric": 0.857, "result": 0.909,  # gold fixed in session 60: unnamed proposals
        "acronym": 0.947, "code": 1.000}, 12),
    "dev22.jsonl": ({"method_proposed": 0.976, "benchmark_proposed": 1.000, "component": 0.800,  # gold fixed in session 60: unnamed proposals
        "dataset": 1.000, "task": 0.643, "method_used": 0.781, "metric": 0.909, "result": 1.000,
        "acronym": 0.984, "code": 1.000}, 17),
    "dev23.jsonl": ({"method_proposed": 0.919, "benchmark_proposed": 0.800, "component": 0.666,
        "dataset": 0.889, "task": 0.611, "method_used": 0.712, "metric": 0.933, "result": 0.800,
        "acronym": 1.000, "code": 1.000}, 9),
    "dev24.jsonl": ({"method_proposed": 0.888, "benchmark_proposed": 1.000, "component": 0.667,
        "dataset": 0.900, "task": 0.598, "method_used": 0.737, "metric": 0.733, "result": 0.750,
        "acronym": 0.966, "code": 1.000}, 15),
    "dev25.jsonl": ({"method_proposed": 0.978, "benchmark_proposed": 0.667, "component": 1.000,
        "dataset": 0.839, "task": 0.549, "method_used": 0.729, "metric": 1.000, "result": 0.933,  # gold fixed in session 59: title-only aliases
        "acronym": 1.000, "code": 1.000}, 14),  # gold fixed in session 59: title-only aliases
    "dev26.jsonl": ({"method_proposed": 0.941, "benchmark_proposed": 1.000, "dataset": 1.000,
        "task": 0.652, "method_used": 0.732, "metric": 0.882, "result": 1.000, "acronym": 0.936,
        "code": 1.000}, 17),
    "dev27.jsonl": ({"method_proposed": 0.897, "benchmark_proposed": 1.000, "dataset": 1.000,
        "task": 0.621, "method_used": 0.666, "metric": 0.750, "result": 0.800, "acronym": 0.984,  # gold fixed in session 59: title-only aliases
        "code": 1.000}, 14),  # gold fixed in session 59: title-only aliases
    "dev28.jsonl": ({"method_proposed": 0.962, "benchmark_proposed": 1.000,  # gold fixed in session 60: unnamed proposals
        "dataset": 1.000, "task": 0.666, "method_used": 0.777, "metric": 0.824, "result": 0.889,
        "acronym": 0.987, "code": 1.000}, 11),
    "dev29.jsonl": ({"method_proposed": 1.000, "benchmark_proposed": 1.000, "component": 1.000,
        "dataset": 1.000, "task": 0.762, "method_used": 0.771, "metric": 0.800, "result": 1.000,
        "acronym": 0.986, "code": 1.000}, 15),  # gold fixed in session 59: title-only aliases
    "dev30.jsonl": ({"method_proposed": 0.965, "component": 1.000, "dataset": 1.000, "task": 0.697,
        "method_used": 0.717, "metric": 0.720, "result": 0.889, "acronym": 0.980, "code": 1.000}, 14),
    "dev31.jsonl": ({"method_proposed": 0.929, "benchmark_proposed": 1.000, "dataset": 0.909,
        "task": 0.722, "method_used": 0.791, "metric": 0.651, "result": 0.696, "acronym": 1.000,
        "code": 1.000}, 18),
    "dev32.jsonl": ({"method_proposed": 0.973, "benchmark_proposed": 1.000, "dataset": 0.947,
        "task": 0.700, "method_used": 0.679, "metric": 0.969, "result": 0.842, "acronym": 0.973,
        "code": 1.000}, 14),
    "dev33.jsonl": ({"method_proposed": 1.000, "benchmark_proposed": 0.667, "component": 1.000,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.965, "task": 0.693, "method_used": 0.777, "metric": 0.903, "result": 1.000,
        "acronym": 0.986, "code": 1.000}, 17),
    "dev34.jsonl": ({"method_proposed": 0.947, "benchmark_proposed": 1.000, "dataset": 0.923,  # gold fixed in session 60: unnamed proposals
        "task": 0.647, "method_used": 0.644, "metric": 0.800, "result": 0.947, "acronym": 0.960,  # gold fixed in session 59: title-only aliases
        "code": 1.000}, 10),  # gold fixed in session 59: title-only aliases
    "dev35.jsonl": ({"method_proposed": 0.971, "benchmark_proposed": 1.000, "component": 0.800,
        "dataset": 1.000, "task": 0.588, "method_used": 0.705, "metric": 0.571, "result": 0.667,
        "acronym": 1.000}, 13),
    "dev36.jsonl": ({"method_proposed": 1.000, "dataset": 1.000, "task": 0.597, "method_used": 0.679,
        "metric": 0.625, "result": 0.833, "acronym": 0.955, "code": 1.000}, 12),
    "dev37.jsonl": ({"method_proposed": 0.976, "benchmark_proposed": 0.667, "component": 1.000,
        "dataset": 0.952, "task": 0.564, "method_used": 0.643, "metric": 0.928, "result": 1.000,
        "acronym": 0.952, "code": 1.000}, 10),
    # dev38 component lowered 0.667 -> 0.500 in session 45: BARE_PURPOSE_OBJECTS reads a lower-case
    # part written once ("zoning-varying ... message-passing"), which dev38 (two gold components,
    # annotated before the dev82 call on article-less objects of "we propose") does not record.
    "dev38.jsonl": ({"method_proposed": 0.950, "component": 0.666, "dataset": 1.000, "task": 0.683,
        "method_used": 0.670, "metric": 0.970, "result": 0.870, "acronym": 0.941, "code": 1.000}, 13),
    "dev39.jsonl": ({"method_proposed": 1.000, "benchmark_proposed": 1.000, "dataset": 1.000,
        "task": 0.720, "method_used": 0.715, "metric": 0.952, "result": 1.000, "acronym": 1.000,
        "code": 1.000}, 11),
    "dev40.jsonl": ({"method_proposed": 0.962, "dataset": 0.857, "task": 0.555,  # gold fixed in session 60: unnamed proposals
        "method_used": 0.762, "metric": 1.000, "result": 0.800, "acronym": 0.987, "code": 1.000}, 13),
    "dev41.jsonl": ({"method_proposed": 0.977, "benchmark_proposed": 1.000, "component": 0.857,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.923, "task": 0.813, "method_used": 0.690, "metric": 0.875, "result": 0.846,
        "acronym": 0.935, "code": 1.000}, 17),
    "dev42.jsonl": ({"method_proposed": 1.000, "benchmark_proposed": 1.000, "component": 1.000,
        "dataset": 0.963, "task": 0.757, "method_used": 0.695, "metric": 0.900, "result": 0.857,
        "acronym": 0.981, "code": 1.000}, 16),
    "dev43.jsonl": ({"method_proposed": 0.965, "benchmark_proposed": 1.000, "dataset": 1.000,
        "task": 0.562, "method_used": 0.657, "metric": 0.727, "result": 0.800, "acronym": 0.964,  # gold fixed in session 59: title-only aliases
        "code": 1.000}, 11),  # gold fixed in session 59: title-only aliases
    "dev44.jsonl": ({"method_proposed": 0.857, "dataset": 1.000, "task": 0.626,  # gold fixed in session 59: title-only aliases  # gold fixed in session 60: unnamed proposals
        "method_used": 0.695, "metric": 0.785, "result": 1.000, "acronym": 1.000, "code": 1.000}, 14),  # gold fixed in session 59: title-only aliases
    "dev45.jsonl": ({"method_proposed": 0.909, "component": 0.666, "dataset": 0.933, "task": 0.645,  # gold fixed in session 60: unnamed proposals
        "method_used": 0.723, "metric": 0.800, "result": 0.727, "acronym": 0.987, "code": 1.000}, 14),
    "dev46.jsonl": ({"method_proposed": 0.903, "benchmark_proposed": 1.000, "dataset": 1.000,  # gold fixed in session 60: unnamed proposals
        "task": 0.787, "method_used": 0.720, "metric": 0.909, "result": 1.000, "acronym": 0.968,
        "code": 1.000}, 20),
    "dev47.jsonl": ({"method_proposed": 0.896, "dataset": 1.000, "task": 0.681, "method_used": 0.767,  # gold fixed in session 59: title-only aliases  # gold fixed in session 60: unnamed proposals
        "metric": 0.842, "result": 0.857, "acronym": 0.980, "code": 1.000}, 13),  # gold fixed in session 59: title-only aliases
    "dev48.jsonl": ({"method_proposed": 0.962, "benchmark_proposed": 1.000, "component": 1.000,
        "dataset": 1.000, "task": 0.577, "method_used": 0.690, "metric": 0.947, "result": 0.941,  # gold fixed in session 59: title-only aliases
        "acronym": 1.000, "code": 1.000}, 11),  # gold fixed in session 59: title-only aliases
    "dev49.jsonl": ({"method_proposed": 0.971, "benchmark_proposed": 0.800,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.833, "task": 0.697, "method_used": 0.713, "metric": 0.714, "result": 0.750,
        "acronym": 0.973, "code": 1.000}, 15),  # gold fixed in session 59: title-only aliases
    "dev50.jsonl": ({"method_proposed": 1.000, "benchmark_proposed": 1.000, "dataset": 1.000,
        "task": 0.648, "method_used": 0.779, "metric": 0.900, "result": 0.947, "acronym": 1.000,
        "code": 1.000}, 8),
    "dev51.jsonl": ({"method_proposed": 0.878, "component": 0.800, "dataset": 0.909, "task": 0.643,  # gold fixed in session 60: unnamed proposals
        "method_used": 0.663, "metric": 0.687, "result": 0.714, "acronym": 0.982, "code": 1.000}, 15),
    "dev52.jsonl": ({"method_proposed": 0.863, "benchmark_proposed": 1.000, "component": 0.571,
        "dataset": 1.000, "task": 0.685, "method_used": 0.674, "metric": 0.705, "result": 1.000,
        "acronym": 0.986, "code": 1.000}, 18),
    "dev53.jsonl": ({"method_proposed": 0.976, "component": 1.000, "dataset": 1.000, "task": 0.666,  # gold fixed in session 60: unnamed proposals
        "method_used": 0.671, "metric": 0.952, "result": 0.857, "acronym": 0.960, "code": 1.000}, 13),
    "dev54.jsonl": ({"method_proposed": 0.947, "benchmark_proposed": 1.000, "component": 0.666,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.857, "task": 0.659, "method_used": 0.734, "metric": 0.750, "result": 0.818,  # gold fixed in session 59: title-only aliases
        "acronym": 0.971, "code": 1.000}, 15),  # gold fixed in session 59: title-only aliases
    "dev55.jsonl": ({"method_proposed": 0.969, "benchmark_proposed": 1.000, "component": 1.000,  # gold fixed in session 60: unnamed proposals
        "dataset": 1.000, "task": 0.774, "method_used": 0.740, "metric": 0.571, "result": 0.714,
        "acronym": 0.964, "code": 1.000}, 16),
    "dev56.jsonl": ({"method_proposed": 0.950, "benchmark_proposed": 1.000, "dataset": 1.000,
        "task": 0.584, "method_used": 0.773, "metric": 0.687, "result": 0.777, "acronym": 1.000,
        "code": 1.000}, 16),
    "dev57.jsonl": ({"method_proposed": 0.960, "benchmark_proposed": 1.000, "component": 1.000,
        "dataset": 1.000, "task": 0.635, "method_used": 0.717, "metric": 0.666, "result": 0.800,  # gold fixed in session 59: title-only aliases
        "acronym": 0.981, "code": 1.000}, 14),  # gold fixed in session 59: title-only aliases
    "dev58.jsonl": ({"method_proposed": 0.960, "component": 0.909, "dataset": 1.000, "task": 0.692,
        "method_used": 0.774, "metric": 0.740, "result": 0.750, "acronym": 0.923, "code": 1.000}, 12),  # gold fixed in session 59: title-only aliases
    "dev59.jsonl": ({"method_proposed": 0.866, "benchmark_proposed": 1.000, "component": 0.666,
        "dataset": 1.000, "task": 0.602, "method_used": 0.723, "metric": 0.947, "result": 1.000,  # gold fixed in session 59: title-only aliases
        "acronym": 0.977, "code": 1.000}, 9),  # gold fixed in session 59: title-only aliases
    "dev60.jsonl": ({"method_proposed": 0.914, "benchmark_proposed": 1.000, "dataset": 1.000,
        "task": 0.566, "method_used": 0.676, "metric": 0.777, "result": 0.818, "acronym": 0.971,
        "code": 1.000}, 13),
    "dev61.jsonl": ({"method_proposed": 0.969, "benchmark_proposed": 1.000, "component": 1.000,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.875, "task": 0.695, "method_used": 0.837, "metric": 0.750, "result": 0.500,  # gold fixed in session 59: title-only aliases
        "acronym": 0.974, "code": 1.000}, 12),  # gold fixed in session 59: title-only aliases
    "dev62.jsonl": ({"method_proposed": 0.965, "benchmark_proposed": 1.000, "component": 1.000,  # gold fixed in session 60: unnamed proposals
        "dataset": 1.000, "task": 0.617, "method_used": 0.640, "metric": 0.962, "result": 0.952,  # gold fixed in session 59: title-only aliases
        "acronym": 0.981, "code": 1.000}, 12),  # gold fixed in session 59: title-only aliases
    "dev63.jsonl": ({"method_proposed": 0.975, "benchmark_proposed": 1.000, "component": 0.666,  # gold fixed in session 60: unnamed proposals
        "dataset": 1.000, "task": 0.652, "method_used": 0.719, "metric": 0.866, "result": 0.880,  # gold fixed in session 59: title-only aliases
        "acronym": 0.980, "code": 1.000}, 9),  # gold fixed in session 59: title-only aliases
    "dev64.jsonl": ({"method_proposed": 0.925, "benchmark_proposed": 0.857, "component": 0.800,
        "dataset": 0.812, "task": 0.653, "method_used": 0.683, "metric": 0.900, "result": 0.933,
        "acronym": 0.931, "code": 1.000}, 9),
    "dev65.jsonl": ({"method_proposed": 0.878, "benchmark_proposed": 1.000,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.500, "task": 0.519, "method_used": 0.674, "metric": 0.780, "result": 0.560,
        "acronym": 0.947, "code": 1.000}, 13),
    "dev66.jsonl": ({"method_proposed": 0.896, "benchmark_proposed": 0.800, "dataset": 1.000,
        "task": 0.580, "method_used": 0.653, "metric": 0.857, "acronym": 1.000, "code": 1.000}, 9),  # gold fixed in session 59: title-only aliases
    "dev67.jsonl": ({"method_proposed": 0.800, "dataset": 1.000, "task": 0.710,  # gold fixed in session 59: title-only aliases  # gold fixed in session 60: unnamed proposals  # session 61 name gate: a gold proposal whose extracted form has no name (docs/GOLD_CONSISTENCY.md)
        "method_used": 0.648, "metric": 1.000, "result": 0.625, "acronym": 0.923, "code": 1.000}, 15),  # gold fixed in session 59: title-only aliases
    "dev68.jsonl": ({"method_proposed": 0.923, "dataset": 1.000, "task": 0.650,  # gold fixed in session 60: unnamed proposals
        "method_used": 0.800, "metric": 0.814, "result": 0.666, "acronym": 1.000, "code": 1.000}, 14),  # gold fixed in session 60: unnamed proposals
    "dev69.jsonl": ({"method_proposed": 0.967, "benchmark_proposed": 1.000, "dataset": 1.000,  # gold fixed in session 60: unnamed proposals
        "task": 0.763, "method_used": 0.750, "metric": 0.800, "result": 0.750, "acronym": 1.000,
        "code": 1.000}, 18),
    "dev70.jsonl": ({"method_proposed": 0.971, "dataset": 0.923, "task": 0.605,  # gold fixed in session 60: unnamed proposals
        "method_used": 0.730, "metric": 0.848, "result": 0.937, "acronym": 0.987, "code": 1.000}, 13),  # gold fixed in session 60: unnamed proposals
    "dev71.jsonl": ({"method_proposed": 0.962, "benchmark_proposed": 1.000,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.941, "task": 0.542, "method_used": 0.685, "metric": 0.750, "result": 0.400,
        "acronym": 0.983, "code": 1.000}, 9),
    "dev72.jsonl": ({"method_proposed": 0.875, "benchmark_proposed": 1.000, "component": 0.500,  # gold fixed in session 60: unnamed proposals
        "dataset": 1.000, "task": 0.676, "method_used": 0.671, "metric": 0.857, "result": 1.000,
        "acronym": 0.947, "code": 0.888}, 14),
    "dev73.jsonl": ({"method_proposed": 0.875, "component": 0.500, "dataset": 0.600, "task": 0.640,  # gold fixed in session 60: unnamed proposals  # session 61 name gate: a gold proposal whose extracted form has no name (docs/GOLD_CONSISTENCY.md)
        "method_used": 0.657, "metric": 0.666, "result": 1.000, "acronym": 0.979, "code": 1.000}, 15),
    "dev74.jsonl": ({"method_proposed": 0.800, "benchmark_proposed": 1.000, "component": 0.666,  # session 61 name gate: a gold proposal whose extracted form has no name (docs/GOLD_CONSISTENCY.md)
        "dataset": 0.800, "task": 0.666, "method_used": 0.697, "metric": 0.736, "result": 0.857,
        "acronym": 0.958, "code": 1.000}, 12),
    "dev75.jsonl": ({"method_proposed": 0.937, "benchmark_proposed": 0.750, "component": 0.800,  # session 61 name gate: a gold proposal whose extracted form has no name (docs/GOLD_CONSISTENCY.md)
        "dataset": 0.842, "task": 0.655, "method_used": 0.741, "metric": 0.470, "result": 0.625,
        "acronym": 1.000, "code": 1.000}, 12),
    "dev76.jsonl": ({"method_proposed": 0.933, "benchmark_proposed": 1.000, "component": 1.000,
        "dataset": 1.000, "task": 0.654, "method_used": 0.706, "metric": 0.916, "result": 0.875,  # gold fixed in session 59: title-only aliases
        "acronym": 0.918, "code": 1.000}, 12),  # gold fixed in session 59: title-only aliases
    "dev77.jsonl": ({"method_proposed": 0.971, "benchmark_proposed": 1.000, "component": 0.800,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.833, "task": 0.666, "method_used": 0.783, "metric": 0.631, "result": 1.000,
        "acronym": 0.979, "code": 1.000}, 14),
    "dev78.jsonl": ({"method_proposed": 0.750, "benchmark_proposed": 0.800, "dataset": 0.900,  # gold fixed in session 60: unnamed proposals
        "task": 0.679, "method_used": 0.763, "metric": 0.666, "result": 0.909, "acronym": 0.950,
        "code": 1.000}, 14),
    "dev79.jsonl": ({"method_proposed": 0.814, "benchmark_proposed": 0.888,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.761, "task": 0.547, "method_used": 0.736, "metric": 0.818, "result": 1.000,
        "acronym": 0.962, "code": 1.000}, 12),  # gold fixed in session 59: title-only aliases
    "dev80.jsonl": ({"method_proposed": 0.918, "component": 0.857, "dataset": 0.923, "task": 0.698,  # gold fixed in session 60: unnamed proposals
        "method_used": 0.636, "metric": 0.714, "result": 0.857, "acronym": 0.956, "code": 1.000}, 13),
    "dev81.jsonl": ({"method_proposed": 0.928, "benchmark_proposed": 0.666, "dataset": 0.823,  # gold fixed in session 60: unnamed proposals
        "task": 0.592, "method_used": 0.681, "metric": 0.823, "result": 0.666, "acronym": 0.982}, 14),  # gold fixed in session 59: title-only aliases
    "dev82.jsonl": ({"method_proposed": 0.971, "component": 0.666, "dataset": 1.000, "task": 0.651,
        "method_used": 0.773, "metric": 0.866, "result": 0.818, "acronym": 0.935, "code": 1.000}, 13),
    "dev83.jsonl": ({"method_proposed": 0.894, "component": 0.666, "dataset": 1.000, "task": 0.600,  # gold fixed in session 59: title-only aliases  # gold fixed in session 60: unnamed proposals
        "method_used": 0.691, "metric": 0.692, "result": 0.666, "acronym": 0.980, "code": 1.000}, 9),  # gold fixed in session 59: title-only aliases
    "dev84.jsonl": ({"method_proposed": 0.950, "component": 1.000, "dataset": 0.933, "task": 0.612,
        "method_used": 0.764, "metric": 0.625, "result": 0.736, "acronym": 0.923, "code": 1.000}, 12),
    "dev85.jsonl": ({"method_proposed": 0.838, "benchmark_proposed": 1.000, "dataset": 0.857,  # gold fixed in session 60: unnamed proposals
        "task": 0.613, "method_used": 0.601, "metric": 0.818, "result": 0.833, "acronym": 0.933,
        "code": 1.000}, 13),
    "dev86.jsonl": ({"method_proposed": 0.800, "benchmark_proposed": 1.000, "component": 0.200,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.941, "task": 0.659, "method_used": 0.616, "metric": 0.800, "result": 0.967,
        "acronym": 0.966, "code": 1.000}, 15),
    "dev87.jsonl": ({"method_proposed": 0.863, "benchmark_proposed": 1.000, "component": 0.222,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.666, "task": 0.565, "method_used": 0.679, "metric": 0.761, "result": 1.000,
        "acronym": 0.883, "code": 1.000}, 12),
    "dev88.jsonl": ({"method_proposed": 0.733, "benchmark_proposed": 1.000,  # gold fixed in session 60: unnamed proposals  # session 61 name gate: a gold proposal whose extracted form has no name (docs/GOLD_CONSISTENCY.md)
        "dataset": 0.850, "task": 0.515, "method_used": 0.662, "metric": 0.666, "result": 0.800,
        "acronym": 0.985, "code": 1.000}, 11),
    "dev89.jsonl": ({"method_proposed": 0.857, "dataset": 0.962, "task": 0.703,  # gold fixed in session 60: unnamed proposals
        "method_used": 0.709, "metric": 0.700, "result": 0.857, "acronym": 1.000, "code": 1.000}, 11),  # gold fixed in session 59: title-only aliases  # gold fixed in session 60: unnamed proposals
    "dev90.jsonl": ({"method_proposed": 0.750, "benchmark_proposed": 0.800, "dataset": 0.823,  # gold fixed in session 60: unnamed proposals
        "task": 0.659, "method_used": 0.751, "metric": 0.800, "result": 0.842, "acronym": 0.930,
        "code": 0.666}, 13),  # gold fixed in session 59: title-only aliases
    "dev91.jsonl": ({"method_proposed": 0.869, "benchmark_proposed": 0.666, "component": 0.800,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.888, "task": 0.623, "method_used": 0.707, "metric": 0.769, "result": 1.000,  # gold fixed in session 60: unnamed proposals
        "acronym": 0.947, "code": 1.000}, 13),
    "dev92.jsonl": ({"method_proposed": 0.916, "benchmark_proposed": 0.666, "component": 1.000,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.769, "task": 0.689, "method_used": 0.727, "metric": 0.592, "result": 0.615,  # gold fixed in session 60: unnamed proposals
        "acronym": 0.978, "code": 1.000}, 14),  # gold fixed in session 59: title-only aliases
    "dev93.jsonl": ({"method_proposed": 0.969, "benchmark_proposed": 1.000, "component": 0.666,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.833, "task": 0.581, "method_used": 0.638, "metric": 0.838, "result": 0.750,
        "acronym": 1.000, "code": 1.000}, 12),
    "dev94.jsonl": ({"method_proposed": 0.818, "component": 0.285, "dataset": 0.833, "task": 0.621,  # gold fixed in session 60: unnamed proposals
        "method_used": 0.603, "metric": 0.608, "result": 0.500, "acronym": 0.950, "code": 0.909}, 15),
    "dev95.jsonl": ({"method_proposed": 0.808, "benchmark_proposed": 0.666, "component": 0.333,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.800, "task": 0.641, "method_used": 0.712, "metric": 0.550, "result": 0.727,
        "acronym": 0.984, "code": 1.000}, 13),
    "dev96.jsonl": ({"method_proposed": 0.823, "dataset": 0.923, "task": 0.540,  # gold fixed in session 60: unnamed proposals
        "method_used": 0.715, "metric": 0.551, "result": 0.733, "acronym": 0.950, "code": 1.000}, 14),  # gold fixed in session 59: title-only aliases  # gold fixed in session 60: unnamed proposals
    "dev97.jsonl": ({"method_proposed": 0.918, "component": 0.800, "dataset": 0.875, "task": 0.593,  # gold fixed in session 60: unnamed proposals
        "method_used": 0.701, "metric": 0.848, "result": 0.705, "acronym": 0.965, "code": 1.000}, 6),
    "dev98.jsonl": ({"method_proposed": 0.827, "benchmark_proposed": 1.000,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.947, "task": 0.622, "method_used": 0.670, "metric": 0.583, "result": 0.833,
        "acronym": 0.958, "code": 0.875}, 10),
    "dev99.jsonl": ({"method_proposed": 0.975, "benchmark_proposed": 0.857, "component": 0.571,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.823, "task": 0.622, "method_used": 0.731, "metric": 0.687, "result": 0.727,  # gold fixed in session 60: unnamed proposals
        "acronym": 0.967, "code": 1.000}, 11),
    "dev100.jsonl": ({"method_proposed": 0.857, "benchmark_proposed": 0.666, "dataset": 0.923,  # gold fixed in session 60: unnamed proposals
        "task": 0.662, "method_used": 0.638, "metric": 0.827, "result": 0.294, "acronym": 0.925,
        "code": 1.000}, 13),
    "dev101.jsonl": ({"method_proposed": 0.847, "benchmark_proposed": 1.000, "component": 0.470,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.909, "task": 0.745, "method_used": 0.641, "metric": 0.857, "result": 0.941,  # gold fixed in session 60: unnamed proposals
        "acronym": 0.943, "code": 1.000}, 15),
    "dev102.jsonl": ({"method_proposed": 0.731, "benchmark_proposed": 1.000, "component": 0.444,  # gold fixed in session 60: unnamed proposals  # session 61 name gate: a gold proposal whose extracted form has no name (docs/GOLD_CONSISTENCY.md)
        "dataset": 1.000, "task": 0.551, "method_used": 0.631, "metric": 0.864, "result": 0.761,  # gold fixed in session 60: unnamed proposals
        "acronym": 0.933, "code": 1.000}, 12),
    "dev103.jsonl": ({"method_proposed": 0.889, "benchmark_proposed": 1.000, "component": 0.600,  # gold fixed in session 60: unnamed proposals  # session 61 name gate: a gold proposal whose extracted form has no name (docs/GOLD_CONSISTENCY.md)
        "dataset": 1.000, "task": 0.667, "method_used": 0.734, "metric": 0.714, "result": 0.916,  # gold fixed in session 59: title-only aliases
        "acronym": 0.949, "code": 1.000}, 12),  # gold fixed in session 59: title-only aliases
    "dev104.jsonl": ({"method_proposed": 0.909, "benchmark_proposed": 1.000, "component": 0.666,  # session 61 name gate: a gold proposal whose extracted form has no name (docs/GOLD_CONSISTENCY.md)
        "dataset": 0.967, "task": 0.704, "method_used": 0.730, "metric": 0.888, "result": 1.000,
        "acronym": 1.000, "code": 0.888}, 16),
    "dev105.jsonl": ({"method_proposed": 0.777, "benchmark_proposed": 1.000,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.947, "task": 0.595, "method_used": 0.748, "metric": 0.782, "result": 0.333,  # gold fixed in session 60: unnamed proposals
        "acronym": 0.923, "code": 1.000}, 13),
    "dev106.jsonl": ({"method_proposed": 0.941, "benchmark_proposed": 1.000, "component": 0.888,  # gold fixed in session 60: unnamed proposals
        "dataset": 1.000, "task": 0.531, "method_used": 0.682, "metric": 0.740, "result": 0.526,
        "acronym": 0.883, "code": 1.000}, 9),
    "dev107.jsonl": ({"method_proposed": 0.720, "benchmark_proposed": 0.666, "component": 0.615,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.923, "task": 0.488, "method_used": 0.647, "metric": 0.736, "result": 0.823,  # gold fixed in session 60: unnamed proposals
        "acronym": 0.956, "code": 1.000}, 11),
    "dev108.jsonl": ({"method_proposed": 0.848, "dataset": 1.000, "task": 0.574,  # gold fixed in session 60: unnamed proposals
        "method_used": 0.600, "metric": 0.708, "result": 0.818, "acronym": 0.950, "code": 1.000}, 9),  # gold fixed in session 60: unnamed proposals
    "dev109.jsonl": ({"method_proposed": 0.818, "benchmark_proposed": 0.800, "component": 0.714,  # gold fixed in session 60: unnamed proposals
        "dataset": 0.914, "task": 0.636, "method_used": 0.677, "metric": 0.695, "result": 0.800,  # gold fixed in session 60: unnamed proposals
        "acronym": 0.985, "code": 0.857}, 10),
    "dev110.jsonl": ({"method_proposed": 0.833, "benchmark_proposed": 1.000, "dataset": 1.000,
        "task": 0.659, "method_used": 0.795, "metric": 0.800, "result": 0.500, "acronym": 0.965,
        "code": 1.000}, 12),
    "dev111.jsonl": ({"method_proposed": 0.846, "benchmark_proposed": 1.000, "dataset": 0.888,  # gold fixed in session 60: unnamed proposals
        "task": 0.716, "method_used": 0.765, "metric": 0.777, "result": 0.580, "acronym": 0.923,
        "code": 1.000}, 12),
    "dev112.jsonl": ({"method_proposed": 0.850, "dataset": 0.727, "task": 0.703,  # gold fixed in session 60: unnamed proposals
        "method_used": 0.753, "metric": 0.642, "result": 0.857, "acronym": 0.928, "code": 1.000}, 13),  # gold fixed in session 60: unnamed proposals
    "dev113.jsonl": ({"method_proposed": 1.000, "benchmark_proposed": 1.000, "component": 0.666,  # gold fixed in session 60: unnamed proposals
        "dataset": 1.000, "task": 0.696, "method_used": 0.660, "metric": 0.846, "result": 0.880,  # gold fixed in session 60: unnamed proposals
        "acronym": 1.000, "code": 1.000}, 17),
    "dev114.jsonl": ({"method_proposed": 0.800, "benchmark_proposed": 1.000, "dataset": 1.000,
        "task": 0.613, "method_used": 0.625, "metric": 0.545, "result": 0.666, "acronym": 1.000,
        "code": 1.000}, 11),
    "dev115.jsonl": ({"method_proposed": 0.722, "benchmark_proposed": 1.000, "dataset": 0.615,
        "task": 0.632, "method_used": 0.739, "metric": 0.816, "result": 0.857, "acronym": 0.980,
        "code": 1.000}, 15),
    "dev116.jsonl": ({"method_proposed": 0.930, "benchmark_proposed": 1.000, "dataset": 0.571,
        "task": 0.611, "method_used": 0.541, "metric": 0.421, "result": 0.769, "acronym": 0.966,
        "code": 1.000}, 12),
    "dev117.jsonl": ({"method_proposed": 0.857, "component": 0.333, "dataset": 0.923, "task": 0.652,
        "method_used": 0.688, "metric": 0.647, "result": 0.666, "acronym": 1.000, "code": 1.000}, 13),
}


def test_every_guard_can_fail():
    """A guarded value within the tolerance of 0 could never fail: none is kept."""
    low = {(n, c): v for n, (cells, _) in DEV_SETS.items() for c, v in cells.items() if v <= TOLERANCE}
    assert not low, low
    assert all(v > TOLERANCE for v in MEASURED_F1.values())


@pytest.mark.parametrize("name", sorted(DEV_SETS))
def test_eval_dev_sets_do_not_regress(name):
    measured, main_hits = DEV_SETS[name]
    rep = evaluate_gold(EVAL_DIR / name)
    drops = {c: (round(rep.f1(c), 3), f1) for c, f1 in measured.items() if rep.f1(c) < f1 - TOLERANCE}
    assert not drops, f"{name}: F1 below measured - {TOLERANCE}: {drops}\n" + rep.format()
    ok = int(rep.notes["main task accuracy"].split("/")[0])
    assert ok >= main_hits - 1, f"{name}: main task right in {ok}, measured {main_hits}"
