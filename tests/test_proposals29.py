"""Proposed methods and components, session 29 (kg/extract/roles_proposals.py). Every
sentence is written for these tests; the made-up names ("ZorbNet", "Plonk ...") are in no
gold file.

* result verbs after a name (:data:`~kg.extract.roles_proposals.CLAIM_VERBS_NO_HEAD`): in
  "The proposed DenseQA outperforms BM25", a known name whose verb the tagger reads as a
  noun is still the paper's own method ("outperforms" is no lower-case head of the name).
* list items (:data:`~kg.extract.roles_proposals.APPOSITIVE_LIST_ITEMS`): a name after "a
  private EHR system," that ", and" and a further noun item follow is one item of a list,
  not the descriptor's name; "a scoring function, X, and show that ..." and "a reward
  model, X, and a policy, Y," still propose X (and Y).
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from kg.records import Paper


def _extract(ex, text, title=None):
    return ex.extract(Paper(id="p", abstract=text, title=title, source="t"))


def _proposed(ex, text, title=None):
    return {m.text: m.rule for m in _extract(ex, text, title).mentions if m.role == "proposed"}


def _mentions(ex, text, title=None):
    return {m.text: (m.type, m.role) for m in _extract(ex, text, title).mentions}


CLAIM = "Open-domain retrieval is slow. The proposed DenseQA outperforms BM25 on three question sets."


def test_claim_verb_after_known_name(ex):
    got = _proposed(ex, CLAIM)
    assert got == {"DenseQA": "propose-ours"}
    assert _mentions(ex, CLAIM)["BM25"] == ("Method", "compared")


def test_claim_verb_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "CLAIM_VERBS_NO_HEAD", False)
    assert "DenseQA" not in _proposed(ex, CLAIM)


LIST = ("Clinical prediction needs long records. We evaluate ZorbNet on 19 tasks, across three patient "
        "databases (a private EHR system, PlonkDB, and Zorbative claims data).")


def test_list_item_is_no_appositive(ex):
    assert "PlonkDB" not in _proposed(ex, LIST)


def test_list_item_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "APPOSITIVE_LIST_ITEMS", False)
    assert _proposed(ex, LIST).get("PlonkDB") == "propose-appositive"


def test_appositive_before_clause_and_pair(ex):
    one = "We leverage this data to train a CLIP-based scoring function, PlonkScore, and show that it works."
    assert _proposed(ex, one) == {"PlonkScore": "propose-appositive"}
    two = "We train a reward model, PlonkRM, and a policy, ZorbPol, on the collected data."
    got = _proposed(ex, two)
    assert got["PlonkRM"] == "propose-appositive" and got["ZorbPol"] == "propose-appositive"


def _benchmarks(ex, text, title=None):
    return sorted(m.text for m in _extract(ex, text, title).mentions if m.role == "benchmark")


TITLE_DATA = ("Zorb C4: An Open, Billion-scale Corpus of Images Interleaved with Text",
              "We release Zorb C4, an augmentation of the popular text-only C4 corpus with images "
              "interleaved. We use a linear assignment algorithm to place images into longer bodies of text.")


def test_title_coordinated_modifiers(ex):
    assert _benchmarks(ex, TITLE_DATA[1], TITLE_DATA[0]) == ["Zorb C4"]


def test_title_coordinated_modifiers_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "TITLE_COORDINATED_MODIFIERS", False)
    assert _benchmarks(ex, TITLE_DATA[1], TITLE_DATA[0]) == []


def test_title_coordinated_nouns_stay_method(ex):
    title = "PlonkLib: A Research Library and Benchmark for Zorb Learning"
    text = "We present PlonkLib, an efficient library for zorb learning. PlonkLib supports many attacks."
    assert _benchmarks(ex, text, title) == []
    assert "PlonkLib" in _proposed(ex, text, title)


LOWER_TITLE = ("zorbdata: A Unified Interface to Plonk Trajectory Data",
               "Plonk trajectory data come in many formats. To remedy this, we present zorbdata: a unified "
               "interface to many trajectory datasets. At its core, zorbdata provides a simple API.")


def test_title_lower_word(ex):
    assert _proposed(ex, LOWER_TITLE[1], LOWER_TITLE[0]) == {"zorbdata": "propose-title-word"}


def test_title_lower_word_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "TITLE_LOWER_WORD", False)
    assert _proposed(ex, LOWER_TITLE[1], LOWER_TITLE[0]) == {}


def test_title_lower_word_once_is_no_name(ex):
    text = "Plonk trajectory data come in many formats. We present zorbdata: a unified interface to many datasets."
    assert _proposed(ex, text, LOWER_TITLE[0]) == {}


def test_coordinated_name(ex):
    text = "Agents forget. We introduce Fast and Forgetful Zorb, a memory model. Fast and Forgetful Zorb is fast."
    assert _proposed(ex, text) == {"Fast and Forgetful Zorb": "propose-object"}
    bench = "Code models are weak. We present Zorb Reasoning, Plonking, and eXecution Evaluation, a benchmark of 800 functions."
    assert _benchmarks(ex, bench) == ["Zorb Reasoning, Plonking, and eXecution Evaluation"]


def test_coordinated_name_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "COORDINATED_NAMES", False)
    text = "Agents forget. We introduce Fast and Forgetful Zorb, a memory model. Fast and Forgetful Zorb is fast."
    assert "Fast and Forgetful Zorb" not in _proposed(ex, text)


def test_coordinated_strong_names_stay_apart(ex):
    got = _proposed(ex, "Graphs are hard. We propose ZorbNet and PlonkNet, a pair of models for graphs.")
    assert got == {"ZorbNet": "propose-object", "PlonkNet": "propose-conjoined"}


def test_proposed_head_name(ex):
    text = "Sparse training is brittle. Specifically, the proposed Zorb ensemble aims to learn diverse sub-networks."
    assert _proposed(ex, text) == {"Zorb ensemble": "propose-ours"}
    mode = "Models differ between training and deployment. The proposed Plonk mode is fast and stable."
    assert _proposed(ex, mode) == {"Plonk mode": "propose-ours"}


def test_proposed_head_name_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "PROPOSED_HEAD_NAMES", False)
    text = "Sparse training is brittle. Specifically, the proposed Zorb ensemble aims to learn diverse sub-networks."
    assert _proposed(ex, text) == {}


def test_proposed_head_name_refusals(ex):
    # a whole-system noun names the method by its kind
    assert _proposed(ex, "Test-time adaptation is hard. The proposed Plonk method yields gains.") == {}
    # a misread verb before a noun is no head
    assert _proposed(ex, "Urban data are scattered. The proposed ZorbKG fosters research on cities.") == {}
    # a defined short form keeps its own name
    got = _proposed(ex, "We propose a Zorb Feed-Forward Network (ZFFN) for vision. The proposed ZFFN module is light.")
    assert "ZFFN module" not in got and "ZFFN" in got


def test_proposed_head_derivative_refused(ex):
    assert _proposed(ex, "Views differ. Along with the proposed ZorbCLR extensions, we also study label noise.") == {}


def test_implemented_as(ex):
    text = ("Agents misread instructions. We implement this scheme as ZALAR (Zorb Language with plonkAte "
            "Representation) and show that it improves success rates.")
    got = _proposed(ex, text)
    assert got["ZALAR"] == "propose-named"
    inst = "Retrieval is slow. We instantiate our framework as PlonkNet and evaluate it on three benchmarks."
    assert _proposed(ex, inst) == {"PlonkNet": "propose-named"}


def test_implemented_as_switch_off_and_no_name(ex, monkeypatch):
    assert _proposed(ex, "Retrieval is slow. We implement our method as a plug-in for PyTorch.") == {}
    monkeypatch.setattr(rp, "IMPLEMENTED_AS", False)
    inst = "Retrieval is slow. We instantiate our framework as PlonkNet and evaluate it on three benchmarks."
    assert "PlonkNet" not in _proposed(ex, inst)


def test_implemented_as_takes_main_place(ex):
    text = ("Agents misread instructions. We develop a zorb language (ZL) that the policy understands. We "
            "implement this scheme as ZALAR (Zorb Language with plonkAte Representation) and show that it "
            "improves success rates.")
    links = sorted((l.head, l.tail) for l in _extract(ex, text).links if l.rel == "partOf")
    assert links == [("ZL", "ZALAR")]
