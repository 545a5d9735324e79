"""eval/train_gold_tagger.py: how gold items become training spans, and how model spans are added."""
import importlib.util
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "eval" / "train_gold_tagger.py"


@pytest.fixture(scope="module")
def tg():
    spec = importlib.util.spec_from_file_location("train_gold_tagger_under_test", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _spans(tg, text, rec):
    import spacy

    doc = spacy.blank("en").make_doc(text)
    spans, counts = tg.gold_spans(text, rec, doc)
    return [(doc[s:e].text, lab) for s, e, lab in spans], counts


def test_gold_spans_case_insensitive_word_bounded_longest_kept(tg):
    text = "Graph neural networks (GNNs) beat graph neural networks on node classification. GNNsX no."
    rec = {"method_used": [{"name": "graph neural networks", "aliases": ["GNNs", "graph neural networks"]},
                           {"name": "neural networks", "aliases": []}],
           "task": [{"name": "node classification", "aliases": ["classification"]}],
           "dataset": [{"name": "ImageNet", "aliases": []}]}
    spans, counts = _spans(tg, text, rec)
    assert spans == [("Graph neural networks", "METHOD"), ("GNNs", "METHOD"),
                     ("graph neural networks", "METHOD"), ("node classification", "TASK")]
    assert counts == {"task": (1, 1), "method_used": (2, 2), "dataset": (1, 0), "metric": (0, 0)}


def test_gold_spans_same_span_two_labels_is_dropped(tg):
    text = "We study reinforcement learning with reinforcement learning agents."
    rec = {"task": [{"name": "reinforcement learning", "aliases": []}],
           "method_used": [{"name": "reinforcement learning", "aliases": []},
                           {"name": "reinforcement learning agents", "aliases": []}]}
    spans, counts = _spans(tg, text, rec)
    assert spans == [("reinforcement learning agents", "METHOD")]
    assert counts["task"] == (1, 1)


def test_augment_gates(tg):
    from kg.records import CleanText, Extraction, Mention, Paper

    text = "We use BERT and RoBERTa. Nothing here uses T5."
    ex = Extraction(paper=Paper(id="p", abstract=text), clean=CleanText(text=text, offsets=tuple(range(len(text) + 1))),
                    sentences=((0, 24), (25, len(text))),
                    mentions=(Mention(text="BERT", type="Method", start=7, end=11, role="used", rule="r"),))
    tagged = [[(7, 11, "METHOD", 0.9), (16, 23, "METHOD", 0.7), (43, 45, "METHOD", 0.3),
               (7, 15, "METHOD", 0.95), (16, 23, "TASK", 0.9)]]

    def added(thr, gate):
        exs, n = tg.augment([ex], tagged, "METHOD", thr, gate)
        return [m.text for m in exs[0].mentions if m.rule == "gold_tagger"]

    # "BERT and" overlaps the rule's BERT (kept only by the ungated variant, and it then
    # shadows nothing else); same offsets as a rule mention are never added
    assert added(0.0, "all") == ["BERT and", "RoBERTa", "T5"]
    assert added(0.0, "nooverlap") == ["RoBERTa", "T5"]
    assert added(0.5, "nooverlap") == ["RoBERTa"]
    assert added(0.0, "nooverlap+sent") == ["RoBERTa"]
    assert [m.role for m in tg.augment([ex], tagged, "METHOD", 0.0, "nooverlap")[0][0].mentions] == ["used"] * 3


def test_augment_new_gate_skips_names_the_rules_extracted(tg):
    from kg.records import Acronym, CleanText, Extraction, Mention, Paper

    text = "Our Sparse Mixer (SpaM) beats BERT. SpaM and BERTs help GPT-2."
    ex = Extraction(paper=Paper(id="p", abstract=text), clean=CleanText(text=text, offsets=tuple(range(len(text) + 1))),
                    sentences=((0, 35), (36, len(text))),
                    mentions=(Mention(text="Sparse Mixer", type="Method", start=4, end=16, role="proposed", rule="r"),
                              Mention(text="BERT", type="Method", start=30, end=34, role="used", rule="r")),
                    acronyms=(Acronym(short="SpaM", long="Sparse Mixer", start=4, end=22),))
    tagged = [[(36, 40, "METHOD", 0.9), (45, 50, "METHOD", 0.9), (56, 61, "METHOD", 0.9)]]
    exs, n = tg.augment([ex], tagged, "METHOD", 0.5, "nooverlap")
    assert [m.text for m in exs[0].mentions[2:]] == ["SpaM", "BERTs", "GPT-2"]
    # "SpaM" is the acronym of the rules' "Sparse Mixer", "BERTs" the plural of their "BERT"
    exs, n = tg.augment([ex], tagged, "METHOD", 0.5, "new")
    assert ([m.text for m in exs[0].mentions[2:]], n) == (["GPT-2"], 1)


def test_suggester_config_blocks(tg):
    import spacy

    assert tg._NGRAM8 in tg.SPANCAT_CFG  # the block train() replaces is there
    assert tg.suggester_cfg("ngram3").endswith('"spacy.ngram_suggester.v1"\nsizes = [1,2,3]\n')
    assert tg.suggester_cfg("phrase6").endswith('@misc = "paperkg.phrase_suggester.v1"\nmax_size = 6\n')
    for bad in ("phrase", "ngram0", "noun8", "phrase8 "):
        with pytest.raises(ValueError):
            tg.suggester_cfg(bad)
    # the phrase config resolves to a spancat whose suggester proposes no function-word edges
    cfg_text = tg.SPANCAT_CFG.replace(tg._NGRAM8, tg.suggester_cfg("phrase2"))
    cfg = spacy.util.load_config_from_str(cfg_text)
    import kg.extract.candidates  # noqa: F401

    suggester = spacy.util.registry.resolve({"s": cfg["components"]["spancat"]["suggester"]})["s"]
    doc = spacy.blank("en").make_doc("robust training of deep nets")
    got = {doc[s:e].text for s, e in suggester([doc]).dataXd.tolist()}
    assert got == {"robust", "training", "deep", "nets", "robust training", "deep nets"}


def test_dev_files_and_final_inner_dev(tg):
    names = [f.stem for f in tg.DEV_FILES_S19]
    # session 19's model's data: the 24 files up to dev25, dev24 + dev25 its inner dev
    assert len(names) == len(set(names)) == 24 and {"dev24", "dev25"} <= set(names)
    assert not any("heldout" in n or "second_annotator" in n or n in ("dev12", "dev26", "dev28", "dev29")
                   for n in names)
    assert tg.INNER_DEV[0] == ["dev24", "dev25"]
    assert tg.FOLD_FILES[0] == set(names)  # fold 0 still reproduces session 19's model
    for fold, test in tg.FOLDS.items():
        assert not set(test) & set(tg.INNER_DEV[fold])
