"""Session 21, fresh-user trial (robustness helper): defects found with messy inputs of the
kinds reference managers and spreadsheets write.

1. BibTeX ``%`` comments (biber / biblatex read them; JabRef, hand-edited files and commented-out
   fields have them): a comment after a field no longer swallows the next field's name (the
   entry lost its abstract: "no abstract; skipped"), one before the closing brace no longer
   loses the entry, and an entry commented out line by line is not read (it was skipped,
   exit 1). A ``%`` inside a value, ``\\%`` and ``@comment`` bodies stay.
2. Standard input and files without an extension: BibTeX after ``%`` comment lines (JabRef's
   ``% Encoding: UTF-8``) or after Mendeley's plain-text header is read as BibTeX, not as a
   venue dump whose "abstracts" were the BibTeX source.
3. A BibTeX entry bibtexparser cannot parse is named by its key with the cause (an unclosed
   brace or quote, where the next entry starts), not as "(BlockAbortedException)".
4. The LaTeX text macros of ASCII characters that BibTeX exporters write (``{\\textless}``,
   ``{\\textunderscore}`` ...) are those characters: they were dropped, so a code link lost its
   underscore (a wrong repository), "p < 0.01" lost its sign and escaped HTML stayed as
   "icode/i".
5. biblatex's ``journaltitle`` (Zotero's Better BibLaTeX export) names the venue, as
   ``journal`` does; the venue was "unknown venue (file)".
6. BibTeX's ``and others`` (et al.) is no author; it was written as ``dcterms:creator "others"``.
7. A BibTeX DOI, URL or eprint written with LaTeX escapes (``10.1007/978-3-030-58452-8\\_13``)
   loses them; the DOI link was ``...8%5C_13``, no DOI.
8. JSON objects printed over several lines one after another (``jq '.[]'`` without ``-c``,
   ``json.dumps(r, indent=2)`` per record) in a ``.jsonl``, ``.json`` or unnamed file are read
   one by one with a warning; every line was "invalid JSON" and nothing was built.
9. "no papers to build" names the first three skipped records and counts the others; 30 entries
   without abstracts read as three.
10. ``kg serve --graph FOLDER`` says the folder is one (or a store: use --store), as ``kg query``
    does; it said "graph file FOLDER not found".
11. A venue dump (or standard input read as one) holding only a header line, or a CSV/TSV file
    holding only its header row, is an error of that file saying so; the build said "no papers to
    build" with no reason.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from kg.read import ReadReport, _bib_without_comments, _sniff, read

ABS1 = "We propose LumaNet, a network for image dehazing that raises PSNR by 1.2 dB on RESIDE."
ABS2 = "We introduce QuillGraph, a graph model for citation recommendation on the ACL Anthology."


def _read(tmp_path: Path, name: str, text: str) -> tuple[list, ReadReport]:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    report = ReadReport()
    return list(read([p], report=report)), report


def _said(report: ReadReport, tmp_path: Path) -> list[str]:
    """The report's skip lines, the file named without its folder."""
    return [str(p).replace(f"{tmp_path}/", "") for p in report.skipped]


# --- 1. % comments in BibTeX -----------------------------------------------------------------

def test_a_comment_after_a_field_keeps_the_next_field(tmp_path: Path) -> None:
    papers, report = _read(tmp_path, "refs.bib", (
        "@article{luma2024,\n"
        "  title = {LumaNet}, % shortened title\n"
        f"  abstract = {{{ABS1}}},\n"
        "  year = {2024}\n"
        "}\n"))
    assert [(p.title, p.abstract, p.year) for p in papers] == [("LumaNet", ABS1, 2024)]
    assert (report.skipped, report.warnings) == ([], [])


def test_a_comment_before_the_closing_brace_keeps_the_entry(tmp_path: Path) -> None:
    papers, report = _read(tmp_path, "refs.bib", (
        "@article{luma2024,\n"
        f"  abstract = {{{ABS1}}},\n"
        "  note = {Oral}, % camera-ready\n"
        "}\n"
        f"@article{{quill2023, abstract = {{{ABS2}}}}}\n"))
    assert [p.abstract for p in papers] == [ABS1, ABS2]
    assert report.skipped == []


def test_a_commented_out_field_is_not_read(tmp_path: Path) -> None:
    papers, report = _read(tmp_path, "refs.bib", (
        "@article{luma2024,\n"
        "  % doi = {10.1234/old.5678},\n"
        f"  abstract = {{{ABS1}}},\n"
        "%  year = {2019},\n"
        "  year = {2024}\n"
        "}\n"))
    assert [(p.doi, p.year) for p in papers] == [(None, 2024)]
    assert (report.skipped, report.warnings) == ([], [])


def test_an_entry_commented_out_line_by_line_is_not_read(tmp_path: Path) -> None:
    papers, report = _read(tmp_path, "refs.bib", (
        f"@article{{quill2023, abstract = {{{ABS2}}}}}\n"
        "\n"
        "%@article{oldversion,\n"
        "%  title = {An older version},\n"
        "%}\n"
        "\n"
        f"@article{{luma2024,\n  abstract = {{{ABS1}}}\n}}\n"))
    assert [p.abstract for p in papers] == [ABS2, ABS1]
    assert (report.read, report.skipped, report.warnings) == (2, [], [])


def test_a_percent_inside_a_value_stays(tmp_path: Path) -> None:
    papers, _ = _read(tmp_path, "refs.bib", (
        "@article{luma2024,\n"
        "  title = \"LumaNet: 40% Fewer Parameters\", % our title\n"
        "  abstract = {We propose LumaNet, a network for image dehazing with 40% fewer\n"
        "% parameters than its teacher, and 3\\% higher PSNR on RESIDE.},\n"
        "}\n"))
    assert papers[0].title == "LumaNet: 40% Fewer Parameters"
    assert "40% fewer % parameters" in " ".join(papers[0].abstract.split())
    assert "3\\% higher PSNR" in papers[0].abstract  # as written: kg.clean reads the LaTeX later


def test_blanking_comments_keeps_every_other_character_in_place() -> None:
    text = ('@comment{jabref-meta: saveOrder % keep}\n'
            '% top-level @misc{x, abstract={not read}}\n'
            '@misc(k, t = "a {"}% b" % gone\n'
            ', u = {50\\% c} % gone too\n'
            ')\n')
    out = _bib_without_comments(text)
    assert len(out) == len(text) and out.count("\n") == text.count("\n")
    assert out.splitlines() == [
        " " * len("@comment{jabref-meta: saveOrder % keep}"),  # a closed @comment goes whole (session 22)
        " " * len("% top-level @misc{x, abstract={not read}}"),
        '@misc(k, t = "a {"}% b"' + " " * len(" % gone"),
        ", u = {50\\% c}" + " " * len(" % gone too"),
        ")",
    ]
    assert _bib_without_comments("@misc{k, abstract={no comment here}}") == \
        "@misc{k, abstract={no comment here}}"


def test_lines_after_comments_are_named_as_written(tmp_path: Path) -> None:
    _, report = _read(tmp_path, "refs.bib", (
        "% Exported by hand\n"
        "@article{luma2024, title = {LumaNet}, % no abstract below\n"
        "}\n"
        "\n"
        "@article{quill2023, title = {QuillGraph}}\n"))
    assert _said(report, tmp_path) == [
        "refs.bib:2: BibTeX entry 'luma2024' has no abstract; skipped",
        "refs.bib:5: BibTeX entry 'quill2023' has no abstract; skipped",
    ]


# --- 2. BibTeX from standard input or a name without an extension ----------------------------

JABREF = ("% This file was created with JabRef 2.10.\n% Encoding: UTF-8\n\n"
          f"@Article{{luma2024,\n  Title = {{LumaNet}},\n  Abstract = {{{ABS1}}},\n  Year = {{2024}}\n}}\n")
MENDELEY = ("Automatically generated by Mendeley Desktop 1.19.4\n"
            "Any changes to this file will be lost if it is regenerated by Mendeley.\n\n"
            "BibTeX export options can be customized via Options -> BibTeX in Mendeley Desktop\n\n"
            f"@article{{Quill2023,\nabstract = {{{ABS2}}},\ntitle = {{{{QuillGraph}}}},\nyear = {{2023}}\n}}\n")


@pytest.mark.parametrize("text, title", [(JABREF, "LumaNet"), (MENDELEY, "QuillGraph")])
def test_bibtex_after_a_header_is_read_as_bibtex_without_an_extension(tmp_path: Path, text: str,
                                                                         title: str) -> None:
    assert _sniff(text) == "bib"
    papers, report = _read(tmp_path, "export", text)
    assert [p.title for p in papers] == [title]
    assert (report.skipped, report.warnings) == ([], [])


def test_bibtex_on_standard_input_after_comment_lines(monkeypatch) -> None:
    import io
    import sys

    stdin = io.TextIOWrapper(io.BytesIO(JABREF.encode("utf-8")), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", stdin)
    report = ReadReport()
    papers = list(read(["-"], report=report))
    assert [(p.title, p.year) for p in papers] == [("LumaNet", 2024)]
    assert report.warnings == []


@pytest.mark.parametrize("text, fmt", [
    ("NeurIPS 2025 Papers\n\nWe propose a method. Contact @alice{at} the lab, for details.\n", "venue"),
    ("title,abstract\nT,\"@misc{x, is how a BibTeX entry opens\"\n", "csv"),
    ('{"abstract": "@article{k, title={x}}"}\n', "jsonl"),
    ("% a comment\nICML 2026 Papers\n\nSome abstract text here.\n", "venue"),
])
def test_other_formats_are_still_told_apart(text: str, fmt: str) -> None:
    assert _sniff(text) == fmt


# --- 3. the message of an entry that cannot be parsed ----------------------------------------

@pytest.mark.parametrize("entry, cause", [
    ("@misc{open1,\n  title = {An {Unclosed Brace},\n  abstract = {x}\n}\n",
     "the value of field 'title' (opened at line 2) is still open where the next entry starts at line 5: it "
     "runs over the field after it ('abstract') to the entry's last '}' (an unclosed '{' in it, at line 2?)"),
    ('@misc{open2,\n  title = "An unclosed quote,\n  abstract = {x}\n}\n',
     "the value of field 'title' (opened at line 2) is still open where the next entry starts at line 5 "
     "(an unclosed '{' or '\"' in it?)"),
])
def test_an_unparsable_entry_is_named_with_its_key_and_cause(tmp_path: Path, entry: str, cause: str) -> None:
    papers, report = _read(tmp_path, "refs.bib", entry + f"@misc{{quill2023, abstract = {{{ABS2}}}}}\n")
    assert [p.abstract for p in papers] == [ABS2]
    key = entry.split("{", 1)[1].split(",", 1)[0]
    assert _said(report, tmp_path) == [
        f"refs.bib:1: BibTeX entry {key!r} could not be parsed: {cause}; skipped"]


def test_an_entry_the_file_ends_inside_is_named_so(tmp_path: Path) -> None:
    # (only its closing brace is missing: read since session 46, with a warning)
    papers, report = _read(tmp_path, "refs.bib",
                           f"@misc{{quill2023, abstract = {{{ABS2}}}}}\n@misc{{cut2024,\n  abstract = {{x}}\n")
    assert [p.abstract for p in papers] == [ABS2, "x"]
    assert not report.skipped
    assert [str(w).replace(f"{tmp_path}/", "") for w in report.warnings if "closing" in str(w)] == [
        "refs.bib:2: BibTeX entry 'cut2024' has no closing '}' (the file ends after its last field, "
        "every value closed); read with its 1 field"]
    papers, report = _read(tmp_path, "refs.bib",
                           f"@misc{{quill2023, abstract = {{{ABS2}}}}}\n@misc{{cut2024,\n  abstract = {{x\n")
    assert [p.abstract for p in papers] == [ABS2]
    assert _said(report, tmp_path) == [
        "refs.bib:2: BibTeX entry 'cut2024' could not be parsed: the file ends mid-record (cut off?): the value "
        "of field 'abstract' (opened at line 3) is still open where the file ends (or an unclosed '{' or '\"' in "
        "it?); skipped"]


# --- 4. the LaTeX character macros BibTeX exporters write ------------------------------------

@pytest.mark.parametrize("text, cleaned", [
    # Zotero / Better BibTeX write a scraped abstract's HTML so: it is read as HTML again
    ("The {\\textless}i{\\textgreater}solver{\\textless}/i{\\textgreater} converges.",
     "The solver converges."),
    ("{\\textless}jats:p{\\textgreater}We propose KiteNet.{\\textless}/jats:p{\\textgreater}"
     "{\\textless}jats:p{\\textgreater}It flies.{\\textless}/jats:p{\\textgreater}",
     "We propose KiteNet. It flies."),
    # a comparison keeps its sign, a power its caret, a path its underscores
    ("gains are significant (p {\\textless} 0.01) at O(n{\\textasciicircum}2) cost",
     "gains are significant (p < 0.01) at O(n^2) cost"),
    ("code: https://github.com/kite/kite{\\textunderscore}net{\\_}v2 and a{\\textbar}b",
     "code: https://github.com/kite/kite_net_v2 and a|b"),
    ("the {\\textquotedbl}few-shot{\\textquotedbl} split of {\\textbraceleft}x{\\textbraceright}",
     'the "few-shot" split of {x}'),
])
def test_latex_character_macros_are_their_characters(text: str, cleaned: str) -> None:
    from kg.clean import clean

    assert clean(text).text == cleaned


def test_a_code_link_written_with_textunderscore_keeps_it() -> None:
    from kg.clean import clean
    from kg.extract.code import find_code_links

    abstract = ("We propose KiteNet for image matting. Code: "
                "https://github.com/kite/kite{\\textunderscore}net.")
    assert [link.url for link in find_code_links(clean(abstract).text)] == ["https://github.com/kite/kite_net"]


# --- 5. biblatex's journaltitle names the venue ------------------------------------------------

def test_biblatex_journaltitle_names_the_venue(tmp_path: Path) -> None:
    papers, report = _read(tmp_path, "refs.bib", (
        "@article{luma2023,\n"
        "  journaltitle = {Journal of Machine Learning Research},\n"
        "  date = {2023-05-02},\n"
        f"  abstract = {{{ABS1}}},\n"
        "}\n"
        "@article{quill2022, journal = {Transactions on Machine Learning Research},\n"
        f"  journaltitle = {{Journal of Machine Learning Research}}, year = 2022, abstract = {{{ABS2}}}}}\n"))
    assert [(p.venue, p.year) for p in papers] == [("JMLR 2023", 2023), ("TMLR 2022", 2022)]
    assert report.skipped == []


# --- 6. BibTeX "and others" -------------------------------------------------------------------

def test_and_others_is_no_author(tmp_path: Path) -> None:
    papers, _ = _read(tmp_path, "refs.bib", (
        "@article{luma2024, author = {Lee, Min and Kim, Su and others},\n"
        f"  abstract = {{{ABS1}}}}}\n"
        "@article{quill2023, author = {Others, Ann and Park, Jo and Others},\n"
        f"  abstract = {{{ABS2}}}}}\n"))
    assert [p.authors for p in papers] == [("Min Lee", "Su Kim"), ("Ann Others", "Jo Park")]


# --- 7. LaTeX escapes in a BibTeX DOI, URL or eprint ------------------------------------------

def test_a_latex_escaped_underscore_in_a_doi_is_an_underscore(tmp_path: Path) -> None:
    papers, report = _read(tmp_path, "refs.bib", (
        "@incollection{luma2020, doi = {10.1007/978-3-030-58452-8\\_13},\n"
        f"  abstract = {{{ABS1}}}}}\n"
        "@misc{quill2023, url = {https://arxiv.org/abs/2301.00001}, doi = {10.1000/a\\%2Fb},\n"
        f"  abstract = {{{ABS2}}}}}\n"))
    assert [(p.id, p.doi, p.arxiv) for p in papers] == [
        ("10.1007/978-3-030-58452-8_13", "10.1007/978-3-030-58452-8_13", None),
        ("10.1000/a/b", "10.1000/a/b", "2301.00001")]
    assert report.warnings == []


# --- 8. JSON objects over several lines, one after another (jq without -c) --------------------

def _pretty(*records: dict | str) -> str:
    import json

    return "".join((r if isinstance(r, str) else json.dumps(r, indent=2)) + "\n" for r in records)


@pytest.mark.parametrize("name", ["papers.jsonl", "papers.json", "papers"])
def test_objects_printed_over_several_lines_are_read_one_by_one(tmp_path: Path, name: str) -> None:
    papers, report = _read(tmp_path, name, _pretty({"id": "luma", "abstract": ABS1},
                                                    {"id": "quill", "abstract": ABS2}))
    assert [(p.id, p.abstract) for p in papers] == [("luma", ABS1), ("quill", ABS2)]
    assert report.skipped == [] and len(report.warnings) == 1
    assert "read one object after another" in report.warnings[0].message


def test_a_broken_object_in_a_stream_costs_only_itself(tmp_path: Path) -> None:
    text = _pretty({"id": "luma", "abstract": ABS1},
                   '{\n  "id": "cut",\n  "abstract": "We propose CutNet, a string left open\n}',
                   {"id": "quill", "abstract": ABS2},
                   ["not", "a", "record"],
                   {"id": "kite", "abstract": "We propose KiteNet for image matting on\nComposition-1k."})
    papers, report = _read(tmp_path, "papers.jsonl", text)
    assert [p.id for p in papers] == ["luma", "quill", "kite"]
    assert _said(report, tmp_path) == [
        "papers.jsonl:5: invalid JSON: Invalid control character at line 7, column 53",
        "papers.jsonl:13: expected a JSON object, got array",
    ]


def test_json_lines_with_one_object_a_line_are_read_as_before(tmp_path: Path) -> None:
    import json

    text = json.dumps({"id": "luma", "abstract": ABS1}) + "\n{broken\n" + json.dumps({"id": "quill", "abstract": ABS2}) + "\n"
    papers, report = _read(tmp_path, "papers.jsonl", text)
    assert [p.id for p in papers] == ["luma", "quill"]
    assert report.warnings == [] and _said(report, tmp_path) == [
        "papers.jsonl:2: invalid JSON: Expecting property name enclosed in double quotes (column 2)"]


# --- 9. a build with no papers says how many records were skipped -----------------------------

def test_no_papers_to_build_counts_the_skipped_records_it_does_not_show(tmp_path: Path) -> None:
    from kg.pipeline import read_papers
    from kg.read import InputError

    p = tmp_path / "scholar.bib"
    p.write_text("".join(f"@article{{key{k}, title = {{Paper {k}}}, year = 2020}}\n" for k in range(7)),
                 encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_papers([p], None, ReadReport())
    message = str(caught.value).replace(f"{tmp_path}/", "")
    assert message == ("scholar.bib: no papers to build (scholar.bib:1: BibTeX entry 'key0' has no abstract; "
                       "skipped; scholar.bib:2: BibTeX entry 'key1' has no abstract; skipped; scholar.bib:3: "
                       "BibTeX entry 'key2' has no abstract; skipped; and 4 more)")


def test_a_doi_with_a_braced_escape_is_refused_as_written(tmp_path: Path) -> None:
    papers, report = _read(tmp_path, "refs.bib", (
        "@misc{luma2020, doi = {10.1007/978-3-030-58452-8{\\_}13},\n"
        f"  abstract = {{{ABS1}}}}}\n"))
    assert [p.doi for p in papers] == [None]
    assert [w.message for w in report.warnings] == [
        'DOI "10.1007/978-3-030-58452-8{\\\\_}13" holds a brace, which no DOI does; ignored']


# --- 10. kg serve --graph on a folder names it as one, as kg query does --------------------------

def test_serving_a_folder_as_a_graph_says_it_is_a_folder(tmp_path: Path, capsys) -> None:
    from kg.serve import cli_serve

    folder = tmp_path / "exports"
    folder.mkdir()
    assert cli_serve(graph=folder, port=0) == 2
    assert capsys.readouterr().err.strip() == (
        f"kg: error: graph file {folder} is a folder, expected an RDF file (.ttl, .nt, .jsonld, ...)")
    assert cli_serve(graph=tmp_path / "nope.ttl", port=0) == 2
    assert capsys.readouterr().err.strip() == f"kg: error: graph file {tmp_path / 'nope.ttl'} not found"


# --- 11. a venue dump of only a header line says so --------------------------------------------

@pytest.mark.parametrize("name", ["icml.txt", "notes"])
def test_a_venue_dump_of_only_a_header_says_so(tmp_path: Path, name: str) -> None:
    from kg.read import InputError

    p = tmp_path / name
    p.write_text("ICML 2026 Papers\n\n\n", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        list(read([p], report=ReadReport()))
    assert caught.value.reason == (
        'only a header line ("ICML 2026 Papers") and no abstract after it; a venue dump is a line naming '
        "the venue and year, then one abstract per blank-line separated paragraph")


def test_a_header_only_file_costs_only_itself(tmp_path: Path) -> None:
    from kg.pipeline import read_papers

    (tmp_path / "icml.txt").write_text("ICML 2026 Papers\n", encoding="utf-8")
    (tmp_path / "more.txt").write_text(f"ICML 2026 Papers\n\n{ABS1}\n\n{ABS2}\n", encoding="utf-8")
    report = ReadReport()
    papers = read_papers([tmp_path / "icml.txt", tmp_path / "more.txt"], None, report)
    assert [p.abstract for p in papers] == [ABS1, ABS2]
    # a header line alone is empty input (session 51): a warning, nothing skipped
    assert report.skipped == [] and report.empty == [str(tmp_path / "icml.txt")]
    assert [p.message.split(" (")[0] for p in report.warnings] == ["no records"]


@pytest.mark.parametrize("name, text", [
    ("sheet.csv", "title;abstract;year\r\n"),
    ("sheet.tsv", "title\tabstract\n\n\n"),
    ("sheet.csv", "\ufefftitle,abstract\n,\n"),
])
def test_a_sheet_of_only_a_header_says_so(tmp_path: Path, name: str, text: str) -> None:
    from kg.read import InputError

    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    with pytest.raises(InputError) as caught:
        list(read([p], report=ReadReport()))
    assert caught.value.reason == "only a header row and no record under it"


def test_a_sheet_whose_rows_are_all_skipped_still_names_them(tmp_path: Path) -> None:
    p = tmp_path / "sheet.csv"
    p.write_text("title,abstract\nA,\n", encoding="utf-8")
    report = ReadReport()
    assert list(read([p], report=report)) == []
    assert _said(report, tmp_path) == ["sheet.csv:2: empty abstract"]
