"""Tests of kg.link: matching entities to CSO topics and Papers with Code terms."""
from __future__ import annotations

from kg.link import link, link_with_stats
from kg.records import Entity

CSO = "https://cso.kmi.open.ac.uk/topics/"
PWCM = "https://paperswithcode.com/method/"
PWCT = "https://paperswithcode.com/task/"


def ent(type_: str, label: str, *alts: str, acronym: str | None = None) -> Entity:
    return Entity(key=f"{type_.lower()}/{label}", type=type_, label=label, alt_labels=list(alts),
                  acronym=acronym)


def test_exact_matches_cso_and_pwc() -> None:
    rl = ent("Task", "reinforcement learning")
    reid = ent("Task", "person re-identification")
    tr = ent("Method", "Transformers")
    kd = ent("Method", "knowledge distillation")
    terms = link([rl, reid, tr, kd])
    assert rl.exact_matches == [CSO + "reinforcement_learning", PWCT + "reinforcement-learning"]
    assert reid.exact_matches == [PWCT + "person-re-identification"]
    assert tr.exact_matches == [PWCM + "transformer"]
    assert PWCM + "knowledge-distillation" in kd.exact_matches
    assert terms[PWCM + "transformer"].source == "pwc"
    assert terms[CSO + "reinforcement_learning"].label == "reinforcement learning"


def test_broader_chain_reaches_machine_learning_and_roots() -> None:
    rl = ent("Task", "Reinforcement Learning (RL)")
    terms = link([rl])
    ml = CSO + "machine_learning"
    assert ml in terms[CSO + "reinforcement_learning"].broader
    assert CSO + "artificial_intelligence" in terms[ml].broader
    # every broader IRI is itself a returned term, and the chain ends at roots
    for term in terms.values():
        for b in term.broader:
            assert b in terms, b
        assert list(term.broader) == sorted(term.broader)
    assert terms[CSO + "computer_science"].broader == ()
    assert list(terms) == sorted(terms)


def test_close_and_broad_matches_modifier_head_noun_and_acronym() -> None:
    gnn = ent("Method", "graph neural networks", "GNNs")
    novel = ent("Method", "novel language model")
    asgd = ent("Method", "asynchronous stochastic gradient descent", acronym="ASGD")
    vae = ent("Method", "hierarchical variational model", acronym="VAE")
    link([gnn, novel, asgd, vae])
    # a head-noun match names a broader concept: skos:broadMatch, not closeMatch
    assert gnn.broad_matches == [CSO + "neural_networks"]
    assert gnn.exact_matches == []  # "graph neural network" is a PwC task, not a method
    assert gnn.close_matches == [PWCT + "graph-neural-network"]
    # "novel" restricts: a novel language model is a kind of language model (session 52; a
    # close match before)
    assert novel.broad_matches == [CSO + "language_model"] and novel.close_matches == []
    assert asgd.broad_matches == [CSO + "stochastic_gradient_descent", PWCM + "sgd"]
    # PwC's "VAE" is a "Variational Autoencoder": one shared word ("variational") is not
    # the same expansion, so this paper's VAE links to nothing through its acronym
    assert PWCM + "vae" not in vae.close_matches + vae.exact_matches


def test_no_silly_matches() -> None:
    generic = [ent("Method", w) for w in ("model", "method", "data", "task", "framework", "network")]
    sae = ent("Method", "SAE")
    sae2 = ent("Method", "sparse coding layer", acronym="SAE")
    adam = ent("Method", "Adam")  # CSO has "adams" (a simulation package): no plural conflation
    terms = link([*generic, sae, sae2, adam])
    for e in [*generic, sae, sae2]:
        assert e.exact_matches == [] and e.close_matches == [], e.label
    assert adam.exact_matches == [PWCM + "adam"]
    assert all("adams" not in iri for iri in terms)


def test_keeps_existing_matches_and_is_deterministic() -> None:
    a = ent("Task", "question answering", "Question-Answering")
    a.exact_matches = ["http://www.wikidata.org/entity/Q1"]
    b = ent("Task", "question answering", "Question-Answering")
    ta = link([a])
    tb = link([b])
    assert a.exact_matches == sorted(b.exact_matches + ["http://www.wikidata.org/entity/Q1"])
    assert ta == tb
    assert not set(a.exact_matches) & set(a.close_matches)


def test_stats_count_entities() -> None:
    ents = [ent("Task", "reinforcement learning"), ent("Method", "model"), ent("Method", "dropout")]
    _, stats = link_with_stats(ents)
    assert (stats.entities, stats.linked, stats.cso_exact, stats.pwc_exact) == (3, 2, 1, 2)


def test_short_forms() -> None:
    resnet = ent("Method", "ResNets")           # coined name: exact, case-sensitive
    lstm = ent("Method", "LSTM", "long short-term memory network")  # expansion agrees: close
    spade = ent("Method", "SPADE", "Support-Proximity Augmented Diffusion Estimation")  # PwC SPADE differs
    gan = ent("Method", "GAN")                  # 3 letters, no expansion: nothing
    gan2 = ent("Method", "generative adversarial network", "GANs", acronym="GAN")
    resnet_lower = ent("Method", "resnet")      # not the coined spelling, one word: CSO/PwC rules
    link([resnet, lstm, spade, gan, gan2, resnet_lower])
    assert resnet.exact_matches == [PWCM + "resnet"]
    assert lstm.exact_matches == [] and lstm.close_matches == [PWCM + "lstm"]
    assert spade.exact_matches == [] and spade.close_matches == []
    assert gan.exact_matches == [] and gan.close_matches == []
    assert PWCM + "gan" in gan2.exact_matches


def test_an_acronym_links_only_when_its_expansions_agree() -> None:
    # acronyms collide: each of these shares at most one word with PwC's expansion
    dpt = ent("Method", "Decision-Pretrained Transformer", "DPT", acronym="DPT")
    fcn = ent("Method", "fully-connected networks", "FCN", acronym="FCN")
    sft = ent("Method", "supervised fine-tuning", "SFT", acronym="SFT")
    pnp = ent("Method", "Perspective-n-Points", "PnP", acronym="PnP")  # a coined spelling, spelt out otherwise
    fcn_ok = ent("Method", "fully convolutional networks", "FCNs", acronym="FCN")
    dpt_ok = ent("Method", "dense prediction transformers", "DPT", acronym="DPT")
    link([dpt, fcn, sft, pnp, fcn_ok, dpt_ok])
    for e in (dpt, fcn, sft):
        assert not [i for i in e.exact_matches + e.close_matches if i.startswith(PWCM)], e.label
    # PwC's full name of its PnP is only "PnP", but its description spells it out ("Poll and
    # Pool", a DETR module): Perspective-n-Points disagrees, so no link (session 33)
    assert PWCM + "pnp" not in pnp.exact_matches + pnp.close_matches
    bare = ent("Method", "PnP")  # neither side spells it out: the coined spelling decides
    link([bare])
    assert bare.exact_matches == [PWCM + "pnp"]
    assert PWCM + "fcn" in fcn_ok.exact_matches + fcn_ok.close_matches
    assert PWCM + "dense-prediction-transformer" in dpt_ok.exact_matches + dpt_ok.close_matches


def test_an_external_term_is_the_exact_match_of_one_type_only() -> None:
    # skos:exactMatch is transitive: the Method and the Task "reinforcement learning" must not
    # both be exact matches of one CSO topic, or a reasoner merges the two nodes
    method = ent("Method", "reinforcement learning")
    task = ent("Task", "reinforcement learning")
    alone = ent("Method", "knowledge distillation")
    _, stats = link_with_stats([method, task, alone])
    topic = CSO + "reinforcement_learning"
    assert topic in task.exact_matches
    assert topic not in method.exact_matches and topic in method.close_matches
    exact_owners = [e.type for e in (method, task, alone) for i in e.exact_matches if i == topic]
    assert exact_owners == ["Task"]
    assert PWCM + "knowledge-distillation" in alone.exact_matches  # one type: untouched
    assert stats.cso_close >= 1
