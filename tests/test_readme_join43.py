"""The documented case-insensitive Wikidata join (session 43): the second SPARQL block after
"Joining with Wikidata-style labels" finds a method whose prefLabel or altLabel differs from
Wikidata's English label only in case, which the exact join above it misses. The blocks were in
README.md until session 53 and are in docs/LINKED_DATA.md ("Language tags") since."""
from __future__ import annotations

import re
from pathlib import Path

from rdflib import Literal, URIRef
from rdflib.namespace import RDFS

from test_language_tags14 import BASE, _english, _graph

DOC = Path(__file__).resolve().parents[1] / "docs" / "LINKED_DATA.md"


def _join_queries() -> list[str]:
    text = DOC.read_text(encoding="utf-8")
    part = text[text.index("Joining with Wikidata-style labels"):]
    blocks = re.findall(r"```sparql\n(.*?)```", part, flags=re.S)[:2]
    prefixes = "\n".join(line for line in blocks[0].splitlines() if line.startswith("PREFIX"))
    return [blocks[0], prefixes + "\n" + blocks[1]]


def test_the_case_insensitive_join_finds_what_the_exact_join_misses():
    exact, loose = _join_queries()
    g = _graph([_english()])
    g.add((URIRef("http://www.wikidata.org/entity/Q1"), RDFS.label, Literal("Spade", lang="en")))
    g.add((URIRef("http://www.wikidata.org/entity/Q2"), RDFS.label, Literal("Spade", lang="de")))
    assert list(g.query(exact)) == []
    rows = [(str(m), str(i)) for m, i in g.query(loose)]
    assert rows == [(BASE + "method/spade", "http://www.wikidata.org/entity/Q1")]
