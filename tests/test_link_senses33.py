"""Session 33 (link10): links whose sense the entity's own words contradict.

* A short form that Papers with Code gives only as itself ("SSD", "PnP") links to a paper's
  spelt-out name only when the first sentence of PwC's description agrees: its spelt-out
  name word for word, or else its genus phrase by one content word
  (tools/build_vocab.description_sense, kg.link._gloss_shared).
* A broad match never cuts past a preposition that is not hyphen-bound anywhere in the
  dropped words (kg.link._bound_cut), and a Task opening with a verb in -ing is no kind of
  the model or data it acts on (kg.link._activity_on_artefact).
* A CSO topic "<word> <generic head>" outside the AI/ML branches ("feature models",
  "tuning method"), reached by dropping words other than modifiers, is sense-checked like a
  one-word topic (kg.link._cso_head_sense_open).
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from kg.link import _activity_on_artefact, _bound_cut, _cso_head_sense_open, _gloss_shared, link
from kg.records import Entity
from kg.vocab import pwc_methods

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from build_vocab import description_sense  # noqa: E402

CSO = "https://cso.kmi.open.ac.uk/topics/"
PWCM = "https://paperswithcode.com/method/"
PWCT = "https://paperswithcode.com/task/"


def ent(type_: str, label: str, *alts: str, acronym: str | None = None) -> Entity:
    return Entity(key=f"{type_.lower()}/{label}", type=type_, label=label, alt_labels=list(alts),
                  acronym=acronym, papers=["p1"])


# ----------------------------------------------------------------- descriptions


@pytest.mark.parametrize("name, description, spelt, gloss", [
    ("XYZ", "**XYZ**, or **Cross Yield Zoning**, is a pooling layer that averages.",
     "Cross Yield Zoning", "pooling layer"),
    ("QRN", "**Quantile Residual Net**, or **QRN**, is a regression network for tabular data.",
     "Quantile Residual Net", "regression network"),
    ("ABC", "**ABC**, Adaptive Batch Clipping, is a gradient clipping rule used in training.",
     "Adaptive Batch Clipping", "gradient clipping rule"),
    ("DET", "**DET** is a single-stage object detection method that predicts boxes.",
     "", "single-stage object detection method"),
    ("GLU", "**GLU** is a Transformer-based architecture for speech.", "", "Transformer-based architecture"),
    ("ABC", "**ABC**, a simple baseline, is a heuristic.", "", "heuristic"),  # no initials: no name
    ("NOP", "", "", ""),
    ("NOP", "A layer that never names itself.", "", ""),
])
def test_description_sense(name: str, description: str, spelt: str, gloss: str) -> None:
    assert description_sense(name, description) == (spelt, gloss)


def test_shipped_vocabulary_reads_descriptions() -> None:
    ssd = pwc_methods()["ssd"]
    assert ssd.full_name == "SSD" and ssd.spelt == "" and "object detection" in ssd.gloss
    pnp = pwc_methods()["pnp"]
    assert pnp.spelt == "Poll and Pool"


@pytest.mark.parametrize("gloss, words, shorts, shared", [
    ("single-stage object detection method", {"state", "space", "duality"}, ["SSD"], False),
    ("single-stage object detection method", {"single", "shot", "detector"}, ["SSD"], True),
    ("ssd layer", {"ssd", "layer"}, ["SSD"], False),  # the short form itself is no evidence
    ("", {"anything"}, [], False),
])
def test_gloss_shared(gloss: str, words: set[str], shorts: list[str], shared: bool) -> None:
    assert _gloss_shared(gloss, words, shorts) is shared


def test_a_spelt_out_name_unlike_pwc_s_short_only_method_gets_no_link() -> None:
    duality = ent("Method", "structured state duality", "SSD", acronym="SSD")
    detector = ent("Method", "single shot multibox detector", "SSD", acronym="SSD")
    play = ent("Method", "Plug-and-Play", "PnP", acronym="PnP")
    bare = ent("Method", "SSD")
    link([duality, detector, play, bare])
    assert PWCM + "ssd" not in duality.close_matches + duality.exact_matches
    assert PWCM + "ssd" in detector.close_matches  # shares "single" with PwC's gloss
    assert PWCM + "pnp" not in play.close_matches + play.exact_matches  # PwC's is Poll and Pool
    assert PWCM + "ssd" in bare.close_matches  # neither spells it out: as before


# ----------------------------------------------------------------- broad matches


@pytest.mark.parametrize("dropped, surface, refused", [
    (("careful", "analysis", "of", "sparse"), "careful analysis of sparse linear regression", True),
    (("pruning", "in", "small"), "pruning in small vision transformers", True),
    (("in", "context"), "in-context linear regression", False),  # hyphen-bound: a modifier
    (("on", "device", "fast"), "on-device fast image editing", False),
    (("a", "family", "of", "deep"), "a family of deep graph neural networks", False),
    (("sparse",), "sparse linear regression", False),
])
def test_bound_cut_prepositions_anywhere(dropped: tuple[str, ...], surface: str, refused: bool) -> None:
    assert _bound_cut(dropped, surface) is refused


@pytest.mark.parametrize("type_, dropped, target, refused", [
    ("Task", ("compressing",), "large language model", True),
    ("Task", ("visualizing", "graph"), "neural network", True),
    ("Task", ("solving",), "inverse problem", False),  # a problem, not a model
    ("Method", ("spiking",), "neural network", False),  # an adjective in a Method's name
    ("Task", ("sparse",), "language model", False),
    ("Task", ("string",), "language model", False),  # a noun in -ing: under 7 letters, not read as a verb
])
def test_activity_on_artefact(type_: str, dropped: tuple[str, ...], target: str, refused: bool) -> None:
    assert _activity_on_artefact(type_, dropped, target) is refused


def test_tasks_acting_on_models_are_no_kind_of_them() -> None:
    compress = ent("Task", "compressing large language models")
    survey = ent("Task", "careful evaluation of vision transformers")
    kind = ent("Task", "offline reinforcement learning")
    link([compress, survey, kind])
    assert PWCT + "large-language-model" not in compress.broad_matches
    assert not [i for i in survey.broad_matches if i.startswith(PWCM) or "transformer" in i]
    assert PWCT + "reinforcement-learning" in kind.broad_matches


def test_generic_headed_cso_topics_outside_ml_are_sense_checked() -> None:
    assert _cso_head_sense_open("feature models")  # software product lines
    assert not _cso_head_sense_open("segmentation methods")  # under image segmentation (CV)
    assert not _cso_head_sense_open("software product lines")  # two content words
    assert not _cso_head_sense_open("language model")  # computational linguistics: language technology
    assert not _cso_head_sense_open("optimization method")  # "optimization" is a CSO topic itself
    vlm = ent("Method", "compact vision-language models")
    link([vlm])
    assert CSO + "language_model" in vlm.broad_matches
    # one entity, no word of the software-product-line neighbourhood in its paper: refused
    rf = ent("Method", "random feature models")
    link([rf])
    assert CSO + "feature_models" not in rf.broad_matches
