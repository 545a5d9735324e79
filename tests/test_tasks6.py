"""Task rules of the sixth task round of issue 3 (kg.extract.roles_tasks, roles_title):
broad classes of missed tasks. A learning or optimisation setting is the problem in the
purpose of a means noun ("a framework for T"), in a sentence-opening "For T," and as the
domain of a noun ("bounds in T"), and a means otherwise ("using T"). Sentences are
written for these tests."""
from __future__ import annotations

from tests.factories import main_task, run, tasks


def _typed(ex, type_: str) -> set[str]:
    return {m.text for m in ex.mentions if m.type == type_}


def test_setting_after_a_means_noun_and_for_is_a_task(extractor):
    ex = run(extractor, "Kernel machines are a flexible framework for molecular property learning. "
                        "We give a faster solver for them.")
    assert "molecular property learning" in tasks(ex)
    assert "molecular property learning" not in _typed(ex, "Method")


def test_setting_after_algorithms_for_is_a_task(extractor):
    ex = run(extractor, "We design two algorithms for bidder policy learning in sparse auctions. "
                        "Both run in linear time.")
    assert any(t.startswith("bidder policy learning") for t in tasks(ex))


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


# ---------------------------------------------------------------- the title's topic phrase
def test_nominal_title_topic_repeated_inside_a_longer_phrase_is_the_main_task(extractor):
    ex = run(extractor, "Recurring patterns hide in long sensor logs. Automatic motif discovery methods scan "
                        "every window and are slow. We propose Skim, a sketch that finds them in one pass.",
             title="Latent Motif Discovery in Long Sensor Logs")
    assert "motif discovery" in tasks(ex)
    assert main_task(ex) == "motif discovery"


def test_title_topic_takes_the_abstracts_more_specific_phrase(extractor):
    ex = run(extractor, "Offline route planning uses logged drives only. We propose Rove, a value method "
                        "that needs no simulator.",
             title="Route Planning: A Value Perspective")
    assert main_task(ex) == "Offline route planning"


def test_title_topic_that_names_an_object_is_no_task(extractor):
    ex = run(extractor, "We show that superlevel sets of the return are connected for wide policies. "
                        "This yields a minimax theorem.",
             title="Connected Superlevel Sets of Policy Returns")
    assert "superlevel sets" not in tasks(ex)


def test_question_title_gives_no_topic_across_a_preposition(extractor):
    ex = run(extractor, "We test whether attention layers relate parts between objects in scenes. "
                        "They mostly do not.",
             title="Can Attention Layers Relate Parts between Objects?")
    assert not any("between" in t for t in tasks(ex))


def test_title_credit_goes_to_the_specific_phrase_with_an_earlier_title_modifier(extractor):
    ex = run(extractor, "Scene generation from text is slow. We propose Roomy, a planner for automatic 3D "
                        "scene generation that places furniture with a layout prior.",
             title="Roomy: Fast Text-guided 3D Indoor Scene Generation")
    assert main_task(ex) == "automatic 3D scene generation"


# ---------------------------------------------------------------- a gerund before a task
def test_solving_before_a_task_phrase_is_left_out(extractor):
    ex = run(extractor, "Interior point solvers are slow. We propose Jumpstart, a warm start that speeds up "
                        "solving sparse linear assignment problems by an order of magnitude.")
    ts = tasks(ex)
    assert any(t.startswith("sparse linear assignment") for t in ts)
    assert not any(t.startswith("solving") for t in ts)


def test_a_modifying_gerund_stays_in_the_task_phrase(extractor):
    ex = run(extractor, "We propose Grain, a denoiser for training data generation in speech models. "
                        "Grain is fast.")
    assert "data generation" not in tasks(ex)


def test_title_purpose_does_not_absorb_an_opening_gerund(extractor):
    ex = run(extractor, "Training imitation learning (IL) agents from raw pixels is hard. We propose Glimpse, "
                        "an encoder that fixes this.",
             title="Glimpse: Saliency Maps for Imitation Learning from Pixels")
    assert main_task(ex) == "imitation learning"


# ---------------------------------------------------------------- title roles and credit
def test_model_family_with_any_modifiers_after_for_makes_the_words_before_it_the_purpose():
    from kg.extract.roles_main import title_roles
    roles = dict(title_roles("Sparse Attention Is Provably Optimal for the Deep Unconstrained Memory Model"))
    assert roles["attention"] == "purpose"
    assert roles["memory"] == "plain"


def test_shorter_title_phrase_inside_a_longer_one_loses_the_title_credit(extractor):
    ex = run(extractor, "Neural collapse refers to the geometry of last-layer features. Less is known about "
                        "deep neural collapse (DNC) in earlier layers. We prove that DNC is optimal in a deep "
                        "unconstrained model.",
             title="Deep Neural Collapse Is Optimal for the Wide Unconstrained Features Model")
    assert main_task(ex) == "deep neural collapse"


# ---------------------------------------------------------------- qualifying adjectives
def test_judging_adjective_is_no_part_of_a_task(extractor):
    ex = run(extractor, "We evaluate Sift across 9 varied control tasks and report poor dosage recommendations "
                        "of earlier models. Sift is a filter for imitation data.")
    assert not any(t.startswith(("varied", "poor")) for t in tasks(ex))


def test_future_prediction_keeps_its_time_word(extractor):
    ex = run(extractor, "We propose Koop, a model for future state prediction in fluid flows. Koop is stable.")
    assert "future state prediction" in tasks(ex)
