"""Dataset rules of session 16 (kg/extract/roles_datasets.py): the names listed after a
counted plural dataset noun and a comma are those datasets, even a name that is also a known
method (``dataset-announced``); "the <Name> <noun> suite" names a suite with its head
(``dataset-suite-name``); examples right after a plural method class noun are methods, however
long the phrase that noun heads (``method-list``)."""
from __future__ import annotations


from kg.records import Paper


def _typed(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {(m.text, m.type) for m in e.mentions}


def _datasets(ex, text):
    return {t for t, k in _typed(ex, text) if k == "Dataset"}


def test_names_after_a_counted_dataset_noun_are_datasets(ex):
    got = _datasets(ex, "We propose FooNet. Experiments on two public datasets, QuuxSet and Adam, show that "
                        "FooNet outperforms prior methods.")
    assert {"QuuxSet", "Adam"} <= got  # Adam is also a Papers with Code method


def test_three_names_after_a_counted_benchmark_noun(ex):
    got = _datasets(ex, "We propose FooNet. We evaluate FooNet on three benchmarks, Zorb, Quux and Blart, "
                        "and report gains.")
    assert {"Zorb", "Quux", "Blart"} <= got


def test_a_count_that_differs_from_the_names_reads_no_announced_list(ex):
    typed = _typed(ex, "We propose FooNet. Experiments on two public datasets, Zorb, Quux and Adam, show gains.")
    assert ("Adam", "Dataset") not in typed


def test_an_uncounted_dataset_noun_announces_nothing(ex):
    typed = _typed(ex, "We propose FooNet. Unlike prior datasets, Adam and Zorb fail to converge.")
    assert ("Adam", "Dataset") not in typed


def test_a_named_suite_keeps_its_noun_and_head(ex):
    got = _datasets(ex, "We propose FooNet. FooNet improves returns on the AcmeLab locomotion suite in "
                        "sparse-reward settings.")
    assert got == {"AcmeLab locomotion suite"}


def test_a_known_dataset_before_a_noun_and_benchmark_stays_alone(ex):
    got = _datasets(ex, "We propose FooNet. FooNet beats prior models on the ImageNet vision benchmark.")
    assert "ImageNet" in got and "ImageNet vision benchmark" not in got


def test_a_method_noun_before_suite_is_no_named_suite(ex):
    got = _datasets(ex, "We propose FooNet. We compare against the AcmeLab model suite of baselines.")
    assert "AcmeLab model suite" not in got


def test_examples_right_after_a_method_class_noun_are_methods(ex):
    # the class noun is far from the start of the sentence and from any other method noun
    e = ex.extract(Paper(id="p", abstract="We propose FooNet. Prior pipelines in crop science rely on empirical "
                                          "yield smoothing strategies, such as moving-window kriging, to fill gaps.",
                         source="t"))
    got = {m.text: m.type for m in e.mentions}
    assert got.get("moving-window kriging") == "Method"
