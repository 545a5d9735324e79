"""Session 58: resolution's per-paper work made ahead of it (issue 7) gives what resolve made.

* :class:`kg.resolve.TextWords` (the words of an abstract, made while the extraction
  workers run) reads the words, their case and the sentence openings exactly as the two
  passes over the text of :func:`kg.resolve._common_noun_labels` and
  :func:`kg.resolve._named_words` read them before (the reference functions below are
  those passes as they were);
* :func:`kg.resolve.preload` fills the vocabulary tables resolution reads, and ``kg build``'s
  background loader calls it.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

import kg.resolve as R
from kg.resolve import NormalisedForms, TextWords, resolve
from tests.factories import extraction, mention


def _reference_words(text: str) -> list[tuple[str, str, bool]]:
    """(word, word in small letters, not opening a sentence) per word, as the passes read them
    before session 58 (one regex match at a time)."""
    out = []
    for m in R._TEXT_WORD.finditer(text):
        w = m.group()
        before = text[max(0, m.start() - 3):m.start()].rstrip()[-1:]
        out.append((w, w.lower(), not (not before or before in ".!?:")))
    return out


def _table(words: TextWords) -> list[tuple[str, str, bool]]:
    return [(w, low, bool(i)) for w, low, i in zip(words.words, words.low, words.inside, strict=True)]


def test_text_words_of_a_sentence():
    text = "We train Adam-based nets. Adam works: Gradient Descent fails? no. x1 y_2"
    words = TextWords(text)
    assert words.low == ("we", "train", "adam", "based", "nets", "adam", "works", "gradient", "descent",
                         "fails", "no", "x1", "y_2")
    assert words.words[:5] == ("We", "train", "Adam", "based", "nets")
    # the first word, "Adam" after ". ", "Gradient" after ": ", "no" after "? " and "x1" after
    # ". " open a sentence
    assert list(words.inside) == [0, 1, 1, 1, 1, 0, 1, 0, 1, 1, 0, 0, 1]
    assert list(words.positions({"adam", "no"})) == [2, 5, 10]
    assert list(words.positions(set())) == []
    assert list(words.pair_positions({("adam", "works"), ("train", "adam"), ("y_2", "x")})) == [1, 5]


@pytest.mark.parametrize("text", [
    "", "   ", ".", "A", " a", "a. b", "a.\u00a0 b", "a .b", "x  y", "x   y", "x\n\n\ny", "(Adam) is",
    "ab. Cd", "ab.Cd", "a:b", "a - B", "1. Results", "İstanbul Gaussian", "é. Über", "fin ! Yes",
    "a,  B", "a b c. d", "Word", "e.g. Adam", "...Adam", "a!?:Adam",
])
def test_text_words_read_as_before(text):
    assert _table(TextWords(text)) == _reference_words(text)


def test_text_words_read_as_before_on_made_up_texts():
    rng = random.Random(58)
    pieces = ["Adam", "adam", "GAN", "x", "Q1", "de", "Über", "é", "İ", " ", "  ", "   ", ". ", ".", ": ",
              "!", "? ", ",", "-", "(", ")", "\n", "\u00a0", "_", "7"]
    for _ in range(400):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 25)))
        assert _table(TextWords(text)) == _reference_words(text), repr(text)


def test_resolve_with_text_words_made_ahead_is_resolve_without():
    from tests.factories import acronym

    a = "We propose a fix. Quorum Lattice Sampling (QLS) is widely used. QLS helps."
    b = ("The quorum lattice sampling of earlier work is slow. We study the Tarski lattice "
         "instead. Tarski lattice models help and quorum lattice sampling works.")
    e1 = extraction("p1", a, mentions=[mention("Quorum Lattice Sampling", a, "Method", "used"),
                                        mention("QLS", a, "Method", "used", nth=1)],
                    acronyms=[acronym("QLS", "Quorum Lattice Sampling", a)])
    e2 = extraction("p2", b, mentions=[mention("quorum lattice sampling", b, "Method", "used")])
    forms = NormalisedForms()
    forms.add([e1, e2])
    assert set(forms.words) == {"p1", "p2"}
    assert forms.words["p2"][1].low[:3] == ("the", "quorum", "lattice")
    ahead = resolve([e1, e2], forms=forms)
    assert forms.words == {}  # read once, then dropped: not kept beside the graph
    plain_run = resolve([e1, e2])
    assert ahead.entities == plain_run.entities and ahead.index == plain_run.index
    labels = sorted(e.label for e in ahead.entities.values())
    # the title-case definition takes small letters: the other abstract writes the phrase so
    assert "quorum lattice sampling" in labels


def test_text_words_made_again_for_a_new_text():
    a = "Alpha Beta works."
    b = "The alpha beta works."
    forms = NormalisedForms()
    e1, e2 = extraction("p1", a), extraction("p1", b)
    assert forms.text_words(e1).low == ("alpha", "beta", "works")
    assert forms.text_words(e1) is forms.text_words(e1)  # made once
    assert forms.text_words(e2).low == ("the", "alpha", "beta", "works")  # same id, another text


def test_named_words_with_and_without_text_words():
    a = "We run Tarski sampling. Later, Tarski sampling wins and tarski fails. Tarski rules."
    b = "The Tarski method and the Tarski test beat plain sampling."
    exs = [extraction("p1", a), extraction("p2", b)]
    forms = NormalisedForms()
    forms.add(exs)
    labels = {"Tarski Sampling", "Plain Sampling"}
    # "Tarski" inside sentences 4 times (the sentence openings do not count), "tarski" once
    assert R._named_words(labels, exs) == frozenset({"tarski"})
    assert R._named_words(labels, exs, forms.text_words) == frozenset({"tarski"})


def test_preload_fills_the_tables_resolve_reads():
    R.preload()
    for table in (R._pwc_short_names, R._known_names, R._pwc_method_identities, R._dataset_name_words,
                  R._gazetteer_spellings):
        assert table.cache_info().currsize == 1, table.__name__


def test_build_preloads_resolution_tables(monkeypatch):
    from kg import pipeline

    called = Counter()
    monkeypatch.setattr(R, "preload", lambda: called.update(["resolve"]))
    import kg.link

    monkeypatch.setattr(kg.link, "preload", lambda: called.update(["link"]))
    pipeline._preload_linking()
    assert called == Counter({"resolve": 1, "link": 1})
