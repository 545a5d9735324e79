"""Rules of session 17 in kg/extract/roles_datasets.py: the measures listed after a plural
"metrics" / "measures" and an example trigger are metrics (``metric-listed``); "evaluated /
assessed in terms of X and Y" names measures when the verb stands close before "in terms of"
(``metric-terms-of``); named examples after a plural noun of trained models ("image
generators (e.g., A, B)") are methods; "and even C" goes on with a list of names."""
from __future__ import annotations


from kg.records import Paper


def _typed(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {(m.text, m.type) for m in e.mentions}


def _of(ex, text, kind):
    return {t for t, k in _typed(ex, text) if k == kind}


def test_measures_listed_after_metrics_including_are_metrics(ex):
    got = _of(ex, "We propose FooNet. We evaluate FooNet with metrics including fidelity and correctness.",
              "Metric")
    assert {"fidelity", "correctness"} <= got


def test_measures_listed_after_measures_such_as_are_metrics(ex):
    got = _of(ex, "We propose FooNet. Designs are scored by performance measures such as maximum flight "
                  "distance and hover time.", "Metric")
    assert {"maximum flight distance", "hover time"} <= got


def test_a_list_after_a_singular_metric_noun_is_not_read(ex):
    # "metric" singular before "like": no list of measures is announced
    got = _of(ex, "We propose FooNet. FooNet learns a metric like humans and animals do.", "Metric")
    assert not {"humans", "animals"} & got


def test_evaluated_in_terms_of_names_measures(ex):
    got = _of(ex, "We propose FooNet. FooNet is evaluated in terms of utility and safety.", "Metric")
    assert {"utility", "safety"} <= got


def test_evaluate_far_before_in_terms_of_names_no_measure(ex):
    got = _of(ex, "We propose FooNet. We evaluate FooNet on two data sets, both with groups defined in "
                  "terms of race, sex, and other characteristics.", "Metric")
    assert not {"race", "sex"} & got


def test_named_examples_after_image_generators_are_methods(ex):
    got = _of(ex, "We propose FooNet. Image generators (e.g., Zorb, Quux, and Blart) produce fakes.", "Method")
    assert {"Zorb", "Quux", "Blart"} <= got


def test_and_even_goes_on_with_a_list_of_models(ex):
    got = _of(ex, "We propose FooNet. We use models such as Zorb, Quux, and even Blart.", "Method")
    assert {"Zorb", "Quux", "Blart"} <= got


def test_and_even_goes_on_with_a_list_of_datasets(ex):
    got = _of(ex, "We propose FooNet. We evaluate FooNet on Zorb, Quux and even Blart.", "Dataset")
    assert {"Zorb", "Quux", "Blart"} <= got


def test_even_without_a_conjunction_ends_the_list(ex):
    # "even" not after "and" / "or" is no list joiner
    got = _typed(ex, "We propose FooNet. We evaluate FooNet on Zorb, even Blart fails.")
    assert ("Blart", "Dataset") not in got


def test_precision_before_a_noun_it_modifies_is_no_metric(ex):
    got = _of(ex, "We propose FooNet. FooNet enables precision agriculture and precision manufacturing.", "Metric")
    assert "precision" not in got


def test_the_precision_matrix_is_no_metric(ex):
    got = _of(ex, "We propose FooNet. We estimate the precision matrix of a Gaussian model.", "Metric")
    assert "precision" not in got


def test_precision_scores_and_precision_and_recall_stay_metrics(ex):
    assert "precision" in _of(ex, "We propose FooNet. FooNet obtains higher precision scores than prior work.",
                              "Metric")
    assert {"precision", "recall"} <= _of(ex, "We propose FooNet. FooNet improves precision and recall on "
                                              "three benchmarks.", "Metric")
