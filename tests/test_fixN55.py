"""Session 55, fresh-user trial N (a wheel install fed bad input): packaging metadata, errors
that name files of the source checkout, graph files with a byte-order mark, control files
decoded as kg build decodes its inputs, and the wording nits. Sentences are made up here."""
from __future__ import annotations

import io
import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BOM = b"\xef\xbb\xbf"
TTL = b"@prefix ex: <http://example.org/> .\nex:a ex:b ex:c .\n"


# ----------------------------------------------------------------------------- 1. packaging


def test_pyproject_gives_the_license_as_an_spdx_expression():
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert meta["project"]["license"] == "MIT"  # PEP 639: a TOML table is deprecated by setuptools
    floors = [r for r in meta["build-system"]["requires"] if r.startswith("setuptools")]
    assert floors == ["setuptools>=77"]  # the first setuptools that reads the SPDX string
    assert "setuptools>=77" in meta["project"]["optional-dependencies"]["test"]


# ----------------------------------------------------------------------------- 2. source checkout


def test_kg_train_default_files_say_they_come_with_the_source_checkout(tmp_path, monkeypatch, capsys):
    from kg.cli import main

    monkeypatch.chdir(tmp_path)  # as from /tmp, after a wheel install
    assert main(["train"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("kg: error: ../shared/scierc/train.json: no such file (files under ../shared/ and "
                          "eval/ come with PaperKG's source checkout")
    assert "not with an installed package" in err


def test_kg_eval_of_a_checkout_file_says_so_and_another_path_does_not(tmp_path, monkeypatch, capsys):
    from kg.cli import main

    monkeypatch.chdir(tmp_path)
    assert main(["eval", "eval/dev102.jsonl"]) == 2
    assert "eval/dev102.jsonl: no such file (files under ../shared/ and eval/ come with" in capsys.readouterr().err
    assert main(["eval", str(tmp_path / "mine.jsonl")]) == 2
    assert capsys.readouterr().err == f"kg: error: {tmp_path / 'mine.jsonl'}: no such file\n"


def test_source_checkout_hint_only_for_relative_checkout_paths():
    from kg.cli import source_checkout_hint

    assert source_checkout_hint(Path("../shared/gold/x.jsonl")).startswith(" (files under ../shared/")
    assert source_checkout_hint(Path("eval/a.jsonl")) != ""
    assert source_checkout_hint(Path("mine/eval/a.jsonl")) == ""
    assert source_checkout_hint(Path("/abs/eval/a.jsonl")) == ""
    assert source_checkout_hint(Path("../elsewhere/a.jsonl")) == ""


def test_readme_says_what_is_in_the_source_checkout_only():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "Only in the source checkout, not in a wheel: `docs/`, `eval/`" in readme


# ----------------------------------------------------------------------------- 3. byte-order mark


def test_kg_query_reads_a_turtle_graph_with_a_bom(tmp_path):
    from kg.query import load_graph_file

    path = tmp_path / "bom.ttl"
    path.write_bytes(BOM + TTL)
    assert len(load_graph_file(path)) == 1


def test_kg_serve_store_loads_a_turtle_graph_with_a_bom(tmp_path):
    from kg.store import GraphStore

    path = tmp_path / "bom.ttl"
    path.write_bytes(BOM + TTL)
    with GraphStore.open(tmp_path / "st") as st:  # kg serve --graph loads through replace_from_file
        st.replace_from_file(path, records=[])
        assert len(st) == 1


def test_an_error_after_a_bom_is_named_where_it_is(tmp_path):
    from kg.query import QueryError, load_graph_file
    from kg.validate import ValidateError, load_graph

    path = tmp_path / "bad.ttl"
    path.write_bytes(BOM + b"@prefix ex: <http://example.org/> .\nex:a ex:b .\n")
    with pytest.raises(QueryError, match="line 2"):
        load_graph_file(path)
    with pytest.raises(ValidateError, match=r"line 2 column 11: \. is not a valid RDF object"):
        load_graph(path)


# ----------------------------------------------------------------------------- 4. decoding


GOLD = {"id": "z1", "text": "We propose Quokkanet for caf\u00e9 scene parsing.", "method_proposed": [
    {"name": "Quokkanet"}], "component_of": [], "benchmark_proposed": [], "dataset": [],
    "task": [{"name": "caf\u00e9 scene parsing", "main": True}], "method_used": [], "metric": [],
    "result": [], "acronym": [], "code": [], "allowed_extra": []}


@pytest.mark.parametrize("codec, warned", [("latin-1", True), ("utf-16", False)])
def test_gold_files_are_read_as_kg_build_reads_inputs(tmp_path, codec, warned):
    from kg.evaluate import load_gold

    path = tmp_path / "gold.jsonl"
    path.write_bytes((json.dumps(GOLD, ensure_ascii=False) + "\n").encode(codec))
    warnings: list[str] = []
    recs = load_gold(path, warnings)
    assert recs[0]["task"][0]["name"] == "caf\u00e9 scene parsing"
    line = json.dumps(GOLD, ensure_ascii=False)
    first, second = line.index("\u00e9") + 1, line.rindex("\u00e9") + 1  # (bytes: one a character in Latin-1)
    assert [w for w in warnings if "cp1252" in w] == ([f"{path}:1: not valid UTF-8; this line was decoded as "
                                                       f"cp1252 (0xE9 as '\u00e9' at byte {first}, 0xE9 as '\u00e9' "
                                                       f"at byte {second})"] if warned else [])


def test_a_binary_gold_file_is_refused(tmp_path):
    from kg.evaluate import GoldFormatError, load_gold

    path = tmp_path / "gold.jsonl"
    path.write_bytes(b"\x00\x01\x02\x03" * 50)
    with pytest.raises(GoldFormatError, match="binary file"):
        load_gold(path)


def test_curation_and_gazetteer_files_in_utf16_and_latin1(tmp_path):
    from kg.curation import read as read_curation
    from kg.user_gazetteer import read as read_gazetteer

    cur = tmp_path / "cur.csv"
    cur.write_bytes("action,target,value\nlabel,Caf\u00e9Net,Caf\u00e9 Network\n".encode("utf-16"))
    c = read_curation(cur)
    assert (c.rows[0].target, c.rows[0].value, c.read_warnings) == ("Caf\u00e9Net", "Caf\u00e9 Network", [])
    gaz = tmp_path / "gaz.csv"
    gaz.write_bytes("name,type\nCaf\u00e9Net,Method\n".encode("latin-1"))
    g = read_gazetteer(gaz)
    assert [e.name for e in g.entries] == ["Caf\u00e9Net"]
    assert g.read_warnings == [(f"{gaz}:2", "not valid UTF-8; this line was decoded as cp1252 "
                                            "(0xE9 as '\u00e9' at byte 4)")]


def test_a_latin1_query_file_runs_with_a_warning(tmp_path, capsys):
    from kg.query import load_query

    path = tmp_path / "mine.rq"
    path.write_bytes("# Title: caf\u00e9 query\nASK { ?s ?p \"caf\u00e9\" }\n".encode("latin-1"))
    q = load_query(str(path))
    assert '"caf\u00e9"' in q.text and q.title == "caf\u00e9 query"
    err = capsys.readouterr().err
    assert err.startswith(f"kg: warning: {path}: not valid UTF-8: read as cp1252 (2 of its 2 lines")


# ----------------------------------------------------------------------------- 5. nits


def test_ctrl_c_of_a_build_without_store_names_no_store(monkeypatch, capsys):
    import kg.cli

    def interrupted(_a):
        raise KeyboardInterrupt

    monkeypatch.setitem(kg.cli._COMMANDS, "build", interrupted)
    assert kg.cli.main(["build", "x.jsonl", "--out", "o"]) == 130
    assert capsys.readouterr().err == "kg: interrupted; previous exports are left intact\n"
    assert kg.cli.main(["build", "x.jsonl", "--out", "o", "--store", "s"]) == 130
    assert capsys.readouterr().err == "kg: interrupted; previous exports and store are left intact\n"


def test_json_errors_have_one_wording():
    from kg.read import json_error_text

    with pytest.raises(json.JSONDecodeError) as cut:
        json.loads('{"title": "unfinished')
    assert json_error_text(cut.value) == "Unterminated string starting at column 11"
    with pytest.raises(json.JSONDecodeError) as bad:
        json.loads('{"a": }')
    assert json_error_text(bad.value) == "Expecting value (column 7)"
    assert json_error_text(bad.value, line=True) == "Expecting value (line 1, column 7)"


def test_build_and_eval_word_a_cut_record_alike(tmp_path):
    from kg.evaluate import GoldFormatError, load_gold
    from kg.read import ReadReport, read

    path = tmp_path / "cut.jsonl"
    path.write_text('{"title": "T", "abstract": "We study graphs\n', encoding="utf-8")
    report = ReadReport()
    assert list(read([path], report=report)) == []
    assert "invalid JSON: Unterminated string starting at column 28" in str(report.skipped[0])
    with pytest.raises(GoldFormatError, match="not valid JSON: Unterminated string starting at column 28"):
        load_gold(path)


def _help(*args: str) -> str:
    from kg.cli import _parser

    out = io.StringIO()
    parser = _parser()
    sub = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction")
    sub.choices[args[0]].print_help(out)
    return out.getvalue()


def test_build_help_closes_its_parentheses():
    text = " ".join(_help("build").split())
    path_help = text[text.index("PATH input files"):text.index("options:")]
    assert path_help.count("(") == path_help.count(")")


def test_changes_since_is_worded_alike(tmp_path):
    text = " ".join(_help("changes").split())
    assert "0 for every generation" in text and "gen-0 for all" not in text
    cli_md = (ROOT / "docs" / "CLI.md").read_text(encoding="utf-8")
    assert "`0` for every generation" in cli_md
    source = (ROOT / "kg" / "changes.py").read_text(encoding="utf-8")
    assert "(--since 0 for every generation)" in source


def test_validate_reads_standard_input(monkeypatch, capsys):
    import kg.cli

    class Stdin:
        buffer = io.BytesIO(BOM + TTL)

        @staticmethod
        def isatty():
            return False

    monkeypatch.setattr(sys, "stdin", Stdin)
    assert kg.cli.main(["validate", "-"]) == 0
    assert capsys.readouterr().out.strip() == "conforms"
    Stdin.buffer = io.BytesIO(b"@prefix ex: <http://example.org/> .\nex:a ex:b .\n")
    assert kg.cli.main(["validate", "-"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("kg: error: not a readable RDF graph: <stdin>: cannot parse as turtle: Parser error at "
                          "line 2") and "kg-validate-" not in err


def test_empty_curation_and_gazetteer_files_are_warned(tmp_path):
    from kg.curation import read as read_curation
    from kg.user_gazetteer import read as read_gazetteer

    empty = tmp_path / "empty.csv"
    empty.write_bytes(b"")
    assert read_curation(empty).read_warnings == [(str(empty), "the curation file is empty: it changes nothing")]
    assert read_gazetteer(empty).read_warnings == [(str(empty), "the gazetteer file is empty: it adds no name")]
    header = tmp_path / "header.csv"
    header.write_text("action,target,value\n# nothing yet\n", encoding="utf-8")
    assert "holds no correction row" in read_curation(header).read_warnings[0][1]


def test_every_bad_curation_row_is_named(tmp_path):
    from kg.curation import CurationError, read

    path = tmp_path / "cur.csv"
    path.write_text("relabel,A,B\nlabel,A\nlabel,C,D\nexclude-paper,p1,p2\n", encoding="utf-8")
    with pytest.raises(CurationError) as err:
        read(path)
    message = str(err.value)
    assert message.startswith(f"{path}:1: unknown action 'relabel'")
    assert f"(and 2 more bad rows: {path}:2: label needs" in message and f"{path}:4: exclude-paper takes" in message
    assert f"{path}:3" not in message and message.endswith("; nothing was built")


def test_a_binary_current_file_is_not_quoted(tmp_path):
    from kg.store import GraphStore, StoreError

    with GraphStore.open(tmp_path / "st") as st:
        st.replace_graph([], records=[])
    (tmp_path / "st" / "CURRENT").write_bytes(b"\x1b[31m\x00\x9c\xff")
    with pytest.raises(StoreError) as err:
        GraphStore.open(tmp_path / "st", read_only=True)
    assert "CURRENT: is not a text file (8 bytes of binary data)" in str(err.value)
    assert "\x1b" not in str(err.value)


def test_unreadable_authors_are_warned_like_a_number(tmp_path):
    from kg.read import ReadReport, read

    path = tmp_path / "a.jsonl"
    path.write_text(json.dumps({"id": "p1", "title": "On graphs", "abstract": "We study sparse graph "
                                "partitioning with a new solver.", "authors": [{"name": {"first": ["A"]}}, None,
                                                                              "Ana Lopez", ""]}) + "\n",
                    encoding="utf-8")
    report = ReadReport()
    papers = list(read([path], report=report))
    assert papers[0].authors == ("Ana Lopez",)
    assert [str(w) for w in report.warnings] == [
        f'{path}:1: author {{"name": {{"first": ["A"]}}}} cannot be read as a name (no text name, literal or name '
        'parts); left out',
        f"{path}:1: author null cannot be read as a name (no text name, literal or name parts); left out"]


# ----------------------------------------------------------------------------- builds


PAPERS = [{"id": f"s{i}", "title": f"Study {i}", "abstract": f"We propose Wombat{i}Net, a network for "
           "otter counting, and evaluate it on OtterSet."} for i in range(3)]


def test_a_store_build_counts_stored_and_new_papers_and_reports_control_file_warnings(tmp_path, capsys):
    from kg.pipeline import build

    first = tmp_path / "a.jsonl"
    first.write_text("".join(json.dumps(p) + "\n" for p in PAPERS[:2]), encoding="utf-8")
    build([first], out_dir=None, store=tmp_path / "st", n_process=1, html=False)
    more = tmp_path / "b.jsonl"
    more.write_text(json.dumps(PAPERS[2]) + "\n", encoding="utf-8")
    empty = tmp_path / "cur.csv"
    empty.write_bytes(b"")
    gaz = tmp_path / "gaz.csv"
    gaz.write_bytes("Wombat\xe9Net,Method\n".encode("latin-1"))
    capsys.readouterr()
    _, summary = build([more], out_dir=None, store=tmp_path / "st", n_process=1, html=False, progress=True,
                       curation=empty, gazetteer=gaz)
    err = capsys.readouterr().err
    assert "kg: resolving, linking and assembling the graph of 3 papers (stored and new) ..." in err
    assert f"{empty}: the curation file is empty: it changes nothing" in summary.warnings
    assert any(w.startswith(f"{gaz}:1: not valid UTF-8; this line was decoded as cp1252") for w in summary.warnings)


def test_the_wheel_build_warns_of_no_license_table(tmp_path):
    """pip wheel of the tree (offline, the running environment's setuptools) prints no
    deprecation of ``project.license``."""
    import shutil

    src = tmp_path / "src"
    shutil.copytree(ROOT, src, ignore=shutil.ignore_patterns(".git", "exports", "*.egg-info", "build", "dist",
                                                             "__pycache__", "tests", "bench", "eval", "docs"))
    run = subprocess.run([sys.executable, "-m", "pip", "wheel", str(src), "--no-deps", "--no-build-isolation",
                          "--no-index", "-w", str(tmp_path / "dist"), "-v"], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[-2000:]
    assert not re.search(r"project\.license.*deprecated|License classifiers are deprecated",
                         run.stdout + run.stderr)
