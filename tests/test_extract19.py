"""Extraction errors a fresh-user trial found on unseen corpus abstracts (session 19).
Every sentence is written for these tests; the names are invented.

Datasets (kg/extract/roles_datasets.py): the environments, games and suites an agent is
evaluated in are datasets (eval/README.md D3), also after "is evaluated in", "tasks in",
"experiments in", before "environment" / "game" in a sentence about experiments, with a
roman-numeral or "100k" version ("Zorbcraft II", "Blipworld 100k"), and as the other items
of a list of environments; a hyphenated adjective ("single-agent, e.g., X") is no class
noun of methods.
"""
from __future__ import annotations

import pytest

from kg.records import Paper


@pytest.fixture(scope="module")
def ex(extractor):
    """The session's shared extraction pipeline (tests/conftest.py)."""
    return extractor


def _typed(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {(m.text, m.type) for m in e.mentions}


def _of(ex, text, kind):
    return {t for t, k in _typed(ex, text) if k == kind}


# ---------------------------------------------------------------- 1. environments are datasets

@pytest.mark.parametrize("text, names", [
    ("We propose FooNet, a new agent. The proposed method is evaluated in Zorbcraft II and "
     "Quibble Soccer Arena, and the results show gains over strong baselines.",
     {"Zorbcraft II", "Quibble Soccer Arena"}),
    ("We propose FooNet. Our results show that agents with FooNet outperform baseline "
     "approaches on long-horizon tasks in GridHopper, a maze navigation environment.",
     {"GridHopper"}),
    ("We propose FooNet. We demonstrate our approach on the Wobbler environment, showing "
     "that it outperforms the baselines.", {"Wobbler"}),
    ("We propose FooNet. Extensive experiments show that our agents outperform existing "
     "agents in the Plonk game.", {"Plonk"}),
    ("We propose FooNet. Experiments on the Blipworld 2600 benchmarks show that FooNet "
     "converges faster.", {"Blipworld 2600"}),
    ("We propose FooNet. FooNet achieves superior outcomes across multiple benchmarks, "
     "including Blipworld 100k, Prop Control, and Vis Control.",
     {"Blipworld 100k", "Prop Control", "Vis Control"}),
    ("We propose FooNet. Empirical results demonstrate that FooNet outperforms baselines in "
     "various environments, including Grotto, predator-prey, and Quibble Soccer.",
     {"Grotto"}),
])
def test_evaluation_environments_are_datasets(ex, text, names):
    got = _typed(ex, text)
    assert {(n, "Dataset") for n in names} <= got
    assert not {(n, "Method") for n in names} & got


def test_examples_after_a_hyphenated_agent_adjective_are_no_methods(ex):
    text = ("Decision-making problems, categorized as single-agent, e.g., Blipworld, cooperative "
            "multi-agent, e.g., Plonkers, are ubiquitous. We propose FooNet. Experiments show "
            "that FooNet beats the baselines.")
    assert not {"Blipworld", "Plonkers"} & _of(ex, text, "Method")


@pytest.mark.parametrize("text, name", [
    # a field's short form before "environment" is no environment
    ("We propose FooNet. Experiments show that FooNet learns faster in the RL environment.", "RL"),
    # without a sentence about experiments, "the X game" is what the paper studies
    ("We study equilibria of the Blotto game under uncertainty.", "Blotto"),
    # items of a task list after a comma modify the task noun
    ("We propose FooNet. FooNet outperforms the baselines on Open-domain QA, reasoning, and "
     "fact verification tasks.", "Open-domain QA"),
])
def test_no_environment_dataset(ex, text, name):
    assert name not in _of(ex, text, "Dataset")

