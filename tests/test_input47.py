"""Input reading, session 47 (a fresh user's trial): placeholder abstracts ("N/A", "-", "TBD")
are skipped like "No abstract available." and never merged as one paper; inputs written for
these tests."""
import pytest

from kg.read import ReadReport, dedupe, placeholder_abstract, read


@pytest.mark.parametrize("text", ["N/A", "n/a", "-", "--", "TBD", "none", "None", "null", "...", "?",
                                  "\u2014", "Abstract: N/A", "abstract - tbd", "nan"])
def test_bare_placeholders_stand_for_a_missing_abstract(text):
    assert placeholder_abstract(text)


@pytest.mark.parametrize("text", ["Abstract", "{", "0", "Nano", "Nonetheless we win.", "We study graphs.",
                                  "N/A results on ten tasks"])
def test_short_texts_are_not_placeholders(text):
    assert not placeholder_abstract(text)


def test_placeholder_rows_are_skipped_not_merged(tmp_path):
    f = tmp_path / "sheet.csv"
    f.write_text("Title,Abstract,Year\n"
                 "Tree Kernels,N/A,2025\n"
                 "Graph Kernels,N/A,2025\n"
                 "Leaf Nets,-,2025\n"
                 "Stem Nets,TBD,2025\n"
                 "Root Nets,We prune the roots of a small tree network and measure its loss.,2025\n",
                 encoding="utf-8")
    report = ReadReport()
    papers = list(dedupe(read([f], report=report), report))
    assert [p.title for p in papers] == ["Root Nets"]
    assert report.duplicates == 0
    assert [str(p) for p in report.skipped] == [
        f'{f}:2: abstract "N/A" stands for a missing abstract',
        f'{f}:3: abstract "N/A" stands for a missing abstract',
        f'{f}:4: abstract "-" stands for a missing abstract',
        f'{f}:5: abstract "TBD" stands for a missing abstract']
    assert not any("word" in str(w) for w in report.warnings)
