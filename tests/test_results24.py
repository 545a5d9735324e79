"""Session 24 result rules (kg/extract/results/): a resource saved by a multiplier and "fewer" /
"less" is the measure ("1.7x fewer queries"; metric_after.py, _compared_noun); a count as the
object of a verb of change is the measure ("reduces the number of parameters by 90%", "reduces
NFEs from 35 to 25"; metric_before.py, _COUNTED_OBJECT; find.py); metric names after a slash list
of values pair with the values in order ("3.4%/3.3% accuracy & AUC gains"; lists.py,
_paired_metrics_after). Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _results(ex, text):
    return [(r.value, r.value_max, r.unit, r.metric)
            for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


# --- a multiplier and "fewer"/"less" before a resource --------------------------------

@pytest.mark.parametrize("text, value, metric", [
    ("The FooOpt search matches the strongest baseline with 2.3x fewer oracle calls.", "2.3", "oracle calls"),
    # ("12x fewer parameters than its teacher" is a model size since session 39: test_results_less_input39)
    ("The sampler converges in 4x fewer denoising steps than the original solver.", "4", "denoising steps"),
])
def test_multiplier_fewer_names_the_saved_resource(ex, text, value, metric):
    assert (value, None, "x", metric) in _results(ex, text)


def test_percentage_more_things_still_counts_things(ex):
    rs = _results(ex, "With the BazQA prompts the model answers 14% more questions correctly.")
    assert all(m != "questions" for _, _, _, m in rs)


def test_multiplier_less_data_names_no_measure(ex):
    # session 39: a data amount is no result at all (team call, eval/README dev72/dev73)
    assert all(v != "6" for v, _, _, _ in _results(ex, "The QuxRL agent reaches the same return with 6x less data."))


# --- a count changed ---------------------------------------------------------------------

def test_number_of_things_changed_by_a_percentage(ex):
    rs = _results(ex, "Pruning with FooPrune cuts the number of attention heads by 40% and MACs by 35%.")
    assert ("40", None, "%", "number of attention heads") in rs
    assert ("35", None, "%", "MACs") in rs


def test_plural_acronym_changed_from_a_to_b(ex):
    rs = _results(ex, "The BarSolver scheme reduces NFEs from 50 to 12 at equal sample quality.")
    assert ("12", None, None, "NFEs") in rs


def test_number_of_steps_changed_from_a_to_b(ex):
    rs = _results(ex, "Distillation lowers the number of sampling steps from 256 to 8.")
    assert ("8", None, None, "number of sampling steps") in rs


@pytest.mark.parametrize("text", [
    "The BazGAN training improves GANs from 12 to 16 layers.",      # a model family, no count
    "Our recipe raises LLaMAs from 7 to 13 billion parameters.",    # a name, not an acronym
])
def test_model_families_are_no_counted_measure(ex, text):
    assert all(m is None or m not in ("GANs", "LLaMAs") for _, _, _, m in _results(ex, text))


# --- metric names paired with a slash list -------------------------------------------------

def test_slash_values_then_ampersand_metrics_pair_in_order(ex):
    rs = _results(ex, "On the retina benchmark FooCls gives 2.9%/2.1% accuracy & AUC gains over prior work.")
    assert ("2.9", None, "%", "accuracy") in rs
    assert ("2.1", None, "%", "AUC") in rs


def test_slash_values_then_in_slash_metrics_pair_in_order(ex):
    rs = _results(ex, "BarTraj lowers the errors by 12.5%/18.0% in ADE/FDE on the crowd benchmark.")
    assert ("12.5", None, "%", "ADE") in rs
    assert ("18.0", None, "%", "FDE") in rs


def test_slash_values_with_one_metric_keep_it(ex):
    rs = _results(ex, "BazLM brings a 1.8%/2.6% accuracy boost over the 100M/300M baselines.")
    assert ("1.8", None, "%", "accuracy") in rs
    assert ("2.6", None, "%", "accuracy") in rs


# --- a margin after a long comparison phrase inherits the result's measure ------------------

def test_surpassing_margin_after_prepositional_phrases_keeps_the_metric(ex):
    rs = _results(ex, "FooDef reaches 71.2% certified accuracy against strong attacks with radius 0.5 on "
                      "CIFAR-10, surpassing the previous best randomized smoothing defenses by +3.9%. "
                      "Its inference latency is 12 ms per image.")
    assert ("71.2", None, "%", "certified accuracy") in rs
    assert ("+3.9", None, "%", "certified accuracy") in rs


def test_lowers_is_a_verb_of_change_with_an_object(ex):
    rs = _results(ex, "The BarNAS search lowers the number of candidate evaluations from 400 to 60.")
    assert ("60", None, None, "number of candidate evaluations") in rs


# --- a change whose measure the sentence named as changed before it -------------------------

def test_change_value_takes_the_measure_named_as_changed_before(ex):
    rs = _results(ex, "The FooPrompt tuning improves few-shot top-1 accuracy beyond earlier prompt methods, "
                      "with a 2.7% improvement over the BarPL baseline. It also lowers the inference latency.")
    assert ("2.7", None, "%", "few-shot top-1 accuracy") in rs


def test_change_value_after_a_subordinate_clause_keeps_no_measure(ex):
    rs = _results(ex, "FooAlign carries gains in the teacher into improvement in retrieval accuracy, even if the "
                      "student is over 20x smaller, and it also lowers the inference latency.")
    assert ("20", None, "x", "retrieval accuracy") not in rs


# --- a hardware phrase between a metric and "from A to B" -----------------------------------

def test_hardware_phrase_between_metric_and_from_to(ex):
    rs = _results(ex, "The QuxSync schedule cuts the training time on 32 or 128 GPUs down from 14.2 to 9.8 hours "
                      "or from 4.1 to 2.9 hours.")
    assert ("9.8", None, "h", "training time") in rs
    assert ("2.9", None, "h", "training time") in rs


# --- signs and "or more" as cleaned LaTeX writes them ----------------------------------------

def test_spaced_plus_signs_of_a_list_share_the_metric_after_it(ex):
    rs = _results(ex, "The FooRet model gains +3.12%, + 2.05%, and + 1.70% Recall@10 over a strong baseline "
                      "on the three shopping benchmarks, respectively.")
    assert ("+3.12", None, "%", "Recall@10") in rs
    assert ("+2.05", None, "%", "Recall@10") in rs
    assert ("+1.70", None, "%", "Recall@10") in rs


def test_a_sum_keeps_no_signed_value(ex):
    rs = _results(ex, "The BarTree search needs 9 + 3 log n oracle calls in the worst case.")
    assert all(not v.startswith("+") for v, _, _, _ in rs)


def test_percentage_or_more_keeps_the_measure_after_it(ex):
    rs = _results(ex, "Teaching with the BazINR sampler gives 25%+ training time savings on three modalities.")
    assert ("25", None, "%", "training time") in rs
