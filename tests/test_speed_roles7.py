"""The shortcuts of the role-rule speed-up (issue 7) give what the plain code gave.

* :func:`kg.extract.chunks.stored_noun_phrases` hands the rule components the ``Span``
  objects that ``paperkg_np`` stored, only for the Doc it ran on last; any other Doc
  gets its span group read back, and a Doc without the group gets the phrases computed.
* :func:`kg.extract.names._split_final_periods` finds the glued final periods from the
  token table (no Token per word) and still splits exactly those.
"""
from __future__ import annotations

import pytest

from kg.extract.chunks import SPANS_KEY, noun_phrases, stored_noun_phrases
from kg.extract.pipeline import load_nlp


@pytest.fixture(scope="module")
def nlp():
    return load_nlp()


def _triples(spans):
    return [(s.start, s.end, s.label_) for s in spans]


def test_stored_noun_phrases_reuses_the_spans_of_the_last_doc(nlp):
    doc = nlp("We study open-world object detection with a vision-language model on remote sensing images.")
    got = stored_noun_phrases(doc)
    assert _triples(got) == _triples(doc.spans[SPANS_KEY]) == _triples(noun_phrases(doc))
    assert [s.text for s in got][:1] == ["open-world object detection"]
    again = stored_noun_phrases(doc)
    assert again is not got and all(a is b for a, b in zip(again, got))  # same Spans, new list


def test_stored_noun_phrases_of_an_earlier_doc_reads_its_group(nlp):
    first = nlp("Graph neural networks learn node representations.")
    second = nlp("Diffusion models generate images from text prompts.")
    got = stored_noun_phrases(first)  # not the Doc paperkg_np ran on last
    assert _triples(got) == _triples(first.spans[SPANS_KEY])
    assert [s.text for s in got] == ["Graph neural networks", "node representations"]
    assert [s.text for s in stored_noun_phrases(second)] == ["Diffusion models", "images", "text prompts"]


def test_stored_noun_phrases_without_the_group_computes_them(nlp):
    doc = nlp("Federated learning trains a shared model.")
    del doc.spans[SPANS_KEY]
    got = stored_noun_phrases(doc)
    assert _triples(got) == _triples(noun_phrases(doc))
    assert got[0].text == "Federated learning"


def test_glued_final_period_of_a_name_is_split(nlp):
    doc = nlp("We evaluate on ADE20K. Then we report results on ImageNet-1K.")
    words = [t.text for t in doc]
    assert "ADE20K" in words and "ADE20K." not in words
    k = words.index("ADE20K")
    assert words[k + 1] == "." and doc[k + 1].pos_ == "PUNCT" and doc[k + 1].tag_ == "."
    assert doc[k + 2].is_sent_start  # "Then" starts the second sentence
    assert "ADE20K" in [s.text for s in doc.spans["paperkg_names"]]


def test_abbreviation_period_is_not_split(nlp):
    doc = nlp("We present Mr. HiSum for video summarization.")
    assert "Mr." in [t.text for t in doc]


def test_token_words_equal_singular_words_per_token(monkeypatch):
    from kg.extract import roles_title

    lowers = ["we", "study", "3d-aware", "model's", "policies", "(", "policies", "rl", "."]
    expected = [roles_title._singular_words(w) for w in lowers]
    assert roles_title._token_words(lowers) == expected
    assert expected[2] == ("3d", "aware") and expected[3] == ("model",) and expected[5] == ()
    # past the size bound the memo starts again and gives the same words
    monkeypatch.setattr(roles_title, "_TOKEN_WORDS", {str(i): () for i in range(5)})
    monkeypatch.setattr(roles_title, "_TOKEN_WORDS_MAX", 3)
    assert roles_title._token_words(lowers) == expected
    assert set(roles_title._TOKEN_WORDS) == set(lowers)


def test_positions_equal_the_index_scan():
    from kg.extract.roles_tasks import _positions

    words = "we see it as a model , as an agent and as such by proposing by".split()
    for word in ("as", "by", "we", "absent"):
        assert _positions(words, word) == [k for k, w in enumerate(words) if w == word]
    assert _positions(words, "as") == [3, 7, 11]
    assert _positions([], "as") == []
