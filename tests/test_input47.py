"""Input reading, session 47 (a fresh user's trial): placeholder abstracts ("N/A", "-", "TBD")
are skipped like "No abstract available." and never merged as one paper; inputs written for
these tests."""
import pytest

from kg.read import ReadReport, dedupe, placeholder_abstract, read


@pytest.mark.parametrize("text", ["N/A", "n/a", "-", "--", "TBD", "none", "None", "null", "...", "?",
                                  "\u2014", "Abstract: N/A", "abstract - tbd", "nan"])
def test_bare_placeholders_stand_for_a_missing_abstract(text):
    assert placeholder_abstract(text)


@pytest.mark.parametrize("text", ["Abstract", "{", "0", "Nano", "Nonetheless we win.", "We study graphs.",
                                  "N/A results on ten tasks"])
def test_short_texts_are_not_placeholders(text):
    assert not placeholder_abstract(text)


def test_placeholder_rows_are_skipped_not_merged(tmp_path):
    f = tmp_path / "sheet.csv"
    f.write_text("Title,Abstract,Year\n"
                 "Tree Kernels,N/A,2025\n"
                 "Graph Kernels,N/A,2025\n"
                 "Leaf Nets,-,2025\n"
                 "Stem Nets,TBD,2025\n"
                 "Root Nets,We prune the roots of a small tree network and measure its loss.,2025\n",
                 encoding="utf-8")
    report = ReadReport()
    papers = list(dedupe(read([f], report=report), report))
    assert [p.title for p in papers] == ["Root Nets"]
    assert report.duplicates == 0
    assert [str(p) for p in report.skipped] == [
        f'{f}:2: abstract "N/A" stands for a missing abstract',
        f'{f}:3: abstract "N/A" stands for a missing abstract',
        f'{f}:4: abstract "-" stands for a missing abstract',
        f'{f}:5: abstract "TBD" stands for a missing abstract']
    assert not any("word" in str(w) for w in report.warnings)


# --- records without an id merged into records with one: one note per file, not one warning each

_ABSTRACTS = [f"We grow a tiny {w} forest on synthetic points and report how fast its trees converge."
              for w in ("oak", "elm", "ash", "yew", "fir", "pine")]


def _with_ids(tmp_path, n):
    import json
    f = tmp_path / "ids.jsonl"
    f.write_text("".join(json.dumps({"id": f"p{k}", "title": f"Forest {k}", "abstract": a}) + "\n"
                         for k, a in enumerate(_ABSTRACTS[:n])), encoding="utf-8")
    return f


def _dump(tmp_path, abstracts):
    f = tmp_path / "dump.txt"
    f.write_text("NeurIPS 2025 Papers\n\n" + "\n\n".join(abstracts) + "\n", encoding="utf-8")
    return f


def test_many_copies_of_one_file_get_one_note(tmp_path):
    ids, dump = _with_ids(tmp_path, 6), _dump(tmp_path, _ABSTRACTS)
    report = ReadReport()
    papers = list(dedupe(read([ids, dump], report=report), report))
    assert [p.id for p in papers] == [f"p{k}" for k in range(6)]
    assert report.duplicates == 6
    assert not any("kept that record" in str(w) for w in report.warnings)
    assert [str(n) for n in report.notes] == [
        f"{dump}:3: 6 records of this file without an id have the abstract of a record with an id in {ids}: "
        "each merged as a duplicate into that record, which the paper keeps: lines 3 (= 1), 5 (= 2), 7 (= 3), "
        "9 (= 4), 11 (= 5) and 1 more"]


def test_few_copies_keep_their_warnings(tmp_path):
    ids, dump = _with_ids(tmp_path, 3), _dump(tmp_path, _ABSTRACTS[:3])
    report = ReadReport()
    list(dedupe(read([ids, dump], report=report), report))
    assert report.notes == []
    assert [str(w) for w in report.warnings] == [
        f"{dump}:{3 + 2 * k}: same abstract as paper 'p{k}' ({ids}:{k + 1}); kept that record, which has an id"
        for k in range(3)]


def test_a_lost_title_keeps_its_own_warning_beside_the_note(tmp_path):
    import csv
    ids = _with_ids(tmp_path, 5)
    f = tmp_path / "sheet.csv"
    with f.open("w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["Title", "Abstract"])
        w.writerow(["Another Name", _ABSTRACTS[0]])
        for k in range(1, 5):
            w.writerow([f"Forest {k}", _ABSTRACTS[k]])
    report = ReadReport()
    list(dedupe(read([ids, f], report=report), report))
    assert [str(w) for w in report.warnings] == [
        f"{f}:2: same abstract as paper 'p0' ({ids}:1); kept that record, which has an id; its title "
        "'Another Name' is not that record's 'Forest 0', which the paper keeps"]
    assert [str(n) for n in report.notes] == [
        f"{f}:3: 4 records of this file without an id have the abstract of a record with an id in {ids}: "
        "each merged as a duplicate into that record, which the paper keeps: lines 3 (= 2), 4 (= 3), 5 (= 4), "
        "6 (= 5)"]


# --- a pretty-printed JSON file cut off inside a record: the records before it, one skip, no phantoms

def _works(n):
    import json
    return [{"id": f"https://openalex.org/W{100 + k}", "title": f"Forest {k}",
             "authorships": [{"author": {"display_name": "Ada Birch"}}, {"author": {"display_name": "Bo Elm"}}],
             "abstract": _ABSTRACTS[k]} for k in range(n)]


def test_a_cut_off_pretty_printed_file_keeps_the_whole_records_and_reads_no_nested_object(tmp_path):
    import json
    text = json.dumps({"meta": {"count": 3}, "results": _works(3)}, indent=2)
    cut = text.index('"Forest 2"') + 4  # inside the third record's title
    f = tmp_path / "works.json"
    f.write_text(text[:cut], encoding="utf-8")
    report = ReadReport()
    papers = list(read([f], report=report))
    assert [p.title for p in papers] == ["Forest 0", "Forest 1"]
    assert report.read == 3
    start = text[:text.index('"Forest 2"')].rindex("{")
    first, last = text[:start].count("\n") + 1, text[:cut].count("\n") + 1
    # (session 48: the columns too) where the record opens, and the last character read
    opens, column = start - text.rfind("\n", 0, start), (cut - 1) - text.rfind("\n", 0, cut - 1)
    assert [str(s) for s in report.skipped] == [
        f"{f}:{first}: invalid JSON: Unterminated string starting at line {last}, column 16; the file ends inside "
        f"this record (which opens at line {first}, column {opens}; the last character is at line {last}, "
        f"column {column}), without the array's closing ']': cut off? The complete records before "
        "it were read; this one is lost"]


def test_a_broken_pretty_printed_record_resumes_at_the_next_record_not_inside_it(tmp_path):
    import json
    works = _works(3)
    text = json.dumps(works, indent=2)
    broken = text.replace('"title": "Forest 1"', '"title": Forest 1', 1)  # a value without quotes
    f = tmp_path / "works.json"
    f.write_text(broken, encoding="utf-8")
    report = ReadReport()
    papers = list(read([f], report=report))
    assert [p.title for p in papers] == ["Forest 0", "Forest 2"]
    assert len(report.skipped) == 1 and report.read == 3
    assert "invalid JSON: Expecting value; lines" in str(report.skipped[0])


# --- messages: a spreadsheet is saved as CSV, counts of one are singular

def test_an_xlsx_file_is_told_to_be_saved_as_csv(tmp_path):
    import zipfile
    from kg.read import InputError
    f = tmp_path / "sheet.xlsx"
    with zipfile.ZipFile(f, "w") as z:
        z.writestr("[Content_Types].xml", "<Types/>")
        z.writestr("xl/workbook.xml", "<workbook/>")
    with pytest.raises(InputError) as err:
        list(read([f], report=ReadReport()))
    assert "save it as CSV" in str(err.value) and "unzip" not in str(err.value)
    assert str(err.value).startswith(f"{f}: a spreadsheet (.xlsx or .ods, a ZIP archive)")


def test_a_plain_zip_archive_is_still_to_be_unzipped(tmp_path):
    import zipfile
    from kg.read import InputError
    f = tmp_path / "papers.zip"
    with zipfile.ZipFile(f, "w") as z:
        z.writestr("papers.jsonl", "{}\n")
    with pytest.raises(InputError, match="a ZIP archive: unzip it"):
        list(read([f], report=ReadReport()))


def test_one_nul_byte_is_singular(tmp_path):
    import json
    f = tmp_path / "p.jsonl"
    rec = json.dumps({"id": "n1", "abstract": _ABSTRACTS[0]})
    f.write_bytes(b"\x00" + rec.encode() + b"\n\x00\n")
    report = ReadReport()
    assert [p.id for p in read([f], report=report)] == ["n1"]
    assert [w.message for w in report.warnings] == [
        "1 NUL byte before the line's text (what a crash leaves in a file): ignored, the rest of the line is read",
        "a line of 1 NUL byte (what a crash leaves in a file): no record; ignored"]


def test_one_byte_after_gzip_data_is_singular(tmp_path):
    import gzip
    import json
    f = tmp_path / "p.jsonl.gz"
    f.write_bytes(gzip.compress((json.dumps({"id": "g1", "abstract": _ABSTRACTS[1]}) + "\n").encode()) + b"x")
    report = ReadReport()
    assert [p.id for p in read([f], report=report)] == ["g1"]
    assert any(w.message.startswith("1 byte after the end of the gzip data") and " is no gzip data and was ignored"
               in w.message for w in report.warnings)


# --- JSON Lines saved as .csv: said first, not after the JSON split at each comma

def test_json_lines_saved_as_csv_is_named_as_such(tmp_path):
    import json
    from kg.read import InputError
    f = tmp_path / "papers.csv"
    f.write_text("".join(json.dumps({"title": f"Forest {k}", "year": 2025, "abstract": a}) + "\n"
                         for k, a in enumerate(_ABSTRACTS[:2])), encoding="utf-8")
    with pytest.raises(InputError) as err:
        list(read([f], report=ReadReport()))
    assert str(err.value) == (f"{f}:1: the first line is JSON, not a CSV header row: the file looks like JSON Lines "
                              "(a JSON object on each line); name it .jsonl, or give --format jsonl")
    assert [p.title for p in read([f], fmt="jsonl", report=ReadReport())] == ["Forest 0", "Forest 1"]


def test_a_json_array_saved_as_csv_is_named_as_such(tmp_path):
    import json
    from kg.read import InputError
    f = tmp_path / "papers.csv"
    f.write_text(json.dumps([{"title": "Forest 0", "abstract": _ABSTRACTS[0]}], indent=2), encoding="utf-8")
    with pytest.raises(InputError, match=r"papers\.csv:1: the first line is JSON, not a CSV header row: the file "
                                         r"looks like JSON \(a JSON array or object\); name it \.json"):
        list(read([f], report=ReadReport()))


# --- Atom feeds (arXiv's API) are read: one paper per entry

def _feed(entries, declaration=True):
    head = '<?xml version="1.0" encoding="UTF-8"?>\n' if declaration else ""
    return (head + '<feed xmlns="http://www.w3.org/2005/Atom" xmlns:arxiv="http://arxiv.org/schemas/atom">\n'
            "<title>query results</title>\n" + "".join(entries) + "</feed>\n")


def _entry(n, abstract, extra=""):
    return (f"<entry>\n<id>http://arxiv.org/abs/2502.0{n:04d}v2</id>\n<published>2025-02-0{n + 1}T10:00:00Z</published>\n"
            f"<title>Forest\n  Growth {n}</title>\n<summary>  {abstract}\n</summary>\n"
            f"<author><name>Ada Birch</name></author><author><name>Bo Elm</name></author>\n"
            f'<link href="http://arxiv.org/abs/2502.0{n:04d}v2" rel="alternate" type="text/html"/>\n'
            f'<link title="pdf" href="http://arxiv.org/pdf/2502.0{n:04d}v2" rel="related"/>\n{extra}</entry>\n')


@pytest.mark.parametrize("name", ["feed.atom", "feed.xml", "query"])
def test_an_arxiv_atom_feed_is_read_entry_by_entry(tmp_path, name):
    f = tmp_path / name
    f.write_text(_feed([_entry(0, _ABSTRACTS[0]),
                        _entry(1, _ABSTRACTS[1], "<arxiv:doi>10.5555/forest.1</arxiv:doi>\n"
                                                 "<arxiv:journal_ref>NeurIPS 2025</arxiv:journal_ref>\n")]),
                 encoding="utf-8")
    report = ReadReport()
    papers = list(read([f], report=report))
    assert [(p.id, p.arxiv, p.title, p.year, p.venue, p.authors, p.source) for p in papers] == [
        ("2502.00000", "2502.00000", "Forest Growth 0", 2025, "arXiv", ("Ada Birch", "Bo Elm"), f"{f}:4"),
        ("2502.00001", "2502.00001", "Forest Growth 1", 2025, "NeurIPS 2025", ("Ada Birch", "Bo Elm"), f"{f}:15")]
    assert papers[0].abstract == _ABSTRACTS[0] and papers[0].url == "http://arxiv.org/abs/2502.00000v2"
    assert papers[1].doi == "10.5555/forest.1"
    assert report.skipped == [] and report.warnings == [] and report.read == 2


def test_an_atom_feed_named_txt_is_read_with_a_warning(tmp_path):
    f = tmp_path / "feed.txt"
    f.write_text(_feed([_entry(0, _ABSTRACTS[2])], declaration=False), encoding="utf-8")
    report = ReadReport()
    assert [p.id for p in read([f], report=report)] == ["2502.00000"]
    assert [str(w) for w in report.warnings] == [
        f"{f}: named like a venue dump but holds an Atom feed (arXiv's API): read as an Atom feed (arXiv's API) "
        "(--format venue forces the venue reader)"]


def test_an_entry_without_summary_is_skipped_and_a_cut_off_feed_keeps_the_entries_before(tmp_path):
    f = tmp_path / "feed.atom"
    whole = _feed([_entry(0, _ABSTRACTS[0]), "<entry><id>urn:x:1</id><title>No Text</title></entry>\n",
                   _entry(2, _ABSTRACTS[2])])
    cut = whole[:whole.index(_ABSTRACTS[2]) + 20]
    f.write_text(cut, encoding="utf-8")
    report = ReadReport()
    assert [p.id for p in read([f], report=report)] == ["2502.00000"]
    last = cut.count("\n") + 1
    assert [str(s) for s in report.skipped] == [
        f"{f}:15: no abstract",
        f"{f}:16: the Atom feed is cut off: the file ends at line {last} inside the entry that opens on line 16, "
        "which is lost, without the feed's closing tags; the entries before it were read"]
    assert report.read == 3


def test_a_fault_inside_a_feed_is_named_by_line_and_column(tmp_path):
    f = tmp_path / "feed.atom"
    f.write_text(_feed([_entry(0, _ABSTRACTS[0]), _entry(1, "Trees &nbsp; grow")]), encoding="utf-8")
    report = ReadReport()
    assert [p.id for p in read([f], report=report)] == ["2502.00000"]
    assert [str(s) for s in report.skipped] == [
        f"{f}:15: XML is not well-formed at line 20, column 18 (undefined entity) inside the entry that opens on "
        "line 15, which is lost: the entries before it were read, any after it are lost"]


def test_another_atom_feed_gives_its_ids_and_years(tmp_path):
    f = tmp_path / "blog.atom"
    f.write_text('<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>tag:example.org,2025:fern</id>'
                 f'<updated>2024-06-01T00:00:00Z</updated><title>Ferns</title><summary>{_ABSTRACTS[3]}</summary>'
                 "</entry></feed>", encoding="utf-8")
    [paper] = read([f], report=ReadReport())
    assert (paper.id, paper.year, paper.arxiv, paper.title) == ("tag:example.org,2025:fern", 2024, None, "Ferns")


def test_forced_atom_on_other_xml_is_refused_by_name(tmp_path):
    from kg.read import InputError
    f = tmp_path / "x.xml"
    f.write_text('<?xml version="1.0"?>\n<rss version="2.0"><channel/></rss>\n', encoding="utf-8")
    with pytest.raises(InputError, match=r"x\.xml:2: not an Atom feed: the root element is \"rss\", not an Atom 'feed'"):
        list(read([f], fmt="atom", report=ReadReport()))
    with pytest.raises(InputError) as err:  # unforced: refused as a format PaperKG does not read
        list(read([f], report=ReadReport()))
    assert "does not read" in str(err.value) and "--format venue" not in str(err.value)
