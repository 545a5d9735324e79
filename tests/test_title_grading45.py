"""A leading grading word coordinated with the next adjective in a title (session 45).

``_trim_grading`` (``kg.extract.roles_title``, :data:`TITLE_MAIN_GRADING_PAIR`): "Efficient
and Accurate X" reads X as the main task the title states; the second adjective goes too
when it grades ("Accurate", "Flexible", an evaluative word) and stays when it narrows the
problem ("Controllable"). Before, the trim stopped at "and", which cannot open a main task,
and the title gave none. Titles and abstracts here are written for these tests.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_title as RT
from kg.records import plain_title

from tests.test_title_main25 import TEXT, _main, extractor  # noqa: F401 - the fixture


@pytest.mark.parametrize("title, task", [
    ("Efficient and Accurate Lattice Folding with Sparse Kernels", "Lattice Folding"),
    ("Scalable and Flexible Orchard Yield Forecasting with Tiny Adapters", "Orchard Yield Forecasting"),
    ("QuillNet: Fast and Simple Sound Event Tagging via Pruned Filters", "Sound Event Tagging"),
    ("Simple and Controllable Birdsong Generation", "Controllable Birdsong Generation"),
])
def test_grading_pair_is_left_out(extractor, title, task):
    m = _main(extractor, title)
    assert m is not None and m.source == "title" and m.rule == "task-title-main"
    assert m.text == task
    assert plain_title(title)[m.start:m.end] == task


def test_switch_off_gives_no_title_main_task(extractor, monkeypatch):
    monkeypatch.setattr(RT, "TITLE_MAIN_GRADING_PAIR", False)
    assert _main(extractor, "Efficient and Accurate Lattice Folding with Sparse Kernels") is None


@pytest.mark.parametrize("words, keep, out", [
    (["efficient", "and", "accurate", "lattice", "folding"], 2, ["lattice", "folding"]),
    (["simple", "and", "controllable", "music", "generation"], 2, ["controllable", "music", "generation"]),
    (["efficient", "distributed", "training"], 2, ["distributed", "training"]),
    (["fast", "and", "robust"], 2, ["and", "robust"]),  # too short for the pair: one word trimmed
    (["100x", "faster", "inference"], 1, ["100x", "faster", "inference"]),  # no multiplier asked
])
def test_trim_grading_words(words, keep, out):
    assert RT._trim_grading(words, keep) == out
