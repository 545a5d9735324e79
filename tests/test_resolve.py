"""Entity resolution across papers (kg.resolve)."""
from kg.resolve import resolve, slugify
from tests.factories import acronym, extraction, mention

T1 = "Large language models (LLMs) are strong. We study LLMs here."
T2 = "We probe large language model reasoning with transformers."
T3 = "LLMs and the Transformer architecture."
T4 = "A sparse autoencoder (SAE) is trained."
T5 = "We propose Structure-Aware Entropy (SAE), a novel loss."


def _key(res, pid, type_, text):
    return res.key(pid, type_, text)


def test_llm_variants_are_one_node():
    e1 = extraction("p1", T1, mentions=[mention("Large language models", T1, "Method", "used"),
                                         mention("LLMs", T1, "Method", "used", nth=1)],
                    acronyms=[acronym("LLMs", "Large language models", T1)])
    e2 = extraction("p2", T2, mentions=[mention("large language model", T2, "Method", "used"),
                                         mention("transformers", T2, "Method", "used")])
    e3 = extraction("p3", T3, mentions=[mention("LLMs", T3, "Method", "used"),
                                         mention("Transformer", T3, "Method", "used")])
    res = resolve([e1, e2, e3])
    keys = {_key(res, "p1", "Method", "Large language models"), _key(res, "p1", "Method", "LLMs"),
            _key(res, "p2", "Method", "large language model"), _key(res, "p3", "Method", "LLMs")}
    assert len(keys) == 1
    llm = res.entities[keys.pop()]
    assert llm.papers == ["p1", "p2", "p3"]
    assert llm.acronym == "LLM"
    assert llm.label.lower() == "large language model"  # (the singular some paper writes: session 44)
    assert "LLMs" in llm.alt_labels
    assert _key(res, "p2", "Method", "transformers") == _key(res, "p3", "Method", "Transformer")


def test_same_acronym_different_expansions_stay_apart():
    e4 = extraction("p4", T4, mentions=[mention("sparse autoencoder", T4, "Method", "used"), mention("SAE", T4, "Method", "used")],
                    acronyms=[acronym("SAE", "sparse autoencoder", T4)])
    e5 = extraction("p5", T5, mentions=[mention("Structure-Aware Entropy", T5, "Method", "proposed"), mention("SAE", T5, "Method", "proposed")],
                    acronyms=[acronym("SAE", "Structure-Aware Entropy", T5)])
    res = resolve([e4, e5])
    k4, k5 = _key(res, "p4", "Method", "SAE"), _key(res, "p5", "Method", "SAE")
    assert k4 != k5
    assert k4 == _key(res, "p4", "Method", "sparse autoencoder")
    # A named, proposed artefact is labelled by its acronym, unless another node of its type
    # goes by that acronym too (here the sparse autoencoder): then by its expansion.
    assert res.entities[k5].label == "Structure-Aware Entropy"
    assert "SAE" in res.entities[k5].alt_labels
    assert (k4, k5) == ("method/sparse-autoencoder", "method/structure-aware-entropy")


def test_two_proposed_homonyms_fall_back_to_long_forms():
    t6 = "We propose Sparse Adaptive Experts (SAE), a router."
    e5 = extraction("p5", T5, mentions=[mention("SAE", T5, "Method", "proposed")],
                    acronyms=[acronym("SAE", "Structure-Aware Entropy", T5)])
    e6 = extraction("p6", t6, mentions=[mention("SAE", t6, "Method", "proposed")],
                    acronyms=[acronym("SAE", "Sparse Adaptive Experts", t6)])
    res = resolve([e6, e5])
    assert _key(res, "p5", "Method", "SAE") == "method/structure-aware-entropy"
    assert _key(res, "p6", "Method", "SAE") == "method/sparse-adaptive-experts"


def test_undefined_acronym_joins_unambiguous_expansion_else_stays_alone():
    e1 = extraction("p1", T1, mentions=[mention("Large language models", T1, "Method", "used")],
                    acronyms=[acronym("LLMs", "Large language models", T1)])
    t = "We use an LLM and a VLM."
    e2 = extraction("p2", t, mentions=[mention("LLM", t, "Method", "used"), mention("VLM", t, "Method", "used")])
    res = resolve([e1, e2])
    assert _key(res, "p2", "Method", "LLM") == _key(res, "p1", "Method", "Large language models")
    vlm = res.entities[_key(res, "p2", "Method", "VLM")]
    assert vlm.label == "VLM" and vlm.papers == ["p2"]


def test_types_are_part_of_identity_and_order_does_not_matter():
    t = "Image classification on ImageNet."
    a = extraction("a", t, mentions=[mention("Image classification", t, "Task", "task"), mention("ImageNet", t, "Dataset", "dataset")])
    b = extraction("b", t, mentions=[mention("ImageNet", t, "Method", "used")])
    r1, r2 = resolve([a, b]), resolve([b, a])
    assert sorted(r1.entities) == sorted(r2.entities) == ["dataset/imagenet", "method/imagenet", "task/image-classification"]
    assert r1.mentions_before == 3


def test_slugify():
    assert slugify("Person Re-Identification") == "person-re-identification"
    assert slugify("ℓ2 régularisation") == "l2-regularisation"
    # symbols that tell names apart are spelt, not dropped
    assert slugify("ε-accuracy") == "epsilon-accuracy" != slugify("accuracy")
    assert slugify("C++ code generation") == "c-plus-plus-code-generation" != slugify("C code generation")
    assert slugify("C# programs") == "c-sharp-programs"
    assert slugify("東京").startswith("e-") and slugify("東京") == slugify("東京")


def test_sentence_initial_capital_is_not_part_of_the_label():
    t = "Data augmentation helps. We use Graph Neural Networks and Adam."
    e = extraction("p", t, mentions=[mention("Data augmentation", t, "Method", "used"),
                                     mention("Graph Neural Networks", t, "Method", "used"),
                                     mention("Adam", t, "Method", "used")])
    labels = sorted(ent.label for ent in resolve([e]).entities.values())
    assert labels == ["Adam", "Graph Neural Networks", "data augmentation"]


def test_a_sentence_initial_proper_adjective_keeps_its_capital():
    t = ("Bayesian optimization is slow. Arabic sentiment analysis is hard. Mean pooling helps. "
         "Pedestrian detection matters. Boolean satisfiability is NP-complete.")
    names = ["Bayesian optimization", "Arabic sentiment analysis", "Mean pooling", "Pedestrian detection",
             "Boolean satisfiability"]
    e = extraction("p", t, mentions=[mention(n, t, "Method", "used") for n in names])
    labels = sorted(ent.label for ent in resolve([e]).entities.values())
    assert labels == ["Arabic sentiment analysis", "Bayesian optimization", "Boolean satisfiability",
                      "mean pooling", "pedestrian detection"]


def test_a_capital_written_mid_sentence_is_the_name_s_own():
    # "Thompson sampling" opens a sentence in one paper and is written so mid-sentence in
    # another: an eponym; "Dexterous" is also written in lower case, so its capital is not
    t1 = "Thompson sampling is a bandit method. Dexterous manipulation tasks are hard."
    t2 = "We revisit Thompson sampling. We solve difficult Dexterous manipulation tasks with dexterous hands."
    e1 = extraction("p1", t1, mentions=[mention("Thompson sampling", t1, "Method", "used"),
                                        mention("Dexterous manipulation tasks", t1, "Task", "task")])
    e2 = extraction("p2", t2, mentions=[mention("Thompson sampling", t2, "Method", "used"),
                                        mention("Dexterous manipulation tasks", t2, "Task", "task"),
                                        mention("dexterous hands", t2, "Method", "used")])
    labels = sorted(ent.label for ent in resolve([e1, e2]).entities.values())
    assert labels == ["Thompson sampling", "dexterous hands", "dexterous manipulation tasks"]
    # one paper, the name only at a sentence start: no evidence, lower-cased as before
    labels = sorted(ent.label for ent in resolve([e1]).entities.values())
    assert "thompson sampling" in labels


def test_a_task_and_its_problem_are_one_task_and_np_hard_is_no_expansion():
    t1 = "Neural processes (NPs) are meta-learning models. Graph similarity is hard."
    t2 = "We avoid the NP-hard graph similarity problem. Graph similarity problems are common."
    e1 = extraction("p1", t1, mentions=[mention("Neural processes", t1, "Method", "used"),
                                        mention("Graph similarity", t1, "Task", "task")],
                    acronyms=[acronym("NPs", "Neural processes", t1)])
    e2 = extraction("p2", t2, mentions=[mention("NP-hard graph similarity problem", t2, "Task", "task"),
                                        mention("Graph similarity problems", t2, "Task", "task")])
    res = resolve([e1, e2])
    tasks = sorted((e.label, tuple(e.alt_labels)) for e in res.entities.values() if e.type == "Task")
    assert tasks == [("NP-hard graph similarity problem", ()),
                     ("graph similarity", ("Graph similarity", "Graph similarity problems"))]


def test_a_versioned_name_keeps_its_capital():
    t = "Llama 3 is strong. Qwen 2 instruct is small. Data augmentation helps."
    e = extraction("p", t, mentions=[mention(n, t, "Method", "used")
                                     for n in ("Llama 3", "Qwen 2 instruct", "Data augmentation")])
    labels = sorted(ent.label for ent in resolve([e]).entities.values())
    assert labels == ["Llama 3", "Qwen 2 instruct", "data augmentation"]


def test_number_suffix_variants_merge():
    t = "We test on CIFAR10 and CIFAR-10 and ResNet 50 with ResNet-50."
    e = extraction("p", t, mentions=[mention("CIFAR10", t, "Dataset", "dataset"), mention("CIFAR-10", t, "Dataset", "dataset"),
                                     mention("ResNet 50", t, "Method", "used"), mention("ResNet-50", t, "Method", "used")])
    assert len(resolve([e]).entities) == 2


def test_widely_used_acronym_is_labelled_by_its_expansion():
    exs = []
    for i in range(4):
        t = "Reinforcement learning (RL) is used. RL works."
        role = "proposed" if i == 0 else "used"
        exs.append(extraction(f"p{i}", t, mentions=[mention("Reinforcement learning", t, "Method", role), mention("RL", t, "Method", role)],
                              acronyms=[acronym("RL", "Reinforcement learning", t)]))
    (ent,) = resolve(exs).entities.values()
    assert ent.label == "reinforcement learning" and ent.acronym == "RL" and len(ent.papers) == 4


def test_a_name_in_capitals_is_no_acronym_without_expansion():
    t = "We evaluate on CelebA with 4RC."
    e = extraction("p", t, mentions=[mention("CelebA", t, "Dataset", "dataset"), mention("4RC", t, "Method", "proposed")])
    assert all(ent.acronym is None for ent in resolve([e]).entities.values())


def test_dominant_expansion_wins_and_spellings_merge():
    exs = []
    for i, long in enumerate(["large language models"] * 3 + ["language learning models"]):
        t = f"We use {long} (LLMs) here."
        exs.append(extraction(f"d{i}", t, mentions=[mention(long, t, "Method", "used")], acronyms=[acronym("LLMs", long, t)]))
    t = "An LLM judges MT-Bench and MT-bench."
    exs.append(extraction("u", t, mentions=[mention("LLM", t, "Method", "used"), mention("MT-Bench", t, "Dataset", "dataset"),
                                            mention("MT-bench", t, "Dataset", "dataset")]))
    res = resolve(exs)
    assert res.key("u", "Method", "LLM") == res.key("d0", "Method", "large language models")
    assert res.key("u", "Dataset", "MT-Bench") == res.key("u", "Dataset", "MT-bench")


def test_label_of_an_undefined_short_form_follows_frequency_not_shape():
    from kg.records import Extraction, Mention, Paper
    from kg.extract.pipeline import clean_text
    from kg.resolve import resolve

    def ex(pid: str, name: str) -> Extraction:
        text = f"We evaluate on {name}."
        return Extraction(paper=Paper(id=pid, abstract=text), clean=clean_text(text),
                          mentions=(Mention(text=name, type="Dataset", start=15, end=15 + len(name),
                                            role="dataset", rule="t", confidence=1.0),))

    res = resolve([ex("a", "CIFAR-10"), ex("b", "CIFAR-10"), ex("c", "CIFAR-10"), ex("d", "Cifar10")])
    [ent] = res.entities.values()
    assert (ent.key, ent.label, ent.alt_labels, ent.acronym) == ("dataset/cifar-10", "CIFAR-10", ["Cifar10"], None)


def test_closed_hyphenated_and_open_spellings_are_one_entity():
    a = "We study fine-tuning of pre-trained models on MS-COCO."
    b = "Finetuning pretrained models on MSCOCO is costly."
    c = "We report the speed-up and the speedup per layer."
    e1 = extraction("p1", a, mentions=[mention("fine-tuning", a, "Method", "used"),
                                        mention("pre-trained models", a, "Method", "used"),
                                        mention("MS-COCO", a, "Dataset", "dataset")])
    e2 = extraction("p2", b, mentions=[mention("Finetuning", b, "Method", "used"),
                                        mention("pretrained models", b, "Method", "used"),
                                        mention("MSCOCO", b, "Dataset", "dataset")])
    e3 = extraction("p3", c, mentions=[mention("speed-up", c, "Metric", "metric"),
                                        mention("speedup", c, "Metric", "metric")])
    res = resolve([e1, e2, e3])
    assert _key(res, "p1", "Method", "fine-tuning") == _key(res, "p2", "Method", "Finetuning")
    assert _key(res, "p1", "Method", "pre-trained models") == _key(res, "p2", "Method", "pretrained models")
    assert _key(res, "p1", "Dataset", "MS-COCO") == _key(res, "p2", "Dataset", "MSCOCO")
    assert _key(res, "p3", "Metric", "speed-up") == _key(res, "p3", "Metric", "speedup")
    ft = res.entities[_key(res, "p1", "Method", "fine-tuning")]
    assert ft.papers == ["p1", "p2"] and {ft.label, *ft.alt_labels} == {"fine-tuning", "Finetuning"}
    # different words stay apart
    assert _key(res, "p1", "Method", "fine-tuning") != _key(res, "p1", "Method", "pre-trained models")


def test_an_acronym_inside_a_longer_name_is_read_as_its_expansion():
    a = "Reinforcement learning (RL) is hard offline. We study offline RL with OOD detection."
    b = "Offline reinforcement learning and out-of-distribution (OOD) inputs. We address out-of-distribution detection."
    c = "We evaluate offline RL agents."  # RL not defined here: the build's dominant expansion
    e1 = extraction("p1", a, mentions=[mention("offline RL", a, "Task", "task"),
                                        mention("OOD detection", a, "Task", "task")],
                    acronyms=[acronym("RL", "Reinforcement learning", a)])
    e2 = extraction("p2", b, mentions=[mention("Offline reinforcement learning", b, "Task", "task"),
                                        mention("out-of-distribution detection", b, "Task", "task")],
                    acronyms=[acronym("OOD", "out-of-distribution", b)])
    e3 = extraction("p3", c, mentions=[mention("offline RL", c, "Task", "task")])
    res = resolve([e1, e2, e3])
    k = _key(res, "p2", "Task", "Offline reinforcement learning")
    assert _key(res, "p1", "Task", "offline RL") == k == _key(res, "p3", "Task", "offline RL")
    ent = res.entities[k]
    # the spelled-out form is the label; the mixed form is an alt label
    assert ent.label == "offline reinforcement learning" and "offline RL" in ent.alt_labels
    assert ent.papers == ["p1", "p2", "p3"]
    # "OOD" of p1 is read through p2's definition (the only one in the build)
    ood = _key(res, "p1", "Task", "OOD detection")
    assert ood == _key(res, "p2", "Task", "out-of-distribution detection") != k
    assert res.entities[ood].label == "out-of-distribution detection"


def test_an_ambiguous_inner_acronym_is_kept_as_written():
    a = "A sparse autoencoder (SAE) is trained. SAE features are sparse."
    b = "We propose Structure-Aware Entropy (SAE), a loss."
    c = "We inspect SAE features of a model."
    e1 = extraction("p1", a, mentions=[mention("sparse autoencoder", a, "Method", "used")],
                    acronyms=[acronym("SAE", "sparse autoencoder", a)])
    e2 = extraction("p2", b, mentions=[mention("Structure-Aware Entropy", b, "Method", "proposed")],
                    acronyms=[acronym("SAE", "Structure-Aware Entropy", b)])
    e3 = extraction("p3", c, mentions=[mention("SAE features", c, "Method", "used")])
    res = resolve([e1, e2, e3])
    ent = res.entities[_key(res, "p3", "Method", "SAE features")]
    assert ent.label == "SAE features" and ent.papers == ["p3"]


def test_an_earlier_key_stays_with_the_entity_whose_form_had_it():
    a = "Language models (LMs) are used. We train LMs."
    b = "We solve it with Lagrangian multipliers (LM) and use language models."
    e1 = extraction("p1", a, mentions=[mention("Language models", a, "Method", "used"),
                                        mention("LMs", a, "Method", "used", nth=0)],
                    acronyms=[acronym("LMs", "Language models", a)])
    e2 = extraction("p2", b, mentions=[mention("Lagrangian multipliers", b, "Method", "used"),
                                        mention("language models", b, "Method", "used")],
                    acronyms=[acronym("LM", "Lagrangian multipliers", b)])
    # the earlier build knew "language models" with the alt labels "LMs" and "LM"
    previous = {("Method", "language model"): "method/language-models",
                ("Method", "lm"): "method/language-models"}
    res = resolve([e1, e2], previous=previous)
    assert _key(res, "p2", "Method", "language models") == "method/language-models"
    assert _key(res, "p1", "Method", "LMs") == "method/language-models"
    assert _key(res, "p2", "Method", "Lagrangian multipliers") == "method/lagrangian-multipliers"


def test_a_proposed_name_without_expansion_does_not_join_another_papers_expansion():
    a = "We propose SPADE (Support-Proximity Augmented Diffusion Estimation) for density estimation."
    b = "We propose SPADE, a sparsity-guided debugging method."
    c = "We compare with SPADE on density estimation."
    e1 = extraction("p1", a, mentions=[mention("SPADE", a, "Method", "proposed")],
                    acronyms=[acronym("SPADE", "Support-Proximity Augmented Diffusion Estimation", a)])
    e2 = extraction("p2", b, mentions=[mention("SPADE", b, "Method", "proposed")])
    e3 = extraction("p3", c, mentions=[mention("SPADE", c, "Method", "compared")])
    res = resolve([e1, e2, e3])
    k1, k2 = _key(res, "p1", "Method", "SPADE"), _key(res, "p2", "Method", "SPADE")
    assert k1 != k2 and res.entities[k1].papers == ["p1"]
    # p1's expansion is a coinage no other paper writes out: p3's undefined SPADE is no
    # evidence of it (kg.resolve._coined) and stays with the name as written, here p2's
    assert _key(res, "p3", "Method", "SPADE") == k2
    # once another paper writes the coinage out, the name is in use and p3 joins it
    d = "Support-Proximity Augmented Diffusion Estimation is a strong density estimator."
    e4 = extraction("p4", d, mentions=[mention("Support-Proximity Augmented Diffusion Estimation", d, "Method", "used")])
    res = resolve([e1, e2, e3, e4])
    k1 = _key(res, "p1", "Method", "SPADE")
    assert _key(res, "p3", "Method", "SPADE") == k1 != _key(res, "p2", "Method", "SPADE")
    assert res.entities[k1].papers == ["p1", "p3", "p4"]


def test_sizes_and_versions_with_a_decimal_point_stay_apart():
    a = "We fine-tune OPT-1.3B and OPT-13B, and Qwen2.5-7B and Qwen2-57B."
    e = extraction("p1", a, mentions=[mention(x, a, "Method", "used") for x in
                                      ("OPT-1.3B", "OPT-13B", "Qwen2.5-7B", "Qwen2-57B")])
    res = resolve([e])
    assert len({_key(res, "p1", "Method", x) for x in ("OPT-1.3B", "OPT-13B", "Qwen2.5-7B", "Qwen2-57B")}) == 4


def test_inner_acronyms_are_read_through_the_normalised_expansion_and_names_stay_whole():
    a = "Large language models (LLMs) are slow. We speed up LLM decoding with ResNet-50 features."
    b = "A large language model (LLM) writes text. LLM decoding is costly. Residual networks (ResNets) help."
    c = "We compare ResNet-50 and LLM decoding."
    e1 = extraction("p1", a, mentions=[mention("LLM decoding", a, "Method", "used"),
                                        mention("ResNet-50", a, "Method", "used")],
                    acronyms=[acronym("LLMs", "Large language models", a)])
    e2 = extraction("p2", b, mentions=[mention("LLM decoding", b, "Method", "used")],
                    acronyms=[acronym("LLM", "large language model", b), acronym("ResNets", "Residual networks", b)])
    e3 = extraction("p3", c, mentions=[mention("ResNet-50", c, "Method", "used"),
                                        mention("LLM decoding", c, "Method", "used")])
    res = resolve([e1, e2, e3])
    # plural and singular expansions give one node, labelled with the spelt-out name
    k = _key(res, "p1", "Method", "LLM decoding")
    assert k == _key(res, "p2", "Method", "LLM decoding") == _key(res, "p3", "Method", "LLM decoding")
    assert res.entities[k].label == "large language model decoding"
    # "ResNet-50" is a model's name: one node whatever "ResNets" expands to in a paper
    assert _key(res, "p1", "Method", "ResNet-50") == _key(res, "p3", "Method", "ResNet-50")
    assert res.entities[_key(res, "p1", "Method", "ResNet-50")].label == "ResNet-50"


def test_one_acronym_with_two_meanings_gives_two_labels():
    a = "Out-of-distribution (OOD) data is common. We study OOD generalization."
    b = "Out-of-domain (OOD) shifts matter. OOD generalization is hard."
    e1 = extraction("p1", a, mentions=[mention("OOD generalization", a, "Task", "task")],
                    acronyms=[acronym("OOD", "Out-of-distribution", a)])
    e2 = extraction("p2", b, mentions=[mention("OOD generalization", b, "Task", "task")],
                    acronyms=[acronym("OOD", "Out-of-domain", b)])
    res = resolve([e1, e2])
    k1, k2 = _key(res, "p1", "Task", "OOD generalization"), _key(res, "p2", "Task", "OOD generalization")
    assert k1 != k2
    assert {res.entities[k1].label, res.entities[k2].label} == {"out-of-distribution generalization",
                                                                "out-of-domain generalization"}


def test_an_acronym_that_spells_a_function_word_is_no_label():
    a = "We propose Adversarial Noise Decoding (AND) for restoration. AND works."
    b = "We propose Audio Neuron Dissection (AND) for audio models. AND explains."
    e1 = extraction("p1", a, mentions=[mention("AND", a, "Method", "proposed", nth=1)],
                    acronyms=[acronym("AND", "Adversarial Noise Decoding", a)])
    e2 = extraction("p2", b, mentions=[mention("AND", b, "Method", "proposed", nth=1)],
                    acronyms=[acronym("AND", "Audio Neuron Dissection", b)])
    res = resolve([e1, e2])
    k1, k2 = _key(res, "p1", "Method", "AND"), _key(res, "p2", "Method", "AND")
    assert (res.entities[k1].label, res.entities[k2].label) == ("Adversarial Noise Decoding",
                                                                 "Audio Neuron Dissection")
    c = "We propose Sparse Prompt Decoding (SPD) for parsing. SPD works."
    e3 = extraction("p3", c, mentions=[mention("SPD", c, "Method", "proposed", nth=1)],
                    acronyms=[acronym("SPD", "Sparse Prompt Decoding", c)])
    assert [e.label for e in resolve([e3]).entities.values()] == ["SPD"]


def test_greek_letters_and_math_symbols_are_spelt_for_identity_and_slugs():
    t = "We train β-VAE and beta-VAE models, and verify with ∂-CROWN and CROWN."
    e = extraction("p", t, mentions=[mention("β-VAE", t, "Method", "used"), mention("beta-VAE", t, "Method", "used"),
                                     mention("∂-CROWN", t, "Method", "used"), mention("CROWN", t, "Method", "used", nth=1)])
    res = resolve([e])
    assert _key(res, "p", "Method", "β-VAE") == _key(res, "p", "Method", "beta-VAE")
    assert _key(res, "p", "Method", "∂-CROWN") != _key(res, "p", "Method", "CROWN")
    assert slugify("∂-CROWN") == "partial-crown" and slugify("∇-SGD") == "nabla-sgd"


def test_variant_code_points_of_one_greek_letter_meet_and_different_letters_stay_apart():
    from kg.resolve import normalise

    assert normalise("µ-Net") == normalise("μ-Net") == "mu net"  # MICRO SIGN = GREEK MU
    assert normalise("ϵ-Net") == normalise("ε-Net") == "epsilon net"
    assert len({normalise(x) for x in ("ϕ-Net", "ϑ-Net", "ά-Net", "έ-Net", "∑-Net", "Net")}) == 6
    assert slugify("ϕ-Net") == "phi-net" and slugify("∑-Net") == "sum-net" and slugify("CelebA-64×64") == "celeba-64x64"
