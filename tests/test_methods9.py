"""Method rules of methods round 9 (kg/extract/roles_methods.py). Every sentence is written
for these tests.

* A model family and a version written apart, with a size and up to two capitalised variant
  words ("Claude 3.5 Sonnet", "Gemini 1.5 Pro", "Llama 3 70B"), and model ids in lower
  case ("o1-preview", "gpt-4o-mini") are methods used; the family word inside a longer
  model name ("RoBERTa" of "RoBERTa-large") is no second method.
* Every item of a list that "Unlike" / "In contrast to" opens gets one role: compared in a
  sentence about the paper's own work, background otherwise.
* A known method after a short prefix and a hyphen ("DP-SGD", "β-VAE") makes the whole
  name a method (not the tail alone); a phrase after "for" that ends in a task that is no
  method ("for disentangled representation learning") is the task served, no method.
* A noun phrase of a method opened by a process word ("training deep neural networks", "a
  trained diffusion model") names the method without it; a capitalised name keeps it
  ("Fitted Q Iteration").
"""
from __future__ import annotations

from tests.factories import run


def _methods(extraction) -> dict[str, str]:
    return {m.text: m.role for m in extraction.mentions if m.type == "Method" and m.role != "proposed"}


def test_spaced_versions_and_variant_words(extractor):
    found = _methods(run(extractor, "We prompt Claude 3.5 Sonnet, Gemini 1.5 Pro, Mistral 7B and Llama 3 70B "
                                    "to grade proofs written by students."))
    assert {"Claude 3.5 Sonnet", "Gemini 1.5 Pro", "Mistral 7B", "Llama 3 70B"} <= set(found), found
    assert not {"Claude", "Gemini", "Llama"} & set(found), found


def test_a_family_of_two_words_takes_its_version(extractor):
    # "Stable Diffusion 1.5" and "Stable Diffusion 3" are two models, not one "Stable Diffusion"
    found = _methods(run(extractor, "We distil Stable Diffusion 1.5 and Stable Diffusion 3 into one student."))
    assert {"Stable Diffusion 1.5", "Stable Diffusion 3"} <= set(found), found
    assert "Stable Diffusion" not in found, found


def test_names_unknown_to_the_gazetteer_after_unlike_are_compared(extractor):
    found = _methods(run(extractor, "We propose EnergyGap, a detector. Unlike MSP, ODIN or Mahalanobis, "
                                    "our method requires no tuning."))
    assert {k: v for k, v in found.items() if k in ("MSP", "ODIN", "Mahalanobis")} == {
        "MSP": "compared", "ODIN": "compared", "Mahalanobis": "compared"}, found
    # about prior work only: no comparison the paper draws
    found = _methods(run(extractor, "Unlike MSP and ODIN, prior detectors need labels. We propose EnergyGap."))
    assert "compared" not in found.values(), found


def test_a_margin_over_a_model_makes_it_compared(extractor):
    found = _methods(run(extractor, "We propose ChainJudge, a verifier. ChainJudge improves accuracy by 4.1% "
                                    "over GPT-4 on GSM8K."))
    assert found.get("GPT-4") == "compared", found


def test_a_known_method_inside_a_compared_name_is_no_method_of_its_own(extractor):
    found = _methods(run(extractor, "We propose EnsNet. Unlike Deep Ensembles, MC Dropout or SWAG, "
                                    "our method is cheap."))
    assert {"Deep Ensembles", "MC Dropout", "SWAG"} <= set(found) and "Dropout" not in found, found


def test_a_count_after_a_family_is_no_version(extractor):
    found = _methods(run(extractor, "We propose TinyTune, a tuner. We fine-tune Llama 3 times with different seeds."))
    assert "Llama 3" not in found, found


def test_lower_case_model_ids(extractor):
    found = _methods(run(extractor, "We query o1-preview and gpt-4o-mini with the same riddles."))
    assert {"o1-preview", "gpt-4o-mini"} <= set(found), found


def test_a_checkpoint_hides_its_family_name(extractor):
    found = _methods(run(extractor, "We fine-tune RoBERTa-large and BERT-base on the parsed forum posts."))
    assert {"RoBERTa-large", "BERT-base"} <= set(found), found
    assert "RoBERTa" not in found and "BERT" not in found, found


def test_a_capitalised_stop_word_ends_the_variant(extractor):
    found = _methods(run(extractor, "We compare against Llama 2 In addition to two smaller baselines."))
    assert "Llama 2" in found, found
    assert not any(k.startswith("Llama 2 In") for k in found), found


def test_every_item_after_unlike_is_compared(extractor):
    found = _methods(run(extractor, "Unlike GCN, GAT or GraphSAGE, our model uses persistent homology to "
                                    "aggregate features of molecules."))
    assert [found.get(k) for k in ("GCN", "GAT", "GraphSAGE")] == ["compared"] * 3, found


def test_in_contrast_to_a_list_is_compared(extractor):
    found = _methods(run(extractor, "In contrast to BERT and RoBERTa, we pretrain with a span objective."))
    assert found.get("BERT") == found.get("RoBERTa") == "compared", found


def test_unlike_in_background_is_one_background_role(extractor):
    found = _methods(run(extractor, "Unlike GCN, GAT or GraphSAGE, spectral filters need eigenvectors."))
    assert [found.get(k) for k in ("GCN", "GAT", "GraphSAGE")] == ["mention"] * 3, found


def test_a_prefixed_known_method_is_a_method_whole(extractor):
    found = _methods(run(extractor, "Current practice in DP-SGD often picks weak privacy budgets for our audits."))
    assert "DP-SGD" in found and "SGD" not in found, found


def test_a_prefixed_tail_inside_a_noun_phrase_is_no_method_alone(extractor):
    found = _methods(run(extractor, "We train models with Adam and compare against β-VAE baselines."))
    assert "β-VAE" in found and "VAE" not in found, found


def test_a_modified_task_after_for_is_no_method(extractor):
    found = _methods(run(extractor, "We propose a sampler for disentangled representation learning on images."))
    assert "disentangled representation learning" not in found, found


def test_a_modified_task_that_is_also_a_method_stays(extractor):
    found = _methods(run(extractor, "We propose a sampler for graph contrastive learning on molecules."))
    assert "graph contrastive learning" in found or "contrastive learning" in found, found


def test_training_before_a_method_phrase_is_dropped(extractor):
    found = _methods(run(extractor, "We analyse how training deep neural networks with noisy labels fails."))
    assert "deep neural networks" in found and "training deep neural networks" not in found, found


def test_trained_before_a_method_phrase_is_dropped(extractor):
    found = _methods(run(extractor, "We probe a trained diffusion model with noisy prompts."))
    assert "diffusion model" in found and "trained diffusion model" not in found, found


def test_a_capitalised_process_word_stays_in_a_name(extractor):
    found = _methods(run(extractor, "We compare against Fitted Q Iteration on four control tasks."))
    assert "Fitted Q Iteration" in found, found


def test_a_compared_spaced_model_is_one_method(extractor):
    found = _methods(run(extractor, "We introduce EchoPlan, a planner that outperforms Claude 3 Opus and "
                                    "GPT-4 Turbo on travel tasks."))
    assert found.get("Claude 3 Opus") == "compared", found
    assert "Claude" not in found and "Opus" not in found, found
