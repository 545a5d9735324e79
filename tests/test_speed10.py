"""Session 10's CPU savings in extraction keep the results of the code they replace.

* :func:`kg.extract.roles_tasks._positions_between` (the cue positions that
  ``_stated_problems``, ``_task_examples`` and the task stage's verbs of study are read
  from) equals the per-token test it replaces;
* ``paperkg_tagmap`` reads the (tag, word) pairs a Doc brings new with one fill of the
  lexeme memo per Doc: the POS of every token is still the one its rules give, and the
  token table still equals spaCy's attributes, also when the memos start empty or are
  cleared during the fill.
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kg.extract import tokens
from kg.extract.pipeline import load_nlp
from kg.extract.roles_tasks import _EXAMPLE_CUES, _STATED_CUES, _positions_between, _positions_in

WORDS = ["such", "as", "like", "e.g.", "problem", "of", "solve", "task", "study", "x", "including"]


@given(st.lists(st.sampled_from(WORDS), max_size=40), st.sets(st.sampled_from(WORDS)),
       st.integers(-2, 45), st.integers(-2, 45))
@settings(max_examples=300, deadline=None)
def test_positions_between_equals_per_token_test(words, vocab, lo, hi):
    lo, hi = max(0, lo), max(0, hi)  # (the callers pass 0 <= lo)
    vocab = frozenset(vocab)
    assert _positions_between(words, vocab, lo, hi) == [k for k in range(lo, min(hi, len(words)))
                                                       if words[k] in vocab]


def test_positions_of_the_cues_in_a_sentence():
    low = "we solve tasks such as parsing , e.g. the problem of tagging , like others".split()
    assert _positions_between(low, _EXAMPLE_CUES, 1, len(low) - 1) == [3, 7, 13]
    assert _positions_between(low, _STATED_CUES, 1, len(low) - 2) == [1, 9]
    assert _positions_in(low, frozenset({"we", "tagging"})) == [0, 11]
    assert _positions_between(low, frozenset({"absent"}), 0, len(low)) == []


@pytest.fixture(scope="module")
def nlp():
    return load_nlp()


TEXT = ("Zorblax-7 quantizes the flimflam encoder of GrabnetV2 with 3.5x fewer parameters; "
        "we study gloptic reasoning and unseen words such as snarfling, e.g. blibbering.")


def _columns(doc):
    return dict(text=[t.text for t in doc], lower=[t.lower_ for t in doc], pos=[t.pos_ for t in doc],
                tag=[t.tag_ for t in doc], ws=[bool(t.whitespace_) for t in doc],
                is_alpha=[t.is_alpha for t in doc], is_punct=[t.is_punct for t in doc],
                idx=[t.idx for t in doc], doc_text=doc.text)


@pytest.mark.parametrize("memo_max", [1_000_000, 3])
def test_tagmap_fills_new_pairs_once_per_doc(nlp, monkeypatch, memo_max):
    """With empty memos (and a lexeme memo too small for the Doc, cleared during the fill)
    every token's POS is the one the rules give it and the table equals the tokens."""
    tagmap = nlp.get_pipe("paperkg_tagmap")
    monkeypatch.setattr(tokens.LexemeColumns, "MAX", memo_max)
    tagmap._memo.clear()
    tokens.lexemes(nlp.vocab).clear()
    doc = nlp(TEXT)
    for t in doc:
        pos = tagmap._pos_of(t.tag_, t.lower_, t.is_space, False)
        if pos is not None:
            assert t.pos_ == pos, (t.text, t.tag_)
    assert len(tagmap._memo) == len({(t.tag, t.orth) for t in doc})
    table = tokens.token_table(doc)
    assert {k: getattr(table, k) for k in _columns(doc)} == _columns(doc)
    again = nlp(TEXT)  # (all pairs memoised now: the same tags)
    assert [t.pos_ for t in again] == [t.pos_ for t in doc]


# --------------------------------------------------------------------------- kg.clean guards
import re  # noqa: E402

from kg import clean as C  # noqa: E402

#: The patterns the faster forms replace, as they were written before.
_OLD_GLUED_STOP = re.compile(r"(?<=[A-Z0-9)\]%])\.(?=[A-Z][a-z]+(?:[\s,;:]|$))")
_OLD_LATEX_TRIGGER = re.compile(r"[\\${}~]")

#: Characters that exercise the patterns: letters of both cases, digits, brackets, the
#: LaTeX specials, punctuation, ASCII and Unicode whitespace (no-break space, em space,
#: line separator), a non-ASCII letter and symbol.
_ALPHABET = "aZbQ09).]%(.,;:!?-*#\\${}~ \t\n\u00a0\u2003\u2028éΣ→_"


@given(st.text(alphabet=_ALPHABET, max_size=80))
@settings(max_examples=500, deadline=None)
def test_clean_guards_equal_the_patterns(text):
    assert [m.span() for m in C._GLUED_STOP.finditer(text)] == \
        [m.span() for m in _OLD_GLUED_STOP.finditer(text)]
    assert C._has_latex_trigger(text) == bool(_OLD_LATEX_TRIGGER.search(text))
    assert C._may_have_symbol_run(text) == bool(C._SYMBOL_RUN.search(text))


@given(st.text(alphabet="!?#*()[]-_.,;:%&\u2192 \u00a0\u2003\u3000\u2028a", min_size=15, max_size=60))
@settings(max_examples=300, deadline=None)
def test_symbol_run_guard_on_long_runs(text):
    """Texts dense in symbols, so that runs longer than MAX_SYMBOL_RUN occur and Unicode
    spaces (which end a run) sit inside them."""
    assert C._may_have_symbol_run(text) == bool(C._SYMBOL_RUN.search(text))


def test_clean_guards_on_examples():
    assert [m.start() for m in C._GLUED_STOP.finditer("on ADE20K.At test, (SFT).It runs; e.g.No x.Yes")] == [9, 24]
    assert C._has_latex_trigger("a $x$ b") and not C._has_latex_trigger("plain text, 50% (a)")
    run = "(" * (C.MAX_SYMBOL_RUN + 1)
    assert C._may_have_symbol_run("We propose X. " + run + " Done.")
    assert not C._may_have_symbol_run("We propose X. " + "(" * C.MAX_SYMBOL_RUN + " Done.")
    assert not C._may_have_symbol_run("a" + "\u00a0".join(["((((((((((("] * 2))  # a no-break space ends a run


# --------------------------------------------------------------------------- paperkg_sentfix
from kg.extract import sentences as S  # noqa: E402

SENTFIX_TEXTS = [
    "Attention was proposed by Vaswani et al. in 2017. It works. We compare vs. GPT-4 and e.g. BERT.",
    "ReLU-activated networks (see Chen [Chen, 2021]) are studied.We also train for approx. 5 hours.",
    "Results in Fig. 3 show gains. Eq. (2) holds; cf. Sec. 4. The end!",
]


@pytest.mark.parametrize("text", SENTFIX_TEXTS)
def test_sentfix_reads_the_table_as_the_token_helpers_decide(nlp, text):
    """The component (reading token columns) removes exactly the starts that the
    module's Token-based tests (_inside_sentence, _abbreviation_before, _continues) remove."""
    before_fix = nlp.pipe_names[:nlp.pipe_names.index("paperkg_sentfix")]
    with nlp.select_pipes(enable=before_fix):
        doc = nlp(text)
    starts = [t.i for t in doc if t.i > 0 and t.is_sent_start]
    expected = set()
    for i in starts:
        abbr = S._abbreviation_before(doc, i)
        if S._inside_sentence(doc, i) or abbr is not None and (abbr in S.NEVER_FINAL or S._continues(doc[i])):
            expected.add(i)
    S.sentfix_component(doc)
    assert [i for i in starts if not doc[i].is_sent_start] == sorted(expected)
    assert all(doc[i].is_sent_start for i in starts if i not in expected)


def test_sentfix_removes_the_starts_after_abbreviations(nlp):
    doc = nlp("Attention was proposed by Vaswani et al. in 2017. We compare vs. GPT-4 here.")
    assert [s.text for s in doc.sents] == ["Attention was proposed by Vaswani et al. in 2017.",
                                          "We compare vs. GPT-4 here."]
