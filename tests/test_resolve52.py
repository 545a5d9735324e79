"""Entity resolution, session 52: two adjectives of one stem are two words, and a tie between
spellings of one short form's long forms goes to the usual spelling.

* kg.resolve._distinct_adjectives / _same_but_endings: "general" / "generative", "continual" /
  "continuous", "optical" / "optimal" long forms of one short form stay two entities (and do
  not vote together for an undefined short form); "conditional" / "conditioned", "mean square"
  / "mean squared", a misspelt "artifical" stay one.
* kg.resolve._common_spelling / _join_expansion_variants: where the joined long forms tie on
  papers, the label is the Papers with Code spelling, else the spelling whose rarest word more
  names of the build write.

The sentences and the coined names ("sorter", "QX") are made up for these tests; "Conditional
Random Field" is a Papers with Code method name."""
import pytest

import kg.resolve as resolve_module
from kg.resolve import _distinct_adjectives, _dominant, _same_but_endings, resolve
from tests.factories import acronym, extraction, mention


def _defines(pid, long, short, type_="Method", role="used"):
    text = f"We run a {long} ({short}) on toy grids. The {short} is small."
    return extraction(pid, text, mentions=[mention(long, text, type_, role),
                                           mention(short, text, type_, role, nth=1)],
                      acronyms=[acronym(short, long, text)])


def _writes(pid, *names, type_="Method", role="used"):
    text = "We try " + " and ".join(names) + " on toy grids."
    return extraction(pid, text, mentions=[mention(n, text, type_, role) for n in names])


# --- two adjectives of one stem ---------------------------------------------------------------

@pytest.mark.parametrize("x, y", [("general", "generative"), ("continual", "continuous"),
                                  ("optical", "optimal"), ("temporal", "temporary"),
                                  ("relational", "relative"), ("logical", "logistic")])
def test_two_adjectives_of_one_stem_are_two_words(x, y):
    assert _distinct_adjectives(x, y) and _distinct_adjectives(y, x)
    assert not _same_but_endings(["large", x, "sorter"], ["large", y, "sorter"])


@pytest.mark.parametrize("x, y", [("conditional", "conditioned"), ("convolution", "convolutional"),
                                  ("square", "squared"), ("principal", "principle"),
                                  ("structural", "structured"), ("dynamic", "dynamical"),
                                  ("artifical", "artificial"), ("privacy", "private")])
def test_a_word_and_its_derivation_or_misspelling_stay_one_word(x, y):
    assert not _distinct_adjectives(x, y) and not _distinct_adjectives(y, x)
    assert _same_but_endings(["large", x, "sorter"], ["large", y, "sorter"])


@pytest.mark.parametrize("a, b", [("general sorter", "generative sorter"),
                                  ("continual sorter", "continuous sorter"),
                                  ("optical sorter", "optimal sorter")])
def test_adjective_long_forms_of_one_short_form_stay_apart(a, b):
    res = resolve([_defines("p0", a, "QX"), _defines("p1", b, "QX")])
    assert res.key("p0", "Method", "QX") != res.key("p1", "Method", "QX")
    assert res.key("p0", "Method", "QX") == res.key("p0", "Method", a)
    assert res.key("p1", "Method", "QX") == res.key("p1", "Method", b)
    assert len(res.entities) == 2


def test_the_switch_off_merges_them_again(monkeypatch):
    monkeypatch.setattr(resolve_module, "DISTINCT_ADJECTIVES", False)
    res = resolve([_defines("p0", "general sorter", "QX"), _defines("p1", "generative sorter", "QX")])
    assert res.key("p0", "Method", "QX") == res.key("p1", "Method", "QX")


def test_a_participle_long_form_still_joins():
    res = resolve([_defines("p0", "conditional sorter", "QX"), _defines("p1", "conditioned sorter", "QX")])
    key = res.key("p0", "Method", "QX")
    assert key == res.key("p1", "Method", "conditioned sorter")
    assert res.entities[key].papers == ["p0", "p1"]


def test_two_adjectives_do_not_vote_together_for_an_undefined_short_form():
    form_of = {"generalsorter": "general sorter", "generativesorter": "generative sorter"}
    assert _dominant({"generalsorter": 2, "generativesorter": 1}, form_of) is None
    form_of = {"meansquarederror": "mean squared error", "meansquareerror": "mean square error"}
    assert _dominant({"meansquarederror": 2, "meansquareerror": 1}, form_of) == "meansquarederror"
    # two papers define "general sorter", one "generative sorter": a fourth paper's bare QX
    # is neither (2 of 3 is no dominant share)
    res = resolve([_defines("p0", "general sorter", "QX"), _defines("p1", "general sorter", "QX"),
                   _defines("p2", "generative sorter", "QX"), _writes("p3", "QX")])
    bare = res.key("p3", "Method", "QX")
    assert bare not in {res.key("p0", "Method", "QX"), res.key("p2", "Method", "QX")}
    assert res.entities[bare].label == "QX"


# --- the label of joined long forms that tie on papers ----------------------------------------

def test_a_tie_goes_to_the_spelling_whose_rarest_word_more_names_write():
    res = resolve([_defines("p0", "Large Multi-modality Sorters", "QMS"),
                   _defines("p1", "large multimodal sorters", "QMS"),
                   _writes("p2", "multimodal fusion"), _writes("p3", "multimodal encoders")])
    key = res.key("p0", "Method", "QMS")
    assert key == res.key("p1", "Method", "QMS")
    assert res.entities[key].label == "large multimodal sorters"
    assert "Large Multi-modality Sorters" in res.entities[key].alt_labels


def test_the_switch_off_labels_by_the_smaller_key(monkeypatch):
    monkeypatch.setattr(resolve_module, "LABEL_TIE_SPELLING", False)
    res = resolve([_defines("p0", "Large Multi-modality Sorters", "QMS"),
                   _defines("p1", "large multimodal sorters", "QMS"),
                   _writes("p2", "multimodal fusion"), _writes("p3", "multimodal encoders")])
    assert res.entities[res.key("p0", "Method", "QMS")].label == "Large Multi-modality Sorters"


@pytest.mark.parametrize("on, label", [(True, "conditional random field"), (False, "conditionally random field")])
def test_a_tie_goes_to_the_papers_with_code_spelling_first(monkeypatch, on, label):
    # "conditionally random field" has the smaller key and its words are as common here:
    # Papers with Code's "Conditional Random Field" decides
    monkeypatch.setattr(resolve_module, "LABEL_TIE_SPELLING", on)
    res = resolve([_defines("p0", "conditionally random field", "CRF"),
                   _defines("p1", "conditional random field", "CRF")])
    key = res.key("p0", "Method", "CRF")
    assert key == res.key("p1", "Method", "CRF")
    assert res.entities[key].label.lower() == label


def test_more_papers_still_decide_before_the_spelling():
    res = resolve([_defines("p0", "Large Multi-modality Sorters", "QMS"),
                   _defines("p1", "Large Multi-modality Sorters", "QMS"),
                   _defines("p2", "large multimodal sorters", "QMS"), _writes("p3", "multimodal fusion")])
    assert res.entities[res.key("p2", "Method", "QMS")].label == "Large Multi-modality Sorters"
