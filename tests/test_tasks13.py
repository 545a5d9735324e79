"""Task rules of session 13 (sentences written for these tests).

* The subject of the abstract's first sentence with its prepositional complement is one
  task when the predicate presents it as a problem of the field
  (``TaskRules._opening_complement_task``, switch
  :data:`kg.extract.roles_tasks.OPENING_COMPLEMENT`): "Motion forecasting under occlusion
  has attracted growing attention" -> "Motion forecasting under occlusion", not the
  noun chunk "Motion forecasting" alone.
* Not for a trend or state of the field ("Recent advances in X"), a cost ("is a
  time-consuming task"), a complement that goes on with "of", or a predicate that names
  no problem; a first complement followed by "from" / "with" / "under" / "on" is left to
  the other task rules.
"""
from __future__ import annotations

from kg.extract import roles_tasks
from tests.factories import main_task, run, tasks

_OCCLUSION = ("Motion forecasting under occlusion has attracted growing attention in robotics. We "
              "propose GhostTrack, a recurrent predictor that keeps hidden agents in memory. GhostTrack "
              "lowers the displacement error on two driving logs.")


def _lower(ex) -> set[str]:
    return {t.lower() for t in tasks(ex)}


def test_the_opening_subject_keeps_its_complement(extractor):
    ex = run(extractor, _OCCLUSION)
    assert main_task(ex) == "Motion forecasting under occlusion"
    assert "motion forecasting" not in _lower(ex)


def test_a_second_complement_is_the_setting(extractor):
    text = ("Stain normalization of histology slides in small hospitals remains challenging. We "
            "introduce SlideNorm, a colour transfer network trained from unpaired slides.")
    ex = run(extractor, text)
    assert main_task(ex) == "Stain normalization of histology slides"


def test_two_adjectives_joined_by_a_comma_open_the_complement(extractor):
    text = ("Robot navigation with noisy, sparse observations is a key problem for field robots. We "
            "present LagNav, a controller that predicts the observation delay.")
    ex = run(extractor, text)
    assert main_task(ex) == "Robot navigation with noisy, sparse observations"


def test_a_trend_of_the_field_is_no_task(extractor):
    text = ("Recent progress in diffusion models has attracted wide attention. We propose FastDiff, a "
            "sampler for image synthesis that needs four steps.")
    ex = run(extractor, text)
    assert not any(t.startswith("recent progress") or t.startswith("progress in") for t in _lower(ex))


def test_a_cost_is_no_task(extractor):
    text = ("Manual annotation of retinal scans is a time-consuming task. We propose EyeLabel, a "
            "semi-supervised method for retinal lesion segmentation.")
    ex = run(extractor, text)
    assert "manual annotation of retinal scans" not in _lower(ex)
    assert "annotation of retinal scans" not in _lower(ex)


def test_a_complement_that_goes_on_with_of_is_not_cut(extractor):
    text = ("Model selection in the context of federated training is a challenging problem. We propose "
            "FedPick, a selection rule that shares validation scores.")
    ex = run(extractor, text)
    assert "model selection in the context" not in _lower(ex)


def test_a_predicate_without_a_problem_word_gives_nothing(extractor):
    text = ("Motion forecasting under occlusion relies on lidar sweeps. We propose GhostTrack, a "
            "recurrent predictor that keeps hidden agents in memory.")
    ex = run(extractor, text)
    assert "motion forecasting under occlusion" not in _lower(ex)


def test_without_the_switch_only_the_noun_chunk_is_read(extractor, monkeypatch):
    monkeypatch.setattr(roles_tasks, "OPENING_COMPLEMENT", False)
    ex = run(extractor, _OCCLUSION)
    assert "motion forecasting under occlusion" not in _lower(ex)



def test_a_second_complement_with_from_is_left_to_the_other_rules(extractor, monkeypatch):
    text = ("Recovery of hand poses from event cameras in dim light has attracted growing interest. We "
            "propose EvHand, a spiking network that fuses event windows.")
    with_rule = tasks(run(extractor, text))
    monkeypatch.setattr(roles_tasks, "OPENING_COMPLEMENT", False)
    assert tasks(run(extractor, text)) == with_rule


# ---------------------------------------------------------------- "the problem of V-ing X"
def test_the_task_of_coordinated_gerunds_is_the_problem(extractor):
    text = ("We consider the task of detecting and repairing a fault of interest in power grids where "
            "sensors drift. We give an estimator with finite-sample guarantees.")
    ex = run(extractor, text)
    assert main_task(ex) == "detecting and repairing a fault of interest"


def test_the_problem_of_an_adverb_and_gerund_without_a_study_verb(extractor):
    text = ("Deep models depend on the geometry of their latent space. However, little attention has been "
            "given to the problem of automatically selecting the latent curvature for a new dataset. We "
            "give a search procedure and test it on six datasets.")
    ex = run(extractor, text)
    assert main_task(ex) == "automatically selecting the latent curvature"


def test_the_problem_of_a_gerund_with_an_anaphoric_object_adds_nothing(extractor, monkeypatch):
    # (another rule reads "detecting such drifts"; this one adds no reading of its own)
    text = ("Sensor data drift over time. The problem of detecting such drifts has been studied. We "
            "propose DriftNet, a detector for streams.")
    with_rule = run(extractor, text)
    assert all(m.rule != "task-problem-of-gerund" for m in with_rule.mentions)
    monkeypatch.setattr(roles_tasks, "PROBLEM_OF_GERUND", False)
    assert tasks(run(extractor, text)) == tasks(with_rule)


def test_the_problem_of_a_degree_gerund_gives_nothing(extractor):
    text = ("The problem of improving the accuracy of small models is old. We propose TinyBoost, a "
            "distillation method for image classification.")
    ex = run(extractor, text)
    assert not any(t.lower().startswith("improving") for t in tasks(ex))


def test_without_the_switch_the_gerund_problem_was_missed(extractor, monkeypatch):
    monkeypatch.setattr(roles_tasks, "PROBLEM_OF_GERUND", False)
    # (session 46: the studied clause now reads joined gerunds with an article object too)
    monkeypatch.setattr(roles_tasks, "STUDIED_GERUND_WIDE_OBJECTS", False)
    text = ("We consider the task of detecting and repairing a fault of interest in power grids where "
            "sensors drift. We give an estimator with finite-sample guarantees.")
    assert main_task(run(extractor, text)) is None


def test_a_definition_by_the_task_of_adds_no_second_task(extractor, monkeypatch):
    text = ("Floor-plan parsing is the challenging task of labelling every room in a scanned drawing. We "
            "propose PlanSeg, a segmenter trained on synthetic drawings.")
    with_rule = run(extractor, text)
    assert all(m.rule != "task-problem-of-gerund" for m in with_rule.mentions)
    monkeypatch.setattr(roles_tasks, "PROBLEM_OF_GERUND", False)
    assert tasks(run(extractor, text)) == tasks(with_rule)


def test_a_phrase_that_goes_on_is_not_cut(extractor):
    text = ("We study the problem of estimating the sample mean under heavy tails. We give a robust "
            "estimator with optimal constants.")
    ex = run(extractor, text)
    assert all(m.rule != "task-problem-of-gerund" for m in ex.mentions)
    assert "estimating the sample" not in tasks(ex)


# ------------------------------------------- "a <method noun> for V-ing X" of the paper's work
_GENERATOR = ("Generative models promise richer training data for medicine. Despite this, their quality "
              "is hard to judge. Standard scores miss anatomical errors. To address this, this paper "
              "introduces a clinician-in-the-loop framework for generating anatomically-plausible "
              "synthetic retinal scans. Experiments confirm the gains.")


def test_the_purpose_of_an_unnamed_framework_in_a_late_sentence(extractor):
    ex = run(extractor, _GENERATOR)
    assert main_task(ex) == "generating anatomically-plausible synthetic retinal scans"


def test_the_purpose_after_our_objective_is_to_present(extractor):
    text = ("Agents act in shared worlds. Credit is hard to assign. Prior work ignores influence. In this "
            "paper, our objective is to present a systematic approach for attributing the downstream "
            "effects of agents' messages to the influence they exert on others.")
    ex = run(extractor, text)
    assert main_task(ex) == "attributing the downstream effects of agents' messages"


def test_a_from_complement_stays_with_the_purpose(extractor):
    text = ("Avatars are costly to make. Artists spend weeks on each. Prior tools need scans. We propose "
            "AvaGen, a progressive framework for generating animatable avatars from text prompts.")
    ex = run(extractor, text)
    assert "generating animatable avatars from text prompts" in tasks(ex)


def test_study_gerunds_means_objects_and_cut_objects_give_nothing(extractor):
    for text in ("Shift hurts deployed models. Data change over time. Labels arrive late. We propose a new "
                 "framework for analyzing the dynamics of distribution shift.",
                 "Sampling is slow. Chains mix badly. Steps are costly. We present a framework for "
                 "accelerating proximal samplers.",
                 "Concepts live in representations. Probing is noisy. We develop a simple method for "
                 "identifying the part of the representation tied to a concept."):
        ex = run(extractor, text)
        assert all(m.rule != "task-proposal-purpose-clause" for m in ex.mentions), text


def test_without_the_switch_the_late_purpose_was_missed(extractor, monkeypatch):
    monkeypatch.setattr(roles_tasks, "PROPOSAL_PURPOSE_GERUND", False)
    monkeypatch.setattr(roles_tasks, "MEANS_FOR_TASKS", False)  # (session 21's reading of any means' purpose)
    assert "generating anatomically-plausible synthetic retinal scans" not in tasks(run(extractor, _GENERATOR))
