"""Datasets, session 31, second round (kg/extract/roles_datasets.py). Every sentence is
written for these tests; the made-up names ("ZorbQA", "Plonk-7") are in no gold file.

* A list of tasks after "tasks/benchmarks, including" whose items each end in a bracketed
  name ("sentiment analysis (ZorbSent), paraphrase detection (PlonkPara)") names the data of
  each task (``TASK_BRACKET_SERIES``); a bracket that abbreviates its task ("(NER)") or a
  list of methods does not.
* A name right before "perplexity" names the corpus it is measured on ("a Plonk-7
  perplexity of 12.1"), unless it is a model's name ("GPT-2 perplexity";
  ``CORPUS_PERPLEXITY``).
* A lower-case word with a digit between an article and a data head names the data ("on
  the zorb5 dataset"), two letters at least first ("a 3d dataset" does not;
  ``LOWER_DIGIT_DATA_NAMES``).
* "webpages from <Name>" names the source of data items, a dataset (``_SOURCE_ITEM_NOUNS``).
"""
from __future__ import annotations

from kg.records import Paper


def _mentions(ex, text):
    return list(ex.extract_many([Paper(id="t", abstract=text, title=None, source="t")]))[0].mentions


def _typed(ex, text, etype):
    return {m.text for m in _mentions(ex, text) if m.type == etype}


def test_bracketed_names_after_listed_tasks_are_datasets(extractor):
    text = ("We propose QuuxNet. It outperforms strong baselines on several language tasks, including "
            "sentiment analysis (ZorbSent), paraphrase detection (PlonkPara), and reading "
            "comprehension (Zorbqa).")
    assert {"ZorbSent", "PlonkPara", "Zorbqa"} <= _typed(extractor, text, "Dataset")


def test_bracketed_task_abbreviations_are_no_datasets(extractor):
    text = ("We propose QuuxNet. We evaluate it on several tasks, including named entity "
            "recognition (NER) and relation extraction (RE).")
    assert not {"NER", "RE"} & _typed(extractor, text, "Dataset")


def test_bracketed_method_examples_are_no_datasets(extractor):
    text = ("We propose QuuxNet. We compare it with prior methods, including contrastive "
            "pretraining (ZorbCL) and masked modelling (PlonkMM).")
    assert not {"ZorbCL", "PlonkMM"} & _typed(extractor, text, "Dataset")


def test_name_before_perplexity_is_a_corpus(extractor):
    text = "We propose QuuxQuant. It reaches a Plonk-7 perplexity of 12.1 after 4-bit quantization."
    assert "Plonk-7" in _typed(extractor, text, "Dataset")


def test_model_before_perplexity_is_no_corpus(extractor):
    text = "We propose QuuxQuant. It lowers the GPT-2 perplexity of generated text."
    assert "GPT-2" not in _typed(extractor, text, "Dataset")


def test_lower_case_name_with_digit_before_data_head_is_a_dataset(extractor):
    text = "We propose QuuxPriv. It reaches 91.2% accuracy on the zorb5 dataset under differential privacy."
    assert "zorb5" in _typed(extractor, text, "Dataset")


def test_short_lower_tokens_before_data_head_are_no_datasets(extractor):
    text = "We propose QuuxPriv. We train it on a 3d dataset and test it on the v1 benchmark."
    assert not {"3d", "v1"} & _typed(extractor, text, "Dataset")


def test_source_of_webpages_is_a_dataset(extractor):
    text = ("Prior corpora are small. We introduce ZorbMath, an open dataset inspired by earlier work "
            "containing 3B tokens of scientific webpages from Plonk Crawl.")
    assert "Plonk Crawl" in _typed(extractor, text, "Dataset")


def test_bracketed_task_data_named_like_a_metric_is_a_dataset(extractor):
    # MRPC is also a Papers with Code metric name (a benchmark's column); bracketed after its
    # task in a list of tasks it names the data
    text = ("We propose QuuxNet. We evaluate it on several language tasks, including sentiment "
            "analysis (ZorbSent) and paraphrase detection (MRPC).")
    found = _typed(extractor, text, "Dataset")
    assert {"ZorbSent", "MRPC"} <= found
    assert "MRPC" not in _typed(extractor, text, "Metric")
