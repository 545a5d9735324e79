"""Task phrases of session 40: a phrase a generic task rule reads right after a cue of comparison
("compared to standard X", "comparable to X methods", "unlike X", "reduces to X") is a compared
method, not a task (``roles_tasks.COMPARED_CUE_METHODS``, rule ``method-compared-cue``). A bare
"other forms of" after a list of tasks is no cue. Abstracts are written for these tests."""
from __future__ import annotations

import kg.extract.roles_tasks as RT
from tests.factories import run

COMPARED = ("We present a sharded solver for warehouse routing. Compared to standard bilevel optimization, "
            "the solver halves the memory on three fleets.")
COMPARABLE = ("We study warehouse routing with a single shared planner. The planner is comparable to "
              "offline RL methods trained for each depot.")
LISTED = ("Many uses of language models, such as continuation, infilling, and other forms of constrained "
          "generation, need samples from intractable posteriors.")


def _typed(extractor, text: str) -> dict[str, tuple[str, str]]:
    return {m.text: (m.type, m.rule) for m in run(extractor, text).mentions if m.type in ("Task", "Method")}


def test_a_phrase_after_a_comparison_cue_is_a_compared_method(extractor):
    assert _typed(extractor, COMPARED).get("bilevel optimization") == ("Method", "method-compared-cue")
    assert _typed(extractor, COMPARABLE).get("offline RL") == ("Method", "method-compared-cue")


def test_other_forms_of_after_a_list_is_no_cue(extractor):
    assert _typed(extractor, LISTED)["constrained generation"][0] == "Task"


def test_the_switch_restores_the_old_output(extractor, monkeypatch):
    monkeypatch.setattr(RT, "COMPARED_CUE_METHODS", False)
    assert _typed(extractor, COMPARED)["bilevel optimization"][0] == "Task"
