"""tools/gold_consistency.py on small gold records written for these tests (session 59)."""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[1] / "tools" / "gold_consistency.py"
_SPEC = importlib.util.spec_from_file_location("gold_consistency", _PATH)
gc = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(gc)


def rec(rid: str, text: str, title: str = "", **cats) -> dict:
    """A gold record with every category key; ``cats`` gives lists of names (entities get their
    name as only alias) or, for component_of / allowed_extra / relations, the raw lists."""
    out = {"id": rid, "text": text, "title": title, "paper_label": rid}
    for key in ("method_proposed", "component_of", "benchmark_proposed", "dataset", "task", "method_used",
                "metric", "result", "acronym", "code", "relations", "allowed_extra"):
        val = cats.get(key, [])
        if key in ("method_proposed", "benchmark_proposed", "dataset", "task", "method_used", "metric"):
            val = [v if isinstance(v, dict) else {"name": v, "aliases": [v]} for v in val]
        out[key] = val
    out["notes"] = cats.get("notes", "")
    return out


def test_cross_category_finds_a_method_that_is_a_task_elsewhere():
    records = [("setA", rec("a1", "We use widget learning to sort pebbles.", method_used=["widget learning"])),
               ("setB", rec("b1", "We study widget learning on pebbles.", task=["widget learning"]))]
    out = gc.cross_category(records)
    assert out["pairs"] == {"method_used / task": 1}
    assert out["conflicts"][0]["records"] == {"method_used": ["setA:a1"], "task": ["setB:b1"]}
    assert out["per_set"] == {"setA": 1, "setB": 1}
    assert out["lopsided"] == {}


def test_cross_category_counts_lopsided_conflicts():
    records = [("s", rec(f"t{i}", "We study pebble sorting.", task=["pebble sorting"])) for i in range(5)]
    records.append(("s", rec("m", "We use pebble sorting.", method_used=["pebble sorting"])))
    out = gc.cross_category(records)
    assert out["pairs"] == {"method_used / task": 1}
    assert out["lopsided"] == {"method_used / task": 1}


def test_cross_category_keeps_role_pairs_apart():
    # a method one paper proposes is a method another paper uses: no conflict
    records = [("setA", rec("a1", "We propose PebbleNet.", method_proposed=["PebbleNet"])),
               ("setB", rec("b1", "We build on PebbleNet.", method_used=["PebbleNet"]))]
    out = gc.cross_category(records)
    assert out["pairs"] == {}
    assert out["role_pairs"] == {"method_proposed / method_used": 1}


def test_cross_category_ignores_a_record_that_has_both():
    records = [("s", rec("a1", "Pebble sorting with pebble sorting.", method_used=["pebble sorting"],
                         task=["pebble sorting"])),
               ("s", rec("b1", "We study pebble sorting.", task=["pebble sorting"]))]
    assert gc.cross_category(records)["pairs"] == {}


def test_unannotated_counts_missing_and_allowed_occurrences():
    records = [("s1", rec("a", "We evaluate on the QuartzSet corpus.", dataset=["QuartzSet"])),
               ("s2", rec("b", "Results on QuartzSet are shown.")),
               ("s2", rec("c", "QuartzSet is hard.", allowed_extra=["QuartzSet"])),
               ("s3", rec("d", "Our QuartzSet Extended split.", dataset=["QuartzSet Extended"]))]
    out = gc.unannotated(records)
    assert out["per_category"]["dataset"] == {"keys": 1, "missing": 1, "allowed": 1}
    assert out["per_set"] == {"s2": {"missing": 1, "allowed": 1}}
    top = out["top"][0]
    assert (top["form"], top["annotated"], top["missing"], top["allowed"]) == (
        "QuartzSet", ["s1:a"], ["s2:b"], ["s2:c"])


def test_unannotated_matches_acronym_like_forms_with_their_case():
    records = [("s", rec("a", "We train HAVE on pebbles.", method_used=["HAVE"])),
               ("s", rec("b", "We have pebbles."))]
    assert gc.unannotated(records)["per_category"]["method_used"] == {"keys": 0, "missing": 0, "allowed": 0}


def test_enumerated_items():
    text = "We propose ZapNet, which (i) aligns the views; (ii) merges the features. It is fast."
    assert gc.enumerated_items(text) == ["aligns the views", "merges the features"]
    assert gc.enumerated_items("Only (i) one marker here.") == []
    assert gc.enumerated_items("Steps: 1) read pebbles, 2) sort pebbles, 3) count them.") == [
        "read pebbles", "sort pebbles", "count them"]


def test_stage_lists_outcomes():
    text = "We propose ZapNet, which (i) aligns views with the Lens Unit; (ii) merges features."
    r = rec("z", text, method_proposed=["ZapNet"], component_of=[{"part": "Lens Unit", "whole": "ZapNet"}],
            allowed_extra=["merges features"])
    out = gc.stage_lists([("s", r)])
    assert out["records"] == 1
    assert out["items"] == {"allowed_extra": 1, "component": 1}


def test_title_only_aliases():
    r = rec("t", "We propose ZN for pebble sorting.", title="ZapNet: Sorting Pebbles Quickly",
            method_proposed=[{"name": "ZN", "aliases": ["ZN", "ZapNet"]}],
            task=[{"name": "pebble sorting", "aliases": ["pebble sorting", "Sorting Pebbles", "pebble-sorting"],
                   "main": True}])
    out = gc.title_only_aliases([("s", r)])
    assert [(i["category"], i["alias"]) for i in out["items"]] == [
        ("method_proposed", "ZapNet"), ("task", "Sorting Pebbles")]
    assert out["per_set"] == {"s": 2}


def test_title_only_aliases_leave_hyphen_and_bracket_variants_of_the_text():
    r = rec("v", "We use leave-one-out cross-validation with a bird's-eye-view (BEV) encoder. "
                 "Code: https://github.com/x/pebble_sorter.",
            title="Cross Validation, BEV Encoder and Pebble Sorter",
            method_used=[{"name": "cross-validation", "aliases": ["cross-validation", "Cross Validation"]},
                         {"name": "encoder", "aliases": ["encoder", "BEV Encoder"]}],
            task=[{"name": "sorting", "aliases": ["sorting", "Pebble Sorter"], "main": True}])
    out = gc.title_only_aliases([("s", r)])
    assert [i["alias"] for i in out["items"]] == ["Pebble Sorter"]  # only in the URL, not the prose


def test_title_only_aliases_take_other_spellings_of_a_title_form():
    # "Zap_Net" is in neither text nor title, but matches as the title's "ZapNet" does
    r = rec("t", "We propose ZN.", title="ZapNet for pebbles",
            method_proposed=[{"name": "ZN", "aliases": ["ZN", "ZapNet", "Zap_Net", "Zip Net"]}])
    out = gc.title_only_aliases([("s", r)])
    assert [i["alias"] for i in out["items"]] == ["ZapNet", "Zap_Net"]


def test_software_key():
    assert gc.software_key("PyTorch") == "pytorch"
    assert gc.software_key("PyTorch library") == "pytorch"
    assert gc.software_key("vLLM") == "vllm"
    assert gc.software_key("scikit-learn") == "scikit-learn"
    assert gc.software_key("transformer") is None
    assert gc.software_key("library") is None


def test_software_methods():
    r = rec("p", "We implement it in PyTorch and compare with dropout.", method_used=["PyTorch", "dropout"],
            allowed_extra=["JAX"])
    out = gc.software_methods([("s", r)])
    assert out["method_used"] == [{"record": "s:p", "name": "PyTorch", "software": "pytorch"}]
    assert out["allowed_extra"] == 1


def test_theory_metrics():
    r1 = rec("q", "We prove that the sample complexity is optimal.", metric=["sample complexity"])
    r2 = rec("r", "We prove a bound on the error rate. Experiments measure the error rate.", metric=["error rate"])
    r3 = rec("u", "We prove that the false alarm rate converges.", metric=["false alarm rate"])
    out = gc.theory_metrics([("s", r1), ("s", r2), ("s", r3)])
    assert out["quantity"] == [{"record": "s:q", "name": "sample complexity"}]
    assert out["theory_only"] == [{"record": "s:u", "name": "false alarm rate"}]


def test_phenomena_and_secondary_tasks():
    r = rec("g", "We study grokking and pebble sorting.",
            task=[{"name": "grokking", "aliases": ["grokking"], "main": True},
                  {"name": "pebble sorting", "aliases": ["pebble sorting"]},
                  {"name": "stone sorting", "aliases": ["stone sorting"]}],
            relations=[{"head": "PAPER", "rel": "addresses", "tail": "grokking"},
                       {"head": "PAPER", "rel": "addresses", "tail": "pebble sorting"}])
    ph = gc.phenomena([("s", r)])
    assert ph["per_category"] == {"task": 1} and ph["main_task"] == 1
    st = gc.secondary_tasks([("s", r)])
    assert st["per_set"] == {"s": {"secondary": 2, "linked": 1}}


def test_main_is_deterministic_and_reads_files(tmp_path, capsys):
    f = tmp_path / "devx.jsonl"
    f.write_text("\n".join(json.dumps(r) for r in (
        rec("a", "We use widget learning.", method_used=["widget learning"]),
        rec("b", "We study widget learning.", task=[{"name": "widget learning", "aliases": [], "main": True}]))) + "\n")
    assert gc.main([str(f), "--json"]) == 0
    first = capsys.readouterr().out
    assert gc.main([str(f), "--json"]) == 0
    assert capsys.readouterr().out == first
    rep = json.loads(first)
    assert rep["records"] == 2 and rep["cross_category"]["pairs"] == {"method_used / task": 1}
    assert gc.main([str(f)]) == 0
    assert "method_used / task: 1 keys" in capsys.readouterr().out


def test_main_reports_a_bad_file(tmp_path, capsys):
    f = tmp_path / "bad.jsonl"
    f.write_text("not json\n")
    assert gc.main([str(f)]) == 2
    assert "gold_consistency" in capsys.readouterr().err


def test_default_gold_files_leave_out_held_out_and_second_annotator(tmp_path):
    (tmp_path / "eval").mkdir()
    for name in ("dev2.jsonl", "dev10_second_annotator.jsonl", "icml2024_heldout.jsonl", "dev3.jsonl"):
        (tmp_path / "eval" / name).write_text("")
    assert [p.name for p in gc.default_gold_files(tmp_path)] == ["dev2.jsonl", "dev3.jsonl"]


if __name__ == "__main__":  # pragma: no cover
    pytest.main([__file__])
