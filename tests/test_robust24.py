"""Session 24, fresh-user trial and break-it round: defects found with messy inputs.

1. A JSON list of authors whose element is written "Last, First" or with a generational
   suffix (``["King, Martin Luther, Jr.", "Osei, Kofi"]``) kept the element as written, while
   the same string in a BibTeX, CSV or JSON author string is one person "First Last Jr.": the
   same person gave two creators across files. Now an element is read as the author strings
   are; a company's legal form ("Lantern, LLC") and a list of people in one element stay.
2. A Crossref abstract in JATS (``<jats:title>Abstract</jats:title><jats:p>...</jats:p>``)
   and its plain copy under the same DOI gave "duplicate id ... with a different abstract";
   a plain copy without an id was kept as a second paper with a "same title, another
   abstract" warning. Now abstracts are compared cleaned of markup there too.
3. An RDF/XML graph that does not parse: ``kg query --graph``, ``kg serve --graph`` and ``kg
   validate`` gave pyoxigraph's message without a line ("XML namespaces are required in
   RDF/XML"); a file cut off before its closing ``</rdf:RDF>`` was queried without a word.
   Now each names ``FILE:LINE:COLUMN``.
4. ``kg query --graph empty.ttl`` (or an empty store) printed "(0 rows)" as for any graph; it
   now warns that the graph holds no triples (``kg serve`` too).
5. ``kg query --format csv`` wrote a label starting with ``=``, ``+``, ``-`` or ``@`` as it is,
   which a spreadsheet runs as a formula (OWASP "CSV Injection"); entities.csv already
   guarded its cells. Text cells now get a leading apostrophe; numbers keep their sign.
6. A BibTeX entry commented out line by line (``% @misc{...}``) after an entry left open (an
   unclosed brace) was read as a paper: the comment blanker counted braces from the broken
   entry to the end of the file, while bibtexparser starts over at the next line that opens
   an entry and read the commented one.
7. Values glued without a comma in a JSON array (``[`` then ``00``) were skipped once per
   value ("expected a JSON object, got number", twice for one line); a bad element with no
   element after it ended reading without saying that the array was never closed
   (tests/test_read_fuzz.py found both on main).
8. ``kg serve`` printed "PaperKG SPARQL endpoint: URL" seconds before the port accepted a
   connection (the query workers start in between): a script that waited for the line got
   "connection refused". The line now says the workers are starting, and a "ready:" line
   follows once the server answers.
9. ``kg link`` on an RDF/XML file printed rdflib's log lines ("... does not look like a valid
   URI") for lines of the XML before its one-line error; the error now stands alone and says
   that kg link reads Turtle and what the file looks like.
10. A JSON escape of half an emoji (an unpaired surrogate, ``"\\ud83d"``) in a record's id,
   title or an author stopped the whole build when the exports were written ("'utf-8' codec
   can't encode character", exit 2, no file named, the valid records lost); only the abstract
   was cleaned of them. Now every string of a JSON record is, with one warning naming
   ``file:line`` and the fields. A ``--param`` value that is no UTF-8 (bytes a shell passed
   as they were) gave "The literal value must be a str, an int, a float or a bool".
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg.read import ReadReport, _split_names, dedupe, read

ABS_A = ("We propose LanternNet, a recurrent model for rainfall nowcasting. "
         "On a radar archive of our own, LanternNet lowers MAE by 9% over a persistence baseline.")
ABS_B = ("We introduce QuarryGAN, a generative model for terrain synthesis. "
         "QuarryGAN reaches an FID of 14.2 on a heightmap benchmark.")


def _read_text(tmp_path: Path, name: str, text: str) -> tuple[list, ReadReport]:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    report = ReadReport()
    return list(dedupe(read([p], report=report), report)), report


# 1. JSON author lists ----------------------------------------------------------------------

def test_json_author_list_elements_read_as_author_strings():
    names = ["Ferro, Ada Maria, Jr.", "Osei, Kofi", "Tamsin Vale, Sr.", "Quill, Jr., Bram", "Eva Lund",
             "van der Wey, B. A."]
    assert _split_names(names, people=True) == (
        "Ada Maria Ferro Jr.", "Kofi Osei", "Tamsin Vale Sr.", "Bram Quill Jr.", "Eva Lund", "B. A. van der Wey")
    # the same person, whichever reader gave it
    assert _split_names(["Ferro, Ada Maria, Jr."], people=True) == _split_names("Ferro, Ada Maria, Jr.", people=True)
    assert _split_names([{"name": "Osei, Kofi"}], people=True) == ("Kofi Osei",)


def test_json_author_list_elements_that_are_no_last_first_stay():
    kept = ["Lantern, LLC", "Quarry Labs, Inc.", "Eva Lund, Bram Quill", "Osei, 2023"]
    assert _split_names(kept, people=True) == tuple(kept)
    # keywords are never people
    assert _split_names(["nowcasting, radar"], people=False) == ("nowcasting, radar",)


def test_json_author_list_in_a_jsonl_file(tmp_path):
    rec = {"id": "j1", "title": "Lantern", "abstract": ABS_A,
           "authors": ["Ferro, Ada Maria, Jr.", {"given": "Eva", "family": "Lund"}, "Osei, Kofi"]}
    papers, report = _read_text(tmp_path, "p.jsonl", json.dumps(rec) + "\n")
    assert papers[0].authors == ("Ada Maria Ferro Jr.", "Eva Lund", "Kofi Osei")
    assert report.warnings == []


# 2. JATS abstracts and their plain copies ---------------------------------------------------

JATS_A = ("<jats:title>Abstract</jats:title><jats:p>We propose <jats:italic>LanternNet</jats:italic>, a "
          "recurrent model for rainfall nowcasting. On a radar archive of our own, LanternNet lowers MAE "
          "by 9% over a persistence baseline.</jats:p>")


def test_jats_abstract_and_plain_copy_with_one_doi_give_no_warning(tmp_path):
    text = (json.dumps({"doi": "10.5555/lantern.1", "title": "Lantern", "abstract": JATS_A}) + "\n"
            + json.dumps({"doi": "10.5555/lantern.1", "title": "Lantern", "abstract": ABS_A}) + "\n")
    papers, report = _read_text(tmp_path, "p.jsonl", text)
    assert len(papers) == 1 and report.duplicates == 1
    assert report.warnings == []


def test_jats_abstract_and_plain_copy_without_id_are_one_paper(tmp_path):
    crossref = {"status": "ok", "message-type": "work", "message": {"DOI": "10.5555/lantern.1", "title": ["Lantern"], "abstract": JATS_A}}
    (tmp_path / "crossref.json").write_text(json.dumps(crossref), encoding="utf-8")
    (tmp_path / "dump.jsonl").write_text(json.dumps({"title": "Lantern", "abstract": ABS_A}) + "\n",
                                         encoding="utf-8")
    report = ReadReport()
    papers = list(dedupe(read([tmp_path / "dump.jsonl", tmp_path / "crossref.json"], report=report), report))
    assert [p.doi for p in papers] == ["10.5555/lantern.1"]
    assert len(report.warnings) == 1 and "kept that record, which has an id" in str(report.warnings[0])


def test_a_really_different_abstract_under_one_id_is_still_warned(tmp_path):
    text = (json.dumps({"id": "q1", "abstract": JATS_A}) + "\n"
            + json.dumps({"id": "q1", "abstract": ABS_B}) + "\n")
    papers, report = _read_text(tmp_path, "p.jsonl", text)
    assert len(papers) == 2  # (session 45, ids45: both kept, the later under its abstract's hash)
    assert len(report.warnings) == 1 and "whose abstract is another" in str(report.warnings[0])


# 3. RDF/XML errors name their line ------------------------------------------------------------

RDF_HEAD = ('<?xml version="1.0"?>\n'
            '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:ex="https://example.org/">\n'
            '<rdf:Description rdf:about="https://example.org/lantern">\n')
RDF_MISMATCHED = RDF_HEAD + "<ex:title>Lantern</ex:name>\n</rdf:Description>\n</rdf:RDF>\n"   # line 4
RDF_CUT_OFF = RDF_HEAD + "<ex:title>Lantern</ex:title>\n</rdf:Description>\n"                # ends at line 6
RDF_BAD_SYNTAX = (RDF_HEAD + '<ex:p rdf:resource="https://example.org/a" rdf:nodeID="n1"/>\n'   # line 4
                  "</rdf:Description>\n</rdf:RDF>\n")
RDF_GOOD = RDF_HEAD + "<ex:title>Lantern</ex:title>\n</rdf:Description>\n</rdf:RDF>\n"


@pytest.mark.parametrize("text, line", [(RDF_MISMATCHED, 4), (RDF_CUT_OFF, 6), (RDF_BAD_SYNTAX, 4)])
def test_kg_query_names_the_line_of_an_rdfxml_error(tmp_path, capsys, text, line):
    from kg.query import cli_query

    p = tmp_path / "graph.rdf"
    p.write_text(text, encoding="utf-8")
    assert cli_query("papers-per-task", p, None, [], "table") == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"kg: error: {p}:{line}:") and "\n" not in err


@pytest.mark.parametrize("text, line", [(RDF_MISMATCHED, 4), (RDF_CUT_OFF, 6), (RDF_BAD_SYNTAX, 4)])
def test_validate_and_the_store_name_the_line_of_an_rdfxml_error(tmp_path, text, line):
    from kg.store import GraphStore, StoreError
    from kg.validate import ValidateError, load_graph

    p = tmp_path / "graph.rdf"
    p.write_text(text, encoding="utf-8")
    if text is not RDF_CUT_OFF:  # rdflib, unlike pyoxigraph, refuses the cut-off file itself
        with pytest.raises(ValidateError) as err:
            load_graph(p)
        assert f"line {line} column" in str(err.value)
    with GraphStore.open(tmp_path / "store") as st, pytest.raises(StoreError) as err:  # kg serve --graph
        st.replace_from_file(p)
    assert str(err.value).startswith(f"{p}:{line}:")


def test_a_good_rdfxml_graph_is_still_queried(tmp_path, capsys):
    from kg.query import cli_query

    p = tmp_path / "graph.rdf"
    p.write_text(RDF_GOOD, encoding="utf-8")
    q = tmp_path / "titles.rq"
    q.write_text("SELECT ?t WHERE { ?s <https://example.org/title> ?t }\n", encoding="utf-8")
    assert cli_query(str(q), p, None, [], "csv") == 0
    out = capsys.readouterr()
    assert out.out.splitlines() == ["t", "Lantern"] and out.err == ""


# 4. an empty graph is said to be empty --------------------------------------------------------

@pytest.mark.parametrize("text", ["", "# nothing here\n@prefix ex: <https://example.org/> .\n"])
def test_kg_query_warns_on_an_empty_graph(tmp_path, capsys, text):
    from kg.query import cli_query

    p = tmp_path / "empty.ttl"
    p.write_text(text, encoding="utf-8")
    assert cli_query("papers-on-dataset", p, None, [], "table") == 0
    err = capsys.readouterr().err
    assert err == f"kg: warning: {p} holds no triples (an empty graph): the query found nothing in it\n"


def test_kg_query_does_not_warn_on_a_graph_with_triples(tmp_path, capsys):
    from kg.query import cli_query

    p = tmp_path / "one.ttl"
    p.write_text("<https://example.org/a> <https://example.org/b> <https://example.org/c> .\n", encoding="utf-8")
    assert cli_query("papers-per-task", p, None, [], "table") == 0
    assert "no triples" not in capsys.readouterr().err


# 5. formula injection in kg query's CSV ------------------------------------------------------------

def test_kg_query_csv_guards_formula_cells_and_keeps_numbers(tmp_path, capsys):
    from kg.query import cli_query

    p = tmp_path / "g.ttl"
    p.write_text('@prefix ex: <https://example.org/> .\n'
                 '@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .\n'
                 'ex:a ex:label "=HYPERLINK(\\"https://example.org\\",\\"x\\")"@en ; ex:n "-2.5"^^xsd:decimal .\n'
                 'ex:b ex:label "-trained lanterns" ; ex:n "-3"^^xsd:integer .\n'
                 'ex:c ex:label "@SUM(A1:A3)" ; ex:n "+4" .\n'
                 'ex:d ex:label "LanternNet" ; ex:n "-1.5%" .\n', encoding="utf-8")
    q = tmp_path / "labels.rq"
    q.write_text("PREFIX ex: <https://example.org/>\nSELECT ?s ?label ?n WHERE { ?s ex:label ?label ; ex:n ?n } "
                 "ORDER BY ?s\n", encoding="utf-8")
    assert cli_query(str(q), p, None, [], "csv") == 0
    import csv
    import io

    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert rows == [["s", "label", "n"],
                    ["https://example.org/a", "'=HYPERLINK(\"https://example.org\",\"x\")", "-2.5"],
                    ["https://example.org/b", "'-trained lanterns", "-3"],
                    ["https://example.org/c", "'@SUM(A1:A3)", "+4"],
                    ["https://example.org/d", "LanternNet", "-1.5%"]]


# 6. an entry commented out after a broken BibTeX entry -------------------------------------------

def test_entry_commented_out_after_a_broken_entry_is_not_read(tmp_path):
    bib = ("@article{lantern,\n"
           "  title = {Lantern {nowcasting,\n"            # never closed
           "  year = 2022,\n"
           "  abstract = {" + ABS_A + "\n"
           "}\n"
           "@inproceedings{quarry,\n"
           "  title = {Quarry},\n"
           "  year = {2023},\n"
           "  abstract = {" + ABS_B + "}\n"
           "}\n"
           "% @misc{draft, title={Draft}, abstract={We propose DraftNet, a model we dropped.}}\n"
           "@misc{ferro, title={Ferro}, abstract={We present FerroBench, a benchmark for rust detection.}}\n")
    papers, report = _read_text(tmp_path, "refs.bib", bib)
    assert [p.title for p in papers] == ["Quarry", "Ferro"]
    assert [s.source for s in report.skipped] == [f"{tmp_path / 'refs.bib'}:1"]


def test_entry_without_its_closing_brace_ends_at_the_next_entry(tmp_path):
    bib = ("@misc{a, title={A},\n"
           "  abstract={" + ABS_A + "}\n"                 # the entry's '}' is missing
           "@misc{b, title={B}, abstract={" + ABS_B + "}}\n"
           "% @misc{c, title={C}, abstract={We propose CNet, a model commented out.}}\n"
           "@misc{d, title={D}, abstract={We propose DNet, a model 50% faster, written\n"
           "@ the start of a line.}}\n")
    papers, report = _read_text(tmp_path, "refs.bib", bib)
    # (since session 46 the entry is read, every value of it closed, with a warning)
    assert [p.title for p in papers] == ["A", "B", "D"]
    assert not report.skipped
    assert [w.message for w in report.warnings if "closing" in w.message] == [
        "BibTeX entry 'a' has no closing '}' (the next entry starts at line 3 after its last field, "
        "every value closed); read with its 2 fields"]


# 7. values glued in a JSON array (found by tests/test_read_fuzz.py) ------------------------------

def test_glued_values_in_a_json_array_are_one_bad_line(tmp_path):
    # "00" was two elements, each skipped as "expected a JSON object, got number", on one line
    papers, report = _read_text(tmp_path, "p.jsonl", "[\n00\n")
    assert papers == []
    assert [(s.source.rsplit(":", 1)[1], s.message.split(" (")[0]) for s in report.skipped] == [
        ("2", "invalid JSON: expected ',' or ']' after a value"),
        ("2", "JSON array is cut off after this line")]


def test_a_record_glued_to_a_value_is_skipped_and_the_next_read(tmp_path):
    rec_a = json.dumps({"id": "a", "abstract": ABS_A})
    rec_b = json.dumps({"id": "b", "abstract": ABS_B})
    papers, report = _read_text(tmp_path, "p.json", f"[{rec_a}0, {rec_b}]")
    assert [p.id for p in papers] == ["b"]
    assert len(report.skipped) == 1 and "expected ',' or ']'" in report.skipped[0].message


def test_a_bad_last_element_of_a_closed_array_is_skipped_once(tmp_path):
    rec_a = json.dumps({"id": "a", "abstract": ABS_A})
    papers, report = _read_text(tmp_path, "p.json", f"[\n{rec_a},\n:\n]\n")
    assert [p.id for p in papers] == ["a"]
    assert [s.source.rsplit(":", 1)[1] for s in report.skipped] == ["3"]


# 8. kg serve says when it answers ----------------------------------------------------------------

def test_serve_says_ready_only_once_it_accepts_connections(tmp_path):
    # the endpoint line came about 1.5-6 s before the port accepted a connection (the query
    # workers start in between): a script waiting for it and then querying got "connection refused"
    import os
    import signal
    import socket
    import subprocess
    import sys

    ttl = tmp_path / "g.ttl"
    ttl.write_text("<https://example.org/a> <https://example.org/b> <https://example.org/c> .\n", encoding="utf-8")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ, TMPDIR=str(tmp_path), PYTHONPATH=str(root))
    proc = subprocess.Popen([sys.executable, "-m", "kg.cli", "serve", "--graph", str(ttl), "--port", str(port),
                             "--workers", "2", "--quiet"], stderr=subprocess.PIPE, text=True, env=env, cwd=root)
    import threading

    watchdog = threading.Timer(90, proc.kill)  # no "ready:" line must not hang the test run
    watchdog.start()
    try:
        lines = []
        for line in proc.stderr:
            lines.append(line)
            if line.startswith("ready:"):
                break
        assert lines[-1] == f"ready: http://127.0.0.1:{port}/sparql answers queries (Ctrl-C stops it)\n"
        assert "starting 2 query workers" in lines[-2]
        with socket.create_connection(("127.0.0.1", port), timeout=5):
            pass  # accepted at once
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 128 + signal.SIGTERM
    finally:
        watchdog.cancel()
        if proc.poll() is None:
            proc.kill()


# 2b. JATS abstracts in a store ---------------------------------------------------------------------

def test_store_update_from_a_jats_copy_and_an_id_less_plain_copy(tmp_path):
    from kg.pipeline import build

    plain = tmp_path / "plain.jsonl"
    plain.write_text(json.dumps({"doi": "10.5555/lantern.1", "title": "Lantern", "abstract": ABS_A}) + "\n",
                     encoding="utf-8")
    jats = tmp_path / "jats.jsonl"
    jats.write_text(json.dumps({"doi": "10.5555/lantern.1", "title": "Lantern", "abstract": JATS_A}) + "\n",
                    encoding="utf-8")
    bare = tmp_path / "bare.jsonl"
    bare.write_text(json.dumps({"title": "Lantern", "abstract": ABS_A}) + "\n", encoding="utf-8")
    store = tmp_path / "store"
    _, s1 = build([str(plain)], out_dir=None, store=store)
    _, s2 = build([str(jats)], out_dir=None, store=store)  # the same abstract in JATS: no "another abstract"
    assert s2.papers == 1 and s2.warnings == []
    # the store now holds the JATS text; a plain copy without an id is that paper
    _, s3 = build([str(bare)], out_dir=None, store=store)
    assert s3.papers == 1 and s3.store["unchanged"] == 1 and s3.store["new"] == 0
    assert len(s3.warnings) == 1 and "kept that record, which has an id" in s3.warnings[0]


# 9. kg link on a file that is no Turtle ------------------------------------------------------------

def test_kg_link_on_rdfxml_is_one_line_naming_the_format(tmp_path, capsys):
    # rdflib's Turtle parser logged "... does not look like a valid URI" for lines of the XML
    # before kg's own error
    from kg.wikidata import cli_link

    p = tmp_path / "graph.rdf"
    p.write_text(RDF_GOOD, encoding="utf-8")
    assert cli_link(p, endpoint="http://127.0.0.1:9/sparql", cache_dir=tmp_path / "cache") == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"kg: error: {p}: cannot parse as Turtle")
    assert err.rstrip().endswith("this file looks like RDF/XML)")


# 10. unpaired surrogates ------------------------------------------------------------------------------

def test_unpaired_surrogates_anywhere_in_a_json_record_cost_nothing(tmp_path):
    # a JSON escape of half an emoji in the id, title or an author stopped the whole build
    # ("'utf-8' codec can't encode character '\ud800'", exit 2, no file named, nothing built)
    from kg.pipeline import build

    p = tmp_path / "p.jsonl"
    p.write_text('{"id": "q1\\ud83d", "title": "Quarry \\udfff", "abstract": "' + ABS_B + '", '
                 '"authors": ["Eva \\ud800Lund", {"given": "Bram\\udc00", "family": "Quill"}]}\n'
                 '{"id": "a1", "title": "Lantern", "abstract": "' + ABS_A + '"}\n', encoding="utf-8")
    report = ReadReport()
    papers = list(read([p], report=report))
    assert [x.id for x in papers] == ["q1\ufffd", "a1"]
    assert papers[0].title == "Quarry \ufffd" and papers[0].authors == ("Eva \ufffdLund", "Bram\ufffd Quill")
    assert [str(w) for w in report.warnings] == [
        f"{p}:1: unpaired UTF-16 surrogates (a JSON escape such as \\ud83d, half of an emoji) in 'id', "
        "'title', 'authors'; replaced by U+FFFD"]
    _, summary = build([str(p)], out_dir=tmp_path / "out", html=False)
    assert summary.papers == 2 and (tmp_path / "out" / "graph.ttl").read_text(encoding="utf-8")


def test_a_param_that_is_no_utf8_is_a_usage_error(tmp_path, capsys):
    from kg.query import cli_query

    p = tmp_path / "one.ttl"
    p.write_text("<https://example.org/a> <https://example.org/b> <https://example.org/c> .\n", encoding="utf-8")
    assert cli_query("papers-on-dataset", p, None, ["dataset=Quarry\udcff"], "table") == 2
    assert capsys.readouterr().err == ("kg: error: --param 'dataset=Quarry\\xff' is not UTF-8 text (set the "
                                       "terminal or the script to UTF-8)\n")


def test_a_title_that_is_no_utf8_is_refused_before_the_build(tmp_path, capsys):
    # it stopped the build at its very end, when graph.html was written: every export lost
    from kg.cli import main

    p = tmp_path / "p.jsonl"
    p.write_text(json.dumps({"id": "a1", "abstract": ABS_A}) + "\n", encoding="utf-8")
    assert main(["build", str(p), "--out", str(tmp_path / "out"), "--title", "Lantern \udcff KG"]) == 2
    assert capsys.readouterr().err == ("kg: error: --title 'Lantern \\xff KG' is not UTF-8 text (set the terminal "
                                       "or the script to UTF-8)\n")
    assert not (tmp_path / "out").exists()


def test_a_latex_bibtex_copy_with_a_doi_and_a_plain_copy_without_id_are_one_paper(tmp_path):
    bib = tmp_path / "refs.bib"
    bib.write_text("@article{lantern, doi = {10.5555/lantern.2}, title = {Lantern},\n"
                   "  abstract = {We propose \\emph{LanternNet}, a Schr\\\"odinger-bridge model for rainfall "
                   "nowcasting. It lowers MAE by 9\\% over a persistence baseline.}}\n", encoding="utf-8")
    dump = tmp_path / "dump.jsonl"
    dump.write_text(json.dumps({"title": "Lantern", "abstract": "We propose LanternNet, a Schrödinger-bridge model "
                                "for rainfall nowcasting. It lowers MAE by 9% over a persistence baseline."},
                               ensure_ascii=False) + "\n", encoding="utf-8")
    report = ReadReport()
    papers = list(dedupe(read([dump, bib], report=report), report))
    assert [p.doi for p in papers] == ["10.5555/lantern.2"]
    # another abstract under the same title stays a paper of its own, as before
    other = tmp_path / "other.jsonl"
    other.write_text(json.dumps({"title": "Lantern", "abstract": ABS_A}) + "\n", encoding="utf-8")
    report = ReadReport()
    papers = list(dedupe(read([other, bib], report=report), report))
    assert len(papers) == 2 and any("has the title 'Lantern'" in str(w) for w in report.warnings)
