"""Session 31, bad input and readers (robust7): defects found with messy inputs.

1. A JSON Lines file whose lines are pages of an API's results, as a script that saves each
   page it fetches writes them (``{"results": [...]}``, Semantic Scholar's
   ``{"data": [...], "next": 100}``, OpenReview's ``{"notes": [...]}``, Crossref's
   ``{"message-type": "work-list", "message": {"items": [...]}}``), lost every record: each
   line was one record "without an abstract" (skipped), and a file of such pages ended
   "no papers to build". Each record in a page's list is now read, named
   ``file:line (element n)`` (by its own line when the pages are printed over several lines),
   with one warning per file; an object holding a paper's field (id, title, abstract ...)
   stays one record, however many lists it holds; an empty page (the last one) costs nothing.
2. Comment lines in JSON Lines (``# exported ...``, ``// page 2``) were each a skipped
   record ("invalid JSON: Expecting value", exit 1) and counted among the records read; a
   comment above the records of a file without an extension or on standard input made it
   read as a venue dump. They are now ignored with one warning per file naming their lines,
   counted neither as records nor as skipped lines (also in JSON, ``// ...`` lines of JSONC).
3. ``kg build MISSING.jsonl --store DIR/`` into a new folder failed (exit 2) but left DIR
   behind holding only the lock file, which ``kg query --store DIR`` and ``kg serve --store
   DIR`` then called "not a PaperKG store". A first build into a store that fails before
   its commit now removes the folder (and the parents it created); a failed build into an
   existing store leaves it as it was, its lock released in the process (a next build runs).
4. A paper read from a one-line JSON array (``file:1 (element 2)``) had no
   prov:wasDerivedFrom link to its input file (``kg query papers-per-input-file`` missed it):
   :meth:`kg.read.ReadReport.sources_of` did not read the ``(element n)`` form. Pages of
   API results (1) name their records so too.
5. A BibTeX entry whose key lacks its comma (``@article{key`` then ``title = {...},`` on the
   next line) was skipped whole; the comma is now put back, with a warning naming the line.
6. An input file whose name is no UTF-8 (``caf\xe9.jsonl``, a Latin-1 name) stopped the build
   after the extraction ("utf-8 codec can't encode character '\udce9'"): its name is now
   written as cp1252 text (``café.jsonl``) in messages, the provenance and the venue, with a
   warning. A ``--store`` folder whose path is no UTF-8 failed at the commit, after the exports
   were renamed into place, naming no path: it is now refused at once, naming the folder. And
   ``kg validate`` / ``kg link`` said "no such file" for a graph so named.
7. A JSON ``NaN`` in a text field (``json.dump`` of pandas records) gave the title "nan" and
   the author "nan"; it is now a missing value, with a warning.
"""
from __future__ import annotations

import gzip
import io
import json
import sys

import pytest

from kg.cli import main
from kg.read import ReadReport, read
from tests.factories import read_with_report, write_text_file

ABS_A = ("We describe LanternNet, a sparse attention model for long document summarisation. "
         "LanternNet lowers memory use by half on our summarisation benchmark.")
ABS_B = ("This work studies active learning for medical image labelling. We present a sampling "
         "rule that needs forty percent fewer labels than random sampling.")
ABS_C = ("We introduce a planning method for household robots that reasons over object "
         "affordances and completes more tasks than a scripted baseline.")
ABS_D = ("We analyse why small language models forget facts during fine-tuning and propose a "
         "replay buffer that keeps their accuracy on earlier questions.")

_write = write_text_file
_read = read_with_report


def _line(obj) -> str:
    return json.dumps(obj) + "\n"


# --- 1. pages of API results, one per line ---------------------------------------------------

def test_each_record_of_a_page_of_api_results_is_read_and_named_by_line_and_element(tmp_path):
    p = _write(tmp_path, "pages.jsonl",
               _line({"results": [{"id": "r1", "title": "Lantern", "abstract": ABS_A},
                                  {"id": "r2", "title": "Labels", "abstract": ABS_B}]})
               + _line({"data": [{"paperId": "r3", "abstract": ABS_C},
                                 {"paperId": "r4", "title": "No abstract here"}], "next": 100}))
    papers, report = _read([p])
    assert [x.id for x in papers] == ["r1", "r2", "r3"]
    assert [x.source for x in papers] == [f"{p}:1 (element 1)", f"{p}:1 (element 2)", f"{p}:2 (element 1)"]
    assert report.read == 4
    assert [(s.source, s.message) for s in report.skipped] == [(f"{p}:2 (element 2)", "no abstract")]
    (w,) = report.warnings
    assert w.source == f"{p}:1"
    assert "this line and 1 more are pages of API results" in w.message and "the 4 elements of their lists are read" in w.message


def test_a_file_of_pages_read_whole_gives_the_same_records_and_messages(tmp_path):
    text = (_line({"results": [{"id": "r1", "abstract": ABS_A}, {"id": "r2", "abstract": ABS_B}]})
            + _line({"results": [{"id": "r3", "abstract": ABS_C}]}))
    plain = _write(tmp_path, "pages.jsonl", text)  # read line by line from disk
    packed = tmp_path / "packed" / "pages.jsonl.gz"  # decompressed, then read from its text
    packed.parent.mkdir()
    packed.write_bytes(gzip.compress(text.encode()))
    a, ra = _read([plain])
    b, rb = _read([packed])
    assert [(x.id, x.source[len(str(plain)):]) for x in a] == [(x.id, x.source[len(str(packed)):]) for x in b]
    assert [x.id for x in a] == ["r1", "r2", "r3"]
    assert [w.message for w in ra.warnings] == [w.message for w in rb.warnings]


def test_openreview_and_crossref_pages_are_read(tmp_path):
    p = _write(tmp_path, "api.jsonl",
               _line({"notes": [{"id": "or1", "content": {"title": {"value": "Lantern"},
                                                          "abstract": {"value": ABS_A}}}], "count": 1})
               + _line({"status": "ok", "message-type": "work-list",
                        "message": {"items": [{"DOI": "10.1234/abc.1", "abstract": ABS_B}]}}))
    papers, report = _read([p])
    assert [x.id for x in papers] == ["or1", "10.1234/abc.1"]
    assert not report.skipped


def test_a_record_with_a_list_of_references_is_one_record_not_a_page(tmp_path):
    p = _write(tmp_path, "refs.jsonl",
               _line({"title": "A survey without its abstract",
                      "references": [{"title": "Cited one", "abstract": ABS_A}]}))
    papers, report = _read([p])
    assert papers == []
    assert [(s.source, s.message) for s in report.skipped] == [(f"{p}:1", "no abstract")]


def test_an_empty_last_page_costs_nothing(tmp_path):
    p = _write(tmp_path, "pages.jsonl",
               _line({"data": [{"paperId": "r1", "abstract": ABS_A}], "next": 1})
               + _line({"data": [], "next": None}))
    papers, report = _read([p])
    assert [x.id for x in papers] == ["r1"]
    assert report.ok and report.read == 1
    (w,) = report.warnings
    assert "(1 page holds none)" in w.message


def test_pages_printed_over_several_lines_name_each_record_by_its_line(tmp_path):
    page = {"total": 2, "data": [{"paperId": "r1", "abstract": ABS_A}, {"paperId": "r2", "title": "x"}]}
    p = _write(tmp_path, "pages.json", json.dumps(page, indent=2) + "\n"
               + json.dumps({"data": [{"paperId": "r3", "abstract": ABS_C}]}, indent=2) + "\n")
    papers, report = _read([p])
    assert [x.id for x in papers] == ["r1", "r3"]
    lines = p.read_text().split("\n")
    assert papers[0].source == f"{p}:{lines.index('    {') + 1}"
    assert [s.source for s in report.skipped] == [f"{p}:{lines.index('    {', lines.index('    {') + 1) + 1}"]


def test_the_cli_builds_a_file_of_pages(tmp_path, capsys):
    p = _write(tmp_path, "pages.jsonl",
               _line({"results": [{"id": "r1", "abstract": ABS_A}, {"id": "r2", "abstract": ABS_B}]}))
    assert main(["build", str(p), "--out", str(tmp_path / "out"), "--quiet", "--no-html"]) == 0
    assert "papers: 2 in the graph (2 records read, 0 skipped, 1 warning)" in capsys.readouterr().out


# --- 2. comment lines --------------------------------------------------------------------------

def test_comment_lines_are_ignored_with_one_warning_and_not_counted(tmp_path):
    p = _write(tmp_path, "notes.jsonl",
               "# exported by my script\n" + _line({"id": "c1", "abstract": ABS_A})
               + "// second batch\n" + _line({"id": "c2", "abstract": ABS_B}) + "   # indented\n")
    papers, report = _read([p])
    assert [x.id for x in papers] == ["c1", "c2"]
    assert report.ok and report.read == 2
    (w,) = report.warnings
    assert w.source == f"{p}:1" and "and so are lines 3, 5: ignored, not records" in w.message


def test_a_hash_inside_a_record_is_text(tmp_path):
    p = _write(tmp_path, "hash.jsonl", _line({"id": "h1", "abstract": ABS_A + " # of layers"}))
    papers, report = _read([p])
    assert papers[0].abstract.endswith("# of layers") and not report.warnings


def test_a_comment_header_on_standard_input_keeps_the_json_lines_reader(monkeypatch):
    text = "# page 1 of 1\n" + _line({"id": "s1", "abstract": ABS_C}) + _line({"id": "s2", "abstract": ABS_D})
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode())))
    report = ReadReport()
    papers = list(read(["-"], report=report))
    assert [x.id for x in papers] == ["s1", "s2"] and report.ok
    assert [w.source for w in report.warnings] == ["<stdin>:1"]


def test_comment_lines_in_a_json_document_and_above_objects_written_over_lines(tmp_path):
    doc = _write(tmp_path, "doc.json", "// saved from the browser\n" + json.dumps(
        [{"id": "j1", "abstract": ABS_A}, {"id": "j2", "abstract": ABS_B}], indent=1) + "\n")
    papers, report = _read([doc])
    assert [x.id for x in papers] == ["j1", "j2"] and report.ok
    assert [w.source for w in report.warnings] == [f"{doc}:1"]
    pretty = _write(tmp_path, "pretty.jsonl", "# two records\n" + json.dumps({"id": "k1", "abstract": ABS_C}, indent=2)
                    + "\n" + json.dumps({"id": "k2", "abstract": ABS_D}, indent=2) + "\n")
    papers, report = _read([pretty])
    assert [x.id for x in papers] == ["k1", "k2"] and report.ok
    assert f"{pretty}:1" in [w.source for w in report.warnings]


def test_a_file_of_comment_lines_only_is_refused_by_name(tmp_path):
    from kg.read import InputError

    p = _write(tmp_path, "only.jsonl", "# nothing yet\n// still nothing\n")
    with pytest.raises(InputError, match="only.jsonl: holds only comment lines"):
        _read([p])


def test_the_cli_counts_no_comment_line_as_a_record(tmp_path, capsys):
    p = _write(tmp_path, "notes.jsonl", "# header\n" + _line({"id": "c1", "abstract": ABS_A}))
    assert main(["build", str(p), "--out", str(tmp_path / "out"), "--quiet", "--no-html"]) == 0
    assert "(1 record read, 0 skipped, 1 warning)" in capsys.readouterr().out


# --- 3. a failed build into a store ------------------------------------------------------------

def test_a_missing_input_leaves_no_new_store_folder_behind(tmp_path, capsys):
    store = tmp_path / "made" / "kgstore"
    code = main(["build", str(tmp_path / "MISSING.jsonl"), "--store", f"{store}/", "--out", str(tmp_path / "out"),
                 "--quiet", "--no-html"])
    assert code == 2 and "MISSING.jsonl: no such file" in capsys.readouterr().err
    assert not (tmp_path / "made").exists()
    good = _write(tmp_path, "good.jsonl", _line({"id": "g1", "abstract": ABS_A}))
    assert main(["build", str(good), "--store", str(store), "--out", str(tmp_path / "out"), "--quiet",
                 "--no-html"]) == 0


def test_a_failed_build_into_a_store_releases_its_lock_and_keeps_it(tmp_path):
    from kg.pipeline import build
    from kg.read import InputError
    from kg.store import GraphStore

    store = tmp_path / "kgstore"
    good = _write(tmp_path, "good.jsonl", _line({"id": "g1", "abstract": ABS_A}))
    build([good], out_dir=tmp_path / "out", store=store, html=False)
    with pytest.raises(InputError):
        build([tmp_path / "MISSING.jsonl"], out_dir=tmp_path / "out", store=store, html=False)
    with pytest.raises(InputError):  # read, but no paper in it
        build([_write(tmp_path, "none.jsonl", "# nothing\n")], out_dir=tmp_path / "out", store=store, html=False)
    with GraphStore.open(store) as st:  # the writer lock is free again, in this very process
        assert st.generation == "gen-00000001"
    _, summary = build([good, _write(tmp_path, "more.jsonl", _line({"id": "g2", "abstract": ABS_B}))],
                       out_dir=tmp_path / "out", store=store, html=False)
    assert summary.generation == "gen-00000002"


# --- 4. provenance of records named by their element -------------------------------------------

def test_records_of_a_one_line_array_and_of_pages_keep_their_input_file(tmp_path):
    arr = _write(tmp_path, "arr.json", json.dumps([{"id": "a1", "abstract": ABS_A}, {"id": "a2", "abstract": ABS_B}]))
    pages = _write(tmp_path, "pages.jsonl", _line({"results": [{"id": "a3", "abstract": ABS_C}]}))
    papers, report = _read([arr, pages])
    assert [[f.name for f in report.sources_of(x)] for x in papers] == [["arr.json"], ["arr.json"], ["pages.jsonl"]]


# --- 5. BibTeX: an entry key without its comma ---------------------------------------------------

def test_a_bibtex_key_without_its_comma_costs_no_entry(tmp_path):
    p = _write(tmp_path, "refs.bib", "@inproceedings{lantern2024\n  title = {Lantern},\n"
                                     f"  abstract = {{{ABS_A}}}\n}}\n"
                                     f"@article{{labels2024,\n  title = {{Labels}},\n  abstract = {{{ABS_B}}}\n}}\n"
                                     "@string{venue = {Some Venue}}\n")
    papers, report = _read([p])
    assert [x.title for x in papers] == ["Lantern", "Labels"]
    assert report.ok
    assert [(w.source, w.message) for w in report.warnings] == [
        (f"{p}:1", "BibTeX entry 'lantern2024': no comma after its key; read as if it had one")]


# --- 6. a file name that is no UTF-8 -----------------------------------------------------------

def _latin1_named(tmp_path, name: bytes, data: bytes):
    import os

    p = tmp_path / os.fsdecode(name)
    try:
        p.write_bytes(data)
    except (OSError, UnicodeError):  # a file system that holds UTF-8 names only
        pytest.skip("this file system refuses file names that are not UTF-8")
    return p


def test_a_file_name_in_latin1_builds_and_is_written_as_text(tmp_path, capsys):
    from rdflib import Graph
    from rdflib.namespace import Namespace

    p = _latin1_named(tmp_path, b"caf\xe9.jsonl", _line({"id": "u1", "abstract": ABS_A}).encode())
    out = tmp_path / "out"
    assert main(["build", str(p), "--out", str(out), "--no-html"]) == 0
    err = capsys.readouterr().err
    assert f"{tmp_path}/café.jsonl: the file's name is not UTF-8 text" in err
    g = Graph().parse(out / "graph.ttl")
    spdx = Namespace("http://spdx.org/rdf/terms#")
    # the input file's name (the shipped vocabulary files a match derives from have their own
    # nodes, <base>vocabulary-..., since session 55)
    assert [str(o) for s, o in g.subject_objects(spdx.fileName) if "/vocabulary-" not in str(s)] == ["café.jsonl"]
    assert "unknown venue (café)" in {str(o) for o in g.objects()}


def test_a_store_folder_whose_path_is_no_utf8_is_refused_before_any_work(tmp_path, capsys):
    import os

    store = tmp_path / os.fsdecode(b"st\xe9")
    try:
        store.mkdir()
        store.rmdir()
    except (OSError, UnicodeError):
        pytest.skip("this file system refuses file names that are not UTF-8")
    good = _write(tmp_path, "good.jsonl", _line({"id": "g1", "abstract": ABS_A}))
    out = tmp_path / "out"
    assert main(["build", str(good), "--store", str(store), "--out", str(out), "--quiet", "--no-html"]) == 2
    assert f"store {tmp_path}/st\\xe9: the folder's path is not UTF-8 text" in capsys.readouterr().err
    assert not out.exists() and not store.exists()  # (it wrote the exports, then failed at the store's commit)
    assert main(["query", "papers-per-task", "--store", str(store)]) == 2
    assert "the folder's path is not UTF-8 text" in capsys.readouterr().err


def test_kg_validate_and_kg_link_read_a_graph_whose_name_is_no_utf8(tmp_path, capsys):
    from rdflib import Graph, URIRef

    from kg.validate import parse_rdf_file

    ttl = b"@prefix ex: <http://example.org/> .\nex:a ex:b <#local> .\n"
    g_path = _latin1_named(tmp_path, b"g\xe9.ttl", ttl)
    assert main(["validate", str(g_path)]) == 0  # was "no such file"
    assert "conforms" in capsys.readouterr().out
    g = parse_rdf_file(Graph(), g_path, "turtle")
    assert {str(o) for o in g.objects()} == {g_path.absolute().as_uri() + "#local"}
    assert g_path.absolute().as_uri().endswith("/g%E9.ttl")
    # kg link reads it too (no entity to look up: the endpoint, which nothing serves, is not asked)
    assert main(["link", str(g_path), "--wikidata", "http://127.0.0.1:9/sparql",
                 "--out", str(tmp_path / "linked.ttl")]) == 0
    assert "no such file" not in capsys.readouterr().err
    assert len(Graph().parse(tmp_path / "linked.ttl")) == 1
    plain = Graph().parse(_write(tmp_path, "plain.ttl", ttl.decode()), format="turtle")
    assert URIRef((tmp_path / "plain.ttl").absolute().as_uri() + "#local") in set(plain.objects())


# --- 7. NaN where a text was missing -------------------------------------------------------------

def test_nan_in_a_text_field_is_a_missing_value_not_the_text_nan(tmp_path):
    # json.dump(df.to_dict("records"), f) writes pandas' missing values as NaN, which Python's
    # json (and so kg) reads as a float
    p = _write(tmp_path, "frame.jsonl",
               '{"id": "f1", "abstract": %s, "title": NaN, "authors": NaN, "keywords": NaN, "venue": NaN}\n'
               % json.dumps(ABS_A))
    (paper,), report = _read([p])
    assert paper.title is None and paper.authors == () and paper.keywords == ()
    assert paper.venue is None
    said = [w.message for w in report.warnings]
    assert "title is nan (a missing value, as json.dump writes pandas' NaN), not text; left empty" in said
    assert all(w.source == f"{p}:1" for w in report.warnings)
