"""What a crash leaves in an input file costs only the damaged lines (session 37, from a new
user's trial): a block of NUL bytes on its own line, NUL bytes glued before a record, a record
cut mid-write with the next one appended to its line; and a TeX tie after math or a dropped
citation is a space, never a literal "~"."""
import json
from pathlib import Path

import pytest

from kg.clean import clean
from kg.read import InputError, ReadReport, read


def _record(i: int) -> bytes:
    return json.dumps({"id": f"r{i}", "title": f"Paper {i}",
                       "abstract": f"We study graph coloring with method number {i} and report results."}).encode() + b"\n"


def _read(path: Path):
    report = ReadReport()
    papers = list(read([str(path)], report=report))
    return papers, report


def test_a_block_of_nul_bytes_after_a_few_records_loses_no_record(tmp_path):
    p = tmp_path / "crash.jsonl"
    p.write_bytes(b"".join(_record(i) for i in range(3)) + b"\x00" * 4096 + b"\n"
                  + b"".join(_record(i) for i in range(3, 40)))
    papers, report = _read(p)
    assert [x.id for x in papers] == [f"r{i}" for i in range(40)]
    assert any("crash.jsonl:4" in w and "4096 NUL bytes" in w for w in map(str, report.warnings))


def test_nul_bytes_glued_before_a_record_are_dropped_and_the_record_read(tmp_path):
    p = tmp_path / "glued.jsonl"
    p.write_bytes(_record(1) + b"\x00" * 5 + _record(2) + _record(3))
    papers, report = _read(p)
    assert [x.id for x in papers] == ["r1", "r2", "r3"]
    assert any("glued.jsonl:2" in w and "5 NUL bytes" in w for w in map(str, report.warnings))


def test_a_file_of_mostly_damaged_lines_is_still_binary(tmp_path):
    p = tmp_path / "zeros.jsonl"
    p.write_bytes(_record(1) + b"\x00" * 100)
    with pytest.raises(InputError, match="binary file"):
        _read(p)


def test_a_whole_record_appended_to_a_cut_one_is_read(tmp_path):
    p = tmp_path / "cut.jsonl"
    cut = b'{"id": "r1", "title": "Paper 1", "abstract": "We study lip rea'
    p.write_bytes(_record(0) + cut + _record(2) + _record(3))
    papers, report = _read(p)
    assert [x.id for x in papers] == ["r0", "r2", "r3"]
    assert len(report.skipped) == 1
    assert "cut.jsonl:2" in str(report.skipped[0]) and "from column 63" in str(report.skipped[0])


@pytest.mark.parametrize("tex, text", [
    (r"we use $k$~neighbours", "we use k neighbours"),
    (r"as shown in \cite{a}~before", "as shown in before"),
    (r"a gain of $\sim$~5 points", "a gain of \u223c 5 points"),
    (r"about ~5% better", "about ~5% better"),
])
def test_a_tie_after_math_or_a_dropped_macro_is_a_space(tex, text):
    assert clean(tex).text == text
