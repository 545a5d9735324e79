"""A built graph given to ``kg build`` (session 34's new-user trial).

``kg build exports/graph.jsonld`` read the expanded JSON-LD as a JSON array of records and
stopped with "no papers to build (...:1 (element 1): no abstract ... and 4540 more)"; a
``.ttl`` got the generic "unsupported file type". Now a graph file (by extension: Turtle,
N-Triples, N-Quads, TriG, N3, RDF/XML, OWL, JSON-LD, GraphML; or JSON whose content is JSON-LD:
``@context`` / ``@graph``, or an array of ``@id`` objects that hold no record field) is refused
with a message that names the file, says it is a built graph and points to ``kg query`` /
``kg serve``. A JSON array of records that merely carry an ``@id`` is still read.
"""
from __future__ import annotations

import json

import pytest

from kg.cli import main
from kg.read import InputError
from tests.factories import read_with_report

ABS = ("We describe LanternNet, a sparse attention model for long document summarisation. "
       "LanternNet lowers memory use by half on our summarisation benchmark.")
EXPANDED = [{"@id": "https://example.org/kg/paper/p1",
             "@type": ["https://w3id.org/paperkg/ontology#Paper"],
             "http://purl.org/dc/terms/identifier": [{"@value": "p1"}]},
            {"@id": "https://example.org/kg/method/lanternnet",
             "http://www.w3.org/2004/02/skos/core#prefLabel": [{"@value": "LanternNet", "@language": "en"}]}]


@pytest.mark.parametrize("name, body, what", [
    ("graph.jsonld", json.dumps(EXPANDED), "JSON-LD"),
    ("graph.json", json.dumps(EXPANDED), "JSON-LD"),
    ("compact.json", json.dumps({"@context": {"dcterms": "http://purl.org/dc/terms/"}, "@graph": []}), "JSON-LD"),
    ("graph.ttl", '@prefix dcterms: <http://purl.org/dc/terms/> .\n<urn:p1> dcterms:title "T" .\n', "Turtle"),
    ("graph.graphml", "<?xml version=\"1.0\"?>\n<graphml><graph id=\"G\"/></graphml>\n", "GraphML"),
    ("graph.nt", '<urn:p1> <http://purl.org/dc/terms/title> "T" .\n', "N-Triples"),
])
def test_a_graph_file_is_refused_as_a_built_graph(tmp_path, capsys, name, body, what):
    path = tmp_path / name
    path.write_text(body, encoding="utf-8")
    with pytest.raises(InputError) as err:
        read_with_report(path)
    message = str(err.value)
    assert name in message and what in message and "not paper records" in message
    assert main(["build", str(path), "--out", str(tmp_path / "out"), "--quiet"]) == 2
    printed = capsys.readouterr().err
    assert "kg query NAME --graph FILE" in printed and name in printed
    assert not (tmp_path / "out" / "graph.ttl").exists()


def test_records_that_carry_an_id_key_are_still_records(tmp_path):
    path = tmp_path / "papers.json"
    path.write_text(json.dumps([{"@id": "urn:p1", "id": "p1", "title": "LanternNet", "abstract": ABS}]),
                    encoding="utf-8")
    papers, _report = read_with_report(path)
    assert [p.id for p in papers] == ["p1"]
