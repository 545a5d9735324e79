"""Session 47 speed work (speed47): cheaper forms of the same computations, same answers."""
from __future__ import annotations

import random
import re

from kg import pipeline
from kg.extract import code

#: The single pattern :data:`kg.pipeline._WIKIDATA_ITEMS` replaced (before session 47).
_OLD_WIKIDATA_ITEM = re.compile(rb"(?:(?<![\w:])wd:|<http://www\.wikidata\.org/entity/)(Q\d+)")


def test_wikidata_items_of_written_turtle():
    data = (b"@prefix wd: <http://www.wikidata.org/entity/> .\n"
            b"res:m owl:sameAs wd:Q42 , <http://www.wikidata.org/entity/Q7> .\n"
            b"res:n owl:sameAs wd:Q42 .\nwd:Q1 a x:T .\n")
    assert pipeline._wikidata_items(data) == {b"Q42", b"Q7", b"Q1"}


def test_wikidata_items_not_inside_a_longer_name():
    # after a word character or a colon "wd:" is part of another name
    assert pipeline._wikidata_items(b"xwd:Q5 :wd:Q6 _wd:Q7 ex:wd:Q9 ") == set()
    assert pipeline._wikidata_items(b"-wd:Q8 (wd:Q3)") == {b"Q8", b"Q3"}
    assert pipeline._wikidata_items(b"wd:Qx wd:q5 <http://www.wikidata.org/entity/P31>") == set()


def test_wikidata_items_as_the_single_pattern_found_them():
    rng = random.Random(47)
    pieces = [b"wd:Q1", b"wd:Q23", b"<http://www.wikidata.org/entity/Q9>", b"x", b":", b"_", b" ",
              b"\n", b"wd:", b"Q4", b"-", b"<http://www.wikidata.org/entity/", b"a:wd:Q5", b"7", b"w", b"d"]
    for _ in range(3000):
        data = b"".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        assert pipeline._wikidata_items(data) == set(_OLD_WIKIDATA_ITEM.findall(data)), data
