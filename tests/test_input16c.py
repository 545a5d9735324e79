"""BibTeX crossref chains and crossrefs across files, as a verification trial met them
(session 16): the venue of a paper in a proceedings volume of a series is the volume, also when
the series has a journal or booktitle; a crossref into a file read later in the same build names
that file and line."""
from __future__ import annotations

from kg.pipeline import read_papers
from kg.read import ReadReport

PAPER = """@inproceedings{{p1,
  title = {{A Paper on Graph Learning}},
  abstract = {{We propose a method for graph learning and evaluate it on two datasets with strong
    results across many settings and baselines in this work of ours.}},
  crossref = {{{ref}}}
}}
"""
VOLUME = """@proceedings{{vol,
  title = {{Proceedings of the Ninth Workshop on Imaginary Learning}},
  year = {{2024}}{extra}
}}
"""
SERIES = """@book{series,
  title = {Imaginary Series},
  journal = {Proceedings of Imaginary Research},
  booktitle = {Imaginary Lecture Notes}
}
"""


def test_the_venue_of_a_chain_is_the_volume_not_the_series(tmp_path):
    bib = tmp_path / "chain.bib"
    bib.write_text(PAPER.format(ref="vol") + VOLUME.format(extra=",\n  crossref = {series}") + SERIES)
    report = ReadReport()
    papers = read_papers([bib], None, report)
    assert [(p.venue, p.year) for p in papers] == [("Proceedings of the Ninth Workshop on Imaginary Learning", 2024)]


def test_a_crossref_into_a_file_read_later_names_it(tmp_path):
    (tmp_path / "a.bib").write_text(PAPER.format(ref="vol"))
    (tmp_path / "b.bib").write_text(VOLUME.format(extra=""))
    report = ReadReport()
    read_papers([tmp_path / "a.bib", tmp_path / "b.bib"], None, report)
    # (the message, not the path: pytest's folder name holds the test's name, "crossref")
    said = [str(w) for w in report.warnings if "crossref" in w.message]
    assert len(said) == 1 and "names the entry at" in said[0] and "b.bib:1" in said[0]
    # a file of volume entries only says so once (no second "no records" warning)
    assert not any("no records" in w.message for w in report.warnings)
