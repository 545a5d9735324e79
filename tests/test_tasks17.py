"""Tasks and the main task of session 17 (titles and abstracts written for these tests).

A title that states its problem with a complement ("X of / from / in Y") names the most
specific phrase of the problem; the abstract often writes that phrase with other
modifiers of the head or of the complement ("Calibrated Adaptation of Frozen Speech
Recognizers" and "the adaptation of large multilingual speech recognizers"):
``TitleTaskRules._complement_as_written`` finds it, and the title-problem ranking
prefers it to the bare head.
"""
from __future__ import annotations

from tests.factories import main_task, run, tasks


def test_complement_with_other_modifiers_is_the_main_task(extractor):
    ex = run(extractor,
             "Speech recognizers trained on read speech degrade on spontaneous conversations. "
             "We study the adaptation of large multilingual speech recognizers to unseen accents. "
             "We propose TunaFix, a calibration procedure that edits only the output layer. "
             "TunaFix lowers the word error rate on four accent groups.",
             title="Calibrated Adaptation of Frozen Speech Recognizers")
    assert main_task(ex) == "adaptation of large multilingual speech recognizers"


def test_a_tail_of_the_title_head_with_its_complement(extractor):
    ex = run(extractor,
             "Labels collected from the web are cheap but often wrong. "
             "In this paper, we consider a problem called image classification from noisy web labels, "
             "where only a few images are checked by hand. "
             "We propose a sample reweighting method with a consistency guarantee.",
             title="Consistent Image Classification from Noisy Web Labels")
    assert main_task(ex) == "image classification from noisy web labels"
    assert "image classification from noisy web labels" in tasks(ex)


def test_a_reduction_to_another_problem_is_no_complement(extractor):
    ex = run(extractor,
             "Outlier detection asks which points of a sample were drawn from another distribution. "
             "We describe a reduction from outlier detection to density ratio estimation with kernels. "
             "The reduction keeps the false alarm rate below a chosen level.",
             title="Reducing Robust Outlier Detection to Density Ratio Estimation")
    assert not any(" to " in t for t in tasks(ex))


def test_a_head_that_names_no_kind_of_task_takes_no_complement(extractor):
    ex = run(extractor,
             "Graph filters act on the spectrum of a graph Laplacian. "
             "The efficient parameterization of the learnable spectral filters plays a critical role. "
             "We introduce PolyStep, which writes each filter as a short polynomial.",
             title="Efficient Parameterization of Spectral Filters")
    assert not any(t.startswith("efficient parameterization of") for t in tasks(ex))


def test_a_means_after_with_is_no_complement(extractor):
    ex = run(extractor,
             "Neural fields store a signal in the weights of a small network. "
             "We study image compression with sparse implicit neural representations on a budget. "
             "Our coder halves the bit rate at equal distortion.",
             title="Progressive Image Compression with Implicit Neural Representations")
    assert not any("representations" in t for t in tasks(ex))


def test_a_graded_purpose_head_comes_before_its_setting(extractor):
    # "For Improved X In Y": the problem is X, graded by "improved"; Y is its setting
    ex = run(extractor,
             "Deep quantile regression involves jointly fitting several quantiles of the predicted distribution "
             "with the pinball loss. However, recent works show that this may stall because of the challenges of "
             "spread estimation. We focus on improving the predicted spread itself and propose QUILT, a "
             "gradient-based correction.",
             title="QUILT: A Framework For Improved Spread Estimation In Deep Quantile Regression")
    assert main_task(ex) == "spread estimation"
    assert "Deep quantile regression" in tasks(ex)  # the setting stays a task


def test_an_attack_a_model_must_withstand_is_a_task_but_not_the_main_task(extractor):
    ex = run(extractor,
             "Speech classifiers are known to be vulnerable to acoustic adversarial attacks. "
             "We study keyword spotting on low-power devices and propose EchoGuard, a denoising front end. "
             "EchoGuard keeps the accuracy of keyword spotting under noise.",
             title="EchoGuard: Denoising Front Ends for Keyword Spotting")
    assert "acoustic adversarial attacks" in tasks(ex)
    assert main_task(ex) != "acoustic adversarial attacks"


def test_an_attack_the_title_states_is_the_main_task(extractor):
    ex = run(extractor,
             "The growing threat of gradient inversion attacks on shared models has become a concern. "
             "In such attacks, a server reconstructs private inputs from shared gradients. "
             "We give bounds on the reconstruction error for two-layer networks.",
             title="A Formal Study of Gradient Inversion Attacks in Two-Layer Networks")
    assert main_task(ex) == "gradient inversion attacks"


def test_named_and_vague_attacks_are_no_tasks(extractor):
    ex = run(extractor,
             "Our defence is evaluated against strong baselines such as PGD-attack. "
             "It stays robust to prior attacks and to the strongest attack of each kind.",
             title="A Defence for Image Classifiers")
    got = {t.lower() for t in tasks(ex)}
    assert "pgd-attack" not in got and "prior attacks" not in got and "strongest attack" not in got


def test_the_task_a_dataset_serves_is_a_task_but_not_the_main_task(extractor):
    ex = run(extractor,
             "We study grammar induction from raw sentences and propose TreeLift, a span-based learner. "
             "We evaluate TreeLift on a warehouse navigation environment and on several high-quality datasets.",
             title="TreeLift: Span-Based Grammar Induction")
    got = tasks(ex)
    assert "warehouse navigation" in got
    assert main_task(ex) == "grammar induction"
    assert not any("high-quality" in t for t in got)


def test_data_collections_named_by_their_data_give_no_task(extractor):
    ex = run(extractor,
             "Experiments on real-world datasets and typical point cloud datasets show gains in accuracy.",
             title="Sparse Voxel Codes")
    got = {t.lower() for t in tasks(ex)}
    assert "point cloud" not in got and "real-world" not in got
