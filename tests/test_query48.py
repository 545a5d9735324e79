"""kg query's table format (session 48, a fresh user's trial): a long cell is cut with an
ellipsis and the row count says so and names the formats that give the full values; csv, tsv
and json are never cut."""
from __future__ import annotations

import csv
import io
import json

from rdflib import Literal, URIRef

from kg.query import TABLE_CELL_CHARS, QueryResult, format_result

LONG = "; ".join(f"Paper number {k} on graph sparsification" for k in range(40))
RESULT = QueryResult(vars=["task", "papers", "titles"],
                     rows=[(URIRef("http://example.org/t/a"), Literal(40), Literal(LONG)),
                           (URIRef("http://example.org/t/b"), Literal(1), Literal("A short title"))])


def test_table_cuts_a_long_cell_and_says_how_to_get_it_whole() -> None:
    lines = format_result(RESULT, "table").splitlines()
    first = lines[2]
    cell = first[first.index("Paper number 0"):]
    assert len(cell) == TABLE_CELL_CHARS
    assert cell == LONG[:TABLE_CELL_CHARS - 1] + "\u2026"
    assert lines[3].endswith("A short title")
    assert lines[-1] == (f"(2 rows; 1 cell longer than {TABLE_CELL_CHARS} characters cut, marked \u2026: "
                         "--format csv, tsv or json gives the full values)")
    assert max(len(line) for line in lines) < 2 * TABLE_CELL_CHARS


def test_table_of_short_cells_is_unchanged() -> None:
    short = QueryResult(vars=["n"], rows=[(Literal("x" * TABLE_CELL_CHARS),)])
    text = format_result(short, "table")
    assert text.splitlines()[2] == "x" * TABLE_CELL_CHARS
    assert text.endswith("(1 row)\n")


def test_csv_tsv_and_json_keep_the_full_value() -> None:
    rows = list(csv.reader(io.StringIO(format_result(RESULT, "csv"))))
    assert rows[1][2] == LONG
    assert LONG in format_result(RESULT, "tsv")
    data = json.loads(format_result(RESULT, "json"))
    assert data["results"]["bindings"][0]["titles"]["value"] == LONG
