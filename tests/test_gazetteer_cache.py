"""The on-disk gazetteer cache (kg.extract.gazetteer_cache): a hit matches exactly what a
fresh compilation matches; corrupt, mismatched, unreadable or unwritable caches fall back
to compiling; the file is deterministic."""
from __future__ import annotations

import json
import logging
import shutil

import pytest
import spacy

from kg.extract import gazetteer_cache
from kg.extract import gazetteer
from kg.extract.gazetteer import GAZETTEER_VERSION, SPANS_KEY, GazetteerMatcher, cache_inputs

EXTRA = {"Method": ["GRPO", "knowledge distillation", "Adapter"], "Dataset": ["ImageNet-1k", "CIFAR-10"]}
TEXT = ("We use GRPO and Knowledge Distillation with an adapter on ImageNet-1k and CIFAR-10, "
        "and report top-1 accuracy and mean average precision.")
EXPECTED = [("GRPO", "Method"), ("Knowledge Distillation", "Method"), ("ImageNet-1k", "Dataset"),
            ("CIFAR-10", "Dataset"), ("top-1 accuracy", "Metric"), ("mean average precision", "Metric")]


@pytest.fixture(scope="module")
def nlp():
    return spacy.blank("en")


@pytest.fixture()
def cache(tmp_path, monkeypatch):
    d = tmp_path / "cache"
    monkeypatch.setenv(gazetteer_cache.ENV_VAR, str(d))
    return d


def matches(gz, nlp, text=TEXT):
    doc = gz(nlp.make_doc(text))
    return [(s.text, s.label_) for s in doc.spans[SPANS_KEY]]


def longest(found):
    """The expected spans among ``found`` (overlapping shorter metric spans dropped)."""
    return [m for m in found if m in EXPECTED]


def small(nlp, extra=EXTRA):
    return GazetteerMatcher(nlp, extra=extra, use_vocab=False, cache=True)


def test_hit_gives_the_same_matches(nlp, cache):
    cold = small(nlp)
    assert not cold.cache_hit
    files = sorted(p.name for p in cache.iterdir())
    assert files == ["gazetteer-en_pipeline-0.0.0.json"]
    warm = small(nlp)
    assert warm.cache_hit
    assert matches(cold, nlp) == matches(warm, nlp)
    assert longest(matches(warm, nlp)) == EXPECTED
    # "Adapter" is case-sensitive: the lower-case word is no match
    assert ("adapter", "Method") not in matches(warm, nlp)


def test_full_vocabulary_hit_matches_compilation(nlp, cache):
    text = ("We fine-tune BERT with Adam for semantic segmentation and object detection on "
            "ImageNet and report the F1 score.")
    cold = GazetteerMatcher(nlp)
    warm = GazetteerMatcher(nlp)
    assert (cold.cache_hit, warm.cache_hit) == (False, True)
    found = matches(warm, nlp, text)
    assert found == matches(cold, nlp, text)
    for m in [("BERT", "Method"), ("Adam", "Method"), ("ImageNet", "Dataset"), ("semantic segmentation", "Task"),
              ("object detection", "Task"), ("F1 score", "Metric")]:
        assert m in found


@pytest.mark.parametrize("damage", [
    lambda b: b[: len(b) // 2],                       # truncated
    lambda b: b"\x00\xff garbage",                    # not UTF-8 / JSON
    lambda b: b"[1, 2, 3]",                           # JSON of another shape
])
def test_corrupt_cache_falls_back_and_is_rewritten(nlp, cache, damage, caplog):
    small(nlp)
    (path,) = cache.iterdir()
    path.write_bytes(damage(path.read_bytes()))
    with caplog.at_level(logging.DEBUG, logger=gazetteer_cache.__name__):
        again = small(nlp)
    assert not again.cache_hit
    assert any("gazetteer cache" in r.getMessage() for r in caplog.records)
    assert longest(matches(again, nlp)) == EXPECTED
    assert small(nlp).cache_hit  # the fallback rewrote a good file


def test_tampered_phrases_with_the_right_key_are_rejected(nlp, cache):
    small(nlp)
    (path,) = cache.iterdir()
    data = json.loads(path.read_text("utf-8"))
    data["phrases"]["ORTH"]["Method"][0] = [17]  # a token that is not a string
    path.write_text(json.dumps(data), "utf-8")
    gz = small(nlp)
    assert not gz.cache_hit
    assert longest(matches(gz, nlp)) == EXPECTED


def test_changed_key_misses(nlp, cache):
    small(nlp)
    changed = small(nlp, extra={**EXTRA, "Method": EXTRA["Method"] + ["DreamBooth"]})
    assert not changed.cache_hit
    assert ("DreamBooth", "Method") in matches(changed, nlp, "We use DreamBooth.")
    assert small(nlp, extra={**EXTRA, "Method": EXTRA["Method"] + ["DreamBooth"]}).cache_hit


def test_key_covers_code_version_tokenizer_and_names():
    nlp = spacy.blank("en")
    inputs = cache_inputs(EXTRA, use_vocab=False)
    key = gazetteer_cache.cache_key(nlp, inputs)
    assert len(key) == 64 and key == gazetteer_cache.cache_key(nlp, cache_inputs(EXTRA, use_vocab=False))
    assert gazetteer_cache.cache_key(nlp, dict(inputs, version=GAZETTEER_VERSION + 1)) != key
    other = cache_inputs({**EXTRA, "Method": ["GRPO"]}, use_vocab=False)
    assert gazetteer_cache.cache_key(nlp, other) != key
    nlp.tokenizer.add_special_case("GRPO-2", [{"ORTH": "GRPO"}, {"ORTH": "-2"}])
    assert gazetteer_cache.cache_key(nlp, inputs) != key


def test_lexicon_edit_misses(nlp, cache, monkeypatch):
    small(nlp)
    monkeypatch.setattr(gazetteer, "METRIC_WORDS", gazetteer.METRIC_WORDS | {"wallclock"})
    edited = small(nlp)
    assert not edited.cache_hit
    assert ("wallclock", "Metric") in matches(edited, nlp, "We report the wallclock.")


def test_vocabulary_file_bytes_are_in_the_key(tmp_path, monkeypatch):
    from kg import vocab
    before = cache_inputs()
    copy = tmp_path / "vocab"
    shutil.copytree(vocab.VOCAB_DIR, copy)
    monkeypatch.setattr(vocab, "VOCAB_DIR", copy)
    assert cache_inputs() == before
    (copy / "LICENSES.md").write_text("edited", "utf-8")
    after = cache_inputs()
    assert after["vocab_files"]["LICENSES.md"] != before["vocab_files"]["LICENSES.md"]
    assert set(after["vocab_files"]) == {p.name for p in copy.iterdir()}
    assert "pwc_methods.json.gz" in after["vocab_files"]


def test_unwritable_directory_still_works(nlp, tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    monkeypatch.setenv(gazetteer_cache.ENV_VAR, str(blocker / "cache"))  # mkdir fails, even as root
    gz = small(nlp)
    assert not gz.cache_hit
    assert longest(matches(gz, nlp)) == EXPECTED
    assert blocker.read_text() == "not a directory"


def test_unreadable_cache_path_still_works(nlp, cache):
    small(nlp)
    (path,) = cache.iterdir()
    path.unlink()
    path.mkdir()  # opening a directory as the file fails; writing over it fails too
    gz = small(nlp)
    assert not gz.cache_hit
    assert longest(matches(gz, nlp)) == EXPECTED
    assert sorted(p.name for p in cache.iterdir()) == [path.name]  # no temporary file left


def test_off_disables_the_cache(nlp, tmp_path, monkeypatch):
    monkeypatch.setenv(gazetteer_cache.ENV_VAR, "off")
    monkeypatch.chdir(tmp_path)
    assert gazetteer_cache.cache_dir() is None
    assert not small(nlp).cache_hit
    assert not small(nlp).cache_hit
    assert list(tmp_path.iterdir()) == []


def test_default_directory_follows_xdg(tmp_path, monkeypatch):
    monkeypatch.delenv(gazetteer_cache.ENV_VAR, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert gazetteer_cache.cache_dir() == tmp_path / "paperkg"
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/dir")  # ignored, as the XDG spec says
    monkeypatch.setenv("HOME", str(tmp_path))
    assert gazetteer_cache.cache_dir() == tmp_path / ".cache" / "paperkg"


def test_cache_file_is_deterministic(nlp, tmp_path, monkeypatch):
    contents = []
    for run in ("one", "two"):
        monkeypatch.setenv(gazetteer_cache.ENV_VAR, str(tmp_path / run))
        small(nlp)
        (path,) = (tmp_path / run).iterdir()
        contents.append(path.read_bytes())
    assert contents[0] == contents[1]
    data = json.loads(contents[0])
    assert data["format"] == gazetteer_cache.FORMAT
    assert ["ImageNet-1k"] in data["phrases"]["ORTH"]["Dataset"]
    assert ["knowledge", "distillation"] in data["phrases"]["LOWER"]["Method"]


def test_vocabulary_lookup_sets_hit_equal_computation(cache):
    from kg import vocab
    inputs = cache_inputs()
    computed = gazetteer._technique_keys()
    cold = gazetteer_cache.cached_strings("technique_keys", inputs, gazetteer._technique_keys)
    assert (cache / "technique_keys.json").is_file()
    warm = gazetteer_cache.cached_strings("technique_keys", inputs, lambda: pytest.fail("recomputed"))
    assert computed == cold == warm
    assert vocab.normalise("reinforcement learning") in warm
    datasets = gazetteer_cache.cached_strings("dataset_squashed_keys", inputs, gazetteer._dataset_squashed_keys)
    assert datasets == gazetteer._dataset_squashed_keys() and "cifar10" in datasets


def test_vocabulary_lookup_set_corrupt_or_changed_recomputes(cache):
    inputs = {"source": "a"}
    assert gazetteer_cache.cached_strings("words", inputs, lambda: ["x", "y"]) == {"x", "y"}
    path = cache / "words.json"
    data = json.loads(path.read_text("utf-8"))
    assert data["strings"] == ["x", "y"]
    data["strings"] = [1, 2]
    path.write_text(json.dumps(data), "utf-8")
    assert gazetteer_cache.cached_strings("words", inputs, lambda: ["x", "z"]) == {"x", "z"}
    path.write_bytes(path.read_bytes()[:10])
    assert gazetteer_cache.cached_strings("words", inputs, lambda: ["w"]) == {"w"}
    assert gazetteer_cache.cached_strings("words", {"source": "b"}, lambda: ["v"]) == {"v"}
    assert gazetteer_cache.cached_strings("words", {"source": "b"}, lambda: ["other"]) == {"v"}
    with pytest.raises(ValueError, match="cache name"):
        gazetteer_cache.cached_strings("../escape", inputs, lambda: [])


def test_only_the_standard_gazetteer_is_cached_by_default(nlp, cache):
    assert not GazetteerMatcher(nlp, extra=EXTRA, use_vocab=False).cache_hit
    assert not cache.exists()  # vocabulary-free or extra-name gazetteers: no file by default
    GazetteerMatcher(nlp, extra={"Method": ["GRPO"]})
    assert not cache.exists()
    GazetteerMatcher(nlp)
    assert sorted(p.name for p in cache.iterdir()) == ["gazetteer-en_pipeline-0.0.0.json"]
