"""Session 21's input cases: a list id holding only null, a DOI escape that is no UTF-8, a file named like a shipped query."""
import json
from pathlib import Path

from kg.read import ReadReport, read

ABS = ("We study a learning problem on graphs and propose a simple method that is evaluated "
       "on three benchmarks, where it improves accuracy over strong baselines.")


def _write(tmp_path: Path, name: str, records: list) -> Path:
    f = tmp_path / name
    f.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return f


def test_an_id_of_a_list_holding_only_null_is_no_id_and_is_named(tmp_path: Path) -> None:
    f = _write(tmp_path, "ids.jsonl", [{"id": [None], "abstract": ABS, "doi": "10.1000/abc"},
                                       {"id": None, "abstract": ABS + " It is fast."}])
    report = ReadReport()
    papers = list(read([f], report=report))
    assert len(papers) == 2
    # the first paper falls back to its DOI, as the same record without an id does
    (same,) = read([_write(tmp_path, "no_id.jsonl", [{"abstract": ABS, "doi": "10.1000/abc"}])])
    assert papers[0].id == same.id
    assert "null" not in papers[0].id.lower() and "none" not in papers[0].id.lower()
    # [null] is named with file and line; a bare null is an id left out, without a warning
    assert [(w.source, w.message) for w in report.warnings] == [
        (f"{f}:1", "id is a list holding only null; ignored")]


def test_a_bare_shipped_name_runs_the_shipped_query_though_a_file_of_that_name_is_here(
        tmp_path: Path, monkeypatch) -> None:
    from kg.query import QUERIES_DIR, load_query

    monkeypatch.chdir(tmp_path)
    # what `kg query papers-per-task > papers-per-task` leaves in the folder
    (tmp_path / "papers-per-task").write_text("task,papers\nimage segmentation,3\n", encoding="utf-8")
    assert load_query("papers-per-task").path == QUERIES_DIR / "papers-per-task.rq"
    # ./NAME still reads the local file (here: one that holds a query)
    (tmp_path / "papers-per-task").write_text("SELECT ?s WHERE { ?s ?p ?o } LIMIT 1\n", encoding="utf-8")
    local = load_query("./papers-per-task")
    assert local.path == Path("papers-per-task") or Path(local.path).resolve() == tmp_path / "papers-per-task"
    assert "LIMIT 1" in local.text


def test_a_doi_escape_that_is_no_utf8_is_read_as_latin1_with_a_warning(tmp_path: Path) -> None:
    f = _write(tmp_path, "dois.jsonl", [
        {"id": "a", "abstract": ABS, "doi": "10.1000/caf%E9"},
        {"id": "b", "abstract": ABS + " It is fast.", "doi": "10.1000/caf%C3%A9"},
        {"id": "c", "abstract": ABS + " It is small.", "doi": "https://doi.org/10.1000/na%EFve"}])
    report = ReadReport()
    papers = list(read([f], report=report))
    # no U+FFFD: the Latin-1 escape keeps its letter, as the UTF-8 one does
    assert [p.doi for p in papers] == ["10.1000/café", "10.1000/café", "10.1000/naïve"]
    assert [(w.source, w.message) for w in report.warnings] == [
        (f"{f}:1", 'DOI "10.1000/caf%E9" holds percent escapes that are no UTF-8; decoded as Latin-1, '
                   "'10.1000/café'"),
        (f"{f}:3", 'DOI "https://doi.org/10.1000/na%EFve" holds percent escapes that are no UTF-8; '
                   "decoded as Latin-1, '10.1000/naïve'")]
