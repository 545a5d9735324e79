"""kg.clean, session 11: HTML from scraped abstracts that used to lose data (a fresh-user
trial): markup escaped once more, footnote marks set as superscripts, links whose address is
only in ``href``."""
from __future__ import annotations

import pytest

from kg.clean import clean
from tests.test_clean import check_offsets


def _cleaned(text: str) -> str:
    c = clean(text)
    check_offsets(text, c)
    return c.text


@pytest.mark.parametrize("text, expected", [
    # tags escaped twice: decoded once, then removed like plain tags
    ("We present &lt;i&gt;FooNet&lt;/i&gt; for &lt;b&gt;depth estimation&lt;/b&gt;.",
     "We present FooNet for depth estimation."),
    # character references escaped twice (an HTML escaper run twice) are decoded as one
    ("Robust &amp;amp; Fast Graph Learning with &amp;#955;-returns on AT&amp;amp;T logs.",
     "Robust & Fast Graph Learning with \u03bb-returns on AT&T logs."),
    ("Mixing &amp;lt;i&amp;gt;BarNet&amp;lt;/i&amp;gt; and A &amp; B.", "Mixing BarNet and A & B."),
    # an escaped tag that is no inline markup stays as text
    ("Filters that drop &lt;script&gt; tags and a&lt;b tests.", "Filters that drop <script> tags and a<b tests."),
    # a footnote mark after a name goes; a power after a letter or a number stays
    ("Scores on Cityscapes<sup>2</sup> and Places365<sup>&#8224;</sup> improve.",
     "Scores on Cityscapes and Places365 improve."),
    ("It costs O(n<sup>2</sup>) for 10<sup>6</sup> and 3x10<sup>5</sup> points.",
     "It costs O(n^2) for 10^6 and 3x10^5 points."),
    # a power is written as cleaned LaTeX writes it ($10^{-2}$ -> 10^(-2)), never as digits
    ("The error falls by 10<sup>-2</sup> with x<sup>k</sup> terms; E<sup>2</sup>PO wins.",
     "The error falls by 10^(-2) with x^k terms; E2PO wins."),
    # footnote marks: lists, letters, brackets, after a percentage
    ("Wong<sup>1,2</sup> and Lee<sup>2,*</sup> tune GPT-4<sup>a</sup> and BERT<sup>[3]</sup> by 4.5%<sup>1</sup>.",
     "Wong and Lee tune GPT-4 and BERT by 4.5%."),
    # a web link keeps its address after its text; a link whose text is its address, once
    ('Code: <a href="https://example.org/foo">this page</a>.', "Code: this page (https://example.org/foo)."),
    ("See <A HREF='https://example.org/x'>https://example.org/x</A> now.", "See https://example.org/x now."),
    # an address without quotes, and markup inside the link
    ("Code: <a href=https://example.org/bar>repo</a>.", "Code: repo (https://example.org/bar)."),
    ('Code: <a href="https://example.org/baz"><b>here</b></a>.', "Code: here (https://example.org/baz)."),
    # no web address: only the text is kept
    ('Mail <a href="mailto:a@b.c">us</a>.', "Mail us."),
])
def test_scraped_html(text, expected):
    assert _cleaned(text) == expected


def test_the_address_of_a_link_becomes_the_code_link(extractor):
    from tests.factories import run

    ex = run(extractor, 'We propose FooNet, a detector. Code is at <a href="https://github.com/ab/foonet">our page</a>.')
    assert [c.url for c in ex.code] == ["https://github.com/ab/foonet"]
