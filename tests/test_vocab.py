"""Tests of kg.vocab: the normaliser, the compiled PwC/CSO data and the IRI helpers."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kg import vocab
from kg.vocab import normalise

REPO = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    "a, b",
    [
        ("Large Language Models", "large language model"),
        ("large-language model", "LARGE LANGUAGE MODELS"),
        ("person re\u2011identification", "Person Re-Identification"),
        ("graph neural networks", "Graph Neural Network"),
        ("Transformers", "transformer"),
        ("LLMs", "LLM"),
        ("policy strategies", "policy strategy"),
        ("contrastive losses", "contrastive loss"),
        ("bounding boxes", "bounding box"),
        ("R\u00e9nyi divergence", "Renyi divergence"),
        ("\u2113\u2082 norm", "l2 norm"),
        ("language modelling", "language modeling"),
        ("Non-convex Optimisation", "non-convex optimization"),
        ("regularised tokenisers", "regularized tokenizer"),
        ("behaviour cloning", "behavior cloning"),
    ],
)
def test_normalise_equates_variants(a: str, b: str) -> None:
    assert normalise(a) == normalise(b)


@pytest.mark.parametrize(
    "label, expected",
    [
        ("Graph Neural Networks (GNNs)", "graph neural networks gnn"),
        ("loss", "loss"),
        ("corpus", "corpus"),
        ("analysis", "analysis"),
        ("time series", "time series"),
        ("robotics", "robotics"),
        ("selection bias", "selection bias"),
        ("C++", "c++"),
        ("  --  ", ""),
        ("supervised learning", "supervised learning"),  # not a British -ise word
        ("promising results", "promising result"),
        ("small skill", "small skill"),
    ],
)
def test_normalise_exact(label: str, expected: str) -> None:
    assert normalise(label) == expected


def test_cso_direction_and_iri() -> None:
    topics = vocab.cso_topics()
    rl = topics[normalise("reinforcement learning")]
    assert rl.iri == "https://cso.kmi.open.ac.uk/topics/reinforcement_learning"
    # "a";klink:broaderGeneric;"b" means a is broader than b
    assert "machine learning" in rl.broader
    assert "artificial intelligence" in vocab.cso_topic("machine learning").broader
    assert "machine learning" in vocab.cso_ancestors("reinforcement learning")
    assert "computer science" in vocab.cso_ancestors("reinforcement learning")
    assert "reinforcement learning (rl)" in rl.equivalents
    # the cluster's primary label wins a normalisation collision
    assert topics[normalise("neural network")].label == "neural networks"


def test_cso_iri_quotes_unsafe_characters() -> None:
    assert vocab.cso_iri("reinforcement learning (rl)") == (
        "https://cso.kmi.open.ac.uk/topics/reinforcement_learning_(rl)")
    assert vocab.cso_iri('a "b"#c') == "https://cso.kmi.open.ac.uk/topics/a_%22b%22%23c"


def test_pwc_methods_and_tasks() -> None:
    methods = vocab.pwc_methods()
    vae = methods[normalise("variational autoencoders")]
    assert (vae.name, vae.slug, vae.iri) == ("VAE", "vae", "https://paperswithcode.com/method/vae")
    assert methods[normalise("VAE")] is vae
    assert methods["transformer"].iri == "https://paperswithcode.com/method/transformer"
    tasks = vocab.pwc_tasks()
    reid = tasks[normalise("person re-identification")]
    assert reid.iri == "https://paperswithcode.com/task/person-re-identification"
    # "X (ABBR)" task names are also found under "X"
    coir = tasks[normalise("composed image retrieval")]
    assert coir.name == "Composed Image Retrieval (CoIR)"
    assert coir.iri == "https://paperswithcode.com/task/composed-image-retrieval-coir"
    # ... but not when the parenthesis is a qualifier
    assert normalise("art period estimation") not in tasks
    assert tasks[normalise("Real-Time Object Detection")].parent == "Object Detection"
    assert tasks[normalise("object detection")].parent is None


def test_gazetteers_filter_junk() -> None:
    tasks = vocab.task_names()
    assert "Image Classification" in tasks
    assert "1 Image, 2*2 Stitchi" not in tasks and "16k" not in tasks and "" not in tasks
    datasets = vocab.dataset_names()
    assert {"ImageNet-Hard", "CUB-200-2011", "COCO"} <= datasets
    assert "COCO test-dev" in datasets
    assert all(len(d) >= 2 for d in datasets)
    assert vocab.dataset_labels()[normalise("cub 200 2011")] == "CUB-200-2011"
    assert "Mean IoU" in vocab.metric_names() and "\u03bc" not in vocab.metric_names()
    assert {"VAE", "Variational Autoencoder"} <= vocab.method_names()


def test_loading_is_cached() -> None:
    # speed (~0.4 s to load everything) is a benchmark number, not a test; caching is testable
    assert vocab.cso_topics() is vocab.cso_topics()
    assert vocab.pwc_methods() is vocab.pwc_methods()
    assert vocab.pwc_tasks() is vocab.pwc_tasks()


def test_build_is_reproducible(tmp_path: Path) -> None:
    src = REPO.parent / "shared" / "vocab"
    if not src.is_dir():
        pytest.skip("shared vocabulary dumps not available")
    subprocess.run([sys.executable, str(REPO / "tools" / "build_vocab.py"), "--src", str(src), "--out", str(tmp_path)],
                   check=True, capture_output=True)
    for name in (vocab.CSO_FILE, vocab.PWC_METHODS_FILE, vocab.PWC_TASKS_FILE):
        assert (tmp_path / name).read_bytes() == (vocab.VOCAB_DIR / name).read_bytes(), name


@given(st.text(max_size=40))
@settings(max_examples=400, deadline=None)
def test_normalise_is_idempotent_and_clean(text: str) -> None:
    key = normalise(text)
    assert normalise(key) == key
    assert key == key.strip() and "  " not in key
    assert key == key.casefold() or not key.isascii()


@pytest.mark.parametrize(
    "phrase, expected",
    [
        ("Large Language Models", "Large Language Model"),
        ("policy strategies", "policy strategy"),
        ("LLMs", "LLM"),
        ("time series", "time series"),
        ("loss", "loss"),
    ],
)
def test_singular_phrase(phrase: str, expected: str) -> None:
    assert vocab.singular_phrase(phrase) == expected


def test_build_reports_bad_rows_with_file_and_line(tmp_path: Path) -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("build_vocab", REPO / "tools" / "build_vocab.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    bad = tmp_path / "cso.csv"
    bad.write_text('"a";klink:broaderGeneric;"b"\n"c";rdfs:label\n', encoding="utf-8")
    with pytest.raises(mod.BuildError, match=r"cso\.csv:2: expected 3 fields"):
        mod.build_cso(bad)
    good = tmp_path / "ok.csv"
    good.write_text('"artificial intelligence";klink:broaderGeneric;"machine learning"\n'
                    '"machine learning";klink:relatedEquivalent;"machine-learning"\n', encoding="utf-8")
    topics = mod.build_cso(good)["topics"]
    assert topics["machine learning"] == [["artificial intelligence"], ["machine-learning"], ""]
    assert mod.is_junk_task("1 Image, 2*2 Stitchi", sorted(["1 Image, 2*2 Stitchi", "1 Image, 2*2 Stitching"]))
    assert not mod.is_junk_task("3D Anomaly Detection", sorted(["3D Anomaly Detection", "3D Anomaly Detection and Segmentation"]))
    assert mod.clean_dataset("COCO test-dev") == ["COCO test-dev", "COCO"]
    assert mod.clean_dataset("finetuned-websites") == []


def test_build_keeps_alternate_dataset_names() -> None:
    """A benchmark name that spells out other names of its data (a compound joined by
    " + ", a trailing parenthesis) yields them too, under the usual junk filter."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        "build_vocab", Path(__file__).resolve().parents[1] / "tools" / "build_vocab.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    # a compound of name-shaped parts gives each part; plain words do not split off
    assert mod.clean_dataset("FooQA + BarNLI + BAZ2") == ["FooQA + BarNLI + BAZ2", "FooQA", "BarNLI", "BAZ2"]
    assert mod.clean_dataset("Walker + Hills") == ["Walker + Hills"]
    # a trailing qualifier gives the name before it; an abbreviation of it is kept
    assert mod.clean_dataset("QuuxSet 2019 (French)") == ["QuuxSet 2019 (French)", "QuuxSet 2019"]
    assert mod.clean_dataset("The Garden Plant Images (GPIX)") == [
        "The Garden Plant Images (GPIX)", "The Garden Plant Images", "GPIX"]
    # a lone word before the parenthesis, and a qualifier that abbreviates nothing, are dropped
    assert mod.clean_dataset("Harbor (OOD)") == ["Harbor (OOD)"]
    assert mod.clean_dataset("Zebra Pictures (ResNet-50)") == ["Zebra Pictures (ResNet-50)", "Zebra Pictures"]
