"""Method rules of session 17 (kg/extract/roles_methods.py): a known technique named by a
lower-case noun phrase right after a cue of use or a means word is a method the paper
uses (``method-use-known``)."""
from __future__ import annotations


from kg.extract.gazetteer import method_name_tails
from kg.records import Paper


def _methods(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {m.text.lower(): (m.role, m.rule) for m in e.mentions if m.type == "Method"}


_TOPIC = "Crop yields are hard to forecast. "


def test_a_known_technique_after_a_means_word(ex):
    got = _methods(ex, _TOPIC + "We inject noise into the soil embeddings through a matrix factorization mechanism.")
    assert got.get("matrix factorization") == ("used", "method-use-known")


def test_a_descriptor_noun_after_the_technique_is_left_out(ex):
    got = _methods(ex, _TOPIC + "We harden the forecaster using adversarial training techniques.")
    assert got.get("adversarial training") == ("used", "method-use-known")
    assert "adversarial training techniques" not in got


def test_a_process_noun_after_a_method_word_after_by(ex):
    got = _methods(ex, _TOPIC + "Our forecaster corrects label noise by importance weighting.")
    assert got.get("importance weighting") == ("used", "method-use-known")


def test_with_after_a_verb_is_a_means(ex):
    got = _methods(ex, _TOPIC + "Our regressor is trained with gradient boosting on farm records.")
    assert got.get("gradient boosting") == ("used", "method-use-known")


def test_with_after_a_noun_is_no_means(ex):
    got = _methods(ex, _TOPIC + "We release farm records with privacy protection.")
    assert "privacy protection" not in got


def test_by_after_a_past_participle_names_an_agent(ex):
    got = _methods(ex, _TOPIC + "The drops are caused by frequency aliasing in the drone images.")
    assert "frequency aliasing" not in got


def test_a_training_phrase_needs_a_known_name(ex):
    got = _methods(ex, _TOPIC + "We fit the forecaster via progressive training.")
    assert "progressive training" not in got


def test_known_phrases_that_name_data_or_objects_are_no_techniques(ex):
    got = _methods(ex, _TOPIC + "We summarise the farms using illustrative examples and model soil "
                                "with latent variables.")
    assert "illustrative examples" not in got and "latent variables" not in got


def test_a_participle_after_the_head_ends_no_technique(ex):
    got = _methods(ex, _TOPIC + "Yields are stabilised through randomized smoothing emerging as a standard tool.")
    assert "randomized smoothing emerging" not in got


def test_method_name_tails_are_the_last_two_words_of_long_names():
    tails = method_name_tails()
    assert "adversarial training" in tails
    assert all(len(t.split()) == 2 and t == t.lower() for t in tails)


def test_each_known_technique_of_a_list_after_a_cue(ex):
    got = _methods(ex, _TOPIC + "Our forecaster combines gradient boosting and matrix factorization.")
    assert got.get("gradient boosting") == ("used", "method-use-known")
    assert got.get("matrix factorization") == ("used", "method-use-known")


def test_a_list_before_a_shared_descriptor_is_left_to_the_family_rule(ex):
    got = _methods(ex, _TOPIC + "We compare with graph coarsening and sparsification methods on farm graphs.")
    assert "graph coarsening" not in got


def test_with_after_a_verb_of_relation_is_no_means(ex):
    got = _methods(ex, _TOPIC + "The task has challenges associated with evaluation accuracy and privacy protection.")
    assert "privacy protection" not in got


def _tasks(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {m.text.lower() for m in e.mentions if m.type == "Task"}


def test_a_known_technique_a_problem_is_cast_as(ex):
    text = _TOPIC + "We formulate planting as a novel bi-level optimization problem."
    got = _methods(ex, text)
    assert got.get("bi-level optimization") == ("used", "method-as-problem")
    assert "bi-level optimization" not in _tasks(ex, text)


def test_a_task_a_problem_is_cast_as_stays_a_task(ex):
    got = _methods(ex, _TOPIC + "We frame planting as a binary classification problem.")
    assert "binary classification" not in got


def test_decision_making_problems_name_no_technique(ex):
    got = _methods(ex, _TOPIC + "We pose planting as a multi-step decision-making problem.")
    assert "decision-making" not in got and "multi-step decision-making" not in got


def _proposed(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {m.text for m in e.mentions if m.type == "Method" and m.role == "proposed"}


def test_a_name_that_the_subject_is_equated_with_is_not_proposed(ex):
    text = ("Adaptive optimizers are popular. Our main observation is that Frobnicate corresponds to a "
            "principled online learning framework called Follow-the-Wobbly-Leader (FTWL).")
    assert not _proposed(ex, text) & {"FTWL", "Follow-the-Wobbly-Leader"}
    got = _methods(ex, text)
    assert got.get("ftwl") == ("used", "method-acronym")
    assert got.get("follow-the-wobbly-leader") == ("used", "method-acronym")


def test_a_name_given_after_a_contribution_verb_is_still_proposed(ex):
    text = "Crop yields are hard to forecast. We propose a principled forecasting framework called Yield Network (YNet)."
    assert {"Yield Network", "YNet"} <= _proposed(ex, text)


def test_a_conjoined_name_in_the_object_of_an_analysis_is_not_proposed(ex):
    text = ("Yield models (YMs) fine-tuned with rain boosting from soil feedback (RBSF) are widely used. "
            "We present an extensive analysis of how each stage of the process (i.e. soil scoring (SS), "
            "weather fitting, and RBSF) affects two key properties.")
    assert "RBSF" not in _proposed(ex, text)


def test_a_conjoined_name_after_a_capitalised_evaluation_of_is_still_proposed(ex):
    text = ("Crop yields are hard to forecast. We introduce Yield Evaluation of Soil Models (YESM) "
            "and Rain Tuning (RT), two new methods.")
    assert {"YESM", "RT"} <= _proposed(ex, text)


def test_a_known_task_phrase_after_a_verb_of_use_is_a_means(ex):
    got = _methods(ex, _TOPIC + "At runtime, our planner employs code generation to write irrigation schedules.")
    assert got.get("code generation") == ("used", "method-use-known")


def test_a_known_task_phrase_after_a_means_word_stays_out(ex):
    got = _methods(ex, _TOPIC + "The schedules are improved through code generation.")
    assert "code generation" not in got


def test_the_head_of_a_long_form_gives_way_to_the_whole_definition(ex):
    got = _methods(ex, _TOPIC + "Forecasters are tuned with reinforcement learning from farmer feedback (RLFF) "
                                "before deployment.")
    assert "reinforcement learning" not in got
    assert got.get("reinforcement learning from farmer feedback") == ("mention", "method-acronym")
    assert got.get("rlff") == ("mention", "method-acronym")


def test_the_head_of_a_compared_long_form_gives_way_too(ex):
    got = _methods(ex, _TOPIC + "Our rule improves stochastic gradient descent with momentum (SGDM) on five farms.")
    assert "stochastic gradient descent" not in got
    assert got.get("stochastic gradient descent with momentum") == ("used", "method-acronym")


def test_a_long_form_named_as_a_problem_keeps_its_head_alone(ex):
    got = _methods(ex, _TOPIC + "We study the problem of reinforcement learning with delayed rewards (RLDR).")
    assert "rldr" not in got and "reinforcement learning with delayed rewards" not in got
