"""Reading says what it neutralised as unsafe (session 58, trial U58: a ``javascript:`` url and
a ``<script>`` in a title were dropped without a word): one warning per record, at its file
and line, naming each field; nothing for clean records or harmless angle brackets."""
from __future__ import annotations

import json

from kg.read import ReadReport, read

ABSTRACT = "We propose LeafNet, a small network for leaf counting, and reach 91.0% accuracy on LeafSet."


def _read(tmp_path, records, name="in.jsonl"):
    f = tmp_path / name
    f.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    report = ReadReport()
    papers = list(read([f], report=report))
    return f, papers, [str(w) for w in report.warnings]


def test_script_title_and_javascript_url_give_one_warning_at_the_line(tmp_path):
    f, papers, warnings = _read(tmp_path, [
        {"id": "a", "title": "Clean Title", "abstract": ABSTRACT, "url": "https://example.org/a"},
        {"id": "b", "title": "<script>steal()</script> LeafNet", "abstract": ABSTRACT,
         "url": "javascript:steal()"},
    ])
    assert len(papers) == 2
    assert papers[1].url == "javascript:steal()"  # (read as given; the graph keeps only http(s))
    assert warnings == [
        f"{f}:2: unsafe input neutralised: title holds markup that could run script ('<script'): dropped with "
        "the markup; url 'javascript:steal()' is a javascript: address: dropped (only http(s) links are kept)"]


def test_event_handler_in_abstract_and_author_and_hidden_scheme(tmp_path):
    f, _papers, warnings = _read(tmp_path, [
        {"id": "c", "title": "LeafNet", "abstract": ABSTRACT + ' <img src=x onerror="steal()">',
         "authors": ["Ann Lee <b onmouseover=steal()>x</b>"], "url": " Java\tScript:steal()"},
        {"id": "d", "title": "LeafNet 2", "abstract": ABSTRACT, "url": "data:text/html,<p>hi</p>"},
        {"id": "e", "title": "LeafNet 3", "abstract": ABSTRACT, "venue": "ICML <iframe src=x></iframe>"},
    ])
    assert warnings == [
        f"{f}:1: unsafe input neutralised: abstract holds markup that could run script ('<img src=x onerror='): "
        "dropped with the markup; authors holds markup that could run script ('<b onmouseover='): kept as plain "
        "text; url 'Java\\tScript:steal()' is a javascript: address: dropped (only http(s) links are kept)",
        f"{f}:2: unsafe input neutralised: url 'data:text/html,<p>hi</p>' is a data: address: dropped (only "
        "http(s) links are kept)",
        f"{f}:3: unsafe input neutralised: venue holds markup that could run script ('<iframe'): dropped with "
        "the markup"]


def test_harmless_angle_brackets_and_other_urls_say_nothing(tmp_path):
    _f, papers, warnings = _read(tmp_path, [
        {"id": "f", "title": "Bounds for x <= y and <s> tokens", "abstract": ABSTRACT + " We keep <b>bold</b> text.",
         "url": "ftp://example.org/paper.pdf"},
        {"id": "g", "title": "Script learning for robots", "abstract": ABSTRACT + " The onset = 3 s.",
         "url": "arxiv.org/abs/2401.00001"},
    ])
    assert len(papers) == 2
    assert warnings == []
