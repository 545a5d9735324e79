"""Session 46 input fixes, third round: an id-less record of a stored paper's abstract under
another title keeps the stored title (as a single build keeps the first record's), with a
warning naming both; a record merged into an earlier one of its id gives it the OpenAlex link,
authors and venue it lacks, whichever comes first; a duplicate note names the title the paper
ends up with; cp1252's undefined bytes are read as U+FFFD and a cp1252 line's warning names its
bytes; a store build's summary counts the duplicates merged."""
from __future__ import annotations

import json
from pathlib import Path

from kg.read import ReadReport, dedupe, read

ABS_A = "We propose MarmotNet, a graph encoder for crystal property regression, reaching 0.031 MAE on GemSet."
ABS_B = "We introduce BadgerSeg for road scene parsing and report 79.4 mIoU on StreetScapes."


def _read(paths: list[Path]) -> tuple[list, ReadReport]:
    report = ReadReport()
    return list(dedupe(read(paths, report=report), report)), report


def _said(items: list, tmp_path: Path, word: str = "") -> list[str]:
    return [str(x).replace(f"{tmp_path}/", "") for x in items if word in str(x)]


# ---------------------------------------------------------------- (1) store: the stored title stays

def test_store_keeps_the_stored_title_of_an_id_less_paper(tmp_path: Path) -> None:
    from kg.pipeline import build

    store = tmp_path / "store"
    first = tmp_path / "a.jsonl"
    first.write_text(json.dumps({"title": "BadgerSeg: First Name", "abstract": ABS_B}) + "\n"
                     + json.dumps({"title": "Marmot", "abstract": ABS_A}) + "\n")
    build([str(first)], out_dir=None, store=store)
    later = tmp_path / "b.jsonl"
    later.write_text(json.dumps({"title": "Another Name For Badger", "abstract": ABS_B}) + "\n")
    g, summary = build([str(later)], out_dir=None, store=store)
    assert summary.store == {"new": 0, "updated": 0, "unchanged": 1}
    said = [w.replace(f"{tmp_path}/", "") for w in summary.warnings]
    pid = said[0].split("paper ", 1)[1].split(" ", 1)[0]
    assert pid.startswith("'h-")
    assert said == [
        f"b.jsonl:1: same abstract as paper {pid} of the store, neither with an id: one paper; kept the stored "
        "record; its title 'Another Name For Badger' is not that record's 'BadgerSeg: First Name', which the "
        "paper keeps (give the records an id to make a new title an update)"]
    titles = sorted(str(o) for o in g.objects(None, _title()))
    assert "BadgerSeg: First Name" in titles and "Another Name For Badger" not in titles


def test_store_same_title_other_fields_is_still_an_update(tmp_path: Path) -> None:
    from kg.pipeline import build

    store = tmp_path / "store"
    first = tmp_path / "a.jsonl"
    first.write_text(json.dumps({"title": "BadgerSeg", "abstract": ABS_B}) + "\n")
    build([str(first)], out_dir=None, store=store)
    later = tmp_path / "b.jsonl"
    later.write_text(json.dumps({"title": "badgerseg", "abstract": ABS_B, "year": 2025}) + "\n")
    _, summary = build([str(later)], out_dir=None, store=store)
    assert summary.store == {"new": 0, "updated": 1, "unchanged": 0}
    assert not summary.warnings


def _title():
    from rdflib.namespace import DCTERMS

    return DCTERMS.title


# ---------------------------------------------------------------- (5) store summary counts duplicates

def test_store_summary_counts_duplicates_merged(tmp_path: Path) -> None:
    from kg.pipeline import build

    f = tmp_path / "a.jsonl"
    row = json.dumps({"title": "Marmot", "abstract": ABS_A}) + "\n"
    f.write_text(row + row + json.dumps({"title": "Badger", "abstract": ABS_B}) + "\n")
    _, summary = build([str(f)], out_dir=None, store=tmp_path / "store")
    first = summary.format().splitlines()[:2]
    assert first[0] == "papers: 2 in the graph (3 records read, 0 skipped, 0 warnings, 1 duplicate merged)"
    assert first[1].startswith("store: 2 new, 0 updated, 0 unchanged (of the 2 papers read")
    _, plain = build([str(f)], out_dir=None)
    assert plain.format().splitlines()[0] == first[0]


# ---------------------------------------------------------------- (2) a same-id merge fills gaps

def _openalex_work(tmp_path: Path) -> Path:
    words = ABS_A.split()
    index: dict[str, list[int]] = {}
    for i, w in enumerate(words):
        index.setdefault(w, []).append(i)
    work = {"id": "https://openalex.org/W4242424242", "doi": "https://doi.org/10.5555/MARMOT.7",
            "title": "Marmot", "publication_year": 2024, "abstract_inverted_index": index,
            "authorships": [{"author": {"display_name": "Ada Stone"}}],
            "primary_location": {"source": {"display_name": "Journal of Burrows"}}}
    p = tmp_path / "oa.jsonl"
    p.write_text(json.dumps(work) + "\n")
    return p


def test_a_doi_row_read_first_takes_the_openalex_link_authors_and_venue(tmp_path: Path) -> None:
    oa = _openalex_work(tmp_path)
    csv = tmp_path / "doi.csv"
    csv.write_text(f'doi,title,abstract\n10.5555/marmot.7,MarmotNet: Crystal Graphs,"{ABS_A}"\n')
    for order in ([csv, oa], [oa, csv]):
        papers, report = _read(order)
        assert len(papers) == 1
        p = papers[0]
        assert (p.id, p.openalex, p.authors) == ("10.5555/marmot.7", "W4242424242", ("Ada Stone",))
        assert p.venue == "Journal of Burrows"
        assert report.duplicates == 1
    assert _read([csv, oa])[0][0].title == "MarmotNet: Crystal Graphs"  # the first title stays
    assert _read([oa, csv])[0][0].title == "Marmot"


# ---------------------------------------------------------------- (3) the note names the final title

def test_duplicate_note_names_the_title_the_paper_ends_up_with(tmp_path: Path) -> None:
    f = tmp_path / "t.jsonl"
    f.write_text(json.dumps({"title": "Badger One", "abstract": ABS_B}) + "\n"
                 + json.dumps({"title": "Badger Two", "abstract": ABS_B}) + "\n"
                 + json.dumps({"id": "bx", "title": "Badger With Id", "abstract": ABS_B}) + "\n")
    papers, report = _read([f])
    assert [(p.id, p.title) for p in papers] == [("bx", "Badger With Id")]
    notes = _said(report.notes, tmp_path)
    assert len(notes) == 1 and notes[0].startswith("t.jsonl:2: same paper as t.jsonl:1 (same abstract, neither")
    assert notes[0].endswith("merged into it as a duplicate; its title 'Badger Two' is not that record's "
                             "'Badger One', and the paper keeps neither but 'Badger With Id', the title of the "
                             "record with an id of this abstract")
    assert _said(report.warnings, tmp_path) == [
        "t.jsonl:1: same abstract as paper 'bx' (t.jsonl:3); kept that record, which has an id; its title "
        "'Badger One' is not that record's 'Badger With Id', which the paper keeps"]


def test_duplicate_note_without_a_twin_is_as_before(tmp_path: Path) -> None:
    f = tmp_path / "t.jsonl"
    f.write_text(json.dumps({"title": "Badger One", "abstract": ABS_B}) + "\n"
                 + json.dumps({"title": "Badger Two", "abstract": ABS_B}) + "\n")
    papers, report = _read([f])
    assert [p.title for p in papers] == ["Badger One"]
    assert _said(report.notes, tmp_path)[0].endswith(
        "merged into it as a duplicate; its title 'Badger Two' is not that record's 'Badger One', which the "
        "paper keeps")


def test_titles_differ_clause() -> None:
    from kg.read import _titles_differ

    assert _titles_differ("B", "A", "A") == ("B", "A")
    assert _titles_differ("B", "A", "C") == ("B", "A", "C")
    assert _titles_differ("c", "A", "C") is None  # the dropped title is the one kept
    assert _titles_differ("a", "A", "A") is None
    assert _titles_differ(None, "A", "C") is None


# ---------------------------------------------------------------- (4) cp1252's undefined bytes

def test_undefined_cp1252_bytes_become_replacement_characters(tmp_path: Path) -> None:
    f = tmp_path / "c.jsonl"
    f.write_bytes(b'{"title": "Mar\x81mot \x93Net\x94", "abstract": "' + ABS_A.encode() + b'"}\n')
    papers, report = _read([f])
    assert papers[0].title == "Mar\ufffdmot \u201cNet\u201d"
    assert _said(report.warnings, tmp_path) == [
        "c.jsonl:1: not valid UTF-8; this line was decoded as cp1252 (0x81 as U+FFFD at byte 15 (undefined "
        "in cp1252), 0x93 as '\u201c' at byte 20, 0x94 as '\u201d' at byte 24)"]


def test_a_one_line_latin1_file_names_its_bytes(tmp_path: Path) -> None:
    f = tmp_path / "l.jsonl"
    f.write_bytes(b'{"title": "Gr\xfc\xdfe", "abstract": "' + ABS_A.encode() + b'"}\n')
    papers, report = _read([f])
    assert papers[0].title == "Gr\u00fc\u00dfe"
    assert _said(report.warnings, tmp_path) == [
        "l.jsonl:1: not valid UTF-8; this line was decoded as cp1252 (0xFC as '\u00fc' at byte 14, 0xDF as "
        "'\u00df' at byte 15)"]


def test_a_cp1252_file_counts_its_undefined_bytes(tmp_path: Path) -> None:
    f = tmp_path / "w.jsonl"
    f.write_bytes(b'{"title": "Caf\xe9 \x9d", "abstract": "' + ABS_A.encode() + b'"}\n'
                  + b'{"title": "\x93B\x94 \x8f", "abstract": "' + ABS_B.encode() + b'"}\n')
    papers, report = _read([f])
    assert [p.title for p in papers] == ["Caf\u00e9 \ufffd", "\u201cB\u201d \ufffd"]
    assert _said(report.warnings, tmp_path) == [
        "w.jsonl: not valid UTF-8: read as cp1252 (2 of its 2 lines are not UTF-8, the first line 1, byte "
        "offset 14); 2 bytes that cp1252 leaves undefined read as U+FFFD, the first 0x9D on line 1 at byte 17; "
        "UTF-8 is the safer encoding to save it in"]


def test_a_mixed_line_reads_an_undefined_byte_as_replacement(tmp_path: Path) -> None:
    f = tmp_path / "m.jsonl"
    f.write_bytes(b'{"title": "Na\xc3\xafve \x90", "abstract": "' + ABS_A.encode() + b'"}\n')
    papers, report = _read([f])
    assert papers[0].title == "Na\u00efve \ufffd"
    assert _said(report.warnings, tmp_path) == [
        "m.jsonl:1: not valid UTF-8 throughout: 1 byte read as cp1252 (0x90 as U+FFFD at byte 19 (undefined "
        "in cp1252)); the rest of the line is valid UTF-8 and read as UTF-8"]


def test_two_openalex_works_of_one_doi_are_warned(tmp_path: Path) -> None:
    oa = _openalex_work(tmp_path)
    second = json.loads(oa.read_text())
    second["id"] = "https://openalex.org/W4343434343"
    other = tmp_path / "oa2.jsonl"
    other.write_text(json.dumps(second) + "\n")
    papers, report = _read([oa, other])
    assert [(p.id, p.openalex) for p in papers] == [("10.5555/marmot.7", "W4242424242")]
    assert _said(report.warnings, tmp_path) == [
        "oa2.jsonl:1: same paper '10.5555/marmot.7' as oa.jsonl:1 under another OpenAlex work, W4343434343, "
        "than that record's W4242424242: merged into it, and the graph links only W4242424242"]
