"""The memoised token columns (kg.extract.tokens.LexemeColumns) equal spaCy's own attributes.

The fast paths of ``paperkg_tagmap`` and :func:`kg.extract.tokens.token_table` read lexeme
attributes from a per-vocabulary memo instead of ``Doc.to_array``; these tests compare the
table with the Token attributes, including after the memo has been cleared mid-run.
"""
from __future__ import annotations

import pytest

from kg.extract import tokens
from kg.extract.pipeline import load_nlp

TEXTS = [
    "We propose FlashGNN, a graph neural network that runs 3.5x faster on OGB-Arxiv.",
    "Results: accuracy rises from 71.2% to 78.9% (+7.7 points)\u2014without extra data!",
    "The  model, trained on ImageNet-1k , reaches  top-1 accuracy of 84 %.\n\nCode is public.",
]


@pytest.fixture(scope="module")
def nlp():
    return load_nlp()


def _expected(doc):
    return dict(
        text=[t.text for t in doc], lower=[t.lower_ for t in doc], pos=[t.pos_ for t in doc],
        tag=[t.tag_ for t in doc], ws=[bool(t.whitespace_) for t in doc],
        is_alpha=[t.is_alpha for t in doc], is_punct=[t.is_punct for t in doc],
        idx=[t.idx for t in doc], doc_text=doc.text)


@pytest.mark.parametrize("text", TEXTS)
def test_table_equals_token_attributes(nlp, text):
    doc = nlp(text)
    table = tokens.token_table(doc)
    got = {k: getattr(table, k) for k in _expected(doc)}
    assert got == _expected(doc)
    assert table.text[-1] in (".", "!") and table.is_punct[-1] is True
    assert table.is_alpha[-1] is False and table.is_alpha[0] is True


def test_table_after_memo_cleared(nlp, monkeypatch):
    """A memo smaller than one Doc's vocabulary is cleared and refilled: same table."""
    memo = tokens.lexemes(nlp.vocab)
    monkeypatch.setattr(tokens.LexemeColumns, "MAX", 5)
    memo.clear()
    for text in TEXTS:
        doc = nlp(text)
        tokens.forget(doc)
        table = tokens.token_table(doc)
        assert {k: getattr(table, k) for k in _expected(doc)} == _expected(doc)


def test_tagmap_pos_from_memo_equals_uncached_rules(nlp):
    """paperkg_tagmap's (TAG, ORTH) memo gives the POS its rules give each token directly."""
    tagmap = nlp.get_pipe("paperkg_tagmap")
    for text in TEXTS:
        doc = nlp(text)
        for t in doc:
            pos = tagmap._pos_of(t.tag_, t.lower_, t.is_space, False)
            if pos is not None:
                assert t.pos_ == pos, (t.text, t.tag_)
    doc = nlp("The cat sat.")
    assert [t.pos_ for t in doc][:2] == ["DET", "NOUN"]


def test_only_printable_whitespace_is_the_ascii_space():
    """kg.clean._spaces skips its regex scan for a printable text without a double space;
    that is exact only if no other character of _WS_CLASS is printable (all code points)."""
    import re
    import sys

    from kg.clean import _WS_CLASS

    ws = re.compile(_WS_CLASS)
    printable_ws = [c for c in map(chr, range(sys.maxunicode + 1))
                    if c.isprintable() and ws.match(c)]
    assert printable_ws == [" "]


@pytest.mark.parametrize("text, cleaned, identity", [
    ("Plain text, nothing to do.", "Plain text, nothing to do.", True),
    ("", "", True),
    ("Two  spaces and\ta tab.", "Two spaces and a tab.", False),
    ("Soft\u00adhyphen and NBSP\u00a0here ", "Softhyphen and NBSP here", False),
    ("  leading, trailing  ", "leading, trailing", False),
])
def test_clean_fast_paths(text, cleaned, identity):
    """The untouched-text and no-whitespace-fix fast paths of kg.clean give the same record
    as spelled out: identity offsets as a range, edited ones mapping back to the input."""
    from array import array

    from kg.clean import clean

    ct = clean(text)
    assert ct.text == cleaned
    assert len(ct.offsets) == len(ct.text) + 1
    if identity:
        assert ct.offsets == range(len(text) + 1)
    else:
        assert isinstance(ct.offsets, array)
        assert all(text[ct.offsets[i]] == ch for i, ch in enumerate(ct.text) if ch != " ")
