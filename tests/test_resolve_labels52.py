"""Entity resolution, session 52 (fixHlabels): splits and label choices a field map showed.

* kg.resolve.normalise / VERSION_MARKS: a version "v1.5" written as a word of its own is the
  version "1.5" ("Zorbo Net v1.5" = "Zorbo Net 1.5"); a "v" glued to a name stays.
* kg.resolve._plainest_spelling / PROPER_CAPITALS_KEPT: a long form put in for a short form
  inside a name keeps a surname's capital ("Fréchet ...") that one of its spellings writes.
* kg.resolve._first_small_as_written / FIRST_SMALL_AS_WRITTEN: a label capitalised only by a
  sentence's first word takes the small letter papers write ("text-to-2Z generation").

The sentences and the coined names ("Zorbo", "sorter", "QID") are made up for these tests.
"""
from collections import Counter

import pytest

import kg.resolve as resolve_module
from kg.resolve import _plainest_spelling, normalise, resolve
from tests.factories import acronym, extraction, mention


def _writes(pid, *names, type_="Method", role="used"):
    text = "We try " + " and ".join(names) + " on toy grids."
    return extraction(pid, text, mentions=[mention(n, text, type_, role) for n in names])


def _opens(pid, name, type_="Task", role="task"):
    text = f"{name} is hard on toy grids."
    return extraction(pid, text, mentions=[mention(name, text, type_, role)])


# --- version marks -------------------------------------------------------------------------

@pytest.mark.parametrize("a, b", [("Zorbo Net v1.5", "Zorbo Net 1.5"), ("Zorbo Net V2", "Zorbo Net 2"),
                                  ("Zorbo-Net-v2", "Zorbo Net 2")])
def test_a_version_mark_is_the_bare_number(a, b):
    assert normalise(a) == normalise(b)


@pytest.mark.parametrize("a, b", [("ZorboV5", "Zorbo 5"), ("conv3 sorter", "con3 sorter"),
                                  ("Zorbo2 v1", "Zorbo 21"), ("v-sorter", "sorter")])
def test_a_glued_or_numbered_v_stays(a, b):
    assert normalise(a) != normalise(b)


def test_version_spellings_are_one_entity():
    res = resolve([_writes("p0", "Zorbo Net v1.5"), _writes("p1", "Zorbo Net 1.5")])
    assert res.key("p0", "Method", "Zorbo Net v1.5") == res.key("p1", "Method", "Zorbo Net 1.5")


def test_version_marks_switch_off(monkeypatch):
    monkeypatch.setattr(resolve_module, "VERSION_MARKS", False)
    assert normalise("Zorbo Net v1.5") != normalise("Zorbo Net 1.5")


# --- a surname's capital in a spelt-out long form --------------------------------------------

def test_a_surname_keeps_its_capital():
    spellings = Counter({"fréchet zorb distance": 3, "Fréchet zorb distance": 2, "Fréchet Zorb Distance": 4})
    assert _plainest_spelling(spellings) == "Fréchet zorb distance"


def test_common_words_still_lose_title_capitals():
    assert _plainest_spelling(Counter({"Large Zorb Sorters": 5, "large zorb sorters": 2})) == "large zorb sorters"


def test_a_spelt_out_surname_keeps_its_capital_in_a_label():
    text = "We report the Fréchet Zorb Distance (QID) and the QID score of toy grids."
    ex = extraction("p0", text, mentions=[mention("Fréchet Zorb Distance", text, "Metric", "used"),
                                          mention("QID score", text, "Metric", "used")],
                    acronyms=[acronym("QID", "Fréchet Zorb Distance", text)])
    res = resolve([ex])
    assert res.entities[res.key("p0", "Metric", "QID score")].label.startswith("Fréchet")


def test_surname_switch_off(monkeypatch):
    monkeypatch.setattr(resolve_module, "PROPER_CAPITALS_KEPT", False)
    spellings = Counter({"fréchet zorb distance": 3, "Fréchet zorb distance": 2})
    assert _plainest_spelling(spellings) == "fréchet zorb distance"


# --- a sentence's first capital ----------------------------------------------------------------

def _text_to_zorb(first="Text-to-2Z generation"):
    """Three papers open a sentence with ``first``, one writes it in small letters."""
    return [_opens(f"p{i}", first) for i in range(3)] + [
        _writes("p3", first[0].lower() + first[1:], type_="Task", role="task")]


def test_a_first_capital_gives_way_to_the_written_small_letter():
    res = resolve(_text_to_zorb())
    key = res.key("p0", "Task", "Text-to-2Z generation")
    assert key == res.key("p3", "Task", "text-to-2Z generation")
    assert res.entities[key].label == "text-to-2Z generation"


def test_first_small_switch_off(monkeypatch):
    monkeypatch.setattr(resolve_module, "FIRST_SMALL_AS_WRITTEN", False)
    res = resolve(_text_to_zorb())
    assert res.entities[res.key("p0", "Task", "Text-to-2Z generation")].label == "Text-to-2Z generation"


def test_a_surname_first_word_keeps_its_capital():
    res = resolve(_text_to_zorb("Langevin-2Z sampling"))
    assert res.entities[res.key("p0", "Task", "Langevin-2Z sampling")].label == "Langevin-2Z sampling"



# --- "-ion" nouns and their "-ional" adjectives ------------------------------------------------

def test_an_ion_noun_and_its_ional_adjective_are_one_name():
    res = resolve([_writes("p0", "computational zorb cost", type_="Metric"),
                   _writes("p1", "computational zorb cost", type_="Metric"),
                   _writes("p2", "computation zorb cost", type_="Metric")])
    key = res.key("p0", "Metric", "computational zorb cost")
    assert key == res.key("p2", "Metric", "computation zorb cost")
    assert res.entities[key].label == "computational zorb cost"


@pytest.mark.parametrize("a, b", [("graph zorb model", "graphical zorb model"),
                                  ("zorb computation", "zorb computational")])
def test_other_al_words_and_a_last_word_stay_apart(a, b):
    res = resolve([_writes("p0", a), _writes("p1", b)])
    assert res.key("p0", "Method", a) != res.key("p1", "Method", b)


def test_ion_adjectives_switch_off(monkeypatch):
    monkeypatch.setattr(resolve_module, "ION_ADJECTIVES", False)
    res = resolve([_writes("p0", "computational zorb cost", type_="Metric"),
                   _writes("p2", "computation zorb cost", type_="Metric")])
    assert res.key("p0", "Metric", "computational zorb cost") != res.key("p2", "Metric", "computation zorb cost")
