"""Tests of the learned task scorer experiment (eval/task_scorer.py,
eval/train_task_scorer.py). Sentences are written for these tests."""
from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("task_scorer", ROOT / "eval" / "task_scorer.py")
task_scorer = importlib.util.module_from_spec(_spec)
sys.modules["task_scorer"] = task_scorer  # (dataclasses look their module up by name)
_spec.loader.exec_module(task_scorer)
LinearModel, TaskCandidate, TaskScorer = task_scorer.LinearModel, task_scorer.TaskCandidate, task_scorer.TaskScorer
load_scorer, task_candidates = task_scorer.load_scorer, task_scorer.task_candidates


@pytest.fixture(scope="module")
def extractor():
    from kg.extract import Extractor
    return Extractor()


def _candidates(extractor, text: str, title=None):
    from kg.extract.roles import _State
    from kg.records import Paper

    doc, _ = extractor._make_doc(Paper(id="t", abstract=text, title=title))
    doc = extractor.nlp(doc)
    st = _State(doc)
    st.run()
    rule_tasks = [(m.start, m.end) for m in st.mentions if m.type == "Task" and m.source == "abstract"]
    rule_main = next(((m.start, m.end) for m in st.mentions if m.type == "Task" and m.source == "abstract" and m.main), None)
    return {c.key: c for c in task_candidates(st, rule_tasks, rule_main)}


def test_noun_phrase_suffixes_are_candidates_with_general_features(extractor):
    text = ("We propose a simple method for robust image classification under label noise. "
            "Image classification remains a core problem of computer vision.")
    cands = _candidates(extractor, text)
    # the whole noun phrase and its suffix after the leading modifier
    assert "robust image classification" in cands
    c = cands["image classification"]
    assert c.features["head_task"] == 1.0          # 'classification' is a task head
    assert c.features["pwc_task"] == 1.0           # a Papers with Code task
    assert c.features["count2"] == 1.0             # named in both sentences
    assert c.features["sent_start"] == 1.0         # opens the second sentence
    assert c.features["n2"] == 1.0
    assert cands["robust image classification"].features["prev_for"] == 1.0
    # the first mention's text and offsets point into the text
    assert text[c.start:c.end].lower() == "image classification"


def test_title_and_cue_features(extractor):
    text = ("We study semantic parsing of spoken commands. "
            "Our parser outperforms prior parsers on two benchmarks.")
    cands = _candidates(extractor, text, title="Semantic Parsing of Spoken Commands")
    c = cands["semantic parsing"]
    assert c.features["title"] == 1.0
    assert c.features["prev_study"] == 1.0
    assert c.features["sent0"] == 1.0


def test_linear_model_probability():
    m = LinearModel({"a": 1.0, "b": -2.0}, bias=-1.0)
    assert m.prob({"a": 1.0}) == pytest.approx(0.5)
    assert m.prob({}) == pytest.approx(1 / (1 + 2.718281828459045))
    assert m.prob({"a": 1.0, "b": 1.0, "unknown": 5.0}) == pytest.approx(1 / (1 + 2.718281828459045 ** 2))


def _cand(key: str, start: int, **f) -> TaskCandidate:
    return TaskCandidate(key, key, start, start + len(key), 0, dict(f))


def test_decide_threshold_nested_suppression_and_main():
    task = LinearModel({"t": 4.0}, bias=-2.0)      # t=1 -> 0.88, t=0 -> 0.12
    main = LinearModel({"m": 3.0}, bias=0.0)
    cands = [_cand("classification", 0, t=1.0, m=1.0), _cand("image classification", 20, t=1.0),
             _cand("label noise", 50, t=0.0, m=1.0)]
    chosen, best = TaskScorer(task, main, threshold=0.5, suppress_nested=True).decide(cands)
    assert [c.key for c, _ in chosen] == ["image classification"]
    assert best.key == "image classification"
    chosen, best = TaskScorer(task, main, threshold=0.5, suppress_nested=False).decide(cands)
    assert [c.key for c, _ in chosen] == ["classification", "image classification"]
    assert best.key == "classification"            # higher main-task probability
    assert TaskScorer(task, main, threshold=0.95).decide(cands) == ([], None)


def test_model_round_trip_and_errors(tmp_path):
    sc = TaskScorer(LinearModel({"b": 1.0, "a": -0.5}, 0.25), LinearModel({"c": 2.0}, -1.0), 0.4, False)
    p = tmp_path / "m.json"
    p.write_text(json.dumps(sc.to_dict()), encoding="utf-8")
    assert load_scorer(str(p)) == sc
    assert list(sc.to_dict()["task"]["weights"]) == ["a", "b"]
    with pytest.raises(FileNotFoundError, match="missing.json"):
        load_scorer(str(tmp_path / "missing.json"))
    bad = tmp_path / "bad.json"
    bad.write_text('{"task": {"weights": {}, "bias": 0},\n oops}', encoding="utf-8")
    with pytest.raises(ValueError, match=r"bad\.json:2"):
        load_scorer(str(bad))
    partial = tmp_path / "partial.json"
    partial.write_text('{"task": {"weights": {}, "bias": 0}, "threshold": 0.5}', encoding="utf-8")
    with pytest.raises(ValueError, match="partial.json.*main"):
        load_scorer(str(partial))


def test_training_labels_follow_kg_eval_matching():
    spec = importlib.util.spec_from_file_location("train_task_scorer", ROOT / "eval" / "train_task_scorer.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    from kg.records import Acronym, CleanText, Extraction, Paper

    text = "Robust speaker verification (RSV) is hard."
    rec = {"id": "x", "text": text,
           "task": [{"name": "robust speaker verification", "main": True}],
           "allowed_extra": ["speaker verification"]}
    ex = Extraction(paper=Paper(id="x", abstract=text), clean=CleanText(text, range(len(text) + 1)),
                    acronyms=(Acronym("RSV", "Robust speaker verification", 0, 33),))
    cands = [_cand("rsv", 29), _cand("robust speaker verification task", 0), _cand("speaker verification", 7),
             _cand("hard", 37)]
    y, y_main = mod.label(rec, ex, cands)
    assert y == [1, 1, None, 0]       # acronym, trailing 'task', allowed extra (left out), other
    assert y_main == [1, 0, 0, 0]     # main-task matching does not strip 'task' (as kg eval)


def test_scierc_spans_become_features(extractor):
    from kg.extract.roles import _State
    from kg.records import Paper

    text = "We address the speech enhancement problem with a gated filter network."
    doc, _ = extractor._make_doc(Paper(id="t", abstract=text))
    doc = extractor.nlp(doc)
    st = _State(doc)
    st.run()
    s = text.index("the speech enhancement problem")
    m = text.index("a gated filter network")
    spans = [(s, s + len("the speech enhancement problem"), "Task"),
             (m, m + len("a gated filter network"), "Method")]
    with_sci = {c.key: c for c in task_candidates(st, [], None, spans)}
    without = {c.key: c for c in task_candidates(st, [], None)}
    assert with_sci["speech enhancement problem"].features["scierc_task"] == 1.0   # 'the' removed
    assert with_sci["gated filter network"].features["scierc_method"] == 1.0
    assert with_sci["enhancement problem"].features["scierc_task_suffix"] == 1.0
    assert not any(k.startswith("scierc") for c in without.values() for k in c.features)


def test_title_noun_phrases_become_features(extractor):
    from kg.extract.roles import _State
    from kg.records import Paper

    text = "Sparse retrieval indexes documents by terms. We speed up sparse retrieval with pruning."
    doc, _ = extractor._make_doc(Paper(id="t", abstract=text))
    doc = extractor.nlp(doc)
    st = _State(doc)
    st.run()
    title_doc = extractor.nlp(extractor._make_doc(Paper(id="t", abstract="Fast Pruning for Sparse Retrieval"))[0])
    cands = {c.key: c for c in task_candidates(st, [], None, None, title_doc)}
    assert cands["sparse retrieval"].features["title_np"] == 1.0
    assert cands["sparse retrieval"].features["title_np_purpose"] == 1.0   # after 'for'
    assert cands["retrieval"].features["title_np_suffix"] == 1.0
    assert "title_np" not in cands["term"].features
