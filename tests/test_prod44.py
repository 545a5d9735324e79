"""Session 44, product gaps a fresh user found (no extraction changes).

1. papers.csv: one row per paper (kg.graph.paper_rows, kg.export.papers_csv), written by the
   export stage from the graph; the shipped query ``paper-table`` gives the same view.
2. ``kg query --format tsv`` (SPARQL 1.1 TSV results, the library's serializer).
3. ``# @param`` lines between or after the PREFIX lines are read; one in the query body is
   refused at its line; ``link-evidence`` takes its subject or its object alone.
"""
from __future__ import annotations

import csv
import dataclasses
import io
from pathlib import Path

import pytest
from rdflib import Graph

from kg.export import papers_csv, write_exports
from kg.graph import PAPER_COLUMNS, build_graph, build_triples, paper_rows
from kg.query import QueryError, cli_query, load_query, parse_query, run_query
from kg.records import CodeLink
from kg.resolve import resolve
from tests.factories import extraction, link, mention

REPO = Path(__file__).resolve().parent.parent
BASE = "https://example.org/kg/"

# two abstracts written for these tests
A = ("We introduce GlintNet and HaloPool for shadow removal. GlintNet is tested on ShadeSet and "
     "DuskBench with PSNR and SSIM, and also helps image relighting. Code: https://github.com/ex/glint.")
B = ("We present =SUM(1,2) for rumour tracking, compared with Kestrel on -LeakSet.")


def _extractions():
    ma = [mention("GlintNet", A, "Method", "proposed"), mention("HaloPool", A, "Method", "proposed"),
          mention("shadow removal", A, "Task", "task", main=True), mention("ShadeSet", A, "Dataset", "dataset"),
          mention("DuskBench", A, "Dataset", "dataset"), mention("PSNR", A, "Metric", "metric"),
          mention("SSIM", A, "Metric", "metric"), mention("image relighting", A, "Task", "task")]
    la = [link("proposes", None, "GlintNet", "Method", A), link("proposes", None, "HaloPool", "Method", A),
          link("addresses", "GlintNet", "shadow removal", "Task", A),
          link("addresses", "GlintNet", "image relighting", "Task", A),
          link("evaluatedOn", "GlintNet", "ShadeSet", "Dataset", A),
          link("evaluatedOn", "GlintNet", "DuskBench", "Dataset", A),
          link("usesMetric", "GlintNet", "PSNR", "Metric", A), link("usesMetric", "GlintNet", "SSIM", "Metric", A)]
    url = "https://github.com/ex/glint"
    i = A.index(url)
    a = dataclasses.replace(extraction("glint-1", A, mentions=ma, links=la, title="GlintNet: Removing Shadows"),
                            code=(CodeLink(url, i, i + len(url), A.index("Code:"), len(A)),))
    mb = [mention("=SUM(1,2)", B, "Method", "proposed"), mention("rumour tracking", B, "Task", "task", main=True),
          mention("Kestrel", B, "Method", "compared"), mention("-LeakSet", B, "Dataset", "dataset")]
    lb = [link("proposes", None, "=SUM(1,2)", "Method", B), link("addresses", "=SUM(1,2)", "rumour tracking", "Task", B),
          link("comparesWith", "=SUM(1,2)", "Kestrel", "Method", B),
          link("evaluatedOn", "=SUM(1,2)", "-LeakSet", "Dataset", B)]
    b = extraction("sum-2", B, mentions=mb, links=lb, venue="NeurIPS", year=2024)
    return [a, b]


def _graph():
    exs = _extractions()
    return build_graph(exs, resolve(exs), base_iri=BASE)


def test_paper_rows_read_every_column_from_the_graph():
    rows = paper_rows(_graph())
    assert [r["id"] for r in rows] == ["glint-1", "sum-2"]  # sorted by IRI
    assert rows[0] == {
        "paper": BASE + "paper/glint-1", "id": "glint-1", "label": "GlintNet: Removing Shadows", "key": "", "title": "GlintNet: Removing Shadows",
        "venue": "ICML 2026", "year": "2026", "proposed_methods": "GlintNet | HaloPool",
        "main_task": "shadow removal", "other_tasks": "image relighting", "datasets": "DuskBench | ShadeSet",
        "metrics": "PSNR | SSIM", "code": "https://github.com/ex/glint", "authors": "", "doi": "", "url": ""}
    assert rows[1] == {
        "paper": BASE + "paper/sum-2", "id": "sum-2", "label": "=SUM(1,2) (NeurIPS 2024)", "key": "", "title": "", "venue": "NeurIPS 2024", "year": "2024",
        "proposed_methods": "=SUM(1,2)", "main_task": "rumour tracking", "other_tasks": "",
        "datasets": "-LeakSet", "metrics": "", "code": "", "authors": "", "doi": "", "url": ""}
    assert tuple(rows[0]) == PAPER_COLUMNS


def test_papers_csv_is_rfc4180_guarded_and_the_same_from_a_triple_index():
    exs = _extractions()
    res = resolve(exs)
    text = papers_csv(build_graph(exs, res, base_iri=BASE))
    assert text == papers_csv(build_triples(exs, res, base_iri=BASE))  # the build's TripleIndex
    lines = text.split("\r\n")
    assert lines[0] == ("paper,id,label,key,title,venue,year,proposed_methods,main_task,other_tasks,datasets,metrics,code,"
                        "authors,doi,url")
    # a cell opening with = + - @ gets a leading apostrophe, as in entities.csv; a comma quotes the cell
    assert lines[2] == (f"{BASE}paper/sum-2,sum-2,\"'=SUM(1,2) (NeurIPS 2024)\",,,NeurIPS 2024,2024,\"'=SUM(1,2)\",rumour tracking,,'-LeakSet,,,,,")
    assert lines[-1] == "" and len(lines) == 4
    rows = list(csv.DictReader(io.StringIO(text, newline="")))
    assert rows[1]["proposed_methods"] == "'=SUM(1,2)"


def test_write_exports_writes_papers_csv_beside_entities_csv(tmp_path):
    written = write_exports(_graph(), tmp_path, ["papers.csv", "entities.csv"])
    assert [p.name for p in written] == ["entities.csv", "papers.csv"]
    assert (tmp_path / "papers.csv").read_bytes().startswith(b"paper,id,label,key,title,venue,year,")


def test_the_committed_sample_has_its_papers_csv_and_the_shipped_query_gives_the_same_rows():
    g = Graph().parse(REPO / "exports" / "graph.nt")
    text = (REPO / "exports" / "papers.csv").read_bytes().decode("utf-8")
    assert text == papers_csv(g)
    table = list(csv.DictReader(io.StringIO(text, newline="")))
    assert len(table) == 24
    spade = next(r for r in table if "SPADE" in r["proposed_methods"])
    assert spade["datasets"] == "Design-Bench" and spade["code"] == "https://github.com/HarryYoung2018/spade"
    for engine in (g, REPO / "exports" / "graph.ttl"):  # rdflib and Oxigraph
        result = run_query("paper-table", engine)
        assert result.vars == list(PAPER_COLUMNS)
        got = [{k: "" if v is None else str(v) for k, v in zip(result.vars, row)} for row in result.rows]
        assert got == paper_rows(g)


def test_the_fixture_papers_from_the_shipped_query_equal_papers_csv():
    g = _graph()
    result = run_query("paper-table", g)
    got = [{k: "" if v is None else str(v) for k, v in zip(result.vars, row)} for row in result.rows]
    assert got == paper_rows(g)


# ----------------------------------------------------------------------- 3. @param placement

PREFIXES = ("PREFIX skos: <http://www.w3.org/2004/02/skos/core#>\n"
            "PREFIX kgo: <https://w3id.org/paperkg/ontology#>\n")
SELECT = "SELECT ?name ?e WHERE { ?e skos:prefLabel ?l . FILTER(lcase(str(?l)) = lcase(str(?name))) }\n"


def test_a_param_line_after_or_between_the_prefix_lines_is_declared():
    q = parse_query("# Title: Find one\n" + PREFIXES + "# @param name = GlintNet\n" + SELECT, name="q")
    assert q.params == {"name": "GlintNet"} and q.title == "Find one"
    between = PREFIXES.replace("\nPREFIX kgo", "\n# @param name = HaloPool\n\nPREFIX kgo")
    assert parse_query(between + SELECT, name="q").params == {"name": "HaloPool"}
    rows = run_query(parse_query(PREFIXES + "# @param name = x\n" + SELECT, name="q"), _graph(),
                     {"name": "kestrel"}).rows
    assert [str(r[1]) for r in rows] == [BASE + "method/kestrel"]


def test_a_param_line_in_the_query_body_is_refused_at_its_line(tmp_path):
    f = tmp_path / "mine.rq"
    f.write_text(PREFIXES + "SELECT ?name ?e WHERE {\n  # @param name = GlintNet\n  ?e skos:prefLabel ?name }\n",
                 encoding="utf-8")
    with pytest.raises(QueryError) as err:
        load_query(str(f))
    assert str(err.value) == (f"{f}:4: '# @param' after the start of the query (SELECT, ASK, CONSTRUCT, DESCRIBE): "
                              "parameters are declared in the comments before it (above or between the PREFIX "
                              "lines); move this line up")
    # a '#' in a string or IRI is no comment, and a comment naming no @param is fine
    text = PREFIXES + 'SELECT ?e WHERE { # any note\n ?e skos:prefLabel "# @param x = 1" }\n'
    assert parse_query(text, name="q").params == {}


@pytest.mark.parametrize("engine", ["rdflib", "oxigraph"])
def test_link_evidence_takes_its_subject_or_its_object_alone(engine, tmp_path):
    g = _graph()
    if engine == "oxigraph":
        g.serialize(tmp_path / "g.nt", format="nt", encoding="utf-8")
        g = tmp_path / "g.nt"
    q = load_query("link-evidence")
    assert q.open_params == {"subject", "object"}
    # HaloPool has no link of its own; its paper (matched by the method it proposes) has them all
    by_subject = run_query(q, g, {"subject": "HaloPool"}).rows
    assert {str(r[0]) for r in by_subject} == {BASE + "paper/glint-1"}
    assert sorted({(str(r[1]).rsplit("#")[1], str(r[2]).rsplit("/")[-1]) for r in by_subject}) == [
        ("addresses", "image-relighting"), ("addresses", "shadow-removal"), ("evaluatedOn", "duskbench"),
        ("evaluatedOn", "shadeset"), ("mainTask", "shadow-removal"), ("proposes", "glintnet"),
        ("proposes", "halopool"), ("usesMetric", "psnr"), ("usesMetric", "ssim")]
    assert all(str(r[9]) == "HaloPool" and r[10] is None for r in by_subject)
    into = run_query(q, g, {"object": "DuskBench"}).rows
    assert sorted({(str(r[0]), str(r[1]).rsplit("#")[1]) for r in into}) == [
        (BASE + "method/glintnet", "evaluatedOn"), (BASE + "paper/glint-1", "evaluatedOn")]
    assert all(r[9] is None and str(r[10]) == "DuskBench" for r in into)
    both = run_query(q, g, {"subject": "GlintNet", "object": "ShadeSet"}).rows
    assert {str(r[0]) for r in both} == {BASE + "method/glintnet", BASE + "paper/glint-1"}  # a paper by its method
    assert run_query(q, g).rows == []  # no parameter: the defaults (the bundled sample's pair)


def test_kg_queries_lists_an_open_parameter(capsys):
    from kg.cli import main

    assert main(["queries"]) == 0
    out = capsys.readouterr().out
    assert "--param subject=...  (default: ReasonAug; left open when only another parameter is given)" in out
    assert "paper-table" in out


# ----------------------------------------------------------------------------- 2. --format tsv

def test_format_tsv_writes_rdf_terms_as_sparql_tsv():
    from rdflib import XSD, BNode, Literal, URIRef

    from kg.query import QueryResult, format_result

    result = QueryResult(vars=["e", "label", "n"], rows=[
        (URIRef("https://example.org/kg/method/glintnet"), Literal("Glint\tNet\n\"two\"", lang="en"),
         Literal("3", datatype=XSD.integer)),
        (BNode("b0"), Literal("=SUM(1,2)"), None)])
    assert format_result(result, "tsv") == (
        "?e\t?label\t?n\n"
        '<https://example.org/kg/method/glintnet>\t"Glint\\tNet\\n\\"two\\""@en\t3\n'
        '_:b0\t"=SUM(1,2)"\t\n')  # no formula guard: TSV cells are RDF terms, read by programs
    assert format_result(QueryResult(vars=[], rows=[], boolean=False), "tsv") == "?_askResult\nfalse\n"


@pytest.mark.parametrize("timeout", [None, 30.0])
def test_kg_query_tsv_is_the_bytes_oxigraph_writes_also_past_a_chunk(timeout, tmp_path, capsys):
    import pyoxigraph as ox

    from kg.query import TSV_CHUNK_ROWS, load_graph_file

    graph = REPO / "exports" / "graph.ttl"
    f = tmp_path / "all.rq"
    f.write_text("SELECT ?s ?p ?o WHERE { ?s ?p ?o } ORDER BY ?s ?p ?o\n", encoding="utf-8")
    assert cli_query(str(f), graph=graph, fmt="tsv", timeout=timeout) == 0
    out = capsys.readouterr().out
    store = load_graph_file(graph)
    expected = store.query(f.read_text()).serialize(format=ox.QueryResultsFormat.TSV).decode()
    assert out == expected and out.count("\n") > 3 * TSV_CHUNK_ROWS
    assert cli_query("papers-per-venue", graph=graph, fmt="tsv", timeout=timeout) == 0
    assert capsys.readouterr().out == (
        "?venue\t?venueLabel\t?year\t?papers\n<https://w3id.org/paperkg/resource/venue/icml-2026>\t"
        '"ICML 2026"\t"2026"^^<http://www.w3.org/2001/XMLSchema#gYear>\t24\n')


def test_kg_query_accepts_format_tsv_on_the_command_line(capsys):
    from kg.cli import main

    assert main(["query", "papers-per-venue", "--graph", str(REPO / "exports" / "graph.ttl"), "--format", "tsv"]) == 0
    assert capsys.readouterr().out.startswith("?venue\t?venueLabel\t?year\t?papers\n")


# ------------------------------------------------------- 4. kg serve: service description, 414

SD = "http://www.w3.org/ns/sparql-service-description#"


def test_get_sparql_without_a_query_answers_the_service_description(tmp_path):
    from rdflib import RDF, Namespace
    from rdflib.namespace import VOID
    from starlette.testclient import TestClient

    from kg.serve import make_app

    sd = Namespace(SD)
    ttl = tmp_path / "graph.ttl"
    g = _graph()
    g.serialize(ttl, format="turtle")
    with TestClient(make_app(graph=ttl, timeout=5.0, workers=1)) as tc:
        r = tc.get("/sparql")
        assert r.status_code == 200 and r.headers["content-type"] == "text/turtle; charset=utf-8"
        desc = Graph().parse(data=r.text, format="turtle")
        service = desc.value(None, RDF.type, sd.Service)
        assert str(desc.value(service, sd.endpoint)) == "http://testserver/sparql"
        assert desc.value(service, sd.supportedLanguage) == sd.SPARQL11Query
        assert sorted(str(f).rsplit("/", 1)[1] for f in desc.objects(service, sd.resultFormat)) == [
            "JSON-LD", "N-Triples", "RDF_XML", "SPARQL_Results_CSV", "SPARQL_Results_JSON", "SPARQL_Results_TSV",
            "SPARQL_Results_XML", "Turtle"]
        dataset = desc.value(service, sd.defaultDataset)
        default = desc.value(dataset, sd.defaultGraph)
        assert (dataset, RDF.type, sd.Dataset) in desc and (default, RDF.type, sd.Graph) in desc
        assert desc.value(default, VOID.triples).toPython() == len(g)
        r = tc.get("/sparql", headers={"Accept": "application/ld+json"})
        assert r.headers["content-type"] == "application/ld+json; charset=utf-8"
        assert len(Graph().parse(data=r.text, format="json-ld")) == len(desc)
        r = tc.get("/sparql?format=nt")
        assert r.headers["content-type"] == "application/n-triples; charset=utf-8" and f"<{SD}Service>" in r.text
        head = tc.head("/sparql")
        assert head.status_code == 200 and head.headers["content-type"] == "text/turtle; charset=utf-8"
        r = tc.get("/sparql", headers={"Accept": "image/png"})
        assert r.status_code == 406 and r.text.startswith("no acceptable media type; the service description")
        assert tc.get("/sparql?query=").status_code == 400  # a query parameter, empty: still the 400
        assert tc.post("/sparql", data={"x": "1"}).status_code == 400


def test_a_request_line_too_long_gets_414_with_the_way_to_post(tmp_path):
    from factories import live_server
    from kg.serve import make_app

    ttl = tmp_path / "graph.ttl"
    _graph().serialize(ttl, format="turtle")
    with live_server(make_app(graph=ttl, timeout=5.0, workers=1)) as ask:
        long = ask(b"GET /sparql?query=ASK%7B%7D%23" + b"x" * 400_000)
        assert long.startswith(b"HTTP/1.1 414 URI Too Long\r\n")
        assert long.rstrip().endswith(b"curl http://HOST/sparql --data-urlencode query@q.rq")
        short = ask(b"GET /sparql?query=ASK%7B%7D%23" + b"x" * 1_000)
        assert short.startswith(b"HTTP/1.1 200 OK\r\n")
        bad = ask(b"GET /sparql?query=ASK%7B%7D\x00")  # another fault of the request: uvicorn's 400
        assert bad.startswith(b"HTTP/1.1 400 ")


# ------------------------------------------------- 5. store summary: merged and relabelled entities

FIRST = [
    {"id": "t5-a", "title": "Reading tremors", "abstract":
     "We study tremor detection from wrist sensors. We classify the readings with Gated Echo Networks and raise "
     "the recall on a clinical cohort by 9%. The model is trained with a Gaussian process prior."},
    {"id": "t5-b", "title": "Cheap tremor models", "abstract":
     "We study low-power tremor detection. Our method extends the GEN network with sparse gates and raises the "
     "recall on a clinical cohort by 4%."}]
SECOND = [
    {"id": "t5-c", "title": "Echoes in gated networks", "abstract":
     "We revisit Gated Echo Networks (GEN) for tremor detection and show that the gate matters for stability. "
     "Gaussian processes serve as priors."},
    {"id": "t5-d", "title": "Priors for tremor models", "abstract":
     "We propose MothFlow, which places Gaussian processes over latent codes for tremor detection. Gaussian "
     "processes make MothFlow calibrated."}]


def test_a_store_build_says_how_many_entities_it_merged_and_relabelled(tmp_path):
    from rdflib import URIRef
    from rdflib.namespace import DCTERMS, SKOS

    from kg.ontology import DEFAULT_BASE_IRI
    from kg.pipeline import build
    from tests.test_store_build import _jsonl

    store = tmp_path / "store"
    first, second = _jsonl(tmp_path / "a.jsonl", FIRST), _jsonl(tmp_path / "b.jsonl", SECOND)
    _, s1 = build([first], out_dir=None, store=store)
    assert s1.store_entities == {"merged": 0, "relabelled": 0, "since": None}
    assert "store entities" not in s1.format()
    g2, s2 = build([second], out_dir=None, store=store)
    gen, echo, gp = (URIRef(DEFAULT_BASE_IRI + k) for k in
                     ("method/gen-network", "method/gated-echo-networks", "method/gaussian-process"))
    assert list(g2.triples((None, DCTERMS.isReplacedBy, None))) == [(gen, DCTERMS.isReplacedBy, echo)]
    # "Gaussian process" in gen-00000001; the new papers write "Gaussian processes", one name spelt
    # another way, so the store keeps its label (session 54: docs/STORE.md, "Labels across builds")
    assert str(g2.value(gp, SKOS.prefLabel)) == "Gaussian process"
    assert s2.store_change["labels"]["kept"] == [[str(gp), "Gaussian process", "Gaussian processes"]]
    assert s2.store_entities == {"merged": 1, "relabelled": 0, "since": "gen-00000001"}
    assert ("store entities: 1 merged into another (dcterms:isReplacedBy) "
            "(since gen-00000001)") in s2.format().splitlines()
    _, s3 = build([second], out_dir=None, store=store)  # the replacement is kept, not made again
    assert s3.store_entities == {"merged": 0, "relabelled": 0, "since": "gen-00000002"}
    assert "store entities" not in s3.format()


# ------------------------------------------------------- 6. topic-rollup: Papers with Code by name

def _rollup_graph():
    """Two papers and the vocabulary terms of a build: CSO "image segmentation" broader than
    "object recognition" (CSO's research-area chain), Papers with Code "Segmentation",
    "Semantic Segmentation" (no parent, as in the shipped hierarchy) and "Scene Segmentation"
    under it."""
    from rdflib import RDF, RDFS, Literal, Namespace, URIRef
    from rdflib.namespace import SKOS

    from kg.ontology import CSO, KGO

    r = Namespace(BASE)
    pwc = Namespace("https://paperswithcode.com/task/")
    g = Graph()

    def term(iri, label, *broader):
        g.add((iri, RDF.type, SKOS.Concept))
        g.add((iri, SKOS.prefLabel, Literal(label, lang="en")))
        g.add((iri, RDFS.label, Literal(label, lang="en")))
        for b in broader:
            g.add((iri, SKOS.broader, b))

    term(CSO["image_segmentation"], "image segmentation")
    term(CSO["object_recognition"], "object recognition", CSO["image_segmentation"])
    term(pwc["segmentation"], "Segmentation")
    term(pwc["semantic-segmentation"], "Semantic Segmentation")
    term(pwc["scene-segmentation"], "Scene Segmentation", pwc["semantic-segmentation"])
    term(pwc["object-recognition"], "Object Recognition")
    for slug, label, match, paper in (
            ("task/pixel-labelling", "pixel labelling", pwc["semantic-segmentation"], "p-seg"),
            ("task/street-scene-parsing", "street scene parsing", pwc["scene-segmentation"], "p-seg"),
            ("task/object-recognition", "object recognition", CSO["object_recognition"], "p-rec")):
        g.add((r[slug], RDF.type, KGO.Task))
        g.add((r[slug], SKOS.prefLabel, Literal(label, lang="en")))
        g.add((r[slug], SKOS.exactMatch, match))
        g.add((r[f"paper/{paper}"], KGO.addresses, r[slug]))
    g.add((r["task/object-recognition"], SKOS.exactMatch, pwc["object-recognition"]))
    for paper, title in (("p-seg", "Labelling street pixels"), ("p-rec", "Recognising objects")):
        g.add((r[f"paper/{paper}"], RDF.type, KGO.Paper))
        g.add((r[f"paper/{paper}"], RDFS.label, Literal(title)))
    return g


@pytest.mark.parametrize("engine", ["rdflib", "oxigraph"])
def test_topic_rollup_reaches_papers_with_code_tasks_named_as_kinds_of_the_topic(engine, tmp_path):
    g = _rollup_graph()
    if engine == "oxigraph":
        g.serialize(tmp_path / "g.nt", format="nt", encoding="utf-8")
        g = tmp_path / "g.nt"

    def rows(topic):
        res = run_query("topic-rollup", g, {"topic": topic})
        return [{k: str(v) for k, v in zip(res.vars, row)} for row in res.rows]

    seg = rows("segmentation")  # PwC "Semantic Segmentation" by name, and "Scene Segmentation" under it
    assert [(r["paperLabel"], r["via"]) for r in seg] == [("Labelling street pixels",
                                                         "pixel labelling | street scene parsing")]
    assert sorted(seg[0]["topicIri"].split()) == ["https://paperswithcode.com/task/scene-segmentation",
                                                  "https://paperswithcode.com/task/semantic-segmentation"]
    # CSO's chain is followed as before (a research-area chain: "object recognition" under
    # "image segmentation"), and a term of the same label in both vocabularies gives one row
    assert [(r["paperLabel"], r["via"]) for r in rows("image segmentation")] == [
        ("Recognising objects", "object recognition")]
    rec = rows("object recognition")
    assert len(rec) == 1 and sorted(rec[0]["topicIri"].split()) == [
        "https://cso.kmi.open.ac.uk/topics/object_recognition", "https://paperswithcode.com/task/object-recognition"]
    # an IRI names that term only (no match by name)
    assert rows("https://paperswithcode.com/task/segmentation") == []
