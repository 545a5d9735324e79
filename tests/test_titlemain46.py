"""Title fragments as main tasks, session 46 (kg/extract/roles_title.py).
Every sentence and title is written for these tests; the made-up names ("zorb ...", "plonk
...") are in no gold file. The rule is tested on and, through its switch, off.

* :data:`~kg.extract.roles_title.TITLE_AS_WRITTEN_IMPERATIVE`: the lenient reading of a title
  phrase as the main task refuses a phrase that opens its title segment with a base-form verb
  ("Demystify Sparse Zorb Mixtures"): a call to act on an object, no task name. A gerund or a
  noun phrase at the same place is still read.
"""
from __future__ import annotations

import kg.extract.roles_title as rt
from kg.records import Paper


def _main(ex, text, title):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return [m.text for m in e.mentions if m.role == "task" and m.main]


IMPERATIVE_TITLE = "Fold, Then Squeeze: Demystify Sparse Zorb Mixtures with Hints from Their Gates"
IMPERATIVE = ("Many experts waste memory. We fold redundant experts together and then squeeze the "
              "folded weights. The result uses less memory at equal accuracy.")
GERUND_TITLE = "Fold, Then Squeeze: Compressing Sparse Zorb Mixtures with Hints from Their Gates"


def test_imperative_fragment_is_no_main_task(ex):
    assert rt.TITLE_AS_WRITTEN_IMPERATIVE
    assert "Demystify Sparse Zorb Mixtures" not in _main(ex, IMPERATIVE, IMPERATIVE_TITLE)


def test_imperative_fragment_read_with_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rt, "TITLE_AS_WRITTEN_IMPERATIVE", False)
    assert _main(ex, IMPERATIVE, IMPERATIVE_TITLE) == ["Demystify Sparse Zorb Mixtures"]


def test_gerund_fragment_still_read(ex):
    assert _main(ex, IMPERATIVE, GERUND_TITLE) == ["Compressing Sparse Zorb Mixtures"]
