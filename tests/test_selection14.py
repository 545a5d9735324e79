"""eval/select_dev*.py reproduce the gold sets they selected (dev13-dev117), id for id,
although later sets added gold files (eval/selection.py leaves those out)."""
from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"

pytestmark = pytest.mark.skipif(not (CORPUS / "icml2024.jsonl").exists(), reason="needs ../shared/corpus")


@pytest.mark.parametrize("script, sets", [("select_dev13", ["dev13"]), ("select_dev14_15", ["dev14", "dev15"]),
                                          ("select_dev16_17", ["dev16", "dev17"]),
                                          ("select_dev18_19", ["dev18", "dev19"]),
                                          ("select_dev20_21", ["dev20", "dev21"]),
                                          ("select_dev22_23", ["dev22", "dev23"]),
                                          ("select_dev24_25", ["dev24", "dev25"]),
                                          ("select_dev26_27", ["dev26", "dev27"]),
                                          ("select_dev28_29", ["dev28", "dev29"]),
                                          ("select_dev38_39", ["dev38", "dev39"]),
                                          ("select_dev40_41", ["dev40", "dev41"]),
                                          ("select_dev42_43", ["dev42", "dev43"]),
                                          ("select_dev44_45", ["dev44", "dev45"]),
                                          ("select_dev46_47", ["dev46", "dev47"]),
                                          ("select_dev48_49", ["dev48", "dev49"]),
                                          ("select_dev50_51", ["dev50", "dev51"]),
                                          ("select_dev52_53", ["dev52", "dev53"]),
                                          ("select_dev54_55", ["dev54", "dev55"]),
                                          ("select_dev56_57", ["dev56", "dev57"]),
                                          ("select_dev58_59", ["dev58", "dev59"]),
                                          ("select_dev60_61", ["dev60", "dev61"]),
                                          ("select_dev62_63", ["dev62", "dev63"]),
                                          ("select_dev64_65", ["dev64", "dev65"]),
                                          ("select_dev66_67", ["dev66", "dev67"]),
                                          ("select_dev68_69", ["dev68", "dev69"]),
                                          ("select_dev70_71", ["dev70", "dev71"]),
                                          ("select_dev72_73", ["dev72", "dev73"]),
                                          ("select_dev74_75", ["dev74", "dev75"]),
                                          ("select_dev76_77", ["dev76", "dev77"]),
                                          ("select_dev78_79", ["dev78", "dev79"]),
                                          ("select_dev80_81", ["dev80", "dev81"]),
                                          ("select_dev82_83", ["dev82", "dev83"]),
                                          ("select_dev84_85", ["dev84", "dev85"]),
                                          ("select_dev86_87", ["dev86", "dev87"]),
                                          ("select_dev88_89", ["dev88", "dev89"]),
                                          ("select_dev90_91", ["dev90", "dev91"]),
                                          ("select_dev92_93", ["dev92", "dev93"]),
                                          ("select_dev94_95", ["dev94", "dev95"]),
                                          ("select_dev96_97", ["dev96", "dev97"]),
                                          ("select_dev98_99", ["dev98", "dev99"]),
                                          ("select_dev100_101", ["dev100", "dev101"]),
                                          ("select_dev102_103", ["dev102", "dev103"]),
                                          ("select_dev104_105", ["dev104", "dev105"]),
                                          ("select_dev106_107", ["dev106", "dev107"]),
                                          ("select_dev108_109", ["dev108", "dev109"]),
                                          ("select_dev110_111", ["dev110", "dev111"]),
                                          ("select_dev112_113", ["dev112", "dev113"]),
                                          ("select_dev114_115", ["dev114", "dev115"]),
                                          ("select_dev116_117", ["dev116", "dev117"]),
                                          ("select_dev30_37", ["dev30", "dev31", "dev32", "dev33",
                                                               "dev34", "dev35", "dev36", "dev37"])])
def test_selection_script_reproduces_its_sets(script, sets, monkeypatch):
    monkeypatch.chdir(ROOT)
    monkeypatch.syspath_prepend(str(ROOT / "eval"))
    module = importlib.import_module(script)
    drawn: dict[str, list[str]] = {}
    record = lambda name, records: drawn.__setitem__(name, [r["id"] for r in records])  # noqa: E731
    monkeypatch.setattr(module, "write", record, raising=False)  # the script's own write, if any
    monkeypatch.setattr(sys.modules["selection"], "write", record)  # selection.draw_two's
    module.main()
    for name in sets:
        gold = [json.loads(line)["id"] for line in open(ROOT / "eval" / f"{name}.jsonl", encoding="utf-8") if line.strip()]
        assert drawn[name] == gold


def test_a_new_set_must_be_registered():
    sys.path.insert(0, str(ROOT / "eval"))
    try:
        selection = importlib.import_module("selection")
    finally:
        sys.path.remove(str(ROOT / "eval"))
    with pytest.raises(ValueError):
        selection.used_ids("dev9999.jsonl")
