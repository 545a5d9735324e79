"""Acronyms, metrics and datasets of round 18 (kg/extract/abbreviations.py,
kg/extract/roles_datasets.py). Every sentence is written for these tests.

Acronyms:

* A short form with a written-out last word, after a space or a hyphen ("QM loss",
  "P-invariance", "GRC-decoder"): the word repeats the last word of the long form, the
  letters before it align with the words before that word; one capital letter needs the
  single word before it to open with that letter.
* A long form holding another definition in brackets ("Phase-locked invariance
  (P-invariance) guided Routing Network (PRN)"): the inner bracket is one unit of the long
  form, kept as written.
* Bold (or underlined) letters after a prefixed short form ("Y-ABC (Cross-scale **A**...)"):
  the short form keeps its prefix and the long form the bracket's first word.
* An upper-case short form with a doubled first letter whose long form leaves out the
  first word ("vision models (VVMs)"): one word per remaining letter.

Metrics:

* A known measure right before a task noun names the task's object ("audio quality
  assessment"), unless a measure noun follows ("F1 detection scores").
* Human judgements ("human evaluation", "human assessments", "human opinion scores") are
  metrics, but not as the object of "for" / "of" (the practice discussed).
* A list after "resulting in" names consequences, not measures.
"""
from __future__ import annotations

import pytest

from kg.clean import clean
from kg.extract.abbreviations import find_acronyms
from kg.records import Paper


def _pairs(text: str) -> set[tuple[str, str]]:
    return {(a.short, a.long) for a in find_acronyms(text)}


@pytest.mark.parametrize("text, pair", [
    ("We present a Quantile Matching loss (QM loss) for calibrated regression.",
     ("QM loss", "Quantile Matching loss")),
    ("We prove that Phase-locked invariance (P-invariance) holds for all layers.",
     ("P-invariance", "Phase-locked invariance")),
    ("The model uses a Graph Refinement Cascade decoder (GRC-decoder) on every level.",
     ("GRC-decoder", "Graph Refinement Cascade decoder")),
])
def test_short_form_with_written_word(text, pair):
    assert pair in _pairs(text)


@pytest.mark.parametrize("text", [
    # the written word is not the last word before the bracket
    "We present a Quantile Matching objective (QM loss) for calibrated regression.",
    # one capital letter whose word does not open with it
    "We prove that phase-locked invariance (Q-invariance) holds for all layers.",
    # one capital letter after a function word only
    "This is the invariance (T-invariance) of the layer.",
])
def test_no_short_form_with_written_word(text):
    assert all(" " not in a.short and "-" not in a.short for a in find_acronyms(text))


def test_nested_definition():
    text = ("We introduce a Phase-locked invariance (P-invariance) guided Routing Network (PRN), "
            "which routes tokens.")
    pairs = _pairs(text)
    assert ("P-invariance", "Phase-locked invariance") in pairs
    assert ("PRN", "Phase-locked invariance (P-invariance) guided Routing Network") in pairs


def test_nested_definition_lower_case():
    text = "We study cross-domain (CD) retrieval (CDR) in large catalogues."
    assert _pairs(text) == {("CD", "cross-domain"), ("CDR", "cross-domain (CD) retrieval")}


def test_no_nested_definition_when_words_after_bracket_spell_it():
    text = "We use graph neural networks (GNNs) for Routing Networks (RN) on road maps."
    assert ("RN", "Routing Networks") in _pairs(text)


def test_no_nested_definition_when_inner_bracket_is_no_definition():
    # "(see below)" defines nothing: the long form cannot cross it
    text = "We use a mixture model (see below) for Kernel Regression (MKR) tasks."
    assert not any(a.short == "MKR" for a in find_acronyms(text))


def test_prefixed_bold_acronym():
    c = clean(r"We present Y-TRN (Cross-scale \textbf{T}emporal \textbf{R}outing \textbf{N}etworks), "
              r"a model for long videos.")
    pairs = {(a.short, a.long) for a in find_acronyms(c.text, None, c.bold_acronyms)}
    # "Y" stands for no word of the bracket: the bold letters alone
    assert pairs == {("TRN", "Temporal Routing Networks")}


def test_prefixed_bold_acronym_x_for_cross():
    c = clean(r"We present X-TRN (Cross-scale \textbf{T}emporal \textbf{R}outing \textbf{N}etworks), "
              r"a model for long videos.")
    pairs = {(a.short, a.long) for a in find_acronyms(c.text, None, c.bold_acronyms)}
    assert pairs == {("X-TRN", "Cross-scale Temporal Routing Networks")}


@pytest.mark.parametrize("text, pair", [
    ("Tools built on vision models (VVMs) are popular.", ("VVMs", "vision models")),
    ("We call it a matrix decomposition (MMD) of the kernel.", ("MMD", "matrix decomposition")),
])
def test_doubled_initial_left_out(text, pair):
    assert pair in _pairs(text)


@pytest.mark.parametrize("text", [
    # a plural short form needs a plural long form
    "Tools built on a vision model (VVMs) are popular.",
    # the first letter is not doubled: no word may be left out
    "Tools built on vision models (AVMs) are popular.",
    # a stop word cannot stand for a letter
    "We study the models (TTM) here.",
])
def test_no_doubled_initial_definition(text):
    assert find_acronyms(text) == []


def test_square_bracket_short_form():
    assert _pairs("We consider stochastic routing games with budgets [SRGwB], where agents pay.") == {
        ("SRGwB", "stochastic routing games with budgets")}


@pytest.mark.parametrize("text", [
    "We follow prior work [12] on routing games.",
    "Transformers for vision ([ViT]) and ViTs [ViT] are popular.",
    "We use the special token [SEP] of the encoder.",
])
def test_square_brackets_without_definition(text):
    assert find_acronyms(text) == []


# ---------------------------------------------------------------------------------------
# metrics (kg/extract/roles_datasets.py, kg/extract/lexicon.py)


def _metrics(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {m.text for m in e.mentions if m.type == "Metric"}


def test_measure_before_task_noun_is_no_metric(ex):
    got = _metrics(ex, "We propose FooNet for speech quality estimation and audio quality assessment "
                       "on noisy recordings.")
    assert not got & {"speech quality", "audio quality"}


def test_measure_before_task_noun_and_score_stays(ex):
    got = _metrics(ex, "We propose FooNet. FooNet improves the F1 detection scores of earlier detectors.")
    assert "F1" in got


def test_measure_without_task_noun_stays(ex):
    got = _metrics(ex, "We propose FooNet, which improves audio quality on noisy recordings.")
    assert "audio quality" in got


def test_measure_before_control_stays(ex):
    got = _metrics(ex, "We show that FooNet overcomes the limits of plain rankings by providing accurate "
                       "type-I error control.")
    assert any(m.startswith("type-I error") for m in got)


def test_consequences_after_resulting_in_are_no_metrics(ex):
    got = _metrics(ex, "We propose FooNet. Earlier losses see only pairwise views, resulting in limited "
                       "performance and heavy calculations.")
    assert not got & {"limited performance", "calculations", "heavy calculations"}


def test_measures_after_gains_in_stay(ex):
    got = _metrics(ex, "We propose FooNet, which brings large gains in sample quality, diversity and speed.")
    assert {"sample quality", "diversity", "speed"} <= got


@pytest.mark.parametrize("text, metric", [
    ("We propose FooNet. Human evaluation shows that FooNet writes clearer summaries.", "Human evaluation"),
    ("We propose FooNet, whose outputs earn favorable human assessments.", "human assessments"),
    ("We propose FooNet, whose ratings align with human opinion scores.", "human opinion scores"),
])
def test_human_judgements_are_metrics(ex, text, metric):
    assert metric in _metrics(ex, text)


@pytest.mark.parametrize("text", [
    "We propose FooNet. Automatic scores are only a proxy for human evaluation.",
    "We propose FooNet. Older scores were designed for the human evaluation of fluency.",
    "We propose FooNet. We discuss the role of human assessment in benchmark design.",
])
def test_human_judgements_discussed_are_no_metrics(ex, text):
    assert not any(m.lower().startswith("human") for m in _metrics(ex, text))


def test_standard_accuracy_keeps_its_modifier(ex):
    got = _metrics(ex, "We propose FooNet, which improves robustness without compromising standard accuracy.")
    assert "standard accuracy" in got and "accuracy" not in got
