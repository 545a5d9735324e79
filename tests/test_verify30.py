"""Session 30 (verify6's user trial): a store built before session 30 holds a JSON number id as
Python's float text (``12345.50`` as ``"12345.5"``, ``1e3`` as ``"1000"``, ``-0.0`` as ``"0"``);
the reader now keeps the number as its file writes it. Building the same file into such a store
again added each of those papers a second time, under the new id, without a word (8 papers for
5 abstracts). A stored paper with the same abstract whose id is the same number written another
way is now replaced by the new record, with a warning naming both ids; a stored paper with the
same abstract under an unrelated id is kept beside the new one, with a warning (as the reader
warns of two such records in one build)."""
import json
from pathlib import Path

from kg.pipeline import _same_number, build
from kg.store import GraphStore

_ABSTRACT = ("We propose {name}, a graph network for link prediction, and evaluate it on two "
             "citation graphs where it beats {base}.")


def _abstract(k: int) -> str:
    return _ABSTRACT.format(name=f"Net{k}", base=f"Base{k}")


def _ids(store: Path) -> list[str]:
    with GraphStore.open(store, read_only=True) as st:
        return sorted(d["paper"]["id"] for d in st.load_records())


def test_one_number_written_two_ways_is_the_same_id():
    assert _same_number("12345.5", "12345.50")
    assert _same_number("1000", "1e3") and _same_number("0", "-0")
    assert not _same_number("12345", "12345")  # the same id: nothing to replace
    assert not _same_number("12345.5", "12345.51")
    assert not _same_number("abc", "abc0") and not _same_number("1000", "1e3x")
    assert not _same_number("0x10", "16")  # not a decimal numeral


def test_an_older_store_number_id_is_replaced_by_the_id_as_written(tmp_path):
    store = tmp_path / "store"
    old = tmp_path / "old.jsonl"  # the ids as a store built before session 30 holds them
    old.write_text("".join(json.dumps({"id": i, "abstract": _abstract(k)}) + "\n"
                           for k, i in enumerate(["12345.5", "1000", "0", "777"])))
    build([str(old)], out_dir=tmp_path / "a", store=store, html=False)
    new = tmp_path / "new.jsonl"  # the same papers, their ids JSON numbers as the file writes them
    new.write_text("".join('{"id": %s, "abstract": %s}\n' % (i, json.dumps(_abstract(k)))
                           for k, i in enumerate(["12345.50", "1e3", "-0.0", "777"])))
    _, summary = build([str(new)], out_dir=tmp_path / "b", store=store, html=False)
    assert _ids(store) == ["-0", "12345.50", "1e3", "777"]
    replaced = [w for w in summary.warnings if "same number written another way" in w]
    assert len(replaced) == 3
    assert "'12345.5'" in replaced[0] and "'12345.50'" in replaced[0]


def test_the_same_abstract_under_another_id_is_kept_with_a_warning(tmp_path):
    store = tmp_path / "store"
    first = tmp_path / "first.jsonl"
    first.write_text(json.dumps({"id": "paper-a", "abstract": _abstract(1)}) + "\n")
    build([str(first)], out_dir=tmp_path / "a", store=store, html=False)
    second = tmp_path / "second.jsonl"
    second.write_text(json.dumps({"id": "paper-b", "abstract": _abstract(1)}) + "\n")
    _, summary = build([str(second)], out_dir=tmp_path / "b", store=store, html=False)
    assert _ids(store) == ["paper-a", "paper-b"]
    (warning,) = [w for w in summary.warnings if "of the store under another id" in w]
    assert "'paper-a'" in warning and "'paper-b'" in warning and "both kept" in warning


def test_two_records_of_one_build_are_named_once(tmp_path):
    store = tmp_path / "store"
    both = tmp_path / "both.jsonl"
    both.write_text("".join(json.dumps({"id": i, "abstract": _abstract(2)}) + "\n" for i in ("x1", "x2")))
    _, summary = build([str(both)], out_dir=tmp_path / "a", store=store, html=False)
    assert _ids(store) == ["x1", "x2"]
    assert len([w for w in summary.warnings if "same abstract" in w]) == 1  # the reader's warning only


# --- a damaged gzip member before complete ones ------------------------------------------------

import gzip  # noqa: E402

from kg.read import ReadReport, read  # noqa: E402


def _member(ids) -> bytes:
    return gzip.compress("".join(json.dumps({"id": i, "abstract": _abstract(k) + f" Record {i}."}) + "\n"
                                 for k, i in enumerate(ids)).encode())


def _read_gz(path: Path):
    report = ReadReport()
    return [p.id for p in read([path], report=report)], report


def test_a_damaged_middle_member_costs_only_its_own_records(tmp_path):
    """``cat a.gz b.gz c.gz`` with b.gz damaged: a's and c's records are read (before, c's were
    lost with the rest of b), and the loss is one skipped entry naming b's bytes."""
    first, middle, last = _member(["a1", "a2"]), _member([f"b{i}" for i in range(40)]), _member(["c1"])
    broken = bytearray(middle)
    broken[len(broken) // 2] ^= 0xFF
    path = tmp_path / "papers.jsonl.gz"
    path.write_bytes(first + bytes(broken) + last)
    ids, report = _read_gz(path)
    assert ids[:2] == ["a1", "a2"] and ids[-1] == "c1"
    assert all(i[0] in "abc" for i in ids) and len(ids) < 43
    (skip,) = report.skipped
    assert f"bytes {len(first):,} to {len(first) + len(middle):,}) is lost" in skip.message
    assert "the gzip members after it were read" in skip.message


def test_a_damaged_first_member_and_trailing_bytes(tmp_path):
    """Nothing of the damaged first member is readable: no error, the next member is read, and
    bytes after it are the usual warning, at their byte in the file."""
    first, last = bytearray(_member(["a1", "a2"])), _member(["c1"])
    first[12] ^= 0xFF  # the first byte of the deflate data, after the 10-byte header
    path = tmp_path / "papers.jsonl.gz"
    path.write_bytes(bytes(first) + last + b"tail")
    ids, report = _read_gz(path)
    assert ids == ["c1"]
    (skip,) = report.skipped
    assert "no complete line decompressed before the damage" in skip.message
    (warning,) = report.warnings
    assert f"4 bytes after the end of the gzip data (at byte {len(first) + len(last):,})" in warning.message


# --- an abstract key of white space only --------------------------------------------------------


def test_a_blank_abstract_key_gives_way_to_the_next_one(tmp_path):
    """``"abstract": ""`` was read from the summary, but ``"   "`` or ``[null]`` (a list of empty
    paragraphs) made the record an "empty abstract" though its summary held one."""
    path = tmp_path / "papers.jsonl"
    rows = [{"id": "w1", "abstract": "   ", "summary": _abstract(1)},
            {"id": "w2", "abstract": [None, {"text": " "}], "summary": _abstract(2)},
            {"id": "w3", "abstract": " \n ", "summary": ""}]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    report = ReadReport()
    papers = list(read([path], report=report))
    assert [(p.id, p.abstract) for p in papers] == [("w1", _abstract(1)), ("w2", _abstract(2))]
    assert [(s.source, s.message) for s in report.skipped] == [(f"{path}:3", "empty abstract")]
    assert report.warnings == []  # no "two abstract keys with different texts"
