"""Evidence sentences quote the markup glued to their first and last words
(kg.graph.sentence_span), so a sentence never starts with "X}" or ends inside "**bold"."""
from __future__ import annotations

import pytest

from kg.clean import clean
from kg.graph import sentence_span


def _span_of(abstract: str, cleaned_sentence: str) -> str:
    c = clean(abstract)
    start = c.text.index(cleaned_sentence)
    s, e = sentence_span(c, abstract, start, start + len(cleaned_sentence))
    return abstract[s:e]


@pytest.mark.parametrize("abstract, sentence, quoted", [
    (r"We study graphs. \textbf{GraphNet} reaches 90% accuracy. It is fast.",
     "GraphNet reaches 90% accuracy.", r"\textbf{GraphNet} reaches 90% accuracy."),
    ("First sentence here. *De novo* design is hard. Next one.",
     "De novo design is hard.", "*De novo* design is hard."),
    ("We propose <b>FooNet</b>, a network for segmentation.</p> <p>It works well.",
     "We propose FooNet, a network for segmentation.",
     "We propose <b>FooNet</b>, a network for segmentation."),  # (</p> is a break: not glued)
    # plain text: the sentence as written, no neighbouring whitespace
    ("One sentence here.  Two sentences here.", "Two sentences here.", "Two sentences here."),
])
def test_the_sentence_quotes_its_glued_markup(abstract: str, sentence: str, quoted: str) -> None:
    assert _span_of(abstract, sentence) == quoted


def test_markup_of_the_next_sentence_is_not_taken() -> None:
    abstract = r"It is slow. \emph{FastNet} is fast."
    assert _span_of(abstract, "It is slow.") == "It is slow."


def test_an_empty_range_and_a_range_outside_the_text() -> None:
    c = clean("Plain text.")
    assert sentence_span(c, "Plain text.", 3, 3) == (3, 3)
    with pytest.raises(IndexError):
        sentence_span(c, "Plain text.", 0, 99)
