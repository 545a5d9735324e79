"""Session 58 (trial T58): a label row whose label the papers now give keeps applying; a
``reject-entity`` row takes a wrong entity out of the graph (its papers stay, its IRI stays
retired: ``owl:deprecated``); ``# by:`` / ``# date:`` / ``# why:`` comment lines say who curated,
when and why (prov:wasAttributedTo, dcterms:date, skos:editorialNote on the kgo:Correction)."""
import json
from pathlib import Path

import pytest
from rdflib import Literal, URIRef
from rdflib.namespace import DCTERMS, OWL, PROV, RDF, RDFS, SKOS, XSD

from kg.curation import CurationError, apply, read
from kg.ontology import KGO
from kg.records import Entity
from kg.resolve import Resolution

BASE = "https://w3id.org/paperkg/resource/"


def _resolution() -> Resolution:
    ents = {"method/tide-net": Entity("method/tide-net", "Method", "TideNet", ["Tide Net"], ["p1", "p2"]),
            "method/gizmo": Entity("method/gizmo", "Method", "gizmo", [], ["p2"]),
            "dataset/wavebank": Entity("dataset/wavebank", "Dataset", "WaveBank", [], ["p1"])}
    index = {("p1", "Method", "TideNet"): "method/tide-net", ("p2", "Method", "Tide Net"): "method/tide-net",
             ("p2", "Method", "gizmo"): "method/gizmo", ("p1", "Dataset", "WaveBank"): "dataset/wavebank",
             ("p1", "Dataset", "WaveBank/Gizmo"): "dataset/wavebank"}
    also = {("p1", "Dataset", "WaveBank/Gizmo"): ("method/gizmo",)}
    return Resolution(entities=ents, index=index, also=also)


def _apply(tmp_path: Path, text: str):
    path = tmp_path / "cur.csv"
    path.write_text(text, encoding="utf-8")
    cur = read(path)
    res = _resolution()
    return cur, res, apply(cur, res, BASE)


def test_a_label_row_whose_label_the_papers_give_already_counts_as_applied(tmp_path):
    cur, res, warnings = _apply(tmp_path, "label,method/tide-net,TideNet\n")
    assert warnings == []
    assert res.entities["method/tide-net"].label == "TideNet"
    assert res.entities["method/tide-net"].alt_labels == ["Tide Net"]
    assert [(s, p, str(o)) for _r, s, p, o in cur.applied] == [
        (URIRef(BASE + "method/tide-net"), SKOS.prefLabel, "TideNet")]
    # its record stays in the graph (so the label stays protected across store builds)
    triples = cur.triples(BASE, "0.1.0")
    assert any(p == KGO.curationAction and str(o) == "label" for _s, p, o in triples)


def test_reject_entity_drops_the_entity_and_its_links_and_keeps_the_iri_deprecated(tmp_path):
    cur, res, warnings = _apply(tmp_path, "action,target,value\nreject-entity,gizmo\n")
    assert warnings == []
    assert "method/gizmo" not in res.entities
    assert ("p2", "Method", "gizmo") not in res.index
    # a coordinated name keeps its other part
    assert res.keys("p1", "Dataset", "WaveBank/Gizmo") == ("dataset/wavebank",)
    gizmo = URIRef(BASE + "method/gizmo")
    assert [(s, p, o) for _r, s, p, o in cur.applied] == [(gizmo, OWL.deprecated, Literal(True))]
    triples = cur.triples(BASE, "0.1.0")
    assert (gizmo, OWL.deprecated, Literal(True)) in triples
    assert any(p == KGO.curationAction and str(o) == "reject-entity" for _s, p, o in triples)


def test_reject_entity_of_an_unknown_entity_warns(tmp_path):
    cur, res, warnings = _apply(tmp_path, "reject-entity,method/nothing-here\n")
    assert len(warnings) == 1 and "row not applied" in warnings[0][1]
    assert set(res.entities) == {"method/tide-net", "method/gizmo", "dataset/wavebank"}
    assert cur.applied == []


def test_reject_entity_takes_one_cell(tmp_path):
    path = tmp_path / "cur.csv"
    path.write_text("reject-entity,gizmo,extra\n", encoding="utf-8")
    with pytest.raises(CurationError, match="cur.csv:1: reject-entity takes 1 cell"):
        read(path)


def test_by_date_why_comments_land_on_the_corrections(tmp_path):
    text = ("action,target,value\n"
            "# by: Ada Librarian\n"
            "# date: 2026-11-30\n"
            "# why: two spellings of one method\n"
            "label,method/tide-net,Tide-Net\n"
            "reject-entity,gizmo\n"
            "# by: https://orcid.org/0000-0002-1825-0097\n"
            "label,WaveBank,Wave Bank\n")
    cur, _res, warnings = _apply(tmp_path, text)
    assert warnings == []
    rows = {r.line: r for r, *_ in cur.applied}
    assert (rows[5].by, rows[5].date, rows[5].why) == ("Ada Librarian", "2026-11-30", "two spellings of one method")
    # why: the next row only; by and date: until another line changes them
    assert (rows[6].by, rows[6].date, rows[6].why) == ("Ada Librarian", "2026-11-30", "")
    assert (rows[8].by, rows[8].date) == ("https://orcid.org/0000-0002-1825-0097", "2026-11-30")
    triples = cur.triples(BASE, "0.1.0")
    node5 = next(s for s, p, o in triples if p == KGO.curationLine and int(o) == 5)
    agent = next(o for s, p, o in triples if s == node5 and p == PROV.wasAttributedTo)
    assert (agent, RDF.type, PROV.Agent) in triples
    assert (agent, RDFS.label, Literal("Ada Librarian")) in triples
    assert (node5, DCTERMS.date, Literal("2026-11-30", datatype=XSD.date)) in triples
    assert (node5, SKOS.editorialNote, Literal("two spellings of one method")) in triples
    node8 = next(s for s, p, o in triples if p == KGO.curationLine and int(o) == 8)
    assert (node8, PROV.wasAttributedTo, URIRef("https://orcid.org/0000-0002-1825-0097")) in triples
    assert not any(s == node8 and p == SKOS.editorialNote for s, p, o in triples)


def test_a_file_without_such_comments_gives_the_record_it_gave_before(tmp_path):
    cur, _res, _w = _apply(tmp_path, "# an ordinary comment\nlabel,method/tide-net,Tide-Net\n")
    triples = cur.triples(BASE, "0.1.0")
    assert not any(p in (PROV.wasAttributedTo, DCTERMS.date, SKOS.editorialNote) for _s, p, _o in triples)


def test_a_date_that_is_no_iso_date_is_an_error(tmp_path):
    path = tmp_path / "cur.csv"
    path.write_text("# date: last tuesday\nlabel,gizmo,Gizmo\n", encoding="utf-8")
    with pytest.raises(CurationError, match=r"cur.csv:1: .*YYYY-MM-DD"):
        read(path)


def _store_month(tmp_path, name, records, curation):
    from kg.pipeline import build

    path = tmp_path / name
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return build([str(path)], out_dir=tmp_path / ("out-" + name), store=tmp_path / "st", curation=curation,
                 html=False)


def test_reject_entity_in_a_store_keeps_the_papers_and_lists_the_iri_in_retired_csv(tmp_path):
    recs = [{"id": "q1", "title": "Ocean models", "abstract":
             "We propose TideNet, a recurrent network for ocean forecasting, and evaluate it on WaveBank "
             "with the mean absolute error."},
            {"id": "q2", "title": "Coastal models", "abstract":
             "We apply TideNet to coastal flooding and evaluate it on WaveBank with the mean absolute error."}]
    (tmp_path / "x").mkdir()
    g0, _ = _store_month(tmp_path / "x", "m.jsonl", recs, None)
    wavebank = next(s for s, l in g0.subject_objects(SKOS.prefLabel) if str(l) == "WaveBank")
    cur = tmp_path / "cur.csv"
    cur.write_text(f"reject-entity,{wavebank}\n", encoding="utf-8")
    g1, s1 = _store_month(tmp_path, "m1.jsonl", recs, cur)
    g2, _ = _store_month(tmp_path, "m2.jsonl", recs, cur)
    for g in (g1, g2):
        assert (wavebank, OWL.deprecated, Literal(True)) in g
        assert g.value(wavebank, SKOS.prefLabel) is None
        # no paper or entity links to it: only the correction's record names it
        assert [p for _s, p in g.subject_predicates(wavebank)] == [RDF.subject]
        assert {str(o) for o in g.objects(None, DCTERMS.identifier)} >= {"q1", "q2"}
    retired = (tmp_path / "out-m2.jsonl" / "retired.csv").read_text(encoding="utf-8")
    assert f"{wavebank},Dataset,," in retired


def test_kg_changes_names_a_rejected_entity_rejected_not_removed(tmp_path):
    from kg.changes import change_lines, count_line
    from kg.store import GraphStore

    recs = [{"id": "q1", "title": "Ocean models", "abstract":
             "We propose TideNet, a recurrent network for ocean forecasting, and evaluate it on WaveBank "
             "with the mean absolute error."}]
    _store_month(tmp_path, "m1.jsonl", recs, None)
    cur = tmp_path / "cur.csv"
    cur.write_text("reject-entity,WaveBank\n", encoding="utf-8")
    _store_month(tmp_path, "m2.jsonl", recs, cur)
    with GraphStore.open(tmp_path / "st", read_only=True) as st:
        meta = st.load_meta()
    record = meta["changes"][max(meta["changes"])]
    iri = "https://w3id.org/paperkg/resource/dataset/wavebank"
    assert record["entities"]["rejected"] == [[iri, "WaveBank"]]
    assert [iri, "WaveBank"] not in record["entities"]["removed"]
    assert f"rejected entity <{iri}> 'WaveBank' (a curation reject-entity row: owl:deprecated)" in change_lines(record)
    assert "1 rejected" in count_line(record)
    # the first record (no rejection) has no such key, as before session 58
    first = meta["changes"][min(meta["changes"])]
    assert "rejected" not in first["entities"] and "rejected" not in count_line(first)
