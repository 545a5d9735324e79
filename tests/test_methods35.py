"""Methods used, session 34 (mu19; kg/extract/roles_methods.py, rule ``method-use-frame``).
Every sentence is written for these tests.

* After a cue of use ("employ", "using", "adopt", "the use of"), a technique named by the
  modifiers of a frame noun (approach, strategy, technique, framework, architecture,
  mechanism, paradigm) is a method used; the whole phrase is the mention.
* A frame noun with no technique before it ("this approach", "a two-stage framework", "a
  combinatorial approach": an adjective alone) names no method.
"""
from __future__ import annotations

from tests.factories import run


def _methods(extraction) -> dict[str, str]:
    return {m.text: m.role for m in extraction.mentions if m.type == "Method" and m.role != "proposed"}


def test_frame_noun_objects_of_use_verbs_are_methods(extractor):
    found = _methods(run(extractor, "To denoise the scans, we employ a U-shaped encoder-decoder architecture "
                                    "with skip links."))
    assert "U-shaped encoder-decoder architecture" in found or "encoder-decoder architecture" in found, found
    found = _methods(run(extractor, "The sparse masks are learned by employing a Gumbel relaxation technique "
                                    "over the gate logits."))
    assert "Gumbel relaxation technique" in found, found
    found = _methods(run(extractor, "Puzzles are generated using a neuro-symbolic approach that controls "
                                    "their difficulty."))
    assert "neuro-symbolic approach" in found, found


def test_the_use_of_a_frame_phrase(extractor):
    found = _methods(run(extractor, "We study the use of a lookahead mechanism for greedy tree search."))
    assert "lookahead mechanism" in found, found


def test_frame_nouns_without_a_technique_are_no_methods(extractor):
    found = _methods(run(extractor, "We apply this approach to road networks, and we use a two-stage framework "
                                    "and a combinatorial approach to bound the regret."))
    assert not {"this approach", "two-stage framework", "combinatorial approach"} & set(found), found


def test_field_after_ideas_from_is_a_method(extractor):
    # rule method-frame-from: "ideas / tools / techniques from <field or technique>"
    found = _methods(run(extractor, "By borrowing ideas from convex duality, we derive a faster solver for "
                                    "sparse regression."))
    assert "convex duality" in found, found
    found = _methods(run(extractor, "Using tools from random matrix theory and optimal control, we bound the "
                                    "test error of the learned filter."))
    assert {"random matrix theory", "optimal control"} <= set(found), found


def test_a_source_after_ideas_from_is_no_method(extractor):
    found = _methods(run(extractor, "We combine techniques from prior works with insights from external "
                                    "knowledge and ideas from the literature on planning."))
    assert not {"prior works", "external knowledge", "literature"} & set(found), found
