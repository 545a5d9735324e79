"""Durable curation (session 53): ``kg build --curation FILE`` applies a CSV of corrections
(label, drop-alias, split-alias, merge, exclude-paper) after resolution, records each applied
row as provenance in the graph, and holds across store builds (kg.curation, docs/CURATION.md)."""
import json
import subprocess
import sys
from pathlib import Path

import pytest
from rdflib import Literal, URIRef
from rdflib.namespace import DCTERMS, PROV, RDF, SKOS

from kg.curation import CurationError, apply, read
from kg.ontology import KGO
from kg.pipeline import build
from kg.records import Entity
from kg.resolve import Resolution

BASE = "https://w3id.org/paperkg/resource/"


def _csv(tmp_path: Path, text: str, name: str = "cur.csv") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _resolution() -> Resolution:
    """A hand-made resolution: a metric labelled "GainX" (alias "gainx"), a method "TurboNet"
    with a wrong alias "turbo prompting" from paper p3, and two tasks "tree search" and
    "tree searching" that are one."""
    ents = {
        "metric/gainx": Entity("metric/gainx", "Metric", "GainX", ["gainx"], ["p1", "p2"]),
        "method/turbonet": Entity("method/turbonet", "Method", "TurboNet", ["turbo prompting"], ["p1", "p3"]),
        "task/tree-search": Entity("task/tree-search", "Task", "tree search", [], ["p1"]),
        "task/tree-searching": Entity("task/tree-searching", "Task", "tree searching", [], ["p2"]),
    }
    index = {("p1", "Metric", "GainX"): "metric/gainx", ("p2", "Metric", "gainx"): "metric/gainx",
             ("p1", "Method", "TurboNet"): "method/turbonet", ("p3", "Method", "turbo prompting"): "method/turbonet",
             ("p1", "Task", "tree search"): "task/tree-search", ("p2", "Task", "tree searching"): "task/tree-searching"}
    return Resolution(entities=ents, index=index)


def test_read_skips_header_comments_and_blank_rows(tmp_path):
    cur = read(_csv(tmp_path, "action,target,value\n# a note\n\nlabel,GainX,gainx\nexclude-paper,p9\n"))
    assert [(r.line, r.action, r.target, r.value) for r in cur.rows] == [
        (4, "label", "GainX", "gainx"), (5, "exclude-paper", "p9", "")]
    assert cur.name == "cur.csv" and len(cur.sha256) == 64


@pytest.mark.parametrize("text, message", [
    ("label,GainX,gainx\nrename,GainX,x\n", "cur.csv:2: unknown action 'rename'"),
    ("merge,tree search\n", "cur.csv:1: merge needs an entity (IRI or prefLabel) and a value"),
    ("exclude-paper,p1,p2\n", "cur.csv:1: exclude-paper takes 1 cell(s) after the action, this row has 2"),
    ("type,task/x,Method\n", "changing an entity's type is not offered"),
])
def test_read_refuses_a_bad_row_naming_file_and_line(tmp_path, text, message):
    with pytest.raises(CurationError, match=message.replace("(", r"\(").replace(")", r"\)")):
        read(_csv(tmp_path, text))


def test_read_takes_a_file_that_is_no_utf8_as_kg_build_does(tmp_path):
    # (refused until session 55; now decoded as kg build decodes its inputs, with a warning)
    path = tmp_path / "cur.csv"
    path.write_bytes(b"label,GainX,gainx\nlabel,caf\xe9,cafe\n")
    cur = read(path)
    assert cur.rows[1].target == "caf\u00e9"
    assert [w for w, _m in cur.read_warnings] == [f"{path}:2"]


def test_label_keeps_the_old_label_as_alias(tmp_path):
    res = _resolution()
    cur = read(_csv(tmp_path, "label,GainX,gain x\n"))
    assert apply(cur, res, BASE) == []
    ent = res.entities["metric/gainx"]
    assert ent.label == "gain x" and ent.alt_labels == ["GainX", "gainx"]
    assert [(r.line, s, p, str(o)) for r, s, p, o in cur.applied] == [
        (1, URIRef(BASE + "metric/gainx"), SKOS.prefLabel, "gain x")]


def test_drop_alias_unlinks_the_mentions_written_so(tmp_path):
    res = _resolution()
    cur = read(_csv(tmp_path, f"drop-alias,{BASE}method/turbonet,Turbo Prompting\n"))
    assert apply(cur, res, BASE) == []
    ent = res.entities["method/turbonet"]
    assert ent.alt_labels == [] and ent.papers == ["p1"]
    assert ("p3", "Method", "turbo prompting") not in res.index


def test_split_alias_makes_an_entity_of_its_own(tmp_path):
    res = _resolution()
    cur = read(_csv(tmp_path, "split-alias,TurboNet,turbo prompting\n"))
    assert apply(cur, res, BASE) == []
    new = res.entities["method/turbo-prompting"]
    assert (new.type, new.label, new.papers) == ("Method", "turbo prompting", ["p3"])
    assert res.index[("p3", "Method", "turbo prompting")] == "method/turbo-prompting"
    assert res.entities["method/turbonet"].papers == ["p1"]


def test_merge_moves_names_and_mentions_and_retires_the_iri(tmp_path):
    res = _resolution()
    cur = read(_csv(tmp_path, "merge,tree search,tree searching\n"))
    assert apply(cur, res, BASE) == []
    assert "task/tree-searching" not in res.entities
    ent = res.entities["task/tree-search"]
    assert ent.alt_labels == ["tree searching"] and ent.papers == ["p1", "p2"]
    assert res.index[("p2", "Task", "tree searching")] == "task/tree-search"
    triples = cur.triples(BASE, "0.1.0")
    assert (URIRef(BASE + "task/tree-searching"), DCTERMS.isReplacedBy, URIRef(BASE + "task/tree-search")) in triples


def test_rows_that_do_not_apply_are_warnings_and_the_rest_applies(tmp_path):
    res = _resolution()
    cur = read(_csv(tmp_path, "label,no such name,x\nmerge,GainX,tree search\nlabel,GainX,gain x\n"
                              "drop-alias,TurboNet,absent alias\n"))
    warnings = apply(cur, res, BASE)
    where = str(tmp_path / "cur.csv")
    assert [w for w, _ in warnings] == [f"{where}:1", f"{where}:2", f"{where}:4"]
    assert "no entity of this build has the IRI or prefLabel 'no such name'" in warnings[0][1]
    assert "only entities of one type merge" in warnings[1][1]
    assert "has no alias 'absent alias'" in warnings[2][1]
    assert res.entities["metric/gainx"].label == "gain x"  # the good row applied
    assert res.entities["method/turbonet"].alt_labels == ["turbo prompting"]


def test_a_label_two_entities_share_needs_the_iri(tmp_path):
    res = _resolution()
    res.entities["task/gainx"] = Entity("task/gainx", "Task", "GainX", [], ["p4"])
    res.index[("p4", "Task", "GainX")] = "task/gainx"
    warnings = apply(read(_csv(tmp_path, "label,GainX,gain x\n")), res, BASE)
    assert "2 entities have the label 'GainX'" in warnings[0][1] and "give the IRI" in warnings[0][1]
    assert res.entities["metric/gainx"].label == "GainX"


PAPERS = [
    {"id": "c1", "title": "Gliders", "abstract": "We propose GlideNet, a method for depth estimation. GlideNet "
                                                 "improves RMSE on KITTI over the baseline."},
    {"id": "c2", "title": "Depth again", "abstract": "We study depth estimation on KITTI and report RMSE."},
    {"id": "c3", "title": "Depth once more", "abstract": "We address monocular depth estimation on KITTI, "
                                                        "measured by RMSE."},
]


def _jsonl(path: Path, papers) -> Path:
    path.write_text("".join(json.dumps(p) + "\n" for p in papers), encoding="utf-8")
    return path


def _entity(g, label: str):
    return [s for s in g.subjects(SKOS.prefLabel, Literal(label, lang="en"))]


def test_build_applies_the_file_and_records_each_row(tmp_path):
    inp = _jsonl(tmp_path / "p.jsonl", PAPERS)
    cur = _csv(tmp_path, "action,target,value\nlabel,KITTI,KITTI benchmark\nexclude-paper,c3\n"
                         "label,no such entity,x\n")
    g, summary = build([inp], out_dir=tmp_path / "out", html=False, curation=cur)
    assert _entity(g, "KITTI benchmark") == [URIRef(BASE + "dataset/kitti")]
    assert (URIRef(BASE + "dataset/kitti"), SKOS.altLabel, Literal("KITTI", lang="en")) in g
    assert URIRef(BASE + "paper/c3") not in set(g.subjects())
    assert summary.papers == 2 and summary.duplicates_merged() == 0
    assert summary.curation == {"file": str(cur), "rows": 3, "applied": 1, "not applied": 1, "papers excluded": 1}
    assert any(w.startswith(f"{cur}:4: label: no entity") for w in summary.warnings)
    assert "curation: " in summary.format() and "1 paper read and excluded" in summary.format()
    corrections = list(g.subjects(RDF.type, KGO.Correction))
    assert len(corrections) == 1
    c = corrections[0]
    assert g.value(c, RDF.subject) == URIRef(BASE + "dataset/kitti")
    assert g.value(c, RDF.predicate) == SKOS.prefLabel
    assert g.value(c, KGO.curationLine).toPython() == 2 and str(g.value(c, KGO.curationAction)) == "label"
    activity = g.value(c, PROV.wasGeneratedBy)
    assert (URIRef(BASE + "graph"), PROV.wasInfluencedBy, activity) in g
    from kg.validate import validate

    report = validate(g)
    assert report.conforms, report.lines()


def test_same_file_gives_the_same_bytes(tmp_path):
    inp = _jsonl(tmp_path / "p.jsonl", PAPERS[:2])
    cur = _csv(tmp_path, "label,KITTI,KITTI benchmark\n")
    build([inp], out_dir=tmp_path / "o1", html=False, curation=cur)
    build([inp], out_dir=tmp_path / "o2", html=False, curation=cur)
    assert (tmp_path / "o1" / "graph.ttl").read_bytes() == (tmp_path / "o2" / "graph.ttl").read_bytes()
    build([inp], out_dir=tmp_path / "o3", html=False)
    assert b"curation" not in (tmp_path / "o3" / "graph.ttl").read_bytes()


def test_store_exclusion_is_durable_and_the_file_is_recorded(tmp_path):
    st, out = tmp_path / "st", tmp_path / "out"
    build([_jsonl(tmp_path / "m1.jsonl", PAPERS[:2])], out_dir=out, store=st, html=False)
    cur = _csv(tmp_path, "exclude-paper,c2\nlabel,KITTI,KITTI benchmark\n")
    _, s2 = build([_jsonl(tmp_path / "m2.jsonl", PAPERS[2:])], out_dir=out, store=st, html=False, curation=cur)
    assert s2.store["removed"] == 1 and s2.papers == 2
    meta = json.loads((st / (st / "CURRENT").read_text().strip() / "store.json").read_text())
    assert meta["curation"]["file"] == "cur.csv" and len(meta["curation"]["sha256"]) == 64
    # a later month whose input still holds the excluded paper: not added again
    g3, s3 = build([_jsonl(tmp_path / "m3.jsonl", PAPERS)], out_dir=out, store=st, html=False, curation=cur)
    assert URIRef(BASE + "paper/c2") not in set(g3.subjects())
    assert s3.curation["papers excluded"] == 1 and s3.papers == 2
    assert _entity(g3, "KITTI benchmark") == [URIRef(BASE + "dataset/kitti")]
    # a changed file changes the graph, so the store commits it
    cur.write_text("exclude-paper,c2\n", encoding="utf-8")
    g4, s4 = build([], out_dir=out, store=st, html=False, curation=cur)
    assert not s4.store_kept and _entity(g4, "KITTI") == [URIRef(BASE + "dataset/kitti")]
    # a build that forgets the file is warned
    _, s5 = build([], out_dir=out, store=st, html=False)
    assert any("this one gives none: its corrections and exclusions are not applied" in w for w in s5.warnings)


def test_cli_bad_row_exits_2_naming_file_and_line(tmp_path):
    inp = _jsonl(tmp_path / "p.jsonl", PAPERS[:1])
    cur = _csv(tmp_path, "label,KITTI,x\nfrobnicate,KITTI,y\n")
    done = subprocess.run([sys.executable, "-m", "kg", "build", str(inp), "--out", str(tmp_path / "o"),
                           "--no-html", "--curation", str(cur)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 2
    assert f"{cur}:2: unknown action 'frobnicate'" in done.stderr
    assert not (tmp_path / "o").exists()


def test_split_alias_without_a_mention_is_a_warning(tmp_path):
    res = _resolution()
    res.entities["method/turbonet"].alt_labels.append("TN")  # a name no mention of this build writes
    warnings = apply(read(_csv(tmp_path, "split-alias,TurboNet,TN\n")), res, BASE)
    assert len(warnings) == 1 and "no mention of this build links 'TN'" in warnings[0][1]
    assert "method/tn" not in res.entities and "TN" in res.entities["method/turbonet"].alt_labels
