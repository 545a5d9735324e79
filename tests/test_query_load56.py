"""Load a graph once, query it many times (session 56, trial O finding 4).

* kg query --graph FILE prints a note on stderr when parsing FILE took kg.query.SLOW_GRAPH_LOAD
  seconds or more, naming the store (kg build --store, kg query --store) and the Python way;
  a quick load prints none.
* run_query over one loaded pyoxigraph store (kg.query.load_graph_file) parses the file once for
  any number of queries, as docs/API.md shows.

The graph is made up for these tests."""
import io
from contextlib import redirect_stderr, redirect_stdout

import kg.query as query
from kg.query import cli_query, load_graph_file, run_query, text_query

GRAPH = """@prefix kgo: <https://w3id.org/paperkg/ontology#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
<https://example.org/m/heron> a kgo:Method ; skos:prefLabel "HeronNet"@en .
<https://example.org/m/egret> a kgo:Method ; skos:prefLabel "EgretNet"@en .
"""


def _graph(tmp_path):
    path = tmp_path / "g.ttl"
    path.write_text(GRAPH, encoding="utf-8")
    return path


def _cli(path, *args):
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = cli_query(None, graph=path, text="SELECT (COUNT(?m) AS ?n) WHERE { ?m a "
                         "<https://w3id.org/paperkg/ontology#Method> }", fmt="csv", timeout=None)
    return code, out.getvalue(), err.getvalue()


def test_a_slow_graph_file_gets_a_note_naming_the_store(tmp_path, monkeypatch):
    monkeypatch.setattr(query, "SLOW_GRAPH_LOAD", 0.0)
    code, out, err = _cli(_graph(tmp_path))
    assert code == 0
    assert out.splitlines() == ["n", "2"]
    assert err.startswith(f"kg: note: reading {tmp_path / 'g.ttl'} took ")
    assert "kg query --store DIR" in err and "--store DIR" in err and "load_graph_file" in err


def test_a_quick_graph_file_gets_no_note(tmp_path):
    assert query.SLOW_GRAPH_LOAD == 10.0
    code, out, err = _cli(_graph(tmp_path))
    assert (code, out.splitlines(), err) == (0, ["n", "2"], "")


def test_one_loaded_store_answers_many_queries_after_one_parse(tmp_path, monkeypatch):
    calls = []
    real = query.bulk_load_file
    monkeypatch.setattr(query, "bulk_load_file", lambda *a, **k: (calls.append(a[1]), real(*a, **k))[1])
    store = load_graph_file(_graph(tmp_path))
    names = set()
    for label in ("HeronNet", "EgretNet", "HeronNet"):
        q = text_query('SELECT ?m WHERE { ?m <http://www.w3.org/2004/02/skos/core#prefLabel> "%s"@en }' % label)
        names.update(str(row[0]) for row in run_query(q, store).rows)
    assert names == {"https://example.org/m/heron", "https://example.org/m/egret"}
    assert len(calls) == 1


def test_the_api_page_shows_the_load_once_way():
    from pathlib import Path

    page = (Path(__file__).resolve().parents[1] / "docs" / "API.md").read_text(encoding="utf-8")
    section = page[page.index("### Load once, query many times"):]
    assert ">>> store = load_graph_file(" in section  # run by tests/test_api_doc51.py as a doctest
    assert "run_query(\"papers-on-dataset\", store," in section
    assert "--store DIR" in section
