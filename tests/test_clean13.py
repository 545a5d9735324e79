"""kg.clean, session 13: embedded binary data (data: URIs, long base64 runs) and markdown images
are dropped (session 12's user trial: a 20,000-character base64 blob was kept as a token; session
13's: an image's alt text repeated the name beside it)."""
from __future__ import annotations

import base64

import pytest

from kg.clean import MIN_BLOB_CHARS
from tests.test_clean10 import _cleaned  # clean() with its offset map checked

# deterministic bytes that encode to every base64 letter class (upper, lower, digit, + and /)
BLOB = base64.b64encode(bytes(range(256)) * 12).decode()


@pytest.mark.parametrize("text, expected", [
    ("We propose X. data:image/png;base64," + BLOB + " It works.", "We propose X. It works."),
    ("We propose X. " + BLOB + " It works.", "We propose X. It works."),
    ("We propose X (" + BLOB[:MIN_BLOB_CHARS + 4] + "==). It works.", "We propose X (). It works."),
    # a markdown image is a figure: dropped with its alt text, which would repeat or break the prose
    ("Figure: ![overview of X](data:image/png;base64," + BLOB + ") X wins.", "Figure: X wins."),
    ('See ![Figure 1](https://example.org/fig1.png "Figure 1") for X.', "See for X."),
    ("We propose ![LinkNet](img.png) LinkNet for link prediction.", "We propose LinkNet for link prediction."),
    ("An image ![](fig.png) without alt text.", "An image without alt text."),
])
def test_blobs_and_markdown_images(text: str, expected: str) -> None:
    assert _cleaned(text) == expected


@pytest.mark.parametrize("text", [
    # a long token of one case (a DNA or protein sequence) or without digits is kept
    "The motif " + "ACGT" * 60 + " binds.",
    "The sequence " + "MKTAYIAKQRQISFVKSHFSRQ" * 12 + " folds.",
    # shorter than the threshold: a hash or an identifier
    "Commit 9f8e7d6c5b4a39281706f5e4d3c2b1a0AbCdEf12 fixes it.",
    # a URL is no blob (dots and colons), and a markdown link keeps its address
    "Code: https://github.com/" + "AbC1" * 60 + "/x.",
])
def test_text_that_is_not_a_blob_is_kept(text: str) -> None:
    assert _cleaned(text) == text


def test_markdown_link_is_unchanged_by_the_image_rule() -> None:
    assert _cleaned("Code at [repo](https://github.com/a/b).") == "Code at repo (https://github.com/a/b)."
