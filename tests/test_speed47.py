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


def test_find_urls_memo_gives_a_new_list_each_time():
    text = "Code: https://github.com/a/b. Data at www.example.org/d."
    first = code.find_urls(text)
    assert [u for _, _, u in first] == ["https://github.com/a/b", "https://www.example.org/d"]
    first.clear()  # the caller's list is its own: the memo keeps the URLs
    assert code.find_urls(text) == [(6, 28, "https://github.com/a/b"), (38, 55, "https://www.example.org/d")]
    assert code.url_spans(text) == ((6, 28), (38, 55))


def test_find_urls_memo_answers_each_text_alike():
    texts = ["See https://a.org/x for it.", "No address here.", "See https://a.org/x for it!",
             "gitlab.com/u/p holds the code."]
    for _ in range(3):  # (the memo holds a few texts: equal texts, other objects, other texts)
        for text in texts + ["".join(t) for t in texts]:
            urls = code.find_urls(text)
            assert code.url_spans(text) == tuple((s, e) for s, e, _ in urls)
    assert code.find_urls("No address here.") == []
    assert code.find_urls("gitlab.com/u/p holds the code.") == [(0, 14, "https://gitlab.com/u/p")]
    assert [c.url for c in code.find_code_links("gitlab.com/u/p holds the code.")] == ["https://gitlab.com/u/p"]


def test_url_spans_follow_the_switch(monkeypatch):
    text = "Code: https://github.com/a/b."
    assert code.url_spans(text) == ((6, 28),)
    monkeypatch.setattr(code, "URLS_OFF_LIMITS", False)
    assert code.url_spans(text) == ()
