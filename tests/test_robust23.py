"""Session 23, fresh-user trial and break-it round: defects found with messy inputs.

1. A generational suffix ("Jr.", "Sr", "III") is part of one person's name, wherever the
   comma puts it: BibTeX "King, Martin Luther, Jr." (the suffix last, as many reference
   managers and hand-written files have it) and "Martin Luther King, Jr." gave "Jr. King
   Martin Luther" and "Jr. Martin Luther King"; in a JSON or CSV author string, "King, Martin
   Luther, Jr." gave three creators ("King", "Martin Luther", "Jr.") and "Martin Luther King,
   Jr." two. Now all give "Martin Luther King Jr.", as BibTeX's own "King, Jr., Martin Luther"
   already did.
2. BibTeX's predefined month macros inside a concatenation (``month = sep # "~" # oct``) are
   read as the standard styles define them ("September~October"); before, the field was kept
   as written with a false warning "unknown @string macro 'sep'".
3. ``kg validate`` and ``kg link`` name the line of an RDF syntax error in the format rdflib
   parsed: a ``.txt`` graph (Turtle to rdflib) was checked as N-Triples and blamed line 1;
   a suffix that names no RDF format gave "at line 1 of <>" without the cause.
4. A JSON Lines record whose string holds raw line breaks (a hand-written export) is read as
   one record with a warning naming its lines, when it is not the file's first line (which
   the jq-style reader already handled); before, it cost the record and was counted as two
   skipped lines. A truly unterminated line is still skipped alone and never swallows the
   next record.
5. A forced table format that finds no abstract column says what the file looks like
   (README: "A forced format that finds nothing says what the file looks like"), as the JSON
   Lines and BibTeX readers already did: ``--format csv`` on BibTeX, ``--format tsv`` on a
   CSV file (or a ``.tsv`` file written with commas) name the format and its ``--format``.
6. A ``.json`` file (or ``--format json``) holding JSON Lines is read as JSON Lines also when
   one of its first two lines is a broken record; before, the whole file went to the
   tolerant JSON-array reader, which lost the valid record after the broken one, named the
   wrong line and reported "JSON array is cut off" for a file holding no array, or (a
   string with a raw line break) stopped the build: "invalid JSON: Extra data", exit 2.
7. ``kg eval`` given a file of paper records (``kg build``'s input, a natural first try) says
   so in one line and names ``kg build``; before, it printed "'id' / 'text' must be a
   non-empty string" for each of the first 20 lines.
8. A ``.jsonl`` file holding one record written over several lines (``json.dump(r, f,
   indent=2)``) is read, as README says of "JSON objects printed one after another over
   several lines"; before, only two or more such objects were, and one gave "no papers to
   build" (exit 2) with an "invalid JSON" error per line.
9. CSL-JSON, the JSON export of Zotero, Mendeley and Pandoc, and Crossref's works: an author
   written ``{"literal": "..."}`` (an institution) was dropped, particles and suffix
   (``non-dropping-particle``, ``suffix``) were lost ("Jan Berg" for "Jan van der Berg"); the
   venue (``container-title``) and the year (``issued.date-parts``) were not read, so every
   such paper fell into "unknown venue (FILE)"; a Crossref REST API response
   (``{"message": {"items": [...]}}``) was refused ("no 'papers' list"), and its titles,
   written as lists, were no text.
10. A ``.jsonl`` file opening with a stray ``[`` line (or a broken line ``[0``, which opens
   no array of records) is JSON Lines with a bad line, skipped once by its number, unless
   the text is closed by ``]`` or its lines are array elements (commas); before, it was read as a cut-off JSON array, which
   blamed the valid record's line or skipped the one line twice. Hypothesis found both in
   tests/test_read_fuzz.py::test_jsonl_keeps_every_valid_record (on main too).
"""
from __future__ import annotations

from pathlib import Path

from kg.read import ReadReport, _split_names, read

ABS_A = ("We propose LanternNet, a recurrent model for rainfall nowcasting. "
         "On a radar archive of our own, LanternNet lowers MAE by 9% over a persistence baseline.")
ABS_B = ("We introduce QuarryGAN, a generative model for terrain synthesis. "
         "QuarryGAN reaches an FID of 14.2 on a heightmap benchmark.")


def _read_text(tmp_path: Path, name: str, text: str) -> tuple[list, ReadReport]:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    report = ReadReport()
    return list(read([p], report=report)), report


# 1. generational suffixes --------------------------------------------------------------

def test_bibtex_suffix_after_first_names_is_one_person(tmp_path):
    bib = ("@inproceedings{lantern2024,\n"
           "  author = {Ferro, Ada Maria, Jr. and Quill, Bram, III and Osei, Jr., Kofi and\n"
           "            Tamsin Vale, Sr. and Lund, Eva},\n"
           "  title = {LanternNet},\n"
           "  year = {2024},\n"
           "  abstract = {" + ABS_A + "}\n}\n")
    papers, report = _read_text(tmp_path, "refs.bib", bib)
    assert papers[0].authors == ("Ada Maria Ferro Jr.", "Bram Quill III", "Kofi Osei Jr.",
                                 "Tamsin Vale Sr.", "Eva Lund")
    assert report.skipped == [] and report.warnings == []


def test_bibtex_names_without_suffix_unchanged(tmp_path):
    bib = ("@article{q, author = {van der Wey, Bram and Lund, Eva and Tamsin Vale},\n"
           "  title = {Q}, year = {2023}, abstract = {" + ABS_B + "}}\n")
    papers, _ = _read_text(tmp_path, "q.bib", bib)
    assert papers[0].authors == ("Bram van der Wey", "Eva Lund", "Tamsin Vale")


def test_author_string_suffix_last_is_one_person():
    assert _split_names("Ferro, Ada Maria, Jr.", people=True) == ("Ada Maria Ferro Jr.",)
    assert _split_names("Ferro, Jr., Ada Maria", people=True) == ("Ada Maria Ferro Jr.",)
    assert _split_names("Quill, Bram, III", people=True) == ("Bram Quill III",)


def test_author_string_first_last_comma_suffix():
    assert _split_names("Ada Maria Ferro, Jr.", people=True) == ("Ada Maria Ferro Jr.",)
    assert _split_names("Ada Maria Ferro, Jr., Eva Lund and Bram Quill", people=True) == \
        ("Ada Maria Ferro Jr.", "Eva Lund", "Bram Quill")
    assert _split_names("Ada Maria Ferro, Jr. and Eva Lund", people=True) == \
        ("Ada Maria Ferro Jr.", "Eva Lund")


def test_author_string_semicolons_with_suffix():
    # Web of Science / Zotero style "Last, First" lists, one name with its suffix last
    assert _split_names("Ferro, Ada Maria, Jr.; Lund, Eva", people=True) == \
        ("Ada Maria Ferro Jr.", "Eva Lund")
    assert _split_names("Ada Maria Ferro, Jr.; Eva Lund", people=True) == \
        ("Ada Maria Ferro Jr.", "Eva Lund")


def test_author_strings_without_suffix_unchanged():
    assert _split_names("Osei, Kofi", people=True) == ("Kofi Osei",)
    assert _split_names("Lund, Eva; Quill, Bram", people=True) == ("Eva Lund", "Bram Quill")
    assert _split_names("Eva Lund, Bram Quill", people=True) == ("Eva Lund", "Bram Quill")
    assert _split_names("Eva Lund, Bram Quill, Kofi Osei", people=True) == \
        ("Eva Lund", "Bram Quill", "Kofi Osei")
    assert _split_names("Eva Lund; Google Research", people=True) == ("Eva Lund", "Google Research")
    # keywords are never people: a "III" there is a keyword of its own
    assert _split_names("phase, III", people=False) == ("phase", "III")


def test_csv_and_jsonl_author_with_suffix(tmp_path):
    csv_text = ("id,title,abstract,authors\r\n"
                f'c1,Lantern,"{ABS_A}","Ferro, Ada Maria, Jr."\r\n')
    papers, _ = _read_text(tmp_path, "sheet.csv", csv_text)
    assert papers[0].authors == ("Ada Maria Ferro Jr.",)
    jsonl = ('{"id": "j1", "abstract": "' + ABS_B + '", '
             '"authors": "Ada Maria Ferro, Jr., Eva Lund"}\n')
    papers, _ = _read_text(tmp_path, "p.jsonl", jsonl)
    assert papers[0].authors == ("Ada Maria Ferro Jr.", "Eva Lund")


# 2. month macros in a concatenation ------------------------------------------------------

def test_month_macros_in_concatenation_need_no_string(tmp_path):
    bib = ("@inproceedings{m1,\n"
           "  title = {Months}, year = {2023}, month = sep # \"~\" # oct,\n"
           "  abstract = {" + ABS_A + "}\n}\n")
    papers, report = _read_text(tmp_path, "m.bib", bib)
    assert len(papers) == 1
    assert report.warnings == []


def test_user_macro_still_wins_and_unknown_still_warned(tmp_path):
    bib = ("@string{sep = {Sept.}}\n"
           "@inproceedings{m2, title = {Own}, year = {2023},\n"
           "  booktitle = sep # { Workshop on Terrain},\n"
           "  abstract = {" + ABS_B + "}}\n"
           "@inproceedings{m3, title = {Unknown}, year = {2023},\n"
           "  booktitle = wksp # { on Terrain},\n"
           "  abstract = {" + ABS_A + "}}\n")
    papers, report = _read_text(tmp_path, "w.bib", bib)
    venues = {p.title: p.venue for p in papers}
    assert venues["Own"].startswith("Sept. Workshop on Terrain")
    assert len(report.warnings) == 1
    assert "unknown @string macro 'wksp'" in report.warnings[0].message


# 3. the line of an RDF syntax error ------------------------------------------------------

TURTLE_BROKEN_AT_3 = ('@prefix ex: <https://example.org/> .\n'
                      'ex:a ex:b ex:c .\n'
                      'ex:a ex:b "never closed .\n')


def test_validate_names_the_line_of_a_turtle_error_in_a_txt_file(tmp_path):
    # rdflib parses a .txt graph as Turtle; the message must come from Turtle too (pyoxigraph
    # alone takes .txt for N-Triples and blamed line 1's @prefix)
    import pytest

    from kg.validate import ValidateError, load_graph

    p = tmp_path / "graph.txt"
    p.write_text(TURTLE_BROKEN_AT_3, encoding="utf-8")
    with pytest.raises(ValidateError) as err:
        load_graph(p)
    assert "line 3" in str(err.value) and "line 1" not in str(err.value)


def test_validate_names_the_line_for_an_unknown_suffix(tmp_path):
    import pytest

    from kg.validate import ValidateError, load_graph

    p = tmp_path / "graph.csv"
    p.write_text("paper,title\np1,Lantern\n", encoding="utf-8")
    with pytest.raises(ValidateError) as err:
        load_graph(p)
    # was rdflib's "at line 1 of <>" with no cause
    assert "of <>" not in str(err.value)
    assert "line 1" in str(err.value) and "graph.csv" in str(err.value)


def test_validate_reads_turtle_in_a_txt_file(tmp_path):
    from kg.validate import load_graph

    p = tmp_path / "graph.txt"
    p.write_text(TURTLE_BROKEN_AT_3.rsplit("\n", 2)[0] + "\n", encoding="utf-8")
    assert len(load_graph(p)) == 1


# 4. raw line breaks inside a JSON Lines string -------------------------------------------

def test_jsonl_record_with_raw_line_breaks_mid_file(tmp_path):
    text = ('{"id": "r0", "abstract": "' + ABS_A + '"}\n'
            '{"id": "r1", "title": "Quarry\nGAN", "abstract": "We introduce QuarryGAN, a generative model.\n'
            '\n'
            'QuarryGAN reaches an FID of 14.2 on a heightmap benchmark."}\n'
            '{"id": "r2", "abstract": "' + ABS_B.replace("QuarryGAN", "CairnGAN") + '"}\n')
    papers, report = _read_text(tmp_path, "hand.jsonl", text)
    assert [p.id for p in papers] == ["r0", "r1", "r2"]
    assert papers[1].title.split() == ["Quarry", "GAN"]
    assert "heightmap benchmark" in papers[1].abstract
    assert report.skipped == []
    assert [w.source for w in report.warnings] == [str(tmp_path / "hand.jsonl") + ":2"]
    assert "lines 2-5" in report.warnings[0].message
    assert report.read == 3


def test_jsonl_unterminated_line_does_not_swallow_the_next(tmp_path):
    text = ('{"id": "r0", "abstract": "' + ABS_A + '"}\n'
            '{"id": "r1", "abstract": "never closed}\n'
            '{"id": "r2", "abstract": "' + ABS_B + '"}\n')
    papers, report = _read_text(tmp_path, "cut.jsonl", text)
    assert [p.id for p in papers] == ["r0", "r2"]
    assert [s.source.rsplit(":", 1)[1] for s in report.skipped] == ["2"]
    assert report.warnings == []


# 5. a forced table format that finds no abstract column says what the file looks like ----

def test_format_csv_on_bibtex_names_bibtex(tmp_path):
    import pytest

    from kg.read import InputError

    p = tmp_path / "refs.bib"
    p.write_text("% exported\n@article{q, title = {Q}, abstract = {" + ABS_B + "}}\n", encoding="utf-8")
    with pytest.raises(InputError) as err:
        list(read([p], fmt="csv", report=ReadReport()))
    assert "no abstract column" in str(err.value)
    assert "looks like BibTeX: --format bib" in str(err.value)


def test_format_tsv_on_semicolon_csv_names_csv(tmp_path):
    import pytest

    from kg.read import InputError

    p = tmp_path / "sheet.csv"
    p.write_text('id;title;abstract\r\ns1;Lantern;"' + ABS_A + '"\r\n', encoding="utf-8")
    with pytest.raises(InputError) as err:
        list(read([p], fmt="tsv", report=ReadReport()))
    assert "looks like CSV: --format csv" in str(err.value)
    # without --format the same file is read
    assert [x.id for x in read([p], report=ReadReport())] == ["s1"]


def test_table_without_abstract_column_gets_no_false_hint(tmp_path):
    import pytest

    from kg.read import InputError

    p = tmp_path / "sheet.csv"
    p.write_text("title,description\nLantern,a model\n", encoding="utf-8")
    with pytest.raises(InputError) as err:
        list(read([p], report=ReadReport()))
    assert "looks like" not in str(err.value)


# 6. a .json file of JSON Lines with a broken record among its first lines ------------------

def _jsonl_with_broken_line(first_broken: bool) -> str:
    good = ['{"id": "g1", "abstract": "' + ABS_A + '"}',
            '{"id": "g2", "abstract": "' + ABS_B + '"}',
            '{"id": "g3", "abstract": "' + ABS_A.replace("LanternNet", "BeaconNet") + '"}']
    broken = '{"id": "bad", "abstract": "cut off here'
    rows = [broken, *good] if first_broken else [good[0], broken, *good[1:]]
    return "\n".join(rows) + "\n"


def test_json_file_of_jsonl_with_broken_second_line(tmp_path):
    papers, report = _read_text(tmp_path, "export.json", _jsonl_with_broken_line(False))
    assert [p.id for p in papers] == ["g1", "g2", "g3"]
    assert [s.source.rsplit(":", 1)[1] for s in report.skipped] == ["2"]
    assert not any("array" in s.message for s in report.skipped)


def test_json_file_of_jsonl_with_broken_first_line(tmp_path):
    papers, report = _read_text(tmp_path, "export.json", _jsonl_with_broken_line(True))
    assert [p.id for p in papers] == ["g1", "g2", "g3"]
    assert [s.source.rsplit(":", 1)[1] for s in report.skipped] == ["1"]


def test_forced_json_on_jsonl_with_raw_line_break(tmp_path):
    p = tmp_path / "hand.jsonl"
    p.write_text('{"id": "r0", "abstract": "' + ABS_A + '"}\n'
                 '{"id": "r1", "abstract": "We introduce QuarryGAN, a generative model.\n'
                 'QuarryGAN reaches an FID of 14.2 on a heightmap benchmark."}\n'
                 '{"id": "r2", "abstract": "' + ABS_B.replace("QuarryGAN", "CairnGAN") + '"}\n',
                 encoding="utf-8")
    report = ReadReport()
    assert [x.id for x in read([p], fmt="json", report=report)] == ["r0", "r1", "r2"]
    assert report.skipped == []


def test_broken_json_array_one_element_per_line_stays_an_array(tmp_path):
    # elements end with commas: no JSON Lines, the tolerant array reader keeps its say
    text = ('[\n{"id": "e1", "abstract": "' + ABS_A + '"},\n'
            '{"id": "e2", "abstract": "broken},\n'
            '{"id": "e3", "abstract": "' + ABS_B + '"}\n]\n')
    papers, report = _read_text(tmp_path, "arr.json", text)
    assert [p.id for p in papers] == ["e1", "e3"]
    assert not any("JSON Lines" in w.message for w in report.warnings)


# 7. kg eval given a papers file -------------------------------------------------------------

def test_eval_on_a_papers_file_says_so_in_one_line(tmp_path):
    import pytest

    from kg.evaluate import GoldFormatError, load_gold

    p = tmp_path / "papers.jsonl"
    p.write_text("".join('{"id": "p%d", "title": "T", "abstract": "%s"}\n' % (n, ABS_A) for n in range(30)),
                 encoding="utf-8")
    with pytest.raises(GoldFormatError) as err:
        load_gold(p)
    msg = str(err.value)
    assert "\n" not in msg
    assert "holds paper records" in msg and "kg build" in msg and str(p) in msg


def test_eval_on_a_broken_gold_file_still_lists_its_lines(tmp_path):
    import pytest

    from kg.evaluate import GoldFormatError, load_gold

    p = tmp_path / "gold.jsonl"
    p.write_text('{"id": "g1", "text": "' + ABS_A + '", "task": ["rainfall nowcasting"]}\n'
                 '{"id": "g2", "abstract": "' + ABS_B + '"}\n', encoding="utf-8")
    with pytest.raises(GoldFormatError) as err:
        load_gold(p)
    assert f"{p}:2: 'text' must be a non-empty string" in str(err.value)
    assert "paper records" not in str(err.value)


# 8. one JSON object written over several lines in a .jsonl file -----------------------------

def test_jsonl_file_of_one_indented_object(tmp_path):
    import json

    text = json.dumps({"id": "i1", "title": "Lantern", "abstract": ABS_A}, indent=2) + "\n"
    papers, report = _read_text(tmp_path, "one.jsonl", text)
    assert [p.id for p in papers] == ["i1"]
    assert report.skipped == []
    assert len(report.warnings) == 1 and "over several lines" in report.warnings[0].message


def test_jsonl_one_line_record_unchanged(tmp_path):
    papers, report = _read_text(tmp_path, "one.jsonl", '{"id": "i1", "abstract": "' + ABS_A + '"}\n')
    assert [p.id for p in papers] == ["i1"]
    assert report.warnings == []


# 9. CSL-JSON (Zotero / Mendeley / Pandoc JSON export) and Crossref works ----------------------

def test_csl_json_authors_venue_and_year(tmp_path):
    import json

    items = [{"id": "zot-1", "type": "paper-conference", "title": "LanternNet",
              "container-title": "Proceedings of the 41st International Conference on Machine Learning",
              "abstract": ABS_A,
              "author": [{"family": "Ferro", "given": "Ada Maria", "suffix": "Jr."},
                         {"family": "Wey", "given": "Bram", "non-dropping-particle": "van der"},
                         {"literal": "Lantern Weather Lab"}],
              "issued": {"date-parts": [[2024, 7, 21]]}},
             {"id": "zot-2", "type": "article-journal", "title": "QuarryGAN",
              "container-title": "Journal of Terrain Studies", "abstract": ABS_B,
              "author": [{"family": "Lund", "given": "Eva"}], "issued": {"date-parts": [["2021"]]}}]
    papers, report = _read_text(tmp_path, "zotero.json", json.dumps(items, indent=2))
    assert papers[0].authors == ("Ada Maria Ferro Jr.", "Bram van der Wey", "Lantern Weather Lab")
    assert papers[0].venue == "ICML 2024" and papers[0].year == 2024
    assert papers[1].venue == "Journal of Terrain Studies" and papers[1].year == 2021
    assert report.skipped == [] and report.warnings == []


def test_year_field_wins_over_issued(tmp_path):
    rec = ('{"id": "c1", "abstract": "' + ABS_A + '", "year": 2022, '
           '"issued": {"date-parts": [[2024]]}}\n')
    papers, _ = _read_text(tmp_path, "c.jsonl", rec)
    assert papers[0].year == 2022


def test_crossref_works_response(tmp_path):
    import json

    doc = {"status": "ok", "message-type": "work-list", "message": {"items": [
        {"DOI": "10.5555/lantern.2023.7", "title": ["LanternNet: Nowcasting"],
         "container-title": ["Transactions on Machine Learning Research"],
         "abstract": "<jats:p>" + ABS_A + "</jats:p>",
         "author": [{"given": "Eva", "family": "Lund", "sequence": "first"},
                    {"name": "Lantern Weather Lab", "sequence": "additional"}],
         "issued": {"date-parts": [[2023, 5]]}}]}}
    papers, report = _read_text(tmp_path, "crossref.json", json.dumps(doc))
    assert len(papers) == 1
    assert papers[0].title == "LanternNet: Nowcasting"
    assert papers[0].authors == ("Eva Lund", "Lantern Weather Lab")
    assert papers[0].venue == "TMLR 2023" and papers[0].year == 2023
    assert papers[0].doi == "10.5555/lantern.2023.7"
    assert report.skipped == []


# 10. a stray '[' line before JSON Lines records ------------------------------------------------

def test_lone_broken_array_line_is_skipped_once(tmp_path):
    papers, report = _read_text(tmp_path, "x.jsonl", "[0\n")
    assert papers == []
    assert [s.source.rsplit(":", 1)[1] for s in report.skipped] == ["1"]


def test_broken_lines_opening_with_a_bracket_are_skipped_once_each(tmp_path):
    papers, report = _read_text(tmp_path, "x.jsonl", "[0\n0\n")
    assert papers == []
    assert [s.source.rsplit(":", 1)[1] for s in report.skipped] == ["1", "2"]


def test_stray_bracket_line_before_jsonl_records(tmp_path):
    text = '[\n{"id": "s1", "abstract": "' + ABS_A + '"}\n{"id": "s2", "abstract": "' + ABS_B + '"}\n'
    papers, report = _read_text(tmp_path, "x.jsonl", text)
    assert [p.id for p in papers] == ["s1", "s2"]
    assert [s.source.rsplit(":", 1)[1] for s in report.skipped] == ["1"]


def test_closed_array_without_commas_is_still_an_array(tmp_path):
    text = '[\n{"id": "s1", "abstract": "' + ABS_A + '"}\n{"id": "s2", "abstract": "' + ABS_B + '"}\n]\n'
    papers, report = _read_text(tmp_path, "x.jsonl", text)
    assert [p.id for p in papers] == ["s1", "s2"]
    assert report.skipped == []
