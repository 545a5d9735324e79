"""Session 44: label case of resolved entities (kg/resolve.py, labels only).

A name written in title case where no sentence starts ("Pooled Inference (PI)") capitalises
every word, so it says nothing of the first word: a label in small letters does not take its
first capital back from it. A one-word label that papers write only at a sentence's start
drops the capital unless the name is proposed or Papers with Code lists it so.
"""
from kg.resolve import _name_capital, resolve
from tests.factories import acronym, extraction, mention


def _label(res, type_: str) -> set[str]:
    return {e.label for e in res.entities.values() if e.type == type_}


def test_title_case_definition_does_not_capitalise_a_sentence_initial_label():
    t1 = "Pooled inference trains one model over many sites. We study Pooled Inference (PI) under drift."
    t2 = "Pooled inference is hard under skew. Our bound on PI holds for any site count."
    t3 = "We revisit Pooled Inference (PI) with noisy sites. A new PI bound follows."
    exs = [
        extraction("a", t1, mentions=[mention("Pooled inference", t1, "Task", "task"), mention("PI", t1, "Task", "task")],
                   acronyms=[acronym("PI", "Pooled Inference", t1)]),
        extraction("b", t2, mentions=[mention("Pooled inference", t2, "Task", "task"), mention("PI", t2, "Task", "task")]),
        extraction("c", t3, mentions=[mention("PI", t3, "Task", "task")], acronyms=[acronym("PI", "Pooled Inference", t3)]),
    ]
    labels = _label(resolve(exs), "Task")
    assert "pooled inference" in labels
    assert "Pooled inference" not in labels


def test_a_name_capital_mid_sentence_still_counts():
    t1 = "Kovacs smoothing lowers variance. We apply Kovacs smoothing to the gradients."
    t2 = "Kovacs smoothing is cheap. It needs one pass."
    exs = [extraction("a", t1, mentions=[mention("Kovacs smoothing", t1, "Method", "used"),
                                         mention("Kovacs smoothing", t1, "Method", "used", nth=1)]),
           extraction("b", t2, mentions=[mention("Kovacs smoothing", t2, "Method", "used")])]
    assert "Kovacs smoothing" in _label(resolve(exs), "Method")


def test_one_word_written_only_at_sentence_start_is_lower_cased():
    t1 = "Resampling reduces the bias of the estimate. It costs one extra pass."
    exs = [extraction("a", t1, mentions=[mention("Resampling", t1, "Task", "task")])]
    assert _label(resolve(exs), "Task") == {"resampling"}


def test_one_word_capital_mid_sentence_is_kept():
    t1 = "Quolla trains faster. We compare against Quolla on two suites."
    exs = [extraction("a", t1, mentions=[mention("Quolla", t1, "Method", "used"),
                                         mention("Quolla", t1, "Method", "used", nth=1)])]
    assert _label(resolve(exs), "Method") == {"Quolla"}


def test_name_capital():
    assert _name_capital("Adam")
    assert _name_capital("Langevin sampling")
    assert not _name_capital("Federated Learning")
    assert not _name_capital("Sharpness-Aware Minimization")


def test_one_word_name_a_paper_proposes_keeps_its_capital():
    t1 = "Quolla is our new optimiser. Quolla needs no tuning."
    exs = [extraction("a", t1, mentions=[mention("Quolla", t1, "Method", "proposed"),
                                         mention("Quolla", t1, "Method", "proposed", nth=1)])]
    assert _label(resolve(exs), "Method") == {"Quolla"}
