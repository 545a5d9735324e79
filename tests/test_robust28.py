"""Session 28, fresh-user trial and break-it round (robust4): defects found with messy inputs.

1. A JSON Lines line holding a whole object and then text that opens no object (``{...}
   trailing junk``, ``{...} // note``, ``{...} 7``) was skipped whole ("invalid JSON: Extra
   data"), though the object is valid. The object is now read, and the text after it named
   in a warning (``file:line``, its column and its first characters).
2. ``kg build`` printed its warnings in the order they were found, not in the order of the
   files' lines: a reader's summary warnings (several lines with a comma after the object)
   came after the warnings of later lines, and the extraction's after the reading's. They
   are now printed by file (in reading order), then line (:func:`kg.read.in_file_order`);
   the skipped records too.
3. A record saved from the ``arxiv`` Python package (``arxiv.Result`` as a dict or JSON:
   ``entry_id``, ``summary``, ``published``, ``journal_ref``, ``primary_category``) got the
   venue "unknown venue (FILE)" and no year. Its venue is now its ``journal_ref``, else
   arXiv, and its year that of ``published`` (the first version).
4. A RIS (``.ris``) or MEDLINE (``.nbib``) file was refused as "unsupported file type '.ris':
   no records of a format PaperKG reads found", while the same file named ``.txt`` was
   refused naming ``file:line`` and its format (README: "A RIS, MEDLINE, EndNote/refer or XML
   export ... is refused naming `file:line` and its format"). It now is, under its own
   extension too.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg.read import InputError, Problem, ReadReport, in_file_order, read

ABS_A = "We propose QuillNet, a network for text summarisation. QuillNet reaches 44.1 ROUGE-1 on CNN/DailyMail."
ABS_B = "Point cloud registration is hard. We introduce PinReg, which lowers rotation error by 12% on 3DMatch."
ABS_C = "We present MossRL, an agent for robot grasping trained with SAC in simulation."


def _write(tmp_path: Path, name: str, text: str) -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def _read(paths: list) -> tuple[list, ReadReport]:
    report = ReadReport()
    return list(read(paths, report=report)), report


# --- 1. text after a JSON Lines record ----------------------------------------------------------

def test_an_object_followed_by_junk_is_read_and_the_junk_named(tmp_path):
    a = json.dumps({"id": "t1", "abstract": ABS_A})
    b = json.dumps({"id": "t2", "abstract": ABS_B})
    c = json.dumps({"id": "t3", "abstract": ABS_C})
    path = _write(tmp_path, "junk.jsonl", f"{a} trailing junk\n{{\"id\": \"t9\", broken\n{b}  // saved by hand\n{c}\n")
    papers, report = _read([path])
    assert [(p.id, p.source) for p in papers] == [("t1", f"{path}:1"), ("t2", f"{path}:3"), ("t3", f"{path}:4")]
    assert [(w.source, w.message) for w in report.warnings] == [
        (f"{path}:1", f'text after the JSON object on this line, from column {len(a) + 2} ("trailing junk"), '
                      "is no JSON object: ignored; the object is read"),
        (f"{path}:3", f'text after the JSON object on this line, from column {len(b) + 3} ("// saved by hand"), '
                      "is no JSON object: ignored; the object is read")]
    assert [(s.source, s.message.split(":")[0]) for s in report.skipped] == [(f"{path}:2", "invalid JSON")]


def test_two_glued_objects_then_junk_are_both_read(tmp_path):
    a = json.dumps({"id": "u1", "abstract": ABS_A})
    b = json.dumps({"id": "u2", "abstract": ABS_B})
    path = _write(tmp_path, "glued.jsonl", f"{a}{b} ]\n")
    papers, report = _read([path])
    assert [p.id for p in papers] == ["u1", "u2"] and report.skipped == []
    assert [w.message.split(",")[0] for w in report.warnings] == [
        "text after 2 JSON objects on this line", "several JSON objects on this line"]


def test_a_broken_object_after_a_whole_one_is_still_skipped_alone(tmp_path):
    a = json.dumps({"id": "v1", "abstract": ABS_A})
    path = _write(tmp_path, "cut.jsonl", f'{a} {{"id": "v2", "abs\n')
    papers, report = _read([path])
    assert [p.id for p in papers] == ["v1"]
    assert len(report.skipped) == 1 and "after a whole JSON object" in report.skipped[0].message
    assert report.warnings == []


def test_a_line_that_opens_with_no_object_is_still_skipped(tmp_path):
    path = _write(tmp_path, "text.jsonl", f'note: {json.dumps({"id": "w1", "abstract": ABS_A})}\n'
                                          f'{json.dumps({"id": "w2", "abstract": ABS_B})}\n')
    papers, report = _read([path])
    assert [p.id for p in papers] == ["w2"]
    assert [s.source for s in report.skipped] == [f"{path}:1"]


# --- 2. warnings in file-line order ------------------------------------------------------------

def test_in_file_order_sorts_by_file_then_line_keeping_ties():
    probs = [Problem("b.jsonl:9", "late"), Problem("a.jsonl:12", "x"), Problem("b.jsonl:2", "early"),
             Problem("b.jsonl", "whole file"), Problem("a.jsonl:3", "first"), Problem("b.jsonl:2", "early 2"),
             Problem(r"C:\data\c.jsonl:7", "windows path")]
    assert [str(p) for p in in_file_order(probs)] == [
        "b.jsonl: whole file", "b.jsonl:2: early", "b.jsonl:2: early 2", "b.jsonl:9: late",
        "a.jsonl:3: first", "a.jsonl:12: x", r"C:\data\c.jsonl:7: windows path"]


def test_a_builds_warnings_are_printed_in_line_order(tmp_path):
    from kg.pipeline import build

    rows = [json.dumps({"id": "o1", "abstract": ABS_A}) + ",",
            json.dumps({"id": "o2", "abstract": ABS_B}) + " junk",
            json.dumps({"id": "o3", "abstract": ABS_C}) + ",",
            json.dumps({"id": "o4", "abstract": "Too short"})]
    path = _write(tmp_path, "order.jsonl", "\n".join(rows) + "\n")
    _, summary = build([path], out_dir=tmp_path / "out", html=False)
    lines = [int(w.split(":")[1]) for w in summary.warnings if w.startswith(f"{path}:")]
    assert lines == sorted(lines) and lines[:3] == [1, 2, 4]


# --- 3. the arxiv package's results --------------------------------------------------------------

def _arxiv_result(entry_id: str, summary: str, **more) -> dict:
    rec = {"entry_id": entry_id, "updated": "2024-02-01T09:00:00Z", "published": "2023-12-28T17:59:01Z",
           "title": "A Saved Result", "authors": ["Ada Quill", "Ben Moss"], "summary": summary, "comment": None,
           "journal_ref": None, "doi": None, "primary_category": "cs.LG", "categories": ["cs.LG"],
           "links": [], "pdf_url": entry_id.replace("/abs/", "/pdf/")}
    rec.update(more)
    return rec


def test_an_arxiv_result_is_on_arxiv_in_the_year_it_was_published(tmp_path):
    recs = [_arxiv_result("http://arxiv.org/abs/2312.11111v2", ABS_A),
            _arxiv_result("http://arxiv.org/abs/2401.22222v1", ABS_B, journal_ref="ICML 2024",
                          published="2024-01-30 12:00:00+00:00"),
            _arxiv_result("2402.33333", ABS_C, published="2024-02-05")]
    path = _write(tmp_path, "results.jsonl", "".join(json.dumps(r) + "\n" for r in recs))
    papers, report = _read([path])
    assert [(p.id, p.venue, p.year) for p in papers] == [
        ("2312.11111", "arXiv", 2023), ("2401.22222", "ICML 2024", 2024), ("2402.33333", "arXiv", 2024)]
    assert report.warnings == [] and report.skipped == []
    # a JSON array of them (json.dump(results, f)) alike
    arr = _write(tmp_path, "results.json", json.dumps(recs[:1], indent=2))
    papers, _ = _read([arr])
    assert [(p.venue, p.year) for p in papers] == [("arXiv", 2023)]


def test_an_arxiv_results_own_venue_and_year_win(tmp_path):
    rec = _arxiv_result("http://arxiv.org/abs/2312.11111v2", ABS_A, venue="NeurIPS 2023", year=2023)
    path = _write(tmp_path, "own.jsonl", json.dumps(rec) + "\n")
    papers, _ = _read([path])
    assert [(p.venue, p.year) for p in papers] == [("NeurIPS 2023", 2023)]


def test_a_record_without_an_arxiv_entry_id_keeps_the_file_venue(tmp_path):
    path = _write(tmp_path, "mine.jsonl", json.dumps({"entry_id": "row-7", "summary": ABS_A,
                                                      "published": "2024-03-01"}) + "\n")
    papers, _ = _read([path])
    assert [(p.venue, p.year) for p in papers] == [(None, None)]


# --- 4. RIS and MEDLINE under their own extensions -----------------------------------------------

@pytest.mark.parametrize("name, text, what", [
    ("refs.ris", f"\nTY  - JOUR\nTI  - QuillNet\nAB  - {ABS_A}\nER  - \n", "RIS"),
    ("refs.nbib", f"PMID- 1234\nTI  - QuillNet\nAB  - {ABS_A}\n", "MEDLINE / PubMed (.nbib)")])
def test_a_reference_export_is_refused_naming_line_and_format(tmp_path, name, text, what):
    path = _write(tmp_path, name, text)
    with pytest.raises(InputError) as err:
        _read([path])
    assert err.value.source == (f"{path}:2" if text.startswith("\n") else f"{path}:1")
    assert err.value.reason.startswith(f"looks like {what}, a format PaperKG does not read")


# --- 5. JSON Lines and CSV read record by record -------------------------------------------------

def _big_records(n: int, filler: int) -> list[dict]:
    pad = ("padding words that no reader keeps " * (filler // 30 + 1))[:filler]
    return [{"id": f"m{i}", "title": f"Paper {i}", "abstract": f"{ABS_A} Variant {i}.", "full_text": pad}
            for i in range(n)]


def _peak_of_reading(path: Path) -> tuple[int, list]:
    import tracemalloc

    tracemalloc.start()
    try:
        report = ReadReport()
        ids = [p.id for p in read([path], report=report)]
        return tracemalloc.get_traced_memory()[1], ids
    finally:
        tracemalloc.stop()


def test_a_large_jsonl_file_is_not_held_whole(tmp_path):
    recs = _big_records(60, 200_000)  # 12 MB of text, 60 records
    path = _write(tmp_path, "big.jsonl", "".join(json.dumps(r) + "\n" for r in recs))
    peak, ids = _peak_of_reading(path)
    assert ids == [r["id"] for r in recs]
    assert peak < 4_000_000  # a few records at a time; the whole text alone is 12 MB


def test_a_large_csv_file_is_not_held_whole(tmp_path):
    import csv
    import io

    recs = _big_records(60, 200_000)
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["id", "title", "abstract", "full_text"])
    for r in recs:
        writer.writerow([r["id"], r["title"], r["abstract"], r["full_text"]])
    path = _write(tmp_path, "big.csv", buf.getvalue())
    peak, ids = _peak_of_reading(path)
    assert ids == [r["id"] for r in recs]
    assert peak < 4_000_000


@pytest.mark.parametrize("name, data, streamed", [
    ("plain.jsonl", b'{"id": "a"}\n', "jsonl"),
    ("plain.ndjson", b'\n\n{"id": "a"}\r\n', "jsonl"),
    ("table.csv", b"id,abstract\n1,x\n", "csv"),
    ("table.tsv", b"id\tabstract\n1\tx\n", "tsv"),
    ("bom.jsonl", b'\xef\xbb\xbf{"id": "a"}\n', "jsonl"),
    ("printed.jsonl", b'{\n  "id": "a"\n}\n', None),  # objects over several lines: the whole text decides
    ("array.jsonl", b'[{"id": "a"}]\n', None),
    ("comma.jsonl", b'{"id": "a"},\n', None),
    ("latin.jsonl", b'{"id": "caf\xe9"}\n', None),  # not UTF-8: decoded line by line, with warnings
    ("nul.csv", b"id,abstract\n1,x\x00\n", None),
    ("eof.jsonl", b'{"id": "a"}\n\x1a', None),
    ("wide.csv", "id,abstract\n1,x\n".encode("utf-16"), None),
    ("blank.jsonl", b"\n  \n", None),
    ("notes.bib", b"@misc{a, abstract={x}}\n", None),
])
def test_which_files_are_read_line_by_line(tmp_path, name, data, streamed):
    from kg.read import _stream_format

    path = tmp_path / name
    path.write_bytes(data)
    assert _stream_format(path, None) == streamed


def test_a_compressed_file_is_read_whole(tmp_path):
    import gzip

    from kg.read import _stream_format

    path = tmp_path / "papers.jsonl.gz"
    path.write_bytes(gzip.compress(json.dumps({"id": "z1", "abstract": ABS_A}).encode() + b"\n"))
    assert _stream_format(path, None) is None
    papers, _ = _read([path])
    assert [p.id for p in papers] == ["z1"]


def test_reading_line_by_line_gives_what_the_whole_text_gives(tmp_path, monkeypatch):
    import kg.read as kgread

    a, b, c = (json.dumps({"id": i, "abstract": t}) for i, t in (("s1", ABS_A), ("s2", ABS_B), ("s3", ABS_C)))
    jsonl = _write(tmp_path, "mixed.jsonl", "\r\n".join([
        a, "", '{"id": "s9", "abstract": "open string', "", f"{b} // note",
        '{"id": "s4", "abstract": "first line', 'second line \\ud83d half"}', f"{c}{a}", '{"id": "x", "ab']) + "\n")
    csvf = _write(tmp_path, "mixed.csv", 'id,abstract,abstract\r\n1,"%s",\r\n2,"%s\r\nmore",x\r\n3,"broken,"%s"\r\n'
                                          '4,"%s"\r\n' % (ABS_A, ABS_B, ABS_C, ABS_A))

    def outcome(path: Path):
        report = ReadReport()
        papers = [(p.id, p.source, p.abstract) for p in read([path], report=report)]
        return papers, [str(w) for w in report.warnings], [str(s) for s in report.skipped], report.read

    for path in (jsonl, csvf):
        assert kgread._stream_format(path, None) is not None
        streamed = outcome(path)
        with monkeypatch.context() as m:
            m.setattr(kgread, "_stream_format", lambda p, f: None)
            whole = outcome(path)
        assert streamed == whole
        assert streamed[0] and streamed[1] and streamed[2]  # records, warnings and skips alike
    # the half emoji's warning names its own line and the record's first
    assert any(w.startswith(f"{jsonl}:7 (in the record opening on line 6)") for w in outcome(jsonl)[1])
