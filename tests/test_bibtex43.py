"""\\textbackslash drops the space after it, as LaTeX does and as the other character macros
(\\textbraceleft, \\textunderscore) already did (session 43: "\\textbackslash x" read "\\ x")."""
from __future__ import annotations

from kg.clean import clean
from kg.read import ReadReport, read


def test_textbackslash_drops_the_control_word_space():
    assert clean("Paths like C:\\textbackslash Users\\textbackslash{}data are read.").text == \
        "Paths like C:\\Users\\data are read."
    assert clean("a \\textbackslash{} b").text == "a \\ b"  # an empty group ends the name: the space stays
    assert clean("the \\textbackslash\n  n escape").text == "the \\n escape"  # one line break is a space too


def test_textbackslash_in_a_bibtex_abstract(tmp_path):
    path = tmp_path / "refs.bib"
    path.write_text("@inproceedings{k1,\n  title = {Escapes in text},\n  abstract = {We parse the \\textbackslash t "
                    "escape with a small transformer model.},\n  year = {2025}\n}\n")
    report = ReadReport()
    papers = list(read([path], report=report))
    assert [clean(p.abstract).text for p in papers] == ["We parse the \\t escape with a small transformer model."]
    assert not report.skipped
