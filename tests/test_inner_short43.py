"""Entity resolution, session 43: a name that keeps a bracketed short form of its own words
("A B (AB) C", as the task rule ``task-inner-acronym`` writes "layout-to-image (L2I)
generation") is the entity of "A B C" (kg.resolve._without_inner_short): one node, labelled
without the bracket, the bracketed form an alt label. The sentences and most names are made up.
"""
from functools import partial

from kg.resolve import _initials_spell, _without_inner_short, resolve
from tests.factories import count_type, paper_naming


_paper = partial(paper_naming, type_="Task")
_count = count_type


def test_a_bracketed_short_form_with_a_digit_joins_the_name_without_it():
    papers = [_paper("p1", "Boxes drive Layout-to-image (L2I) generation in our painter.",
                     "Layout-to-image (L2I) generation", acronyms=[("L2I", "Layout-to-image")]),
              _paper("p2", "We paint scenes by layout-to-image generation from sketches.", "layout-to-image generation")]
    res = resolve(papers)
    key = res.key("p1", "Task", "Layout-to-image (L2I) generation")
    assert key == res.key("p2", "Task", "layout-to-image generation") == "task/layout-to-image-generation"
    assert _count(res, "Task") == 1
    ent = res.entities[key]
    assert ent.label == "layout-to-image generation"
    assert "Layout-to-image (L2I) generation" in ent.alt_labels
    assert ent.papers == ["p1", "p2"]


def test_alone_the_bracketed_name_is_labelled_without_the_bracket():
    # a title-case name read through its inner short form was labelled as written, bracket and all
    papers = [_paper("p1", "Faster Tree Kernel Search (TKS) optimization of cell layouts.",
                     "Tree Kernel Search (TKS) optimization", acronyms=[("TKS", "Tree Kernel Search")])]
    res = resolve(papers)
    ent = res.entities[res.key("p1", "Task", "Tree Kernel Search (TKS) optimization")]
    assert ent.label == "Tree Kernel Search optimization"
    assert ent.key == "task/tree-kernel-search-optimization"
    assert "Tree Kernel Search (TKS) optimization" in ent.alt_labels


def test_a_mixed_case_short_form_of_a_method_name_goes_too():
    papers = [_paper("p1", "A Sparse Gate Router (SpGR) layer routes the tokens.", "Sparse Gate Router (SpGR) layer",
                     type_="Method", acronyms=[("SpGR", "Sparse Gate Router")]),
              _paper("p2", "Each sparse gate router layer routes two tokens.", "sparse gate router layer", type_="Method")]
    res = resolve(papers)
    assert res.key("p1", "Method", "Sparse Gate Router (SpGR) layer") == res.key("p2", "Method", "sparse gate router layer")
    assert _count(res, "Method") == 1


def test_a_definition_whose_long_form_holds_such_a_bracket_is_read_without_it():
    # "orbit lattice (OL) and pruning (OLP)": the method OLP is "orbit lattice and pruning"
    text = "We propose orbit lattice (OL) and pruning (OLP) for sparse meshes."
    papers = [_paper("p1", text, "orbit lattice (OL) and pruning", "OLP", type_="Method",
                     acronyms=[("OL", "orbit lattice"), ("OLP", "orbit lattice (OL) and pruning")]),
              _paper("p2", "Orbit lattice and pruning halves the cost of meshes.", "Orbit lattice and pruning", type_="Method")]
    res = resolve(papers)
    key = res.key("p1", "Method", "OLP")
    assert key == res.key("p1", "Method", "orbit lattice (OL) and pruning") == res.key("p2", "Method", "Orbit lattice and pruning")
    assert res.entities[key].label == "orbit lattice and pruning"
    assert res.entities[key].acronym == "OLP"


def test_an_undefined_bracket_goes_when_all_its_letters_are_initials_before_it():
    assert _without_inner_short("out-of-domain (OOD) generalization", {}) == "out-of-domain generalization"
    assert _without_inner_short("pathology Whole Slide Image (WSI) classification", {}) \
        == "pathology Whole Slide Image classification"
    assert _initials_spell("GPnn", "Gaussian process nearest-neighbour")
    assert _initials_spell("L2I", "Layout-to-image")


def test_a_bracket_that_is_no_short_form_of_the_words_before_stays():
    # half the letters (V of ViT) would pass spelt_by_initials; all must be initials here
    assert _without_inner_short("vision (ViT) encoders", {}) == "vision (ViT) encoders"
    assert _without_inner_short("chat transformers (GPT-4) outputs", {}) == "chat transformers (GPT-4) outputs"
    assert _without_inner_short("CCSD(T)-2Z", {}) == "CCSD(T)-2Z"  # glued: part of the name
    assert _without_inner_short("scores (ours) rise", {}) == "scores (ours) rise"  # no capital
    assert _without_inner_short("three-dimensional (3D) dynamics", {}) == "three-dimensional (3D) dynamics"  # one letter
    assert not _initials_spell("ViT", "vision")


def test_a_definition_decides_where_the_initials_do_not():
    # "ReLU" is spelt by the capitals of its definition, not by the initials of "rectifier"
    acr = {"relu": ("ReLU", "rectified linear unit")}
    assert _without_inner_short("rectified linear unit (ReLU) networks", acr) == "rectified linear unit networks"
    assert _without_inner_short("sparse rectifier (ReLU) networks", acr) == "sparse rectifier (ReLU) networks"
