"""Junk a fresh user found in a 300-abstract NeurIPS build (session 44, fixx44). Every sentence is
written for these tests ("Zorb", "someuser", "somelab" are made up).

* URLs are off limits (kg/extract/code.py, :data:`~kg.extract.code.URLS_OFF_LIMITS`): no task,
  dataset, method, metric, result or acronym is read from inside an address; a repository path
  that repeats the title's words is no main task, a scheme-less repository address no dataset,
  a bracket after an address no acronym of it. The code link itself stays.
* A doubled head after an inner short form (kg/resolve.py,
  :data:`~kg.resolve.PREFIXED_HEAD_REPEATS`): the label "ZCP Training", ZCP = "zorb contrastive
  pre-training", is not spelt out as "... pre-training Training".
* Title case inside a title-case name (kg/resolve.py, :data:`~kg.resolve.TITLE_CASE_INNER`):
  "Data-Hungry ZGN Training" reads "Data-Hungry Zorb Graph Network Training".
"""
from __future__ import annotations

import pytest

import kg.extract.code as code
import kg.resolve as resolve
from kg.records import Paper

# the title's modifier "Stable" and the task "anomaly detection" meet only inside the repository path
DRIFT = Paper(id="drift", title="Stable Anomaly Detection under Sensor Drift", abstract=(
    "Anomaly detection flags rare samples in sensor logs. We study anomaly detection when the sensors "
    "drift over time and derive a simple penalty that keeps scores steady across drift. Experiments on "
    "three plant logs show gains over six detectors. Code is available at: "
    "https://github.com/someuser/stable-anomaly-detection"))
# a scheme-less address whose last part ends in "Bench" (the dataset-head rule's cue)
BENCH = Paper(id="bench", title="Glucose Forecasting", abstract=(
    "We curate nine public sensor datasets into one benchmark for glucose forecasting and report the "
    "accuracy of six models. Our code is available online at github.com/somelab/ZorbBench."))
# a bracketed short form right after an address
BRACKET = Paper(id="bracket", title="Graph Sets", abstract=(
    "We release ZorbGraph, a benchmark for node classification. The code is at "
    "https://github.com/someuser/Zorb-Node-Set (ZNS) and runs on one GPU."))


@pytest.fixture
def urls_allowed(monkeypatch):
    """The behaviour before session 44 (the switch off), to show each sentence exercises the rule."""
    monkeypatch.setattr(code, "URLS_OFF_LIMITS", False)


def _tasks(e):
    return [(m.text, m.main, m.rule) for m in e.mentions if m.type == "Task"]


def test_repository_path_is_no_main_task(ex):
    e = ex.extract(DRIFT)
    assert _tasks(e) == [("Anomaly detection", True, "task-np")]
    assert [c.url for c in e.code] == ["https://github.com/someuser/stable-anomaly-detection"]


def test_repository_path_was_the_main_task_before(ex, urls_allowed):
    assert ("stable-anomaly-detection", True, "task-title-specific") in _tasks(ex.extract(DRIFT))


def test_schemeless_address_is_no_dataset(ex):
    e = ex.extract(BENCH)
    assert [m.text for m in e.mentions if m.type == "Dataset"] == []
    assert [m.text for m in e.mentions if m.type == "Task"] == ["glucose forecasting"]
    assert [c.url for c in e.code] == ["https://github.com/somelab/ZorbBench"]


def test_schemeless_address_was_a_dataset_before(ex, urls_allowed):
    assert [m.text for m in ex.extract(BENCH).mentions if m.type == "Dataset"] == ["github.com/somelab/ZorbBench"]


def test_bracket_after_address_is_no_acronym(ex):
    e = ex.extract(BRACKET)
    assert e.acronyms == ()
    assert [(m.text, m.role) for m in e.mentions if m.type == "Dataset"] == [("ZorbGraph", "benchmark")]


def test_bracket_after_address_was_an_acronym_before(ex, urls_allowed):
    assert [(a.short, a.long) for a in ex.extract(BRACKET).acronyms] == [("ZNS", "github.com/someuser/Zorb-Node-Set")]


def test_url_helpers():
    text = "See https://github.com/a/b-c and www.example.org/x for details."
    spans = code.url_spans(text)
    assert [text[s:e] for s, e in spans] == ["https://github.com/a/b-c", "www.example.org/x"]
    assert code.overlaps_url(spans, text.index("b-c"), text.index("b-c") + 3)
    assert not code.overlaps_url(spans, 0, 3)
    assert code.url_spans("No address in this sentence.") == ()


ZCP = {"zcp": ("ZCP", "Zorb Contrastive Pre-training")}


@pytest.mark.parametrize("surface, written, identity", [
    ("ZCP Training", None, "zorb contrastive pre Training"),  # the label keeps "ZCP Training"
    ("fast ZCP training", None, "fast zorb contrastive pre training"),
    ("ZCP models", "Zorb Contrastive Pre-training models", "zorb contrastive pre training models"),
])
def test_prefixed_head_said_once(surface, written, identity):
    norm = resolve._acronym_norm
    assert resolve._expand_inner(surface, ZCP, {}, norm, written=True) == written
    assert resolve._expand_inner(surface, ZCP, {}, norm) == identity


def test_prefixed_head_needs_a_repeated_head_word():
    assert resolve._prefixed_head_repeated("pre-training", "Training")
    assert resolve._prefixed_head_repeated("post-training", "training")
    assert not resolve._prefixed_head_repeated("pre-training", "data")
    assert not resolve._prefixed_head_repeated("training", "training")  # (the whole-word rule's case)
    assert not resolve._prefixed_head_repeated("Image-Text", "text")  # "text" is no repeated head noun


def test_prefixed_head_switch(monkeypatch):
    monkeypatch.setattr(resolve, "PREFIXED_HEAD_REPEATS", False)
    assert resolve._expand_inner("ZCP Training", ZCP, {}, resolve._acronym_norm, written=True) == \
        "Zorb Contrastive Pre-training Training"


ZGN = {"zgn": ("ZGN", "zorb graph network")}


@pytest.mark.parametrize("surface, written", [
    ("Data-Hungry ZGN Training", "Data-Hungry Zorb Graph Network Training"),  # a title's name: title case
    ("Sharp Bounds of ZGN Depth", "Sharp Bounds of Zorb Graph Network Depth"),  # "of" is a small word
    ("data-hungry ZGN training", "data-hungry zorb graph network training"),  # small letters stay small
    ("ZGN Depth", "zorb graph network Depth"),  # one title-case word is no title-case name
])
def test_inner_expansion_in_title_case(surface, written):
    assert resolve._expand_inner(surface, ZGN, {}, resolve._acronym_norm, written=True) == written


def test_title_case_changes_no_identity():
    norm = resolve._acronym_norm
    assert resolve._expand_inner("Data-Hungry ZGN Training", ZGN, {}, norm) == "Data-Hungry zorb graph network Training"


def test_title_case_switch(monkeypatch):
    monkeypatch.setattr(resolve, "TITLE_CASE_INNER", False)
    assert resolve._expand_inner("Data-Hungry ZGN Training", ZGN, {}, resolve._acronym_norm, written=True) == \
        "Data-Hungry zorb graph network Training"
