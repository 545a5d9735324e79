"""The shortcuts of the task stage and of the noun-phrase chunker give what the plain
readings give (issue 7: the same records, less CPU).

- ``kg.extract.chunks.noun_phrases`` scans word units inline; the reference below reads
  them unit by unit with ``_units`` and ``_kind``, as the chunker did before.
- ``TaskRules.tasks`` calls ``_framed_as_task`` and ``_task_position`` only where a
  cheap test on the neighbouring words says they can apply; every phrase for which
  they return a reading must pass that test.
"""
from __future__ import annotations

from bisect import bisect_left

import pytest

from kg.extract import lexicon as L
from kg.extract.chunks import NOMINAL_GERUNDS, _kind, _units, noun_phrases
from kg.extract.pipeline import load_nlp
from kg.extract.roles import _State
from kg.extract.roles_tasks import _ARTICLES, _FRAME_NEXT, _positions_in
from kg.extract.tokens import token_table

TEXTS = [
    # study verbs, definitions, "In T, ...", frames and copulas
    "In computational social science (CSS), annotation is costly. We study offline reinforcement "
    "learning with sparse rewards. Offline black-box optimization aims to find good designs from "
    "a fixed dataset. The problem of multi-agent path finding is NP-hard.",
    "Semi-supervised node classification has been a fundamental challenge. Domain "
    "generalization remains an open problem. We investigate the impact of label noise on "
    "generalization in deep networks. The multi-granularity noisy correspondence (MNC) problem "
    "is hard.",
    # hyphenated units, participles, gerunds and degree adverbs for the chunker
    "We fine-tune two-layer fully connected networks with domain-specific supervised fine-tuning "
    "and a recently proposed framework applying MCMC to nonconvex federated learning problems. "
    "Our 3D-aware model (called X-Net) was trained on ImageNet-1k; it is highly efficient.",
    "Training RNNs remains a challenge, since existing methods for estimating treatment effects "
    "rely on strong assumptions. Experiments on the StarCraft II micromanagement tasks show "
    "gains of +1.1% in detection and 2.1% in segmentation.",
]


@pytest.fixture(scope="module")
def nlp():
    return load_nlp()


def _reference_noun_phrases(doc) -> list[tuple[int, int]]:
    """The chunker's phrases read unit by unit (``_units`` then ``_kind`` per unit)."""
    tt = token_table(doc)
    out = []
    for sent in doc.sents:
        run = []
        for i, j in _units(tt, sent.start, sent.end) + [(sent.end, sent.end)]:
            kind = _kind(tt, i, j) if i < j else "break"
            if kind != "break":
                run.append((i, j, kind))
                continue
            while run and run[0][2] == "gerund" and len(run) > 1 and tt.lower[run[0][0]] not in NOMINAL_GERUNDS:
                run.pop(0)
            while run and run[-1][2] in ("participle", "adverb"):
                run.pop()
            if run:
                out.append((run[0][0], run[-1][1]))
            run = []
    return out


@pytest.mark.parametrize("text", TEXTS)
def test_noun_phrases_equal_the_unit_by_unit_reading(nlp, text):
    doc = nlp(text)
    got = [(sp.start, sp.end) for sp in noun_phrases(doc)]
    assert got == _reference_noun_phrases(doc)
    assert all(sp.label_ == "NP" for sp in noun_phrases(doc))
    assert len(got) >= 5


def test_noun_phrases_keep_hyphenated_units_whole(nlp):
    doc = nlp(TEXTS[2])
    texts = [sp.text for sp in noun_phrases(doc)]
    assert "domain-specific supervised fine-tuning" in texts, texts
    assert "two-layer fully connected networks" in texts, texts
    assert "a recently proposed framework" not in texts  # an evaluative adverb ends the phrase


def _state_after_tasks(nlp, text):
    doc = nlp(text)
    st = _State(doc)
    st.run()
    return st


def test_position_tests_cover_every_reading(nlp):
    """Each phrase that ``_framed_as_task`` or ``_task_position`` reads as framed or in a
    task position passes the test ``tasks`` decides the call by; the sample texts give
    every kind of reading, so the test can fail."""
    framed_kinds, positions = set(), set()
    for text in TEXTS:
        st = _state_after_tasks(nlp, text)
        low, n = st.lower, len(st.lower)
        study_at = _positions_in(low, L.STUDY_VERBS)
        assert len(st._np_cores) == len(st.nps)
        for chunk, core in zip(st.nps, st._np_cores):
            if core is None:
                continue
            assert core == st._task_core(chunk)
            cs, ce = chunk.start, chunk.end
            framed = st._framed_as_task(chunk, core)
            if framed is not None:
                framed_kinds.add(framed)
                assert core.end < ce or cs >= 2 and low[cs - 1] in ("of", "in") or \
                    ce < n and low[ce] in _FRAME_NEXT, (chunk.text, framed)
            position = st._task_position(chunk, core)
            if position is not None:
                positions.add(position)
                ss = st._sent_bounds[st.tok_sent[cs]][0]
                x = bisect_left(study_at, ss)
                assert cs == ss or x < len(study_at) and study_at[x] < cs or low[ss] in _ARTICLES \
                    or low[ss] == "in", (chunk.text, position)
    assert {"trailer", "problem-of", "copula"} <= framed_kinds, framed_kinds
    assert {"study", "aims", "in-opening", "opening-subject"} <= positions, positions


def test_task_mentions_of_the_sample(nlp):
    from kg.extract.roles import get_mentions

    doc = nlp(TEXTS[0])
    tasks = {m.text for m in get_mentions(doc) if m.type == "Task"}
    assert "offline reinforcement learning" in tasks, tasks
    assert "Offline black-box optimization" in tasks, tasks
    assert "multi-agent path finding" in tasks, tasks


def test_token_words_equal_singular_words_per_token():
    from kg.extract import roles_title as RT

    words = ["models", "3d-aware", "model's", "ABC", "x2", "2024", "é", "", "gpt-4", "analyses", "GANs", "a1b"]
    RT._TOKEN_WORDS.clear()
    assert RT._token_words(words) == [RT._singular_words(w) for w in words]
    assert RT._token_words(["models", "x2"]) == [("model",), ("x2",)]  # (read from the memo)
    assert RT._token_words(["3d-aware"]) == [("3d", "aware")]

