"""kg eval reads gold as kg build reads inputs (gzip, bzip2, xz, standard input), scores a
file given twice once, and reads each gold file once (session 14)."""
from __future__ import annotations

import bz2
import gzip
import io
import json
import lzma
import os
import sys
from pathlib import Path

import pytest

import kg.evaluate
from kg.cli import main
from kg.evaluate import GoldFormatError, evaluate_gold, evaluate_gold_files, load_gold
from kg.records import CleanText, Extraction, Mention

TEXT = "We introduce QuillNet for table parsing on the PlankSet corpus, building on LSTMs."


def _gold(pid: str) -> dict:
    return {"id": pid, "text": TEXT,
            "method_proposed": [{"name": "QuillNet"}],
            "dataset": [{"name": "PlankSet"}],
            "task": [{"name": "table parsing", "main": True}],
            "method_used": [{"name": "LSTMs"}, {"name": "beam search"}],
            # every other category of the format, empty (a missing key is a warning of its own)
            "benchmark_proposed": [], "metric": [], "result": [], "component_of": [], "acronym": [],
            "code": [], "allowed_extra": []}


class _Stub:
    """Finds QuillNet, PlankSet, 'table parsing' (main) and a wrong method 'corpus' in each
    paper: fixed counts without spaCy."""

    calls = 0

    def __init__(self) -> None:
        type(self).calls += 1

    def extract_many(self, papers):
        for p in papers:
            ct = CleanText(p.abstract, tuple(range(len(p.abstract) + 1)))
            ms = (Mention("QuillNet", "Method", 13, 21, "proposed", "t"),
                  Mention("PlankSet", "Dataset", 47, 55, "dataset", "t"),
                  Mention("table parsing", "Task", 26, 39, "task", "t", main=True),
                  Mention("corpus", "Method", 56, 62, "used", "t"))
            yield Extraction(paper=p, clean=ct, sentences=((0, len(p.abstract)),), mentions=ms)


def _lines(records) -> bytes:
    return "".join(json.dumps(r) + "\n" for r in records).encode("utf-8")


def _counts(report) -> dict:
    return {c: (s.tp, s.fp, s.fn) for c, s in report.scores.items()}


def _stdin(monkeypatch, data: bytes) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))


GOLD = [_gold("q1"), _gold("q2")]
EXPECTED = {"method_proposed": (2, 0, 0), "dataset": (2, 0, 0), "task": (2, 0, 0), "method_used": (0, 2, 4)}


@pytest.mark.parametrize("suffix, pack", [(".gz", gzip.compress), (".bz2", bz2.compress), (".xz", lzma.compress)])
def test_compressed_gold_scores_as_the_plain_file(tmp_path, suffix, pack):
    plain = tmp_path / "g.jsonl"
    plain.write_bytes(_lines(GOLD))
    packed = tmp_path / f"g.jsonl{suffix}"
    packed.write_bytes(pack(_lines(GOLD)))
    r = evaluate_gold(packed, extractor=_Stub())
    assert _counts(r) == _counts(evaluate_gold(plain, extractor=_Stub()))
    assert {c: _counts(r)[c] for c in EXPECTED} == EXPECTED
    assert r.title == f"gold: g.jsonl{suffix}" and r.notes["papers"] == "2"
    # told by the content too: gzip data in a file without the suffix
    (tmp_path / "g.data").write_bytes(pack(_lines(GOLD)))
    assert _counts(evaluate_gold(tmp_path / "g.data", extractor=_Stub())) == _counts(r)


def test_errors_in_a_compressed_gold_file_name_file_and_line(tmp_path):
    bad_json = tmp_path / "a.jsonl.gz"
    bad_json.write_bytes(gzip.compress(_lines([_gold("q1")]) + b"{not json\n"))
    with pytest.raises(GoldFormatError, match=r"a\.jsonl\.gz:2: not valid JSON"):
        load_gold(bad_json)
    not_utf8 = tmp_path / "b.jsonl.xz"
    not_utf8.write_bytes(lzma.compress(_lines([_gold("q1")]) + b'{"id": "q\xe9"}\n'))
    # (its line is read as cp1252 since session 55, as kg build reads it: the record's own fault is named)
    with pytest.raises(GoldFormatError, match=r"b\.jsonl\.xz:2: 'text' must be"):
        load_gold(not_utf8)
    # a truncated stream: the records after the damage would be missing from the score
    whole = gzip.compress(_lines([dict(_gold(f"q{i}"), text=f"{TEXT} {os.urandom(64).hex()}") for i in range(40)]))
    cut = tmp_path / "c.jsonl.gz"
    cut.write_bytes(whole[: len(whole) // 2])
    with pytest.raises(GoldFormatError, match=r"c\.jsonl\.gz: gzip data is truncated or damaged .*"
                                              r"a gold file must be complete to score against"):
        load_gold(cut)
    not_gzip = tmp_path / "d.jsonl.gz"
    not_gzip.write_bytes(_lines([_gold("q1")]))
    with pytest.raises(GoldFormatError, match=r"d\.jsonl\.gz: not a readable gzip file"):
        load_gold(not_gzip)
    archive = tmp_path / "e.jsonl"
    archive.write_bytes(b"PK\x03\x04" + b"\x00" * 40)
    with pytest.raises(GoldFormatError, match=r"e\.jsonl: a ZIP archive"):
        load_gold(archive)


@pytest.mark.parametrize("pack", [lambda b: b, gzip.compress])
def test_gold_from_standard_input(monkeypatch, pack):
    _stdin(monkeypatch, pack(_lines(GOLD)))
    r = evaluate_gold(Path("-"), extractor=_Stub())
    assert {c: _counts(r)[c] for c in EXPECTED} == EXPECTED and r.title == "gold: <stdin>"


def test_errors_on_standard_input_are_named_stdin(monkeypatch):
    _stdin(monkeypatch, _lines([_gold("q1")]) + b"[1, 2]\n")
    with pytest.raises(GoldFormatError, match=r"^<stdin>:2: a gold record is a JSON object, not list"):
        load_gold(Path("-"))


def test_each_gold_file_is_read_once_so_standard_input_pools_with_a_file(tmp_path, monkeypatch):
    reads: list[str] = []
    real = kg.evaluate._file_bytes

    def counted(path, *rest):
        reads.append(str(path))
        return real(path, *rest)

    monkeypatch.setattr(kg.evaluate, "_file_bytes", counted)
    _stdin(monkeypatch, _lines([_gold("q1")]))
    other = tmp_path / "b.jsonl.bz2"
    other.write_bytes(bz2.compress(_lines([_gold("q1"), _gold("q3")])))
    pooled = evaluate_gold_files([Path("-"), other], extractor=_Stub())
    assert reads == ["-", str(other)]
    assert pooled.notes["papers"] == "3" and pooled.notes["files"] == "2"
    assert pooled.title == "gold: <stdin> + b.jsonl.bz2"
    assert pooled.scores["method_proposed"].tp == 3
    # the id in both keeps its warning, naming standard input
    assert pooled.warnings == [f"{other}:1: paper id 'q1' also in <stdin> (file 1 of the list): such papers "
                               f"are scored once per file"]


def test_a_file_given_twice_is_scored_once_with_a_warning(tmp_path, monkeypatch):
    a = tmp_path / "a.jsonl"
    a.write_bytes(_lines(GOLD))
    link = tmp_path / "link.jsonl"
    link.symlink_to(a)
    monkeypatch.chdir(tmp_path)
    once = evaluate_gold(a, extractor=_Stub())
    for twice in ([a, a], [a, Path("./a.jsonl")], [a, link]):
        r = evaluate_gold_files(twice, extractor=_Stub())
        assert _counts(r) == _counts(once) and r.notes["papers"] == "2" and r.title == "gold: a.jsonl"
        assert r.warnings == [f"{twice[1]}: the same file as {a}, given twice: scored once"]
    # with another file holding one of its ids: scored once, and the id's warning stays
    b = tmp_path / "b.jsonl"
    b.write_bytes(_lines([_gold("q2"), _gold("q9")]))
    r = evaluate_gold_files([a, b, a], extractor=_Stub())
    assert r.notes["papers"] == "4" and r.notes["files"] == "2"
    assert r.warnings == [f"{a}: the same file as {a}, given twice: scored once",
                          f"{b}:1: paper id 'q2' also in {a} (file 1 of the list): such papers are scored once "
                          f"per file"]


def test_standard_input_given_twice_is_read_once(monkeypatch):
    _stdin(monkeypatch, _lines(GOLD))
    r = evaluate_gold_files([Path("-"), Path("-")], extractor=_Stub())
    assert r.notes["papers"] == "2"
    assert r.warnings == ["<stdin>: standard input ('-') given twice: read and scored once"]


def test_cli_eval_reads_stdin_and_compressed_files(tmp_path, monkeypatch, capsys):
    import kg.extract

    monkeypatch.setattr(kg.extract, "Extractor", _Stub)
    _stdin(monkeypatch, gzip.compress(_lines(GOLD)))
    assert main(["eval", "-", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["title"] == "gold: <stdin>" and out["categories"]["dataset"]["tp"] == 2
    a = tmp_path / "a.jsonl.xz"
    a.write_bytes(lzma.compress(_lines(GOLD)))
    _Stub.calls = 0
    assert main(["eval", str(a), str(a), "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["notes"]["papers"] == 2  # a number since session 51
    assert f"kg: warning: {a}: the same file as {a}, given twice: scored once" in captured.err
    assert _Stub.calls == 1
    # standard input serves one input only
    assert main(["eval", "-", "--scierc", "-"]) == 2
    assert "standard input (-) can be read once" in capsys.readouterr().err
