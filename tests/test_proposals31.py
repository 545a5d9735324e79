"""Proposed methods and their components, session 31 (kg/extract/roles_proposals.py). Every
sentence is written for these tests; the made-up names ("Zorbax", "PlonkNet") are in no gold file.

* sibling lists: a coined (strong) name listed with a proposed name, the list closed by "and"
  or ", and", is proposed too ("the presented methods include Zorb Q-learning, ZorbDQN, and
  ZorbDDQN"; "namely ZB-UCB, which ..., and ZB-TS, which ..."). Not a comma between two
  clauses ("In ZorbSuite, PlonkNet achieves"), not in a sentence that compares, not a known
  name.
"""
from __future__ import annotations

from kg.records import Paper


def _extract(ex, text, title=None):
    return ex.extract(Paper(id="p", abstract=text, title=title, source="t"))


def _proposed(ex, text, title=None):
    return {m.text: m.rule for m in _extract(ex, text, title).mentions if m.role == "proposed"}


def _parts(ex, text, title=None):
    return sorted((l.head, l.tail) for l in _extract(ex, text, title).links if l.rel == "partOf" and l.head)


def test_sibling_list_after_a_proposed_name(ex):
    text = ("We introduce Zorb Q-learning for large action spaces. The presented methods include Zorb "
            "Q-learning, ZorbDQN, and ZorbDDQN, all of which sample actions.")
    got = _proposed(ex, text)
    assert got.get("ZorbDQN") == "propose-sibling"
    assert got.get("ZorbDDQN") == "propose-sibling"


def test_sibling_with_parallel_relative_clauses(ex):
    text = ("We present two algorithms, namely ZB-UCB, which relies on optimism, and ZB-TS, which uses "
            "sampling. Experiments show gains.")
    got = _proposed(ex, text)
    assert "ZB-UCB" in got and got.get("ZB-TS") == "propose-sibling"


def test_sibling_pair_joined_by_and(ex):
    text = ("We devise two robust algorithms, ZORBA and PLONKIX (representing the structure with graphs "
            "and sets), that handle noise.")
    got = _proposed(ex, text)
    assert {"ZORBA", "PLONKIX"} <= set(got)


def test_comma_between_clauses_is_no_list(ex):
    text = ("We propose ZorbNet, a retrieval model for tables. In the ten environments of PlonkSuite, "
            "ZorbNet achieves higher reward.")
    assert "PlonkSuite" not in _proposed(ex, text)


def test_compared_names_are_no_siblings(ex):
    text = ("We propose ZorbNet for retrieval. ZorbNet outperforms PlonkNet, GlorpNet and ZorbNet-S on "
            "three benchmarks.")
    got = _proposed(ex, text)
    assert "PlonkNet" not in got and "GlorpNet" not in got


def test_known_names_are_no_siblings(ex):
    text = ("We propose ZorbNet for retrieval. We train ZorbNet and RoBERTa on the same data.")
    assert "RoBERTa" not in _proposed(ex, text)
