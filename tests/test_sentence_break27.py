"""Session 27: a task example never reads across a sentence end that the parser missed
(roles_tasks.FULL_STOP_INSIDE_REFUSED in TaskRules._task_core_uncached): "... such as X-A, -B, and -C.
Recent advances ..." gave the task "-C. Recent advances". Sentences written for this test."""
import kg.extract.roles_tasks as RT
from kg.records import Paper


def _tasks(ex, text):
    ext = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return [m.text for m in ext.mentions if m.type == "Task"]


def test_no_task_spans_a_missed_sentence_end(ex):
    text = ("Work on object detection reports accuracy on shifted benchmarks such as COCO-A, -C, "
            "and -O. Modern advances in vision transformers changed that.")
    tasks = _tasks(ex, text)
    assert not any(". " in t for t in tasks), tasks
    assert tasks == ["object detection"]  # (without the check: also "-O. Modern advances")


def test_without_the_check_the_example_reads_across(ex, monkeypatch):
    monkeypatch.setattr(RT, "FULL_STOP_INSIDE_REFUSED", False)
    text = ("Work on object detection reports accuracy on shifted benchmarks such as COCO-A, -C, "
            "and -O. Modern advances in vision transformers changed that.")
    assert "-O. Modern advances" in _tasks(ex, text)
