"""Tests of the learned main-task selector experiment (eval/train_main_task.py, session 44):
the title pieces it proposes as candidates and the determinism of its ranker. Titles and
features are written for these tests."""
from __future__ import annotations

from pathlib import Path

from factories import load_script

ROOT = Path(__file__).resolve().parent.parent
tmt = load_script(ROOT / "eval" / "train_main_task.py", "train_main_task")


def _toks(title: str):
    """Title tokens in the collected format (text, lower, pos, tag, idx, trailing space)."""
    out, idx = [], 0
    words = title.replace(":", " :").split()
    for i, w in enumerate(words):
        space = i + 1 < len(words) and words[i + 1] != ":"
        out.append((w, w.lower(), "X", "X", idx, space))
        idx += len(w) + (1 if space else 0)
    return out


def _pieces(title: str) -> set[str]:
    toks = _toks(title)
    return {tmt._surface(toks, a, b) for a, b, _, _ in tmt._title_spans(toks)}


def test_title_split_at_cues_and_prepositions_with_suffixes():
    got = _pieces("Quick Ranking of Sparse Molecule Graphs via Kernel Sketches")
    assert {"Quick Ranking", "Ranking", "Sparse Molecule Graphs", "Molecule Graphs",
            "Kernel Sketches", "Quick Ranking of Sparse Molecule Graphs"} <= got
    assert "Quick Ranking of Sparse Molecule Graphs via Kernel Sketches" not in got


def test_title_colon_splits_and_articles_drop():
    got = _pieces("Orbit: Towards the Robust Counting of Rare Events")
    assert "Orbit" in got
    assert "Robust Counting of Rare Events" in got  # "the" after "Towards" dropped
    assert not any(p.lower().startswith("the ") for p in got)


def test_ranker_is_deterministic_and_learns_a_preference():
    rows = []
    for k in range(20):
        fs = [{"good": 1.0, "len=2": 1.0}, {"len=1": 1.0}, {"len=2": 1.0, "noise": float(k % 2)}]
        cs = [{"start": 5, "key": "b"}, {"start": 0, "key": "a"}, {"start": 9, "key": "c"}]
        rows.append((None, cs, fs, [1.0, 0.0, 0.0]))
    m1 = tmt.Ranker(epochs=50).fit(rows)
    m2 = tmt.Ranker(epochs=50).fit(rows)
    assert list(m1.w) == list(m2.w)
    assert m1.pick(rows[0][1], rows[0][2]) == 0
