"""Session 28 span boundaries (spans16), in kg/extract/roles_methods.py:
MethodRules._attributive_before (switch ATTRIBUTIVE_BEFORE, read by
  MethodRules._verbal_lead in the trimming): a participle that opens a noun phrase right
  after a gerund ("outperforms existing spoken language models") or after an article and a
  plain adverb ("a fast underdamped Langevin algorithm") is a modifier, kept; an "-ly" or
  judging adverb there ("the recently developed", "a well designed") and a participle of
  prior work or of the model's making ("encompassing established X", "using pretrained X")
  still go.
Sentences written for these tests."""
from __future__ import annotations

import kg.extract.roles_methods as RM
from kg.records import Paper


def _methods(ex, text):
    ext = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return [m.text for m in ext.mentions if m.type == "Method"]


_SPOKEN = "Our recogniser beats existing spoken language models on noisy speech transcription."
_FAST = "The analysis yields a fast underdamped Langevin algorithm for sampling from log-concave densities."
_RECENT = "We build on the recently developed graph neural networks for molecules."
_WELL = "The scores are rescaled using a well designed semantic mapping model before decoding."


def test_participle_after_gerund_or_plain_adverb_is_kept(ex):
    assert "spoken language models" in _methods(ex, _SPOKEN)
    assert "underdamped Langevin algorithm" in _methods(ex, _FAST)


def test_ly_or_judging_adverb_participle_still_trimmed(ex):
    assert _methods(ex, _RECENT) == ["graph neural networks"]
    assert _methods(ex, _WELL) == ["semantic mapping model"]


_PRETRAINED = "We obtain the layouts by using pretrained diffusion models as priors."


def test_placing_participle_after_gerund_still_trimmed(ex):
    assert not any(m.startswith("pretrained") for m in _methods(ex, _PRETRAINED))
    assert "diffusion models" in _methods(ex, _PRETRAINED)


def test_attributive_switch_off(ex, monkeypatch):
    monkeypatch.setattr(RM, "ATTRIBUTIVE_BEFORE", False)
    found = _methods(ex, _SPOKEN)
    assert "spoken language models" not in found and "language models" in found

