"""Dataset precision rules of entities round 6 (kg.extract.roles_datasets): a list is of one
class (a list holding a model or a method the abstract names elsewhere lists methods), earlier
work before "such as" lists methods, and model family names in another casing are models.
Every sentence is written for these tests."""
from __future__ import annotations

import pytest

from tests.factories import run


def _typed(extractor, text: str) -> dict[str, str]:
    return {m.text: m.type for m in run(extractor, text).mentions}


@pytest.mark.parametrize("text, names", [
    # one member is a method the abstract lists under a model noun elsewhere
    ("We show that cheap substitutes for convolution (e.g., FrogNet, KestrelX, UmbraV) keep a small "
     "state. We also find that sparse models (e.g., KestrelX) lose accuracy on long inputs.",
     ["FrogNet", "KestrelX", "UmbraV"]),
    # one member is a pretrained model's name
    ("We run extensive evaluations on Qwen-7B, LynxOne and PomeloXL, and our probe beats all baselines.",
     ["LynxOne", "PomeloXL"]),
    ("Experiments on LLaMa, Falcon and MPT show that our probe is robust.", ["LLaMa", "MPT"]),
    # earlier work before "such as"
    ("Our sampler outperforms prior work in mask design such as KELP, TORVO and MIRE.",
     ["KELP", "TORVO", "MIRE"]),
])
def test_a_list_with_a_method_lists_methods(extractor, text, names):
    typed = _typed(extractor, text)
    for n in names:
        assert typed.get(n) == "Method", (n, typed)


@pytest.mark.parametrize("text, names", [
    # a known dataset in the list keeps it a list of datasets
    ("Experiments on ImageNet, Kestrel and Umbra show gains over ResNet-50 baselines.", ["ImageNet"]),
    # no method among the names: datasets
    ("Experiments on FrogSet, KestrelQA and UmbraBench show that our method is robust.",
     ["FrogSet", "KestrelQA", "UmbraBench"]),
])
def test_dataset_lists_stay_datasets(extractor, text, names):
    typed = _typed(extractor, text)
    for n in names:
        assert typed.get(n) == "Dataset", (n, typed)


def test_model_family_in_another_casing_is_no_dataset(extractor):
    typed = _typed(extractor, "We evaluate our attribution method on LLaMa 2 and Vicuna-13B models "
                              "across five tasks, and it beats gradient baselines.")
    assert typed.get("LLaMa") != "Dataset"
