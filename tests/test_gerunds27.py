"""Session 27 gerunds (tasks14): the chunker keeps a gerund compounded between a noun and a
kind noun that ends the phrase ("image deraining methods"; chunks.COMPOUND_GERUNDS in
chunks._compound_gerund), while a gerund that opens a clause still ends the phrase ("problems
using model simulations"); and gerunds that name problems papers address ("overfitting",
"poisoning", "docking", ...) are task heads (lexicon.TASK_HEADS). Sentences written for these
tests."""
from __future__ import annotations

import kg.extract.chunks as CH
from kg.extract import lexicon as L
from kg.extract.chunks import stored_noun_phrases
from kg.records import Paper


def _phrases(ex, text):
    return [p.text for p in stored_noun_phrases(ex.nlp(text))]


def _tasks(ex, text):
    ext = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return [m.text for m in ext.mentions if m.type == "Task"]


_DERAIN = "Popular image deraining methods fail on heavy rain streaks."
_USING = "We solve inverse problems using model simulations and a learned prior."


def test_compound_gerund_kept_in_phrase(ex):
    assert "Popular image deraining methods" in _phrases(ex, _DERAIN)
    assert "Current image dehazing methods" in _phrases(
        ex, "Current image dehazing methods blur fine textures in dense fog.")


def test_clause_gerund_still_breaks(ex):
    # "model" is a kind noun, but a noun follows it: the gerund keeps its object
    phrases = _phrases(ex, _USING)
    assert phrases[:2] == ["inverse problems", "model simulations"]
    assert not any("using" in p for p in phrases)


def test_switch_off_breaks_at_the_gerund(ex, monkeypatch):
    monkeypatch.setattr(CH, "COMPOUND_GERUNDS", False)
    phrases = _phrases(ex, _DERAIN)
    assert "Popular image deraining methods" not in phrases
    assert "methods" in phrases


def test_gerund_task_heads():
    for w in ("overfitting", "poisoning", "proving", "docking", "screening",
              "steering", "unlearning"):
        assert w in L.TASK_HEADS
    for w in ("forgetting", "merging", "cloning", "watermarking", "counting"):  # left out
        assert w not in L.TASK_HEADS


def test_gerund_heads_give_tasks(ex):
    tasks = _tasks(ex, "Robust overfitting hurts adversarially trained networks. "
                       "We propose a regularizer that prevents robust overfitting on image benchmarks.")
    assert "Robust overfitting" in tasks
    tasks = _tasks(ex, "Molecular docking is a key step of drug design. "
                       "We present a fast model for molecular docking.")
    assert "Molecular docking" in tasks
