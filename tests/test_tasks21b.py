"""Session 21 (second round) task rules: the "of" complement of a task phrase
(roles_tasks.TaskRules._of_complement_end, switch TASK_OF_COMPLEMENT). Sentences written
for these tests."""
from __future__ import annotations


import kg.extract.roles_tasks as RT
from kg.records import Paper


def _tasks(ex, text, title=None):
    ext = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return [m.text for m in ext.mentions if m.type == "Task"]


_TEXT = ("We study simultaneous segmentation of multiple organs in abdominal scans. "
         "Our model uses a shared encoder and beats earlier models.")


def test_the_object_of_a_nominal_task_phrase_belongs_to_it(ex):
    assert "simultaneous segmentation of multiple organs" in _tasks(ex, _TEXT)


def test_the_switch_turns_it_off(ex, monkeypatch):
    monkeypatch.setattr(RT, "TASK_OF_COMPLEMENT", False)
    assert "simultaneous segmentation" in _tasks(ex, _TEXT)


def test_a_phrase_the_text_also_writes_alone_stays_short(ex):
    text = ("We study simultaneous segmentation of multiple organs in abdominal scans. "
            "Simultaneous segmentation is hard when organs touch, and our model handles it.")
    tasks = _tasks(ex, text)
    assert "simultaneous segmentation of multiple organs" not in tasks


def test_a_phrase_the_title_names_stays_short(ex):
    tasks = _tasks(ex, _TEXT, title="Simultaneous Segmentation with Shared Encoders")
    assert "simultaneous segmentation of multiple organs" not in tasks
    assert "simultaneous segmentation" in tasks


def test_a_determiner_object_is_left_out(ex):
    tasks = _tasks(ex, "We study simultaneous segmentation of the organs in abdominal scans. "
                       "Our model uses a shared encoder and beats earlier models.")
    assert not any(t.endswith("of the organs") for t in tasks)


# ------------------------------------------------------------------ a threat the title names
def test_a_threat_the_title_names_can_be_the_main_task():
    from kg.extract.roles_main import TaskEvidence, choose_main_task
    evidence = [
        TaskEvidence("poisoning attack", 1, frozenset({"framed", "threat", "title"}), 2, 40),
        TaskEvidence("image retrieval", 0, frozenset({"prep"}), 2, 10),
    ]
    assert choose_main_task(evidence) == "poisoning attack"


def test_a_threat_the_title_does_not_name_stays_out():
    from kg.extract.roles_main import TaskEvidence, choose_main_task
    evidence = [
        TaskEvidence("poisoning attack", 1, frozenset({"framed", "threat"}), 2, 40),
        TaskEvidence("image retrieval", 0, frozenset({"prep"}), 2, 10),
    ]
    assert choose_main_task(evidence) == "image retrieval"


# ------------------------------------------------------------------ descriptors of means
def test_an_optimization_descriptor_names_no_task(ex):
    tasks = _tasks(ex, "We present Foo, a two-stage optimization framework for route planning. "
                       "Foo beats baselines on road networks.")
    assert "two-stage optimization" not in tasks
    assert "route planning" in tasks


def test_the_descriptor_switch_turns_it_off(ex, monkeypatch):
    monkeypatch.setattr(RT, "DESCRIPTOR_MEANS", False)
    tasks = _tasks(ex, "We present Foo, a two-stage optimization framework for route planning. "
                       "Foo beats baselines on road networks.")
    assert "two-stage optimization" in tasks


def test_a_problem_descriptor_still_names_a_task(ex):
    tasks = _tasks(ex, "We present Foo, a novel sketch colorization framework. "
                       "Foo beats baselines on three benchmarks.")
    assert "sketch colorization" in tasks


def test_an_object_before_such_as_is_left_out(ex):
    tasks = _tasks(ex, "We study fair allocation of resources such as vaccines across regions. "
                       "Our mechanism is simple and runs fast.")
    assert not any(t.endswith("such") for t in tasks)
