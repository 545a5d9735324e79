"""Proposed methods and benchmarks, session 15 (kg/extract/roles_proposals.py and the name
and acronym modules). Every sentence is written for these tests.

* Benchmarks: a bracketed short form before "benchmarks" ("Sea-Level Drift (SLD)
  benchmarks for ...") is a benchmark even where the tagger reads "benchmarks" as a verb;
  the names of a bare list after "three benchmarks:" are benchmarks, siblings of the
  first; a hyphenated variant of a proposed benchmark ("SLD-Coast") is a benchmark too,
  unless a method noun follows it ("an SLD-Rank scoring method").
* False proposals: "a Gaussian Process model" (a known technique, or the start of several,
  before a descriptor noun) is an unnamed contribution of a known kind.
"""
from __future__ import annotations

import pytest

from kg.extract import Extractor
from tests.factories import run


@pytest.fixture(scope="module")
def ex():
    return Extractor()


def _proposed(e) -> set[tuple[str, str, str]]:
    return {(m.type, m.role, m.text) for m in e.mentions if m.role in ("proposed", "benchmark")}


# ------------------------------------------------------------------ benchmarks

def test_bracketed_short_form_before_benchmarks_is_a_benchmark(ex):
    got = _proposed(run(ex, "We introduce the first set of large Sea-Level Drift (SLD) benchmarks for "
                            "training coastal forecasters."))
    assert ("Dataset", "benchmark", "SLD") in got
    assert not any(t == "Method" for t, _, _ in got)


def test_variants_of_a_proposed_benchmark_are_benchmarks(ex):
    got = _proposed(run(ex, "We introduce web-scale Sea-Level Drift (SLD) benchmarks for training coastal "
                            "forecasters: SLD-Coast, SLD-Delta, and SLD-Fjord. SLD-Coast, our largest "
                            "dataset, holds ten years of tide records."))
    assert {("Dataset", "benchmark", n) for n in ("SLD-Coast", "SLD-Delta", "SLD-Fjord")} <= got
    assert not any(t == "Method" for t, _, _ in got)


def test_variant_with_a_method_noun_stays_a_method(ex):
    got = _proposed(run(ex, "We compile a new benchmark called Harbour Questions (HQ) of port logistics "
                            "queries. We also introduce an HQ-Rank scoring method that orders models."))
    assert ("Method", "proposed", "HQ-Rank") in got


def test_bare_list_after_a_plural_descriptor_is_a_list_of_siblings(ex):
    got = _proposed(run(ex, "We introduce three benchmarks: FjordSet, DeltaSet and CoastSet."))
    assert got == {("Dataset", "benchmark", n) for n in ("FjordSet", "DeltaSet", "CoastSet")}


def test_list_of_known_benchmarks_after_colon_adds_no_siblings(ex):
    got = _proposed(run(ex, "We release compact versions of popular benchmarks: FjordSet, DeltaSet, "
                            "and CoastSet."))
    assert ("Dataset", "benchmark", "DeltaSet") not in got


# ------------------------------------------------------------------ false proposals

def test_known_technique_before_a_descriptor_is_no_name(ex):
    got = _proposed(run(ex, "Drawing on cognitive science, we offer a Monte Carlo algorithm whose samples "
                            "match human guesses about hidden causes."))
    assert not any(r == "proposed" for _, r, _ in got)


def test_new_name_before_a_descriptor_is_still_proposed(ex):
    got = _proposed(run(ex, "We propose a Ridge Walk Sampling algorithm that explores the level sets of "
                            "trained networks."))
    assert ("Method", "proposed", "Ridge Walk Sampling") in got
