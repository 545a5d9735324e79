"""Session 39: a speed-up of a measure of time is a decrease of that measure (verify19). Sentences
written for these tests."""
from __future__ import annotations

from kg.records import Paper


def _directions(ex, text):
    return [(r.value, r.metric, r.direction) for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


def test_a_speed_up_of_wall_clock_time_is_a_decrease_of_that_time(ex):
    got = _directions(ex, "We introduce LoomRoute, a sparse router for loom graphs. LoomRoute trains with 3x faster "
                          "total wall-clock time than dense routing on PatchSet.")
    assert [d for v, m, d in got if v.startswith("3")] == ["decrease"], got


def test_a_speed_up_without_a_time_measure_stays_an_increase(ex):
    got = _directions(ex, "We introduce LoomRoute, a sparse router for loom graphs. LoomRoute increases throughput "
                          "by 35% on PatchSet.")
    assert [d for v, m, d in got if v.startswith("35")] == ["increase"], got
