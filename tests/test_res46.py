"""Session 46 (res46): the kind (score or change) and direction of numeric results.

* kg.extract.results.change.is_change: a value followed by one or two modifiers and a change
  noun ("a 12-fold bandwidth reduction", "9% retrieval accuracy improvement", "2.5x decoding
  speedup") is the size of that change, not a score (_MODIFIED_CHANGE_RIGHT).
* The same hedges before a change value accept the tilde operator "∼" (U+223C, what LaTeX
  "\\sim" becomes), as they accept "~" and "≈": "shrinking memory use by ∼ 30 %".
* The direction read from the words after a value ignores the sentence's closing punctuation
  ("a 0.2% accuracy drop.\"" is a decrease).

Every sentence is made up for these tests."""
from __future__ import annotations

import pytest

from kg.extract.results.change import is_change
from kg.records import Paper


def _results(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return [(r.value, r.metric, r.change, r.direction) for r in e.results]


@pytest.mark.parametrize("text, expected", [
    ("Our codec achieves a 12-fold bandwidth reduction on the streaming benchmark.",
     ("12", "bandwidth reduction", True, "decrease")),
    ("The sparse kernel gives a 2.5x decoding speedup over dense attention.",
     ("2.5", "decoding speedup", True, "increase")),
    ("Quillon delivers 9% retrieval accuracy improvement across all tasks.",
     ("9", "retrieval accuracy", True, "improvement")),
    ("The allocator brings 4.1× peak memory savings for long prompts.",
     ("4.1", "peak memory savings", True, "decrease")),
])
def test_a_change_noun_after_modifiers_makes_a_change(ex, text, expected):
    assert expected in _results(ex, text)


def test_a_score_with_a_plain_noun_stays_a_score(ex):
    got = _results(ex, "Quillon reaches 91.3% retrieval accuracy on the test split.")
    assert ("91.3", "retrieval accuracy", False, None) in got


def test_is_change_reads_modifiers_before_a_change_noun():
    t = "The method yields a 7x token reduction and 88% accuracy on our benchmark."
    s = t.index("7x")
    assert is_change(t, 0, s, s + 2, "7")
    s = t.index("88%")
    assert not is_change(t, 0, s, s + 3, "88")
    # a function word breaks the phrase: "85% and gains" is no "85% gains"
    t = "Our model keeps 85% and gains elsewhere."
    s = t.index("85%")
    assert not is_change(t, 0, s, s + 3, "85")


def test_the_tilde_operator_is_a_hedge_of_a_change(ex):
    got = _results(ex, "We propose Quillon. Quillon cuts inference time while shrinking memory use by ∼ 30 %.")
    assert any(v == "30" and c and d == "decrease" for v, _, c, d in got), got
    t = "It lowers the error by ∼ 12% on all splits."
    s = t.index("12%")
    assert is_change(t, 0, s, s + 3, "12")


def test_a_change_noun_before_closing_punctuation_gives_the_direction(ex):
    got = _results(ex, 'Our scheme speeds up decoding 3x, with only a 0.2% accuracy drop."')
    assert any(v == "0.2" and c and d == "decrease" for v, _, c, d in got), got
