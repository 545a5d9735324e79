"""Session 29, fresh-user trial and break-it round (robust5): defects found with messy inputs.

1. ``kg build DIR/entities.csv --out DIR`` (a paper table that happens to bear an export's
   name, in the output folder) overwrote its own input with the build's entities.csv,
   silently: the user's data was gone. A build whose export would replace one of its inputs
   (also named by another path or a link) is now refused before any work, a usage error
   (exit 2) naming the input and the export; nothing is written.
2. JSON records whose keys are written in camelCase, as Semantic Scholar's Open Research
   Corpus writes ``paperAbstract`` (also ``abstractText``, ``abstractNote``, ``paperTitle``,
   ``publicationYear``), were skipped as "no abstract": :func:`kg.read._normkeys` lower-cases
   ``paperAbstract`` to ``paperabstract``, which no alias matched, though ``paper_abstract``
   is one. Every alias is now accepted without its underscores too. A record whose abstract
   sits under a key PaperKG does not read (``description``, ``abstract_en``) is still
   skipped, but the message names that key and the keys that are read; an abstract key
   present but empty (``"abstract_text": ""``) is "empty abstract", not "no abstract".
3. An abstract written as a list of paragraphs was read only when every element was a
   string: S2ORC's and GROBID's paragraph objects (``{"section": "Abstract", "text": ...}``)
   and a list holding a null (an empty paragraph) were skipped as "abstract is not text
   (list)". Both are now read; a list holding anything else is skipped with a message
   saying what it holds.
4. A numeric id written with a fraction, ``12345.0`` (as pandas writes an integer column that
   has a missing value), was the id "12345.0", so the same paper read from a CSV file
   (``12345``) was kept twice. JSON has one kind of number: a whole number is now its integer
   id, "12345".
5. ``kg link graph.nt --wikidata`` parsed the N-Triples file (a subset of Turtle) and wrote
   the graph back into it as Turtle, with ``@prefix`` lines, so that ``kg query --graph
   graph.nt`` and ``kg validate graph.nt`` could no longer read it (and ``--out linked.jsonld``
   wrote Turtle under a JSON-LD name). A file written that is named as another RDF format is
   now refused before the graph is read (exit 2), pointing to ``--out FILE.ttl``; a GRAPH of
   N-Triples with ``--out FILE.ttl`` is read as before.
6. A SPARQL syntax error read "expected one of ..., a letter, a letter, ['_'], any
   character": the class of name characters that follow the first is now "a digit", and the
   underscore token is written ``"_"``.
7. A CSV or TSV file holding its header row twice, as ``cat a.csv b.csv`` joins two exports,
   gave a paper titled "title" whose abstract was "abstract" (with a warning about a
   one-word abstract). A row that repeats the header (also after a byte-order mark) is now
   no record: a warning names its line.
8. Venue dumps joined one after the other (``cat icml.txt neurips.txt``) gave a paper whose
   abstract was the second file's header line, "NeurIPS 2023 Papers" (a warning about a
   short abstract), or, when the header stood right under the last abstract or the first
   file lacked its final line break, glued the header to that abstract without a word; and
   the second file's papers got the first file's venue. A header line inside the file (the
   first line again, or a short line with a venue, a year and "Papers", "Abstracts",
   "Accepted" or "Proceedings") now ends its paragraph and gives the abstracts after it its
   venue, with a warning naming its line.
9. A record of arXiv's metadata snapshot (the JSON Lines file arXiv publishes on Kaggle:
   ``id``, ``submitter``, ``journal-ref``, ``versions``, ``authors_parsed``) got the venue
   "unknown venue (FILE)" and no year, and its authors kept arXiv's LaTeX accents
   (``C. Bal\\'azs``). Its venue is now its ``journal-ref``, else arXiv, its year that of its
   first version; a name holding LaTeX in any JSON or CSV record is cleaned as BibTeX names are.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from kg.cli import main
from tests.factories import read_with_report, write_text_file
from kg.read import ReadReport, read

ABS_A = "We propose LumenNet, a network for keyword spotting. LumenNet reaches 96.2% accuracy on Speech Commands."
ABS_B = "We introduce FernFlow, a normalizing flow for density estimation. FernFlow improves log-likelihood on CIFAR-10."
ABS_C = "We present OrbitRL, an offline reinforcement learning algorithm that outperforms CQL on D4RL."


_write = write_text_file
_read = read_with_report


def _jsonl(tmp_path: Path, records: list, name: str = "r.jsonl") -> Path:
    return _write(tmp_path, name, "".join(json.dumps(r) + "\n" for r in records))


# --- 1. an export that would replace an input ----------------------------------------------------

def test_an_input_named_like_an_export_in_the_out_folder_is_refused(tmp_path, capsys):
    table = _write(tmp_path, "entities.csv", f'title,abstract\nLumen,"{ABS_A}"\n')
    before = table.read_bytes()
    assert main(["build", str(table), "--out", str(tmp_path), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert err == (f"kg: error: {table}: this input is the export entities.csv of --out {tmp_path}, which the "
                   f"build would overwrite; move the input or choose another --out folder\n")
    assert table.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["entities.csv"]


def test_an_input_reached_through_a_link_or_another_path_is_refused_too(tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    table = _write(out, "entities.csv", f'title,abstract\nLumen,"{ABS_A}"\n')
    link = tmp_path / "papers.csv"
    os.symlink(table, link)
    assert main(["build", str(link), "--out", str(out), "--quiet"]) == 2
    assert f"{link}: this input is the export entities.csv of --out {out}" in capsys.readouterr().err
    dotted = out / ".." / "out" / "entities.csv"
    assert main(["build", str(dotted), "--out", str(out), "--quiet"]) == 2
    capsys.readouterr()
    assert table.read_text(encoding="utf-8").startswith("title,abstract\n")


def test_graph_html_clashes_only_when_the_build_writes_it(tmp_path):
    from kg.pipeline import _check_inputs_kept

    page = _write(tmp_path, "graph.html", "<p>notes</p>\n")
    with pytest.raises(ValueError, match="is the export graph.html"):
        _check_inputs_kept(tmp_path, [page], html=True)
    _check_inputs_kept(tmp_path, [page], html=False)  # --no-html: graph.html is not written
    other = _write(tmp_path, "papers.jsonl", json.dumps({"abstract": ABS_A}) + "\n")
    _check_inputs_kept(tmp_path, [other, "-", tmp_path / "missing.jsonl"], html=True)


# --- 2. camelCase keys and keys that are not read ------------------------------------------------

def test_camel_case_keys_are_read_as_their_snake_case_aliases(tmp_path):
    path = _jsonl(tmp_path, [
        {"id": "c1", "paperTitle": "Lumen", "paperAbstract": ABS_A, "publicationYear": 2024},
        {"id": "c2", "title": "Fern", "abstractText": ABS_B, "authorNames": ["Ada Quill"]},
        {"id": "c3", "title": "Orbit", "abstractNote": ABS_C, "publicationTitle": "ICML 2023"},
    ])
    papers, report = _read([path])
    assert [(p.id, p.title, p.abstract) for p in papers] == [
        ("c1", "Lumen", ABS_A), ("c2", "Fern", ABS_B), ("c3", "Orbit", ABS_C)]
    assert papers[0].year == 2024 and papers[1].authors == ("Ada Quill",)
    assert papers[2].venue == "ICML 2023" and papers[2].year == 2023
    assert not report.skipped and not report.warnings


def test_a_csv_header_in_camel_case_is_read(tmp_path):
    path = _write(tmp_path, "s2.csv", f'paperId,paperTitle,paperAbstract\n42,Lumen,"{ABS_A}"\n')
    papers, report = _read([path])
    assert [(p.id, p.title, p.abstract) for p in papers] == [("42", "Lumen", ABS_A)]
    assert not report.skipped


def test_an_abstract_under_a_key_that_is_not_read_is_named(tmp_path):
    path = _jsonl(tmp_path, [
        {"id": "d1", "title": "Lumen", "description": ABS_A},
        {"id": "d2", "abstract_en": ABS_B, "Abstract (French)": "Nous proposons FernFlow."},
        {"id": "d3", "title": "No abstract at all"},
        {"id": "d4", "abstract_text": ""},
        {"id": "d5", "abstract": ABS_C},
    ])
    papers, report = _read([path])
    assert [p.id for p in papers] == ["d5"]
    read_from = "an abstract is read from abstract, abstract_text, summary, paper_abstract, abstract_note"
    assert [(x.source, x.message) for x in report.skipped] == [
        (f"{path}:1", f"no abstract (the key 'description' is not read as one; {read_from})"),
        (f"{path}:2", f"no abstract (the keys 'abstract_en', 'abstract_(french)' are not read as one; {read_from})"),
        (f"{path}:3", "no abstract"),
        (f"{path}:4", "empty abstract"),
    ]


def test_the_no_abstract_column_message_lists_the_names_as_before(tmp_path):
    from kg.read import InputError

    path = _write(tmp_path, "t.csv", "title,text\nLumen,x\n")
    with pytest.raises(InputError) as err:
        _read([path])
    assert "expected one of abstract, abstract_text, summary, paper_abstract, abstract_note" in str(err.value)
    assert "abstracttext" not in str(err.value)


# --- 3. an abstract as a list of paragraphs ------------------------------------------------------

def test_paragraph_objects_and_null_paragraphs_are_read(tmp_path):
    path = _jsonl(tmp_path, [
        {"id": "g1", "abstract": [{"section": "Abstract", "text": "Keyword spotting needs small models."},
                                  {"section": "Abstract", "text": ABS_A}]},
        {"id": "g2", "abstract": ["Density estimation is hard.", None, ABS_B]},
        {"id": "g3", "abstract": [{"value": ABS_C}]},
    ])
    papers, report = _read([path])
    assert [(p.id, p.abstract) for p in papers] == [
        ("g1", "Keyword spotting needs small models.\n" + ABS_A),
        ("g2", "Density estimation is hard.\n" + ABS_B),
        ("g3", ABS_C)]
    # session 30 (ld30): a paragraph left out is named
    assert not report.skipped
    assert [(w.source.rsplit(":", 1)[1], w.message) for w in report.warnings] == [
        ("2", "abstract paragraph 2 of 3 is empty (null); left out")]


def test_a_list_holding_no_paragraph_is_skipped_saying_what_it_holds(tmp_path):
    path = _jsonl(tmp_path, [
        {"id": "h1", "abstract": [[ABS_A], ABS_B]},
        {"id": "h2", "abstract": [ABS_A, 7]},
        {"id": "h3", "abstract": [{"section": "Abstract"}]},
        {"id": "h4", "abstract": {"en": ABS_A}},
        {"id": "h5", "abstract": 42},
        {"id": "h6", "abstract": [None]},
        {"id": "h7", "abstract": ABS_C},
    ])
    papers, report = _read([path])
    assert [p.id for p in papers] == ["h7"]
    tail = "; an abstract is a string or a list of paragraphs)"
    assert [(x.source, x.message) for x in report.skipped] == [
        (f"{path}:1", "abstract is not text (a list holding a list" + tail),
        (f"{path}:2", "abstract is not text (a list holding a number" + tail),
        (f"{path}:3", "abstract is not text (a list holding an object without a text" + tail),
        (f"{path}:4", "abstract is not text (an object" + tail),
        (f"{path}:5", "abstract is not text (a number" + tail),
        (f"{path}:6", "empty abstract"),
    ]


# --- 4. a whole number written with a fraction ---------------------------------------------------

def test_a_whole_number_id_with_a_fraction_is_its_integer(tmp_path):
    csv_path = _write(tmp_path, "a.csv", f'id,abstract\n12345,"{ABS_A}"\n')
    json_path = _write(tmp_path, "b.jsonl",
                       '{"id": 12345.0, "abstract": "' + ABS_A + '"}\n'
                       '{"id": 1e3, "abstract": "' + ABS_B + '"}\n'
                       '{"id": 2.5, "abstract": "' + ABS_C + '"}\n')
    papers, report = _read([csv_path, json_path])
    from kg.read import dedupe

    kept = dedupe(papers, report)
    # session 30 (ld30): a number id is kept as written but for a fraction of zeros: 1e3 is "1e3"
    assert [p.id for p in kept] == ["12345", "1e3", "2.5"]
    assert not report.warnings  # one paper, not "the same abstract under another id"


def test_a_float_id_beyond_exact_integers_keeps_its_written_form(tmp_path):
    path = _write(tmp_path, "big.jsonl", '{"id": 1e300, "abstract": "' + ABS_A + '"}\n')
    [paper], _ = _read([path])
    assert paper.id == "1e300"  # as written (session 30, ld30; it was "1e+300", float's form)


# --- 6. a SPARQL syntax error's character classes ------------------------------------------------

def test_a_syntax_error_names_each_character_class_once():
    """pyoxigraph lists the class of name characters that may follow the first (digits,
    U+00B7, combining marks) beside the class of letters: both read "a letter" before, and
    the underscore token was left as ``['_']``."""
    import pyoxigraph as ox

    from kg.query import readable_syntax_error

    with pytest.raises(SyntaxError) as err:
        ox.Store().query("SELECT * WHERE { ?paper ?p ?o")
    message = readable_syntax_error(str(err.value))
    assert message.endswith('"}", "~", a digit, a letter, "_", any character')
    assert message.count("a letter") == 1 and "['_']" not in message


# --- 5. kg link never writes Turtle under another format's name ----------------------------------

def test_kg_link_refuses_to_write_turtle_into_an_nt_file(tmp_path, capsys):
    from kg.wikidata import cli_link

    nt = tmp_path / "graph.nt"
    nt.write_text('<https://example.org/a> <http://www.w3.org/2000/01/rdf-schema#label> "a" .\n', encoding="utf-8")
    before = nt.read_bytes()
    dead = "http://127.0.0.1:9/sparql"  # never asked: the refusal comes first
    assert cli_link(nt, endpoint=dead, cache_dir=tmp_path / "cache") == 2
    assert capsys.readouterr().err == (f"kg: error: {nt}: kg link writes the graph back as Turtle, which a file "
                                       f"named .nt (N-Triples) must not hold; give --out FILE.ttl\n")
    out = tmp_path / "linked.jsonld"
    assert cli_link(nt, endpoint=dead, cache_dir=tmp_path / "cache", out=out) == 2
    assert capsys.readouterr().err == (f"kg: error: --out {out}: kg link writes Turtle, which a file named "
                                       f".jsonld (JSON-LD) must not hold; give --out FILE.ttl\n")
    assert nt.read_bytes() == before and not out.exists()
    # N-Triples read, Turtle written to a .ttl (a graph without entities: nothing to look up)
    ttl = tmp_path / "linked.ttl"
    assert cli_link(nt, endpoint=dead, cache_dir=tmp_path / "cache", out=ttl) == 0
    from rdflib import Graph

    assert len(Graph().parse(ttl, format="turtle")) >= 1 and nt.read_bytes() == before


# --- 7. a header row repeated by joining two files ------------------------------------------------

def test_a_repeated_header_row_is_no_paper(tmp_path):
    one = f'title,abstract\nLumen,"{ABS_A}"\n'
    two = f'\ufefftitle , abstract\nFern,"{ABS_B}"\n'
    path = _write(tmp_path, "joined.csv", one + two)
    papers, report = _read([path])
    assert [p.title for p in papers] == ["Lumen", "Fern"]
    assert [(w.source, w.message) for w in report.warnings] == [
        (f"{path}:3", "repeats the header row (files joined one after the other?); not read as a record")]
    assert not report.skipped


def test_a_file_of_two_header_rows_holds_no_record(tmp_path):
    from kg.read import InputError

    path = _write(tmp_path, "headers.tsv", "title\tabstract\ntitle\tabstract\n")
    with pytest.raises(InputError, match="only a header row and no record under it"):
        _read([path])


# --- 8. venue dumps joined one after the other ----------------------------------------------------

def _venues(papers: list) -> list:
    return [(p.abstract.split(",")[0], p.venue, p.year) for p in papers]


def test_a_second_venue_header_gives_the_papers_after_it_its_venue(tmp_path):
    icml = f"ICML 2026 Papers\n\n{ABS_A}\n"
    neurips = f"NeurIPS 2023 Papers\n\n{ABS_B}\n\n{ABS_C}\n"
    path = _write(tmp_path, "joined.txt", icml + "\n" + neurips)
    papers, report = _read([path])
    assert _venues(papers) == [("We propose LumenNet", "ICML", 2026), ("We introduce FernFlow", "NeurIPS", 2023),
                               ("We present OrbitRL", "NeurIPS", 2023)]
    assert [(w.source, w.message) for w in report.warnings] == [
        (f"{path}:5", 'venue header line "NeurIPS 2023 Papers" inside the file: the abstracts after it get its '
                      "venue (venue dumps joined one after the other?)")]
    assert not report.skipped


def test_a_header_right_under_an_abstract_or_glued_to_it_is_cut_off(tmp_path):
    first = f"ICML 2026 Papers\n\n{ABS_A}\n"
    second = f"ICML 2026 Papers\n\n{ABS_B}\n"
    under = _write(tmp_path, "under.txt", first + second)  # cat of two files that end with a line break
    glued = _write(tmp_path, "glued.txt", first.rstrip("\n") + second)  # the first lacks its final one
    for path, cut in ((under, ""), (glued, " (cut from the end of the line, where it was glued to the abstract)")):
        papers, report = _read([path])
        assert [p.abstract for p in papers] == [ABS_A, ABS_B]
        assert [(w.source, w.message) for w in report.warnings] == [
            (f"{path}:{3 if cut else 4}", f'venue header line "ICML 2026 Papers" inside the file{cut}: the abstracts '
                                          "after it get its venue (venue dumps joined one after the other?)")]


def test_short_lines_that_are_no_header_stay_text(tmp_path):
    body = (f"ICML 2026 Papers\n\n{ABS_A}\nCode: https://example.org/lumen\n\n"
            f"{ABS_B} Tested in 2023.Results hold\n\nShort note on 2024 results\n")
    path = _write(tmp_path, "plain.txt", body)
    papers, report = _read([path])
    assert len(papers) == 3 and not any("venue header" in w.message for w in report.warnings)
    assert papers[0].abstract.endswith("Code: https://example.org/lumen")
    assert all(p.venue == "ICML" and p.year == 2026 for p in papers)


# --- 9. arXiv's metadata snapshot ------------------------------------------------------------------

def test_an_arxiv_metadata_snapshot_record_gets_venue_year_and_clean_names(tmp_path):
    first = {"id": "2310.01234", "submitter": "Ada Quill", "authors": "A. Quill, B. Fern and C. Tr\\'ebuchet",
             "title": "LumenNet:\n  Small Keyword Spotters", "comments": "9 pages", "journal-ref": "ICLR 2024",
             "doi": None, "categories": "cs.SD cs.LG", "abstract": "  " + ABS_A + "\n",
             "versions": [{"version": "v1", "created": "Mon, 2 Oct 2023 17:59:59 GMT"},
                          {"version": "v2", "created": "Tue, 9 Jan 2024 10:00:00 GMT"}],
             "update_date": "2024-01-09", "authors_parsed": [["Quill", "A.", ""]]}
    second = {"id": "hep-th/9901001", "authors": "D. M{\\\"u}ller", "abstract": ABS_B, "journal-ref": None,
              "versions": [{"version": "v1", "created": "Fri, 1 Jan 1999 00:00:00 GMT"}]}
    plain = {"id": "2401.00001", "abstract": ABS_C}  # no snapshot field: left alone
    papers, report = _read([_jsonl(tmp_path, [first, second, plain])])
    assert [(p.id, p.venue, p.year) for p in papers] == [
        ("2310.01234", "ICLR 2024", 2023), ("hep-th/9901001", "arXiv", 1999), ("2401.00001", None, None)]
    assert papers[0].authors == ("A. Quill", "B. Fern", "C. Trébuchet")
    assert papers[1].authors == ("D. Müller",)
    assert not report.warnings and not report.skipped


def test_a_csv_author_with_a_latex_accent_is_cleaned(tmp_path):
    path = _write(tmp_path, "a.csv", 'authors,abstract\n"Jos\\\'e Ortega; Ana Lima","' + ABS_A + '"\n')
    [paper], _ = _read([path])
    assert paper.authors == ("José Ortega", "Ana Lima")
