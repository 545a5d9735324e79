"""Method-used recall rules of methods round 25 (kg/extract/roles_methods.py). Every
sentence is written for these tests.

* A lone singular operation noun ("-ization", "-isation", "-ification", "-ing") right
  after a verb of use names the technique the work applies (rule ``method-use-word``):
  "via sparsification", "adopt fuzzing", "using sketching". Not: another "-ation" noun
  ("via simulation": an activity), a plural, a word with an article before it or an
  object or "of" after it ("using sampling methods", "via binarization of the weights").
* A list after a plural class noun of methods and "such as" / "including" / "e.g." may
  hold lower-case technique phrases (rule ``method-class-list-np``): "detectors,
  including watermarking, ZetaScan and RhoCheck" gives all three. Not where the class
  noun is the complement of another noun ("problems in large language models, such as
  hallucination") or a class of risks or losses. A name that owns the next word ("Foo's
  text checker") ends the list.
* A compared family (rule ``method-compared-np``) may open with an adverb that grades its
  modifier ("outperform fully supervised baselines") and with two lead words joined by
  "and" ("over classical and existing learning-based methods"); an adverb that places it
  in time or use ("previously developed models") opens none.
"""
from __future__ import annotations

import pytest

from tests.factories import run


def _rule(sentence: str, extractor, rule: str) -> set[str]:
    """The texts of the non-proposed Method mentions of rule ``rule`` in ``sentence``."""
    return {m.text for m in run(extractor, sentence).mentions
            if m.rule == rule and m.type == "Method" and m.role != "proposed"}


@pytest.mark.parametrize("sentence,method", [
    ("The server shrinks each client update via sparsification before it averages them.", "sparsification"),
    ("We adopt fuzzing, a testing habit of compiler engineers, to find brittle prompts.", "fuzzing"),
    ("The bandit learner fills the missing rewards using sketching, which keeps memory small.", "sketching"),
    ("Our tracker keeps the memory bounded by applying binarization to the stored features.", "binarization"),
])
def test_operation_word_after_use_verb(extractor, sentence, method):
    assert _rule(sentence, extractor, "method-use-word") == {method}


@pytest.mark.parametrize("sentence", [
    "The soil model is checked via simulation on three farms.",
    "The agents reach agreement by leveraging communication among the drones.",
    "The gap is shown via simulations on the river data.",
    "We estimate the integral using sampling methods from the old toolbox.",
    "The encoder is shrunk via binarization of the weights in every block.",
])
def test_no_operation_word_outside_the_shape(extractor, sentence):
    assert _rule(sentence, extractor, "method-use-word") == set()


def _methods(sentence: str, extractor) -> set[str]:
    """The texts of the Method mentions that are not proposed in ``sentence``."""
    return {m.text for m in run(extractor, sentence).mentions if m.type == "Method" and m.role != "proposed"}


@pytest.mark.parametrize("sentence,method", [
    ("The tabular shifts are caught by common detectors, such as isolation scoring or kernel density trees, "
     "on the sensor logs.", "kernel density trees"),
    ("The filter defeats several detectors, including watermarking, ZetaScan and RhoCheck, on the essays.",
     "watermarking"),
    ("Our scheme stays compatible with compression frameworks such as pruning and quantization, so it runs on phones.",
     "pruning"),
])
def test_lower_case_item_after_class_noun(extractor, sentence, method):
    assert method in _methods(sentence, extractor)


def test_lower_case_list_item_opens_the_names_after_it(extractor):
    got = _methods("The filter defeats several detectors, including watermarking, ZetaScan and RhoCheck, on the essays.",
                   extractor)
    assert {"watermarking", "ZetaScan", "RhoCheck"} <= got


def test_possessor_name_ends_a_class_list(extractor):
    got = _rule("The filter defeats several detectors, including ZetaScan, RhoCheck and Quorix's text checker.",
                extractor, "method-class-list")
    assert "Quorix" not in got and {"ZetaScan", "RhoCheck"} <= got


@pytest.mark.parametrize("sentence,item", [
    ("Retrieval eases problems in large language models, such as hallucination and staleness.", "hallucination"),
    ("The essays carry risks, such as plagiarism issues, for the teachers.", "plagiarism issues"),
])
def test_no_lower_case_item_where_the_class_noun_heads_nothing(extractor, sentence, item):
    assert item not in _methods(sentence, extractor)


def _compared(sentence: str, extractor) -> set[str]:
    """The texts of the ``method-compared-np`` mentions of ``sentence``."""
    return {m.text for m in run(extractor, sentence).mentions if m.rule == "method-compared-np"}


@pytest.mark.parametrize("sentence,method", [
    ("With a tenth of the labels, our tagger can outperform fully supervised baselines on the ward notes.",
     "fully supervised baselines"),
    ("The tagger is stronger compared to fully supervised methods, above all with few notes.",
     "fully supervised methods"),
    ("Our decoder gives a 40% error reduction over classical and existing learning-based methods.",
     "learning-based methods"),
])
def test_graded_and_coordinated_leads_before_a_compared_family(extractor, sentence, method):
    assert method in _compared(sentence, extractor)


@pytest.mark.parametrize("sentence,word", [
    ("The model is small compared to previously developed models on the chest scans.", "developed"),
    ("Our chat model beats all previous openly released models on the quiz suite.", "released"),
])
def test_placing_adverb_opens_no_compared_family(extractor, sentence, word):
    assert not any(word in t for t in _compared(sentence, extractor))
