"""Task rules of kg.extract.roles_tasks / roles_title / roles_main added in the second
task round, each on sentences written for these tests: a title purpose that names a
model family, a task noun as the title's purpose, a means defined by a copula, a gerund
problem after a connective, a one-word property with its complement as the opening
subject, "In T (ACR), ...", ability nouns after a task."""
from __future__ import annotations

from kg.extract.roles_main import title_roles
from tests.factories import main_task, run, tasks


# ------------------------------------------------------------------------ title roles
def test_a_title_purpose_that_names_a_model_family_makes_the_means_the_problem():
    r = dict(title_roles("Careful Calibration for Large Language Models"))
    assert r["careful"] == r["calibration"] == "purpose"
    assert r["large"] == r["models"] == "plain"
    r = dict(title_roles("Sparse Probing for GNNs"))
    assert r["sparse"] == r["probing"] == "purpose" and r["gnns"] == "plain"


def test_a_title_purpose_that_names_a_problem_is_unchanged():
    r = dict(title_roles("Kernel Smoothing for Rainfall Nowcasting"))
    assert r["kernel"] == "means" and r["nowcasting"] == "purpose"
    # two cues: the reading "M with X for T" stays
    r = dict(title_roles("Sparse Masks with Priors for Vision Transformers"))
    assert r["sparse"] == r["masks"] == "means"
    # a gerund opening stays plain ("Accelerating X for LLMs" is no problem name)
    assert dict(title_roles("Accelerating Decoding for LLMs"))["decoding"] == "plain"


def test_title_model_family_purpose_gives_the_main_task(extractor):
    text = "Careful exploration matters for recommendation tasks. Our agent explores with posterior samples."
    assert main_task(run(extractor, text)) == "recommendation"
    ex = run(extractor, text, "Careful Exploration for LLMs")
    assert main_task(ex) == "Careful exploration"


def test_a_task_noun_as_the_title_purpose_is_a_task(extractor):
    text = "Autoregressive models dominate text. We evaluate poem generation on three corpora with a latent model."
    assert not tasks(run(extractor, text))
    ex = run(extractor, text, "Latent Flows for Poem Generation")
    assert main_task(ex) == "poem generation"


# ------------------------------------------------------------------------ means by definition
def test_a_phrase_the_text_defines_as_a_framework_is_not_a_task(extractor):
    text = ("Gradient masking is a popular framework for hiding model weaknesses. Yet it fails "
            "on large inputs. We introduce layered gradient masking, which masks selected layers.")
    ex = run(extractor, text, "Layered Gradient Masking")
    assert not {"Gradient masking", "gradient masking", "layered gradient masking"} & tasks(ex)


def test_a_learning_setting_defined_as_a_paradigm_stays_a_task(extractor):
    text = ("Vertical federated learning is a distributed paradigm where clients train model halves. "
            "We study vertical federated learning under label noise.")
    assert main_task(run(extractor, text)).lower() == "vertical federated learning"


# ------------------------------------------------------------------------ gerund problems
def test_a_gerund_problem_after_a_connective(extractor):
    text = ("Tabular models are widely deployed. Sensor data drift over time. "
            "However, auditing fairness on such large datasets via resampling is difficult. "
            "We propose DriftAudit, a resampling test.")
    ex = run(extractor, text)
    # the anaphoric complement "on such shifting data" is not part of the problem's name
    assert "auditing fairness" in tasks(ex)


def test_a_gerund_with_a_generic_object_is_no_problem(extractor):
    text = "However, improving performance is difficult. We propose FastNet, a network."
    assert "improving performance" not in tasks(run(extractor, text))


# ------------------------------------------------------------------------ openings
def test_a_property_with_its_complement_opens_the_abstract(extractor):
    text = ("Privacy in federated analytics has drawn growing interest. "
            "We propose a protocol that hides client counts.")
    assert main_task(run(extractor, text)) == "Privacy in federated analytics"


def test_a_non_problem_property_with_a_complement_is_not_a_task(extractor):
    text = "The popularity of chatbots has grown quickly. We survey their users."
    assert not tasks(run(extractor, text))


def test_in_opening_with_an_acronym(extractor):
    text = ("In materials science (MS), researchers compare crystals across families. "
            "We propose an alignment tool for them.")
    assert "materials science" in tasks(run(extractor, text))


def test_ability_nouns_after_a_task_are_dropped(extractor):
    text = ("Models still miscount objects. We present CountBench, a new benchmark for "
            "measuring visual counting abilities of vision models.")
    ex = run(extractor, text)
    assert "visual counting" in tasks(ex)
    assert "visual counting abilities" not in tasks(ex)


# ------------------------------------------------------------------------ definitions and title topics
def test_a_defined_phrase_is_a_task_whatever_its_head(extractor):
    ex = run(extractor, "Mode collapse (MC) refers to a generator covering few modes. We study its causes.")
    assert main_task(ex) == "Mode collapse"
    ex = run(extractor, "Batch RL is the setting where an agent learns from a fixed log. We propose a new algorithm.")
    assert main_task(ex) == "Batch RL"


def test_a_defined_model_is_not_a_task(extractor):
    ex = run(extractor, "Graph transformers aim to capture long-range interactions. We propose a sparse variant.")
    assert not tasks(ex)


def test_the_title_topic_that_opens_the_abstract_is_the_main_task(extractor):
    text = "Mode collapse harms the diversity of generators. Its causes are unclear. We analyse it and propose a fix."
    assert "Mode collapse" not in tasks(run(extractor, text))
    ex = run(extractor, text, "Understanding Mode Collapse in Adversarial Training")
    assert main_task(ex) == "Mode collapse"
    # also after an opening subordinator
    text = "While label noise has been studied for decades, its sample complexity is open. We give tight bounds."
    assert main_task(run(extractor, text, "Sharp Bounds on Label Noise")) == "label noise"


def test_an_opening_title_topic_that_is_a_model_or_a_name_is_not_a_task(extractor):
    text = "Diffusion models generate images by denoising. We bound their sample complexity."
    assert "Diffusion models" not in tasks(run(extractor, text, "Sample Complexity of Diffusion Models"))
    text = "Fictitious Play is a classic dynamic for repeated games. We bound its convergence rate."
    assert "Fictitious Play" not in tasks(run(extractor, text, "Slow Rates of Fictitious Play"))


def test_a_title_phrase_before_problem_is_a_whole_phrase():
    from kg.extract.roles_title import TitleTaskRules
    tw = "fast algorithm for the set cover problem".split()
    assert TitleTaskRules._title_phrase(["set", "cover"], tw) == 4
    # another content word after the phrase still makes it part of a longer phrase
    assert TitleTaskRules._title_phrase(["label", "encoding"], "a label encoding perspective".split()) is None


def test_a_studied_gerund_keeps_its_of_complement(extractor):
    ex = run(extractor, "We study the problem of learning mixtures of sparse experts under noise. It is hard.")
    assert main_task(ex) == "learning mixtures of sparse experts"


# ------------------------------------------------------------------------ lists and approaches
def test_a_later_conjunct_shares_the_context_of_the_first(extractor):
    ex = run(extractor, "Depth estimation and surface normal estimation can benefit from shape priors. "
                        "We propose a shared decoder.")
    assert {"Depth estimation", "surface normal estimation"} <= tasks(ex)


def test_a_head_shared_by_a_list_or_a_need_gives_no_context(extractor):
    ex = run(extractor, "Our model uses two encoders for audio and video feature extraction. It is fast.")
    assert "video feature extraction" not in tasks(ex)
    ex = run(extractor, "Our recipe removes the need for data augmentation, manual labelling, or"
                        " hyperparameter tuning. It is fast.")
    assert not tasks(ex) & {"manual labelling", "hyperparameter tuning"}


def test_a_leading_adjective_cut_from_a_listed_task_is_not_a_second_task(extractor):
    ex = run(extractor, "Depth estimation and novel view synthesis can benefit from geometric priors. We study them.")
    assert "novel view synthesis" in tasks(ex) and "view synthesis" not in tasks(ex)


def test_approaches_to_a_gerund_clause_name_the_problem(extractor):
    ex = run(extractor, "Existing approaches to folding paper cranes in simulation are slow. We propose FoldNet.")
    assert main_task(ex) == "folding paper cranes"
    ex = run(extractor, "Existing approaches to using large models are slow. We propose FoldNet.")
    assert "using large models" not in tasks(ex)


def test_applications_such_as_list_tasks_that_are_never_the_main_task(extractor):
    text = ("Vision-language models serve applications such as visual dialogue and embodied navigation. "
            "Yet their evaluation is narrow. We present ProbeBench, a benchmark for multimodal reasoning.")
    ex = run(extractor, text)
    assert {"visual dialogue", "embodied navigation"} <= tasks(ex)
    assert main_task(ex) not in ("visual dialogue", "embodied navigation")


# ------------------------------------------------------------------------ title acronyms, problems, appositives
def test_a_title_acronym_that_the_abstract_defines_matches_its_long_form(extractor):
    text = ("Stochastic differential equations (SDEs) are a major class of models in finance. "
            "Neural solvers for them are slow. We introduce FastSolve, a multigrid solver.")
    assert "Stochastic differential equations" not in tasks(run(extractor, text, "FastSolve: Multigrid Solvers"))
    ex = run(extractor, text, "FastSolve: Multigrid Solvers for Stochastic SDEs")
    assert main_task(ex) == "Stochastic differential equations"


def test_a_title_purpose_that_the_title_calls_problems(extractor):
    text = ("Sampling-based solvers for specific inverse problems are slow. We propose a bridge that "
            "starts from the corrupted image.")
    ex = run(extractor, text, "Fast Bridges for Inverse Problems")
    assert main_task(ex) == "inverse problems"


def test_an_appositive_of_a_method_noun_is_a_method(extractor):
    text = ("In this work we study a popular algorithm, iterative preference optimization (IPO), and how it "
            "reduces toxicity. We apply IPO to small models.")
    ex = run(extractor, text, "A Case Study on IPO and Toxicity")
    assert not tasks(ex) & {"iterative preference optimization", "preference optimization"}


def test_techniques_for_improving_models_name_no_problem(extractor):
    ex = run(extractor, "These results motivate new techniques for improving practical deep models. We study them.")
    assert "improving practical deep models" not in tasks(ex)


def test_a_title_phrase_defined_as_an_acronym_is_a_task(extractor):
    text = ("Prior work studies collapse in the last layer. Much less is known about its multi-layer "
            "counterpart, deep feature collapse (DFC). We show that DFC is optimal in a deep model.")
    assert "deep feature collapse" not in tasks(run(extractor, text))
    ex = run(extractor, text, "Deep Feature Collapse Is Optimal in Deep Models")
    assert "deep feature collapse" in tasks(ex)


def test_a_proposed_title_phrase_does_not_block_the_fallback(extractor, monkeypatch):
    import kg.extract.roles_tasks as RT
    # (session 23: the opening clause "Attributing ... is fundamental" is a stated problem itself)
    monkeypatch.setattr(RT, "STATEMENT_CLAUSE_ADJECTIVE", False)
    monkeypatch.setattr(RT, "OPENING_CLAUSE_FALLBACK", False)
    text = ("Attributing outcomes to agents is fundamental for accountable multi-agent planning. "
            "We introduce agent-level effects (ALE), a novel causal quantity, and estimate it.")
    ex = run(extractor, text, "Agent-Level Effects in Multi-Agent Systems")
    assert "agent-level effects" not in tasks(ex)
    assert main_task(ex) == "accountable multi-agent planning"


def test_the_purpose_of_a_defined_method_is_a_task(extractor):
    text = ("Neural radiance caching is a fast-emerging method for rendering glossy scenes with few samples. "
            "We propose a cache that adapts online.")
    assert "rendering glossy scenes" in tasks(run(extractor, text))
    # a change of degree is no problem: "a strategy for increasing throughput"
    text = "Pipelining is an important strategy for increasing throughput. We analyse its delays."
    assert "increasing throughput" not in tasks(run(extractor, text))


def test_a_study_of_a_gerund_clause(extractor):
    ex = run(extractor, "We perform the first comprehensive study of encoding molecular graphs as strings. It helps.")
    assert main_task(ex) == "encoding molecular graphs"
    ex = run(extractor, "Current approaches to finding such subgroups are slow. We propose SubFind.")
    assert "finding such subgroups" not in tasks(ex)


def test_examples_after_benchmarks_and_task_nouns_that_head_methods(extractor):
    text = ("Experiments on several benchmarks including nucleus segmentation show that ShapeMix works. "
            "The estimator serves applications like shape optimization and mesh repair.")
    ex = run(extractor, text)
    assert {"nucleus segmentation", "shape optimization"} <= tasks(ex)


def test_a_descriptor_after_by_proposing_keeps_a_classifying_participle(extractor):
    text = ("Serving large transformers is costly. We cut this cost by introducing a lightweight "
            "structured compression technique that removes whole attention heads.")
    assert main_task(run(extractor, text)) == "structured compression"


def test_models_trends_and_vague_purposes_are_not_tasks(extractor):
    text = "Advances in generative models have changed vision. We model the hippocampus with one."
    assert not tasks(run(extractor, text))
    text = ("Mirror descent (MD) is run on a sparse problem. We show that its iterates converge fast. "
            "Our bound is tight.")
    assert "Mirror descent" not in tasks(run(extractor, text, "Mirror Descent Converges Fast on Sparse Data"))
    text = "Value-based critic (VC) methods are widely used in control. We bound their error."
    assert "Value-based critic" not in tasks(run(extractor, text, "Bounds for Value-Based Critic Learning"))
    text = "We study the theoretical understanding of sparse recovery with random features. It is open."
    assert "theoretical understanding" not in tasks(run(extractor, text, "Towards Theoretical Understanding of Recovery"))


def test_conjuncts_of_baselines_or_non_tasks_share_nothing(extractor):
    ex = run(extractor, "We compare our sampler to standard annealed importance sampling and implicit score matching. "
                        "It is faster.")
    assert "implicit score matching" not in tasks(ex)
    ex = run(extractor, "Our model improves both accuracy and computational efficiency on long sequences. It is small.")
    assert "computational efficiency" not in tasks(ex)
    ex = run(extractor, "Distributed execution of deep learning training involves hardware choices. We search them.")
    assert "execution of deep learning training" not in tasks(ex)


def test_guards_on_participles_abilities_lists_and_title_negation(extractor):
    ex = run(extractor, "To build our taxonomy, we analyze existing definitions of fairness. We then propose levels.")
    assert "existing definitions of fairness" not in tasks(ex)
    ex = run(extractor, "Current graph encoders show sub-optimal generalization abilities across domains. We fix this.")
    assert "sub-optimal generalization" not in tasks(ex)
    ex = run(extractor, "The method serves applications such as vision and noisy data sources. It is fast.")
    assert not tasks(ex) & {"vision", "noisy data sources"}
    text = "Reward functions are difficult to design by hand. We learn preferences directly from comparisons."
    assert "Reward functions" not in tasks(run(extractor, text, "Preference Learning without a Reward Function"))


def test_the_purpose_gerund_of_the_main_proposal(extractor):
    text = ("Video analysis tasks are widely studied. In this paper, we propose the Sparse Voxel Cache (SVC), "
            "a novel method for efficiently reconstructing dynamic 3D scenes from monocular videos. It is fast.")
    ex = run(extractor, text, "Sparse Voxel Caches for Fast Scene Reconstruction")
    assert main_task(ex) == "reconstructing dynamic 3D scenes"
    assert "Sparse Voxel Cache" not in tasks(ex)


def test_a_gerund_purpose_repeating_a_named_task_is_not_added(extractor):
    text = ("We study 4D avatar generation from text. We propose AvaNet, a novel method for "
            "generating 4D avatars from prompts.")
    assert "generating 4D avatars" not in tasks(run(extractor, text))


def test_the_title_topic_as_a_later_sentence_subject(extractor):
    text = ("Diffusion models dominate image synthesis. Sampling them is slow. Nonetheless, low-bit "
            "quantization of diffusion models can cut this cost. We propose a calibration scheme.")
    ex = run(extractor, text, "Accurate Low-Bit Quantization for Diffusion Models")
    assert "low-bit quantization" in {t.lower() for t in tasks(ex)}
    text = ("We build sparse codebooks inside transformers. Codebook features are discrete and "
            "interpretable. They help control.")
    assert "Codebook features" not in tasks(run(extractor, text, "Codebook Features: Discrete Interpretability"))


def test_a_named_problem_after_problem_in_title_case(extractor):
    text = ("In this paper, we consider the combinatorial problem Weighted Set Packing (WSP), which asks for "
            "heavy disjoint sets. Our algorithms are fast.")
    assert "Weighted Set Packing" not in tasks(run(extractor, text))
    ex = run(extractor, text, "Fast Algorithms for the Weighted Set Packing Problem")
    assert main_task(ex) == "Weighted Set Packing"


def test_a_text_that_ends_right_after_a_gerund_clause_does_not_crash():
    from kg.extract.pipeline import Extractor
    from kg.records import Paper

    ex = Extractor().extract(Paper(id="x", abstract="Estimating Conditional Mutual Information for Dynamic "
                                   "Feature Selection", source="t"))
    assert ex.sentences == ((0, 71),)
