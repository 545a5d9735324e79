"""The study frame of the problem-statement fallback (kg.extract.roles_title): "we study X
for Y" where X is a means (a known method or a generic method noun) states the problem Y."""
from __future__ import annotations

import pytest

from kg.extract.pipeline import Extractor
from kg.records import Paper


@pytest.fixture(scope="module")
def extractor():
    return Extractor()


def _mentions(extractor, text):
    ex = extractor.extract(Paper(id="t", abstract=text, source="test:1"))
    return {(m.text, m.type, bool(m.main)) for m in ex.mentions}


def test_a_studied_method_for_a_problem_gives_the_problem(extractor):
    got = _mentions(extractor, "We study β-VAE for disentangled representation learning. "
                               "We show that it fails on dSprites.")
    assert ("disentangled representation learning", "Task", True) in got, got
    assert not any(t == "β-VAE" and ty == "Task" for t, ty, _ in got), got


def test_a_studied_problem_stays_the_problem(extractor):
    # no means before "for": the studied object is itself the problem
    got = _mentions(extractor, "We study sparse recovery for compressed sensing matrices. "
                               "Our bound is tight.")
    assert not any(t == "compressed sensing matrices" and ty == "Task" for t, ty, _ in got), got
