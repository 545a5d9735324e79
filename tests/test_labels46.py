"""Labels of resolved entities, session 46 (kg/resolve.py).

* :func:`kg.resolve._expand_inner` with :data:`kg.resolve.ARTICLE_AGREES`: the indefinite
  article before a short form that the label spells out follows the expansion's first
  sound ("an LLM" -> "a large language model", not "an large language model").
* :func:`kg.resolve._conjunct_families` with :data:`kg.resolve.BASED_CONJUNCT_HEADS`: an
  "X-based" conjunct mention (extraction rule ``method-based-conjunct``) resolves as the
  family it names with the shared head of its coordination ("QP-based" of "QP-based and
  ZX-based solvers" is the node "... QP-based solvers"), not a node labelled by the bare
  adjective.

Every name and sentence is made up for these tests."""
from dataclasses import replace

from kg.records import Mention, Paper

import pytest

import kg.resolve as R
from kg.resolve import _acronym_norm, _article_for, _expand_inner, resolve
from tests.factories import acronym, extraction, mention

_ACR = {"llm": ("LLM", "large language model"), "rl": ("RL", "reinforcement learning"),
        "mlp": ("MLP", "multilayer perceptron"), "ood": ("OOD", "out-of-distribution"),
        "uav": ("UAV", "unmanned aerial vehicle"), "sqa": ("SQA", "unified query answering")}


@pytest.mark.parametrize("word, article", [
    ("large", "a"), ("multilayer", "a"), ("image", "an"), ("out-of-distribution", "an"),
    ("unmanned", "an"), ("unified", "a"), ("user", "a"), ("one-shot", "a"), ("European", "a"),
    ("hourly", "an"), ("honest", "an"), ("reinforcement", "a"),
])
def test_article_by_first_sound(word, article):
    assert _article_for(word) == article


@pytest.mark.parametrize("surface, label", [
    ("probing the facts stored in an LLM", "probing the facts stored in a large language model"),
    ("An LLM judge", "A large language model judge"),
    ("fitting an MLP head", "fitting a multilayer perceptron head"),
    ("a OOD detector", "an out-of-distribution detector"),
    ("steering a UAV swarm", "steering an unmanned aerial vehicle swarm"),
    ("training a RL agent", "training a reinforcement learning agent"),  # (already right)
    ("an SQA module", "a unified query answering module"),
])
def test_the_article_follows_the_expansion(surface, label):
    assert _expand_inner(surface, _ACR, {}, _acronym_norm, written=True) == label


def test_switch_off_keeps_the_article(monkeypatch):
    monkeypatch.setattr(R, "ARTICLE_AGREES", False)
    assert _expand_inner("fitting an MLP head", _ACR, {}, _acronym_norm, written=True) \
        == "fitting an multilayer perceptron head"


def test_the_article_in_a_resolved_task_label():
    text = "We study probing the facts stored in an LLM. A large language model (LLM) is trained on toy data."
    ex = extraction("p0", text, mentions=[mention("probing the facts stored in an LLM", text, "Task", "task", main=True)],
                    acronyms=[acronym("LLM", "large language model", text)])
    res = resolve([ex])
    assert res.entities[res.key("p0", "Task", "probing the facts stored in an LLM")].label \
        == "probing the facts stored in a large language model"


# --- "X-based" conjuncts ---------------------------------------------------------------------

_COORD = ("We compare quadratic programs (QP) and zonal expansions (ZX) as solvers. "
          "Both QP-based and ZX-based solvers converge, and the QP-based solver is the faster")


def _conjunct_paper(pid="p0", text=_COORD):
    qp = replace(mention("QP-based", text, "Method", "compared"), rule="method-based-conjunct")
    return extraction(pid, text, mentions=[
        mention("quadratic programs", text, "Method", "used"), mention("QP", text, "Method", "used", nth=1),
        qp, mention("ZX-based solvers", text, "Method", "compared"),
        mention("QP-based solver", text, "Method", "compared")],
        acronyms=[acronym("QP", "quadratic programs", text), acronym("ZX", "zonal expansions", text)])


def test_a_based_conjunct_takes_the_shared_head():
    ex = _conjunct_paper()
    assert R._conjunct_families(ex) == {"QP-based": "QP-based solvers"}
    res = resolve([ex])
    key = res.key("p0", "Method", "QP-based")
    assert key == res.key("p0", "Method", "QP-based solver")
    assert res.entities[key].label == "quadratic program-based solver"
    assert not any(e.label.endswith("-based") for e in res.entities.values())


def test_switch_off_leaves_the_bare_conjunct(monkeypatch):
    monkeypatch.setattr(R, "BASED_CONJUNCT_HEADS", False)
    res = resolve([_conjunct_paper()])
    assert res.key("p0", "Method", "QP-based") != res.key("p0", "Method", "QP-based solver")


def test_a_name_after_the_conjunction_is_no_shared_head():
    text = "We compare QP-based and ZX solvers on toy data"
    qp = replace(mention("QP-based", text, "Method", "compared"), rule="method-based-conjunct")
    ex = extraction("p0", text, mentions=[qp, mention("ZX", text, "Method", "compared")])
    assert R._conjunct_families(ex) == {}


def test_a_sentence_end_between_is_no_coordination():
    text = "We use a QP-based. Then ZX-based solvers run"
    qp = replace(mention("QP-based", text, "Method", "compared"), rule="method-based-conjunct")
    ex = extraction("p0", text, mentions=[qp, mention("ZX-based solvers", text, "Method", "compared")])
    assert R._conjunct_families(ex) == {}


# --- extraction: title amounts, clause verbs and pictographs ----------------------------------

import kg.extract.roles_base as RB  # noqa: E402
import kg.extract.roles_title as RT  # noqa: E402
from tests.test_title_main25 import TEXT, _main, extractor  # noqa: E402,F401 - the fixture


@pytest.mark.parametrize("title", [
    "QuillNet: 40% Fewer Multiply-Adds for Speech Tagging Models",
    "QuillNet: 40\\% Fewer Multiply-Adds",
    "QuillNet: 8x Fewer Weights Suffice",
    "QuillNet: Fewer Annotations with Sparse Adapters",
])
def test_an_amount_in_the_title_is_no_main_task(extractor, title):
    assert _main(extractor, title) is None


def test_a_number_that_names_a_thing_stays(extractor):
    m = _main(extractor, "QuillNet: Contrastive Adapters for 3D Shape Retrieval")
    assert m is not None and m.text == "3D Shape Retrieval"


def test_quantity_switch_off(extractor, monkeypatch):
    monkeypatch.setattr(RT, "TITLE_QUANTITY_NOT_TASK", False)
    m = _main(extractor, "QuillNet: 40% Fewer Multiply-Adds for Speech Tagging Models")
    assert m is not None and "Fewer" in m.text


@pytest.mark.parametrize("words, out", [
    (["50", "fewer", "flop"], True), (["10x", "fewer", "parameter"], True), (["3x", "faster", "decoding"], True),
    (["less", "data"], True), (["3d", "shape", "retrieval"], False), (["4", "bit", "quantization"], False),
    (["speech", "tagging"], False),
])
def test_quantity_claim_words(words, out):
    assert RT._quantity_claim(words) is out


def test_a_title_clause_with_suffice_is_no_main_task(extractor):
    assert _main(extractor, "Sparse Lattice Probing Suffices") is None


@pytest.mark.parametrize("text, task", [
    ("We propose QuillNet for lung nodule segmentation 🚀. QuillNet is fast on toy data.", "lung nodule segmentation"),
    ("We propose QuillNet🎵, a sparse adapter for lung nodule segmentation🚀 on toy data.", "lung nodule segmentation"),
])
def test_a_pictograph_is_no_part_of_a_span(extractor, text, task):
    ex = extractor.extract(Paper(id="t", abstract=text, title="QuillNet"))
    tasks = [m.text for m in ex.mentions if m.type == "Task"]
    assert task in tasks and not any(ord(c) > 0x2000 for t in tasks for c in t)
    assert "QuillNet" in [m.text for m in ex.mentions if m.type == "Method"]


def test_symbols_kept_with_the_switch_off(extractor, monkeypatch):
    monkeypatch.setattr(RB, "STRIP_SYMBOL_EDGES", False)
    ex = extractor.extract(Paper(id="t", abstract="We propose QuillNet🎵, a sparse adapter for lung nodule segmentation🚀 on toy data.", title="QuillNet"))
    assert any("🚀" in m.text or "🎵" in m.text for m in ex.mentions)


@pytest.mark.parametrize("ch, out", [("🚀", True), ("\ufe0f", True), ("™", True), ("°", False), ("a", False), ("%", False)])
def test_symbol_chars(ch, out):
    assert RB._symbol_char(ch) is out


# --- title-only task labels in small letters -------------------------------------------------

def _title_task_paper(pid, title, task, text):
    ex = extraction(pid, text, title=title)
    i = title.index(task)
    m = Mention(text=task, type="Task", start=i, end=i + len(task), role="task", rule="task-title-main",
                confidence=0.4, main=True, source="title")
    return replace(ex, mentions=(m,))


def test_a_title_only_task_takes_small_letters():
    ex = _title_task_paper("p0", "Zarnet: Folding Lattices over Quilts", "Folding Lattices over Quilts",
                           "We fold toy lattices. It works on toy data.")
    res = resolve([ex])
    assert res.entities[res.key("p0", "Task", "Folding Lattices over Quilts")].label == "folding lattices over quilts"


def test_a_name_the_abstracts_capitalise_keeps_its_capital():
    ex = _title_task_paper("p0", "Zarnet: Implicit Bias of Quillop", "Implicit Bias of Quillop",
                           "We train with Quillop and other optimizers. Then Quillop wins over SGD on toy data.")
    res = resolve([ex])
    assert res.entities[res.key("p0", "Task", "Implicit Bias of Quillop")].label == "implicit bias of Quillop"


def test_a_task_an_abstract_writes_keeps_the_usual_rule(monkeypatch):
    ex = _title_task_paper("p0", "Zarnet: Folding Lattices over Quilts", "Folding Lattices over Quilts",
                           "We study Folding Lattices over Quilts. It works on toy data.")
    res = resolve([ex])
    assert res.entities[res.key("p0", "Task", "Folding Lattices over Quilts")].label == "Folding Lattices over Quilts"


def test_title_task_switch_off(monkeypatch):
    monkeypatch.setattr(R, "TITLE_TASK_SMALL", False)
    ex = _title_task_paper("p0", "Zarnet: Folding Lattices over Quilts", "Folding Lattices over Quilts",
                           "We fold toy lattices. It works on toy data.")
    res = resolve([ex])
    assert res.entities[res.key("p0", "Task", "Folding Lattices over Quilts")].label == "Folding Lattices over Quilts"
