"""A listed technique that the title states as its problem is the main task, session 42
(kg/extract/roles.py ``TITLE_METHOD_MAIN``, kg/extract/roles_title.py
:meth:`~kg.extract.roles_title.TitleTaskRules._title_problem_method`, rule
``task-title-method``). Every sentence is written for these tests ("GARQ", "ScenNet" are made up).

* the abstract reads the technique as a method used ("X (XX) is a popular technique ..."), and
  its own pick shares no word with the title: the technique the title names as its purpose
  becomes the main task;
* not when the title names it as the subject of a claim, and not for a model noun
  ("... for Vision Transformers").
"""
from __future__ import annotations

import pytest

import kg.extract.roles as R
from kg.records import Paper

PTQ = ("Post-training quantization (PTQ) is a popular technique for compressing trained networks without "
       "retraining. Existing PTQ methods lose accuracy at four bits on speech encoders. We present GARQ, which "
       "picks the rounding grain of every layer from a small calibration set. On four speech encoders, GARQ "
       "keeps word error rates within half a point of full precision.")
PTQ_TITLE = "Grain-Aware Rounding for Post-Training Quantization of Speech Encoders"
AQ = PTQ.replace("Post-training quantization (PTQ)", "Activation quantization (AQ)").replace("PTQ", "AQ")
AQ_TITLE = "Grain-Aware Rounding for Activation Quantization"
CLAIM_TITLE = "Activation Quantization Is Secretly Grain Selection"
SCEN = ("Two-stage stochastic programming (2SP) is a widely used framework for planning under uncertain demand. "
        "Solving 2SP over many scenarios is slow. We present ScenNet, a sparse network that selects a few "
        "representative scenarios. ScenNet cuts solve times tenfold on three supply chain instances.")
SCEN_TITLE = "A Sparse Network for Two-Stage Stochastic Programming"
VIT = ("Post-training quantization (PTQ) is a popular technique for compressing trained networks without "
       "retraining. Vision transformers are a popular architecture for image recognition. We present GARQ, "
       "which picks the rounding grain of every layer of vision transformers from a small calibration set.")
VIT_TITLE = "Grain-Aware Rounding for Vision Transformers"


def _run(ex, text, title):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    main = [(m.text, m.rule) for m in e.mentions if m.main]
    methods = {m.text for m in e.mentions if m.type == "Method"}
    return main, methods


def test_title_purpose_technique_is_the_main_task(ex):
    main, methods = _run(ex, PTQ, PTQ_TITLE)
    assert main == [("Post-training quantization", "task-title-method")]
    assert "Post-training quantization" not in methods and "PTQ" not in methods  # (its acronym goes too)
    assert "GARQ" in methods


def test_title_purpose_programming_is_the_main_task(ex):
    main, methods = _run(ex, SCEN, SCEN_TITLE)
    assert main == [("Two-stage stochastic programming", "task-title-method")]
    assert "ScenNet" in methods


def test_switch_off_keeps_the_abstract_pick(ex, monkeypatch):
    monkeypatch.setattr(R, "TITLE_METHOD_MAIN", False)
    main, methods = _run(ex, PTQ, PTQ_TITLE)
    assert main == [("compressing trained networks", "task-approach-clause")]
    assert "Post-training quantization" in methods


def test_title_purpose_after_a_predicated_method(ex):
    main, _ = _run(ex, AQ, AQ_TITLE)
    assert main == [("Activation quantization", "task-title-method")]


@pytest.mark.parametrize("text,title,method", [(AQ, CLAIM_TITLE, "Activation quantization"),
                                               (VIT, VIT_TITLE, "Post-training quantization")])
def test_subject_of_a_claim_or_a_model_noun_stays_a_method(ex, text, title, method):
    main, methods = _run(ex, text, title)
    assert main == [("compressing trained networks", "task-approach-clause")]
    assert method in methods
