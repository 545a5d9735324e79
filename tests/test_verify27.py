"""Session 27 verification trial (verify3): Ctrl-Z marks left inside a file by files joined
whole (``copy /b a+b``), and the text above a Markdown heading, which ends a sentence there.
Inputs are written here, not taken from the corpus or the gold."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg.clean import clean
from kg.read import ReadReport, inner_eof_marks, read

ABS_A = "We propose KiteNet, a sparse model for image classification that outperforms ResNet on ImageNet."
ABS_B = "We introduce LoomGAN for image generation and evaluate it on CelebA and LSUN."
ABS_C = "We present TideRL, an agent for offline reinforcement learning on D4RL."


def _line(k: int, abstract: str) -> str:
    return json.dumps({"id": f"j{k}", "abstract": abstract})


def _read(tmp_path: Path, name: str, data: bytes) -> tuple[list, ReadReport]:
    path = tmp_path / name
    path.write_bytes(data)
    report = ReadReport()
    return list(read([path], report=report)), report


@pytest.mark.parametrize("joined", [
    _line(1, ABS_A) + "\n" + _line(2, ABS_B) + "\n\x1a" + _line(3, ABS_C) + "\n",   # mark opens a line
    _line(1, ABS_A) + "\n" + _line(2, ABS_B) + "\x1a\n" + _line(3, ABS_C) + "\n",   # mark ends a line
    _line(1, ABS_A) + "\r\n" + _line(2, ABS_B) + "\r\n\x1a\r\n" + _line(3, ABS_C) + "\r\n",  # a line of its own
])
def test_json_lines_joined_with_copy_b_keep_every_record(tmp_path, joined):
    papers, report = _read(tmp_path, "all.jsonl", joined.encode())
    assert [p.id for p in papers] == ["j1", "j2", "j3"]
    assert report.skipped == []
    assert len(report.warnings) == 1 and "end-of-file mark (Ctrl-Z, 0x1A)" in report.warnings[0].message
    assert report.warnings[0].source.endswith("all.jsonl:2") or report.warnings[0].source.endswith("all.jsonl:3")


def test_a_csv_row_after_a_mark_line_is_read(tmp_path):
    data = ("id,title,abstract\nc1,Kite,\"" + ABS_A + "\"\n\x1a\nc2,Loom,\"" + ABS_B + "\"\n").encode()
    papers, report = _read(tmp_path, "two.csv", data)
    assert [(p.id, p.title) for p in papers] == [("c1", "Kite"), ("c2", "Loom")]
    assert report.skipped == [] and [w.source for w in report.warnings] == [f"{tmp_path / 'two.csv'}:3"]


def test_marks_at_line_edges_go_and_line_numbers_stay():
    report = ReadReport()
    text = "a\n\x1ab\nc \x1a\r\nd\x1ae\n"
    assert inner_eof_marks(text, "f", report) == "a\nb\nc\r\nd\x1ae\n"
    assert [(w.source, w.message) for w in report.warnings] == [
        ("f:2", "end-of-file mark (Ctrl-Z, 0x1A) at a line's edge, as in files joined with copy /b; "
                "dropped (and on 1 more lines)")]


def test_a_mark_inside_a_line_or_no_mark_changes_nothing():
    report = ReadReport()
    text = "one\ntw\x1ao\n"
    assert inner_eof_marks(text, "f", report) is text
    plain = "one\ntwo\n"
    assert inner_eof_marks(plain, "f", report) is plain
    assert report.warnings == []


@pytest.mark.parametrize("text, cleaned", [
    ("We propose KiteNet, a detector for small objects\n### Results\nKiteNet wins on VisDrone.",
     "We propose KiteNet, a detector for small objects. Results. KiteNet wins on VisDrone."),
    ("We propose KiteNet\n\n## 2 Method\n\nIt wins.", "We propose KiteNet. 2 Method. It wins."),
    ("We propose KiteNet.\n## Results\nIt wins.", "We propose KiteNet. Results. It wins."),
    ("# Kite\n# Loom\nText here", "Kite. Loom. Text here"),
    ("we propose kitenet\n## results\nit wins", "we propose kitenet results it wins"),  # no capital: no break
])
def test_the_text_above_a_markdown_heading_ends_a_sentence(text, cleaned):
    out = clean(text)
    assert out.text == cleaned
    assert len(out.offsets) == len(out.text) + 1


# --- void:triples: only the number forms of XML Schema state a count -------------------------

def test_a_count_must_be_written_as_an_xsd_number():
    from rdflib import Literal

    from kg.validate import count_states_size
    assert count_states_size(Literal("12.0"), 12) and count_states_size(Literal("1.2e1"), 12)
    assert count_states_size(Literal("+12"), 12) and count_states_size(Literal(".12E2"), 12)
    assert not count_states_size(Literal("1_2"), 12)          # Python's digit grouping
    assert not count_states_size(Literal("\u0661\u0662"), 12)  # Arabic-Indic digits
    assert not count_states_size(Literal("0x0C"), 12)
    assert not count_states_size(Literal("12 triples"), 12)
