"""The title's credit goes to the most specific task mention it names
(``TitleTaskRules._title_credit_to_specific``): when a content modifier precedes the
matched phrase in the title and the abstract names a task with a modifier of that stem
before the same words, that task is the main task. Sentences are written for these
tests."""
from __future__ import annotations

from tests.factories import main_task, run

_TEXT = ("Music generation with large models is popular. Existing controllable music generation methods "
         "are static. We propose SFGen, which achieves state-of-the-art results in controllable music generation.")


def test_a_title_modifier_moves_the_title_credit_to_the_specific_task(extractor):
    ex = run(extractor, _TEXT, title="Successor Features for Controlled Music Generation")
    assert main_task(ex) == "controllable music generation"


def test_without_the_modifier_in_the_title_the_general_task_keeps_it(extractor):
    ex = run(extractor, _TEXT, title="Successor Features for Music Generation")
    assert main_task(ex) == "Music generation"

