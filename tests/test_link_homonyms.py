"""kg.link: CSO topics of a branch that only shares words with machine learning (pedagogy
under "education") are never linked (fresh-user trial 11: knowledge-distillation papers
rolled up to "education" through CSO's "student model")."""
from __future__ import annotations

import pytest

from kg.link import _cso_homonym, link
from kg.records import Entity

CSO = "https://cso.kmi.open.ac.uk/topics/"


def _links(label: str, etype: str = "Method") -> set[str]:
    e = Entity(key=f"{etype.lower()}/{label}", type=etype, label=label)
    link([e])
    return {*e.exact_matches, *e.close_matches, *e.broad_matches}


@pytest.mark.parametrize("label", ["student model", "small student models", "collaborative learning",
                                   "metric-learning objectives", "student performance"])
def test_pedagogical_homonyms_link_to_no_cso_topic(label):
    assert not any(iri.startswith(CSO) for iri in _links(label, "Metric" if "performance" in label else "Method"))


def test_machine_learning_topics_still_link():
    assert CSO + "reinforcement_learning" in _links("reinforcement learning")
    assert CSO + "neural_networks" in _links("student neural networks")  # the broader ML topic


def test_a_topic_in_both_branches_links():
    assert _cso_homonym("student model") and _cso_homonym("curriculum")
    assert not _cso_homonym("tutoring system")  # also under artificial intelligence
    assert not _cso_homonym("machine learning")
