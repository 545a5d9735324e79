"""Dataset-versus-method decisions of kg.extract.roles_datasets and roles_methods on
sentences written for these tests: spelling variants of known datasets, devices,
slash-joined names, model names in dataset lists, names before method nouns."""
from __future__ import annotations

from kg.extract.gazetteer import dataset_squashed_keys, squash
from tests.factories import typed


def test_squash_joins_spellings():
    assert squash("CNN / Daily Mail") == squash("CNN/DailyMail") == "cnndailymail"
    assert squash("") == ""


def test_dataset_keys_have_two_digit_years_and_no_methods():
    keys = dataset_squashed_keys()
    assert "wmt2014" in keys and "wmt14" in keys
    assert "transformer" not in keys


def test_known_datasets_in_another_spelling_are_datasets_not_methods(extractor):
    found = typed(extractor, "We propose BriskLM. We train BriskLM with WMT14 En-De and CNN/DailyMail.")
    assert {"WMT14 En-De", "CNN/DailyMail"} <= found.get("Dataset", set())
    assert not found.get("Method", set()) - {"BriskLM"}


def test_a_part_of_a_slash_joined_name_is_no_method(extractor):
    found = typed(extractor, "We propose BriskLM and summarize CNN/DailyMail articles.")
    assert "CNN" not in found.get("Method", set())


def test_devices_are_neither_methods_nor_datasets(extractor):
    found = typed(extractor, "We propose BriskLM. Training BriskLM takes a day on an H100 80GB GPU "
                             "and an hour on eight A100 GPUs.")
    assert found.get("Method", set()) == {"BriskLM"}
    assert not found.get("Dataset")


def test_a_method_headed_name_in_a_list_after_on_is_a_method(extractor):
    found = typed(extractor, "We propose BriskLM. Experiments on Sparse Mixer Transformer and "
                             "ResNet-50 show gains.")
    assert "Sparse Mixer Transformer" in found.get("Method", set())
    assert not found.get("Dataset")


def test_a_name_before_a_method_noun_is_no_dataset(extractor):
    found = typed(extractor, "We propose BriskLM. It runs on CIFAR-10 and ImageNet with UNet or "
                             "GlowViT backbones.")
    assert {"CIFAR-10", "ImageNet"} <= found.get("Dataset", set())
    assert "GlowViT" not in found.get("Dataset", set())


def test_the_site_that_hosts_the_code_is_no_method(extractor):
    found = typed(extractor, "We propose BriskLM. The code and weights of BriskLM are available on HuggingFace Hub.")
    assert not found.get("Method", set()) - {"BriskLM"}


def test_names_that_modify_a_noun_after_a_list_are_no_datasets(extractor):
    found = typed(extractor, "We propose BriskLM. We test it on PET-CT and SPECT-2 denoising problems and "
                             "on CIFAR-10 and FooBench-3 tasks.")
    assert not {"PET-CT", "SPECT-2"} & found.get("Dataset", set())
    assert {"CIFAR-10", "FooBench-3"} <= found.get("Dataset", set())


def test_a_mis_tagged_verb_after_a_list_keeps_the_datasets(extractor):
    found = typed(extractor, "We propose BriskLM. Experiments on Foo-QA and Bar-QA demonstrate that it helps.")
    assert {"Foo-QA", "Bar-QA"} <= found.get("Dataset", set())


def test_a_sentence_final_variant_letter_stays_on_the_dataset(extractor):
    found = typed(extractor, "We propose BriskLM. Experiments on CIFAR-C and SynthImg-C.")
    assert "SynthImg-C" in found.get("Dataset", set())


def test_a_kind_of_data_before_a_dataset_noun_is_no_dataset(extractor):
    found = typed(extractor, "We propose BriskLM. We collect a new multi-view Sonar dataset, test on two "
                             "EEG datasets and on the ADULT dataset, and on the GLUE and FooGLUE benchmarks.")
    ds = found.get("Dataset", set())
    assert not {"Sonar", "EEG"} & ds
    assert {"ADULT", "FooGLUE"} <= ds


def test_members_of_another_class_are_no_datasets(extractor):
    found = typed(extractor, "We propose BriskLM. Experiments cover modalities such as PET-CT, MRI-3D and SPECT.")
    assert not found.get("Dataset")


def test_evaluative_words_and_x_to_y_tasks_are_no_datasets(extractor):
    found = typed(extractor, "We propose BriskLM. Experiments on text-to-SQL and SoTA show gains over SQuAD.")
    assert "SoTA" not in found.get("Dataset", set()) and "text-to-SQL" not in found.get("Dataset", set())


def test_a_camel_case_name_after_an_indefinite_article_is_a_dataset(extractor):
    found = typed(extractor, "We propose BriskLM. Recently, a large-scale GridQuest dataset was released.")
    assert "GridQuest" in found.get("Dataset", set())


def test_a_reporting_verb_after_a_one_name_list_keeps_the_dataset(extractor):
    found = typed(extractor, "We propose BriskLM. Experiments on QuuxSet show gains over prior work.")
    assert "QuuxSet" in found.get("Dataset", set())


def test_a_model_name_before_a_noun_in_an_on_list_is_a_method(extractor):
    found = typed(extractor, "We propose BriskLM. Experiments on Pythia and Falcon outputs were run twice.")
    assert {"Pythia", "Falcon"} <= found.get("Method", set())
    assert not found.get("Dataset")


def test_plural_model_families_in_lists_are_methods(extractor):
    found = typed(extractor, "We propose BriskLM. Experiments on QuuxSet confirm its gains on models "
                             "such as ResNets and Transformers, and on FooSet using VGGs and WideResNets.")
    assert {"ResNets", "Transformers", "VGGs", "WideResNets"} <= found.get("Method", set())
    assert not {"ResNets", "Transformers", "VGGs", "WideResNets"} & found.get("Dataset", set())
