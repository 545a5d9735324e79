"""Acronym definitions of session 34 (kg/extract/abbreviations.py). Every sentence is
written for these tests.

* A short form after its long form and a naming connective, without brackets: "..., named
  XYZ", ", dubbed XYZ", ", termed XYZ", ", namely XYZ", ", a.k.a. XYZ"; the letters must
  align with the words before the connective as for "long form (XYZ)". A clipped name with
  more small letters than capitals needs a long form in title case.
* Bold letters whose noun phrase goes on past the last bold word in one or two small words
  up to clause punctuation or a bracket: the long form takes those words ("**B**enchmark
  for **P**lonk **S**peech transcripts." -> "Benchmark for Plonk Speech transcripts"),
  not a function word, an adverb or only generic type words.
* A title that is a long form ("SHORT: Long Form", or the long form alone) marks the same
  phrase in the abstract as the long form when the short form stands next to it (rule
  "title"), beyond the letter window and the letter matching; it wins over bold letters.
"""
from __future__ import annotations

import pytest

from kg.extract.abbreviations import find_acronyms
from kg.records import BoldAcronym


def _pairs(text: str, bold=()) -> set[tuple[str, str]]:
    return {(a.short, a.long) for a in find_acronyms(text, bold=bold)}


@pytest.mark.parametrize("text, pair", [
    ("We propose sparse echo routing, named SER, a method for speech.", ("SER", "sparse echo routing")),
    ("We present the Zorb Plonk Gradient, dubbed ZPG.", ("ZPG", "Zorb Plonk Gradient")),
    ("We build the Quiet Tensor Benchmark, termed QTB, for audio.", ("QTB", "Quiet Tensor Benchmark")),
    ("We release the Plonk Multilingual Review Corpus, namely Plonk-MRC.",
     ("Plonk-MRC", "Plonk Multilingual Review Corpus")),
    ("We study Delayed Online Zorb Control, a.k.a. DOZC, with switching costs.",
     ("DOZC", "Delayed Online Zorb Control")),
    ("We study Delayed Online Zorb Control, also known as DOZC, with switching costs.",
     ("DOZC", "Delayed Online Zorb Control")),
])
def test_naming_connective_after_the_long_form(text, pair):
    found = find_acronyms(text)
    assert pair in {(a.short, a.long) for a in found}, found
    assert all(a.rule == "bracketless" for a in found if a.short == pair[0])


@pytest.mark.parametrize("text", [
    # the letters do not align with the words before the connective
    "We fine-tune a pretrained encoder, named BERT, on the reviews.",
    # a clipped name (more small letters than capitals) after a phrase in small letters
    "We add a zorb-aware plonk transformer block, dubbed ZorPlonkFormer, to the encoder.",
    # no connective: a plain list
    "We compare sparse echo routing, SER and dense routing.",
])
def test_no_definition_without_spelt_letters(text):
    assert not {a for a in find_acronyms(text) if a.rule == "bracketless"}, find_acronyms(text)


def _bold(text: str, short: str, long: str) -> BoldAcronym:
    start = text.index(long)
    return BoldAcronym(short, long, start, start + len(long))


@pytest.mark.parametrize("text, short, bold_long, want", [
    ("We propose a Benchmark for Plonk Speech transcripts. It has ten tasks.",
     "BPS", "Benchmark for Plonk Speech", "Benchmark for Plonk Speech transcripts"),
    ("We release a Benchmark for Zorb Audio language models, featuring ten tasks.",
     "BZA", "Benchmark for Zorb Audio", "Benchmark for Zorb Audio language models"),
    ("We define the Largest Zorb Gap along Plonk Predictions' neighbourhood (LZGP) here.",
     "LZGP", "Largest Zorb Gap along Plonk Predictions", "Largest Zorb Gap along Plonk Predictions' neighbourhood"),
])
def test_bold_long_form_takes_the_rest_of_its_noun_phrase(text, short, bold_long, want):
    assert (short, want) in _pairs(text, (_bold(text, short, bold_long),)), _pairs(text, (_bold(text, short, bold_long),))


@pytest.mark.parametrize("text, short, bold_long", [
    # only generic type words follow
    ("We train a Spike-based Zorb-Language pretraining framework (SZL) on events.", "SZL", "Spike-based Zorb-Language"),
    # a function word follows
    ("We propose Deep Plonk Tracking over time, a new tracker.", "DPT", "Deep Plonk Tracking"),
    # an adverb follows
    ("We propose Deep Plonk Tracking jointly.", "DPT", "Deep Plonk Tracking"),
    # a verb and its object
    ("We propose Deep Plonk Tracking achieves gains.", "DPT", "Deep Plonk Tracking"),
    ("We propose Deep Plonk Tracking is strong.", "DPT", "Deep Plonk Tracking"),
    # a verb phrase goes on past two words
    ("We propose Deep Plonk Tracking objects across long videos, a new tracker.", "DPT", "Deep Plonk Tracking"),
])
def test_bold_long_form_stays_when_no_noun_phrase_goes_on(text, short, bold_long):
    assert (short, bold_long) in _pairs(text, (_bold(text, short, bold_long),)), _pairs(text, (_bold(text, short, bold_long),))


@pytest.mark.parametrize("title, text, pair", [
    # "SHORT: Long Form" title; the abstract's phrase in small letters, bracket after it
    ("ZorbNet: Plonk Distillation and Online Clustering",
     "We introduce plonk distillation and online clustering (ZorbNet) for speech, which works.",
     ("ZorbNet", "plonk distillation and online clustering")),
    # the letters cannot spell it ("X"), the title says so
    ("QAS-X: Quiet Adaptive Smoothing via Twisting",
     "Here we introduce quiet adaptive smoothing via twisting (QAS-X), a new method.",
     ("QAS-X", "quiet adaptive smoothing via twisting")),
    # the short form before the phrase
    ("PlonkGRF: Generalizable Zorb Radiance Fields in Wide Scenes",
     "We propose PlonkGRF, Generalizable Zorb Radiance Fields in Wide Scenes, which render views.",
     ("PlonkGRF", "Generalizable Zorb Radiance Fields in Wide Scenes")),
    # a title that is the long form alone, longer than Schwartz & Hearst's window
    ("Globally-linked 3D-lifting Transformer with Clothed Zorb Reconstruction",
     "We present the Globally-linked 3D-lifting Transformer with clothed Zorb reconstruction (GTZ), a new model.",
     ("GTZ", "Globally-linked 3D-lifting Transformer with clothed Zorb reconstruction")),
])
def test_title_gives_the_long_form(title, text, pair):
    found = find_acronyms(text, title=title)
    assert pair in {(a.short, a.long) for a in found}, found
    assert all(a.rule == "title" for a in found if a.short == pair[0])


def test_a_title_purpose_is_no_part_of_a_title_long_form():
    """"M for T": the purpose names the paper's task, which a title long form must not swallow
    (the letter rules alone decide; here they find no definition reaching that far)."""
    title = "ZorbNet: Plonk Distillation and Online Clustering for Self-supervised Speech Learning"
    text = ("We introduce plonk distillation and online clustering for self-supervised speech "
            "learning (ZorbNet), which works.")
    assert not [a for a in find_acronyms(text, title=title) if a.rule == "title"]


def test_title_long_form_wins_over_bold_letters():
    title = "MUSE: Acoustic Music Understanding with Self-supervised Encoders"
    text = "We propose an acoustic Music Understanding with Self-supervised Encoders (MUSE), which learns."
    start = text.index("Music")
    bold = (BoldAcronym("MUSE", "Music Understanding with Self-supervised Encoders", start, text.index(" (MUSE)")),)
    got = {(a.short, a.long) for a in find_acronyms(text, bold=bold, title=title)}
    assert got == {("MUSE", "acoustic Music Understanding with Self-supervised Encoders")}, got


@pytest.mark.parametrize("title, text", [
    # the bracket holds another short form than the title's
    ("ZorbNet: Plonk Distillation for Speech", "We use plonk distillation for speech (PDS) here."),
    # a title that is the long form alone: the bracket's letters must align, the first on its first word
    ("Plonk Distillation for Speech", "We use plonk distillation for speech (ZQ) here."),
    # the phrase is not next to the short form
    ("ZorbNet: Plonk Distillation for Speech", "We use plonk distillation for speech. Then ZorbNet wins."),
])
def test_no_title_definition_without_its_short_form(title, text):
    assert not [a for a in find_acronyms(text, title=title) if a.rule == "title"], find_acronyms(text, title=title)


def test_no_title_keeps_the_old_behaviour():
    text = "We introduce quiet adaptive smoothing via twisting (QAS-X), a new method."
    assert not [a for a in find_acronyms(text) if a.short == "QAS-X"]
