"""Proposed methods, session 24 (kg/extract/roles_proposals.py). Every sentence is written for
these tests; the made-up names ("Zorb Plonk Variates", "ZPV") are in no gold file.

* "referred to as" names: after a method descriptor and a comma, optionally "hereby" /
  "hereafter" / "henceforth", "referred to as X" names the paper's construction as "called X"
  does ("a new sampling method, hereby referred to as Zorb Plonk Variates (ZPV), is
  proposed"). Refused: "also / commonly referred to as X" (an existing name) and a name
  given to something that is no method descriptor ("a selection of examples, referred to as
  the Zorb Subset").
"""
from __future__ import annotations


from kg.records import Paper


def _proposed(ex, text, title=None):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return {m.text: m.rule for m in e.mentions if m.role == "proposed"}


def test_referred_to_as_after_method_descriptor(ex):
    text = ("Estimating plonk integrals is slow. Combining both facts, a new sampling method, hereby referred "
            "to as Zorb Plonk Variates (ZPV), is proposed for estimating such integrals. Experiments show "
            "that ZPV is faster than plain sampling.")
    got = _proposed(ex, text)
    assert got == {"Zorb Plonk Variates": "propose-named", "ZPV": "propose-named+acronym"}


def test_referred_to_as_existing_or_not_a_method(ex):
    text = ("Training on all data is costly, so one selects a subset, also referred to as Zorb Coreset. "
            "We introduce a controller that acts on a tailored selection of examples, referred to as the "
            "Plonk Subset. The controller is accurate.")
    got = _proposed(ex, text)
    assert "Zorb Coreset" not in got
    assert "Plonk Subset" not in got


def _parts(ex, text, title=None):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return sorted((l.head, l.tail) for l in e.links if l.rel == "partOf" and l.head)


def test_long_enumeration_after_colon_items_are_siblings(ex):
    # the first marker stands 16 tokens after "propose", right after a colon
    text = ("Learning zorbs over time is hard. To tackle this problem, we propose a new continual zorb-plonk "
            "pre-training method with two novel ideas: (1) Zorb Patch Scoring: we introduce an encoder that "
            "scores each patch. (2) Plonk Replay Assessment: we assess the patches against past steps. "
            "Experiments show gains.")
    got = _proposed(ex, text)
    assert {"Zorb Patch Scoring", "Plonk Replay Assessment"} <= set(got)
    assert got["Plonk Replay Assessment"] == "propose-enumerated"
    assert _parts(ex, text) == []


def test_long_enumeration_without_colon_is_not_read(ex):
    # the same distance without a colon before the marker: no enumeration of proposals
    text = ("Learning zorbs over time is hard. To tackle this problem, we propose a new continual zorb-plonk "
            "pre-training method that we evaluate in two regimes (1) Zorb Patch Scoring and (2) Plonk Replay "
            "Assessment over past steps. Experiments show gains.")
    got = _proposed(ex, text)
    assert got.get("Plonk Replay Assessment") != "propose-enumerated"


def test_achieves_higher_result_proposes_the_subject(ex):
    # the bracket name is no letter-for-letter acronym; its strong result makes it the proposal
    text = ("Plonk models scale well. In this paper, we propose a new generic zorb backbone with bidirectional "
            "plonk blocks (Zim), which marks sequences with position embeddings. On image classification, Zim achieves "
            "higher performance compared to well-established transformers, and Zim is 2.8x faster.")
    assert _proposed(ex, text).get("Zim") == "propose-outperform"


def test_higher_result_in_background_proposes_nothing(ex):
    text = ("Zorbformer achieves higher performance than recurrent models on long inputs. We study why attention "
            "helps on such inputs and give a bound on its error.")
    assert "Zorbformer" not in _proposed(ex, text)


def test_means_acronym_names_unnamed_contribution(ex):
    text = ("Backdoor attacks threaten image classifiers. In this paper, we propose a novel defense framework "
            "against zorb attacks through Zero-shot Plonk Purification (ZPP). Experiments on three datasets show "
            "that ZPP removes the triggers.")
    got = _proposed(ex, text)
    assert got.get("Zero-shot Plonk Purification") == "propose-means"
    assert got.get("ZPP") == "propose-means+acronym"


def test_means_acronym_refuses_known_lowercase_or_named(ex):
    known = ("Posterior inference is costly. We propose a new zorb sampler for plonk models via "
             "Variational Inference (VI). The VI step is cheap.")
    assert "VI" not in _proposed(ex, known) and "Variational Inference" not in _proposed(ex, known)
    lower = ("Zorb sampling is biased. We propose a new estimator via distributionally plonk optimisation (DPO). "
             "DPO is a convex program.")
    assert "DPO" not in _proposed(ex, lower)
    named = ("Clients differ. We propose a personalisation approach, Zorbix (ZX), via Plonk Update Mixing (PUM). "
             "PUM mixes local and global updates.")
    got = _proposed(ex, named)
    assert got.get("ZX") == "propose-object" and "PUM" not in got


def test_comma_the_appositive_names_the_descriptor(ex):
    text = ("Invertible networks are hard to control. This paper presents a new zorb-Lipschitz invertible neural "
            "network, the PlonkNet, which controls its sensitivity. We show that PlonkNet is accurate.")
    assert _proposed(ex, text) == {"PlonkNet": "propose-object"}
    text = ("Zorb segmentation needs dense masks. We present a novel Weakly-Supervised Zorb Segmentation "
            "framework, namely WS-ZS, that learns from instance labels. WS-ZS beats the baselines.")
    # session 34: ", namely WS-ZS" after the long form defines the acronym (rule bracketless), so the
    # name and its expansion are proposed together, one item, as with "framework (WS-ZS)"
    assert _proposed(ex, text) == {"WS-ZS": "propose-object+acronym",
                                   "Weakly-Supervised Zorb Segmentation framework": "propose-object"}


def test_comma_the_appositive_part_of_library(ex):
    text = ("Control libraries are scattered. To address this, we propose ZorbRL, a control library for PyTorch. "
            "We introduce a new and flexible PyTorch primitive, the PlonkDict, which eases development.")
    got = _proposed(ex, text)
    assert "PlonkDict" in got and "PyTorch" not in got


def test_naming_verb_with_two_names(ex):
    text = ("Protein ensembles are hard to sample. We repurpose structure predictors into a flow framework to "
            "obtain sequence-conditioned generative models called ZorbFlow and PlonkFlow. Both sample faster.")
    got = _proposed(ex, text)
    assert {"ZorbFlow", "PlonkFlow"} <= set(got)
    assert got["PlonkFlow"] == "propose-named"


def test_naming_verb_second_item_not_a_name(ex):
    text = ("Protein ensembles are hard to sample. We obtain sequence-conditioned generative models called "
            "ZorbFlow and evaluate them on ten proteins. ZorbFlow samples faster.")
    got = _proposed(ex, text)
    assert "ZorbFlow" in got and len([k for k in got if k != "ZorbFlow"]) == 0


def _tasks(ex, text, title=None):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return {m.text for m in e.mentions if m.type == "Task"}


def test_field_of_prior_methods_is_no_proposal(ex):
    text = ("This paper presents new projection-free algorithms for Online Zorb Optimization (OZO) over a convex "
            "domain. Classical OZO algorithms need projections onto the domain, which is costly. We show how to "
            "avoid them with a state-of-the-art regret bound.")
    got = _proposed(ex, text)
    assert "OZO" not in got and "Online Zorb Optimization" not in got
    assert {"OZO", "Online Zorb Optimization"} & _tasks(ex, text)


def test_field_definition_with_previous_methods(ex):
    text = ("Previous zorb time adaptation (ZTA) methods minimise the entropy of outputs. We propose PLONK, which "
            "rewards the model with feedback instead. PLONK improves ZTA on ten datasets.")
    got = _proposed(ex, text)
    assert "PLONK" in got and "ZTA" not in got


def test_own_method_written_with_our_is_kept(ex):
    text = ("We propose a new Zorb Plonk Transformer (ZPT) for long sequences. Unlike existing attention "
            "methods, our ZPT models scale linearly. ZPT beats the baselines.")
    assert "ZPT" in _proposed(ex, text)


def test_leads_to_a_framework_name(ex):
    text = ("We show that zorb values can be cast as a least-squares problem. This observation leads to a "
            "theoretically-grounded framework TrZL (Training Zorbs based on Least Squares) that trains "
            "estimators without supervision. We demonstrate the effectiveness of TrZL.")
    assert _proposed(ex, text) == {"TrZL": "propose-object",
                                   "Training Zorbs based on Least Squares": "propose-object+acronym"}


def test_leads_to_a_known_kind_is_no_cue(ex):
    text = ("We analyse the landscape of plonk factorisation. Analysing diagonal blocks of the Hessian naturally "
            "leads to a block coordinate descent (BCD) algorithm with adaptive step sizes. We give rates for it.")
    assert "BCD" not in _proposed(ex, text)


def test_and_its_variant_is_a_sibling_proposal(ex):
    text = ("Model errors hurt planning. Based on a density formulation, we introduce the Zorb Correcting Value "
            "Iteration (ZCVI) algorithm, and its sample-based variant ZorbDyna. We show that ZCVI converges.")
    got = _proposed(ex, text)
    assert got.get("ZorbDyna") == "propose-variant-of"
    assert _parts(ex, text) == []
    text = ("Existing metrics correlate poorly. Hence, we propose Sample-Wise Zorb Patterns and its derivative, "
            "Zorb-Score, a novel training-free metric. Zorb-Score correlates with accuracy.")
    assert _proposed(ex, text).get("Zorb-Score") == "propose-variant-of"


def test_leveraging_earlier_proposal_makes_new_one_the_whole(ex):
    text = ("Cross attention scans all tokens. In this work, we propose Zorb Cross Attention (ZCA), a module that "
            "retrieves information from a logarithmic number of tokens. Leveraging ZCA, we introduce PlonkTreever, "
            "a flexible architecture for token-efficient inference. PlonkTreever beats Perceiver IO.")
    assert ("ZCA", "PlonkTreever") in _parts(ex, text) or ("Zorb Cross Attention", "PlonkTreever") in _parts(ex, text)
    assert not any(whole in ("ZCA", "Zorb Cross Attention") for _, whole in _parts(ex, text))


def test_leveraging_a_named_property_makes_no_part(ex):
    text = ("Causal discovery across domains is hard. Using invariances, we define a property called S-Zorb that "
            "links interventional distributions to a selection diagram. Leveraging the S-Zorb property, we "
            "introduce a new constraint-based causal discovery algorithm, S-PLONK, that learns from several "
            "domains. S-Zorb is also testable.")
    assert _parts(ex, text) == []


def test_we_call_hyphenated_lowercase_name_written_again(ex):
    text = ("We develop procedures for finding equilibria of this game, resulting in a decoding algorithm we call "
            "equilibrium-zorbing. Applied to many tasks, equilibrium-zorbing improves performance.")
    assert _proposed(ex, text).get("equilibrium-zorbing") == "propose-named"


def test_which_we_refer_to_as_after_method_descriptor(ex):
    text = ("We present a novel distributed learning algorithm based on the upper confidence bound algorithm, "
            "which we refer to as H-ZORBUCB, wherein agents cooperate. H-ZORBUCB has low regret.")
    assert _proposed(ex, text).get("H-ZORBUCB") == "propose-named"


def test_which_we_refer_to_as_problem_or_effect_is_no_proposal(ex):
    problem = ("Models are parts of larger systems. The problem of optimizing such systems, which we refer to as "
               "Zorbed AI (ZAI), requires joint training. We propose a method for it.")
    assert "ZAI" not in _proposed(ex, problem)
    effect = ("We show that additive decoders can recombine observed factors in novel ways, an ability we refer "
              "to as plonk-product extrapolation. We show that plonk-product extrapolation holds empirically.")
    assert "plonk-product extrapolation" not in _proposed(ex, effect)


def test_version_number_belongs_to_the_proposed_name(ex):
    text = ("Zero-shot speech synthesis is hard. In this paper, we present ZorbTTS 2, a text-to-speech model that "
            "uses style diffusion. ZorbTTS 2 surpasses human recordings.")
    assert _proposed(ex, text).get("ZorbTTS 2") == "propose-object"
    text = ("Voice prompts are scarce. We introduce PlonkTTS 2 to address these challenges with a variation "
            "network. Experiments show gains.")
    assert "PlonkTTS 2" in _proposed(ex, text)


def test_number_after_name_that_is_no_version(ex):
    text = ("We propose ZorbNet 3 times faster than prior art, a sparse network for graphs. ZorbNet is simple.")
    got = _proposed(ex, text)
    assert "ZorbNet 3" not in got


def test_new_appositive_name_in_own_sentence(ex):
    text = ("Fine-tuning changes model internals. To uncover this, we employ two methods: ZCM, which detects "
            "components responsible for semantics, and PLMAP, a new approach for patching activations across "
            "models. Both reveal improved mechanisms.")
    assert _proposed(ex, text).get("PLMAP") == "propose-new-appositive"


def test_new_appositive_in_background_or_comparison_is_no_proposal(ex):
    text = ("Recently, Smith et al. released ZorbQA, a new benchmark for reasoning. We study why models fail "
            "on it and give a bound.")
    assert "ZorbQA" not in _proposed(ex, text)


def test_new_appositive_skips_the_expansion_of_a_proposal(ex):
    text = ("Isotropy is hard to measure. In this paper, we propose Z-STAR: Zorb-based STable Plonk Regularization, "
            "a novel regularization method that changes isotropy. Z-STAR improves accuracy.")
    got = _proposed(ex, text)
    assert "Z-STAR" in got and "STable Plonk Regularization" not in got
    text = ("The encoder must be robust. To improve the robustness of the encoder for ZE, a novel plonk-distillation "
            "mechanism is used. We propose ZorbScore, a new metric, and evaluate it.")
    assert "ZE" not in _proposed(ex, text)
