"""Session 55: a markdown link whose target is a damaged ``\\url{`` keeps its web address."""
from kg.clean import clean
from kg.extract.code import find_code_links


def _urls(text: str) -> list[str]:
    return [c.url for c in find_code_links(clean(text).text)]


def test_markdown_link_to_a_url_with_a_lost_backslash_and_brace_keeps_the_address():
    text = "Our [implementation](url{https://github.com/someone/tool) is public."
    ct = clean(text)
    assert ct.text == "Our implementation (https://github.com/someone/tool) is public."
    assert _urls(text) == ["https://github.com/someone/tool"]
    # the kept address maps back to the input's own characters
    i = ct.text.index("https")
    assert text[ct.offsets[i]:ct.offsets[i] + 8] == "https://"


def test_markdown_link_to_another_scheme_still_keeps_only_its_text():
    assert clean("Write to [the authors](mailto:a@b.org) or see [ftp](ftp://x.org/y).").text == (
        "Write to the authors or see ftp.")


def test_a_long_word_glued_to_a_scheme_is_not_taken_for_a_damaged_url_macro():
    # more than eight letters before the scheme: no address is recovered from it
    assert _urls("See [page](documentationhttps://x.org/y).") == []
