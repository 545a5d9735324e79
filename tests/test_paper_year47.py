"""A paper carries its own year, fabio:hasPublicationYear, beside its venue's kgo:year
(session 47): a BibTeX ``year = {2023}`` beside ``booktitle = {ICML'24}`` gives the paper
2023 and its venue "ICML 2024" 2024; papers.csv's ``year`` is the paper's."""
from __future__ import annotations

import csv
import json

import pytest
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import RDFS, XSD

from kg.cli import main
from kg.ontology import FABIO, KGO

BIB = (
    "@inproceedings{k1, title = {Older Paper}, booktitle = {ICML'24}, year = {2023},\n"
    "  abstract = {We propose GlintNet, a method for image denoising on the Urban100 dataset.}}\n"
    "@inproceedings{k2, title = {Venue Year Paper}, booktitle = {ICML'24},\n"
    "  abstract = {We propose MossNet, a method for speech enhancement on the VoiceBank dataset.}}\n"
)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    folder = tmp_path_factory.mktemp("year47")
    bib = folder / "a.bib"
    bib.write_text(BIB, encoding="utf-8")
    out = folder / "out"
    assert main(["build", str(bib), "--out", str(out), "--quiet", "--no-html"]) in (0, None)
    return out


def _paper(g: Graph, title: str) -> URIRef:
    from rdflib.namespace import DCTERMS

    (paper,) = [s for s, o in g.subject_objects(DCTERMS.title) if str(o) == title]
    return paper


def test_the_paper_keeps_its_year_field_and_the_venue_the_year_its_name_states(built):
    g = Graph().parse(built / "graph.ttl")
    older = _paper(g, "Older Paper")
    assert list(g.objects(older, FABIO.hasPublicationYear)) == [Literal("2023", datatype=XSD.gYear)]
    (venue,) = g.objects(older, KGO.publishedIn)
    assert str(g.value(venue, RDFS.label)) == "ICML 2024"
    assert list(g.objects(venue, KGO.year)) == [Literal("2024", datatype=XSD.gYear)]


def test_a_record_without_a_year_field_takes_its_venues_year(built):
    g = Graph().parse(built / "graph.ttl")
    paper = _paper(g, "Venue Year Paper")
    assert list(g.objects(paper, FABIO.hasPublicationYear)) == [Literal("2024", datatype=XSD.gYear)]


def test_papers_csv_and_the_paper_table_query_give_the_papers_year(built, capsys):
    with open(built / "papers.csv", encoding="utf-8", newline="") as f:
        rows = {r["title"]: r for r in csv.DictReader(f)}
    assert (rows["Older Paper"]["venue"], rows["Older Paper"]["year"]) == ("ICML 2024", "2023")
    assert rows["Venue Year Paper"]["year"] == "2024"
    capsys.readouterr()
    assert main(["query", "paper-table", "--graph", str(built / "graph.ttl"), "--format", "json"]) in (0, None)
    bindings = json.loads(capsys.readouterr().out)["results"]["bindings"]
    years = {b["title"]["value"]: b["year"]["value"] for b in bindings}
    assert years == {"Older Paper": "2023", "Venue Year Paper": "2024"}


def test_the_shapes_refuse_two_years_and_a_year_of_another_datatype(built):
    from kg.validate import validate

    g = Graph().parse(built / "graph.ttl")
    paper = _paper(g, "Older Paper")
    assert validate(g).conforms
    g.add((paper, FABIO.hasPublicationYear, Literal("2022", datatype=XSD.gYear)))
    assert not validate(g).conforms
    g.remove((paper, FABIO.hasPublicationYear, None))
    g.add((paper, FABIO.hasPublicationYear, Literal("2023")))
    assert not validate(g).conforms
