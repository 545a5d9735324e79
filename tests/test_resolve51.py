"""Entity resolution, session 51: derivational variants of one short form's long forms, words
before a closing short form that are no part of its name, and labels in Papers with Code's
spelling.

* kg.resolve._derivational_variants / _join_expansion_variants: "vision-X" and "visual-X" long
  forms of one short form are one entity; "general" / "generative" stay apart.
* kg.resolve._short_form_own: "the changes QZMs undergo" and "a 128k length QZM" are QZMs.
* kg.resolve._gazetteer_label / _gazetteer_labels: "Squad" -> "SQuAD", "CIFAR10" -> "CIFAR-10",
  "deep-learning" -> "deep learning", the key (IRI) unchanged.

The sentences and the coined names are made up for these tests; the gazetteer names are
Papers with Code's."""
import pytest

import kg.resolve as resolve_module
from kg.resolve import (_derivational_variants, _derived_word, _gazetteer_label, _lenient,
                        _short_form_own, resolve)
from tests.factories import defining, writing


_defines = defining
_writes = writing


# --- derivational variants --------------------------------------------------------------------

@pytest.mark.parametrize("x, y", [("vision", "visual"), ("multimodality", "multimodal"),
                                  ("optic", "optical"), ("spatiality", "spatial")])
def test_derived_words(x, y):
    assert _derived_word(x, y) and _derived_word(y, x)


@pytest.mark.parametrize("x, y", [("general", "generative"), ("continual", "continuous"),
                                  ("neural", "neuron"), ("vision", "version"), ("optic", "optimal")])
def test_words_that_are_not_derived_from_one_stem(x, y):
    assert not _derived_word(x, y)


def test_a_prefix_written_apart_meets_the_closed_word():
    assert _derivational_variants("large multi modality sorter".split(), "large multimodal sorter".split())
    assert _derivational_variants("vision pattern encoder".split(), "visual pattern encoder".split())
    assert not _derivational_variants("vision pattern encoder".split(), "visual pattern decoder".split())
    assert not _derivational_variants("vision pattern encoder".split(), "visual encoder".split())


def test_vision_and_visual_long_forms_of_one_short_form_are_one_entity():
    res = resolve([_defines("p0", "vision-pattern encoder", "VPE"), _defines("p1", "vision-pattern encoder", "VPE"),
                   _defines("p2", "Visual-Pattern Encoder", "VPE")])
    key = res.key("p0", "Method", "VPE")
    assert key == res.key("p2", "Method", "Visual-Pattern Encoder") == res.key("p2", "Method", "VPE")
    assert res.entities[key].label == "vision-pattern encoder"
    assert "Visual-Pattern Encoder" in res.entities[key].alt_labels
    assert res.entities[key].papers == ["p0", "p1", "p2"]


def test_a_hyphenated_prefix_variant_joins():
    res = resolve([_defines("p0", "Large Multi-modality Sorters", "LMS"), _defines("p1", "large multimodal sorters", "LMS")])
    assert res.key("p0", "Method", "LMS") == res.key("p1", "Method", "large multimodal sorters")
    assert len(res.entities) == 1


def test_other_words_with_one_short_form_stay_apart():
    res = resolve([_defines("p0", "vision sorter", "VS"), _defines("p1", "version sorter", "VS")])
    assert res.key("p0", "Method", "VS") != res.key("p1", "Method", "VS")
    res = resolve([_defines("p0", "local pruning", "LPR"), _defines("p1", "locomotion pruning", "LPR")])
    assert res.key("p0", "Method", "LPR") != res.key("p1", "Method", "LPR")


def test_variants_without_a_shared_short_form_stay_apart():
    res = resolve([_writes("p0", "We use vision parsing here.", "vision parsing"),
                   _writes("p1", "We use visual parsing here.", "visual parsing")])
    assert res.key("p0", "Method", "vision parsing") != res.key("p1", "Method", "visual parsing")


def test_the_switch_turns_the_join_off(monkeypatch):
    monkeypatch.setattr(resolve_module, "DERIVATIONAL_VARIANTS", False)
    res = resolve([_defines("p0", "vision-pattern encoder", "VPE"), _defines("p1", "visual-pattern encoder", "VPE")])
    assert res.key("p0", "Method", "VPE") != res.key("p1", "Method", "VPE")


# --- words before a closing short form ----------------------------------------------------------

def test_short_form_own_reads():
    assert _short_form_own("changes QZMs", frozenset()) == "QZMs"
    assert _short_form_own("length QZM", frozenset({"length QZM"})) == "QZM"
    assert _short_form_own("offline QZMs", frozenset()) == "offline QZMs"
    assert _short_form_own("Mixture QZMs", frozenset()) == "Mixture QZMs"  # a capital: a name's word
    assert _short_form_own("QZM-based parsers", frozenset()) == "QZM-based parsers"
    assert _short_form_own("physics QZM", frozenset()) == "physics QZM"  # no plural


def _qzm_papers():
    return [_defines("p0", "quilted zonal model", "QZM"), _defines("p1", "quilted zonal model", "QZM")]


def test_a_plural_noun_before_a_short_form_is_no_part_of_its_name():
    text = "We trace the changes QZMs undergo through tuning."
    res = resolve([*_qzm_papers(), _writes("p2", text, "changes QZMs")])
    key = res.key("p2", "Method", "changes QZMs")
    assert key == res.key("p0", "Method", "QZM")
    assert res.entities[key].label == "quilted zonal model"


def test_a_measure_before_a_short_form_is_no_part_of_its_name():
    text = "We first tune a 128k length QZM and then prune it."
    res = resolve([*_qzm_papers(), _writes("p2", text, "length QZM")])
    assert res.key("p2", "Method", "length QZM") == res.key("p0", "Method", "QZM")


def test_a_modifier_of_the_name_stays():
    text = "We tune offline QZMs on 8 sparse QZM tasks."
    res = resolve([*_qzm_papers(), _writes("p2", text, "offline QZMs", "sparse QZM")])
    offline = res.key("p2", "Method", "offline QZMs")
    assert offline != res.key("p0", "Method", "QZM")
    assert res.entities[offline].label == "offline quilted zonal model"
    # a plain number counts the things the name modifies: no measure of the short form
    assert res.key("p2", "Method", "sparse QZM") not in (offline, res.key("p0", "Method", "QZM"))


def test_the_short_form_switch(monkeypatch):
    monkeypatch.setattr(resolve_module, "SHORT_FORM_OWN", False)
    text = "We trace the changes QZMs undergo through tuning."
    res = resolve([*_qzm_papers(), _writes("p2", text, "changes QZMs")])
    assert res.key("p2", "Method", "changes QZMs") != res.key("p0", "Method", "QZM")


# --- labels in the gazetteer's spelling ---------------------------------------------------------

@pytest.mark.parametrize("type_, label, want", [
    ("Dataset", "Squad", "SQuAD"),
    ("Dataset", "CIFAR10", "CIFAR-10"),
    ("Dataset", "PennTreebank", "Penn Treebank"),
    ("Task", "deep-learning", "deep learning"),
    ("Method", "deep-learning", "deep learning"),   # PwC's task: its separators, not its capitals
    ("Method", "logistic-regression", "logistic regression"),
    ("Method", "Resnet", "ResNet"),
])
def test_gazetteer_spelling(type_, label, want):
    assert _gazetteer_label(type_, label, own_capitals=True) == want


@pytest.mark.parametrize("type_, label", [
    ("Task", "commonsense reasoning"),        # no word boundary to split at
    ("Task", "class-incremental learning"),   # a compound modifier keeps its hyphen
    ("Task", "3D reconstruction"),            # a task takes no title-case capitals
    ("Method", "autoencoder"),                # a common noun is not made "AutoEncoder"
    ("Method", "linear regression"),          # PwC's title case is no name's capitals
    ("Method", "R-GCN"),                      # a separator of the label never goes
    ("Dataset", "DANE"),                      # a capital never goes
    ("Dataset", "Frobnitz-77"),               # no gazetteer name
])
def test_labels_kept(type_, label):
    assert _gazetteer_label(type_, label, own_capitals=True) == label


def test_lenient_form():
    assert _lenient("CIFAR-10") == _lenient("cifar10") == _lenient("Cifar 10") == "cifar10"


def test_labels_change_but_keys_stay(monkeypatch):
    exs = [_writes("p0", "We test on Squad and on CIFAR10 with deep-learning.", "Squad", "CIFAR10", type_="Dataset"),
           _writes("p1", "Our deep-learning study.", "deep-learning", type_="Task", role="task")]
    res = resolve(exs)
    squad, cifar = res.key("p0", "Dataset", "Squad"), res.key("p0", "Dataset", "CIFAR10")
    deep = res.key("p1", "Task", "deep-learning")
    assert (res.entities[squad].label, res.entities[cifar].label, res.entities[deep].label) == (
        "SQuAD", "CIFAR-10", "deep learning")
    assert "Squad" in res.entities[squad].alt_labels and "CIFAR10" in res.entities[cifar].alt_labels
    monkeypatch.setattr(resolve_module, "GAZETTEER_LABELS", False)
    old = resolve(exs)
    assert sorted(old.entities) == sorted(res.entities) == ["dataset/cifar10", "dataset/squad", "task/deep-learning"]
    assert old.entities[squad].label == "Squad"


def test_a_label_another_entity_has_is_not_taken():
    # two clusters of one type: "CIFAR-10" written so, and a proposed coinage spelt "Cifar10x"
    # whose label cannot become another's; the gazetteer spelling is taken once only
    labels = resolve_module._gazetteer_labels(
        {("Dataset", "a"): resolve_module._Cluster(type="Dataset", form="a"),
         ("Dataset", "b"): resolve_module._Cluster(type="Dataset", form="b")},
        {("Dataset", "a"): "CIFAR10", ("Dataset", "b"): "CIFAR-10"})
    assert labels == {("Dataset", "a"): "CIFAR10", ("Dataset", "b"): "CIFAR-10"}


def test_a_later_build_keeps_the_key_of_a_gazetteer_label():
    # the graph publishes "Penn Treebank" (label) and "PennTreebank" (alt label) under the key
    # the written label gave; a later build whose papers write "Penn Treebank" more keeps it
    def paper(pid, name):
        return _writes(pid, f"We test on {name} here.", name, type_="Dataset", role="dataset")

    first = resolve([paper("p0", "PennTreebank")])
    key = first.key("p0", "Dataset", "PennTreebank")
    entity = first.entities[key]
    assert (key, entity.label, entity.alt_labels) == ("dataset/penntreebank", "Penn Treebank", ["PennTreebank"])
    previous = {("Dataset", resolve_module.normalise(name)): key for name in (entity.label, *entity.alt_labels)}
    papers = [paper("p0", "PennTreebank"), paper("p1", "Penn Treebank"), paper("p2", "Penn Treebank")]
    assert resolve(papers).key("p1", "Dataset", "Penn Treebank") == "dataset/penn-treebank"  # no earlier keys
    again = resolve(papers, previous=previous)
    assert again.key("p1", "Dataset", "Penn Treebank") == again.key("p0", "Dataset", "PennTreebank") == key
    assert again.entities[key].label == "Penn Treebank"
