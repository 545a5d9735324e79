"""Session 57: ``TITLE_MAIN_OVER_UNRELATED_STATED`` is on, with two guards.

* ``EXAMPLE_OVER_UNRELATED``: an abstract pick named as an example in a list is left to
  ``TITLE_MAIN_OVER_EXAMPLE`` (the title's statement of purpose only), so a title with no
  purpose phrase is not read whole as the task.
* ``FIELD_TITLE_NOT_OVER_STATED``: a title phrase that names a research field ("Computer
  Vision") does not replace the abstract's stated pick.

Titles and abstracts are written for these tests.
"""
from __future__ import annotations

import pytest

import kg.extract.roles as R
from kg.records import Paper

EXAMPLE_TITLE = "Neural Processing of Hybrid Voxel Fields"
EXAMPLE_TEXT = ("Hybrid voxel fields store scenes as grids of learned features. We propose VoxNet, a network "
                "that processes such fields directly. VoxNet achieves strong results on downstream "
                "applications such as part segmentation and shape classification.")
CLAIM_TEXT = ("We introduce BiSpike, a spiking network with binary weights. BiSpike achieves state-of-the-art "
              "accuracy in image recognition while using far less energy. Experiments on three public "
              "datasets confirm the gains.")
FIELD_TITLE = "Binary Spiking Networks for Efficient Computer Vision"
TASK_TITLE = "Binary Spiking Networks for Efficient Low-Power Perception"


@pytest.fixture(scope="module")
def extractor():
    from kg.extract import Extractor
    return Extractor()


def _tasks(extractor, title: str, text: str):
    ex = extractor.extract(Paper(id="t", abstract=text, title=title))
    tasks = [(m.text, m.source, m.main) for m in ex.mentions if m.type == "Task"]
    assert sum(1 for t in tasks if t[2]) <= 1
    return tasks


def test_the_switches_are_on():
    assert R.TITLE_MAIN_OVER_UNRELATED_STATED is True
    assert R.EXAMPLE_OVER_UNRELATED is True
    assert R.FIELD_TITLE_NOT_OVER_STATED is True


def test_an_example_pick_is_not_replaced_by_the_whole_title(extractor):
    tasks = _tasks(extractor, EXAMPLE_TITLE, EXAMPLE_TEXT)
    assert ("part segmentation", "abstract", True) in tasks
    assert not any(src == "title" for _, src, _ in tasks)


def test_without_the_example_guard_the_whole_title_is_taken(extractor, monkeypatch):
    monkeypatch.setattr(R, "EXAMPLE_OVER_UNRELATED", False)
    tasks = _tasks(extractor, EXAMPLE_TITLE, EXAMPLE_TEXT)
    assert (EXAMPLE_TITLE, "title", True) in tasks
    assert ("part segmentation", "abstract", False) in tasks


def test_a_field_in_the_title_does_not_replace_the_pick(extractor):
    tasks = _tasks(extractor, FIELD_TITLE, CLAIM_TEXT)
    assert tasks == [("image recognition", "abstract", True)]


def test_without_the_field_guard_the_field_is_taken(extractor, monkeypatch):
    monkeypatch.setattr(R, "FIELD_TITLE_NOT_OVER_STATED", False)
    tasks = _tasks(extractor, FIELD_TITLE, CLAIM_TEXT)
    assert ("Computer Vision", "title", True) in tasks


def test_a_task_in_the_title_replaces_the_unrelated_pick(extractor):
    tasks = _tasks(extractor, TASK_TITLE, CLAIM_TEXT)
    assert ("Low-Power Perception", "title", True) in tasks
    assert ("image recognition", "abstract", False) in tasks
    # with the session 56 rule off, the abstract keeps its pick
    import kg.extract.roles as roles
    old = roles.TITLE_MAIN_OVER_UNRELATED_STATED
    try:
        roles.TITLE_MAIN_OVER_UNRELATED_STATED = False
        assert _tasks(extractor, TASK_TITLE, CLAIM_TEXT) == [("image recognition", "abstract", True)]
    finally:
        roles.TITLE_MAIN_OVER_UNRELATED_STATED = old


@pytest.mark.parametrize("text,expected", [
    ("Computer Vision", True), ("Euclidean Equivariant Machine Learning", True),
    ("natural-language processing", True), ("Low-Power Perception", False),
    ("Vision Transformer Compression", False), ("learning", False),
])
def test_names_field(text, expected):
    assert R._State._names_field(text) is expected
