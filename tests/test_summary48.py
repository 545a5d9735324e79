"""The ranking of entities for people (session 48, a fresh user's trial): the build summary's
"top" lists and the HTML view's "Most mentioned" break ties of papers by links, then label,
not by the alphabet alone, which put a "3D ..." task of one paper first."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from kg.graph import build_triples
from kg.pipeline import BuildSummary, summarise
from kg.resolve import resolve
from tests.factories import extraction, link, mention

BASE = "https://example.org/kg/"
A = "We study zebra counting. Our method also helps aerial mapping."
B = "We study tide forecasting."


def _built():
    e1 = extraction("p1", A, mentions=[mention("zebra counting", A, "Task", "task", main=True),
                                       mention("aerial mapping", A, "Task", "task")],
                    links=[link("addresses", None, "zebra counting", "Task", A),
                           link("addresses", None, "aerial mapping", "Task", A)])
    e2 = extraction("p2", B, mentions=[mention("tide forecasting", B, "Task", "task", main=True)],
                    links=[link("addresses", None, "tide forecasting", "Task", B)])
    exs = [e1, e2]
    res = resolve(exs)
    return build_triples(exs, res, base_iri=BASE), res


def test_top_tasks_rank_a_main_task_before_a_side_task_of_as_many_papers() -> None:
    index, res = _built()
    summary = BuildSummary()
    summarise(index, summary, res, base_iri=BASE)
    # one paper each; the main tasks link twice (addresses, mainTask), the side task once
    assert summary.top["Task"] == [("tide forecasting", 1), ("zebra counting", 1), ("aerial mapping", 1)]


def _comparator() -> str:
    js = (Path(__file__).resolve().parent.parent / "kg" / "templates" / "graph.js").read_text(encoding="utf-8")
    m = re.search(r"ranked\.sort\((function \(a, b\) \{.*?\n      \})\);", js, re.S)
    assert m, "the ranking of 'Most mentioned' is no longer where this test looks"
    return m.group(1)


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js to run the view's script")
def test_most_mentioned_in_the_view_ranks_ties_by_links_then_label() -> None:
    nodes = [{"l": "3D cls", "n": 1}, {"l": "video captioning", "n": 1}, {"l": "speech", "n": 3},
             {"l": "Alpha", "n": 1}, {"l": "alpha", "n": 1}]
    adj = [[0], [1, 2], [3], [4], [5]]
    # the view ranks by count[j], a node's papers in the chosen venue (all papers when none is
    # chosen: its "n"); since session 52 the comparator reads that table
    script = (f"var N = {json.dumps(nodes)}, adj = {json.dumps(adj)};\n"
              "var count = N.map(function (x) { return x.n; });\n"
              f"var ranked = [0, 1, 2, 3, 4];\nranked.sort({_comparator()});\n"
              "console.log(JSON.stringify(ranked.map(function (j) { return N[j].l; })));\n")
    out = subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True).stdout
    got = json.loads(out)
    assert got[:3] == ["speech", "video captioning", "3D cls"]
    assert sorted(got[3:]) == ["Alpha", "alpha"]
