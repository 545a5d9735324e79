"""Tests for kg.extract.abbreviations (Schwartz & Hearst acronym definitions)."""
from __future__ import annotations

import pytest

from kg.extract.abbreviations import acronym_map, align_long_form, find_acronyms, is_short_form
from kg.records import Acronym, BoldAcronym


def pairs(text, sentences=None, bold=()):
    return [(a.short, a.long) for a in find_acronyms(text, sentences, bold)]


@pytest.mark.parametrize("text, short, long", [
    # hyphenated words: scispaCy cuts this one to "re-identification"
    ("Person re-identification (ReID) matches pedestrians across cameras.",
     "ReID", "Person re-identification"),
    ("We study vehicle re-identification (ReID) in cities.", "ReID", "vehicle re-identification"),
    ("Models fail under out-of-distribution (OOD) shifts.", "OOD", "out-of-distribution"),
    # plural short forms
    ("Large language models (LLMs) can reason.", "LLMs", "Large language models"),
    ("We train graph neural networks (GNNs) on meshes.", "GNNs", "graph neural networks"),
    ("Recent computer-use agents (CUAs) click buttons.", "CUAs", "computer-use agents"),
    ("A large language model (LLMs) is used.", "LLMs", "large language model"),
    # mixed case, digits, hyphens in the short form
    ("Its 3D spike-driven self-attention (3D-SDSA) is sparse.", "3D-SDSA",
     "3D spike-driven self-attention"),
    ("and (ii) Re-parameterizable Vision-Language Integration (Rep-VLI), which",
     "Rep-VLI", "Re-parameterizable Vision-Language Integration"),
    ("We introduce Hybrid Space-aware Stochastic Convolution Attention Noise (HySCAN), a defense.",
     "HySCAN", "Hybrid Space-aware Stochastic Convolution Attention Noise"),
    ("Feature learning strength (FLS), i.e., the inverse scale, matters.", "FLS",
     "Feature learning strength"),
    ("Asynchronous stochastic gradient descent (ASGD), which uses all workers, is fast.",
     "ASGD", "Asynchronous stochastic gradient descent"),
    # type words before the bracket stay, as Schwartz & Hearst keep them (KEEP_TYPE_TAIL)
    ("a universal Spike-based Vision-Language pretraining framework (SVL) for 3D",
     "SVL", "Spike-based Vision-Language pretraining framework"),
    # a digit repeating the letter before it; a digit standing for a number word
    ("we propose Embedding-perturbed Exploration Preference Optimization (E2PO), a method",
     "E2PO", "Embedding-perturbed Exploration Preference Optimization"),
    ("Asynchronous Advantage Actor-Critic (A3C) is a baseline.", "A3C",
     "Asynchronous Advantage Actor-Critic"),
    ("Classic sequence-to-sequence (Seq2Seq) models translate.", "Seq2Seq",
     "sequence-to-sequence"),
    # short form first
    ("we propose SPADE (Support-Proximity Augmented Diffusion Estimation), a framework",
     "SPADE", "Support-Proximity Augmented Diffusion Estimation"),
    # a following non-generic word stays; a "-based" suffix goes; quotes go
    ("We add a Kullback-Leibler divergence (KL) penalty.", "KL", "Kullback-Leibler divergence"),
    ("Many machine learning-based (ML) tools exist.", "ML", "machine learning"),
    ('we propose "Wasserstein Quantum Monte Carlo" (WQMC), which', "WQMC",
     "Wasserstein Quantum Monte Carlo"),
    # the best alignment, not the first greedy one
    ("Training is robust to noise and can better tolerate quantization through a bit "
     "augmentation (BitAug) scheme.", "BitAug", "bit augmentation"),
    ("Critics suffer from overestimation caused by out-of-distribution (OOD) actions.",
     "OOD", "out-of-distribution"),
    ("Neurons in the inferotemporal (IT) cortex respond.", "IT", "inferotemporal"),
    ("We use named entity recognition (NER) tags.", "NER", "named entity recognition"),
    ("We train with Scheduled Multi-Task Training (SMT) on all tasks.", "SMT",
     "Scheduled Multi-Task Training"),
    ("Our algorithm, FedWad (for Federated Wasserstein Distance), iterates.", "FedWad",
     "Federated Wasserstein Distance"),
    ("We propose BaDExpert (Backdoor Input Detection with Backdoor Expert), a defense.",
     "BaDExpert", "Backdoor Input Detection with Backdoor Expert"),
    ("The pipeline trains the encoder and introduces convolutional state space models "
     "(ConvSSM) for video.", "ConvSSM", "convolutional state space models"),
    ("Our design tailors the modulation step by proposing the efficient modulation "
     "(EfficientMod) block.", "EfficientMod", "efficient modulation"),
    ("We present the Robust Meta RL algorithm (RoML) for tasks.", "RoML", "Robust Meta RL algorithm"),
])
def test_definitions(text, short, long):
    assert pairs(text) == [(short, long)]


@pytest.mark.parametrize("text", [
    "Group-based optimization frameworks (e.g., GRPO) face a limitation.",
    "The variance vanishes (i.e., GRPO collapses) quickly.",
    "Self-attention networks (Vaswani et al., 2017) dominate.",
    "Transformers Are Strong (Smith and Jones, 2020) baselines.",
    "The proof is deferred (see Appendix A).",
    "Our method (ours) and their method (Ours) differ.",
    "Two conditions hold: (1) bounded noise and (2) smoothness.",
    "It attains strong zero-shot classification (85.4% top-1).",
    "Results are shown in the table (Figure 2).",
    "We prove a rate (Theorem 3) for convex losses.",
    "The model works well (trained on many datasets and tasks).",
    "A strong language model (GPT-4) was queried.",
    "We compare several popular optimizers (Adam) here.",
    "We give a novel first O(1/T) rate and a bound f(XY) on the loss.",
])
def test_not_definitions(text):
    assert pairs(text) == []


def test_offsets_cover_definition_and_sentences_bound_the_window():
    text = "Deep learning works. Neural networks (NN) are used."
    sents = [(0, 20), (21, len(text))]
    (a,) = find_acronyms(text, sents)
    assert text[a.start:a.end] == "Neural networks (NN)"
    assert a.rule == "schwartz-hearst"
    # without the sentence split the window still stops at the full stop
    assert pairs(text) == [("NN", "Neural networks")]


def test_window_stops_at_clause_punctuation():
    # "Data" lies in another clause; no definition can be formed within the clause
    assert pairs("Deep models, attention layers (DAL) help.") == []


def test_bold_acronyms_become_records_and_win_over_text():
    text = ("We present a Spike-based Vision-Language pretraining framework (SVL). "
            "It uses Multi-scale Triple Alignment (MTA).")
    start = text.index("Spike")
    bold = (BoldAcronym("SVL", "Spike-based Vision-Language", start,
                        start + len("Spike-based Vision-Language")),)
    found = find_acronyms(text, None, bold)
    assert [(a.short, a.long, a.rule) for a in found] == [
        ("SVL", "Spike-based Vision-Language", "latex-bold"),
        ("MTA", "Multi-scale Triple Alignment", "schwartz-hearst"),
    ]


def test_one_definition_per_short_form_and_plural():
    text = ("Individual treatment effects (ITEs) vary. We infer the target "
            "parameter (ITE) and individual treatment effects (ITEs) again.")
    assert pairs(text) == [("ITEs", "Individual treatment effects")]


def test_acronym_map_first_definition_wins():
    acros = [Acronym("RL", "robot learning", 50, 70), Acronym("RL", "reinforcement learning", 0, 25)]
    assert acronym_map(acros) == {"RL": "reinforcement learning"}


def test_is_short_form():
    assert is_short_form("LLMs") and is_short_form("ReID") and is_short_form("T5")
    assert not is_short_form("ours") and not is_short_form("1") and not is_short_form("ii")
    assert not is_short_form("two words") and not is_short_form("85.4%")


def test_align_prefers_word_starts_and_shortest():
    score, pos = align_long_form(tuple("svm"), "a support vector machine")
    assert score == 6 and pos == [2, 10, 17]
    # word starts win over letters inside words, skipped words count against
    _, pos = align_long_form(tuple("bitaug"), "to better tolerate noise through a bit augmentation")
    assert pos[0] == len("to better tolerate noise through a ")
    assert align_long_form(tuple("xyz"), "support vector machine") is None


def test_empty_and_unbalanced_input():
    assert find_acronyms("") == []
    assert find_acronyms("An unclosed (parenthesis LLM") == []
    assert find_acronyms("()") == []


def test_spaced_dash_ends_the_short_form_inside_a_parenthesis():
    text = ("We revisit masked image modeling (MIM - predicting hidden patches from "
            "visible ones) for video.")
    assert pairs(text) == [("MIM", "masked image modeling")]


def test_capitalised_short_form_needs_the_capitals_of_the_long_form():
    text = "We propose Probabilistic Inference with Latent Ordered Trees (Pilot), a sampler."
    assert pairs(text) == [("Pilot", "Probabilistic Inference with Latent Ordered Trees")]
    # an ordinary capitalised word in parentheses is no short form
    assert pairs("We use probabilistic inference with latent ordered trees (Pilot).") == []
    assert pairs("The method of Sparse Kernel Regression (Smith) is old.") == []


def test_dash_definition_after_a_naming_verb_or_at_sentence_start():
    text = "Hence we introduce GRAIL -- Graph Retrieval Augmented Inference Loop, a tool."
    found = find_acronyms(text)
    assert [(a.short, a.long, a.rule) for a in found] == [
        ("GRAIL", "Graph Retrieval Augmented Inference Loop", "dash-definition")]
    assert text[found[0].start:found[0].end] == "GRAIL -- Graph Retrieval Augmented Inference Loop"
    assert pairs("GRAIL — Graph Retrieval Augmented Inference Loop — is fast.") == [
        ("GRAIL", "Graph Retrieval Augmented Inference Loop")]


def test_dash_definition_rejects_asides_and_mismatched_words():
    # not after a naming verb: an aside, not a definition
    assert pairs("It beats GRAIL -- Graph Retrieval Augmented Inference Loop, a tool.") == []
    # lower-case long form: a clause, not a name
    assert pairs("We introduce GRAIL -- graph retrieval augmented inference loop.") == []
    # initials do not spell the short form
    assert pairs("We introduce GRAIL -- Better Models Everywhere, a tool.") == []


def test_bold_letters_inside_one_word_are_a_styled_name_not_an_acronym():
    text = "We present ZeBra, a sparse router, a Deep Net solver and a Wide Layer Assisted (WLA) encoder."
    styled = BoldAcronym("ZB", "ZeBra", text.index("ZeBra"), text.index("ZeBra") + 5)
    start = text.index("Deep")
    real = BoldAcronym("DN", "Deep Net", start, start + len("Deep Net"))
    found = [(a.short, a.long) for a in find_acronyms(text, None, (styled, real))]
    assert ("ZB", "ZeBra") not in found
    assert ("DN", "Deep Net") in found
    assert ("WLA", "Wide Layer Assisted") in found


def test_bold_letters_that_stop_before_the_end_of_a_bracketed_name_take_the_whole_name():
    text = "We train our Sparse Graph Rewiring Network Model (SiGRaN) on molecules. SiGRaN is fast."
    # the bold letters S-i-G-R-a-N end in "Network"; the name goes on to the bracket
    start = text.index("Sparse")
    bold = (BoldAcronym("SiGRaN", "Sparse Graph Rewiring Network", start, start + len("Sparse Graph Rewiring Network")),)
    (a,) = find_acronyms(text, bold=bold)
    assert (a.short, a.long, a.rule) == ("SiGRaN", "Sparse Graph Rewiring Network Model", "latex-bold")
    assert text[a.start:a.end] == "Sparse Graph Rewiring Network Model (SiGRaN)"
    # lower-case words after the letters are a phrase about the name, not part of it
    text2 = "We propose Deep Net for vision (DN). DN works."
    bold2 = (BoldAcronym("DN", "Deep Net", text2.index("Deep"), text2.index("Deep") + len("Deep Net")),)
    assert [(x.short, x.long) for x in find_acronyms(text2, bold=bold2)] == [("DN", "Deep Net")]


def test_type_word_before_the_bracket_stays_in_the_long_form():
    # session 31: the dev gold writes "the forward-forward algorithm (FF)" with its type word
    assert pairs("We revisit the zig-zag algorithm (ZZ) for toy sorting.") == [("ZZ", "zig-zag algorithm")]
    assert pairs("Toy-augmented language models (TAL) are popular.") == [("TAL", "Toy-augmented language models")]


def test_short_form_opening_with_a_written_word():
    # session 31: "(linear MDP)" repeats the long form's first word before its letters
    assert pairs("In the sparse toy decision process (sparse TDP) setting we bound regret.") == [
        ("sparse TDP", "sparse toy decision process")]
    assert pairs("Noisy zebra labelling (noisy ZL) is studied.") == [("noisy ZL", "Noisy zebra labelling")]
    # the word must be the one right before the long form
    assert pairs("We use the toy model (toy TM) here.") == []
