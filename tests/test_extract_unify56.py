"""One list of resource nouns for "more X-efficient" and one check of the preposition after a
form of "compare" in kg/extract (session 56; the development pool was unchanged in every cell).
Every sentence is written for these tests."""
from __future__ import annotations

import kg.extract.results.find as RF
import kg.extract.roles_datasets as RD
from kg.extract import lexicon as L
from tests.factories import run


def _metrics(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.type == "Metric"}


def _typed(extractor, text: str) -> dict[str, str]:
    return {m.text: m.type for m in run(extractor, text).mentions}


def test_one_resource_list():
    assert RD._EFFICIENT_RESOURCE_WORDS == frozenset(L.EFFICIENT_RESOURCES)
    for word in L.EFFICIENT_RESOURCES:
        assert RF._MORE_EFFICIENT.match(f" more {word}-efficient"), word
    assert not RF._MORE_EFFICIENT.match(" more efficient")


def test_efficient_comparatives_and_multiples(extractor):
    assert "sample-efficient" in _metrics(extractor, "We propose HeronRL. HeronRL is more sample-efficient "
                                                     "than model-free agents on locomotion tasks.")
    # a resource noun that was only the result finder's before: now the metric rule's too
    assert "training-efficient" in _metrics(extractor, "We propose HeronRL. HeronRL is more "
                                                       "training-efficient than model-free agents.")
    # an attribute of a thing named, no measure
    assert "sample-efficient" not in _metrics(extractor, "We propose HeronRL, a more sample-efficient "
                                                         "alternative to model-free agents.")
    results = run(extractor, "We propose HeronRL. HeronRL is about 12x more sample efficient than "
                             "model-free agents.").results
    assert [(r.value, r.metric) for r in results] == [("12", "sample efficient")]  # (the metric rule names it as written)


def test_compare_cues_read_alike(extractor):
    # the preposition after a form of "compare" opens the list of compared methods in both rules
    typed = _typed(extractor, "We propose Plovis. We compare against Zorvan and Kelbrix on three "
                              "retrieval benchmarks.")
    assert typed.get("Zorvan") == "Method" and typed.get("Kelbrix") == "Method"
    typed = _typed(extractor, "We propose Plovis. Compared with Zorvan and Kelbrix, Plovis halves "
                              "the retrieval latency.")
    assert typed.get("Zorvan") == "Method" and typed.get("Kelbrix") == "Method"
