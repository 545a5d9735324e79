"""The role component loads, with the pipeline, the tables its rules read on a worker's first
papers (session 55): a forked extraction worker inherits them instead of building each its own
copy (the CSO table alone about 0.2 CPU-s per worker)."""
from __future__ import annotations

import spacy

from kg import vocab
from kg.extract import gazetteer
from kg.extract.roles import RoleTagger
from kg.extract.roles_methods import _textbook_patterns
from kg.extract.roles_proposals import _technique_prefixes

_PRELOADED = (vocab._cso_by_label, _textbook_patterns, _technique_prefixes,
              gazetteer.dataset_squashed_keys, gazetteer.lowercase_dataset_names)


def test_role_component_loads_the_worker_tables():
    for f in _PRELOADED:
        f.cache_clear()
    assert [f.cache_info().currsize for f in _PRELOADED] == [0, 0, 0, 0, 0]
    RoleTagger(spacy.blank("en"))  # (no tagger: the title rules are off, the tables load all the same)
    assert [f.cache_info().currsize for f in _PRELOADED] == [1, 1, 1, 1, 1]


def test_preloaded_tables_answer_as_built_on_demand():
    RoleTagger(spacy.blank("en"))
    topic = vocab.cso_topic("neural networks")
    assert topic is not None and topic.label == "neural networks"
    assert vocab.cso_topic("") is None  # the look-up that loads the table finds nothing
    # "monte carlo" opens several known technique names ("monte carlo tree search", ...)
    assert _technique_prefixes().get("monte carlo", 0) >= 2
    assert "support" in _textbook_patterns()  # (support vector machines)
    assert _textbook_patterns()["support"].search("we train support vector machines here") is not None
