"""BibTeX values with escaped braces are read whole, and \\~{} and \\textbraceleft read as LaTeX
prints them (session 42: an escaped closing brace and a later % made the entry be skipped as
unclosed; a tilde vanished; the space after \\textbraceleft stayed)."""
from __future__ import annotations

from kg.clean import clean
from kg.read import ReadReport, read

Z = "\n@misc{z,\n title={Z},\n abstract={Another abstract about graphs and networks.}\n}\n"


def _read(tmp_path, bib: str):
    path = tmp_path / "refs.bib"
    path.write_text(bib + Z)
    report = ReadReport()
    return path, list(read([path], report=report)), report


def test_an_escaped_closing_brace_then_a_percent_is_read(tmp_path):
    _, papers, report = _read(tmp_path, "@inproceedings{c1,\n  title = {Sets \\{a, b\\}},\n  abstract = {Sets \\} "
                                        "with 50% fewer graph neural networks.},\n  year = {2024}\n}\n")
    assert [p.title for p in papers] == ["Sets \\{a, b\\}", "Z"]
    assert papers[0].abstract == "Sets \\} with 50% fewer graph neural networks."
    assert not report.skipped


def test_an_escaped_opening_brace_keeps_the_comments_out(tmp_path):
    _, papers, report = _read(tmp_path, "@inproceedings{c2,\n  title = {Only \\{ opens},\n  % a note\n  abstract = "
                                        "{An abstract about graph neural networks.},\n  year = {2024}\n}\n")
    assert papers[0].abstract == "An abstract about graph neural networks."
    assert not report.skipped


def test_an_unclosed_entry_is_still_named(tmp_path):
    path, papers, report = _read(tmp_path, "@inproceedings{c4,\n  title = {Open {brace},\n  abstract = "
                                           "{An abstract about graph networks.},\n  year = {2024}\n}\n")
    assert [p.title for p in papers] == ["Z"]
    assert [str(s) for s in report.skipped] == [
        f"{path}:1: BibTeX entry 'c4' could not be parsed: the value of field 'title' (opened at line 2) is still "
        "open where the next entry starts at line 7: it runs over the fields after it ('abstract', 'year') to the "
        "entry's last '}' (an unclosed '{' in it, at line 2?); skipped"]  # (the lines since session 61)


def test_latex_tilde_and_control_word_space():
    assert clean("A tilde \\~{}user and \\^{}caret.").text == "A tilde ~user and ^caret."
    assert clean("A brace \\textbraceleft x and \\textbraceright{} y.").text == "A brace {x and } y."
    assert clean("a \\textless b \\textgreater\\ c").text == "a < b > c"  # no "<b >" tag
