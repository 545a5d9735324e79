"""kg.extract.code (session 43): a URL that stands alone in its sentence, as a Markdown link's
target does once cleaning has dropped the link's brackets, is offered by the sentence before it."""
from __future__ import annotations

from kg.extract.code import find_code_links


def _sentences(text: str, *ends: str) -> list[tuple[int, int]]:
    """Sentence ranges of ``text`` ending right after each of ``ends``, then the rest."""
    out, lo = [], 0
    for mark in ends:
        hi = text.index(mark, lo) + len(mark)
        out.append((lo, hi))
        lo = hi + 1
    return out + [(lo, len(text))]


def test_a_lone_url_takes_the_code_cue_of_the_sentence_before():
    text = ("We fit sparse fields with a kernel mixture. The project page: models and code are "
            "online. (https://kernel-mix.github.io/fields/)")
    got = find_code_links(text, _sentences(text, "mixture.", "online."))
    assert [c.url for c in got] == ["https://kernel-mix.github.io/fields/"]
    assert text[got[0].sentence_start:got[0].sentence_end].startswith("The project page: models and code")


def test_a_lone_url_after_a_sentence_without_a_cue_is_no_code():
    text = "We fit sparse fields with a kernel mixture. See the project page. (https://kernel-mix.github.io/fields/)"
    assert find_code_links(text, _sentences(text, "mixture.", "page.")) == []


def test_a_url_with_words_of_its_own_keeps_its_sentence():
    text = ("Our code is released with the paper. Videos are shown at https://kernel-mix.github.io/videos/ "
            "for each scene.")
    assert find_code_links(text, _sentences(text, "paper.")) == []
