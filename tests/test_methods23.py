"""Method-used rules of methods round 23 (kg/extract/roles_methods.py). Every sentence is
written for these tests.

* A plural model noun whose modifiers name a class of architectures is a model family
  used, studied or compared against (rule ``method-np``, through
  ``_model_family_plural``): "deep generative models", "autoregressive models", "large
  foundation models", "equivariant networks". Not: "models" after other modifiers
  ("future models", "selected models", "related models").
* A CamelCase name that no rule typed is a model or system used or compared against
  (rule ``method-camel``): "decoded by MoonCodec", "the standard method, FedAvg".
  Not: a name after "from" / "on" (data), a venue or platform ("GitHub"), two words
  glued by a lost space ("ResultsOur"), a name in a sentence that names the paper's own
  work ("we obtain GlacierTrack").
* Names listed after a class noun (rule ``method-class-list``) may follow an opener
  inside a bracket ("selection mechanisms (e.g., Foo, Bar)", one name enough there) and
  an article after the opener ("algorithms such as the Lasso"); the class nouns include
  "mechanisms", "encodings", "detectors", "encoders", "backbones".
"""
from __future__ import annotations

import pytest

from tests.factories import run


def _methods(sentence: str, extractor) -> set[str]:
    """The texts of the Method mentions that are not proposed in ``sentence``."""
    return {m.text for m in run(extractor, sentence).mentions if m.type == "Method" and m.role != "proposed"}


@pytest.mark.parametrize("sentence,family", [
    ("Deep generative models often memorise rare bird calls in the training clips.", "Deep generative models"),
    ("The tide forecaster is compared with autoregressive models on hourly gauges.", "autoregressive models"),
    ("Large foundation models answer the farming questions in three dialects.", "Large foundation models"),
    ("The crystal encoder keeps the symmetry that equivariant networks exploit.", "equivariant networks"),
])
def test_model_family_in_plural_is_a_method(extractor, sentence, family):
    assert family in _methods(sentence, extractor)


@pytest.mark.parametrize("sentence,phrase", [
    ("The audit protocol will also apply to future models of the loan office.", "future models"),
    ("Only selected models enter the second round of the tender.", "selected models"),
    ("We surveyed related models of river flooding in the delta.", "related models"),
])
def test_no_family_after_other_modifiers(extractor, sentence, phrase):
    assert phrase not in _methods(sentence, extractor)


def _camel(sentence: str, extractor) -> set[str]:
    """The texts of rule ``method-camel`` in ``sentence``."""
    return {m.text for m in run(extractor, sentence).mentions if m.rule == "method-camel" and m.type == "Method"}


@pytest.mark.parametrize("sentence,name", [
    ("The compressed weights are decoded by MoonCodec at run time.", "MoonCodec"),
    ("The standard method, FedAvg, suffers from client drift on skewed phones.", "FedAvg"),
    ("Short answers written by ChatGPT often contradict the long ones.", "ChatGPT"),
])
def test_camel_case_name_is_a_model_used(extractor, sentence, name):
    assert _camel(sentence, extractor) == {name}


@pytest.mark.parametrize("sentence,name", [
    ("Combining both parts, we obtain GlacierTrack, which follows ice floes well.", "GlacierTrack"),
    ("We map the reefs with our tool CoralScan, which reads sonar sweeps.", "CoralScan"),
    ("Tokens were drawn from CommonPile before training.", "CommonPile"),
    ("The scripts are hosted on GitHub with the raw logs.", "GitHub"),
    ("The gains are large. ResultsOur probe is slow on long inputs.", "ResultsOur"),
])
def test_no_camel_case_model(extractor, sentence, name):
    assert name not in {m.text for m in run(extractor, sentence).mentions if m.type == "Method" and m.role != "proposed"}


def _class_list(sentence: str, extractor) -> set[str]:
    """The texts of rule ``method-class-list`` in ``sentence``."""
    return {m.text for m in run(extractor, sentence).mentions if m.rule == "method-class-list"}


@pytest.mark.parametrize("sentence,names", [
    ("Classical solvers such as the Lasso need many samples on gene panels.", {"Lasso"}),
    ("Voting mechanisms (e.g., Borda Count, Copeland Rule) aggregate the rankings.", {"Borda Count", "Copeland Rule"}),
    ("Off-the-shelf detectors (such as Mask Scout) miss the small kelp patches.", {"Mask Scout"}),
])
def test_names_after_opener_in_bracket_or_article(extractor, sentence, names):
    assert _class_list(sentence, extractor) == names


def test_single_bracketed_name_without_opener_is_no_list(extractor):
    assert _class_list("Graph encoders (GraphFoo) read the molecule.", extractor) == set()
