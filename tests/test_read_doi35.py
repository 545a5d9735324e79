"""One paper in two files (session 35): a JSONL record with an id of its own and a DOI, and a
BibTeX entry known by its DOI only, with one abstract, are one paper
(:func:`kg.read.doi_copy_of`; DOIs compared in small letters, DOI Handbook 2.4), in one build and
across ``--store`` builds; records with two ids of their own stay two papers.
"""
from __future__ import annotations

import json
from pathlib import Path

from kg.pipeline import build
from kg.read import ReadReport, dedupe, doi_copy_of, known_by_doi, read
from kg.store import GraphStore

ABSTRACT = ("We introduce TriNet, a ranking model that reads three views of a citation graph. "
            "TriNet raises accuracy on two citation benchmarks by three points over the best baseline.")
TITLE = "TriNet: Three Views for Node Ranking"


def _jsonl(path: Path, *records: dict) -> str:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    return str(path)


def _bib(path: Path, doi: str = "10.5555/TRINET", abstract: str = ABSTRACT) -> str:
    path.write_text("@inproceedings{smith24,\n"
                    f"  title={{{TITLE}}},\n"
                    "  author={Smith, Alice and Jones, Bob},\n"
                    f"  abstract={{{abstract}}},\n"
                    f"  doi={{{doi}}},\n"
                    "  year={2024}\n}\n", encoding="utf-8")
    return str(path)


def _record(**extra) -> dict:
    return {"id": "2401.00001", "doi": "10.5555/trinet", "title": TITLE, "abstract": ABSTRACT,
            "url": None, **extra}


def _papers(*paths: str):
    report = ReadReport()
    return list(dedupe(list(read(list(paths), report=report)), report)), report


def test_a_bibtex_entry_known_by_its_doi_is_the_jsonl_record_with_that_doi_and_abstract(tmp_path):
    for order in ((0, 1), (1, 0)):  # whichever file comes first
        files = [_jsonl(tmp_path / "p.jsonl", _record()), _bib(tmp_path / "r.bib")]
        papers, report = _papers(*(files[i] for i in order))
        assert [p.id for p in papers] == ["2401.00001"]
        assert papers[0].doi == "10.5555/trinet" and papers[0].source.endswith("p.jsonl:1")
        assert report.duplicates == 1 and report.merged == {"2401.00001": [str(tmp_path / "r.bib") + ":1"]}
        warnings = [str(w) for w in report.warnings]
        assert len(warnings) == 1, warnings
        assert "r.bib:1: same DOI 10.5555/trinet and abstract as paper '2401.00001'" in warnings[0]
        assert "kept that record, whose id is its own" in warnings[0]


def test_the_record_kept_takes_the_url_it_lacks_from_the_doi_copy(tmp_path):
    bib = tmp_path / "r.bib"
    bib.write_text("@article{x,\n  title={" + TITLE + "},\n  abstract={" + ABSTRACT + "},\n"
                   "  doi={10.5555/TriNet},\n  url={https://example.org/trinet}\n}\n", encoding="utf-8")
    papers, _ = _papers(_jsonl(tmp_path / "p.jsonl", {"id": "or-7", "doi": "10.5555/trinet", "abstract": ABSTRACT}),
                        str(bib))
    assert [(p.id, p.url) for p in papers] == [("or-7", "https://example.org/trinet")]


def test_the_doi_rule_needs_the_same_abstract_and_the_same_doi(tmp_path):
    other = ABSTRACT.replace("three points", "five points")
    papers, report = _papers(_jsonl(tmp_path / "p.jsonl", _record()), _bib(tmp_path / "r.bib", abstract=other))
    assert sorted(p.id for p in papers) == ["10.5555/trinet", "2401.00001"]
    assert any("DOI 10.5555/trinet is also that of paper" in str(w) for w in report.warnings)
    papers, _ = _papers(_jsonl(tmp_path / "p.jsonl", _record()), _bib(tmp_path / "r.bib", doi="10.5555/trinet2"))
    assert sorted(p.id for p in papers) == ["10.5555/trinet2", "2401.00001"]


def test_two_ids_of_their_own_stay_two_papers_even_with_one_doi_and_abstract(tmp_path):
    papers, report = _papers(_jsonl(tmp_path / "p.jsonl", _record(),
                                    {"id": "or-7", "doi": "10.5555/TRINET", "abstract": ABSTRACT}))
    assert [p.id for p in papers] == ["2401.00001", "or-7"]
    assert any("under another id 'or-7'; both kept" in str(w) for w in report.warnings)


def test_known_by_doi_and_doi_copy_of():
    assert known_by_doi("10.5555/TriNet", "10.5555/trinet")
    assert not known_by_doi("2401.00001", "10.5555/trinet") and not known_by_doi("x", None)
    assert doi_copy_of("10.5555/trinet", "10.5555/trinet", ABSTRACT, "2401.00001", "10.5555/TRINET",
                       "  " + ABSTRACT.replace(". ", ".  "))
    # the other way round (the record with its own id is no copy), and two DOI-known records
    assert not doi_copy_of("2401.00001", "10.5555/trinet", ABSTRACT, "10.5555/trinet", "10.5555/trinet", ABSTRACT)
    assert not doi_copy_of("10.5555/trinet", "10.5555/trinet", ABSTRACT, "10.5555/TRINET", "10.5555/TRINET", ABSTRACT)


def test_the_doi_rule_holds_across_store_builds(tmp_path):
    jsonl, bib = _jsonl(tmp_path / "p.jsonl", _record()), _bib(tmp_path / "r.bib")
    # "a": since session 47 the stored paper takes the dropped copy's key, url and input file, as one
    # build of both files gives it (docs/STORE.md), so the copy updates it
    for name, first, second, counts in (("a", jsonl, bib, {"new": 0, "updated": 1, "unchanged": 0}),
                                        ("b", bib, jsonl, {"new": 0, "updated": 1, "unchanged": 0})):
        store = tmp_path / f"store-{name}"
        build([first], out_dir=tmp_path / f"out-{name}1", store=store, html=False)
        _, summary = build([second], out_dir=tmp_path / f"out-{name}2", store=store, html=False)
        assert summary.store == counts
        assert any("same DOI 10.5555/trinet and abstract as paper" in w for w in summary.warnings), summary.warnings
        with GraphStore.open(store, read_only=True) as st:
            assert [d["paper"]["id"] for d in st.load_records()] == ["2401.00001"]
