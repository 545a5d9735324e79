"""Proposed methods, session 32 (kg/extract/roles_proposals.py). Every sentence is written
for these tests; the made-up names ("Zorb ...", "Plonk ...") are in no gold file. Each rule
is tested on and, through its switch, off.

* :data:`~kg.extract.roles_proposals.OUR_NAME_PREDICATES`: "our" right before a coined name
  and its predicate ("our Zorb-Linear has ...") marks it as the paper's own.
* :data:`~kg.extract.roles_proposals.HYPHEN_PREFIX_VARIANTS`: "Single Pass-Zorb Inference"
  is a variant of "Zorb inference", no part.
* :data:`~kg.extract.roles_proposals.ARENA_NAMES`: "ZorbArena" is a benchmark.
* :data:`~kg.extract.roles_proposals.SOLVED_WITH_CUES`: "we address (1) with a Zorb Induced
  Covariance (ZIC)" proposes it; :data:`~kg.extract.roles_proposals.COMPOUND_TITLE_PARTS`: "ZIC"
  and "ZAC" are parts of the title's "ZIC-ZAC".
* :data:`~kg.extract.roles_proposals.WE_SHOW_BY_GERUNDS`: "we show that it is possible to ... by
  proposing X" proposes X.
* :data:`~kg.extract.roles_proposals.BACKGROUND_SHORT_FORMS`: a short form the background defined
  is no later cue's proposal; :data:`~kg.extract.roles_proposals.EXTENDED_OBJECTS`: nor what
  "extending" takes.
* :data:`~kg.extract.roles_proposals.BETWEEN_CONJOINED`: "a link between A and B" proposes no B.
* :data:`~kg.extract.roles_proposals.TITLE_CUED_PHRASES`: the title's capitalised name written
  after a contribution verb ("we propose to ... via Zorb Plonk Therapy") is proposed.
* :data:`~kg.extract.roles_proposals.TITLE_DATA_AFTER_PROPOSING`: a proposal the title names
  ("Zorb-M7: A ... Dataset for ...") is typed by the title's description.
* :data:`~kg.extract.roles_proposals.BENCHMARK_VARIANT_TYPES`: "ZorbWorld-Classic" beside the
  proposed benchmark "ZorbWorld" is a benchmark too.
* :data:`~kg.extract.roles_proposals.CLAUSE_COMPARISONS`: a name that opens a clause
  comparing it with the field's methods ("X ranks nodes much better than existing
  methods", "X has superior accuracy compared with prior methods") is proposed.
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from kg.records import Paper


def _proposed(ex, text, title=None):
    ms = ex.extract(Paper(id="p", abstract=text, title=title, source="t")).mentions
    return {m.text: m.rule for m in ms if m.role == "proposed"}


BETTER = ("We study graph pooling for molecules. Enabled by this design, ZorbPool ranks nodes much better "
          "than existing pooling methods.")
SUPERIOR = ("We design a pooling test for molecules. Experiments show that PlonkRank has superior accuracy "
            "compared with prior methods.")
OTHER = "We study graph pooling for molecules. In our experiments, GCN performs better than prior methods."
VERSUS = "We study graph pooling for molecules. ZorbPool ranks nodes better than PlonkRank on small graphs."


def test_clause_comparison_with_baselines_proposes(ex):
    assert _proposed(ex, BETTER) == {"ZorbPool": "propose-outperform"}
    assert _proposed(ex, SUPERIOR) == {"PlonkRank": "propose-outperform"}


def test_clause_comparison_needs_baselines_and_a_new_name(ex):
    assert _proposed(ex, OTHER) == {}  # a known method
    assert _proposed(ex, VERSUS) == {}  # compared with a name, not with the field's methods


def test_clause_comparison_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "CLAUSE_COMPARISONS", False)
    assert _proposed(ex, BETTER) == {}
    assert _proposed(ex, SUPERIOR) == {}


OURS = "We study image retrieval for maps. Compared with existing methods, our Zorb-Linear has four advantages."
OURS_KNOWN = "We study image retrieval with ResNet-50. Our ResNet-50 is fast and small."
OURS_DEFINED = "We introduce interacting plonk systems (IPS) for sampling. Our IPS can be discretized."


def test_our_coined_name_before_predicate(ex):
    assert _proposed(ex, OURS) == {"Zorb-Linear": "propose-ours"}
    assert _proposed(ex, OURS_KNOWN) == {}  # a known model
    assert "IPS" not in {k for k, r in _proposed(ex, OURS_DEFINED).items() if r == "propose-ours"}


def test_our_coined_name_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "OUR_NAME_PREDICATES", False)
    assert _proposed(ex, OURS) == {}


VARIANTS = ("This paper proposes Zorb inference, a framework to explain text classifiers. First, we propose Single "
            "Pass-Zorb Inference (SP-ZI) to compute attributions from one pass.")


def _parts(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return sorted((l.head, l.tail) for l in e.links if l.rel == "partOf" and l.head)


def test_hyphen_prefixed_variant_is_no_part(ex):
    got = _proposed(ex, VARIANTS)
    assert {"Zorb inference", "SP-ZI"} <= set(got)
    assert _parts(ex, VARIANTS) == []


def test_hyphen_prefixed_variant_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "HYPHEN_PREFIX_VARIANTS", False)
    assert _parts(ex, VARIANTS) != []


ARENA = "We develop ZorbArena: a flexible framework for probing the bargaining skills of LLM agents."


def _roles(ex, text):
    ms = ex.extract(Paper(id="p", abstract=text, title=None, source="t")).mentions
    return {m.text: m.role for m in ms if m.role in ("proposed", "benchmark")}


def test_arena_name_is_a_benchmark(ex):
    assert _roles(ex, ARENA) == {"ZorbArena": "benchmark"}


def test_arena_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "ARENA_NAMES", False)
    assert _roles(ex, ARENA) == {"ZorbArena": "proposed"}


BENCH_VARIANT = ("Benchmarks drive research on open-ended agents. We first present ZorbWorld-Classic: a faster rewrite "
                 "of an older game. We then present the main ZorbWorld benchmark, a harder extension of it.")


def test_variant_of_a_proposed_benchmark_is_a_benchmark(ex):
    assert _roles(ex, BENCH_VARIANT) == {"ZorbWorld-Classic": "benchmark", "ZorbWorld": "benchmark"}


def test_benchmark_variant_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "BENCHMARK_VARIANT_TYPES", False)
    assert _roles(ex, BENCH_VARIANT) == {"ZorbWorld-Classic": "proposed", "ZorbWorld": "benchmark"}


TITLE_DATA = "Zorb-M7: A Multilingual Plonk Session Dataset for Recommendation"
TITLE_DATA_TEXT = ("Session data lack diversity. To bridge this gap, we present the Zorb Multilingual Plonk Session "
                   "Dataset, namely Zorb-M7. It holds millions of sessions.")


def test_title_named_proposal_typed_by_title(ex):
    ms = ex.extract(Paper(id="p", abstract=TITLE_DATA_TEXT, title=TITLE_DATA, source="t")).mentions
    got = {m.text: m.role for m in ms if m.role in ("proposed", "benchmark")}
    assert got.get("Zorb-M7") == "benchmark"


def test_title_named_proposal_typed_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "TITLE_DATA_AFTER_PROPOSING", False)
    ms = ex.extract(Paper(id="p", abstract=TITLE_DATA_TEXT, title=TITLE_DATA, source="t")).mentions
    got = {m.text: m.role for m in ms if m.role in ("proposed", "benchmark")}
    assert got.get("Zorb-M7") == "proposed"


CUED_TITLE = "Zorb Plonk Therapy: Language Models Can Fix Vision Models via Denoising Plonk Learning"
CUED_TEXT = ("Vision models fail on shifted data. In this paper, we propose to effectively leverage MLLMs via Zorb "
             "Plonk Therapy which aims to fix wrong labels. Then we introduce Denoising Plonk Learning (DPL) for the "
             "labels.")


def test_title_phrase_after_a_contribution_verb(ex):
    assert _proposed(ex, CUED_TEXT, CUED_TITLE).get("Zorb Plonk Therapy") == "propose-title"


def test_title_phrase_needs_a_cue(ex):
    text = "Vision models fail on shifted data. Zorb Plonk Therapy was tried before. We introduce Denoising Plonk Learning (DPL)."
    assert "Zorb Plonk Therapy" not in _proposed(ex, text, CUED_TITLE)


def test_title_phrase_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "TITLE_CUED_PHRASES", False)
    assert "Zorb Plonk Therapy" not in _proposed(ex, CUED_TEXT, CUED_TITLE)


BETWEEN = "This position paper introduces a fundamental link between zorb networks (ZNs) and Plonk AI."


def test_second_of_between_is_no_proposal(ex):
    assert "Plonk AI" not in _proposed(ex, BETWEEN)
    assert _proposed(ex, "We propose ZorbNet and PlonkNet for retrieval.") == {
        "ZorbNet": "propose-object", "PlonkNet": "propose-conjoined"}


def test_second_of_between_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "BETWEEN_CONJOINED", False)
    assert "Plonk AI" in _proposed(ex, BETWEEN)


BACKGROUND = ("Partial plonking (PP) presents a challenge in causal inference. In our paper, we reassess PP. Instead, "
              "we establish the closed-form tight PP for any possible prior in the discrete case.")
EXTENDING = "We develop an advanced approach for extending Zorb Differential Privacy (ZDP) to general manifolds."


def test_background_short_form_is_no_proposal(ex):
    assert _proposed(ex, BACKGROUND) == {}
    assert _proposed(ex, "Zorb graphs (ZGs) are common. We propose ZG-Net, a network for ZGs.") == {
        "ZG-Net": "propose-object"}


def test_background_short_form_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "BACKGROUND_SHORT_FORMS", False)
    assert "PP" in _proposed(ex, BACKGROUND)


def test_extended_object_is_no_proposal(ex):
    assert _proposed(ex, EXTENDING) == {}


def test_extended_object_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "EXTENDED_OBJECTS", False)
    assert "ZDP" in _proposed(ex, EXTENDING)


SHOW_BY = ("Reward models are brittle. In this work, we show that it is possible to mitigate this issue by "
           "proposing the Zorb-QX model that generalizes to new tasks.")


def test_we_show_possible_by_proposing(ex):
    assert _proposed(ex, SHOW_BY) == {"Zorb-QX": "propose-object"}


def test_we_show_possible_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "WE_SHOW_BY_GERUNDS", False)
    assert _proposed(ex, SHOW_BY) == {}


SOLVED = ("Covariance is hard to learn. We address this issue with a Zorb Induced Covariance (ZIC), which captures "
          "the randomness of the mean.")
COMPOUND_TITLE = "ZIC-ZAC: A Framework for Covariance Estimation"
COMPOUND = ("Covariance is hard to learn. We address (1) with a Zorb Induced Covariance (ZIC), which captures the "
            "randomness of the mean. Furthermore, we tackle (2) by introducing a Zorb Agnostic Correlations (ZAC) "
            "metric, which scores the covariance. We evaluate ZIC-ZAC on synthetic data.")


def test_solved_with_a_defined_name(ex):
    assert _proposed(ex, SOLVED) == {"Zorb Induced Covariance": "propose-object", "ZIC": "propose-object+acronym"}
    known = SOLVED.replace("Zorb Induced Covariance (ZIC)", "Gaussian Process (GP)")
    assert _proposed(ex, known) == {}


def test_solved_with_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "SOLVED_WITH_CUES", False)
    assert _proposed(ex, SOLVED) == {}


def _part_pairs(ex, text, title):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return sorted((l.head, l.tail) for l in e.links if l.rel == "partOf" and l.head)


def test_compound_title_pieces_are_parts(ex):
    pairs = _part_pairs(ex, COMPOUND, COMPOUND_TITLE)
    assert {p for pair in pairs for p in pair} >= {"ZIC", "ZAC", "ZIC-ZAC"}
    assert len(pairs) == 2


def test_compound_title_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "COMPOUND_TITLE_PARTS", False)
    assert len(_part_pairs(ex, COMPOUND, COMPOUND_TITLE)) < 2


PLURAL_BACKGROUND = ("Zorb process models (ZPMs) are versatile models. However, ZPMs often collapse. This paper "
                     "addresses these issues. The proposed ZPM, named PlonkZPM, is evaluated across datasets.")


def test_background_plural_short_form_after_the_proposed(ex):
    assert _proposed(ex, PLURAL_BACKGROUND) == {"PlonkZPM": "propose-named"}


def test_background_plural_short_form_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "BACKGROUND_SHORT_FORMS", False)
    assert "ZPM" in _proposed(ex, PLURAL_BACKGROUND)
