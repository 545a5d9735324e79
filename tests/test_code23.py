"""Scheme-less GitHub Pages sites (``name.github.io``) are URLs; they are code links only when
their sentence offers code (a project page named by its own address is not)."""
from kg.extract.code import find_code_links, find_urls


def test_bare_github_pages_site_is_a_url():
    text = "Our demos live at toy-lab.github.io/walker and nowhere else."
    assert [u for _, _, u in find_urls(text)] == ["https://toy-lab.github.io/walker"]


def test_bare_github_pages_site_offered_as_code_is_code():
    text = "We study toy walkers. The source code will be released at toy-walker.github.io."
    links = find_code_links(text, [(0, 21), (22, len(text))])
    assert [c.url for c in links] == ["https://toy-walker.github.io"]
    assert text[links[0].start:links[0].end] == "toy-walker.github.io"


def test_project_page_named_by_its_address_is_not_code():
    # the link text repeats the address: "github" inside it is no code cue
    text = ("Walkers learn to run. Videos: toy-walker.github.io/runs "
            "(https://toy-walker.github.io/runs/).")
    assert find_code_links(text, [(0, 21), (22, len(text))]) == []


def test_github_io_inside_a_longer_word_is_not_a_site():
    assert find_urls("see the mygithub.iox tool") == []
    assert find_urls("a@toy.github.io wrote") == []


def test_a_document_file_is_never_code():
    text = "Our code and the full paper: toy-lab.github.io/walker/paper.pdf and github.com/toy/walker."
    assert [c.url for c in find_code_links(text)] == ["https://github.com/toy/walker"]
    assert find_code_links("The code is at https://github.com/toy/walker/blob/main/notes.PDF?raw=1 now.") == []
