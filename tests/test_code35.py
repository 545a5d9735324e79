"""Session 35: a URL whose scheme lost its colon or one slash (``https//host/...``,
``https:/host/...``) is read as one URL with the separator repaired."""
from kg.extract.code import find_code_links, find_urls


def urls(text):
    return [c.url for c in find_code_links(text, [(0, len(text))], ())]


def test_scheme_without_colon_is_repaired():
    text = "Our toolkit is released at https//github.com/toylab/walker."
    assert find_urls(text) == [(27, 58, "https://github.com/toylab/walker")]
    assert urls(text) == ["https://github.com/toylab/walker"]


def test_scheme_with_one_slash_is_repaired():
    assert urls("Code: http:/gitlab.com/toylab/walker") == ["http://gitlab.com/toylab/walker"]


def test_repaired_scheme_on_any_host_needs_a_dotted_host():
    assert find_urls("Our code is at https//toys.example.org/walker.") == [
        (15, 45, "https://toys.example.org/walker")]
    assert find_urls("a ratio of 3:/4 and http//localhost") == []


def test_well_formed_and_spaced_schemes_unchanged():
    assert find_urls("see https://a.org/x and https: //github.com/b/c.") == [
        (4, 19, "https://a.org/x"), (24, 47, "https://github.com/b/c")]
