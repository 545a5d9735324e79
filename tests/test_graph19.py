"""kg.graph.sentence_span: an evidence sentence next to a script or style element that the
cleaning removed whole quotes none of it, also where the element's content holds spaces."""
from __future__ import annotations

import pytest

from kg.clean import clean
from kg.graph import sentence_span


def _sentences(abstract: str) -> list[str]:
    ct = clean(abstract)
    text = ct.text
    bounds, start = [], 0
    for i, ch in enumerate(text):
        if ch == "." and (i + 1 == len(text) or text[i + 1] == " "):
            bounds.append((start, i + 1))
            start = i + 2
    out = []
    for s, e in bounds:
        a, b = sentence_span(ct, abstract, s, e)
        out.append(abstract[a:b])
    return out


@pytest.mark.parametrize("abstract, first, second", [
    ("We propose GammaNet for image classification. <script>var a = 1; alert(a);</script>It is tested on CIFAR-10.",
     "We propose GammaNet for image classification.", "It is tested on CIFAR-10."),
    ("We propose GammaNet for image classification.<script>var a = 1;</script> It is tested on CIFAR-10.",
     "We propose GammaNet for image classification.", "It is tested on CIFAR-10."),
    ('We propose GammaNet for image classification. <style type="text/css">p{color:red}</style>It is tested on CIFAR-10.',
     "We propose GammaNet for image classification.", "It is tested on CIFAR-10."),
])
def test_removed_script_and_style_elements_are_quoted_by_no_sentence(abstract, first, second):
    assert _sentences(abstract) == [first, second]


def test_glued_markup_is_still_quoted_whole():
    abstract = "We propose \\textbf{GammaNet} for image classification. It is tested on CIFAR-10."
    assert _sentences(abstract)[0] == "We propose \\textbf{GammaNet} for image classification."
