"""Session 22 verification trial: defects a new user met in the readers and in kg serve / kg query.

- a ``.jsonl`` file holding one JSON array of records on ONE line (``jq -c . papers.json``,
  ``json.dump(papers, f)``) was refused (exit 2) although the same array over several lines is
  read; it is now read as a JSON array, with a warning;
- pyoxigraph's ``[_]`` (rust-peg's pattern for any one character) was shown as "'_'", an
  underscore, in SPARQL syntax errors; it now reads "any character";
- ``kg serve``: a query string whose percent-escapes are no UTF-8 (``?query=%FF``) or such a form
  body answered a syntax error about U+FFFD characters; it now answers 400 "not UTF-8", as a body
  that is not UTF-8 already did.
"""
from __future__ import annotations

import json
from pathlib import Path

from kg.read import ReadReport, read

ABS_A = ("Speech separation remains a challenge in reverberant rooms. We propose EchoSplit, a "
         "masking network trained on simulated mixtures, and test it on two noisy corpora.")
ABS_B = ("Tabular anomaly detection is a fundamental problem for auditing. We introduce LedgerAE, "
         "an autoencoder that scores rows by reconstruction error across ledgers.")


def _write(tmp_path: Path, name: str, text: str) -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def test_a_one_line_json_array_in_a_jsonl_file_is_read_as_an_array(tmp_path: Path) -> None:
    recs = [{"id": "echo", "abstract": ABS_A}, {"id": "ledger", "abstract": ABS_B}]
    p = _write(tmp_path, "papers.jsonl", json.dumps(recs) + "\n\n")
    report = ReadReport()
    assert [x.id for x in read([p], report=report)] == ["echo", "ledger"]
    assert report.skipped == []
    assert [str(w) for w in report.warnings] == [
        f"{p}: not JSON Lines but one JSON array of records on one line (as jq -c or "
        "json.dump(papers, f) writes it); read as a JSON array (--format json)"]


def test_a_one_line_array_with_a_byte_order_mark_and_no_newline_is_read(tmp_path: Path) -> None:
    p = tmp_path / "papers.jsonl"
    p.write_bytes(b"\xef\xbb\xbf" + json.dumps([{"id": "echo", "abstract": ABS_A}]).encode())
    assert [x.id for x in read([p], report=ReadReport())] == ["echo"]


def test_a_one_line_array_that_is_not_of_records_is_still_skipped(tmp_path: Path) -> None:
    p = _write(tmp_path, "nums.jsonl", json.dumps([1, 2, 3]) + "\n")
    report = ReadReport()
    assert list(read([p], report=report)) == []
    assert [str(s) for s in report.skipped] == [f"{p}:1: expected a JSON object, got array"]


def test_an_array_line_among_json_lines_records_is_still_skipped_alone(tmp_path: Path) -> None:
    text = (json.dumps({"id": "echo", "abstract": ABS_A}) + "\n"
            + json.dumps([{"id": "ledger", "abstract": ABS_B}]) + "\n")
    p = _write(tmp_path, "mixed.jsonl", text)
    report = ReadReport()
    assert [x.id for x in read([p], report=report)] == ["echo"]
    assert [str(s) for s in report.skipped] == [
        f"{p}:2: expected a JSON object, got array (a JSON array of records is read with --format json)"]


def test_any_character_pattern_of_the_sparql_parser_is_not_called_an_underscore() -> None:
    from kg.query import readable_syntax_error

    message = "error at 1:27: expected one of \",\", \".\", \"_:\", ['0'..='9'], [_]"
    assert readable_syntax_error(message) == (
        'error at 1:27: expected one of ",", ".", "_:", a digit, any character')


def test_kg_query_syntax_error_at_the_end_of_the_text_says_any_character(tmp_path: Path) -> None:
    import pytest

    from kg.query import QueryError, load_query, run_query

    rq = _write(tmp_path, "open.rq", "SELECT ?x WHERE { ?x a ?y \n")
    graph = _graph(tmp_path)
    with pytest.raises(QueryError) as info:
        run_query(load_query(str(rq)), graph)
    # session 35: placed by rdflib's grammar at the query's last character (Oxigraph named 2:1,
    # "expected ... any character"); readable_syntax_error's wording is tested above
    assert str(info.value).endswith(":1:26: SPARQL syntax error at the end of the query, which stops before it "
                                    "is complete (1 '{' not closed)") and "'_'" not in str(info.value)


def _graph(tmp_path: Path) -> Path:
    ttl = tmp_path / "g.ttl"
    ttl.write_text('<https://example.org/p> <http://www.w3.org/2000/01/rdf-schema#label> "caf\u00e9" .\n',
                   encoding="utf-8")
    return ttl


def test_serve_query_string_utf8_check() -> None:
    from kg.serve import _query_string_is_utf8

    assert _query_string_is_utf8(b"query=SELECT%20%3Fx%20WHERE%20%7B%7D")
    assert _query_string_is_utf8(b"query=%22caf%C3%A9%22")
    assert _query_string_is_utf8(b"")
    assert not _query_string_is_utf8(b"query=%FF%FE")
    assert not _query_string_is_utf8(b"query=caf%E9")


def test_serve_answers_400_not_utf8_for_bad_percent_escapes(tmp_path: Path) -> None:
    from starlette.testclient import TestClient

    from kg.serve import make_app

    with TestClient(make_app(graph=_graph(tmp_path), timeout=5.0, workers=1)) as tc:
        r = tc.get("/sparql?query=%FF%FE")
        assert r.status_code == 400 and r.text.startswith("query string is not UTF-8")
        r = tc.post("/sparql", content=b"query=%FF",
                    headers={"Content-Type": "application/x-www-form-urlencoded"})
        assert r.status_code == 400 and r.text == "form body is not UTF-8\n"
        ok = "SELECT ?l WHERE { ?s ?p ?l FILTER(?l = \"caf\u00e9\") }"
        r = tc.get("/sparql", params={"query": ok}, headers={"Accept": "text/csv"})
        assert r.status_code == 200 and r.text.splitlines()[1:] == ["caf\u00e9"]


def test_a_utf16_query_file_with_its_byte_order_mark_is_read(tmp_path: Path) -> None:
    """Notepad's "Unicode" and PowerShell's ``>`` write UTF-16 with a byte-order mark."""
    from kg.query import load_query, run_query

    text = "SELECT ?l WHERE { ?s ?p ?l }\r\n"
    (tmp_path / "le.rq").write_bytes(b"\xff\xfe" + text.encode("utf-16-le"))
    (tmp_path / "be.rq").write_bytes(b"\xfe\xff" + text.encode("utf-16-be"))
    (tmp_path / "u32.rq").write_bytes(text.encode("utf-32"))  # Python writes the mark
    graph = _graph(tmp_path)
    for name in ("le.rq", "be.rq", "u32.rq"):
        result = run_query(load_query(str(tmp_path / name)), graph)
        assert [str(row[0]) for row in result.rows] == ["caf\u00e9"]


def test_a_query_file_in_another_encoding_is_still_refused_by_name(tmp_path: Path) -> None:
    import pytest

    from kg.query import QueryError, load_query

    p = tmp_path / "latin1.rq"
    p.write_bytes('SELECT ?x WHERE { ?x ?p "caf\u00e9" }'.encode("latin-1"))
    with pytest.raises(QueryError, match=r"latin1\.rq: not UTF-8 text \(invalid continuation byte at byte 28\)"):
        load_query(str(p))


def test_kg_query_with_debug_shows_the_traceback_and_keeps_exit_status_2(tmp_path: Path, capsys, monkeypatch) -> None:
    """README: --debug (or KG_DEBUG=1) shows a traceback instead of the one-line error, with the
    same exit status; kg query printed its own one line whatever --debug said."""
    from kg.cli import main

    monkeypatch.delenv("KG_DEBUG", raising=False)
    rq = _write(tmp_path, "limt.rq", "SELECT ?x WHERE { ?x ?p ?o } LIMT 5\n")
    graph = str(_graph(tmp_path))
    assert main(["query", str(rq), "--graph", graph]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"kg: error: {rq}:1:30: SPARQL syntax error near 'LIMT'") and "Traceback" not in err
    assert main(["--debug", "query", str(rq), "--graph", graph]) == 2
    err = capsys.readouterr().err
    assert "Traceback (most recent call last)" in err and f"kg.query.QueryError: {rq}:1:30: " in err
    monkeypatch.setenv("KG_DEBUG", "1")
    assert main(["query", "no-such-query-name", "--graph", graph]) == 2
    assert "Traceback (most recent call last)" in capsys.readouterr().err
