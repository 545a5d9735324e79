"""Session 25 result rule (kg/extract/results/metric_after.py, _CUTOFF_METRIC): a measure at a
cut-off written "<name>@<rank>" ("Precision@5", "Recall@K", "Hits@3") after "at" or "on" right
after a value is that value's metric, even where the entity extractor reads the name after
"on" as a dataset; such a name is never the value's dataset (datasets.py,
_no_result_dataset). Sentences written for these tests."""
from __future__ import annotations


from kg.records import Paper


def _results(ex, text):
    return [(r.value, r.unit, r.metric, r.dataset)
            for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


def test_cutoff_metric_after_at(ex):
    rs = _results(ex, "The FooRank retriever beats strong dense baselines by up to 3.5% at Precision@5 "
                      "on large catalogues.")
    assert [(r[0], r[2]) for r in rs] == [("3.5", "Precision@5")]


def test_cutoff_metric_after_on_is_no_dataset(ex):
    rs = _results(ex, "Our BazRec model outperforms the best baseline by 6% on Recall@K in all settings.")
    assert [(r[0], r[2], r[3]) for r in rs] == [("6", "Recall@K", None)]


def test_cutoff_metrics_in_a_list(ex):
    rs = _results(ex, "QuxNet improves over the baseline by 2.2% on Hits@3 and 1.4% on MRR@10.")
    assert [(r[0], r[2], r[3]) for r in rs] == [("2.2", "Hits@3", None), ("1.4", "MRR@10", None)]


def test_dataset_after_on_is_still_a_dataset(ex):
    rs = _results(ex, "Our parser improves the baseline by 2.5% on the CoNLL-2003 benchmark.")
    assert [r[2] for r in rs] == [None]
