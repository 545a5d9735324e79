"""Session 53, input for library staff (trial I): monthly exports without a venue column.

1. ``kg build --venue NAME --year YYYY`` sets the venue / year of records that have none (a
   record's own wins); a stored paper read again from a file of another name, whose venue is
   then named after that file, counts as updated, not unchanged.
2. A CSV/TSV header without a title, authors or year column that has columns of no known name
   (``Titel;Abstract;Jahr``) gets one warning naming them and the accepted names.
3. papers.csv gains ``authors`` (in the author list's order), ``doi`` (its https://doi.org/
   address) and ``url``; the shipped ``paper-table`` query gives the same cells.
"""
from __future__ import annotations

import argparse
import csv
import io
import json

import pytest
from rdflib import Graph

from kg.cli import _venue_name, _year_option
from kg.graph import PAPER_COLUMNS, build_graph, paper_rows
from kg.pipeline import build, with_defaults
from kg.query import run_query
from kg.read import ReadReport, read
from kg.records import Paper
from kg.resolve import resolve
from tests.factories import extraction

# abstracts written for these tests
ABS_1 = ("We introduce FernNet, a recurrent model for tide forecasting. FernNet lowers the mean "
         "absolute error on the CoastTide dataset compared with persistence baselines.")
ABS_2 = ("We present QuillRank, a ranking method for patent search. QuillRank improves recall at "
         "ten on the PatentQ benchmark.")


# ------------------------------------------------------------------ 2. unrecognised CSV columns

def _read(path):
    report = ReadReport()
    papers = list(read([str(path)], report=report))
    return papers, [str(w) for w in report.warnings]


def test_a_csv_with_foreign_column_names_gets_one_warning_naming_them(tmp_path):
    f = tmp_path / "monthly.csv"
    f.write_text("Titel;Abstract;Jahr\n"
                 f"Gezeitenvorhersage;{ABS_1};2024\n"
                 f"Patentsuche;{ABS_2};2024\n", encoding="utf-8")
    papers, warnings = _read(f)
    assert len(papers) == 2 and all(p.title is None and p.year is None for p in papers)  # nothing guessed
    said = [w for w in warnings if "columns not read" in w]
    assert len(said) == 1  # once per file, not per row
    w = said[0]
    assert w.startswith(f"{f}:1")
    assert "no title column (recognised: title, paper_title" in w
    assert "no year column (recognised: year, publication_year, date" in w
    assert "no authors column" in w
    assert "columns not read: Titel, Jahr" in w


def test_a_csv_whose_missing_columns_hold_nothing_else_gets_no_warning(tmp_path):
    # no title column, but no column left unread either: nothing is lost
    f = tmp_path / "plain.csv"
    f.write_text(f"abstract\n\"{ABS_1}\"\n", encoding="utf-8")
    assert not [w for w in _read(f)[1] if "columns not read" in w]
    # title, authors and year named: an extra column (a PDF link) is no reason to warn
    g = tmp_path / "full.tsv"
    g.write_text(f"Title\tAuthors\tYear\tAbstract\tPDF\nTides\tAna Berg\t2023\t{ABS_1}\thttp://x.org/a.pdf\n",
                 encoding="utf-8")
    papers, warnings = _read(g)
    assert papers[0].title == "Tides" and papers[0].year == 2023
    assert not [w for w in warnings if "columns not read" in w]


def test_a_date_column_stands_for_the_year_and_only_the_missing_field_is_named(tmp_path):
    f = tmp_path / "dated.csv"
    f.write_text(f"Title,Author,Date,Abstract,Seiten\nTides,Ana Berg,2022-03-01,\"{ABS_1}\",12\n", encoding="utf-8")
    papers, warnings = _read(f)
    assert papers[0].year == 2022
    assert not [w for w in warnings if "columns not read" in w]
    h = tmp_path / "noauthor.csv"
    h.write_text(f"Title,Verfasser,Year,Abstract\nTides,Ana Berg,2022,\"{ABS_1}\"\n", encoding="utf-8")
    said = [w for w in _read(h)[1] if "columns not read" in w]
    assert len(said) == 1 and "no authors column" in said[0] and "no title column" not in said[0]
    assert "no year column" not in said[0] and said[0].endswith("columns not read: Verfasser (rename a column "
                                                                 "to a recognised name to read it)")


# ------------------------------------------------------------------ 1. --venue and --year

def test_with_defaults_fills_only_what_a_record_lacks():
    own = Paper(id="a", abstract=ABS_1, venue="NeurIPS", year=2023)
    bare = Paper(id="b", abstract=ABS_2)
    out = with_defaults([own, bare], " ICML ", 2024)
    assert out[0] is own  # a record's own venue and year win
    assert (out[1].venue, out[1].year, out[1].venue_label) == ("ICML", 2024, "ICML 2024")
    assert with_defaults([bare], None, None)[0] is bare
    # read as a record's venue field is: the venue table's acronym, the year its name states
    full = with_defaults([bare], "International Conference on Machine Learning", 2023)[0]
    assert full.venue_label == "ICML 2023"
    named = with_defaults([bare], "ICML'24", None)[0]
    assert (named.venue_label, named.year) == ("ICML 2024", 2024)
    yearless = with_defaults([Paper(id="c", abstract=ABS_1, year=2021)], "ICLR", 2024)[0]
    assert (yearless.venue_label, yearless.year) == ("ICLR 2021", 2021)


def test_cli_option_types_refuse_bad_values():
    assert _venue_name("  ICML 2024 ") == "ICML 2024"
    assert _year_option("2024") == 2024
    for bad in ("", "   ", "ICML\n2024"):
        with pytest.raises(argparse.ArgumentTypeError):
            _venue_name(bad)
    for bad in ("24", "20245", "two", "+2024"):
        with pytest.raises(argparse.ArgumentTypeError):
            _year_option(bad)


def _jsonl(path, *records):
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def _venues(g: Graph) -> dict[str, str]:
    return {r["id"]: r["venue"] for r in paper_rows(g)}


R1 = {"id": "tide-1", "title": "Tide forecasting", "year": 2024, "abstract": ABS_1}
R2 = {"id": "quill-2", "title": "Patent ranking", "year": 2024, "abstract": ABS_2}


def test_a_paper_read_again_from_another_month_without_a_venue_counts_as_updated(tmp_path):
    store = tmp_path / "st"
    build([_jsonl(tmp_path / "jan.jsonl", R1)], out_dir=None, store=store)
    g, summary = build([_jsonl(tmp_path / "feb.jsonl", R1, R2)], out_dir=None, store=store)
    # its venue is named after its file, so it moved: an update, not "unchanged"
    assert _venues(g) == {"tide-1": "unknown venue (feb) 2024", "quill-2": "unknown venue (feb) 2024"}
    assert summary.store == {"new": 1, "updated": 1, "unchanged": 0}
    # read again from the same file name: unchanged
    _, again = build([_jsonl(tmp_path / "feb.jsonl", R1, R2)], out_dir=None, store=store)
    assert again.store == {"new": 0, "updated": 0, "unchanged": 2}


def test_venue_option_names_the_venue_of_records_without_one_and_keeps_them_unchanged(tmp_path):
    store = tmp_path / "st"
    own = {"id": "own-3", "venue": "COLT", "year": 2023,
           "abstract": "We study OwlBoost for online learning and bound its regret on adversarial streams."}
    build([_jsonl(tmp_path / "jan.jsonl", R1)], out_dir=None, store=store, venue="ICML")
    g, summary = build([_jsonl(tmp_path / "feb.jsonl", R1, R2, own)], out_dir=None, store=store, venue="ICML")
    assert _venues(g) == {"tide-1": "ICML 2024", "quill-2": "ICML 2024", "own-3": "COLT 2023"}
    assert summary.store == {"new": 2, "updated": 0, "unchanged": 1}
    # another --venue changes the stored paper's venue: updated
    g, summary = build([_jsonl(tmp_path / "mar.jsonl", R1)], out_dir=None, store=store, venue="ICLR")
    assert _venues(g)["tide-1"] == "ICLR 2024" and summary.store["updated"] == 1


def test_year_option_fills_the_year_of_records_without_one(tmp_path):
    g, _ = build([_jsonl(tmp_path / "x.jsonl", {"id": "n-1", "abstract": ABS_1},
                         {"id": "n-2", "abstract": ABS_2, "year": 2020})], out_dir=None, venue="AAAI", year=2025)
    rows = {r["id"]: (r["venue"], r["year"]) for r in paper_rows(g)}
    assert rows == {"n-1": ("AAAI 2025", "2025"), "n-2": ("AAAI 2020", "2020")}


# ------------------------------------------------------------------ 3. papers.csv authors, doi, url

def _graph_with_metadata():
    import dataclasses

    a = extraction("tide-1", ABS_1, title="Tide forecasting")
    a = dataclasses.replace(a, paper=dataclasses.replace(
        a.paper, authors=("Zora Quist", "Abel Mohn", "Ida Brenner"), doi="10.5555/tide.2024-1",
        url="https://example.org/papers/tide"))
    b = extraction("quill-2", ABS_2)
    exs = [a, b]
    return build_graph(exs, resolve(exs), base_iri="https://example.org/kg/")


def test_papers_csv_gives_authors_in_order_doi_and_url():
    assert PAPER_COLUMNS[-3:] == ("authors", "doi", "url")
    rows = {r["id"]: r for r in paper_rows(_graph_with_metadata())}
    assert rows["tide-1"]["authors"] == "Zora Quist | Abel Mohn | Ida Brenner"  # first author first, not sorted
    assert rows["tide-1"]["doi"] == "https://doi.org/10.5555/tide.2024-1"
    assert rows["tide-1"]["url"] == "https://example.org/papers/tide"
    assert (rows["quill-2"]["authors"], rows["quill-2"]["doi"], rows["quill-2"]["url"]) == ("", "", "")


def test_the_paper_table_query_gives_the_same_new_cells_in_both_engines(tmp_path):
    g = _graph_with_metadata()
    ttl = tmp_path / "g.ttl"
    g.serialize(ttl, format="turtle")
    for engine in (g, ttl):  # rdflib and Oxigraph
        result = run_query("paper-table", engine)
        assert result.vars == list(PAPER_COLUMNS)
        got = [{k: "" if v is None else str(v) for k, v in zip(result.vars, row)} for row in result.rows]
        assert got == paper_rows(g)


def test_an_author_cell_is_guarded_against_formulas_in_papers_csv():
    import dataclasses

    from kg.export import papers_csv

    a = extraction("f-1", ABS_1)
    a = dataclasses.replace(a, paper=dataclasses.replace(a.paper, authors=("=HYPERLINK(1)", "Ana Berg")))
    text = papers_csv(build_graph([a], resolve([a]), base_iri="https://example.org/kg/"))
    row = next(csv.DictReader(io.StringIO(text, newline="")))
    assert row["authors"] == "'=HYPERLINK(1) | Ana Berg"


# ------------------------------------------------------------------ 4. an arXiv feed's input file validates

def test_an_input_file_read_as_atom_conforms_to_the_shapes(tmp_path):
    from rdflib import RDF, Literal

    from kg.ontology import KGO
    from kg.validate import validate

    g, _ = build([_jsonl(tmp_path / "a.jsonl", R1)], out_dir=None)
    entity = next(iter(g.subjects(RDF.type, KGO.InputFile)))
    g.set((entity, KGO.readAs, Literal("atom")))  # what a build of an arXiv API feed records
    assert validate(g).conforms
    g.set((entity, KGO.readAs, Literal("rss")))  # still no format of PaperKG's
    assert not validate(g).conforms
