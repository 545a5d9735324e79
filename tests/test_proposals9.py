"""Proposal rules of proposals round 9 (kg/extract/roles_proposals.py). Every sentence is
written for these tests.

* Names that one contribution cue coordinates ("we propose A and B", "A (AA), B (BB), and
  C") are siblings: none is a part of the first, while "A with two modules: B and C" still
  makes B and C parts of A.
* "Our method SegFast improves ...": a coined name right after "our" and a descriptor, with
  no comma, that a verb follows, is the paper's proposal (not a pretrained model).
"""
from __future__ import annotations

from tests.factories import run


def _parts(extraction) -> set[tuple[str, str]]:
    return {(l.head, l.tail) for l in extraction.links if l.rel == "partOf"}


def _proposed(extraction) -> set[str]:
    return {m.text for m in extraction.mentions if m.role == "proposed"}


def test_coordinated_proposals_are_siblings(extractor):
    ex = run(extractor, "Sparse rewards slow exploration. We propose Q-Kite and P-Kite, two agents "
                        "that share one replay buffer across tasks.")
    assert {"Q-Kite", "P-Kite"} <= _proposed(ex), _proposed(ex)
    assert _parts(ex) == set(), _parts(ex)


def test_a_list_of_defined_names_is_siblings(extractor):
    ex = run(extractor, "We propose Ranked Margin Loss (RML), Soft Margin Loss (SML), and Hard Margin "
                        "Loss (HML) for metric learning.")
    assert "HML" in _proposed(ex) or "Hard Margin Loss" in _proposed(ex), _proposed(ex)
    assert _parts(ex) == set(), _parts(ex)


def test_modules_listed_after_with_stay_parts(extractor):
    ex = run(extractor, "We design OrcaNet with two modules: Tidal Attention Module (TAM) and Wave "
                        "Fusion Module (WFM). OrcaNet improves tracking.")
    parts = _parts(ex)
    assert ("WFM", "OrcaNet") in parts or ("Wave Fusion Module", "OrcaNet") in parts, parts


def test_siblings_named_before_the_titled_method_become_its_parts(extractor):
    # the parts first, then the whole the title names: both siblings are parts of it (a guard:
    # the second is a sibling of the first, and must move with it)
    from kg.records import Paper
    paper = Paper(id="t", title="Q-Loom: Low-bit Looms for Diffusion",
                  abstract="To this end, we first develop a Step-aware Rounding (SaR) method and a "
                           "Noise Matching (NoM) scheme for low-bit models. In this way, we propose "
                           "an efficient Q-Loom for diffusion models.")
    ex = extractor.extract(paper)
    parts = _parts(ex)
    assert {("SaR", "Q-Loom"), ("NoM", "Q-Loom")} <= parts, parts


def test_our_method_then_a_coined_name_without_commas(extractor):
    ex = run(extractor, "Segmentation of retinal scans is slow. Our method GlintSeg improves throughput "
                        "threefold on two public benchmarks.")
    assert "GlintSeg" in _proposed(ex), _proposed(ex)


def test_our_model_after_an_unlike_clause(extractor):
    ex = run(extractor, "Unlike earlier graph networks, our model TopoWeave uses persistent homology to "
                        "aggregate node features.")
    assert "TopoWeave" in _proposed(ex), _proposed(ex)


def test_our_model_then_a_pretrained_model_is_not_proposed(extractor):
    ex = run(extractor, "We study tuning. Our model LLaMA-2 is trained on code from public repositories.")
    assert "LLaMA-2" not in _proposed(ex), _proposed(ex)
