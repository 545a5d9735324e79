"""Session 54 (store54): monthly store builds keep an entity's prefLabel while only its
spelling flips (kg.resolve._keep_previous_labels), ``kg changes`` reports label changes apart
from the entities, and retired.csv lists the IRIs a graph retires (dcterms:isReplacedBy)."""
import csv
import io
import json
from collections import Counter
from pathlib import Path

from kg.pipeline import build
from kg.resolve import _Cluster, _keep_previous_labels, normalise, resolve

BASE = "https://w3id.org/paperkg/resource/"

# month 1: two papers write "Large Language Models" in title case; month 2: three more write
# it in small letters, which a build of all five papers makes the label
MONTH1 = [
    {"id": "a1", "title": "Quill", "abstract": "We propose Quill, a decoding method for Large Language Models that "
                                               "reduces latency. Quill speeds up Large Language Models on GSM8K by 20%."},
    {"id": "a2", "title": "Sparrow", "abstract": "We introduce Sparrow, a pruning scheme for Large Language Models. "
                                                 "Sparrow keeps the accuracy of Large Language Models on MMLU."}]
MONTH2 = [
    {"id": "b1", "title": "Otter", "abstract": "We present Otter, a caching method for large language models. Otter "
                                               "lowers the memory of large language models on long documents."},
    {"id": "b2", "title": "Heron", "abstract": "We propose Heron, a quantisation method for large language models that "
                                               "keeps perplexity. Heron compresses large language models fourfold."},
    {"id": "b3", "title": "Finch", "abstract": "We propose Finch, a retrieval method for large language models. Finch "
                                               "improves the factuality of large language models on TriviaQA."}]
LLM = BASE + "method/large-language-models"


def _write(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def _labels(graph) -> dict[str, str]:
    from rdflib.namespace import SKOS

    return {str(s): str(o) for s, o in graph.subject_objects(SKOS.prefLabel)}


def _meta(store: Path) -> dict:
    from kg.store import GraphStore

    with GraphStore.open(store, read_only=True) as st:
        return st.load_meta()


def _changes(store: Path, *args: str) -> tuple[int, str]:
    import contextlib

    from kg.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["changes", "--store", str(store), *args])
    return status, out.getvalue()


# ------------------------------------------------------------------ the rule, on hand-made clusters

def _cluster(type_: str, *surfaces: str, shorts: tuple = ()) -> _Cluster:
    cl = _Cluster(type=type_, form=normalise(surfaces[0]))
    cl.surfaces.update(Counter(surfaces))
    cl.shorts.update(Counter(shorts))
    return cl


def test_keep_previous_labels_keeps_a_spelling_of_the_same_name() -> None:
    clusters = {("Method", "glider net"): _cluster("Method", "Glider Nets", "glider net", "glider net"),
                ("Task", "hull scan"): _cluster("Task", "hull scan", "hull-scan"),
                ("Method", "quorum"): _cluster("Method", "QRM", "quorum ranking model", shorts=("QRM",))}
    labels = {("Method", "glider net"): "glider net", ("Task", "hull scan"): "hull scan",
              ("Method", "quorum"): "quorum ranking model"}
    keys = {("Method", "glider net"): "method/glider-nets", ("Task", "hull scan"): "task/hull-scan",
            ("Method", "quorum"): "method/qrm"}
    previous = {"method/glider-nets": "Glider Nets",  # case and number: kept
                "task/hull-scan": "hull-scan",         # a hyphen for a space: kept
                "method/qrm": "QRM"}                   # the short form, now defined: another name
    kept = _keep_previous_labels(clusters, labels, keys, previous)
    assert labels == {("Method", "glider net"): "Glider Nets", ("Task", "hull scan"): "hull-scan",
                      ("Method", "quorum"): "quorum ranking model"}
    assert kept == {("Method", "glider net"): "glider net", ("Task", "hull scan"): "hull scan"}


def test_keep_previous_labels_lets_go_of_an_unwritten_or_taken_label() -> None:
    clusters = {("Method", "a"): _cluster("Method", "sparse coder", "sparse coders"),
                ("Method", "b"): _cluster("Method", "Vortex Pooling", "vortex pooling"),
                ("Method", "c"): _cluster("Method", "vortex-pooling"),
                ("Dataset", "d"): _cluster("Dataset", "CIFAR10", "CIFAR-10", "CIFAR-10"),
                ("Task", "e"): _cluster("Task", "Kelp tracking", "kelp tracking", "kelp tracking")}
    labels = {("Method", "a"): "sparse coder", ("Method", "b"): "vortex pooling", ("Method", "c"): "Vortex Pooling",
              ("Dataset", "d"): "CIFAR-10", ("Task", "e"): "kelp tracking"}
    keys = {("Method", "a"): "method/a", ("Method", "b"): "method/b", ("Method", "c"): "method/c",
            ("Dataset", "d"): "dataset/d", ("Task", "e"): "task/e"}
    previous = {"method/a": "Sparse-Coders",        # no paper of it writes this spelling any more
                "method/b": "Vortex Pooling",       # another entity of the type is labelled so now
                "dataset/d": "CIFAR10",             # the label is Papers with Code's usual spelling
                "task/e": "Kelp tracking"}          # a sentence's first capital
    before = dict(labels)
    assert _keep_previous_labels(clusters, labels, keys, previous) == {}
    assert labels == before


def test_fresh_resolution_is_unchanged_and_records_nothing_kept() -> None:
    from tests.factories import extraction, mention

    def ex(pid: str, name: str):
        text = f"We train {name} on sensor data."
        return extraction(pid, text, mentions=[mention(name, text, "Method", "used")])

    exs = [ex("p1", "Glider Nets"), ex("p2", "glider nets"), ex("p3", "glider nets")]
    fresh = resolve(exs)
    (ent,) = fresh.entities.values()
    assert ent.label != "Glider Nets" and fresh.kept_labels == {}
    again = resolve(exs, previous={("Method", normalise("Glider Nets")): ent.key},
                    previous_labels={ent.key: "Glider Nets"})
    assert again.entities[ent.key].label == "Glider Nets"
    assert again.kept_labels == {ent.key: ("Glider Nets", ent.label)}
    assert ent.label in again.entities[ent.key].alt_labels


# ------------------------------------------------------------------ two months into a store

def test_store_keeps_the_label_and_kg_changes_reports_it_apart(tmp_path: Path) -> None:
    store = tmp_path / "st"
    m1, m2 = _write(tmp_path / "m1.jsonl", MONTH1), _write(tmp_path / "m2.jsonl", MONTH2)
    g1, _ = build([m1], out_dir=None, store=store)
    assert _labels(g1)[LLM] == "Large Language Models"
    g2, summary = build([m2], out_dir=tmp_path / "out", store=store, html=False)
    assert _labels(g2)[LLM] == "Large Language Models"  # kept, though most papers now write it in small letters
    fresh, _ = build([m1, m2], out_dir=None)
    assert _labels(fresh)[LLM] == "large language models"  # a build without a store: the papers' label
    record = summary.store_change
    assert record["labels"] == {"changed": [], "kept": [[LLM, "Large Language Models", "large language models"]]}
    assert "relabelled" not in record["entities"]
    assert summary.store_entities["relabelled"] == 0
    assert _meta(store)["labels_kept"] == {LLM: ["Large Language Models", "large language models"]}
    rows = {r["iri"]: r for r in csv.DictReader(io.StringIO((tmp_path / "out" / "entities.csv").read_text()))}
    assert rows[LLM]["label"] == "Large Language Models" and "large language models" in rows[LLM]["aliases"]
    status, out = _changes(store)
    lines = out.splitlines()
    assert status == 0
    assert lines[0] == ("gen-00000002 (since gen-00000001): papers: 3 new, 0 updated, 0 removed; entities: 6 new, "
                        "0 removed, 0 retired, 1 with another paper count; labels: 0 changed, 1 kept")
    assert (f"  label kept <{LLM}> 'Large Language Models' (its papers alone now give 'large language models')"
            in lines)
    assert not [line for line in lines if "entity" in line and "Large Language Models" in line
                and "paper count" not in line]

    # a third month that adds nothing new about it: the decision stands and is not reported again
    _, third = build([_write(tmp_path / "m3.jsonl", [
        {"id": "c1", "title": "Ibis", "abstract": "We propose Ibis, a scheduler for GPU clusters that cuts job "
                                                  "completion time on Philly traces."}])], out_dir=None, store=store)
    assert third.store_change["labels"] == {"changed": [], "kept": []}
    assert _meta(store)["labels_kept"] == {LLM: ["Large Language Models", "large language models"]}



def test_a_kept_spelling_that_no_paper_writes_any_more_gives_way(tmp_path: Path) -> None:
    store = tmp_path / "st"
    mtl = BASE + "task/multitask-learning"
    build([_write(tmp_path / "m1.jsonl", [
        {"id": "y1", "title": "Quill", "abstract": "We propose Quill, a method for multitask learning that shares "
                                                   "adapters. Quill improves multitask learning on GLUE."},
        {"id": "y2", "title": "Sparrow", "abstract": "We introduce Sparrow, a routing scheme for multitask learning. "
                                                     "Sparrow stabilises multitask learning on GLUE."}])],
          out_dir=None, store=store)
    g2, second = build([_write(tmp_path / "m2.jsonl", [
        {"id": "y3", "title": "Otter", "abstract": "We present Otter, a gradient method for multi-task learning. Otter "
                                                   "balances multi-task learning on NYUv2."},
        {"id": "y4", "title": "Heron", "abstract": "We propose Heron, a loss weighting for multi-task learning. Heron "
                                                   "speeds up multi-task learning on Cityscapes."},
        {"id": "y5", "title": "Finch", "abstract": "We propose Finch, a pruning rule for multi-task learning. Finch "
                                                   "compresses multi-task learning models on Taskonomy."}])],
        out_dir=None, store=store)
    assert _labels(g2)[mtl] == "multitask learning"
    assert second.store_change["labels"]["kept"] == [[mtl, "multitask learning", "multi-task learning"]]
    # the two papers that wrote "multitask" removed: the label follows the papers left
    g3, third = build([], out_dir=None, store=store, remove=["y1", "y2"])
    assert _labels(g3)[mtl] == "multi-task learning"
    assert third.store_change["labels"] == {"changed": [[mtl, "multitask learning", "multi-task learning"]],
                                            "kept": []}
    assert "labels_kept" not in _meta(store)


def test_another_name_still_relabels_and_is_reported_as_a_label_change(tmp_path: Path) -> None:
    store = tmp_path / "st"
    build([_write(tmp_path / "m1.jsonl", [
        {"id": "z1", "title": "Owl", "abstract": "We propose Owl, a planner that uses ZQN as its critic. Owl beats "
                                                 "ZQN on Atari games."},
        {"id": "z2", "title": "Lark", "abstract": "We introduce Lark, which trains a ZQN critic faster. Lark "
                                                  "outperforms ZQN on Atari games."}])], out_dir=None, store=store)
    _, summary = build([_write(tmp_path / "m2.jsonl", [
        {"id": "z3", "title": "Wren", "abstract": "We revisit the Zebra Quantile Network (ZQN) for control. We show "
                                                  "that ZQN overestimates values on Atari games."}])],
        out_dir=None, store=store)
    zqn = BASE + "method/zqn"
    assert summary.store_change["labels"] == {"changed": [[zqn, "ZQN", "Zebra Quantile Network"]], "kept": []}
    assert summary.store_entities["relabelled"] == 1
    status, out = _changes(store)
    assert status == 0 and "labels: 1 changed, 0 kept" in out.splitlines()[0]
    assert f"  label changed <{zqn}> 'ZQN' -> 'Zebra Quantile Network'" in out.splitlines()


def test_a_curated_label_is_set_again_each_month_not_kept(tmp_path: Path) -> None:
    store = tmp_path / "st"
    cur = tmp_path / "cur.csv"
    # the papers give "large language models"; the row asks for the title case one paper writes
    cur.write_text(f"action,target,value\nlabel,{LLM},Large Language Models\n", encoding="utf-8")
    m1 = _write(tmp_path / "m1.jsonl", [MONTH1[0], MONTH2[0], MONTH2[1]])
    g1, first = build([m1], out_dir=None, store=store, curation=cur)
    assert _labels(g1)[LLM] == "Large Language Models" and first.curation["applied"] == 1
    g2, second = build([_write(tmp_path / "m2.jsonl", MONTH2[2:])], out_dir=None, store=store, curation=cur)
    # the row applies again (the label is not kept as the store's, which would leave it nothing to do)
    assert _labels(g2)[LLM] == "Large Language Models"
    assert second.curation["applied"] == 1 and not [w for w in second.warnings if "row not applied" in w]
    assert second.store_change["labels"] == {"changed": [], "kept": []}
    # the row deleted: the entity takes the label its papers give
    cur.write_text("action,target,value\n", encoding="utf-8")
    g3, third = build([], out_dir=None, store=store, curation=cur)
    assert _labels(g3)[LLM] == "large language models"
    assert third.store_change["labels"]["changed"] == [[LLM, "Large Language Models", "large language models"]]


# ------------------------------------------------------------------ session 53 records

def test_a_session_53_record_is_read_with_its_label_changes_apart() -> None:
    from kg.changes import change_lines, count_line, upgraded

    old = {"since": "gen-00000001", "papers": {"new": [["p1", "A"]], "updated": [], "removed": []},
           "entities": {"new": [], "removed": [], "retired": [], "papers": [],
                        "relabelled": [["https://ex.org/r/metric/mse", "MSE", "mean squared error"]]}}
    assert upgraded(old)["labels"] == {"changed": [["https://ex.org/r/metric/mse", "MSE", "mean squared error"]],
                                       "kept": []}
    assert "relabelled" not in upgraded(old)["entities"] and "relabelled" in old["entities"]
    assert count_line(old) == ("papers: 1 new, 0 updated, 0 removed; entities: 0 new, 0 removed, 0 retired, "
                               "0 with another paper count; labels: 1 changed, 0 kept")
    assert change_lines(old) == ["new paper 'p1': A",
                                 "label changed <https://ex.org/r/metric/mse> 'MSE' -> 'mean squared error'"]
    current = upgraded(old)
    assert upgraded(current) is current


def test_kg_changes_json_gives_old_records_in_the_current_shape(tmp_path: Path) -> None:
    store = tmp_path / "st"
    build([_write(tmp_path / "m1.jsonl", MONTH1)], out_dir=None, store=store)
    meta_path = store / "gen-00000001" / "store.json"
    meta = json.loads(meta_path.read_text(encoding="utf-8"))
    record = meta["changes"]["gen-00000001"]
    record["entities"]["relabelled"] = [[LLM, "LLMs", "Large Language Models"]]  # as session 53 wrote it
    del record["labels"]
    meta_path.write_text(json.dumps(meta), encoding="utf-8")
    status, out = _changes(store, "--json")
    shown = json.loads(out)["changes"]["gen-00000001"]
    assert status == 0 and shown["labels"] == {"changed": [[LLM, "LLMs", "Large Language Models"]], "kept": []}
    assert "relabelled" not in shown["entities"]


def test_newly_kept_compares_with_the_generation_before() -> None:
    from kg.changes import kept_in_force, newly_kept

    kept = kept_in_force([("https://ex.org/b", "Beta Nets", "beta nets"), ("https://ex.org/a", "A-B", "a b")])
    assert list(kept) == ["https://ex.org/a", "https://ex.org/b"]
    assert newly_kept(kept, {"https://ex.org/a": ["A-B", "a b"]}) == [["https://ex.org/b", "Beta Nets", "beta nets"]]
    assert newly_kept(kept, {"https://ex.org/a": ["A-B", "AB"]}) == [["https://ex.org/a", "A-B", "a b"],
                                                                     ["https://ex.org/b", "Beta Nets", "beta nets"]]
    assert len(newly_kept(kept, "not a dict")) == 2


# ------------------------------------------------------------------ retired.csv

def _retired(path: Path) -> list[dict]:
    return list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8"))))


def test_retired_csv_lists_entities_a_store_build_merged_away(tmp_path: Path) -> None:
    from tests.test_prod44 import FIRST, SECOND

    store = tmp_path / "st"
    build([_write(tmp_path / "a.jsonl", FIRST)], out_dir=tmp_path / "o1", store=store, html=False)
    assert (tmp_path / "o1" / "retired.csv").read_text(encoding="utf-8") == \
        "iri,type,replaced_by,replaced_by_label\n"
    build([_write(tmp_path / "b.jsonl", SECOND)], out_dir=tmp_path / "o2", store=store, html=False)
    assert _retired(tmp_path / "o2" / "retired.csv") == [
        {"iri": BASE + "method/gen-network", "type": "Method", "replaced_by": BASE + "method/gated-echo-networks",
         "replaced_by_label": "Gated Echo Networks"}]
    entities = {r["iri"] for r in csv.DictReader(io.StringIO((tmp_path / "o2" / "entities.csv").read_text()))}
    assert BASE + "method/gen-network" not in entities and BASE + "method/gated-echo-networks" in entities


def test_retired_csv_of_a_curation_merge_and_its_guard(tmp_path: Path) -> None:
    cur = tmp_path / "cur.csv"
    cur.write_text("action,target,value\nmerge,Quill,Sparrow\n", encoding="utf-8")
    m1 = _write(tmp_path / "m1.jsonl", MONTH1)
    build([m1], out_dir=tmp_path / "out", html=False, curation=cur)
    assert _retired(tmp_path / "out" / "retired.csv") == [
        {"iri": BASE + "method/sparrow", "type": "Method", "replaced_by": BASE + "method/quill",
         "replaced_by_label": "Quill"}]

    from rdflib import Graph, Literal, URIRef
    from rdflib.namespace import DCTERMS, RDF, RDFS

    from kg.export import retired_csv
    from kg.ontology import KGO

    g = Graph()
    old, new = URIRef("https://ex.org/paper/h-1"), URIRef("https://ex.org/paper/p-1")
    g.add((old, DCTERMS.isReplacedBy, new))
    g.add((new, RDF.type, KGO.Paper))
    g.add((new, RDFS.label, Literal("=SUM(A1)")))
    assert retired_csv(g) == ("iri,type,replaced_by,replaced_by_label\n"
                              "https://ex.org/paper/h-1,Paper,https://ex.org/paper/p-1,'=SUM(A1)\n")
    assert retired_csv(g, guard=False).endswith(",=SUM(A1)\n")
