"""Entity resolution, session 13: names that one vocabulary entry or one short form pairs
across papers, where no paper of the build writes the pair (kg.resolve)."""
from kg.resolve import resolve
from tests.factories import acronym, extraction, mention


def _methods(*sentences_and_names, type_="Method"):
    """One paper per (sentence, name) pair, ids p0, p1, ..."""
    return [extraction(f"p{i}", s, mentions=[mention(name, s, type_, "used")])
            for i, (s, name) in enumerate(sentences_and_names)]


def _defined(pid: str, long: str, short: str, type_="Method"):
    """A paper that defines ``long (short)`` and then uses the short form."""
    text = f"We build on {long} ({short}) for the graphs. Then {short} is trained twice."
    return extraction(pid, text, mentions=[mention(long, text, type_, "used"), mention(short, text, type_, "used", nth=1)],
                      acronyms=[acronym(short, long, text)])


# ------------------------------------------------ a PwC method's short and full name

def test_the_short_and_full_name_of_one_pwc_method_are_one_entity():
    res = resolve(_methods(
        ("Labels are voted by k-NN over the embeddings.", "k-NN"),
        ("A k-nearest neighbors classifier is fit to the features.", "k-nearest neighbors"),
        ("We train Resnet on the images.", "Resnet"),
        ("Deep residual networks are trained with SGD.", "residual networks"),
    ))
    assert res.key("p0", "Method", "k-NN") == res.key("p1", "Method", "k-nearest neighbors")
    assert res.key("p2", "Method", "Resnet") == res.key("p3", "Method", "residual networks")
    assert res.key("p0", "Method", "k-NN") != res.key("p2", "Method", "Resnet")
    assert len(res.entities) == 2


def test_a_coined_short_form_defined_otherwise_keeps_its_own_entity():
    # this paper's ResNet is spelt out as something PwC's "Residual Network" is not
    res = resolve([
        _defined("a", "Recurrent Estimation Network", "ResNet"),
        *_methods(("Deep residual networks are trained with SGD.", "residual networks")),
    ])
    assert res.key("a", "Method", "ResNet") != res.key("p0", "Method", "residual networks")


def test_a_short_form_in_capitals_identifies_no_vocabulary_method():
    # PwC's "k-NN" is coined; "KNN" in capitals could be another paper's new acronym
    res = resolve(_methods(
        ("A KNN module is stacked on top.", "KNN"),
        ("A k-nearest neighbors classifier is fit to the features.", "k-nearest neighbors"),
    ))
    assert res.key("p0", "Method", "KNN") != res.key("p1", "Method", "k-nearest neighbors")


def test_a_proposed_name_does_not_join_the_vocabulary_method():
    text = "We propose Resnet, a recurrent estimation network for tables."
    proposed = extraction("a", text, mentions=[mention("Resnet", text, "Method", "proposed")])
    res = resolve([proposed, *_methods(("Deep residual networks are trained with SGD.", "residual networks"))])
    assert res.key("a", "Method", "Resnet") != res.key("p0", "Method", "residual networks")


# ------------------------------------- one short form expanded with other word endings

def test_expansions_of_one_short_form_that_differ_in_endings_are_one_entity():
    res = resolve([
        _defined("a", "graph convolutional network", "GCN"),
        _defined("b", "graph convolutional network", "GCN"),
        _defined("c", "graph convolution network", "GCN"),
        _defined("d", "mean squared error", "MSE", "Metric"),
        _defined("e", "mean square error", "MSE", "Metric"),
    ])
    key = res.key("a", "Method", "graph convolutional network")
    assert res.key("c", "Method", "graph convolution network") == key == res.key("c", "Method", "GCN")
    ent = res.entities[key]
    assert ent.papers == ["a", "b", "c"]
    # the label is a spelling of the form most papers write; the other stays a name
    assert ent.label == "graph convolutional network" and "graph convolution network" in ent.alt_labels
    assert res.key("d", "Metric", "mean squared error") == res.key("e", "Metric", "mean square error")


def test_endings_alone_do_not_join_without_a_shared_short_form():
    res = resolve(_methods(
        ("We use structure learning on the DAG.", "structure learning"),
        ("Such structured learning predicts the whole tree.", "structured learning"),
    ))
    assert res.key("p0", "Method", "structure learning") != res.key("p1", "Method", "structured learning")


def test_an_activity_and_its_artefact_stay_apart_under_one_short_form():
    res = resolve([
        _defined("a", "masked language modeling", "MLM"),
        _defined("b", "masked language models", "MLM"),
    ])
    assert res.key("a", "Method", "masked language modeling") != res.key("b", "Method", "masked language models")


def test_different_words_under_one_short_form_stay_apart():
    res = resolve([
        _defined("a", "graph convolutional network", "GCN"),
        _defined("b", "global context network", "GCN"),
    ])
    assert res.key("a", "Method", "graph convolutional network") != res.key("b", "Method", "global context network")


# ----------------------------------------------------------- "neural" left out

def test_a_network_written_without_neural_is_the_neural_network():
    res = resolve(_methods(
        ("We study two-layer neural networks trained by SGD.", "two-layer neural networks"),
        ("Wide two-layer networks learn single-index functions.", "two-layer networks"),
        ("Messages flow in message passing networks over molecules.", "message passing networks"),
        ("Message-passing neural networks are bounded by 1-WL.", "Message-passing neural networks"),
    ))
    assert res.key("p0", "Method", "two-layer neural networks") == res.key("p1", "Method", "two-layer networks")
    assert res.key("p2", "Method", "message passing networks") == res.key("p3", "Method", "Message-passing neural networks")
    assert len(res.entities) == 2


def test_a_network_that_names_a_vocabulary_term_keeps_its_own_entity():
    # a Bayesian network (a graphical model, a CSO topic) is no Bayesian neural network
    res = resolve(_methods(
        ("Bayesian neural networks give calibrated uncertainty.", "Bayesian neural networks"),
        ("Causal structure is read off Bayesian networks.", "Bayesian networks"),
    ))
    assert res.key("p0", "Method", "Bayesian neural networks") != res.key("p1", "Method", "Bayesian networks")


def test_neural_models_are_not_neural_networks_and_a_bare_network_stays():
    res = resolve(_methods(
        ("Deep neural networks overfit noisy labels.", "Deep neural networks"),
        ("The network is pruned after training.", "network"),
        ("Neural networks are universal approximators.", "Neural networks"),
    ))
    assert len({res.key(f"p{i}", "Method", n) for i, n in
                enumerate(["Deep neural networks", "network", "Neural networks"])}) == 3


def test_a_short_form_expanded_with_and_without_neural_and_other_endings_is_one_entity():
    # "convolution networks" takes "convolution neural networks (CNN)"; the CNN of the
    # other papers then meets it through the short form and the word endings
    text = "A convolution neural network (CNN) is trained. The CNN is small."
    res = resolve([
        _defined("a", "convolutional neural network", "CNN"),
        _defined("b", "convolutional neural network", "CNN"),
        _defined("d", "convolutional neural network", "CNN"),
        _defined("e", "convolutional neural network", "CNN"),
        extraction("c", text, mentions=[mention("convolution neural network", text, "Method", "used"),
                                        mention("CNN", text, "Method", "used", nth=1)],
                   acronyms=[acronym("CNN", "convolution neural network", text)]),
        *_methods(("Images pass through convolution networks.", "convolution networks"),
                  ("More convolution networks are used here.", "convolution networks"),
                  ("Again convolution networks are used here.", "convolution networks")),
    ])
    key = res.key("a", "Method", "convolutional neural network")
    assert res.key("c", "Method", "CNN") == res.key("p0", "Method", "convolution networks") == key
    # labelled as the form most papers write (4 papers against 3)
    assert res.entities[key].label == "convolutional neural network"


# ------------------------------------------ expansions of one short form, single link

def test_expansions_that_differ_in_endings_vote_together_by_single_link():
    from collections import Counter
    from kg.resolve import _dominant
    form_of = {"lowrankadaptation": "low rank adaptation", "lowrankadapter": "low rank adapter",
               "lowrankadapation": "low rank adapation", "lowrank": "low rank"}
    # "adaptation" does not meet the misspelt "adapation", but both meet "adapter"
    votes = Counter({"lowrankadaptation": 8, "lowrankadapter": 3, "lowrankadapation": 1, "lowrank": 1})
    assert _dominant(votes, form_of) == "lowrankadaptation"
    # two meanings still tie
    form_of2 = {"maximumaposteriori": "maximum a posteriori", "meanaverageprecision": "mean average precision"}
    assert _dominant(Counter({"maximumaposteriori": 1, "meanaverageprecision": 1}), form_of2) is None


# -------------------------------------------- a short form in small and capital letters

def _used(pid: str, name: str, type_: str):
    text = f"Our detector reaches a high {name} on the test split."
    return extraction(pid, text, mentions=[mention(name, text, type_, "used")])


def test_a_short_form_in_mixed_case_reads_as_the_expansion_of_its_own_spelling():
    res = resolve([
        _defined("a", "mean average precision", "mAP", "Metric"),
        _defined("b", "mean average precision", "mAP", "Metric"),
        _defined("c", "maximum a posteriori", "MAP", "Metric"),
        _defined("d", "maximum a posteriori", "MAP", "Metric"),
        _used("e", "mAP", "Metric"), _used("f", "mAP", "Metric"), _used("g", "MAP", "Metric"),
    ])
    key = res.key("a", "Metric", "mean average precision")
    # the cluster of the undefined short form, mostly written "mAP", is the mean average precision
    assert res.key("e", "Metric", "mAP") == res.key("f", "Metric", "mAP") == res.key("g", "Metric", "MAP") == key
    assert res.key("c", "Metric", "maximum a posteriori") != key
    assert res.entities[key].papers == ["a", "b", "e", "f", "g"]


def test_a_short_form_mostly_in_capitals_is_not_read_through_a_mixed_case_spelling():
    res = resolve([
        _defined("a", "mean average precision", "mAP", "Metric"),
        _defined("c", "maximum a posteriori", "MAP", "Metric"),
        _used("e", "MAP", "Metric"), _used("f", "MAP", "Metric"), _used("g", "mAP", "Metric"),
    ])
    assert res.key("e", "Metric", "MAP") != res.key("a", "Metric", "mean average precision")
    assert res.key("e", "Metric", "MAP") != res.key("c", "Metric", "maximum a posteriori")


# ------------------------------------------- a short form's kind, from typed definitions

def test_an_undefined_metric_short_form_reads_as_the_expansion_written_as_a_metric():
    em = "Expectation maximization (EM) fits the mixture."  # no mention: counts for every kind
    res = resolve([
        extraction("a", em, acronyms=[acronym("EM", "Expectation maximization", em)]),
        extraction("b", em, acronyms=[acronym("EM", "Expectation maximization", em)]),
        extraction("c", em, acronyms=[acronym("EM", "Expectation maximization", em)]),
        _defined("d", "exact match", "EM", "Metric"),
        _defined("e", "exact match", "EM", "Metric"),
        _used("f", "EM", "Metric"),
    ])
    assert res.key("f", "Metric", "EM") == res.key("d", "Metric", "exact match")


def test_an_untyped_definition_still_counts_for_a_method_short_form():
    fft = "The fast Fourier transform (FFT) speeds up convolutions."  # no mention
    res = resolve([
        extraction("a", fft, acronyms=[acronym("FFT", "fast Fourier transform", fft)]),
        _defined("b", "full fine-tuning", "FFT"),
        *_methods(("Convolutions are computed with FFT on GPUs.", "FFT")),
    ])
    assert res.key("p0", "Method", "FFT") != res.key("b", "Method", "full fine-tuning")


def test_the_joins_do_not_depend_on_the_order_of_the_papers():
    papers = [
        _defined("a", "graph convolutional network", "GCN"),
        _defined("c", "graph convolution network", "GCN"),
        *_methods(("Wide two-layer networks learn fast.", "two-layer networks"),
                  ("We study two-layer neural networks here.", "two-layer neural networks"),
                  ("Labels are voted by k-NN here.", "k-NN"),
                  ("A k-nearest neighbors classifier is fit.", "k-nearest neighbors")),
    ]
    one, two = resolve(papers), resolve(papers[::-1])
    assert one.index == two.index
    assert [(e.key, e.label, e.alt_labels, e.papers) for e in one.entities.values()] == \
        [(e.key, e.label, e.alt_labels, e.papers) for e in two.entities.values()]
    assert len(one.entities) == 3
