"""Session 45 input fixes: stacked LaTeX accents, repeated BibTeX keys, the source's own key
on the paper, duplicates named on stderr."""
from __future__ import annotations

import pytest

from kg.clean import clean
from kg.read import ReadReport, read


# ---------------------------------------------------------------- (3) stacked accents

@pytest.mark.parametrize("latex, text", [
    ("Nguy{\\~\\^e}n", "Nguy\u1ec5n"),        # tilde over circumflex e: ễ
    ("Nguy\\~{\\^{e}}n", "Nguy\u1ec5n"),
    ("Nguy\\~\\^en", "Nguy\u1ec5n"),
    ("Ph{\\'\\u{a}}m", "Ph\u1eafm"),            # acute over breve a: ắ
    ("H{\\d{\\^o}}", "H\u1ed9"),                # dot below a circumflex o: ộ
    ("Garc{\\'\\i}a", "Garc\u00eda"),           # dotless i
    ("Sch{\\\"{o}}n", "Sch\u00f6n"),
    ("Ko{\\v{s}}ir", "Ko\u0161ir"),
    ("Fran\\c{c}ois", "Fran\u00e7ois"),
    ("Fran\\c cois", "Fran\u00e7ois"),
    ("Na\\\"{\\i}ve", "Na\u00efve"),
])
def test_accents_stacked_and_over_dotless_letters(latex, text):
    assert clean(latex).text == text


def test_accent_forms_that_stay_as_before():
    assert clean("\\~{}user").text == "~user"      # an accent over nothing: the accent alone
    assert clean("\\'{ab} x").text == "ab x"        # a group of two letters: no accent taken
    assert clean("\\cc").text == "cc"               # a letter accent needs a space before a bare letter


def test_stacked_accent_offsets_point_at_the_base_letter():
    c = clean("Nguy{\\~\\^e}n")
    i = c.text.index("\u1ec5")
    a, b = c.to_original(i, i + 1)
    assert "Nguy{\\~\\^e}n"[a:b].endswith("e")


def test_stacked_accent_in_a_bibtex_author(tmp_path):
    path = tmp_path / "refs.bib"
    path.write_text("@article{v1,\n  author = {Nguy{\\~\\^e}n, Van and Tr\\~\\^an, Thi},\n"
                    "  title = {A toy study},\n  abstract = {We train a small convolutional network on toy "
                    "images and report its accuracy.},\n  year = {2025}\n}\n")
    papers = list(read([path], report=ReadReport()))
    assert papers[0].authors == ("Van Nguy\u1ec5n", "Thi Tr\u1eabn")
