"""Defects found by session 24's verification trial (a new user's bad input), with their fixes.

1. ``kg query --format csv`` let a literal of a numeric datatype through unguarded whatever its
   text: an ill-typed ``"=1"^^xsd:integer`` (or ``"-1+cmd"^^xsd:decimal``) reached the
   spreadsheet as a formula. Now only text that reads as a number (and a signed infinity of a
   numeric datatype) keeps its first character; everything else starting with ``= + - @`` gets
   the apostrophe.
2. A graph holding an ill-typed literal (``"abc"^^xsd:integer``, ``"-2024-01-01"^^xsd:date``)
   made ``kg query`` and ``kg validate`` print rdflib's logged Python traceback per literal;
   now one ``kg: warning:`` line per datatype and text, without traceback (``--debug`` keeps
   rdflib's record).
"""
import csv
import io
import logging

from kg.cli import _IllTypedLiteralFilter, main


def _graph(tmp_path, body: str):
    p = tmp_path / "g.ttl"
    p.write_text("@prefix ex: <https://example.org/> .\n"
                 "@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .\n" + body, encoding="utf-8")
    q = tmp_path / "all.rq"
    q.write_text("PREFIX ex: <https://example.org/>\nSELECT ?p ?o WHERE { ex:a ?p ?o } ORDER BY ?p\n",
                 encoding="utf-8")
    return p, q


def test_csv_guards_ill_typed_numeric_literals_and_keeps_real_numbers(tmp_path, capsys):
    p, q = _graph(tmp_path, 'ex:a ex:p1 "=1+1"^^xsd:integer ; ex:p2 "-1+cmd"^^xsd:decimal ; '
                            'ex:p3 "-7"^^xsd:integer ; ex:p4 "-INF"^^xsd:double ; ex:p5 "+2.5e3"^^xsd:double ; '
                            'ex:p6 "@lantern"^^xsd:int .\n')
    assert main(["query", str(q), "--graph", str(p), "--format", "csv"]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    cells = {r[0].rsplit("/", 1)[-1]: r[1] for r in rows[1:]}
    assert cells["p1"] == "'=1+1"
    assert cells["p2"] == "'-1+cmd"
    assert cells["p3"] == "-7"
    assert cells["p4"].lower() == "-inf"
    assert cells["p5"][0] == "+" or cells["p5"][0].isdigit()  # a number, never guarded
    assert cells["p6"] == "'@lantern"


def test_ill_typed_literal_gives_one_warning_line_without_traceback(tmp_path):
    flt = _IllTypedLiteralFilter()
    try:
        int("lantern")
    except ValueError:
        import sys

        exc_info = sys.exc_info()
    rec = logging.LogRecord("rdflib.term", logging.WARNING, __file__, 1,
                            "Failed to convert Literal lexical form to value. "
                            "Datatype=http://www.w3.org/2001/XMLSchema#integer, Converter=<class 'int'>",
                            (), exc_info)
    assert flt.filter(rec) is True
    assert rec.exc_info is None
    assert rec.getMessage() == ("kg: warning: a literal of datatype http://www.w3.org/2001/XMLSchema#integer "
                                "whose text is not of that datatype (ill-typed: invalid literal for int() "
                                "with base 10: 'lantern'); it is kept as written")
    again = logging.LogRecord("rdflib.term", logging.WARNING, __file__, 1,
                              "Failed to convert Literal lexical form to value. "
                              "Datatype=http://www.w3.org/2001/XMLSchema#integer, Converter=<class 'int'>",
                              (), exc_info)
    assert flt.filter(again) is False  # the same datatype and text: said once
    other = logging.LogRecord("rdflib.term", logging.WARNING, __file__, 1, "something else", (), None)
    assert flt.filter(other) is True and other.getMessage() == "something else"


def test_kg_validate_on_ill_typed_literal_prints_no_traceback(tmp_path, capfd, caplog):
    p, _ = _graph(tmp_path, 'ex:a ex:p1 "lantern"^^xsd:integer .\n')
    with caplog.at_level(logging.WARNING, logger="rdflib.term"):
        main(["validate", str(p)])
    messages = [r.getMessage() for r in caplog.records if r.name == "rdflib.term"]
    assert messages and all(m.startswith("kg: warning: a literal of datatype") for m in messages)
    assert all(r.exc_info is None for r in caplog.records if r.name == "rdflib.term")
    assert "Traceback" not in capfd.readouterr().err


def test_author_list_element_holding_a_bibtex_name_list_is_split_like_the_string():
    """3. A JSON author list whose element holds BibTeX's name list stayed one author written
    "Okafor, Ngozi and Lindqvist, Tove" (the same text as an author string gave two people)."""
    from kg.read import _split_names

    as_string = _split_names("Okafor, Ngozi and Lindqvist, Tove, Jr.", people=True)
    assert as_string == ("Ngozi Okafor", "Tove Lindqvist Jr.")
    assert _split_names(["Okafor, Ngozi and Lindqvist, Tove, Jr."], people=True) == as_string
    assert _split_names(["Okafor, Ngozi and Lindqvist, Tove and others", "Brandt, Ilse"], people=True) == (
        "Ngozi Okafor", "Tove Lindqvist", "Ilse Brandt")
    # not a name list: kept as before
    assert _split_names(["Barnes and Noble, Inc."], people=True) == ("Barnes and Noble, Inc.",)
    assert _split_names(["Okafor, Ngozi"], people=True) == ("Ngozi Okafor",)
    assert _split_names(["Ngozi Okafor and Tove Lindqvist"], people=True) == ("Ngozi Okafor and Tove Lindqvist",)


_BOMB = ('<?xml version="1.0"?>\n<!DOCTYPE rdf:RDF [\n<!ENTITY a "' + "lantern" * 10 + '">\n'
         + "".join(f'<!ENTITY {n} "{("&" + p + ";") * 20}">\n' for p, n in zip("abcde", "bcdef"))
         + ']>\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:ex="https://example.org/">\n'
         '<rdf:Description rdf:about="https://example.org/a"><ex:v>&f;</ex:v></rdf:Description>\n</rdf:RDF>\n')


def test_kg_validate_refuses_an_entity_expansion_bomb_at_once(tmp_path, capsys):
    """4. kg validate spent minutes (rdflib expanding entities) on a 1 KB entity expansion
    bomb that kg query refuses at once; a broken file is still named with its line."""
    import time

    broken = tmp_path / "broken.rdf"
    broken.write_text('<?xml version="1.0"?>\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"\n'
                      '  xmlns:ex="https://example.org/">\n<rdf:Description rdf:about="https://example.org/a">\n'
                      '  <ex:name>Lantern</ex:nam>\n</rdf:Description>\n</rdf:RDF>\n', encoding="utf-8")
    assert main(["validate", str(broken)]) == 2
    assert f"{broken}: cannot parse as xml: line 5 column 21: not well-formed XML: mismatched tag" in (
        capsys.readouterr().err)
    bomb = tmp_path / "bomb.rdf"
    bomb.write_text(_BOMB, encoding="utf-8")
    start = time.monotonic()
    assert main(["validate", str(bomb)]) == 2
    assert time.monotonic() - start < 20
    assert "amplification" in capsys.readouterr().err


def test_kg_query_resolves_relative_iris_against_the_file_as_validate_does(tmp_path, capsys):
    """5. kg query (and kg serve) refused an RDF/XML file with rdf:about="#a" and no xml:base
    ("No scheme found", no line), or Turtle's <#a> without @base; rdflib, and so kg validate,
    resolve them against the file's address (RDF 1.1 Concepts 3.1)."""
    g = tmp_path / "rel.rdf"
    g.write_text('<?xml version="1.0"?>\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" '
                 'xmlns:ex="https://example.org/">\n<rdf:Description rdf:about="#lantern"><ex:v>x</ex:v>'
                 '</rdf:Description>\n</rdf:RDF>\n', encoding="utf-8")
    q = tmp_path / "s.rq"
    q.write_text("SELECT ?s WHERE { ?s ?p ?o }\n", encoding="utf-8")
    assert main(["query", str(q), "--graph", str(g), "--format", "csv"]) == 0
    assert capsys.readouterr().out.splitlines() == ["s", g.resolve().as_uri() + "#lantern"]
