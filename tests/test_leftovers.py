"""Leftover extraction errors of issue 3: a proposal re-read in an evaluation sentence,
names inside a name's colon expansion, title-case "X of N" task names, and example lists
headed by method-class nouns ("systems", "estimators", "solvers").

Every sentence here was written for the test; none is copied from a gold file or corpus.
"""
from __future__ import annotations

import pytest

from kg.extract.names import find_names
from kg.records import Paper


def _mentions(extractor, text: str) -> dict[str, tuple[str, str, str]]:
    """text -> (type, role, rule) of every mention (the last one wins on repeats)."""
    ex = extractor.extract(Paper(id="t", abstract=text))
    return {m.text: (m.type, m.role, m.rule) for m in ex.mentions}


def _names(text: str) -> list[str]:
    return [text[s:e] for s, e, _ in find_names(text, {0})]


# ------------------------------------------------------------------ 1. evaluated proposals

def test_proposal_evaluated_on_benchmarks_stays_method(extractor):
    text = ("We propose a novel sampler called PiroGate. We design experiments and "
            "extensively evaluate PiroGate on several widely used benchmarks.")
    got = _mentions(extractor, text)
    assert got["PiroGate"][:2] == ("Method", "proposed")


def test_evaluated_name_is_not_typed_by_following_benchmarks(extractor):
    text = "We build experiments and carefully evaluate TallowNet on four standard benchmarks."
    assert _mentions(extractor, text)["TallowNet"][0] == "Method"


def test_introduced_benchmark_is_still_a_dataset(extractor):
    text = "We introduce QuarryBench, a benchmark of 4,000 spatial puzzles for vision models."
    assert _mentions(extractor, text)["QuarryBench"][:2] == ("Dataset", "benchmark")


# ------------------------------------------------------------------ 2. colon expansions

def test_words_of_a_colon_expansion_are_not_components(extractor):
    text = ("We present HeronVL: Hierarchical Encoder and Reasoning Network, a vision-language "
            "model trained on paired captions.")
    got = _mentions(extractor, text)
    assert got["HeronVL"][:2] == ("Method", "proposed")
    proposed = {t for t, (_ty, role, _r) in got.items() if role == "proposed"}
    assert proposed == {"HeronVL"}  # the expansion is an alias, not a second proposal


def test_coined_names_after_a_colon_are_still_conjoined_proposals(extractor):
    text = "We propose two samplers: GlintNet and BraidNet, which share one encoder."
    got = _mentions(extractor, text)
    assert got["GlintNet"][1] == "proposed" and got["BraidNet"][1] == "proposed"


# ------------------------------------------------------------------ 3. "X of N" names

def test_title_name_of_a_whole_number_stays_whole():
    assert "Tower of 12" in _names("We solve the Tower of 12 puzzle and Mixture of Experts.")


def test_measured_values_are_not_names():
    names = _names("It reaches an FID of 7 and an AUC of 81% and a Score of 3.5 overall.")
    assert "FID of 7" not in names and not any("of" in n for n in names)


def test_title_name_of_number_in_dataset_list(extractor):
    got = _mentions(extractor, "We evaluate our planner on GSM8K and Tower of 12.")
    assert "Tower of 12" in got and "Tower" not in got


# ------------------------------------------------------------------ 4. method-class list heads

@pytest.mark.parametrize("text, names", [
    ("We audit AI systems, including Zorvex and Kaplio, and find they fail on simple logic.",
     ("Zorvex", "Kaplio")),
    ("We compare gradient estimators including REINFORCE and RELAX on discrete latent models.",
     ("REINFORCE", "RELAX")),
    ("We benchmark exact solvers, such as Cplexo and Mosekin, on routing instances.",
     ("Cplexo", "Mosekin")),
])
def test_method_class_nouns_head_method_lists(extractor, text, names):
    got = _mentions(extractor, text)
    for n in names:
        assert got[n][0] == "Method" and got[n][2] == "method-list"


def test_dataset_list_head_still_gives_datasets(extractor):
    got = _mentions(extractor, "We report results on datasets including Pollux and Vantaro.")
    assert all(got[n][0] == "Dataset" for n in ("Pollux", "Vantaro"))


def test_natural_systems_do_not_head_method_lists(extractor):
    got = _mentions(extractor, "Our force field scales to large molecular systems, such as Quorrin and Belvane.")
    assert all(n not in got or got[n][0] != "Method" for n in ("Quorrin", "Belvane"))


def test_expansion_is_an_alias_of_the_proposal_not_used_methods(extractor):
    text = "We present HeronVL: Hierarchical Encoder and Reasoning Network. It is trained on captions."
    got = _mentions(extractor, text)
    assert got["HeronVL"][:2] == ("Method", "proposed")
    # neither the expansion (it would be a second node for HeronVL) nor any of its words
    assert not any(t != "HeronVL" and t in text[:70] for t in got), got


def test_bracketed_unpaired_expansion_gives_no_conjoined_proposal(extractor):
    text = "We present HeronVL (Hierarchical Encoder and Reasoning Network), a model trained on captions."
    got = _mentions(extractor, text)
    assert {t for t, (_ty, role, _r) in got.items() if role == "proposed"} == {"HeronVL"}


def test_expansion_cut_inside_a_phrase_is_not_an_alias(extractor):
    text = "We propose KestrelTS: Kernel Streaming Time series Forecasting with sparse updates."
    got = _mentions(extractor, text)
    assert "Kernel Streaming Time" not in got
