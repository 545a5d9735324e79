"""kg.read (session 48, a fresh user's trial): JSON saved as .csv is named as JSON in its compact
form too (as ``jq -c`` writes it), and an image or media file beside the records is named by its
kind before its bytes are decoded, so it gets no decoding warnings."""
from __future__ import annotations

import json
import struct
import zlib
from pathlib import Path

import pytest

from kg.read import InputError, ReadReport, container_format, read

ABSTRACT = "We study sparse routing for translation. Our router lowers the cost of decoding by a third."
RECORD = {"id": "r1", "title": "Sparse routing", "abstract": ABSTRACT}


@pytest.mark.parametrize("text,what,ext", [
    (json.dumps(RECORD, separators=(",", ":")) + "\n", "JSON Lines (a JSON object on each line)", "jsonl"),
    (json.dumps(RECORD) + "\n", "JSON Lines (a JSON object on each line)", "jsonl"),
    (json.dumps([RECORD], separators=(",", ":")) + "\n", "JSON (a JSON array or object)", "json"),
    ("\ufeff" + json.dumps(RECORD, separators=(",", ":")) + "\n", "JSON Lines (a JSON object on each line)",
     "jsonl"),
])
def test_compact_json_saved_as_csv_gets_the_json_hint(tmp_path: Path, text: str, what: str, ext: str) -> None:
    f = tmp_path / "refs.csv"
    f.write_text(text, encoding="utf-8")
    with pytest.raises(InputError) as err:
        list(read([f], report=ReadReport()))
    assert str(err.value) == (f"{f}:1: the first line is JSON, not a CSV header row: the file looks like "
                              f"{what}; name it .{ext}, or give --format {ext}")
    assert [p.id for p in read([f], fmt=ext, report=ReadReport())] == ["r1"]


def test_compact_json_lines_saved_as_tsv_say_tsv(tmp_path: Path) -> None:
    f = tmp_path / "refs.tsv"
    f.write_text(json.dumps(RECORD, separators=(",", ":")) + "\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"refs\.tsv:1: the first line is JSON, not a TSV header row"):
        list(read([f], report=ReadReport()))


def test_a_csv_header_opening_with_a_bracket_is_still_read(tmp_path: Path) -> None:
    f = tmp_path / "refs.csv"
    f.write_text(f'[id],abstract\nq7,"{ABSTRACT}"\n', encoding="utf-8")
    papers = list(read([f], report=ReadReport()))
    assert [p.abstract for p in papers] == [ABSTRACT]


def test_a_broken_csv_header_that_is_no_json_keeps_its_csv_error(tmp_path: Path) -> None:
    f = tmp_path / "refs.csv"
    f.write_text('"id"x,abstract\nq7,text\n', encoding="utf-8")
    with pytest.raises(InputError, match=r"refs\.csv:1: cannot parse CSV header"):
        list(read([f], report=ReadReport()))


def _png() -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    # image data with few NUL bytes and many bytes that are no UTF-8, as a real figure has
    pixels = zlib.compress(bytes(range(1, 256)) * 300, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 97, 53, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", pixels) + chunk(b"IEND", b""))


@pytest.mark.parametrize("data,kind", [
    (_png(), "a PNG image"),
    (b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x93\x94\n" * 4, "a JPEG image"),
    (b"GIF89a\x61\x01\xf0\x01\x93\x94 frame\n" * 4, "a GIF image"),
    (b"RIFF\x24\x10\x00\x00WEBPVP8 \x93\x94\n", "a WebP image"),
    (b"\x00\x00\x00\x18ftypmp42\x93\x94\n", "a video or audio file (ISO media: MP4, MOV, M4A)"),
])
def test_images_are_named_and_never_decoded(tmp_path: Path, data: bytes, kind: str) -> None:
    f = tmp_path / "figure.bin"
    f.write_bytes(data)
    report = ReadReport()
    with pytest.raises(InputError) as err:
        list(read([f], report=report))
    assert err.value.reason.startswith(f"{kind}: PaperKG reads abstracts as text records")
    assert report.warnings == []


def test_container_format_leaves_text_that_opens_like_a_signature_alone() -> None:
    assert container_format(b"BMVC 2023\n\nWe propose a detector.\n") is None
    assert container_format(b"GIF8 is not a GIF header\n") is None
    assert container_format(b"II is a roman numeral\n") is None


def test_a_refused_file_of_another_type_gets_no_decoding_warnings(tmp_path: Path) -> None:
    f = tmp_path / "notes.dat"
    f.write_bytes(b"a line with \x93quotes\x94 saved in cp1252\nand another line\n")
    report = ReadReport()
    with pytest.raises(InputError, match=r"unsupported file type '\.dat'"):
        list(read([f], report=report))
    assert report.warnings == []


def test_in_a_build_the_image_is_skipped_and_the_records_read(tmp_path: Path) -> None:
    from kg.pipeline import read_papers
    good = tmp_path / "a.jsonl"
    good.write_text(json.dumps(RECORD) + "\n", encoding="utf-8")
    fig = tmp_path / "fig.png"
    fig.write_bytes(_png())
    report = ReadReport()
    papers = read_papers([good, fig], None, report=report)
    assert [p.id for p in papers] == ["r1"]
    assert [(p.source, p.message.split(":")[1].strip()) for p in report.skipped] == [(str(fig), "a PNG image")]
    assert report.warnings == []
