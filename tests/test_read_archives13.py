"""kg.read on compressed and container inputs: bzip2 and xz are read like gzip (by suffix or
by magic bytes); ZIP, 7z, tar, PDF, Parquet and zstd are refused with a message that says what
the file is and what to do, instead of "binary file"."""
from __future__ import annotations

import bz2
import io
import json
import lzma
import tarfile
import zipfile
from pathlib import Path

import pytest

from kg.read import InputError, ReadReport, container_format, read

ABS = "We propose FooNet, a network for image segmentation. It reaches 85.4% mIoU on ADE20K."
LINES = "".join(json.dumps({"id": f"p{i}", "abstract": ABS + f" Variant {i}."}) + "\n" for i in range(3))


@pytest.mark.parametrize("name,pack", [("c.jsonl.bz2", bz2.compress), ("c.jsonl.xz", lzma.compress)])
def test_bzip2_and_xz_are_read_by_suffix(tmp_path: Path, name: str, pack) -> None:
    p = tmp_path / name
    p.write_bytes(pack(LINES.encode()))
    assert [x.id for x in read([p])] == ["p0", "p1", "p2"]


@pytest.mark.parametrize("pack", [bz2.compress, lzma.compress])
def test_bzip2_and_xz_are_read_by_magic_bytes_without_a_suffix(tmp_path: Path, pack) -> None:
    p = tmp_path / "papers"
    p.write_bytes(pack(LINES.encode()))
    assert [x.id for x in read([p], fmt="jsonl")] == ["p0", "p1", "p2"]


def test_truncated_bzip2_names_the_file_and_reads_nothing(tmp_path: Path) -> None:
    data = bz2.compress(LINES.encode())
    p = tmp_path / "t.jsonl.bz2"
    p.write_bytes(data[: len(data) // 2])
    with pytest.raises(InputError, match=r"t\.jsonl\.bz2.*not a readable bzip2 file"):
        list(read([p]))


def test_text_that_starts_like_bzip2_is_still_text(tmp_path: Path) -> None:
    # "BZh" followed by ordinary text is not bzip2 data (no block magic after the digit)
    p = tmp_path / "venue.csv"
    p.write_text('BZh9,abstract\nx,"' + ABS + '"\n', encoding="utf-8")
    papers = list(read([p]))
    assert [x.abstract for x in papers] == [ABS]


def _zip_bytes() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("papers.jsonl", LINES)
    return buf.getvalue()


def _tar_bytes() -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as t:
        info = tarfile.TarInfo("papers.jsonl")
        data = LINES.encode()
        info.size = len(data)
        t.addfile(info, io.BytesIO(data))
    return buf.getvalue()


@pytest.mark.parametrize("name,data,expected", [
    ("p.zip", _zip_bytes(), "a ZIP archive"),
    ("p.tar", _tar_bytes(), "a tar archive"),
    ("p.pdf", b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n", "a PDF document"),
    ("p.parquet", b"PAR1\x15\x04\x15\x00" + b"\x00" * 20 + b"PAR1", "a Parquet file"),
    ("p.7z", b"7z\xbc\xaf\x27\x1c\x00\x04" + b"\x00" * 20, "a 7z archive"),
    ("p.zst", b"\x28\xb5\x2f\xfd\x04\x58" + b"\x00" * 10, "zstd-compressed"),
])
def test_containers_are_refused_with_what_they_are(tmp_path: Path, name: str, data: bytes, expected: str) -> None:
    p = tmp_path / name
    p.write_bytes(data)
    with pytest.raises(InputError) as err:
        list(read([p]))
    message = str(err.value)
    assert name in message and expected in message and "binary file" not in message


def test_a_zip_on_standard_input_is_named_too(monkeypatch) -> None:
    class Stdin:
        buffer = io.BytesIO(_zip_bytes())

    monkeypatch.setattr("sys.stdin", Stdin())
    with pytest.raises(InputError, match=r"<stdin>.*a ZIP archive"):
        list(read(["-"], fmt="jsonl", report=ReadReport()))


def test_container_format_leaves_text_alone() -> None:
    assert container_format(LINES.encode()) is None
    assert container_format(b"PAR1 is a paragraph id, not Parquet\n") is None
    assert container_format(b"x" * 257 + b"ustar and more text") is None


def test_a_truncated_xz_keeps_its_complete_lines(tmp_path: Path) -> None:
    lines = "".join(json.dumps({"id": f"p{i}", "abstract": ABS + f" Variant {i}."}) + "\n" for i in range(400))
    data = lzma.compress(lines.encode())
    p = tmp_path / "t.jsonl.xz"
    p.write_bytes(data[: len(data) * 2 // 3])
    report = ReadReport()
    papers = list(read([p], report=report))
    assert 0 < len(papers) < 400
    assert [x.id for x in papers] == [f"p{i}" for i in range(len(papers))]
    (skip,) = report.skipped
    assert "xz data is truncated or damaged" in skip.message and "records after them are lost" in skip.message


def test_an_empty_xz_file_is_empty(tmp_path: Path) -> None:
    p = tmp_path / "e.jsonl.xz"
    p.write_bytes(b"")
    with pytest.raises(InputError, match="empty file"):
        list(read([p]))


@pytest.mark.parametrize("name,mode,expected", [("p.tar.gz", "w:gz", "a tar archive"),
                                                 ("p.tar.xz", "w:xz", "a tar archive"),
                                                 ("p.tar.bz2", "w:bz2", "a tar archive")])
def test_a_compressed_tar_is_named(tmp_path: Path, name: str, mode: str, expected: str) -> None:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode=mode) as t:
        info = tarfile.TarInfo("papers.jsonl")
        data = LINES.encode()
        info.size = len(data)
        t.addfile(info, io.BytesIO(data))
    p = tmp_path / name
    p.write_bytes(buf.getvalue())
    with pytest.raises(InputError, match=expected):
        list(read([p]))


def test_a_gzipped_pdf_is_named(tmp_path: Path) -> None:
    import gzip

    p = tmp_path / "paper.pdf.gz"
    p.write_bytes(gzip.compress(b"%PDF-1.7\nsome text\n"))
    with pytest.raises(InputError, match="a PDF document"):
        list(read([p]))
