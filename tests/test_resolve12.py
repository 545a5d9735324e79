"""Entity resolution, session 12 (measured on ICML 2024): generic heads of methods
("algorithm" = "method" after a name of two words) (kg.resolve)."""
from kg.resolve import _method_identity, resolve
from tests.factories import acronym, extraction, mention


def _methods(*sentences_and_names):
    """One paper per (sentence, method name) pair, ids p0, p1, ..."""
    return [extraction(f"p{i}", s, mentions=[mention(name, s, "Method", "used")])
            for i, (s, name) in enumerate(sentences_and_names)]


# ------------------------------------------------------------ generic heads of methods

def test_method_identity_reads_a_generic_head_as_method_after_two_words():
    assert _method_identity("policy gradient algorithm") == _method_identity("policy gradient method")
    assert _method_identity("frank wolfe technique") == _method_identity("frank wolfe method")
    assert _method_identity("causal discovery approach") == "causaldiscoverymethod"
    # "based" does not count as a word of the name: "particle-based algorithm" keeps its head
    assert _method_identity("particle based algorithm") == "particlealgorithm"
    # one word before the head: an algorithm for graphs is no graph-based method
    assert _method_identity("graph algorithm") == "graphalgorithm"
    assert _method_identity("graph algorithm") != _method_identity("graph based method")
    # other heads stay
    assert _method_identity("neural model") != _method_identity("neural network")
    assert _method_identity("diffusion model") == "diffusionmodel"


def test_algorithm_and_method_of_one_name_are_one_entity():
    res = resolve(_methods(
        ("We train the agent with policy gradient algorithms on Atari.", "policy gradient algorithms"),
        ("Policy gradient methods are known to have high variance. We reduce it.", "Policy gradient methods"),
        ("A new policy gradient approach is given for robots.", "policy gradient approach"),
    ))
    key = res.key("p0", "Method", "policy gradient algorithms")
    assert key == res.key("p1", "Method", "Policy gradient methods") == res.key("p2", "Method", "policy gradient approach")
    ent = res.entities[key]
    assert ent.papers == ["p0", "p1", "p2"]
    assert sorted(ent.alt_labels + [ent.label]) == [
        "Policy gradient methods", "policy gradient algorithms", "policy gradient approach"]


def test_a_one_word_name_keeps_its_generic_head():
    res = resolve(_methods(
        ("Shortest paths are found with graph algorithms in linear time.", "graph algorithms"),
        ("Graph-based methods propagate labels over a k-NN graph.", "Graph-based methods"),
    ))
    assert res.key("p0", "Method", "graph algorithms") != res.key("p1", "Method", "Graph-based methods")
    assert len(res.entities) == 2


def test_a_model_is_not_made_an_algorithm():
    res = resolve(_methods(
        ("We fit a random feature model to the kernel.", "random feature model"),
        ("The random feature algorithm converges fast.", "random feature algorithm"),
    ))
    assert res.key("p0", "Method", "random feature model") != res.key("p1", "Method", "random feature algorithm")


# ------------------------------------------------- "model" after a short form of a model

def test_model_after_a_short_form_of_a_kind_of_model_adds_nothing():
    from kg.resolve import _acronym_norm, _expand_inner
    table = {"gnn": "graph neural network", "gp": "gaussian process", "erm": "empirical risk minimization",
             "crf": "conditional random field"}
    assert _expand_inner("equivariant GNN models", {}, table, _acronym_norm) == "equivariant graph neural network"
    assert _expand_inner("GP model", {}, table, _acronym_norm) == "gaussian process"
    assert _expand_inner("CRF model", {}, table, _acronym_norm) == "conditional random field"
    # models trained by empirical risk minimization are not the principle itself
    assert _expand_inner("ERM models", {}, table, _acronym_norm) == "empirical risk minimization models"
    # "model" in the middle of a longer name goes too; the rest stays
    assert _expand_inner("GNN model training", {}, table, _acronym_norm) == "graph neural network training"


def test_an_undefined_short_form_model_joins_the_defined_model():
    a = "We place a Gaussian process (GP) prior on the reward. The GP is updated online."
    b = "A GP model of the objective guides the search."
    c = "Models trained by empirical risk minimization (ERM) overfit. ERM models ignore groups."
    res = resolve([
        extraction("a", a, mentions=[mention("Gaussian process", a, "Method", "used"), mention("GP", a, "Method", "used", nth=1)],
                   acronyms=[acronym("GP", "Gaussian process", a)]),
        extraction("b", b, mentions=[mention("GP model", b, "Method", "used")]),
        extraction("c", c, mentions=[mention("empirical risk minimization", c, "Method", "used"),
                                     mention("ERM models", c, "Method", "used")],
                   acronyms=[acronym("ERM", "empirical risk minimization", c)]),
    ])
    key = res.key("a", "Method", "Gaussian process")
    assert res.key("b", "Method", "GP model") == key
    assert res.entities[key].papers == ["a", "b"] and res.entities[key].label == "Gaussian process"
    assert res.key("c", "Method", "ERM models") != res.key("c", "Method", "empirical risk minimization")


# ------------------------------------------------------ a proper name and "model"

def test_versioned_name_and_model_is_the_name():
    res = resolve(_methods(
        ("We fine-tune the LLaMA-2 13B model on code.", "LLaMA-2 13B model"),
        ("LLaMA-2 13B answers most questions.", "LLaMA-2 13B"),
        ("Our 2D diffusion models draw sprites.", "2D diffusion models"),
        ("Images come from 2D diffusion in pixel space.", "2D diffusion"),
    ))
    assert res.key("p0", "Method", "LLaMA-2 13B model") == res.key("p1", "Method", "LLaMA-2 13B")
    # "2D" is no version of a name: the models are not the process
    assert res.key("p2", "Method", "2D diffusion models") != res.key("p3", "Method", "2D diffusion")


def _named(bare: str, full: str, short: str):
    a = f"We prompt the {full} ({short}) with boxes. The {short} masks are sharp."
    b = f"Masks from {bare} are refined."
    return resolve([
        extraction("a", a, mentions=[mention(full, a, "Method", "used"), mention(short, a, "Method", "used", nth=1)],
                   acronyms=[acronym(short, full, a)]),
        extraction("b", b, mentions=[mention(bare, b, "Method", "used")]),
    ])


def test_a_name_in_capitals_whose_short_form_spells_model_is_the_name():
    res = _named("Segment Anything", "Segment Anything Model", "SAM")
    key = res.key("a", "Method", "Segment Anything Model")
    assert res.key("b", "Method", "Segment Anything") == key == res.key("a", "Method", "SAM")
    assert res.entities[key].papers == ["a", "b"]


def test_a_technique_and_its_models_stay_apart():
    # a name in "-ing" is a technique: the models trained by it are no technique
    res = _named("Flow Matching", "Flow Matching Models", "FMMs")
    assert res.key("b", "Method", "Flow Matching") != res.key("a", "Method", "Flow Matching Models")
    # the bare name written in small letters is no proper name
    res = _named("vision-language", "Vision-Language Models", "VLMs")
    assert res.key("b", "Method", "vision-language") != res.key("a", "Method", "Vision-Language Models")
    # the short form does not spell "Model": the models are named by the technique
    res = _named("Deep Equilibrium", "Deep Equilibrium Models", "DEQ")
    assert res.key("b", "Method", "Deep Equilibrium") != res.key("a", "Method", "Deep Equilibrium Models")


def test_a_short_form_or_coined_name_before_a_generic_head_counts_as_a_name():
    assert _method_identity("pdhg algorithm", "PDHG algorithm") == _method_identity("pdhg method", "PDHG method")
    assert _method_identity("pbrl approach", "PbRL approach") == "pbrlmethod"
    # a common word with a sentence's capital is still one word
    assert _method_identity("graph algorithm", "Graph algorithms") == "graphalgorithm"
    res = resolve(_methods(
        ("The PDHG algorithm solves the linear program.", "PDHG algorithm"),
        ("We restart the PDHG method every few steps.", "PDHG method"),
    ))
    assert res.key("p0", "Method", "PDHG algorithm") == res.key("p1", "Method", "PDHG method")
