"""Session 23 (tasks5): the last main-task fallback that reads the abstract's opening nominal
subject when its head names an activity, even one the sentence defines as a means
(roles_tasks.TaskRules._opening_subject_fallback, switch OPENING_SUBJECT_FALLBACK, rule
task-opening-subject). Sentences written for these tests."""
from __future__ import annotations


import kg.extract.roles_tasks as RT
from kg.records import Paper


def _extract(ex, text, title=None):
    ext = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    main = [m for m in ext.mentions if m.type == "Task" and m.main]
    return (main[0].text, main[0].rule) if main else (None, None)


_MEANS = ("Stochastic weight rounding has emerged as a technique to cut the memory of deployed networks. "
          "We develop a probabilistic variant that beats earlier baselines.")
_COMPLEMENT = ("Polyhedral annotation with noisy rubrics is a useful paradigm in crowdsourcing. "
               "We develop a probabilistic variant that beats earlier baselines.")
_MODEL = ("Graph neural networks have emerged as a technique to cut the memory of deployed systems. "
          "We develop a probabilistic variant that beats earlier baselines.")


def test_an_opening_activity_defined_as_a_means_is_the_main_task(ex):
    assert _extract(ex, _MEANS) == ("Stochastic weight rounding", "task-opening-subject")


def test_the_subject_keeps_its_complement(ex):
    assert _extract(ex, _COMPLEMENT) == ("Polyhedral annotation with noisy rubrics", "task-opening-subject")


def test_a_model_subject_is_no_task(ex):
    text, rule = _extract(ex, _MODEL)
    assert rule != "task-opening-subject"
    assert text != "Graph neural networks"


def test_switch_off(ex, monkeypatch):
    monkeypatch.setattr(RT, "OPENING_SUBJECT_FALLBACK", False)
    assert _extract(ex, _MEANS)[1] != "task-opening-subject"


def test_a_model_noun_of_the_method_heads_is_no_task(ex):
    text = ("Gated kernel perceptron (GKP) is a fundamental component of many classifiers. "
            "We develop a probabilistic variant that beats earlier baselines.")
    assert _extract(ex, text) == (None, None)
