"""tools/main_task_generation.py (session 61): the form a missed gold main task takes
relative to the paper's text, for misses no extracted task could fix. Strings are written
for these tests."""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import main_task_generation as G  # noqa: E402

ABSTRACT = ("We study the problem of routing parcels with drones under wind. "
            "Prior planners treat each drone alone. We give a joint planner for fleets.")
TITLE = "WindRoute: Joint Fleet Planning for Drone Delivery"


def test_words_drop_plural_trailer_and_hyphens():
    assert G.words_of("Multi-Drone Routing Problems") == ["multi", "drone", "routing"]
    assert G.words_of("loss") == ["loss"]  # "ss" keeps its s
    assert G.words_of("task") == ["task"]  # a lone trailer stays


def test_holds_needs_one_contiguous_run():
    assert G.holds(["a", "b", "c"], ["b", "c"])
    assert not G.holds(["a", "b", "c"], ["a", "c"])
    assert not G.holds(["a"], [])


def test_a_phrase_of_the_abstract_that_no_candidate_relates_to():
    assert G.classify("routing parcels with drones", ABSTRACT, TITLE, ["fleet planner joint"]) \
        == "abstract, not extracted"


def test_a_boundary_with_a_candidate_in_either_direction():
    # the candidate holds more words than the gold / fewer words than the gold
    assert G.classify("routing parcels", ABSTRACT, TITLE, ["drones parcels routing with"]) \
        == "abstract, inside a longer candidate"
    assert G.classify("routing parcels with drones", ABSTRACT, TITLE, ["parcels routing"]) \
        == "abstract, longer than a candidate"


def test_title_only_scattered_stems_and_absent():
    assert G.classify("drone delivery", ABSTRACT, TITLE, []) == "title only"
    assert G.classify("fleet planning with drones", ABSTRACT, TITLE, []) == "words scattered in the text"
    assert G.classify("parcels planned", ABSTRACT, TITLE, []) == "stems in the text"
    assert G.classify("weather forecasting", ABSTRACT, TITLE, []) == "not in the text"


def test_count_splits_selection_from_generation():
    rows = [
        {"file": "f.jsonl", "id": "1", "ok": True, "right_keys": ["x"], "gold_main": "x", "pred_main": "x"},
        {"file": "f.jsonl", "id": "2", "ok": False, "right_keys": ["drone delivery"],
         "gold_main": "drone delivery", "pred_main": "fleets"},
        {"file": "f.jsonl", "id": "3", "ok": False, "right_keys": [], "gold_main": "drone delivery",
         "pred_main": "fleets", "title": TITLE, "choice": {"ev": [["fleets", 0, [], 1, 0, False]]}},
    ]
    records = {("f.jsonl", i): {"text": ABSTRACT} for i in ("1", "2", "3")}
    misses, selection, classes, examples = G.count(rows, records)
    assert (misses, selection) == (2, 1)
    assert classes == Counter({"title only": 1})
    assert examples["title only"][0][:3] == ("f.jsonl", "3", "drone delivery")
