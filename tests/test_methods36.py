"""Methods used, session 35 (mu20; kg/extract/roles_methods.py, switch ``THROUGH_MEANS``).
Every sentence is written for these tests.

* "through" after a verb, a noun or a comma introduces the means of an action, like a verb
  of use, when the phrase after it is headed by a noun of an action ("-tion", "-sion",
  "-ing"): "we confirm the effect through targeted ablation", "balances the load through
  request batching".
* No means: a viewpoint ("through the lens of"), a passage ("passes through the encoder",
  "search through the space"), a count ("through three innovations"), or a phrase headed by
  a thing ("through a learned router").
"""
from __future__ import annotations

from tests.factories import run


def _methods(extraction) -> dict[str, str]:
    return {m.text: m.role for m in extraction.mentions if m.type == "Method" and m.role != "proposed"}


def test_action_phrase_after_means_through_is_a_method(extractor):
    found = _methods(run(extractor, "We confirm the role of the gating units through structural ablation, "
                                    "and the server balances the load through request batching."))
    assert "structural ablation" in found, found
    found = _methods(run(extractor, "The drift of the estimates is removed through spectral "
                                    "normalization of the kernel matrix."))
    assert "spectral normalization" in found, found


def test_a_single_operation_word_after_through(extractor):
    found = _methods(run(extractor, "Labels for the new images were gathered through crowdsourcing, "
                                    "which keeps the cost low."))
    assert "crowdsourcing" in found, found


def test_through_without_means_gives_no_method(extractor):
    found = _methods(run(extractor, "We read the optimizer through the lens of mirror descent, search "
                                    "through the joint configuration space, and improve speed through "
                                    "three engineering innovations."))
    assert not {"joint configuration space", "engineering innovations", "three engineering innovations"} \
        & set(found), found
    found = _methods(run(extractor, "Each token passes through a shared feature extraction before the "
                                    "tokens are routed through a learned router."))
    assert not {"shared feature extraction", "learned router"} & set(found), found


def test_modeling_after_for_is_a_purpose_no_method(extractor):
    # _drop_purpose_modeling: "for <X> modeling / learning" names what a technique serves
    found = _methods(run(extractor, "Score-based samplers are now a standard choice for protein backbone "
                                    "modeling, and we use a tempered sampler for sparse graph learning."))
    assert not {"protein backbone modeling", "sparse graph learning"} & set(found), found


def test_modeling_as_a_used_technique_stays(extractor):
    found = _methods(run(extractor, "We pretrain the encoder with masked language modeling and fine-tune it "
                                    "on the target corpus."))
    assert "masked language modeling" in found, found
