"""Proposal rules of session 5 in kg.extract.roles_proposals: a module named with a new
acronym after "a"/"an" ("a Foo Bar Transformer (FBT) architecture"), and names that modify
data nouns are no components. Every sentence is written for these tests."""
from __future__ import annotations

from tests.factories import run


def _proposed(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.role == "proposed"}


def test_coined_acronym_module_after_an_article_is_proposed(extractor):
    text = ("We study routing on road graphs. Furthermore, a Detour Aware Graph Mixer (DAGM) "
            "architecture fuses the partial tour with the edge weights.")
    assert {"Detour Aware Graph Mixer", "DAGM"} <= _proposed(extractor, text)


def test_known_method_acronym_after_an_article_is_not_proposed(extractor):
    text = "We encode each molecule with a Graph Neural Network (GNN) model and predict its energy."
    assert not {"Graph Neural Network", "GNN"} & _proposed(extractor, text)


def test_coined_acronym_in_a_sentence_about_prior_work_is_not_proposed(extractor):
    text = "Existing solvers rely on a Sparse Tour Encoder (STE) module that fails on large graphs."
    assert not {"Sparse Tour Encoder", "STE"} & _proposed(extractor, text)


def test_name_before_a_data_noun_is_no_component(extractor):
    text = ("We propose FenRL, a robust policy learner. FenRL has two parts: 1) a critic that "
            "models risk, and 2) a detector of Off-Support Region (OSR) samples that lowers errors.")
    found = _proposed(extractor, text)
    assert "FenRL" in found
    assert not {"Off-Support Region", "OSR"} & found


def test_ordinal_appositives_after_proposing_several_artifacts_are_proposed(extractor):
    text = ("We propose two solvers for sparse games. Both share one sampler. The first solver, "
            "Brook-Fast, is cheap but loose, whereas the second one, Brook-Tight, is exact.")
    found = _proposed(extractor, text)
    assert {"Brook-Fast", "Brook-Tight"} <= found
    # siblings, not parts of each other
    parts = {(l.head, l.tail) for l in run(extractor, text).links if l.rel == "partOf"}
    assert ("Brook-Tight", "Brook-Fast") not in parts


def test_ordinal_appositive_without_a_proposal_of_several_is_not_proposed(extractor):
    text = "We compare against prior solvers. The first solver, Brook-Fast, is cheap but loose."
    assert "Brook-Fast" not in _proposed(extractor, text)
