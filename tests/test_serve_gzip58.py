"""kg serve sends the view (graph.html at /) gzip-compressed when the client admits gzip
(session 58, trial U58: 5.3 MB sent as it is to a browser that asked for gzip)."""
from __future__ import annotations

import gzip
import os
import urllib.request

import pytest

from kg.serve import GZIP_MIN_BYTES, _GzipCache, accepts_gzip, make_app
from kg.store import GraphStore
from test_queries import build_fixture_graph
from test_serve import Server


@pytest.mark.parametrize("header,expected", [
    (None, False),
    ("", False),
    ("gzip", True),
    ("gzip, deflate, br, zstd", True),  # what Chromium sends
    ("GZIP;Q=0.5", True),
    ("x-gzip", True),
    ("br;q=1.0, gzip;q=0", False),
    ("gzip;q=0.000", False),
    ("*", True),
    ("*;q=0", False),
    ("gzip;q=0, *", False),  # named with weight 0: refused even though * admits the rest
    ("identity", False),
    ("deflate, br", False),
    ("gzip;q=abc", True),  # a weight that is no number: read as 1
])
def test_accepts_gzip(header, expected):
    assert accepts_gzip(header) is expected


def test_gzip_cache_compresses_once_per_version_and_not_small_files(tmp_path):
    cache = _GzipCache()
    small = tmp_path / "small.html"
    small.write_bytes(b"x" * (GZIP_MIN_BYTES - 1))
    assert cache.body(small) is None
    big = tmp_path / "graph.html"
    big.write_bytes(b"<p>view</p>" * 1000)
    first = cache.body(big)
    assert gzip.decompress(first) == b"<p>view</p>" * 1000
    assert cache.body(big) is first  # the same version: not compressed again
    assert first[4:8] == b"\0\0\0\0"  # no timestamp in the gzip header: same file, same bytes
    big.write_bytes(b"<p>new view</p>" * 1000)
    os.utime(big, ns=(1_000_000_000, 1_000_000_000))
    assert gzip.decompress(cache.body(big)) == b"<p>new view</p>" * 1000
    assert cache.body(tmp_path / "missing.html") is None


PAGE = ("<!DOCTYPE html><html><body>" + "<p>PaperKG view, a page of some size.</p>" * 2000 + "</body></html>").encode()


@pytest.fixture(scope="module")
def base(tmp_path_factory):
    d = tmp_path_factory.mktemp("serve_gzip58")
    with GraphStore.open(d / "store") as st:
        st.replace_graph(build_fixture_graph())
    (d / "html").mkdir()
    (d / "html" / "graph.html").write_bytes(PAGE)
    app = make_app(store=d / "store", timeout=5.0, html=d / "html", workers=1)
    with Server(app) as url:
        yield url


def _get(url: str, headers: dict):
    req = urllib.request.Request(url, headers=headers)
    with urllib.request.urlopen(req, timeout=30) as resp:
        return resp.status, resp.headers, resp.read()  # (headers: case-insensitive)


def test_view_is_gzipped_when_the_client_admits_it(base):
    status, headers, body = _get(base + "/", {"Accept-Encoding": "gzip, deflate, br"})
    assert status == 200
    assert headers["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in [v.strip() for v in headers["Vary"].split(",")]
    assert headers["Content-Type"].startswith("text/html")
    assert int(headers["Content-Length"]) == len(body) < len(PAGE) // 20
    assert gzip.decompress(body) == PAGE


@pytest.mark.parametrize("accept", [None, "identity", "gzip;q=0", "br"])
def test_view_is_sent_as_it_is_otherwise(base, accept):
    status, headers, body = _get(base + "/", {"Accept-Encoding": accept} if accept else {})
    assert status == 200
    assert headers.get("Content-Encoding") is None
    assert "Accept-Encoding" in [v.strip() for v in headers["Vary"].split(",")]
    assert body == PAGE
