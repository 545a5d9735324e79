"""Session 52: a capitalised word glued to a code URL by a full stop ("...repo.WARNING: This
paper ...") is the next sentence, not part of the address; real endings stay."""
from __future__ import annotations

import pytest

from kg.extract.code import find_code_links, find_urls


@pytest.mark.parametrize("text,url", [
    ("Our code is at https://github.com/some-lab/Glue-Repo.CAUTION: the figures show faces.",
     "https://github.com/some-lab/Glue-Repo"),
    ("Code: https://github.com/some-lab/glue_repo.NOTE this model is large.",
     "https://github.com/some-lab/glue_repo"),
    ("Code: https://gitlab.com/team/tool.Experiments show gains.", "https://gitlab.com/team/tool"),
])
def test_glued_capitalised_word_is_cut(text, url):
    assert [u for _s, _e, u in find_urls(text)] == [url]
    assert [c.url for c in find_code_links(text)] == [url]


@pytest.mark.parametrize("text,url", [
    # a real extension in capitals, then the sentence goes on
    ("See https://example.org/docs/README.MD for the code and more.", "https://example.org/docs/README.MD"),
    ("The code is at https://lab.example.org/tool/index.HTML: it runs offline.",
     "https://lab.example.org/tool/index.HTML"),
    # nothing follows the word: no sentence goes on, so nothing is cut
    ("Code: https://github.com/some-lab/Repo.ZETA", "https://github.com/some-lab/Repo.ZETA"),
    ("Code: https://github.com/some-lab/Repo.ZETA)", "https://github.com/some-lab/Repo.ZETA"),
    # a host of three pieces only ("/" count < 3): never cut
    ("Code at https://Tool.Example: it is free.", "https://Tool.Example"),
])
def test_real_endings_and_ends_of_text_stay(text, url):
    assert [u for _s, _e, u in find_urls(text)] == [url]


def test_span_covers_the_url_without_the_glued_word():
    text = "Code: https://github.com/a-lab/Tool.WARNING: images below."
    (start, end, url), = find_urls(text)
    assert text[start:end] == "https://github.com/a-lab/Tool" and url == text[start:end]
