"""kg query (session 49): tabs and line breaks in table cells; query text from stdin or --text;
RDF output of CONSTRUCT / DESCRIBE answers."""
from __future__ import annotations

import csv
import io

from rdflib import Literal, URIRef

from kg.query import QueryResult, format_result


def _cells_result() -> QueryResult:
    return QueryResult(vars=["title", "n"], rows=[
        (Literal("Deep\tnets\r\nfor graphs\u2028again"), Literal(3)),
        (Literal("short"), Literal(12)),
    ])


def test_table_shows_tabs_and_breaks_as_spaces():
    text = format_result(_cells_result(), "table")
    lines = text.splitlines()
    assert len(lines) == 5  # header, rule, two rows, row count: no cell broke its row
    assert lines[2] == "Deep nets for graphs again  3"
    assert lines[3] == "short                       12"
    assert "\t" not in text and "\r" not in text


def test_other_formats_keep_the_value():
    res = _cells_result()
    rows = list(csv.reader(io.StringIO(format_result(res, "csv"), newline="")))
    assert rows[1][0] == "Deep\tnets\r\nfor graphs\u2028again"
    tsv = format_result(res, "tsv")
    assert '"Deep\\tnets\\r\\nfor graphs\u2028again"' in tsv
    assert "Deep\\tnets" in format_result(res, "json")
