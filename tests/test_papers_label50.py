"""Session 50 (fixD50, item 4): papers.csv and the shipped ``paper-table`` query carry the
paper's rdfs:label in a ``label`` column right after ``id``, so a dashboard showing a dump
without titles displays a name, not only ``h-...``."""
from __future__ import annotations

import csv
import io

from kg.export import papers_csv
from kg.graph import PAPER_COLUMNS, build_graph, paper_rows
from kg.query import run_query
from kg.resolve import resolve
from tests.factories import extraction, link, mention

BASE = "https://example.org/kg/"
# abstracts written for this test
A = "We propose QuillNet for ink restoration."
B = "We introduce Marlin, a solver for tide forecasting."


def _graph():
    a = extraction("h-00aa", A, mentions=[mention("QuillNet", A, "Method", "proposed")],
                   links=[link("proposes", None, "QuillNet", "Method", A)], venue="ICML", year=2026)
    b = extraction("b-7", B, mentions=[mention("Marlin", B, "Method", "proposed")],
                   links=[link("proposes", None, "Marlin", "Method", B)], title="Marlin: Tides")
    exs = [a, b]
    return build_graph(exs, resolve(exs), base_iri=BASE)


def test_label_is_the_column_after_id():
    assert PAPER_COLUMNS[:3] == ("paper", "id", "label")


def test_papers_csv_label_is_the_rdfs_label_title_or_made_up_name():
    g = _graph()
    rows = {r["id"]: r for r in csv.DictReader(io.StringIO(papers_csv(g), newline=""))}
    assert rows["b-7"]["label"] == "Marlin: Tides"
    assert rows["h-00aa"]["title"] == ""
    assert rows["h-00aa"]["label"] == "QuillNet (ICML 2026)"


def test_paper_table_query_gives_the_label_column_as_papers_csv():
    g = _graph()
    result = run_query("paper-table", g)
    assert result.vars[:3] == ["paper", "id", "label"]
    got = [{k: "" if v is None else str(v) for k, v in zip(result.vars, row)} for row in result.rows]
    assert got == paper_rows(g)
    assert [r["label"] for r in got] == ["Marlin: Tides", "QuillNet (ICML 2026)"]
