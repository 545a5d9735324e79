"""SciERC entity recogniser: training (smoke), the shipped model, and its evaluation."""
import json

import pytest

from kg.evaluate import evaluate_scierc
from kg.extract.scierc import (CONFIG_PATH, SCIERC_TYPES, SciercTagger, default_model, scierc_docbin,
                               train_scierc)

SHIPPED = default_model()
needs_model = pytest.mark.skipif(SHIPPED is None, reason="no SciERC model shipped in kg/data/scierc_model")


def _write(tmp_path, docs, name="s.json"):
    p = tmp_path / name
    p.write_text("\n".join(json.dumps(d) for d in docs) + "\n", encoding="utf-8")
    return p


def test_config_is_a_valid_spacy_training_config():
    from spacy.util import load_config
    cfg = load_config(CONFIG_PATH)
    assert cfg["nlp"]["pipeline"][-1] == "ner"
    assert cfg["system"]["seed"] == 0


def test_docbin_keeps_only_requested_labels(tmp_path):
    from spacy.tokens import DocBin
    import spacy
    doc = {"sentences": [["We", "apply", "beam", "search", "to", "it", "."]],
           "ner": [[[2, 3, "Method"], [5, 5, "Generic"]]]}
    src = _write(tmp_path, [doc])
    scierc_docbin(src, tmp_path / "a.spacy")
    scierc_docbin(src, tmp_path / "b.spacy", labels=("Method", "Generic"))
    vocab = spacy.blank("en").vocab
    (a,) = DocBin().from_disk(tmp_path / "a.spacy").get_docs(vocab)
    (b,) = DocBin().from_disk(tmp_path / "b.spacy").get_docs(vocab)
    assert [(e.text, e.label_) for e in a.ents] == [("beam search", "Method")]
    assert [(e.text, e.label_) for e in b.ents] == [("beam search", "Method"), ("it", "Generic")]


def test_train_smoke_writes_a_loadable_model(tmp_path):
    """Ten steps with the repository config on four tiny documents (well under a minute)."""
    docs = [{"doc_key": f"d{i}", "sentences": [["We", "use", "CRFs", "for", "parsing", "on", "the", "Penn",
                                                  "Treebank", "."]],
             "ner": [[[2, 2, "Method"], [4, 4, "Task"], [7, 8, "Material"]]]} for i in range(4)]
    src = _write(tmp_path, docs)
    best = train_scierc(src, src, tmp_path / "out", max_steps=10, seed=0)
    assert (best / "meta.json").is_file()
    assert (tmp_path / "out" / "config.cfg").read_text(encoding="utf-8") == CONFIG_PATH.read_text(encoding="utf-8")
    (spans,) = list(SciercTagger(best).spans(["We use CRFs for parsing ."]))
    text = "We use CRFs for parsing ."
    for s, e, lab in spans:
        assert 0 <= s < e <= len(text) and lab in SCIERC_TYPES


def test_train_names_missing_config(tmp_path):
    src = _write(tmp_path, [{"sentences": [["x"]], "ner": [[]]}])
    with pytest.raises(FileNotFoundError, match="nope.cfg"):
        train_scierc(src, src, tmp_path / "out", config=tmp_path / "nope.cfg")


def test_tagger_names_bad_model_path(tmp_path):
    with pytest.raises(OSError, match="no-model-here"):
        SciercTagger(tmp_path / "no-model-here")


@needs_model
def test_shipped_model_tags_a_sentence():
    text = ("We propose a hidden Markov model for part-of-speech tagging and evaluate its "
            "accuracy on the Brown corpus .")
    (spans,) = list(SciercTagger().spans([text]))
    found = {(text[s:e], lab) for s, e, lab in spans}
    assert ("hidden Markov model", "Method") in found
    assert ("part-of-speech tagging", "Task") in found
    assert ("accuracy", "Metric") in found
    assert ("Brown corpus", "Material") in found


@needs_model
def test_evaluate_scierc_defaults_to_shipped_model(tmp_path):
    toks = ["We", "propose", "a", "hidden", "Markov", "model", "for", "part-of-speech", "tagging", "."]
    doc = {"doc_key": "d1", "sentences": [toks], "ner": [[[3, 5, "Method"], [7, 8, "Task"]]]}
    r = evaluate_scierc(_write(tmp_path, [doc]), use="ner")
    assert r.scores["Method"].tp == 1 and r.scores["Task"].tp == 1
    assert r.scores["overall"].fn == 0


def test_evaluate_scierc_without_any_model_says_how_to_get_one(tmp_path, monkeypatch):
    import kg.extract.scierc as scierc
    monkeypatch.setattr(scierc, "default_model", lambda: None)
    p = _write(tmp_path, [{"sentences": [["x"]], "ner": [[]]}])
    with pytest.raises(ValueError, match="kg train"):
        evaluate_scierc(p, use="ner")
