"""Leading qualifiers ("established", "state-of-the-art", "new", "various") are not part of
an entity's name (kg/extract/roles.py, RoleTagger._drop_leading_qualifiers)."""
from __future__ import annotations

import pytest

from kg.extract import Extractor
from kg.records import Paper


@pytest.fixture(scope="module")
def ex():
    return Extractor()


def _texts(ex, text, etype=None):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return [m.text for m in e.mentions if etype is None or m.type == etype]


def test_a_qualifier_opening_a_compared_method_is_cut(ex):
    texts = _texts(ex, "We propose ZorbNet, a graph model. ZorbNet outperforms established knowledge "
                       "graph embedding models on link prediction.")
    assert "knowledge graph embedding models" in texts
    assert not any(t.lower().startswith("established") for t in texts)


def test_a_qualifier_opening_a_task_is_cut(ex):
    texts = _texts(ex, "We propose QuillNet, which generalises to new sequential decision making tasks.", "Task")
    assert not any(t.lower().startswith("new ") for t in texts)


def test_a_vocabulary_name_that_opens_with_a_qualifier_stays_whole(ex):
    texts = _texts(ex, "We propose VistaNet for novel view synthesis from sparse images.", "Task")
    assert "novel view synthesis" in texts


def test_the_paper_s_own_name_is_never_cut(ex):
    e = ex.extract(Paper(id="p", abstract="We propose New Adam, an optimizer for deep networks. "
                                          "New Adam converges faster than Adam.", source="t"))
    proposed = [m.text for m in e.mentions if m.role == "proposed"]
    assert proposed == ["New Adam"]
