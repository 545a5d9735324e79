"""Session 58 (trial T58): an acronym entity merged into its long form by a later batch.

Month 1 writes only the acronym ("AGR": ``method/agr``); month 2 proposes the long form with the
acronym in brackets, which stays an entity of its own with "AGR" as an altLabel (two entities of
the store then share the name "AGR"); month 3 defines the long form by the acronym in a used
context, and the two merge. Before session 58 ``method/agr`` vanished without
``dcterms:isReplacedBy`` (the store's name -> key map kept only the smaller key of a shared
name, so the retired key had no name left to find its successor by) and ``kg changes`` called it
removed ("no paper names it now") while its papers linked to the long form."""
import json

from rdflib import URIRef
from rdflib.namespace import DCTERMS, SKOS

from kg.ontology import DEFAULT_BASE_IRI
from kg.pipeline import build

_M1 = [{"id": "a1", "title": "Tuning agents", "abstract":
        "We study preference alignment of chat agents. We fine-tune the agent with AGR and raise the win rate by 6%."},
       {"id": "a2", "title": "Safer agents", "abstract":
        "We study harmless dialogue. Our agent is trained with AGR and cuts the refusal rate by 4%."},
       {"id": "a3", "title": "Agents at scale", "abstract":
        "We study large dialogue models. We apply AGR to the policy and raise helpfulness by 3%."}]
_M2 = [{"id": "b1", "title": "Routing gradients", "abstract":
        "We propose Adaptive Gradient Routing (AGR), a training method for chat agents, and raise the win rate by 2%."}]
_M3 = [{"id": "c1", "title": "Analysis of routing", "abstract":
        "We fine-tune chat agents with adaptive gradient routing (AGR) and show that the routing schedule "
        "matters for the win rate."}]
SHORT, LONG = (URIRef(DEFAULT_BASE_IRI + k) for k in ("method/agr", "method/adaptive-gradient-routing"))


def _months(tmp_path, months=(_M1, _M2, _M3)):
    store, graphs = tmp_path / "st", []
    for i, recs in enumerate(months, 1):
        path = tmp_path / f"m{i}.jsonl"
        path.write_text("".join(json.dumps(r) + "\n" for r in recs), encoding="utf-8")
        graphs.append(build([str(path)], out_dir=None, store=store))
    return store, graphs


def test_an_acronym_merged_into_its_long_form_keeps_its_iri_replaced_by_the_survivor(tmp_path):
    _store, [(g1, _), (g2, _), (g3, s3)] = _months(tmp_path)
    assert str(g1.value(SHORT, SKOS.prefLabel)) == "AGR"
    # month 2: both entities, sharing the name "AGR"
    assert str(g2.value(SHORT, SKOS.prefLabel)) == "AGR"
    assert "AGR" in set(map(str, g2.objects(LONG, SKOS.altLabel)))
    # month 3: merged; the acronym's IRI leads to the survivor
    assert g3.value(SHORT, SKOS.prefLabel) is None
    assert list(g3.triples((SHORT, None, None))) == [(SHORT, DCTERMS.isReplacedBy, LONG)]
    assert s3.store_entities["merged"] == 1


def test_kg_changes_reports_the_merge_as_retired_not_removed(tmp_path):
    from kg.changes import change_lines
    from kg.store import GraphStore

    store, _graphs = _months(tmp_path)
    with GraphStore.open(store, read_only=True) as st:
        meta = st.load_meta()
    record = meta["changes"][max(meta["changes"])]
    assert record["entities"]["removed"] == []
    assert record["entities"]["retired"] == [[str(SHORT), "AGR", str(LONG)]]
    lines = change_lines(record)
    assert f"retired entity <{SHORT}> 'AGR' -> <{LONG}> (dcterms:isReplacedBy)" in lines
    assert not any(line.startswith("removed entity") for line in lines)


def test_an_entity_no_paper_names_any_more_is_still_removed(tmp_path):
    # month 2 removes the only paper of "large dialogue models": no name of it lives on
    store = tmp_path / "st"
    path = tmp_path / "m1.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in _M1), encoding="utf-8")
    build([str(path)], out_dir=None, store=store)
    g, _ = build([], out_dir=None, store=store, remove=["a3"])
    from kg.store import GraphStore

    with GraphStore.open(store, read_only=True) as st:
        meta = st.load_meta()
    record = meta["changes"][max(meta["changes"])]
    gone = DEFAULT_BASE_IRI + "method/large-dialogue-models"
    assert [gone, "large dialogue models"] in record["entities"]["removed"]
    assert record["entities"]["retired"] == []
    assert not list(g.triples((None, DCTERMS.isReplacedBy, None)))
