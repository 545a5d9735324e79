"""Session 46 (resds46): results' datasets and dataset names.

* Graph assembly: every dataset a result is kgo:onDataset is also a dataset its paper is
  kgo:evaluatedOn (kg.graph.RESULT_DATASET_RULE), with the result's sentence as evidence;
  a dataset the paper already links keeps its own evidence, nothing is added twice.

The sentences are written for these tests.
"""
from __future__ import annotations

from dataclasses import replace

from rdflib import RDF
from rdflib.namespace import SKOS

from kg.graph import RESULT_DATASET_RULE, paper_rows
from kg.ontology import KGO
from kg.pipeline import graph_from_extractions
from kg.validate import validate
from kg.records import Result
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
    # no metric: the result is no kgo:Result (the shapes require one), its dataset is only mentioned
    ex = extraction("p1", ONLY_RESULT, results=[replace(_second_sentence_result(ONLY_RESULT), metric=None)])
    g, _ = graph_from_extractions([ex])
    assert _labels(g, KGO.evaluatedOn) == set()
    assert _labels(g, KGO.mentions) == {"Quill 2019"}
