"""kg.read on UTF-16 / UTF-32 input: with a byte-order mark (UTF-32's is checked before
UTF-16's, which it begins with) and without one, told by where the NUL bytes fall; random
binary data is still refused."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from kg.read import InputError, ReadReport, read, wide_encoding

ABS = "We propose FooNet, a network for image segmentation (café, naïve, 東京). It reaches 85.4% mIoU."
TEXT = "".join(json.dumps({"id": f"p{i}", "abstract": ABS + f" Variant {i}."}, ensure_ascii=False) + "\n"
               for i in range(3))


@pytest.mark.parametrize("codec,warned", [
    ("utf-32", False), ("utf-16", False),  # with a byte-order mark
    ("utf-16-le", True), ("utf-16-be", True), ("utf-32-le", True), ("utf-32-be", True),
])
def test_wide_encodings_are_read(tmp_path: Path, codec: str, warned: bool) -> None:
    p = tmp_path / "papers.jsonl"
    p.write_bytes(TEXT.encode(codec))
    report = ReadReport()
    papers = list(read([p], report=report))
    assert [x.abstract for x in papers] == [ABS + f" Variant {i}." for i in range(3)]
    messages = [w.message for w in report.warnings]
    if warned:
        assert messages == [f"read as {codec.upper()} (no byte-order mark; told by where its NUL bytes are); "
                            "UTF-8 is the safer encoding to save it in"]
    else:
        assert messages == []


def test_wide_encoding_detection() -> None:
    assert wide_encoding(TEXT.encode("utf-16-le")) == "utf-16-le"
    assert wide_encoding(TEXT.encode("utf-32-be")) == "utf-32-be"
    assert wide_encoding(TEXT.encode("utf-8")) is None
    assert wide_encoding(random.Random(0).randbytes(4000)) is None
    assert wide_encoding(b"\x00" * 4000) is None  # all NUL: no text
    assert wide_encoding(b"a\x00") is None  # too short to tell


def test_random_binary_is_still_refused(tmp_path: Path) -> None:
    p = tmp_path / "noise.jsonl"
    p.write_bytes(random.Random(1).randbytes(20000))
    with pytest.raises(InputError, match="binary file"):
        list(read([p]))
