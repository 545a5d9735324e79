"""One task's part of the graph, for a slide-sized view (``kg view --task``, session 60, trial Y).

A lecturer wanted the papers of one task and what they link to as a small ``graph.html`` and GraphML,
not the whole 1,000-paper graph. :func:`find_tasks` names the task (by IRI, or by any of its labels,
ignoring case), :func:`task_subgraph` takes its papers (``kgo:addresses``, the main task included)
with everything the page and GraphML show of them: the papers' own triples (title, abstract,
authors, venue, typed links), their results, their evidence nodes and the links those attest (a
proposed method's own links too), the venues, and the labels, types and external matches of every
entity they reach. The rest of the graph (other papers, entities they alone reach) is left out, so
an entity's ``kgo:paperCount`` is still its count in the whole graph.

Reads a pyoxigraph store (:func:`kg.query.load_graph_file`, or a ``kg build --store``), writes
nothing: the caller writes the page (:func:`kg.view.write_html`) and GraphML (:func:`kg.export.graphml`).
"""
from __future__ import annotations

from typing import Any

import rdflib

#: The query prologue (the kgo: vocabulary and the terms the selection reads).
_PROLOGUE = """PREFIX kgo: <https://w3id.org/paperkg/ontology#>
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX prov: <http://www.w3.org/ns/prov#>
PREFIX bibo: <http://purl.org/ontology/bibo/>
"""

_FIND = _PROLOGUE + """SELECT DISTINCT ?t ?label WHERE {
  ?t a kgo:Task ; skos:prefLabel ?label .
  { ?t skos:prefLabel ?name } UNION { ?t skos:altLabel ?name } UNION { ?t kgo:acronym ?name }
  FILTER(LCASE(STR(?name)) = LCASE(STR(?wanted)) || STR(?t) = STR(?wanted))
} ORDER BY ?label"""

_NEAR = _PROLOGUE + """SELECT DISTINCT ?label WHERE {
  ?t a kgo:Task ; skos:prefLabel ?label ; kgo:paperCount ?n .
  FILTER(CONTAINS(LCASE(STR(?label)), LCASE(STR(?wanted))))
} ORDER BY DESC(?n) ?label LIMIT 8"""

#: The selection: ``?t`` is bound to the task's IRI (VALUES written by :func:`task_subgraph`).
_CONSTRUCT = _PROLOGUE + """CONSTRUCT { ?s ?p ?o } WHERE {
  VALUES ?t { %s }
  ?paper a kgo:Paper ; kgo:addresses ?t .
  {
    ?paper ?p ?o . BIND(?paper AS ?s)
  } UNION {
    ?paper kgo:reportsResult|kgo:publishedIn|bibo:authorList ?s . ?s ?p ?o .
  } UNION {
    ?s prov:wasDerivedFrom ?paper ; a kgo:Evidence . ?s ?p ?o .
  } UNION {
    ?ev prov:wasDerivedFrom ?paper ; a kgo:Evidence ; rdf:subject ?s ; rdf:predicate ?p ; rdf:object ?o .
  } UNION {
    { ?paper ?r ?s } UNION { ?paper kgo:reportsResult ?res . ?res ?r ?s }
    UNION { ?ev prov:wasDerivedFrom ?paper ; rdf:subject|rdf:object ?s }
    VALUES ?cls { kgo:Method kgo:Task kgo:Dataset kgo:Metric }
    ?s a ?cls ; ?p ?o .
    FILTER(isLiteral(?o) || ?p IN (rdf:type, skos:exactMatch, skos:closeMatch, skos:broadMatch))
  }
}"""


class TaskNotFound(ValueError):
    """No task of the graph has the name asked for (the message names close ones)."""


def _rows(store: Any, text: str, wanted: str) -> list:
    """The solutions of ``text`` with ``?wanted`` bound to the string ``wanted`` (a VALUES
    clause; the JSON form of a string is a valid SPARQL string literal, escapes included)."""
    import json

    values = f"VALUES ?wanted {{ {json.dumps(wanted)} }}\n"
    return list(store.query(text.replace(" WHERE {\n", " WHERE {\n  " + values, 1)))


def find_tasks(store: Any, name: str) -> list[tuple[str, str]]:
    """The tasks ``name`` names: ``[(iri, prefLabel), ...]``, sorted by label.

    Args:
        store: a pyoxigraph ``Store`` holding the graph.
        name: a task's IRI, or one of its labels (skos:prefLabel, skos:altLabel, kgo:acronym),
            compared ignoring case and language tag.
    Returns:
        the matching tasks (several when two tasks share an alias).
    Raises:
        TaskNotFound: none matches; the message lists up to 8 tasks whose label contains
            ``name`` (most papers first), or says there is none.
    """
    found = [(r["t"].value, r["label"].value) for r in _rows(store, _FIND, name.strip())]
    if found:
        return found
    near = [r["label"].value for r in _rows(store, _NEAR, name.strip())]
    hint = ("; tasks whose name contains it: " + ", ".join(repr(n) for n in near)) if near else (
        "; no task's name contains it either (kg query papers-per-task lists them)")
    raise TaskNotFound(f"no task named {name!r} in the graph{hint}")


def task_subgraph(store: Any, iris: list[str]) -> rdflib.Graph:
    """The part of the graph about the papers that address any of the tasks ``iris``.

    Args:
        store: a pyoxigraph ``Store`` holding the graph.
        iris: task IRIs (from :func:`find_tasks`).
    Returns:
        an rdflib ``Graph`` (see the module docstring for what it holds), with the graph's usual
        prefixes bound (:data:`kg.ontology.PREFIXES`); empty when no paper addresses them.
    """
    import pyoxigraph as ox

    from kg.ontology import PREFIXES

    values = " ".join(f"<{iri}>" for iri in iris)
    triples = store.query(_CONSTRUCT % values)
    data = ox.serialize(triples, format=ox.RdfFormat.N_TRIPLES)
    g = rdflib.Graph()
    for prefix, ns in PREFIXES.items():
        g.bind(prefix, ns)
    if data:
        g.parse(data=data.decode("utf-8"), format="nt")
    return g
