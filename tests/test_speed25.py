"""Session 25's speed round: exact shortcuts give the answers of the code they replace.

- :func:`kg.extract.roles_base.letter_mark` / :func:`~kg.extract.roles_base.letter_marks`
  (the per-word memo behind ``_StateBase._letter_marked_tokens``) against the two patterns
  applied to every hyphen-separated part, as the rule did before;
- :func:`kg.read.normalise_abstract` (``str.split``) against the whitespace-run pattern;
- :func:`kg.read.plain_key` (``bytes.translate``) against the pattern it replaced.
"""
from __future__ import annotations

import re
import unicodedata

import pytest

from kg.extract import roles_base as RB
from kg.read import normalise_abstract, plain_key

#: Words written for these tests: coinages with inner capitals, opening capitals,
#: hyphenated parts, all-capital acronyms, digits, non-ASCII letters and punctuation.
WORDS = [
    "model", "Model", "MODEL", "mOdel", "modEl", "tenSorized", "errOr", "raNk", "COmmunication",
    "COmputation", "CO", "COmm", "COmms", "ABCdef", "ABcd", "ABcde", "nuScenes", "DFormer",
    "x-raNk", "pre-COmputation", "well-known", "GPT-4", "abc-DEF", "-", "--", "", "123", "a1B",
    "élan", "Élan", "éLan", "tÉst", "naïVe", "ÆBCdef", "Straße", "ǅx", "ǅxyZ", "ﬁneTune", "İstanbul",
    "aBc-dEf", "AB-cdEf", "ab_Cd", "x.Y", "(raNk)", "R2D2", "aB", "Ab", "AB", "ab",
]


def _reference_mark(word: str) -> int:
    """The rule's test before session 25: the inner pattern on any part, else the opening one."""
    parts = word.split("-")
    if any(RB._MARKED_INNER_RE.fullmatch(p) for p in parts):
        return 1
    if any(RB._MARKED_OPEN_RE.fullmatch(p) for p in parts):
        return 2
    return 0


@pytest.mark.parametrize("word", WORDS)
def test_letter_mark_equals_the_patterns(word):
    assert RB.letter_mark(word) == _reference_mark(word)


def test_letter_mark_values():
    assert RB.letter_mark("tenSorized") == 1
    assert RB.letter_mark("COmmunication") == 2
    assert RB.letter_mark("pre-COmputation") == 2
    assert RB.letter_mark("x-raNk") == 1
    assert RB.letter_mark("model") == 0
    assert RB.letter_mark("MODEL") == 0
    assert RB.letter_mark("éLan") == 0  # (the patterns read ASCII letters only)


def test_letter_marks_memo_and_clearing(monkeypatch):
    RB.letter_mark.cache_clear()
    expected = [_reference_mark(w) for w in WORDS]
    assert RB.letter_marks(WORDS) == expected
    assert RB.letter_marks(WORDS) == expected  # (read from the memo)
    assert RB.letter_marks([]) == []


def test_letter_marked_tokens_in_a_sentence():
    from kg.extract import Extractor
    from kg.records import Paper

    ex = Extractor()
    text = ("We study the overlap of COmmunication with COmputation in large clusters. "
            "Our tenSorized errOr raNk estimator is fast. Results on nuScenes are strong.")
    doc, _ = ex._make_doc(Paper(id="t", abstract=text, source="t"))
    with ex.nlp.select_pipes(disable=["paperkg_roles"]):
        doc = ex.nlp(doc)
    from kg.extract.roles import _State

    st = _State(doc)
    marked = st._letter_marked_tokens()
    words = {st.words[x] for x in marked}
    assert words == {"COmmunication", "COmputation", "tenSorized", "errOr", "raNk"}
    assert {st.words[x] for x in st._marked_inner} == {"tenSorized", "errOr", "raNk"}


_WS = re.compile(r"\s+")

#: Texts with white space of many kinds (no-break, ideographic, line and paragraph
#: separators, information separators), leading and trailing, and decomposed accents.
TEXTS = [
    "", " ", "\t\n", "plain text", "  two  spaces \n and\ttabs  ", "a\u00a0b\u2009c\u3000d",
    "line\u2028break\u2029para", "sep\x1cfile\x1dgroup\x1erecord\x1funit", "\u200bzero width stays",
    "cafe\u0301 and re\u0301sume\u0301 ", "\x85next line\x0bvertical\x0cform",
]


@pytest.mark.parametrize("text", TEXTS)
def test_normalise_abstract_equals_the_pattern(text):
    assert normalise_abstract(text) == _WS.sub(" ", unicodedata.normalize("NFC", text)).strip()


def test_whitespace_classes_agree():
    # str.split / str.strip and the pattern's \s take the same characters for white space
    assert [c for c in range(0x110000) if bool(_WS.fullmatch(chr(c))) != chr(c).isspace()] == []


def test_normalise_abstract_values():
    assert normalise_abstract("  We\u00a0propose\n\nX.  ") == "We propose X."
    assert normalise_abstract("cafe\u0301") == "caf\u00e9"


_NOT_ALNUM = re.compile(r"[^A-Za-z0-9]+")


@pytest.mark.parametrize("text", TEXTS + [
    "<jats:p>We propose <i>X</i>.</jats:p>", "We propose \\emph{X}.", "R\u00e9nyi \u21132 ﬁne", "AT&amp;T 100%",
    "\u03b1-\u03b2 ΣΠ 数据", "\ud800 lone surrogate", "<jats:title>Abstract</jats:title>Text",
])
def test_plain_key_equals_the_pattern(text):
    import html

    from kg.read import _MARKUP_SIGN, _TAG_OR_MACRO, _key_of_markup

    # (a macro counts as the text it stands for and keeps its argument: session 38)
    src = _TAG_OR_MACRO.sub(_key_of_markup, html.unescape(text)) if _MARKUP_SIGN.search(text) else text
    assert plain_key(text) == _NOT_ALNUM.sub("", unicodedata.normalize("NFKD", src)).lower()


def test_plain_key_values():
    assert plain_key("<jats:p>We propose <i>X</i>.</jats:p>") == plain_key("We propose X.") == "weproposex"
    assert plain_key("R\u00e9nyi \u2113 2") == "renyil2"


@pytest.mark.parametrize("words", [0, 1, 2, 3, 4, 40])
def test_few_words_warning_counts_as_before(tmp_path, words):
    """The few-words warning (counted up to MIN_ABSTRACT_WORDS only) names the same count
    and fires for the same abstracts as a count of every word."""
    import json

    from kg.read import MIN_ABSTRACT_WORDS, ReadReport, _WORD, read

    abstract = " ".join(["token"] * words) + " 12 3.5 _x_" if words else "12 34"
    path = tmp_path / "few.jsonl"
    path.write_text(json.dumps({"id": "p1", "abstract": abstract}) + "\n", encoding="utf-8")
    report = ReadReport()
    list(read([str(path)], report=report))
    full = len(_WORD.findall(abstract))
    warned = [w for w in report.warnings if "probably not an abstract" in str(w)]
    if full < MIN_ABSTRACT_WORDS:
        # (an abstract of no words says so since session 61)
        assert len(warned) == 1 and (f"abstract of {full} word" if full else "abstract with no words of text") \
            in str(warned[0])
    else:
        assert warned == []
