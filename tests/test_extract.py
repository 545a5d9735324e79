"""End-to-end tests of the extraction stage on abstracts written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper

ABSTRACT = (
    "Open-vocabulary object detection remains difficult for small objects. "
    "We propose GlimpseNet, a lightweight framework for open-vocabulary object detection. "
    "GlimpseNet consists of two parts: (i) Adaptive Zoom Routing (AZR), which selects regions; "
    "and (ii) Token Recycling Attention (TRA), which reuses features. "
    "GlimpseNet builds on a vision transformer and knowledge distillation. "
    "Experiments on COCO-Tiny, LVIS-Mini and ODinW-7 show that GlimpseNet outperforms DETR-Lite "
    "and improves mean average precision by 3.1%. Code is available at https://github.com/example/glimpse."
)


@pytest.fixture(scope="module")
def ex(extractor):
    return extractor.extract(Paper(id="t1", abstract=ABSTRACT))


def by(ex, type_=None, role=None):
    return {m.text for m in ex.mentions if (type_ is None or m.type == type_) and (role is None or m.role == role)}


def test_pipeline_components(extractor):
    names = extractor.nlp.pipe_names
    assert "ner" not in names and "lemmatizer" not in names and "attribute_ruler" not in names
    assert "parser" not in names and "senter" in names
    assert names[-5:] == ["paperkg_acronyms", "paperkg_names", "paperkg_np", "paperkg_gazetteer", "paperkg_roles"]


def test_proposed_method_and_components(ex):
    proposed = by(ex, "Method", "proposed")
    assert {"GlimpseNet", "AZR", "Adaptive Zoom Routing", "TRA", "Token Recycling Attention"} <= proposed
    part_of = {(l.head, l.tail) for l in ex.links if l.rel == "partOf"}
    assert ("AZR", "GlimpseNet") in part_of and ("TRA", "GlimpseNet") in part_of
    proposes = {l.tail for l in ex.links if l.rel == "proposes"}
    assert "GlimpseNet" in proposes and all(l.head is None for l in ex.links if l.rel == "proposes")


def test_datasets_from_experiment_list(ex):
    assert by(ex, "Dataset") == {"COCO-Tiny", "LVIS-Mini", "ODinW-7"}
    evaluated = {(l.head, l.tail) for l in ex.links if l.rel == "evaluatedOn"}
    assert ("GlimpseNet", "COCO-Tiny") in evaluated


def test_task_and_main_task(ex):
    tasks = [m for m in ex.mentions if m.type == "Task"]
    mains = [m for m in tasks if m.main]
    assert len(mains) == 1 and mains[0].text.lower() == "open-vocabulary object detection"


def test_methods_used_and_compared(ex):
    used = by(ex, "Method", "used")
    assert "knowledge distillation" in used
    assert any("transformer" in u for u in used)
    assert "DETR-Lite" in by(ex, "Method", "compared")
    rels = {(l.rel, l.tail) for l in ex.links}
    assert ("comparesWith", "DETR-Lite") in rels and ("uses", "knowledge distillation") in rels


def test_metric_result_acronyms_code(ex):
    assert "mean average precision" in by(ex, "Metric")
    assert any(r.value == "3.1" and r.unit == "%" for r in ex.results)
    assert {(a.short, a.long) for a in ex.acronyms} >= {("AZR", "Adaptive Zoom Routing"),
                                                       ("TRA", "Token Recycling Attention")}
    assert [c.url for c in ex.code] == ["https://github.com/example/glimpse"]


def test_offsets_and_link_contract(ex):
    text = ex.clean.text
    for m in ex.mentions:
        assert text[m.start:m.end] == m.text
    texts = {m.text for m in ex.mentions}
    for l in ex.links:
        assert l.tail in texts
        assert l.head is None or l.head in texts
        assert 0 <= l.start < l.end <= len(text)
    assert ex.sentences[0][0] == 0 and ex.sentences[-1][1] <= len(text)


def test_benchmark_proposal(extractor):
    e = extractor.extract(Paper(id="b", abstract=(
        "We introduce TableQuest, a benchmark of 4,000 questions over scientific tables. "
        "Evaluation of twelve models shows that the best model reaches only 41.2% accuracy.")))
    assert by(e, "Dataset", "benchmark") == {"TableQuest"}
    assert not by(e, "Method", "proposed")
    assert "accuracy" in by(e, "Metric")


def test_generic_phrases_are_not_datasets_or_proposals(extractor):
    e = extractor.extract(Paper(id="g", abstract=(
        "We propose a simple two-stage training strategy for large language models (LLMs). "
        "Extensive experiments on three public benchmarks demonstrate consistent gains.")))
    assert not by(e, "Dataset")
    assert not by(e, "Method", "proposed")
    assert {"large language models", "LLMs"} <= by(e, "Method", "used")


def test_latex_input_and_bold_acronym(extractor):
    e = extractor.extract(Paper(id="l", abstract=(
        r"We present \textbf{F}ast \textbf{O}ptimal \textbf{X}-ray \textbf{T}omography (FOXT), "
        r"a solver for \emph{sparse-view CT reconstruction}. FOXT achieves 2$\times$ speed-ups.")))
    assert {"FOXT", "Fast Optimal X-ray Tomography"} <= by(e, "Method", "proposed")
    for m in e.mentions:
        assert e.clean.text[m.start:m.end] == m.text


def test_separate_contribution_is_not_a_component(extractor):
    e = extractor.extract(Paper(id="s", abstract=(
        "We propose OrbitNet, a model for trajectory forecasting. "
        "Moreover, we introduce the first dataset of satellite orbits, OrbitBench, with 1M tracks.")))
    assert "OrbitNet" in by(e, "Method", "proposed")
    assert "OrbitBench" in by(e, "Dataset", "benchmark")
    assert not [l for l in e.links if l.rel == "partOf"]


def test_extract_many_streams_in_order(extractor):
    papers = [Paper(id=str(i), abstract=f"We propose Model{i}X, a method for image denoising.") for i in range(5)]
    out = list(extractor.extract_many(iter(papers), batch_size=2))
    assert [e.paper.id for e in out] == [str(i) for i in range(5)]
    assert [sorted(by(e, "Method", "proposed")) for e in out] == [[f"Model{i}X"] for i in range(5)]


@pytest.mark.parametrize("abstract", ["", "   ", "...", "$x^2$"])
def test_degenerate_abstracts(extractor, abstract):
    e = extractor.extract(Paper(id="e", abstract=abstract))
    assert e.mentions == () and e.links == ()


def test_result_metric_gets_a_mention_and_a_link(extractor):
    e = extractor.extract(Paper(id="r", abstract=(
        "We introduce PathFinder, a planner for robot navigation. "
        "PathFinder reaches a 93.5% goal completion score on real robots.")))
    assert [(r.value, r.unit, r.metric) for r in e.results] == [("93.5", "%", "goal completion score")]
    assert ("goal completion score", "Metric") in {(m.text, m.type) for m in e.mentions}
    assert ("usesMetric", "PathFinder", "goal completion score") in {(l.rel, l.head, l.tail) for l in e.links}


def test_extract_many_multiprocess_matches_single(extractor):
    papers = [Paper(id=str(i), abstract=ABSTRACT.replace("GlimpseNet", f"Glimpse{i}Net")) for i in range(4)]
    one = list(extractor.extract_many(papers, n_process=1))
    two = list(extractor.extract_many(papers, n_process=2, batch_size=2))
    assert one == two


@pytest.mark.parametrize("abstract,proposed,benchmark", [
    ("We propose Quokka (Quick Unified Operator Kernel Kit), a compiler for sparse tensors.",
     {"Quokka"}, set()),
    ("To address this, we propose a novel framework, called Helix-RL, for offline control.",
     {"Helix-RL"}, set()),
    ("We propose a new unsupervised RL framework based on a Transformer for exploration.",
     set(), set()),
    ("We propose a non-Markovian training objective for sequence models.", set(), set()),
    ("We name our model AutoWeaver, which is trained end to end.", {"AutoWeaver"}, set()),
    ("We release CodeQuarry, a dataset of 2M code review comments.", set(), {"CodeQuarry"}),
    ("We introduce a tuning-free 2bit cache quantization algorithm, named KVQuant.", {"KVQuant"}, set()),
    ("Experiments show that our method outperforms BERT and RoBERTa on GLUE.", set(), set()),
])
def test_proposal_patterns(extractor, abstract, proposed, benchmark):
    e = extractor.extract(Paper(id="p", abstract=abstract))
    assert by(e, "Method", "proposed") == proposed
    assert by(e, "Dataset", "benchmark") == benchmark


def test_defined_task_is_not_a_component(extractor):
    e = extractor.extract(Paper(id="c", abstract=(
        "We introduce LensCraft, which introduces text control to novel view synthesis (NVS) "
        "from a single RGB image. Experiments on CO3D show gains over Zero123.")))
    assert by(e, "Method", "proposed") == {"LensCraft"}
    assert not [l for l in e.links if l.rel == "partOf"]
    assert "novel view synthesis" in {m.text for m in e.mentions if m.type == "Task"}
    assert by(e, "Dataset") == {"CO3D"}


def test_dataset_names_are_not_methods(extractor):
    e = extractor.extract(Paper(id="d", abstract=(
        "We evaluate on GTSRB and AwA2. Our predictor combines GTSRB rules with AwA2 attributes "
        "using knowledge models.")))
    assert {"GTSRB", "AwA2"} <= by(e, "Dataset")
    assert not ({"GTSRB", "AwA2"} & by(e, "Method"))


@pytest.mark.parametrize("abstract,task", [
    ("Deep reinforcement learning has advanced sequential decision-making tasks. We study exploration.",
     "sequential decision-making"),
    ("We consider the adversarial linear contextual bandit setting with K arms.",
     "adversarial linear contextual bandit"),
    ("Contextual batched bandit (CBB) is a challenging setting where rewards arrive in batches.",
     "Contextual batched bandit"),
])
def test_tasks_framed_by_the_text(extractor, abstract, task):
    e = extractor.extract(Paper(id="t", abstract=abstract))
    mains = [m.text for m in e.mentions if m.type == "Task" and m.main]
    assert mains == [task]


def test_generic_framed_phrases_are_not_tasks(extractor):
    e = extractor.extract(Paper(id="g", abstract=(
        "Extensive experiments on three public benchmarks and downstream tasks show gains.")))
    assert not [m for m in e.mentions if m.type == "Task"]


BACKGROUND = (
    "Existing approaches such as LoRA struggle with long videos. "
    "Unlike BERT, which reads every token, our decoder skips frames. "
    "We propose LoopVid, a video model that builds on knowledge distillation. "
    "LoopVid outperforms TimeSformer on long video question answering."
)


def test_background_methods_are_mentions_without_links(extractor):
    ex = extractor.extract(Paper(id="bg", abstract=BACKGROUND))
    roles = {m.text: m.role for m in ex.mentions if m.type == "Method"}
    assert roles["LoRA"] == "mention"
    # "Unlike BERT, ..., our decoder ...": a contrast drawn in a sentence about the paper's
    # own work names a compared method (every item of such a list gets that role)
    assert roles["BERT"] == "compared"
    assert roles["knowledge distillation"] == "used"
    assert roles["TimeSformer"] == "compared"
    tails = {l.tail for l in ex.links}
    assert "LoRA" not in tails
    assert ("comparesWith", "BERT") in {(l.rel, l.tail) for l in ex.links}
    assert ("uses", "knowledge distillation") in {(l.rel, l.tail) for l in ex.links}


def test_background_method_taken_up_by_the_paper_stays_used(extractor):
    text = ("Large models are trained with gradient clipping in practice. "
            "We prove that clipping removes the dependence on the maximum delay.")
    ex = extractor.extract(Paper(id="bg2", abstract=text))
    roles = {m.text: m.role for m in ex.mentions if m.type == "Method"}
    assert roles.get("gradient clipping") == "used"


def _main_task(extractor, text):
    ex = extractor.extract(Paper(id="mt", abstract=text))
    mains = [m.text for m in ex.mentions if m.type == "Task" and m.main]
    return mains[0] if mains else None


@pytest.mark.parametrize("text, main", [
    ("Offline black-box optimization aims to find designs that maximise an unknown function. "
     "We propose RankPilot, a ranking method.", "Offline black-box optimization"),
    ("We study pure exploration with many bandit arms. Our bound is tight.", "pure exploration"),
    ("Variable importance assessment has become a crucial step in applied statistics. "
     "We propose a permutation test.", "Variable importance assessment"),
    ("In reinforcement learning, off-policy evaluation (OPE) is the problem of estimating the return "
     "of a policy from logged data. We propose DualCorr.", "off-policy evaluation"),
    ("We present a physics-informed framework for off-resonance correction in MRI.",
     "off-resonance correction"),
    ("We propose a novel method for efficiently reconstructing dynamic 3D scenes from videos.",
     "reconstructing dynamic 3D scenes"),
    ("We ask whether scale helps the field of mechanistic interpretability. We find it does not.",
     "mechanistic interpretability"),
    ("We develop a versatile methodology for multidimensional mechanism design with side information.",
     "multidimensional mechanism design"),
    ("Agents still forget. We propose MemoLoop, a framework for continual learning from past episodes.",
     "continual learning"),
    ("Reinforcement learning is a key paradigm for aligning language models with human intent. "
     "We propose PertPO, a perturbation scheme.", "aligning language models"),
])

def test_main_task_positions(extractor, text, main):
    assert _main_task(extractor, text) == main


def test_object_of_a_verb_is_no_purpose_task(extractor):
    ex = extractor.extract(Paper(id="vf", abstract=(
        "We introduce DocAct, a paradigm that lets agents search for relevant documentation on the web.")))
    assert not [m for m in ex.mentions if m.type == "Task"]


def test_no_task_from_non_problem_nominals_or_title_case_names(extractor):
    ex = extractor.extract(Paper(id="nt", abstract=(
        "We study sufficient conditions for convergence. "
        "Our analysis relies on Centered Kernel Alignment between layers.")))
    tasks = {m.text for m in ex.mentions if m.type == "Task"}
    assert "sufficient conditions" not in tasks and "Centered Kernel Alignment" not in tasks


def test_generic_method_phrases_are_not_methods(extractor):
    ex = extractor.extract(Paper(id="gm", abstract=(
        "We propose TwinNet, which trains a prediction model and a feature encoder on top of base models. "
        "TwinNet builds on recurrent neural networks, a contrastive encoder and "
        "decision-aware reinforcement learning.")))
    used = {m.text for m in ex.mentions if m.type == "Method" and m.role != "proposed"}
    assert not used & {"prediction model", "feature encoder", "base models"}
    assert {"recurrent neural networks", "contrastive encoder",
            "decision-aware reinforcement learning"} <= used


def test_undefined_short_capitals_after_use_cues_are_not_methods(extractor):
    ex = extractor.extract(Paper(id="sc", abstract=(
        "We propose GraphTune. GraphTune detects samples using ID features and improves over PPO.")))
    used = {m.text for m in ex.mentions if m.type == "Method" and m.role != "proposed"}
    assert "ID" not in used and "PPO" in used


def test_model_names_after_on_are_models_not_datasets(extractor):
    ex = extractor.extract(Paper(id="mn", abstract=(
        "We propose QuantX, a post-training quantization method. Experiments on LLaMA-V1/V2, OPT-6.7B "
        "and Foo-Large show that QuantX outperforms rounding on WikiText2 and C4.")))
    datasets = {m.text for m in ex.mentions if m.type == "Dataset"}
    methods = {m.text for m in ex.mentions if m.type == "Method" and m.role != "proposed"}
    assert datasets == {"WikiText2", "C4"}
    assert {"LLaMA-V1/V2", "OPT-6.7B", "Foo-Large"} <= methods


def test_abbreviation_before_plural_benchmarks_is_not_a_dataset(extractor):
    ex = extractor.extract(Paper(id="ab", abstract=(
        "We propose RetroX. Experiments on XMC benchmarks and the QuoraPairs benchmark show gains.")))
    datasets = {m.text for m in ex.mentions if m.type == "Dataset"}
    assert "XMC" not in datasets and "QuoraPairs" in datasets


def test_background_method_whose_words_the_paper_takes_up_stays_used(extractor):
    ex = extractor.extract(Paper(id="bg3", abstract=(
        "Diffusion models have transformed image synthesis. "
        "We propose HyperDiff, a latent diffusion framework for graph generation.")))
    roles = {m.text: m.role for m in ex.mentions if m.type == "Method"}
    assert roles.get("Diffusion models") == "used"


def test_a_name_that_begins_a_long_form_proposes_the_whole_definition(extractor):
    text = ("We introduce DEEPer cross-modal Token alignment (DEEPTA), a simple method for aligning "
            "image and text tokens. DEEPTA improves retrieval.")
    got = extractor.extract(Paper(id="t", abstract=text))
    proposed = by(got, "Method", "proposed")
    assert {"DEEPer cross-modal Token alignment", "DEEPTA"} <= proposed
    assert not any(m.text.startswith("-") for m in got.mentions)


@pytest.mark.parametrize("text, main", [
    # a result claim of the proposal beats a purpose buried in its description
    ("We propose KiteNet, a compact framework that distills image features as priors for depth reasoning. "
     "Experiments show that KiteNet achieves state-of-the-art accuracy in stereo matching.", "stereo matching"),
    # the purpose clause of a proposed benchmark: the subject of the embedded clause is skipped
    ("Chat assistants are widely used for question answering. We introduce AskBench, a benchmark designed "
     "to evaluate whether assistants can detect intent ambiguity.", "intent ambiguity"),
    # a relative clause that names the proposal's problem
    ("Language agents can use tools. We propose TripBench, a benchmark that focuses on itinerary planning.",
     "itinerary planning"),
    # "the impact of A on T" after a study verb, with T's complement
    ("Label noise is common. We investigate the impact of label noise on generalization in graph networks.",
     "generalization in graph networks"),
    # "X is a ... architecture for T" later in the text
    ("Video editing is popular. We propose SegLite. Results on two datasets are strong. "
     "SegLite is a lightweight architecture for video matting.", "video matting"),
    # a purpose attached to the proposed name itself
    ("Temporal Point Processes are widely used to model event streams. "
     "We propose FlowTPP for long-horizon event forecasting.", "long-horizon event forecasting"),
])
def test_main_task_evidence(extractor, text, main):
    assert _main_task(extractor, text) == main


def test_listed_task_name_of_a_model_class_is_no_task(extractor):
    ex = extractor.extract(Paper(id="pp", abstract=(
        "Temporal Point Processes are widely used to model event streams. "
        "We propose FlowTPP for long-horizon event forecasting.")))
    tasks = {m.text for m in ex.mentions if m.type == "Task"}
    assert "Temporal Point Processes" not in tasks and "Point Processes" not in tasks


def _with_title(extractor, text, title):
    from kg.extract.roles import get_mentions
    doc = extractor.nlp.make_doc(text)
    doc._.paperkg_title = title
    return get_mentions(extractor.nlp(doc))


def test_title_names_the_main_task(extractor):
    text = ("Autonomous driving needs reliable motion models. We propose DriveCL, which learns from "
            "unlabeled logs and improves long-horizon trajectory forecasting.")
    assert _main_task(extractor, text) == "Autonomous driving"  # no title: the opening wins
    ms = _with_title(extractor, text, "Contrastive Pretraining for Long-Horizon Trajectory Forecasting")
    assert [m.text for m in ms if m.type == "Task" and m.main] == ["long-horizon trajectory forecasting"]


def test_title_phrase_must_be_whole_and_not_the_means(extractor):
    text = "Noisy labels hurt training. Our analysis covers label smoothing and sample selection."
    ms = _with_title(extractor, text, "Rethinking Sample Selection: A Label Smoothing Perspective")
    tasks = {m.text for m in ms if m.type == "Task"}
    assert "sample selection" in tasks and "label smoothing" not in tasks
    ms = _with_title(extractor, text, "Robust Training with Sample Selection")
    assert "sample selection" not in {m.text for m in ms if m.type == "Task"}
    ms = _with_title(extractor, text, "Making Sample Selection Provably Robust")
    assert "sample selection" in {m.text for m in ms if m.type == "Task"}


def test_modeling_of_an_object_listed_as_a_task_is_a_task(extractor):
    ex = extractor.extract(Paper(id="sm", abstract=(
        "Existing language modelings ignore rare words. We propose RareLM, which adds a copy head.")))
    tasks = {m.text for m in ex.mentions if m.type == "Task"}
    methods = {m.text for m in ex.mentions if m.type == "Method" and m.role != "proposed"}
    assert "language modelings" in tasks and "language modelings" not in methods


def test_a_learning_setting_called_a_problem_is_a_task(extractor):
    text = ("We study the problem of agnostic PAC reinforcement learning with large state spaces. "
            "We introduce a new complexity measure.")
    assert _main_task(extractor, text) == "agnostic PAC reinforcement learning"


@pytest.mark.parametrize("text, main", [
    ("Training deep spiking networks remains a challenge for neuromorphic chips. We propose SpikeProp2.",
     "Training deep spiking networks"),
    ("Estimating causal effects from observational data is difficult. We propose a doubly robust test.",
     "Estimating causal effects from observational data"),
    ("Learning from noisy labels is a challenging problem. We propose NoisyMix.", "Learning from noisy labels"),
    ("Semi-supervised learning has been a fundamental challenge for decades. We propose ThreshNet.",
     "Semi-supervised learning"),
    ("Domain incremental learning aims to adapt a model to new domains. We propose MemDIL.",
     "Domain incremental learning"),
    ("We study the sample complexity of tensor completion in the noisy regime.", "tensor completion"),
])
def test_theory_and_problem_framings(extractor, text, main):
    assert _main_task(extractor, text) == main


def test_a_method_said_to_be_a_technique_is_no_task(extractor):
    ex = extractor.extract(Paper(id="cl", abstract=(
        "Contrastive learning is a popular technique for representation learning. We propose CoMix.")))
    assert "Contrastive learning" not in {m.text for m in ex.mentions if m.type == "Task"}


@pytest.mark.parametrize("text, main", [
    ("We study the problem of learning linear dynamical systems from a single trajectory. "
     "Our bound is tight.", "learning linear dynamical systems"),
    ("We consider estimating conditional densities with neural networks. Our estimator is consistent.",
     "estimating conditional densities"),
    ("Scaling language models to long documents remains a challenge. We propose RingMix.",
     "Scaling language models to long documents"),
])
def test_gerund_clauses_as_problems(extractor, text, main):
    assert _main_task(extractor, text) == main


def test_leftovers_of_framing_words_are_no_tasks(extractor):
    ex = extractor.extract(Paper(id="lf", abstract=(
        "We track the dynamics in a prototype high-dimensional setting for the given prediction task. "
        "Our solver processes full-size point clouds.")))
    tasks = {m.text for m in ex.mentions if m.type == "Task"}
    assert not tasks & {"prototype high-dimensional", "given prediction", "full-size point clouds"}


@pytest.mark.parametrize("text, main", [
    # a problem named by the paper is a task, not a proposed method
    ("We consider an online learning problem, called Online Facility Routing, where a learner moves "
     "facilities. We give a regret bound.", "Online Facility Routing"),
    ("We introduce a challenging problem named Personalized Topic Tracking (PTT), where users differ. "
     "We propose TopiX, an algorithm for it.", "Personalized Topic Tracking"),
    # learning settings as the object of a study verb, "X learning task", "In X learning, ..."
    ("We consider offline safe imitation learning, where the agent avoids unsafe demonstrations.",
     "offline safe imitation learning"),
    ("This paper investigates a federated long-tailed learning task in which clients differ.",
     "federated long-tailed learning"),
    ("In online continual learning, a network learns from a non-stationary stream. We propose ReplayX.",
     "online continual learning"),
    # a result claim makes a nominal phrase a task
    ("We propose a spiking neuron model. Experiments show that our technique achieves state-of-the-art "
     "performance in network conversion.", "network conversion"),
    # "we investigate a class of T"
    ("We investigate a class of constrained saddle point problems with smooth objectives.",
     "constrained saddle point problems"),
])
def test_more_problem_positions(extractor, text, main):
    assert _main_task(extractor, text) == main


def test_named_problem_is_not_proposed(extractor):
    ex = extractor.extract(Paper(id="np", abstract=(
        "We introduce a challenging problem named Personalized Topic Tracking (PTT), where users differ. "
        "We propose TopiX, an algorithm for it.")))
    assert by(ex, "Method", "proposed") == {"TopiX"}


def test_conjunct_of_a_used_method_is_no_task(extractor):
    ex = extractor.extract(Paper(id="cj", abstract=(
        "We propose a new method called Smooth Guard (SG), which adopts randomized smoothing and "
        "diffusion-based denoising.")))
    assert "diffusion-based denoising" not in {m.text for m in ex.mentions if m.type == "Task"}


def test_task_examples_after_such_as(extractor):
    ex = extractor.extract(Paper(id="hs", abstract=(
        "We propose GridViT, a backbone that transfers to downstream tasks such as detection and "
        "segmentation, and to problems like depth completion. It exhibits bias across dimensions, "
        "such as gender and race.")))
    tasks = {m.text for m in ex.mentions if m.type == "Task"}
    assert {"detection", "segmentation", "depth completion"} <= tasks
    assert not tasks & {"gender", "race"}
    ex = extractor.extract(Paper(id="hs2", abstract=(
        "GridViT improves downstream tasks (e.g., +2.0% detection, +1.5% segmentation) over prior models.")))
    assert {"detection", "segmentation"} <= {m.text for m in ex.mentions if m.type == "Task"}


def test_a_variable_modifier_is_no_method_name(extractor):
    ex = extractor.extract(Paper(id="lv", abstract=(
        "We prove that an L-layer model can compute connectivity, and we train a CLIP image encoder.")))
    used = {m.text for m in ex.mentions if m.type == "Method"}
    assert "L-layer model" not in used and "CLIP image encoder" in used


def test_defined_learning_to_problem(extractor):
    text = ("Unbiased Learning to Rank (ULTR) aims to train ranking models from biased click logs. "
            "We reduce it to a graph connectivity test problem.")
    assert _main_task(extractor, text) == "Unbiased Learning to Rank"
    ex = extractor.extract(Paper(id="kd", abstract=(
        "Knowledge distillation (KD) aims to transfer knowledge from a teacher. We propose TinyKD.")))
    assert "Knowledge distillation" not in {m.text for m in ex.mentions if m.type == "Task"}


def test_named_evaluation_suite_is_not_the_main_task(extractor):
    text = ("We propose GroupMix for cooperative agents. "
            "Experiments on the StarCraft II micromanagement tasks verify our method.")
    assert _main_task(extractor, text) is None


def test_technique_before_a_descriptor_noun(extractor):
    ex = extractor.extract(Paper(id="dt", abstract=(
        "We propose EdgeMix, which uses a dynamic hard mining strategy and a two-stage training strategy. "
        "We analyse gradient flow dynamics of EdgeMix.")))
    used = {m.text for m in ex.mentions if m.type == "Method" and m.role != "proposed"}
    assert {"hard mining", "gradient flow"} <= used
    assert not used & {"training", "two-stage training"}


def test_bare_metric_word_is_a_metric(extractor):
    ex = extractor.extract(Paper(id="mw", abstract=(
        "We propose MeshNet. Across two benchmarks, MeshNet consistently improves accuracy over baselines.")))
    assert "accuracy" in {m.text for m in ex.mentions if m.type == "Metric"}


def test_adjectival_and_non_problem_leftovers_are_no_tasks(extractor):
    ex = extractor.extract(Paper(id="al", abstract=(
        "We learn a customized instance-level task weighing strategy. Our parser reconstructs inputs as "
        "parts with implicit relations. We propose GroundNet for symbol grounding.")))
    tasks = {m.text for m in ex.mentions if m.type == "Task"}
    assert "symbol grounding" in tasks
    assert not tasks & {"customized instance-level", "implicit relations"}


def test_problem_classes_beat_algorithm_steps(extractor):
    text = ("We focus on nonconvex-nonconcave min-max problems with smooth objectives. "
            "We also analyze a stochastic inexact Halpern iteration with a multilevel estimator.")
    assert _main_task(extractor, text) == "nonconvex-nonconcave min-max problems"


def test_purpose_gerund_needs_a_noun_object(extractor):
    ex = extractor.extract(Paper(id="pg", abstract=(
        "We introduce CliffNet: a novel approach for constructing O(n)- and E(n)-equivariant models.")))
    assert not any(m.text.endswith("-") for m in ex.mentions if m.type == "Task")


def test_positional_and_adjectival_leftovers(extractor):
    ex = extractor.extract(Paper(id="pl", abstract=(
        "We study shortcomings of common tools. Our model transfers to downstream PDE tasks, "
        "synthetic long-range tasks and tasks such as zero-shot and few-shot recognition.")))
    tasks = {m.text for m in ex.mentions if m.type == "Task"}
    assert not tasks & {"shortcomings of common tools", "downstream PDE", "synthetic long-range", "zero-shot"}


@pytest.mark.parametrize("text, proposed", [
    ("We identify the limits of pooling and propose KappaNet, a method for graph matching.", {"KappaNet"}),
    ("In this paper, we analyse sparse attention and present ZetaFormer for long documents.", {"ZetaFormer"}),
    ("Models that we train on ImageNet and introduce to users, such as ResNet, are robust.", set()),
])
def test_proposal_verb_coordinated_with_an_earlier_we(extractor, text, proposed):
    got = extractor.extract(Paper(id="c", abstract=text))
    assert by(got, role="proposed") == proposed


def test_title_name_before_a_colon_is_the_proposal(extractor):
    text = ("Neural solvers have shown promise. This paper broadens their scope with diffusion models. "
            "OmegaSolve casts NP-complete problems as discrete graph optimization.")
    titled = extractor.extract(Paper(id="t", abstract=text, title="OmegaSolve: Diffusion Solvers for Routing"))
    assert by(titled, role="proposed") == {"OmegaSolve"}
    untitled = extractor.extract(Paper(id="u", abstract=text))
    assert "OmegaSolve" not in by(untitled, role="proposed")
    # a phrase before the colon is no name ("Sign is Not a Remedy: ...")
    plain = extractor.extract(Paper(id="p", abstract="We study message passing on heterophilic graphs.",
                                    title="Sign is Not a Remedy: Message Passing"))
    assert by(plain, role="proposed") == set()


def test_generative_model_names_in_evaluation_lists_are_used_models(extractor):
    got = extractor.extract(Paper(id="sd", abstract=(
        "We evaluate FID on CIFAR-10 with DDPM and Stable Diffusion. Experiments on SDXL confirm the gains.")))
    assert by(got, "Dataset") == {"CIFAR-10"}
    assert {"DDPM", "Stable Diffusion", "SDXL"} <= by(got, "Method", "used")
