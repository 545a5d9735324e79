"""Session 23, verification trial as a new user: defects found with inputs written as
reference managers and hand-edited exports write them.

1. ``--format json`` on a CSV or BibTeX file said only "invalid JSON: Expecting value";
   README promises that a forced format that finds nothing says what the file looks like,
   as ``--format jsonl``, ``--format bib`` and ``--format csv`` already did.
2. A JSON or CSV author field holding BibTeX's name list ("King, Martin Luther, Jr. and
   Smith, John", as JabRef's CSV export and BibTeX-to-JSON converters write it) gave four
   creators ("King", "Martin Luther Jr.", "Smith", "John"); "King, Ada and Smith, John"
   likewise. Now every "Last, First" between the "and"s is one person.
3. Zotero's CSL-JSON export names an item by its address in one user's library
   (``http://zotero.org/users/local/.../items/KEY``); that address became the paper's id, so
   the same paper from Crossref (or BibTeX) under its DOI was a second paper. With a DOI,
   the DOI is now the paper's id, as for Semantic Scholar's paperId and OpenAlex's work id.
4. CSL-JSON dates written as ``{"raw": "2023-05-14"}`` or ``{"literal": "Spring 2022"}``
   (citeproc-js's other date forms) gave no year; an author object whose parts are no text
   (``{"family": ["Lund"], "given": {"x": 1}}``) became the creator "{'x': 1} ['Lund']".
5. ``kg eval`` on kg build's other inputs (a JSON array of papers such as Zotero's CSL-JSON,
   a BibTeX or CSV file) listed "not valid JSON" for each of the first 20 lines; now one line
   names what the file holds and points to ``kg build``, as a JSON Lines papers file already
   did. From standard input the pointer reads ``kg build -`` (was ``kg build <stdin>``).
6. A ``.jsonl`` file opening with a stray ``[`` line whose records include one with raw line
   breaks in a string was taken for a JSON array written over several lines (the record's
   lines are no objects by themselves): "JSON array is cut off ... any after it are lost"
   for a file that lost nothing. Such a record's lines now count as one object, so the file
   stays JSON Lines: the ``[`` line skipped by its number, the record read with its warning.
7. A JSON Lines file whose FIRST record holds raw line breaks got two warnings, one of them
   wrong: "JSON objects written over several lines (as jq prints them without -c)" (jq
   escapes line breaks) and "raw control character U+000A"; a record so written later in
   the file got one, "a line break inside a JSON string (lines 2-4 ...)". Now the first
   record gets that same single warning.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg.read import InputError, ReadReport, _split_names, dedupe, read

ABS_A = ("We propose HarrowNet, a sparse transformer for crop yield forecasting. "
         "HarrowNet lowers RMSE by 11% over a seasonal baseline on our field archive.")
ABS_B = ("We introduce PebbleFlow, a normalizing flow for sediment modelling. "
         "PebbleFlow reaches a log-likelihood of -2.31 on a river survey.")


def _write(tmp_path: Path, name: str, text: str) -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


# 1. --format json on another format -----------------------------------------------------

def test_format_json_on_csv_names_csv(tmp_path):
    p = _write(tmp_path, "sheet.csv", f'title,abstract\nHarrowNet,"{ABS_A}"\n')
    with pytest.raises(InputError) as err:
        list(read([p], fmt="json", report=ReadReport()))
    assert "invalid JSON" in str(err.value)
    assert "looks like CSV: --format csv" in str(err.value)


def test_format_json_on_bibtex_names_bibtex(tmp_path):
    p = _write(tmp_path, "refs.bib", "@article{h, title = {HarrowNet}, abstract = {" + ABS_A + "}}\n")
    with pytest.raises(InputError) as err:
        list(read([p], fmt="json", report=ReadReport()))
    assert "looks like BibTeX: --format bib" in str(err.value)


def test_format_json_on_plain_text_gets_no_hint(tmp_path):
    p = _write(tmp_path, "notes.txt", "Some notes\n\n" + ABS_A + "\n")
    with pytest.raises(InputError) as err:
        list(read([p], fmt="json", report=ReadReport()))
    assert "invalid JSON" in str(err.value) and "looks like" not in str(err.value)


# 2. BibTeX name lists in JSON / CSV fields ----------------------------------------------

def test_author_string_bibtex_and_list_with_suffix():
    assert _split_names("King, Martin Luther, Jr. and Smith, John", people=True) == \
        ("Martin Luther King Jr.", "John Smith")


def test_author_string_bibtex_and_list_particles_initials_and_others():
    assert _split_names("Osei, Kofi and van der Berg, A. Y. and others", people=True) == \
        ("Kofi Osei", "A. Y. van der Berg")
    assert _split_names("Lund, Eva and Ferro, Jr., Ada", people=True) == ("Eva Lund", "Ada Ferro Jr.")


def test_author_strings_first_last_with_and_unchanged():
    assert _split_names("Eva Lund, Bram Wey and Ada Ferro", people=True) == ("Eva Lund", "Bram Wey", "Ada Ferro")
    assert _split_names("Eva Lund and Bram Wey", people=True) == ("Eva Lund", "Bram Wey")
    # "Lund, Wey and Ferro": surnames only, the last without a comma: not a BibTeX list
    assert _split_names("Lund, Wey and Ferro", people=True) == ("Lund", "Wey", "Ferro")


def test_csv_and_jsonl_bibtex_author_lists(tmp_path):
    csv_path = _write(tmp_path, "jabref.csv",
                      f'Title,Author,Abstract\nHarrowNet,"King, Martin Luther, Jr. and Smith, John","{ABS_A}"\n')
    jsonl_path = _write(tmp_path, "conv.jsonl",
                        json.dumps({"id": "p1", "abstract": ABS_B, "authors": "Lund, Eva and Wey, Bram"}) + "\n")
    papers = list(read([csv_path, jsonl_path], report=ReadReport()))
    assert papers[0].authors == ("Martin Luther King Jr.", "John Smith")
    assert papers[1].authors == ("Eva Lund", "Bram Wey")


# 3. Zotero item addresses ---------------------------------------------------------------

def _zotero(doi=None):
    item = {"id": "http://zotero.org/users/local/Xy12AbCd/items/QWER5678", "type": "article-journal",
            "title": "HarrowNet", "abstract": ABS_A, "author": [{"family": "Lund", "given": "Eva"}]}
    if doi:
        item["DOI"] = doi
    return item


def test_zotero_item_with_doi_is_known_by_its_doi(tmp_path):
    p = _write(tmp_path, "zotero.json", json.dumps([_zotero("10.5555/Harrow.2024.7")], indent=2))
    papers = list(read([p], report=ReadReport()))
    assert papers[0].id == "10.5555/harrow.2024.7"


def test_zotero_item_and_crossref_work_are_one_paper(tmp_path):
    zot = _write(tmp_path, "zotero.json", json.dumps([_zotero("10.5555/Harrow.2024.7")]))
    work = {"status": "ok", "message-type": "work",
            "message": {"DOI": "10.5555/harrow.2024.7", "title": ["HarrowNet"], "abstract": ABS_A}}
    cr = _write(tmp_path, "crossref.json", json.dumps(work))
    report = ReadReport()
    papers = list(dedupe(read([zot, cr], report=report), report))
    assert [p.id for p in papers] == ["10.5555/harrow.2024.7"]


def test_zotero_item_without_doi_keeps_its_address(tmp_path):
    p = _write(tmp_path, "zotero.json", json.dumps([_zotero()]))
    papers = list(read([p], report=ReadReport()))
    assert papers[0].id == "http://zotero.org/users/local/Xy12AbCd/items/QWER5678"


def test_other_csl_ids_with_a_doi_are_keys(tmp_path):
    # (session 45, ids45: was "other CSL ids stay"; a CSL id is a key local to its file, so with
    # a DOI the DOI names the paper, as for a BibTeX entry, and the id is kept as its key)
    item = dict(_zotero("10.5555/Harrow.2024.7"), id="lund2024harrow")  # Pandoc / Better BibTeX key
    p = _write(tmp_path, "refs.json", json.dumps([item]))
    papers = list(read([p], report=ReadReport()))
    assert papers[0].id == "10.5555/harrow.2024.7" and papers[0].key == "lund2024harrow"


# 4. CSL-JSON's other date forms and malformed author parts --------------------------------

def test_csl_raw_and_literal_dates_give_the_year(tmp_path):
    items = [{"id": "r1", "abstract": ABS_A, "issued": {"raw": "2023-05-14"}},
             {"id": "r2", "abstract": ABS_B, "issued": {"literal": "Spring 2022"}},
             {"id": "r3", "abstract": ABS_A.replace("HarrowNet", "TillerNet"),
              "issued": {"literal": "2019/2020 season"}}]
    p = _write(tmp_path, "csl.json", json.dumps(items))
    papers = list(read([p], report=ReadReport()))
    assert [x.year for x in papers] == [2023, 2022, None]  # two years: none is guessed


def test_csl_author_parts_that_are_no_text_are_left_out(tmp_path):
    items = [{"id": "a1", "abstract": ABS_A,
              "author": [{"family": ["Lund"], "given": {"x": 1}}, {"family": "Wey", "given": 7},
                         {"family": "Ferro", "given": "Ada"}]}]
    p = _write(tmp_path, "csl.json", json.dumps(items))
    papers = list(read([p], report=ReadReport()))
    assert papers[0].authors == ("Wey", "Ada Ferro")


# 5. kg eval on kg build's other inputs --------------------------------------------------

def _gold_error(path):
    from kg.evaluate import GoldFormatError, load_gold

    with pytest.raises(GoldFormatError) as err:
        load_gold(path)
    return str(err.value)


def test_eval_on_a_json_array_of_papers(tmp_path):
    items = [{"id": f"z{n}", "type": "article", "title": "T", "abstract": ABS_A} for n in range(3)]
    p = _write(tmp_path, "zotero.json", json.dumps(items, indent=2))
    msg = _gold_error(p)
    assert "\n" not in msg and "holds a JSON array of paper records" in msg and f"kg build {p}" in msg


def test_eval_on_bibtex_and_csv(tmp_path):
    bib = _write(tmp_path, "refs.bib", "@article{h,\n  title = {HarrowNet},\n  abstract = {" + ABS_A + "}\n}\n")
    assert "holds BibTeX entries" in _gold_error(bib)
    csv_path = _write(tmp_path, "sheet.csv", f'title,abstract\nHarrowNet,"{ABS_A}"\nPebbleFlow,"{ABS_B}"\n')
    assert "holds a CSV table of papers" in _gold_error(csv_path)


def test_eval_on_a_gold_file_written_as_one_array_is_no_papers_file(tmp_path):
    gold = [{"id": "g1", "text": ABS_A, "method_proposed": [{"name": "HarrowNet"}]},
            {"id": "g2", "text": ABS_B, "method_proposed": [{"name": "PebbleFlow"}]}]
    msg = _gold_error(_write(tmp_path, "gold.json", json.dumps(gold, indent=2)))
    assert "paper records" not in msg and "not valid JSON" in msg


def test_eval_papers_from_stdin_points_to_kg_build_dash(monkeypatch):
    import io
    import sys

    data = (json.dumps({"id": "p1", "abstract": ABS_A}) + "\n").encode()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    msg = _gold_error("-")
    assert "`kg build -`" in msg


# 6. stray '[' before JSON Lines holding a record with raw line breaks ---------------------

def test_stray_bracket_and_raw_line_break_stay_json_lines(tmp_path):
    text = ("[\n" + json.dumps({"id": "s1", "abstract": ABS_A}) + "\n"
            + '{"id": "s2", "abstract": "' + ABS_B.replace(". ", ".\n", 1) + '"}\n'
            + json.dumps({"id": "s3", "abstract": ABS_A.replace("HarrowNet", "TillerNet")}) + "\n")
    p = _write(tmp_path, "papers.jsonl", text)
    report = ReadReport()
    papers = list(read([p], report=report))
    assert [x.id for x in papers] == ["s1", "s2", "s3"]
    assert [s.source for s in report.skipped] == [f"{p}:1"]
    assert any("line break inside a JSON string" in w.message for w in report.warnings)
    assert not any("cut off" in s.message for s in report.skipped)


def test_cut_off_array_with_a_raw_line_break_is_still_an_array(tmp_path):
    text = ("[\n" + json.dumps({"id": "s1", "abstract": ABS_A}) + ",\n"
            + '{"id": "s2", "abstract": "' + ABS_B.replace(". ", ".\n", 1) + '"},\n')
    p = _write(tmp_path, "papers.jsonl", text)
    report = ReadReport()
    papers = list(read([p], report=report))
    assert [x.id for x in papers] == ["s1", "s2"]
    assert any("JSON array" in w.message for w in report.warnings)


# 7. raw line breaks in the first record of a JSON Lines file -----------------------------

def test_first_record_with_raw_line_break_gets_the_json_lines_warning(tmp_path):
    text = ('{"id": "f1", "abstract": "' + ABS_A.replace(". ", ".\n", 1) + '"}\n'
            + json.dumps({"id": "f2", "abstract": ABS_B}) + "\n")
    p = _write(tmp_path, "papers.jsonl", text)
    report = ReadReport()
    papers = list(read([p], report=report))
    assert [x.id for x in papers] == ["f1", "f2"]
    assert [w.message for w in report.warnings] == [
        "a line break inside a JSON string (lines 1-2: one record written over several lines); read as one record"]
    assert report.skipped == []


def test_jq_printed_objects_keep_their_warning(tmp_path):
    text = "".join(json.dumps({"id": f"j{n}", "abstract": ABS_B}, indent=2) + "\n" for n in range(2))
    p = _write(tmp_path, "papers.jsonl", text)
    report = ReadReport()
    assert len(list(read([p], report=report))) == 2
    assert any("as jq prints them" in w.message for w in report.warnings)
