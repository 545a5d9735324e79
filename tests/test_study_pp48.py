"""Session 48: the object of a verb of study keeps the prepositional phrase that narrows it
(roles_tasks.TaskRules._study_pp_end, switch STUDY_PP). Sentences written for these tests."""
from __future__ import annotations

import kg.extract.roles_tasks as RT
from kg.records import Paper

_TAIL = " Our estimator is simple and fast on synthetic data."


def _extract(ex, text, title=None):
    ext = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    tasks = [m.text for m in ext.mentions if m.type == "Task"]
    main = [m.text for m in ext.mentions if m.type == "Task" and m.main]
    return tasks, main


_TEXT = "We study change point localization in sparse regression." + _TAIL


def test_the_narrowing_phrase_belongs_to_the_studied_task(ex):
    tasks, main = _extract(ex, _TEXT)
    assert main == ["change point localization in sparse regression"]
    assert "change point localization" not in tasks


def test_the_switch_turns_it_off(ex, monkeypatch):
    monkeypatch.setattr(RT, "STUDY_PP", False)
    _, main = _extract(ex, _TEXT)
    assert main == ["change point localization"]


def test_a_bracketed_acronym_or_a_new_clause_ends_the_phrase(ex):
    _, main = _extract(ex, "We study change point localization in sparse regression [CPL], a classic question." + _TAIL)
    assert main == ["change point localization in sparse regression"]
    _, main = _extract(ex, "We study change point localization in sparse regression and show that it is easy." + _TAIL)
    assert main == ["change point localization in sparse regression"]


def test_a_phrase_that_goes_on_is_not_taken(ex):
    # "in A of B": the narrowing phrase continues past its first noun phrase
    _, main = _extract(ex, "We study change point localization in sparse regression of moving robots." + _TAIL)
    assert main == ["change point localization"]


def test_a_coordinated_noun_phrase_is_not_taken(ex):
    # "in A and B": the narrowing phrase goes on past the conjunction
    _, main = _extract(ex, "We study change point localization in sparse regression and graphs." + _TAIL)
    assert main == ["change point localization"]


def test_a_determiner_or_a_pointing_word_is_no_narrowing(ex):
    _, main = _extract(ex, "We study change point localization in the sparse regime." + _TAIL)
    assert main == ["change point localization"]
    tasks, main = _extract(ex, "Dense labels are costly in many domains. "
                               "We study change point localization for such domains." + _TAIL)
    assert main == ["change point localization"]
    assert not any(t.endswith("such domains") for t in tasks)


def test_a_task_the_text_also_writes_alone_stays_short(ex):
    text = ("Change point localization is hard when signals drift. "
            "We study change point localization in sparse regression." + _TAIL)
    _, main = _extract(ex, text)
    assert [m.lower() for m in main] == ["change point localization"]
