"""Tests of kg.link, session 13: the PwC method a written name identifies (used by entity
resolution) and a coined short form that the build's own papers spell out in two ways."""
from __future__ import annotations

from kg.link import link, pwc_method_of_name
from kg.records import Entity

PWCM = "https://paperswithcode.com/method/"


def ent(label: str, *alts: str, acronym: str | None = None) -> Entity:
    return Entity(key=f"method/{label}", type="Method", label=label, alt_labels=list(alts), acronym=acronym)


def test_a_written_name_identifies_the_pwc_method_by_its_name_or_full_name() -> None:
    assert pwc_method_of_name("k-nearest neighbors").iri == PWCM + "k-nn"
    assert pwc_method_of_name("k-NN").iri == PWCM + "k-nn"
    assert pwc_method_of_name("residual networks").iri == PWCM + "resnet"
    assert pwc_method_of_name("Resnet").iri == PWCM + "resnet"
    assert pwc_method_of_name("ResNets").iri == PWCM + "resnet"
    assert pwc_method_of_name("graph convolutional network").iri == PWCM + "gcn"


def test_capitals_generic_words_and_unlisted_spellings_identify_nothing() -> None:
    # a short form in capitals may be any paper's new acronym
    assert pwc_method_of_name("GCN") is None
    assert pwc_method_of_name("KNN") is None
    # a generic word, and a name PwC does not list
    assert pwc_method_of_name("model") is None
    assert pwc_method_of_name("graph convolution network") is None


def test_a_coined_short_form_must_agree_with_its_own_spelt_out_names() -> None:
    assert pwc_method_of_name("ResNet", {"residual", "neural", "network"}).iri == PWCM + "resnet"
    assert pwc_method_of_name("ResNet", {"recurrent", "estimation", "network"}) is None


def test_a_coined_short_form_spelt_out_two_ways_in_the_build_links_nothing() -> None:
    perspective = ent("Perspective-n-Point", "PnP")
    plug = ent("Plug-and-Play", "PnP")
    bare = ent("PnP")
    link([perspective, plug, bare])
    for e in (perspective, plug, bare):
        assert PWCM + "pnp" not in e.exact_matches + e.close_matches, e.label
    # alone, the bare coined name still links by its spelling
    alone = ent("PnP")
    link([alone])
    assert alone.exact_matches == [PWCM + "pnp"]


def test_one_meaning_spelt_two_ways_is_not_ambiguous() -> None:
    # two entities of one meaning share a spelt-out name: the spelling still links
    a = ent("Residual Network", "ResNet")
    b = ent("residual networks", "Residual Network", "ResNet")
    link([a, b])
    assert PWCM + "resnet" in a.exact_matches and PWCM + "resnet" in b.exact_matches
