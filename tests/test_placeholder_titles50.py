"""Session 50 (fixD50, item 1): a title made of publishing / status / placeholder words and
numbers ("Paper 7", "Title to be announced") or one that reads as another language gives no
title-derived candidate and no title signal to the main-task choice; the build warns at the
paper's file:line ("title looks like a placeholder")."""
from __future__ import annotations

import pytest

from kg.extract.pipeline import Extractor, ignored_title, placeholder_title
from kg.records import Paper

# an abstract written for these tests: it gives no main task of its own, so before session 50 the
# title's noun phrase became the main task ("Paper 7")
ABSTRACT = ("We propose KelpNet, a lightweight network for mapping kelp forests from drone imagery, "
            "and report gains over strong baselines.")


@pytest.mark.parametrize("title", ["Title to be announced", "Camera-ready pending", "Supplementary Material",
                                   "Accepted Paper 123", "Oral Presentation", "Paper 7", "TBD", "Untitled draft"])
def test_placeholder_titles(title):
    assert placeholder_title(title)
    assert ignored_title(title).startswith("title looks like a placeholder")


@pytest.mark.parametrize("title", ["Paper Folding with Transformers", "Oral Cancer Detection from Photos",
                                   "Draft Models for Speculative Decoding", "2024", ""])
def test_real_titles_are_no_placeholders(title):
    assert not placeholder_title(title)
    assert ignored_title(title) is None


def test_a_non_english_title_is_ignored():
    assert ignored_title("Ein Transformer für Graphen").startswith("title does not read as English")


@pytest.fixture(scope="module")
def extractor():
    return Extractor()


def _tasks(ex):
    main = [m.text for m in ex.mentions if m.type == "Task" and m.main]
    title = [m.text for m in ex.mentions if m.source == "title"]
    return main, title


@pytest.mark.parametrize("title", ["Paper 7", "Accepted Paper 123", "Oral Presentation", "Supplementary Material",
                                   "Ein Transformer für Graphen"])
def test_an_ignored_title_gives_no_task_and_a_warning(extractor, title):
    ex = extractor.extract(Paper(id="p1", abstract=ABSTRACT, title=title, source="f.jsonl:3"))
    none = extractor.extract(Paper(id="p1", abstract=ABSTRACT, title=None, source="f.jsonl:3"))
    main, from_title = _tasks(ex)
    assert from_title == []
    assert main == _tasks(none)[0]  # as if the record had no title
    assert not any(m.text == title for m in ex.mentions)
    assert [w for w in ex.warnings if "title" in w] == [ignored_title(title)]
