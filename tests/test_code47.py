"""A GitHub, GitLab or Bitbucket repository written as a clone address (``.git``) or with a
trailing ``/`` is the same repository, one kgo:codeRepository IRI, as the plain address; the
evidence keeps the sentence as written (session 47)."""
from __future__ import annotations

import pytest

from kg.extract.code import find_code_links, repository_url


@pytest.mark.parametrize("url, expected", [
    ("https://github.com/lake-lab/vela.git", "https://github.com/lake-lab/vela"),
    ("https://github.com/lake-lab/vela.git/", "https://github.com/lake-lab/vela"),
    ("https://github.com/lake-lab/vela/", "https://github.com/lake-lab/vela"),
    ("http://www.gitlab.com/grp/sub/tool.GIT", "http://www.gitlab.com/grp/sub/tool"),
    ("https://bitbucket.org/team/proj.git", "https://bitbucket.org/team/proj"),
    ("https://GitHub.com/Lake/Vela.git?tab=readme", "https://GitHub.com/Lake/Vela?tab=readme"),
])
def test_a_git_host_address_loses_its_git_suffix_and_slash(url, expected):
    assert repository_url(url) == expected


@pytest.mark.parametrize("url", [
    "https://github.com/lake-lab/vela",
    "https://example.org/tools/vela.git",       # no git host: left as written
    "https://huggingface.co/org/model/",         # a model hub: left as written
    "https://github.com/lake-lab/legit",          # "legit" ends in "git", not ".git"
    "http://[::1",                                # urllib cannot split it
])
def test_other_addresses_are_unchanged(url):
    assert repository_url(url) == url


def test_the_code_link_is_the_plain_address_and_its_offsets_the_text_as_written():
    text = "We introduce Vela for sparse routing. Code: https://github.com/lake-lab/vela.git."
    (link,) = find_code_links(text)
    assert link.url == "https://github.com/lake-lab/vela"
    assert text[link.start:link.end] == "https://github.com/lake-lab/vela.git"


def test_two_papers_writing_one_repository_two_ways_share_one_iri(tmp_path):
    import csv

    from rdflib import Graph, URIRef

    from kg.cli import main
    from kg.ontology import KGO

    src = tmp_path / "p.jsonl"
    src.write_text(
        '{"id": "p1", "title": "One", "venue": "ICML 2024", "abstract": '
        '"We propose Vela, a router for sparse experts. Our code is at https://github.com/lake-lab/vela.git."}\n'
        '{"id": "p2", "title": "Two", "venue": "ICML 2024", "abstract": '
        '"We study expert routing with Vela. The code is available at https://github.com/lake-lab/vela/."}\n',
        encoding="utf-8")
    out = tmp_path / "out"
    assert main(["build", str(src), "--out", str(out), "--quiet", "--no-html"]) in (0, None)
    g = Graph().parse(out / "graph.ttl")
    repos = set(g.objects(None, KGO.codeRepository))
    assert repos == {URIRef("https://github.com/lake-lab/vela")}
    sentences = {str(o) for o in g.objects(None, KGO.sentence) if "github" in str(o)}
    assert sentences == {"Our code is at https://github.com/lake-lab/vela.git.",
                         "The code is available at https://github.com/lake-lab/vela/."}
    with open(out / "papers.csv", encoding="utf-8", newline="") as f:
        assert {r["code"] for r in csv.DictReader(f)} == {"https://github.com/lake-lab/vela"}
