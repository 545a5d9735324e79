"""Session 25 task rules (tasks11): a one-word kind of task ("classification",
"segmentation") that a task trailer follows ("on classification tasks") is a task
(roles.TRAILER_TASK_WORDS); after "the" it refers back and stays dropped; the vague
"prediction tasks" stays dropped. Sentences written for these tests."""
from __future__ import annotations


import kg.extract.roles as R
from kg.records import Paper


def _tasks(ex, text, title=None):
    ext = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return [(m.text, m.rule) for m in ext.mentions if m.type == "Task"]


_LEAD = "We introduce a sparse mixture of linear experts trained with a margin loss. "
_TRAILER = _LEAD + "It is evaluated on segmentation tasks using three aerial image collections."
_BOTH = _LEAD + "Results on both ranking and classification tasks show lower error than gradient boosting."
_DEFINITE = _LEAD + "The classification task uses five labels per image."
_VAGUE = _LEAD + "It is evaluated on prediction tasks using three aerial image collections."


def test_a_kind_word_before_a_task_trailer_is_a_task(ex):
    assert "segmentation" in [t for t, _ in _tasks(ex, _TRAILER)]


def test_the_last_conjunct_before_the_trailer(ex):
    assert "classification" in [t for t, _ in _tasks(ex, _BOTH)]


def test_a_definite_kind_word_refers_back(ex):
    assert "classification" not in [t for t, _ in _tasks(ex, _DEFINITE)]


def test_prediction_tasks_name_no_kind(ex):
    assert "prediction" not in [t for t, _ in _tasks(ex, _VAGUE)]


def test_without_the_switch_the_word_is_dropped(ex, monkeypatch):
    monkeypatch.setattr(R, "TRAILER_TASK_WORDS", False)
    assert "segmentation" not in [t for t, _ in _tasks(ex, _TRAILER)]


# ---------------------------------------------------------------- examples of domains
import kg.extract.roles_tasks as RT  # noqa: E402

_DOMAINS = ("We propose a graph sampler with a learned proposal. Sampling graphs matters in many "
            "domains, such as protein design and traffic forecasting.")
_FIELDS = ("We propose a graph sampler with a learned proposal. Fair decisions matter in domains such as "
           "healthcare, criminal justice and materials science.")


def test_examples_of_domains_that_name_activities_are_tasks(ex):
    tasks = _tasks(ex, _DOMAINS)
    assert ("traffic forecasting", "task-example") in tasks
    assert "protein design" in [t for t, _ in tasks]


def test_examples_of_domains_that_name_fields_are_no_tasks(ex):
    names = [t for t, _ in _tasks(ex, _FIELDS)]
    assert not {"healthcare", "criminal justice", "materials science"} & set(names)


def test_without_the_domain_switch_no_example_is_read(ex, monkeypatch):
    monkeypatch.setattr(RT, "EXAMPLE_DOMAINS", False)
    assert ("traffic forecasting", "task-example") not in _tasks(ex, _DOMAINS)


# ---------------------------------------------------------------- a shared trailer
_SHARED = _LEAD + "On both regression and classification tasks it lowers the error of gradient boosting."
_ELLIPSIS = _LEAD + "It helps on semantic, instance, and panoptic segmentation tasks."


def test_a_one_word_nominal_shares_the_trailer_of_the_last_member(ex):
    assert ("regression", "task-conjunct") in _tasks(ex, _SHARED)


def test_a_modifier_before_a_longer_last_member_is_no_task(ex):
    assert "instance" not in [t for t, _ in _tasks(ex, _ELLIPSIS)]


def test_without_the_shared_trailer_switch_the_nominal_is_left_out(ex, monkeypatch):
    monkeypatch.setattr(RT, "SHARED_TRAILER", False)
    # (session 31: "regression" is also a one-word name of the Papers with Code task list, a
    # wide list member of its own: CONJUNCT_WIDE_MEMBERS, off here to test this switch alone)
    monkeypatch.setattr(RT, "CONJUNCT_WIDE_MEMBERS", False)
    assert "regression" not in [t for t, _ in _tasks(ex, _SHARED)]


# ---------------------------------------------------------------- grading words
_GRADED = ("We introduce a sparse mixture of linear experts. Online clustering is an important "
           "bandit learning problem, and our experts give improved image generation on faces.")


def test_grading_words_are_cut_from_the_task(ex):
    names = [t for t, _ in _tasks(ex, _GRADED)]
    assert "image generation" in names
    assert not any(t.startswith(("important", "improved")) for t in names)
