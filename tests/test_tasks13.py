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
