"""The purpose infinitive of the paper's own contribution as its main task (session 50,
kg.extract.roles_tasks.TaskRules._proposal_purpose_infinitive): "X, a method to V O" names
the problem as a verb phrase when no noun phrase does. Sentences are written for these tests."""
from __future__ import annotations

from kg.extract import roles as R
from kg.extract import roles_tasks as RT
from tests.factories import main_task, run, tasks

TEXT = ("Human labels are cheap but noisy. We propose Sieve, a simple approach to remove "
        "label noise from crowd annotations. Sieve is fast and accurate on three corpora.")


def rules(ex) -> dict[str, str]:
    return {m.text: m.rule for m in ex.mentions if m.type == "Task"}


def test_the_infinitive_of_the_proposal_is_the_main_task(extractor):
    ex = run(extractor, TEXT, title="Removing Label Noise in Crowdsourcing")
    assert main_task(ex) == "remove label noise from crowd annotations"
    assert rules(ex)["remove label noise from crowd annotations"] == "task-proposal-purpose-infinitive"


def test_without_a_title_the_infinitive_is_read(extractor):
    ex = run(extractor, TEXT)
    assert main_task(ex) == "remove label noise from crowd annotations"


def test_a_title_without_its_words_refuses_it(extractor):
    ex = run(extractor, TEXT, title="Sieve: Cheap Crowdsourcing")
    assert "remove label noise from crowd annotations" not in tasks(ex)


def test_the_switch_turns_it_off(extractor, monkeypatch):
    monkeypatch.setattr(RT, "PROPOSAL_PURPOSE_INFINITIVE", False)
    ex = run(extractor, TEXT, title="Removing Label Noise in Crowdsourcing")
    assert "remove label noise from crowd annotations" not in tasks(ex)


def test_a_verb_of_degree_or_use_names_no_problem(extractor):
    for verb in ("improve", "reduce", "leverage"):
        text = (f"Ensembles are costly. We propose Sieve, a simple approach to {verb} the spread of "
                "ensemble weights. Sieve is fast.")
        ex = run(extractor, text, title="Sieve: Ensemble Weights Made Simple")
        assert f"{verb} the spread of ensemble weights" not in tasks(ex), verb
        assert not any(r == "task-proposal-purpose-infinitive" for r in rules(ex).values()), verb


def test_the_means_after_using_ends_the_phrase(extractor):
    text = ("Physics matters in simulation. We develop a scalable approach to enforce hard physical "
            "constraints using mixtures of experts. It trains quickly.")
    ex = run(extractor, text, title="Scaling Hard Physical Constraints")
    assert main_task(ex) == "enforce hard physical constraints"


def test_an_infinitive_that_is_not_the_main_task_is_no_task(extractor):
    text = ("Graph coloring is the problem of assigning colors to vertices. We study graph coloring "
            "in sparse graphs. We also propose a method to prune candidate colors in sparse graphs.")
    ex = run(extractor, text, title="Graph Coloring of Sparse Graphs")
    assert main_task(ex) != "prune candidate colors in sparse graphs"
    assert not any(r == "task-proposal-purpose-infinitive" for r in rules(ex).values())
    assert R.PURPOSE_INFINITIVE_MAIN_ONLY
