"""Language tags on the graph's natural-language literals (session 14).

Labels, titles, abstracts, keywords, evidence sentences and result phrases are ``"..."@en``
(kg.ontology.LANGUAGE); identifiers, person and venue names, units and rule names are plain;
a paper whose abstract does not read as English (kg.extract.pipeline.not_english) keeps its
text untagged, and so do the labels of the entities that only such papers mention; an entity
that an English paper mentions too keeps its tag.
"""
from __future__ import annotations

import io
import json
from dataclasses import replace
from pathlib import Path

from rdflib import RDF, RDFS, XSD, Graph, Literal, Namespace, URIRef
from rdflib.collection import Collection
from rdflib.namespace import DCTERMS, SKOS

from kg.export import entities_csv, graphml, jsonld, ntriples, turtle
from kg.extract.pipeline import not_english
from kg.graph import build_graph, paper_language
from kg.ontology import DC, KGO, LANGUAGE, ONTOLOGY_DIR, SCHEMA
from kg.query import run_query
from kg.records import ExternalTerm, extraction_from_dict, extraction_to_dict
from kg.resolve import resolve
from kg.validate import cli_validate, validate
from tests.factories import extraction, link, mention, result

BASE = "https://example.org/kg/"
EN = ("We propose SPADE, a framework for black-box optimization. It reaches 76.1% accuracy "
      "on Design-Bench and beats GRPO.")
DE = ("Wir stellen SPADE vor, ein neues Verfahren zur Optimierung von Funktionen ohne Gradienten. "
      "Es erreicht eine Genauigkeit von 76,1 Prozent auf Design-Bench und schlägt GRPO deutlich.")
DE2 = ("Wir stellen Kalman-Netz vor, ein Verfahren zur Zustandsschätzung mit neuronalen Netzen. "
       "Kalman-Netz übertrifft klassische Filter auf allen unseren Datensätzen deutlich.")


def _english():
    ms = [mention("SPADE", EN, "Method", "proposed"), mention("black-box optimization", EN, "Task", "task", main=True),
          mention("Design-Bench", EN, "Dataset", "dataset"), mention("GRPO", EN, "Method", "compared"),
          mention("accuracy", EN, "Metric", "metric")]
    ls = [link("proposes", None, "SPADE", "Method", EN), link("evaluatedOn", "SPADE", "Design-Bench", "Dataset", EN)]
    ex = extraction("p-en", EN, mentions=ms, links=ls, results=[result("76.1", "accuracy", EN, dataset="Design-Bench")],
                    title="SPADE: Black-Box Optimization")
    return replace(ex, paper=replace(ex.paper, authors=("Ada Lovelace",), keywords=("optimization",)))


def _german(pid: str = "p-de", text: str = DE, name: str = "GRPO"):
    ms = [mention(name, text, "Method", "proposed")]
    ex = extraction(pid, text, mentions=ms, links=[link("proposes", None, name, "Method", text)],
                    title="Ein Titel auf Deutsch")
    return replace(ex, paper=replace(ex.paper, keywords=("Optimierung",)))


def _graph(exs, terms=None):
    return build_graph(exs, resolve(exs), terms, base_iri=BASE)


def test_the_language_is_one_constant_and_english_text_is_tagged_with_it():
    assert LANGUAGE == "en"
    g = _graph([_english()])
    paper = URIRef(BASE + "paper/p-en")
    spade = URIRef(BASE + "method/spade")
    for pred in (RDFS.label, DCTERMS.title, DCTERMS.abstract, SCHEMA.keywords):
        values = list(g.objects(paper, pred))
        assert values and all(v.language == "en" for v in values), pred
    assert g.value(paper, DCTERMS.title) == Literal("SPADE: Black-Box Optimization", lang="en")
    assert g.value(spade, SKOS.prefLabel) == Literal("SPADE", lang="en")
    assert g.value(spade, RDFS.label) == Literal("SPADE", lang="en")
    task = URIRef(BASE + "task/black-box-optimization")
    assert g.value(task, SKOS.prefLabel) == Literal("black-box optimization", lang="en")
    sentences = list(g.objects(None, KGO.sentence))
    assert sentences and {s.language for s in sentences} == {"en"}
    r = next(g.subjects(RDF.type, KGO.Result))
    assert g.value(r, KGO.resultText).language == "en"


def test_identifiers_names_units_rules_and_numbers_stay_untagged():
    g = _graph([_english()])
    paper = URIRef(BASE + "paper/p-en")
    assert g.value(paper, DCTERMS.identifier) == Literal("p-en")
    assert g.value(paper, DC.creator) == Literal("Ada Lovelace")
    venue = g.value(paper, KGO.publishedIn)
    assert g.value(venue, RDFS.label) == Literal("ICML 2026")
    assert g.value(venue, KGO.year) == Literal("2026", datatype=XSD.gYear)
    r = next(g.subjects(RDF.type, KGO.Result))
    assert g.value(r, KGO.unit) == Literal("%")
    assert g.value(r, KGO.value).datatype == XSD.decimal
    rules = set(g.objects(None, KGO.extractor))
    assert rules and all(v.language is None and v.datatype is None for v in rules)
    counts = set(g.objects(None, KGO.paperCount))
    assert counts and all(v.datatype == XSD.integer for v in counts)


def test_a_paper_that_does_not_read_as_english_gets_no_false_tag():
    de = _german()
    assert not_english(DE) is not None and not_english(EN) is None  # the extractor's warning
    assert paper_language(de) is None and paper_language(_english()) == "en"
    g = _graph([_english(), de, _german("p-de2", DE2, "Kalman-Netz")])
    paper = URIRef(BASE + "paper/p-de")
    for pred in (RDFS.label, DCTERMS.title, DCTERMS.abstract, SCHEMA.keywords):
        values = list(g.objects(paper, pred))
        assert values and all(v.language is None and v.datatype is None for v in values), pred
    own = [e for e in g.subjects(RDF.type, KGO.Evidence) if (e, URIRef("http://www.w3.org/ns/prov#wasDerivedFrom"), paper) in g]
    assert own and all(g.value(e, KGO.sentence).language is None for e in own)
    # an entity only the German papers name is untagged; one an English paper names too is
    # tagged (GRPO is named by p-en and p-de), as is one only English papers name
    assert g.value(URIRef(BASE + "method/kalman-netz"), SKOS.prefLabel) == Literal("Kalman-Netz")
    assert g.value(URIRef(BASE + "method/kalman-netz"), RDFS.label) == Literal("Kalman-Netz")
    assert g.value(URIRef(BASE + "method/grpo"), SKOS.prefLabel) == Literal("GRPO", lang="en")
    assert g.value(URIRef(BASE + "method/spade"), SKOS.prefLabel) == Literal("SPADE", lang="en")
    assert g.value(URIRef(BASE + "paper/p-en"), DCTERMS.abstract).language == "en"
    report = validate(g)
    assert report.conforms, report.format()


def test_a_dataset_named_by_an_english_and_a_german_paper_keeps_its_tag():
    """One German abstract naming a dataset does not strip the tag the English papers give it;
    a dataset only the German paper names stays plain."""
    de_text = ("Wir stellen ein neues Verfahren zur Klassifikation von Bildern vor. Es erreicht "
               "auf Design-Bench und auf Bildmenge-7 eine deutlich bessere Genauigkeit als alle "
               "bisherigen Verfahren.")
    assert not_english(de_text) is not None
    ms = [mention("Design-Bench", de_text, "Dataset", "dataset"), mention("Bildmenge-7", de_text, "Dataset", "dataset")]
    de = extraction("p-de3", de_text, mentions=ms,
                    links=[link("evaluatedOn", None, "Design-Bench", "Dataset", de_text)], title="Bilder")
    en = _english()
    g = _graph([en, de])
    bench, own = URIRef(BASE + "dataset/design-bench"), URIRef(BASE + "dataset/bildmenge-7")
    for pred in (RDFS.label, SKOS.prefLabel):
        assert g.value(bench, pred) == Literal("Design-Bench", lang="en"), pred
        assert g.value(own, pred) == Literal("Bildmenge-7"), pred
    # the English paper alone gives the same label: adding the German paper changes nothing
    assert _graph([en]).value(bench, SKOS.prefLabel) == g.value(bench, SKOS.prefLabel)
    assert validate(g).conforms


def test_records_restored_from_a_store_give_the_same_tags():
    """extraction_from_dict drops ``warnings``: the graph stage decides from the text."""
    exs = [_english(), _german()]
    back = [extraction_from_dict(json.loads(json.dumps(extraction_to_dict(ex)))) for ex in exs]
    assert all(not ex.warnings for ex in back)
    assert turtle(_graph(exs)) == turtle(_graph(back))


def test_external_term_labels_are_english():
    ex = _english()
    res = resolve([ex])
    key = res.index[("p-en", "Task", "black-box optimization")]
    res.entities[key].broad_matches.append("https://cso.kmi.open.ac.uk/topics/optimization")
    term = ExternalTerm(iri="https://cso.kmi.open.ac.uk/topics/optimization", label="optimization", source="cso")
    g = build_graph([ex], res, {term.iri: term}, base_iri=BASE)
    assert g.value(URIRef(term.iri), RDFS.label) == Literal("optimization", lang="en")


def test_exports_show_the_tag_in_rdf_only_and_stay_deterministic(tmp_path):
    exs = [_english(), _german()]
    g1, g2 = _graph(exs), _graph(list(reversed(exs)))
    ttl = turtle(g1)
    assert ttl == turtle(g2) and jsonld(g1) == jsonld(g2)
    nt = ntriples(g1)
    assert '<http://purl.org/dc/terms/title> "SPADE: Black-Box Optimization"@en .' in nt
    assert '<http://purl.org/dc/terms/title> "Ein Titel auf Deutsch" .' in nt
    doc = json.loads(jsonld(g1))
    spade = next(n for n in doc if n["@id"] == BASE + "method/spade")
    assert spade["http://www.w3.org/2004/02/skos/core#prefLabel"] == [{"@language": "en", "@value": "SPADE"}]
    for text in (graphml(g1), entities_csv(g1)):
        assert "SPADE" in text and "@en" not in text
    assert "method/spade,Method,SPADE," in entities_csv(g1)


def test_shipped_queries_match_tagged_labels_through_parameters():
    g = _graph([_english()])
    rows = run_query("papers-on-dataset", g, {"dataset": "design-bench"}).rows
    assert len(rows) == 1 and str(rows[0][2]) == "SPADE: Black-Box Optimization"
    rows = run_query("link-evidence", g, {"subject": "spade", "object": "DESIGN-BENCH"}).rows
    assert rows and {str(r[6]) for r in rows} == {"test-rule"}
    rows = run_query("methods-for-task", g, {"task": "Black-box optimization"}).rows
    assert [str(r[1]) for r in rows] == ["SPADE"]


def test_a_wikidata_style_join_on_english_labels_needs_no_str():
    g = _graph([_english()])
    g.add((URIRef("http://www.wikidata.org/entity/Q1"), RDFS.label, Literal("SPADE", lang="en")))
    rows = list(g.query("""
        PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
        PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
        SELECT ?e ?item WHERE { ?e skos:prefLabel ?l . ?item rdfs:label ?l
                                FILTER(STRSTARTS(STR(?item), "http://www.wikidata.org/")) }"""))
    assert [(str(e), str(i)) for e, i in rows] == [(BASE + "method/spade", "http://www.wikidata.org/entity/Q1")]


def test_the_ontology_and_shapes_tag_their_own_text():
    for name in ("paperkg.ttl", "shapes.ttl"):
        g = Graph().parse(ONTOLOGY_DIR / name)
        tags = set(_language_in(g))  # the language the shapes admit is a value, not text
        # so are the values an sh:in list admits (kgo:readAs: "venue", "jsonl" ... as the
        # graph writes them, plain strings, which a tagged member would never equal)
        values = {m for lst in g.objects(None, SH["in"]) for m in Collection(g, lst)}
        texts = [(s, p, o) for s, p, o in g if isinstance(o, Literal) and o.datatype is None
                 and p != URIRef("http://www.w3.org/2002/07/owl#versionInfo")
                 and not (p == RDF.first and (o in tags or o in values))]
        assert texts and all(o.language == "en" for _s, _p, o in texts), \
            [o for _s, _p, o in texts if o.language != "en"][:3]
    onto = Graph().parse(ONTOLOGY_DIR / "paperkg.ttl")
    for prop in (KGO.sentence, KGO.resultText, KGO.acronym, KGO.sourceAbstract):
        assert onto.value(prop, RDFS.range) == RDFS.Literal, prop
    for prop in (KGO.unit, KGO.extractor):
        assert onto.value(prop, RDFS.range) == XSD.string, prop


def test_shapes_admit_tagged_and_plain_text_and_nothing_else():
    g = _graph([_english(), _german()])
    assert validate(g).conforms
    ev = next(g.subjects(RDF.type, KGO.Evidence))
    g.set((ev, KGO.sentence, Literal(3)))
    r = next(g.subjects(RDF.type, KGO.Result))
    g.set((r, KGO.unit, Literal("%", lang="en")))
    report = validate(g)
    assert not report.conforms
    paths = sorted(v.path for v in report.violations)
    assert paths == ["kgo:sentence", "kgo:unit"], report.format()


SH = Namespace("http://www.w3.org/ns/shacl#")
SAMPLE_TTL = Path(__file__).resolve().parent.parent / "exports" / "graph.ttl"


def _language_in(shapes: Graph) -> list[Literal]:
    """Every member of every sh:languageIn list in ``shapes``."""
    return [m for lst in shapes.objects(None, SH.languageIn) for m in Collection(shapes, lst)]


def test_the_shapes_admit_one_language_the_one_the_graph_uses():
    shapes = Graph().parse(ONTOLOGY_DIR / "shapes.ttl")
    assert _language_in(shapes) == [Literal(LANGUAGE)]


def test_a_label_in_another_language_fails_validation_and_the_sample_conforms(tmp_path):
    out, err = io.StringIO(), io.StringIO()
    assert cli_validate(SAMPLE_TTL, out=out, err=err) == 0, out.getvalue() + err.getvalue()
    g = Graph().parse(SAMPLE_TTL)
    method = sorted(g.subjects(RDF.type, KGO.Method))[0]
    g.set((method, SKOS.prefLabel, Literal("student models", lang="de")))
    report = validate(g)
    assert not report.conforms
    assert [(v.path, v.value) for v in report.violations] == [("skos:prefLabel", '"student models"@de')], \
        report.format()
    assert "skos:prefLabel is rdf:langString (@en) or xsd:string" in report.violations[0].message
    bad = tmp_path / "de.ttl"
    g.serialize(bad, format="turtle")
    out = io.StringIO()
    assert cli_validate(bad, out=out, err=err) == 1
    assert "skos:prefLabel: an entity's skos:prefLabel is rdf:langString (@en)" in out.getvalue()
    # plain text (a paper that does not read as English) and the graph's own tag still pass
    for ok in (Literal("student models"), Literal("student models", lang=LANGUAGE)):
        g.set((method, SKOS.prefLabel, ok))
        assert validate(g).conforms, ok
    paper = sorted(g.subjects(RDF.type, KGO.Paper))[0]
    g.set((paper, DCTERMS.title, Literal("Ein Titel", lang="de")))
    # (a hand edit may also change the graph's size: void:triples then warns, kg/validate.py)
    assert [v.path for v in validate(g).violations if v.severity == "Violation"] == ["dcterms:title"]


def test_a_store_build_keeps_a_german_paper_untagged_in_later_generations(tmp_path):
    from kg.pipeline import build

    first = tmp_path / "a.jsonl"
    first.write_text(json.dumps({"id": "de1", "title": "Ein Titel auf Deutsch", "abstract": DE}) + "\n"
                     + json.dumps({"id": "en1", "title": "SPADE", "abstract": EN}) + "\n", encoding="utf-8")
    second = tmp_path / "b.jsonl"
    second.write_text(json.dumps({"id": "en2", "abstract": EN.replace("SPADE", "ROUTE")}) + "\n", encoding="utf-8")
    store = tmp_path / "store"
    build([first], out_dir=None, store=store, n_process=1)
    g, _ = build([second], out_dir=tmp_path / "out", store=store, n_process=1, html=False)
    titles = {str(s).rsplit("/", 1)[-1]: o for s, o in g.subject_objects(DCTERMS.title)}
    assert titles["de1"] == Literal("Ein Titel auf Deutsch")
    assert titles["en1"] == Literal("SPADE", lang="en")
    text = (tmp_path / "out" / "graph.nt").read_text(encoding="utf-8")
    assert '"Ein Titel auf Deutsch" .' in text and '"SPADE"@en .' in text
