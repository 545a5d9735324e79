"""Tests of the contextual features of the learned main-task selector experiment
(eval/train_main_task.py ``context_features``, session 44, second try): span vectors from the
collected tok2vec tensor, cosines, hashed words. Text and vectors are written for these tests."""
from __future__ import annotations

import numpy as np

from test_main44 import tmt  # eval/train_main_task.py, loaded once by session 44's first test file


def _toks(text: str):
    out, idx = [], 0
    words = text.split()
    for i, w in enumerate(words):
        out.append((w, w.lower(), "X", "X", idx, i + 1 < len(words)))
        idx += len(w) + 1
    return out


def _item():
    text = "We study graph colouring under noise . It is hard ."
    title = "Graph Colouring"
    toks, ttoks = _toks(text), _toks(title)
    T = np.zeros((len(toks), 4), dtype=np.float16)
    T[2] = T[3] = [1, 0, 0, 0]          # "graph colouring"
    T[:2] = [0, 1, 0, 0]
    T[4:] = [0, 0, 1, 0]
    TT = np.array([[1, 0, 0, 0], [1, 0, 0, 0]], dtype=np.float16)
    return {"toks": toks, "ttoks": ttoks, "tensor": T, "ttensor": TT, "title": title,
            "sents": [(0, 7), (7, len(toks))]}


def _cand(text: str, start: int, src="np"):
    return {"text": text, "start": start, "sent": 0, "src": {src}, "key": text.lower()}


def test_span_vector_cosines_and_hashed_words():
    it = _item()
    cs = [_cand("graph colouring", 9, "rule-main"), _cand("noise", 31)]
    fs = [{}, {}]
    tmt.context_features(it, cs, fs, "vec")
    assert abs(fs[0]["ctx_cos_title"] - 1.0) < 1e-6      # same direction as the title
    assert abs(fs[1]["ctx_cos_title"]) < 1e-6            # orthogonal to it
    assert abs(fs[0]["ctx_cos_abs_title"] - 1.0) < 1e-6  # abstract and title occurrences agree
    assert abs(fs[1]["ctx_cos_rulemain"]) < 1e-6
    assert fs[0]["ctx_v0"] == 1.0 and fs[1]["ctx_v2"] == 1.0
    assert f"hash_head={tmt._hash('colouring')}" in fs[0]
    assert f"hash_first={tmt._hash('graph')}" in fs[0]


def test_missing_or_misaligned_tensor_gives_ctx_none():
    it = _item()
    it["tensor"] = it["tensor"][:3]   # misaligned with the tokens
    it["ttensor"] = None
    fs = [{}]
    tmt.context_features(it, [_cand("noise", 31)], fs, "cos")
    assert fs[0].get("ctx_none") == 1.0
    assert not any(k.startswith("ctx_v") for k in fs[0])
