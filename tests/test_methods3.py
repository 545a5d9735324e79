"""Method noun phrases of kg.extract.roles_methods on sentences written for these tests:
hyphenated verbs that open a phrase, judgements hyphenated before a participle, and a
dataset name before "models"."""
from __future__ import annotations

from kg.records import Paper


def methods(extractor, text: str) -> set[str]:
    ex = extractor.extract(Paper(id="t", title="", abstract=text))
    return {m.text for m in ex.mentions if m.type == "Method"}


def test_hyphenated_verb_is_not_part_of_the_method(extractor):
    found = methods(extractor, "Practitioners often pre-train vision transformers and fine-tune graph neural networks.")
    assert {"vision transformers", "graph neural networks"} <= found
    assert not any(t.startswith(("pre-train ", "fine-tune ")) for t in found)


def test_hyphenated_participle_modifier_stays(extractor):
    found = methods(extractor, "We compress pre-trained vision transformers.")
    assert "pre-trained vision transformers" in found or "vision transformers" in found
    assert not any(t.startswith("fine-tune") for t in found)


def test_judging_compound_is_stripped(extractor):
    found = methods(extractor, "Ensembles yield well-calibrated graph neural networks and better-calibrated models.")
    assert "graph neural networks" in found
    assert not any(t.startswith(("well-", "better-")) for t in found)


def test_judging_compound_helper():
    from kg.extract.roles_methods import MethodRules
    assert MethodRules._judging_compound("better-calibrated")
    assert MethodRules._judging_compound("well-trained")
    assert not MethodRules._judging_compound("low-rank")
    assert not MethodRules._judging_compound("self-supervised")
    assert MethodRules._verb_compound("fine-tune")
    assert not MethodRules._verb_compound("fine-tuning")
    assert not MethodRules._verb_compound("pre-trained")


def test_known_dataset_before_models_is_no_method(extractor):
    found = methods(extractor, "We audit 120 pretrained ImageNet models for calibration.")
    assert "ImageNet" not in found


def test_model_name_before_models_is_still_a_method(extractor):
    found = methods(extractor, "We audit the MobileBERT model for calibration.")
    assert "MobileBERT" in found


def test_adjective_before_gerund_is_no_judgement(extractor):
    from kg.extract.roles_methods import MethodRules
    assert not MethodRules._judging_compound("full-finetuning")
    found = methods(extractor, "Our adapter beats traditional full-finetuning on ten tasks.")
    assert any("full-finetuning" in t for t in found)
