"""A query file saved with a UTF-8 byte-order mark (as Windows editors write it) runs as the same
file without one; with comments only it is an empty query, not a syntax error (session 20)."""
from __future__ import annotations

import pytest

from kg.query import QueryError, load_query


def test_a_byte_order_mark_is_not_query_text(tmp_path):
    text = "# title: all papers\nSELECT ?p WHERE { ?p a ?t } LIMIT 1\n"
    plain, bom = tmp_path / "plain.rq", tmp_path / "bom.rq"
    plain.write_text(text, encoding="utf-8")
    bom.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert load_query(bom).text == load_query(plain).text


def test_a_byte_order_mark_and_comments_only_is_an_empty_query(tmp_path):
    q = tmp_path / "c.rq"
    q.write_bytes(b"\xef\xbb\xbf# only a comment\n")
    with pytest.raises(QueryError, match="is empty: it holds only comments"):
        load_query(q)
