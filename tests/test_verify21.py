"""Session 21's verification trial: inputs a user of OpenAlex, Zotero and hand-kept DOIs has.

A single OpenAlex work saved as ``.json`` (what ``/works/W...`` returns) is one record; an OpenAlex
work with a DOI is known by its DOI (or arXiv id), not by its OpenAlex id, so another copy of the
paper joins it; a DOI mixing a Latin-1 and a UTF-8 escape keeps the UTF-8 one UTF-8; Zotero's
"Last, First; Last, First" authors are written "First Last", as the other readers write them.
"""
import json
from pathlib import Path

from kg.read import ReadReport, read

ABS = ("We propose a sparse attention kernel for long sequences. It relies on block tiling "
       "and is evaluated on two benchmarks, where it reduces memory by half.")


def _inverted(text: str) -> dict:
    index: dict = {}
    for i, word in enumerate(text.split()):
        index.setdefault(word, []).append(i)
    return index


def _work(**fields) -> dict:
    work = {"id": "https://openalex.org/W4000000001", "display_name": "Sparse Kernels",
            "publication_year": 2024, "abstract_inverted_index": _inverted(ABS),
            "authorships": [{"author": {"display_name": "Ada Moreau"}}]}
    work.update(fields)
    return work


def test_one_openalex_work_saved_as_json_is_one_record(tmp_path: Path) -> None:
    f = tmp_path / "W4000000001.json"
    f.write_text(json.dumps(_work()), encoding="utf-8")
    report = ReadReport()
    (paper,) = read([f], report=report)
    assert paper.abstract == ABS
    assert paper.title == "Sparse Kernels"
    assert paper.authors == ("Ada Moreau",)
    assert report.warnings == []


def test_an_openalex_work_with_a_doi_is_known_by_it_and_joins_another_copy(tmp_path: Path) -> None:
    works = tmp_path / "works.jsonl"
    works.write_text(json.dumps(_work(doi="https://doi.org/10.48550/arXiv.2401.01234")) + "\n"
                     + json.dumps(_work(id="https://openalex.org/W4000000002", doi="https://doi.org/10.1000/XYZ",
                                        abstract_inverted_index=_inverted(ABS + " Code is public."))) + "\n"
                     + json.dumps(_work(id="https://openalex.org/W4000000003", doi=None,
                                        abstract_inverted_index=_inverted(ABS + " It is small."))) + "\n",
                     encoding="utf-8")
    bib = tmp_path / "refs.bib"
    bib.write_text("@misc{moreau24,\n  title = {Sparse Kernels},\n  eprint = {2401.01234},\n"
                   "  archivePrefix = {arXiv},\n  abstract = {" + ABS + "},\n}\n", encoding="utf-8")
    report = ReadReport()
    papers = list(read([works, bib], report=report))
    # the arXiv copy has the OpenAlex work's identity, so the build makes them one paper (no
    # "same abstract under another id; both kept" warning); a work without a DOI keeps its id
    assert [p.id for p in papers] == ["2401.01234", "10.1000/xyz", "W4000000003", "2401.01234"]
    assert [p.openalex for p in papers] == ["W4000000001", "W4000000002", "W4000000003", None]
    assert [p.arxiv for p in papers] == ["2401.01234", None, None, "2401.01234"]
    assert papers[0].authors == ("Ada Moreau",)
    assert report.warnings == []


def test_an_openalex_work_whose_doi_is_no_doi_keeps_its_openalex_id(tmp_path: Path) -> None:
    f = tmp_path / "works.jsonl"
    f.write_text(json.dumps(_work(doi="https://doi.org/not-a-doi")) + "\n", encoding="utf-8")
    report = ReadReport()
    (paper,) = read([f], report=report)
    assert (paper.id, paper.doi, paper.openalex) == ("W4000000001", None, "W4000000001")
    assert len(report.warnings) == 1 and "not a DOI" in report.warnings[0].message


def test_a_doi_with_a_latin1_and_a_utf8_escape_decodes_each_run_on_its_own(tmp_path: Path) -> None:
    f = tmp_path / "dois.jsonl"
    f.write_text(json.dumps({"id": "a", "abstract": ABS, "doi": "10.1000/caf%E9-stra%C3%9Fe"}) + "\n",
                 encoding="utf-8")
    report = ReadReport()
    (paper,) = read([f], report=report)
    assert paper.doi == "10.1000/café-straße"
    assert [w.message for w in report.warnings] == [
        'DOI "10.1000/caf%E9-stra%C3%9Fe" holds percent escapes that are no UTF-8; decoded as Latin-1, '
        "'10.1000/café-straße'"]


def test_zotero_last_first_authors_are_written_first_last(tmp_path: Path) -> None:
    f = tmp_path / "zotero.csv"
    f.write_text('\ufeff"Key","Item Type","Publication Year","Author","Title","Publication Title",'
                 '"Abstract Note"\n'
                 f'"AB12CD34","conferencePaper","2023","Okafor, Chidi; Lindqvist, Maja","Sparse Kernels",'
                 f'"Advances in Neural Information Processing Systems","{ABS}"\n'
                 f'"EF56GH78","journalArticle","2022","Rossi, Giulia; OpenAI; Smith, Jr., John","Other",'
                 f'"","{ABS} It is small."\n', encoding="utf-8")
    first, second = read([f])
    assert first.authors == ("Chidi Okafor", "Maja Lindqvist")
    assert first.venue == "NeurIPS 2023"
    # not every name "Last, First": left as written
    assert second.authors == ("Rossi, Giulia", "OpenAI", "Smith, Jr., John")
