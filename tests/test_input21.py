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


def test_an_openalex_work_gives_its_abstract_from_the_inverted_index_title_venue_and_authors(
        tmp_path: Path) -> None:
    work = {"id": "https://openalex.org/W42", "doi": "https://doi.org/10.1000/ABC",
            "display_name": "Segmenting Things", "publication_year": 2024,
            "abstract_inverted_index": {"We": [0], "propose": [1], "a": [2, 6], "network": [3],
                                        "for": [4], "segmentation": [5], "task.": [7]},
            "primary_location": {"source": {"display_name": "International Conference on Machine Learning"}},
            "authorships": [{"author": {"display_name": "Ada Lovelace"}},
                            {"author": {"display_name": "Alan Turing"}}]}
    broken = dict(work, id="https://openalex.org/W43", doi=None,
                  abstract_inverted_index={"We": [0], "gap": [2]})
    f = tmp_path / "openalex.json"
    f.write_text(json.dumps({"meta": {"count": 2}, "results": [work, broken]}), encoding="utf-8")
    report = ReadReport()
    papers = list(read([f], report=report))
    # a work with a DOI is known by it, not by its OpenAlex id (tests/test_verify21.py)
    assert [p.id for p in papers] == ["10.1000/abc"]
    (p,) = papers
    assert p.abstract == "We propose a network for segmentation a task."
    assert (p.title, p.venue, p.year, p.authors, p.doi) == (
        "Segmenting Things", "ICML 2024", 2024, ("Ada Lovelace", "Alan Turing"), "10.1000/abc")
    # "We _ gap": one of three positions missing is too broken to read (a few in a long text are read)
    assert any("abstract_inverted_index (OpenAlex) leaves out 1 of its 3 positions (more than a tenth); no abstract"
               in w.message for w in report.warnings)


def test_a_zotero_csv_export_reads_abstract_note_and_publication_title(tmp_path: Path) -> None:
    f = tmp_path / "zotero.csv"
    f.write_text('"Key","Item Type","Publication Year","Title","Publication Title","Abstract Note"\n'
                 f'"K1","conferencePaper","2023","A Title","Advances in Neural Information Processing Systems","{ABS}"\n',
                 encoding="utf-8")
    (p,) = read([f])
    assert (p.title, p.abstract, p.venue, p.year) == ("A Title", ABS, "NeurIPS 2023", 2023)


def test_a_plural_task_before_a_trailing_problems_is_the_same_task() -> None:
    from kg.resolve import resolve
    from tests.factories import extraction, mention

    t1 = "We solve variational inequalities fast."
    t2 = "Monotone variational inequalities problems are studied. We solve variational inequalities problems."
    e1 = extraction("p1", t1, mentions=[mention("variational inequalities", t1, "Task", "task")])
    e2 = extraction("p2", t2, mentions=[mention("variational inequalities problems", t2, "Task", "task")])
    res = resolve([e1, e2])
    tasks = [(e.label, tuple(e.alt_labels), tuple(e.papers)) for e in res.entities.values() if e.type == "Task"]
    assert tasks == [("variational inequalities", ("variational inequalities problems",), ("p1", "p2"))]


def test_objects_over_several_lines_with_a_raw_tab_are_read_with_the_shared_warning(tmp_path: Path) -> None:
    f = tmp_path / "pretty.jsonl"
    f.write_text('{\n  "id": "a",\n  "abstract": "' + ABS + '"\n}\n'
                 '{\n  "id": "b",\n  "abstract": "We propose\tTabNet. ' + ABS + '"\n}\n', encoding="utf-8")
    report = ReadReport()
    papers = list(read([f], report=report))
    assert [p.id for p in papers] == ["a", "b"]
    assert any(w.source == f"{f}:7" and w.message.startswith("raw control character U+0009 inside a JSON string")
               for w in report.warnings), report.warnings
