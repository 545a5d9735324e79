"""Result rules of session 11 in kg.extract.results: multipliers written in words ("three
times faster", "an order of magnitude", "two orders of magnitude"), the direction of a
change after a list of compared models ("outperforms A, B and C by up to 3%"), and no
metric taken from that list ("MAE" there is a model, not the mean absolute error). Every
sentence is written for these tests."""
from __future__ import annotations

import pytest

from kg.extract.results import find_numbers, multiplier_value
from kg.evaluate import _norm_value
from tests.factories import run


def _rows(extractor, text: str) -> list[tuple]:
    return [(r.value, r.unit, r.metric, r.change, r.direction) for r in run(extractor, text).results]


# ------------------------------------------------------------ multipliers written in words

@pytest.mark.parametrize("phrase, value", [
    ("three times", "3"),
    ("Twelve times", "12"),
    ("an order of magnitude", "10"),
    ("one order of magnitude", "10"),
    ("two orders of magnitude", "100"),
    ("five orders of magnitude", "100000"),
])
def test_multiplier_value_reads_words(phrase, value):
    assert multiplier_value(phrase) == value


@pytest.mark.parametrize("phrase", ["several times", "orders of magnitude", "many orders of magnitude",
                                    "three timeshare"])
def test_multiplier_value_refuses_vague_or_other_words(phrase):
    assert multiplier_value(phrase) is None


def test_gold_value_in_words_compares_to_the_stored_number():
    # kg eval reads a gold "an order of magnitude" as the value the extractor stores
    assert _norm_value("an order of magnitude") == "10"
    assert _norm_value("two orders of magnitude") == "100"


@pytest.mark.parametrize("text, expected", [
    ("The sampler is three times faster.", [("3", "x")]),
    ("It is an order of magnitude cheaper.", [("10", "x")]),
    ("It is three orders of magnitude faster.", [("1000", "x")]),
])
def test_find_numbers_reads_word_multipliers(text, expected):
    assert [(n.value, n.unit) for n in find_numbers(text)] == expected


@pytest.mark.parametrize("text", [
    "We ran several hundred times more trials.",   # a vague count before "hundred"
    "The sweep covers many orders of magnitude.",  # no number of powers
    "The sweep covers orders of magnitude.",
])
def test_find_numbers_skips_vague_multipliers(text):
    assert find_numbers(text) == []


@pytest.mark.parametrize("text, row", [
    ("Our vocoder achieves an order of magnitude increase in speed over autoregressive decoders.",
     ("10", "x", "speed", True, "increase")),
    ("The pruned network cuts memory by an order of magnitude on the street-scene benchmark.",
     ("10", "x", "memory", True, "decrease")),
    ("The planner is two orders of magnitude faster than exhaustive search.",
     ("100", "x", None, True, "increase")),
    ("The new solver needs three times fewer gradient evaluations than the old one.",
     ("3", "x", "gradient evaluations", True, "decrease")),
    ("The distilled tagger shows ten times higher throughput than its teacher.",
     ("10", "x", "throughput", True, "increase")),
])
def test_word_multiplier_is_a_change(extractor, text, row):
    assert row in _rows(extractor, text)


@pytest.mark.parametrize("text", [
    "We repeat every run three times and report the median.",        # a repetition, no comparison
    "The weights span three orders of magnitude across the layers.",  # a range of a setting
])
def test_word_multiplier_without_comparison_is_no_result(extractor, text):
    assert _rows(extractor, text) == []


# ------------------------------------------------------------ a list of compared models

@pytest.mark.parametrize("text", [
    "Our tagger outperforms BERT, RoBERTa and ELECTRA by up to 2.7% on the legal corpus.",
    "Our tagger surpasses the CRF baseline, two LSTM taggers, and a rule system by 4.1%.",
])
def test_change_after_a_list_of_compared_models_is_an_improvement(extractor, text):
    rows = _rows(extractor, text)
    assert len(rows) == 1 and rows[0][3] is True and rows[0][4] == "improvement"


def test_metric_word_among_the_compared_models_is_no_metric(extractor):
    text = "Our encoder outperforms SimCLR, MAE and BYOL by up to 3.1% on the satellite benchmark."
    assert _rows(extractor, text) == [("3.1", "%", None, True, "improvement")]


@pytest.mark.parametrize("text, metric", [
    ("Our encoder outperforms MAE by 3.2% in top-1 accuracy.", "top-1 accuracy"),
    ("Our encoder outperforms prior work in accuracy by 3.2%.", "accuracy"),
    ("Our encoder outperforms the baseline and reduces MAE by 12%.", "MAE"),
    ("Our encoder outperforms the baseline, reducing the MAE by 12%.", "MAE"),
])
def test_metric_outside_the_compared_list_is_kept(extractor, text, metric):
    assert [r[2] for r in _rows(extractor, text)] == [metric]


def test_change_after_a_conjoined_by_keeps_the_sign_direction(extractor):
    text = "Linear probing is improved by +1.4%, and by 2.2% for the larger encoder."
    assert [r[4] for r in _rows(extractor, text)] == ["increase", "increase"]


# ------------------------------------------------------------ a signed percentage is a change

def test_minus_signed_percentage_is_a_decrease(extractor):
    text = "Our loss improves accuracy and calibration on the bird benchmark (+0.61% ACC and −2.9% ECE)."
    rows = _rows(extractor, text)
    assert ("-2.9", "%", "ECE", True, "decrease") in rows
    assert ("+0.61", "%", "ACC", True, "increase") in rows


def test_minus_signed_bare_number_stays_a_score(extractor):
    # a negative log-likelihood or correlation may be a score: no change without a percent unit
    text = "Our density model reaches a test log-likelihood of -3.21 on the protein corpus."
    assert all(not r[3] for r in _rows(extractor, text))


# ------------------------------------------------------------ a dataset named after a value

def _datasets(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.type == "Dataset"}


@pytest.mark.parametrize("text, name", [
    ("The planner uses far less memory (12% of the baseline's on Brax and 3.4% on Pong).", "Pong"),
    ("Our agent reaches a 64.5% win rate on Hanabi.", "Hanabi"),
    ("Our tracker scores 71.3 HOTA on DanceTrack and 68.2 on Sportsmot.", "Sportsmot"),
])
def test_name_after_a_value_and_on_is_a_dataset(extractor, text, name):
    assert name in _datasets(extractor, text)


def test_value_after_on_takes_that_dataset(extractor):
    text = "Our agent reaches a 64.5% win rate on Hanabi and 58.1% on Overcooked."
    assert [r.dataset for r in run(extractor, text).results] == ["Hanabi", "Overcooked"]


@pytest.mark.parametrize("text", [
    "We train 3 agents on Hanabi.",                         # a count, not a reported value
    "Our method improves accuracy by 2.1% on average.",      # no name after "on"
])
def test_no_dataset_without_a_reported_value_before_on(extractor, text):
    assert "Hanabi" not in _datasets(extractor, text) and "average" not in _datasets(extractor, text)


# ------------------------------------------------------------ a counted suite of tasks

@pytest.mark.parametrize("text, name", [
    ("Our experiments, run on nine Glider-World tasks, show that the policy transfers.", "Glider-World"),
    ("The agent is evaluated on eight challenging Hexgrid games.", "Hexgrid"),
    ("We test the planner on five MazeLab environments.", "MazeLab"),
])
def test_counted_mixed_case_suite_is_a_dataset(extractor, text, name):
    assert name in _datasets(extractor, text)


@pytest.mark.parametrize("text", [
    "We study three NLP tasks and two RL environments.",   # short forms of fields
    "We benchmark four SQL-centric tasks.",                # a hyphenated adjective
    "The survey lists the Hexgrid games of the decade.",   # not counted
])
def test_field_or_uncounted_name_before_tasks_is_no_dataset(extractor, text):
    assert not (_datasets(extractor, text) & {"NLP", "RL", "SQL-centric", "Hexgrid"})


# ------------------------------------------------------------ precision as a number format

def _metrics(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.type == "Metric"}


@pytest.mark.parametrize("text", [
    "This note studies how weight precision limits the depth of small networks.",
    "We analyse the precision of the network weights and the number of layers.",
    "The factors are stored in low precision formats to save memory.",
    "The solver yields a low precision factorization of the kernel matrix.",
])
def test_precision_of_stored_numbers_is_no_metric(extractor, text):
    assert not any("precision" in m for m in _metrics(extractor, text))


@pytest.mark.parametrize("text", [
    "Our retriever improves precision and recall on the legal corpus.",
    "Our detector keeps high precision on the street benchmark.",
    "We report the precision of the detector on the street benchmark.",
])
def test_precision_as_a_measure_is_kept(extractor, text):
    assert "precision" in _metrics(extractor, text)


# ------------------------------------------------------------ a specific quality after a comparative

@pytest.mark.parametrize("text, metric", [
    ("Our summariser achieves higher faithfulness than extractive baselines.", "faithfulness"),
    ("The fused kernel gives higher throughput than the eager version.", "throughput"),
    ("Speculative decoding with our drafter reduces latency on long prompts.", "latency"),
    ("The guided decoder keeps better fluency than the plain one.", "fluency"),
])
def test_bare_specific_quality_after_a_comparative_is_a_metric(extractor, text, metric):
    assert metric in _metrics(extractor, text)


@pytest.mark.parametrize("text, word", [
    ("The sampler gives better quality than the baseline.", "quality"),         # vague alone
    ("Our method brings better performance on the test split.", "performance"),  # vague alone
    ("The module aims to increase the diversity of the population.", "diversity"),  # a goal, left out
])
def test_vague_or_goal_quality_is_no_metric(extractor, text, word):
    assert word not in _metrics(extractor, text)


def test_value_in_a_coordinated_measure_list_is_no_metric(extractor):
    text = "The scheduler shows up to 1.5/4.1x increase in throughput and 2.2/3.1x decrease in memory use."
    assert not any(ch.isdigit() for m in _metrics(extractor, text) for ch in m)


# ------------------------------------------------------------ direction across brackets

@pytest.mark.parametrize("text, direction", [
    ("The cache can increase throughput on the graph store (GS) by a factor of 1.8.", "increase"),
    ("Our prompting improves scores over plain prompts (e.g., by an average of 6.2 points on the legal set).",
     "improvement"),
    ("The tagger improves the exact match (EM) score by 12.5 and the F1 score by 9.5.", "improvement"),
])
def test_direction_reads_past_a_short_or_an_example_bracket(extractor, text, direction):
    rows = _rows(extractor, text)
    assert rows and all(r[4] == direction for r in rows)


# ------------------------------------------------------------ points after the metric; scale words

@pytest.mark.parametrize("text, row", [
    ("Our decoder improves translation quality by 2.3 BLEU points over the baseline.",
     ("2.3", "points", "BLEU", True, "improvement")),
    ("The reranker beats the retriever by 7.5 accuracy points on the legal set.",
     ("7.5", "points", "accuracy", True, "improvement")),
])
def test_points_after_the_metric_are_the_unit(extractor, text, row):
    assert row in _rows(extractor, text)


@pytest.mark.parametrize("text", [
    "The archive holds up to 2 billion time points of sensor data.",
    "We pretrain on 40 million images and 3 thousand hours of speech.",
])
def test_number_before_a_scale_word_is_a_count(extractor, text):
    assert _rows(extractor, text) == []


# ------------------------------------------------------------ a model variant after "on"

@pytest.mark.parametrize("text", [
    "Our prompting raises scores by 7.3 points on GPT-JT.",
    "Our adapter raises accuracy by 2.1% on BERT-base.",
    "Our adapter raises accuracy by 1.4% on ViT-B/16.",
])
def test_model_variant_after_on_is_no_result_dataset(extractor, text):
    assert [r.dataset for r in run(extractor, text).results] == [None]


def test_dataset_after_on_is_kept(extractor):
    text = "Our adapter raises accuracy by 2.1% on GLUE."
    assert [r.dataset for r in run(extractor, text).results] == ["GLUE"]
