"""Proposal rules of session 35 (kg/extract/roles_proposals.py, COMPOSED_WHOLES). Every
sentence is written for these tests.

* A proposal first written, with its bracketed short form, as what a later sentence
  composes from what came before ("These can be used to construct a new ... algorithm
  (XX)", "Then, we integrate the proposed penalty into ... (XX)", "To this end, a ...
  (XX) framework is formed") is the whole: the earlier main proposal becomes its part.
* "our final method, X" (or integrated / overall / resulting ...) after an earlier proposal
  names the whole too; "our second method, X" does not.
* A part the later sentence constructs ("we construct a new ... (XX) norm") stays a part.
"""
from __future__ import annotations

from tests.factories import run


def _parts(extraction) -> set[tuple[str, str]]:
    return {(l.head, l.tail) for l in extraction.links if l.rel == "partOf"}


def _proposed(extraction) -> set[str]:
    return {m.text for m in extraction.mentions if m.role == "proposed"}


def test_anaphoric_construct_names_the_whole(extractor):
    ex = run(extractor, "Offline control suffers from narrow data. Specifically, we propose a Kite Dynamics "
                        "Model (KDM), which ties forward and backward latent dynamics. These can be readily "
                        "used to construct a new offline control algorithm (KCA) with looser constraints. "
                        "Experiments show that KCA beats recent offline methods.")
    parts = _parts(ex)
    assert ("KDM", "KCA") in parts or ("Kite Dynamics Model", "KCA") in parts, parts
    assert not any(tail in ("KDM", "Kite Dynamics Model") for _, tail in parts), parts


def test_integrated_into_names_the_whole_and_keeps_nested_parts(extractor):
    ex = run(extractor, "Similarity learners overfit. In this paper, we propose a novel margin smoothing "
                        "penalty (MSP) to keep distances stable. To this end, we construct a new "
                        "cross-margin (CM) norm that measures the spread of distances. Then, we integrate "
                        "the proposed penalty into the loss for margin-smoothed similarity learning (MSSL), "
                        "shrinking the hypothesis space. Experiments show the superiority of MSSL over "
                        "existing approaches.")
    parts = _parts(ex)
    assert ("MSP", "MSSL") in parts, parts
    assert ("CM", "MSP") in parts, parts  # the norm stays a part of the penalty


def test_passive_formed_framework_is_the_whole(extractor):
    ex = run(extractor, "Multi-sensor agents weigh inputs poorly. To remedy this, this paper proposes a "
                        "Local Sensor Value Estimation (LSVE) paradigm, which weighs each sensor. To this "
                        "end, a Layered Sensor Value Estimation (LAYSVE) framework is formed, which "
                        "coordinates the sensors. Agents trained by LAYSVE drive better.")
    parts = _parts(ex)
    assert ("LSVE", "LAYSVE") in parts, parts
    assert not any(tail == "LSVE" for _, tail in parts), parts


def test_constructed_norm_stays_a_part(extractor):
    ex = run(extractor, "Similarity learners overfit. In this paper, we propose a novel margin smoothing "
                        "penalty (MSP) to keep distances stable. To this end, we construct a new "
                        "cross-margin (CM) norm that measures the spread of distances.")
    parts = _parts(ex)
    assert ("CM", "MSP") in parts, parts
    assert not any(tail == "CM" for _, tail in parts), parts


def test_final_method_appositive_is_the_whole(extractor):
    ex = run(extractor, "Sparse experts waste memory. We propose a novel merging algorithm, Kite Merge (KM), "
                        "which groups experts by routing statistics. Hence, our final method, Kite Compress "
                        "(KC), further decomposes the merged experts into low-rank parts. KC saves memory.")
    parts = _parts(ex)
    assert ("KM", "KC") in parts or ("Kite Merge", "KC") in parts, parts
    assert not any(tail in ("KM", "Kite Merge") for _, tail in parts), parts


def test_our_method_appositive_alone_stays_top_level(extractor):
    ex = run(extractor, "Sparse experts waste memory. We propose a novel merging algorithm, Kite Merge (KM), "
                        "which groups experts by routing statistics. Moreover, our second method, Kite "
                        "Compress (KC), decomposes experts into low-rank parts.")
    parts = _parts(ex)
    assert not any(tail in ("KC", "Kite Compress") for _, tail in parts), parts
