"""A stated problem whose opening subject is too long or broken by a comma (session 51).

``TaskRules._stated_opening_problem`` reads "<subject> is a challenging task" only for a
subject of at most ten tokens without a comma. In the first two sentences
``TaskRules._long_subject_cut`` (switch ``STATEMENT_LONG_SUBJECT``) cuts a longer subject
at its first qualifier (a source "from", a condition "without", examples after a comma):
the head and its "of" complement name the problem. Abstracts here are written for these
tests.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_tasks as RTK
from tests.factories import main_task, run, tasks

TAIL = " We propose QuillNet, a recurrent model for this setting, and test it on three benchmarks."


@pytest.fixture(scope="module")
def extractor():
    from kg.extract import Extractor
    return Extractor()


def test_a_subject_with_a_source_and_examples_is_cut_at_the_source(extractor):
    text = ("Forecasting river discharge from sparse gauge records, such as those of remote basins, "
            "is a formidable task in hydrology." + TAIL)
    ex = run(extractor, text)
    assert main_task(ex) == "Forecasting river discharge"


def test_a_subject_with_a_condition_keeps_its_of_complement(extractor):
    text = ("Reconstruction of deforming tissue surfaces without any prior knowledge about the organ shape "
            "is a challenging problem." + TAIL)
    ex = run(extractor, text)
    assert main_task(ex) == "Reconstruction of deforming tissue surfaces"
    assert "Reconstruction of deforming tissue surfaces" in tasks(ex)


def test_the_switch_turns_the_cut_off(extractor, monkeypatch):
    monkeypatch.setattr(RTK, "STATEMENT_LONG_SUBJECT", False)
    text = ("Forecasting river discharge from sparse gauge records, such as those of remote basins, "
            "is a formidable task in hydrology." + TAIL)
    assert "Forecasting river discharge" not in tasks(run(extractor, text))


def test_a_complement_that_completes_the_head_is_not_cut(extractor):
    # "between" completes "the trade-off": cutting before it would leave a vague head
    text = ("Understanding the trade-off between fidelity and speed in adaptive mesh solvers "
            "used across many engineering fields is an open question." + TAIL)
    assert "Understanding the trade-off" not in tasks(run(extractor, text))
    assert "the trade-off" not in tasks(run(extractor, text))


def test_a_restated_term_after_a_comma_is_not_cut_before(extractor):
    text = ("Bounding the memory footprint over long training runs, i.e., memory accounting, "
            "is a key challenge in federated systems." + TAIL)
    assert "Bounding the memory footprint" not in tasks(run(extractor, text))


def test_a_subject_opened_by_an_adverb_is_not_read(extractor):
    text = ("Graph models are widely used. Unfortunately, even for small sparse graphs in the streaming setting, "
            "an exact characterization of their spectra is still an open problem." + TAIL)
    assert not any(t.startswith("even for") for t in tasks(run(extractor, text)))


def test_a_question_clause_after_a_dash_is_not_cut(extractor):
    text = ("Several kinds of sensor noise coexist in outdoor scenes -- how to separate the noise sources "
            "remains a challenging problem." + TAIL)
    assert not any("coexist" in t or t == "Several kinds of sensor noise" for t in tasks(run(extractor, text)))


def test_a_comparison_after_a_connective_is_not_a_subject(extractor):
    text = ("Spiking networks save energy on neuromorphic chips. Nonetheless, similar to dense networks, "
            "the calibration of spiking networks under label noise remains a significant challenge." + TAIL)
    assert not any(t.startswith("similar") for t in tasks(run(extractor, text)))


def test_a_subject_with_a_pronoun_is_not_cut(extractor):
    text = ("Graph transformers excel at molecule property prediction. However, adapting them to predict "
            "reaction yields, such as those of cross-coupling steps, remains an open problem." + TAIL)
    assert not any("them" in t for t in tasks(run(extractor, text)))
