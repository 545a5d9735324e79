"""Session 47 (ext47): a task phrase gets back the words of the acronym long form it ends
(kg.extract.roles_tasks.LONG_FORM_CORE, TaskRules._long_form_start). The tagger reads
"federated" before "learning (FL)" as a verb and the trimming drops it, and the chunker
leaves the adverb of "distributionally robust ..." outside the noun phrase; the defined
term is the whole long form. Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _extract(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t"))


def _tasks(e):
    return {m.text: m.main for m in e.mentions if m.type == "Task"}


def _methods(e):
    return {m.text for m in e.mentions if m.type == "Method"}


def test_a_studied_paradigm_with_its_acronym_is_the_task(ex):
    e = _extract(ex, "We study federated learning (FL) with heterogeneous clients. "
                     "We give an algorithm whose convergence does not depend on the number of clients.")
    assert _tasks(e) == {"federated learning": True}
    assert "federated learning" not in _methods(e)
    assert "FL" not in _methods(e)


@pytest.mark.parametrize("text, task", [
    ("In this note we analyse best arm identification (BAI) when the rewards are heavy-tailed.",
     "best arm identification"),
    ("We revisit multiple instance learning (MIL) for slides of tumour tissue.",
     "multiple instance learning"),
    ("We consider single image super-resolution (SISR) for satellite photographs of coastlines.",
     "single image super-resolution"),
])
def test_the_task_keeps_the_first_words_of_the_long_form(ex, text, task):
    tasks = _tasks(_extract(ex, text))
    assert task in tasks
    assert tasks[task] is True
    assert task.split(" ", 1)[1] not in tasks


def test_without_a_definition_nothing_is_given_back(ex):
    # no acronym: the words before the phrase stay out ("we carefully study ...")
    tasks = _tasks(_extract(ex, "We carefully study risk minimization under heavy-tailed losses."))
    assert "carefully study risk minimization" not in tasks
    assert not any(t.lower().startswith("carefully") for t in tasks)
