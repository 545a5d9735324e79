"""kg eval: a part-of pair whose part is in the record's allowed_extra is excused (session 60).

Session 60's gold fix moved unnamed parts (GUIDELINES.md: component_of is for a *named*
sub-module) to allowed_extra. An extracted pair "unnamed part partOf named whole" must then be
neither a true nor a false hit, as the part itself is; with --no-allowed-extra it is a false hit.
The record below is written for this test."""
import json

import pytest

from kg.evaluate import evaluate_gold


# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")


TEXT = ("We propose QuillNet, a framework for image segmentation. QuillNet consists of two "
        "modules: a temporal encoder and a spatial decoder. Experiments on Cityscapes show gains.")


def _record(allowed, component_of=()):
    return {"id": "c60", "title": "QuillNet", "text": TEXT, "paper_label": "c60",
            "method_proposed": [{"name": "QuillNet", "aliases": ["QuillNet"]}],
            "component_of": list(component_of), "benchmark_proposed": [],
            "dataset": [{"name": "Cityscapes", "aliases": ["Cityscapes"]}],
            "task": [{"name": "image segmentation", "aliases": ["image segmentation"], "main": True}],
            "method_used": [], "metric": [], "result": [], "acronym": [], "code": [],
            "relations": [], "allowed_extra": list(allowed), "notes": ""}


def _eval(tmp_path, rec, allowed_extra=True):
    p = tmp_path / "gold.jsonl"
    p.write_text(json.dumps(rec) + "\n", encoding="utf-8")
    return evaluate_gold(p, verbose=True, allowed_extra=allowed_extra)


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    d = tmp_path_factory.mktemp("c60")
    rec = _record(["temporal encoder", "spatial decoder"])
    return _eval(d, rec), _eval(d, rec, allowed_extra=False)


def test_pairs_of_allowed_parts_are_excused(reports):
    applied, _ = reports
    s = applied.scores["component"]
    assert (s.tp, s.fp, s.fn) == (0, 0, 0)
    assert applied.excused["component"] == 2
    excused = sorted(d.item for d in applied.details if d.category == "component" and d.kind == "excused")
    assert excused == ["spatial decoder partOf QuillNet", "temporal encoder partOf QuillNet"]


def test_no_allowed_extra_counts_them_as_false_hits(reports):
    _, strict = reports
    s = strict.scores["component"]
    assert (s.tp, s.fp, s.fn) == (0, 2, 0)


def test_a_pair_whose_part_is_not_allowed_stays_a_false_hit(tmp_path):
    rep = _eval(tmp_path, _record(["temporal encoder"]))
    s = rep.scores["component"]
    assert (s.tp, s.fp) == (0, 1)
    assert rep.excused["component"] == 1


def test_a_gold_pair_still_matches(tmp_path):
    rec = _record(["spatial decoder"], [{"part": "temporal encoder", "whole": "QuillNet"}])
    rep = _eval(tmp_path, rec)
    s = rep.scores["component"]
    assert (s.tp, s.fp, s.fn) == (1, 0, 0)
