"""kg.extract.gold_tagger (session 43): a tagger span that overlaps a web address is never added
as a method or a task, while a span beside the address still is."""
from __future__ import annotations

from kg.extract.gold_tagger import RULE, add_tagged
from kg.records import CleanText, Extraction, Paper


def _tagged(text: str, phrases: list[str]) -> list[str]:
    first = text.index(". ") + 1
    ex = Extraction(paper=Paper(id="p", abstract=text, source="t"),
                    clean=CleanText(text=text, offsets=range(len(text) + 1)),
                    sentences=((0, first), (first + 1, len(text))))
    spans = [(text.index(p), text.index(p) + len(p), "METHOD", 0.9) for p in phrases]
    return [m.text for m in add_tagged(ex, spans).mentions if m.rule == RULE]


def test_a_span_inside_or_across_a_code_address_is_not_a_method():
    text = ("We train the ranker with pairwise hinge losses. Code is at "
            "https://github.com/example-lab/tree-ranker and at www.example.org/ranker for all.")
    got = _tagged(text, ["https://github.com/example-lab/tree-ranker", "tree-ranker",
                         "www.example.org/ranker", "pairwise hinge losses"])
    assert got == ["pairwise hinge losses"]


def test_a_bare_host_path_is_an_address_too():
    text = ("Rankers use listwise objectives. The data lives at huggingface.co/x but see "
            "example.io/ranker-suite for the listwise objectives.")
    got = _tagged(text, ["example.io/ranker-suite", "listwise objectives"])
    assert got == ["listwise objectives"]
