"""kg.extract.roles: the coordinated list after "as measured by" names metrics.
Sentences written for these tests."""
from __future__ import annotations

from kg.records import Paper


def metrics(ex):
    return {m.text for m in ex.mentions if m.type == "Metric"}


def test_list_after_as_measured_by_names_metrics(extractor):
    ex = extractor.extract(Paper(id="t", abstract=(
        "We propose TIDE, a tabular encoder. Without context, models fail as measured by "
        "wrong joins, empty cells, and redundancy, many of which grow with table size.")))
    assert {"wrong joins", "empty cells", "redundancy"} <= metrics(ex)
    assert not any(m.startswith("many") for m in metrics(ex))


def test_vague_references_and_means_are_no_metrics(extractor):
    ex = extractor.extract(Paper(id="t", abstract=(
        "TIDE is better as measured by standard benchmarks and various criteria. "
        "Its gain is small as measured via regression.")))
    assert metrics(ex) == set()
