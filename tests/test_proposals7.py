"""A known dataset or method name is no variant of a proposed short name
(kg/extract/roles_proposals.py, ``variants``). Sentences are written for these tests."""
from __future__ import annotations

from tests.factories import run


def test_a_known_dataset_that_starts_with_a_proposed_acronym_is_no_variant(extractor):
    ex = run(extractor, "We propose a multi-scale (MS) fusion block for detection, evaluated on MS-COCO.")
    got = {(m.text, m.type, m.role) for m in ex.mentions if m.text == "MS-COCO"}
    assert got == {("MS-COCO", "Dataset", "dataset")}


def test_a_real_variant_of_a_proposed_name_is_still_proposed(extractor):
    ex = run(extractor, "We propose GRAFT, and two variants GRAFT-S and GRAFT-L, for graph learning.")
    proposed = {m.text for m in ex.mentions if m.role == "proposed"}
    assert {"GRAFT", "GRAFT-S", "GRAFT-L"} <= proposed
