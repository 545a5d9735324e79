"""Session 28 (tasks15): "predictions" owned by a predictor or rated by their quality are a
system's outputs, not a task (roles_tasks.OUTPUT_PREDICTIONS_REFUSED, _output_predictions,
TaskRules._drop_non_problems). Sentences written for these tests."""
from __future__ import annotations

import kg.extract.roles_tasks as RT
from kg.extract.roles_tasks import _output_predictions
from kg.records import Paper


def _tasks(ex, text):
    ext = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return [m.text for m in ext.mentions if m.type == "Task"]


def test_output_predictions_phrases():
    assert _output_predictions("model predictions")
    assert _output_predictions("only AI predictions")
    assert _output_predictions("overconfident predictions")
    assert _output_predictions("accurate zero-shot geospatial predictions")
    assert _output_predictions("making predictions")
    assert not _output_predictions("diagnostic predictions")
    # a task named by what is predicted stays
    assert not _output_predictions("river discharge predictions")
    assert not _output_predictions("long-term predictions")
    assert not _output_predictions("model prediction")  # only the plural of outputs
    assert not _output_predictions("model selection")


_TEXT = ("Ensembles are often used to calibrate the output of a classifier. We show that a "
         "retrained head has both positive and negative impacts on model predictions in crop "
         "disease diagnosis.")


def test_model_predictions_are_no_task(ex, monkeypatch):
    assert "model predictions" not in _tasks(ex, _TEXT)
    monkeypatch.setattr(RT, "OUTPUT_PREDICTIONS_REFUSED", False)
    assert "model predictions" in _tasks(ex, _TEXT)
