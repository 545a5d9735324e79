"""Shared pytest fixtures."""
from __future__ import annotations

import os

import pytest
from hypothesis import settings

# In CI the property tests draw the same examples on every run (Hypothesis' derandomize), so a
# red run is reproducible and a green one is not luck; elsewhere they explore new examples.
settings.register_profile("ci", derandomize=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture(scope="session")
def extractor():
    """One extraction pipeline for the whole test session (loading it takes about a second).

    Returns:
        a :class:`kg.extract.Extractor` with the default pipeline; it holds no per-paper
        state, so tests may share it.
    """
    from kg.extract import Extractor, load_nlp

    return Extractor(load_nlp())


@pytest.fixture(scope="module")
def ex(extractor):
    """The session's shared extraction pipeline (:func:`extractor`) under the short name the
    rule tests use; a module that defines its own ``ex`` fixture overrides this one."""
    return extractor
