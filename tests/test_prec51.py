"""Session 51 (prec51): wrong links a reader found in a 300-paper ICML 2024 build.

* No sentence starts at a word of small letters right after a closing bracket, even when the
  bracket closed on "etc." (kg/extract/sentences.py: _after_bracket).
* "<data>, with FB1 accuracy of 54.7%": the name qualifies the measure, no dataset
  (roles_datasets.WITH_MEASURE_QUALIFIERS).
* A Papers with Code dataset name that an appositive calls a method is no dataset
  (roles_datasets.METHOD_APPOSITIVE_NAMES).
* The list after "the effect of X on" is what X acts on: only known datasets in it are data
  (roles_datasets.EFFECT_ON_LISTS).
* A glued part of a proposed method's name is the model it extends, no dataset
  (roles_datasets.PROPOSAL_BASE_NAMES).
* A cost measure in a motivation sentence is no metric (roles_datasets.BACKGROUND_MEASURES).
* "we formulate the problem as X (XX)": X is no proposal (roles_proposals.FORMULATED_AS_FRAMES).
* "we introduce a benchmark evaluation with X (XX)": X is no part of the main method
  (roles_proposals.EVALUATION_INSTRUMENTS).
* "tasks, which we name X (XX) Ensemble": X names a method, no problem
  (roles_proposals.NAMES_GOING_ON_PAST_ACRONYM).
* "our algorithm is the first ... algorithm": the paper's own method, no method used
  (roles_methods.OWN_PREDICATES).
* The comma closing a fronted "Since ..." clause joins no list of tasks
  (roles_tasks.FRONTED_CLAUSE_COMMAS).

Every sentence is made up for these tests."""
from __future__ import annotations

from kg.extract import roles_datasets, roles_methods, roles_proposals, roles_tasks
from kg.extract.pipeline import load_nlp
from kg.records import Paper


def _extract(ex, text, title=None):
    return ex.extract(Paper(id="p51", abstract=text, source="t", title=title))


def _mentions(ex, text, title=None):
    return {(m.text, m.type, m.role) for m in _extract(ex, text, title).mentions}


def _sentences(text):
    return [s.text for s in load_nlp()(text).sents]


# --- sentences ---------------------------------------------------------------------------------

def test_no_sentence_after_bracket_closing_on_etc():
    text = ("We widen the usual axes of variation (random seeds, data splits, etc.) into separate "
            "training objectives, which we call Zorb Mixing. Zorb Mixing is cheap.")
    assert _sentences(text) == [
        "We widen the usual axes of variation (random seeds, data splits, etc.) into separate "
        "training objectives, which we call Zorb Mixing.",
        "Zorb Mixing is cheap."]


def test_capitalised_word_after_bracket_still_starts_a_sentence():
    text = "We test the plonk solver on three graphs (ours). The solver is fast."
    assert _sentences(text) == ["We test the plonk solver on three graphs (ours).", "The solver is fast."]


# --- measure qualifiers ------------------------------------------------------------------------

_QUALIFIED = ("We propose ZorbTune, a tuning method for language models. ZorbTune reaches the best "
              "results on FooQA, with FB1 accuracy of 54.7% and FB2 accuracy of 69.1%.")


def test_measure_qualifier_after_named_data_is_no_dataset(ex):
    found = _mentions(ex, _QUALIFIED)
    datasets = {t for t, ty, _ in found if ty == "Dataset"}
    assert "FB1" not in datasets and "FB2" not in datasets
    assert "FooQA" in datasets


def test_measure_qualifier_switch_off(ex, monkeypatch):
    monkeypatch.setattr(roles_datasets, "WITH_MEASURE_QUALIFIERS", False)
    datasets = {t for t, ty, _ in _mentions(ex, _QUALIFIED) if ty == "Dataset"}
    assert {"FB1", "FB2"} <= datasets


def test_named_data_measure_without_with_stays_a_dataset(ex):
    text = ("We propose ZorbTune, a tuning method for language models. ZorbTune improves the "
            "FooGLUE accuracy of small models by 3 points.")
    assert ("FooGLUE", "Dataset", "dataset") in _mentions(ex, text)


# --- a dataset name called a method ------------------------------------------------------------

_CALLED_METHOD = ("We propose ZorbNet, a graph network for node classification. In this work, we "
                  "revisit MovieLens, an established method in distributed optimization.")


def test_appositive_method_vetoes_gazetteer_dataset(ex):
    assert not any(t == "MovieLens" and ty == "Dataset" for t, ty, _ in _mentions(ex, _CALLED_METHOD))


def test_appositive_method_switch_off(ex, monkeypatch):
    monkeypatch.setattr(roles_datasets, "METHOD_APPOSITIVE_NAMES", False)
    assert ("MovieLens", "Dataset", "dataset") in _mentions(ex, _CALLED_METHOD)


def test_appositive_of_data_keeps_the_dataset(ex):
    text = ("We propose ZorbNet, a graph network for node classification. We evaluate ZorbNet on "
            "MovieLens, a collection of movie ratings, and on Netflix.")
    assert ("MovieLens", "Dataset", "dataset") in _mentions(ex, text)


# --- the list after "the effect of X on" -------------------------------------------------------

_EFFECT = ("We propose ZorbQuant, a quantizer for language models. This paper evaluates the effect "
           "of rounding on Bias, Gain, and Zorb Cache on nine model families, including OPT and Falcon.")


def test_effect_on_list_of_unknown_names_is_no_data(ex):
    assert not {t for t, ty, _ in _mentions(ex, _EFFECT) if ty == "Dataset"} & {"Bias", "Gain", "Zorb Cache"}


def test_effect_on_list_switch_off(ex, monkeypatch):
    monkeypatch.setattr(roles_datasets, "EFFECT_ON_LISTS", False)
    assert ("Bias", "Dataset", "dataset") in _mentions(ex, _EFFECT)


def test_effect_on_known_datasets_keeps_them(ex):
    text = "We measure the effect of pruning on CIFAR-10 and SVHN with three networks."
    datasets = {t for t, ty, _ in _mentions(ex, text) if ty == "Dataset"}
    assert {"CIFAR-10", "SVHN"} <= datasets


# --- the base of a proposal's name -------------------------------------------------------------

_BASE = ("We introduce InstructZorbo, a retrieval-augmented language model. After instruction "
         "tuning on Zorbo, InstructZorbo outperforms the tuned baseline on many zero-shot tasks.")


def test_base_of_proposal_name_is_a_method(ex):
    found = _mentions(ex, _BASE)
    assert not any(t == "Zorbo" and ty == "Dataset" for t, ty, _ in found)
    assert ("Zorbo", "Method", "used") in found


def test_base_of_proposal_switch_off(ex, monkeypatch):
    monkeypatch.setattr(roles_datasets, "PROPOSAL_BASE_NAMES", False)
    assert any(t == "Zorbo" and ty == "Dataset" for t, ty, _ in _mentions(ex, _BASE))


# --- cost measures in the motivation -----------------------------------------------------------

_MOTIVATION = ("Plonk sampling is powerful in reducing computational costs for large simulations. "
               "We propose ZorbSample, a sampler that reduces memory footprint by 40%.")


def test_cost_in_motivation_is_no_metric(ex):
    assert not any(ty == "Metric" and "cost" in t for t, ty, _ in _mentions(ex, _MOTIVATION))


def test_cost_in_motivation_switch_off(ex, monkeypatch):
    monkeypatch.setattr(roles_datasets, "BACKGROUND_MEASURES", False)
    assert ("computational costs", "Metric", "metric") in _mentions(ex, _MOTIVATION)


def test_cost_in_own_sentence_stays_a_metric(ex):
    text = ("We propose ZorbSample, a sampler for large simulations. ZorbSample greatly reduces "
            "computational costs while keeping accuracy.")
    assert ("computational costs", "Metric", "metric") in _mentions(ex, text)


# --- a formulated problem ----------------------------------------------------------------------

_FORMULATED = ("To certify the graph model, we formulate the problem as a quadratic zorb plonk "
               "program (QZPP). We then relax it into a linear program that is easy to solve.")


def test_formulated_frame_is_no_proposal(ex):
    assert not any(r == "proposed" for _, _, r in _mentions(ex, _FORMULATED))


def test_formulated_frame_switch_off(ex, monkeypatch):
    monkeypatch.setattr(roles_proposals, "FORMULATED_AS_FRAMES", False)
    assert ("QZPP", "Method", "proposed") in _mentions(ex, _FORMULATED)


# --- an evaluation's instrument ----------------------------------------------------------------

_INSTRUMENT = ("We propose ZorbSpeech, a speech editing model that follows instructions. To assess "
               "editing in depth, we introduce a benchmark evaluation with contrastive plonk-speech "
               "pre-training (CPSP) to test speech quality.")


def _parts(ex, text):
    return {(link.head, link.tail) for link in _extract(ex, text).links if link.rel == "partOf"}


def test_evaluation_instrument_is_no_part(ex):
    assert ("CPSP", "ZorbSpeech") not in _parts(ex, _INSTRUMENT)
    assert ("CPSP", "Method", "proposed") in _mentions(ex, _INSTRUMENT)


def test_evaluation_instrument_switch_off(ex, monkeypatch):
    monkeypatch.setattr(roles_proposals, "EVALUATION_INSTRUMENTS", False)
    assert ("CPSP", "ZorbSpeech") in _parts(ex, _INSTRUMENT)


# --- the paper's own method described ----------------------------------------------------------

_OWN = ("We propose ZorbRL for constrained decision processes. To our knowledge, our algorithm is "
        "the first efficient and rate-optimal plonk minimization algorithm for this setting.")


def test_own_method_described_is_no_method_used(ex):
    assert not any(ty == "Method" and "plonk minimization algorithm" in t for t, ty, _ in _mentions(ex, _OWN))


def test_own_method_described_switch_off(ex, monkeypatch):
    monkeypatch.setattr(roles_methods, "OWN_PREDICATES", False)
    assert any(ty == "Method" and r == "used" and "plonk minimization algorithm" in t
               for t, ty, r in _mentions(ex, _OWN))


def test_core_of_own_model_keeps_the_kind(ex):
    text = ("We propose ZorbOp for solving equations. The core of our model is a hierarchical neural "
            "operator with plonk attention.")
    assert any(ty == "Method" and r == "used" and t.endswith("neural operator")
               for t, ty, r in _mentions(ex, text))


# --- a fronted clause ends no list -------------------------------------------------------------

_FRONTED = ("Since sensor streams drift in open environments, anomaly detection remains difficult. "
            "We propose ZorbDetect for anomaly detection.")


def test_fronted_clause_comma_joins_no_tasks(ex):
    found = _mentions(ex, _FRONTED)
    assert not any(t == "open environments" for t, _, _ in found)
    assert ("anomaly detection", "Task", "task") in found


def test_fronted_clause_switch_off(ex, monkeypatch):
    monkeypatch.setattr(roles_tasks, "FRONTED_CLAUSE_COMMAS", False)
    assert ("open environments", "Task", "task") in _mentions(ex, _FRONTED)


def test_walk_from_fronted_clause_into_main_clause_goes_on(ex):
    text = ("While by now there is a large literature on deep learning for time series forecasting "
            "(TSF), multimodal data integration has hardly been considered. We propose ZorbCast for it.")
    assert ("multimodal data integration", "Task", "task") in _mentions(ex, text)


# --- a name going on past its acronym --------------------------------------------------------------

_PAST_ACRONYM = ("Model ensembles help out-of-distribution detection. We turn the usual ensemble axes "
                 "into distinct supervision tasks, which we name as Zorb-Plonk (ZP) Ensemble. In "
                 "experiments, ZP Ensemble improves out-of-distribution detection on two benchmarks.")


def test_name_going_on_past_acronym_is_no_problem(ex):
    found = _mentions(ex, _PAST_ACRONYM)
    assert not any(t == "Zorb-Plonk" and ty == "Task" for t, ty, _ in found)
    assert ("Zorb-Plonk", "Method", "proposed") in found


def test_name_going_on_past_acronym_switch_off(ex, monkeypatch):
    monkeypatch.setattr(roles_proposals, "NAMES_GOING_ON_PAST_ACRONYM", False)
    assert ("Zorb-Plonk", "Task", "task") in _mentions(ex, _PAST_ACRONYM)
