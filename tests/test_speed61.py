"""Session 61: one pass over the noun phrases per Doc, read by the role rules (issue 7).

:class:`kg.extract.roles_base._StateBase` records each noun phrase's last word once
(``np_tails``) and indexes the phrases by their last word;
:meth:`~kg.extract.roles_base._StateBase._nps_ending_in` returns the phrases a loop that
opens with a test of the last word would read. The trim memos
(:meth:`~kg.extract.roles_methods.MethodRules._trim_chunk`,
:meth:`~kg.extract.roles_methods.MethodRules._trim_method_chunk`) are hit before their set
tests. These tests check each against the plain reading it replaces, on made-up abstracts,
and that the extraction is the same with the plain loop put back.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_base as RB
import kg.extract.roles_methods as RM
from kg.records import Paper

TEXTS = [
    ("We propose Zorbnet, a graph neural network for molecule property prediction. Unlike existing "
     "message passing approaches, Zorbnet uses a gating mechanism and normalization layers. We study "
     "adversarial attacks on the readout module and report accuracy and calibration error on three "
     "benchmark collections.",
     "Zorbnet: Gated Graph Networks for Molecules"),
    ("Sequence modeling of sensor streams is hard. We revisit the theory of kernel machines and "
     "introduce a data augmentation strategy and a max pooling layer for robust reinforcement learning. "
     "Its predictive uncertainty is better than that of a modification called Plonk, and the "
     "training framework scales to large datasets.",
     None),
]


def _state(extractor, text, title):
    from kg.extract.roles import _State

    doc, _ = extractor._make_doc(Paper(id="s61", abstract=text, title=title, source="t"))
    doc = extractor.nlp(doc)
    return _State(doc)


def _plain(st, words, more=frozenset()):
    """The loop the index replaces: every phrase, tested by its last word."""
    return [ch for ch in st.nps if st.lower[ch.end - 1] in words or st.lower[ch.end - 1] in more]


@pytest.mark.parametrize("text,title", TEXTS)
def test_one_pass_records(extractor, text, title):
    st = _state(extractor, text, title)
    assert len(st.nps) >= 8
    assert st.np_tails == [st.lower[ch.end - 1] for ch in st.nps]


@pytest.mark.parametrize("text,title", TEXTS)
def test_nps_ending_in_matches_the_plain_loop(extractor, text, title):
    st = _state(extractor, text, title)
    tails = set(st.np_tails)
    word_sets = [
        frozenset(),  # nothing
        frozenset({"zzzz"}),  # a word no phrase ends in
        frozenset(tails),  # every phrase
        ("attack", "attacks"),  # a tuple, as _attack_tasks passes it
        frozenset(sorted(tails)[::2]) | {"zzzz"},  # several words, phrases from several of them
    ]
    for words in word_sets:
        got = st._nps_ending_in(words)
        want = _plain(st, words)
        assert got == want and all(a is b for a, b in zip(got, want))
    # two sets
    a, b = frozenset(sorted(tails)[:2]), frozenset(sorted(tails)[-2:])
    got = st._nps_ending_in(a, b)
    assert got == _plain(st, a, b) and len(got) >= 2
    # text order when phrases of several words are merged
    assert [ch.start for ch in got] == sorted(ch.start for ch in got)
    assert st._nps_ending_in(frozenset(tails)) == st.nps


def test_attack_and_pooling_phrases_found(extractor):
    st = _state(extractor, *TEXTS[0])
    assert [st.text[ch.start_char:ch.end_char] for ch in st._nps_ending_in(("attack", "attacks"))] \
        == ["adversarial attacks"]
    st = _state(extractor, *TEXTS[1])
    found = [st.text[ch.start_char:ch.end_char] for ch in st._nps_ending_in(frozenset({"layer", "strategy"}))]
    assert found == ["data augmentation strategy", "max pooling layer"]


@pytest.mark.parametrize("text,title", TEXTS)
def test_trim_memos_give_the_uncached_trims(extractor, text, title):
    st = _state(extractor, text, title)
    for ch in st.nps:
        for kinds in (True, False, True):  # (the second True is a memo hit)
            got = st._trim_chunk(ch, kinds=kinds)
            plain_kinds = kinds and not (RM._KIND_ADJECTIVES.isdisjoint(st.lower[ch.start:ch.end]) and (
                not RM.TASK_TERM_LEADS or RM._TASK_TERM_LEADS.isdisjoint(st.lower[ch.start:ch.end])))
            want = st._trim_chunk_uncached(ch, plain_kinds)
            assert (got is None) == (want is None)
            if got is not None:
                assert (got.start, got.end) == (want.start, want.end)
        first = st._trim_method_chunk(ch)
        assert st._trim_method_chunk(ch) is first  # memoised
        sp = st._trim_chunk(ch)
        if sp is not None and not RM._INNER_NAMING.isdisjoint(st.lower[sp.start + 1:sp.end]):
            assert first is None
        else:
            assert first is sp


def test_trim_of_a_kind_phrase_keeps_the_kind_word(extractor):
    st = _state(extractor, *TEXTS[1])
    ch = next(ch for ch in st.nps if "robust" in st.lower[ch.start:ch.end])
    with_kinds = st._trim_chunk(ch, kinds=True)
    plain = st._trim_chunk(ch)
    assert st.text[with_kinds.start_char:with_kinds.end_char] == "robust reinforcement learning"
    assert st.text[plain.start_char:plain.end_char] == "reinforcement learning"
    assert st._trim_chunk(ch, kinds=True) is with_kinds and st._trim_chunk(ch) is plain


def test_naming_participle_phrase_is_no_method_phrase(extractor):
    st = _state(extractor, *TEXTS[1])
    ch = next(ch for ch in st.nps if "called" in st.lower[ch.start:ch.end])
    assert st._trim_method_chunk(ch) is None


@pytest.mark.parametrize("text,title", TEXTS)
def test_same_extraction_with_the_plain_loop(extractor, monkeypatch, text, title):
    paper = Paper(id="s61", abstract=text, title=title, source="t")
    indexed = extractor.extract(paper)
    monkeypatch.setattr(RB._StateBase, "_nps_ending_in", _plain)
    plain = extractor.extract(paper)
    assert repr(indexed) == repr(plain)
    assert any(m.type == "Method" for m in indexed.mentions)
