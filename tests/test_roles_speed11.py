"""Session 11's cheaper role-rule helpers give the values of the code they replace.

``_StateBase._first_token_sent`` (sentence of a candidate, from the token table) against
spaCy's ``Doc.char_span(..., alignment_mode="expand")``, on every character range of a
two-sentence text; ``_as_tuple`` against :func:`dataclasses.astuple`; ``_trim_chunk``'s
cuts after a possessive and after a verb of study read as a noun.
"""
from __future__ import annotations

import dataclasses

import pytest

from kg.extract import Extractor
from kg.extract.roles import _State
from kg.extract.roles_base import _as_tuple
from kg.records import Link, Mention


@pytest.fixture(scope="module")
def nlp():
    return Extractor().nlp


def _state(nlp, text: str) -> _State:
    return _State(nlp(text))


def _reference_sent(st: _State, start: int, end: int) -> int:
    """What ``_StateBase.add`` computed before session 11 (a Span from char_span)."""
    tok = st.doc.char_span(start, end, alignment_mode="expand")
    return st.tok_sent.get(tok.start, 0) if tok is not None and len(tok) else 0


def test_first_token_sent_matches_char_span_on_every_range(nlp):
    st = _state(nlp, "We propose  GraphMix, a mixup method for graphs. It improves node classification on Cora.  ")
    assert len(st.sents) >= 2
    n = len(st.text)
    checked = 0
    for start in range(-1, n + 2):
        for end in range(max(-1, start - 2), n + 2):
            try:
                want = _reference_sent(st, start, end)
            except (IndexError, ValueError) as err:  # spaCy cannot build that Span
                with pytest.raises(type(err)):
                    st._first_token_sent(start, end)
                continue
            assert st._first_token_sent(start, end) == want, (start, end)
            checked += 1
    assert checked > 1000
    # a candidate in the second sentence is placed there
    at = st.text.index("node classification")
    assert st._first_token_sent(at, at + len("node classification")) == 1


def test_as_tuple_is_astuple():
    m = Mention("GraphMix", "Method", 11, 19, "proposed", "propose-object", 0.9, main=True)
    link = Link("uses", "GraphMix", "Method", "mixup", "Method", 0, 40, "method-np", 0.65)
    assert _as_tuple(m) == dataclasses.astuple(m)
    assert _as_tuple(link) == dataclasses.astuple(link)
    assert Mention(*_as_tuple(m)) == m


def test_trim_chunk_cuts_after_possessive_and_study_verb(nlp):
    st = _state(nlp, "Federated learning improves the client's local model on skewed data.")
    trimmed = {st._span_text(ch): st._trim_chunk(ch) for ch in st.nps}
    assert st._span_text(trimmed["client's local model"]) == "local model"
    assert st._span_text(trimmed["skewed data"]) == "skewed data"
    st = _state(nlp, "This paper studies graph contrastive learning for molecules.")
    trimmed = {st._span_text(ch): st._trim_chunk(ch) for ch in st.nps}
    assert trimmed["paper studies"] is None  # "studies": the verb, nothing after it in the phrase
    assert st._span_text(trimmed["contrastive learning"]) == "contrastive learning"
