"""Session 24 task spans (tasks9): the noun-phrase trimming keeps a superlative of distance
or length that forms a compound with the singular noun after it ("nearest neighbor
retrieval", "shortest path problems") and "multiple" before "choice(s)"
(roles_methods.COMPOUND_SUPERLATIVE in MethodRules._compound_lead); a superlative before
the head alone is still trimmed. Sentences written for these tests."""
from __future__ import annotations


import kg.extract.roles_methods as RM
from kg.records import Paper


def _tasks(ex, text, title=None):
    ext = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return [m.text for m in ext.mentions if m.type == "Task"]


_NEAREST = "We study nearest neighbor retrieval in hyperbolic spaces and give new bounds."
_SHORTEST = "We study shortest path estimation on dynamic road graphs."


def test_superlative_compound_kept(ex):
    assert "nearest neighbor retrieval" in _tasks(ex, _NEAREST)
    assert "shortest path estimation" in _tasks(ex, _SHORTEST)


def test_switch_off_trims_the_superlative(ex, monkeypatch):
    monkeypatch.setattr(RM, "COMPOUND_SUPERLATIVE", False)
    tasks = _tasks(ex, _NEAREST)
    assert "nearest neighbor retrieval" not in tasks


def test_compound_lead_unit(ex):
    doc_tasks = _tasks(ex, "We compare the largest model sizes on image classification.")
    assert "largest model sizes" not in doc_tasks
