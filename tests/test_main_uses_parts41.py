"""Parts coined in the object of a verb of use, session 41 (kg/extract/roles_proposals.py).
Every sentence is written for these tests; the made-up names ("Zorb ...", "Plonk ...") are in
no gold file. The rule is tested on and, through its switch, off.

* :data:`~kg.extract.roles_proposals.MAIN_USES_PARTS`: after the main proposal's sentence, the
  main proposal (by name, alias or initials) or "we" + "employs / leverages / utilizes /
  adopts / exploits" + a new acronym definition in the direct object: the definition names a
  part of the main proposal; not a known name, not a name after "with" / "of" / "named" in
  the object, not "we employ the ..." and not in a sentence that cites or compares.
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from kg.records import Paper


def _run(ex, text, title=None):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    proposed = {m.text for m in e.mentions if m.role == "proposed"}
    parts = {(lk.head, lk.tail) for lk in e.links if lk.rel == "partOf"}
    return proposed, parts


EMPLOYS = ("Forecasting many coupled series is hard. We introduce Zorbix, a forecasting architecture for "
           "coupled series. Zorbix employs Plonk Effect Learning (PEL), Random Quuxing (RQ) training strategy and "
           "Multi-scale Blorp Smoothing (MBS), to better capture series patterns. Zorbix sets a new state of "
           "the art on six benchmarks.")
INITIALS = ("Agents must reason about objects. In this work, we introduce Zorbing Plonk Mechanisms, or ZPM, a "
            "framework that models object dynamics with slots. Crucially, ZPM leverages the Central Quux "
            "Information (CQI), enabling each mechanism to read the other slots. ZPM outperforms strong "
            "baselines.")
WE_UTILIZE = ("Drug design needs binding signals. We propose ZorbDiff, a diffusion model for ligand design. "
              "Specifically, we utilize a plonk-ligand interaction network (PLINet), which is pretrained with "
              "affinity labels to retrieve reference ligands. ZorbDiff yields strong binders.")
WE_THE = ("Spiking networks are hard to train online. We propose ZorbOT, an online training method. To explain "
          "the idea, we employ the Plonk-the-Quux Leader (PQL) algorithm. ZorbOT reduces memory use.")
WITH_MODIFIER = ("Speech tokens mix content and sound. We propose ZorbTok, a unified speech tokenizer. ZorbTok "
                 "adopts the encoder-decoder architecture with plonk vector quantization (PVQ). ZorbTok "
                 "improves resynthesis.")
KNOWN = ("Prompting large models is costly. We propose ZorbPrompt, a prompting scheme for long documents. "
         "ZorbPrompt leverages Low-Rank Adaptation (LoRA) for tuning. ZorbPrompt cuts the cost by half.")


def test_main_employs_three_new_parts(ex):
    proposed, parts = _run(ex, EMPLOYS)
    assert {"Plonk Effect Learning", "Random Quuxing", "Multi-scale Blorp Smoothing"} <= proposed
    assert {("PEL", "Zorbix"), ("RQ", "Zorbix"), ("MBS", "Zorbix")} <= parts


def test_subject_by_initials(ex):
    _, parts = _run(ex, INITIALS)
    assert ("CQI", "Zorbing Plonk Mechanisms") in parts


def test_we_utilize_a_new_network(ex):
    proposed, parts = _run(ex, WE_UTILIZE)
    assert "PLINet" in {p for p, _ in parts}


def test_we_employ_the_known_algorithm(ex):
    proposed, parts = _run(ex, WE_THE)
    assert not any(p in ("PQL", "Plonk-the-Quux Leader") for p, _ in parts)


def test_name_in_a_modifier_of_the_object(ex):
    _, parts = _run(ex, WITH_MODIFIER)
    assert not any(p in ("PVQ", "plonk vector quantization") for p, _ in parts)


def test_known_name_is_no_part(ex):
    proposed, parts = _run(ex, KNOWN)
    assert "LoRA" not in {p for p, _ in parts} and "Low-Rank Adaptation" not in proposed


def test_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "MAIN_USES_PARTS", False)
    _, parts = _run(ex, EMPLOYS)
    assert ("PEL", "Zorbix") not in parts
    _, parts = _run(ex, INITIALS)
    assert ("CQI", "Zorbing Plonk Mechanisms") not in parts
