"""A main task read from the paper's TITLE (Mention.source == "title", session 24).

When the abstract gives no main task (or only one it names as background), the problem
the title states becomes the main task, a mention whose offsets index the plain title.
Sentences and titles here are written for these tests.
"""
from __future__ import annotations

import filecmp
from pathlib import Path

import pytest
from rdflib import RDF, Literal, URIRef

from kg.graph import build_graph
from kg.ontology import KGO
from kg.records import Mention, Paper, extraction_from_dict, extraction_to_dict, plain_title
from kg.resolve import resolve
from kg.validate import validate
from tests.factories import extraction, mention

BASE = "https://example.org/kg/"
TEXT = ("We propose ZetaFold, a graph network. ZetaFold reaches high accuracy on three benchmarks. "
        "Code is released.")
TITLE = "ZetaFold: Towards Robust Protein Structure Alignment under Noise"


def _title_mention(title: str, phrase: str) -> Mention:
    start = title.index(phrase)
    return Mention(phrase, "Task", start, start + len(phrase), "task", "task-title-main", 0.4,
                   main=True, source="title")


# ------------------------------------------------------------------ records
def test_mention_source_defaults_to_the_abstract():
    m = mention("ZetaFold", TEXT, "Method", "proposed")
    assert m.source == "abstract" and not m.in_title
    t = _title_mention(TITLE, "Protein Structure Alignment")
    assert t.in_title and plain_title(TITLE)[t.start:t.end] == "Protein Structure Alignment"


def test_a_title_mention_survives_the_dict_round_trip():
    t = _title_mention(TITLE, "Protein Structure Alignment")
    ex = extraction("p1", TEXT, mentions=[mention("ZetaFold", TEXT, "Method", "proposed"), t], title=TITLE)
    back = extraction_from_dict(extraction_to_dict(ex))
    assert back.mentions == ex.mentions and back.mentions[1].source == "title"


def test_plain_title_resolves_markup():
    assert plain_title("$\\alpha$-Nets for Sorting") == "α-Nets for Sorting"
    assert plain_title("Plain Title") == "Plain Title" and plain_title(None) is None


# ------------------------------------------------------------------ the rule
@pytest.fixture(scope="module")
def extractor():
    from kg.extract import Extractor
    return Extractor()


def _main(extractor, title: str, text: str):
    ex = extractor.extract(Paper(id="t", abstract=text, title=title))
    mains = [m for m in ex.mentions if m.main and m.type == "Task"]
    return ex, (mains[0] if mains else None)


def test_title_problem_is_the_main_task_when_the_abstract_names_none(extractor):
    text = "We study a hard question. Our approach uses graph neural networks and attains good accuracy."
    title = "Towards Robust Protein Structure Alignment under Noise"
    ex, m = _main(extractor, title, text)
    assert m is not None and m.source == "title" and m.rule == "task-title-main"
    assert m.text == "Robust Protein Structure Alignment under Noise"
    assert plain_title(title)[m.start:m.end] == m.text
    # every abstract mention still indexes the cleaned abstract
    assert all(x.text == ex.clean.text[x.start:x.end] for x in ex.mentions if not x.in_title)


@pytest.mark.parametrize("title", [
    "Reliable Classifiers Should Also Consider Label Noise",  # a clause, not a task name
    "Evaluating and Reducing the Errors of Small Captioning Systems",  # object reading cut at "and"
    "Towards Graph Neural Networks",  # a model family
    "Towards Protein Alignment (2) of Alpine Plants",  # a bracket
])
def test_no_title_main_task_from_a_clause_a_cut_phrase_or_a_model(extractor, title):
    text = "We study a hard question. Our approach uses several components and attains good accuracy."
    _, m = _main(extractor, title, text)
    assert m is None or m.source == "abstract"


def test_a_with_phrase_is_a_means_and_is_left_out(extractor):
    text = "We study a hard question. Our approach uses several components and attains good accuracy."
    _, m = _main(extractor, "Faster Protein Alignment with Random Walks", text)
    # (since session 25 the grading word "Faster" is left out too: TITLE_MAIN_GRADING_TRIM)
    assert m is not None and m.source == "title" and m.text == "Protein Alignment"


def test_the_abstract_main_task_stays_when_it_states_the_problem(extractor):
    text = "We address protein docking. Our approach uses graph neural networks for protein docking."
    _, m = _main(extractor, "Towards Robust Molecule Retrieval under Noise", text)
    assert m is not None and m.source == "abstract"


def test_the_switch_turns_the_rule_off(extractor, monkeypatch):
    import kg.extract.roles as roles
    monkeypatch.setattr(roles, "TITLE_MAIN_TASK", False)
    text = "We study a hard question. Our approach uses graph neural networks and attains good accuracy."
    _, m = _main(extractor, "Towards Robust Protein Structure Alignment under Noise", text)
    assert m is None


# ------------------------------------------------------------------ graph evidence
def _graph():
    t = _title_mention(TITLE, "Protein Structure Alignment")
    ex = extraction("p1", TEXT, mentions=[mention("ZetaFold", TEXT, "Method", "proposed"), t], title=TITLE)
    return build_graph([ex], resolve([ex]), base_iri=BASE)


def test_title_evidence_is_the_title():
    g = _graph()
    paper = URIRef(BASE + "paper/p1")
    task = g.value(paper, KGO.mainTask)
    assert task is not None and (paper, KGO.addresses, task) in g
    evs = [ev for ev in g.subjects(RDF.type, KGO.Evidence)
           if g.value(ev, RDF.object) == task and g.value(ev, RDF.predicate) == KGO.mainTask]
    assert len(evs) == 1
    ev = evs[0]
    assert str(g.value(ev, KGO.sentence)) == TITLE
    assert g.value(ev, KGO.inTitle) == Literal(True)
    assert (g.value(ev, KGO.startOffset).toPython(), g.value(ev, KGO.endOffset).toPython()) == (0, len(TITLE))
    # abstract evidence carries no kgo:inTitle
    others = [e for e in g.subjects(RDF.type, KGO.Evidence) if g.value(e, RDF.object) != task]
    assert others and all(g.value(e, KGO.inTitle) is None for e in others)


def test_a_graph_with_title_evidence_conforms_and_serialises_the_same_twice():
    g1, g2 = _graph(), _graph()
    assert validate(g1).conforms
    assert g1.serialize(format="nt") == g2.serialize(format="nt")


# ------------------------------------------------------------------ exports
def test_the_bundled_sample_builds_byte_identical_twice(tmp_path):
    from kg.pipeline import build
    a, b = tmp_path / "a", tmp_path / "b"
    build(out_dir=a, html=False, sample=True)
    build(out_dir=b, html=False, sample=True)
    names = sorted(p.name for p in a.iterdir())
    assert names and names == sorted(p.name for p in b.iterdir())
    match, mismatch, errors = filecmp.cmpfiles(a, b, names, shallow=False)
    assert mismatch == [] and errors == []


def test_the_html_view_shows_the_title_as_the_main_task_evidence():
    from kg.view import collect_view_data
    data = collect_view_data(_graph())
    assert TITLE in data.sentences  # kept as text: it is no slice of the abstract
    sid = data.sentences.index(TITLE)
    assert any(len(e) > 3 and sid in e[3][1::2] for e in data.edges)
