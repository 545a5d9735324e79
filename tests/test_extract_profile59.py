"""bench/extract_profile.py (issue 7, session 59): its timers wrap the pipeline a build's worker
runs without changing what it extracts, and count every component, the role stages and the
title tagger."""
import importlib.util
import inspect
import re
from pathlib import Path

import pytest

from kg.records import Paper

BENCH = Path(__file__).resolve().parent.parent / "bench" / "extract_profile.py"

# hand-written abstracts (not from any gold set or corpus)
ABSTRACTS = [
    ("Zorb Networks Improve Molecule Property Prediction",
     "Molecule property prediction is hard when labels are scarce. We propose ZorbNet, a graph "
     "neural network trained with contrastive learning. ZorbNet reaches 91.2% accuracy on the "
     "PlonkBench dataset, outperforming GCN by 3.4 points."),
    ("Efficient Sparse Attention for Long Documents",
     "Transformers scale poorly with sequence length. We introduce Wizzle Attention (WA), which "
     "keeps only the top-k keys per query. On the Quux-QA benchmark WA matches full attention "
     "while using 40% less memory."),
]


def _bench():
    spec = importlib.util.spec_from_file_location("extract_profile_under_test", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _papers():
    return [Paper(id=f"p{i}", abstract=text, title=title, source=f"test:{i}")
            for i, (title, text) in enumerate(ABSTRACTS)]


def test_timers_count_calls_and_cpu_and_keep_results():
    bench = _bench()
    timers = bench.Timers()
    add = timers.wrap("add", lambda a, b: a + b)
    inner = timers.wrap("inner", lambda: 7, nested=True)
    assert add(2, 3) == 5 and add(1, 1) == 2 and inner() == 7
    assert timers.calls == {"add": 2, "inner": 1}
    assert timers.total["add"] >= 0.0 and timers.nested == {"inner"}
    timers.clear()
    assert dict(timers.calls) == {} and dict(timers.total) == {}


def test_an_instrumented_extractor_gives_the_same_records(monkeypatch):
    pytest.importorskip("spacy")
    from kg.extract import Extractor
    import kg.extract.roles as roles

    bench = _bench()
    # the role stages are patched on the class: put the originals back after the test
    for stage in re.findall(r"self\.(\w+)\(\)", inspect.getsource(roles._State.run)):
        monkeypatch.setattr(roles._State, stage, getattr(roles._State, stage))
    plain = list(Extractor().extract_many(_papers(), batch_size=2))
    timed_extractor = Extractor()
    timers = bench.Timers()
    bench.instrument(timed_extractor, timers)
    timed = list(timed_extractor.extract_many(_papers(), batch_size=2))
    assert timed == plain
    assert any(m.text == "ZorbNet" and m.role == "proposed" for m in timed[0].mentions)
    # every PaperKG component ran once per paper, the statistical ones once per batch
    for name in ("paperkg_tagmap", "paperkg_acronyms", "paperkg_names", "paperkg_np",
                 "paperkg_gazetteer", "paperkg_roles", "_to_extraction", "roles.tasks", "roles.resolve"):
        assert timers.calls[name] == 2, name
    assert timers.calls["tok2vec"] == 2  # predict + set_annotations of the one batch
    assert {"roles.tasks", "roles.resolve"} <= timers.nested and "paperkg_roles" not in timers.nested
