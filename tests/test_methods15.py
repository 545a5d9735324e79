"""Method rules of session 15 (kg/extract/roles_methods.py, ``_drop_own_contributions``): the
paper's own unnamed contribution (the object of its proposal verb, "our X", "the proposed X",
and the same phrase later) is no method used; true uses, known kinds and compared families
stay."""
from __future__ import annotations


from kg.records import Paper


def _methods(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {m.text.lower(): m.role for m in e.mentions if m.type == "Method"}


def test_the_object_of_a_proposal_verb_is_no_method_used(ex):
    got = _methods(ex, "Sparse trees are hard to score. We develop a leaf-pruning scoring algorithm for sparse "
                       "trees. We use stochastic gradient descent to fit its weights.")
    assert "leaf-pruning scoring algorithm" not in got
    assert got.get("stochastic gradient descent") == "used"


def test_the_same_phrase_later_is_the_same_contribution(ex):
    got = _methods(ex, "We develop a leaf-pruning scoring algorithm for sparse trees. Experiments show that our "
                       "leaf-pruning scoring algorithm is fast, and the leaf-pruning scoring algorithm scales well.")
    assert "leaf-pruning scoring algorithm" not in got


def test_our_and_the_proposed_phrases_are_no_methods_used(ex):
    got = _methods(ex, "Graph coarsening loses detail. Our edge-folding scoring model keeps it. The proposed "
                       "spectral edge-folding regularizer is cheap to compute.")
    assert "edge-folding scoring model" not in got
    assert "spectral edge-folding regularizer" not in got


def test_a_kind_named_before_the_paper_own_one_stays_used(ex):
    got = _methods(ex, "Diffusion models generate realistic images. We train a diffusion model on sketches, and "
                       "the denoiser of our diffusion model is small.")
    assert got.get("diffusion model", got.get("diffusion models")) == "used"  # (one entity, first spelling)


def test_a_known_loss_inside_an_own_loss_is_used(ex):
    got = _methods(ex, "We propose FooAlign. We also design a cross-view contrastive loss to align the two "
                       "views of each sample.")
    assert got.get("contrastive loss") == "used"
    assert "cross-view contrastive loss" not in got


def test_a_plural_family_without_article_stays(ex):
    got = _methods(ex, "We develop projection-free algorithms for online convex optimization over polytopes.")
    assert got.get("projection-free algorithms") == "used"


def test_a_compared_family_is_not_taken_as_the_contribution(ex):
    got = _methods(ex, "We propose a reward-agnostic planning algorithm called FooPlan. FooPlan outperforms all "
                       "existing reward-agnostic planning algorithms on three benchmarks.")
    assert got.get("reward-agnostic planning algorithms") == "compared"
    assert "fooplan" in got and got["fooplan"] == "proposed"
