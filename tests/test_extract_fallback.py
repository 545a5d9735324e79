"""A rule that raises on one abstract must not lose that paper or stop the others."""
from __future__ import annotations

import json

import pytest

from kg.cli import main
from kg.extract import roles
from kg.extract.pipeline import Extractor
from kg.records import Paper

BOOM = "Zyxwv"  # a word no real abstract holds


@pytest.fixture
def rule_that_raises(monkeypatch):
    original = roles.RoleTagger.__call__

    def call(self, doc):
        if BOOM in doc.text:
            raise IndexError("list index out of range")
        return original(self, doc)

    monkeypatch.setattr(roles.RoleTagger, "__call__", call)


def _papers():
    texts = ["We propose FooNet for graph coloring. It beats GCN.",
             f"We propose {BOOM}Net. It is good. It is fast.",
             "We propose BarNet for image classification on CIFAR-10."]
    return [Paper(id=f"p{i}", abstract=t, source=f"in.jsonl:{i + 1}") for i, t in enumerate(texts)]


def test_the_failing_paper_is_kept_without_entities_and_the_batch_goes_on(rule_that_raises):
    out = list(Extractor().extract_many(_papers(), batch_size=8))
    assert [e.paper.id for e in out] == ["p0", "p1", "p2"]
    assert out[1].mentions == () and len(out[1].sentences) == 3
    assert out[1].warnings == ("extraction failed (IndexError: list index out of range); the paper is kept "
                               "without entities (please report this abstract)",)
    assert "FooNet" in {m.text for m in out[0].mentions} and "BarNet" in {m.text for m in out[2].mentions}
    assert out[0].warnings == () and out[2].warnings == ()


def test_the_build_reports_the_failure_against_the_record(rule_that_raises, tmp_path, capsys):
    f = tmp_path / "in.jsonl"
    f.write_text("".join(json.dumps({"id": p.id, "abstract": p.abstract}) + "\n" for p in _papers()), encoding="utf-8")
    assert main(["build", str(f), "--out", str(tmp_path / "o"), "--no-html", "--jobs", "1"]) == 0
    captured = capsys.readouterr()
    assert f"kg: warning: {f}:2: extraction failed (IndexError" in captured.err
    assert "papers: 3 in the graph (3 records read, 0 skipped, 1 warning)" in captured.out
