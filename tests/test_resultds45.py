"""Session 45: the result-dataset measure of `kg eval`, and result datasets the extractor finds.

The measure: over matched results whose gold names a dataset, how many extracted results
carry that dataset (lenient on form; an acronym or alias of the gold dataset counts); over
matched results whose gold dataset is null, how many extracted ones invent one. It leaves the
``result`` category's counts as they were.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg.cli import main
from kg.evaluate import EvalReport, Score, evaluate_extractions, evaluate_gold_files
from kg.records import Acronym, CleanText, Extraction, Paper, Result

TEXT = "Our QuxNet reaches 81.0% accuracy and 12.5 BLEU on the Large Toy Corpus (LTC)."


def _result(value: str, metric: str, dataset) -> Result:
    return Result(value=value, unit=None, metric=metric, dataset=dataset, text=value, start=0, end=1,
                  sentence_start=0, sentence_end=len(TEXT))


def _extraction(results, acronyms=()) -> Extraction:
    p = Paper(id="p1", abstract=TEXT)
    return Extraction(paper=p, clean=CleanText(TEXT, tuple(range(len(TEXT) + 1))),
                      sentences=((0, len(TEXT)),), results=tuple(results), acronyms=tuple(acronyms))


def _gold(results, **extra) -> dict:
    return {"id": "p1", "text": TEXT, "metric": [{"name": "accuracy"}, {"name": "BLEU"}],
            "result": results, **extra}


def test_right_wrong_and_invented_datasets_are_counted():
    gold = _gold([{"metric": "accuracy", "value": "81.0%", "dataset": "Large Toy Corpus"},
                  {"metric": "BLEU", "value": "12.5", "dataset": None},
                  {"metric": "accuracy", "value": "70.2%", "dataset": "Large Toy Corpus"}])
    ex = _extraction([_result("81.0", "accuracy", "the Large Toy Corpus"),   # right: "the" is form
                      _result("12.5", "BLEU", "Large Toy Corpus")])          # gold null: invented
    rep = evaluate_extractions([gold], [ex], verbose=True)
    assert (rep.rd_named, rep.rd_right, rep.rd_null, rep.rd_invented) == (1, 1, 1, 1)
    # the unmatched 70.2% is a result miss, and no part of the dataset measure
    assert (rep.scores["result"].tp, rep.scores["result"].fn) == (2, 1)
    assert any("result_dataset" in d and "INVENTED" in d and "12.5" in d for d in rep.details)


def test_an_acronym_or_alias_of_the_gold_dataset_counts():
    gold = _gold([{"metric": "accuracy", "value": "81.0%", "dataset": "Large Toy Corpus"},
                  {"metric": "BLEU", "value": "12.5", "dataset": "LTC-test"}],
                 acronym=[{"short": "LTC", "long": "Large Toy Corpus"}],
                 dataset=[{"name": "LTC-test", "aliases": ["LTC test split", "Large Toy Corpus test"]}])
    by_acronym = _extraction([_result("81.0", "accuracy", "LTC"),
                              _result("12.5", "BLEU", "LTC test split")])
    rep = evaluate_extractions([gold], [by_acronym])
    assert (rep.rd_named, rep.rd_right) == (2, 2)
    # the extraction's own acronym definition also counts
    gold2 = _gold([{"metric": "accuracy", "value": "81.0%", "dataset": "Large Toy Corpus"}])
    own = _extraction([_result("81.0", "accuracy", "LTC dataset")], acronyms=[
        Acronym(short="LTC", long="Large Toy Corpus", start=0, end=1)])
    rep2 = evaluate_extractions([gold2], [own])
    assert (rep2.rd_named, rep2.rd_right) == (1, 1)


def test_a_wrong_or_missing_dataset_is_no_hit_and_results_keep_their_counts():
    gold = _gold([{"metric": "accuracy", "value": "81.0%", "dataset": "Large Toy Corpus"},
                  {"metric": "BLEU", "value": "12.5", "dataset": "Small Toy Corpus"}])
    ex = _extraction([_result("81.0", "accuracy", "Small Toy Corpus"), _result("12.5", "BLEU", None)])
    rep = evaluate_extractions([gold], [ex], verbose=True)
    assert (rep.rd_named, rep.rd_right, rep.rd_null, rep.rd_invented) == (2, 0, 0, 0)
    assert (rep.scores["result"].tp, rep.scores["result"].fp, rep.scores["result"].fn) == (2, 0, 0)
    wrong = [d for d in rep.details if "result_dataset" in d]
    assert len(wrong) == 2 and "(gold 'Large Toy Corpus')" in wrong[0]


def test_the_line_follows_the_table_and_json_has_the_counts():
    rep = EvalReport("t", {"result": Score(3, 0, 0)}, rd_named=4, rd_right=3, rd_null=5, rd_invented=1)
    lines = rep.format().splitlines()
    table_end = 5  # after the title, a blank line, the header, its rule and one row
    assert lines[table_end] == ""
    assert lines[table_end + 1] == ("result dataset: right 3/4 = 0.750 (matched results whose gold names a "
                                    "dataset), invented 1/5 (matched results whose gold dataset is null)")
    assert rep.to_dict()["result_dataset"] == {"named": 4, "right": 3, "null": 5, "invented": 1}
    assert EvalReport("t", {"result": Score()}).result_dataset_line() is None


class _Stub:
    """One paper: 81.0 accuracy on LTC (right), 12.5 BLEU on LTC (gold null: invented)."""

    def extract_many(self, papers):
        for p in papers:
            yield _extraction([_result("81.0", "accuracy", "LTC"), _result("12.5", "BLEU", "LTC")])


def test_pooled_files_sum_the_measure_and_the_cli_prints_it(tmp_path: Path, capsys, monkeypatch):
    gold = _gold([{"metric": "accuracy", "value": "81.0%", "dataset": "LTC"},
                  {"metric": "BLEU", "value": "12.5", "dataset": None}])
    paths = []
    for name, pid in (("a.jsonl", "p1"), ("b.jsonl", "p2")):
        path = tmp_path / name
        path.write_text(json.dumps({**gold, "id": pid}) + "\n", encoding="utf-8")
        paths.append(path)
    rep = evaluate_gold_files(paths, extractor=_Stub())
    assert (rep.rd_named, rep.rd_right, rep.rd_null, rep.rd_invented) == (2, 2, 2, 2)
    import kg.extract
    monkeypatch.setattr(kg.extract, "Extractor", _Stub)
    assert main(["eval", *map(str, paths)]) == 0
    out = capsys.readouterr().out
    assert "result dataset: right 2/2 = 1.000" in out and "invented 2/2" in out


# --- the dataset of the sentence before (kg.extract.results.datasets._dataset_of_previous_sentence)

def _datasets(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return [(r.value, r.dataset) for r in e.results]


@pytest.mark.parametrize("text, expected", [
    ("We evaluate GlimpseNet on ScanNetV2. Our detector achieves 71.2 AP25 and 58.4 AP50.",
     [("71.2", "ScanNetV2"), ("58.4", "ScanNetV2")]),
    ("Extensive Places365 experiments confirm the gains of the sampler. It raises the top-1 accuracy "
     "by 1.4% over uniform sampling.", [("1.4", "Places365")]),
    ("Our tracker outperforms prior trackers on the LaSOT benchmark while staying light. The compact "
     "variant reaches an AUC of 68.1%.", [("68.1", "LaSOT")]),
])
def test_a_result_takes_the_one_dataset_of_the_sentence_before(ex, text, expected):
    assert _datasets(ex, text) == expected


@pytest.mark.parametrize("text, expected", [
    # the sentence before names two datasets: which one is not said
    ("We evaluate on ScanNetV2 and S3DIS. Our detector achieves 71.2 AP25.", [("71.2", None)]),
    # the dataset was training data
    ("We fine-tune the student on Places365. The student then reaches 61.3% accuracy on unseen scenes.",
     [("61.3", None)]),
    ("We use CommonPile for pre-training. The model reaches 61.3% accuracy in the zero-shot setting.",
     [("61.3", None)]),
    # a multiplier measures cost or speed
    ("We evaluate GlimpseNet on ScanNetV2. It also runs 3.5x faster than the voxel baseline.", [("3.5", None)]),
    # the result's own sentence names its dataset
    ("We evaluate on ScanNetV2. On S3DIS, our detector achieves 64.0 mIoU.", [("64.0", "S3DIS")]),
])
def test_no_dataset_is_carried_over_where_it_may_be_wrong(ex, text, expected):
    assert _datasets(ex, text) == expected


# --- the benchmark the paper proposes (kg.extract.results.datasets._dataset_of_own_benchmark)

@pytest.mark.parametrize("text, expected", [
    ("We introduce QuillBench, a benchmark of 800 multi-step document editing tasks. Even the strongest "
     "model solves only 12.5% of the tasks, while human editors solve 88.0%.",
     [("12.5", "QuillBench"), ("88.0", "QuillBench")]),
])
def test_a_result_of_a_benchmark_paper_is_measured_on_its_benchmark(ex, text, expected):
    assert _datasets(ex, text) == expected


@pytest.mark.parametrize("text, expected", [
    # a value before the benchmark is named belongs to the motivation
    ("Current agents already reach 95% accuracy on single-step edits. We introduce QuillBench, a benchmark of 800 "
     "multi-step document editing tasks. Even the strongest model solves only 12.5% of the tasks.",
     [("95", None), ("12.5", "QuillBench")]),
    # a multiplier measures the benchmark's own speed
    ("We introduce QuillBench, a benchmark of 800 multi-step document editing tasks. Its simulator "
     "runs 40x faster than a browser.", [("40", None)]),
])
def test_no_benchmark_is_given_where_it_may_be_wrong(ex, text, expected):
    assert _datasets(ex, text) == expected
