"""Lower-case names fixed once by a naming participle, session 45 (kg/extract/roles_proposals.py).
Every sentence is written for these tests; the made-up names ("zorb ...", "plonk ...") are in
no gold file. The rule is tested on and, through its switch, off.

* :data:`~kg.extract.roles_proposals.NAMED_ONCE_LOWERCASE`: "we" + a verb of bringing in
  ("propose", "identify", ...) and later in the sentence "called" / "termed" / "dubbed" /
  "named" / "coined" / "denoted" + a lower-case name: the name is a proposal even written once
  and even naming an effect; not "so-called X", not a thing the authors only focus on, not a
  named task or challenge, not in a sentence that compares.
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from kg.records import Paper


def _proposed(ex, text, title=None):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return {m.text: m.rule for m in e.mentions if m.role == "proposed"}


TERMED = ("Offline agents face hidden confounders. We propose a definition of uncertainty due to hidden "
          "confounders, termed zorb uncertainty, which uses variation over world models. Experiments on a "
          "clinical benchmark show clear gains.")
PHENOMENON = ("Group labels are costly to obtain. Analysing the errors of the classifier, we identify an "
              "interesting phenomenon called plonk consistency, which may help to decouple spurious "
              "attributes. Experiments show clear gains.")
CALLED_KERNELS = ("Causality lacks an agreed axiomatisation. We propose a zorb space, consisting of a "
                  "probability space along with a collection of kernels, called plonk kernels, that encode "
                  "the causal information. The framework is grounded in measure theory.")
SO_CALLED = ("Streams carry many repeated items. We propose a sketch that finds frequent items or so-called "
             "plonk hitters, which matter in practice. Experiments show clear gains.")
FOCUS = ("Survival data change over time. We focus on a point process called plonk process, which models "
         "the hazard function. Experiments show clear gains.")
TASK = ("Dancers react to partners. We introduce a novel task within motion generation, termed zorb "
        "accompaniment, which asks for responsive movements. Experiments show clear gains.")


def test_termed_once(ex):
    assert _proposed(ex, TERMED).get("zorb uncertainty") == "propose-named"


def test_named_phenomenon_once(ex):
    assert _proposed(ex, PHENOMENON).get("plonk consistency") == "propose-named"


def test_called_after_a_comma(ex):
    assert "plonk kernels" in _proposed(ex, CALLED_KERNELS)


def test_so_called_is_no_name(ex):
    assert "plonk hitters" not in _proposed(ex, SO_CALLED)


def test_focus_is_no_coining(ex):
    assert "plonk process" not in _proposed(ex, FOCUS)


def test_named_task_is_no_proposal(ex):
    assert "zorb accompaniment" not in _proposed(ex, TASK)


def test_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "NAMED_ONCE_LOWERCASE", False)
    assert "zorb uncertainty" not in _proposed(ex, TERMED)
    assert "plonk consistency" not in _proposed(ex, PHENOMENON)
