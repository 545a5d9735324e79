"""Session 20, input / CLI round: defects found by the fresh-user trial outside the rules.

1. DOIs: written in small letters (as Crossref's REST API and OpenAlex write them) and
   percent-decoded once in every form, then escaped once in the link (no ``%252F``).
2. A record without a year field takes the year its venue's name gives ("ICML'24" -> 2024).
3. docs/CLI.md (the command-line reference README's "Use" links to; README itself until session 44)
   names every option that ``kg --help`` and ``kg COMMAND --help`` list, in that
   command's option table.
4. ``kg query``: a query with parameters that returns no rows says on stderr which values it
   ran with and how to set them; an empty query file (``/dev/null``) is named as empty.
6. Cleaning: no ``">`` of an HTML code link is left in the text (a quoted ``>`` in an
   attribute, an address glued to ``">``, a ``">`` beside a removed tag); an unclosed link
   keeps its address.
5. A JSON id written as a one-element list is read as its value with a warning (file:line).
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from rdflib import URIRef

from kg.read import ReadReport, dedupe, read

ABS = "We propose FooNet, a network for image segmentation. It reaches 85.4% mIoU on ADE20K."
SAME_AS = URIRef("https://schema.org/sameAs")


def _write(tmp_path: Path, name: str, lines: list[dict]) -> Path:
    p = tmp_path / name
    p.write_text("".join(json.dumps(r) + "\n" for r in lines), encoding="utf-8")
    return p


def _read(tmp_path: Path, name: str, lines: list[dict], report: ReadReport | None = None):
    return list(read([_write(tmp_path, name, lines)], report=report or ReadReport()))


def _graph(papers):
    from kg.pipeline import extract_all, graph_from_extractions

    return graph_from_extractions(extract_all(papers, n_process=1))[0]


# --- 1. DOIs ----------------------------------------------------------------------------

@pytest.mark.parametrize("doi, stored, link", [
    # case: small letters, as Crossref's REST API and OpenAlex give the DOI and its IRI
    ("10.1002/ANIE.201915678", "10.1002/anie.201915678", "https://doi.org/10.1002/anie.201915678"),
    # an escape in a bare DOI, a doi: form or an address is decoded once, escaped once
    ("10.1000/x%2Fy", "10.1000/x/y", "https://doi.org/10.1000/x/y"),
    ("doi:10.1000/x%2Fy", "10.1000/x/y", "https://doi.org/10.1000/x/y"),
    ("https://doi.org/10.1000/x%2Fy", "10.1000/x/y", "https://doi.org/10.1000/x/y"),
    ("10.1000/a%3Cb", "10.1000/a<b", "https://doi.org/10.1000/a%3Cb"),
    # a '%' that starts no escape is the DOI's own character: "%25" in the link, once
    ("10.1000/50%off", "10.1000/50%off", "https://doi.org/10.1000/50%25off"),
    # an escaped '%' is decoded to '%' once, and written "%25" once
    ("10.1000/a%25b", "10.1000/a%b", "https://doi.org/10.1000/a%25b"),
])
def test_a_doi_is_small_letters_decoded_once_and_escaped_once(tmp_path: Path, doi: str, stored: str,
                                                              link: str) -> None:
    (paper,) = _read(tmp_path, "a.jsonl", [{"id": "p1", "abstract": ABS, "doi": doi}])
    assert paper.doi == stored
    assert {str(o) for o in _graph([paper]).objects(None, SAME_AS)} == {link}


def test_the_forms_of_one_doi_are_one_paper(tmp_path: Path) -> None:
    papers = _read(tmp_path, "a.jsonl", [
        {"id": "10.1000/X%2FY", "abstract": ABS},
        {"id": "https://doi.org/10.1000/x%2Fy", "abstract": ABS},
        {"doi": "10.1000/x/y", "abstract": ABS},
    ])
    assert [p.id for p in papers] == ["10.1000/x/y"] * 3
    assert len(list(dedupe(papers))) == 1


# --- 2. the year a venue's name states ----------------------------------------------------

def _bib(tmp_path: Path, entries: list[str]) -> list:
    p = tmp_path / "refs.bib"
    p.write_text("\n\n".join(entries) + "\n", encoding="utf-8")
    return list(read([p], report=ReadReport()))


def _entry(key: str, booktitle: str, year: str | None = None) -> str:
    fields = [f"  title = {{Paper {key}}}", f"  booktitle = {{{booktitle}}}", f"  abstract = {{{ABS}}}"]
    if year is not None:
        fields.append(f"  year = {{{year}}}")
    return f"@inproceedings{{{key},\n" + ",\n".join(fields) + "\n}"


def test_a_venue_name_gives_its_year_when_no_year_field_does(tmp_path: Path) -> None:
    papers = _bib(tmp_path, [_entry("a", "ICML'24"), _entry("b", "NIPS 2023"),
                             _entry("c", "Proceedings of the 41st International Conference on Machine Learning"),
                             _entry("d", "ICML'24", year="2023"), _entry("e", "MyConf 2024"),
                             _entry("f", "ICML 2024 Workshop on Foundation Models")])
    got = [(p.venue, p.year) for p in papers]
    assert got == [("ICML 2024", 2024), ("NeurIPS 2023", 2023), ("ICML", None),
                   # a year field wins; unknown venues and workshops give no year
                   ("ICML 2024", 2023), ("MyConf 2024", None),
                   ("ICML 2024 Workshop on Foundation Models", None)]


def test_the_venue_node_of_a_name_with_a_year_has_that_year(tmp_path: Path) -> None:
    from rdflib import Literal
    from rdflib.namespace import RDFS, XSD

    from kg.ontology import KGO

    g = _graph(_bib(tmp_path, [_entry("a", "ICML'24")]))
    (venue,) = g.subjects(RDFS.label, Literal("ICML 2024"))
    assert list(g.objects(venue, KGO.year)) == [Literal("2024", datatype=XSD.gYear)]


# --- 5. an id written as a list -----------------------------------------------------------

def test_an_id_in_a_one_element_list_is_read_with_a_warning_naming_file_and_line(tmp_path: Path) -> None:
    f = _write(tmp_path, "ids.jsonl", [{"id": "p0", "abstract": ABS},
                                       {"id": ["x"], "abstract": ABS + " It is fast."},
                                       {"id": [7], "abstract": ABS + " It is small."}])
    report = ReadReport()
    papers = list(read([f], report=report))
    assert [p.id for p in papers] == ["p0", "x", "7"]
    assert [(w.source, w.message) for w in report.warnings] == [
        (f"{f}:2", 'id is a list of one value (["x"]), not a string or number; read as its value'),
        (f"{f}:3", "id is a list of one value ([7]), not a string or number; read as its value"),
    ]


def test_a_json_array_file_names_the_line_of_a_list_id(tmp_path: Path) -> None:
    f = tmp_path / "ids.json"
    f.write_text('[\n {"id": "p0", "abstract": "%s"},\n {"id": ["y"], "abstract": "%s It is fast."}\n]\n'
                 % (ABS, ABS), encoding="utf-8")
    report = ReadReport()
    assert [p.id for p in read([f], report=report)] == ["p0", "y"]
    assert [w.source for w in report.warnings] == [f"{f}:3"]


# --- 4. kg query: no rows with parameters; an empty query file ---------------------------

TTL = """@prefix kgo: <https://w3id.org/paperkg/ontology#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
<https://example.org/method/a> a kgo:Method ; skos:prefLabel "A"@en .
"""


def _graph_file(tmp_path: Path) -> Path:
    g = tmp_path / "g.ttl"
    g.write_text(TTL, encoding="utf-8")
    return g


def test_a_query_with_parameters_and_no_rows_names_the_values_it_ran_with(tmp_path: Path, capsys) -> None:
    from kg.query import cli_query

    g = _graph_file(tmp_path)
    assert cli_query("papers-on-dataset", graph=g) == 0
    out, err = capsys.readouterr()
    assert "(0 rows)" in out
    assert err == ('kg: note: query papers-on-dataset returned no rows with dataset = "Market-1501" (default); '
                   'set it with --param dataset=VALUE '
                   "(a value is matched against any label of an entity, ignoring case, spaces, hyphens, dashes and underscores)\n")
    # link-evidence's subject is left open when only its object is given (session 44)
    assert cli_query("link-evidence", graph=g, params=["object=CIFAR-10"]) == 0
    assert capsys.readouterr().err == (
        'kg: note: query link-evidence returned no rows with subject left open (any), object = "CIFAR-10" '
        "(a value is matched against any label of an entity, ignoring case, spaces, hyphens, dashes and underscores); "
        "entities.csv or `kg query` on "
        "the graph lists the labels it holds\n")
    # every value given: no advice to set them (session 35), a pointer to the labels instead
    assert cli_query("link-evidence", graph=g, params=["subject=X", "object=CIFAR-10"]) == 0
    assert capsys.readouterr().err == (
        'kg: note: query link-evidence returned no rows with subject = "X", object = "CIFAR-10" '
        "(a value is matched against any label of an entity, ignoring case, spaces, hyphens, dashes and underscores); "
        "entities.csv or `kg query` on "
        "the graph lists the labels it holds\n")


def test_a_query_without_parameters_or_with_rows_prints_no_note(tmp_path: Path, capsys) -> None:
    from kg.query import cli_query

    g = _graph_file(tmp_path)
    assert cli_query("papers-per-venue", graph=g) == 0  # no parameters, no rows: nothing to set
    q = tmp_path / "q.rq"
    q.write_text("# @param label = A\nPREFIX skos: <http://www.w3.org/2004/02/skos/core#>\n"
                 "SELECT ?m ?label WHERE { ?m skos:prefLabel ?l . FILTER(STR(?l) = STR(?label)) }\n",
                 encoding="utf-8")
    assert cli_query(str(q), graph=g) == 0  # the default matches: a row, no note
    out, err = capsys.readouterr()
    assert "(1 row)" in out and err == ""
    assert cli_query(str(q), graph=g, params=["label=B"]) == 0  # a user's query: no word on labels
    assert capsys.readouterr().err == ('kg: note: query q returned no rows with label = "B"; '
                                       "entities.csv or `kg query` on the graph lists the labels it holds\n")


@pytest.mark.parametrize("content, message", [
    ("", "is empty: no SPARQL query to run"),
    ("  \n\n", "is empty: no SPARQL query to run"),
    ("# Title: nothing yet\n# Question: what?\n", "is empty: it holds only comments, no SPARQL query to run"),
])
def test_an_empty_query_file_is_named_as_empty(tmp_path: Path, capsys, content: str, message: str) -> None:
    from kg.query import cli_query

    q = tmp_path / "e.rq"
    q.write_text(content, encoding="utf-8")
    assert cli_query(str(q), graph=_graph_file(tmp_path)) == 2
    assert capsys.readouterr().err.startswith(f"kg: error: {q} {message}")


def test_dev_null_as_a_query_is_empty_not_missing(tmp_path: Path, capsys) -> None:
    from kg.query import cli_query

    assert cli_query("/dev/null", graph=_graph_file(tmp_path)) == 2
    err = capsys.readouterr().err
    assert err.startswith("kg: error: /dev/null is empty: no SPARQL query to run") and "no such" not in err


# --- 3. docs/CLI.md names every option of --help -----------------------------------------

#: The option reference moved from README's "Use" to docs/CLI.md in session 44.
README = Path(__file__).resolve().parent.parent / "docs" / "CLI.md"


def _block(text: str, start: str) -> str:
    """The docs/CLI.md text from the line starting with ``start`` to the next blank line."""
    i = text.index(start)
    j = text.find("\n\n", i)
    return text[i:] if j == -1 else text[i:j]


def _options(parser) -> list[str]:
    """The long option strings ``--help`` shows for ``parser`` (not -h, not hidden ones)."""
    import argparse

    return [o for a in parser._actions if a.help != argparse.SUPPRESS and not isinstance(a, argparse._HelpAction)
            and not isinstance(a, argparse._SubParsersAction) for o in a.option_strings if o.startswith("--")]


def _commands():
    import argparse

    from kg.cli import _parser

    top = _parser()
    (sub,) = [a for a in top._actions if isinstance(a, argparse._SubParsersAction)]
    return top, sub.choices


def test_every_command_is_described_with_its_options_in_readme() -> None:
    text = README.read_text(encoding="utf-8")
    top, commands = _commands()
    missing = []
    head = _block(text, "Every command's options")
    missing += [f"kg {o}" for o in _options(top) if f"`kg {o}`" not in head and f"`{o}`" not in head]
    for name, parser in commands.items():
        options = _options(parser)
        if f"| `kg {name}` option |" in text:
            where = _block(text, f"| `kg {name}` option |")
        else:
            assert f"`kg {name}` takes no options" in text and not parser._actions[1:], name
            continue
        missing += [f"kg {name} {o}" for o in options if not re.search(rf"(?<![\w-]){re.escape(o)}(?![\w-])", where)]
    assert missing == []


def test_the_readme_check_sees_an_option_readme_lacks(monkeypatch) -> None:
    import kg.cli

    real = kg.cli._parser

    def with_extra():
        p = real()
        import argparse

        (sub,) = [a for a in p._actions if isinstance(a, argparse._SubParsersAction)]
        sub.choices["serve"].add_argument("--no-such-option-in-readme", help="made up")
        return p

    monkeypatch.setattr(kg.cli, "_parser", with_extra)
    with pytest.raises(AssertionError, match="kg serve --no-such-option-in-readme"):
        test_every_command_is_described_with_its_options_in_readme()


# --- 6. HTML code links leave no '">' -----------------------------------------------------

@pytest.mark.parametrize("text, cleaned", [
    ('Code is at <a href="https://github.com/a/b">code</a>.', "Code is at code (https://github.com/a/b)."),
    # a quoted attribute value may hold '>'
    ('Code at <a href="https://github.com/a/b" title="x>y">code</a>.', "Code at code (https://github.com/a/b)."),
    ("Code at <a title='>>' href='https://github.com/a/b'>here</a>.", "Code at here (https://github.com/a/b)."),
    # an address glued to the end of a lost tag, or to injected markup
    ('Code at https://github.com/a/b">code</a>.', "Code at https://github.com/a/b code."),
    ("Code at https://github.com/a/b'>code</a>.", "Code at https://github.com/a/b code."),
    ('Code is available at https://github.com/a/b"><script>alert(1)</script>.',
     "Code is available at https://github.com/a/b."),
    ('Code is available at https://github.com/a/b"><img src=x onerror=alert(1)>.',
     "Code is available at https://github.com/a/b."),
    # beside a tag that cleaning removed
    ('Code: "><a href="https://github.com/a/b">code</a>', "Code: code (https://github.com/a/b)"),
    ('Code: <a href="https://github.com/a/b">https://github.com/a/b</a>">', "Code: https://github.com/a/b"),
    # a link no </a> closes keeps its address; quotes written as character references
    ('Code at <a href="https://github.com/a/b">code.', "Code at https://github.com/a/b code."),
    ('Code at <a href="https://github.com/a/b"/>.', "Code at https://github.com/a/b."),
    ("Code at <a href=&quot;https://github.com/a/b&quot;>code</a>.", "Code at code (https://github.com/a/b)."),
    # prose with a quote and '>' stays
    ('We write "a">b and x \'>\' y.', 'We write "a">b and x \'>\' y.'),
])
def test_an_html_code_link_leaves_no_tag_end_in_the_text(text: str, cleaned: str) -> None:
    from kg.clean import clean

    assert clean(text).text == cleaned


def test_the_code_link_of_an_injected_anchor_is_found_with_evidence(tmp_path: Path) -> None:
    from kg.ontology import KGO

    abstract = ('We propose FooNet, a network for image segmentation. Code is available at '
                'https://github.com/a/b"><script>alert(1)</script>.')
    (paper,) = _read(tmp_path, "a.jsonl", [{"id": "p1", "abstract": abstract}])
    g = _graph([paper])
    assert {str(o) for o in g.objects(None, KGO.codeRepository)} == {"https://github.com/a/b"}
    texts = [str(o) for o in g.objects(None, URIRef("http://purl.org/dc/terms/abstract"))]
    assert len(texts) == 1 and '">' not in texts[0] and "alert" not in texts[0]
