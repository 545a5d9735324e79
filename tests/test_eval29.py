"""Session 29 (lead, from robust5's user trial): ``kg eval`` refused a gold file saved with old Mac
line ends (a lone CR after each record: "not valid JSON (Extra data)") that ``kg build`` reads. Gold
lines now end at LF, CRLF or a lone CR, with the same line numbers an editor shows."""
import json

import pytest

from kg.evaluate import GoldFormatError, load_gold

_REC = {"id": "g1", "text": "We propose ZorbNet for image classification on CIFAR-10.", "title": "ZorbNet",
        "method_proposed": [{"name": "ZorbNet", "aliases": []}],
        "task": [{"name": "image classification", "aliases": [], "main": True}]}


def _lines(*recs) -> list[str]:
    return [json.dumps(r) for r in recs]


@pytest.mark.parametrize("end", ["\n", "\r\n", "\r"])
def test_gold_lines_end_at_lf_crlf_or_cr(tmp_path, end):
    two = dict(_REC, id="g2")
    path = tmp_path / "gold.jsonl"
    path.write_bytes(end.join(_lines(_REC, two)).encode() + end.encode())
    assert [r["id"] for r in load_gold(path)] == ["g1", "g2"]


def test_a_broken_line_of_a_cr_file_is_named_by_its_line(tmp_path):
    path = tmp_path / "gold.jsonl"
    path.write_bytes("\r".join([*_lines(_REC), "{broken", *_lines(dict(_REC, id="g3"))]).encode())
    with pytest.raises(GoldFormatError, match=r"gold\.jsonl:2: not valid JSON"):
        load_gold(path)
