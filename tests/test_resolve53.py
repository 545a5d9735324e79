"""Entity resolution, session 53: what users see in the field map.

* kg.resolve.ALIASES_UNCLIPPED: a mention read as its closing short form alone ("the changes
  QZMs undergo" -> "QZMs") joins the short form's entity without becoming one of its aliases.

The sentences and the coined names are made up for these tests."""
import kg.resolve as resolve_module
from kg.resolve import resolve
from tests.factories import acronym, extraction, mention


def _defines(pid, long, short, type_="Method", role="used"):
    text = f"We study a {long} ({short}) on toy grids. The {short} is small."
    return extraction(pid, text, mentions=[mention(long, text, type_, role),
                                           mention(short, text, type_, role, nth=1)],
                      acronyms=[acronym(short, long, text)])


def _writes(pid, text, *names, type_="Method", role="used"):
    return extraction(pid, text, mentions=[mention(n, text, type_, role) for n in names])


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
