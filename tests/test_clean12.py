"""kg.clean, session 12 (fresh-user trial 12, items 6 and 7): a footnote superscript after
a closing tag, block tags (tables, lists, headings, images) and HTML comments from scraped
pages, and full-width letters typed by East Asian input methods."""
from __future__ import annotations

import pytest

from kg.clean import clean, fold_fullwidth
from tests.test_clean import check_offsets, copied_chars_correspond


def _cleaned(text: str, copies: bool = True) -> str:
    c = clean(text)
    check_offsets(text, c)
    if copies:  # letters and digits are copied (a power written "^6" is produced, not copied)
        copied_chars_correspond(text, c)
    return c.text


@pytest.mark.parametrize("text, expected", [
    # a footnote mark after a name set in an inline tag goes with its tags
    ("We propose <b>GraphMixer</b><sup>1</sup> for link prediction.",
     "We propose GraphMixer for link prediction."),
    ("Authors <span class=\"au\">Okafor</span><sup>2,*</sup> and <i>Lindqvist</i> <sup>3</sup> agree.",
     "Authors Okafor and Lindqvist 3 agree."),
    ("It beats <em><b>TabNet</b></em><sup>&#8224;</sup> on Adult.", "It beats TabNet on Adult."),
    # a power after a number or bracket in an inline tag is still a power
    ("With <b>10</b><sup>6</sup> samples and (<i>n</i>)<sup>2</sup> cost.",
     "With 10^6 samples and (n)^2 cost."),
    # a letter before a digit superscript is glued as before (E2PO), also through a tag
    ("<i>E</i><sup>2</sup>PO is fast.", "E2PO is fast."),
])
def test_superscript_after_inline_tags(text: str, expected: str) -> None:
    assert _cleaned(text, copies="^" not in expected) == expected


@pytest.mark.parametrize("text, expected", [
    # comments go whole, also ones holding dashes or tags, and before the dash rule
    ("We train <!-- TODO: cite -- check --> RoboFlex on Ant.", "We train RoboFlex on Ant."),
    ("A <!-- <b>x</b> -->B and C<!---->D.", "A B and CD."),
    # an unclosed comment is text (the dash rule then reads its '--')
    ("Arrows <!-- here", "Arrows <!- here"),
    # paragraphs and list items without a closing stop become sentences
    ("<p>Motivation</p><p>We study sparse attention.</p>", "Motivation. We study sparse attention."),
    ("Contributions: <ul><li>We propose PathNorm</li><li>It halves memory</li></ul>",
     "Contributions: We propose PathNorm. It halves memory"),
    # ... but not inside a sentence that goes on in small letters, nor after a stop
    ("We study <div>sparse</div> attention.", "We study sparse attention."),
    ("First.<p>Second one.</p>", "First. Second one."),
    ("Tuned on<br>ImageNet<BR/>and COCO.", "Tuned on ImageNet and COCO."),
    # tables: cells are spaced, rows are sentences
    ("<table><tr><th>Model</th><th>Acc</th></tr><tr><td>Ours</td><td>91.2</td></tr></table> Done.",
     "Model Acc. Ours 91.2. Done."),
    ("<TABLE border=\"1\"><TR><TD align='left'>a</TD><TD>b</TD></TR></TABLE>", "a b"),
    # headings
    ("<h2>Results</h2>Accuracy rises.", "Results. Accuracy rises."),
    # an image is replaced by its alt text (copied), without alt it goes
    ("The <img src=\"logo.png\" alt=\"SpecFormer\"> model wins.", "The SpecFormer model wins."),
    ("A plot <img src='p.png'/> and <img src=p.png alt=\"\"> none.", "A plot and none."),
    ("Loss <IMG ALT='L_2' SRC=x.gif> is used.", "Loss L_2 is used."),
    # spans keep their text
    ("Results on <span style=\"color:red\">Cityscapes</span>.", "Results on Cityscapes."),
])
def test_block_tags_images_and_comments(text: str, expected: str) -> None:
    assert _cleaned(text) == expected


@pytest.mark.parametrize("text", [
    "for all a <b and c> d holds",           # comparison in prose: attributes without values
    "the set <k> of keys and <i, j> pairs",  # not HTML elements / not a tag
    "an edge <u v> in the graph",             # a known name but no well-formed attribute
    "we escape <script> tags in inputs",      # a script tag closing no element is text
    "a pair <table of results> here",
    "if x<td and y>z then",
])
def test_non_html_angle_brackets_stay(text: str) -> None:
    assert _cleaned(text) == text


def test_alt_text_maps_to_itself_and_break_to_the_tag() -> None:
    text = "<p>Intro</p><p>We use <img alt=\"VisNet\" src=a.png> here.</p>"
    c = clean(text)
    assert c.text == "Intro. We use VisNet here."
    i = c.text.index("VisNet")
    s, e = c.to_original(i, i + 6)
    assert text[s:e] == "VisNet"
    j = c.text.index(".")
    assert text[c.offsets[j]:c.offsets[j] + 4] == "</p>"


def test_comment_escaped_once_more_is_removed() -> None:
    assert _cleaned("We use &lt;!-- note --&gt;GraphSAGE.") == "We use GraphSAGE."


@pytest.mark.parametrize("text, expected", [
    ("We propose ＦｕｌｌＮｅｔ for ｔｒａｎｓｆｏｒｍｅｒ pruning.", "We propose FullNet for transformer pruning."),
    ("It gains ３．５％ on ＣＩＦＡＲ－１０（ｔｏｐ－１）.", "It gains 3.5% on CIFAR-10(top-1)."),
    ("Two\u3000spaces\u3000\u3000here.", "Two spaces here."),
    # only that block: superscripts, half-width katakana and ligatures are handled elsewhere
    ("x² and ｶ and ﬁne", "x² and ｶ and fine"),
])
def test_full_width_forms_are_folded(text: str, expected: str) -> None:
    assert _cleaned(text) == expected


def test_full_width_offsets_point_at_the_original_characters() -> None:
    text = "Ａ model: <b>ＦｕｌｌＮｅｔ</b>, fast."
    c = clean(text)
    assert c.text == "A model: FullNet, fast."
    i = c.text.index("FullNet")
    s, e = c.to_original(i, i + 7)
    assert text[s:e] == "ＦｕｌｌＮｅｔ"


def test_fold_fullwidth_is_one_for_one() -> None:
    text = "ａｂｃ！～\u3000x\uff5f\uff00"
    folded = fold_fullwidth(text)
    assert folded == "abc!~ x\uff5f\uff00"  # U+FF5F and U+FF00 are outside the block
    assert len(folded) == len(text)
    plain = "plain text"
    assert fold_fullwidth(plain) is plain


@pytest.mark.parametrize("html, text", [
    ("the 1<sup>st</sup> place and the k<sup>th</sup> order", "the 1st place and the kth order"),
    ("ranked 2<sup>nd</sup> and 3<sup>rd</sup> overall", "ranked 2nd and 3rd overall"),
    ("We propose E<sup>2</sup>PO, a method.", "We propose E2PO, a method."),
])
def test_an_ordinal_suffix_in_a_superscript_is_glued_not_a_power(html, text):
    assert clean(html).text == text
