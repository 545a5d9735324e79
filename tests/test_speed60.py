"""Session 60: work avoided in the method rules' noun-phrase loop (issue 7), with the same output.

:meth:`kg.extract.roles_methods.MethodRules.methods` now skips a noun phrase whose head (as
written and singular) is no word the loop's tests look for and which holds no standalone
method word before its head (:func:`kg.extract.roles_methods._np_loop_head_words`). These
tests check the word sets and that the extraction of made-up abstracts is the same with the
early test switched off (every phrase goes through the whole loop, as before).
"""
from __future__ import annotations

import pytest

import kg.extract.roles_methods as RM
from kg.extract import lexicon as L
from kg.records import Paper


# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")



class _Everything(frozenset):
    """A set that holds every word: the early test then lets every phrase through."""

    def __contains__(self, item) -> bool:  # noqa: D105
        return True


def test_head_word_sets():
    head_words, heads = RM._np_loop_head_words()
    # the heads the loop reads, as a head or its singular
    assert heads == RM._STANDALONE_METHODS | L.METHOD_HEADS | L.TECHNIQUE_HEADS | RM._COMPONENT_HEADS
    assert heads <= head_words
    # the family plurals and the endings of the standalone and regime techniques
    assert {"methods", "approaches", "techniques"} <= head_words
    assert "learning" in head_words  # ending of "contrastive learning"
    assert "tuning" in head_words and "-tuning" in head_words  # endings of "fine-tuning"
    assert "dropout" in head_words and "opout" in head_words
    # ordinary words that end no technique and head no method
    assert "accuracy" not in head_words and "accuracy" not in heads
    assert "benchmark" not in head_words


ABSTRACTS = [
    ("We propose Zorbnet, a graph neural network for molecule property prediction. Unlike existing "
     "message passing approaches, Zorbnet uses a gating mechanism and normalization layers. We compare "
     "it with random forests and support vector machines on three benchmarks and report higher accuracy.",
     "Zorbnet: Gated Graph Networks for Molecules"),
    ("Fine-tuning large language models is costly. We study parameter-efficient fine-tuning with "
     "low-rank adapters and knowledge distillation, and show that adversarial training of the adapters "
     "improves robustness. Training deep neural networks with dropout and contrastive learning helps "
     "the small model match the teacher on reading comprehension.",
     "Cheap Adapters for Robust Language Models"),
    ("Existing data valuation techniques scale poorly. We introduce Plonk, an estimator built on "
     "Monte Carlo sampling and a kernel ridge regression solver, and evaluate it against "
     "leave-one-out methods and Shapley-based approaches on tabular data. The transformer backbone "
     "of the retrieval system stays frozen while the ODE solvers adapt.",
     None),
]


@pytest.mark.parametrize("text,title", ABSTRACTS)
def test_same_extraction_without_the_early_test(extractor, monkeypatch, text, title):
    paper = Paper(id="s60", abstract=text, title=title, source="t")
    gated = extractor.extract(paper)
    every = _Everything()
    monkeypatch.setattr(RM, "_np_loop_head_words", lambda: (every, every))
    full = extractor.extract(paper)
    assert repr(gated) == repr(full)
    # the rules found methods in these texts (the loop was not idle)
    assert any(m.type == "Method" for m in gated.mentions)


def test_early_test_skips_phrases_without_method_words(extractor, monkeypatch):
    """The early test leaves out a phrase like "higher accuracy" (no method word) and keeps
    one headed by a method noun ("a gating mechanism")."""
    seen = []
    real = RM.MethodRules._action_verb_object

    def spy(self, sp):
        seen.append(self.text[sp.start_char:sp.end_char])
        return real(self, sp)
    monkeypatch.setattr(RM.MethodRules, "_action_verb_object", spy)
    text, title = ABSTRACTS[0]
    extractor.extract(Paper(id="s60", abstract=text, title=title, source="t"))
    assert "gating mechanism" in seen
    assert not any("accuracy" in s for s in seen)
    assert not any(s.endswith("benchmarks") for s in seen)


# ---------------------------------------------------------------- the enumeration test of parts
MAKEUP = ("We present Quuxnet, a network for graph matching. Our framework includes three key components: "
          "(1) a plonk edge encoder that reads the graph, (2) a zorb attention router that mixes nodes, and "
          "(3) a blip score decoder. The encoder is trained with a margin loss on synthetic graphs.")


def _spy_makeup(monkeypatch):
    """Record, per sentence the rule sees, whether it read past its early test (it asked
    :meth:`_main_part_sentence_keys`) and whether it read a list's items."""
    import kg.extract.roles_proposals as RP

    calls = []
    real_rule = RP.ProposalRules._enumerated_makeup_parts
    real_keys = RP.ProposalRules._main_part_sentence_keys
    real_items = RP.ProposalRules._counted_lowercase_parts
    inside = []

    def rule(self, si, sent):
        inside.append({"sentence": self.text[sent.start_char:sent.end_char], "keys": False, "items": False})
        try:
            return real_rule(self, si, sent)
        finally:
            calls.append(inside.pop())

    def keys(self, sent):
        if inside:
            inside[-1]["keys"] = True
        return real_keys(self, sent)

    def items(self, *args, **kwargs):
        if inside:
            inside[-1]["items"] = True
        return real_items(self, *args, **kwargs)
    monkeypatch.setattr(RP.ProposalRules, "_enumerated_makeup_parts", rule)
    monkeypatch.setattr(RP.ProposalRules, "_main_part_sentence_keys", keys)
    monkeypatch.setattr(RP.ProposalRules, "_counted_lowercase_parts", items)
    return calls


def test_makeup_enumeration_read_where_brackets_close(extractor, monkeypatch):
    calls = _spy_makeup(monkeypatch)
    rec = extractor.extract(Paper(id="s60m", abstract=MAKEUP, title=None, source="t"))
    by_start = {c["sentence"].split()[0]: c for c in calls}
    # the sentence with "(1) ... (2) ... (3)" is read and its items taken
    assert by_start["Our"]["keys"] and by_start["Our"]["items"]
    # a sentence without ")" stops at the early test
    assert not by_start["The"]["keys"] and not by_start["The"]["items"]
    parts = sorted(l.head for l in rec.links if l.rel == "partOf")
    assert parts == ["blip score decoder", "plonk edge encoder", "zorb attention router"]


# ---------------------------------------------------------------- bench/rule_yield_profile.py
def _rule_bench():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "bench" / "rule_yield_profile.py"
    spec = importlib.util.spec_from_file_location("rule_yield_profile_under_test", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_rule_yield_timers_count_and_leave_the_output(extractor):
    import kg.extract.roles as roles

    bench = _rule_bench()
    papers = [Paper(id=f"y{i}", abstract=text, title=title, source="t") for i, (text, title) in enumerate(ABSTRACTS)]
    plain = [repr(extractor.extract(p)) for p in papers]
    own_before = dict(vars(roles._State))
    timers = bench.RuleTimers()
    stages, before = bench.instrument(timers)
    try:
        timed = [repr(extractor.extract(p)) for p in papers]
    finally:
        bench.uninstrument(before)
    assert dict(vars(roles._State)) == own_before  # (put back as it was)
    assert timed == plain
    assert stages[:2] == ["proposals", "novel_names"] and "methods" in stages and stages[-1] == "resolve"
    for stage in ("proposals", "tasks", "methods", "resolve"):
        assert timers.calls[stage] == len(papers)
        assert timers.incl[stage] > 0
    # the first and third texts propose a method (Zorbnet, Plonk), the second only studies one:
    # the proposal stage added candidates twice
    assert timers.yields["proposals"] == 2
    assert all(0 <= timers.yields[k] <= timers.calls[k] for k in timers.calls)
    assert timers.edge_calls["methods", "_trim_method_chunk"] > 0
