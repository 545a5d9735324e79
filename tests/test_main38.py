"""Session 38: a main task the abstract names only as an example in a list gives way to the
title's statement of purpose (roles.TITLE_MAIN_OVER_EXAMPLE, roles_title purpose_only reading)."""
import pytest

import kg.extract.roles as roles
from kg.extract import Extractor
from kg.records import Paper

ABSTRACT = ("Large neural networks are deployed in many applications such as machine translation and "
            "speech recognition. We introduce SparseFlow, a compiler that rewrites attention layers into "
            "sparse kernels. On machine translation, SparseFlow gives a threefold speed-up without loss of "
            "accuracy.")


@pytest.fixture(scope="module")
def extractor():
    return Extractor()


def _main(extractor, title):
    ex = extractor.extract(Paper(id="t38", abstract=ABSTRACT, title=title, source="test"))
    return [(m.text, m.source) for m in ex.mentions if m.type == "Task" and m.main]


def test_title_purpose_replaces_example_main(extractor):
    title = "SparseFlow: A Compiler for Efficient Sparse Attention Inference"
    assert _main(extractor, title) == [("Sparse Attention Inference", "title")]


def test_switch_off_keeps_example_main(extractor, monkeypatch):
    # the example is named again later, so the older replacement of a weak unrelated main
    # task (TITLE_MAIN_OVER_UNRELATED) does not apply: only the new switch moves it
    monkeypatch.setattr(roles, "TITLE_MAIN_OVER_EXAMPLE", False)
    title = "SparseFlow: A Compiler for Efficient Sparse Attention Inference"
    assert _main(extractor, title) == [("machine translation", "abstract")]


def test_title_without_purpose_keeps_example_main(extractor):
    # no statement of purpose in the title ("M for T", "Towards T"): the abstract's pick stays
    assert _main(extractor, "SparseFlow: Rewriting Attention Layers") == [("machine translation", "abstract")]
    assert _main(extractor, None) == [("machine translation", "abstract")]
