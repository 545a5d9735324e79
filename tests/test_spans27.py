"""Session 27 span boundaries (spans15): a degree adverb that opens a noun phrase and
grades the adjective or participle after it stays in the trimmed phrase ("weakly
supervised learning", "infinitely wide neural network"; roles_methods.DEGREE_LEAD in
MethodRules._degree_lead, used by MethodRules._trim_chunk_uncached); an adverb that
grades a judging or difficulty word, or one of completeness, intensity or manner
(roles_methods._STATE_ADVERBS: "fully offline", "separately trained"), is still trimmed. Sentences written for these tests."""
from __future__ import annotations

import kg.extract.roles_methods as RM
from kg.records import Paper


def _mentions(ex, text, etype):
    ext = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return [m.text for m in ext.mentions if m.type == etype]


_WEAK = "We consider a weakly supervised learning scenario in which only bag labels are observed."
_PARTIAL = "This paper studies a partially observable planning setting with noisy sensors."
_NETS = ("The agent acts in a partially observable environment and we use an infinitely wide "
         "neural network as the critic.")
_LOCAL = "We train a locally connected neural network on tabular data and compare it with gradient boosting."
_SEPARATE = "We train a separately trained critic model on tabular data and compare it with gradient boosting."


def test_degree_adverb_kept_in_task(ex):
    assert _mentions(ex, _WEAK, "Task") == ["weakly supervised learning"]
    assert "partially observable planning" in _mentions(ex, _PARTIAL, "Task")


def test_degree_adverb_kept_in_method(ex):
    assert "infinitely wide neural network" in _mentions(ex, _NETS, "Method")
    assert "locally connected neural network" in _mentions(ex, _LOCAL, "Method")


def test_switch_off_trims_the_adverb(ex, monkeypatch):
    monkeypatch.setattr(RM, "DEGREE_LEAD", False)
    assert _mentions(ex, _WEAK, "Task") == ["supervised learning"]
    methods = _mentions(ex, _LOCAL, "Method")
    assert "locally connected neural network" not in methods


def test_adverb_of_a_judging_word_trimmed(ex):
    methods = _mentions(ex, "We replace the loss with a deceptively simple contrastive loss and "
                            "train ResNet-50 on ImageNet.", "Method")
    assert "contrastive loss" in methods
    assert not any(m.startswith("deceptively") for m in methods)


def test_adverb_of_a_state_trimmed(ex):
    methods = _mentions(ex, _SEPARATE, "Method")
    assert not any(m.startswith("separately") for m in methods)
