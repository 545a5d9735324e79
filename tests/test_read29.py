"""Session 29 (ld29; file named test_robust29.py on its branch): a reader defect found by tests/test_read_fuzz.py and the build benchmark's
choice of code.

3. A JSON array (also in a ``.jsonl`` file whose first line is ``[``) with a broken element
   that opens no object (a stray ``:``) went on reading at the next ``{``: the elements
   between (``0``, ``"x"``, ``null`` on later lines) were passed over without a word, so the
   lines ``[``, ``:``, ``0`` gave two skips (line 2 and the cut-off array) and line 3 was
   named by none; and a broken object or array over several lines named only its first line.
   The READER was wrong, not the fuzz test (the rule: bad input gets an error
   naming file and line, nothing valid lost): such a broken element now ends with its line
   (:func:`kg.read._array_resume`), and the next line is read as an element of its own. A
   broken object or array (``{...`` over several lines) still resumes at the next object, and
   its message names every line passed over ("lines 2-5 skipped as one element").
   Two more cases of the same fuzz test failed in random mode, where the TEST was wrong: it
   counted a line holding only a byte-order mark (files each saved with one, joined with cat) as
   a bad record, though the reader rightly drops it like a blank line; and it asked one skip per
   bad line also when the lines are read as one JSON array, where the line opening the array
   holds no element and an array without its ``]`` is one more skip, at the last line
   (``[\x1f``, ``0``: the broken element of line 1, the number of line 2, the cut-off). A file
   holding nothing but a byte-order mark (and white space) was read as no records without a
   word; it is now refused by name, as an empty file is.
4. ``bench/build_bench.py`` imported whatever ``kg`` PYTHONPATH (or an editable install of
   another checkout) named first: it measured other code than its own checkout's. It now puts
   its repository first on sys.path (itself and its children), prints which ``kg`` it imported
   and stops when a child imported another; ``--which-kg`` prints only that.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kg.read import InputError, ReadReport, read

ROOT = Path(__file__).resolve().parents[1]
ABS = "We propose FernNet, a sparse network for leaf counting. FernNet reaches 91.2% accuracy on LeafSet."


def _skips(tmp_path: Path, name: str, text: str) -> tuple[list, list[tuple[int, str]]]:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    report = ReadReport()
    papers = list(read([p], report=report))
    return papers, [(int(s.source.rsplit(":", 1)[1]), s.message.split(" (")[0].split(";")[0])
                    for s in report.skipped]


# 3. every bad element of a JSON array is named by its line -------------------------------------

def test_an_element_after_a_stray_colon_is_named_by_its_own_line(tmp_path):
    # the fuzz case: three bad lines read as one JSON array
    papers, skips = _skips(tmp_path, "p.jsonl", "[\n:\n0\n")
    assert papers == []
    assert skips == [(2, "invalid JSON: Expecting value"),
                     (3, "expected a JSON object, got number"),
                     (3, "JSON array is cut off after this line")]


def test_a_record_after_broken_scalars_is_read_and_each_bad_line_named(tmp_path):
    rec = json.dumps({"id": "fern-1", "abstract": ABS})
    text = f"[\n:\n\"a stray string\"\nnull\n{rec}\n]\n"
    papers, skips = _skips(tmp_path, "p.json", text)
    assert [p.id for p in papers] == ["fern-1"]
    assert skips == [(2, "invalid JSON: Expecting value"),
                     (3, "expected a JSON object, got string"),
                     (4, "expected a JSON object, got null")]


def test_a_broken_scalar_before_the_closing_bracket_on_its_line_ends_the_array(tmp_path):
    rec = json.dumps({"id": "fern-2", "abstract": ABS})
    papers, skips = _skips(tmp_path, "p.json", f"[{rec}, :]\n")
    assert [p.id for p in papers] == ["fern-2"]
    assert skips == [(1, "invalid JSON: Expecting value")]  # the ']' closes it: nothing cut off


def test_a_broken_object_over_several_lines_is_still_one_skip(tmp_path):
    rec = json.dumps({"id": "fern-3", "abstract": ABS})
    text = "[\n{\n  \"id\": \"broken\",\n  \"abstract\": oops\n},\n" + rec + "\n]\n"
    papers, skips = _skips(tmp_path, "p.json", text)
    assert [p.id for p in papers] == ["fern-3"]
    assert skips == [(2, "invalid JSON: Expecting value")]
    # every line passed over is named
    report = ReadReport()
    list(read([tmp_path / "p.json"], report=report))
    assert report.skipped[0].message == "invalid JSON: Expecting value; lines 2-5 skipped as one element"


def test_a_broken_nested_array_names_the_lines_it_swallowed(tmp_path):
    rec = json.dumps({"id": "fern-6", "abstract": ABS})
    p = tmp_path / "p.jsonl"
    p.write_text(f"[\n[\n0\n{rec}\n]\n", encoding="utf-8")
    report = ReadReport()
    assert [x.id for x in read([p], report=report)] == ["fern-6"]
    assert [(s.source.rsplit(":", 1)[1], s.message) for s in report.skipped] == [
        ("2", "invalid JSON: Expecting ',' delimiter; lines 2-3 skipped as one element")]


def test_glued_values_then_a_number_on_the_next_line(tmp_path):
    papers, skips = _skips(tmp_path, "p.jsonl", "[\n00\n7\n")
    assert papers == []
    assert skips == [(2, "invalid JSON: expected ',' or ']' after a value"),
                     (3, "expected a JSON object, got number"),
                     (3, "JSON array is cut off after this line")]


def test_a_file_of_only_a_byte_order_mark_is_refused_by_name(tmp_path):
    for text, why in (("\ufeff", "file holds only a byte-order mark"),
                      ("\ufeff\n\n", "file holds only a byte-order mark and whitespace")):
        p = tmp_path / "p.jsonl"
        p.write_text(text, encoding="utf-8")
        with pytest.raises(InputError) as err:
            list(read([p], report=ReadReport()))
        assert str(err.value) == f"{p}: {why}"


def test_a_byte_order_mark_line_between_records_is_no_record(tmp_path):
    rec = [json.dumps({"id": f"fern-{n}", "abstract": ABS}) for n in (4, 5)]
    papers, skips = _skips(tmp_path, "p.jsonl", f"{rec[0]}\n\ufeff\n{rec[1]}\n")
    assert [p.id for p in papers] == ["fern-4", "fern-5"] and skips == []


# 4. the build benchmark measures its own checkout ----------------------------------------------

def test_build_bench_measures_its_own_checkout_whatever_pythonpath_says(tmp_path):
    decoy = tmp_path / "decoy" / "kg"
    decoy.mkdir(parents=True)
    (decoy / "__init__.py").write_text('__version__ = "decoy"\nraise SystemExit("the decoy kg was imported")\n')
    env = {**os.environ, "PYTHONPATH": str(decoy.parent)}
    run = subprocess.run([sys.executable, str(ROOT / "bench" / "build_bench.py"), "--which-kg"],
                         capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    line = run.stdout.strip()
    assert line.startswith("kg ") and f" from {ROOT / 'kg'} (commit " in line
    assert "decoy" not in line
