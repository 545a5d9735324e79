"""Session 18 (input / graph helper): a paper's arXiv page as schema:sameAs, beside its DOI."""
from __future__ import annotations

import dataclasses

from rdflib.namespace import Namespace

from kg.graph import build_graph
from kg.records import Paper, extraction_from_dict, extraction_to_dict
from kg.resolve import resolve
from tests.factories import extraction

BASE = "https://example.org/kg/"
SCHEMA = Namespace("https://schema.org/")
TEXT = "We propose FooNet for image segmentation. FooNet reaches 85.4% mIoU on ADE20K."


def _with(pid: str, **fields) -> object:
    ex = extraction(pid, TEXT)
    return dataclasses.replace(ex, paper=dataclasses.replace(ex.paper, **fields))


def _same_as(ex) -> set[str]:
    g = build_graph([ex], resolve([ex]), base_iri=BASE)
    return {str(o) for o in g.objects(None, SCHEMA.sameAs)}


def test_an_arxiv_id_gives_the_arxiv_abs_page_as_same_as() -> None:
    assert _same_as(_with("2401.00001", arxiv="2401.00001")) == {"https://arxiv.org/abs/2401.00001"}


def test_an_old_style_arxiv_id_keeps_its_archive_path() -> None:
    assert _same_as(_with("hep-th/9901001", arxiv="hep-th/9901001")) == {"https://arxiv.org/abs/hep-th/9901001"}


def test_doi_and_arxiv_id_give_two_same_as_links_and_the_doi_is_unchanged() -> None:
    ex = _with("10.1000/xyz123", doi="10.1000/xyz123", arxiv="2401.00001")
    assert _same_as(ex) == {"https://doi.org/10.1000/xyz123", "https://arxiv.org/abs/2401.00001"}


def test_a_paper_without_arxiv_id_has_no_arxiv_link() -> None:
    assert _same_as(_with("p1", doi="10.1000/abc")) == {"https://doi.org/10.1000/abc"}


def test_a_hand_made_paper_with_a_space_in_its_arxiv_value_gets_no_link() -> None:
    # the reader gives only arXiv-scheme ids; a Paper made by hand may hold anything
    assert _same_as(_with("p2", arxiv="not an id")) == set()


def test_arxiv_field_survives_the_store_and_worker_transport() -> None:
    ex = _with("2401.00001", arxiv="2401.00001")
    assert extraction_from_dict(extraction_to_dict(ex)).paper.arxiv == "2401.00001"
    # a record stored before the field existed still loads, without an arXiv id
    d = extraction_to_dict(ex)
    del d["paper"]["arxiv"]
    assert extraction_from_dict(d).paper.arxiv is None


def test_paper_arxiv_defaults_to_none() -> None:
    assert Paper(id="x", abstract="a b c").arxiv is None
