"""The title's technique that the abstract opens with is the main task, session 49
(kg/extract/roles.py ``TITLE_METHOD_OPENING``, with :meth:`_State._opens_abstract` and
:meth:`_State._holds_words_of`; rule ``task-title-method``). Every sentence is written for
these tests ("KerCor" is made up).

* "Variational inference (VI) is a popular approach in Bayesian inference ..." under a title
  that states variational inference as its purpose: the technique is the main task, although
  the abstract's own pick ("Bayesian inference") shares a word with the title;
* not when the technique does not open the abstract, and not when the abstract's pick holds
  its words (a more specific form of it: "spectral clustering on incomplete data").
"""
from __future__ import annotations

import kg.extract.roles as R
from kg.records import Paper

VI_TITLE = "Convergence Guarantees for Variational Inference with Sparse Gaussian Families"
VI = ("Variational inference (VI) is a popular approach in Bayesian inference that fits a simple family to a "
      "posterior. We study VI with sparse Gaussian families and prove convergence rates for Bayesian "
      "inference. Experiments on logistic regression confirm the rates.")
VI_LATER = ("Bayesian inference is central to modern statistics. Variational inference (VI) is a popular approach "
            "in Bayesian inference that fits a simple family to a posterior. We study VI with sparse Gaussian "
            "families and prove convergence rates for Bayesian inference.")
SC_TITLE = "Faster Spectral Clustering with Kernel Correction"
SC = ("Spectral clustering is a widely used technique for grouping data. We study spectral clustering on "
      "incomplete data, where many affinities are missing, and propose KerCor. Experiments confirm gains.")


def _main(ex, text, title):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return [(m.text, m.rule) for m in e.mentions if m.main]


def test_opening_technique_of_the_title_is_the_main_task(ex):
    assert _main(ex, VI, VI_TITLE) == [("Variational inference", "task-title-method")]


def test_switch_off_keeps_the_abstract_pick(ex, monkeypatch):
    monkeypatch.setattr(R, "TITLE_METHOD_OPENING", False)
    main = _main(ex, VI, VI_TITLE)
    assert main and main[0][0] != "Variational inference"


def test_technique_later_in_the_abstract_is_left_alone(ex):
    main = _main(ex, VI_LATER, VI_TITLE)
    assert main and main[0][1] != "task-title-method"


def test_more_specific_pick_stays(ex):
    assert _main(ex, SC, SC_TITLE) == [("spectral clustering on incomplete data", "task-statement")]
