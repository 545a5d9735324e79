"""Session 28: the provenance of builds. Each build is its own prov:Activity (an IRI derived from
the software version, the inputs' checksums, the --source IRIs and the options) that prov:used its
input files (kgo:InputFile: spdx:fileName without folders, spdx:checksum SHA-256, kgo:recordsRead)
and the sources named with ``kg build --source``; each paper prov:wasGeneratedBy the build whose
extraction it holds, and a store's description lists every build its papers come from."""
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import DCTERMS, PROV, RDF, XSD

from kg.cli import CliError, source_option
from kg.graph import SPDX_CHECKSUM, SPDX_FILE_NAME, SPDX_SHA256, SPDX_VALUE, SPDX_ALGORITHM
from kg.ontology import KGO
from kg.pipeline import build
from kg.records import InputFile, build_info
from kg.store import GraphStore
from kg.validate import validate

ROOT = Path(__file__).resolve().parents[1]
BASE = "https://w3id.org/paperkg/resource/"
DATASET = URIRef(BASE + "graph")
SOURCE = "https://openreview.net/group?id=Example.cc/2031/Workshop"

_A = [
    {"id": "ws-1", "title": "Sparse routing for speech", "venue": "Example Workshop 2031",
     "abstract": "We propose RouteNet, a sparse routing network for speech recognition. RouteNet "
                 "reaches a word error rate of 4.1% on LibriSpeech."},
    {"id": "ws-2", "title": "Graph sampling", "venue": "Example Workshop 2031",
     "abstract": "We study node classification on large graphs. Our sampler uses graph neural "
                 "networks and improves accuracy by 2 points on three benchmarks."},
    {"id": "ws-3", "title": "No abstract here", "venue": "Example Workshop 2031", "abstract": ""},
]
_B = [
    # ws-2 again with another abstract (an update) and a new paper
    {"id": "ws-2", "title": "Graph sampling", "venue": "Example Workshop 2031",
     "abstract": "We study link prediction on large graphs. Our sampler uses graph neural networks "
                 "and improves the mean reciprocal rank by 3 points."},
    {"id": "ws-4", "title": "Tabular transformers", "venue": "Example Workshop 2031",
     "abstract": "We propose TabMix, a transformer for tabular data. TabMix improves accuracy on "
                 "twelve datasets over gradient boosting."},
]


def _write(path: Path, records: list) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def _inputs(g: Graph, build_node) -> dict:
    """file name -> (checksum value, algorithm, records read) of the input files ``build_node`` used."""
    out = {}
    for used in g.objects(build_node, PROV.used):
        if (used, RDF.type, KGO.InputFile) not in g:
            continue
        assert (used, RDF.type, PROV.Entity) in g
        checksum = g.value(used, SPDX_CHECKSUM)
        out[str(g.value(used, SPDX_FILE_NAME))] = (g.value(checksum, SPDX_VALUE), g.value(checksum, SPDX_ALGORITHM),
                                                   g.value(used, KGO.recordsRead))
    return out


def test_a_build_uses_its_input_files_by_name_checksum_and_records_read(tmp_path):
    a = _write(tmp_path / "deep" / "folder" / "a.jsonl", _A)
    g, summary = build([str(a)], out_dir=tmp_path / "out", html=False)
    build_node = g.value(DATASET, PROV.wasGeneratedBy)
    assert str(build_node).startswith(BASE + "graph-build-")
    assert (build_node, RDF.type, PROV.Activity) in g
    assert set(g.objects(DATASET, PROV.wasInfluencedBy)) == {build_node}
    digest = hashlib.sha256(a.read_bytes()).hexdigest()
    assert _inputs(g, build_node) == {
        "a.jsonl": (Literal(digest, datatype=XSD.hexBinary), SPDX_SHA256, Literal(3))}  # ws-3 read, skipped
    assert summary.papers == 2
    for paper in g.subjects(RDF.type, KGO.Paper):
        assert list(g.objects(paper, PROV.wasGeneratedBy)) == [build_node]
    # the graph names no folder of the user's
    text = (tmp_path / "out" / "graph.ttl").read_text(encoding="utf-8")
    assert str(tmp_path) not in text and "deep/folder" not in text
    assert validate(g).conforms


def test_the_same_file_in_another_folder_gives_byte_identical_exports(tmp_path):
    one = _write(tmp_path / "x" / "a.jsonl", _A)
    two = _write(tmp_path / "y" / "z" / "a.jsonl", _A)
    build([str(one)], out_dir=tmp_path / "o1", html=False)
    build([str(two)], out_dir=tmp_path / "o2", html=False)
    for name in ("graph.ttl", "graph.nt", "graph.jsonld"):
        assert (tmp_path / "o1" / name).read_bytes() == (tmp_path / "o2" / name).read_bytes()


def test_the_build_key_follows_inputs_sources_version_and_options():
    f = InputFile("a.jsonl", "ab" * 32, 3)
    g = InputFile("b.jsonl", "cd" * 32, 2)
    key = build_info([f, g], [SOURCE], version="1.0").key
    assert len(key) == 16 and int(key, 16) >= 0
    assert build_info([g, f, f], [SOURCE, SOURCE], version="1.0").key == key  # order and repeats
    assert build_info([f], [SOURCE], version="1.0").key != key
    assert build_info([f, InputFile("b.jsonl", "ce" * 32, 2)], [SOURCE], version="1.0").key != key
    assert build_info([f, g], [], version="1.0").key != key
    assert build_info([f, g], [SOURCE], version="1.1").key != key
    assert build_info([f, g], [SOURCE], tagger=True, version="1.0").key != key


def test_source_iris_are_the_datasets_source_and_the_builds_input(tmp_path):
    a = _write(tmp_path / "a.jsonl", _A[:1])
    doi = "https://doi.org/10.5281/zenodo.1234567"
    g, _ = build([str(a)], out_dir=None, sources=[SOURCE, doi])
    build_node = g.value(DATASET, PROV.wasGeneratedBy)
    assert {URIRef(SOURCE), URIRef(doi)} <= set(g.objects(DATASET, DCTERMS.source))
    # (since session 59 the build also prov:used the shipped vocabulary files it linked with)
    used = {u for u in g.objects(build_node, PROV.used) if "/vocabulary-" not in str(u)}
    assert {URIRef(SOURCE), URIRef(doi)} <= used and len(used) == 3  # and the file
    g2, _ = build([str(a)], out_dir=None)
    assert g2.value(DATASET, PROV.wasGeneratedBy) != build_node  # another source, another build


def test_source_option_accepts_absolute_iris_and_refuses_the_rest():
    assert source_option(" urn:isbn:9780262035613 ") == "urn:isbn:9780262035613"
    assert source_option(SOURCE) == SOURCE
    for bad, why in (("ICML 2026", "relative reference"), ("proceedings/2026", "relative reference"),
                     ("https:///no-host", "without a host"), ("https://exa mple.org/", "not a valid IRI"),
                     ("", "empty"), ("javascript:alert(1)", "script code"), ("mailto:a@b.org", "a mailbox"),
                     ("data:text/plain,x", "inline data"), ("tel:+1-555-0100", "a telephone number")):
        with pytest.raises(CliError, match=why):
            source_option(bad)


def test_kg_build_refuses_a_source_that_is_no_iri_with_one_line_and_exit_2(tmp_path):
    a = _write(tmp_path / "a.jsonl", _A[:1])
    run = subprocess.run([sys.executable, "-m", "kg.cli", "build", str(a), "--source", "ICLR 2024",
                          "--out", str(tmp_path / "out"), "--quiet"], capture_output=True, text=True,
                         cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert run.returncode == 2
    assert run.stderr.count("\n") == 1
    assert run.stderr.startswith("kg: error: --source 'ICLR 2024' is no absolute IRI: a relative reference")
    assert not (tmp_path / "out").exists()


def test_a_store_keeps_each_papers_build_and_lists_every_build(tmp_path):
    store = tmp_path / "store"
    a = _write(tmp_path / "a.jsonl", _A)
    b = _write(tmp_path / "b.jsonl", _B)
    g1, _ = build([str(a)], out_dir=None, store=store, sources=[SOURCE])
    first = g1.value(DATASET, PROV.wasGeneratedBy)
    g2, s2 = build([str(b)], out_dir=None, store=store)
    assert s2.store == {"new": 1, "updated": 1, "unchanged": 0}
    second = g2.value(DATASET, PROV.wasGeneratedBy)
    assert first != second
    assert set(g2.objects(DATASET, PROV.wasInfluencedBy)) == {first, second}
    paper = URIRef(BASE + "paper/")
    built_by = {str(p)[len(str(paper)):]: b_ for p, b_ in g2.subject_objects(PROV.wasGeneratedBy)
                if (p, RDF.type, KGO.Paper) in g2}
    assert built_by == {"ws-1": first, "ws-2": second, "ws-4": second}
    # each build keeps its own inputs and sources; the dataset names every source
    assert list(_inputs(g2, first)) == ["a.jsonl"] and list(_inputs(g2, second)) == ["b.jsonl"]
    assert URIRef(SOURCE) in set(g2.objects(first, PROV.used)) - set(g2.objects(second, PROV.used))
    assert URIRef(SOURCE) in set(g2.objects(DATASET, DCTERMS.source))
    with GraphStore.open(store, read_only=True) as st:
        meta = json.loads((store / st.generation / "store.json").read_text())
        held = st.to_rdflib()
    assert {k: v["generation"] for k, v in meta["builds"].items()} == {
        str(first).rsplit("-", 1)[1]: "gen-00000001", str(second).rsplit("-", 1)[1]: "gen-00000002"}
    assert validate(held).conforms
    # the same input again is the same build: nothing changes, nothing is committed
    _, s3 = build([str(b)], out_dir=None, store=store)
    assert s3.store_kept and s3.generation == "gen-00000002"
    # an evidence node reaches its build, software version and input file through its paper
    q = held.query("""PREFIX prov: <http://www.w3.org/ns/prov#> PREFIX kgo: <https://w3id.org/paperkg/ontology#>
        PREFIX spdx: <http://spdx.org/rdf/terms#> PREFIX schema: <https://schema.org/>
        SELECT DISTINCT ?name ?version WHERE { ?ev a kgo:Evidence ; prov:wasDerivedFrom ?p .
          ?p prov:wasGeneratedBy ?b . ?b prov:used ?f . ?f a kgo:InputFile ; spdx:fileName ?name . ?b
          prov:wasAssociatedWith/schema:softwareVersion ?version }""")
    from kg import __version__
    from kg.fingerprint import rules_fingerprint

    version = f"{__version__}+rules.{rules_fingerprint()}"  # (session 53: the extraction fingerprint)
    assert sorted((str(n), str(v)) for n, v in q) == [("a.jsonl", version), ("b.jsonl", version)]


def test_a_build_whose_papers_are_all_superseded_leaves_the_description(tmp_path):
    store = tmp_path / "store"
    build([str(_write(tmp_path / "a.jsonl", _A[:1]))], out_dir=None, store=store)
    changed = [dict(_A[0], abstract=_A[0]["abstract"] + " It also runs on a phone.")]
    g, _ = build([str(_write(tmp_path / "a2.jsonl", changed))], out_dir=None, store=store)
    builds = set(g.objects(DATASET, PROV.wasInfluencedBy))
    assert builds == {g.value(DATASET, PROV.wasGeneratedBy)}
    assert list(_inputs(g, next(iter(builds)))) == ["a2.jsonl"]
    assert not list(g.subjects(SPDX_FILE_NAME, Literal("a.jsonl")))


def test_shapes_name_a_broken_build_input_or_paper(tmp_path):
    g, _ = build([str(_write(tmp_path / "a.jsonl", _A[:1]))], out_dir=None)
    assert validate(g).conforms
    build_node = g.value(DATASET, PROV.wasGeneratedBy)
    entity = next(iter(g.subjects(RDF.type, KGO.InputFile)))
    checksum = g.value(entity, SPDX_CHECKSUM)
    paper = next(iter(g.subjects(RDF.type, KGO.Paper)))
    g.set((entity, SPDX_FILE_NAME, Literal("/home/someone/papers/a.jsonl")))
    g.set((checksum, SPDX_VALUE, Literal("sha256:ab12")))  # no hexBinary
    g.remove((entity, KGO.recordsRead, None))
    g.remove((paper, PROV.wasGeneratedBy, None))
    g.add((build_node, PROV.used, Literal("ICLR 2024")))
    report = validate(g)
    assert not report.conforms
    messages = {v.message for v in report.violations}
    assert {"an input file has exactly one spdx:fileName, an xsd:string naming the file without its "
            "folders (no / or \\)",
            "a checksum has exactly one spdx:checksumValue, lower-case hexadecimal digits (xsd:hexBinary)",
            "an input file has exactly one kgo:recordsRead, an xsd:integer >= 0",
            "a paper prov:wasGeneratedBy exactly one build, a prov:Activity (the build whose extraction it holds)",
            "a build prov:used IRIs: its input files (kgo:InputFile), the shipped vocabulary files it linked with "
            "and the sources named with --source",
            } <= messages


def test_a_store_of_an_older_version_gives_its_papers_to_the_next_build(tmp_path):
    store = tmp_path / "store"
    a = _write(tmp_path / "a.jsonl", _A[:2])
    build([str(a)], out_dir=None, store=store)
    with GraphStore.open(store, read_only=True) as st:
        gen = store / st.generation
    # as an older version wrote them: no build in the records, none in the facts
    records = [json.loads(line) for line in (gen / "records.jsonl").read_text().splitlines()]
    (gen / "records.jsonl").write_text("".join(json.dumps({k: v for k, v in r.items() if k != "build"}) + "\n"
                                               for r in records))
    (gen / "store.json").write_text(json.dumps({"base_iri": BASE}))
    g, summary = build([str(a)], out_dir=None, store=store)
    assert summary.store == {"new": 0, "updated": 0, "unchanged": 2}
    build_node = g.value(DATASET, PROV.wasGeneratedBy)
    assert {o for p in g.subjects(RDF.type, KGO.Paper) for o in g.objects(p, PROV.wasGeneratedBy)} == {build_node}
    assert list(_inputs(g, build_node)) == ["a.jsonl"]
    assert validate(g).conforms
