"""Proposed methods and benchmarks, session 26 (kg/extract/roles_proposals.py,
kg/extract/roles_base.py). Every sentence is written for these tests; the made-up names
("Zorbax", "PlonkNet") are in no gold file.

* demonstrative naming: "we call this the \u201czorb part\u201d", "we term this feasible region
  the plonk plane" name a coined concept after a demonstrative object when "the", "as" or
  a quote opens the name; a quoted name is closed by its quote; a single coined word right
  after "we call" ("an idea we call unzorbing that ...") counts when it is a noun or gerund
  of a derived shape (-ing, -ion, -ity, -ness) and the abstract writes it again. An
  adjective ("decoders that we call additive") and a name written once stay out.
* benchmark word ends: a name with "benchmark" glued to it ("Zorbtext-benchmark") is a
  proposed benchmark, not a method nor a part of the proposed model.
* enumerated conjuncts: "we 1) build a benchmark, X, and 2) contribute a dataset, Y": the
  marker between "and" and the contribution verb does not hide the verb.
* known kinds: "a novel linear programming (LP) framework": an established technique (its long
  form known) defined with its acronym before a descriptor is the kind of the contribution, no
  proposal; a new acronym-defined name before "framework" stays.
* infinitive data names: "we design an engine to construct Zorb-10M, a ... dataset" makes the
  name a proposed benchmark; "to build X" without a data appositive is no cue.
"""
from __future__ import annotations


import kg.extract.roles_base as rb
import kg.extract.roles_proposals as rp
from kg.records import Paper

import pytest

# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")



def _extract(ex, text, title=None):
    return ex.extract(Paper(id="p", abstract=text, title=title, source="t"))


def _proposed(ex, text, title=None):
    return {m.text: m.rule for m in _extract(ex, text, title).mentions if m.role == "proposed"}


def _benchmarks(ex, text, title=None):
    return {m.text for m in _extract(ex, text, title).mentions if m.role == "benchmark"}


def _parts(ex, text, title=None):
    return sorted((l.head, l.tail) for l in _extract(ex, text, title).links if l.rel == "partOf" and l.head)


def test_quoted_name_after_demonstrative(ex):
    text = ("Plonk models stall during training. We isolate a part of the hidden state that only the weights "
            "change. We call this the \u201czorb part\u201d, and the rest the free part. A weak zorb part "
            "explains the stall, and repairing the zorb part removes it.")
    assert _proposed(ex, text) == {"zorb part": "propose-named"}


def test_name_after_demonstrative_object_and_the(ex):
    text = ("We study which trade-offs any encoder can reach between accuracy and fairness; we term this "
            "feasible region the plonk plane. We bound the plonk plane from inside and outside.")
    assert _proposed(ex, text) == {"plonk plane": "propose-named"}


def test_single_coined_gerund_after_we_call(ex):
    text = ("Fair classifiers are compared unfairly. At the heart of our study is a simple idea we call "
            "unzorbing that inverts post-processing. Unzorbing allows a direct comparison of methods.")
    assert _proposed(ex, text) == {"unzorbing": "propose-named"}


def test_single_adjective_or_word_written_once_is_no_name(ex):
    adjective = ("We show that both are possible for a class of decoders that we call additive, which resemble "
                 "slot decoders. Additive decoders are simple.")
    assert _proposed(ex, adjective) == {}
    once = ("Fair classifiers are compared unfairly. At the heart of our study is a simple idea we call "
            "unzorbing that inverts post-processing. It allows a direct comparison of methods.")
    assert _proposed(ex, once) == {}


def test_demonstrative_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "DEMONSTRATIVE_NAMES", False)
    text = ("Plonk models stall during training. We isolate a part of the hidden state that only the weights "
            "change. We call this the \u201czorb part\u201d, and the rest the free part. A weak zorb part "
            "explains the stall, and repairing the zorb part removes it.")
    assert _proposed(ex, text) == {}


def test_benchmark_word_end_is_a_benchmark(ex):
    text = ("Rendering text in images is hard. We introduce Zorbtext, a diffusion model that renders "
            "multilingual text. We also contribute a dataset, Zorbword-2M, with two million pairs. Based on "
            "Zorbword-2M, we propose Zorbtext-benchmark for the evaluation of text rendering accuracy.")
    assert _proposed(ex, text) == {"Zorbtext": "propose-object"}
    assert {"Zorbtext-benchmark", "Zorbword-2M"} <= _benchmarks(ex, text)
    assert ("Zorbtext-benchmark", "Zorbtext") not in _parts(ex, text)
    assert rp._benchmark_shaped("PlonkBenchmark") and rp._benchmark_shaped("Zorb-Bench")
    assert not rp._benchmark_shaped("Benchmark") and not rp._benchmark_shaped("Plonk benchmark")


def test_enumerated_second_contribution(ex):
    text = ("We formulate a new task, comparing two corpora by a goal. To evaluate systems, we 1) build a "
            "diagnostic benchmark, ZorbSyn, to test recovery of known differences, and 2) contribute a "
            "meta-dataset, PlonkOpen, aggregating 600 open problems.")
    assert {"ZorbSyn", "PlonkOpen"} <= _benchmarks(ex, text)


def test_enumerated_conjunct_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rb, "ENUM_AND_PROPOSE", False)
    text = ("We formulate a new task, comparing two corpora by a goal. To evaluate systems, we 1) build a "
            "diagnostic benchmark, ZorbSyn, to test recovery of known differences, and 2) contribute a "
            "meta-dataset, PlonkOpen, aggregating 600 open problems.")
    assert "PlonkOpen" not in _benchmarks(ex, text)


def test_infinitive_data_name_with_appositive(ex):
    text = ("Video models lack temporal grounding. To support the training of Zorbitor, we design an automatic "
            "data generation engine to construct Zorb-10M, a large-scale video instruction dataset with "
            "segment-level data. Zorbitor outperforms baselines.")
    assert "Zorb-10M" in _benchmarks(ex, text)


def test_infinitive_build_without_data_appositive_is_no_cue(ex):
    text = ("Agents need tools. We use the Plonk toolkit to build QuuxAgent and compare it with ReAct on "
            "three tasks.")
    assert "QuuxAgent" not in _benchmarks(ex, text)


def test_known_technique_with_acronym_is_the_kind(ex):
    text = ("Offline reward learning is hard. In response, this paper introduces a novel linear programming "
            "(LP) framework tailored for offline reward learning. The framework is efficient and stable.")
    assert _proposed(ex, text) == {}


def test_new_name_with_acronym_before_framework_stays(ex):
    text = ("Embeddings are hard to explain. We introduce the Zorb Explanation Masks (ZEM) framework, which "
            "turns a fixed model into a self-explaining one. ZEM is fast.")
    assert {"Zorb Explanation Masks", "ZEM"} <= set(_proposed(ex, text))


def test_known_kind_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "KNOWN_KIND_MODIFIERS", False)
    text = ("Offline reward learning is hard. In response, this paper introduces a novel linear programming "
            "(LP) framework tailored for offline reward learning. The framework is efficient and stable.")
    assert "LP" in _proposed(ex, text)
