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
