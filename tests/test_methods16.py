"""Method rules of session 16 (kg/extract/roles_methods.py): a known technique of several
words glued to "-based" is read whole when its head is a method noun (``method-based-on``);
"unlike", "different from" and "in contrast
to" are comparison cues, and "baselines" heads a compared family (``method-compared-np``);
words that only rate or place a baseline name no family."""
from __future__ import annotations


from kg.records import Paper


def _methods(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {m.text.lower(): m.role for m in e.mentions if m.type == "Method"}


def test_a_known_technique_of_several_words_before_based_is_read_whole(ex):
    got = _methods(ex, "Crop yields are hard to forecast. We design a graph neural network-based forecaster "
                       "called YieldNet.")
    assert "graph neural network" in got and "network" not in got


def test_a_data_phrase_before_based_is_no_technique(ex):
    got = _methods(ex, "Crop yields are hard to forecast. We design a natural language-based query format "
                       "called YieldQL.")
    assert "natural language" not in got


def test_a_coordinated_based_family_is_not_split(ex):
    got = _methods(ex, "We propose YieldNet. YieldNet outperforms current statistical and neural network-based "
                       "techniques on ten farms.")
    assert "neural network" not in got


def test_a_phrase_after_based_on_that_is_no_known_technique_is_not_read(ex):
    got = _methods(ex, "We present YieldNet, a forecaster based on weather station readings, for crop yields.")
    assert "weather station readings" not in got


def test_unlike_opens_a_compared_family(ex):
    got = _methods(ex, "We propose YieldNet. Unlike conventional kriging methods that need dense sensors, "
                       "YieldNet works from sparse readings.")
    assert got.get("kriging methods") == "compared"


def test_different_from_opens_a_compared_family(ex):
    got = _methods(ex, "We propose YieldNet. Different from related autoregressive forecasting approaches, "
                       "YieldNet predicts all horizons at once.")
    assert got.get("autoregressive forecasting approaches") == "compared"


def test_baselines_head_a_compared_family(ex):
    got = _methods(ex, "We propose YieldNet. YieldNet outperforms model-free planning baselines on ten farms.")
    assert got.get("model-free planning baselines") == "compared"


def test_rating_words_alone_name_no_compared_family(ex):
    got = _methods(ex, "We propose YieldNet. YieldNet surpasses well-established and renowned baselines on ten "
                       "farms. Unlike the prevalent methods, YieldNet is cheap.")
    assert not any("baselines" in k or k == "prevalent methods" for k in got)


def test_a_compared_family_ends_before_a_participle_clause(ex):
    got = _methods(ex, "We propose YieldNet. YieldNet can outperform fully-supervised forecasting baselines "
                       "using only 1% of the labels.")
    assert got.get("fully-supervised forecasting baselines") == "compared"

