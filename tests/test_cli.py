"""The `kg` command: exit codes, one-line errors, nothing valid lost, atomic exports (issue 8)."""
import json
import subprocess
import sys

import pytest
from rdflib import RDF, Graph

from kg.cli import main
from kg.export import atomic_write
from kg.ontology import KGO

ABSTRACT = ("We propose FooNet, a graph neural network for molecule property prediction. "
            "Experiments on QM9 show that FooNet improves accuracy by 3.2%.")


def _kg(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "kg.cli", *args], capture_output=True, text=True, cwd=cwd)


def test_missing_path_is_one_line_exit_2(tmp_path):
    r = _kg("build", str(tmp_path / "nope.jsonl"), "--out", str(tmp_path / "o"))
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "nope.jsonl" in lines[0] and "Traceback" not in r.stderr
    assert not (tmp_path / "o").exists()


def test_directory_and_debug_traceback(tmp_path):
    r = _kg("build", str(tmp_path), "--out", str(tmp_path / "o"))
    assert r.returncode == 2 and str(tmp_path) in r.stderr and "Traceback" not in r.stderr
    r = _kg("--debug", "build", str(tmp_path), "--out", str(tmp_path / "o"))
    assert r.returncode != 0 and "Traceback" in r.stderr


def test_bad_records_are_skipped_and_valid_ones_land(tmp_path):
    src = tmp_path / "papers.jsonl"
    good = {"id": "p1", "title": "FooNet", "abstract": ABSTRACT, "venue": "TestConf", "year": 2025}
    good2 = dict(good, id="p2", abstract=ABSTRACT.replace("FooNet", "BarNet"))
    src.write_text(json.dumps(good) + "\n{not json\n" + json.dumps(good2) + "\n" + json.dumps({"id": "p3"}) + "\n", encoding="utf-8")
    out = tmp_path / "out"
    r = _kg("build", str(src), "--out", str(out), "--no-html")
    assert r.returncode == 1, r.stderr
    assert "papers.jsonl:2" in r.stderr and "papers.jsonl:4" in r.stderr
    g = Graph().parse(out / "graph.ttl")
    assert len(set(g.subjects(RDF.type, KGO.Paper))) == 2
    assert "papers: 2 in the graph" in r.stdout


def test_one_unreadable_file_does_not_lose_the_others(tmp_path):
    good = tmp_path / "good.jsonl"
    good.write_text(json.dumps({"id": "p1", "abstract": ABSTRACT}) + "\n", encoding="utf-8")
    binary = tmp_path / "bad.jsonl"
    binary.write_bytes(b"\x00\x01\x02binary")
    out = tmp_path / "out"
    r = _kg("build", str(binary), str(good), "--out", str(out), "--no-html")
    assert r.returncode == 1 and "bad.jsonl" in r.stderr
    assert "(1 record read, 0 skipped, 1 file(s) not read, 0 warnings)" in r.stdout + r.stderr
    assert len(set(Graph().parse(out / "graph.ttl").subjects(RDF.type, KGO.Paper))) == 1


def test_interrupted_write_leaves_previous_file(tmp_path):
    target = tmp_path / "graph.ttl"
    target.write_text("previous", encoding="utf-8")

    def boom(fh):
        fh.write("half")
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        atomic_write(target, boom)
    assert target.read_text(encoding="utf-8") == "previous"
    assert [p.name for p in tmp_path.iterdir()] == ["graph.ttl"]


def test_no_command_prints_help_exit_2(capsys):
    assert main([]) == 2
    assert "build" in capsys.readouterr().out


def test_input_without_any_paper_writes_nothing(tmp_path, capsys):
    f = tmp_path / "x.json"
    f.write_text('[{"title": "no abstract here"}]', encoding="utf-8")
    assert main(["build", str(f), "--out", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err
    assert "no papers" in err and "x.json" in err
    assert not (tmp_path / "o").exists()


def test_unwritable_out_is_refused_before_any_work(tmp_path):
    afile = tmp_path / "afile"
    afile.write_text("x", encoding="utf-8")
    r = _kg("build", "--sample", "--out", str(afile))
    assert r.returncode == 2 and "is not a folder" in r.stderr


def test_csv_cells_cannot_become_formulas():
    from kg.export import _csv_safe

    assert _csv_safe("=cmd|' /C calc'!A0") == "'=cmd|' /C calc'!A0"
    assert _csv_safe("-trained models") == "'-trained models"
    assert _csv_safe("SPADE") == "SPADE"


def test_jobs_must_be_positive(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["build", "--jobs", "0"])
    assert exc.value.code == 2 and "at least 1" in capsys.readouterr().err


def test_empty_out_is_refused_and_jobs_are_capped_at_the_cores(tmp_path, monkeypatch):
    r = _kg("build", "--sample", "--out", "", cwd=tmp_path)
    assert r.returncode == 2 and "--out: empty folder name" in r.stderr
    assert list(tmp_path.iterdir()) == []
    src = tmp_path / "p.jsonl"
    src.write_text(json.dumps({"id": "p1", "abstract": ABSTRACT}) + "\n")
    seen = {}

    def fake_build(paths, **kwargs):
        seen["n_process"] = kwargs["n_process"]
        raise KeyboardInterrupt  # stop here: only the arguments matter

    import kg.pipeline

    monkeypatch.setattr(kg.pipeline, "build", fake_build)
    monkeypatch.setattr("os.cpu_count", lambda: 2)
    assert main(["build", str(src), "--out", str(tmp_path / "o"), "--jobs", "64"]) == 130
    assert seen["n_process"] == 2


def test_a_killed_extraction_worker_is_an_error_not_a_bug(tmp_path, monkeypatch, capsys):
    import kg.pipeline
    from kg.extract.pool import WorkerCrashed

    def crash(*args, **kwargs):
        raise WorkerCrashed("an extraction worker died (signal 9) while extracting papers 33-64")

    monkeypatch.setattr(kg.pipeline, "extract_all", crash)
    f = tmp_path / "a.jsonl"
    f.write_text(json.dumps({"id": "p1", "abstract": "We propose X for graph coloring."}) + "\n", encoding="utf-8")
    out = tmp_path / "out"
    assert main(["build", str(f), "--out", str(out), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == "kg: error: an extraction worker died (signal 9) while extracting papers 33-64"
    assert not any(out.glob("graph.*"))


def test_a_closed_output_pipe_keeps_the_partial_status(tmp_path):
    f = tmp_path / "a.jsonl"
    f.write_text(json.dumps({"id": "p1", "abstract": ABSTRACT}) + "\n{broken\n", encoding="utf-8")
    proc = subprocess.Popen([sys.executable, "-m", "kg.cli", "build", str(f), "--out", str(tmp_path / "o"),
                             "--no-html"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    proc.stdout.close()  # like `| head -0`: the reader is gone before the summary is printed
    assert proc.wait(timeout=120) == 1


def test_gzip_stdin_and_a_cut_off_json_array_build(tmp_path):
    """Fresh-user trial: gzip on standard input is read; a JSON array cut off between two
    records keeps the complete ones, names the file and line, and exits 1."""
    import gzip

    line = json.dumps({"id": "z1", "abstract": ABSTRACT}) + "\n"
    r = subprocess.run([sys.executable, "-m", "kg.cli", "build", "-", "--out", str(tmp_path / "z"), "--no-html"],
                       input=gzip.compress(line.encode("utf-8"), mtime=0), capture_output=True)
    assert r.returncode == 0, r.stderr
    assert len(set(Graph().parse(tmp_path / "z" / "graph.ttl").subjects(RDF.type, KGO.Paper))) == 1
    cut = tmp_path / "t.json"
    cut.write_text("[" + json.dumps({"id": "j1", "abstract": ABSTRACT}) + ",", encoding="utf-8")
    r = _kg("build", str(cut), "--out", str(tmp_path / "t"), "--no-html")
    assert r.returncode == 1 and f"kg: skipped: {cut}:1: JSON array is cut off" in r.stderr
    assert "papers: 1 in the graph" in r.stdout


def test_query_path_that_does_not_exist_says_so(tmp_path, capsys):
    for arg in (str(tmp_path / "nope.rq"), "nope.rq", "sub/x"):
        assert main(["query", arg, "--graph", str(tmp_path / "g.ttl")]) == 2
        assert capsys.readouterr().err.startswith(f"kg: error: {arg}: no such query file")
    assert main(["query", "no-such-query", "--graph", str(tmp_path / "g.ttl")]) == 2
    err = capsys.readouterr().err
    assert "no query file or shipped query named 'no-such-query'; shipped:" in err and "papers-per-task" in err
    assert main(["query", str(tmp_path), "--graph", str(tmp_path / "g.ttl")]) == 2
    assert "is a directory" in capsys.readouterr().err


@pytest.mark.parametrize("value, message", [
    ("", "--base-iri is empty"),
    ("kg/", "is a relative IRI (no scheme such as https:)"),
    ("//example.org/kg/", "is a relative IRI"),
    ("https://example.org/a b/", "is not a valid IRI (RFC 3987: "),
    ("https://example.org/kg/?x=1&y=2", "cannot have a query part"),
    ("https://example.org/kg#frag/", "a fragment ('#') may only end a base IRI"),
    ("https://user:pw@example.org/kg/", "must not carry credentials"),
    ("https://example.org:99999/kg/", "port of the base IRI"),
    ("https://example.org/a/../kg/", "'.' or '..' path segments"),
])
def test_base_iri_syntax_errors_are_clear(value, message):
    from kg.cli import CliError, base_iri_option

    with pytest.raises(CliError) as exc:
        base_iri_option(value)
    assert message in str(exc.value)


def test_base_iri_of_any_scheme_is_accepted_and_normalised():
    """An absolute IRI of any scheme is a base (RFC 3987); the minter's normalised form
    (a '/' appended unless it ends in '/', '#' or ':') is what the build gets."""
    from kg.cli import CliError, base_iri_option

    assert base_iri_option(" https://example.org/kg ") == "https://example.org/kg/"
    assert base_iri_option("urn:example:kg:") == "urn:example:kg:"
    assert base_iri_option("tag:example.org,2026:kg") == "tag:example.org,2026:kg/"
    with pytest.raises(CliError) as exc:
        base_iri_option("https:/no-host")
    assert "absolute IRI" in str(exc.value)


def test_a_scheduler_without_the_dask_engine_is_refused(tmp_path, capsys):
    src = tmp_path / "a.jsonl"
    src.write_text(json.dumps({"id": "a", "abstract": "We propose FooNet for parsing."}) + "\n")
    assert main(["build", str(src), "--out", str(tmp_path / "o"), "--scheduler", "tcp://10.0.0.1:8786"]) == 2
    assert capsys.readouterr().err == ("kg: error: --scheduler needs --engine dask (it names the Dask cluster "
                                       "to build on)\n")
    assert not (tmp_path / "o").exists()


def test_python_dash_m_kg_runs_the_same_command_line():
    """`python -m kg` is the `kg` command: its version line and an error's exit code match."""
    from kg import __version__

    ok = subprocess.run([sys.executable, "-m", "kg", "--version"], capture_output=True, text=True)
    assert ok.returncode == 0 and __version__ in ok.stdout
    bad = subprocess.run([sys.executable, "-m", "kg", "no-such-command"], capture_output=True, text=True)
    assert bad.returncode == 2 and "no-such-command" in bad.stderr
