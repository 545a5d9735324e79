"""Labels, session 45 (labels45): glue words that a span must not keep. A mention never
opens with the "i.e." / "e.g." marker of the list it stands in
(kg/extract/roles_base.py, :data:`~kg.extract.roles_base.STRIP_EXAMPLE_OPENERS`). Every
sentence is written for these tests; "Zorb" names are made up.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_base as rb
from kg.records import Paper


def _mentions(ex, text):
    paper = Paper(id="t", abstract=text, title=None, source="t")
    return {(m.text, m.type) for m in list(ex.extract_many([paper]))[0].mentions}


SEGMENTATION = ("We test ZorbSeg on three weakly supervised segmentation tasks, i.e. box-supervised "
                "instance segmentation, point-supervised segmentation and scribble-supervised segmentation.")
GENERATORS = ("We distil a large text-to-image model, i.e. Stable Diffusion, into a small student "
              "that samples in four steps.")


@pytest.fixture
def openers_kept(monkeypatch):
    """The behaviour before session 45 (the switch off)."""
    monkeypatch.setattr(rb, "STRIP_EXAMPLE_OPENERS", False)


def test_a_task_after_i_e_starts_after_the_marker(extractor):
    found = _mentions(extractor, SEGMENTATION)
    assert ("box-supervised instance segmentation", "Task") in found
    assert not any(t.lower().startswith("i.e") for t, _ in found)


def test_a_method_after_i_e_starts_after_the_marker(extractor):
    assert ("Stable Diffusion", "Method") in _mentions(extractor, GENERATORS)


def test_the_marker_is_kept_with_the_switch_off(extractor, openers_kept):
    assert ("i.e. box-supervised instance segmentation", "Task") in _mentions(extractor, SEGMENTATION)
    assert ("i.e. Stable Diffusion", "Method") in _mentions(extractor, GENERATORS)


@pytest.mark.parametrize("span, rest", [("i.e. box-supervised segmentation", "box-supervised segmentation"),
                                        ("e.g., Zorb Net", "Zorb Net"),
                                        ("E.g. ZorbNet", "ZorbNet")])
def test_the_opener_pattern_leaves_the_name(span, rest):
    m = rb._EXAMPLE_OPENER_RE.match(span)
    assert m and span[m.end():] == rest


@pytest.mark.parametrize("span", ["ie-net", "eg. network", "image editing", "e.g."])
def test_other_openings_are_not_markers(span):
    assert not rb._EXAMPLE_OPENER_RE.match(span)


# --- a lower-case dataset list ends before a word that opens a hyphenated compound ---------

import kg.extract.roles_datasets as rd  # noqa: E402

SCANS = "We report gains on standard benchmarks including synthetic and real-world scans of rooms."
MOLECULES = "We evaluate ZorbMol on molecular benchmarks such as bace, toxcast, sider and muv."


def _datasets(ex, text):
    return {t for t, ty in _mentions(ex, text) if ty == "Dataset"}


def test_adjectives_before_a_hyphen_compound_are_no_datasets(extractor):
    assert not {"real", "synthetic"} & _datasets(extractor, SCANS)


def test_a_lower_case_list_of_known_datasets_stays(extractor):
    assert {"bace", "toxcast", "sider", "muv"} <= _datasets(extractor, MOLECULES)


def test_the_adjectives_were_datasets_with_the_switch_off(extractor, monkeypatch):
    monkeypatch.setattr(rd, "LOWERCASE_LIST_HYPHEN_ENDS", False)
    assert {"real", "synthetic"} <= _datasets(extractor, SCANS)


# --- a field of research before "datasets" / in a task list is no dataset -----------------

FIELDS = ("ZorbPrune keeps accuracy in experiments on several Computer Vision datasets "
          "(CIFAR-10, CIFAR-100 and ImageNet).")
PROTEINS = "We train ZorbFold on structures from the PDB database and test it on CATH."


def test_a_field_name_before_datasets_is_no_dataset(extractor):
    found = _datasets(extractor, FIELDS)
    assert "Computer Vision" not in found
    assert {"CIFAR-10", "CIFAR-100", "ImageNet"} <= found


def test_the_field_name_was_a_dataset_with_the_switch_off(extractor, monkeypatch):
    monkeypatch.setattr(rd, "FIELD_NAMES_NOT_DATA", False)
    assert "Computer Vision" in _datasets(extractor, FIELDS)


def test_a_one_word_topic_that_is_data_stays(extractor):
    assert "PDB" in _datasets(extractor, PROTEINS)


# --- a generic adjective after "On" is no result dataset ------------------------------------

import kg.extract.results.datasets as rsd  # noqa: E402

ODOMETRY = ("We present ZorbVO, a visual odometry system. On Standard benchmarks, ZorbVO beats all "
            "earlier systems while running 3x faster on average.")
NAMED = ("We present ZorbVO, a visual odometry system. On Zorbtown, ZorbVO beats all earlier "
         "systems while running 3x faster on average.")


def _result_datasets(ex, text):
    paper = Paper(id="t", abstract=text, title=None, source="t")
    return [r.dataset for r in list(ex.extract_many([paper]))[0].results]


def test_a_generic_adjective_after_on_is_no_result_dataset(extractor):
    assert _result_datasets(extractor, ODOMETRY) == [None]


def test_the_adjective_was_the_result_dataset_with_the_switch_off(extractor, monkeypatch):
    monkeypatch.setattr(rsd, "GENERIC_WORD_NOT_RESULT_DATASET", False)
    # session 46's rule (a name before a lower-case noun is no result dataset) also drops it
    monkeypatch.setattr(rsd, "MODIFIER_NAME_NOT_RESULT_DATASET", False)
    assert _result_datasets(extractor, ODOMETRY) == ["Standard"]


def test_the_modifier_rule_alone_also_drops_the_adjective(extractor, monkeypatch):
    monkeypatch.setattr(rsd, "GENERIC_WORD_NOT_RESULT_DATASET", False)
    assert _result_datasets(extractor, ODOMETRY) == [None]


def test_a_proper_name_after_on_stays_the_result_dataset(extractor):
    assert _result_datasets(extractor, NAMED) == ["Zorbtown"]


# --- the open spelling of a stripped hyphenated modifier goes as a whole --------------------

import kg.extract.roles_methods as rm  # noqa: E402

REAL_WORLD = "Nearly all real world tasks are partially observable, which calls for memory."
QUALITY = "We build high quality neural compression models for video streaming."


def test_real_world_is_stripped_as_a_whole(extractor):
    assert not any(t.startswith("world") for t, _ in _mentions(extractor, REAL_WORLD))


def test_high_quality_is_stripped_as_a_whole(extractor):
    found = {t for t, _ in _mentions(extractor, QUALITY)}
    assert "neural compression" in found and "quality neural compression" not in found


def test_the_second_word_stays_with_the_switch_off(extractor, monkeypatch):
    monkeypatch.setattr(rm, "OPEN_STRIPPED_COMPOUNDS", False)
    assert ("world tasks", "Task") in _mentions(extractor, REAL_WORLD)
    assert ("quality neural compression", "Task") in _mentions(extractor, QUALITY)
