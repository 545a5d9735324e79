"""Semantic Scholar records link their paper to its semanticscholar.org page (session 48), as
OpenAlex works link theirs to openalex.org: schema:sameAs ``https://www.semanticscholar.org/paper/<paperId>``."""
from __future__ import annotations

import json
from dataclasses import replace

from rdflib import URIRef
from rdflib.namespace import Namespace

from kg.graph import build_graph
from kg.pipeline import build
from kg.read import dedupe, read, semantic_scholar_paper
from kg.records import extraction_from_dict, extraction_to_dict
from kg.resolve import resolve
from tests.factories import extraction

SCHEMA = Namespace("https://schema.org/")
HEX_A = "3f2a9c0d1e4b5a6978877665544332211aabbccd"
HEX_B = "00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff"
ABSTRACT_A = "We propose ReedNet, a segmentation model that outlines reed beds in drone photographs of wetlands."
ABSTRACT_B = "We introduce DuneFlow, a flow model that forecasts sand dune migration from yearly satellite images."


def _s2_file(tmp_path, records, name="s2.json"):
    path = tmp_path / name
    path.write_text(json.dumps(records))
    return path


def test_semantic_scholar_paper_accepts_only_forty_hex_digits():
    assert semantic_scholar_paper(HEX_A.upper()) == HEX_A
    assert semantic_scholar_paper(f"  {HEX_A}\n") == HEX_A
    assert semantic_scholar_paper(HEX_A[:-1]) is None
    assert semantic_scholar_paper(HEX_A[:-1] + "g") is None
    assert semantic_scholar_paper(12345) is None and semantic_scholar_paper(None) is None


def test_an_s2_record_keeps_its_paper_id_as_a_link_also_when_its_doi_names_it(tmp_path):
    path = _s2_file(tmp_path, [
        {"paperId": HEX_A.upper(), "externalIds": {"DOI": "10.5555/reed.1", "CorpusId": 99}, "title": "Reed Beds",
         "abstract": ABSTRACT_A, "year": 2024},
        {"paperId": HEX_B, "title": "Dune Migration", "abstract": ABSTRACT_B},
        {"paperId": "not-an-s2-id", "title": "Other", "abstract": ABSTRACT_A.replace("reed", "peat")},
    ])
    papers = list(read([path]))
    assert [(p.id, p.doi, p.semanticscholar) for p in papers] == [
        ("10.5555/reed.1", "10.5555/reed.1", HEX_A),
        (HEX_B, None, HEX_B),
        ("not-an-s2-id", None, None),
    ]


def test_the_graph_links_the_paper_to_its_semanticscholar_page(tmp_path):
    path = _s2_file(tmp_path, [{"paperId": HEX_A, "externalIds": {"DOI": "10.5555/reed.1"}, "title": "Reed Beds",
                                "abstract": ABSTRACT_A}])
    (paper,) = read([path])
    ex = extraction(paper.id, paper.abstract)
    ex = replace(ex, paper=paper)
    g = build_graph([ex], resolve([ex]), base_iri="https://example.org/kg/")
    node = URIRef("https://example.org/kg/paper/10.5555%2Freed.1")
    assert set(g.objects(node, SCHEMA.sameAs)) == {
        URIRef("https://doi.org/10.5555/reed.1"), URIRef(f"https://www.semanticscholar.org/paper/{HEX_A}")}


def test_a_copy_of_the_paper_from_another_file_takes_the_s2_link(tmp_path):
    bib = tmp_path / "refs.bib"
    bib.write_text(f"@article{{reed24,\n  title = {{Reed Beds}},\n  doi = {{10.5555/reed.1}},\n"
                   f"  abstract = {{{ABSTRACT_A}}}\n}}\n")
    s2 = _s2_file(tmp_path, [{"paperId": HEX_A, "externalIds": {"DOI": "10.5555/reed.1"}, "title": "Reed Beds",
                              "abstract": ABSTRACT_A}])
    (paper,) = list(dedupe(read([bib, s2])))
    assert (paper.id, paper.key, paper.semanticscholar) == ("10.5555/reed.1", "reed24", HEX_A)


def test_the_store_record_keeps_the_link_and_omits_it_when_there_is_none(tmp_path):
    path = _s2_file(tmp_path, [{"paperId": HEX_B, "title": "Dune Migration", "abstract": ABSTRACT_B}])
    (paper,) = read([path])
    ex = extraction(paper.id, paper.abstract)
    ex = replace(ex, paper=paper)
    d = extraction_to_dict(ex)
    assert d["paper"]["semanticscholar"] == HEX_B
    assert extraction_from_dict(json.loads(json.dumps(d))).paper.semanticscholar == HEX_B
    plain = extraction("p-1", ABSTRACT_A)
    assert "semanticscholar" not in extraction_to_dict(plain)["paper"]  # a store as before session 48


def test_a_store_update_from_another_file_keeps_the_s2_link(tmp_path):
    store = tmp_path / "store"
    # (both name the venue: a venueless record read again from a file of another name is updated,
    # its venue being named after its file, since session 53)
    s2 = _s2_file(tmp_path, [{"paperId": HEX_B, "title": "Dune Migration", "venue": "ICML 2024", "abstract": ABSTRACT_B}])
    build([str(s2)], out_dir=None, store=store)
    other = tmp_path / "mine.jsonl"
    other.write_text(json.dumps({"id": HEX_B, "title": "Dune Migration", "venue": "ICML 2024",
                                 "abstract": ABSTRACT_B}) + "\n")
    g, summary = build([str(other)], out_dir=None, store=store)
    assert summary.store == {"new": 0, "updated": 0, "unchanged": 1} and summary.warnings == []
    assert set(g.objects(URIRef(f"https://w3id.org/paperkg/resource/paper/{HEX_B}"), SCHEMA.sameAs)) == {
        URIRef(f"https://www.semanticscholar.org/paper/{HEX_B}")}
