"""Junk in built graphs, session 46 second round (ds46b; kg/extract/roles_datasets.py,
kg/extract/roles_proposals.py, kg/extract/roles_methods.py, kg/extract/results/datasets.py).
Every sentence is written for these tests; the made-up names ("Zorb...", "Plonk...") are in
no gold file. Each rule is tested on and, through its switch, off.

* :data:`~kg.extract.roles_datasets.SOFTWARE_NOT_DATA`: a software library or a company alone
  ("for PyTorch, TensorFlow and JAX") is no dataset.
* :data:`~kg.extract.roles_proposals.SOFTWARE_NOT_PARTS`: a library a toolkit integrates with
  is no part of the proposal.
* :data:`~kg.extract.results.datasets.OWNER_NOT_RESULT_DATASET`: "on the Google service" is no
  result's dataset.
* :data:`~kg.extract.roles_datasets.LETTER_CHAINS_NOT_DATA`: "A/B/C/D", "S-O-T-A" are no datasets.
* :data:`~kg.extract.roles_methods.SIZE_ONLY_MODEL_NAMES`: "(1.5B--13B)" is no model.
* :data:`~kg.extract.roles_datasets.ING_THINGS_NOT_ACTIVITIES`: "X Housing" is a name, no activity.
* :data:`~kg.extract.roles_datasets.PROPOSAL_GLUED_AFTER_DATA`: "On ImageNet ZorbFormer reaches" cuts
  the proposal off the dataset.
"""
from __future__ import annotations

import kg.extract.results.datasets as resd
import kg.extract.roles_datasets as rd
import kg.extract.roles_methods as rm
import kg.extract.roles_proposals as rp
from kg.records import Paper


def _extract(ex, text, title=None):
    return ex.extract(Paper(id="p", abstract=text, title=title, source="t"))


def _mentions(ex, text, title=None):
    return {(m.text, m.type, m.role) for m in _extract(ex, text, title).mentions}


def _datasets(ex, text, title=None):
    return {t for t, ty, _ in _mentions(ex, text, title) if ty == "Dataset"}


LIBS_TITLE = "ZorbSim: Differentiable Physics for PyTorch, TensorFlow and Jax"
LIBS = ("Differentiable solvers matter for science. We present ZorbSim, a Python toolkit that "
        "seamlessly integrates with PyTorch, TensorFlow, Jax and NumPy, simplifying simulation code.")
OWNER = ("We propose PlonkAttack, a black-box attack on depth estimators. We also apply it on the Google "
         "online service for portrait depth estimation, causing 38.2% relative error with 20K queries.")
LETTERS = "We propose ZorbNet. Experiments on A/B/C/D splits of CIFAR-10 show that it is S-O-T-A on CIFAR-100."
SIZES = ("We study imitation of chat models. We finetune a series of students with varying base model sizes "
         "(2.5B--20B) and data sources, and rate them with crowd workers.")


def test_libraries_no_datasets(ex):
    assert not _datasets(ex, LIBS, LIBS_TITLE) & {"TensorFlow", "Jax", "PyTorch", "NumPy"}


def test_libraries_were_datasets(ex, monkeypatch):
    monkeypatch.setattr(rd, "SOFTWARE_NOT_DATA", False)
    assert "TensorFlow" in _datasets(ex, LIBS, LIBS_TITLE)


def test_libraries_no_parts(ex):
    proposed = {t for t, _, r in _mentions(ex, LIBS, LIBS_TITLE) if r == "proposed"}
    assert "ZorbSim" in proposed
    assert not proposed & {"PyTorch", "NumPy"}


def test_libraries_were_parts(ex, monkeypatch):
    monkeypatch.setattr(rp, "SOFTWARE_NOT_PARTS", False)
    proposed = {t for t, _, r in _mentions(ex, LIBS, LIBS_TITLE) if r == "proposed"}
    assert {"PyTorch", "NumPy"} <= proposed


def test_company_no_result_dataset(ex):
    rs = _extract(ex, OWNER).results
    assert [r.value for r in rs] == ["38.2"]
    assert rs[0].dataset is None


def test_company_was_result_dataset(ex, monkeypatch):
    monkeypatch.setattr(resd, "OWNER_NOT_RESULT_DATASET", False)
    # resds46's rule (a name before a lower-case noun names no test set) drops it too
    monkeypatch.setattr(resd, "MODIFIER_NAME_NOT_RESULT_DATASET", False)
    assert [r.dataset for r in _extract(ex, OWNER).results] == ["Google"]


def test_letter_chains_no_datasets(ex):
    assert _datasets(ex, LETTERS) == {"CIFAR-10", "CIFAR-100"}


def test_letter_chains_were_datasets(ex, monkeypatch):
    monkeypatch.setattr(rd, "LETTER_CHAINS_NOT_DATA", False)
    assert {"A/B/C/D", "S-O-T-A"} <= _datasets(ex, LETTERS)


def test_size_range_no_model(ex):
    assert not any(ty == "Method" and "20B" in t for t, ty, _ in _mentions(ex, SIZES))


def test_size_range_was_model(ex, monkeypatch):
    monkeypatch.setattr(rm, "SIZE_ONLY_MODEL_NAMES", False)
    assert any(ty == "Method" and "20B" in t for t, ty, _ in _mentions(ex, SIZES))


HEADED = ("We propose ZorbGraph for device mapping. ZorbGraph cuts the error rate by 6.1% (Intel dataset) "
          "and 9% (Plonk dataset) on the device mapping task.")


def test_company_with_data_head_stays(ex):
    assert "Intel" in _datasets(ex, HEADED)


ING = "We propose ZorbTab for tabular learning. Experiments on the Adult and Plonk Housing datasets show gains."
GLUED = "We propose ZorbFormer, a routing transformer. On ImageNet ZorbFormer reaches 84.1% top-1 accuracy."


def test_ing_thing_name_dataset(ex):
    assert _datasets(ex, ING) == {"Adult", "Plonk Housing"}


def test_ing_thing_was_activity(ex, monkeypatch):
    monkeypatch.setattr(rd, "ING_THINGS_NOT_ACTIVITIES", False)
    assert _datasets(ex, ING) == {"Adult"}


def test_glued_proposal_cut(ex):
    assert _datasets(ex, GLUED) == {"ImageNet"}


def test_glued_proposal_was_in_name(ex, monkeypatch):
    monkeypatch.setattr(rd, "PROPOSAL_GLUED_AFTER_DATA", False)
    assert "ImageNet ZorbFormer" in _datasets(ex, GLUED)
