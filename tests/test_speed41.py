"""Session 41 speed round (perf9): CPU cuts in extraction that keep every output.

* :func:`kg.extract.roles_base._positions_between` (moved from ``roles_tasks``; the token
  scans of the method, task, dataset, metric, proposal and title rules now visit only the
  tokens it returns), read from :func:`kg.extract.roles_base.word_index` (one pass per token
  list), equals the per-token test it replaces, also for a negative upper bound
  (``range(n - 2)`` of a Doc shorter than two tokens);
* each scan's word set holds every word its first test lets through;
* the text pre-checks (a space before a dash for the dash definitions, "tokens" for the context
  lengths, a known lower-case dataset name for that rule, the longest whitespace piece read once
  by the cleaning) skip only texts the full scan finds nothing in;
* end to end, abstracts written for these tests still give the rules' answers.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kg import clean as C
from kg.extract import abbreviations as A
from kg.extract import lexicon as L
from kg.extract import roles_methods as RM
from kg.extract import roles_proposals as RP
from kg.extract import roles_title as RT
from kg.extract.results import find as RF
from kg.extract.roles_base import _positions_between, _singular, word_index

WORDS = ["we", "use", "with", "of", "problem", "problems", "such", "as", "(", ":", "x", "whose", "based", "-"]


@given(st.lists(st.sampled_from(WORDS), max_size=30), st.sets(st.sampled_from(WORDS)),
       st.integers(0, 35), st.integers(-6, 35))
@settings(max_examples=400, deadline=None)
def test_positions_between_equals_the_range_scan(words, vocab, lo, hi):
    vocab = frozenset(vocab)
    assert _positions_between(words, vocab, lo, hi) == [k for k in range(lo, min(hi, len(words)))
                                                        if words[k] in vocab]


@given(st.lists(st.sampled_from(WORDS), max_size=30))
@settings(max_examples=200, deadline=None)
def test_word_index_lists_each_word_s_positions(words):
    want: dict[str, list[int]] = {}
    for i, w in enumerate(words):
        want.setdefault(w, []).append(i)
    assert word_index(words) == want


def test_word_index_is_built_once_per_list():
    low = "we use zorb nets and we use plonk".split()
    first = word_index(low)
    assert first == {"we": [0, 5], "use": [1, 6], "zorb": [2], "nets": [3], "and": [4], "plonk": [7]}
    assert word_index(low) is first
    copy = list(low)
    assert word_index(copy) is not first and word_index(copy) == first
    assert _positions_between(low, frozenset({"use", "we"}), 1, 6) == [1, 5]
    assert _positions_between(low, frozenset({"plonk"}), 0, 7) == []


def test_positions_between_short_docs_and_negative_bounds():
    low = ["we", "use"]
    assert _positions_between(low, frozenset({"we"}), 0, len(low) - 3) == []  # range(-1): nothing
    assert _positions_between(low, frozenset({"we"}), 0, len(low) - 1) == [0]
    assert _positions_between(["use"] * 3, frozenset({"use"}), 1, 3) == [1, 2]


def test_scan_sets_hold_the_words_each_scan_acts_on():
    assert L.USE_VERBS | RM._INCORPORATE | RM._COMBINE_FORMS | RM._USE_CUE_FIRST <= RM._PHRASE_CUE_WORDS
    assert {"with", "through"} <= RM._PHRASE_CUE_WORDS
    assert L.USE_VERBS <= RM._USE_VERBS_THROUGH and "through" in RM._USE_VERBS_THROUGH
    assert RM._LIST_METHOD_NOUNS | RM._LIST_FAMILY_NOUNS == RM._LIST_NOUNS
    assert RP._ENUM_MARKERS <= RP._ENUM_SCAN_WORDS and "(" in RP._ENUM_SCAN_WORDS
    assert RP._CONTAIN_VERBS <= RP._CONTAIN_SCAN_WORDS and "whose" in RP._CONTAIN_SCAN_WORDS
    assert RT.PROBLEM_FRAME_NOUNS | L.STUDY_VERBS <= RT._STATEMENT_CUE_WORDS
    # cue 4 of _problem_statements acts on a word that starts with "challenge" and has it as its
    # singular: only "challenge" and "challenges" can
    rng = random.Random(41)
    for _ in range(2000):
        w = "challenge" + "".join(rng.choice("abeisyx") for _ in range(rng.randint(0, 3)))
        if _singular(w) == "challenge":
            assert w in RT._STATEMENT_CUE_WORDS, w


def test_dash_hint_is_in_every_dash_definition_match():
    rng = random.Random(4141)
    spaces, dashes = [" ", "  ", "\n", "\t", "\u00a0", ""], ["-", "--", "---", "—", "–", "----", "x"]
    words = ["ZQN", "Zorb", "Quantile", "Network", "net", "a", "b2", "Q-N", ",", ".", "(", ")"]
    hits = 0
    for _ in range(6000):
        text = "".join(rng.choice(words) + rng.choice(spaces) for _ in range(rng.randint(0, 2))) \
            + rng.choice(words) + rng.choice(spaces) + rng.choice(dashes) + rng.choice(spaces) \
            + "".join(rng.choice(words) + rng.choice(spaces) for _ in range(rng.randint(1, 5)))
        lo = rng.randint(0, len(text))
        hi = rng.randint(lo, len(text))
        for a, b in ((lo, hi), (0, len(text))):
            if any(True for _ in A._DASH_DEFINITION_RE.finditer(text, a, b)):
                hits += 1
                assert A._DASH_HINT_RE.search(text, a, b), (text, a, b)
    assert hits > 200


def test_dash_definitions_with_and_without_the_hint():
    text = "We propose ZQN — Zorb Quantile Network, a model for tabular forecasting."
    found = A._dash_definitions(text, 0, len(text))
    assert [(a.short, a.long) for a in found] == [("ZQN", "Zorb Quantile Network")]
    plain = "We propose ZQN, a model for tabular-data forecasting."
    assert A._dash_definitions(plain, 0, len(plain)) == []


@pytest.mark.parametrize("text", [
    "a" * 30 + " " + "(" * 25,
    "x " + "(" * 21 + " y",
    "(" * 20 + " end",
    "",
    "we propose zorb nets",
])
def test_longest_piece_and_symbol_run(text):
    assert C._longest_piece(text) == max((len(p) for p in text.split()), default=0)
    want = C._SYMBOL_RUN.search(text) is not None
    assert C._may_have_symbol_run(text) == want
    assert C._may_have_symbol_run(text, C._longest_piece(text)) == want


def test_context_lengths_without_tokens_returns_the_results_as_they_are():
    text = "We extend the context window to 4096 positions for long documents."
    out: list = []
    assert RF._context_lengths(text, [(0, len(text))], out) is out


@pytest.fixture(scope="module")
def extractor():
    from kg.extract.pipeline import Extractor

    return Extractor()


def _extract(extractor, title, abstract):
    from kg.records import Paper

    return extractor.extract(Paper(id="t41", title=title, abstract=abstract))


def test_end_to_end_dash_definition_lowercase_datasets_and_context_length(extractor):
    e = _extract(extractor, "Zorb Quantile Networks for Tabular Forecasting",
                 "We propose ZQN -- Zorb Quantile Network, a model for tabular forecasting. ZQN outperforms "
                 "gradient boosting on ogbn-arxiv and ogbl-collab. We extend the context window of ZQN to 128k "
                 "tokens for long documents.")
    got = {(m.type, m.text, m.rule) for m in e.mentions}
    assert ("Dataset", "ogbn-arxiv", "dataset-lowercase-name") in got
    assert ("Dataset", "ogbl-collab", "dataset-lowercase-name") in got
    assert ("Method", "Zorb Quantile Network", "propose-object+acronym") in got
    assert [(a.short, a.long, a.rule) for a in e.acronyms] == [("ZQN", "Zorb Quantile Network", "dash-definition")]
    assert [(r.value, r.unit, r.rule) for r in e.results] == [("128", "k tokens", "result-context-length")]


def test_end_to_end_components_problem_statement_and_examples(extractor):
    e = _extract(extractor, "Plonk Flows",
                 "We study the problem of sparse plonk estimation. We introduce PlonkFlow, whose encoder and "
                 "decoder are Zorb Blocks (ZB). PlonkFlow comprises a Quill Mixer (QM) and a Gated Router (GR). "
                 "Compared with strong baselines such as dropout and weight decay, PlonkFlow improves accuracy by 3%.")
    got = {(m.type, m.role, m.text, m.rule) for m in e.mentions}
    assert ("Task", "task", "sparse plonk estimation", "task-np") in got
    assert ("Method", "proposed", "Zorb Blocks", "component-whose") in got
    assert ("Method", "proposed", "Quill Mixer", "component-contains") in got
    assert ("Method", "proposed", "Gated Router", "component-contains") in got
    assert ("Method", "compared", "dropout", "method-list") in got
    assert ("Method", "compared", "weight decay", "method-list") in got
