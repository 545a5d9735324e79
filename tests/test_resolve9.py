"""Entity resolution, session 9: loose acronym definitions, names in capitals ending in S,
proper capitals in labels, and short forms inside dataset names (kg.resolve)."""
from kg.resolve import normalise, resolve, spelt_by_initials
from tests.factories import acronym, extraction, mention


def _labels(res, type_=None):
    return sorted(e.label for e in res.entities.values() if type_ is None or e.type == type_)


# --------------------------------------------------------------- loose acronym definitions

def test_spelt_by_initials_tells_an_expansion_from_letters_inside_a_word():
    assert spelt_by_initials("AUC", "area under the curve")
    assert spelt_by_initials("ReLU", "rectified linear unit")
    assert spelt_by_initials("t-SNE", "t-distributed stochastic neighbor embedding")
    assert spelt_by_initials("VQ-VAE", "vector quantized variational autoencoder")
    assert spelt_by_initials("3DOD", "3D object detection")
    # capitals written inside a word mark the letters of a coined name
    assert spelt_by_initials("OPRO", "Optimization by PROmpting")
    assert spelt_by_initials("DISCS", "DISCrete Sampling")
    # a, u and c occur in "accuracy" in this order, but no word starts with u or c
    assert not spelt_by_initials("AUC", "accuracy")
    assert not spelt_by_initials("ACC", "accuracy")
    assert not spelt_by_initials("EEG", "Electroencephalography")
    assert spelt_by_initials("", "anything") and spelt_by_initials("42", "forty-two")


def _auc_papers():
    a = "Our detector reaches a high detection accuracy (AUC) on forged faces. The AUC grows with data."
    b = "The classifier reaches an AUC of 0.91 on skin lesions."
    c = "We report accuracy and AUC on retinal scans."
    d = "Accuracy is 88% on chest scans."
    return [
        extraction("a", a, mentions=[mention("detection accuracy", a, "Metric", "metric"),
                                     mention("AUC", a, "Metric", "metric", nth=0)],
                   acronyms=[acronym("AUC", "accuracy", a)]),  # as Schwartz & Hearst read it
        extraction("b", b, mentions=[mention("AUC", b, "Metric", "metric")]),
        extraction("c", c, mentions=[mention("accuracy", c, "Metric", "metric"), mention("AUC", c, "Metric", "metric")]),
        extraction("d", d, mentions=[mention("Accuracy", d, "Metric", "metric")]),
    ]


def test_a_loose_definition_of_a_common_phrase_does_not_become_the_build_s_meaning():
    res = resolve(_auc_papers())
    acc = res.entities[res.key("c", "Metric", "accuracy")]
    auc = res.key("b", "Metric", "AUC")
    # no AUC of any paper joins "accuracy", which gets no acronym
    assert acc.acronym is None and "AUC" not in acc.alt_labels and acc.papers == ["c", "d"]
    assert res.key("a", "Metric", "AUC") == auc == res.key("c", "Metric", "AUC")
    assert res.entities[auc].label == "AUC" and res.entities[auc].papers == ["a", "b", "c"]


def test_the_only_proper_definition_is_the_meaning_of_the_undefined_short_form():
    e = "Area under the curve (AUC) is the metric. Our AUC is 0.95 on heart sounds."
    res = resolve(_auc_papers() + [extraction("e", e, mentions=[
        mention("Area under the curve", e, "Metric", "metric"), mention("AUC", e, "Metric", "metric", nth=1)],
        acronyms=[acronym("AUC", "Area under the curve", e)])])
    auc = res.key("e", "Metric", "AUC")
    assert res.key("a", "Metric", "AUC") == res.key("b", "Metric", "AUC") == auc
    assert res.entities[auc].label == "area under the curve" and res.entities[auc].acronym == "AUC"
    assert "AUC" not in res.entities[res.key("c", "Metric", "accuracy")].alt_labels


def test_a_loose_definition_of_a_phrase_no_other_paper_writes_stays():
    a = "We record Electroencephalography (EEG) signals. EEG is noisy."
    b = "We decode EEG with transformers."
    e1 = extraction("a", a, mentions=[mention("Electroencephalography", a, "Method", "used"),
                                      mention("EEG", a, "Method", "used", nth=1)],
                    acronyms=[acronym("EEG", "Electroencephalography", a)])
    e2 = extraction("b", b, mentions=[mention("EEG", b, "Method", "used")])
    res = resolve([e1, e2])
    k = res.key("a", "Method", "Electroencephalography")
    assert res.key("a", "Method", "EEG") == k == res.key("b", "Method", "EEG")
    assert res.entities[k].acronym == "EEG"


def test_a_paper_that_defines_a_short_form_otherwise_keeps_its_meaning_and_ties_join_none():
    texts = {f"d{i}": "We apply domain adaptation (DA) to shifted data." for i in range(3)}
    texts["g"] = "Our detection accuracy (DA) is high. DA improves."
    texts["u"] = "We study DA for speech."
    exs = []
    for pid, t in sorted(texts.items()):
        long = "detection accuracy" if pid == "g" else "domain adaptation"
        ms = [mention("DA", t, "Method", "used")] if pid == "u" else [mention(long, t, "Method", "used")]
        exs.append(extraction(pid, t, mentions=ms, acronyms=[] if pid == "u" else [acronym("DA", long, t)]))
    res = resolve(exs)
    # 3 of 4 definitions: dominant, so the undefined DA is domain adaptation ...
    assert res.key("u", "Method", "DA") == res.key("d0", "Method", "domain adaptation")
    # ... while the paper that defines DA as detection accuracy keeps its own meaning
    assert res.key("g", "Method", "detection accuracy") != res.key("d0", "Method", "domain adaptation")
    # a tie (one definition each) makes no meaning dominant: the undefined DA stays itself
    tie = [x for x in exs if x.paper.id in ("d0", "g", "u")]
    res = resolve(tie)
    assert res.entities[res.key("u", "Method", "DA")].label == "DA"
    assert len({res.key("u", "Method", "DA"), res.key("d0", "Method", "domain adaptation"),
                res.key("g", "Method", "detection accuracy")}) == 3


# --------------------------------------------------------------- names in capitals ending in S

def test_a_name_in_capitals_ending_in_s_is_no_plural():
    assert normalise("GPS") == "gps" != normalise("GPs") == normalise("GP") == "gp"
    assert normalise("Image-to-GPS") == "image to gps" and normalise("RKHS") == "rkhs"
    assert normalise("(COMPAS)") == "compas"
    # a longer word in capitals is read as an English plural, and small letters as before
    assert normalise("EPIC-KITCHENS") == normalise("EPIC-Kitchens") == "epic kitchen"
    assert normalise("LLMs") == "llm" and normalise("models") == "model"


def test_frames_per_second_does_not_join_another_paper_s_fp():
    a = "We study fictitious play (FP) in games. FP converges."
    b = "Our tracker runs at 30 FPS on a phone."
    e1 = extraction("a", a, mentions=[mention("fictitious play", a, "Method", "used"),
                                      mention("FP", a, "Method", "used", nth=1)],
                    acronyms=[acronym("FP", "fictitious play", a)])
    e2 = extraction("b", b, mentions=[mention("FPS", b, "Method", "used")])
    res = resolve([e1, e2])
    assert res.key("b", "Method", "FPS") != res.key("a", "Method", "FP")
    assert res.entities[res.key("b", "Method", "FPS")].label == "FPS"


# --------------------------------------------------------------- capitals of labels

def test_a_proper_adjective_capital_beats_a_lower_case_majority():
    exs = []
    for pid, name in (("p1", "bayesian optimization"), ("p2", "bayesian optimization"),
                      ("p3", "Bayesian optimization")):
        t = f"We tune it with {name} here."
        exs.append(extraction(pid, t, mentions=[mention(name, t, "Method", "used")]))
    assert _labels(resolve(exs)) == ["Bayesian optimization"]
    # a common word with such an ending does not
    exs = []
    for pid, name in (("p1", "mean pooling"), ("p2", "mean pooling"), ("p3", "Mean pooling")):
        t = f"We use {name} here."
        exs.append(extraction(pid, t, mentions=[mention(name, t, "Method", "used")]))
    assert _labels(resolve(exs)) == ["mean pooling"]


def test_an_acronym_like_word_keeps_its_case_against_a_lower_case_majority():
    exs = []
    for pid, name in (("p1", "relu networks"), ("p2", "relu networks"), ("p3", "ReLU networks"),
                      ("p4", "gpt models"), ("p5", "gpt models"), ("p6", "GPT models"),
                      ("p7", "graph neural networks"), ("p8", "graph neural networks"),
                      ("p9", "GRAPH NEURAL NETWORKS")):
        t = f"We train {name} here."
        exs.append(extraction(pid, t, mentions=[mention(name, t, "Method", "used")]))
    # a phrase all in capitals is shouted, not an acronym
    assert _labels(resolve(exs)) == ["GPT models", "ReLU networks", "graph neural networks"]


def test_a_surname_written_mid_sentence_beats_a_lower_case_majority():
    t1 = "We revisit thompson sampling for bandits."
    t2 = "Bandits use thompson sampling often. We sample thompson hyperparameters."
    t3 = "Our method improves Thompson sampling in practice."
    t4 = "We study Equalized odds under shift."
    t5 = "Fairness asks for equalized odds. Others want equalized odds too."
    t6 = "We compare quasi-newton methods. Second-order quasi-Newton methods are costly."
    exs = [extraction("p1", t1, mentions=[mention("thompson sampling", t1, "Method", "used")]),
           extraction("p2", t2, mentions=[mention("thompson sampling", t2, "Method", "used"),
                                          mention("thompson hyperparameters", t2, "Method", "used")]),
           extraction("p3", t3, mentions=[mention("Thompson sampling", t3, "Method", "used")]),
           extraction("p4", t4, mentions=[mention("Equalized odds", t4, "Metric", "metric")]),
           extraction("p5", t5, mentions=[mention("equalized odds", t5, "Metric", "metric")]),
           extraction("p6", t6, mentions=[mention("quasi-newton methods", t6, "Method", "used"),
                                          mention("quasi-Newton methods", t6, "Method", "used")])]
    # "Thompson" and "Newton" are surnames; "Equalized" is a word some paper writes in lower case
    assert _labels(resolve(exs)) == ["Thompson sampling", "equalized odds", "quasi-Newton methods",
                                     "thompson hyperparameters"]
    # a capital only where a sentence starts is no evidence: the majority's case stays
    t7 = "Thompson sampling is a bandit method."
    exs = exs[:2] + [extraction("p7", t7, mentions=[mention("Thompson sampling", t7, "Method", "used")])]
    assert "thompson sampling" in _labels(resolve(exs))


# --------------------------------------------------------------- short forms inside names

def test_a_dataset_name_keeps_its_short_forms_and_k_nn_is_no_neural_network():
    a = "Neural architecture search (NAS) is costly. We search on NAS-Bench-201 with k-NN estimators."
    b = "We evaluate on NASBench201 and AG News."
    c = "Attention guidance (AG) helps. We use AG News."
    nn = "Neural networks (NNs) are used."
    e1 = extraction("a", a, mentions=[mention("NAS-Bench-201", a, "Dataset", "dataset"),
                                      mention("k-NN estimators", a, "Method", "used")],
                    acronyms=[acronym("NAS", "Neural architecture search", a)])
    e2 = extraction("b", b, mentions=[mention("NASBench201", b, "Dataset", "dataset"),
                                      mention("AG News", b, "Dataset", "dataset")])
    e3 = extraction("c", c, mentions=[mention("AG News", c, "Dataset", "dataset")],
                    acronyms=[acronym("AG", "Attention guidance", c)])
    e4 = extraction("n", nn, mentions=[mention("Neural networks", nn, "Method", "used")],
                    acronyms=[acronym("NNs", "Neural networks", nn)])
    res = resolve([e1, e2, e3, e4])
    bench = res.key("a", "Dataset", "NAS-Bench-201")
    assert bench == res.key("b", "Dataset", "NASBench201") and res.entities[bench].label == "NAS-Bench-201"
    news = res.key("c", "Dataset", "AG News")
    assert news == res.key("b", "Dataset", "AG News") and res.entities[news].label == "AG News"
    assert res.entities[res.key("a", "Method", "k-NN estimators")].label == "k-NN estimators"


# --------------------------------------------------------------- "-based" and "and"

def test_a_based_modifier_and_an_and_make_no_difference_to_identity():
    a = "Diffusion-based models and LLM-based agents help. We use vision and language models on Tanks and Temples."
    b = "We compare diffusion models, LLM agents and vision-language models on Tanks&Temples."
    c = "Methods based on attention differ from attention methods."
    e1 = extraction("a", a, mentions=[mention("Diffusion-based models", a, "Method", "used"),
                                      mention("LLM-based agents", a, "Method", "used"),
                                      mention("vision and language models", a, "Method", "used"),
                                      mention("Tanks and Temples", a, "Dataset", "dataset")])
    e2 = extraction("b", b, mentions=[mention("diffusion models", b, "Method", "used"),
                                      mention("LLM agents", b, "Method", "used"),
                                      mention("vision-language models", b, "Method", "used"),
                                      mention("Tanks&Temples", b, "Dataset", "dataset")])
    e3 = extraction("c", c, mentions=[mention("Methods based on attention", c, "Method", "used"),
                                      mention("attention methods", c, "Method", "used")])
    res = resolve([e1, e2, e3])
    for x, y, t in (("Diffusion-based models", "diffusion models", "Method"), ("LLM-based agents", "LLM agents", "Method"),
                    ("vision and language models", "vision-language models", "Method"),
                    ("Tanks and Temples", "Tanks&Temples", "Dataset")):
        assert res.key("a", t, x) == res.key("b", t, y), (x, y)
    assert res.key("c", "Method", "Methods based on attention") != res.key("c", "Method", "attention methods")


def test_a_proposed_name_is_one_entity_wherever_its_paper_writes_it():
    a = "Generative adversarial imitation (GAIA) is a method. GAIA imitates."
    b = "We introduce GAIA, a benchmark for assistants. Models score low on GAIA."
    e1 = extraction("a", a, mentions=[mention("Generative adversarial imitation", a, "Dataset", "dataset"),
                                      mention("GAIA", a, "Dataset", "dataset", nth=1)],
                    acronyms=[acronym("GAIA", "Generative adversarial imitation", a)])
    e2 = extraction("b", b, mentions=[mention("GAIA", b, "Dataset", "benchmark"),
                                      mention("GAIA", b, "Dataset", "dataset", nth=1)])
    res = resolve([e1, e2])
    bench = res.key("b", "Dataset", "GAIA")
    assert bench != res.key("a", "Dataset", "GAIA") and res.entities[bench].papers == ["b"]
    # no entity is left without a mention
    assert set(res.index.values()) == set(res.entities)


# --------------------------------------------------------------- modifiers in another order

def test_one_name_with_its_modifiers_in_another_order_is_one_entity():
    a = "We train linear two-layer neural networks and study inverse protein folding with offline multi-agent RL."
    b = "Two-layer linear neural networks are studied. Protein inverse folding is hard. We use multi-agent offline RL."
    c = "Image to text generation differs from text to image generation. Model quantization is not a quantization model."
    e1 = extraction("a", a, mentions=[mention("linear two-layer neural networks", a, "Method", "used"),
                                      mention("inverse protein folding", a, "Task", "task"),
                                      mention("offline multi-agent RL", a, "Method", "used")])
    e2 = extraction("b", b, mentions=[mention("Two-layer linear neural networks", b, "Method", "used"),
                                      mention("Protein inverse folding", b, "Task", "task"),
                                      mention("multi-agent offline RL", b, "Method", "used")])
    e3 = extraction("c", c, mentions=[mention("Image to text generation", c, "Task", "task"),
                                      mention("text to image generation", c, "Task", "task"),
                                      mention("Model quantization", c, "Method", "used"),
                                      mention("quantization model", c, "Method", "used")])
    rl = "Reinforcement learning (RL) is used."
    e4 = extraction("d", rl, mentions=[mention("Reinforcement learning", rl, "Method", "used")],
                    acronyms=[acronym("RL", "Reinforcement learning", rl)])
    res = resolve([e1, e2, e3, e4])
    for x, y, t in (("linear two-layer neural networks", "Two-layer linear neural networks", "Method"),
                    ("inverse protein folding", "Protein inverse folding", "Task"),
                    ("offline multi-agent RL", "multi-agent offline RL", "Method")):
        assert res.key("a", t, x) == res.key("b", t, y), (x, y)
    ent = res.entities[res.key("a", "Method", "linear two-layer neural networks")]
    assert ent.papers == ["a", "b"] and ent.alt_labels == ["Two-layer linear neural networks"]
    # a word like "to" makes the order matter, and so does another head word
    assert res.key("c", "Task", "Image to text generation") != res.key("c", "Task", "text to image generation")
    assert res.key("c", "Method", "Model quantization") != res.key("c", "Method", "quantization model")
    # every mention still points at an entity, and every entity has a mention
    assert set(res.index.values()) == set(res.entities)


# --------------------------------------------------------------- meanings by kind and by word endings

def test_an_undefined_short_form_reads_as_the_meaning_of_its_own_kind():
    exs = []
    for i in range(3):
        t = "Masked autoencoders (MAE) learn features. MAE pre-training helps."
        exs.append(extraction(f"m{i}", t, mentions=[mention("Masked autoencoders", t, "Method", "used"),
                                                    mention("MAE", t, "Method", "used", nth=1)],
                              acronyms=[acronym("MAE", "Masked autoencoders", t)]))
    t = "We report the mean absolute error (MAE) of forecasts."
    exs.append(extraction("r", t, mentions=[mention("mean absolute error", t, "Metric", "metric"),
                                            mention("MAE", t, "Metric", "metric")],
                          acronyms=[acronym("MAE", "mean absolute error", t)]))
    u = "Our forecaster lowers the MAE on traffic data and fine-tunes an MAE backbone. The validation MAE drops."
    exs.append(extraction("u", u, mentions=[mention("MAE", u, "Metric", "metric"), mention("MAE", u, "Method", "used", nth=1),
                                            mention("validation MAE", u, "Metric", "metric")]))
    res = resolve(exs)
    # 3 of 4 definitions say masked autoencoder, but the one that writes MAE as a metric decides
    assert res.key("u", "Metric", "MAE") == res.key("r", "Metric", "mean absolute error")
    assert res.key("u", "Method", "MAE") == res.key("m0", "Method", "Masked autoencoders")
    # inside a metric's name the method's meaning is not read
    assert res.entities[res.key("u", "Metric", "validation MAE")].label == "validation MAE"


def test_expansions_that_differ_only_in_word_endings_vote_together():
    longs = ["mean squared error", "mean squared error", "mean square error", "mean absolute error"]
    exs = []
    for i, long in enumerate(longs):
        t = f"We minimise the {long} (MSE) here."
        exs.append(extraction(f"d{i}", t, mentions=[mention(long, t, "Metric", "metric")],
                              acronyms=[acronym("MSE", long, t)]))
    u = "The MSE falls by half."
    exs.append(extraction("u", u, mentions=[mention("MSE", u, "Metric", "metric")]))
    res = resolve(exs)
    # squared + square: 3 of 4 papers (75%), so the undefined MSE is the most written form
    assert res.key("u", "Metric", "MSE") == res.key("d0", "Metric", "mean squared error")
    # "self" and "semi" are no word endings: self- and semi-supervised learning do not vote together
    exs = []
    for i, long in enumerate(["self-supervised learning", "semi-supervised learning", "semi-supervised learning",
                              "self-supervised learning"]):
        t = f"We use {long} (SSL) here."
        exs.append(extraction(f"s{i}", t, mentions=[mention(long, t, "Method", "used")],
                              acronyms=[acronym("SSL", long, t)]))
    v = "SSL helps."
    exs.append(extraction("v", v, mentions=[mention("SSL", v, "Method", "used")]))
    res = resolve(exs)
    assert res.entities[res.key("v", "Method", "SSL")].label == "SSL"


def test_a_plural_acronym_after_a_capital_is_singular_but_names_stay_as_written():
    a = "Vision transformers (ViTs) are strong. ViTs need data."
    b = "Generative flow networks (GFlowNets) sample objects. GFlowNets are slow."
    e1 = extraction("a", a, mentions=[mention("Vision transformers", a, "Method", "used"),
                                      mention("ViTs", a, "Method", "used", nth=1)],
                    acronyms=[acronym("ViTs", "Vision transformers", a)])
    e2 = extraction("b", b, mentions=[mention("Generative flow networks", b, "Method", "used"),
                                      mention("GFlowNets", b, "Method", "used", nth=1)],
                    acronyms=[acronym("GFlowNets", "Generative flow networks", b)])
    res = resolve([e1, e2])
    assert res.entities[res.key("a", "Method", "ViTs")].acronym == "ViT"
    assert res.entities[res.key("b", "Method", "GFlowNets")].acronym == "GFlowNets"


def test_model_based_is_a_term_of_its_own():
    t = "Model-based adaptation differs from model adaptation."
    e = extraction("p", t, mentions=[mention("Model-based adaptation", t, "Task", "task"),
                                     mention("model adaptation", t, "Task", "task")])
    res = resolve([e])
    assert res.key("p", "Task", "Model-based adaptation") != res.key("p", "Task", "model adaptation")
