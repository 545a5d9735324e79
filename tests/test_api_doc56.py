"""docs/API.md documents the result queries' ``kind`` and ``direction`` columns where
run_query's results are shown (session 56, trial O finding 5): the values it names are the
ones the shipped queries bind and the ontology's change directions."""
import re
from pathlib import Path

from kg.query import load_query

REPO = Path(__file__).resolve().parents[1]


def _section() -> str:
    page = (REPO / "docs" / "API.md").read_text(encoding="utf-8")
    start = page.index("### Results tables: the `kind` and `direction` columns")
    return page[start:page.index("\n## ", start) if "\n## " in page[start:] else len(page)]


def test_the_kind_values_are_those_the_queries_bind():
    section = _section()
    row = next(line for line in section.splitlines() if line.startswith("| `kind` |"))
    for name in ("results-per-metric", "results-by-method"):
        text = load_query(name).text
        bound = re.search(r'BIND\(IF\(COALESCE\(\?change, false\), "(\w+)", "(\w+)"\) AS \?kind\)', text)
        assert bound is not None, name
        assert bound.groups() == ("change", "score")
        assert f"`{name}`" in section
    assert "`score` or `change`" in row and "kgo:isChange true" in row


def test_the_direction_values_are_the_ontology_individuals():
    from rdflib import Graph
    from rdflib.namespace import OWL, RDF

    from kg.ontology import KGO, ONTOLOGY_DIR

    g = Graph().parse(ONTOLOGY_DIR / "paperkg.ttl", format="turtle")
    members = {str(s).rsplit("#", 1)[1].lower() for s in g.subjects(RDF.type, KGO.ChangeDirection)
               if (s, RDF.type, OWL.NamedIndividual) in g}
    assert members == {"increase", "decrease", "improvement"}
    row = next(line for line in _section().splitlines() if line.startswith("| `direction` |"))
    for value in members:
        assert f"`{value}`" in row
    assert "kgo:changeDirection" in row and "empty where the words do not say" in row


def test_the_pandas_example_filters_on_both_columns():
    section = _section()
    assert 'df["kind"] == "score"' in section
    assert 'changes["direction"] == "improvement"' in section
