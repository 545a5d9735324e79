"""docs/API.md's stage-by-stage example (read -> extract -> resolve -> link -> graph -> export ->
query) runs as a doctest, so the page cannot fall behind the public functions (session 51), and
an Extraction has a JSON-safe form (its ``clean.offsets`` is an ``array('i')``)."""
from __future__ import annotations

import dataclasses
import doctest
import json
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def test_the_api_page_runs_as_written():
    failures, tried = doctest.testfile(str(REPO / "docs" / "API.md"), module_relative=False,
                                       optionflags=doctest.ELLIPSIS, verbose=False)
    assert tried >= 15 and failures == 0


def test_an_extraction_with_cleaned_offsets_goes_to_json_and_back():
    from kg.records import CleanText, Extraction, Mention, Paper

    paper = Paper(id="q1", title="GannetNet", abstract="We propose $\\mathcal{G}$annetNet.", source="q.jsonl:1")
    clean = CleanText(text="We propose GannetNet.", offsets=[*range(11), *range(23, 34)])
    ex = Extraction(paper=paper, clean=clean, sentences=((0, 21),),
                    mentions=(Mention(text="GannetNet", type="Method", start=11, end=20, role="proposed",
                                     rule="test-rule"),))
    with pytest.raises(TypeError, match="array is not JSON serializable"):
        json.dumps(dataclasses.asdict(ex))  # what the user met: the offsets are an array('i')
    d = json.loads(json.dumps(ex.to_dict()))
    assert d["clean"]["offsets"] == [*range(11), *range(23, 34)]
    assert d["mentions"][0]["text"] == "GannetNet"
    assert Extraction.from_dict(d) == ex
    assert clean.to_dict() == {"text": "We propose GannetNet.", "offsets": [*range(11), *range(23, 34)],
                               "bold_acronyms": []}
