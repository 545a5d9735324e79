"""An untitled paper's label is never the bare name of the method it proposes, which labels the
method in the same graph (session 37, from a new user's trial: two identical labels in graph.html)."""
import pytest

from kg.extract import Extractor
from kg.graph import paper_label
from kg.records import Paper

ABSTRACT = ("We propose GlimmerNet, a network for image classification. GlimmerNet improves accuracy "
            "on CIFAR-10 by 2%.")


@pytest.fixture(scope="module")
def extractor():
    return Extractor()


@pytest.mark.parametrize("venue, year, label", [
    ("ICML 2026", None, "GlimmerNet (ICML 2026)"),
    (None, 2025, "GlimmerNet (2025)"),
    (None, None, "GlimmerNet (paper)"),
])
def test_an_untitled_paper_is_labelled_by_its_proposal_and_where_or_when(extractor, venue, year, label):
    ex = extractor.extract(Paper(id="u1", abstract=ABSTRACT, venue=venue, year=year))
    assert paper_label(ex) == label
