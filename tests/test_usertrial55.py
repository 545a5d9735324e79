"""Extraction misses a library user found on their own abstracts (session 54's NLP-engineer
trial), fixed as classes in session 55 (extL55): an attributive "named" is no naming cue
("applies X to named entity recognition"); an acronym pair whose forms act as a system is a
method ("we use DPR as the retriever"); a decimal release number is part of a dataset's name
("OntoNotes 5.0"); a model's release number is part of its name and no result ("improves
over Zorb 2 in quality"); "we compare against A" lists compared methods. Every sentence is
written for these tests (invented names, not copied from gold or corpus)."""
from __future__ import annotations

import pytest

from kg.extract import roles_base
from tests.factories import run


def _mentions(extractor, text: str) -> dict[str, tuple[str, str]]:
    return {m.text: (m.type, m.role) for m in run(extractor, text).mentions}


# ----------------------------------------------------------------- 1. attributive "named"
@pytest.mark.parametrize("text", [
    "We propose GlintTag, which applies prefix tuning to named entity recognition in legal contracts.",
    "We introduce a framework that transfers adapter weights to named entity recognition.",
    "Our tagger handles nested named entity recognition across four languages.",
])
def test_attributive_named_gives_no_proposal(extractor, text):
    got = _mentions(extractor, text)
    assert "entity recognition" not in got
    assert not any(role == "proposed" and "entity" in name for name, (_t, role) in got.items())
    assert got.get("named entity recognition", got.get("nested named entity recognition", ("", "")))[0] == "Task"


def test_naming_participle_after_a_noun_still_names(extractor):
    got = _mentions(extractor, "We propose a new sampler named Quillon, which mixes faster than Gibbs sampling.")
    assert got.get("Quillon") == ("Method", "proposed")


def test_attributive_participle_reads_the_word_before():
    lower = ["we", "apply", "it", "to", "named", "entity", "recognition", "."]
    pos = ["PRON", "VERB", "PRON", "PART", "VERB", "NOUN", "NOUN", "PUNCT"]
    assert roles_base.attributive_participle(lower, pos, 4)
    lower2 = ["a", "sampler", "named", "quillon"]
    pos2 = ["DET", "NOUN", "VERB", "PROPN"]
    assert not roles_base.attributive_participle(lower2, pos2, 2)
    assert ("NAMING", 2, 3) in roles_base.proposal_matches(lower2, pos2)
    assert not any(label == "NAMING" for label, _s, _e in roles_base.proposal_matches(lower, pos))


# ------------------------------------------------- 2. an acronym pair acting as a system
def test_acronym_used_as_the_retriever_is_a_method(extractor):
    got = _mentions(extractor, "Token window retrieval (TWR) is a classic component of search engines. "
                               "We use TWR as the retriever and train a reranker on top of it.")
    assert got.get("Token window retrieval") == ("Method", "used")
    assert got.get("TWR") == ("Method", "used")


def test_acronym_outperformed_is_a_compared_method(extractor):
    got = _mentions(extractor, "Neural keyword expansion (NKE) is a recent alternative to dense encoders. "
                               "Our reranker outperforms NKE on two question answering collections.")
    assert got.get("Neural keyword expansion") == ("Method", "compared")


def test_acronym_of_a_task_with_models_for_it_stays_a_task(extractor):
    got = _mentions(extractor, "Depth map completion (DMC) is a key problem in robotics. We propose "
                               "FillNet, which outperforms DMC baselines on two indoor scenes.")
    assert got.get("Depth map completion", ("", ""))[0] == "Task"


# ------------------------------------------------------- 4. decimal release of a dataset
@pytest.mark.parametrize("text, name", [
    ("We evaluate our tagger on Quorvex 4.0 and CoNLL-2003.", "Quorvex 4.0"),
    ("Experiments on SQuAD 2.0 and TriviaQA show consistent gains.", "SQuAD 2.0"),
])
def test_decimal_release_stays_in_the_dataset_name(extractor, text, name):
    assert _mentions(extractor, text).get(name, ("", ""))[0] == "Dataset"


def test_decimal_value_after_a_dataset_is_no_release(extractor):
    got = _mentions(extractor, "Our model improves accuracy on CIFAR-10 by 2.5 points and on ImageNet 1.5 % over ResNet.")
    assert got.get("ImageNet", ("", ""))[0] == "Dataset"
    assert "ImageNet 1.5" not in got


# -------------------------------------------------- 5. release number of a compared model
def test_model_release_number_is_part_of_the_name_and_no_result(extractor):
    ex = run(extractor, "Listening tests show that our vocoder improves over Harmonet and Brisko 3 in MOS on LibriTTS.")
    got = {m.text: (m.type, m.role) for m in ex.mentions}
    assert got.get("Brisko 3") == ("Method", "compared")
    assert "Brisko" not in got
    assert not any(r.value == "3" for r in ex.results)


def test_number_with_a_unit_after_a_model_is_no_release(extractor):
    got = _mentions(extractor, "Our decoder outperforms Harmonet 2 times over on long inputs.")
    assert "Harmonet 2" not in got


# ------------------------------------------------------- 6. "compare against / with" lists
@pytest.mark.parametrize("text", [
    "In this work we compare against Verbix and propose TalkSpan, a streaming recognizer.",
    "We compare our recognizer with Verbix and Corvane on three accents.",
    "We benchmark against Verbix and Corvane on noisy speech.",
])
def test_compare_against_lists_compared_methods(extractor, text):
    got = _mentions(extractor, text)
    assert got.get("Verbix") == ("Method", "compared")


def test_benchmark_noun_with_names_is_no_comparison(extractor):
    got = _mentions(extractor, "We introduce a benchmark with Zorbia and Plonkia tasks for planning agents.")
    assert got.get("Zorbia", ("", ""))[1] != "compared"


def test_relative_word_before_the_participle_still_names(extractor):
    got = _mentions(extractor, "We develop a cortical map model (which called TRI-loop) that links spatial and verbal memory.")
    assert got.get("TRI-loop", ("", ""))[1] == "proposed"


def test_quantity_with_a_value_is_no_release(extractor):
    got = _mentions(extractor, "Our bound holds even for a hypothesis class with Natarajan-dimension 1.")
    assert "Natarajan-dimension 1" not in got


def test_problem_setting_called_still_names_the_setting(extractor):
    got = _mentions(extractor, "In this paper, we study a problem setting called Open-set Label Drift (OLD), "
                               "which involves training on old classes and testing on new ones.")
    assert got.get("Open-set Label Drift", ("", ""))[0] == "Task"
