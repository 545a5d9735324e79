"""Entity resolution, session 53: what users see in the field map.

* kg.resolve.ALIASES_UNCLIPPED: a mention read as its closing short form alone ("the changes
  QZMs undergo" -> "QZMs") joins the short form's entity without becoming one of its aliases.
* kg.resolve.METRIC_HEADS / _cluster_identity: a metric's trailing "score" or "metric" names
  the metric before it ("toxicity score" = "toxicity", "WXD score" = "WXD" = its long form);
  "z-score", "Q-value" and a method's "attention score" stay as they are.
* kg.resolve.PRETRAINED_KINDS / _join_head_variants: "pre-trained large language models" are large
  language models; "pre-trained language models" (PLMs) and "pre-trained models" stay apart.

The sentences and the coined names are made up for these tests."""
import pytest

import kg.resolve as resolve_module
from kg.resolve import _cluster_identity, normalise, resolve
from tests.factories import acronym, defining, extraction, mention, writing


_defines = defining
_writes = writing


# --- no alias of a mention read as its short form alone --------------------------------------------

def _qzm_papers():
    return [_defines("p0", "quilted zonal model", "QZM"), _defines("p1", "quilted zonal model", "QZM")]


def test_a_clipped_mention_joins_without_becoming_an_alias():
    text = "We trace the changes QZMs undergo through tuning. A 128k length QZM follows."
    res = resolve([*_qzm_papers(), _writes("p2", text, "changes QZMs", "length QZM")])
    key = res.key("p2", "Method", "changes QZMs")
    assert key == res.key("p0", "Method", "QZM") == res.key("p2", "Method", "length QZM")
    entity = res.entities[key]
    assert entity.label == "quilted zonal model"
    assert entity.papers == ["p0", "p1", "p2"]
    assert "changes QZMs" not in entity.alt_labels and "length QZM" not in entity.alt_labels
    assert "QZM" in entity.alt_labels


def test_a_modified_short_form_keeps_its_own_alias():
    text = "We tune offline QZMs on grids."
    res = resolve([*_qzm_papers(), _writes("p2", text, "offline QZMs")])
    assert "offline QZMs" in res.entities[res.key("p2", "Method", "offline QZMs")].alt_labels


def test_the_alias_switch(monkeypatch):
    monkeypatch.setattr(resolve_module, "ALIASES_UNCLIPPED", False)
    text = "We trace the changes QZMs undergo through tuning."
    res = resolve([*_qzm_papers(), _writes("p2", text, "changes QZMs")])
    assert "changes QZMs" in res.entities[res.key("p2", "Method", "changes QZMs")].alt_labels


# --- a metric's head "score" / "metric" -----------------------------------------------------------

@pytest.mark.parametrize("written, want", [
    ("glimmer scores", "glimmer"), ("exact glimmer score", "exactglimmer"), ("glimmer metric", "glimmer"),
    ("WXD score", "wxd"), ("z-score", "zscore"), ("F-score", "fscore"), ("score", "score"),
    ("glimmer value", "glimmervalue"), ("Q-value", "qvalue"),
])
def test_metric_identity_without_its_head(written, want):
    assert _cluster_identity("Metric", normalise(written), written) == want


def test_a_method_keeps_its_score_head():
    # only Metric mentions are read so: a method's "glimmer score" is not read through the Metric rule
    assert _cluster_identity("Task", normalise("glimmer score"), "glimmer score") == "glimmerscore"


def _metric_paper(pid, sentence, *names):
    return _writes(pid, sentence, *names, type_="Metric", role="metric")


def test_a_metric_with_a_score_head_joins_the_metric():
    res = resolve([_metric_paper("p0", "We report glimmer on two grids.", "glimmer"),
                   _metric_paper("p1", "We report glimmer on three grids.", "glimmer"),
                   _metric_paper("p2", "Our glimmer scores rise by half.", "glimmer scores"),
                   _metric_paper("p3", "The sheen metric falls.", "sheen metric")])
    key = res.key("p0", "Metric", "glimmer")
    assert res.key("p2", "Metric", "glimmer scores") == key
    assert res.entities[key].label == "glimmer"
    assert res.entities[key].papers == ["p0", "p1", "p2"]
    assert "glimmer scores" in res.entities[key].alt_labels
    # a metric written only with its head keeps it in its label
    assert res.entities[res.key("p3", "Metric", "sheen metric")].label == "sheen metric"


def test_a_defined_metric_joins_its_short_form_with_a_head():
    text = "We measure the wavy xylo distance (WXD) of samples. The WXD is low."
    defining = extraction("p0", text, mentions=[mention("wavy xylo distance", text, "Metric", "metric"),
                                                mention("WXD", text, "Metric", "metric", nth=1)],
                          acronyms=[acronym("WXD", "wavy xylo distance", text)])
    again = extraction("p1", text.replace("samples", "images"),
                       mentions=[mention("wavy xylo distance", text, "Metric", "metric"),
                                 mention("WXD", text, "Metric", "metric", nth=1)],
                       acronyms=[acronym("WXD", "wavy xylo distance", text)])
    res = resolve([defining, again, _metric_paper("p2", "Our WXD scores are lower.", "WXD scores")])
    key = res.key("p0", "Metric", "WXD")
    assert res.key("p2", "Metric", "WXD scores") == key
    assert res.entities[key].label == "wavy xylo distance"


def test_a_method_score_stays_apart_from_the_method():
    res = resolve([_writes("p0", "We use glimmer here.", "glimmer"),
                   _writes("p1", "We use glimmer score here.", "glimmer score")])
    assert res.key("p0", "Method", "glimmer") != res.key("p1", "Method", "glimmer score")


def test_the_metric_head_switch(monkeypatch):
    monkeypatch.setattr(resolve_module, "METRIC_HEADS", False)
    res = resolve([_metric_paper("p0", "We report glimmer on two grids.", "glimmer"),
                   _metric_paper("p2", "Our glimmer scores rise by half.", "glimmer scores")])
    assert res.key("p0", "Metric", "glimmer") != res.key("p2", "Metric", "glimmer scores")


# --- "pre-trained" before a model that is pre-trained by definition ----------------------------------

def _models(pid, *names):
    return _writes(pid, "We prompt " + " and ".join(names) + " on grids.", *names)


@pytest.mark.parametrize("written, bare, joins", [
    ("pre-trained large language models", "large language models", True),
    ("Pretrained Foundation Models", "foundation models", True),
    ("pre-trained vision-language models", "vision-language models", True),
    ("large pre-trained language models", "large language models", False),  # as often a PLM
    ("pretrained language models", "language models", False),  # PLMs are no language models
    ("pre-trained models", "models", False),
    ("pre-trained glimmer models", "glimmer models", False),  # no model pre-trained by definition
])
def test_pretrained_before_a_model_kind(written, bare, joins):
    res = resolve([_models("p0", bare), _models("p1", bare), _models("p2", written)])
    assert (res.key("p2", "Method", written) == res.key("p0", "Method", bare)) is joins
    if joins:
        assert res.entities[res.key("p2", "Method", written)].papers == ["p0", "p1", "p2"]


def test_a_pretrained_definition_joins_the_plain_one():
    # (the plain long form is the build's dominant expansion: 4 of the 5 definitions)
    plain = [_defines(f"p{i}", "large language models", "LLMs") for i in (0, 1, 4, 5)]
    res = resolve([*plain, _defines("p2", "pre-trained large language models", "LLMs"),
                   _writes("p3", "We prompt pretrained LLMs and pre-trained language models.",
                           "pretrained LLMs", "pre-trained language models")])
    key = res.key("p0", "Method", "LLMs")
    assert res.key("p2", "Method", "LLMs") == res.key("p2", "Method", "pre-trained large language models") == key
    assert res.key("p3", "Method", "pretrained LLMs") == key
    assert res.entities[key].label == "large language models"
    assert res.entities[key].papers == ["p0", "p1", "p2", "p3", "p4", "p5"]
    assert res.key("p3", "Method", "pre-trained language models") != key


def test_the_pretrained_switch(monkeypatch):
    monkeypatch.setattr(resolve_module, "PRETRAINED_KINDS", False)
    res = resolve([_models("p0", "large language models"), _models("p2", "pre-trained large language models")])
    assert res.key("p0", "Method", "large language models") != res.key("p2", "Method", "pre-trained large language models")
