"""kg validate counts the skos:altLabel values that name two or more entities of one type
(session 56, trial O finding 2): an acronym defined differently by two papers stays an alt label
of each node (docs/RESOLUTION.md), and the report says how many such labels there are.

The graphs are made up for these tests."""
import io

from rdflib import Graph

from kg.validate import cli_validate, shared_alt_labels, validate

PREFIXES = """@prefix kgo: <https://w3id.org/paperkg/ontology#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix res: <https://example.org/res/> .
"""


def _graph(body: str) -> Graph:
    return Graph().parse(data=PREFIXES + body, format="turtle")


SHARED = """
res:warbler-model a kgo:Method ; skos:prefLabel "warbler model"@en ; skos:altLabel "WM"@en .
res:wren-machine a kgo:Method ; skos:prefLabel "wren machine"@en ; skos:altLabel "WM"@en , "WMs"@en .
res:wmt a kgo:Method ; skos:prefLabel "QuailNet"@en ; skos:altLabel "QN"@en .
res:quailnet-long a kgo:Method ; skos:prefLabel "Quail Network"@en ; skos:altLabel "quailnet"@en .
res:wm-task a kgo:Task ; skos:prefLabel "wing molting"@en ; skos:altLabel "WM"@en .
res:pair a kgo:Dataset ; skos:prefLabel "Heron-10"@en ; skos:altLabel "Heron-10/100"@en .
res:pair2 a kgo:Dataset ; skos:prefLabel "Heron-100"@en ; skos:altLabel "Heron-10/100"@en .
"""


def test_shared_alt_labels_are_found_per_type():
    found = shared_alt_labels(_graph(SHARED))
    assert [(s.type, s.label, s.entities, s.preferred) for s in found] == [
        ("Method", "WM", ("https://example.org/res/warbler-model", "https://example.org/res/wren-machine"), ()),
        ("Method", "quailnet", ("https://example.org/res/quailnet-long", "https://example.org/res/wmt"),
         ("https://example.org/res/wmt",)),
    ]


def test_the_report_counts_them_in_a_note_line():
    report = validate(_graph(SHARED))
    assert len(report.shared_alt_labels) == 2
    note = report.lines()[-1]
    assert note.startswith("note: 2 skos:altLabel values name two or more entities of one type "
                           "(1 of them another entity's skos:prefLabel)")
    assert 'Method "WM": https://example.org/res/warbler-model, https://example.org/res/wren-machine' in note


def test_kg_validate_prints_the_count(tmp_path):
    path = tmp_path / "g.ttl"
    path.write_text(PREFIXES + SHARED, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    cli_validate(path, out=out, err=err)
    assert any(line.startswith("note: 2 skos:altLabel values") for line in out.getvalue().splitlines())


def test_no_shared_alt_label_no_note():
    report = validate(_graph('res:a a kgo:Method ; skos:prefLabel "ibis"@en ; skos:altLabel "IB"@en .\n'
                             'res:b a kgo:Method ; skos:prefLabel "stork"@en ; skos:altLabel "ST"@en .\n'))
    assert report.shared_alt_labels == []
    assert not any(line.startswith("note:") for line in report.lines())
