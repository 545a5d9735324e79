"""Readers, session 32 (a new user's trial, verify8): OpenAlex works of arXiv preprints with no
DOI, OpenAlex's name for arXiv, inverted indexes with dropped words, and over-long abstracts
padded with punctuation."""
from __future__ import annotations

import json
from pathlib import Path

from kg.read import ReadReport, canonical_venue, read

ABS = ("We propose a sparse mixture of experts for long document retrieval and evaluate it on three "
       "public collections, where it improves recall at ten by four points over dense retrievers.")


def _inverted(text: str, drop: tuple[int, ...] = ()) -> dict:
    index: dict[str, list[int]] = {}
    for i, word in enumerate(text.split()):
        if i not in drop:
            index.setdefault(word, []).append(i)
    return index


def test_an_openalex_preprint_without_doi_is_the_same_paper_as_its_arxiv_copy(tmp_path: Path) -> None:
    arxiv_copy = {"entry_id": "http://arxiv.org/abs/2305.01234v2", "title": "Sparse Experts",
                  "summary": ABS, "published": "2023-05-02T00:00:00+00:00"}
    work = {"id": "https://openalex.org/W77", "doi": None, "display_name": "Sparse Experts",
            "publication_year": 2023, "abstract_inverted_index": _inverted(ABS),
            "primary_location": {"source": {"display_name": "arXiv (Cornell University)"},
                                 "landing_page_url": "http://arxiv.org/abs/2305.01234"}}
    a = tmp_path / "arxiv.jsonl"
    a.write_text(json.dumps(arxiv_copy) + "\n", encoding="utf-8")
    b = tmp_path / "openalex.json"
    b.write_text(json.dumps({"meta": {"count": 1}, "results": [work]}), encoding="utf-8")
    papers = list(read([a, b], report=ReadReport()))
    assert [(p.id, p.arxiv) for p in papers] == [("2305.01234", "2305.01234"), ("2305.01234", "2305.01234")]
    assert papers[1].venue == "arXiv 2023"


def test_an_openalex_work_with_a_doi_keeps_its_doi_and_a_later_arxiv_location_is_not_its_id(tmp_path: Path) -> None:
    work = {"id": "https://openalex.org/W78", "doi": "https://doi.org/10.1000/xyz", "display_name": "T",
            "abstract_inverted_index": _inverted(ABS),
            "locations": [{"landing_page_url": "https://arxiv.org/abs/2305.09999"}]}
    f = tmp_path / "w.json"
    f.write_text(json.dumps(work), encoding="utf-8")
    (p,) = read([f], report=ReadReport())
    assert (p.id, p.doi) == ("10.1000/xyz", "10.1000/xyz")


def test_arxiv_is_one_venue_whatever_the_source_calls_it() -> None:
    assert [canonical_venue(v, 2024) for v in ("arXiv (Cornell University)", "CoRR", "arXiv e-prints")] == [
        "arXiv 2024", "arXiv 2024", "arXiv 2024"]


def test_an_inverted_index_with_a_dropped_word_gives_the_rest_with_a_warning(tmp_path: Path) -> None:
    work = {"id": "https://openalex.org/W79", "doi": "10.1000/gap", "display_name": "Gaps",
            "abstract_inverted_index": _inverted(ABS, drop=(3,))}
    f = tmp_path / "gap.json"
    f.write_text(json.dumps(work), encoding="utf-8")
    report = ReadReport()
    (p,) = read([f], report=report)
    words = ABS.split()
    assert p.abstract == " ".join(words[:3] + words[4:])
    assert [str(w) for w in report.warnings] == [
        f"{f}:1: abstract_inverted_index (OpenAlex) leaves out 1 of its {len(words)} positions; "
        "the abstract is read without the words there"]


def test_a_text_file_of_one_paper_gives_its_first_line_as_the_title(tmp_path: Path) -> None:
    for first in ("Sparse Experts for Retrieval", "Title: Sparse Experts for Retrieval"):
        f = tmp_path / "paper.txt"
        f.write_text(f"{first}\n\n{ABS}\n", encoding="utf-8")
        report = ReadReport()
        (p,) = read([f], report=report)
        assert (p.title, p.abstract, p.venue) == ("Sparse Experts for Retrieval", ABS, None)
        assert [str(w) for w in report.warnings] == [
            f"{f}:1: first line \"Sparse Experts for Retrieval\" read as the title of the one abstract after it "
            "(it names no venue and no year; a venue dump starts with a line such as 'ICML 2026 Papers')"]


def test_a_venue_header_stays_a_header(tmp_path: Path) -> None:
    cases = {"Retrieval Reading List\n\nA\n\nB\n": "Retrieval Reading",  # two abstracts: a dump ("list" is a header word)
             "NeurIPS Papers\n\nA\n": "NeurIPS",  # a venue name
             "Accepted Abstracts\n\nA\n": None}  # a header word
    other = ABS.replace("sparse", "dense")
    for text, venue in cases.items():
        f = tmp_path / "dump.txt"
        f.write_text(text.replace("A\n", ABS + "\n", 1).replace("B\n", other + "\n"), encoding="utf-8")
        papers = list(read([f], report=ReadReport()))
        assert papers[0].title is None and papers[0].abstract == ABS
        assert papers[0].venue == venue
