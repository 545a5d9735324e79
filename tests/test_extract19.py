"""Extraction errors a fresh-user trial found on unseen corpus abstracts (session 19).
Every sentence is written for these tests; the names are invented.

Datasets (kg/extract/roles_datasets.py): the environments, games and suites an agent is
evaluated in are datasets (eval/README.md D3), also after "is evaluated in", "tasks in",
"experiments in", "navigation / manipulation / driving in", before "environment" / "game" in
a sentence about experiments, with a
roman-numeral or "100k" version ("Zorbcraft II", "Blipworld 100k"), and as the other items
of a list of environments; a hyphenated adjective ("single-agent, e.g., X") is no class
noun of methods.

Results (kg/extract/results/): an equative of performance after a multiplier ("2x as
data-efficient", "3x as fast") is a change, one of size ("4x as large") no result; a metric
followed by "over" and a baseline ("2.7 BLEU over the baseline") is a change, an
improvement, but a rate against an opponent ("a 64% win rate over the best baseline") stays
a score.

Proposals (kg/extract/roles_proposals.py): a bracketed short form whose parts open the words
of the proposal's long form in another order ("... with Joint Training (JoTFormer)") is one
acronym definition with the whole long form, "with" inside it, not a second proposal.
"""
from __future__ import annotations

import pytest

from kg.records import Paper


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
     "agents in the Plonk game.", {"Plonk game"}),  # (a game setting with its head, session 32)
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


def test_the_world_of_an_embodied_task_is_a_dataset(ex):
    text = ("We propose FooNet. Experiments show that FooNet outperforms other algorithms for embodied "
            "tasks including navigation in Zorbhouse, manipulation in Plonkworld, and driving in ZRLA.")
    got = _typed(ex, text)
    assert {("Zorbhouse", "Dataset"), ("Plonkworld", "Dataset"), ("ZRLA", "Dataset")} <= got
    # a one-word name after another task head is not read so
    assert "Zorbhouse" not in _of(ex, "We propose FooNet. FooNet improves detection in Zorbhouse.", "Dataset")


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


# ---------------------------------------------------------------- 3. results

def _results(text):
    from kg.extract.results import find_results
    return [(r.value, r.value_max, r.unit, r.metric, r.change, r.direction) for r in find_results(text, None)]


@pytest.mark.parametrize("text, expected", [
    # an equative after a multiplier range is a ratio to the baseline: a change
    ("The compiled surrogates are 2.15-8.40× as data-efficient as surrogates trained from scratch.",
     ("2.15", "8.40", "x", None, True, None)),
    ("Our sampler is 3x as fast as the reference sampler.", ("3", None, "x", None, True, None)),
    # a multiplier range before "fewer" is a decrease of what is fewer (session 24: "N× fewer X"
    # names X, as the gold's counts do: "1.7x fewer queries")
    ("The surrogates train in 3.20-6.05× fewer epochs than the plain ones.",
     ("3.20", "6.05", "x", "epochs", True, "decrease")),
    # a metric, then "over" and a baseline: the margin won
    ("FooMT achieves 2.7 BLEU over the baseline on the test set.", ("2.7", None, None, "BLEU", True, "improvement")),
    ("FooMT reaches 1.5 BLEU points over the strongest baseline.",
     ("1.5", None, "points", "BLEU", True, "improvement")),
    # a signed percentage on a named benchmark is a change without a metric word
    ("FooNet improves the results on noisy benchmarks (e.g., +5.4% on CorruptNet-X).",
     ("+5.4", None, "%", None, True, "increase")),
])
def test_result_shapes(text, expected):
    assert expected in _results(text)


@pytest.mark.parametrize("text, expected", [
    # a rate against an opponent is a score
    ("Our agent achieves a 64% win rate over the best baseline.", ("64", None, "%", "win rate", False, None)),
    # a plain score stays a score
    ("FooMT reaches 31.2 BLEU on the test set.", ("31.2", None, None, "BLEU", False, None)),
])
def test_result_scores_stay_scores(text, expected):
    assert expected in _results(text)


def test_as_fast_as_without_a_multiplier_is_no_result():
    assert _results("The method runs as fast as the baseline with 3 layers.") == []


def test_a_size_equative_is_no_result():
    text = "With 900 hours of video, FooSign is 4x as large and has 8x as many signers as the largest prior dataset."
    assert not [r for r in _results(text) if r[2] == "x"]

# ---------------------------------------------------------------- 2. a proposal's unordered short form

def _extraction(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t"))


@pytest.mark.parametrize("text, long, short", [
    ("Then we propose a novel Two-Tier Local Mesh Transformer with Joint Training (JoTFormer), "
     "including an outer and an inner encoder. Experiments validate our proposed JoTFormer.",
     "Two-Tier Local Mesh Transformer with Joint Training", "JoTFormer"),
    ("We propose Adaptive Value Iteration using Kernel Regression (KRAVI) for continuous control.",
     "Adaptive Value Iteration using Kernel Regression", "KRAVI"),
])
def test_unordered_short_form_is_one_node_with_its_long_form(ex, text, long, short):
    e = _extraction(ex, text)
    proposed = {m.text for m in e.mentions if m.role == "proposed"}
    assert proposed == {long, short}
    assert (short, long) in {(a.short, a.long) for a in e.acronyms}


@pytest.mark.parametrize("text, short", [
    # a part of the short form opens no word of the long form
    ("We propose Sparse Mixture Routing (SMoRE) for efficient inference.", "SMoRE"),
    # two parts only
    ("We propose Mixer Graph Network (GMix) for efficient inference.", "GMix"),
])
def test_no_unordered_pair(ex, text, short):
    assert short not in {a.short for a in _extraction(ex, text).acronyms}
