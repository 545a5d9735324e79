"""Session 25, fresh-user trial and break-it round: defects found with messy inputs.

1. A RIS, EndNote (refer) or XML export (an arXiv Atom feed) saved as ``.txt``, or piped to
   ``kg build -``, was read as a venue dump: one paper whose abstract was the whole export,
   tags and all ("TI - X AU - Smith, John AB - We propose ..."), under a venue named after
   its first line ("TY - CONF"), with only a "venue header names no year" warning. Now such a
   file is refused naming ``file:line`` and the format it looks like (exit 1 beside other
   files, 2 alone); ``--format venue`` still reads it, with a warning.
2. ``kg query`` on a deeply nested query (3,000 nested groups, 1,000 nested ``STR(``) or on a
   long operator chain (20,000 ``!``, ``||`` or ``UNION`` operands) died of a stack overflow
   in Oxigraph: SIGSEGV, exit 139, no message; ``kg serve`` answered 500 "query worker
   died". Now nesting past 128 levels is refused with ``FILE:LINE:COLUMN`` (``kg serve``:
   400), and queries run in a thread with a 256 MB stack, so a long chain is a slow query.
3. ``kg serve`` wrote ``text/csv`` answers without the formula guard of ``kg query --format
   csv``: a label starting with ``=`` reached a spreadsheet as a formula. The endpoint's CSV
   is now written as ``kg query``'s (TSV stays RDF terms, as the SPARQL TSV format defines).
4. The warning about an unpaired surrogate escape (``"\\ud83d"``) named the record's first
   line; in a pretty-printed JSON file the string lies lines below. It now names the line
   holding the escape, and the record's first line beside it.
5. An RDF/XML file whose DTD entities blow a text up (100,000 expansions of 20 characters
   from a 555-byte file) passed expat's amplification limit and kept ``kg validate`` (rdflib,
   which joins a text's pieces by repeated concatenation) busy for over 100 s. Text past ten
   times the file's size (at least 1,000,000 characters) is now refused at
   ``FILE:LINE:COLUMN`` by ``kg validate``, ``kg query --graph`` and ``kg serve --graph``.
6. Ctrl-C during a long ``kg query`` did nothing until the query ended (Oxigraph ran in the
   main thread, which never got to the signal); it now stops at once (exit 130), and the
   message of an interrupted or terminated query no longer says "previous exports and store
   are left intact", which is about builds.
"""
from __future__ import annotations

import csv
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kg.read import InputError, ReadReport, read

ROOT = Path(__file__).resolve().parents[1]

ABSTRACT = ("We propose LanternNet, a recurrent model for tide forecasting. On the HarbourTides "
            "benchmark, LanternNet lowers the error by 12% compared to persistence baselines.")


def _read(paths, fmt=None):
    report = ReadReport()
    return list(read(paths, fmt=fmt, report=report)), report


# 1. RIS, EndNote and XML exports named like a venue dump ------------------------------------

RIS = ("TY  - CONF\nTI  - LanternNet for Tides\nAU  - Osei, Kofi\nPY  - 2025\n"
       f"AB  - {ABSTRACT}\nER  - \n")
MEDLINE = f"PMID- 12345678\nOWN - NLM\nTI  - LanternNet for Tides\nAB  - {ABSTRACT}\n"
REFER = f"%0 Conference Proceedings\n%T LanternNet for Tides\n%A Osei, Kofi\n%X {ABSTRACT}\n"
# (an Atom feed with the Atom namespace is read since session 47: tests/test_input47.py)
RSS = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel>\n'
       f"<item><title>LanternNet</title><description>{ABSTRACT}</description></item>\n</channel></rss>\n")
BARE_FEED = f'\n\n<feed>\n<entry><summary>{ABSTRACT}</summary></entry></feed>\n'


@pytest.mark.parametrize("text,what,line", [
    (RIS, "RIS", 1), (MEDLINE, "MEDLINE", 1), (REFER, "EndNote", 1), (RSS, "XML", 1), (BARE_FEED, "XML", 3),
])
def test_a_reference_export_named_txt_is_refused_by_name_and_line(tmp_path, text, what, line):
    p = tmp_path / "refs.txt"
    p.write_text(text, encoding="utf-8")
    with pytest.raises(InputError) as err:
        _read([p])
    assert err.value.source == f"{p}:{line}"
    assert what in err.value.reason and "does not read" in err.value.reason


def test_a_reference_export_on_standard_input_is_refused(monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(RIS.encode("utf-8"))))
    with pytest.raises(InputError) as err:
        _read(["-"])
    assert err.value.source == "<stdin>:1" and "RIS" in err.value.reason


def test_forced_venue_reads_a_reference_export_with_a_warning(tmp_path):
    p = tmp_path / "refs.txt"
    p.write_text(RIS, encoding="utf-8")
    papers, report = _read([p], fmt="venue")
    assert len(papers) == 1
    assert any(w.source == f"{p}:1" and "looks like RIS" in w.message for w in report.warnings)


@pytest.mark.parametrize("text", [
    # a venue header that a tag pattern might take for one, then prose
    "ICML - 2025 Papers\n\n" + ABSTRACT + "\n",
    # a headerless dump whose first abstract opens with a tag of scraped HTML
    "<p>" + ABSTRACT + "</p>\n\n" + ABSTRACT.replace("LanternNet", "BuoyNet") + "\n",
    # a dump whose abstract quotes a percent-tagged line
    "NeurIPS 2025\n\n%T is a tag of refer files. " + ABSTRACT + "\n",
])
def test_venue_dumps_are_still_read(tmp_path, text):
    p = tmp_path / "dump.txt"
    p.write_text(text, encoding="utf-8")
    papers, _ = _read([p])
    assert papers and all("LanternNet" in x.abstract or "BuoyNet" in x.abstract for x in papers)


def test_the_other_files_of_the_build_still_land(tmp_path):
    from kg.cli import main

    bad = tmp_path / "refs.txt"
    bad.write_text(RIS, encoding="utf-8")
    good = tmp_path / "papers.jsonl"
    good.write_text('{"id": "t1", "abstract": "%s"}\n' % ABSTRACT, encoding="utf-8")
    rc = main(["build", str(bad), str(good), "--out", str(tmp_path / "out"), "--quiet", "--no-html"])
    assert rc == 1
    assert "/resource/paper/t1>" in (tmp_path / "out" / "graph.nt").read_text(encoding="utf-8")


# 2. deep nesting and long chains in kg query and kg serve -----------------------------------

def test_too_deep_counts_brackets_outside_strings_comments_and_iris():
    from kg.query import MAX_NESTING, too_deep

    assert too_deep("SELECT * WHERE { " + "{" * 100 + "?s ?p ?o" + "}" * 100 + " }") is None
    deep = "SELECT * WHERE {\n FILTER(" + "STR(" * MAX_NESTING + "?o" + ")" * MAX_NESTING + ") }"
    assert too_deep(deep) == ("2:" + str(8 + 4 * (MAX_NESTING - 1)) + ": brackets, braces and parentheses nested "
                              f"more than {MAX_NESTING} levels deep, which the SPARQL engine cannot parse safely")
    text = ('SELECT * WHERE { ?s ?p "' + "(" * 500 + '" . ?s ?p """' + "{" * 500 + '""" '
            "# " + "[" * 500 + "\n ?s <http://x/" + "(" * 200 + "> ?o FILTER(?o < 3) }")
    assert too_deep(text) is None


def _kg(*args, timeout=120):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "kg.cli", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


def test_kg_query_refuses_deep_nesting_in_one_line(tmp_path):
    g = tmp_path / "g.ttl"
    g.write_text("<https://example.org/a> <https://example.org/b> 1 .\n", encoding="utf-8")
    q = tmp_path / "deep.rq"
    q.write_text("SELECT * WHERE { " + "{" * 3000 + "?s ?p ?o" + "}" * 3000 + " }\n", encoding="utf-8")
    run = _kg("query", str(q), "--graph", str(g))
    assert run.returncode == 2
    assert run.stderr.startswith(f"kg: error: {q}:1:") and "nested more than 128 levels" in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1


def test_kg_query_runs_a_long_operator_chain_without_crashing(tmp_path):
    g = tmp_path / "g.ttl"
    g.write_text("<https://example.org/a> <https://example.org/b> 1 .\n", encoding="utf-8")
    q = tmp_path / "chain.rq"
    q.write_text("ASK { FILTER(" + "!" * 20000 + "true) }\n", encoding="utf-8")
    run = _kg("query", str(q), "--graph", str(g))
    assert (run.returncode, run.stdout) == (0, "yes\n")


def test_call_with_stack_returns_and_raises_in_the_caller():
    from kg.query import call_with_stack

    assert call_with_stack(lambda a, b: a + b, 2, 3) == 5
    with pytest.raises(KeyError):
        call_with_stack(lambda: {}["missing"])


def test_serve_refuses_deep_nesting_with_400():
    import pyoxigraph as ox
    from kg.serve import _execute

    reply = _execute(ox.Store(), "ASK { " + "{" * 3000 + "}" * 3000 + " }", ["application/sparql-results+json"])
    assert reply.status == 400 and b"nested more than 128 levels" in reply.body


# 3. kg serve's CSV answers carry kg query's formula guard -----------------------------------

VALUES_QUERY = ('SELECT ?x ?y WHERE { VALUES (?x ?y) { ("=HYPERLINK(1)" 1) ("-2.5" UNDEF) ("@a" "a,b") '
                '(<https://example.org/=y> """two\nlines""") '
                '("=1"^^<http://www.w3.org/2001/XMLSchema#integer> -3) ("+x"@en "\\tq") } }')


def test_serve_csv_guards_formula_cells_as_kg_query_does(tmp_path, capsys):
    import pyoxigraph as ox
    from kg.query import cli_query
    from kg.serve import _execute

    reply = _execute(ox.Store(), VALUES_QUERY, ["text/csv"])
    assert reply.status == 200 and reply.media_type.startswith("text/csv")
    rows = list(csv.reader(io.StringIO(reply.body.decode("utf-8"), newline="")))
    assert rows == [["x", "y"], ["'=HYPERLINK(1)", "1"], ["-2.5", ""], ["'@a", "a,b"],
                    ["https://example.org/=y", "two\nlines"], ["'=1", "-3"], ["'+x", "'\tq"]]
    g = tmp_path / "g.ttl"
    g.write_text("<https://example.org/a> <https://example.org/b> 1 .\n", encoding="utf-8")
    q = tmp_path / "v.rq"
    q.write_text(VALUES_QUERY, encoding="utf-8")
    assert cli_query(str(q), g, None, [], "csv") == 0
    assert capsys.readouterr().out.encode("utf-8") == reply.body


def test_serve_tsv_keeps_rdf_terms():
    import pyoxigraph as ox
    from kg.serve import _execute

    reply = _execute(ox.Store(), 'SELECT ?x WHERE { VALUES ?x { "=HYPERLINK(1)" } }', ["text/tab-separated-values"])
    assert reply.body.decode("utf-8").splitlines() == ["?x", '"=HYPERLINK(1)"']


# 4. the line of an unpaired surrogate escape in a pretty-printed JSON file ------------------

def test_surrogate_warning_names_the_line_of_the_escape(tmp_path):
    p = tmp_path / "papers.json"
    p.write_text('[\n  {\n    "id": "s1",\n    "title": "Lantern \\ud83d tides",\n'
                 f'    "abstract": "{ABSTRACT}"\n  }},\n  {{\n    "id": "s2",\n'
                 '    "title": "paired \\ud83d\\ude00 and escaped \\\\ud83d",\n'
                 f'    "abstract": "{ABSTRACT.replace("LanternNet", "BuoyNet")}",\n'
                 '    "authors": ["Kofi \\udc00 Osei"]\n  }\n]\n', encoding="utf-8")
    papers, report = _read([p])
    assert [x.title for x in papers] == ["Lantern \ufffd tides", "paired \U0001f600 and escaped \\ud83d"]
    assert [w.source for w in report.warnings if "surrogate" in w.message] == [
        f"{p}:4 (in the record opening on line 2)", f"{p}:11 (in the record opening on line 7)"]


def test_surrogate_warning_in_json_lines_names_the_record_line(tmp_path):
    p = tmp_path / "papers.jsonl"
    p.write_text(f'{{"id": "a", "abstract": "{ABSTRACT}"}}\n'
                 f'{{"id": "b", "title": "x \\ud83d", "abstract": "{ABSTRACT.replace("LanternNet", "BuoyNet")}"}}\n',
                 encoding="utf-8")
    _, report = _read([p])
    assert [w.source for w in report.warnings if "surrogate" in w.message] == [f"{p}:2"]


# 5. RDF/XML entity expansion ----------------------------------------------------------------

def _laughs(levels: int) -> str:
    ents = ['<!ENTITY e0 "lanternlanternlantern">'] + [
        f'<!ENTITY e{i} "{("&e%d;" % (i - 1)) * 10}">' for i in range(1, levels + 1)]
    return ('<?xml version="1.0"?>\n<!DOCTYPE rdf:RDF [\n' + "\n".join(ents) + "\n]>\n"
            '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:ex="https://example.org/">\n'
            f'<rdf:Description rdf:about="https://example.org/a"><ex:p>&e{levels};</ex:p></rdf:Description>\n'
            "</rdf:RDF>\n")


def test_an_entity_expansion_bomb_is_refused_at_its_line(tmp_path):
    from kg.store import xml_error

    p = tmp_path / "bomb.rdf"
    p.write_text(_laughs(5), encoding="utf-8")
    where = xml_error(p)
    assert where is not None and where.startswith(f"{p}:11:") and "entity expansion bomb" in where


def test_kg_validate_refuses_an_entity_expansion_bomb_quickly(tmp_path):
    import time

    p = tmp_path / "bomb.rdf"
    p.write_text(_laughs(5), encoding="utf-8")
    t0 = time.monotonic()
    run = _kg("validate", str(p), timeout=60)
    assert run.returncode == 2 and "entity expansion bomb" in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1
    assert time.monotonic() - t0 < 30


def test_entities_in_attributes_and_a_large_plain_text_are_still_read(tmp_path):
    from kg.query import load_graph_file
    from kg.store import xml_error

    p = tmp_path / "ok.rdf"
    p.write_text('<?xml version="1.0"?>\n<!DOCTYPE rdf:RDF [\n<!ENTITY ex "https://example.org/">\n'
                 '<!ENTITY lt3 "lantern">\n]>\n'
                 '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" '
                 'xmlns:rdfs="http://www.w3.org/2000/01/rdf-schema#">\n'
                 '<rdf:Description rdf:about="&ex;a"><rdfs:comment>&lt3; '
                 + "tide &amp; wave\n" * 100_000 + "</rdfs:comment></rdf:Description>\n</rdf:RDF>\n",
                 encoding="utf-8")
    assert xml_error(p) is None
    assert len(load_graph_file(p)) == 1


# 6. Ctrl-C and SIGTERM during a long kg query -----------------------------------------------

@pytest.mark.parametrize("sig,status,word", [("SIGINT", 130, "interrupted"), ("SIGTERM", 143, "terminated")])
def test_a_long_query_stops_at_once_on_a_signal(tmp_path, sig, status, word):
    import signal
    import time

    g = tmp_path / "g.ttl"
    g.write_text("".join(f"<https://example.org/s{i}> <https://example.org/p> {i} .\n" for i in range(400)),
                 encoding="utf-8")
    q = tmp_path / "slow.rq"
    q.write_text("SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }\n", encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "kg.cli", "query", str(q), "--graph", str(g)], cwd=ROOT,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        time.sleep(4)  # imports, loading, then the 64-million-row join
        assert proc.poll() is None
        t0 = time.monotonic()
        proc.send_signal(getattr(signal, sig))
        assert proc.wait(timeout=20) == status
        assert time.monotonic() - t0 < 10
        assert proc.stderr.read() == f"kg: {word}\n"
    finally:
        if proc.poll() is None:
            proc.kill()
