"""Non-datasets from the fresh-user trials, session 46 (ds46; kg/extract/roles_datasets.py,
kg/extract/roles_proposals.py). Every sentence is written for these tests; the made-up names
("Zorb...", "Plonk...") are in no gold file. Each rule is tested on and, through its switch, off.

* :data:`~kg.extract.roles_datasets.SIZE_ONLY_NAMES`: a name made only of sizes or dimensions
  ("0.3M--150M", "1D/2D") is no dataset.
* :data:`~kg.extract.roles_datasets.PLATFORM_NAMES_NOT_DATA`: a video platform that only the
  gazetteer reads as data ("YouTube videos") is no dataset; listed with data it still is.
* :data:`~kg.extract.roles_datasets.ACTIVATION_LISTS`: a list of activation functions after
  "with" names methods, not datasets.
* :data:`~kg.extract.roles_datasets.GAIN_VERBS_BEFORE_OVER`: "improves over X" makes X a rival
  method, as "an improvement over X" does.
* :data:`~kg.extract.roles_proposals.TERMED_TASKS`: 'this task, termed "x y"' names a task, no
  proposed benchmark.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_datasets as rd
import kg.extract.roles_proposals as rp
from kg.records import Paper


def _mentions(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return {(m.text, m.type, m.role) for m in e.mentions}


def _datasets(ex, text):
    return {t for t, ty, _ in _mentions(ex, text) if ty == "Dataset"}


SIZES = ("We study distillation of chat models. We finetune student models on varying amounts of "
         "distilled data (0.2M--120M tokens) and rate them with crowd workers.")
DIMENSIONS = "We propose ZorbClust. Experiments on 1D/2D synthetic and real-world datasets show that ZorbClust works."
PLATFORM = ("We propose ZorbMatch for image matching. With 40 hours of YouTube videos, the zero-shot accuracy "
            "of ZorbMatch rises by 5.1%.")
PLATFORM_LISTED = "We propose ZorbGraph for community detection. Experiments on Orkut and YouTube show that it scales."
ACTIVATIONS = ("We study saturating nonlinearities. Extensive experiments with Tanh, Softsign and LeCun Tanh show "
               "that the swapped networks are sparser.")
OVER = ("We propose ZorbSE for speech enhancement. Evaluated on the VoiceBank corpus, ZorbSE improves over "
        "PlonkGMSE+ in all metrics.")
TERMED = ('Attention-free models are popular. On this task, termed "plonk lookup", we find that attention '
          'beats convolutions by a large margin.')


def test_size_range_no_dataset(ex):
    assert not any("0.2M" in t for t in _datasets(ex, SIZES))


def test_dimensions_no_dataset(ex):
    assert "1D/2D" not in _datasets(ex, DIMENSIONS)


def test_sizes_were_datasets(ex, monkeypatch):
    monkeypatch.setattr(rd, "SIZE_ONLY_NAMES", False)
    assert "0.2M-120M" in _datasets(ex, SIZES)
    assert "1D/2D" in _datasets(ex, DIMENSIONS)


def test_platform_videos_no_dataset(ex):
    assert "YouTube" not in _datasets(ex, PLATFORM)


def test_platform_in_data_list_stays(ex):
    assert _datasets(ex, PLATFORM_LISTED) == {"Orkut", "YouTube"}


def test_platform_was_dataset(ex, monkeypatch):
    monkeypatch.setattr(rd, "PLATFORM_NAMES_NOT_DATA", False)
    assert "YouTube" in _datasets(ex, PLATFORM)


def test_activation_list_methods(ex):
    m = _mentions(ex, ACTIVATIONS)
    assert not _datasets(ex, ACTIVATIONS)
    assert {("Tanh", "Method", "used"), ("Softsign", "Method", "used"), ("LeCun Tanh", "Method", "used")} <= m


def test_activation_list_was_data(ex, monkeypatch):
    monkeypatch.setattr(rd, "ACTIVATION_LISTS", False)
    assert {"Tanh", "Softsign", "LeCun Tanh"} <= _datasets(ex, ACTIVATIONS)


def test_improves_over_rival(ex):
    m = _mentions(ex, OVER)
    assert ("PlonkGMSE+", "Method", "compared") in m
    assert _datasets(ex, OVER) == {"VoiceBank"}


def test_improves_over_was_data(ex, monkeypatch):
    monkeypatch.setattr(rd, "GAIN_VERBS_BEFORE_OVER", False)
    assert "PlonkGMSE+" in _datasets(ex, OVER)


def test_termed_task(ex):
    m = _mentions(ex, TERMED)
    assert ("plonk lookup", "Task", "task") in m
    assert not _datasets(ex, TERMED)


def test_termed_task_was_benchmark(ex, monkeypatch):
    monkeypatch.setattr(rp, "TERMED_TASKS", False)
    assert ("plonk lookup", "Dataset", "benchmark") in _mentions(ex, TERMED)
