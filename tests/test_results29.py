"""Session 29 result rules (kg/extract/results): coordinated slash lists of values pair with
the slash list of metric names after the last of them even when the first value of a list
holds no metric of its own (``_slash_values`` with the metric spans; "2.1%/3.4%, 1.8%/2.9%
in EM/F1"), and a name list at the end of the sentence keeps no full stop ("... in
MOTA/IDF1."); a rating word before the metric of a value is no part of the
metric ("a marginal memory overhead of about 6%" -> "memory overhead": ``_phrase_left``).
Sentences written for these tests."""
from __future__ import annotations

from kg.records import Paper


def _results(ex, text):
    return [(r.value, r.metric)
            for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


def test_each_slash_list_pairs_with_the_names_after_the_last(ex):
    got = _results(ex, "On two reading benchmarks we obtain 2.1%/3.4%, 1.8%/2.9% in EM/F1.")
    assert got == [("2.1", "EM"), ("3.4", "F1"), ("1.8", "EM"), ("2.9", "F1")]


def test_paired_name_at_sentence_end_has_no_full_stop(ex):
    got = _results(ex, "In our study the tracker gains 3.1%/4.2% in MOTA/IDF1.")
    assert got == [("3.1", "MOTA"), ("4.2", "IDF1")]


def test_rating_word_is_no_part_of_the_metric(ex):
    got = _results(ex, "The adapter adds only a marginal memory overhead of about 6% at inference.")
    assert got == [("6", "memory overhead")]


def test_slash_list_of_other_names_is_left_alone(ex):
    got = _results(ex, "The ranker scores 71.5/64.2 on the train/test splits of our corpus.")
    assert ("64.2", "test") not in got and ("71.5", "train") not in got
