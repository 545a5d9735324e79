"""Session 27: a task example never reads across a sentence end that the parser missed
(roles_tasks._SENTENCE_BREAK_RE in TaskRules._task_example): "... such as X-A, -B, and -C.
Recent advances ..." gave the task "-C. Recent advances". Sentences written for this test."""
from kg.extract.roles_tasks import _SENTENCE_BREAK_RE
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


def test_the_break_pattern_needs_a_word_a_stop_and_a_capitalised_word():
    assert _SENTENCE_BREAK_RE.search("-Z. Recent advances")
    assert _SENTENCE_BREAK_RE.search("works! Then")
    assert not _SENTENCE_BREAK_RE.search("e.g. image retrieval")
    assert not _SENTENCE_BREAK_RE.search("U.S. census data")  # no lower-case letter after the capital
    assert not _SENTENCE_BREAK_RE.search("version 2.0 tasks")
