"""Session 54 (results54): a result of the paper's own work gets its proposal as owner.

A value that no sentence-level rule gives to anyone ("index memory is reduced by 41.5%"), stated
at or after the sentence that first names the paper's proposal and in a clause about no other
system, is the paper's own (``method_own``), and the graph gives it kgo:ofMethod the proposal
when the paper proposes exactly one. A value before the proposal (background), after a comparing
word ("while annotators reach 93.1%"), in a "vs" pair or in a clause whose subject is another
system ("existing indexes reach 61.2%") stays unattributed. Sentences are written for these tests.
"""
from __future__ import annotations

import pytest
from rdflib import URIRef

from kg.extract.results import attribution
from kg.graph import build_graph
from kg.ontology import KGO
from kg.records import Paper
from kg.resolve import resolve

BASE = "https://example.org/kg/"
OPENING = "Dense retrieval indexes are costly to store. We introduce HeronNet, a sparse index for retrieval. "


def _results(ex, text):
    x = ex.extract(Paper(id="p54", abstract=text))
    return x, {r.value: r for r in x.results}


def test_a_value_after_the_proposal_is_the_papers_own(ex):
    x, rs = _results(ex, OPENING + "As a result, index memory is reduced by 41.5% on the BazSet benchmark.")
    r = rs["41.5"]
    assert (r.method, r.method_own) == (None, True)
    g = build_graph([x], resolve([x]), base_iri=BASE)
    owners = {str(o) for s, o in g.subject_objects(KGO.ofMethod)}
    assert owners == {BASE + "method/heronnet"}


def test_a_value_before_the_proposal_is_background(ex):
    x, rs = _results(ex, "Dense retrieval indexes lose 12.5% recall when compressed. "
                         "We introduce HeronNet, a sparse index for retrieval.")
    assert rs["12.5"].method_own is False and rs["12.5"].method is None
    g = build_graph([x], resolve([x]), base_iri=BASE)
    assert not list(g.subject_objects(KGO.ofMethod))


@pytest.mark.parametrize("sentence, value", [
    # a comparing or contrasting word before the value: another system's number
    ("The best index recalls 88.0% of passages, while human annotators reach 93.1%.", "93.1"),
    # a clause whose subject is another system
    ("In our tests, existing indexes reach only 61.2% recall on QuxSet.", "61.2"),
    # a "vs" pair: which side is whose is not said
    ("Index memory drops sharply (71.2% vs 64.0%) on QuxSet.", "71.2"),
])
def test_a_value_about_another_system_stays_unattributed(ex, sentence, value):
    _, rs = _results(ex, OPENING + sentence)
    assert rs[value].method is None and rs[value].method_own is False


def test_a_change_over_prior_work_in_the_object_stays_the_papers_own(ex):
    # "prior" after the verb is the compared system, not the subject: the gain is the paper's
    _, rs = _results(ex, OPENING + "On QuxSet, retrieval recall improves over prior indexes by 7.5 points.")
    assert rs["7.5"].method_own is True


def test_two_proposals_give_a_marked_value_no_owner(ex):
    x, rs = _results(ex, "Dense retrieval indexes are costly to store. We propose two methods: HeronNet, a sparse "
                         "index for retrieval, and KiteRank, a reranker for question answering. As a result, "
                         "index memory is reduced by 41.5% on BazSet.")
    assert rs["41.5"].method_own is True
    g = build_graph([x], resolve([x]), base_iri=BASE)
    assert not list(g.subject_objects(KGO.ofMethod))  # which of the two is not said


def test_the_switch_turns_the_rule_off(ex, monkeypatch):
    monkeypatch.setattr(attribution, "OWN_AFTER_PROPOSAL", False)
    _, rs = _results(ex, OPENING + "As a result, index memory is reduced by 41.5% on the BazSet benchmark.")
    assert rs["41.5"].method_own is False


def test_nothing_is_marked_without_a_proposal():
    from kg.records import Result
    r = Result(value="41.5", unit="%", metric=None, dataset=None, text="41.5%", start=10, end=15,
               sentence_start=0, sentence_end=20)
    assert attribution.own_after_proposal("x" * 20, [(0, 20)], [r], []) == [r]


# --- metrics: the abstract's only measure named in an earlier sentence; a sentence's scoped measure

from kg.extract.results import find as find_mod  # noqa: E402

MEASURED = ("Web agents often fail on long tasks. We report the success rate of agents on web tasks. "
            "We propose FooAgent, a planner for web navigation. ")


def test_a_percentage_takes_the_only_measure_named_in_an_earlier_sentence(ex):
    _, rs = _results(ex, MEASURED + "With two demonstrations, FooAgent reaches 71.2% on QuxShop and 64.0% on ZedWeb.")
    assert (rs["71.2"].metric, rs["64.0"].metric) == ("success rate", "success rate")


def test_the_earlier_measure_is_off_with_its_switch(ex, monkeypatch):
    monkeypatch.setattr(find_mod, "SINGLE_METRIC_NAMED_BEFORE", False)
    _, rs = _results(ex, MEASURED + "With two demonstrations, FooAgent reaches 71.2% on QuxShop and 64.0% on ZedWeb.")
    assert rs["71.2"].metric is None


@pytest.mark.parametrize("text", [
    # a vague measure ("quality") is no measure of a bare percentage
    "We study the generation quality of solvers. We propose FooSolve. FooSolve narrows the gap from 1.8% to 0.5%.",
    # another quantity named with a copula right before the value
    "We report the top-1 accuracy of spiking networks. We propose FooRule, a learning rule. "
    "With FooRule, the firing sparsity is 18.7% on QuxSet.",
    # the measure named only after the value's sentence
    "We propose FooAgent, a planner. FooAgent reaches 71.2% on QuxShop. We report the success rate of agents.",
])
def test_no_earlier_measure_is_taken(ex, text):
    _, rs = _results(ex, text)
    assert all(r.metric is None for r in rs.values() if r.unit == "%"), [(r.value, r.metric) for r in rs.values()]


def test_in_terms_of_scopes_the_sentences_bracketed_values(ex):
    _, rs = _results(ex, "We propose FooSeg, a segmenter. Our FooSeg clearly outperforms BarSeg in terms of pixel "
                         "accuracy on three datasets: QuxSet (+14.9%), ZedSet (+13.0%), and MooSet (+5.7%).")
    assert [rs[v].metric for v in ("+14.9", "+13.0", "+5.7")] == ["pixel accuracy"] * 3


def test_in_terms_of_is_off_with_its_switch(ex, monkeypatch):
    monkeypatch.setattr(find_mod, "SENTENCE_SCOPED_METRIC", False)
    _, rs = _results(ex, "We propose FooSeg, a segmenter. Our FooSeg clearly outperforms BarSeg in terms of pixel "
                         "accuracy on three datasets: QuxSet (+14.9%), ZedSet (+13.0%), and MooSet (+5.7%).")
    assert rs["+14.9"].metric is None
