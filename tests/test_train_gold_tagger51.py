"""eval/train_gold_tagger.py, session 51: fold 0's files and training-data fingerprints."""
import pytest

from test_train_gold_tagger30 import tg  # noqa: F401 - the script loaded once per module, as session 30 loads it


def test_fold0_is_the_shipped_models_files(tg):
    names = [f.stem for f in tg.DEV_FILES_S19]
    assert names == ["icml2026_dev", "dev_neurips_iclr", "dev3_icml2024_neurips",
                     *[f"dev{i}" for i in (4, 5, 6, 7, 8, 9, 10, 11)], *[f"dev{i}" for i in range(13, 26)]]
    assert tg.FOLD_FILES[0] == set(names) and tg.INNER_DEV[0] == ["dev24", "dev25"] and tg.FOLDS[0] == []


def _docbin(texts_spans):
    import spacy
    from spacy.tokens import DocBin

    nlp = spacy.blank("en")
    db = DocBin(store_user_data=True)
    for text, spans in texts_spans:
        doc = nlp.make_doc(text)
        ents = [doc.char_span(a, b, label=lab) for a, b, lab in spans]
        doc.ents = ents
        doc.spans["sc"] = list(ents)
        db.add(doc)
    return db


def _at(text, phrase, label):
    start = text.index(phrase)
    return (start, start + len(phrase), label)


_T = "We tune sparse toy routers for graph colouring."
TRAIN = [(_T, [_at(_T, "sparse toy routers", "METHOD"), _at(_T, "graph colouring", "TASK")])]
DEV = [("Dropout helps toy parsing.", [(0, 7, "METHOD")])]


def test_fingerprint_tells_texts_and_spans_apart(tg):
    import spacy

    vocab = spacy.blank("en").vocab
    base = tg.fingerprint(_docbin(TRAIN).get_docs(vocab))
    assert len(base) == 16 and base == tg.fingerprint(_docbin(TRAIN).get_docs(vocab))
    other_text = [("We tune sparse toy routers for graph coloring.", TRAIN[0][1])]
    other_span = [(_T, [_at(_T, "sparse toy routers", "METHOD")])]
    assert tg.fingerprint(_docbin(other_text).get_docs(vocab)) != base
    assert tg.fingerprint(_docbin(other_span).get_docs(vocab)) != base


def test_check_fold0_says_whether_prepare_wrote_the_shipped_data(tg, tmp_path, monkeypatch, capsys):
    import spacy

    vocab = spacy.blank("en").vocab
    (tmp_path / "fold0").mkdir()
    _docbin(TRAIN).to_disk(tmp_path / "fold0" / "train.spacy")
    _docbin(DEV).to_disk(tmp_path / "fold0" / "dev.spacy")
    prints = {"train": tg.fingerprint(_docbin(TRAIN).get_docs(vocab)),
              "dev": tg.fingerprint(_docbin(DEV).get_docs(vocab))}
    monkeypatch.setattr(tg, "SHIPPED_FOLD0", dict(prints))
    assert tg.check_fold0(tmp_path) is True
    assert f"fold 0 train: 1 docs, fingerprint {prints['train']}: the shipped model's" in capsys.readouterr().out
    monkeypatch.setattr(tg, "SHIPPED_FOLD0", {"train": prints["train"], "dev": "0" * 16})
    monkeypatch.setattr(tg, "SESSION51_FOLD0", {"train": "1" * 16, "dev": prints["dev"]})
    assert tg.check_fold0(tmp_path) is False
    assert "fold 0 dev: 1 docs, fingerprint" in capsys.readouterr().out


def test_recorded_fingerprints_differ(tg):
    # the cleaner changed 10 texts between the shipped model's code and session 51's
    assert tg.SHIPPED_FOLD0["train"] != tg.SESSION51_FOLD0["train"]
    assert tg.SHIPPED_FOLD0["dev"] != tg.SESSION51_FOLD0["dev"]
