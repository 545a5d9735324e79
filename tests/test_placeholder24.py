"""An abstract that only stands for a missing one ("No abstract available.", "N/A") is skipped
like an empty abstract, naming file:line; real short abstracts are still read (kg/read.py:
placeholder_abstract). Inputs written for this test."""
import json

import pytest

from kg.read import ReadReport, placeholder_abstract, read


@pytest.mark.parametrize("text", ["No abstract available.", "[Abstract not available]", "Abstract unavailable",
                                  "no abstract", "NO ABSTRACT AVAILABLE",
                                  # (bare missing-value tokens and filler: since session 47)
                                  "-", "N/A", "NULL"])
def test_placeholders(text):
    assert placeholder_abstract(text)


@pytest.mark.parametrize("text", ["Abstract", "{", "We study graphs.", "No abstract model is available for this task."])
def test_not_placeholders(text):
    assert not placeholder_abstract(text)


def test_placeholder_record_is_skipped_and_named(tmp_path):
    f = tmp_path / "papers.jsonl"
    rows = [{"id": "a", "title": "A", "abstract": "No abstract available."},
            {"id": "b", "title": "B", "abstract": "We train a small network on CIFAR-10 and report its accuracy."}]
    f.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    report = ReadReport()
    papers = list(read([f], report=report))
    assert [p.title for p in papers] == ["B"]
    assert [str(p) for p in report.skipped] == [
        f'{f}:1: abstract "No abstract available." stands for a missing abstract']
