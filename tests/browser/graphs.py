"""Small graphs in the kgo: vocabulary, built by hand with rdflib, for the view tests.

They follow issue 2's RDF contract (docs/ARCHITECTURE.md): papers with titles, abstracts and
venues; entities with prefLabel/altLabel/paperCount and external matches; typed links with
kgo:Evidence nodes (rdf:Statement + prov:wasDerivedFrom + kgo:sentence); a kgo:Result.
"""
from __future__ import annotations

import hashlib

from rdflib import RDF, RDFS, XSD, Graph, Literal, URIRef
from rdflib.namespace import DCTERMS, PROV, SKOS

from kg.ontology import CSO, DEFAULT_BASE_IRI, KGO, PREFIXES, PWC_METHOD, WD

BASE = DEFAULT_BASE_IRI
XSS_SCRIPT = "<script>window.__xss=1</script>"
XSS_IMG = '<img src=x onerror="window.__xss=1">'


def iri(path: str) -> URIRef:
    return URIRef(BASE + path)


def _bind(g: Graph) -> Graph:
    for prefix, ns in PREFIXES.items():
        g.bind(prefix, ns)
    return g


def add_paper(g: Graph, pid: str, label: str, abstract: str, venue: str, year: int, title: str | None = None) -> URIRef:
    p = iri(f"paper/{pid}")
    g.add((p, RDF.type, KGO.Paper))
    g.add((p, DCTERMS.identifier, Literal(pid)))
    g.add((p, RDFS.label, Literal(label)))
    if title:
        g.add((p, DCTERMS.title, Literal(title)))
    g.add((p, DCTERMS.abstract, Literal(abstract)))
    v = iri("venue/" + venue.lower().replace(" ", "-") + f"-{year}")
    g.add((v, RDF.type, KGO.Venue))
    g.add((v, RDFS.label, Literal(f"{venue} {year}")))
    g.add((v, KGO.year, Literal(str(year), datatype=XSD.gYear)))
    g.add((p, KGO.publishedIn, v))
    return p


def add_entity(g: Graph, type_name: str, slug: str, label: str, alts: tuple[str, ...] = (),
               papers: int = 1, acronym: str | None = None) -> URIRef:
    e = iri(f"{type_name.lower()}/{slug}")
    g.add((e, RDF.type, getattr(KGO, type_name)))
    g.add((e, RDFS.label, Literal(label)))
    g.add((e, SKOS.prefLabel, Literal(label)))
    for a in alts:
        g.add((e, SKOS.altLabel, Literal(a)))
    if acronym:
        g.add((e, KGO.acronym, Literal(acronym)))
    g.add((e, KGO.paperCount, Literal(papers)))
    return e


def add_link(g: Graph, s: URIRef, rel: URIRef, o: URIRef, paper: URIRef, sentence: str, start: int = 0) -> URIRef:
    g.add((s, rel, o))
    digest = hashlib.sha1("|".join(map(str, (paper, s, rel, o, sentence))).encode()).hexdigest()[:16]
    ev = iri(f"evidence/{digest}")
    g.add((ev, RDF.type, KGO.Evidence))
    g.add((ev, RDF.subject, s))
    g.add((ev, RDF.predicate, rel))
    g.add((ev, RDF.object, o))
    g.add((ev, PROV.wasDerivedFrom, paper))
    g.add((ev, KGO.sentence, Literal(sentence)))
    g.add((ev, KGO.startOffset, Literal(start)))
    g.add((ev, KGO.endOffset, Literal(start + len(sentence))))
    g.add((ev, KGO.extractor, Literal("rule")))
    g.add((ev, KGO.confidence, Literal("0.9", datatype=XSD.decimal)))
    g.add((paper, KGO.evidence, ev))
    return ev


SPADE_SENTENCE = ("We propose Support-Proximity Augmented Diffusion Estimation (SPADE), "
                  "a diffusion model for tabular density estimation.")


def small_graph() -> Graph:
    """Three papers (two venues), five methods incl. SPADE, two tasks, two datasets, a metric, a result."""
    g = _bind(Graph())
    p1 = add_paper(g, "p1", "SPADE (ICML 2026)",
                   SPADE_SENTENCE + " On the UCI benchmark SPADE improves log-likelihood by 4.2% over TabDDPM.",
                   "ICML", 2026)
    p2 = add_paper(g, "p2", "Graph Transformers for Molecules",
                   "We study molecular property prediction with graph transformers on QM9. Code: https://github.com/example/gtm",
                   "ICML", 2026, title="Graph Transformers for Molecules")
    p3 = add_paper(g, "p3", "Diffusion for tables, revisited",
                   "We revisit TabDDPM for tabular density estimation on UCI and compare with SPADE.",
                   "NeurIPS", 2023, title="Diffusion for tables, revisited")
    g.add((p2, KGO.codeRepository, URIRef("https://github.com/example/gtm")))

    spade = add_entity(g, "Method", "spade", "SPADE", ("Support-Proximity Augmented Diffusion Estimation",),
                       papers=2, acronym="SPADE")
    g.add((spade, SKOS.closeMatch, PWC_METHOD["diffusion"]))
    tabddpm = add_entity(g, "Method", "tabddpm", "TabDDPM", papers=2)
    diffusion = add_entity(g, "Method", "diffusion-model", "diffusion model", ("diffusion models",), papers=2)
    g.add((diffusion, SKOS.exactMatch, CSO["diffusion_model"]))
    g.add((diffusion, SKOS.exactMatch, WD["Q123456"]))
    gt = add_entity(g, "Method", "graph-transformer", "graph transformer", ("graph transformers", "GT"), papers=1)
    comp = add_entity(g, "Method", "support-proximity-module", "support-proximity module", papers=1)
    density = add_entity(g, "Task", "tabular-density-estimation", "tabular density estimation", papers=2)
    molprop = add_entity(g, "Task", "molecular-property-prediction", "molecular property prediction", papers=1)
    uci = add_entity(g, "Dataset", "uci", "UCI", ("UCI benchmark",), papers=2)
    qm9 = add_entity(g, "Dataset", "qm9", "QM9", papers=1)
    ll = add_entity(g, "Metric", "log-likelihood", "log-likelihood", papers=1)

    add_link(g, p1, KGO.proposes, spade, p1, SPADE_SENTENCE)
    add_link(g, p1, KGO.mainTask, density, p1, SPADE_SENTENCE)
    g.add((p1, KGO.addresses, density))  # mainTask is a sub-property of addresses
    add_link(g, spade, KGO.uses, diffusion, p1, SPADE_SENTENCE)
    add_link(g, comp, KGO.partOf, spade, p1, SPADE_SENTENCE)
    s2 = "On the UCI benchmark SPADE improves log-likelihood by 4.2% over TabDDPM."
    add_link(g, p1, KGO.evaluatedOn, uci, p1, s2, 120)
    add_link(g, spade, KGO.comparesWith, tabddpm, p1, s2, 120)
    add_link(g, p1, KGO.usesMetric, ll, p1, s2, 120)
    res = iri("result/p1-1")
    g.add((res, RDF.type, KGO.Result))
    g.add((res, KGO.value, Literal("4.2", datatype=XSD.decimal)))
    g.add((res, KGO.unit, Literal("%")))
    g.add((res, KGO.metric, ll))
    g.add((res, KGO.onDataset, uci))
    g.add((res, KGO.resultText, Literal("improves log-likelihood by 4.2%")))
    g.add((p1, KGO.reportsResult, res))

    s3 = "We study molecular property prediction with graph transformers on QM9."
    add_link(g, p2, KGO.addresses, molprop, p2, s3)
    add_link(g, p2, KGO.uses, gt, p2, s3)
    add_link(g, p2, KGO.evaluatedOn, qm9, p2, s3)

    s4 = "We revisit TabDDPM for tabular density estimation on UCI and compare with SPADE."
    add_link(g, p3, KGO.uses, tabddpm, p3, s4)
    add_link(g, p3, KGO.addresses, density, p3, s4)
    add_link(g, p3, KGO.evaluatedOn, uci, p3, s4)
    add_link(g, p3, KGO.comparesWith, spade, p3, s4)
    g.add((p3, KGO.mentions, diffusion))
    g.add((URIRef(BASE + "build"), DCTERMS.modified, Literal("2026-11-29T12:00:00", datatype=XSD.dateTime)))
    return g


def xss_graph() -> Graph:
    """Papers and entities whose labels, title and abstract carry markup that must stay text."""
    g = _bind(Graph())
    p = add_paper(g, "x1", "</script><script>window.__xss=1</script>",
                  f"Abstract with {XSS_SCRIPT} and {XSS_IMG} and \"quotes\" and 'single' and <!-- comment --> "
                  "and \u2028line\u2029separators.",
                  "ICML", 2026, title=f"Title {XSS_IMG} </script>")
    m = add_entity(g, "Method", "evil", XSS_SCRIPT, (XSS_IMG, "EVIL"), papers=1)
    g.add((m, SKOS.exactMatch, URIRef("javascript:window.__xss=1")))
    g.add((p, KGO.codeRepository, Literal("javascript:window.__xss=1")))
    t = add_entity(g, "Task", "quote", "task \"with\" 'quotes' & <b>bold</b>", papers=1)
    add_link(g, p, KGO.proposes, m, p, f"We propose {XSS_SCRIPT} {XSS_IMG}.")
    add_link(g, p, KGO.addresses, t, p, "A sentence with </script> in it.")
    return g
