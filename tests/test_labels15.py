"""Entity labels a user reads wrong (kg/resolve.py: _expand_inner, _plain_label), and two
defects of extraction left to the owners of kg/extract/roles_*.py (xfail)."""
from __future__ import annotations

import pytest

from kg.resolve import resolve
from tests.factories import acronym, extraction, mention


def _labels(*exs) -> dict[tuple[str, str], str]:
    """(type, label) -> label of every entity of a resolution of ``exs``."""
    return {(e.type, e.label): e.label for e in resolve(list(exs)).entities.values()}


def _label_of(res, type_, surface, pid="p1"):
    return res.entities[res.index[(pid, type_, surface)]].label


def test_a_short_form_in_brackets_after_its_long_form_is_said_once():
    text = "Conformal prediction (CP) for regression is a popular tool. We propose a new CP method."
    ex = extraction("p1", text, mentions=[
        mention("Conformal prediction (CP) for regression", text, "Task", "task"),
        mention("Conformal prediction", text, "Task", "task")],
        acronyms=[acronym("CP", "Conformal prediction", text)])
    res = resolve([ex])
    assert _label_of(res, "Task", "Conformal prediction (CP) for regression") == "conformal prediction for regression"
    assert _label_of(res, "Task", "Conformal prediction") == "conformal prediction"


def test_a_short_form_elsewhere_in_a_name_is_still_spelt_out():
    text = "Reinforcement learning (RL) is hard. We study offline RL (RL) methods and offline RL."
    ex = extraction("p1", text, mentions=[mention("offline RL", text, "Task", "task")],
                    acronyms=[acronym("RL", "Reinforcement learning", text)])
    assert _label_of(resolve([ex]), "Task", "offline RL") == "offline reinforcement learning"


def test_a_stray_quotation_mark_leaves_the_label():
    text = "We present bounds in the `transductive' online learning setting. We study models' outputs."
    ex = extraction("p1", text, mentions=[
        mention("transductive' online learning", text, "Task", "task"),
        mention("models' outputs", text, "Task", "task")])
    res = resolve([ex])
    assert _label_of(res, "Task", "transductive' online learning") == "transductive online learning"
    assert _label_of(res, "Task", "models' outputs") == "models' outputs"  # a plural's possessive
    text2 = 'We propose Soft "Q" learning for control.'
    paired = resolve([extraction("p2", text2, mentions=[mention('Soft "Q" learning', text2, "Method", "proposed")])])
    assert _label_of(paired, "Method", 'Soft "Q" learning', pid="p2") == 'Soft "Q" learning'  # quotes in pairs stay
    entity = res.entities[res.index[("p1", "Task", "transductive' online learning")]]
    # since session 57 the alternative labels lose the stray quote too (a fresh-user trial found
    # "momentum-enriched' optimization algorithms" among them): the cut-off form, whose opening
    # quote the span left out, is no written name of the entity
    assert "transductive' online learning" not in entity.alt_labels
    assert not any("'" in alt for alt in entity.alt_labels)


def test_coined_capitals_belong_to_the_coined_name_only():
    text = "We introduce GAUCHE, a library for GAUssian processes in CHEmistry. We study chemistry tasks."
    ex = extraction("p1", text, mentions=[
        mention("GAUssian processes", text, "Task", "task"),
        mention("GAUssian processes in CHEmistry", text, "Task", "task"),
        mention("chemistry tasks", text, "Task", "task")])
    res = resolve([ex])
    assert _label_of(res, "Task", "GAUssian processes") == "Gaussian processes"
    assert _label_of(res, "Task", "GAUssian processes in CHEmistry") == "Gaussian processes in chemistry"


def test_coined_capitals_stay_in_the_long_form_of_the_coined_acronym_and_in_names():
    text = "We introduce GAUssian processes in CHEmistry (GAUCHE). GAUCHE uses MLPerf and BERTology."
    ex = extraction("p1", text, mentions=[
        mention("GAUssian processes in CHEmistry", text, "Method", "proposed"),
        mention("MLPerf", text, "Dataset", "dataset"),
        mention("BERTology", text, "Task", "task")],
        acronyms=[acronym("GAUCHE", "GAUssian processes in CHEmistry", text)])
    res = resolve([ex])
    assert _label_of(res, "Method", "GAUssian processes in CHEmistry") in ("GAUCHE", "GAUssian processes in CHEmistry")
    assert _label_of(res, "Dataset", "MLPerf") == "MLPerf"
    assert _label_of(res, "Task", "BERTology") == "BERTology"  # no paper writes "bertology"


def _methods(ex, text):
    from kg.records import Paper
    return {m.text for m in ex.extract(Paper(id="p", abstract=text, source="t")).mentions if m.type == "Method"}


# xfail until session 29, whose possessive-eponym rule (roles_methods, methods11) reads
# "Newton's method" whole and drops the bare surname the list rule gave
def test_newtons_method_in_a_list_is_one_name(ex):
    text = ("We provide a complete theoretical approximation analysis with specific examples "
            "(Newton's method, gradient descent) along with its consequences in bilevel optimization.")
    methods = _methods(ex, text)
    assert "Newton" not in methods
    assert "Newton's method" in methods


@pytest.mark.xfail(reason="kg/extract/roles_methods.py (method-compared-name) keeps two methods "
                          "joined by a slash as one name: 'DP-GD/DP-SGD'; fix in the compared-name rule "
                          "(owned by another helper this session)")
def test_two_methods_joined_by_a_slash_are_two_names(ex):
    text = ("Empirical results show our algorithm achieves the best excess loss compared to other "
            "baselines and is 10-40x faster than DP-GD/DP-SGD for challenging datasets.")
    methods = _methods(ex, text)
    assert "DP-GD/DP-SGD" not in methods
    assert {"DP-GD", "DP-SGD"} <= methods


def test_a_coined_word_in_a_title_case_name_takes_a_title_case_capital():
    text = "We use Bayesian Implicit NEural Representations. We train neural networks."
    ex = extraction("p1", text, mentions=[
        mention("Bayesian Implicit NEural Representations", text, "Method", "used"),
        mention("neural networks", text, "Method", "used")])
    res = resolve([ex])
    assert _label_of(res, "Method", "Bayesian Implicit NEural Representations") == "Bayesian Implicit Neural Representations"
