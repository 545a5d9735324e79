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


def test_examples_after_a_comparison_are_methods(extractor):
    typed = _typed(extractor, "Both provers outperform all other general purpose provers for Lean, including "
                              "GrindBot, Prover42, and a transformer baseline by at least 2x.")
    assert typed.get("GrindBot") == "Method" and typed.get("Prover42") == "Method"


def test_examples_of_datasets_after_a_comparison_stay_datasets(extractor):
    typed = _typed(extractor, "Our model outperforms strong baselines on image datasets such as FrogSet and "
                              "KestrelQA.")
    assert typed.get("FrogSet") == "Dataset" and typed.get("KestrelQA") == "Dataset"


def test_first_word_of_a_longer_name_is_no_dataset(extractor):
    typed = _typed(extractor, "In this work, we propose Chain of Code (CoC), a simple extension that improves "
                              "reasoning. Experiments demonstrate that Chain of Code outperforms Chain of Ideas "
                              "across benchmarks; on FrogBench, Chain of Code achieves 84%, a gain of 12% over "
                              "Chain of Ideas.")
    assert typed.get("Chain") != "Dataset"
    assert typed.get("FrogBench") == "Dataset"


def test_examples_of_tasks_after_a_comparison_stay_datasets(extractor):
    typed = _typed(extractor, "Our coder consistently outperforms similar-sized LMs across various code-related "
                              "tasks including FrogEval and KestrelQA.")
    assert typed.get("KestrelQA") == "Dataset"


def test_list_with_a_name_before_a_dataset_noun_stays_datasets(extractor):
    typed = _typed(extractor, "We test the optimizer with LSTM training on FrogText, DLRM training on Criteo "
                              "dataset, VarNet on Knee Scan dataset, and more.")
    assert typed.get("Knee Scan") == "Dataset"


def test_name_of_both_a_dataset_and_a_method_needs_a_data_cue(extractor):
    # "ADAM" is a Papers with Code dataset and a method: "in ADAM" says nothing of data
    typed = _typed(extractor, "Both adapter matrices are updated with the same learning rate in ADAM, which "
                              "slows our tuner down.")
    assert typed.get("ADAM") != "Dataset"


@pytest.mark.parametrize("text, name", [
    ("We study learning problems solved via Branch-and-Bound (BnB) algorithms, and our test speeds up "
     "standard BnB implementations.", "BnB"),
    ("Our sampler, an adaptation of the PAGE method to bilevel problems, is optimal; we also analyse "
     "plain PAGE.", "PAGE"),
])
def test_name_written_before_a_method_noun_is_no_dataset(extractor, text, name):
    assert _typed(extractor, text).get(name) != "Dataset"
