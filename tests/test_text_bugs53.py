"""Session 53 (fixJtext): three text-handling bugs of a fresh-user trial. An en dash between two
letters joins a compound as the hyphen does; a clause that denies or only supposes a use or an
evaluation gives no link and no result; a range "from A to B" has no direction. Sentences
written for these tests."""
from __future__ import annotations

import pytest

from kg import clean as C
from kg.clean import clean
from kg.extract import hedges
from kg.extract import lexicon as L
from kg.records import Paper
from kg.resolve import normalise


def _extract(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t"))


def _links(ex, text, rel):
    return sorted(l.tail for l in _extract(ex, text).links if l.rel == rel)


# ------------------------------------------------------------------ 1. en dash in a name
@pytest.mark.parametrize("text, want", [
    ("a Smoluchowski\u2013Kramers limit", "a Smoluchowski-Kramers limit"),
    ("query\u2013document ranking", "query-document ranking"),
    ("the Hamilton\u2013Jacobi\u2013Bellman equation", "the Hamilton-Jacobi-Bellman equation"),
])
def test_an_en_dash_between_two_letters_becomes_a_hyphen(text, want):
    out = clean(text)
    assert out.text == want
    assert len(out.text) == len(text)  # one for one: offsets still index the original
    assert list(out.offsets)[:len(text)] == list(range(len(text)))


@pytest.mark.parametrize("text", [
    "error falls by 15\u201325% on held-out folds",      # a range of numbers
    "data from 2016\u20132021",                          # years
    "see sections 4\u20136",                             # pages / sections
    "a 3D\u20132D lifting step",                         # a digit beside the dash
    "the sparse prior \u2013 a simple choice \u2013 helps",  # spaced dashes: punctuation
])
def test_an_en_dash_beside_a_digit_or_a_space_stays(text):
    assert clean(text).text == text


@pytest.mark.parametrize("text", [
    "we study the lexicon\u2013a set of frequent words.",           # a function word follows
    "its behaviour\u2013particularly, its output map.",              # an adverb in -ly follows
    "gains in regimes\u2013sparse labels, drift, noise\u2013and beyond.",  # an aside pair
])
def test_an_en_dash_used_as_punctuation_stays(text):
    assert clean(text).text == text


def test_the_en_dash_switch_turns_the_rule_off(monkeypatch):
    monkeypatch.setattr(C, "EN_DASH_COMPOUNDS", False)
    assert clean("query\u2013document ranking").text == "query\u2013document ranking"


def test_an_en_dash_name_is_extracted_whole(ex):
    text = ("We propose GlintSolver, a neural solver for the Smoluchowski\u2013Kramers equation. "
            "GlintSolver minimises the Jensen\u2013Shannon divergence between the two flows.")
    names = {m.text for m in _extract(ex, text).mentions}
    assert "Smoluchowski-Kramers equation" in names, names
    assert "Jensen-Shannon divergence" in names, names
    assert not {"Kramers equation", "Shannon divergence"} & names, names


def test_hyphen_and_en_dash_spellings_resolve_to_one_key():
    assert normalise("Jensen\u2013Shannon divergence") == normalise("Jensen-Shannon divergence")


# ------------------------------------------------------------------ 2. negation and supposition
_PROPOSAL = "We propose KelpNet, a network for scene parsing. "


@pytest.mark.parametrize("sentence, dataset", [
    ("We do not evaluate KelpNet on KITTI.", "KITTI"),
    ("KelpNet is not tested on ADE20K.", "ADE20K"),
    ("We don't use ImageNet for pretraining.", "ImageNet"),
    ("KelpNet might be applicable to SUN RGB-D, which we leave to future work.", "SUN RGB-D"),
])
def test_a_denied_or_supposed_evaluation_gives_no_link(ex, sentence, dataset):
    text = _PROPOSAL + sentence + " We evaluate KelpNet on PASCAL VOC."
    ex_ = _extract(ex, text)
    assert dataset in {m.text for m in ex_.mentions}  # still a mention
    linked = _links(ex, text, "evaluatedOn") + _links(ex, text, "pretrainedOn")
    assert dataset not in linked, linked
    assert "PASCAL VOC" in linked, linked


def test_the_same_sentences_without_negation_link(ex):
    text = _PROPOSAL + "We evaluate KelpNet on KITTI. KelpNet is tested on ADE20K."
    assert {"KITTI", "ADE20K"} <= set(_links(ex, text, "evaluatedOn"))


def test_a_dataset_named_again_outside_the_negation_keeps_its_link(ex):
    text = (_PROPOSAL + "We do not train KelpNet on KITTI. "
            "At test time, KelpNet is evaluated on KITTI and PASCAL VOC.")
    ex_ = _extract(ex, text)
    link = [l for l in ex_.links if l.rel == "evaluatedOn" and l.tail == "KITTI"]
    assert link, ex_.links
    assert text[link[0].start:link[0].end].startswith("At test time")  # the asserting sentence


def test_not_only_is_no_denial(ex):
    text = _PROPOSAL + "We not only evaluate KelpNet on KITTI but also on ADE20K."
    assert "KITTI" in _links(ex, text, "evaluatedOn")


def test_a_negated_outcome_verb_keeps_the_evaluation(ex):
    text = _PROPOSAL + "On KITTI, KelpNet does not degrade the accuracy of the base model."
    assert "KITTI" in _links(ex, text, "evaluatedOn")


def test_a_supposed_result_is_not_kept(ex):
    text = (_PROPOSAL + "KelpNet could reach a mIoU of about 61.5% on KITTI, but we did not verify this. "
            "KelpNet reaches a mIoU of 48.2% on PASCAL VOC.")
    values = [r.value for r in _extract(ex, text).results]
    assert "61.5" not in values and "48.2" in values, values


def test_a_modal_without_a_cue_of_untested_work_keeps_its_result(ex):
    text = _PROPOSAL + "KelpNet could reach a mIoU of 61.5% on KITTI."
    assert "61.5" in [r.value for r in _extract(ex, text).results]


def test_the_guard_switch_turns_it_off(ex, monkeypatch):
    monkeypatch.setattr(L, "UNASSERTED_GUARD", False)
    text = _PROPOSAL + "We do not evaluate KelpNet on KITTI."
    assert "KITTI" in _links(ex, text, "evaluatedOn")


def test_unasserted_spans_cover_the_clause_only(ex):
    text = "We do not use labels, but we train on Foo. It may help, as future work shows."
    doc = ex.nlp(text)
    from kg.extract.tokens import token_table
    spans = hedges.unasserted_spans(token_table(doc), [(s.start, s.end) for s in doc.sents])
    assert [text[a:b] for a, b in spans] == ["not use labels", "may help"]
    assert hedges.may_hold(text) and not hedges.may_hold("We use labels.")


def test_asserted_sentence_finds_the_other_place():
    text = "We do not use Foo. We use Foo here."
    spans = ((3, 17),)
    assert hedges.asserted_sentence(text, "Foo", spans, [(0, 18), (19, 35)]) == (19, 35)
    assert hedges.asserted_sentence(text, "Bar", spans, [(0, 18), (19, 35)]) is None


# ------------------------------------------------------------------ 3. a range is no change
def _results(ex, text):
    return [(r.value, r.value_max, r.direction) for r in _extract(ex, text).results]


@pytest.mark.parametrize("sentence", [
    "Top-1 accuracy of KelpNet ranges from 62% to 68% on ObjectNet.",
    "The top-1 accuracy of KelpNet varies between 62% and 68% on ObjectNet.",
    "KelpNet obtains a top-1 accuracy between 62% and 68% on ObjectNet.",
])
def test_a_range_has_both_ends_and_no_direction(ex, sentence):
    got = _results(ex, _PROPOSAL + sentence)
    assert ("62", "68", None) in got, got


def test_a_change_from_a_to_b_keeps_its_direction(ex):
    got = _results(ex, _PROPOSAL + "KelpNet raises top-1 accuracy from 62% to 68% on ObjectNet.")
    assert ("68", None, "increase") in got, got
    got = _results(ex, _PROPOSAL + "KelpNet lowers the error from 9.1 to 6.4 on ObjectNet.")
    assert ("6.4", None, "decrease") in got, got


def test_a_range_of_changes_takes_the_way_of_its_change_word(ex):
    got = _results(ex, _PROPOSAL + "KelpNet brings gains ranging from 3% to 9% on ObjectNet.")
    assert ("3", "9", "increase") in got, got
