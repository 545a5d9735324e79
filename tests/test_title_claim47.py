"""Title readings that name no problem (session 47, title47).

* A title that is a claim, "X Verb the Y": the lenient reading (``_title_main_as_written``)
  cut "Sparse Autoencoders Capture" as a noun phrase, the verb being the phrase's last
  word, where a plural noun may tag as a verb. A determiner right after it shows the verb
  (``TITLE_FINITE_BEFORE_DETERMINER``, ``_title_clause_at``).
* An evaluative noun before "of" ("The Hidden Pitfalls of X", "Fundamental Limits of X"):
  its complement is the problem (``TITLE_EVALUATIVE_HEADS``, read like the study nouns of
  ``TITLE_ANALYSIS_HEADS``), and the verdict phrase itself is no lenient reading; an
  activity on a model named after that "of" is kept ("... of Pruning Vision Transformers").

Titles here are written for these tests.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_title as RT
from kg.extract.roles_main import title_problem_phrases, title_roles

from tests.test_title_main25 import _main  # an abstract that names no task; the main task read
from tests.test_title_main25 import extractor  # noqa: F401 (the module's fixture)


@pytest.mark.parametrize("title", [
    "Sparse Autoencoders Capture the Hidden Structure of Protein Sequences",
    "Graph Networks Learn the Geometry of Molecular Surfaces",
])
def test_claim_with_determiner_gives_no_subject_verb_task(extractor, title):  # noqa: F811
    m = _main(extractor, title)
    verb = title.split()[2]
    assert m is None or verb not in m.text


def test_switch_off_keeps_the_old_reading(extractor, monkeypatch):  # noqa: F811
    monkeypatch.setattr(RT, "TITLE_FINITE_BEFORE_DETERMINER", False)
    m = _main(extractor, "Sparse Autoencoders Capture the Hidden Structure of Protein Sequences")
    assert m is not None and m.text == "Sparse Autoencoders Capture"


@pytest.mark.parametrize("title, task", [
    ("The Hidden Pitfalls of Pruning Vision Transformers", "Pruning Vision Transformers"),
    ("Fundamental Limits of Sparse Phase Retrieval", "Sparse Phase Retrieval"),
    ("The Myth of Stable Federated Clustering", "Stable Federated Clustering"),
])
def test_evaluative_head_gives_its_complement(extractor, title, task):  # noqa: F811
    m = _main(extractor, title)
    assert m is not None and m.rule == "task-title-main" and m.text == task


def test_noun_phrase_before_determiner_free_title_kept(extractor):  # noqa: F811
    m = _main(extractor, "Long Context Associative Memory")
    assert m is not None and m.text == "Long Context Associative Memory"


def test_evaluative_complement_is_read_first():
    title = "The Perils of Greedy Token Pruning"
    pairs = title_roles(title)
    words = [w for w, _ in pairs]
    phrases = title_problem_phrases(words, [r for _, r in pairs])
    assert phrases[0].head == ("greedy", "token", "pruning")
    assert phrases[1].head == ("perils",) and phrases[1].prep == "of"
