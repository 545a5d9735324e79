"""Title-echo proposals, session 46 (kg/extract/roles_proposals.py).
Every sentence and title is written for these tests; the made-up names ("zorb ...", "plonk
...") are in no gold file. The rule is tested on and, through its switch, off.

* :data:`~kg.extract.roles_proposals.TITLE_ECHO_OBJECTS`: "we" + a contribution verb (maybe
  "the concept of") + a bare phrase that is a whole noun phrase of the title is a proposal,
  whatever word follows; not when the text goes on as the title does (a copied description),
  when the phrase is brought "into" something, when a noun follows the phrase, when the phrase
  only sits inside a longer title phrase, nor without a self subject.
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from kg.records import Paper
from tests.factories import proposed_rules


def _extract(ex, text, title=None):
    return ex.extract(Paper(id="p", abstract=text, title=title, source="t"))


_proposed = proposed_rules


def _fired(ex, text, title, monkeypatch):
    log: list = []
    monkeypatch.setattr(rp, "TITLE_ECHO_LOG", log)
    _extract(ex, text, title)
    return log


DEVELOP_TITLE = "Zorbic Flow Matching with Applications to Plonk Design"
DEVELOP = ("Sequence design with flows is hard on the simplex. To overcome this, we develop Zorbic flow "
           "matching on the simplex based on mixtures of plonk paths. Experiments show clear gains.")
CONCEPT_TITLE = "PlonkFormer: Max-Plonk Sequence Modeling for Offline Control"
CONCEPT = ("Offline control needs good returns. In this work, we introduce the concept of max-plonk "
           "sequence modeling which folds the returns into the sequence model. Experiments show gains.")
EXPLORE_TITLE = "ZorbNER: Targeted Plonking from Large Models for Entity Tagging"
EXPLORE = ("Large models are costly to serve. In this paper, we explore targeted plonking with focused "
           "instruction tuning to train small student models. Experiments show clear gains.")
COPIED_TITLE = "ZORBIS: Generative Plonk Reasoning by Growing Modules"
COPIED = ("Reasoning systems regenerate code for every query. Inspired by people, we propose generative "
          "plonk reasoning by growing modules that are reused later. Experiments show clear gains.")
BROUGHT_IN_TITLE = "Zorb Estimation for Distillation Based on Plonk Mutual Scores"
BROUGHT_IN = ("Teachers give poor estimates. In this paper we introduce the concept of plonk mutual scores "
              "(PMS) into the estimation and propose a new estimator. Experiments show gains.")
NOUN_AFTER_TITLE = "Zorb Parrots: Plonk Inference on Model Sharing"
NOUN_AFTER = ("Shared models leak data. In this work, we design plonk inference attacks to study the "
              "privacy of model sharing. Experiments show clear leaks.")
INSIDE_TITLE = "Spectral Zorb Plonking for Graphs"
INSIDE = ("Graphs are hard to filter. We explore zorb plonking with learned filters. Experiments show "
          "clear gains.")
NO_SELF_TITLE = "Zorbic Flow Matching with Applications to Plonk Design"
NO_SELF = ("Sequence design with flows is hard. Others develop zorbic flow matching on the simplex. "
           "Experiments show clear gains.")


def test_develop_with_any_following_word(ex):
    assert _proposed(ex, DEVELOP, DEVELOP_TITLE).get("Zorbic flow matching") == "propose-title-phrase"


def test_concept_of_after_the_verb(ex):
    assert _proposed(ex, CONCEPT, CONCEPT_TITLE).get("max-plonk sequence modeling") == "propose-title-phrase"


def test_explore_and_participle_opener(ex):
    assert _proposed(ex, EXPLORE, EXPLORE_TITLE).get("targeted plonking") == "propose-title-phrase"


def test_copied_title_description_is_no_name(ex, monkeypatch):
    assert _fired(ex, COPIED, COPIED_TITLE, monkeypatch) == []


def test_phrase_brought_into_something_is_no_name(ex, monkeypatch):
    assert _fired(ex, BROUGHT_IN, BROUGHT_IN_TITLE, monkeypatch) == []


def test_noun_after_the_phrase_is_no_echo(ex, monkeypatch):
    assert _fired(ex, NOUN_AFTER, NOUN_AFTER_TITLE, monkeypatch) == []


def test_phrase_inside_a_longer_title_phrase_is_no_echo(ex, monkeypatch):
    assert _fired(ex, INSIDE, INSIDE_TITLE, monkeypatch) == []


def test_others_work_is_no_echo(ex, monkeypatch):
    assert _fired(ex, NO_SELF, NO_SELF_TITLE, monkeypatch) == []


def test_no_title_no_echo(ex, monkeypatch):
    assert _fired(ex, DEVELOP, None, monkeypatch) == []


def test_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "TITLE_ECHO_OBJECTS", False)
    assert _proposed(ex, DEVELOP, DEVELOP_TITLE).get("Zorbic flow matching") != "propose-title-phrase"
    assert _proposed(ex, CONCEPT, CONCEPT_TITLE).get("max-plonk sequence modeling") != "propose-title-phrase"
