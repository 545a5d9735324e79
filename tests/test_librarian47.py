"""Extraction and resolution errors a fresh-user trial found on corpus text, session 47.

Every sentence is written for these tests; the made-up names ("zorb ...", "plonk ...") are in
no gold file. Each rule is tested on and, through its switch, off.

* :data:`kg.extract.roles_datasets.CUED_IN_MEASURE_LISTS`: a list that only a measure phrase
  seeds, governed by a bare "in", is a list of metrics only with a measuring cue before "in".
* :data:`kg.extract.roles_proposals.BRACKETED_NAMED`: "called (ZORB)" names ZORB.
* :data:`kg.extract.roles_proposals.EXPANSION_MODIFIERS`: a capitalised phrase ending in an
  acronym's long form that modifies a known head after the bracket ("... Out-of-Distribution
  (OOD) detection layer") is no proposal.
* :data:`kg.extract.roles_title.COMPLEX_PREPOSITION_STOP`: a stated problem ends before "with
  respect to" / "in terms of".
* :data:`kg.resolve.SOURCE_PREPOSITION_VARIANTS`: long forms of one short form differing in
  "from" / "with" are one entity; a short form glued by "+" to a name part stays as written.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_datasets as rd
import kg.extract.roles_proposals as rp
import kg.extract.roles_title as rt
import kg.resolve as R
from kg.resolve import _acronym_norm, _expand_inner, _same_but_source_preposition, resolve
from tests.factories import acronym, extraction, mention, proposed_rules, run


def _metrics(ex, text):
    return {m.text for m in run(ex, text).mentions if m.type == "Metric"}


def _tasks(ex, text):
    return {m.text for m in run(ex, text).mentions if m.type == "Task"}


# --- 1. a list after a bare "in" needs a measuring cue ----------------------------------------

TOPICS = ("Zorb video is a new benchmark of plonk assembly. We analyze the reasoning steps for "
          "comprehending knowledge in plonk progress, process efficiency, zorb collaboration and human intention.")
MEASURED = ("Plonk routing is slow on large maps. We propose ZorbRoute, a sparse router. ZorbRoute achieves "
            "a significant improvement in process efficiency, plonk latency and route quality.")


def test_a_list_of_topics_after_in_gives_no_metrics(ex):
    assert _metrics(ex, TOPICS) == set()


def test_switch_off_reads_the_topics_as_metrics(ex, monkeypatch):
    monkeypatch.setattr(rd, "CUED_IN_MEASURE_LISTS", False)
    assert {"process efficiency", "zorb collaboration", "human intention"} <= _metrics(ex, TOPICS)


def test_a_list_after_a_noun_of_change_and_in_stays_metrics(ex):
    assert {"process efficiency", "plonk latency", "route quality"} <= _metrics(ex, MEASURED)


IMPROVING_INSIDE = ("Plonk control is hard to learn from few demonstrations. We propose ZorbPO, a policy "
                    "optimizer. Experiments on zorb benchmarks show the strength of ZorbPO in improving both the "
                    "demonstration quality and the plonk return.")
EXPLOSION = ("Deep zorb models reduce errors. However, the growing size of zorb models leads to an explosion "
             "in plonk latency and memory footprints of serving systems.")


def test_a_verb_of_improvement_after_in_is_a_cue(ex):
    assert "demonstration quality" in _metrics(ex, IMPROVING_INSIDE)


def test_a_noun_of_growth_before_in_is_a_cue(ex):
    assert {"plonk latency", "memory footprints"} <= _metrics(ex, EXPLOSION)


# --- 2. a name only in brackets after "called" ------------------------------------------------

BRACKETED = ("Style transfer without labels is hard. Our analysis enables the development of a plonk "
             "adaptive zorb generation model, called (PLONKA). It transfers styles across four languages.")


def test_called_bracketed_name_is_proposed(ex):
    assert proposed_rules(ex, BRACKETED).get("PLONKA") == "propose-named"


def test_switch_off_names_nothing_in_brackets(ex, monkeypatch):
    monkeypatch.setattr(rp, "BRACKETED_NAMED", False)
    assert "PLONKA" not in proposed_rules(ex, BRACKETED)


# --- 3. an expansion that modifies a known head -------------------------------------------------

EXPANSION = ("Multimodal models break on noisy inputs. We introduce an implicit Zorbic Out-of-Distribution "
             "(OOD) detection layer. This layer removes outliers before fusion.")


def test_expansion_before_a_known_head_is_no_proposal(ex):
    assert "Zorbic Out-of-Distribution" not in proposed_rules(ex, EXPANSION)


def test_switch_off_proposes_the_expansion(ex, monkeypatch):
    monkeypatch.setattr(rp, "EXPANSION_MODIFIERS", False)
    assert proposed_rules(ex, EXPANSION).get("Zorbic Out-of-Distribution") == "propose-object"


def test_an_unknown_head_after_the_bracket_keeps_the_name(ex):
    text = ("Plonk graphs are noisy. We propose a Zorbic Plonk Network (ZPN) framework for plonk "
            "forecasting. It is fast.")
    assert "Zorbic Plonk Network" in proposed_rules(ex, text)


# --- 4. no task ends in a complex preposition -----------------------------------------------------

RESPECT = ("We study the sample complexity of training plonk networks with respect to the input dimension. "
           "We give tight bounds.")
TERMS = "We study the robustness of deep zorb classifiers in terms of the input noise level. We give tight bounds."


def test_problem_ends_before_with_respect_to(ex):
    tasks = _tasks(ex, RESPECT)
    assert "sample complexity of training plonk networks" in tasks
    assert not any(t.endswith("with respect") for t in tasks)


def test_problem_ends_before_in_terms_of(ex):
    tasks = _tasks(ex, TERMS)
    assert "robustness of deep zorb classifiers" in tasks
    assert not any(t.endswith("in terms") for t in tasks)


def test_switch_off_keeps_the_fragment(ex, monkeypatch):
    monkeypatch.setattr(rt, "COMPLEX_PREPOSITION_STOP", False)
    assert "sample complexity of training plonk networks with respect" in _tasks(ex, RESPECT)


# --- 5. resolution: "from" / "with" variants, "+" combinations ------------------------------------

@pytest.mark.parametrize("a, b, same", [
    ("zorb learning from plonk feedback", "zorb learning with plonk feedback", True),
    ("zorb learning via plonk feedback", "zorb learning through plonk feedback", True),
    ("zorb learning from plonk feedback", "zorb learning from plonk feedback", False),  # no difference at all
    ("zorb learning from plonk feedback", "zorb learning for plonk feedback", False),
    ("zorb from plonk", "zorb with plonk", True),
    ("from plonk", "with plonk", False),  # too short
    ("zorb learning from plonk feedback", "zorb tuning with plonk feedback", False),  # two differences
])
def test_same_but_source_preposition(a, b, same):
    assert _same_but_source_preposition(a.split(), b.split()) is same


def _two_definitions():
    t1 = "We train zorb agents by plonk learning from human critiques (PLHC) on toy tasks"
    t2 = "We train zorb agents by plonk learning with human critiques (PLHC) on toy tasks"
    e1 = extraction("p1", t1, mentions=[mention("plonk learning from human critiques", t1, "Method", "used")],
                    acronyms=[acronym("PLHC", "plonk learning from human critiques", t1)])
    e2 = extraction("p2", t2, mentions=[mention("plonk learning with human critiques", t2, "Method", "used")],
                    acronyms=[acronym("PLHC", "plonk learning with human critiques", t2)])
    return [e1, e2]


def test_from_and_with_long_forms_of_one_short_form_are_one_entity():
    res = resolve(_two_definitions())
    assert res.key("p1", "Method", "plonk learning from human critiques") \
        == res.key("p2", "Method", "plonk learning with human critiques")


def test_switch_off_keeps_two_entities(monkeypatch):
    monkeypatch.setattr(R, "SOURCE_PREPOSITION_VARIANTS", False)
    res = resolve(_two_definitions())
    assert res.key("p1", "Method", "plonk learning from human critiques") \
        != res.key("p2", "Method", "plonk learning with human critiques")


_ACR = {"plhc": ("PLHC", "plonk learning from zorb feedback"), "llm": ("LLM", "large language model")}


def test_a_short_form_glued_by_plus_stays_as_written():
    assert _expand_inner("ZorbGPT-3+PLHC LLM", _ACR, {}, _acronym_norm, written=True) \
        == "ZorbGPT-3+PLHC large language model"
    assert _expand_inner("PLHC+ZorbTune agents", _ACR, {}, _acronym_norm, written=True) is None


def test_a_short_form_not_glued_is_still_spelt_out():
    assert _expand_inner("ZorbGPT-3 with PLHC", _ACR, {}, _acronym_norm, written=True) \
        == "ZorbGPT-3 with plonk learning from zorb feedback"
