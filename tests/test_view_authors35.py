"""Two co-authors of one name stay two in the view (session 35: the view kept the first only)."""
from __future__ import annotations

from dataclasses import replace

from kg.graph import build_graph
from kg.resolve import resolve
from kg.view import collect_view_data
from tests.factories import extraction

TEXT = "We study graph matching with a greedy solver and report its runtime on random graphs."


def test_the_view_keeps_a_repeated_author_name_in_its_place():
    ex = extraction("p-1", TEXT, title="Greedy Graph Matching")
    ex = replace(ex, paper=replace(ex.paper, authors=("Wei Zhang", "Li Wang", "Wei Zhang")))
    g = build_graph([ex], resolve([ex]), base_iri="https://example.org/kg/")
    assert [n["au"] for n in collect_view_data(g).nodes if n.get("au")] == [["Wei Zhang", "Li Wang", "Wei Zhang"]]
