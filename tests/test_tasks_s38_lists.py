"""List members of session 38: a member of a list of tasks headed by a process
nominalisation keeps its "of" complement when the list goes on or ends right after it
(``roles_tasks.CONJUNCT_OF_MEMBERS``). Abstracts are written for these tests."""
from __future__ import annotations

import kg.extract.roles_tasks as RT
from tests.factories import task_mains

TRAFFIC = ("We evaluate the encoder on traffic forecasting, estimation of travel times, and route planning. "
           "It beats strong baselines on all three.")
CHEM = ("Our model handles property prediction, generation of novel molecules and reaction classification. "
        "A single checkpoint serves every use.")
NAMED = ("We test the method on image classification, analysis of the ImageNet results, and pose estimation. "
         "It runs on one GPU.")

_tasks = task_mains  # the shared ``extractor`` fixture is conftest's


def test_a_middle_member_keeps_its_of_complement(extractor):
    tasks = _tasks(extractor, TRAFFIC)
    assert "estimation of travel times" in tasks
    assert "estimation" not in tasks
    assert "route planning" in tasks


def test_a_one_word_nominalisation_with_an_of_complement_is_a_member(extractor):
    assert "generation of novel molecules" in _tasks(extractor, CHEM)


def test_a_complement_with_a_determiner_is_not_taken(extractor):
    assert not any(t.startswith("analysis of") for t in _tasks(extractor, NAMED))


def test_the_switch_restores_the_old_output(extractor, monkeypatch):
    monkeypatch.setattr(RT, "CONJUNCT_OF_MEMBERS", False)
    assert "estimation of travel times" not in _tasks(extractor, TRAFFIC)
    assert "generation of novel molecules" not in _tasks(extractor, CHEM)


# A list member may hold an all-capital acronym as a modifier of its task noun
# (``roles_tasks.CONJUNCT_ACRONYM_MODIFIERS``).
QUERIES = ("We test the parser on semantic parsing, SQL query generation, and code summarization. "
           "It needs no extra supervision.")
MODEL = ("We test the parser on semantic parsing, BERT classification, and code summarization. "
         "It needs no extra supervision.")


def test_an_acronym_may_modify_a_task_noun_in_a_list(extractor):
    tasks = _tasks(extractor, QUERIES)
    assert "SQL query generation" in tasks
    assert "code summarization" in tasks


def test_a_model_name_before_a_task_noun_is_no_member(extractor):
    assert "BERT classification" not in _tasks(extractor, MODEL)


def test_the_acronym_switch_restores_the_old_output(extractor, monkeypatch):
    monkeypatch.setattr(RT, "CONJUNCT_ACRONYM_MODIFIERS", False)
    assert "SQL query generation" not in _tasks(extractor, QUERIES)
