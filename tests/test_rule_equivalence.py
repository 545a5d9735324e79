"""The fast paths of the rule components give what the straightforward spaCy code gives.

Each test runs the fast path and the reference (a spaCy ``Matcher``, ``Token``
attributes, every attribute-ruler rule, the plain scans the title and method rules
used before) on sentences written for the case, or on generated inputs, and asserts
equal results.
"""
from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from spacy.matcher import Matcher
from spacy.parts_of_speech import IDS as POS_IDS

from kg.extract import load_nlp
from kg.extract import roles, roles_methods, roles_title
from kg.extract.names import find_names
from kg.extract.roles_base import _CHECKPOINT_RE, _singular
from kg.extract.tokens import token_table

SENTENCES = [
    "We also propose and evaluate SPADE, a sparse adapter. We call it SPADE-2, dubbed S2.",
    "In this paper we make, and here we propose or introduce methods; we name it K.",
    "This work presents X. The study then introduces Y and further develops Z.",
    "We identify the limits of BERT and propose a remedy, termed FixBERT.",
    "Results by Vaswani et al. in 2017 hold for approx. 5 hours (i.e. 300 min.). Fine.",
    "",
]


@pytest.fixture(scope="module")
def nlp():
    return load_nlp()


def _reference_matcher(nlp) -> Matcher:
    """The token patterns that :func:`roles.proposal_matches` replaces."""
    m = Matcher(nlp.vocab)
    adv = {"POS": {"IN": ["ADV", "AUX", "PART"]}, "OP": "*"}
    forms = {"LOWER": {"IN": roles._PROPOSE_FORMS}}
    m.add("PROPOSE", [
        [{"LOWER": {"IN": ["we", "i"]}}, adv, forms],
        [{"LOWER": {"IN": ["paper", "work", "study", "article", "here"]}}, adv, forms],
        [{"LOWER": "we"}, adv, {"LOWER": {"IN": ["propose", "present", "introduce", "develop"]}},
         {"LOWER": {"IN": ["and", "or"]}}, forms],
    ])
    m.add("PROPOSE_CONJ", [[{"LOWER": "and"}, adv, forms]])
    m.add("NAMING", [[{"LOWER": {"IN": roles._NAMING_FORMS}}],
                     [{"LOWER": "we"}, {"LOWER": {"IN": ["call", "name", "term", "dub", "coin"]}}]])
    return m


@pytest.mark.parametrize("text", SENTENCES)
def test_proposal_matches_equal_the_matcher(nlp, text):
    doc = nlp(text)
    matcher = _reference_matcher(nlp)
    expected = [(nlp.vocab.strings[k], s, e) for k, s, e in sorted(matcher(doc), key=lambda m: m[1])]
    tt = token_table(doc)
    assert roles.proposal_matches(tt.lower, tt.pos) == expected


def test_proposal_matches_spans():
    lower = "we also propose and release x , called y".split()
    pos = ["PRON", "ADV", "VERB", "CCONJ", "VERB", "PROPN", "PUNCT", "VERB", "PROPN"]
    assert roles.proposal_matches(lower, pos) == [
        ("PROPOSE", 0, 3), ("PROPOSE", 0, 5), ("PROPOSE_CONJ", 3, 5), ("NAMING", 7, 8)]


@pytest.mark.parametrize("text", SENTENCES[:5])
def test_token_table_text_and_offsets(nlp, text):
    doc = nlp(text + "  Two  spaces\tand a tab.")
    tt = token_table(doc)
    assert tt.doc_text == doc.text
    assert tt.idx == [t.idx for t in doc]


def test_tagmap_word_classes_equal_every_rule(nlp):
    tagmap = nlp.get_pipe("paperkg_tagmap")
    named = set()
    for rules in list(tagmap.by_tag.values()) + [tagmap.any_tag]:
        for rule in rules:
            named |= rule[3]
    words = sorted(named) + ["", "model", "diffusion", "we", "there"]
    for tag in nlp.get_pipe("tagger").labels:
        for word in words:
            for is_space in (False, True):
                pos = tagmap._pos_of(tag, word, is_space, False)
                expected = POS_IDS[pos] if pos is not None else -1
                assert tagmap._pos_id(tag, word, is_space) == expected, (tag, word, is_space)


def test_sentfix_keeps_abbreviations_inside_sentences(nlp):
    doc = nlp(SENTENCES[4])
    assert [s.text for s in doc.sents] == [
        "Results by Vaswani et al. in 2017 hold for approx. 5 hours (i.e. 300 min.).", "Fine."]


def test_find_names_skips_lower_case_words_without_changing_runs():
    text = "We use the Mixture of Experts with ReasonAug on the NIH Chest X-ray and of GPT-4."
    names = [(text[s:e], label) for s, e, label in find_names(text, {0})]
    assert names == [("Mixture of Experts", "TITLE"), ("ReasonAug", "STRONG"),
                     ("NIH Chest X-ray", "STRONG"), ("GPT-4", "STRONG")]


# ---------------------------------------------------------------------------------------
# Fast paths of the title and method rules (roles_title, roles_methods) against the
# straightforward code they replace.


def _naive_find(words, phrase):
    """The slice scan that :func:`roles_title._find_words` replaces."""
    n = len(phrase)
    return next((i for i in range(len(words) - n + 1) if words[i:i + n] == phrase), None)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from("a b c d".split()), max_size=12),
       st.lists(st.sampled_from("a b c d".split()), min_size=1, max_size=4))
def test_find_words_equals_the_slice_scan(words, phrase):
    assert roles_title._find_words(words, phrase) == _naive_find(words, phrase)


def test_find_words_cases():
    words = "we train reinforcement learning agents for reinforcement learning".split()
    assert roles_title._find_words(words, ["reinforcement", "learning"]) == 2
    assert roles_title._find_words(words, ["learning", "for"]) is None
    assert roles_title._find_words(words, ["learning"] * 10) is None
    assert roles_title._find_words([], ["learning"]) is None


@pytest.mark.parametrize("token", ["Networks", "studies", "model's", "3d-aware", "GPT-4", "classes", "", "--"])
def test_singular_words_equal_the_inline_code(token):
    expected = tuple(_singular(p) for p in re.findall(r"[a-z0-9]+", token.lower().replace("'s", "")))
    assert roles_title._singular_words(token.lower()) == expected


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="Aab7.-B ,", max_size=14))
def test_checkpoint_size_test_never_skips_a_checkpoint(text):
    """The cheap test before ``_CHECKPOINT_RE`` finds a size suffix wherever the full
    pattern matches (else the fast path would drop a checkpoint name)."""
    if _CHECKPOINT_RE.search(text):
        assert roles_methods._CHECKPOINT_SIZE_RE.search(text)


def test_checkpoint_names_found():
    text = "We fine-tune LLaMA-7B and OPT-6.7B, not GPT-4 or layer-2b."
    assert [m.group() for m in _CHECKPOINT_RE.finditer(text)] == ["LLaMA-7B", "OPT-6.7B"]
    assert roles_methods._CHECKPOINT_SIZE_RE.search(text)


@pytest.mark.parametrize("text", SENTENCES[:5] + ["Two  spaces,\ta tab and\n\na break. End "])
def test_token_at_char_equals_char_span(nlp, text):
    """``_token_at_char`` (bisection over the offsets) gives the start token of spaCy's
    ``char_span(c, c + 1, alignment_mode="expand")`` for every character, and None
    where that call gives None."""
    doc = nlp(text)
    st = roles._State(doc)
    for c in range(-1, len(doc.text) + 2):
        sp = doc.char_span(c, c + 1, alignment_mode="expand")
        assert st._token_at_char(c) == (sp.start if sp is not None else None), (text, c)
