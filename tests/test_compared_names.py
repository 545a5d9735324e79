"""Names listed right after a comparison cue are compared methods (roles_methods)."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _methods(extractor, text: str) -> dict[str, str]:
    e = extractor.extract(Paper(id="c", abstract=text))
    return {m.text: m.role for m in e.mentions if m.type == "Method"}


@pytest.mark.parametrize("text, compared", [
    ("We propose QuickSeg for scene parsing. QuickSeg outperforms SegNova, PanoDet and MaskLite on Cityscapes.",
     {"SegNova", "PanoDet", "MaskLite"}),
    ("We propose VeriQuick for network verification. VeriQuick is faster than Kestrel and Bramble.",
     {"Kestrel", "Bramble"}),
    ("We propose GraphWeave for link prediction. Compared with NodeSpin and EdgeFold, GraphWeave is faster.",
     {"NodeSpin", "EdgeFold"}),
])
def test_every_name_of_the_list_after_the_cue_is_compared(extractor, text, compared):
    roles = _methods(extractor, text)
    assert {t for t, r in roles.items() if r == "compared"} == compared


def test_a_dataset_after_the_list_an_adjective_and_a_based_modifier_are_not_compared(extractor):
    text = ("We propose TinyFlow for density estimation. TinyFlow outperforms Bayesian and Langevin-based "
            "samplers and beats FlowGrid on Cityscapes.")
    roles = _methods(extractor, text)
    assert roles.get("FlowGrid") == "compared"
    assert not {"Bayesian", "Langevin-based", "Cityscapes"} & set(roles)


def test_a_versioned_model_of_a_known_family_is_a_method(extractor):
    text = ("We propose MathTune for math reasoning. We fine-tune GPT-3.5, GPT-4 and Llama-3.1 on GSM8K, "
            "and MathTune beats Qwen2.5 there.")
    roles = _methods(extractor, text)
    assert {t: roles.get(t) for t in ("GPT-3.5", "GPT-4", "Llama-3.1", "Qwen2.5")} == {
        "GPT-3.5": "used", "GPT-4": "used", "Llama-3.1": "used", "Qwen2.5": "compared"}
    assert "GSM8K" not in roles


def test_a_known_method_behind_a_short_prefix_and_hyphen_is_part_of_the_name(extractor):
    roles = _methods(extractor, "We build on β-VAE to learn disentangled representations on dSprites.")
    assert "β-VAE" in roles and "VAE" not in roles


def test_a_gazetteer_method_after_a_short_prefix_and_hyphen_is_not_a_second_method(extractor):
    roles = _methods(extractor, "We propose β-VAE for disentanglement. β-VAE outperforms InfoGAN on dSprites.")
    assert roles.get("β-VAE") == "proposed" and "VAE" not in roles
    roles = _methods(extractor, "We propose FastDP for private training. We train a VAE with DP-SGD on MNIST.")
    assert "VAE" in roles and "SGD" not in roles


def test_names_listed_after_compared_with_are_baselines_not_datasets(extractor):
    e = extractor.extract(Paper(id="c", abstract=(
        "Compared with LoRA, QLoRA and DoRA, our adapter reaches higher accuracy on GLUE.")))
    by_text = {m.text: (m.type, m.role) for m in e.mentions}
    assert {k: by_text.get(k) for k in ("LoRA", "QLoRA", "DoRA", "GLUE")} == {
        "LoRA": ("Method", "compared"), "QLoRA": ("Method", "compared"), "DoRA": ("Method", "compared"),
        "GLUE": ("Dataset", "dataset")}
