"""Session 33 speed round: two per-name regular expressions replaced by string scans that
find the same spans (kg.extract.roles_title._phrase_spans, kg.extract.roles_datasets._name_occurrences)."""
import random
import re

from kg.extract.roles_datasets import _name_occurrences
from kg.extract.roles_title import _phrase_spans


def _phrase_pattern_spans(text, words):
    pattern = r"(?<![\w-])" + r"[\s-]+".join(re.escape(w) for w in words[:-1]) + \
        r"[\s-]+" + re.escape(words[-1]) + r"s?(?![\w-])"
    return [m.span() for m in re.finditer(pattern, text, re.I)]


def _name_pattern_spans(text, name):
    return [m.span() for m in re.finditer(r"(?<![\w\-])" + re.escape(name) + r"(?![\w\-]\w)", text)]


def test_phrase_spans_on_written_sentences():
    text = ("We study sparse graph matching. Sparse-Graph  Matchings are hard; "
            "sub-sparse graph matching and sparse graph matchingX are not the phrase.")
    spans = _phrase_spans(text, ["sparse", "graph", "matching"])
    assert [text[a:b] for a, b in spans] == ["sparse graph matching", "Sparse-Graph  Matchings"]
    assert spans == _phrase_pattern_spans(text, ["sparse", "graph", "matching"])
    # a non-ASCII abstract is scanned too, unless it holds a letter re.I pairs with an ASCII one
    text = "Few\u2013shot graph\u00a0matching, as in few shot graph matching."
    assert _phrase_spans(text, ["shot", "graph", "matching"]) == _phrase_pattern_spans(text, ["shot", "graph", "matching"])
    assert len(_phrase_spans(text, ["shot", "graph", "matching"])) == 2
    assert _phrase_spans("a \u212aernel method", ["kernel", "method"]) is None
    assert _phrase_spans("graph matching", ["graph", "-matching"]) is None  # the pattern decides


def test_phrase_spans_equal_the_pattern_on_random_text():
    rng = random.Random(33)
    letters = "aAbBsSkKiI_.1'\u00e9\u00b2\u00a0\u2009\u017f\u0130\u0131\u2013"
    separators = [" ", "-", " - ", "\t", "--", "", "\x1c", "\u00a0"]
    checked = 0
    for _ in range(20000):
        words = ["".join(rng.choice("aAbBsSkKi1'") for _ in range(rng.randint(1, 3)))
                 for _ in range(rng.randint(2, 3))]
        parts = []
        for _ in range(rng.randint(1, 3)):
            parts.append("".join(rng.choice(letters + " -") for _ in range(rng.randint(0, 3))))
            parts.append("".join(("".join(c.upper() if rng.random() < .5 else c for c in w))
                                 + (rng.choice(separators) if k < len(words) - 1 else "")
                                 for k, w in enumerate(words)))
            parts.append(rng.choice(["", "s", "S", "s-", "ss", "-", " ", "\u00e9"]))
        text = "".join(parts)
        spans = _phrase_spans(text, words)
        if spans is not None:
            checked += 1
            assert spans == _phrase_pattern_spans(text, words), (text, words)
    assert checked > 10000


def test_name_occurrences_on_written_sentences():
    text = "We train on CorpusX and CorpusX-2, report CorpusXs, CorpusX. and (CorpusX-) only, not subCorpusX."
    spans = _name_occurrences(text, "CorpusX")
    assert [text[a:a + 9] for a, _ in spans] == ["CorpusX a", "CorpusXs,", "CorpusX. ", "CorpusX-)"]
    assert spans == _name_pattern_spans(text, "CorpusX")


def test_name_occurrences_equal_the_pattern_on_random_text():
    rng = random.Random(330)
    letters = "aAb-_ .1\u00e9\u00b2\u00a0x"
    for _ in range(30000):
        text = "".join(rng.choice(letters) for _ in range(rng.randint(0, 14)))
        name = "".join(rng.choice(letters) for _ in range(rng.randint(0, 3)))
        assert _name_occurrences(text, name) == _name_pattern_spans(text, name), (text, name)
