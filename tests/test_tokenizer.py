"""Token and span boundaries: brackets glued to words are split before extraction
(kg.extract.tokenizer), and no entity starts or ends inside a bracket or an idiom."""
import pytest

from kg.extract.tokenizer import GLUED_BRACKET_INFIXES, split_glued_brackets
from tests.factories import run


@pytest.fixture(scope="module")
def nlp(extractor):
    return extractor.nlp


@pytest.mark.parametrize("text, tokens", [
    ("a Sparse Routing Mixer(SRM) layer", ["Mixer", "(", "SRM", ")", "layer"]),
    ("we add gated recurrence (GRU)—a cheap fix", ["(", "GRU", ")", "—", "a"]),
    ("the Wide Pyramid Encoder(WPE)–a backbone", ["Encoder", "(", "WPE", ")", "–", "a"]),
])
def test_glued_brackets_are_split(nlp, text, tokens):
    words = [t.text for t in nlp.make_doc(text)]
    start = words.index(tokens[0])
    assert words[start:start + len(tokens)] == tokens


@pytest.mark.parametrize("text, token", [
    ("an SE(3)-equivariant layer", "SE(3)-equivariant"),
    ("an O(n)-time algorithm", "O(n)-time"),
    ("a f(x)-based bound", "f(x)-based"),
    ("a (LP)-based policy", "LP)-based"),
])
def test_notation_and_hyphen_compounds_stay_as_spacy_makes_them(nlp, text, token):
    assert token in [t.text for t in nlp.make_doc(text)]


def test_split_is_idempotent(nlp):
    before = nlp.tokenizer.infix_finditer.__self__.pattern
    split_glued_brackets(nlp)
    assert nlp.tokenizer.infix_finditer.__self__.pattern == before
    assert all(p in before for p in GLUED_BRACKET_INFIXES)


def test_glued_acronym_definition_gives_clean_entities(extractor):
    ex = run(extractor, "We introduce Layered Token Mixing(LTM)—a simple way to mix tokens. "
                        "LTM improves image classification accuracy on ImageNet.")
    texts = {m.text for m in ex.mentions}
    assert not any(")" in t or "(" in t for t in texts), texts
    assert {(a.short, a.long) for a in ex.acronyms} == {("LTM", "Layered Token Mixing")}
    assert "LTM" in {m.text for m in ex.mentions if m.type == "Method" and m.role == "proposed"}


def test_no_entity_starts_or_ends_inside_a_bracket(extractor):
    # "($\\epsilon,\\delta$)-DP" cleans to "(ϵ,δ)-DP": the chunk "ϵ,δ)-DP" is one token, and
    # the method rules used to report "ϵ,δ)-DP algorithm"
    ex = run(extractor, r"We design a private learner, the first ($\epsilon,\delta$)-DP algorithm "
                        r"for sparse regression.")
    texts = {m.text for m in ex.mentions}
    assert "sparse regression" in texts
    assert all(t.count("(") == t.count(")") for t in texts), texts


def test_state_of_the_art_is_an_idiom_not_the_start_of_a_name(extractor):
    ex = run(extractor, "Our model is faster than the state of the art dynamic models on three benchmarks.")
    assert not any(m.text.lower().startswith("art ") for m in ex.mentions), [m.text for m in ex.mentions]
