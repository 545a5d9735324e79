"""Whose number: a paper's own value goes to its headline proposal when it proposes several
(kg.graph.headline_proposal, session 56). Records written for these tests."""
from types import SimpleNamespace

from rdflib import URIRef

import kg.graph as graph
from kg.records import Link, Mention, Result

TEXT = ("We present Zorbnet, a sparse router, and Quillprobe, a diagnostic. "
        "It reaches 81.5% accuracy on Foo. Zorbnet also cuts latency by 30%. "
        "Zorbnet and Quillprobe together give a 12% gain.")


def _at(word, n=0, source="abstract", text=TEXT):
    i = -1
    for _ in range(n + 1):
        i = text.index(word, i + 1)
    return i, i + len(word)


def _mention(word, n=0, role="proposed", source="abstract", text=TEXT):
    s, e = _at(word, n, source, text)
    return Mention(text=word, type="Method", start=s, end=e, role=role, rule="test", source=source)


def _sentence(value):
    i = TEXT.index(value)
    lo = TEXT.rfind(". ", 0, i)
    lo = 0 if lo < 0 else lo + 2
    hi = TEXT.find(".", i + len(value)) + 1
    return lo, hi


def _result(value):
    s = TEXT.index(value)
    lo, hi = _sentence(value)
    return Result(value=value.rstrip("%"), unit="%", metric=None, dataset=None, text=value, start=s,
                  end=s + len(value), sentence_start=lo, sentence_end=hi, method="it", method_own=True)


def _ex(title, mentions, links=()):
    return SimpleNamespace(mentions=tuple(mentions), links=tuple(links), acronyms=(),
                           paper=SimpleNamespace(title=title, id="p1"), clean=SimpleNamespace(text=TEXT))


NODES = {"Zorbnet": URIRef("urn:m:zorbnet"), "Quillprobe": URIRef("urn:m:quillprobe")}


def node_of(kind, text):
    return NODES.get(text) if kind == "Method" else None


MENTIONS = [_mention("Zorbnet"), _mention("Quillprobe"), _mention("Zorbnet", 1, role="used"),
            _mention("Zorbnet", 2, role="used"), _mention("Quillprobe", 1, role="used")]


def test_the_one_proposal_named_in_the_sentence_owns_it():
    ex = _ex("A study of routing", MENTIONS)
    assert graph.result_method(ex, _result("30%"), node_of) == NODES["Zorbnet"]


def test_sentence_naming_two_proposals_gives_none():
    ex = _ex("Zorbnet: sparse routing", MENTIONS)
    assert graph.result_method(ex, _result("12%"), node_of) is None


def test_title_names_the_headline_when_the_sentence_names_none():
    title = "Zorbnet: Sparse Routing for Everyone"
    ex = _ex(title, MENTIONS)  # no title mention: the title's words are searched
    assert graph.result_method(ex, _result("81.5%"), node_of) == NODES["Zorbnet"]
    t = _mention("Quillprobe", source="title", text="Quillprobe: diagnosing routers")
    ex = _ex("Quillprobe: diagnosing routers", MENTIONS + [t])
    assert graph.result_method(ex, _result("81.5%"), node_of) == NODES["Quillprobe"]


def test_no_headline_in_title_gives_none():
    ex = _ex("Sparse routing and diagnostics", MENTIONS)
    assert graph.result_method(ex, _result("81.5%"), node_of) is None
    ex = _ex("Zorbnet and Quillprobe", MENTIONS)
    assert graph.result_method(ex, _result("81.5%"), node_of) is None


def test_component_not_counted_and_switch_off(monkeypatch):
    part = Link(rel="partOf", head="Quillprobe", head_type="Method", tail="Zorbnet", tail_type="Method",
                start=0, end=10, rule="test")
    ex = _ex("Sparse routing", MENTIONS, [part])
    assert graph.result_method(ex, _result("81.5%"), node_of) == NODES["Zorbnet"]  # one top-level proposal
    monkeypatch.setattr(graph, "HEADLINE_OWNER", False)
    ex = _ex("Zorbnet: Sparse Routing", MENTIONS)
    assert graph.result_method(ex, _result("30%"), node_of) is None
