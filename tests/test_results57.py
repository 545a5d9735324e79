"""Result records a leaderboard import copies as-is (session 57): settings paired with values
by "respectively" or a parallel list, settings tied to the dataset mention they modify, arrows
(LaTeX \\uparrow / \\downarrow, ↑ / ↓) as change markers, and a sentence's own test scope
against the dataset of the sentence before. Sentences written for these tests."""
from kg.clean import clean
from kg.extract.results import find_results
from kg.extract.results.change import arrow_direction, is_change
from tests.factories import name_spans as _spans


def _results(text, names=(), sentences=None, metrics=()):
    return find_results(text, sentences or [(0, len(text))], datasets=_spans(text, names),
                        metrics=_spans(text, metrics))


def _settings(text, names=()):
    return [(r.value, r.dataset, r.setting) for r in _results(text, names)]


# -- 1. "respectively" and parallel lists of settings ---------------------------------------

def test_respectively_pairs_resolutions_in_order():
    t = ("FooDiff reaches FIDs of 1.9 and 2.8 for class-conditional ImageNet synthesis at "
         "128x128 and 256x256 respectively.")
    assert _settings(t, ["ImageNet"]) == [("1.9", "ImageNet", "128x128; class-conditional"),
                                          ("2.8", "ImageNet", "256x256; class-conditional")]


def test_respectively_with_latex_times():
    t = clean(r"Our sampler obtains FID 3.1 and 4.6 on LSUN at 128$\times$128 and 256$\times$256, "
              r"respectively.").text
    assert [s for _, _, s in _settings(t, ["LSUN"])] == ["128x128", "256x256"]


def test_parallel_list_tied_to_a_dataset_pairs_without_respectively():
    t = "Our sampler reaches FIDs of 1.9 and 2.8 on ImageNet 128x128 and 256x256."
    assert [s for _, _, s in _settings(t, ["ImageNet"])] == ["128x128", "256x256"]


def test_list_of_settings_not_tied_to_a_dataset_does_not_pair():
    # "both one-step and two-step" qualifies neither value in order: no pairing without "respectively"
    t = ("Through two-step sampling, FooCM lowers FID to 2.4 and 2.9 on these two datasets, "
         "surpassing distillation in both one-step and two-step settings.")
    got = [s for _, _, s in _settings(t)]
    assert got[0] == got[1]


def test_respectively_pairs_shots():
    t = "FooLM reaches 41.0% and 55.5% on the QA suite in zero-shot and 5-shot settings, respectively."
    assert [s for _, _, s in _settings(t)] == ["zero-shot", "5-shot"]


def test_resolution_at_sentence_end():
    t = "Our model reaches an FID of 2.2 on ImageNet 512x512."
    assert _settings(t, ["ImageNet"]) == [("2.2", "ImageNet", "512x512")]


# -- 2. a setting belongs to the dataset mention it modifies --------------------------------

def test_resolution_of_one_dataset_not_given_to_the_other():
    t = ("FooCM sets new records for single-step sampling on CIFAR-10 (FID 2.05) and ImageNet "
         "at 64X64 resolution (FID 2.61).")
    assert _settings(t, ["CIFAR-10", "ImageNet"]) == [("2.05", "CIFAR-10", "1 step"),
                                                      ("2.61", "ImageNet", "64x64; 1 step")]


def test_resolution_after_second_listed_dataset_with_respectively():
    t = "FooCM reaches FIDs of 2.4 and 3.3 on CIFAR-10 and ImageNet 64x64 respectively in one step."
    assert _settings(t, ["CIFAR-10", "ImageNet"]) == [("2.4", "CIFAR-10", "1 step"),
                                                      ("3.3", "ImageNet", "64x64; 1 step")]


def test_shots_before_a_dataset_name_are_that_datasets():
    t = "FooLM scores 70.2% on 5-shot MMLU and 45.3% on GSM8K."
    assert _settings(t, ["MMLU", "GSM8K"]) == [("70.2", "MMLU", "5-shot"), ("45.3", "GSM8K", None)]


def test_sentence_level_setting_still_reaches_every_result():
    t = "With 5-shot prompting, FooLM reaches 61.2% on MMLU and 44.1% on GSM8K."
    assert [s for _, _, s in _settings(t, ["MMLU", "GSM8K"])] == ["5-shot", "5-shot"]
    # a setting after the last name of a list of datasets qualifies the whole list
    t = "Our sampler reaches FIDs of 2.9 and 3.4 on CelebA and ImageNet with 10 NFE."
    assert [s for _, _, s in _settings(t, ["CelebA", "ImageNet"])] == ["10 NFE", "10 NFE"]


def test_switches_restore_session56(monkeypatch):
    import kg.extract.results.setting as setting
    t = ("FooCM sets new records for single-step sampling on CIFAR-10 (FID 2.05) and ImageNet "
         "at 64X64 resolution (FID 2.61).")
    monkeypatch.setattr(setting, "SETTING_ANCHORS", False)
    assert [s for _, _, s in _settings(t, ["CIFAR-10", "ImageNet"])] == ["64x64; 1 step", "64x64; 1 step"]
    t = "Our sampler reaches FIDs of 1.9 and 2.8 on ImageNet 128x128 and 256x256."
    monkeypatch.setattr(setting, "SETTING_LISTS", False)
    assert [s for _, _, s in _settings(t, ["ImageNet"])] == ["128x128", "128x128"]


# -- 3. arrows as change markers ------------------------------------------------------------

def test_latex_down_arrow_in_bracket_is_a_change_and_the_score_stays():
    t = clean(r"We attain a WikiText perplexity of $9.81$ (1.12$\downarrow$ vs $10.93$ in BaseQuant) "
              r"on the Foo-7B model.").text
    got = [(r.value, r.metric, r.change, r.direction) for r in _results(t, ["WikiText"], metrics=["perplexity"])]
    assert got[0] == ("9.81", "perplexity", False, None)
    assert ("1.12", "perplexity", True, "decrease") in got


def test_latex_up_arrow_after_percent_is_a_change():
    t = clean(r"FooQ achieves an average of $61.2\%$ accuracy ( $2.4\%\uparrow$ vs $58.8$ in BarQ) "
              r"with 4-bit weights.").text
    got = [(r.value, r.unit, r.metric, r.change, r.direction) for r in _results(t)]
    assert got[0] == ("61.2", "%", "accuracy", False, None)
    assert ("2.4", "%", "accuracy", True, "increase") in got


def test_arrow_before_value_after_bracket_or_average():
    t = "FooNet beats the strongest baseline in finetuning (avg.↑ 2.2%) and probing (↓0.7%)."
    got = [(r.value, r.change, r.direction) for r in _results(t)]
    assert got == [("2.2", True, "increase"), ("0.7", True, "decrease")]


def test_arrow_glued_to_a_metric_name_marks_nothing():
    t = "The detector reaches FID↓ 3.4 and mAP 52.1."
    i = t.index("3.4")
    assert arrow_direction(t, 0, i, i + 3) is None
    assert not is_change(t, 0, i, i + 3, "3.4")
    t = "It reaches 3.4 (↑) on the test set."
    i = t.index("3.4")
    assert arrow_direction(t, 0, i, i + 3) is None


def test_arrow_switch(monkeypatch):
    import kg.extract.results.change as change
    t = "a perplexity of 9.81 (1.12↓ vs 10.93)"
    i = t.index("1.12")
    assert is_change(t, 0, i, i + 4, "1.12")
    monkeypatch.setattr(change, "ARROW_CHANGE", False)
    assert arrow_direction(t, 0, i, i + 4) is None
    assert not is_change(t, 0, i, i + 4, "1.12")


# -- a sentence with its own test scope takes no dataset from the sentence before ------------

def _two(first, second, names):
    t = first + " " + second
    return t, [(0, len(first)), (len(first) + 1, len(t))], _spans(t, names)


def test_own_plural_test_scope_blocks_previous_sentence_dataset():
    t, sents, spans = _two("We attain a WikiText perplexity of 9.81 with FooQ.",
                           "On commonsense reasoning tasks, FooQ reaches 61.2% accuracy.", ["WikiText"])
    got = {r.value: r.dataset for r in find_results(t, sents, datasets=spans)}
    assert got == {"9.81": "WikiText", "61.2": None}


def test_previous_sentence_dataset_still_taken_without_own_scope(monkeypatch):
    t, sents, spans = _two("We evaluate FooQ on WikiText.", "FooQ reaches 61.2% accuracy.", ["WikiText"])
    assert [r.dataset for r in find_results(t, sents, datasets=spans)] == ["WikiText"]
    # a pointer back ("these tasks") is no test scope of its own
    t, sents, spans = _two("We evaluate FooQ on WikiText.", "On these tasks, FooQ reaches 61.2% accuracy.",
                           ["WikiText"])
    assert [r.dataset for r in find_results(t, sents, datasets=spans)] == ["WikiText"]
    import kg.extract.results.datasets as datasets
    monkeypatch.setattr(datasets, "OWN_TEST_SCOPE", False)
    t, sents, spans = _two("We attain a WikiText perplexity of 9.81 with FooQ.",
                           "On commonsense reasoning tasks, FooQ reaches 61.2% accuracy.", ["WikiText"])
    assert [r.dataset for r in find_results(t, sents, datasets=spans)] == ["WikiText", "WikiText"]


def test_network_function_evaluations_are_nfe():
    t = "On CIFAR-10, our sampler reaches an FID of 2.11 in only 100 network function evaluations."
    assert _settings(t, ["CIFAR-10"]) == [("2.11", "CIFAR-10", "100 NFE")]


def test_own_test_scope_after_a_sentence_that_only_introduces_the_dataset():
    # the sentence before reports nothing on the dataset: the tasks are likely part of it
    t, sents, spans = _two("We run experiments on the BarGym benchmark.",
                           "FooRL cuts the training time from 5 days to 6 hours on locomotion tasks.", ["BarGym"])
    assert [r.dataset for r in find_results(t, sents, datasets=spans)] == ["BarGym"]


def test_setting_glued_to_a_dataset_name_qualifies_the_measure():
    # "ImageNet zero-shot accuracy": no link word, the setting reaches every value
    t = "For ImageNet zero-shot accuracy, FooCLIP beats BarCLIP by 6.1% on DataA and 1.3% on DataB."
    assert [s for _, _, s in _settings(t, ["ImageNet", "DataA", "DataB"])] == ["zero-shot", "zero-shot"]


def test_anchored_setting_not_given_to_a_value_without_dataset_among_other_datasets():
    t = "FooSampler accelerates the sampling speed by 9-fold / 3-fold on CIFAR-10 / ImageNet 64x64."
    got = {r.value: r.setting for r in _results(t, ["CIFAR-10", "ImageNet"]) if r.dataset is None}
    assert got == {"9": None}
