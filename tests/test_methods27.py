"""Method-used rules of methods round 27 (kg/extract/roles_methods.py). Every sentence is
written for these tests.

* A technique that a rule reads out of a longer phrase (``method-based-on``,
  ``method-standalone``, ``method-np``: ``_INNER_PIECE_RULES``) gives
  way to a longer method candidate that holds it (``MethodRules._drop_inner_methods``):
  "supervised fine-tuning" without "fine-tuning", "a diffusion-based generative model"
  without "diffusion". A longer phrase that a task may take keeps its
  piece ("Diffusion-based image editing methods" still gives "Diffusion"); with the flag
  ``DROP_INNER_PIECES`` off every piece stays.
* A singular lower-case "-ing" process noun may head a baseline after a comparison cue
  (rule ``method-compared-np``, ``MethodRules._baseline_process_head``): "outperforms random
  reshuffling", "compared to crop-based masking"; plurals and "-ation" nouns ("average
  ratings", "algorithmic considerations") name no baseline; with the flag
  ``BASELINE_PROCESS_HEADS`` off the process nouns give nothing.
"""
from __future__ import annotations

import pytest

from kg.extract import roles_methods
from tests.factories import run


def _methods(sentence: str, extractor) -> set[str]:
    """The texts of the Method mentions that are not proposed in ``sentence``."""
    return {m.text for m in run(extractor, sentence).mentions if m.type == "Method" and m.role != "proposed"}


@pytest.mark.parametrize("sentence,whole,piece", [
    ("Our detector for barn owls outperforms supervised fine-tuning on the small night recordings.",
     "supervised fine-tuning", "fine-tuning"),
    ("The crop planner relies on a diffusion-based generative model to sample field layouts.",
     "diffusion-based generative model", "diffusion"),
])
def test_piece_inside_longer_method_gives_way(extractor, sentence, whole, piece):
    found = _methods(sentence, extractor)
    assert whole in found
    assert piece not in found


def test_piece_stays_when_a_task_may_take_the_longer_phrase(extractor):
    found = _methods("Diffusion-based image editing methods have changed how designers retouch photographs.",
                     extractor)
    assert "Diffusion" in found


def test_pieces_stay_with_the_flag_off(extractor, monkeypatch):
    monkeypatch.setattr(roles_methods, "DROP_INNER_PIECES", False)
    found = _methods("Our detector for barn owls outperforms supervised fine-tuning on the small night recordings.",
                     extractor)
    assert {"supervised fine-tuning", "fine-tuning"} <= found


@pytest.mark.parametrize("sentence,baseline", [
    ("The shuffled sampler for the lake sensors outperforms random reshuffling on every gauge.",
     "random reshuffling"),
    ("Grid patching gives sharper river maps compared to crop-based masking in our tests.",
     "crop-based masking"),
])
def test_process_noun_after_comparison_cue_is_a_baseline(extractor, sentence, baseline):
    ms = [m for m in run(extractor, sentence).mentions if m.type == "Method" and m.text == baseline]
    assert [(m.role, m.rule) for m in ms] == [("compared", "method-compared-np")]


@pytest.mark.parametrize("sentence,phrase", [
    ("The wetland survey model is more accurate than average ratings from volunteers.", "average ratings"),
    ("Our tide estimator works better than algorithmic considerations alone would suggest.",
     "algorithmic considerations"),
])
def test_plural_or_ation_noun_after_comparison_cue_is_no_baseline(extractor, sentence, phrase):
    assert phrase not in _methods(sentence, extractor)


def test_process_noun_baseline_off_with_the_flag(extractor, monkeypatch):
    monkeypatch.setattr(roles_methods, "BASELINE_PROCESS_HEADS", False)
    found = _methods("The shuffled sampler for the lake sensors outperforms random reshuffling on every gauge.",
                     extractor)
    assert "random reshuffling" not in found
