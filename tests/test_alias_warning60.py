"""Session 60 (fixX60): the "alias not in text or title" warning says what the aliases are.

A trial asked whether the shipped gold's warnings (6 records of icml2026_dev, 11 of
icml2024_heldout) were title-only aliases: none is (each is in neither text nor title; an alias
copied from the title is not reported). An alias reworded from the title's words is marked
[title words], since call N9 allows no title wording as an alias. Sentences are made up.
"""
from __future__ import annotations

import json

from kg.evaluate import _title_words, _unverbatim_aliases, load_gold


def _rec(aliases, title="Learning on Sparse Toy Graphs"):
    return {"id": "a1", "text": "We cluster toy graphs with a sparse solver.", "title": title,
            "task": [{"name": "toy graph clustering", "main": True, "aliases": aliases}]}


def test_title_words_in_any_order_singular_or_plural():
    assert _title_words("sparse toy graph learning", "Learning on Sparse Toy Graphs")
    assert not _title_words("sparse toy graph mining", "Learning on Sparse Toy Graphs")
    assert not _title_words("toy graphs", None) and not _title_words("", "Toy Graphs")


def test_warning_tags_title_wording_and_leaves_copied_title_aliases_alone(tmp_path):
    rec = _rec(["sparse toy graph learning", "graph partitioning", "Learning on Sparse Toy Graphs"])
    assert _unverbatim_aliases(rec) == ["'task' item 1: alias 'sparse toy graph learning' [title words]",
                                        "'task' item 1: alias 'graph partitioning'"]
    path = tmp_path / "g.jsonl"
    path.write_text(json.dumps(dict(rec, method_used=[], dataset=[], metric=[], result=[])) + "\n",
                    encoding="utf-8")
    warnings: list[str] = []
    load_gold(path, warnings)
    (w,) = [x for x in warnings if "aliases" in x]
    assert "not title-only aliases" in w and "[title words] rewords the title" in w
    assert w.endswith("line 1 ('task' item 1: alias 'sparse toy graph learning' [title words]; "
                      "'task' item 1: alias 'graph partitioning')")
