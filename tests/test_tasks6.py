"""Task rules of the sixth task round of issue 3 (kg.extract.roles_tasks, roles_title):
broad classes of missed tasks. A learning or optimisation setting is the problem in the
purpose of a means noun ("a framework for T"), in a sentence-opening "For T," and as the
domain of a noun ("bounds in T"), and a means otherwise ("using T"). Sentences are
written for these tests."""
from __future__ import annotations

from tests.factories import run, tasks


def _typed(ex, type_: str) -> set[str]:
    return {m.text for m in ex.mentions if m.type == type_}


def test_setting_after_a_means_noun_and_for_is_a_task(extractor):
    ex = run(extractor, "Kernel machines are a flexible framework for molecular property learning. "
                        "We give a faster solver for them.")
    assert "molecular property learning" in tasks(ex)
    assert "molecular property learning" not in _typed(ex, "Method")


def test_setting_after_algorithms_for_is_a_task(extractor):
    ex = run(extractor, "We design two algorithms for cost minimization in sparse auctions. "
                        "Both run in linear time.")
    assert any(t.startswith("cost minimization") for t in tasks(ex))


def test_sentence_opening_for_setting_is_a_task(extractor):
    ex = run(extractor, "Adapters save memory. For speech model fine-tuning, we present a rank schedule "
                        "that saves more.")
    assert "speech model fine-tuning" in tasks(ex)


def test_setting_as_the_domain_of_a_noun_is_a_task(extractor):
    ex = run(extractor, "Sample complexity bounds in hierarchical reinforcement learning are loose. "
                        "We tighten them with a new potential argument.")
    assert "hierarchical reinforcement learning" in tasks(ex)


def test_setting_used_as_a_means_stays_a_method(extractor):
    ex = run(extractor, "We pretrain the encoder using contrastive representation learning on unlabeled "
                        "scans. The encoder improves tumour detection.")
    assert "contrastive representation learning" not in tasks(ex)


def test_setting_after_a_verb_and_in_is_no_task_by_this_rule(extractor):
    ex = run(extractor, "Our loss can be plugged in contrastive representation learning pipelines. "
                        "It improves tumour detection.")
    assert "contrastive representation learning" not in tasks(ex)


def test_number_of_a_compound_modifier_is_not_trimmed_into_a_setting(extractor):
    ex = run(extractor, "Equilibria matter in games. Convergence rates in two player reinforcement learning "
                        "are slow. We give a faster method.")
    assert "player reinforcement learning" not in tasks(ex)


def test_sampling_procedure_after_a_method_is_no_setting(extractor):
    ex = run(extractor, "We present a cheap amortization method for long-run Gibbs sampling. "
                        "It halves the cost.")
    assert "long-run Gibbs sampling" not in tasks(ex)
