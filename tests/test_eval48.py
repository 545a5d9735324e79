"""Session 48 (eval48): `kg eval`'s gold checks, form leniency on hyphens and spaces, the
symmetry of units, and the usage errors of `kg eval`. Every gold record here is written for
the test (none comes from the corpus or the shared gold)."""
import json
from pathlib import Path

import pytest

from kg.evaluate import GoldFormatError, evaluate_extractions, evaluate_gold, load_gold, normalise
from kg.records import Extraction, Mention, Result

TEXT = "We present KelpNet for coral segmentation on ReefSet-7."
#: Every category of the gold format, empty.
EMPTY = {"method_proposed": [], "benchmark_proposed": [], "component_of": [], "dataset": [], "task": [],
         "method_used": [], "metric": [], "result": [], "acronym": [], "code": [], "allowed_extra": []}


def _rec(pid: str, **cats) -> dict:
    return {"id": pid, "text": TEXT, **EMPTY, **cats}


def _write(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


MAIN = [{"name": "coral segmentation", "main": True}]


# 2. the gold check ---------------------------------------------------------------------------

def test_a_null_category_is_an_error_naming_file_line_and_key(tmp_path):
    gold = _write(tmp_path / "g.jsonl", [_rec("p1", task=MAIN), _rec("p2", task=MAIN, dataset=None)])
    with pytest.raises(GoldFormatError) as err:
        load_gold(gold)
    assert str(err.value) == f"{gold}:2: 'dataset' must be a list, not null (write [] for no item)"


def test_two_main_tasks_are_an_error(tmp_path):
    tasks = [{"name": "coral segmentation", "main": True}, {"name": "reef mapping"},
             {"name": "reef monitoring", "main": True}]
    gold = _write(tmp_path / "g.jsonl", [_rec("p1", task=tasks)])
    with pytest.raises(GoldFormatError) as err:
        load_gold(gold)
    assert str(err.value) == f'{gold}:1: \'task\' items 1 and 3 are each marked "main": true (one main task per paper)'


def test_a_record_with_only_id_and_text_is_an_error(tmp_path):
    gold = _write(tmp_path / "g.jsonl", [_rec("p1", task=MAIN), {"id": "p2", "text": TEXT}])
    with pytest.raises(GoldFormatError) as err:
        load_gold(gold)
    assert str(err.value).startswith(f"{gold}:2: no annotation: the record has no category key")


def test_missing_keys_are_one_warning_per_file_naming_lines_and_keys(tmp_path):
    a = _rec("p1", task=MAIN)
    b = _rec("p2", task=MAIN)
    del b["code"], b["allowed_extra"]
    c = _rec("p3", task=MAIN)
    del c["result"]
    gold = _write(tmp_path / "g.jsonl", [a, b, c])
    warnings: list[str] = []
    records = load_gold(gold, warnings)
    assert [r["id"] for r in records] == ["p1", "p2", "p3"]  # nothing valid lost
    assert warnings == [f"{gold}: 2 record(s) lack category keys (each read as an empty list: write [] where "
                        f"the paper has no item): line 2 ('code', 'allowed_extra'), line 3 ('result')"]


def test_no_main_task_is_a_warning_and_the_paper_leaves_the_main_task_total(tmp_path):
    gold = _write(tmp_path / "g.jsonl", [_rec("p1", task=MAIN), _rec("p2", task=[{"name": "reef mapping"}]),
                                         _rec("p3")])
    warnings: list[str] = []
    load_gold(gold, warnings)
    assert warnings == [f'{gold}: 2 record(s) mark no task "main": true (left out of the main-task total): '
                        f"line 2, line 3"]


def test_a_complete_gold_file_gives_no_warning(tmp_path):
    gold = _write(tmp_path / "g.jsonl", [_rec("p1", task=MAIN), _rec("p2", task=MAIN)])
    warnings: list[str] = []
    load_gold(gold, warnings)
    assert warnings == []


def test_an_error_quotes_the_offending_value_not_a_cut_structure(tmp_path):
    long_alias = "flow-based models with a very long alias that goes on past sixty characters"
    gold = _write(tmp_path / "g.jsonl", [
        _rec("p1", task=MAIN, method_used=[{"name": 42, "aliases": [long_alias]}],
             acronym=[{"short": "KN"}], code=[["https://example.org/kelpnet"]])])
    with pytest.raises(GoldFormatError) as err:
        load_gold(gold)
    lines = str(err.value).split("\n")
    assert lines == [
        f"{gold}:1: 'method_used' item 1 must be an object with a non-empty 'name' (got 'name' 42)",
        f"{gold}:1: 'acronym' item 1 must be an object with string 'short' and 'long' (got no 'long')",
        f"{gold}:1: 'code' item 1 must be a non-empty string (got a list of 1 item(s))",
    ]


def test_a_long_string_in_an_error_is_cut_with_its_quotes_closed(tmp_path):
    gold = _write(tmp_path / "g.jsonl", [_rec("p1", task=MAIN, dataset=["a" * 70])])
    with pytest.raises(GoldFormatError) as err:
        load_gold(gold)
    assert str(err.value) == (f"{gold}:1: 'dataset' item 1 must be an object with a non-empty 'name' "
                              f"(got '{'a' * 57}...')")
