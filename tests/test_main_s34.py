"""Main-task choice of session 34 (kg.extract.roles): the title's problem replaces a weak,
unrelated main task of the abstract (``TITLE_MAIN_OVER_UNRELATED``) only when the abstract
names that task once; a weak main task that two sentences or more name stays
(``RECURRENT_MAIN_NOT_UNRELATED``). Titles and abstracts are written for these tests."""
from __future__ import annotations

import pytest

import kg.extract.roles as R
from kg.records import Paper

TITLE = "QuillNet: Adapter Tuning for Robust Caption Generation"
#: The abstract's only task ("image classification") is background of one sentence.
ONCE = ("Many teams evaluate vision models on image classification. We introduce QuillNet, which "
        "relies on a small adapter and a contrastive loss. QuillNet improves results on three "
        "public datasets.")
#: The same task, which a later sentence names again.
TWICE = ("Many teams evaluate vision models on image classification. We introduce QuillNet, which "
         "relies on a small adapter and a contrastive loss. QuillNet improves image classification "
         "accuracy on three public datasets.")


@pytest.fixture(scope="module")
def extractor():
    from kg.extract import Extractor
    return Extractor()


def _main(extractor, text: str):
    ex = extractor.extract(Paper(id="t", abstract=text, title=TITLE))
    mains = [m for m in ex.mentions if m.main and m.type == "Task"]
    assert len(mains) <= 1
    return mains[0] if mains else None


def test_a_task_named_once_gives_way_to_the_title(extractor):
    m = _main(extractor, ONCE)
    assert m is not None and m.source == "title" and m.text == "Robust Caption Generation"


def test_a_task_named_in_two_sentences_stays(extractor):
    m = _main(extractor, TWICE)
    assert m is not None and m.source == "abstract" and m.text == "image classification"


def test_switch_off_lets_the_title_replace_a_recurring_task(extractor, monkeypatch):
    monkeypatch.setattr(R, "RECURRENT_MAIN_NOT_UNRELATED", False)
    m = _main(extractor, TWICE)
    assert m is not None and m.source == "title" and m.text == "Robust Caption Generation"
