"""bench/build_bench.py (trial Y61, session 61): the load average at start and end and a warning
over 1.5, a --help that describes every option and where the corpus is looked for, and a missing
corpus named with --corpus."""
from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench" / "build_bench.py"


def _bench():
    spec = importlib.util.spec_from_file_location("build_bench_under_test61", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_load_warning_only_over_the_limit():
    b = _bench()
    assert b.LOAD_WARN == 1.5
    assert b.load_warning([0.4, 0.5, 0.6], [1.5, 1.0, 0.9]) is None
    assert b.load_warning(None, None) is None
    assert b.load_warning([8.61, 9.0, 9.5], [9.02, 9.1, 9.4]) == (
        "load average 8.61 at the start, 9.02 at the end (over 1.5): other programs shared the cores, so "
        "the wall times and rates are not comparable with another run's (the CPU times much less affected)")
    assert b.load_warning([0.2, 0.2, 0.2], None, limit=0.1).startswith("load average 0.20 at the start (over 0.1)")
    load = b.load_average()
    assert load is None or (len(load) == 3 and all(x >= 0 for x in load))
    assert b._load_text([1.234, 0.5, 0.25]) == "1.23 (1 min), 0.50 (5 min), 0.25 (15 min)"
    assert b._load_text(None) == "unknown"


def test_help_describes_every_option_and_the_default_corpus():
    done = subprocess.run([sys.executable, str(BENCH), "--help"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0
    text = " ".join(done.stdout.split())
    for option in ("--corpus DIR folder holding neurips2023.jsonl and iclr2024.jsonl",
                   "--sizes N [N ...] numbers of records to measure", "--jobs J worker processes",
                   "--no-html build without", "--no-bare skip the bare spaCy runs", "--json OUT.json also write",
                   "--profile N instead: run one build", "--profile-jobs J worker processes of the --profile",
                   "--which-kg print which kg"):
        assert option in text, option
    assert "default: ../shared/corpus beside the checkout, here " in text
    assert "load average" in text


def test_missing_corpus_names_the_path_and_the_option(tmp_path):
    b = _bench()
    with pytest.raises(SystemExit) as err:
        b.check_corpus(tmp_path / "nowhere", default=False)
    assert str(err.value) == (f"build_bench: corpus folder {tmp_path / 'nowhere'} not found (given with --corpus): "
                              f"it must hold neurips2023.jsonl and iclr2024.jsonl")
    with pytest.raises(SystemExit) as err:
        b.check_corpus(tmp_path, default=True)
    assert str(err.value) == (f"build_bench: {tmp_path / 'neurips2023.jsonl'} not found: the corpus folder (the "
                              f"default, ../shared/corpus beside the checkout; give --corpus DIR) must hold "
                              f"neurips2023.jsonl and iclr2024.jsonl")
    done = subprocess.run([sys.executable, str(BENCH), "--corpus", str(tmp_path / "nowhere"), "--sizes", "5"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 1
    assert done.stderr.strip().endswith(f"corpus folder {tmp_path / 'nowhere'} not found (given with --corpus): "
                                        f"it must hold neurips2023.jsonl and iclr2024.jsonl")


def test_a_tiny_run_records_the_load_average_in_text_and_json(tmp_path):
    """Two records of my own in a corpus folder of my own, no bare run and no graph.html."""
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    rows = [{"id": f"b61-{i}", "title": f"Bench paper {i}",
             "abstract": f"We propose BenchNet{i} for image classification and evaluate it on CIFAR-10."}
            for i in range(2)]
    (corpus / "neurips2023.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    out = tmp_path / "b.json"
    done = subprocess.run([sys.executable, str(BENCH), "--corpus", str(corpus), "--sizes", "2", "--jobs", "1",
                           "--no-bare", "--no-html", "--json", str(out)], capture_output=True, text=True,
                          timeout=600, cwd=str(ROOT))
    assert done.returncode == 0, done.stderr[-2000:]
    assert "load average at start: " in done.stdout and "load average at end: " in done.stdout
    data = json.loads(out.read_text(encoding="utf-8"))
    assert set(data["load_average"]) == {"start", "end"}
    assert len(data["load_average"]["start"]) == 3
    high = max(data["load_average"]["start"][0], data["load_average"]["end"][0]) > 1.5
    assert (data["load_warning"] is not None) == high
    assert ("WARNING: load average" in done.stdout) == high
