"""A venue whose name states a year keeps it when the record's year field differs (BibTeX
``booktitle = {ICML'24}`` beside ``year = {2023}``): one label, one kgo:year (session 20)."""
from __future__ import annotations

from kg.records import Paper


def test_the_label_adds_the_year_only_when_the_venue_names_none():
    assert Paper(id="a", abstract="x", venue="ICML 2024", year=2023).venue_label == "ICML 2024"
    assert Paper(id="a", abstract="x", venue="ICML 2024", year=2024).venue_label == "ICML 2024"
    assert Paper(id="a", abstract="x", venue="ICML", year=2023).venue_label == "ICML 2023"
    assert Paper(id="a", abstract="x", venue="Proc. of NeurIPS", year=2022).venue_label == "Proc. of NeurIPS 2022"


def test_a_bibtex_venue_with_a_disagreeing_year_field_is_one_venue_of_its_named_year(tmp_path):
    from rdflib import Graph, Literal
    from rdflib.namespace import RDFS, XSD

    from kg.cli import main

    bib = tmp_path / "a.bib"
    bib.write_text(
        "@inproceedings{a1, title = {A}, booktitle = {ICML'24}, year = {2023},\n"
        "  abstract = {We propose FooNet, a method for image classification on ImageNet.}}\n"
        "@inproceedings{a2, title = {B}, booktitle = {ICML'24}, year = {2024},\n"
        "  abstract = {We propose BarNet, a method for image segmentation on COCO.}}\n", encoding="utf-8")
    out = tmp_path / "out"
    assert main(["build", str(bib), "--out", str(out), "--quiet", "--no-html"]) in (0, None)
    g = Graph().parse(out / "graph.ttl")
    venues = {str(o) for s, p, o in g.triples((None, RDFS.label, None)) if "ICML" in str(o) and "(" not in str(o)}
    assert venues == {"ICML 2024"}
    years = {o for s, p, o in g if str(p).endswith("year") and isinstance(o, Literal) and o.datatype == XSD.gYear}
    assert years == {Literal("2024", datatype=XSD.gYear)}


def test_proc_of_is_left_out_like_proceedings_of():
    from kg.read import canonical_venue

    assert canonical_venue("Proc. of NeurIPS", 2022) == "NeurIPS 2022"
    assert canonical_venue("In Proc. of the 40th ICML", 2023) == "ICML 2023"
    assert canonical_venue("Proof of Concept Workshop", 2023) == "Proof of Concept Workshop"
