"""The PaperKG vocabulary (``kgo:``) and the external namespaces it aligns with.

``KGO`` is an rdflib :class:`~rdflib.namespace.DefinedNamespace`, so a misspelt term
fails at import/attribute time instead of minting a new IRI. It mirrors
``ontology/paperkg.ttl`` (the single definition of every term, with labels, comments,
domains and ranges); ``tests/test_ontology.py`` checks that the two agree.
"""
from __future__ import annotations

import json
import sys
from functools import lru_cache

from rdflib import RDFS, Graph, Namespace, URIRef
from rdflib.namespace import DefinedNamespace

from kg.resources import resource_dir

#: Default base for resource IRIs (papers, entities, results, evidence).
DEFAULT_BASE_IRI = "https://w3id.org/paperkg/resource/"

#: BCP 47 language tag of the graph's natural-language literals (defined here only): entity
#: labels (rdfs:label, skos:prefLabel, skos:altLabel, kgo:acronym), a paper's label, title,
#: abstract, source abstract and keywords, evidence sentences, result phrases and the labels of
#: external terms (CSO, Papers with Code) are ``"..."@en``, as Wikidata's and ORKG's labels are.
#: Identifiers, person names, venue names, URLs, units, rule names and numbers stay untagged
#: (xsd:string or their datatype), as does the text of a paper whose abstract does not read as
#: English (:func:`kg.graph.paper_language`). The ontology's own labels and comments
#: (ontology/paperkg.ttl, ontology/shapes.ttl) carry the same tag.
LANGUAGE = "en"

#: Folder holding paperkg.ttl and shapes.ttl: the repository's ``ontology/`` in a checkout,
#: the packaged copy in an installed wheel (see :func:`kg.resources.resource_dir`).
ONTOLOGY_DIR = resource_dir("ontology")


class KGO(DefinedNamespace):
    """Terms of ``https://w3id.org/paperkg/ontology#`` (see ontology/paperkg.ttl)."""

    _NS = Namespace("https://w3id.org/paperkg/ontology#")
    _fail = True

    # classes
    Paper: URIRef
    Venue: URIRef
    Entity: URIRef
    Method: URIRef
    Task: URIRef
    Dataset: URIRef
    Metric: URIRef
    Result: URIRef
    Evidence: URIRef
    LinkSupport: URIRef
    MatchSupport: URIRef
    ChangeDirection: URIRef
    InputFile: URIRef
    CurationFile: URIRef
    Correction: URIRef
    # members of kgo:ChangeDirection
    Increase: URIRef
    Decrease: URIRef
    Improvement: URIRef
    ValueBound: URIRef
    # members of kgo:ValueBound
    UpperBound: URIRef
    LowerBound: URIRef
    Approximate: URIRef
    # typed links
    proposes: URIRef
    proposedIn: URIRef  # owl:inverseOf kgo:proposes; never written, derived by a reasoner
    addresses: URIRef
    mainTask: URIRef
    evaluatedOn: URIRef
    pretrainedOn: URIRef
    uses: URIRef
    comparesWith: URIRef
    partOf: URIRef
    usesMetric: URIRef
    reportsResult: URIRef
    mentions: URIRef
    codeRepository: URIRef
    publishedIn: URIRef
    # results
    metric: URIRef
    onDataset: URIRef
    ofMethod: URIRef
    value: URIRef
    valueMax: URIRef
    unit: URIRef
    isChange: URIRef
    isBaselineResult: URIRef
    changeDirection: URIRef
    valueBound: URIRef
    lowerIsBetter: URIRef
    resultText: URIRef
    setting: URIRef
    # counts and metadata
    paperCount: URIRef
    supportCount: URIRef
    year: URIRef
    acronym: URIRef
    sourceAbstract: URIRef
    # evidence
    evidence: URIRef
    sentence: URIRef
    startOffset: URIRef
    endOffset: URIRef
    inTitle: URIRef
    extractor: URIRef
    confidence: URIRef
    matchedLabel: URIRef
    # build provenance
    recordsRead: URIRef
    readAs: URIRef
    # curation (kg.curation)
    curationAction: URIRef
    curationLine: URIRef


#: FRBR-aligned Bibliographic Ontology (FaBiO): the paper class's alignment (fabio:ResearchPaper)
#: and a paper's own year, ``fabio:hasPublicationYear`` (an ``xsd:gYear``: the record's year
#: field, else the year its venue names), which may differ from its venue's kgo:year (a BibTeX
#: ``year = {2023}`` beside ``booktitle = {ICML'24}``).
FABIO = Namespace("http://purl.org/spar/fabio/")
MLS = Namespace("http://www.w3.org/ns/mls#")
SCHEMA = Namespace("https://schema.org/")
CSO = Namespace("https://cso.kmi.open.ac.uk/topics/")
PWC_METHOD = Namespace("https://paperswithcode.com/method/")
PWC_TASK = Namespace("https://paperswithcode.com/task/")
#: Linked Papers with Code's classes (https://linkedpaperswithcode.com): the graph types each
#: dataset ``lpwcc:dataset`` (and so on) through the alignment of ontology/paperkg.ttl, which
#: binds the same prefix.
LPWC_CLASS = Namespace("https://linkedpaperswithcode.com/class/")
WD = Namespace("http://www.wikidata.org/entity/")
VOID = Namespace("http://rdfs.org/ns/void#")
DCAT = Namespace("http://www.w3.org/ns/dcat#")
#: Dublin Core Metadata Element Set 1.1 (``dc:``): a paper's author names are ``dc:creator``
#: literals (DCMI recommends the elements' properties for literal values: ``dcterms:creator``
#: has the range ``dcterms:Agent``, and Linked Papers With Code declares it an owl:ObjectProperty,
#: so a literal there clashes with both); ``bibo:authorList`` keeps their order. Since session 52
#: (``dcterms:creator`` before).
DC = Namespace("http://purl.org/dc/elements/1.1/")
#: The Bibliographic Ontology (BIBO): a paper's ordered author names, ``bibo:authorList``
#: (an ``rdf:Seq`` whose ``rdf:_1``, ``rdf:_2`` ... are the names in the order the record gives).
BIBO = Namespace("http://purl.org/ontology/bibo/")
#: arXiv's abstract pages: ``ARXIV_ABS["2401.00001"]`` is the arXiv page of a paper, the
#: object of its schema:sameAs (as its DOI's ``https://doi.org/`` address is). Not a bound
#: prefix: it names papers outside the graph, as ``https://doi.org/`` does.
ARXIV_ABS = Namespace("https://arxiv.org/abs/")
#: OpenAlex's works: ``OPENALEX + "W2741809807"`` is a paper's OpenAlex work, also the object
#: of its schema:sameAs (:attr:`kg.records.Paper.openalex`); not a bound prefix either.
OPENALEX = "https://openalex.org/"
#: Semantic Scholar's paper pages: ``SEMANTIC_SCHOLAR + paperId`` (40 hex digits) is a paper's
#: page there (the address S2's API gives as a paper's ``url``), the object of its schema:sameAs
#: (:attr:`kg.records.Paper.semanticscholar`); not a bound prefix either.
SEMANTIC_SCHOLAR = "https://www.semanticscholar.org/paper/"

#: One skos:ConceptScheme per external vocabulary whose terms a graph labels (SKOS Reference,
#: section 4), so that a SKOS client tells a CSO topic from a Papers with Code term by its
#: skos:inScheme rather than by its IRI's prefix: :attr:`kg.records.ExternalTerm.source` ->
#: (scheme IRI, its English label, the vocabulary's home page, the scheme's dcterms:source).
#: :func:`kg.graph.external_scheme_triples` describes the schemes a build uses (since session 55).
#: The IRIs are PaperKG's own (beside :data:`SHAPES_IRI`): neither vocabulary publishes a
#: skos:ConceptScheme of its own.
EXTERNAL_SCHEMES: dict[str, tuple[str, str, str]] = {
    "cso": ("https://w3id.org/paperkg/scheme/cso", "Computer Science Ontology (CSO) topics",
            "https://cso.kmi.open.ac.uk/"),
    "pwc": ("https://w3id.org/paperkg/scheme/pwc", "Papers with Code methods and tasks",
            "https://paperswithcode.com/"),
}

#: Prefixes bound in every exported graph (and in shipped queries).
PREFIXES: dict[str, str] = {
    "kgo": str(KGO._NS),
    "skos": "http://www.w3.org/2004/02/skos/core#",
    "dcterms": "http://purl.org/dc/terms/",
    "dc": str(DC),
    "prov": "http://www.w3.org/ns/prov#",
    "rdfs": "http://www.w3.org/2000/01/rdf-schema#",
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "xsd": "http://www.w3.org/2001/XMLSchema#",
    "owl": "http://www.w3.org/2002/07/owl#",
    "schema": str(SCHEMA),
    "fabio": str(FABIO),
    "mls": str(MLS),
    "cso": str(CSO),
    "pwcm": str(PWC_METHOD),
    "pwct": str(PWC_TASK),
    "lpwcc": str(LPWC_CLASS),
    "wd": str(WD),
    "void": str(VOID),
    "dcat": str(DCAT),
    "bibo": str(BIBO),
    "spdx": "http://spdx.org/rdf/terms#",
}

#: IRI of the SHACL shapes (ontology/shapes.ttl), which a graph's dataset description names
#: with dcterms:conformsTo.
SHAPES_IRI = "https://w3id.org/paperkg/shapes"
#: Licence of an exported graph (its dataset description's dcterms:license): CC BY-SA 4.0, the
#: licence of the Papers with Code data it links to and labels (kg/data/vocab/LICENSES.md:
#: an adaptation of CC BY-SA data is shared under the same licence).
GRAPH_LICENSE = "https://creativecommons.org/licenses/by-sa/4.0/"

#: rdf:type of each entity type name used in :mod:`kg.records`.
TYPE_CLASS = {"Method": KGO.Method, "Task": KGO.Task, "Dataset": KGO.Dataset, "Metric": KGO.Metric}

#: IRI path segment of each entity type: ``<base>method/spade``.
TYPE_SEGMENT = {"Method": "method", "Task": "task", "Dataset": "dataset", "Metric": "metric"}

#: The links every one of which has a kgo:Evidence node (an rdf:Statement whose rdf:subject,
#: rdf:predicate and rdf:object are the link's triple): the typed links the graph stage
#: (:mod:`kg.graph`) writes with their evidence, kgo:codeRepository and kgo:mentions included
#: (docs/LINKED_DATA.md, "Provenance"). ``kg validate`` reports a link of these without evidence, and the
#: query ``links-without-evidence`` lists them (its VALUES must name the same properties).
EVIDENCED_LINKS = (KGO.proposes, KGO.addresses, KGO.mainTask, KGO.evaluatedOn, KGO.pretrainedOn, KGO.uses,
                   KGO.comparesWith, KGO.partOf, KGO.usesMetric, KGO.reportsResult, KGO.mentions,
                   KGO.codeRepository)

#: Classes whose alignment superclasses (:func:`aligned_types`) are also asserted on every
#: instance, so that a plain SPARQL query for ``fabio:ResearchPaper``, ``schema:ScholarlyArticle``,
#: ``mls:Algorithm`` ... finds them without RDFS inference. kgo:Evidence and kgo:LinkSupport
#: (tens of thousands of nodes) keep only their kgo: type: load ontology/paperkg.ttl with an
#: RDFS reasoner to see them as rdf:Statement / prov:Entity.
MATERIALISED_ALIGNMENT = (KGO.Paper, KGO.Method, KGO.Task, KGO.Dataset, KGO.Metric, KGO.Result)


@lru_cache(maxsize=1)
def aligned_types() -> dict[URIRef, tuple[URIRef, ...]]:
    """The external superclasses of each kgo: class, read from ontology/paperkg.ttl.

    Returns:
        kgo class IRI -> its ``rdfs:subClassOf`` targets outside the kgo: namespace (FaBiO,
        schema.org, ML-Schema, PROV-O, RDF, SKOS), its own and those of its kgo: superclasses
        (transitively: kgo:Method gets kgo:Entity's skos:Concept), sorted; classes without any
        are absent.
    Raises:
        FileNotFoundError: paperkg.ttl is missing (a broken installation).
    """
    g = Graph()
    g.parse(ONTOLOGY_DIR / "paperkg.ttl", format="turtle")
    ns = str(KGO)
    out: dict[URIRef, set[URIRef]] = {}
    for cls in {c for c in g.subjects(RDFS.subClassOf, None) if isinstance(c, URIRef) and str(c).startswith(ns)}:
        # the external superclasses of the class and of its kgo: superclasses (kgo:Method is a
        # kgo:Entity, which is a skos:Concept: since session 50 every entity is typed skos:Concept)
        for sup in g.transitive_objects(cls, RDFS.subClassOf):
            if isinstance(sup, URIRef) and not str(sup).startswith(ns):
                out.setdefault(cls, set()).add(sup)
    return {cls: tuple(sorted(sups)) for cls, sups in sorted(out.items())}


#: File name of the JSON-LD context in ``ontology/`` (written by :func:`write_jsonld_context`).
CONTEXT_FILE = "context.jsonld"


#: JSON-LD term definitions of the properties outside kgo: that the graph writes (:mod:`kg.graph`,
#: :mod:`kg.curation`): compact IRI -> coercion, ``"@id"`` for IRI values, an ``xsd:`` datatype
#: for typed literals, ``None`` for language-tagged text (the context's default language, ``en``)
#: and ``"string"`` for untagged strings (``"@language": null``). The term is the local name
#: unless a resource prefix or an earlier term holds it (then the compact IRI itself is the term:
#: ``schema:identifier`` beside dcterms' ``identifier``). kgo: terms come from ontology/paperkg.ttl
#: (:func:`_kgo_terms`). rdf:_1, rdf:_2 ... (members of an author list) get no term.
EXTERNAL_TERMS: dict[str, "str | None"] = {
    "rdf:subject": "@id", "rdf:predicate": "@id", "rdf:object": "@id",
    "rdfs:label": None, "rdfs:comment": None,
    "skos:prefLabel": None, "skos:altLabel": None, "skos:broader": "@id", "skos:related": "@id",
    "skos:broadMatch": "@id", "skos:closeMatch": "@id", "skos:exactMatch": "@id", "skos:inScheme": "@id",
    "dcterms:title": None, "dcterms:abstract": None, "dcterms:description": None, "dcterms:rights": None,
    "dcterms:identifier": "string", "dcterms:source": "@id", "dcterms:isPartOf": "@id",
    "dcterms:license": "@id", "dcterms:conformsTo": "@id", "dcterms:isReplacedBy": "@id",
    "dcterms:created": "xsd:dateTime", "dcterms:modified": "xsd:dateTime", "dcterms:issued": "xsd:gYear",
    "dc:creator": "string", "bibo:authorList": "@id", "fabio:hasPublicationYear": "xsd:gYear",
    "schema:identifier": "string", "schema:keywords": None, "schema:url": "@id", "schema:sameAs": "@id",
    "schema:softwareVersion": "string", "owl:sameAs": "@id",
    "prov:used": "@id", "prov:wasAssociatedWith": "@id", "prov:wasDerivedFrom": "@id",
    "prov:wasGeneratedBy": "@id", "prov:wasInfluencedBy": "@id",
    "prov:generatedAtTime": "xsd:dateTime", "prov:endedAtTime": "xsd:dateTime",
    "void:triples": "xsd:integer", "void:uriSpace": "string", "void:vocabulary": "@id",
    "spdx:algorithm": "@id", "spdx:checksum": "@id", "spdx:checksumValue": "xsd:hexBinary",
    "spdx:fileName": "string", "dcat:version": "string",
}

#: kgo: properties whose written datatype is narrower than their rdfs:range in paperkg.ttl
#: (kgo:year ranges over rdfs:Literal; :mod:`kg.graph` writes an ``xsd:gYear``).
KGO_WRITTEN_DATATYPE = {"year": "xsd:gYear"}


def _kgo_terms() -> list[tuple[str, "str | None"]]:
    """The kgo: properties of ontology/paperkg.ttl with their JSON-LD coercion, sorted by name.

    Returns:
        ``(local name, coercion)``: ``"@id"`` for an owl:ObjectProperty; for an
        owl:DatatypeProperty its written datatype (:data:`KGO_WRITTEN_DATATYPE`), else its
        ``xsd:`` range (``"string"`` for xsd:string), else None (rdfs:Literal: language-tagged text).
    Raises:
        FileNotFoundError: paperkg.ttl is missing.
    """
    from rdflib import OWL, RDF

    g = Graph()
    g.parse(ONTOLOGY_DIR / "paperkg.ttl", format="turtle")
    ns, xsd = str(KGO), PREFIXES["xsd"]
    out = []
    for kind, coerce in ((OWL.ObjectProperty, "@id"), (OWL.DatatypeProperty, None)):
        for prop in g.subjects(RDF.type, kind):
            if not (isinstance(prop, URIRef) and str(prop).startswith(ns)):
                continue
            name, term_coerce = str(prop)[len(ns):], coerce
            if term_coerce is None:
                ranges = sorted(str(r) for r in g.objects(prop, RDFS.range) if str(r).startswith(xsd))
                term_coerce = KGO_WRITTEN_DATATYPE.get(name) or (("xsd:" + ranges[0][len(xsd):]) if ranges else None)
                term_coerce = "string" if term_coerce == "xsd:string" else term_coerce
            out.append((name, term_coerce))
    return sorted(out)


def _term_definition(iri: str, coerce: "str | None") -> dict:
    """One JSON-LD expanded term definition: ``{"@id": iri}`` plus ``"@type"`` (``"@id"`` or a
    datatype) or ``"@language": null`` for ``coerce == "string"``; None leaves the default language."""
    definition: dict = {"@id": iri}
    if coerce == "string":
        definition["@language"] = None
    elif coerce is not None:
        definition["@type"] = coerce
    return definition


def jsonld_context(base: str = DEFAULT_BASE_IRI) -> dict:
    """The JSON-LD context that compacts ``graph.jsonld`` into plain JSON for a consumer: prefixes,
    a default vocabulary, a default language and one term per property the graph writes.

    * the prefixes of :data:`PREFIXES` (the vocabularies), then one per kind of PaperKG resource
      under ``base`` (:meth:`kg.graph.IriMinter.prefixes`: ``res``, ``paper``, ``method``,
      ``evidence`` ...), as graph.ttl binds them: a node's ``"@id"`` reads ``"method:spade"``;
    * ``"@vocab"``: the kgo: namespace, so a type compacts to ``"@type": "Paper"`` (other
      vocabularies' classes keep their prefix: ``"skos:Concept"``);
    * ``"@language": "en"`` (:data:`LANGUAGE`): English labels, titles and sentences compact to
      plain strings;
    * a term for every kgo: property of ontology/paperkg.ttl (:func:`_kgo_terms`) and for the
      external properties of :data:`EXTERNAL_TERMS`, with type coercion: ``"@type": "@id"`` for
      IRI values, ``xsd:decimal`` / ``xsd:integer`` / ``xsd:boolean`` / ``xsd:gYear`` ... for typed
      literals, ``"@language": null`` for untagged strings. A node then reads
      ``{"@type": "Result", "value": "91.2", "isChange": "true", "ofMethod": "method:..."}`` (JSON-LD keeps
      the lexical form of a coerced literal as a JSON string: the datatype lives in the context).
      The term is the local name, or the compact IRI when that name is a resource prefix
      (``kgo:metric``, ``kgo:evidence``: ``metric:`` and ``evidence:`` are resource prefixes) or
      already taken (``schema:identifier``, ``owl:sameAs``).

    Compaction (JSON-LD 1.1 Processing Algorithms, "Compaction Algorithm"; rdflib's JSON-LD
    serializer with ``context=``, or pyld's ``jsonld.compact``) changes no triple: a value whose
    datatype or language does not match its term's coercion keeps its compact IRI key and a value
    object. Every namespace IRI ends in ``#``, ``/`` or ``:``, so every prefix is a JSON-LD 1.1
    prefix (section 4.1.5).

    Args:
        base: the resource base IRI of the build (``kg build --base-iri``); the shipped
            ``ontology/context.jsonld`` is made for :data:`DEFAULT_BASE_IRI`.
    Returns:
        ``{"@context": {...}}``: ``@vocab``, ``@language``, the prefixes in :data:`PREFIXES`
        then :meth:`kg.graph.IriMinter.prefixes` order, then the kgo: terms (sorted) and the
        external terms (in :data:`EXTERNAL_TERMS` order).
    Raises:
        ValueError: ``base`` is no absolute IRI (:class:`kg.graph.IriMinter`).
        FileNotFoundError: ontology/paperkg.ttl is missing.
    """
    from kg.graph import IriMinter  # kg.graph imports this module

    context: dict = {"@vocab": str(KGO._NS), "@language": LANGUAGE}
    context.update(PREFIXES)
    context.update(IriMinter(base).prefixes())
    taken = set(context)
    for name, coerce in _kgo_terms():
        term = name if name not in taken else f"kgo:{name}"
        taken.add(term)
        context[term] = _term_definition(f"kgo:{name}", coerce)
    for curie, coerce in EXTERNAL_TERMS.items():
        local = curie.split(":", 1)[1]
        term = local if local not in taken else curie
        taken.add(term)
        context[term] = _term_definition(curie, coerce)
    return {"@context": context}


def jsonld_context_text() -> str:
    """The bytes of ``ontology/context.jsonld`` as text: :func:`jsonld_context`, indented by 2, one final newline."""
    return json.dumps(jsonld_context(), indent=2, ensure_ascii=False) + "\n"


def write_jsonld_context(path=None) -> str:
    """Write :func:`jsonld_context_text` to ``path`` (default ``ontology/context.jsonld`` of the checkout).

    The file is generated, never edited by hand: ``python -m kg.ontology`` rewrites it after a
    change of :data:`PREFIXES`, of the resource prefixes (:meth:`kg.graph.IriMinter.prefixes`),
    of :data:`EXTERNAL_TERMS` or of a kgo: property in ontology/paperkg.ttl, and
    ``tests/test_context15.py`` fails while it is out of date.

    Args:
        path: target file; None writes ``<ONTOLOGY_DIR>/context.jsonld``.
    Returns:
        The path written, as a string.
    Raises:
        OSError: the file cannot be written.
    """
    target = ONTOLOGY_DIR / CONTEXT_FILE if path is None else path
    with open(target, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(jsonld_context_text())
    return str(target)


if __name__ == "__main__":  # python -m kg.ontology [PATH]: regenerate ontology/context.jsonld
    print(write_jsonld_context(sys.argv[1] if len(sys.argv) > 1 else None))
