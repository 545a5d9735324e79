"""kg.read: a JSON array whose element holds a string cut open (its closing quote missing, a raw
line break after it) is skipped as one element with a reason that names the place, and the
elements around it are kept (session 31)."""
from __future__ import annotations

import json

from tests.factories import read_with_report


def test_a_string_cut_open_in_an_array_element_names_line_and_column(tmp_path):
    first = {"id": "p1", "title": "First", "abstract": "We study the first problem in depth here."}
    last = {"id": "p3", "title": "Third", "abstract": "We study the third problem in depth here."}
    broken = '{"id": "p2", "title": "Second", "abstract": "We study the second\n},'
    path = tmp_path / "papers.json"
    path.write_text("[\n" + json.dumps(first) + ",\n" + broken + "\n" + json.dumps(last) + "\n]\n",
                    encoding="utf-8")
    records, report = read_with_report([path])
    assert [r.id for r in records] == ["p1", "p3"]
    (problem,) = report.skipped
    assert problem.source == f"{path}:3"
    assert "inside a string at line 3, column" in problem.message
    assert "Invalid control character at" not in problem.message
