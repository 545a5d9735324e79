"""Session 49 (ext49): errors a fresh user found in ICLR 2024 abstracts.

* Two short forms in one bracket ("Layered Token Merging (LTM or LTM2)") both name the one
  long form (kg/extract/abbreviations.py: TWO_SHORT_FORMS, _second_short_form), and the
  second is no other method the paper uses or compares with (kg/extract/roles.py).
* A count before a qualifier ("forty-one state-of-the-art X") is cut from a method name
  (kg/extract/roles.py: LEADING_COUNT_CUT).
* A value "on ImageNet V2" is measured on ImageNet V2, not on the "ImageNet" inside that name
  (kg/extract/results/find.py: _outermost); a rate after a named metric ("1,830 images/s",
  "95 tokens per second") is the value's unit.

Every sentence is made up for these tests."""
from __future__ import annotations

import pytest

from kg.extract import abbreviations, roles
from kg.extract.abbreviations import find_acronyms
from kg.extract.results.find import _outermost, find_results
from kg.records import Paper


def _extract(ex, text):
    return ex.extract(Paper(id="p49", abstract=text, source="t"))


def _defs(text):
    return sorted((a.short, a.long) for a in find_acronyms(text))


# --- two short forms in one bracket ---------------------------------------------------------

@pytest.mark.parametrize("bracket, second", [
    ("(LTM or LTM2)", "LTM2"),
    ("(LTM; LTMerge)", "LTMerge"),
    ("(LTM, also LTMx)", "LTMx"),
])
def test_a_bracket_with_two_short_forms_defines_both(bracket, second):
    text = f"We propose Layered Token Merging {bracket}, a simple plug-in."
    assert _defs(text) == sorted([("LTM", "Layered Token Merging"), (second, "Layered Token Merging")])


def test_a_second_form_that_opens_with_another_letter_is_no_alias():
    # "(LTM, also TokMerge)": the letters of TokMerge are not the name's
    assert _defs("We propose Layered Token Merging (LTM, also TokMerge), a simple plug-in.") == [
        ("LTM", "Layered Token Merging")]


def test_a_coordinated_long_form_with_one_short_form_each_defines_neither_as_the_whole():
    text = "The sampler follows the forward or backward heat equation (FHE or BHE) of the data."
    assert all(short not in ("FHE", "BHE") or " or " not in long for short, long in _defs(text))


def test_without_the_switch_the_or_bracket_defines_nothing(monkeypatch):
    monkeypatch.setattr(abbreviations, "TWO_SHORT_FORMS", False)
    assert _defs("We propose Layered Token Merging (LTM or LTM2), a simple plug-in.") == []


def test_the_second_short_form_of_the_proposal_is_not_a_compared_method(ex):
    text = ("Many recent methods underperform what we call Layered Token Merging (LTM or LTM2), "
            "a simple extension of the standard baseline. We test LTM2 against nine token pruning methods.")
    e = _extract(ex, text)
    methods = {(m.text, m.role) for m in e.mentions if m.type == "Method"}
    assert ("Layered Token Merging", "proposed") in methods
    assert not any(t == "LTM2" and r in ("used", "compared") for t, r in methods)
    assert ("LTM2", "Layered Token Merging") in {(a.short, a.long) for a in e.acronyms}
    assert not any(link.tail == "LTM2" for link in e.links)


# --- a count before a qualifier ---------------------------------------------------------------

def test_a_count_and_a_rating_are_cut_from_a_compared_method(ex):
    text = ("We propose FooNet. We benchmark FooNet against forty-one state-of-the-art knowledge distillation "
            "and quantization methods on two datasets.")
    names = {m.text for m in _extract(ex, text).mentions if m.type == "Method"}
    assert "knowledge distillation" in names
    assert not any(n.startswith("forty-one") for n in names)


def test_a_count_before_a_noun_stays_in_the_name(ex):
    text = "We propose FooNet, which trains two layer neural networks with one step sampling."
    names = {m.text for m in _extract(ex, text).mentions if m.type == "Method"}
    assert {"two layer neural networks", "one step sampling"} <= names


def test_without_the_switch_the_count_stays(ex, monkeypatch):
    monkeypatch.setattr(roles, "LEADING_COUNT_CUT", False)
    text = ("We propose FooNet. We benchmark FooNet against forty-one state-of-the-art knowledge distillation "
            "and quantization methods on two datasets.")
    names = {m.text for m in _extract(ex, text).mentions if m.type == "Method"}
    assert "forty-one state-of-the-art knowledge distillation" in names


# --- results: a longer dataset name, a rate unit ------------------------------------------------

def test_outermost_drops_a_span_inside_a_longer_one_only():
    spans = [(10, 18, "ImageNet"), (10, 21, "ImageNet V2"), (30, 38, "ImageNet"), (19, 25, "Foo")]
    assert _outermost(sorted(spans)) == [(10, 21, "ImageNet V2"), (19, 25, "Foo"), (30, 38, "ImageNet")]


def test_a_value_on_a_versioned_dataset_is_measured_there():
    text = "Our detector raises robust accuracy by 5% on ImageNet and by 3% on ImageNet V2 over the baseline."
    i, j = text.index("ImageNet"), text.index("ImageNet V2")
    m = text.index("robust accuracy")
    found = find_results(text, None, metrics=[(m, m + 15, "robust accuracy")],
                         datasets=[(i, i + 8, "ImageNet"), (j, j + 11, "ImageNet V2")])
    assert [(r.value, r.dataset) for r in found] == [("5", "ImageNet"), ("3", "ImageNet V2")]


@pytest.mark.parametrize("tail, metric, value, unit", [
    ("a throughput of 1,830 images/s.", "throughput", "1,830", "images/s"),
    ("a decoding speed of 95 tokens per second.", "decoding speed", "95", "tokens per second"),
])
def test_a_rate_after_a_named_metric_is_the_unit(tail, metric, value, unit):
    text = "On the test set, our pruned model reaches " + tail
    m = text.index(metric)
    found = find_results(text, None, metrics=[(m, m + len(metric), metric)])
    assert [(r.value, r.unit, r.metric) for r in found] == [(value, unit, metric)]


def test_a_percentage_comparing_a_rate_keeps_its_metric():
    text = "Our pruned model reaches a throughput of 1,830 images/s, which is over 40% higher than the dense model."
    m = text.index("throughput")
    found = find_results(text, None, metrics=[(m, m + 10, "throughput")])
    assert [(r.value, r.unit, r.metric) for r in found] == [("1,830", "images/s", "throughput"),
                                                            ("40", "%", "throughput")]


# --- a capital letter after a dataset name --------------------------------------------------------

def test_a_capital_letter_after_a_listed_dataset_is_its_variant(ex):
    text = "Our filter raises accuracy by 5% on ImageNet C and by 3% on ImageNet V2 over the baseline."
    e = _extract(ex, text)
    assert {m.text for m in e.mentions if m.type == "Dataset"} == {"ImageNet C", "ImageNet V2"}
    assert sorted((r.value, r.dataset) for r in e.results) == [("3", "ImageNet V2"), ("5", "ImageNet C")]


def test_without_the_switch_the_letter_is_left_out(ex, monkeypatch):
    from kg.extract import roles_datasets
    monkeypatch.setattr(roles_datasets, "LETTER_VARIANTS", False)
    text = "Our filter raises accuracy by 5% on ImageNet C and by 3% on ImageNet V2 over the baseline."
    assert "ImageNet C" not in {m.text for m in _extract(ex, text).mentions if m.type == "Dataset"}
