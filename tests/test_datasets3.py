"""Dataset and metric boundaries of kg.extract.roles_datasets, kg.extract.names and
kg.extract.gazetteer, on sentences written for these tests: two capitalised names after
"on", a period glued to a sentence-final name, a name's expansion after a colon, names
that are members of another class, and metric words that are not metrics."""
from __future__ import annotations

from tests.factories import typed


def test_two_capitalised_names_after_on_are_datasets(extractor):
    found = typed(extractor, "BrookNet outperforms all baselines on Marsh and Fenland.")
    assert {"Marsh", "Fenland"} <= found.get("Dataset", set())


def test_one_capitalised_name_after_on_stays_out(extractor):
    # a lone title-case word is too weak a name
    assert "Marsh" not in typed(extractor, "BrookNet outperforms all baselines on Marsh.").get("Dataset", set())


def test_sentence_final_name_keeps_its_last_character(extractor):
    found = typed(extractor, "We propose BrookNet for depth estimation on Fen30K. It runs fast.")
    assert "Fen30K" in found.get("Dataset", set())
    assert not any(t.endswith(".") for ts in found.values() for t in ts)


def test_glued_period_splits_token_and_sentence(extractor):
    doc = extractor.nlp("We use Heron-7B. Then we prune it.")
    assert [t.text for t in doc][:5] == ["We", "use", "Heron-7B", ".", "Then"]
    assert [s.text for s in doc.sents] == ["We use Heron-7B.", "Then we prune it."]
    assert [n.text for n in doc.spans["paperkg_names"]] == ["Heron-7B"]


def test_task_on_name_outside_experiments_is_a_dataset(extractor):
    found = typed(extractor, "We propose BrookNet for depth estimation on Fen30K and beyond.")
    assert "Fen30K" in found.get("Dataset", set())


def test_colon_after_a_name_introduces_its_expansion(extractor):
    found = typed(extractor, "We evaluate HAWK: Hybrid Attention and Weighted Kernels, on standard data.")
    assert not found.get("Dataset", set())


def test_names_after_another_class_noun_are_members_not_datasets(extractor):
    found = typed(extractor, "We evaluate the decoder on spike trains in rodent brain regions CA1 and CA3.")
    assert not found.get("Dataset", set())


def test_names_after_a_dataset_noun_stay_datasets(extractor):
    found = typed(extractor, "We evaluate BrookNet on the benchmarks Fen30K and MarshQA.")
    assert {"Fen30K", "MarshQA"} <= found.get("Dataset", set())


def test_plural_abbreviation_is_no_metric(extractor):
    found = typed(extractor, "Users are represented by learned vectors instead of fixed IDs.")
    assert "IDs" not in " ".join(found.get("Metric", set()))


def test_compute_counts_stay_metrics(extractor):
    found = typed(extractor, "Our model reduces FLOPs by half at equal accuracy.")
    assert "FLOPs" in found.get("Metric", set())


def test_comparative_adjective_is_stripped_from_metric(extractor):
    # (session 28: a regret that "guarantees" / "bounds" follow is a proved quantity, no metric;
    # the comparative is tested on a measured regret)
    found = typed(extractor, "Our policy achieves stronger regret than the baselines on three bandit tasks.")
    assert "regret" in found.get("Metric", set())
    assert "stronger regret" not in found.get("Metric", set())


def test_negated_metric_adjective_is_no_metric(extractor):
    found = typed(extractor, "We study no-regret dynamics in repeated auctions.")
    assert not any("regret" in t for t in found.get("Metric", set()))


def test_device_with_memory_size_is_no_dataset(extractor):
    found = typed(extractor, "With a single H200 141GB GPU, our method trains a 70B model and achieves strong results.")
    assert not any("GPU" in t or "H200" in t for t in found.get("Dataset", set()))


def test_subject_after_a_comma_ends_the_list(extractor):
    found = typed(extractor, "With one H200 141GB GPU, FooZO trains a 70B model and achieves strong results.")
    assert not found.get("Dataset", set())


def test_three_names_before_a_verb_stay_a_list(extractor):
    found = typed(extractor, "Experiments on FenA, MarshB, BogC show gains.")
    assert {"FenA", "MarshB", "BogC"} <= found.get("Dataset", set())


def test_fronted_name_before_the_subject_stays_a_dataset(extractor):
    found = typed(extractor, "On The Marsh, FooNet improves perplexity across all domains.")
    assert "Marsh" in found.get("Dataset", set())
    assert "FooNet" not in found.get("Dataset", set())


def test_gerund_headed_title_phrase_is_no_dataset(extractor):
    # "Creative Writing" is also a known dataset name; as a listed task it is an activity
    found = typed(extractor, "We test planning on three tasks: Creative Writing, Route Finding and Sudoku.")
    assert not {"Creative Writing", "Route Finding"} & found.get("Dataset", set())
