"""Curation rows that name an entity by the IRI an earlier build gave it (session 56): a store
build mints a new key when a merged-away entity comes back with its label in another number, and
the row must still apply (kg.curation._by_slug, docs/CURATION.md)."""
from pathlib import Path

from rdflib import URIRef
from rdflib.namespace import DCTERMS

from kg.curation import apply, read
from kg.records import Entity
from kg.resolve import Resolution

BASE = "https://w3id.org/paperkg/resource/"


def _resolution() -> Resolution:
    """A method "large language model" and a method "frozen large language model" (key in the
    singular, as a later build mints it), a task "frozen large language models" (other type), and
    two methods whose labels share one slug up to number ("Graph Net", "graph nets")."""
    ents = {
        "method/large-language-model": Entity("method/large-language-model", "Method", "large language model",
                                              ["LLM"], ["p1"]),
        "method/frozen-large-language-model": Entity("method/frozen-large-language-model", "Method",
                                                     "frozen large language model", ["frozen LLM"], ["p2"]),
        "task/frozen-large-language-models": Entity("task/frozen-large-language-models", "Task",
                                                    "frozen large language models", [], ["p3"]),
        "method/graph-net": Entity("method/graph-net", "Method", "Graph Net", [], ["p4"]),
        "method/graph-nets-2": Entity("method/graph-nets-2", "Method", "graph nets", [], ["p5"]),
        "method/wrn": Entity("method/wrn", "Method", "WRN", ["Wide ResNets"], ["p6"]),
    }
    index = {("p1", "Method", "large language model"): "method/large-language-model",
             ("p2", "Method", "frozen large language model"): "method/frozen-large-language-model",
             ("p3", "Task", "frozen large language models"): "task/frozen-large-language-models",
             ("p4", "Method", "Graph Net"): "method/graph-net",
             ("p5", "Method", "graph nets"): "method/graph-nets-2",
             ("p6", "Method", "WRN"): "method/wrn"}
    return Resolution(entities=ents, index=index)


def _apply(tmp_path: Path, text: str):
    path = tmp_path / "cur.csv"
    path.write_text(text, encoding="utf-8")
    cur = read(path)
    res = _resolution()
    return cur, res, apply(cur, res, BASE)


def test_merge_by_an_earlier_iri_in_another_number_still_applies(tmp_path):
    cur, res, warnings = _apply(tmp_path, f"merge,method/large-language-model,{BASE}method/frozen-large-language-models\n")
    assert warnings == []
    assert "method/frozen-large-language-model" not in res.entities
    assert "frozen large language model" in res.entities["method/large-language-model"].alt_labels
    assert res.index[("p2", "Method", "frozen large language model")] == "method/large-language-model"
    # the record names the IRI this build had, so the graph's isReplacedBy points from a real entity
    assert [(s, p, o) for _r, s, p, o in cur.applied] == [
        (URIRef(BASE + "method/frozen-large-language-model"), DCTERMS.isReplacedBy,
         URIRef(BASE + "method/large-language-model"))]


def test_the_key_form_and_the_turtle_form_find_it_too(tmp_path):
    for given in ("method/frozen-large-language-models", "method:frozen-large-language-models"):
        _cur, res, warnings = _apply(tmp_path, f"label,{given},frozen LLM backbone\n")
        assert warnings == []
        assert res.entities["method/frozen-large-language-model"].label == "frozen LLM backbone"


def test_the_type_segment_is_kept(tmp_path):
    # a task of that spelling exists, but the key says method: the method is taken
    _cur, res, warnings = _apply(tmp_path, "label,method/frozen-large-language-models,x\n")
    assert warnings == [] and res.entities["task/frozen-large-language-models"].label == "frozen large language models"


def test_an_altlabel_spelling_the_slug_is_found_when_no_label_does(tmp_path):
    _cur, res, warnings = _apply(tmp_path, "label,method/wide-resnets,Wide ResNet\n")
    assert warnings == [] and res.entities["method/wrn"].label == "Wide ResNet"


def test_two_entities_spelling_the_slug_is_not_guessed(tmp_path):
    _cur, res, warnings = _apply(tmp_path, "label,method/graph-nets,GN\n")
    assert len(warnings) == 1 and "no entity of this build has the IRI or prefLabel" in warnings[0][1]
    assert res.entities["method/graph-net"].label == "Graph Net"
    assert res.entities["method/graph-nets-2"].label == "graph nets"


def test_an_unknown_iri_is_still_a_warning_naming_it(tmp_path):
    _cur, _res, warnings = _apply(tmp_path, f"label,{BASE}method/no-such-thing,x\n")
    assert warnings == [("%s:1" % (tmp_path / "cur.csv"),
                         f"label: no entity of this build has the IRI <{BASE}method/no-such-thing>; row not applied")]
