"""kg.extract.roles: "X motivates us to introduce NAME" proposes NAME, like "we introduce
NAME"; a dash definition after it gives the long form. Sentences written for these tests."""
from __future__ import annotations

from kg.records import Paper


def proposed(ex):
    return {m.text for m in ex.mentions if m.type == "Method" and m.role == "proposed"}


def test_us_before_an_infinitive_contribution_verb_is_a_self_subject(extractor):
    ex = extractor.extract(Paper(id="t", abstract=(
        "These limits lead us to propose TIDE, a tabular encoder. TIDE is fast.")))
    assert proposed(ex) == {"TIDE"}


def test_dash_definition_after_us_to_introduce(extractor):
    ex = extractor.extract(Paper(id="t", abstract=(
        "This motivates us to introduce GRAIL -- Graph Retrieval Augmented Inference Loop, "
        "a method that lets language models read tables. GRAIL is fast.")))
    assert {"GRAIL", "Graph Retrieval Augmented Inference Loop"} <= proposed(ex)
    assert [(a.short, a.long) for a in ex.acronyms] == [
        ("GRAIL", "Graph Retrieval Augmented Inference Loop")]


def test_us_without_a_contribution_verb_proposes_nothing(extractor):
    ex = extractor.extract(Paper(id="t", abstract="BERT helps us to understand the data."))
    assert proposed(ex) == set()


def test_we_verb_then_infinitive_contribution_verb_proposes(extractor):
    ex = extractor.extract(Paper(id="t", abstract=(
        "We build on optimal transport to propose CORAL, a matching method. CORAL is fast.")))
    assert proposed(ex) == {"CORAL"}


def test_infinitive_after_copula_or_our_or_negation_proposes_nothing(extractor):
    for text in ("We are the first to introduce CORAL, a matching method.",
                 "We extend our theory to introduce CORAL, a matching method.",
                 "We are not trying to propose CORAL, a matching method."):
        ex = extractor.extract(Paper(id="t", abstract=text))
        assert proposed(ex) == set(), text
