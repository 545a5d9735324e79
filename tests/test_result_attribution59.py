"""Session 59 (attr59): the numbers of baselines.

A value the sentence gives to a named system the paper compares with goes to that system
("compared to 23.8% from OspreyDet", "compared with 30.2% mAP by A and 28.0% mAP by B") and is
marked a baseline's (``Result.baseline``, the graph's kgo:isBaselineResult); a value of unnamed
prior work ("prior methods achieve approximately 0%", "outperforms previous methods (30.2%
mAP)", "our baseline reaches 30.2%") gets no owner, never the proposal's, and is marked too.
The proposal's own values are never marked. Sentences are written for these tests.
"""
from __future__ import annotations

import pytest

from kg.extract.results import attribution
from kg.extract.results.attribution import _prior_phrase
from kg.graph import build_graph
from kg.ontology import KGO
from kg.query import run_query
from kg.records import Paper
from kg.resolve import resolve

BASE = "https://example.org/kg/"
OPENING = "We propose KestrelNet, a sparse detector for aerial scenes. "


def _extract(ex, text):
    x = ex.extract(Paper(id="p59", abstract=OPENING + text))
    return x, {r.value.lstrip("+"): r for r in x.results}


def _graph(x):
    return build_graph([x], resolve([x]), base_iri=BASE)


def _baseline_results(g) -> dict[str, str]:
    """value -> owner IRI ('' without kgo:ofMethod) of the results marked kgo:isBaselineResult."""
    out = {}
    for node in g.subjects(KGO.isBaselineResult, None):
        owner = g.value(node, KGO.ofMethod)
        out[str(g.value(node, KGO.value))] = str(owner) if owner is not None else ""
    return out


def test_a_value_compared_from_a_named_baseline_is_the_baselines(ex):
    x, rs = _extract(ex, "KestrelNet improves accuracy to 41.2% compared to 23.8% from OspreyDet on HarborAir.")
    assert (rs["23.8"].method, rs["23.8"].baseline, rs["23.8"].method_own) == ("OspreyDet", True, False)
    assert (rs["41.2"].method, rs["41.2"].baseline) == ("KestrelNet", False)
    # the name becomes a compared Method mention, so kgo:ofMethod has an entity to point at
    assert ("OspreyDet", "compared", "method-result-baseline") in {
        (m.text, m.role, m.rule) for m in x.mentions if m.type == "Method"}
    g = _graph(x)
    assert _baseline_results(g) == {"23.8": BASE + "method/ospreydet"}
    assert (None, KGO.comparesWith, None) in g


def test_a_list_of_compared_values_by_named_baselines(ex):
    _, rs = _extract(ex, "KestrelNet obtains 38.5% mAP, compared with 30.2% mAP by OspreyDet and 28.0% mAP by HeronNet.")
    assert [(v, rs[v].method, rs[v].baseline) for v in ("38.5", "30.2", "28.0")] == [
        ("38.5", "KestrelNet", False), ("30.2", "OspreyDet", True), ("28.0", "HeronNet", True)]


def test_a_named_baseline_in_a_contrasting_clause_or_a_bracket(ex):
    _, rs = _extract(ex, "KestrelNet reaches 38.5% accuracy on HarborAir, while OspreyDet achieves only 21.4% accuracy.")
    assert (rs["21.4"].method, rs["21.4"].baseline) == ("OspreyDet", True)
    assert rs["38.5"].baseline is False
    _, rs = _extract(ex, "KestrelNet reaches 38.5% accuracy on HarborAir, which is higher than OspreyDet (21.4%).")
    assert (rs["21.4"].method, rs["21.4"].baseline) == ("OspreyDet", True)


def test_unnamed_prior_work_gets_no_owner_and_the_mark(ex):
    x, rs = _extract(ex, "On HarborAir, prior methods achieve approximately 0% accuracy, "
                         "while KestrelNet reaches 38.5% accuracy.")
    assert (rs["0"].method, rs["0"].method_own, rs["0"].baseline) == (None, False, True)
    # the proposal named after "while" keeps its value, unmarked (the pipeline clears a mark on a proposal)
    assert (rs["38.5"].method, rs["38.5"].baseline) == ("KestrelNet", False)
    g = _graph(x)
    assert _baseline_results(g) == {"0": ""}
    owners = {str(g.value(n, KGO.value)): str(o) for n, o in g.subject_objects(KGO.ofMethod)}
    assert owners == {"38.5": BASE + "method/kestrelnet"}


@pytest.mark.parametrize("sentence, value", [
    ("KestrelNet reaches 38.5% accuracy on HarborAir, whereas existing baselines achieve only 12.1% accuracy.", "12.1"),
    ("Previous state-of-the-art methods reach 30.2% mAP on HarborAir.", "30.2"),
    ("KestrelNet reaches 38.5% mAP on HarborAir, compared to 30.2% mAP of the previous best method.", "30.2"),
    ("The best competing method achieves only 25.5% mAP on HarborAir, and KestrelNet reaches 38.5% mAP.", "25.5"),
    ("KestrelNet outperforms previous methods (30.2% mAP) with 38.5% mAP on HarborAir.", "30.2"),
    ("Our baseline reaches 30.2% mAP on HarborAir, and KestrelNet reaches 38.5% mAP.", "30.2"),
])
def test_unnamed_prior_work_frames(ex, sentence, value):
    _, rs = _extract(ex, sentence)
    r = rs[value]
    assert (r.method, r.method_own, r.baseline) == (None, False, True)
    assert all(not o.baseline for v, o in rs.items() if v != value)


def test_the_papers_own_values_are_not_marked(ex):
    _, rs = _extract(ex, "KestrelNet improves over OspreyDet by 4.3% mAP on HarborAir.")
    assert (rs["4.3"].method, rs["4.3"].baseline) == ("KestrelNet", False)
    _, rs = _extract(ex, "Compared with the teacher, the student reaches 92% of OspreyNet accuracy on HarborAir.")
    assert rs["92"].method != "OspreyNet" and rs["92"].baseline is False  # a share of a score, no value of OspreyNet
    _, rs = _extract(ex, "Our method reaches 38.5% mAP on HarborAir, while the previous best method reaches only 30.2% mAP.")
    assert (rs["38.5"].method_own, rs["38.5"].baseline) == (True, False)
    assert (rs["30.2"].method, rs["30.2"].baseline) == (None, True)


def test_prior_phrase():
    assert _prior_phrase("the previous state of the art".split())
    assert _prior_phrase("existing RNN-based baselines".split())
    assert _prior_phrase(["Baselines"])
    assert not _prior_phrase("the proposed method".split())
    assert not _prior_phrase("previous GPT-4 methods".split())  # a name: the named frames apply
    assert not _prior_phrase("current LLMs".split())  # the systems a study evaluates, no baseline
    assert not _prior_phrase("the best model".split())


def test_switch_off_gives_no_mark(ex, monkeypatch):
    monkeypatch.setattr(attribution, "BASELINE_RESULTS", False)
    _, rs = _extract(ex, "On HarborAir, prior methods achieve approximately 0% accuracy, "
                         "while KestrelNet reaches 38.5% accuracy.")
    assert not any(r.baseline for r in rs.values())


def test_results_by_method_says_baseline(ex, tmp_path):
    x, _ = _extract(ex, "KestrelNet improves accuracy to 41.2% compared to 23.8% from OspreyDet on HarborAir. "
                        "Prior methods achieve approximately 0% accuracy on HarborAir.")
    g = _graph(x)
    res = run_query("results-by-method", g)
    whose = {str(row[res.vars.index("value")]): (str(row[res.vars.index("whose")]),
                                                 str(row[res.vars.index("methodLabel")] or ""))
             for row in res.rows}
    assert whose == {"41.2": ("proposed", "KestrelNet"), "23.8": ("baseline", "OspreyDet"), "0": ("baseline", "")}


@pytest.mark.parametrize("sentence, value", [
    ("KestrelNet achieves better results than SOTA baselines (+11.7% on average).", "11.7"),
    ("KestrelNet significantly surpasses the previous SoTA (62.67% vs. 55.65%) on HarborAir.", "62.67"),
    ("Especially, KestrelNet significantly surpasses the baseline (up to +91.8%) on dense scenes.", "91.8"),
])
def test_a_margin_in_a_bracket_after_a_compared_system_is_not_its_number(ex, sentence, value):
    _, rs = _extract(ex, sentence)
    assert rs[value].baseline is False


def test_a_margin_in_a_bracket_after_a_named_system_is_the_subjects(ex):
    _, rs = _extract(ex, "KestrelNet outperforms OspreyDet (+5.2%) on HarborAir.")
    assert (rs["5.2"].method, rs["5.2"].baseline) == ("KestrelNet", False)


def test_a_contrast_opening_the_sentence_marks_no_baseline(ex):
    # "In contrast, X achieves ...": a finding about X, no comparison inside X's clause
    _, rs = _extract(ex, "KestrelNet solves 61% of the puzzles. In contrast, OspreyDet achieves a success rate of 50% on them.")
    assert (rs["50"].method, rs["50"].baseline) == ("OspreyDet", False)
    _, rs = _extract(ex, "KestrelNet solves 61% of the puzzles, while OspreyDet only achieves a success rate of 50%.")
    assert (rs["50"].method, rs["50"].baseline) == ("OspreyDet", True)
