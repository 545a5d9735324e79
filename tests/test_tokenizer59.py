"""The glued-bracket infixes (kg.extract.tokenizer, session 59) test their own character first:
they match exactly where the earlier forms (lookbehinds first) matched, in every infix
pattern spaCy's tokenizer joins them with."""
import itertools
import re

import pytest
from spacy.lang.en import English
from spacy.util import compile_infix_regex

from kg.extract.tokenizer import (_DASH, _NOT_AFTER_CLOSING_SHORT, _NOT_CLOSING_SHORT,
                                  GLUED_BRACKET_INFIXES)

#: The patterns as they were until session 59 (the reference).
EARLIER = (
    r"(?<=[a-z]{2})[(\[](?=[A-Za-z0-9])",
    _NOT_CLOSING_SHORT + rf"[)\]](?={_DASH}[A-Za-z0-9])",
    _NOT_AFTER_CLOSING_SHORT + rf"(?<=[)\]]){_DASH}(?=[A-Za-z0-9])",
)

# hand-written chunks: words, notation and brackets glued in every way the patterns look at
CHUNKS = [
    "Mixer(SRM)", "(GRU)—a", "Encoder(WPE)–a", "SE(3)-equivariant", "SE(3)–equivariant", "O(n)—time",
    "f(x)–based", "(LP)-based", "Zorb(ZB)—the", "ab(c)—d", "(abcdef)—x", "[12]—see", "net[ZN]–1",
    "x(yz)", "Ab(Cd)―e", "((a))—b", "Plonk(Q)―", "(Q)–", "model(s)—and", "mm(12345)–z", "mm(123456)–z",
    "SE(3)×(4)–a", "the(", ")—(", "]–[", "Wizzle[WA]—which", "2(ab)—c", "ΔE(3)—x", "é(x)—y",
]
PIECES = ["", "a", "ab", "Zo", "SE", "O", "f", "3", "(", ")", "[", "]", "(ab)", "(abcdef)", "[1]",
          "\u2013", "\u2014", "\u2015", "-", "x", "X1"]


def _matches(pattern: str, text: str) -> list[tuple[int, int]]:
    return [m.span() for m in re.finditer(pattern, text)]


@pytest.mark.parametrize("index", range(len(EARLIER)))
def test_each_pattern_matches_as_its_earlier_form(index):
    new, old = GLUED_BRACKET_INFIXES[index], EARLIER[index]
    texts = CHUNKS + ["".join(p) for p in itertools.product(PIECES, repeat=3)]
    assert len(texts) > 9000
    for text in texts:
        assert _matches(new, text) == _matches(old, text), text


def test_the_joined_infix_pattern_matches_as_before():
    spacy_infixes = list(English.Defaults.infixes)
    new = compile_infix_regex(spacy_infixes + list(GLUED_BRACKET_INFIXES))
    old = compile_infix_regex(spacy_infixes + list(EARLIER))
    for text in CHUNKS + [" ".join(CHUNKS), "".join(CHUNKS)]:
        assert [m.span() for m in new.finditer(text)] == [m.span() for m in old.finditer(text)], text
    # real values: where the glued brackets of the first chunks are split
    assert [m.span() for m in new.finditer("Mixer(SRM)")] == [(5, 6)]
    assert [m.group() for m in new.finditer("GRU)—a")] == [")", "—"]  # (the tokenizer strips the "(" first)
    assert [m.span() for m in new.finditer("SE(3)–equivariant")] == []
