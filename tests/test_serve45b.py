"""kg serve, session 45 (follow-ups of the fresh-user trial of --read-timeout and --public-url).

1. ``--public-url`` odd values: a URL urllib cannot split (``http://[::1``) is refused naming the
   option with the usual hint; the others are normalised as RFC 3986 section 6 says (empty or
   default port left out, dot segments removed, unreserved percent-encodings decoded, scheme and
   host in small letters) or refused with the reason (an empty path segment, a host holding an
   encoded character that is no unreserved one).
"""
from __future__ import annotations

from pathlib import Path

import pytest
from rdflib import Graph, Literal, URIRef

from kg.serve import cli_serve, public_base

EX = "http://example.org/"


def _graph(tmp_path: Path) -> Path:
    g = Graph()
    for i in range(3):
        g.add((URIRef(f"{EX}item{i}"), URIRef(f"{EX}tone"), Literal(f"tone {i}")))
    path = tmp_path / "g.ttl"
    g.serialize(path, format="turtle")
    return path


# ------------------------------------------------------------------ 1. --public-url odd values

@pytest.mark.parametrize("url, base", [
    ("https://host.example:/base", "https://host.example/base"),            # empty port
    ("https://host.example:443/base", "https://host.example/base"),         # the scheme's own port
    ("http://host.example:80/", "http://host.example"),
    ("http://host.example:8080/", "http://host.example:8080"),
    ("https://host.example/base/..", "https://host.example"),               # dot segments
    ("https://host.example/a/./b/../c/", "https://host.example/a/c"),
    ("https://host.example/../../base", "https://host.example/base"),
    ("https://host%2Eexample/base", "https://host.example/base"),           # encoded unreserved
    ("HTTPS://HOST%2eEXAMPLE/%7Euser/%2e%2e/base", "https://host.example/base"),
    ("https://host.example/base/%2f", "https://host.example/base/%2F"),     # kept, hex in capitals
    ("https://host.example/base//", "https://host.example/base"),           # trailing slashes
])
def test_odd_public_urls_are_normalised_as_rfc_3986_section_6_says(url, base):
    assert public_base(url) == base
    assert public_base(base) == base  # normalising is idempotent


@pytest.mark.parametrize("url, fault", [
    ("http://[::1", "is no URL (Invalid IPv6 URL)"),
    ("https://host.example//base//", "has an empty path segment (//)"),
    ("https://host.example/a//b", "has an empty path segment (//)"),
    ("https://host%20example/", "has a host with a percent-encoding"),
])
def test_odd_public_urls_that_cannot_be_normalised_are_refused_naming_the_option(url, fault, tmp_path, capsys):
    with pytest.raises(ValueError) as exc:
        public_base(url)
    assert f"--public-url {url!r} {fault}" in str(exc.value)
    assert "e.g. --public-url https://data.example.org/kg" in str(exc.value)
    assert cli_serve(graph=_graph(tmp_path), public_url=url, port=0) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"kg: error: --public-url {url!r} {fault}")
