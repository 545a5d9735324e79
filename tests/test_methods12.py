"""Method-used rules of methods round 12 (kg/extract/roles_methods.py). Every sentence is
written for these tests.

* A plural family noun ("methods", "approaches", "techniques") whose modifiers name the
  family is a method mention (rule ``method-family``): "post-hoc methods",
  "parallelization techniques", "GAN-based approaches", "existing graph sparsification
  approaches" (without "existing"). Not: no content modifier ("existing methods", "our
  approaches"), a plain adjective first ("elaborate kernel techniques"), a generic stem
  with an adjectival suffix ("model-centric techniques"), a generic last modifier
  ("uncertainty estimation approaches"), a plural noun modifier read as a verb ("the other
  concerns methods"), a pronoun right before ("we leverage methods").
* A person's name, at most two lower-case modifiers and a mathematical head ("divergence",
  "distance", "process", "chain", "kernel", "polynomials", "equation", "barycenter",
  "discrepancy", "information", "transform") name an established tool (rule
  ``method-eponym``): "Bregman divergence", "Markov decision processes", "KL divergence",
  "Gromov-Hausdorff distance", "Markov chain Monte Carlo", "semi-Markov jump process".
  Not a capitalised first word that is no proper adjective, nor the end of a longer name.
* A technique gerund after "by" / "via" / "through" / "after" and before its object is the
  technique used (rule ``method-means-gerund``): "by fine-tuning X", "by prompting X", "by
  pre-training X"; "by pruning X" often prunes no network and is left out.
* A name coordinated with a known method name ("CLIP, QRV, Kestrel-2", "than DDIM,
  PlumeSolver, and Hexa/Solver", "LSTMs or BrindleNets") is a method of the same role (rule
  ``method-conjunct``); not a name before a noun ("mmWave radar"), a two-letter capital
  word ("AI"), nor a short form of the known name ("Behavior-IL").
* A method phrase with a plural head whose modifier is coordinated with one word before it
  ("video and speech models", "graph coarsening and sparsification methods") takes in the
  first conjunct and its plain modifiers; not a plural noun ("CNNs and language models"),
  an acronym ("IPS and DR methods") or a sentence-opening noun ("Code and ... models").
* "reward" is no generic modifier of a method head (kg.extract.lexicon.GENERIC_MODIFIERS):
  "a reward model" is the learned technique of preference tuning.
"""
from __future__ import annotations

import pytest

from tests.factories import run


def _methods(extraction) -> set[str]:
    return {m.text for m in extraction.mentions if m.type == "Method" and m.role != "proposed"}


@pytest.mark.parametrize("sentence,family", [
    ("Post-hoc explainers are cheap, and post-hoc methods remain popular in practice.", "post-hoc methods"),
    ("Training very deep networks is slow even with parallelization techniques on modern hardware.",
     "parallelization techniques"),
    ("Earlier GAN-based approaches struggle with high-resolution panoramas.", "GAN-based approaches"),
    ("Our estimator beats existing graph sparsification approaches on road networks.",
     "graph sparsification approaches"),
    ("Unlike propensity-based methods, the estimator needs no model of exposure.", "propensity-based methods"),
])
def test_named_family_is_a_method(extractor, sentence, family):
    assert family in _methods(run(extractor, sentence))


@pytest.mark.parametrize("sentence,bad", [
    ("Existing methods and our approaches both fail on long sequences.", "methods"),
    ("These elaborate kernel techniques rarely transfer to new sensors.", "kernel techniques"),
    ("Recent work favours model-centric techniques over better data.", "model-centric techniques"),
    ("Classical uncertainty estimation approaches are expensive for large networks.", "estimation approaches"),
    ("One issue is the metric. The other concerns methods achieving partial relaxation.", "concerns methods"),
    ("We leverage methods from stochastic calculus to set the step sizes.", "leverage methods"),
])
def test_unnamed_family_is_no_method(extractor, sentence, bad):
    assert not any(m.endswith(bad) for m in _methods(run(extractor, sentence)))


@pytest.mark.parametrize("sentence,tool", [
    ("The loss is a Bregman divergence between the two score functions.", "Bregman divergence"),
    ("We bound the KL divergence between the prior and the posterior.", "KL divergence"),
    ("We compare shapes with the Gromov-Hausdorff distance of their graphs.", "Gromov-Hausdorff distance"),
    ("Samplers such as Markov chain Monte Carlo are slow in high dimensions.", "Markov chain Monte Carlo"),
    ("We study average-reward Markov decision processes with large state spaces.",
     "average-reward Markov decision processes"),
    ("Gaussian processes give calibrated uncertainty for small tabular data.", "Gaussian processes"),
    ("The latent dynamics follow a semi-Markov jump process with two regimes.", "semi-Markov jump process"),
    ("The features come from Chebyshev polynomials of the graph Laplacian.", "Chebyshev polynomials"),
])
def test_eponym_tool_is_a_method(extractor, sentence, tool):
    assert tool in _methods(run(extractor, sentence))


@pytest.mark.parametrize("sentence", [
    "Further analysis shows the divergence of the two losses.",
    "Stein showed that this process is optimal.",
    "The T-Rex memory retrieval process has two stages.",
])
def test_no_eponym_tool(extractor, sentence):
    assert not any(m.endswith(("divergence", "process")) for m in _methods(run(extractor, sentence)))


@pytest.mark.parametrize("sentence,technique", [
    ("We adapt the detector to night scenes by fine-tuning a small vision transformer on 200 images.",
     "fine-tuning"),
    ("Questions are generated by prompting a large language model with each table.", "prompting"),
    ("The encoder is obtained by pre-training a graph network on unlabeled molecules.", "pre-training"),
])
def test_technique_gerund_after_means_word(extractor, sentence, technique):
    assert technique in _methods(run(extractor, sentence))


def test_pruning_gerund_after_means_word_is_no_method(extractor):
    ex = run(extractor, "The planner stays fast by pruning branches that cannot reach the goal.")
    assert "pruning" not in _methods(ex)


@pytest.mark.parametrize("sentence,names", [
    ("We start from three pretrained encoders (CLIP, QRV, Kestrel-2) for the robot policy.", {"QRV", "Kestrel-2"}),
    ("Our sampler converges faster than DDIM, PlumeSolver, and Hexa/Solver on all grids.",
     {"PlumeSolver", "Hexa/Solver"}),
    ("Recurrent cells such as LSTMs or BrindleNets keep a state across steps.", {"BrindleNets"}),
])
def test_name_coordinated_with_known_method(extractor, sentence, names):
    assert names <= _methods(run(extractor, sentence))


@pytest.mark.parametrize("sentence,bad", [
    ("The robot uses CLIP, LiDAR, and mmWave radar for sensing.", "mmWave"),
    ("We evaluate on ImageNet, using ResNet-50 and AI.", "AI"),
    ("We compare Behavior Incremental Learning, Behavior-IL and GPT-4.", "Behavior-IL"),
])
def test_no_method_from_coordination(extractor, sentence, bad):
    assert bad not in _methods(run(extractor, sentence))


def test_a_long_form_and_its_short_form_in_one_bracket_are_one_defined_name(extractor):
    """Since session 20 "(long form, SHORT)" in one bracket defines SHORT (abbreviations), so the
    short form is the acronym of the named method, not a coordinated second method."""
    ex = run(extractor, "We study two setups (Behavior Incremental Learning, Behavior-IL) with GPT-4.")
    assert [(a.short, a.long) for a in ex.acronyms] == [("Behavior-IL", "Behavior Incremental Learning")]
    assert {m.rule for m in ex.mentions if m.text == "Behavior-IL"} == {"method-acronym"}


@pytest.mark.parametrize("sentence,mention", [
    ("A study of recent video and speech models shows weak temporal reasoning.", "video and speech models"),
    ("We compare with graph coarsening and sparsification methods on road networks.",
     "graph coarsening and sparsification methods"),
    ("Unlike convolutional or recurrent networks, the operator is resolution-free.", "convolutional or recurrent networks"),
])
def test_shared_head_takes_first_conjunct(extractor, sentence, mention):
    assert mention in _methods(run(extractor, sentence))


@pytest.mark.parametrize("sentence,bad", [
    ("We combine CNNs and language models for captioning.", "CNNs and language models"),
    ("Code and pretrained diffusion models are available online.", "Code and pretrained diffusion models"),
    ("We revisit the bias of IPS and DR methods for recommendation.", "IPS and DR methods"),
])
def test_shared_head_keeps_separate_conjuncts(extractor, sentence, bad):
    assert bad not in _methods(run(extractor, sentence))


def test_reward_model_is_a_method(extractor):
    ex = run(extractor, "We fit a reward model to pairwise human comparisons and tune the policy against it.")
    assert "reward model" in _methods(ex)
