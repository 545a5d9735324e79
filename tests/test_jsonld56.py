"""graph.jsonld and "@type" (session 56): the build writes expanded JSON-LD with pyoxigraph (types
as rdf:type properties); the documented route to "@type" is rdflib's JSON-LD writer with the
shipped context (docs/OUTPUTS.md), which must give the same graph as graph.ttl."""
import json
from pathlib import Path

from rdflib import Graph
from rdflib.compare import isomorphic
from rdflib.namespace import RDF

from kg.ontology import jsonld_context

ROOT = Path(__file__).resolve().parent.parent


def test_the_documented_compaction_gives_type_keys_and_the_same_graph():
    expanded = Graph().parse(ROOT / "exports" / "graph.jsonld", format="json-ld")
    compact = expanded.serialize(format="json-ld", context=jsonld_context()["@context"], use_rdf_type=False)
    doc = json.loads(compact)
    nodes = doc["@graph"]
    assert all("rdf:type" not in n and RDF.type.n3()[1:-1] not in n for n in nodes)
    method = next(n for n in nodes if n["@id"].startswith("method:"))
    assert "Method" in method["@type"]  # the context's @vocab is kgo: (session 58)
    again = Graph().parse(data=compact, format="json-ld")
    assert isomorphic(again, Graph().parse(ROOT / "exports" / "graph.ttl", format="turtle"))
