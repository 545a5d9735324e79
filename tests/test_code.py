"""Tests for kg.extract.code (URLs and code repository links)."""
from __future__ import annotations

import pytest

from kg.extract.code import find_code_links, find_urls, is_code_host, normalise_url


def urls(text, sentences=None):
    return [c.url for c in find_code_links(text, sentences)]


@pytest.mark.parametrize("text, url", [
    ("Our code is available at https://github.com/someone/tool.", "https://github.com/someone/tool"),
    ("The code is available at https://gitlab.com/team/proj", "https://gitlab.com/team/proj"),
    ("Released (https://bitbucket.org/a/b).", "https://bitbucket.org/a/b"),
    ("Code and weights: https://huggingface.co/org/model, enjoy.", "https://huggingface.co/org/model"),
    ("Anonymised at https://anonymous.4open.science/r/tool-1A2B!", "https://anonymous.4open.science/r/tool-1A2B"),
    ("Mirror: https://codeberg.org/x/y; https://sourceforge.net/projects/z/?",
     "https://codeberg.org/x/y"),
    ("See the repository at https://example.org/lab/tool.", "https://example.org/lab/tool"),
    ("Code at github.com/someone/tool and more.", "https://github.com/someone/tool"),
    ("It has been released at https: //github.com/someone/bench.", "https://github.com/someone/bench"),
    ("Our implementation: https:// example.org/impl.", "https://example.org/impl"),
    ("Code is available at [https://github.com/a/b](https://github.com/a/b).", "https://github.com/a/b"),
    ("Code: \"https://github.com/a/b\".", "https://github.com/a/b"),
])
def test_code_links(text, url):
    assert urls(text)[0] == url


def test_offsets_exclude_trailing_period_and_brackets():
    text = "Code (see https://github.com/a/b)."
    (link,) = find_code_links(text, None)
    assert text[link.start:link.end] == "https://github.com/a/b"
    assert (link.sentence_start, link.sentence_end) == (0, len(text))


def test_non_code_urls_need_a_code_sentence():
    text = ("Project page: https://someone.github.io/proj/. Demo videos are at "
            "https://example.org/demo. Our code is at https://example.org/src.")
    sents = [(0, 46), (47, 90), (91, len(text))]
    assert urls(text, sents) == ["https://example.org/src"]
    # the URL's own text is no cue
    assert urls("Visit https://example.org/code/index.html for videos.") == []


def test_deduplication_on_normal_form():
    text = ("Code: https://github.com/A/b and http://GITHUB.com/A/b/ and "
            "https://github.com/A/b.git and https://github.com/A/c.")
    assert urls(text) == ["https://github.com/A/b", "https://github.com/A/c"]


def test_find_urls_all_urls_with_offsets():
    text = "Data at https://zenodo.org/record/1, see www.example.com. Also (https://x.org/a_(b))."
    found = find_urls(text)
    assert [u for _, _, u in found] == [
        "https://zenodo.org/record/1", "https://www.example.com", "https://x.org/a_(b)"]
    for start, end, url in found:
        assert text[start:end].replace(" ", "") in (url, url[len("https://"):])


def test_not_urls():
    assert find_urls("The scheme https:// alone, an e-mail a@github.com/x, and 3.14 are no URLs.") == []
    assert find_code_links("", None) == []


def test_helpers():
    assert is_code_host("https://huggingface.co/x") and is_code_host("https://gist.github.com/x")
    assert not is_code_host("https://someone.github.io/x")
    assert normalise_url("HTTP://GitHub.com/A/b.git/") == "https://github.com/A/b"


def test_next_sentence_glued_to_url_is_cut():
    text = "Code: https://github.com/a/safe-rl.Warning: this paper contains harmful text."
    assert urls(text) == ["https://github.com/a/safe-rl"]
    assert find_urls("See https://x.org/docs/Index.html now.")[0][2] == "https://x.org/docs/Index.html"


def test_cue_must_be_in_the_clause_when_a_code_host_is_named():
    text = ("Demos are on https://sites.example.org/demo, and the code is published on "
            "https://github.com/a/b.")
    assert urls(text) == ["https://github.com/a/b"]
    text = "Code, data and models are available at https://example.org/all."
    assert urls(text) == ["https://example.org/all"]


def test_a_data_url_after_and_beside_a_code_host_is_no_code_link():
    from kg.extract.code import find_code_links

    text = "Our code is at https://github.com/ab/cd and the data at https://example.org/data."
    assert [c.url for c in find_code_links(text)] == ["https://github.com/ab/cd"]
    text = "Code and data are available at https://example.org/tool."
    assert [c.url for c in find_code_links(text)] == ["https://example.org/tool"]


def test_a_hugging_face_space_is_code_only_when_offered_as_code():
    from kg.extract.code import is_demo_url

    # a hosted demo app after "demo (" or "Project page:" is no code repository
    text = ("See our project site (https://lab.example.io) and demo "
            "(https://huggingface.co/spaces/lab/app) for videos and open-source models.")
    assert urls(text) == []
    assert urls("Project page: https://huggingface.co/spaces/someone/some-app.") == []
    # the words that lead up to it offer code
    assert urls("Code and demo: https://huggingface.co/spaces/lab/app.") == [
        "https://huggingface.co/spaces/lab/app"]
    assert urls("Demo: https://hf.co/spaces/lab/app; code: https://github.com/lab/app.") == [
        "https://github.com/lab/app"]
    # other Hugging Face pages (models) are code links where the text offers code there
    assert urls("Code and weights: https://huggingface.co/lab/model.") == ["https://huggingface.co/lab/model"]
    assert is_demo_url("https://huggingface.co/spaces/a/b") and not is_demo_url("https://huggingface.co/a/b")
