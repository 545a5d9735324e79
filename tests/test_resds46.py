"""Session 46 (resds46): results' datasets and dataset names.

* Graph assembly: every dataset a result is kgo:onDataset is also a dataset its paper is
  kgo:evaluatedOn (kg.graph.RESULT_DATASET_RULE), with the result's sentence as evidence;
  a dataset the paper already links keeps its own evidence, nothing is added twice.
* A Papers with Code dataset name that opens with a whole number ("20 Newsgroups") is read
  from the number (kg.extract.roles_base.NUMBER_LED_GAZETTEER_NAMES), not as its word alone.
* A number of a name (a year, a number inside a dataset span) ends no value's dataset scope
  (kg.extract.results.find.NAME_NUMBERS_NO_LIMIT): "on the WMT 2014 ..." keeps its year.

The sentences are written for these tests.
"""
from __future__ import annotations

from dataclasses import replace

import pytest
from rdflib import RDF
from rdflib.namespace import SKOS

from kg.graph import RESULT_DATASET_RULE, paper_rows
from kg.ontology import KGO
from kg.pipeline import graph_from_extractions
from kg.validate import validate
from kg.records import Paper, Result
from tests.factories import extraction, link, mention

# --- a result's dataset is a dataset its paper is evaluated on --------------------------------

ONLY_RESULT = "We train the Zorbel tagger. It reaches 71.3% accuracy on the Quill 2019 corpus"


def _second_sentence_result(text: str) -> Result:
    """The 71.3% of ``text``'s second sentence, on "Quill 2019"."""
    i, lo = text.index("71.3"), text.index(". ") + 2
    return Result(value="71.3", unit="%", metric="accuracy", dataset="Quill 2019", text="71.3% accuracy",
                  start=i, end=i + 14, sentence_start=lo, sentence_end=len(text))


def _labels(g, pred, subject=None) -> set[str]:
    return {str(g.value(o, SKOS.prefLabel)) for o in g.objects(subject, pred)}


def test_a_dataset_only_a_result_names_is_linked_from_the_paper() -> None:
    ex = extraction("p1", ONLY_RESULT, mentions=[mention("accuracy", ONLY_RESULT, "Metric", "metric")],
                    results=[_second_sentence_result(ONLY_RESULT)])
    g, _ = graph_from_extractions([ex])
    assert _labels(g, KGO.onDataset) == {"Quill 2019"}
    assert _labels(g, KGO.evaluatedOn) == {"Quill 2019"}
    (ev,) = list(g.subjects(RDF.predicate, KGO.evaluatedOn))
    assert str(g.value(ev, KGO.extractor)) == RESULT_DATASET_RULE
    assert str(g.value(ev, KGO.sentence)) == "It reaches 71.3% accuracy on the Quill 2019 corpus"
    assert float(g.value(ev, KGO.confidence)) == _second_sentence_result(ONLY_RESULT).confidence
    (row,) = paper_rows(g)
    assert row["datasets"] == "Quill 2019"
    report = validate(g)
    assert report.conforms and report.violations == []


def test_a_dataset_the_paper_links_keeps_its_own_evidence() -> None:
    text = "We test the Zorbel tagger on Quill 2019. It reaches 71.3% accuracy on Quill 2019"
    ex = extraction("p1", text, mentions=[mention("accuracy", text, "Metric", "metric"),
                                          mention("Quill 2019", text, "Dataset", "dataset")],
                    links=[link("evaluatedOn", None, "Quill 2019", "Dataset", text)],
                    results=[_second_sentence_result(text)])
    g, _ = graph_from_extractions([ex])
    rules = {str(g.value(ev, KGO.extractor)) for ev in g.subjects(RDF.predicate, KGO.evaluatedOn)}
    assert rules == {"test-rule"}


def test_a_result_left_out_adds_no_evaluation_link() -> None:
    # a value that is no number: the result is no kgo:Result (the shapes require an xsd:decimal
    # kgo:value), its dataset (and its metric) are only mentioned
    ex = extraction("p1", ONLY_RESULT, results=[replace(_second_sentence_result(ONLY_RESULT), value="many")])
    g, _ = graph_from_extractions([ex])
    assert _labels(g, KGO.evaluatedOn) == set()
    assert _labels(g, KGO.mentions) == {"Quill 2019", "accuracy"}


def test_a_result_without_a_metric_still_adds_the_evaluation_link() -> None:
    # since results51 a result that names no metric is a kgo:Result (without kgo:metric)
    ex = extraction("p1", ONLY_RESULT, results=[replace(_second_sentence_result(ONLY_RESULT), metric=None)])
    g, _ = graph_from_extractions([ex])
    assert _labels(g, KGO.evaluatedOn) == {"Quill 2019"}
    assert _labels(g, KGO.mentions) == set()


# --- a dataset name that opens with a number (kg.extract.roles_base.number_led_names) -------

def _datasets(ex, text: str) -> set[str]:
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {m.text for m in e.mentions if m.type == "Dataset"}


def _result_datasets(ex, text: str) -> list[tuple[str, str]]:
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return [(r.value, r.dataset) for r in e.results]


@pytest.mark.parametrize("text, name", [
    ("Our clustering model reaches a purity of 0.71 on the 12 Scenes dataset.", "12 Scenes"),
    ("We cluster the documents of the 20 Newsgroups dataset, Reuters-21578 and the Yelp corpus.", "20 Newsgroups"),
    ("The segmenter is trained and tested on 50 Salads and Breakfast.", "50 Salads"),
])
def test_a_known_dataset_name_keeps_its_number(ex, text, name) -> None:
    found = _datasets(ex, text)
    assert name in found
    assert name.split(" ", 1)[1] not in found  # not the word alone ("Newsgroups")


def test_a_count_before_a_name_stays_a_count(ex) -> None:
    found = _datasets(ex, "We evaluate the agent on 26 Atari games and the Procgen suite.")
    assert not any(d[:1].isdigit() for d in found)


def test_number_led_names_needs_the_gazetteer_match() -> None:
    import spacy
    from spacy.tokens import Span
    from kg.extract.roles_base import number_led_names

    doc = spacy.blank("en")("on the 20 Newsgroups corpus and 26 Atari games")
    names = [Span(doc, 3, 4, label="SINGLE"), Span(doc, 7, 8, label="SINGLE")]
    gaz = [Span(doc, 2, 4, label="Dataset")]
    out = number_led_names(names, gaz)
    assert [(s.text, s.label_) for s in out] == [("20 Newsgroups", "TITLE"), ("Atari", "SINGLE")]
    assert number_led_names(names, [Span(doc, 2, 4, label="Method")]) == names


# --- a number of a name ends no value's dataset scope (kg.extract.results.find._name_number) ---

def test_the_value_before_a_number_led_name_takes_it(ex) -> None:
    got = _result_datasets(ex, "Our text classifier reaches 81.5% accuracy on 20 Newsgroups and 90.1% on AG News.")
    assert ("81.5", "20 Newsgroups") in got and ("90.1", "AG News") in got


def test_a_year_stays_in_the_name_after_on() -> None:
    from kg.extract.results.find import find_results

    text = "The decoder reaches 30.2 BLEU on the WMT 2016 English-Romanian news task."
    i = text.index("BLEU")
    (r,) = find_results(text, None, metrics=[(i, i + 4, "BLEU")])
    assert (r.value, r.dataset) == ("30.2", "WMT 2016 English-Romanian")


# --- a name that modifies a noun after "on" is no result dataset (results.datasets._modifier_name) ---

def _fallback_dataset(text: str, metric: str):
    from kg.extract.results.find import find_results

    i = text.index(metric)
    return [(r.value, r.dataset) for r in find_results(text, None, metrics=[(i, i + len(metric), metric)])]


@pytest.mark.parametrize("text, metric, value", [
    # a possessive: the name owns what follows
    ("A linear probe trained on Zorblet's frozen features reaches an AUROC of 0.81.", "AUROC", "0.81"),
    # a lower-case noun after the name: the name only qualifies it
    ("We run the attack on the Acme cloud service, causing 37.2% error rate.", "error rate", "37.2"),
    ("The planner raises the success rate by 12% across several MARL benchmarks.", "success rate", "12"),
    ("Our tuner gains 3.5% accuracy on four QA datasets.", "accuracy", "3.5"),
])
def test_a_name_that_modifies_a_noun_is_no_result_dataset(text, metric, value) -> None:
    assert _fallback_dataset(text, metric) == [(value, None)]


@pytest.mark.parametrize("text, metric, expected", [
    ("The decoder reaches 27.9 BLEU on the WMT 2016 English-Romanian translation task.", "BLEU",
     ("27.9", "WMT 2016 English-Romanian")),
    ("Our tuner gains 3.5% accuracy on the Quillbank benchmark.", "accuracy", ("3.5", "Quillbank")),
    ("Our tuner gains 3.5% accuracy on Quillbank, beating the baselines.", "accuracy", ("3.5", "Quillbank")),
    ("Our tuner reaches 71.5% accuracy on Quillbank classification.", "accuracy", ("71.5", "Quillbank")),
])
def test_a_data_head_task_word_or_clause_after_the_name_keeps_it(text, metric, expected) -> None:
    assert expected in _fallback_dataset(text, metric)
