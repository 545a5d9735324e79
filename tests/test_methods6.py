"""Known defects fixed in entities round 6: an established technique that a proposal
"integrates" is used, not a proposed part; a citation venue with its year ("SODA 2019") is no
metric, dataset or method; a known task after "for" is no method ("propose X for optical
flow"); "commercial systems such as A and B" lists products, not methods. Every sentence is
written for these tests."""
from __future__ import annotations

import pytest

from tests.factories import run


def _mentions(extractor, text: str) -> dict[str, tuple[str, str]]:
    return {m.text: (m.type, m.role) for m in run(extractor, text).mentions}


def test_integrated_technique_is_no_component(extractor):
    got = _mentions(extractor, "We propose TideAlign, a novel framework for image registration. TideAlign "
                               "integrates Optimal Transport (OT) with a learned prior to match both views.")
    assert got.get("Optimal Transport", ("", ""))[1] != "proposed"
    assert got.get("OT", ("", ""))[1] != "proposed"


def test_integrated_new_module_is_a_component(extractor):
    ex = run(extractor, "We propose TideAlign, a novel framework for image registration. TideAlign "
                        "integrates a Cross-Scale Fusion Module (CSFM) with a learned prior.")
    parts = {(l.head, l.tail) for l in ex.links if l.rel == "partOf"}
    assert any(h in ("CSFM", "Cross-Scale Fusion Module") and t == "TideAlign" for h, t in parts)


@pytest.mark.parametrize("text, venue", [
    ("Our bound improves on the algorithm of Park et al. (SODA 2019) for dynamic matching.", "SODA"),
    ("The previous best algorithm of Park et al. in STOC 2021 achieved a 3-approximation.", "STOC"),
])
def test_cited_venue_with_a_year_is_no_entity(extractor, text, venue):
    assert venue not in _mentions(extractor, text)


def test_dataset_with_a_year_stays_a_dataset(extractor):
    got = _mentions(extractor, "Experiments on KITTI 2015 and Middlebury show that our matcher is robust.")
    assert got.get("KITTI 2015", ("", ""))[0] == "Dataset"  # the year is part of the name


def test_known_task_after_for_is_no_method(extractor):
    got = _mentions(extractor, "We propose RippleNet for optical flow. RippleNet runs in real time on phones.")
    assert got.get("optical flow", ("", ""))[0] != "Method"


def test_models_after_for_stay_methods(extractor):
    got = _mentions(extractor, "We design a pruning recipe for large language models that keeps accuracy.")
    assert got.get("large language models", ("", ""))[0] == "Method"


def test_products_after_commercial_systems_are_no_methods(extractor):
    got = _mentions(extractor, "Commercial systems such as Quillo and Brisk often refuse benign requests, "
                               "and we propose a new audit method.")
    assert got.get("Quillo", ("", ""))[0] != "Method" and got.get("Brisk", ("", ""))[0] != "Method"


def test_task_before_a_method_noun_stays_a_method(extractor):
    got = _mentions(extractor, "Controlling soft robots is a challenge for deep reinforcement learning "
                               "algorithms, and we propose a new curriculum.")
    assert got.get("deep reinforcement learning", ("", ""))[0] == "Method" or \
        got.get("deep reinforcement learning algorithms", ("", ""))[0] == "Method"
