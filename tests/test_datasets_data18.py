"""Datasets, session 32 (data18): names the Papers with Code vocabulary spells out
(tools/build_vocab.py ``alternate_names``, ``lowercase_family_names``) and the rule that
reads lower-case hyphenated vocabulary names (``LOWERCASE_DATASET_NAMES``). Every sentence
is written for these tests; "QuuxNet" and "zorb-plonk" are made up.
"""
from __future__ import annotations

from kg import vocab
from kg.extract.gazetteer import dataset_squashed_keys, lowercase_dataset_names
from kg.records import Paper


def _typed(ex, text, etype):
    paper = Paper(id="t", abstract=text, title=None, source="t")
    return {m.text for m in list(ex.extract_many([paper]))[0].mentions if m.type == etype}


def test_vocabulary_holds_parts_of_compound_benchmarks():
    # "MNLI + SNLI + ANLI + FEVER" is one Papers with Code benchmark: its parts are names too
    assert {"MNLI", "SNLI", "ANLI"} <= vocab.dataset_names()
    assert {"mnli", "snli", "anli"} <= dataset_squashed_keys()


def test_lowercase_family_names_are_kept():
    assert {"ogbn-arxiv", "ogbl-collab"} <= lowercase_dataset_names()
    # lone lower-case words and language pairs stay out
    assert not {"iris", "custom", "en-es"} & vocab.dataset_names()


def test_lowercase_vocabulary_name_is_a_dataset(extractor):
    text = "We propose QuuxNet, a graph encoder. It is 3x faster than prior encoders on ogbn-arxiv."
    assert "ogbn-arxiv" in _typed(extractor, text, "Dataset")
    # an unknown lower-case hyphenated word, or a known one inside a path, is no dataset
    text = ("We propose QuuxNet. We train it with zorb-plonk updates; "
            "code is at https://github.com/quux/ogbn-arxiv-demo.")
    assert not {"zorb-plonk", "ogbn-arxiv"} & _typed(extractor, text, "Dataset")
