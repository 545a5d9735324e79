"""A build into a store groups its warnings on stored records replaced, papers kept beside a
stored paper of their abstract and updates that lose fields per input file and kind (session 48,
kg.read.warn_copies with kind="warning"): more than MAX_DUPLICATE_NOTES of one kind in a file
give one warning naming how many and the first lines; ``--verbose`` gives a warning each."""
import json

from kg.cli import main
from kg.pipeline import build
from kg.read import MAX_DUPLICATE_NOTES, ReadReport, warn_copies

SUBJECTS = ["lichens", "glaciers", "coral reefs", "tide pools", "peat bogs", "salt marshes", "kelp forests"]


def _abstract(i: int, edited: bool = False) -> str:
    text = f"We propose MossNet{i}, a recurrent network that forecasts the growth of {SUBJECTS[i - 1]} from photos."
    return text + (" Code is released." if edited else "")


def _jsonl(path, numbers, prefix="p", edited=(), doi=True):
    """A JSON Lines file of records ``prefix``N for N in ``numbers``, abstracts edited for ``edited``."""
    path.write_text("".join(
        json.dumps({"id": f"{prefix}{i}", "title": f"Forecasting {SUBJECTS[i - 1]}", "abstract": _abstract(i, i in edited),
                    **({"doi": f"10.9999/moss.{i}"} if doi else {})}) + "\n"
        for i in numbers))
    return path


def _store(tmp_path):
    store = tmp_path / "store"
    build([str(_jsonl(tmp_path / "first.jsonl", range(1, 8)))], out_dir=None, store=store)
    return store


def _warnings(summary, tmp_path):
    return [w.replace(f"{tmp_path}/", "") for w in summary.warnings]


def test_many_edited_abstracts_give_one_warning_for_the_file(tmp_path):
    store = _store(tmp_path)
    update = _jsonl(tmp_path / "update.jsonl", range(1, 8), edited=range(1, 7))
    _, summary = build([str(update)], out_dir=None, store=store)
    # the seventh record is as stored, but names no venue: its venue, named after its file, moved
    # from "first" to "update", so it is updated too (since session 53)
    assert summary.store == {"new": 0, "updated": 7, "unchanged": 0}
    assert _warnings(summary, tmp_path) == [
        "update.jsonl:1: 6 records of this file replace papers of the store (same id, another abstract): each "
        "that paper's stored record replaced by this one: lines 1 (= 'p1'), 2 (= 'p2'), 3 (= 'p3'), 4 (= 'p4'), "
        "5 (= 'p5') and 1 more (kg build --verbose: a warning for each)"]


def test_verbose_gives_each_record_its_warning(tmp_path):
    store = _store(tmp_path)
    update = _jsonl(tmp_path / "update.jsonl", range(1, 8), edited=range(1, 7))
    _, summary = build([str(update)], out_dir=None, store=store, verbose=True)
    assert _warnings(summary, tmp_path) == [
        f"update.jsonl:{i}: paper 'p{i}' is in the store with another abstract; replaced it with this record"
        for i in range(1, 7)]


def test_at_most_the_limit_each_keeps_its_warning(tmp_path):
    store = _store(tmp_path)
    update = _jsonl(tmp_path / "update.jsonl", range(1, 8), edited=range(1, MAX_DUPLICATE_NOTES + 1))
    _, summary = build([str(update)], out_dir=None, store=store)
    assert len(_warnings(summary, tmp_path)) == MAX_DUPLICATE_NOTES == 3
    assert _warnings(summary, tmp_path)[2] == \
        "update.jsonl:3: paper 'p3' is in the store with another abstract; replaced it with this record"


def test_fields_lost_are_grouped_with_every_field_named(tmp_path):
    store = _store(tmp_path)
    # the same file name, now without DOIs (and p5's title dropped too): no other input gave them
    (tmp_path / "first.jsonl").write_text("".join(
        json.dumps({"id": f"p{i}", **({} if i == 5 else {"title": f"Forecasting {SUBJECTS[i - 1]}"}),
                    "abstract": _abstract(i)}) + "\n" for i in range(1, 8)))
    _, summary = build([str(tmp_path / "first.jsonl")], out_dir=None, store=store)
    assert _warnings(summary, tmp_path) == [
        "first.jsonl:1: 7 records of this file update papers of the store without fields their stored records "
        "give (doi; title): each record replaced, so the graph no longer has them (give them again in the input "
        "to keep them): lines 1 (= 'p1'), 2 (= 'p2'), 3 (= 'p3'), 4 (= 'p4'), 5 (= 'p5') and 2 more "
        "(kg build --verbose: a warning for each)"]
    # every record is still updated: only the messages are grouped
    assert summary.store == {"new": 0, "updated": 7, "unchanged": 0}


def test_papers_kept_beside_a_stored_abstract_are_grouped(tmp_path):
    store = _store(tmp_path)
    other = _jsonl(tmp_path / "other.jsonl", range(1, 6), prefix="q", doi=False)
    _, summary = build([str(other)], out_dir=None, store=store)
    assert summary.store == {"new": 5, "updated": 0, "unchanged": 0} and summary.papers == 12
    assert _warnings(summary, tmp_path) == [
        "other.jsonl:1: 5 records of this file have the abstracts of papers of the store under other ids: both "
        "kept, as two papers each: lines 1 (= 'p1'), 2 (= 'p2'), 3 (= 'p3'), 4 (= 'p4'), 5 (= 'p5') "
        "(kg build --verbose: a warning for each)"]


def test_the_cli_takes_verbose(tmp_path, capsys):
    store = _store(tmp_path)
    update = _jsonl(tmp_path / "update.jsonl", range(1, 8), edited=range(1, 6))
    assert main(["build", str(update), "--store", str(store), "--out", str(tmp_path / "out"), "--verbose"]) == 0
    err = capsys.readouterr().err
    assert err.count("is in the store with another abstract; replaced it with this record") == 5
    assert "records of this file" not in err


def test_warn_copies_groups_as_warnings_and_keeps_lost_titles_apart():
    report = ReadReport()
    items = [(f"f.bib:{i}", f"'p{i}'", f"record {i} replaced", i == 2, ("doi", "url") if i % 2 else ("doi",))
             for i in range(1, 7)]
    warn_copies(items, report, "replace papers ({what})", kind="warning")
    assert [str(p) for p in report.warnings] == [
        "f.bib:2: record 2 replaced",
        "f.bib:1: 5 records of this file replace papers (doi; url): lines 1 (= 'p1'), 3 (= 'p3'), 4 (= 'p4'), "
        "5 (= 'p5'), 6 (= 'p6') (kg build --verbose: a warning for each)"]
    assert report.notes == []
    verbose = ReadReport(verbose=True)
    warn_copies(items, verbose, "replace papers ({what})", kind="warning")
    assert [str(p) for p in verbose.warnings] == [f"f.bib:{i}: record {i} replaced" for i in range(1, 7)]
    try:
        warn_copies(items, ReadReport(), "x", kind="error")
    except ValueError as exc:
        assert "kind" in str(exc)
    else:
        raise AssertionError("an unknown kind must be refused")
