"""Session 50 (fixD50, item 2): two copies of one abstract that differ only in letter case of
a word or in a lost final full stop are one paper, merged with the warning of the other
typography merges; the kept text is the first copy's, unchanged; two different abstracts
stay two papers."""
from __future__ import annotations

from kg.read import ReadReport, dedupe, read, same_abstract

# abstracts written for these tests
A = ("We study how MLLMs ground spatial words in street images. Our probe shows that they "
     "confuse left and right, and a small adapter fixes most errors.")


def _papers(tmp_path, *abstracts):
    f = tmp_path / "dump.txt"
    f.write_text("\n\n".join(abstracts) + "\n", encoding="utf-8")
    report = ReadReport()
    papers = list(dedupe(read([f], report=report), report))
    same = [w for w in report.warnings if "same abstract as paper" in w.message]
    return papers, report, same


def test_same_abstract_ignores_letter_case_and_final_punctuation():
    assert same_abstract(A, A.replace("MLLMs", "Mllms"))
    assert same_abstract(A, A.rstrip("."))
    assert same_abstract(A, A.rstrip(".") + " ...")
    assert not same_abstract(A, A.replace("left and right", "up and down"))
    assert not same_abstract(A, A.replace("small adapter", "smaller adapter"))


def test_a_copy_in_other_letter_case_is_merged_with_a_warning(tmp_path):
    papers, report, same = _papers(tmp_path, A, A.replace("MLLMs", "Mllms"))
    assert len(papers) == 1 and papers[0].abstract == A
    assert report.duplicates == 1
    assert [w.source for w in same] == [f"{tmp_path / 'dump.txt'}:3"]


def test_a_copy_without_its_final_full_stop_is_merged_with_a_warning(tmp_path):
    papers, report, same = _papers(tmp_path, A.rstrip("."), A)
    assert len(papers) == 1 and papers[0].abstract == A.rstrip(".")  # the first copy, as written
    assert report.duplicates == 1
    assert [w.source for w in same] == [f"{tmp_path / 'dump.txt'}:3"]


def test_two_different_abstracts_stay_two_papers(tmp_path):
    papers, report, same = _papers(tmp_path, A, A.replace("a small adapter", "a large adapter"))
    assert len(papers) == 2 and report.duplicates == 0 and same == []
