"""Task rules of session 10 (sentences written for these tests).

* The title's means is no task (:data:`kg.extract.roles_title.TITLE_MEANS_NOT_TASK`):
  "M for T" / "T via M" names M as what the paper uses.
* Where no task rule applied, the title's problem phrase as the abstract writes it is the
  task (``TitleTaskRules._title_phrase_fallback``), unless it names a model, a means, an
  object or a kind of study, or is a piece of a hyphenated word.
"""
from __future__ import annotations

import pytest

from kg.extract import roles_title
from tests.factories import main_task, run, tasks

_MEANS_TEXT = ("Speech emotion recognition remains difficult when labels are scarce. We describe a "
               "training scheme that applies contrastive clustering to unlabeled recordings. Experiments "
               "on three corpora show gains in speech emotion recognition.")


def test_the_title_means_is_not_a_task(extractor):
    ex = run(extractor, _MEANS_TEXT, title="Contrastive Clustering for Speech Emotion Recognition")
    assert "contrastive clustering" not in {t.lower() for t in tasks(ex)}
    assert main_task(ex) == "Speech emotion recognition"


def test_the_title_means_via_is_not_a_task(extractor):
    ex = run(extractor, _MEANS_TEXT, title="Speech Emotion Recognition via Contrastive Clustering")
    assert "contrastive clustering" not in {t.lower() for t in tasks(ex)}


def test_the_same_phrase_as_the_title_purpose_stays_a_task(extractor):
    text = ("Clustering of short recordings is hard. We study contrastive clustering of unlabeled "
            "recordings and give a new objective.")
    ex = run(extractor, text, title="Towards Contrastive Clustering")
    assert "contrastive clustering" in {t.lower() for t in tasks(ex)}


def test_without_the_switch_the_title_means_was_a_task(extractor, monkeypatch):
    monkeypatch.setattr(roles_title, "TITLE_MEANS_NOT_TASK", False)
    ex = run(extractor, _MEANS_TEXT, title="Contrastive Clustering for Speech Emotion Recognition")
    assert "contrastive clustering" in {t.lower() for t in tasks(ex)}


# ---------------------------------------------------------------- the title-phrase fallback
_AUCTION_TEXT = ("Sellers often play widget games against many bidders. We show that a seller who observes "
                 "past bids can commit to reserve prices that approach the best fixed price. Our bounds are tight.")
_AUCTION_TITLE = "Calibrated Widget Games: Learning Reserve Prices Against Strategic Bidders"


def test_the_title_phrase_is_the_task_when_no_rule_found_one(extractor):
    ex = run(extractor, _AUCTION_TEXT, title=_AUCTION_TITLE)
    assert main_task(ex) == "widget games"  # the tail of the title's head "Calibrated Widget Games"


def test_without_the_fallback_the_abstract_has_no_task(extractor, monkeypatch):
    from kg.extract import roles_tasks
    monkeypatch.setattr(roles_tasks, "TITLE_PHRASE_FALLBACK", False)
    monkeypatch.setattr(roles_title, "TITLE_MAIN_AS_WRITTEN", False)  # (session 28's lenient title reading)
    ex = run(extractor, _AUCTION_TEXT, title=_AUCTION_TITLE)
    assert main_task(ex) is None


def test_a_title_phrase_headed_by_a_model_noun_is_no_task(extractor):
    text = ("Widget networks stack many small layers. We show that a pyramid of widget networks "
            "renders faster. Our bounds are tight.")
    ex = run(extractor, text, title="Pyramidal Widget Networks")
    assert tasks(ex) == set()


def test_a_title_phrase_that_names_a_kind_of_study_is_no_task(extractor):
    text = ("We give a mean-field analysis of wide two-layer networks. The limit is a transport "
            "equation. Our bounds are tight.")
    ex = run(extractor, text, title="A Mean-Field Analysis of Wide Networks")
    assert "mean-field analysis" not in {t.lower() for t in tasks(ex)}


def test_a_piece_of_a_hyphenated_word_is_no_task(extractor):
    text = ("Prompts written for low-resource languages transfer poorly. We share prompts across "
            "clients without sharing data. Our bounds are tight.")
    ex = run(extractor, text, title="Shared Prompts for Low-Resource Languages")
    assert "resource languages" not in {t.lower() for t in tasks(ex)}


# ---------------------------------------------------------------- the title's problem with its complement
_MIMICRY_TEXT = ("Agents that watch videos must copy an expert without seeing its actions, a setting known as "
                 "Mimicry Learning from Observation (MLO). Mimicry learning is well studied. We propose a "
                 "schedule that discounts later rewards and show gains on six suites.")


def test_the_title_problem_with_its_complement_is_the_main_task(extractor):
    ex = run(extractor, _MIMICRY_TEXT, title="Mimicry Learning from Observation with Discount Scheduling")
    assert main_task(ex) == "Mimicry Learning from Observation"


def test_without_the_rule_the_broader_task_is_main(extractor, monkeypatch):
    monkeypatch.setattr(roles_title, "TITLE_COMPLEMENT_TASK", False)
    ex = run(extractor, _MIMICRY_TEXT, title="Mimicry Learning from Observation with Discount Scheduling")
    assert main_task(ex) != "Mimicry Learning from Observation"


def test_a_viewpoint_complement_is_no_part_of_the_task(extractor):
    text = ("Traffic forecasting from a graph perspective is common. We treat each series as a node and "
            "learn in the frequency domain.")
    ex = run(extractor, text, title="Rethinking Traffic Forecasting from a Graph Perspective")
    assert "traffic forecasting from a graph perspective" not in {t.lower() for t in tasks(ex)}


def test_a_roadmap_is_no_task(extractor):
    text = ("We describe a roadmap to pluralistic alignment of language models. Pluralistic alignment "
            "asks models to serve many values at once.")
    ex = run(extractor, text, title="A Roadmap to Pluralistic Alignment")
    assert "roadmap to pluralistic alignment" not in {t.lower() for t in tasks(ex)}


def test_a_second_with_in_a_title_ends_the_complement():
    from kg.extract.roles_main import title_problem_phrases, title_roles
    pairs = title_roles("Mimicry Learning from Observation with Discount Scheduling")
    tp = title_problem_phrases([w for w, _ in pairs], [r for _, r in pairs])[0]
    assert (tp.head, tp.prep, tp.complement) == (("mimicry", "learning"), "from", ("observation",))
    pairs = title_roles("Learning with Noisy Labels")
    tp = title_problem_phrases([w for w, _ in pairs], [r for _, r in pairs])[0]
    assert (tp.head, tp.prep, tp.complement) == (("learning",), "with", ("noisy", "labels"))



def test_no_title_purpose_task_holds_a_joining_preposition(extractor):
    # session 11: "... Robust Models against l0 Bounded Perturbations" once gave the main task
    # "against l0 bounded ...", and this title gave "classifiers against sparse adversarial
    # corruptions": the preposition joins two phrases, it is inside neither
    text = ("Training data can be tampered with by an adversary. We give a certified defence and "
            "measure the robustness of classifiers against sparse adversarial corruptions on four "
            "image datasets.")
    ex = run(extractor, text, title="Towards Certified Training of Robust Classifiers against "
                                    "Sparse Adversarial Corruptions")
    found = {t.lower() for t in tasks(ex)}
    assert not any("against" in t for t in found), found
    assert main_task(ex).lower() == "sparse adversarial corruptions"


def test_a_hyphenated_past_participle_is_no_task_head():
    """"the detailed user-specified task": the phrase before "task" ends in an adjective
    (a hyphenated past participle), so it names no problem (session-12 user trial)."""
    from kg.extract import Extractor
    from kg.records import Paper

    e = Extractor().extract(Paper(id="p", abstract="We propose AgentX, which completes the detailed "
                                                   "user-specified task with high accuracy.", source="t"))
    assert not [m.text for m in e.mentions if m.type == "Task"]
