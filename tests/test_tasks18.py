"""Main-task fallbacks of session 18 (kg.extract.roles_tasks, roles_title): where the
abstract names no task at all, the title's problem phrase that the abstract repeats becomes
the main task even when its head names no problem by its form ("approximation guarantees",
"reward echoes"), unless the head is a bound, a quantity or a premise ("fundamental
limitations"). Sentences and titles are written for these tests."""
from __future__ import annotations

from kg.extract import roles_tasks, roles_title
from tests.factories import main_task, run, tasks


_ECHO_TITLE = "Dense Reward Echoes in Sequential Games"
_ECHO_TEXT = ("We describe reward echoes that appear when agents repeat actions. "
              "A short argument shows why reward echoes persist. Simulations agree with the argument.")


def test_a_title_phrase_with_any_head_is_the_main_task_of_an_abstract_without_tasks(extractor):
    assert main_task(run(extractor, _ECHO_TEXT, title=_ECHO_TITLE)) == "reward echoes"


def test_the_any_head_fallback_has_a_switch(extractor, monkeypatch):
    monkeypatch.setattr(roles_tasks, "TITLE_ANY_HEAD_FALLBACK", False)
    monkeypatch.setattr(roles_title, "TITLE_MAIN_AS_WRITTEN", False)  # (session 28's lenient title reading)
    assert tasks(run(extractor, _ECHO_TEXT, title=_ECHO_TITLE)) == set()


def test_a_title_purpose_with_a_guarantee_head_is_the_main_task(extractor):
    title = "Approximation Guarantees for Sparse Voting Rules"
    text = ("We give the first approximation guarantees for sparse voting rules. Our analysis covers "
            "several aggregation settings and yields simple constructions. Numerical checks agree with the analysis.")
    ex = run(extractor, text, title=title)
    assert main_task(ex) is not None and main_task(ex).lower() in {"sparse voting rules", "approximation guarantees"}


def test_a_one_word_head_is_not_read_with_any_head(extractor, monkeypatch):
    monkeypatch.setattr(roles_title, "TITLE_MAIN_AS_WRITTEN", False)  # (session 28's lenient title reading)
    title = "Echoes in Sequential Games"
    text = ("We describe echoes that appear when agents repeat actions. "
            "A short argument shows why the echoes persist. Simulations agree with the argument.")
    assert tasks(run(extractor, text, title=title)) == set()


_LIMIT_TITLE = "Fundamental Limitations of Sparse Coders"
_LIMIT_TEXT = ("We describe fundamental limitations that appear when sparse coders repeat atoms. "
               "A short argument shows why these limitations persist. Simulations agree with the argument.")


def test_a_vague_head_is_not_taken_by_the_any_head_fallback(extractor):
    assert tasks(run(extractor, _LIMIT_TEXT, title=_LIMIT_TITLE)) == set()


def test_without_the_vague_lists_the_limitations_would_be_taken(extractor, monkeypatch):
    monkeypatch.setattr(roles_title, "_LOOSE_VAGUE_HEADS", frozenset())
    monkeypatch.setattr(roles_title, "_LOOSE_VAGUE_OPENERS", frozenset())
    assert main_task(run(extractor, _LIMIT_TEXT, title=_LIMIT_TITLE)) == "fundamental limitations"


def test_a_secondary_task_of_the_text_keeps_the_main_role(extractor):
    text = ("We describe reward echoes that appear when agents repeat actions while solving routing problems. "
            "A short argument shows why reward echoes persist. Simulations agree with the argument.")
    assert main_task(run(extractor, text, title=_ECHO_TITLE)) == "routing problems"


# ------------------------------------------------------------- "a solution to X" (task-solution)
_SOLUTION_TEXT = ("Chat assistants sometimes produce rude replies under crafted prompts. Current filters break "
                  "under such prompts. This paper introduces Sieve, a framework designed to screen unsafe inputs "
                  "and outputs of assistants. By combining a paraphrase generator with a nearest-neighbour vote, "
                  "Sieve offers a sturdy solution to toxic reply moderation. Experiments show that Sieve beats "
                  "existing filters.")


def test_the_problem_a_contribution_is_called_a_solution_to_is_the_main_task(extractor):
    assert main_task(run(extractor, _SOLUTION_TEXT)) == "toxic reply moderation"


def test_the_solution_rule_has_a_switch(extractor, monkeypatch):
    monkeypatch.setattr(roles_tasks, "SOLUTION_TASKS", False)
    assert tasks(run(extractor, _SOLUTION_TEXT)) == set()


def test_making_it_a_solution_for_counts_as_the_papers_own(extractor):
    text = ("We train a small ranking model on click logs with a pairwise loss and a cheap negative sampler. "
            "It matches larger models at a tenth of the cost, making it a promising solution for "
            "low-latency product search.")
    assert "low-latency product search" in tasks(run(extractor, text))


def test_a_mathematical_solution_is_no_task(extractor):
    text = ("We analyse fixed-point iterations for games. We show that our scheme converges for every game "
            "admitting a solution to the weak saddle-point formulation, and we give rates.")
    assert "weak saddle-point formulation" not in tasks(run(extractor, text))


def test_a_solution_for_a_range_of_tasks_names_no_problem(extractor):
    text = ("We design a graph encoder with fragment features and test it on many molecules. "
            "Our encoder generalizes well, positioning it as a robust solution for a range of molecular property tasks.")
    assert not any(t.lower().startswith("range of") for t in tasks(run(extractor, text)))


# ------------------------------------------- "X poses challenges for Y" (problem-statement fallback)
_CHALLENGE_TEXT = ("Lattice materials repeat a small cell across space. The periodic layout of such materials poses "
                   "unique challenges for periodic graph representation learning. We describe an encoder with cell "
                   "offsets and report lower errors.")


def test_the_problem_that_challenges_are_posed_for_is_the_main_task(extractor):
    assert main_task(run(extractor, _CHALLENGE_TEXT)) == "periodic graph representation learning"


def test_the_challenges_cue_has_a_switch(extractor, monkeypatch):
    monkeypatch.setattr(roles_title, "CHALLENGES_FOR", False)
    assert main_task(run(extractor, _CHALLENGE_TEXT)) != "periodic graph representation learning"


def test_challenges_for_people_name_no_problem(extractor):
    text = ("Storage chips wear out over time. The growing number of faults poses ongoing challenges for "
            "hardware designers. We describe a decoder with learned offsets and report lower errors.")
    assert "hardware designers" not in tasks(run(extractor, text))
