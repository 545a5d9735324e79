"""A kind of data is no task (session 44, fixx44; kg/extract/roles.py,
:data:`~kg.extract.roles.DATA_KIND_NOT_TASK`): "point clouds" and "time series" alone name the data
a task works on ("Spiking Networks for Point Clouds"), as the guidelines' allowed extras do; the
longer task phrases ("time series forecasting", "shape classification") stay. Every sentence is
written for these tests ("Zorb" is made up)."""
from __future__ import annotations

import pytest

import kg.extract.roles as roles
from kg.records import Paper

KERNELS = Paper(id="kernels", title="Zorb Kernels for Point Clouds", abstract=(
    "We design zorb kernels, a family of rotation-aware filters for point clouds. On three scanning "
    "benchmarks our kernels match larger networks in shape classification while using half of the memory."))
ATTENTION = Paper(id="attention", title="Sparse Zorb Attention for Time Series", abstract=(
    "Long sequences make attention slow. We propose ZorbAttend, a sparse attention scheme for time series "
    "that keeps one key in eight. It speeds up time series forecasting on four public benchmarks."))
TITLE_ONLY = Paper(id="title-only", title="Zorb Filters for Point Clouds", abstract=(
    "We design zorb filters that are cheap to run. They halve the memory of earlier filters on three "
    "scanning benchmarks."))


def _tasks(e):
    return [(m.text, m.main) for m in e.mentions if m.type == "Task"]


@pytest.fixture
def data_kind_allowed(monkeypatch):
    """The behaviour before session 44 (the switch off; session 46's TASK_CLIPPED_FRONTS, which drops
    "time series" beside "time series forecasting" too, off as well)."""
    monkeypatch.setattr(roles, "DATA_KIND_NOT_TASK", False)
    monkeypatch.setattr(roles, "TASK_CLIPPED_FRONTS", False)


def test_point_clouds_no_task(ex):
    assert _tasks(ex.extract(KERNELS)) == [("shape classification", True)]


def test_time_series_no_task_the_longer_task_stays(ex):
    assert _tasks(ex.extract(ATTENTION)) == [("time series forecasting", True)]


def test_title_data_kind_no_main_task(ex):
    assert ("Point Clouds", True) not in _tasks(ex.extract(TITLE_ONLY))
    assert all("point cloud" not in t.lower() for t, _ in _tasks(ex.extract(TITLE_ONLY)))


def test_before_the_data_were_tasks(ex, data_kind_allowed):
    assert ("point clouds", True) in _tasks(ex.extract(KERNELS))
    assert ("time series", False) in _tasks(ex.extract(ATTENTION))
    assert _tasks(ex.extract(TITLE_ONLY)) == [("Point Clouds", True)]


def test_the_clipped_front_rule_alone_drops_the_data_kind(ex, monkeypatch):
    monkeypatch.setattr(roles, "DATA_KIND_NOT_TASK", False)
    assert ("time series", False) not in _tasks(ex.extract(ATTENTION))
    assert ("time series forecasting", True) in _tasks(ex.extract(ATTENTION))
