"""CSO links of Metric nodes, session 43 (kg.link._cso_measure): a metric names a measure, so
it links to a CSO topic only where the topic names one too (a measure head, "cost", "error
rate", "quality", or an abstract quality noun, "interpretability"); "improvements in both
geometry and fidelity" made a Metric "geometry", which took CSO's "geometry", a field of
mathematics. The names are CSO topics of the shipped vocabulary; no sentence is needed."""
from __future__ import annotations

from kg.link import _cso_measure, link
from kg.records import Entity

CSO = "https://cso.kmi.open.ac.uk/topics/"


def _linked(label: str, type_: str = "Metric") -> Entity:
    ent = Entity(key=f"{type_.lower()}/x", type=type_, label=label, papers=["p1"])
    link([ent])
    return ent


def test_a_metric_named_as_a_field_gets_no_cso_topic():
    for label in ("geometry", "communication", "quantization", "multiplication"):
        ent = _linked(label)
        assert not any(i.startswith(CSO) for i in ent.exact_matches + ent.close_matches + ent.broad_matches), label


def test_a_metric_that_names_a_measure_keeps_its_topic():
    assert _linked("image quality").exact_matches == [CSO + "image_quality"]
    assert _linked("word error rate").exact_matches == [CSO + "word_error_rate"]
    # (since session 59 a closeMatch: CSO files "interpretability" under fuzzy rules and evolutionary
    # algorithms, a sense that no paper of this one-paper build shows; the topic is kept)
    assert _linked("interpretability").close_matches == [CSO + "interpretability"]


def test_a_broad_match_of_a_metric_is_sense_checked_too():
    # "reconstruction" is a task, not the measure of a reconstruction
    assert _linked("speech reconstruction").broad_matches == []
    assert _linked("total communication cost").broad_matches == [CSO + "communication_cost"]


def test_other_kinds_still_link_to_such_a_topic():
    assert _linked("geometry", type_="Task").exact_matches == [CSO + "geometry"]


def test_measure_topics():
    assert _cso_measure("computational costs") and _cso_measure("data utilities") and _cso_measure("privacy")
    assert not _cso_measure("motion estimation") and not _cso_measure("hardware resources")
