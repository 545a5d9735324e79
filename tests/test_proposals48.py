"""Session 48 proposal rules (kg/extract/roles_proposals.py): a singular appositive after the
last of two coordinated names describes that name only ("we propose QuillLM and QuillBench, a
benchmark of ...": QuillLM stays a method; LAST_CONJUNCT_APPOSITIVES), and a second name after
", and" with an appositive of its own, beside a first proposal in apposition, is proposed too
("we propose QuillLM, a ... model that ..., and QuillBench, a benchmark of ...";
APPOSITIVE_CONJUNCTS). Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.extract import roles_proposals as R
from kg.records import Paper


def _props(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return sorted((m.text, m.role) for m in e.mentions if m.role in ("proposed", "benchmark"))


BOTH_APPOSED = ("We propose QuillLM, a character-level sequence model that needs no vocabulary, and "
                "QuillBench, a benchmark of 9 reading comprehension tasks. QuillLM beats strong baselines.")
LAST_APPOSED = "We propose QuillLM and QuillBench, a benchmark of 9 reading comprehension tasks."


def test_second_apposed_name_after_comma_and_is_a_benchmark(ex):
    assert _props(ex, BOTH_APPOSED) == [("QuillBench", "benchmark"), ("QuillLM", "proposed")]


def test_second_apposed_name_with_a_method_head_is_a_method(ex):
    got = _props(ex, "We present HarrowNet, a planner that works without maps, and TillAgent, "
                     "an agent for household robots.")
    assert got == [("HarrowNet", "proposed"), ("TillAgent", "proposed")]


def test_second_apposed_name_is_a_sibling_not_a_part(ex):
    e = ex.extract(Paper(id="p", abstract=BOTH_APPOSED, source="t"))
    assert [l for l in e.links if l.rel == "partOf"] == []


def test_switch_off_leaves_the_second_name_unproposed(ex, monkeypatch):
    monkeypatch.setattr(R, "APPOSITIVE_CONJUNCTS", False)
    assert ("QuillBench", "benchmark") not in _props(ex, BOTH_APPOSED)


@pytest.mark.parametrize("text", [
    # a known method the first appositive's clause names, no comma before "and"
    "We propose HarrowNet, a hybrid model that mixes attention and TillMix, a gated recurrent layer.",
    # the first proposal stands in no appositive
    "We propose HarrowNet that works without maps, and TillAgent, an agent for household robots.",
    # the second name's appositive has no method or benchmark head
    "We propose HarrowNet, a planner that works without maps, and TillAgent, a robot from Norway.",
])
def test_no_second_proposal_without_the_parallel_appositives(ex, text):
    assert [t for t, _ in _props(ex, text) if t.startswith("Till")] == []


def test_singular_appositive_of_the_last_conjunct_is_not_the_first_s(ex):
    assert _props(ex, LAST_APPOSED) == [("QuillBench", "benchmark"), ("QuillLM", "proposed")]


def test_last_conjunct_with_short_form(ex):
    got = _props(ex, "We introduce QuillLM and QuillBench (QB), a benchmark of 9 reading comprehension tasks.")
    assert ("QuillLM", "proposed") in got and ("QuillBench", "benchmark") in got


def test_plural_appositive_describes_both_conjuncts(ex):
    got = _props(ex, "We propose QuillQA and QuillBench, two benchmarks of reading comprehension tasks.")
    assert got == [("QuillBench", "benchmark"), ("QuillQA", "benchmark")]


def test_last_conjunct_switch_off_types_the_first_by_the_appositive(ex, monkeypatch):
    monkeypatch.setattr(R, "LAST_CONJUNCT_APPOSITIVES", False)
    assert ("QuillLM", "benchmark") in _props(ex, LAST_APPOSED)
