"""Method rules of methods round 10 (kg/extract/roles_methods.py). Every sentence is written
for these tests.

* A method the paper does without ("without fine-tuning", "does not rely on X", "no need
  for X", "eliminates the need for X") is only mentioned, not used; "with and without X",
  "not only X", "cannot ... without X" and "we avoid this by X" still use it.
* A name followed by a noun of amount after a comparison cue ("more tokens than the
  Chinchilla budget") measures an amount: it is no compared baseline.
* Size and release words in lower case belong to a spaced model name ("Phi 3 mini", "Qwen 2
  base"), unless a content word follows ("Llama 2 large language model").
"""
from __future__ import annotations

import pytest

from tests.factories import run


def _methods(extraction) -> dict[str, str]:
    return {m.text: m.role for m in extraction.mentions if m.type == "Method" and m.role != "proposed"}


@pytest.mark.parametrize("sentence, method", [
    ("We show that our sparse tagger transfers to new domains without fine-tuning.", "fine-tuning"),
    ("We show that our tagger does not rely on knowledge distillation at all.", "knowledge distillation"),
    ("We show that there is no need for knowledge distillation in our tagger.", "knowledge distillation"),
    ("We show that our tagger eliminates the need for knowledge distillation.", "knowledge distillation"),
])
def test_a_method_done_without_is_only_mentioned(extractor, sentence, method):
    found = _methods(run(extractor, sentence))
    assert found.get(method) == "mention", found


@pytest.mark.parametrize("sentence, method", [
    ("We train our tagger with and without knowledge distillation.", "knowledge distillation"),
    ("We show that our tagger not only uses knowledge distillation but also prunes heads.",
     "knowledge distillation"),
    ("We show that our task cannot be solved without knowledge distillation.", "knowledge distillation"),
    ("We avoid label noise by knowledge distillation from a large teacher.", "knowledge distillation"),
])
def test_a_use_stays_a_use(extractor, sentence, method):
    found = _methods(run(extractor, sentence))
    assert found.get(method) == "used", found


def test_a_negation_ends_at_the_clause(extractor):
    found = _methods(run(extractor, "We train without labels, and we apply knowledge distillation."))
    assert found.get("knowledge distillation") == "used", found


def test_a_name_that_measures_an_amount_is_no_baseline(extractor):
    found = _methods(run(extractor, "We train our 1B model on ten times more tokens than the Chinchilla budget."))
    assert found.get("Chinchilla") != "compared", found
    found = _methods(run(extractor, "Our 1B model outperforms Chinchilla on every reading task."))
    assert found.get("Chinchilla") == "compared", found


def test_lower_case_size_words_belong_to_the_model(extractor):
    found = _methods(run(extractor, "We fine-tune Phi 3 mini and Qwen 2 base on school algebra problems."))
    assert {"Phi 3 mini", "Qwen 2 base"} <= set(found), found
    assert not {"Phi 3", "Qwen 2"} & set(found), found


def test_a_size_word_before_a_content_word_is_no_variant(extractor):
    found = _methods(run(extractor, "We prompt Llama 2 large language model variants with riddles."))
    assert "Llama 2" in found and "Llama 2 large" not in found, found


@pytest.mark.parametrize("sentence, part, whole", [
    ("We compare our planner against baselines such as Thompson sampling and UCB.", "Thompson", "Thompson sampling"),
    ("Our sampler outperforms baselines such as Riemannian gradient descent.", "Riemannian",
     "Riemannian gradient descent"),
    ("We compare with inference methods like Markov chain Monte Carlo or variational inference.", "Markov", None),
])
def test_a_title_word_before_a_lower_case_phrase_is_no_method(extractor, sentence, part, whole):
    found = _methods(run(extractor, sentence))
    assert part not in found, found
    assert whole is None or whole in found, found


@pytest.mark.parametrize("sentence, name", [
    ("Vision models like Flamingo support arbitrarily long inputs, and we build on them.", "Flamingo"),
    ("We build on the Learn-then-Test calibration framework for our detector.", "Learn-then-Test"),
    ("We train with the Adam optimizer.", "Adam"),
])
def test_a_name_before_a_descriptor_or_a_verb_stays(extractor, sentence, name):
    assert name in _methods(run(extractor, sentence))


def test_a_size_word_after_an_unspaced_version(extractor):
    found = _methods(run(extractor, "We probe GPT-4o mini and GPT-3.5 turbo with riddles."))
    assert {"GPT-4o mini", "GPT-3.5 turbo"} <= set(found), found
    found = _methods(run(extractor, "We distil GPT-4 large language model outputs into a tagger."))
    assert "GPT-4 large" not in found, found


def test_a_score_after_a_model_family_is_no_version(extractor):
    names = set(_methods(run(extractor, "Results on the held-out split: our tagger 71.4%, CLIP 68.3%, "
                                        "Llama 2 55.0%, Gemini 12.5 points.")))
    assert {"CLIP", "Llama 2"} <= names
    assert not {"CLIP 68.3", "Llama 2 55.0", "Gemini 12.5"} & names, names
