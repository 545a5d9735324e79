"""Session 45 input fixes: stacked LaTeX accents, repeated BibTeX keys, the source's own key
on the paper, duplicates named on stderr."""
from __future__ import annotations

import pytest

from kg.clean import clean
from kg.read import ReadReport, read


# ---------------------------------------------------------------- (3) stacked accents

@pytest.mark.parametrize("latex, text", [
    ("Nguy{\\~\\^e}n", "Nguy\u1ec5n"),        # tilde over circumflex e: ễ
    ("Nguy\\~{\\^{e}}n", "Nguy\u1ec5n"),
    ("Nguy\\~\\^en", "Nguy\u1ec5n"),
    ("Ph{\\'\\u{a}}m", "Ph\u1eafm"),            # acute over breve a: ắ
    ("H{\\d{\\^o}}", "H\u1ed9"),                # dot below a circumflex o: ộ
    ("Garc{\\'\\i}a", "Garc\u00eda"),           # dotless i
    ("Sch{\\\"{o}}n", "Sch\u00f6n"),
    ("Ko{\\v{s}}ir", "Ko\u0161ir"),
    ("Fran\\c{c}ois", "Fran\u00e7ois"),
    ("Fran\\c cois", "Fran\u00e7ois"),
    ("Na\\\"{\\i}ve", "Na\u00efve"),
])
def test_accents_stacked_and_over_dotless_letters(latex, text):
    assert clean(latex).text == text


def test_accent_forms_that_stay_as_before():
    assert clean("\\~{}user").text == "~user"      # an accent over nothing: the accent alone
    assert clean("\\'{ab} x").text == "ab x"        # a group of two letters: no accent taken
    assert clean("\\cc").text == "cc"               # a letter accent needs a space before a bare letter


def test_stacked_accent_offsets_point_at_the_base_letter():
    c = clean("Nguy{\\~\\^e}n")
    i = c.text.index("\u1ec5")
    a, b = c.to_original(i, i + 1)
    assert "Nguy{\\~\\^e}n"[a:b].endswith("e")


def test_stacked_accent_in_a_bibtex_author(tmp_path):
    path = tmp_path / "refs.bib"
    path.write_text("@article{v1,\n  author = {Nguy{\\~\\^e}n, Van and Tr\\~\\^an, Thi},\n"
                    "  title = {A toy study},\n  abstract = {We train a small convolutional network on toy "
                    "images and report its accuracy.},\n  year = {2025}\n}\n")
    papers = list(read([path], report=ReadReport()))
    assert papers[0].authors == ("Van Nguy\u1ec5n", "Thi Tr\u1eabn")


# ---------------------------------------------------------------- (1) a BibTeX key written twice

_BIB_TWICE = """@inproceedings{lee2025,
  title = {Sparse Routing for Toy Graphs},
  abstract = {We route messages sparsely over toy graphs and report node classification accuracy.},
  year = {2025}
}
@article{lee2025,
  title = {Dense Audio Tagging},
  abstract = {We tag short audio clips with a dense labeller and report mean average precision.},
  year = {2025}
}
@article{lee2025,
  title = {Sparse Routing for Toy Graphs (copy)},
  abstract = {We route messages sparsely over toy graphs and report node classification accuracy.},
  year = {2025}
}
"""


def test_entries_sharing_a_key_with_other_abstracts_are_both_read(tmp_path):
    from kg.read import dedupe

    path = tmp_path / "merged.bib"
    path.write_text(_BIB_TWICE)
    report = ReadReport()
    papers = list(dedupe(read([path], report=report), report=report))
    assert [(p.title, p.key) for p in papers] == [("Sparse Routing for Toy Graphs", "lee2025"),
                                                  ("Dense Audio Tagging", "lee2025")]
    assert not report.skipped  # exit status 0: nothing is lost
    assert [str(w) for w in report.warnings] == [
        f"{path}:6: BibTeX entry 'lee2025' repeats the key of the entry at {path}:1 with another abstract; "
        "both are read as papers (a key names no paper here), each with that key"]
    # the third entry is the first paper again: merged as a duplicate, and named
    assert report.duplicates == 1
    assert [str(n) for n in report.notes] == [
        f"{path}:11: same paper as {path}:1 (same abstract, neither record with an id, id {papers[0].id!r}); "
        "merged into it as a duplicate; its title 'Sparse Routing for Toy Graphs (copy)' is not that record's "
        "'Sparse Routing for Toy Graphs', which the paper keeps"]  # (ids45: what matched, and the title that differs)


# ---------------------------------------------------------------- (2) the source's own key

def test_a_csv_key_column_is_kept_beside_the_id(tmp_path):
    path = tmp_path / "zotero.csv"
    path.write_text('"Key","Item Type","Title","Abstract Note","DOI"\n'
                    '"ZX81QW2E","journalArticle","Toy Paper","We fit a tiny regression model on synthetic '
                    'points and report its error.","10.1234/toy.1"\n'
                    '"N/A","journalArticle","Other Toy","We fit a tiny tree model on synthetic points '
                    'and report its error.",""\n')
    report = ReadReport()
    first, second = list(read([path], report=report))
    assert (first.id, first.key) == ("10.1234/toy.1", "ZX81QW2E")  # the id is still the DOI
    assert second.key is None and second.id.startswith("h-")  # a placeholder is no key
    assert any('key "N/A" stands for a missing value' in str(w) for w in report.warnings)


def test_a_csl_json_citation_key_is_read(tmp_path):
    import json

    path = tmp_path / "refs.json"
    path.write_text(json.dumps([{"citation-key": "park2026toy", "title": "Toy",
                                 "abstract": "We compress small images with a toy autoencoder and report PSNR."}]))
    [paper] = list(read([path], report=ReadReport()))
    assert paper.key == "park2026toy"


def test_the_key_is_schema_identifier_and_a_papers_csv_column():
    from rdflib import Literal, URIRef

    from kg.export import papers_csv
    from kg.graph import build_graph, paper_rows
    from kg.ontology import SCHEMA
    from kg.records import extraction_from_dict, extraction_to_dict
    from kg.resolve import resolve
    from tests.factories import extraction

    text = "We fit a tiny regression model on synthetic points and report its error."
    ex = extraction("h-0123456789abcdef", text)
    ex = ex.__class__(**{**ex.__dict__, "paper": ex.paper.__class__(**{**ex.paper.__dict__, "key": "lee2025"})})
    assert extraction_from_dict(extraction_to_dict(ex)).paper.key == "lee2025"  # a store keeps it
    g = build_graph([ex], resolve([ex]), base_iri="https://example.org/kg/")
    paper = URIRef("https://example.org/kg/paper/h-0123456789abcdef")
    assert list(g.objects(paper, SCHEMA.identifier)) == [Literal("lee2025")]
    [row] = paper_rows(g)
    assert (row["id"], row["key"]) == ("h-0123456789abcdef", "lee2025")
    # iri, id, label (since session 50), key
    assert papers_csv(g).split("\r\n")[1].startswith("https://example.org/kg/paper/h-0123456789abcdef,"
                                                     "h-0123456789abcdef,We fit a tiny regression model on "
                                                     "synthetic \u2026 (ICML 2026),lee2025,")


def test_a_paper_without_key_has_no_schema_identifier():
    from kg.graph import build_graph
    from kg.ontology import SCHEMA
    from kg.resolve import resolve
    from tests.factories import extraction

    ex = extraction("p1", "We fit a tiny regression model on synthetic points and report its error.")
    g = build_graph([ex], resolve([ex]), base_iri="https://example.org/kg/")
    assert not list(g.triples((None, SCHEMA.identifier, None)))


# ---------------------------------------------------------------- (4) duplicates named

def test_a_csv_row_repeated_is_named_in_a_note(tmp_path):
    from kg.read import dedupe

    a = tmp_path / "a.csv"
    a.write_text("title,abstract\nToy,We fit a tiny regression model on synthetic points and report its error.\n")
    b = tmp_path / "b.csv"
    b.write_text("title,abstract\nOther,We fit a tiny tree model on synthetic points and report its error.\n"
                 "Toy,We fit a tiny regression model on synthetic points and report its error.\n")
    report = ReadReport()
    papers = list(dedupe(read([a, b], report=report), report=report))
    assert len(papers) == 2 and report.duplicates == 1 and not report.warnings
    assert [str(n) for n in report.notes] == [
        f"{b}:3: same paper as {a}:2 (same abstract, neither record with an id, id {papers[0].id!r}); merged "
        "into it as a duplicate"]  # (ids45: the note says what matched)


def test_many_duplicates_of_one_file_are_one_note(tmp_path):
    from kg.read import dedupe

    texts = [f"We fit tiny model number {w} on synthetic points and report its error." for w in
             ("one", "two", "three", "four", "five", "six", "seven")]
    a = tmp_path / "a.csv"
    a.write_text("abstract\n" + "".join(t + "\n" for t in texts))
    b = tmp_path / "b.csv"
    b.write_text("abstract\n" + "".join(t + "\n" for t in texts))
    report = ReadReport()
    assert len(list(dedupe(read([a, b], report=report), report=report))) == 7
    assert [str(n) for n in report.notes] == [
        f"{b}:2: 7 records of this file are papers read before (same abstract, neither record with an id) in {a}, each merged "
        "into that record as a duplicate: lines 2 (= 2), 3 (= 3), 4 (= 4), 5 (= 5), 6 (= 6) and 2 more"]


# ---------------------------------------------------------------- (5) link-evidence columns

def test_link_evidence_leads_with_the_columns_that_tell_rows_apart():
    from kg.query import load_query, run_query

    q = load_query("link-evidence")
    from rdflib import Graph

    result = run_query(q, Graph())
    assert result.vars[:3] == ["subjectNode", "predicate", "objectNode"]
    assert result.vars[-3:] == ["sentence", "subject", "object"]
    assert sorted(result.vars) == sorted(["subject", "object", "predicate", "paper", "start", "end", "extractor",
                                          "confidence", "sentence", "subjectNode", "objectNode"])
