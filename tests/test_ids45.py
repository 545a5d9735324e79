"""Session 45 (ids45), input identity, from a fresh-user trial:

1. Two records of one id and different abstracts (CSL-JSON's ``"id": "smith2024"`` from two
   libraries, Pandoc's ``"item-1"`` of two files, a JSON Lines or CSV id reused) became one
   paper ("kept the first", counted as a duplicate, exit 0): a paper was lost. Now, in every
   format, the later record is another paper known by its abstract's hash, with its given id
   as its key and a warning naming both records. A CSL-JSON item with a DOI or arXiv id is
   known by it (its id, a key local to its file, is kept as the key), as a BibTeX entry is.
2. Two records merged as one paper kept only the first record's key: now every key, sorted,
   joined with "; " (one schema:identifier each; papers.csv's ``key`` joins them so).
3. BibTeX keys that differ only in case are one key to BibTeX: a repeated key, warned.
4. The duplicate note said "same id and abstract" for records without id, and nothing of a
   title that differs: it now says what matched and names the two titles.
"""
from __future__ import annotations

import json

from kg.read import ReadReport, dedupe, paper_id, read

_ROUTER = ("We propose a pebble router that sends tokens through a learned sparse graph. "
           "It lifts accuracy on long toy documents by three points.")
_TIDAL = ("We introduce a tidal sampler for toy diffusion models that alternates coarse and fine steps. "
          "It halves the number of function evaluations on a synthetic image set.")
_FOLD = "We fold toy proteins with a small equivariant network and report contact precision on two splits."


def _papers(*paths):
    report = ReadReport()
    papers = list(dedupe(read(list(paths), report=report), report=report))
    return papers, report


def _csl(path, items):
    path.write_text(json.dumps(items, indent=2), encoding="utf-8")
    return path


def _item(cid, abstract, title, **more):
    return {"id": cid, "type": "paper-conference", "title": title, "abstract": abstract,
            "issued": {"date-parts": [[2024]]}, **more}


# ---------------------------------------------------------------- (1) one id, two abstracts

def test_two_csl_libraries_with_one_id_keep_both_papers(tmp_path):
    a = _csl(tmp_path / "a.json", [_item("smith2024", _ROUTER, "Pebble routers")])
    b = _csl(tmp_path / "b.json", [_item("smith2024", _TIDAL, "Tidal sampling")])
    papers, report = _papers(a, b)
    assert [(p.title, p.id, p.key) for p in papers] == [
        ("Pebble routers", "smith2024", None),
        ("Tidal sampling", paper_id(None, None, None, _TIDAL), "smith2024")]
    assert report.duplicates == 0 and not report.skipped and not report.notes
    [warning] = [str(w) for w in report.warnings]
    assert warning.startswith(f"{b}:2: ") and f"that of {a}:2," in warning  # (the item's line)
    assert "id 'smith2024' is that of" in warning and "two papers, both kept" in warning


def test_the_later_paper_gets_the_same_id_in_every_build(tmp_path):
    a = _csl(tmp_path / "a.json", [_item("item-1", _ROUTER, "Pebble routers")])
    b = _csl(tmp_path / "b.json", [_item("item-1", _TIDAL, "Tidal sampling")])
    first, _ = _papers(a, b)
    again, _ = _papers(a, b)
    assert [p.id for p in first] == [p.id for p in again] == ["item-1", paper_id(None, None, None, _TIDAL)]


def test_pandoc_item_ids_of_one_paper_are_still_one_paper(tmp_path):
    a = _csl(tmp_path / "a.json", [_item("item-1", _ROUTER, "Pebble routers")])
    b = _csl(tmp_path / "b.json", [_item("item-1", _ROUTER, "Pebble routers")])
    papers, report = _papers(a, b)
    assert [p.id for p in papers] == ["item-1"] and report.duplicates == 1 and not report.warnings
    [note] = [str(n) for n in report.notes]
    assert note == f"{b}:2: same paper as {a}:2 (same id and abstract, id 'item-1'); merged into it as a duplicate"


def test_jsonl_and_csv_ids_reused_keep_both_papers(tmp_path):
    jl = tmp_path / "p.jsonl"
    jl.write_text(json.dumps({"id": "p7", "abstract": _ROUTER}) + "\n"
                  + json.dumps({"id": "p7", "abstract": _TIDAL}) + "\n", encoding="utf-8")
    papers, report = _papers(jl)
    assert [p.abstract for p in papers] == [_ROUTER, _TIDAL] and papers[1].key == "p7"
    assert report.duplicates == 0 and len(report.warnings) == 1
    csv = tmp_path / "p.csv"
    csv.write_text(f'id,abstract\nq1,"{_ROUTER}"\nq1,"{_FOLD}"\n', encoding="utf-8")
    papers, report = _papers(csv)
    assert [p.id for p in papers] == ["q1", paper_id(None, None, None, _FOLD)]
    assert [w.source for w in report.warnings] == [f"{csv}:3"] and f"{csv}:2" in report.warnings[0].message


def test_a_reused_doi_keeps_its_doi_but_is_not_made_a_key(tmp_path):
    jl = tmp_path / "p.jsonl"
    jl.write_text(json.dumps({"doi": "10.5555/pebble.1", "abstract": _ROUTER}) + "\n"
                  + json.dumps({"doi": "10.5555/pebble.1", "abstract": _FOLD}) + "\n", encoding="utf-8")
    papers, _ = _papers(jl)
    assert [(p.id, p.doi, p.key) for p in papers] == [
        ("10.5555/pebble.1", "10.5555/pebble.1", None),
        (paper_id(None, None, None, _FOLD), "10.5555/pebble.1", None)]


def test_a_reused_id_whose_text_is_a_third_records_joins_it(tmp_path):
    # the later "p7" is the paper "r9" (same abstract): known by its abstract, it is r9's copy
    jl = tmp_path / "p.jsonl"
    jl.write_text(json.dumps({"id": "r9", "abstract": _TIDAL}) + "\n"
                  + json.dumps({"id": "p7", "abstract": _ROUTER}) + "\n"
                  + json.dumps({"id": "p7", "abstract": _TIDAL}) + "\n", encoding="utf-8")
    papers, report = _papers(jl)
    assert [(p.id, p.key) for p in papers] == [("r9", "p7"), ("p7", None)]
    assert report.duplicates == 1


# ---------------------------------------------------------------- (1) CSL ids as keys

def test_a_csl_item_with_a_doi_is_known_by_it_and_joins_the_bibtex_entry(tmp_path):
    a = _csl(tmp_path / "a.json", [_item("smith2024", _ROUTER, "Pebble routers", DOI="10.5555/Pebble.1")])
    bib = tmp_path / "b.bib"
    bib.write_text("@inproceedings{smith2024pebble,\n  title = {Pebble routers},\n  doi = {10.5555/pebble.1},\n"
                   f"  abstract = {{{_ROUTER}}}\n}}\n", encoding="utf-8")
    papers, report = _papers(a, bib)
    assert [(p.id, p.key) for p in papers] == [("10.5555/pebble.1", "smith2024; smith2024pebble")]
    assert report.duplicates == 1 and not report.warnings


def test_a_csl_citation_key_wins_over_its_id_as_the_key(tmp_path):
    a = _csl(tmp_path / "a.json", [_item("item-3", _ROUTER, "Pebble routers", DOI="10.5555/pebble.1",
                                         **{"citation-key": "smith2024"})])
    [paper], _ = _papers(a)
    assert (paper.id, paper.key) == ("10.5555/pebble.1", "smith2024")


def test_a_one_word_type_without_a_csl_field_is_no_csl_item(tmp_path):
    # an OpenAlex-like or hand-made record with "type": "article": its id stays
    jl = tmp_path / "p.jsonl"
    jl.write_text(json.dumps({"id": "own-1", "type": "article", "doi": "10.5555/pebble.1",
                              "abstract": _ROUTER}) + "\n", encoding="utf-8")
    [paper], _ = _papers(jl)
    assert (paper.id, paper.key) == ("own-1", None)


# ---------------------------------------------------------------- (2) every key kept

def test_true_duplicates_from_two_files_keep_both_keys(tmp_path):
    a = tmp_path / "a.bib"
    a.write_text(f"@article{{park2024,\n  abstract = {{{_FOLD}}}\n}}\n", encoding="utf-8")
    b = tmp_path / "b.bib"
    b.write_text(f"@article{{Lee2023,\n  abstract = {{{_FOLD}}}\n}}\n", encoding="utf-8")
    [paper], report = _papers(a, b)
    assert paper.key == "Lee2023; park2024" and report.duplicates == 1


def test_merged_keys_are_each_a_schema_identifier_and_joined_in_papers_csv():
    from rdflib import Literal, URIRef

    from kg.graph import build_graph, paper_rows
    from kg.ontology import SCHEMA
    from kg.resolve import resolve
    from kg.validate import validate
    from tests.factories import extraction

    ex = extraction("h-0123456789abcdef", _FOLD)
    ex = ex.__class__(**{**ex.__dict__, "paper": ex.paper.__class__(**{**ex.paper.__dict__,
                                                                       "key": "Lee2023; park2024"})})
    g = build_graph([ex], resolve([ex]), base_iri="https://example.org/kg/")
    paper = URIRef("https://example.org/kg/paper/h-0123456789abcdef")
    assert sorted(g.objects(paper, SCHEMA.identifier)) == [Literal("Lee2023"), Literal("park2024")]
    [row] = paper_rows(g)
    assert row["key"] == "Lee2023; park2024"
    assert validate(g).conforms


def test_joined_keys_sorts_and_dedupes():
    from kg.records import joined_keys, paper_keys

    assert joined_keys(["b2", None, "a1; b2", "A0"]) == "A0; a1; b2"
    assert joined_keys([None, None]) is None
    assert paper_keys("A0; a1") == ["A0", "a1"] and paper_keys(None) == []


# ---------------------------------------------------------------- (3) BibTeX keys ignore case

def test_bibtex_keys_in_other_capitals_are_a_repeated_key(tmp_path):
    bib = tmp_path / "r.bib"
    bib.write_text(f"@article{{SMITH2024,\n  abstract = {{{_ROUTER}}}\n}}\n"
                   f"@article{{smith2024,\n  abstract = {{{_TIDAL}}}\n}}\n", encoding="utf-8")
    papers, report = _papers(bib)
    assert [p.key for p in papers] == ["SMITH2024", "smith2024"]
    [warning] = report.warnings
    assert warning.source == f"{bib}:4"
    assert "repeats the key of the entry at" in warning.message and "'SMITH2024'" in warning.message
    assert "other capitals" in warning.message and "both are read" in warning.message


def test_bibtex_keys_in_other_capitals_of_one_paper_warn_and_merge(tmp_path):
    bib = tmp_path / "r.bib"
    bib.write_text(f"@article{{SMITH2024,\n  abstract = {{{_ROUTER}}}\n}}\n"
                   f"@article{{smith2024,\n  abstract = {{{_ROUTER}}}\n}}\n", encoding="utf-8")
    [paper], report = _papers(bib)
    assert paper.key == "smith2024; SMITH2024" or paper.key == "SMITH2024; smith2024"
    assert len(report.warnings) == 1 and "the same abstract: one paper" in report.warnings[0].message


# ---------------------------------------------------------------- (4) the note says what matched

def test_a_csv_row_of_one_abstract_and_another_title_says_so(tmp_path):
    a = tmp_path / "a.csv"
    a.write_text(f'title,abstract\nPebble routers,"{_ROUTER}"\n', encoding="utf-8")
    b = tmp_path / "b.csv"
    b.write_text(f'title,abstract\nPebble routing revisited,"{_ROUTER}"\n', encoding="utf-8")
    [paper], report = _papers(a, b)
    [note] = [str(n) for n in report.notes]
    assert note == (f"{b}:2: same paper as {a}:2 (same abstract, neither record with an id, id {paper.id!r}); "
                    "merged into it as a duplicate; its title 'Pebble routing revisited' is not that record's "
                    "'Pebble routers', which the paper keeps")


def test_one_note_for_many_names_the_retitled_lines(tmp_path):
    texts = [f"We fit toy model number {w} on synthetic points and report its error." for w in
             ("one", "two", "three", "four")]
    a = tmp_path / "a.csv"
    a.write_text("title,abstract\n" + "".join(f"T{i},{t}\n" for i, t in enumerate(texts)), encoding="utf-8")
    b = tmp_path / "b.csv"
    b.write_text("title,abstract\n" + "".join(f"{'U' if i == 2 else 'T'}{i},{t}\n" for i, t in enumerate(texts)),
                 encoding="utf-8")
    _, report = _papers(a, b)
    [note] = [str(n) for n in report.notes]
    assert "(same abstract, neither record with an id)" in note
    assert note.endswith("; 1 of them under another title than that record's: line 4")


def test_the_paper_table_query_joins_the_keys_as_papers_csv_does():
    from kg.graph import build_graph, paper_rows
    from kg.query import format_result, load_query, run_query
    from kg.resolve import resolve
    from tests.factories import extraction

    ex = extraction("h-0123456789abcdef", _FOLD)
    ex = ex.__class__(**{**ex.__dict__, "paper": ex.paper.__class__(**{**ex.paper.__dict__,
                                                                       "key": "Lee2023; park2024"})})
    g = build_graph([ex], resolve([ex]), base_iri="https://example.org/kg/")
    rows = format_result(run_query(load_query("paper-table"), g), "csv").splitlines()
    assert len(rows) == 2 and ",Lee2023; park2024," in rows[1]
    assert paper_rows(g)[0]["key"] == "Lee2023; park2024"


def test_a_reused_id_of_one_title_is_one_warning_that_says_so(tmp_path):
    jl = tmp_path / "p.jsonl"
    jl.write_text(json.dumps({"id": "or1", "title": "Pebble routers", "abstract": _ROUTER}) + "\n"
                  + json.dumps({"id": "or1", "title": "Pebble Routers", "abstract": _ROUTER + " Code is public."})
                  + "\n", encoding="utf-8")
    papers, report = _papers(jl)
    assert len(papers) == 2
    [warning] = [str(w) for w in report.warnings]
    assert warning.startswith(f"{jl}:2: id 'or1' is that of {jl}:1, whose abstract is another")
    assert warning.endswith("; the two have one title (an edited abstract? drop the record that is out of date)")
