"""Session 51 (fixF51): PaperKG scripted in an unattended ingest pipeline.

1. An input that is well-formed but holds no record (a CSV/TSV header row alone, a BibTeX file
   of comments, a page of API results with an empty list, a venue dump's header line alone) is
   empty input, as an empty file is: a warning naming it, and the other inputs are built; in a
   ``--store`` build that holds papers: nothing to add, exit 0.
2. No input paths build the bundled sample only when asked: ``kg build`` alone (into exports/) or
   ``--sample``; ``kg build --out DIR`` without PATHs is a usage error, and ``build()`` with an
   empty iterable a ValueError. One path given as a str or Path is one path.
3. ``--no-html`` removes the graph.html an earlier build wrote into the folder (kg serve would
   serve it at / beside exports it no longer shows); a page PaperKG did not write is left, with
   a warning.
4. ``kg serve --graph`` loads a Turtle file with relative IRIs as ``kg query`` does: resolved
   against the file's ``file:`` URI.
8. An input given as a process substitution (``<(cat a.tsv)``: ``/dev/fd/63``) is named
   ``<fd 63>`` in messages, as standard input is ``<stdin>``, and ``<pipe>`` in the graph (file
   name, venue), never by its descriptor's number.
5. ``kg build --json`` prints the summary as one JSON object; problems carry file and line as
   separate fields (a file name holding ':' makes "file:line" ambiguous).
7. ``--csv-raw`` (kg build, kg query --format csv) writes CSV cells without the formula guard's
   leading apostrophe, for database loads; the default is unchanged.
10. ``--format atom`` on a file that is no XML says what the file looks like, as the other forced
   readers do.
"""
from __future__ import annotations

import json

import re

import pytest

from kg.read import ReadReport

_ABSTRACT = "We propose {name}, a model for depth estimation from one image, evaluated on NYU Depth v2."

#: well-formed inputs that hold no record: (file name, content)
_NO_RECORD = [("hdr.csv", "id,title,abstract\n"), ("hdr.tsv", "title\tabstract\n"),
              ("notes.bib", "% exported by a reference manager\n\n@comment{meta: none}\n"),
              ("page.jsonl", '{"results": [], "next": null}\n'), ("dump.txt", "NeurIPS 2031 Papers\n"),
              ("feed.atom", '<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>q</title></feed>\n')]


def _records(path, names=("CormorantNet", "PetrelNet")):
    path.write_text("".join(json.dumps({"id": f"r{i}", "title": f"{n} for depth",
                                        "abstract": _ABSTRACT.format(name=n)}) + "\n"
                            for i, n in enumerate(names)), encoding="utf-8")
    return path


@pytest.mark.parametrize("name,content", _NO_RECORD, ids=[n for n, _ in _NO_RECORD])
def test_an_input_of_no_record_beside_papers_is_a_warning_not_a_skip(tmp_path, name, content):
    from kg.pipeline import read_papers

    empty = tmp_path / name
    empty.write_text(content, encoding="utf-8")
    report = ReadReport()
    papers = read_papers([empty, _records(tmp_path / "a.jsonl")], None, report)
    assert [p.id for p in papers] == ["r0", "r1"]
    assert report.skipped == []  # nothing skipped: exit status 0
    assert report.empty == [str(empty)]
    warned = [str(w) for w in report.warnings if w.source == str(empty)]
    assert len(warned) == 1 and warned[0].startswith(f"{empty}: no records")


@pytest.mark.parametrize("name,content", _NO_RECORD[:3], ids=[n for n, _ in _NO_RECORD[:3]])
def test_an_input_of_no_record_alone_without_a_store_is_still_an_error(tmp_path, name, content):
    from kg.pipeline import read_papers
    from kg.read import InputError

    empty = tmp_path / name
    empty.write_text(content, encoding="utf-8")
    with pytest.raises(InputError) as err:
        read_papers([empty], None, ReadReport())
    assert err.value.source == str(empty)


def test_a_bib_file_of_text_that_is_not_bibtex_is_still_refused(tmp_path):
    from kg.pipeline import read_papers
    from kg.read import InputError

    junk = tmp_path / "junk.bib"
    junk.write_text("% a comment\nthis is not an entry at all\n", encoding="utf-8")
    with pytest.raises(InputError, match="no BibTeX entry"):
        read_papers([junk], None, ReadReport())


@pytest.mark.parametrize("name,content", [_NO_RECORD[0], _NO_RECORD[2], _NO_RECORD[3]],
                         ids=["csv-header", "bib-comments", "json-empty-page"])
def test_an_input_of_no_record_into_a_store_adds_nothing_and_exits_0(tmp_path, capsys, name, content):
    from kg.cli import main

    common = ["--store", str(tmp_path / "st"), "--out", str(tmp_path / "out"), "--quiet", "--jobs", "1", "--no-html"]
    assert main(["build", str(_records(tmp_path / "a.jsonl")), *common]) == 0
    current = (tmp_path / "st" / "CURRENT").read_text()
    (tmp_path / name).write_text(content, encoding="utf-8")
    capsys.readouterr()
    status = main(["build", str(tmp_path / name), *common])
    out, err = capsys.readouterr()
    assert status == 0, err
    # --quiet prints no note or warning line (session 52): the summary counts the note
    assert err == ""
    assert "(the input holds no record: nothing to add); nothing changed" in out
    assert re.search(r"^quiet: \d+ (warning|note)s? .*not printed; rerun without --quiet", out, re.M)
    status = main(["build", str(tmp_path / name), *[c for c in common if c != "--quiet"]])
    err = capsys.readouterr().err
    assert status == 0 and "nothing to add to the store" in err and "error" not in err and "skipped" not in err
    assert (tmp_path / "st" / "CURRENT").read_text() == current


# ------------------------------------------------------------------ 2. the sample only when asked
def test_no_paths_with_an_explicit_out_is_a_usage_error_and_writes_nothing(tmp_path, capsys):
    from kg.cli import main

    out = tmp_path / "monthly"
    out.mkdir()
    (out / "graph.ttl").write_text("# last month's graph\n")
    assert main(["build", "--out", str(out), "--quiet"]) == 2
    assert capsys.readouterr().err == (f"kg: error: no input files given; {out} is not empty, so the bundled sample "
                                       "is not built into it; pass --sample to build the sample there\n")
    assert sorted(p.name for p in out.iterdir()) == ["graph.ttl"]
    assert (out / "graph.ttl").read_text() == "# last month's graph\n"
    assert main(["build", "--sample", str(_records(tmp_path / "a.jsonl")), "--out", str(out)]) == 2
    assert "--sample builds the bundled sample: give no PATHs with it" in capsys.readouterr().err


def test_no_paths_with_a_new_out_folder_builds_the_sample_with_a_warning(tmp_path, capsys):
    from kg.cli import main

    out = tmp_path / "fresh"
    assert main(["build", "--out", str(out), "--no-html"]) == 0
    err = capsys.readouterr().err
    assert f"kg: warning: no input files given: building the bundled sample into {out}" in err
    # --quiet prints no warning line: the summary counts it and says how to see it (session 52)
    assert main(["build", "--out", str(tmp_path / "fresh2"), "--quiet", "--no-html"]) == 0
    captured = capsys.readouterr()
    assert "no input files given" not in captured.err
    assert re.search(r"^quiet: 1 warning( and \d+ notes?)? not printed; rerun without --quiet", captured.out, re.M)
    assert (out / "papers.csv").read_text(encoding="utf-8").count("\n") == 25  # header + the 24 sample papers
    assert main(["build", "--sample", "--out", str(tmp_path / "said"), "--quiet", "--no-html"]) == 0
    assert "no input files given" not in capsys.readouterr().err


@pytest.mark.parametrize("argv,sample,out", [
    ([], True, "exports"),  # README's first command: unchanged
    (["--sample", "--out", "elsewhere"], True, "elsewhere"),
    (["a.jsonl", "--out", "o"], False, "o"),
], ids=["kg-build-alone", "sample-elsewhere", "paths"])
def test_the_cli_asks_for_the_sample_only_without_paths_and_out_or_with_sample(monkeypatch, capsys, argv, sample, out):
    import kg.pipeline
    from kg.cli import main

    seen = {}

    def fake_build(paths, **kwargs):
        seen.update(kwargs, paths=list(paths))
        raise ValueError("stop here")

    monkeypatch.setattr(kg.pipeline, "build", fake_build)
    assert main(["build", *argv]) == 2
    assert (seen["sample"], str(seen["out_dir"])) == (sample, out)
    assert seen["paths"] == [a for a in argv if a.endswith(".jsonl")]


def test_build_of_an_empty_iterable_raises_unless_the_sample_is_asked_for(tmp_path):
    from kg.pipeline import build

    with pytest.raises(ValueError, match="no input files given .*pass sample=True"):
        build(tmp_path.glob("nomatch*"), out_dir=tmp_path / "out")
    with pytest.raises(ValueError, match="no input files given"):
        build([], out_dir=None)
    with pytest.raises(ValueError, match="give no input paths with it"):
        build(["a.jsonl"], out_dir=None, sample=True)
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("kind", [str, lambda p: p], ids=["str", "Path"])
def test_build_takes_one_path_given_as_a_str_or_path(tmp_path, kind):
    from kg.pipeline import build

    path = _records(tmp_path / "one.jsonl")
    _, summary = build(kind(path), out_dir=None, n_process=1)
    assert (summary.papers, summary.read, summary.skipped) == (2, 2, [])


# ------------------------------------------------------------------ 3. --no-html and an old graph.html
def test_no_html_removes_the_page_an_earlier_build_wrote_and_keeps_a_foreign_one(tmp_path):
    from kg.pipeline import build

    src, out = _records(tmp_path / "a.jsonl"), tmp_path / "out"
    build([src], out_dir=out, n_process=1)
    assert (out / "graph.html").is_file()
    _, summary = build([src], out_dir=out, n_process=1, html=False)
    assert not (out / "graph.html").exists()
    assert summary.outputs_removed == [str(out / "graph.html")]
    assert f"removed (an earlier build's, --no-html): {out / 'graph.html'}" in summary.format()
    assert (out / "graph.ttl").is_file()
    mine = "<!DOCTYPE html><html><head><title>my own page</title></head></html>\n"
    (out / "graph.html").write_text(mine, encoding="utf-8")
    _, summary = build([src], out_dir=out, n_process=1, html=False)
    assert (out / "graph.html").read_text(encoding="utf-8") == mine
    assert summary.outputs_removed == []
    assert [w for w in summary.warnings if "not written by PaperKG and is left as it is" in w] != []


# ------------------------------------------------------------------ 4. relative IRIs in kg serve --graph
@pytest.mark.parametrize("name,text", [("rel.ttl", "<#s> <#p> <#o> .\n"),
                                       ("rel.rdf", '<?xml version="1.0"?>\n<rdf:RDF xmlns:rdf='
                                                   '"http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:e="http://e.org/">'
                                                   '<rdf:Description rdf:about="#s"><e:p rdf:resource="#o"/>'
                                                   '</rdf:Description></rdf:RDF>\n')], ids=["turtle", "rdfxml"])
def test_serve_loads_relative_iris_against_the_file_uri_as_query_does(tmp_path, name, text):
    from kg.query import load_graph_file
    from kg.serve import _prepare_store
    from kg.store import GraphStore

    graph = tmp_path / name
    graph.write_text(text, encoding="utf-8")
    folder, tmp = _prepare_store(None, graph)
    try:
        with GraphStore.open(folder, read_only=True) as st:
            served = sorted(str(q.subject) + " " + str(q.object) for q in st.ox.quads_for_pattern(None, None, None))
    finally:
        import shutil

        shutil.rmtree(tmp)
    queried = sorted(str(q.subject) + " " + str(q.object) for q in load_graph_file(graph).quads_for_pattern(None, None, None))
    base = graph.resolve().as_uri()
    assert served == queried == [f"<{base}#s> <{base}#o>"]


# ------------------------------------------------------------------ 8. process substitution
def test_a_file_descriptor_input_is_named_as_a_pipe_not_by_its_number(tmp_path):
    import os

    from kg.graph import _source_venue
    from kg.read import display_name, input_file_name, read

    assert display_name("/dev/fd/63") == "<fd 63>" and display_name("/proc/self/fd/7") == "<fd 7>"
    assert input_file_name("<fd 63>") == "<pipe>" and input_file_name("<stdin>") == "<stdin>"
    assert input_file_name("data/fd/63.tsv") == "63.tsv"
    assert _source_venue("<fd 63>:4") == "unknown venue (<pipe>)"
    assert _source_venue("<fd 5>:2", 2030) == "unknown venue (<pipe>) 2030"
    read_end, write_end = os.pipe()
    os.write(write_end, ("title\tabstract\nAukNet\t" + _ABSTRACT.format(name="AukNet") + "\n").encode())
    os.close(write_end)
    try:
        report = ReadReport()
        [paper] = list(read([f"/dev/fd/{read_end}"], report=report))
    finally:
        os.close(read_end)
    assert paper.source == f"<fd {read_end}>:2"
    assert [(f.name, f.format) for f in report.inputs] == [("<pipe>", "tsv")]
    assert report.warnings == []  # (no "name is not UTF-8 text" warning)


# ------------------------------------------------------------------ 10. --format atom on no XML
@pytest.mark.parametrize("name,text,looks", [
    ("a.jsonl", '{"title": "T", "abstract": "An abstract of a paper."}\n', "JSON Lines: --format jsonl"),
    ("a.csv", "title,abstract\nT,An abstract of a paper.\n", "CSV: --format csv"),
    ("a.bib", "@article{k1, title={T}, abstract={An abstract of a paper.}}\n", "BibTeX: --format bib"),
], ids=["jsonl", "csv", "bib"])
def test_format_atom_on_a_file_that_is_no_xml_says_what_it_looks_like(tmp_path, name, text, looks):
    from kg.read import InputError, read

    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InputError) as err:
        list(read([path], fmt="atom", report=ReadReport()))
    assert err.value.reason == ("not XML, so no Atom feed (an Atom feed opens with '<?xml' or '<feed'); it looks "
                                f"like {looks}, or no --format to choose by extension")


# ------------------------------------------------------------------ 7. --csv-raw
def test_csv_raw_writes_cells_as_they_are_in_build_and_query(tmp_path, capsys):
    import csv
    import io

    from kg.cli import main

    src = tmp_path / "f.jsonl"
    src.write_text(json.dumps({"id": "f1", "title": "=HYPERLINK(1) and -Net for depth",
                               "abstract": _ABSTRACT.format(name="SkuaNet")}) + "\n", encoding="utf-8")
    common = [str(src), "--quiet", "--jobs", "1", "--no-html"]
    assert main(["build", *common, "--out", str(tmp_path / "guarded")]) == 0
    assert main(["build", *common, "--out", str(tmp_path / "raw"), "--csv-raw"]) == 0

    def titles(text):
        return [row["title"] for row in csv.DictReader(io.StringIO(text))]

    assert titles((tmp_path / "guarded" / "papers.csv").read_text(encoding="utf-8")) == ["'=HYPERLINK(1) and -Net for depth"]
    assert titles((tmp_path / "raw" / "papers.csv").read_text(encoding="utf-8")) == ["=HYPERLINK(1) and -Net for depth"]
    capsys.readouterr()
    graph = str(tmp_path / "raw" / "graph.ttl")
    assert main(["query", "paper-table", "--graph", graph, "--format", "csv"]) == 0
    assert titles(capsys.readouterr().out) == ["'=HYPERLINK(1) and -Net for depth"]
    assert main(["query", "paper-table", "--graph", graph, "--format", "csv", "--csv-raw"]) == 0
    out = capsys.readouterr().out
    assert titles(out) == ["=HYPERLINK(1) and -Net for depth"]
    raw_table = (tmp_path / "raw" / "papers.csv").read_bytes().decode("utf-8")
    assert out.replace("\r\n", "\n") == raw_table.replace("\r\n", "\n")  # the same rows and cells
    assert main(["query", "paper-table", "--graph", graph, "--csv-raw"]) == 2
    assert "--csv-raw applies to --format csv" in capsys.readouterr().err


# ------------------------------------------------------------------ 5. kg build --json
def test_a_problem_gives_file_and_line_apart_also_for_a_name_holding_a_colon():
    from kg.read import Problem

    assert Problem("in:box/a:1.jsonl:3", "no abstract").place() == ("in:box/a:1.jsonl", 3, None)
    assert Problem("page.jsonl:1 (element 4)", "x").place() == ("page.jsonl", 1, 4)
    assert Problem("notes:12", "empty file").place(files={"notes:12"}) == ("notes:12", None, None)
    assert Problem("notes:12", "x").place() == ("notes", 12, None)
    assert Problem("--source", "x").to_dict("note") == {"kind": "note", "file": "--source", "line": None,
                                                        "element": None, "message": "x"}


def test_build_json_prints_one_json_object_with_problems_as_objects(tmp_path, capsys):
    from kg.cli import main

    bad = tmp_path / "in:box.jsonl"
    bad.write_text(json.dumps({"id": "b1", "title": "No abstract here"}) + "\n", encoding="utf-8")
    header = tmp_path / "hdr.csv"
    header.write_text("title,abstract\n", encoding="utf-8")
    good = _records(tmp_path / "a.jsonl")
    status = main(["build", str(bad), str(good), str(header), "--out", str(tmp_path / "out"), "--json",
                   "--jobs", "1", "--no-html"])
    out, err = capsys.readouterr()
    assert status == 1  # one record skipped
    assert out.count("\n") == 1
    summary = json.loads(out)
    assert (summary["papers"], summary["records_read"], summary["records_skipped"]) == (2, 3, 1)
    assert summary["skipped"] == [{"file": str(bad), "line": 1, "element": None, "message": "no abstract"}]
    assert summary["warnings"] == [{"file": str(header), "line": None, "element": None,
                                    "message": "no records (only a header row and no record under it)"}]
    assert summary["outputs"] == [str(tmp_path / "out" / n) for n in
                                  ("graph.ttl", "graph.nt", "graph.jsonld", "graph.graphml", "entities.csv", "papers.csv",
                                   "retired.csv")]
    assert summary["store"] is None and summary["entities"]["Method"] >= 1
    assert f"kg: skipped: {bad}:1: no abstract" in err  # stderr as without --json
