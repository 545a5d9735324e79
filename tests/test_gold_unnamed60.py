"""tools/gold_consistency.py's unnamed-proposal check and its fix (session 60), on gold records
written for these tests (GUIDELINES.md: method_proposed and component_of need a NAME)."""
from __future__ import annotations

import importlib.util
import json
from collections import Counter
from pathlib import Path

import pytest

from kg.evaluate import _relation_warnings, load_gold

_PATH = Path(__file__).resolve().parents[1] / "tools" / "gold_consistency.py"
_SPEC = importlib.util.spec_from_file_location("gold_consistency60", _PATH)
gc = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(gc)

#: Document frequencies for the "coined" signal: common words are frequent, invented ones absent.
DF = Counter({"selector": 80, "encoder": 400, "decoder": 300, "back-translation": 12})

KEYS = ("method_proposed", "component_of", "benchmark_proposed", "dataset", "task", "method_used",
        "metric", "result", "acronym", "code", "relations", "allowed_extra")


def rec(rid: str, text: str, **cats) -> dict:
    """A gold record with every key in the gold files' order; entity lists take names (each its
    own only alias) or dicts; other keys take their raw lists."""
    out = {"id": rid, "text": text, "title": "", "paper_label": cats.pop("paper_label", rid)}
    for key in KEYS:
        val = cats.get(key, [])
        if key in ("method_proposed", "benchmark_proposed", "dataset", "task", "method_used", "metric"):
            val = [v if isinstance(v, dict) else {"name": v, "aliases": [v]} for v in val]
        out[key] = val
    out["notes"] = cats.get("notes", "")
    return out


def r_(head, rel, tail):
    return {"head": head, "rel": rel, "tail": tail}


# ------------------------------------------------------------------------------- name_signal
@pytest.mark.parametrize("forms, text, signal", [
    (["HeronNet"], "We propose HeronNet for traffic.", "capital"),
    (["4 stage mixer"], "We propose a 4 stage mixer.", "capital"),
    (["gated mixer"], "We propose a gated mixer for traffic.", None),
    (["prompt module"], "The system leverages a prompt module and a memory.", None),
    (["flow fusion"], 'We call it "flow fusion" in what follows.', "marked"),
    (["flow fusion"], "a step that we call flow fusion, which merges flows.", "marked"),
    (["flow fusion"], "we define a ``flow fusion'' score.", "marked"),
    (["flow fusion"], "we propose \\emph{flow fusion} for merging.", "marked"),
    (["flow fusion", "*flow fusion*"], "we propose *flow fusion* for merging.", "markup"),
    (["zorblet"], "We propose zorblet, a sampler.", "coined"),
    (["selector"], "A light selector picks the rows.", None),
    (["back-translation"], "We add back-translation.", None),
])
def test_name_signal(forms, text, signal):
    assert gc.name_signal(forms, {"text": text, "acronym": []}, DF) == signal


def test_a_capital_only_at_a_sentence_start_is_no_name():
    text = "Graph mixing is slow. Graph mixing needs memory."
    assert gc.name_signal(["Graph mixing"], {"text": text, "acronym": []}, DF) is None
    text = "We pair a Mixer network with a queue."
    assert gc.name_signal(["Mixer network"], {"text": text, "acronym": []}, DF) == "capital"
    # after a colon a capital is written on purpose (stages that spell an acronym)
    text = "It has three stages: Divergence, Adaptation and Refinement."
    assert gc.name_signal(["Divergence"], {"text": text, "acronym": []}, DF) == "capital"


def test_an_acronym_long_form_is_a_name():
    r = {"text": "We propose a gated mixer (GM).", "acronym": [{"short": "GM", "long": "gated mixer"}]}
    assert gc.name_signal(["gated mixer"], r, DF) == "acronym"
    r2 = {"text": "We propose a gated mixer.", "acronym": [{"short": "gm", "long": "gated mixer"}]}
    assert gc.name_signal(["gated mixer"], r2, DF) == "acronym"


def test_no_corpus_means_no_coined_signal():
    assert gc.name_signal(["zorblet"], {"text": "We propose zorblet.", "acronym": []}, Counter()) is None


# ------------------------------------------------------------------------------- the check
def _heron() -> dict:
    text = ("We propose HeronNet, a graph network for traffic forecasting. HeronNet comprises a graph encoder "
            "and a gated decoder, and it builds on GRU.")
    return rec("h1", text, paper_label="HeronNet",
               method_proposed=["HeronNet", "graph encoder", "gated decoder"],
               component_of=[{"part": "graph encoder", "whole": "HeronNet"},
                             {"part": "gated decoder", "whole": "HeronNet"}],
               task=[{"name": "traffic forecasting", "aliases": ["traffic forecasting"], "main": True}],
               method_used=["GRU"],
               relations=[r_("PAPER", "proposes", "HeronNet"), r_("PAPER", "proposes", "graph encoder"),
                          r_("graph encoder", "part_of", "HeronNet"), r_("gated decoder", "part_of", "HeronNet"),
                          r_("HeronNet", "addresses", "traffic forecasting"),
                          r_("graph encoder", "addresses", "traffic forecasting"),
                          r_("gated decoder", "uses", "GRU")],
               allowed_extra=["graph network"], notes="Parts listed after comprises.")


def test_unnamed_proposals_counts_proposals_and_components():
    out = gc.unnamed_proposals([("devx", _heron())], DF)
    assert (out["proposals"], out["unnamed_proposals"]) == (3, 2)
    assert (out["components"], out["unnamed_components"], out["unnamed_parts"], out["unnamed_wholes"]) == (2, 2, 2, 0)
    assert out["named_by"] == {"capital": 1}
    assert out["per_set"] == {"devx": 4}
    assert [i["name"] for i in out["items"]] == ["graph encoder", "gated decoder", "graph encoder", "gated decoder"]
    assert out["items"][2] == {"record": "devx:h1", "kind": "component", "name": "graph encoder",
                               "whole": "HeronNet", "unnamed": "part"}


# ------------------------------------------------------------------------------- the fix
def test_fix_moves_unnamed_parts_and_keeps_relations_valid():
    old = _heron()
    before = json.dumps(old)
    new, ch = gc.fix_unnamed_record(old, DF)
    assert json.dumps(old) == before  # the input is not changed
    assert [e["name"] for e in new["method_proposed"]] == ["HeronNet"]
    assert new["component_of"] == []
    assert new["allowed_extra"] == ["graph network", "graph encoder", "gated decoder"]
    assert [(x["head"], x["rel"], x["tail"]) for x in new["relations"]] == [
        ("PAPER", "proposes", "HeronNet"), ("HeronNet", "addresses", "traffic forecasting"),
        ("HeronNet", "uses", "GRU")]
    assert ch == {"proposals": ["graph encoder", "gated decoder"],
                  "components": [["graph encoder", "HeronNet"], ["gated decoder", "HeronNet"]],
                  "allowed_extra": ["graph encoder", "gated decoder"], "relations_dropped": 4,
                  "relations_reheaded": 1}
    assert list(new) == list(old)
    assert new["notes"].startswith("Parts listed after comprises. " + gc.UNNAMED_NOTE)
    assert "'graph encoder' part of 'HeronNet'" in new["notes"]
    assert _relation_warnings(new) == []
    again, ch2 = gc.fix_unnamed_record(new, DF)
    assert again is new and ch2["proposals"] == [] and ch2["components"] == []


def test_fix_an_unnamed_whole_keeps_its_named_part():
    text = "We build a graph network for traffic forecasting whose TimeGate layer filters steps."
    old = rec("w1", text, method_proposed=["graph network", "TimeGate"],
              component_of=[{"part": "TimeGate", "whole": "graph network"}],
              task=[{"name": "traffic forecasting", "aliases": [], "main": True}],
              relations=[r_("PAPER", "proposes", "graph network"), r_("PAPER", "proposes", "TimeGate"),
                         r_("TimeGate", "part_of", "graph network"),
                         r_("graph network", "addresses", "traffic forecasting"),
                         r_("TimeGate", "addresses", "traffic forecasting")])
    new, ch = gc.fix_unnamed_record(old, DF)
    assert [e["name"] for e in new["method_proposed"]] == ["TimeGate"]
    assert new["component_of"] == [] and new["allowed_extra"] == ["graph network"]
    assert [(x["head"], x["rel"], x["tail"]) for x in new["relations"]] == [
        ("PAPER", "proposes", "TimeGate"), ("PAPER", "addresses", "traffic forecasting"),
        ("TimeGate", "addresses", "traffic forecasting")]
    assert ch["relations_dropped"] == 2 and ch["relations_reheaded"] == 1
    assert _relation_warnings(new) == []


def test_fix_leaves_a_named_record_alone():
    old = rec("n1", "We propose HeronNet.", method_proposed=["HeronNet"],
              relations=[r_("PAPER", "proposes", "HeronNet"), r_("PAPER", "uses", "NoSuchThing")])
    new, ch = gc.fix_unnamed_record(old, DF)
    assert new is old and ch["allowed_extra"] == []


def test_fix_file_rewrites_only_changed_lines_in_their_own_style(tmp_path):
    named = rec("n1", "We propose H\u00e9ronNet.", method_proposed=["H\u00e9ronNet"])
    unnamed = rec("u1", "We propose a caf\u00e9 sampler for queues.", method_proposed=["caf\u00e9 sampler"],
                  relations=[r_("PAPER", "proposes", "caf\u00e9 sampler")])
    lines = [json.dumps(named, ensure_ascii=False), json.dumps(unnamed)]  # the second with \u escapes
    f = tmp_path / "devx.jsonl"
    f.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = gc.fix_unnamed_file(f, DF)
    assert (out["records"], out["changed"], out["proposals"], out["relations_dropped"]) == (2, ["u1"], 1, 1)
    got = f.read_text(encoding="utf-8").split("\n")
    assert got[0] == lines[0] and got[2] == "" and len(got) == 3
    assert "\\u00e9" in got[1] and json.loads(got[1])["allowed_extra"] == ["caf\u00e9 sampler"]
    assert json.loads(got[1])["method_proposed"] == [] and json.loads(got[1])["relations"] == []
    warnings: list = []
    load_gold(f, warnings=warnings)
    assert not [w for w in warnings if "names no entity" in w]
    text = f.read_text(encoding="utf-8")
    assert gc.fix_unnamed_file(f, DF)["changed"] == [] and f.read_text(encoding="utf-8") == text


def test_fix_file_dry_run_writes_nothing(tmp_path):
    f = tmp_path / "devx.jsonl"
    f.write_text(json.dumps(_heron()) + "\n", encoding="utf-8")
    text = f.read_text(encoding="utf-8")
    out = gc.fix_unnamed_file(f, DF, write=False)
    assert out["changed"] == ["h1"] and out["components"] == 2 and f.read_text(encoding="utf-8") == text


def test_cli_fix_unnamed(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(gc, "corpus_df", lambda root=gc.ROOT: DF)
    f = tmp_path / "devx.jsonl"
    f.write_text(json.dumps(_heron()) + "\n", encoding="utf-8")
    assert gc.main(["--fix-unnamed", "--dry-run", str(f)]) == 0
    assert "1 of 1 records changed; 2 proposals and 2 components moved" in capsys.readouterr().out
    assert json.loads(f.read_text(encoding="utf-8"))["component_of"] != []
    assert gc.main(["--fix-unnamed", str(f)]) == 0
    assert json.loads(f.read_text(encoding="utf-8"))["component_of"] == []
    assert gc.main(["--fix-unnamed"]) == 2
    assert "needs the gold files" in capsys.readouterr().err


def test_report_has_the_unnamed_section(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(gc, "corpus_df", lambda root=gc.ROOT: DF)
    f = tmp_path / "devx.jsonl"
    f.write_text(json.dumps(_heron()) + "\n", encoding="utf-8")
    assert gc.main([str(f), "--json"]) == 0
    rep = json.loads(capsys.readouterr().out)
    assert rep["unnamed_proposals"]["unnamed_proposals"] == 2 and rep["unnamed_proposals"]["items"] == 4
    assert gc.main([str(f), "--examples", "1"]) == 0
    assert "devx:h1 component 'graph encoder' part of 'HeronNet' (unnamed part)" in capsys.readouterr().out


if __name__ == "__main__":  # pragma: no cover
    pytest.main([__file__])
