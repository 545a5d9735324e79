"""kg.extract.roles: an established operation that names a part of an architecture
("a clustering module") is a technique the paper uses. Sentences written for these tests."""
from __future__ import annotations

from kg.records import Paper


def methods(ex):
    return {m.text for m in ex.mentions if m.type == "Method" and m.role != "proposed"}


def test_operation_before_an_architecture_part_is_a_used_technique(extractor):
    ex = extractor.extract(Paper(id="t", abstract=(
        "We propose a point cloud encoder for robots. Our encoder relies on a carefully "
        "designed clustering module and on max pooling layers to summarise each scene.")))
    found = methods(ex)
    assert "clustering" in found
    assert "max pooling" in found


def test_other_part_nouns_and_heads_give_no_technique(extractor):
    ex = extractor.extract(Paper(id="t", abstract=(
        "We propose a graph model for molecules. Its attention block and its normalization "
        "layers are standard, and a clustering analysis explains the results.")))
    found = methods(ex)
    assert "normalization" not in found
    assert "clustering" not in found  # "analysis" names no part of an architecture


def test_copula_after_an_acronym_definition_classes_it_as_a_method(extractor):
    ex = extractor.extract(Paper(id="t", abstract=(
        "Iterated Best Response (IBR) is a simple and natural dynamic for repeated games. "
        "We study its convergence.")))
    assert {"Iterated Best Response", "IBR"} <= methods(ex)
    # the head of the described noun run decides: a response, a game are no methods
    ex = extractor.extract(Paper(id="u", abstract=(
        "The Digital Markets Law (DML) is an exemplary policy response to these harms. "
        "Iterated Best Response (IBR) is a simple game. We study both.")))
    assert methods(ex) == set()


def test_operator_heads_need_a_neural_named_or_compound_modifier(extractor):
    ex = extractor.extract(Paper(id="t", abstract=(
        "We propose a solver for heat equations. It is faster than spectral-type neural "
        "operators and uses a soft-minimum operator, while each bounded linear operator "
        "and every non-linear operator stays fixed.")))
    found = methods(ex)
    assert "spectral-type neural operators" in found
    assert "soft-minimum operator" in found
    assert not any(m.endswith("linear operator") for m in found)
