"""Task-headed phrases set off as items of an enumeration, session 42
(kg/extract/roles_tasks.py, :meth:`~kg.extract.roles_tasks.TaskRules._enumerated_headed`,
rule ``task-conjunct``, tag ``secondary``). Every sentence is written for these tests
("QuillNet" and "FernNet" are made up).

* a phrase of two words or more headed by a task noun, in no task position, is a task when a
  comma, colon or bracket stands before it and a list mark or the sentence end after it;
* a comma before a subject followed by a verb sets off no item; a single word is no item;
* :data:`~kg.extract.roles_tasks.ENUMERATED_HEADED` switches the rule off.
"""
from __future__ import annotations

import kg.extract.roles_tasks as rt
from kg.records import Paper

OPEN = "We introduce QuillNet, a sparse encoder for tabular records. "
MAIN = "We study entity resolution across tables. "
LIST = OPEN + "Learned indexes help database engines with joins, cardinality estimation, and caching decisions."
COLON = OPEN + "We check it on two inverse problems: coil sensitivity estimation in MRI, and phase retrieval."
BRACKET = OPEN + "The pipeline first builds a graph (edge weight estimation) and then ranks the nodes."
SUBJECT = OPEN + "In practice, anomaly detection remains fragile for sparse records."
ONE_WORD = OPEN + "The records carry timestamps, annotations, and prices."


def _tasks(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return {m.text: (m.rule, m.main) for m in e.mentions if m.type == "Task"}


def test_list_item_between_commas(ex):
    ts = _tasks(ex, LIST)
    assert ts["cardinality estimation"][0] == "task-conjunct"


def test_item_is_secondary_to_the_studied_task(ex):
    ts = _tasks(ex, MAIN + LIST[len(OPEN):])
    assert ts["cardinality estimation"] == ("task-conjunct", False)
    assert ts["entity resolution"][1] is True


def test_item_after_a_colon(ex):
    ts = _tasks(ex, COLON)
    assert "coil sensitivity estimation" in ts
    assert ts["coil sensitivity estimation"][0] == "task-conjunct"


def test_item_in_brackets(ex):
    ts = _tasks(ex, BRACKET)
    assert ts.get("edge weight estimation", (None,))[0] == "task-conjunct"


def test_subject_after_a_comma_is_no_item(ex):
    ts = _tasks(ex, SUBJECT)
    assert ts.get("anomaly detection", (None,))[0] != "task-conjunct"


def test_one_word_is_no_item(ex):
    ts = _tasks(ex, ONE_WORD)
    assert "annotations" not in ts


def test_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rt, "ENUMERATED_HEADED", False)
    ts = _tasks(ex, LIST)
    assert "cardinality estimation" not in ts


LAST = OPEN + "The same encoder serves joins, caching, and skew estimation."
BARE_AND = OPEN + "The tables show design complexity and skew estimation."


def test_last_item_after_a_list_comma_and(ex):
    ts = _tasks(ex, LAST)
    assert ts["skew estimation"][0] == "task-conjunct"


def test_bare_and_sets_off_no_item(ex):
    ts = _tasks(ex, BARE_AND)
    assert ts.get("skew estimation", (None,))[0] != "task-conjunct"


def test_last_item_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rt, "ENUMERATED_LAST_ITEM", False)
    ts = _tasks(ex, LAST)
    assert ts.get("skew estimation", (None,))[0] != "task-conjunct"



SUCH_AS = OPEN + "It helps pipelines such as join order estimation and cost modelling."
KNOWN_AS = OPEN + "It learns the column bins, a step also known as histogram boundary estimation."
GAIN = OPEN + "It brings benefits such as improved skew estimation and smaller memory."


def test_item_after_such_as(ex):
    ts = _tasks(ex, SUCH_AS)
    assert ts["join order estimation"][0] == "task-conjunct"


def test_item_after_known_as(ex):
    ts = _tasks(ex, KNOWN_AS)
    assert ts["histogram boundary estimation"][0] == "task-conjunct"


def test_gain_is_no_item(ex):
    ts = _tasks(ex, GAIN)
    assert "improved skew estimation" not in ts


def test_example_item_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rt, "ENUMERATED_EXAMPLE_ITEM", False)
    ts = _tasks(ex, SUCH_AS)
    assert ts.get("join order estimation", (None,))[0] != "task-conjunct"
