"""Session 16's speed helpers give exactly what the code they replace gave."""
import networkx as nx
import numpy as np
import pytest

from kg.view import spring_force_layout


@pytest.mark.parametrize("n,m,seed", [(2, 1, 0), (3, 2, 1), (20, 30, 2), (120, 300, 3), (499, 900, 4)])
def test_spring_force_layout_equals_networkx(n, m, seed):
    g = nx.gnm_random_graph(n, m, seed=seed)
    want = nx.spring_layout(g, seed=7, iterations=80, method="force")
    got = spring_force_layout(g, seed=7, iterations=80)
    assert list(got) == list(want)
    for node in want:
        assert np.array_equal(got[node], want[node]), node  # bit for bit, not approximately


def test_spring_force_layout_stops_early_as_networkx():
    g = nx.path_graph(6)
    want = nx.spring_layout(g, seed=3, iterations=80, threshold=2e-3, method="force")
    got = spring_force_layout(g, seed=3, iterations=80, threshold=2e-3)
    assert all(np.array_equal(got[x], want[x]) for x in want)
    # the threshold did stop it early: all 80 iterations give other positions
    full = spring_force_layout(g, seed=3, iterations=80, threshold=0.0)
    assert not all(np.array_equal(got[x], full[x]) for x in full)


def test_spring_force_layout_weights_and_small_graphs():
    g = nx.Graph()
    g.add_edge("a", "b", weight=3.0)
    g.add_edge("b", "c", weight=0.5)
    want = nx.spring_layout(g, seed=7, iterations=80, method="force")
    got = spring_force_layout(g, seed=7, iterations=80)
    assert all(np.array_equal(got[x], want[x]) for x in want)
    one = nx.Graph()
    one.add_node("x")
    assert list(spring_force_layout(one)) == ["x"] and np.array_equal(spring_force_layout(one)["x"], [0.0, 0.0])
    assert spring_force_layout(nx.Graph()) == {}
    with pytest.raises(ValueError):
        spring_force_layout(nx.empty_graph(500))


def test_hashed_iris_are_rdflib_urirefs():
    from rdflib import URIRef

    from kg.graph import IriMinter

    iri = IriMinter("https://example.org/kg/").hashed("evidence", "p1", "https://x/a", "7")
    assert type(iri) is URIRef
    assert iri == URIRef("https://example.org/kg/evidence/" + __import__("hashlib").sha1(
        "p1\x1fhttps://x/a\x1f7".encode()).hexdigest()[:16])


def test_empty_counter_is_a_counter():
    from collections import Counter

    from kg.resolve import _empty_counter

    c = _empty_counter()
    assert type(c) is Counter and c == Counter() and c["missing"] == 0
    c.update(["a", "b", "a"])
    c["b"] += 2
    assert c.most_common() == [("b", 3), ("a", 2)]
    assert _empty_counter() is not _empty_counter()


@pytest.mark.parametrize("longs,plain", [
    ({}, {}), ({"A": 2, "B": 1}, {}), ({}, {"x": 1, "y": 3}), ({"A": 1}, {"A": 2, "c": 1}),
    ({"A": 0, "B": 2}, {}), ({}, {"z": -1, "w": 1}),
])
def test_longs_is_counter_addition(longs, plain):
    from collections import Counter

    from kg.resolve import _Cluster, _longs

    cl = _Cluster(type="Method", form="f")
    cl.long_surfaces.update(longs)
    for k, v in longs.items():
        cl.long_surfaces[k] = v
    for k, v in plain.items():
        cl.plain[k] = v
    want = Counter(longs) + Counter(plain)
    got = _longs(cl)
    assert type(got) is Counter and list(got.items()) == list(want.items())  # same counts, same order
    assert got is not cl.long_surfaces and got is not cl.plain


def test_resolution_normalised_is_resolves_normaliser():
    from kg.resolve import NormalisedForms, Resolution, normalise, resolve

    assert Resolution().normalised is normalise
    forms = NormalisedForms()
    res = resolve([], forms=forms)
    assert res.normalised("Large Language Models") == normalise("Large Language Models") == "large language model"
    assert forms.forms["Large Language Models"] == "large language model"  # made once, in the cache
    assert res == Resolution(mentions_before=res.mentions_before)  # == ignores the cache


@pytest.mark.parametrize("text, expected", [
    ("plain ascii words", False),
    ("Café résumé naïve", False),          # 3 non-ASCII characters: not scanned
    ("Это статья о нейронных сетях и обучении моделей abc " * 3, True),
    ("ab 日本語日本語", False),              # 7 words: too few to judge
    ("", False),
])
def test_not_latin_words(text, expected):
    # (session 35: words, not letters; replaces the letter-count shortcut _ascii_letters_hold_half)
    from kg.extract.pipeline import _not_latin_words

    assert _not_latin_words(text) is expected


def test_not_english_shortcut_keeps_the_answers():
    from kg.extract.pipeline import not_english

    cyrillic = "Это статья о нейронных сетях и обучении моделей " * 5 + "abc"
    assert not_english(cyrillic) == "the abstract is not written in Latin letters; PaperKG extracts English text only"
    accented = "We study café networks and the naïve résumé of models in the proposed setting " * 3
    assert not_english(accented) is None
