"""Session 58 (evalci58): document-bootstrap confidence intervals in ``kg eval`` (``--ci``,
``--bootstrap N``, ``--seed``, ``--per-doc``, ``--compare A.json B.json``).

Synthetic per-paper counts whose intervals are known, the report's existing output unchanged
by the new options, and one run end to end on a tiny gold file written here.
"""
from __future__ import annotations

import json

import numpy as np
import pytest

from kg.bootstrap import (BootstrapCI, DocCounts, _count_matrix, _resampled_sums, bootstrap_ci, load_per_doc,
                          paired_bootstrap)
from kg.evaluate import EvalReport, Score

CATS = ["dataset", "task"]


def _doc(i: int, dataset=(0, 0, 0), task=(0, 0, 0), main=None, file="g.jsonl") -> DocCounts:
    return DocCounts(file=file, id=f"p{i}", counts={"dataset": dataset, "task": task}, main=main)


# ------------------------------------------------------------------ known intervals
def test_identical_papers_give_a_zero_width_interval_at_the_point_score():
    # every paper: 2 right, 1 false, 1 missed -> P = R = F1 = 2/3 in every resample
    docs = [_doc(i, dataset=(2, 1, 1), task=(1, 0, 3), main=True) for i in range(20)]
    ci = bootstrap_ci(docs, CATS, resamples=200, seed=3)
    lo, hi = ci.intervals["dataset"]["f1"]
    assert lo == hi == pytest.approx(2 / 3)
    assert ci.intervals["dataset"]["precision"] == pytest.approx((2 / 3, 2 / 3))
    assert ci.intervals["task"]["recall"] == pytest.approx((0.25, 0.25))
    assert ci.intervals["task"]["precision"] == (1.0, 1.0)
    assert ci.main_task == (1.0, 1.0)
    assert ci.undefined == {"dataset": {"precision": 0, "recall": 0, "f1": 0},
                            "task": {"precision": 0, "recall": 0, "f1": 0}}


def test_one_paper_gives_its_own_score():
    ci = bootstrap_ci([_doc(0, dataset=(1, 1, 0))], CATS, resamples=50)
    assert ci.intervals["dataset"]["precision"] == (0.5, 0.5) and ci.intervals["dataset"]["recall"] == (1.0, 1.0)
    # the task has no item in the only paper: undefined in every resample
    assert ci.intervals["task"] == {"precision": None, "recall": None, "f1": None}
    assert ci.undefined["task"] == {"precision": 50, "recall": 50, "f1": 50}
    assert ci.main_task is None


def test_two_papers_known_distribution():
    # paper 0 all right (F1 1), paper 1 all wrong (one false hit, one miss: F1 0). A resample
    # draws {0,0} (F1 1) with probability 1/4, {1,1} (F1 0) 1/4, one of each (F1 1/2) 1/2.
    docs = [_doc(0, dataset=(1, 0, 0)), _doc(1, dataset=(0, 1, 1))]
    (sums,) = _resampled_sums([_count_matrix(docs, CATS)], 4000, 0)
    tp, fp, fn = sums[:, 0], sums[:, 1], sums[:, 2]
    f1 = 2 * tp / (2 * tp + fp + fn)
    shares = [np.mean(f1 == v) for v in (0.0, 0.5, 1.0)]
    assert shares == pytest.approx([0.25, 0.5, 0.25], abs=0.03)
    ci = bootstrap_ci(docs, CATS, resamples=4000, seed=0)
    # each extreme holds about 25% of the resamples, more than the 2.5% in each tail
    assert ci.intervals["dataset"]["f1"] == (0.0, 1.0)
    assert ci.intervals["dataset"]["precision"] == (0.0, 1.0)


def test_a_resample_without_items_is_left_out_and_counted():
    # paper 0 has the only dataset item (found); a resample of paper 1 twice (1/4) has none
    docs = [_doc(0, dataset=(1, 0, 0)), _doc(1)]
    ci = bootstrap_ci(docs, CATS, resamples=2000, seed=1)
    assert ci.intervals["dataset"]["f1"] == (1.0, 1.0)
    assert ci.undefined["dataset"]["f1"] == pytest.approx(500, abs=60)
    assert ci.cell("dataset", "f1") == "[1.000, 1.000]*"
    assert any(line.startswith("* undefined in some of the 2000 resamples") and "dataset f1" in line for line in ci.footnotes())


def test_main_task_accuracy_interval_counts_only_papers_with_a_gold_main_task():
    # 10 papers right, 10 wrong, 30 without a gold main task: accuracy 0.5
    docs = ([_doc(i, main=True) for i in range(10)] + [_doc(10 + i, main=False) for i in range(10)]
            + [_doc(20 + i) for i in range(30)])
    ci = bootstrap_ci(docs, CATS, resamples=2000, seed=0)
    lo, hi = ci.main_task
    # binomial-like spread of about 0.5 +- 2 * sqrt(0.25 / 20) = 0.5 +- 0.22
    assert 0.2 < lo < 0.4 and 0.6 < hi < 0.8


def test_the_same_seed_gives_the_same_intervals_and_another_seed_others():
    docs = [_doc(i, dataset=(i % 3, i % 2, (i + 1) % 2)) for i in range(40)]
    one = bootstrap_ci(docs, CATS, resamples=300, seed=7).to_dict()
    assert one == bootstrap_ci(docs, CATS, resamples=300, seed=7).to_dict()
    assert one != bootstrap_ci(docs, CATS, resamples=300, seed=8).to_dict()
    # the stream is NumPy's frozen legacy Mersenne Twister: pinned values, as on any machine
    assert one["categories"]["dataset"]["f1"] == [0.5918, 0.7101]


def test_blocks_of_resamples_draw_the_same_as_one_block(monkeypatch):
    import kg.bootstrap

    docs = [_doc(i, dataset=(i % 2, 1 - i % 2, 0)) for i in range(30)]
    whole = bootstrap_ci(docs, CATS, resamples=100, seed=5)
    monkeypatch.setattr(kg.bootstrap, "_BLOCK_CELLS", 30 * 7)  # blocks of 7 resamples
    assert bootstrap_ci(docs, CATS, resamples=100, seed=5) == whole


@pytest.mark.parametrize("kwargs, said", [
    ({"resamples": 0}, "resamples must be at least 1"),
    ({"seed": -1}, "the seed must be a whole number from 0 to 4294967295"),
    ({"seed": 2 ** 32}, "the seed must be"),
    ({"level": 1.0}, "the level must lie between 0 and 1"),
])
def test_bad_arguments_are_refused(kwargs, said):
    with pytest.raises(ValueError, match=said):
        bootstrap_ci([_doc(0)], CATS, **kwargs)
    with pytest.raises(ValueError, match="no papers"):
        bootstrap_ci([], CATS)


# ------------------------------------------------------------------ paired comparison
def test_paired_identical_runs_differ_by_nothing():
    docs = [_doc(i, dataset=(i % 3, i % 2, 1), main=bool(i % 2)) for i in range(30)]
    cmp = paired_bootstrap(docs, list(reversed(docs)), CATS, resamples=500, seed=0)
    row = cmp.rows["dataset"]
    assert row["diff"] == 0 and (row["low"], row["high"]) == (0.0, 0.0) and row["p"] == 1.0
    assert cmp.rows["main_task"]["diff"] == 0 and cmp.rows["main_task"]["p"] == 1.0


def test_paired_a_run_better_on_every_paper_has_the_smallest_p():
    a = [_doc(i, dataset=(0, 1, 1)) for i in range(20)]
    b = [_doc(i, dataset=(1, 0, 0)) for i in range(20)]
    cmp = paired_bootstrap(a, b, CATS, resamples=999, seed=0)
    row = cmp.rows["dataset"]
    assert (row["a"], row["b"], row["diff"]) == (0.0, 1.0, 1.0)
    assert (row["low"], row["high"]) == (1.0, 1.0)
    assert row["p"] == pytest.approx(1 / 1000)
    # the task has no item in either run: undefined, no p-value
    assert cmp.rows["task"]["diff"] is None and cmp.rows["task"]["p"] is None


def test_paired_a_small_change_on_few_papers_is_not_significant():
    # 20 papers with F1 varying by paper; B finds one more item in one paper
    a = [_doc(i, dataset=(1 + i % 3, i % 2, 1)) for i in range(20)]
    b = list(a)
    b[4] = _doc(4, dataset=(a[4].counts["dataset"][0] + 1, a[4].counts["dataset"][1], 0))
    row = paired_bootstrap(a, b, CATS, resamples=2000, seed=0).rows["dataset"]
    assert row["diff"] > 0 and row["low"] <= 0 <= row["high"] and row["p"] > 0.05


def test_paired_needs_the_same_papers():
    a = [_doc(0), _doc(1)]
    with pytest.raises(ValueError, match="1 paper\\(s\\) only in B, such as p2 of g.jsonl"):
        paired_bootstrap(a, [_doc(0), _doc(1), _doc(2)], CATS)
    with pytest.raises(ValueError, match="listed twice"):
        paired_bootstrap(a + [_doc(1)], a, CATS)
    # the same id in two files is two papers
    other = [_doc(0), _doc(1, file="h.jsonl")]
    with pytest.raises(ValueError, match="only in A, such as p1 of g.jsonl"):
        paired_bootstrap(a, other, CATS)


# ------------------------------------------------------------------ the report keeps its output
def _report() -> EvalReport:
    rep = EvalReport("gold: t", {"dataset": Score(3, 1, 2), "task": Score(0, 0, 0)}, {"papers": "2"})
    rep.per_doc = [_doc(0, dataset=(3, 0, 0), main=True), _doc(1, dataset=(0, 1, 2), main=False)]
    rep.main_total, rep.main_right = 2, 1
    return rep


def test_to_dict_adds_keys_only_when_asked():
    rep = _report()
    plain = rep.to_dict()
    assert "bootstrap" not in plain and "per_doc" not in plain
    rep.ci = bootstrap_ci(rep.per_doc, list(rep.scores), resamples=100)
    with_ci = rep.to_dict(per_doc=True)
    assert {k: v for k, v in with_ci.items() if k not in ("bootstrap", "per_doc")} == plain
    assert list(with_ci)[:len(plain)] == list(plain)
    boot = with_ci["bootstrap"]
    assert boot["resamples"] == 100 and boot["seed"] == 0 and boot["level"] == 0.95 and boot["documents"] == 2
    assert set(boot["categories"]["dataset"]) == {"precision", "recall", "f1", "undefined"}
    assert boot["categories"]["task"]["f1"] is None and boot["categories"]["task"]["undefined"]["f1"] == 100
    assert boot["main_task"]["accuracy"][0] <= 0.5 <= boot["main_task"]["accuracy"][1]
    assert with_ci["per_doc"][0] == {"file": "g.jsonl", "id": "p0", "main": True,
                                     "counts": {"dataset": [3, 0, 0], "task": [0, 0, 0]}}
    assert DocCounts.from_dict(with_ci["per_doc"][1]) == rep.per_doc[1]
    json.dumps(with_ci)


def test_format_keeps_every_column_and_adds_intervals_to_the_right():
    rep = _report()
    plain = rep.format().splitlines()
    rep.ci = bootstrap_ci(rep.per_doc, list(rep.scores), resamples=100)
    text = rep.format().splitlines()
    # header, dashes and rows start as before; the notes are unchanged
    assert text[2].startswith(plain[2]) and "F1 95%" in text[2]
    assert text[4].startswith(plain[4]) and text[4].endswith("]")
    assert text[5].startswith(plain[5]) and text[5].rstrip().endswith("-")
    assert text[:len(plain)][6:] == plain[6:]
    assert any(line.startswith("bootstrap: 95% percentile intervals from 100 resamples of the 2 paper(s)")
               for line in text)
    assert any(line.startswith("main task accuracy 95% interval: [") for line in text)


def test_bootstrap_ci_of_a_default_report_is_a_dataclass():
    assert isinstance(bootstrap_ci([_doc(0, dataset=(1, 0, 0))], CATS, resamples=10), BootstrapCI)


# ------------------------------------------------------------------ end to end: a tiny gold file
TINY = [
    {"id": "t1", "text": "We propose GlimmerNet, a sparse attention network for image classification. "
                         "GlimmerNet reaches 81.2% accuracy on ImageNet.",
     "method_proposed": [{"name": "GlimmerNet"}], "benchmark_proposed": [], "dataset": [{"name": "ImageNet"}],
     "task": [{"name": "image classification", "main": True}], "method_used": [{"name": "sparse attention"}],
     "metric": [{"name": "accuracy"}],
     "result": [{"value": "81.2%", "metric": "accuracy", "dataset": "ImageNet"}],
     "acronym": [], "code": [], "component_of": [], "allowed_extra": []},
    {"id": "t2", "text": "This paper studies speech recognition with noisy labels. We introduce a label "
                         "cleaning method, TidyLabel, and evaluate it on LibriSpeech, lowering word error "
                         "rate by 2.1 points.",
     "method_proposed": [{"name": "TidyLabel"}], "benchmark_proposed": [], "dataset": [{"name": "LibriSpeech"}],
     "task": [{"name": "speech recognition", "main": True}], "method_used": [], "metric": [{"name": "word error rate"}],
     "result": [{"value": "2.1 points", "metric": "word error rate", "dataset": "LibriSpeech"}],
     "acronym": [], "code": [], "component_of": [], "allowed_extra": ["noisy labels"]},
    {"id": "t3", "text": "Graph neural networks (GNNs) struggle on heterophilous graphs. We present HeteroMix, "
                         "which mixes neighbour features, and test it on node classification benchmarks.",
     "method_proposed": [{"name": "HeteroMix"}], "benchmark_proposed": [], "dataset": [],
     "task": [{"name": "node classification", "main": True}],
     "method_used": [{"name": "graph neural networks", "aliases": ["GNNs"]}], "metric": [], "result": [],
     "acronym": [{"short": "GNNs", "long": "Graph neural networks"}], "code": [], "component_of": [],
     "allowed_extra": ["heterophilous graphs"]},
]


def test_end_to_end_ci_per_doc_and_compare(tmp_path, capsys):
    from kg.cli import main

    gold = tmp_path / "tiny.jsonl"
    gold.write_text("".join(json.dumps(r) + "\n" for r in TINY), encoding="utf-8")
    assert main(["eval", str(gold), "--json"]) == 0
    plain = json.loads(capsys.readouterr().out)
    a = tmp_path / "a.json"
    assert main(["eval", str(gold), "--json", "--ci", "--bootstrap", "200", "--seed", "4", "--per-doc"]) == 0
    out = capsys.readouterr().out
    a.write_text(out, encoding="utf-8")
    full = json.loads(out)
    # every existing key and number is the same
    assert {k: v for k, v in full.items() if k not in ("bootstrap", "per_doc")} == plain
    # the per-paper counts add up to the report's
    assert [d["id"] for d in full["per_doc"]] == ["t1", "t2", "t3"]
    assert {d["file"] for d in full["per_doc"]} == {"tiny.jsonl"}
    for cat, row in plain["categories"].items():
        sums = [sum(d["counts"][cat][k] for d in full["per_doc"]) for k in range(3)]
        assert sums == [row["tp"], row["fp"], row["fn"]], cat
    assert sum(d["main"] is True for d in full["per_doc"]) == plain["main_task"]["right"]
    assert sum(d["main"] is not None for d in full["per_doc"]) == plain["main_task"]["total"] == 3
    boot = full["bootstrap"]
    assert boot["resamples"] == 200 and boot["seed"] == 4 and boot["documents"] == 3
    for cat, row in plain["categories"].items():
        iv = boot["categories"][cat]["f1"]
        if row["f1"] is not None and iv is not None:
            assert iv[0] <= row["f1"] + 1e-4 and row["f1"] - 1e-4 <= iv[1], cat
    # deterministic for the seed
    assert main(["eval", str(gold), "--json", "--ci", "--bootstrap", "200", "--seed", "4", "--per-doc"]) == 0
    assert capsys.readouterr().out == out
    # the text table gains the interval columns
    assert main(["eval", str(gold), "--ci", "--bootstrap", "50"]) == 0
    text = capsys.readouterr().out
    assert "F1 95%" in text and "bootstrap: 95% percentile intervals from 50 resamples of the 3 paper(s)" in text
    # a run compared with itself: no difference
    assert main(["eval", "--compare", str(a), str(a), "--bootstrap", "100"]) == 0
    text = capsys.readouterr().out
    assert "paired bootstrap: 100 resamples of the 3 paper(s)" in text
    assert main(["eval", "--compare", str(a), str(a), "--json"]) == 0
    cmp = json.loads(capsys.readouterr().out)
    assert cmp["documents"] == 3 and cmp["resamples"] == 1000
    for cat, row in cmp["categories"].items():
        assert row["diff"] in (0.0, None), cat
        assert row["p"] in (1.0, None), cat
    assert cmp["main_task"]["diff"] == 0.0
    loaded = load_per_doc(a)
    assert loaded[0] == "gold: tiny.jsonl" and loaded[1] == list(plain["categories"]) and len(loaded[2]) == 3


@pytest.mark.parametrize("argv, said", [
    (["--per-doc"], "--per-doc applies to --json"),
    (["--seed", "3"], "--seed applies to --ci, --bootstrap N or --compare"),
    (["--ci", "--seed", "-1"], "the seed must be a whole number from 0 to 4294967295"),
])
def test_usage_errors(tmp_path, capsys, argv, said, monkeypatch):
    import kg.extract
    from kg.cli import main

    class Stub:
        def extract_many(self, papers):
            from kg.records import CleanText, Extraction
            for p in papers:
                yield Extraction(paper=p, clean=CleanText(p.abstract, tuple(range(len(p.abstract) + 1))),
                                 sentences=((0, len(p.abstract)),))

    monkeypatch.setattr(kg.extract, "Extractor", lambda *a, **k: Stub())
    gold = tmp_path / "tiny.jsonl"
    gold.write_text(json.dumps(TINY[0]) + "\n", encoding="utf-8")
    assert main(["eval", str(gold), *argv]) == 2
    assert said in capsys.readouterr().err


def test_compare_usage_errors(tmp_path, capsys):
    from kg.cli import main

    no_docs = tmp_path / "no_docs.json"
    no_docs.write_text(json.dumps({"title": "gold: x", "categories": {"dataset": {}}}) + "\n", encoding="utf-8")
    assert main(["eval", "--compare", str(no_docs), str(no_docs)]) == 2
    assert "has no per-document counts: rerun kg eval with --json --per-doc" in capsys.readouterr().err
    two = tmp_path / "two.json"
    two.write_text('{"categories": {}}\n{"categories": {}}\n', encoding="utf-8")
    assert main(["eval", "--compare", str(two), str(two)]) == 2
    assert "holds 2 lines, not one JSON report" in capsys.readouterr().err
    assert main(["eval", "g.jsonl", "--compare", str(no_docs), str(no_docs)]) == 2
    assert "--compare reads two saved reports and scores nothing: GOLD files" in capsys.readouterr().err
    assert main(["eval", "--compare", str(tmp_path / "missing.json"), str(no_docs)]) == 2
    assert "missing.json: no such file" in capsys.readouterr().err
    gold_like = tmp_path / "a.json"
    gold_like.write_text(json.dumps({"title": "gold: x", "categories": {"dataset": {}},
                                     "per_doc": [{"file": "x", "id": "1", "counts": {"dataset": [1, 0, 0]}}]}))
    scierc_like = tmp_path / "b.json"
    scierc_like.write_text(json.dumps({"title": "SciERC", "categories": {"Task": {}},
                                       "per_doc": [{"file": "x", "id": "1", "counts": {"Task": [1, 0, 0]}}]}))
    assert main(["eval", "--compare", str(gold_like), str(scierc_like)]) == 2
    assert "its categories differ" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"title": "gold: x", "categories": {"dataset": {}},
                               "per_doc": [{"file": "x", "id": "1", "counts": {"dataset": [1, 0]}}]}))
    assert main(["eval", "--compare", str(bad), str(bad)]) == 2
    assert "per_doc entry 1: each count must be [tp, fp, fn]" in capsys.readouterr().err


def test_scierc_reports_keep_each_documents_counts(tmp_path, extractor):
    from kg.evaluate import evaluate_scierc

    docs = [
        {"doc_key": "s1", "sentences": [["We", "train", "a", "recurrent", "network", "for", "machine", "translation",
                                         "."]], "ner": [[[3, 4, "Method"], [6, 7, "Task"]]]},
        {"doc_key": "s2", "sentences": [["Results", "on", "the", "Penn", "Treebank", "improve", "accuracy", "."]],
         "ner": [[[3, 4, "Material"], [6, 6, "Metric"]]]},
    ]
    path = tmp_path / "tiny_scierc.json"
    path.write_text("".join(json.dumps(d) + "\n" for d in docs), encoding="utf-8")
    rep = evaluate_scierc(path, extractor=extractor)
    assert [(d.file, d.id) for d in rep.per_doc] == [("tiny_scierc.json", "s1"), ("tiny_scierc.json", "s2")]
    for cat, s in rep.scores.items():
        assert [sum(d.counts[cat][k] for d in rep.per_doc) for k in range(3)] == [s.tp, s.fp, s.fn], cat
    # each document's gold: s1 two entities, s2 two
    assert [sum(d.counts["overall"][0] + d.counts["overall"][2] for d in [doc]) for doc in rep.per_doc] == [2, 2]
    ci = bootstrap_ci(rep.per_doc, list(rep.scores), resamples=100)
    assert set(ci.intervals) == {"Task", "Method", "Metric", "Material", "overall"} and ci.main_task is None
