"""Proposed methods and benchmarks, session 15 (kg/extract/roles_proposals.py and the name
and acronym modules). Every sentence is written for these tests.

* Benchmarks: a bracketed short form before "benchmarks" ("Sea-Level Drift (SLD)
  benchmarks for ...") is a benchmark even where the tagger reads "benchmarks" as a verb;
  the names of a bare list after "three benchmarks:" are benchmarks, siblings of the
  first; a hyphenated variant of a proposed benchmark ("SLD-Coast") is a benchmark too,
  unless a method noun follows it ("an SLD-Rank scoring method").
* A title's head that the abstract defines by an acronym in another case ("Tidal Kernel
  Smoothing for ..." and "the tidal kernel smoothing (TiKS) for ...") is the proposal when
  its short form is used again; not a problem ("a new task called ...", "... is a hard
  problem") nor a thing the paper revisits.
* A coined lower-case word set off by commas after a method descriptor ("we propose a
  new algorithm, tidewalk, which ...") is the proposal when the abstract uses it again.
* A name that beats the field's methods ("KiteRank consistently outperforms state-of-the-art
  rankers", "the superiority of KiteRank over existing approaches") is the proposal when
  the abstract introduces it in its own work; not a system it only compares ("we compare
  A, B and C ... C outperforms other ...") nor one introduced before the authors speak.
* Parts a proposal integrates: coined title-case phrases headed by a noun of action
  ("which integrates Local Tide Pooling and Global Wave Mixing"), not known techniques
  ("Gaussian Process"); a short capital name with its own plural kind noun described by
  a relative clause and written so again ("We introduce KITE tiles, which ...") is the
  proposal.
* "The resulting X dataset / model / X (XX)" after the paper speaks of its own work names
  what its procedure produced: the proposal (a benchmark for a data descriptor).
* A short form with a title-case variant word ("Tidal Kernel Smoothing (TKS-Lite)") is
  defined by its stem's long form; not when the long form is what the variant is made
  from ("a new set based on the Harbour Tide Records (HTR-Storm)").
* Bold letters of a long form written in brackets after its short form ("TIDEL
  (\\underline{T}ide ... via \\underline{L}unar Phase Correction)") spell a long form that
  runs to the closing bracket.
* False proposals: "a Gaussian Process model" (a known technique, or the start of several,
  before a descriptor noun) is an unnamed contribution of a known kind.
"""
from __future__ import annotations

import pytest

from kg.extract.abbreviations import find_acronyms
from tests.factories import run


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


# ------------------------------------------------------------------ title head defined by an acronym

_TITLE = "Tidal Kernel Smoothing for Coastal Sensor Forecasting"


def test_title_head_defined_by_an_acronym_is_the_proposal(ex):
    e = run(ex, "Coastal sensors drift over time. Following our analysis, two corrections are developed to "
                "support the tidal kernel smoothing (TiKS) of sensor streams. TiKS halves the forecast "
                "error on three harbours.", title=_TITLE)
    assert ("Method", "proposed", "TiKS") in _proposed(e)


def test_title_head_acronym_needs_a_second_use(ex):
    e = run(ex, "Coastal sensors drift over time. Following our analysis, two corrections are developed to "
                "support the tidal kernel smoothing (TiKS) of sensor streams.", title=_TITLE)
    assert ("Method", "proposed", "TiKS") not in _proposed(e)


@pytest.mark.parametrize("sentence", [
    "We pioneer a new task called tidal kernel smoothing (TiKS) that filters sensor streams.",
    "Tidal kernel smoothing (TiKS) is a hard problem for sensor streams.",
    "In this paper we revisit tidal kernel smoothing (TiKS) for sensor streams.",
])
def test_title_head_acronym_of_a_problem_or_revisited_thing_is_refused(ex, sentence):
    e = run(ex, "Coastal sensors drift over time. " + sentence + " TiKS matters for harbours.", title=_TITLE)
    assert ("Method", "proposed", "TiKS") not in _proposed(e)


# ------------------------------------------------------------------ coined lower-case word in apposition

def test_coined_lowercase_word_in_apposition_is_proposed(ex):
    got = _proposed(run(ex, "In this paper, we propose a new algorithm, tidewalk, which routes boats around "
                            "shoals. We evaluate tidewalk on four harbours."))
    assert ("Method", "proposed", "tidewalk") in got


@pytest.mark.parametrize("text", [
    # used once only: no coined name
    "In this paper, we propose a new algorithm, tidewalk, which routes boats around shoals.",
    # an adverb in the slot
    "In this paper, we propose a new algorithm, however, which routes boats. However, it is slow.",
])
def test_lowercase_word_in_apposition_needs_reuse_and_a_noun(ex, text):
    got = _proposed(run(ex, text))
    assert not any(r == "proposed" for _, r, _ in got)


# ------------------------------------------------------------------ the name that beats the baselines

@pytest.mark.parametrize("claim", [
    "Experiments on four harbours show that TideRank consistently outperforms state-of-the-art rankers.",
    "Experiments on four harbours demonstrate the superiority of TideRank over existing approaches.",
])
def test_name_that_outperforms_the_baselines_is_proposed(ex, claim):
    got = _proposed(run(ex, "Ranking sensor alerts is hard. In this work, we rank alerts by their tidal phase. "
                            "The resulting tide-aware ranker (TideRank) needs no labels. " + claim))
    assert ("Method", "proposed", "TideRank") in got


def test_compared_system_that_outperforms_is_not_proposed(ex):
    got = _proposed(run(ex, "In this paper, we conduct an empirical study comparing three rankers, including "
                            "BM25, ColBERT and a tide-aware ranker (TideRank). TideRank outperforms other "
                            "rankers on calm days."))
    assert ("Method", "proposed", "TideRank") not in got


def test_background_system_that_outperforms_is_not_proposed(ex):
    got = _proposed(run(ex, "The tide-aware ranker (TideRank) ranks sensor alerts. TideRank outperforms "
                            "previous rankers. We study its failure cases on stormy days."))
    assert ("Method", "proposed", "TideRank") not in got


# ------------------------------------------------------------------ integrated parts, named kinds

def _parts(e) -> set[tuple[str, str]]:
    return {(l.head, l.tail) for l in e.links if l.rel == "partOf"}


def test_coined_action_phrases_a_proposal_integrates_are_its_parts(ex):
    e = run(ex, "We propose KiteNet, which seamlessly integrates Local Tide Pooling and Global Wave Mixing.")
    assert _parts(e) == {("Local Tide Pooling", "KiteNet"), ("Global Wave Mixing", "KiteNet")}


def test_known_techniques_a_proposal_integrates_are_no_parts(ex):
    e = run(ex, "We propose KiteNet, which integrates Gaussian Process and Optimal Transport.")
    assert _parts(e) == set()


def test_short_name_with_its_own_kind_noun_is_proposed(ex):
    e = run(ex, "We introduce KITE tiles, which seamlessly integrate Local-tide Pooling and Global-wave "
                "Mixing. KITE tiles can be stacked to build a forecaster.")
    assert ("Method", "proposed", "KITE") in _proposed(e)
    assert _parts(e) == {("Local-tide Pooling", "KITE"), ("Global-wave Mixing", "KITE")}


def test_short_name_before_a_noun_written_once_is_not_proposed(ex):
    e = run(ex, "We introduce KITE tiles, which hold sensor readings for every harbour.")
    assert ("Method", "proposed", "KITE") not in _proposed(e)


# ------------------------------------------------------------------ "The resulting X"

def test_resulting_named_dataset_is_a_proposed_benchmark(ex):
    e = run(ex, "This study builds a pipeline that reads tide gauges from scanned logbooks. The resulting "
                "Harbour Ledgers dataset holds two million readings.")
    assert ("Dataset", "benchmark", "Harbour Ledgers") in _proposed(e)


def test_resulting_named_network_is_proposed(ex):
    e = run(ex, "Pooling graphs is costly. We parse each graph bottom-up to infer its pooling tree. The "
                "resulting Tide Parsing Network (TPN) learns a pooling tree for each graph.")
    assert ("Method", "proposed", "TPN") in _proposed(e)


def test_resulting_name_before_own_work_is_not_proposed(ex):
    e = run(ex, "Earlier pipelines read tide gauges from scanned logbooks. The resulting Harbour Ledgers "
                "dataset holds two million readings. Its labels are noisy.")
    assert ("Dataset", "benchmark", "Harbour Ledgers") not in _proposed(e)


# ------------------------------------------------------------------ variant short forms

@pytest.mark.parametrize("text, pair", [
    ("This paper proposes the Tidal Kernel Smoothing networks (TKS-Net-Lite) for gauges.",
     ("TKS-Net-Lite", "Tidal Kernel Smoothing networks")),
    ("We propose Harbour Tide Records (HTR-Storm) for gauges.", ("HTR-Storm", "Harbour Tide Records")),
])
def test_variant_short_form_takes_its_stems_long_form(text, pair):
    assert {(a.short, a.long) for a in find_acronyms(text)} == {pair}


def test_variant_short_form_after_a_source_word_defines_nothing():
    text = "We evaluate on a new set based on the Harbour Tide Records (HTR-Storm) of gauges."
    assert {(a.short, a.long) for a in find_acronyms(text)} == set()


# ------------------------------------------------------------------ bold letters in a bracketed long form

def test_bold_long_form_in_brackets_runs_to_the_closing_bracket(ex):
    e = run(ex, r"We propose TIDEL ($\underline{T}$idal $\underline{I}$nterval $\underline{De}$tection via "
                r"$\underline{L}$unar Phase Correction), a new gauge filter. TIDEL removes drift.")
    assert ("TIDEL", "Tidal Interval Detection via Lunar Phase Correction") in {(a.short, a.long) for a in e.acronyms}
