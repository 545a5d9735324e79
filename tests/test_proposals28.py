"""Proposed methods and components, session 28 (kg/extract/roles_proposals.py). Every
sentence is written for these tests; the made-up names ("ZorbNet", "Plonk ...") are in no
gold file.

* addition openers and part nouns (:data:`~kg.extract.roles_proposals.OPENER_PARTS`): after
  the main proposal, "Moreover, we propose a novel self-attention mechanism called X" and
  "Additionally, we present X, a novel technique that ..." name more parts of the main
  method; "we also propose", a proposal described as an algorithm, and a part beside a
  main "theory" stay contributions of their own.
* built wholes (:data:`~kg.extract.roles_proposals.BUILT_TOP_LEVEL`,
  :data:`~kg.extract.roles_proposals.ANAPHORIC_BUILDS`): "Based on ZBE, the resulting
  practical algorithm ZAC outperforms ..." and "We propose X, a novel attention mechanism.
  On this basis, we design an architecture called Y" make the later name the whole and the
  main proposal its part; "Based on this observation, we design Y" does not.
* named settings (:data:`~kg.extract.roles_proposals.PREPOSITIONAL_NAMED`): "in the context
  of the belief theory called X" and "On an instruction-finetuned Plonk called X, ..." name
  what the method works in or on, no proposal; "a planner at the high level, named X" and
  "we propose a framework called X" still propose X.
* repository names (:data:`~kg.extract.roles_proposals.CODE_NAMES`): with no other
  proposal, a name equal to the name of the GitHub repository the abstract links ("the
  superiority of ZorbFormer. The code is at https://github.com/someone/ZorbFormer") is the
  proposal; not when another rule found one, nor for a name the repository does not match.
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from kg.records import Paper


def _extract(ex, text, title=None):
    return ex.extract(Paper(id="p", abstract=text, title=title, source="t"))


def _parts(ex, text, title=None):
    return sorted((l.head, l.tail) for l in _extract(ex, text, title).links if l.rel == "partOf")


def _proposed(ex, text, title=None):
    return {m.text: m.rule for m in _extract(ex, text, title).mentions if m.role == "proposed"}


OPENER = ("Plonk graphs are hard to embed. We propose ZorbNet, a graph transformer for plonk graphs. "
          "Moreover, we propose a novel self-attention mechanism called Plonk Residual Self-Attention (PRSA) "
          "for structure modeling. Additionally, we present Zorb-aware Score Sampling (ZSS), a novel technique "
          "that adds noise to rendered images. Experiments show that ZorbNet outperforms prior work.")


def test_opener_parts(ex):
    assert _parts(ex, OPENER) == [("PRSA", "ZorbNet"), ("ZSS", "ZorbNet")]
    got = _proposed(ex, OPENER)
    assert got["ZorbNet"] == "propose-object"
    assert got["PRSA"] == "component-propose-object"
    assert got["Plonk Residual Self-Attention"] == "propose-object"


def test_opener_parts_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "OPENER_PARTS", False)
    assert _parts(ex, OPENER) == []


def test_opener_encoder_name(ex):
    text = ("Video synthesis needs control. We present ZorbComposer, a tool for compositional video synthesis. "
            "In addition, we develop a Spatio-Temporal Plonk encoder (STP-encoder) that serves as an interface "
            "for sequential inputs.")
    assert _parts(ex, text) == [("STP-encoder", "ZorbComposer")]


def test_opener_whole_kinds_stay_separate(ex):
    also = ("Plonk graphs are hard to embed. We propose ZorbNet, a graph transformer for plonk graphs. "
            "We also propose a Zorb Feedback Learning (ZFL) mechanism that uses task results to improve the model.")
    assert _parts(ex, also) == []
    algorithm = ("Plonk graphs are hard to embed. We propose ZorbNet, a graph transformer for plonk graphs. "
                 "Moreover, we propose a novel sampling algorithm called Plonk Residual Sampling (PRS).")
    assert _parts(ex, algorithm) == []
    theory = ("Fine-tuning is costly. We propose the Zorb Backpropagation (Zorb-BP) theory, which decouples the "
              "passes. In addition, we introduce a Plonk-Sharing Backpropagation strategy, which shares memory.")
    assert _parts(ex, theory) == []


BUILT = ("Q-values are often underestimated late in training. We propose the Zorb Blended Exploration (ZBE) "
         "operator, a simple approach that updates Q-values with past actions. Based on ZBE, the resulting "
         "practical algorithm ZAC outperforms prior methods on many control tasks.")


def test_built_top_level_whole(ex):
    assert _parts(ex, BUILT) == [("ZBE", "ZAC")]


def test_built_top_level_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "BUILT_TOP_LEVEL", False)
    assert _parts(ex, BUILT) == []


ANAPHORIC = ("Graphs with similar structures should have similar representations. Therefore, we propose Plonk "
             "External Attention (PEA), a novel attention mechanism that uses external key-value units. On this "
             "basis, we design an effective architecture called Plonk External Attention Zorb Transformer (PEAZT), "
             "which integrates local and global information.")


def test_anaphoric_build(ex):
    assert _parts(ex, ANAPHORIC) == [("PEA", "PEAZT")]


def test_anaphoric_build_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "ANAPHORIC_BUILDS", False)
    assert _parts(ex, ANAPHORIC) == []


def test_anaphoric_finding_is_no_build(ex):
    text = ANAPHORIC.replace("On this basis,", "Based on this observation,")
    assert _parts(ex, text) == []


SETTING_THE = ("Set labels are ambiguous. In this paper, we propose a novel framework called Hyper-Zorb Neural "
               "Network (HZNN) that models uncertainty in the context of the belief theory called Plonk Logic (PL).")
SETTING_A = ("We study how to steer instruction-following models. On an instruction-finetuned Plonk called "
             "Zorbaca, our method improves truthfulness from 32% to 65%. We propose Inference-Time Zorbing (ITZ), "
             "which shifts activations.")


def test_prepositional_named(ex):
    assert _proposed(ex, SETTING_THE) == {"Hyper-Zorb Neural Network": "propose-object", "HZNN": "propose-object+acronym"}
    assert _proposed(ex, SETTING_A) == {"Inference-Time Zorbing": "propose-object", "ITZ": "propose-object+acronym"}


def test_prepositional_named_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "PREPOSITIONAL_NAMED", False)
    assert "Plonk Logic" in _proposed(ex, SETTING_THE)
    assert "Zorbaca" in _proposed(ex, SETTING_A)


def test_comma_named_part_stays(ex):
    text = ("Long-horizon planning is hard. We propose ZorbDQ, a hierarchical planner. ZorbDQ incorporates a "
            "diffusion-based planner at the high level, named Plonk-Conductor, which guides the low-level policy.")
    got = _proposed(ex, text)
    assert "ZorbDQ" in got and "Plonk-Conductor" in got


CODE = ("We predict zorb spectra from plonk representations by reflecting the nature of the spectra. We "
        "integrate information via a multi-modal transformer. Experiments on two kinds of spectra demonstrate "
        "the superiority of ZorbFormer. The source code for ZorbFormer is available at "
        "https://github.com/someone/ZorbFormer.")


def test_code_name(ex):
    assert _proposed(ex, CODE) == {"ZorbFormer": "propose-code-name"}


def test_code_name_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "CODE_NAMES", False)
    assert _proposed(ex, CODE) == {}


def test_code_name_other_repo(ex):
    assert _proposed(ex, CODE.replace("someone/ZorbFormer", "someone/plonk-kit")) == {}
