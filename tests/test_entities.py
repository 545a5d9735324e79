"""Unit tests of the extraction components: names, noun phrases, POS table, gazetteer."""
from __future__ import annotations

import pytest

from kg.extract import load_nlp
from kg.extract.acronyms import acronyms_for, get_acronyms
from kg.extract.chunks import noun_phrases
from kg.extract.gazetteer import GazetteerMatcher
from kg.extract.names import find_names, word_shape
from kg.extract.pipeline import load_nlp as _load
from kg.extract.roles import get_mentions


@pytest.fixture(scope="module")
def nlp():
    return load_nlp()


@pytest.mark.parametrize("word,shape", [
    ("ReasonAug", "strong"), ("4RC", "strong"), ("MSMT17", "strong"), ("CIFAR-10", "strong"),
    ("GNNs", "strong"), ("Design-Bench", "strong"), ("3D-SDSA", "strong"),
    ("Chest", "title"), ("Spike-driven", "title"),
    ("3D", ""), ("7B", ""), ("II", ""), ("LLM-based", ""), ("3D-aware", ""), ("however", ""),
    ("We", ""), ("model", ""),
])
def test_word_shape(word, shape):
    assert word_shape(word) == shape


def test_find_names_runs_and_sentence_openers():
    text = "Results on NIH Chest X-ray improve. Transformers fail, but Mixture of Experts works."
    starts = {0, text.index("Transformers")}
    got = {text[s:e]: lab for s, e, lab in find_names(text, starts)}
    assert got["NIH Chest X-ray"] == "STRONG"
    assert got["Mixture of Experts"] == "TITLE"
    assert "Results" not in got and "Transformers" not in got  # single capitalised openers


def test_find_names_splits_missing_space_after_full_stop():
    text = "the judgment.Our method"
    assert [text[s:e] for s, e, _ in find_names(text, {0})] == []


def test_noun_phrases_keep_hyphenated_compounds(nlp):
    doc = nlp("FactGuard combines domain-specific agentic supervised fine-tuning with "
              "decision-aware reinforcement learning for cross-view urban perception.")
    phrases = [s.text for s in noun_phrases(doc)]
    assert "domain-specific agentic supervised fine-tuning" in phrases
    assert "decision-aware reinforcement learning" in phrases
    assert "cross-view urban perception" in phrases


def test_tagmap_matches_attribute_ruler():
    full = _load(fast_pos=False)
    fast = _load()
    text = ("There is a model that we trained, and it does not converge; "
            "however, they have shown that SGD with momentum is robust.")
    assert [t.pos_ for t in full(text)] == [t.pos_ for t in fast(text)]


def test_gazetteer_case_rules(nlp):
    gz = GazetteerMatcher(nlp, extra={"Method": ["GRPO", "knowledge distillation", "Adapter"],
                                      "Dataset": ["ImageNet-1k", "DEMAND", "SR"],
                                      "Task": ["semantic segmentation"]}, use_vocab=False)
    doc = gz(nlp.make_doc("We use GRPO and Knowledge Distillation with an adapter on ImageNet-1k "
                          "for Semantic Segmentation (SR); the demand grows. Top-1 accuracy and FID improve."))
    got = {(s.text, s.label_) for s in doc.spans["paperkg_gazetteer"]}
    assert ("GRPO", "Method") in got and ("Knowledge Distillation", "Method") in got
    assert ("ImageNet-1k", "Dataset") in got and ("Semantic Segmentation", "Task") in got
    assert not any(t == "adapter" for t, _ in got)          # case-sensitive single word
    assert not any(t.lower() == "demand" for t, _ in got)   # dataset names match case-sensitively
    assert not any(t == "SR" for t, _ in got)                # short all-caps dataset names are skipped
    assert ("FID", "Metric") in got and ("Top-1 accuracy", "Metric") in got  # longest match


def test_acronyms_for_sorts_definitions_by_offset():
    text = "We use Graph Neural Networks (GNNs) and a Dual Attention Head (DAH)."
    found = acronyms_for(text, [(0, len(text))])
    assert [a.short for a in found] == ["GNNs", "DAH"]
    pairs = {(a.short, a.long) for a in found}
    assert pairs == {("GNNs", "Graph Neural Networks"), ("DAH", "Dual Attention Head")}


def test_components_store_results_on_doc(nlp):
    doc = nlp("We propose VoxelMind, a framework for 3D scene understanding.")
    assert [m.text for m in get_mentions(doc) if m.role == "proposed"] == ["VoxelMind"]
    assert any(s.text == "VoxelMind" for s in doc.spans["paperkg_names"])
    assert get_acronyms(doc) == []


def test_hyphenated_verb_after_a_subject_pronoun_is_no_noun_phrase():
    from kg.extract import load_nlp
    from kg.extract.chunks import noun_phrases

    nlp = load_nlp()
    doc = nlp("We further fine-tune Stable Diffusion on new images. Fine-tuning is costly.")
    phrases = [s.text for s in noun_phrases(doc)]
    assert "Stable Diffusion" in phrases and not any("fine-tune" in p for p in phrases)
    assert "Fine-tuning" in phrases


def test_token_table_matches_the_tokens_and_is_cached_per_doc():
    from kg.extract import load_nlp
    from kg.extract.tokens import forget, token_table

    nlp = load_nlp()
    doc = nlp("We fine-tune GPT-2 (small) on 3 datasets.")
    tt = token_table(doc)
    assert tt.text == [t.text for t in doc] and tt.lower == [t.lower_ for t in doc]
    assert tt.pos == [t.pos_ for t in doc] and tt.tag == [t.tag_ for t in doc]
    assert tt.ws == [bool(t.whitespace_) for t in doc]
    assert tt.is_alpha == [t.is_alpha for t in doc] and tt.is_punct == [t.is_punct for t in doc]
    assert token_table(doc) is tt
    forget(doc)
    assert token_table(doc) is not tt and token_table(doc).pos == tt.pos
