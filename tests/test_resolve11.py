"""Entity resolution, session 10: a one-word name shortened by its syllables ("LayerNorm") reads
as the expansion other papers define for it (kg.resolve)."""
from kg.resolve import _camel_short, resolve
from tests.factories import acronym, extraction, mention


def _defined_then_used(type_, role, short, long, definition, *uses):
    """Resolve paper "a", which defines ``short`` as ``long`` in ``definition``, with papers
    "b", "c", ... that each use one ``(surface, text)`` of ``uses`` without defining it."""
    a = extraction("a", definition, mentions=[mention(long, definition, type_, role)],
                   acronyms=[acronym(short, long, definition)])
    return resolve([a] + [extraction(pid, text, mentions=[mention(surface, text, type_, use_role)])
                          for pid, (surface, text, use_role) in zip("bcdefg", uses)])


VQ_DEFINED = "Vector quantization (VQ) compresses the codes of the tokenizer."
# (since session 44 one paper's definition is read inside another paper's longer name only where
# that paper writes the expansion too: kg.resolve._SupportedExpansions; the using texts below do)


def test_camel_short_names_a_capital_after_a_small_letter():
    assert _camel_short("LayerNorm") and _camel_short("BatchNorm") and _camel_short("ResNet")
    assert not _camel_short("Adam")  # a capital at the start only
    assert not _camel_short("layerNorm")  # no capital at the start: a variable name
    assert not _camel_short("Layer Norm")  # two words
    assert not _camel_short("GPU") and not _camel_short("AbC")  # too short or all-caps run


def test_an_undefined_syllable_short_form_joins_the_defined_expansion():
    a = "We replace group normalization (GroupNorm) with our scheme."
    b = "The network uses GroupNorm after every block."
    c = "A variant without GroupNorm diverges on long sequences."
    res = resolve([
        extraction("a", a, mentions=[mention("group normalization", a, "Method", "used"),
                                     mention("GroupNorm", a, "Method", "used")],
                   acronyms=[acronym("GroupNorm", "group normalization", a)]),
        extraction("b", b, mentions=[mention("GroupNorm", b, "Method", "used")]),
        extraction("c", c, mentions=[mention("GroupNorm", c, "Method", "used")]),
    ])
    key = res.key("a", "Method", "group normalization")
    assert res.key("b", "Method", "GroupNorm") == key == res.key("c", "Method", "GroupNorm")
    ent = res.entities[key]
    assert ent.label == "group normalization" and ent.papers == ["a", "b", "c"]
    assert "GroupNorm" in ent.alt_labels


def test_an_undefined_camel_name_without_a_definition_elsewhere_stays_itself():
    b = "The network uses GroupNorm after every block."
    d = "We use group normalization in the decoder."
    res = resolve([extraction("b", b, mentions=[mention("GroupNorm", b, "Method", "used")]),
                   extraction("d", d, mentions=[mention("group normalization", d, "Method", "used")])])
    assert res.key("b", "Method", "GroupNorm") != res.key("d", "Method", "group normalization")


def test_a_title_case_name_with_an_inner_short_form_keeps_its_written_label():
    res = _defined_then_used(
        "Method", "used", "VQ", "Vector quantization", VQ_DEFINED,
        ("VQ Diffusion", "We compare with VQ Diffusion on class-conditional synthesis.", "compared"),
        ("VQ encoders", "Our VQ encoders reach lower distortion than plain vector quantization.", "used"))
    # a name written with a capital ordinary word is a proper name: not "vector quantization Diffusion"
    assert res.entities[res.key("b", "Method", "VQ Diffusion")].label == "VQ Diffusion"
    # a name in small letters reads with its short form spelt out
    assert res.entities[res.key("c", "Method", "VQ encoders")].label == "vector quantization encoders"


def test_a_sentence_capital_does_not_make_a_title_case_name():
    res = _defined_then_used(
        "Task", "task", "OOD", "Out-of-distribution", "Out-of-distribution (OOD) inputs break classifiers.",
        ("Few-shot OOD detection", "Few-shot OOD detection is studied here, on out-of-distribution inputs.", "task"))
    assert res.entities[res.key("b", "Task", "Few-shot OOD detection")].label.lower() == \
        "few-shot out-of-distribution detection"


def test_the_spelt_out_reading_of_a_title_case_name_stays_an_alt_label():
    res = _defined_then_used(
        "Method", "used", "VQ", "Vector quantization", VQ_DEFINED,
        ("VQ Diffusion", "We compare with VQ Diffusion, a vector quantization model, on class-conditional synthesis.",
         "compared"))
    ent = res.entities[res.key("b", "Method", "VQ Diffusion")]
    assert ent.label == "VQ Diffusion"
    assert [a.lower() for a in ent.alt_labels] == ["vector quantization diffusion"]


def test_a_numbered_key_cannot_read_as_a_versioned_name():
    b = "Generative pre-trained transformers write text."
    c = "We prompt GPT with questions."
    # an earlier build gave "method/gpt" to the spelt-out name: the bare "GPT" needs another key
    previous = {("Method", "generative pre trained transformer"): "method/gpt"}
    res = resolve([
        extraction("b", b, mentions=[mention("Generative pre-trained transformers", b, "Method", "used")]),
        extraction("c", c, mentions=[mention("GPT", c, "Method", "used")]),
    ], previous=previous)
    assert res.key("b", "Method", "Generative pre-trained transformers") == "method/gpt"
    # numbered after an underscore, which no slug holds: not "method/gpt-2", the slug of GPT-2
    assert res.key("c", "Method", "GPT") == "method/gpt_2"


def _inner(surface, defined):
    """The identity form _expand_inner gives ``surface`` with the build-wide expansions ``defined``."""
    from kg.resolve import _acronym_norm, _expand_inner, normalise
    return _expand_inner(surface, {}, {_acronym_norm(k): normalise(v) for k, v in defined.items()}, _acronym_norm)


def test_an_inner_short_form_glued_to_a_digit_or_before_a_size_is_part_of_a_name():
    # "2RA" is a coined name, not "2" + another paper's RA; "GPT 43B" is a checkpoint
    assert _inner("2RA Q-learning", {"RA": "retrieval-based augmentations"}) is None
    assert _inner("GPT 43B", {"GPT": "generative pre-trained transformer"}) is None
    assert _inner("offline RL", {"RL": "reinforcement learning"}) == "offline reinforcement learning"


def test_a_head_word_after_its_own_short_form_is_not_said_twice():
    assert _inner("MSE error", {"MSE": "mean squared error"}) == "mean squared error"
    assert _inner("GAT networks", {"GAT": "graph attention network"}) == "graph attention networks"
    assert _inner("RL learning", {"RL": "reinforcement learning"}) == "reinforcement learning"
    # the encoder of a variational auto-encoder is not the auto-encoder
    assert _inner("VAE encoder", {"VAE": "variational auto-encoder"}) == "variational auto encoder encoder"


def test_a_repeated_head_merges_with_the_spelt_out_name():
    res = _defined_then_used(
        "Metric", "metric", "MSE", "mean squared error", "The mean squared error (MSE) drops by half.",
        ("MSE error", "We minimise the MSE error of the forecaster.", "metric"))
    key = res.key("a", "Metric", "mean squared error")
    assert res.key("b", "Metric", "MSE error") == key
    assert res.entities[key].label == "mean squared error"


def test_a_long_form_with_a_short_form_inside_meets_the_spelt_out_name():
    a = "Reinforcement learning (RL) trains agents from rewards."
    b = "Multi-task RL (MTRL) shares one policy across tasks."
    c = "We study multi-task reinforcement learning with shared critics."
    d = "Our MTRL agent transfers skills."
    res = resolve([
        extraction("a", a, mentions=[mention("Reinforcement learning", a, "Task", "task")],
                   acronyms=[acronym("RL", "Reinforcement learning", a)]),
        extraction("b", b, mentions=[mention("Multi-task RL", b, "Task", "task"), mention("MTRL", b, "Task", "task")],
                   acronyms=[acronym("MTRL", "Multi-task RL", b)]),
        extraction("c", c, mentions=[mention("multi-task reinforcement learning", c, "Task", "task")]),
        extraction("d", d, mentions=[mention("MTRL", d, "Task", "task")]),
    ])
    key = res.key("c", "Task", "multi-task reinforcement learning")
    # the definition's long form, and the undefined short form read through it, are that task
    assert res.key("b", "Task", "Multi-task RL") == key == res.key("b", "Task", "MTRL") == res.key("d", "Task", "MTRL")
    assert res.entities[key].papers == ["b", "c", "d"]


def test_names_that_differ_only_by_a_space_keep_their_own_earlier_keys():
    a = "We propose Aflow, a sampler, and a Signed Distance Function flow (A flow) for shapes."
    ex = extraction("a", a, mentions=[mention("Aflow", a, "Method", "proposed"),
                                      mention("Signed Distance Function flow", a, "Method", "proposed"),
                                      mention("A flow", a, "Method", "proposed")],
                    acronyms=[acronym("A flow", "Signed Distance Function flow", a)])
    # an earlier build gave each node its key; "a flow" (an alt label of the second) meets
    # "aflow" once the spaces are taken out, and sorts before it
    previous = {("Method", "aflow"): "method/aflow", ("Method", "a flow"): "method/other",
                ("Method", "signed distance function flow"): "method/other"}
    for _ in range(2):  # (rebuilding again changes nothing)
        again = resolve([ex], previous=previous, previous_papers={"method/aflow": ["a"], "method/other": ["a"]})
        assert again.key("a", "Method", "Aflow") == "method/aflow"
        assert again.key("a", "Method", "Signed Distance Function flow") == "method/other"


def test_the_plainest_spelling_written_by_a_tenth_of_the_papers_wins():
    from collections import Counter

    from kg.resolve import _plainest_spelling

    assert _plainest_spelling(Counter({"Large Language Models": 8, "large language models": 2})) == \
        "large language models"
    # a spelling written by fewer than a tenth of the papers does not count
    assert _plainest_spelling(Counter({"Large Language Models": 20, "large language models": 1})) == \
        "Large Language Models"
    # capitals nobody drops stay
    assert _plainest_spelling(Counter({"Kullback-Leibler divergence": 3, "Kullback-Leibler Divergence": 2})) == \
        "Kullback-Leibler divergence"


def test_an_inner_expansion_reads_singular_and_small_inside_a_small_name():
    a = "Large Language Models (LLMs) follow instructions."
    b = "Most large language models (LLMs) hallucinate."
    c = "We fine-tune a frozen LLM with adapters."
    d = "The CLIP-ViT-B/16 encoder is kept; Contrastive Language-Image Pre-training (CLIP) aligns images."
    res = resolve([
        extraction("a", a, mentions=[mention("Large Language Models", a, "Method", "used")],
                   acronyms=[acronym("LLMs", "Large Language Models", a)]),
        extraction("b", b, mentions=[mention("large language models", b, "Method", "used")],
                   acronyms=[acronym("LLMs", "large language models", b)]),
        extraction("c", c, mentions=[mention("frozen LLM", c, "Method", "used")]),
        extraction("d", d, mentions=[mention("CLIP-ViT-B/16", d, "Method", "used")],
                   acronyms=[acronym("CLIP", "Contrastive Language-Image Pre-training", d)]),
    ])
    assert res.entities[res.key("c", "Method", "frozen LLM")].label == "frozen large language model"
    # a short form joined by a hyphen to another name part is part of that name
    assert res.entities[res.key("d", "Method", "CLIP-ViT-B/16")].label == "CLIP-ViT-B/16"
