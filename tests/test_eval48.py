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


# 3. names that differ only by hyphens, dashes or spaces ------------------------------------

def _extraction(mentions=(), results=()) -> Extraction:
    from kg.records import CleanText, Paper

    ct = CleanText(TEXT, tuple(range(len(TEXT) + 1)))
    return Extraction(paper=Paper("p1", TEXT), clean=ct, sentences=((0, len(TEXT)),),
                      mentions=tuple(mentions), results=tuple(results))


def _dataset(text: str) -> Mention:
    return Mention(text, "Dataset", 0, len(text), "used", "test")


@pytest.mark.parametrize("gold, extracted", [
    ("ReefSet7", "ReefSet-7"), ("ReefSet-7", "ReefSet 7"), ("ReefSet 7", "ReefSet7"),
    ("Kelp-A", "KelpA"), ("KelpA", "Kelp\u2013A"),  # an en dash
])
def test_names_differing_only_by_hyphens_dashes_or_spaces_match(gold, extracted):
    rec = _rec("p1", task=MAIN, dataset=[{"name": gold}])
    s = evaluate_extractions([rec], [_extraction([_dataset(extracted)])]).scores["dataset"]
    assert (s.tp, s.fp, s.fn) == (1, 0, 0)


def test_a_space_between_two_digits_is_kept():
    assert normalise("Kelp-1.3B") == "kelp1 3b"
    assert normalise("Kelp-13B") == "kelp13b"
    rec = _rec("p1", task=MAIN, dataset=[{"name": "Kelp-1.3B"}])
    s = evaluate_extractions([rec], [_extraction([_dataset("Kelp-13B")])]).scores["dataset"]
    assert (s.tp, s.fp, s.fn) == (0, 1, 1)


def test_other_letters_still_make_another_name():
    rec = _rec("p1", task=MAIN, dataset=[{"name": "ReefSet-7"}])
    s = evaluate_extractions([rec], [_extraction([_dataset("ReefSet-17")])]).scores["dataset"]
    assert (s.tp, s.fp, s.fn) == (0, 1, 1)


def test_a_trailing_task_word_is_still_form_for_tasks():
    rec = _rec("p1", task=[{"name": "coral-reef segmentation task", "main": True}])
    m = Mention("coral reef segmentation", "Task", 0, 23, "addressed", "test", main=True)
    report = evaluate_extractions([rec], [_extraction([m])])
    s = report.scores["task"]
    assert (s.tp, s.fp, s.fn) == (1, 0, 0)
    assert (report.main_right, report.main_total) == (1, 1)


# 4. units: percent is a unit, both ways ------------------------------------------------------

def _result(value: str, unit) -> Result:
    # a metric, as kg build writes only results that name one (kg.evaluate.written_results);
    # the gold's metric is null, which any extracted metric matches
    return Result(value, unit, "memory", None, f"{value} {unit}", 0, 1, 0, 1)


@pytest.mark.parametrize("gold_value, unit, matched", [
    ("12%", "GB", False),      # a percentage is no 12 GB ...
    ("12 GB", "%", False),     # ... as 12 GB is no percentage
    ("12%", "x", False),
    ("12%", "%", True),
    ("12%", None, True),       # no unit recorded: the number decides
    ("12 GB", "GB", True),
    ("12 GB", None, True),
    ("12 percentage points", "points", True),
    ("twelve percent", "ms", False),
])
def test_a_value_never_matches_one_with_another_unit_either_way(gold_value, unit, matched):
    rec = _rec("p1", task=MAIN, result=[{"metric": None, "value": gold_value, "dataset": None, "text": gold_value}])
    s = evaluate_extractions([rec], [_extraction(results=[_result("12", unit)])]).scores["result"]
    assert (s.tp, s.fp, s.fn) == ((1, 0, 0) if matched else (0, 1, 1))


# 5. kg eval's usage errors -------------------------------------------------------------------

@pytest.mark.parametrize("extra, said", [
    (["--use", "ner"], "kg: error: --use applies to --scierc FILE"),
    (["--model", "some-model"], "kg: error: --model applies to --scierc FILE"),
    (["--use", "union", "--model", "some-model"], "kg: error: --use and --model apply to --scierc FILE"),
])
def test_scierc_options_without_scierc_are_a_usage_error(tmp_path, capsys, extra, said):
    from kg.cli import main

    gold = _write(tmp_path / "g.jsonl", [_rec("p1", task=MAIN)])
    assert main(["eval", str(gold), *extra]) == 2
    err = capsys.readouterr().err
    assert err.startswith(said)


def test_eval_help_says_that_precision_depends_on_allowed_extra(capsys):
    from kg.cli import main

    with pytest.raises(SystemExit):
        main(["eval", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "an extracted item that its paper's record lists in allowed_extra" in out
    assert "counts as neither a true nor a false hit" in out
