"""Session 46 input fixes: lines mixing UTF-8 and cp1252, OpenAlex work ids, Semantic Scholar's
publicationVenue, a CSV Date column, arXiv entries as feedparser writes them, and the note on
records merged for one abstract naming both titles."""
from __future__ import annotations

import json
from pathlib import Path

from kg.read import ReadReport, dedupe, read

# A UTF-8 "Naïve" and "Müller" beside cp1252 quotes and a dash (0x93, 0x94, 0x96) in one line.
MIXED = ("Na\u00efve M\u00fcller".encode("utf-8"), b"\x93Quick\x94 \x96 done")
ABS_A = "We propose QuoteNet, a parser for legal text. QuoteNet reaches 77.0% F1 on ContractQA."
ABS_B = "We present DashNet for audio tagging; DashNet improves mAP by 2.5 points on SoundSet."


def _mixed_abstract() -> bytes:
    return b"We study " + MIXED[0] + b" models, " + MIXED[1] + b"."


WANT = "We study Na\u00efve M\u00fcller models, \u201cQuick\u201d \u2013 done."


# ---------------------------------------------------------------- (1) UTF-8 beside cp1252

def test_a_jsonl_line_mixing_utf8_and_cp1252_keeps_its_utf8(tmp_path: Path) -> None:
    good = json.dumps({"id": "g", "abstract": ABS_A}).encode()
    bad = b'{"id": "m", "title": "Na\xc3\xafve", "abstract": "' + _mixed_abstract() + b'"}'
    p = tmp_path / "mixed.jsonl"
    p.write_bytes(good + b"\n" + bad + b"\n")
    report = ReadReport()
    papers = {x.id: x for x in read([p], report=report)}
    assert papers["m"].title == "Na\u00efve"
    assert papers["m"].abstract == WANT
    assert papers["g"].abstract == ABS_A
    [w] = report.warnings
    at = bad.index(b"\x93") + 1
    assert str(w) == (f"{p}:2: not valid UTF-8 throughout: 3 bytes read as cp1252 (0x93 as '\u201c' at byte {at}, "
                      f"0x94 as '\u201d' at byte {at + 6}, 0x96 as '\u2013' at byte {at + 8}); the rest of the "
                      "line is valid UTF-8 and read as UTF-8")


def test_a_bom_before_a_mixed_first_line_is_dropped(tmp_path: Path) -> None:
    p = tmp_path / "bom.jsonl"
    p.write_bytes(b"\xef\xbb\xbf" + b'{"id": "m", "abstract": "' + _mixed_abstract() + b'"}\n')
    report = ReadReport()
    [paper] = read([p], report=report)
    assert paper.abstract == WANT
    assert report.warnings[0].source == f"{p}:1" and "at byte 66" in report.warnings[0].message


def test_a_csv_bibtex_and_json_file_read_whole_keep_utf8_beside_cp1252(tmp_path: Path) -> None:
    csv = tmp_path / "m.csv"
    csv.write_bytes(b"id,abstract\nc1,\"" + _mixed_abstract() + b"\"\n")
    bib = tmp_path / "m.bib"
    bib.write_bytes(b"@article{k1,\n  title = {T},\n  abstract = {" + _mixed_abstract() + b"},\n}\n")
    js = tmp_path / "m.json"
    js.write_bytes(b'[\n  {"id": "j1",\n   "abstract": "' + _mixed_abstract() + b'"}\n]\n')
    for path, line in ((csv, 2), (bib, 3), (js, 3)):
        report = ReadReport()
        [paper] = read([path], report=report)
        assert paper.abstract == WANT, path
        assert [w.source for w in report.warnings] == [f"{path}:{line}"]
        assert "3 bytes read as cp1252 (0x93 as '\u201c'" in report.warnings[0].message


def test_a_file_wholly_in_cp1252_still_decodes_as_cp1252(tmp_path: Path) -> None:
    rows = [f"c{i},\u201cCaf\u00e9\u201d study {i} \u2013 we propose a na\u00efve model." for i in range(3)]
    p = tmp_path / "cp.csv"
    p.write_bytes(("id,abstract\n" + "\n".join(rows) + "\n").encode("cp1252"))
    report = ReadReport()
    papers = list(read([p], report=report))
    assert [x.abstract for x in papers][0] == "\u201cCaf\u00e9\u201d study 0 \u2013 we propose a na\u00efve model."
    [w] = report.warnings
    assert w.source == str(p) and "read as cp1252 (3 of its 4 lines are not UTF-8" in w.message


def test_a_cp1252_line_with_no_utf8_keeps_the_old_message(tmp_path: Path) -> None:
    # (since input46c the message names the line's bytes beyond ASCII, as the mixed-line one does)
    p = tmp_path / "one.jsonl"
    p.write_bytes(json.dumps({"id": "a", "abstract": ABS_A}).encode() + b"\n"
                  + b'{"id": "b", "abstract": "We propose Caf\xe9Net \x96 a net for parsing."}\n')
    report = ReadReport()
    papers = {x.id: x for x in read([p], report=report)}
    assert papers["b"].abstract == "We propose Caf\u00e9Net \u2013 a net for parsing."
    assert [str(w) for w in report.warnings] == [
        f"{p}:2: not valid UTF-8; this line was decoded as cp1252 (0xE9 as '\u00e9' at byte 40, "
        "0x96 as '\u2013' at byte 45)"]


def test_a_byte_cp1252_leaves_undefined_is_replacement_beside_utf8(tmp_path: Path) -> None:
    # (latin-1's U+0081 before input46c: a C1 control character in the text)
    p = tmp_path / "u.jsonl"
    line = b'{"id": "u", "abstract": "We propose Na\xc3\xafveNet\x81 for tagging sounds."}'
    p.write_bytes(line + b"\n")
    report = ReadReport()
    [paper] = read([p], report=report)
    assert paper.abstract.startswith("We propose Na\u00efveNet\ufffd")
    assert line.index(b"\x81") + 1 == 46
    assert "1 byte read as cp1252 (0x81 as U+FFFD at byte 46 (undefined in cp1252))" in report.warnings[0].message


# ---------------------------------------------------------------- (3) venue and year fields

ABS_C = "We propose TagNet for sound tagging. TagNet improves mAP by 3.1 points on the BirdCalls set."


def test_semantic_scholar_publication_venue_names_the_venue_when_venue_is_empty(tmp_path: Path) -> None:
    p = tmp_path / "s2.json"
    p.write_text(json.dumps({"total": 2, "data": [
        {"paperId": "s1", "title": "A", "abstract": ABS_A, "year": 2024, "venue": "",
         "publicationVenue": {"name": "International Conference on Learning Representations", "type": "conference"},
         "journal": {"name": "ArXiv", "volume": "abs/2402.0"}},
        {"paperId": "s2", "title": "B", "abstract": ABS_B, "year": 2023, "venue": "ICML",
         "publicationVenue": {"name": "Neural Information Processing Systems"}},
    ]}), encoding="utf-8")
    report = ReadReport()
    papers = list(read([p], report=report))
    # an empty venue gives way to publicationVenue (also over S2's journal "ArXiv"); a venue given stays
    assert [(x.id, x.venue_label) for x in papers] == [("s1", "ICLR 2024"), ("s2", "ICML 2023")]
    assert report.warnings == []


def test_a_csv_date_column_gives_the_year(tmp_path: Path) -> None:
    p = tmp_path / "zotero.csv"
    p.write_text("Key,Title,Abstract Note,Date\n"
                 f'K1,A,"{ABS_A}",2023-05-01\n'
                 f'K2,B,"{ABS_B}",2022\n'
                 f'K3,C,"{ABS_C}",n.d.\n', encoding="utf-8")
    report = ReadReport()
    papers = list(read([p], report=report))
    assert [(x.key, x.year) for x in papers] == [("K1", 2023), ("K2", 2022), ("K3", None)]
    assert [str(w) for w in report.warnings] == [f'{p}:4: date "n.d." names no year; the paper gets no year from it']


def test_a_year_column_wins_over_a_date_column(tmp_path: Path) -> None:
    p = tmp_path / "both.csv"
    p.write_text("Key,Title,Abstract Note,Publication Year,Date\n"
                 f'K1,A,"{ABS_A}",2021,2023-05-01\n', encoding="utf-8")
    [paper] = read([p], report=ReadReport())
    assert paper.year == 2021


def test_a_biblatex_date_gives_the_year(tmp_path: Path) -> None:
    p = tmp_path / "b.bib"
    p.write_text("@inproceedings{k,\n  title = {A},\n  booktitle = {NeurIPS},\n  date = {2023-12-10},\n"
                 f"  abstract = {{{ABS_A}}},\n}}\n", encoding="utf-8")
    [paper] = read([p], report=ReadReport())
    assert (paper.year, paper.venue_label) == (2023, "NeurIPS 2023")


def test_a_feedparser_arxiv_entry_gets_year_and_venue_as_an_arxiv_package_result(tmp_path: Path) -> None:
    p = tmp_path / "feed.json"
    p.write_text(json.dumps([
        {"id": "http://arxiv.org/abs/2401.07777v2", "title": "TagNet", "summary": ABS_C,
         "published": "2024-01-15T10:00:00Z", "authors": [{"name": "Ana Ruiz"}], "author": "Ana Ruiz",
         "arxiv_primary_category": {"term": "cs.SD"}},
        {"id": "http://arxiv.org/abs/2302.01111v1", "title": "QuoteNet", "summary": ABS_A,
         "published": "2023-02-02T00:00:00Z", "arxiv_journal_ref": "ICML 2023", "authors": [{"name": "Bo Li"}]},
    ]), encoding="utf-8")
    report = ReadReport()
    papers = list(read([p], report=report))
    assert [(x.id, x.arxiv, x.venue, x.year, x.authors) for x in papers] == [
        ("2401.07777", "2401.07777", "arXiv", 2024, ("Ana Ruiz",)),
        ("2302.01111", "2302.01111", "ICML 2023", 2023, ("Bo Li",))]
    assert report.warnings == []


# ---------------------------------------------------------------- (2) OpenAlex work ids

def _inverted(text: str) -> dict:
    index: dict = {}
    for i, word in enumerate(text.split()):
        index.setdefault(word, []).append(i)
    return index


def test_an_openalex_work_without_doi_or_arxiv_id_is_known_by_its_short_id(tmp_path: Path) -> None:
    p = tmp_path / "works.jsonl"
    p.write_text(json.dumps({"id": "https://openalex.org/W3001", "title": "QuoteNet", "publication_year": 2023,
                             "abstract_inverted_index": _inverted(ABS_A)}) + "\n"
                 + json.dumps({"id": "https://openalex.org/W3002", "doi": "https://doi.org/10.1000/DASH",
                               "title": "DashNet", "abstract_inverted_index": _inverted(ABS_B)}) + "\n",
                 encoding="utf-8")
    report = ReadReport()
    papers = list(read([p], report=report))
    assert [(x.id, x.doi, x.openalex) for x in papers] == [("W3001", None, "W3001"),
                                                          ("10.1000/dash", "10.1000/dash", "W3002")]
    assert papers[0].abstract == ABS_A and report.warnings == []


def test_an_openalex_address_as_the_id_of_any_record_is_its_short_id(tmp_path: Path) -> None:
    p = tmp_path / "plain.jsonl"
    p.write_text(json.dumps({"id": "https://api.openalex.org/works/w3003", "abstract": ABS_A}) + "\n"
                 + json.dumps({"id": "W3004", "abstract": ABS_B}) + "\n", encoding="utf-8")
    papers = list(read([p], report=ReadReport()))
    # an address names OpenAlex; a bare W3004 in a record that is no OpenAlex work is just an id
    assert [(x.id, x.openalex) for x in papers] == [("W3003", "W3003"), ("W3004", None)]


def test_the_graph_links_the_openalex_work_with_schema_same_as_and_stores_keep_it() -> None:
    import dataclasses

    from rdflib.namespace import Namespace

    from kg.graph import build_graph
    from kg.records import extraction_from_dict, extraction_to_dict
    from kg.resolve import resolve
    from tests.factories import extraction

    ex = extraction("10.1000/dash", ABS_B)
    ex = dataclasses.replace(ex, paper=dataclasses.replace(ex.paper, doi="10.1000/dash", openalex="W3002"))
    g = build_graph([ex], resolve([ex]), base_iri="https://example.org/kg/")
    assert {str(o) for o in g.objects(None, Namespace("https://schema.org/").sameAs)} == {
        "https://doi.org/10.1000/dash", "https://openalex.org/W3002"}
    assert extraction_from_dict(extraction_to_dict(ex)).paper.openalex == "W3002"
    # a paper without an OpenAlex id is stored as before: no "openalex" key
    plain = extraction("x", ABS_B)
    assert "openalex" not in extraction_to_dict(plain)["paper"]


# ---------------------------------------------------------------- (4) one abstract, two titles

def test_a_record_without_id_merged_into_one_with_an_id_names_both_titles(tmp_path: Path) -> None:
    x = tmp_path / "x.jsonl"
    x.write_text(json.dumps({"id": "q1", "title": "QuoteNet for Contracts", "abstract": ABS_A}) + "\n",
                 encoding="utf-8")
    y = tmp_path / "y.jsonl"
    y.write_text(json.dumps({"title": "Parsing Legal Text", "abstract": ABS_A}) + "\n", encoding="utf-8")
    for order in ([x, y], [y, x]):
        report = ReadReport()
        [paper] = dedupe(read(order, report=report), report)
        assert (paper.id, paper.title) == ("q1", "QuoteNet for Contracts")
        assert [str(w) for w in report.warnings] == [
            f"{y}:1: same abstract as paper 'q1' ({x}:1); kept that record, which has an id; its title "
            "'Parsing Legal Text' is not that record's 'QuoteNet for Contracts', which the paper keeps"]


def test_a_dropped_title_with_no_title_kept_is_said(tmp_path: Path) -> None:
    x = tmp_path / "x.jsonl"
    x.write_text(json.dumps({"id": "q1", "abstract": ABS_A}) + "\n", encoding="utf-8")
    y = tmp_path / "y.jsonl"
    y.write_text(json.dumps({"title": "Parsing Legal Text", "abstract": ABS_A}) + "\n", encoding="utf-8")
    report = ReadReport()
    [paper] = dedupe(read([x, y], report=report), report)
    assert paper.title is None
    assert str(report.warnings[0]).endswith("kept that record, which has an id; its title 'Parsing Legal Text' "
                                            "is dropped with it (that record has none)")


def test_the_same_title_gives_no_title_clause(tmp_path: Path) -> None:
    x = tmp_path / "x.jsonl"
    x.write_text(json.dumps({"id": "q1", "title": "QuoteNet", "abstract": ABS_A}) + "\n", encoding="utf-8")
    y = tmp_path / "y.jsonl"
    y.write_text(json.dumps({"title": "quotenet", "abstract": ABS_A}) + "\n", encoding="utf-8")
    report = ReadReport()
    list(dedupe(read([x, y], report=report), report))
    assert str(report.warnings[0]).endswith("kept that record, which has an id")


def test_two_id_less_records_in_other_markup_name_both_titles(tmp_path: Path) -> None:
    bib = tmp_path / "a.bib"
    bib.write_text("@article{k,\n  title = {Dash Networks},\n  abstract = {We present DashNet for audio tagging; "
                   "DashNet improves mAP by 2.5\\% on SoundSet.},\n}\n", encoding="utf-8")
    js = tmp_path / "b.jsonl"
    plain = "We present DashNet for audio tagging; DashNet improves mAP by 2.5% on SoundSet."
    js.write_text(json.dumps({"title": "Audio Tagging with Dashes", "abstract": plain}) + "\n", encoding="utf-8")
    report = ReadReport()
    [paper] = dedupe(read([bib, js], report=report), report)
    assert paper.title == "Dash Networks"
    assert [str(w) for w in report.warnings] == [
        f"{js}:1: same abstract as paper {paper.id!r} ({bib}:1) in other markup, neither with an id: one paper; "
        "kept the first; its title 'Audio Tagging with Dashes' is not that record's 'Dash Networks', which the "
        "paper keeps"]


def test_a_same_abstract_note_names_which_title_is_kept(tmp_path: Path) -> None:
    a = tmp_path / "a.csv"
    a.write_text(f'title,abstract\nQuote parsing,"{ABS_A}"\n', encoding="utf-8")
    b = tmp_path / "b.csv"
    b.write_text(f'title,abstract\nContract parsing,"{ABS_A}"\n', encoding="utf-8")
    report = ReadReport()
    [paper] = dedupe(read([a, b], report=report), report)
    assert [str(n) for n in report.notes] == [
        f"{b}:2: same paper as {a}:2 (same abstract, neither record with an id, id {paper.id!r}); merged into it "
        "as a duplicate; its title 'Contract parsing' is not that record's 'Quote parsing', which the paper keeps"]
