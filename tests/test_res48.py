"""Session 48 (res48): result precision classes a fresh user found in a corpus build.

* A gain stored as a score: a hedge "as large / high as" after "by" makes a change
  (kg.extract.results.change._CHANGE_LEFT); a coordination of values whose last value carries
  modifiers and a change noun ("4.1-5.3% and 2.2-9.8% accuracy gains") makes every value a
  change (kg.extract.results.filters._coordinated_modified_change).
* An amount added to a baseline's ("merely additional 3% decoding time", "with extra 12%
  overhead") is a change upward (kg.extract.results.change.is_extra_amount).
* A count after a verb of containing ("the corpus includes over 4,000 pairwise human
  evaluations") is the size of the data, no result (kg.extract.results.filters._is_contained_count).
* "reduces X from the previous best performance of A to B": the measure is X, not the words
  of the reference point (kg.extract.results.metric_before._from_reference_metric), and the
  outcome's direction is read from A and B across those words (change._FROM_TO_VALUES).

Every sentence is made up for these tests."""
from __future__ import annotations

import pytest

from kg.extract.results.change import is_extra_amount
from kg.extract.results.filters import _is_contained_count
from kg.extract.results.numbers import find_numbers
from kg.records import Paper


def _results(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return [(r.value, r.value_max, r.metric, r.change, r.direction) for r in e.results]


@pytest.mark.parametrize("text, expected", [
    ("We propose Quillon. Quillon lowers the mean calibration error by as large as 25% on CIFAR-100.",
     ("25", None, "mean calibration error", True, "decrease")),
    ("We propose Quillon. Quillon raises the pass rate by as high as 14% on our suite.",
     ("14", None, "pass rate", True, "increase")),
])
def test_by_as_large_as_is_a_change(ex, text, expected):
    assert expected in _results(ex, text)


def test_coordinated_ranges_share_the_change_noun(ex):
    got = _results(ex, "We propose Quillon. On ImageNet, Quillon beats AdamW, reaching 4.21-5.37% and "
                       "2.10-9.80% top-1 accuracy gains.")
    assert ("4.21", "5.37", "top-1 accuracy", True, "increase") in got
    assert ("2.10", "9.80", "top-1 accuracy", True, "increase") in got


def test_coordinated_scores_stay_scores(ex):
    got = _results(ex, "We propose Quillon. Quillon reaches 81.2% and 77.5% retrieval accuracy on two benchmarks.")
    assert ("81.2", None, "retrieval accuracy", False, None) in got
    assert ("77.5", None, "retrieval accuracy", False, None) in got


@pytest.mark.parametrize("text, expected", [
    ("We propose Quillon. Quillon lifts box AP by 2.1 on COCO, with merely additional 6% tuning time "
     "required by the base detector.", ("6", None, "tuning time", True, "increase")),
    ("We propose Quillon. Quillon needs only an additional 4% training time over the base detector.",
     ("4", None, "training time", True, "increase")),
    # the clause's verb of reduction is about the other value
    ("We propose Quillon. Quillon cuts memory by 60% with extra 12% compute overhead on average.",
     ("12", None, "compute overhead", True, "increase")),
    # a change noun after the value says which way
    ("We propose Quillon. Quillon brings an additional 5% reduction in error on COCO.",
     ("5", None, "error", True, "decrease")),
])
def test_an_extra_amount_is_an_increase(ex, text, expected):
    assert expected in _results(ex, text)


def test_is_extra_amount_reads_the_words_next_to_the_value():
    t = "It needs an extra 4% time and 7% fewer steps, with 3% extra memory."
    s = t.index("4%")
    assert is_extra_amount(t, 0, s, s + 2)
    s = t.index("7%")
    assert not is_extra_amount(t, 0, s, s + 2)
    s = t.index("3%")
    assert is_extra_amount(t, 0, s, s + 2)


@pytest.mark.parametrize("text", [
    "We release Quillbench. The corpus includes over 4,000 pairwise human evaluations of agents.",
    "We release Quillbench. Quillbench contains about 1,200 human evaluations of summaries.",
])
def test_a_contained_count_is_no_result(ex, text):
    assert not any(v in ("4,000", "1,200") for v, *_ in _results(ex, text))


def test_is_contained_count_needs_a_whole_number_after_the_verb():
    t = "The set includes 4,000 ratings; it includes 12.5% noise and reaches 4,000 ratings."
    nums = find_numbers(t, 0, len(t))
    by_start = {t[n.start:n.end]: n for n in nums}
    first = nums[0]
    assert t[first.start:first.end] == "4,000" and _is_contained_count(t, 0, first.start, first)
    pct = by_start["12.5%"]
    assert not _is_contained_count(t, 0, pct.start, pct)  # a percentage is no count
    last = nums[-1]
    assert t[last.start:last.end] == "4,000" and not _is_contained_count(t, 0, last.start, last)


@pytest.mark.parametrize("text, expected", [
    ("We propose Quillon. Quillon cuts the miss rate from the previous best performance of 31.2% to 7.4% "
     "on the benchmark.", ("7.4", None, "miss rate", False)),
    ("We propose Quillon. On the test split, Quillon lowers the error share from the previous best "
     "performance of 20.0% to 9.5%.", ("9.5", None, "error share", False)),
])
def test_a_reference_point_after_from_names_no_measure(ex, text, expected):
    assert expected in [r[:4] for r in _results(ex, text)]


def test_a_named_measure_after_from_is_kept(ex):
    got = _results(ex, "We propose Quillon. Quillon reduces the miss rate from the previous best FID of 31.2% "
                       "to 7.4% on the benchmark.")
    assert [r[:3] for r in got] == [("7.4", None, "FID")]


def test_the_direction_of_a_from_to_outcome_reads_across_a_reference_point(ex):
    got = _results(ex, "We propose Quillon. On the test split, Quillon lowers the error share from the previous "
                       "best performance of 20.0% to 9.5%.")
    assert ("9.5", None, "error share", False, "decrease") in got
    got = _results(ex, "We propose Quillon. Quillon lifts the pass rate from the previous best of 40.5% to 52.1%.")
    assert ("52.1", None, "pass rate", False, "increase") in got
