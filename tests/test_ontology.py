"""kg/ontology.py mirrors ontology/paperkg.ttl term for term."""
from rdflib import OWL, RDF, RDFS, Graph, URIRef

from kg.ontology import KGO, ONTOLOGY_DIR


def test_every_python_term_is_defined_in_the_ttl_and_back():
    g = Graph().parse(ONTOLOGY_DIR / "paperkg.ttl")
    ns = str(KGO._NS)
    defined = {s for s in g.subjects(RDF.type, None) if isinstance(s, URIRef) and str(s).startswith(ns)}
    python = {KGO[name] for name in KGO.__annotations__}
    assert defined == python
    for term in defined:  # every term has a label and a definition (a user trial found five without)
        assert g.value(term, RDFS.label) is not None, term
        assert g.value(term, RDFS.comment) is not None, f"{term} has no rdfs:comment"
    assert {str(p) for p in g.subjects(RDF.type, OWL.ObjectProperty)} >= {str(KGO.metric), str(KGO.onDataset)}


def test_alignment_axioms():
    g = Graph().parse(ONTOLOGY_DIR / "paperkg.ttl")
    sub = lambda a: {str(o) for o in g.objects(a, RDFS.subClassOf)}
    assert "http://purl.org/spar/fabio/ResearchPaper" in sub(KGO.Paper)
    assert "https://schema.org/ScholarlyArticle" in sub(KGO.Paper)
    assert "http://www.w3.org/ns/mls#Algorithm" in sub(KGO.Method)
    assert "http://www.w3.org/ns/mls#EvaluationMeasure" in sub(KGO.Metric)
    assert {"http://www.w3.org/ns/mls#Dataset", "https://schema.org/Dataset"} <= sub(KGO.Dataset)


def test_linked_papers_with_code_alignment():
    g = Graph().parse(ONTOLOGY_DIR / "paperkg.ttl")
    lpwc = "https://linkedpaperswithcode.com/"
    sub = lambda a: {str(o) for o in g.objects(a, RDFS.subClassOf)}
    subp = lambda a: {str(o) for o in g.objects(a, RDFS.subPropertyOf)}
    for term, cls in [(KGO.Paper, "paper"), (KGO.Method, "method"), (KGO.Task, "task"), (KGO.Dataset, "dataset")]:
        assert lpwc + "class/" + cls in sub(term)
    for term, prop in [(KGO.addresses, "hasTask"), (KGO.evaluatedOn, "usesDataset"), (KGO.uses, "hasMethod")]:
        assert lpwc + "property/" + prop in subp(term)
    # since session 59 only a see-also: LPWC's hasRepository points to a repository node, ours to the address
    assert lpwc + "property/hasRepository" not in subp(KGO.codeRepository)
    assert lpwc + "property/hasRepository" in {str(o) for o in g.objects(KGO.codeRepository, RDFS.seeAlso)}


def test_every_linked_papers_with_code_term_used_is_declared_there():
    """Every LPWC term used is one the LPWC ontology declares (in ../shared/vocab/lpwc, read
    when it is there, like the other tests that read ../shared)."""
    from pathlib import Path

    import pytest

    g = Graph().parse(ONTOLOGY_DIR / "paperkg.ttl")
    lpwc = "https://linkedpaperswithcode.com/"
    shared = Path(__file__).resolve().parents[2] / "shared" / "vocab" / "lpwc" / "linkedpaperswithcode-ontology.ttl"
    if not shared.is_file():
        pytest.skip(f"{shared} is not here")
    declared = {str(s) for s in Graph().parse(shared).subjects()}
    used = {str(o) for _, p, o in g if str(o).startswith(lpwc)}
    assert used and used <= declared, used - declared


def test_ontology_publishing_metadata_follows_the_package_version():
    """Session 50 (trial C): licence, creator, version IRI and info from the package version,
    the preferred prefix and namespace (VANN), and a range of kgo:codeRepository."""
    import kg
    from rdflib import Literal, Namespace, XSD
    from rdflib.namespace import DCTERMS, FOAF

    vann = Namespace("http://purl.org/vocab/vann/")
    g = Graph().parse(ONTOLOGY_DIR / "paperkg.ttl")
    onto = URIRef("https://w3id.org/paperkg/ontology")
    assert g.value(onto, OWL.versionInfo) == Literal(kg.__version__)
    assert g.value(onto, OWL.versionIRI) == URIRef(f"https://w3id.org/paperkg/ontology/{kg.__version__}")
    assert g.value(onto, DCTERMS.license) == URIRef("https://spdx.org/licenses/MIT.html")
    # dc:creator (a name; dcterms:creator's range is dcterms:Agent: session 52)
    assert g.value(onto, URIRef("http://purl.org/dc/elements/1.1/creator")) is not None
    assert g.value(onto, DCTERMS.creator) is None
    assert str(g.value(onto, vann.preferredNamespacePrefix)) == "kgo"
    assert str(g.value(onto, vann.preferredNamespaceUri)) == str(KGO._NS)
    assert g.value(onto, vann.preferredNamespaceUri).datatype == XSD.anyURI
    assert g.value(KGO.codeRepository, RDFS.range) == FOAF.Document
