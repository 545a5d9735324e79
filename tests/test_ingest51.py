"""Session 51 (fixF51): PaperKG scripted in an unattended ingest pipeline.

1. An input that is well-formed but holds no record (a CSV/TSV header row alone, a BibTeX file
   of comments, a page of API results with an empty list, a venue dump's header line alone) is
   empty input, as an empty file is: a warning naming it, and the other inputs are built; in a
   ``--store`` build that holds papers: nothing to add, exit 0.
"""
from __future__ import annotations

import json

import pytest

from kg.read import ReadReport

_ABSTRACT = "We propose {name}, a model for depth estimation from one image, evaluated on NYU Depth v2."

#: well-formed inputs that hold no record: (file name, content)
_NO_RECORD = [("hdr.csv", "id,title,abstract\n"), ("hdr.tsv", "title\tabstract\n"),
              ("notes.bib", "% exported by a reference manager\n\n@comment{meta: none}\n"),
              ("page.jsonl", '{"results": [], "next": null}\n'), ("dump.txt", "NeurIPS 2031 Papers\n"),
              ("feed.atom", '<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>q</title></feed>\n')]


def _records(path, names=("CormorantNet", "PetrelNet")):
    path.write_text("".join(json.dumps({"id": f"r{i}", "title": f"{n} for depth",
                                        "abstract": _ABSTRACT.format(name=n)}) + "\n"
                            for i, n in enumerate(names)), encoding="utf-8")
    return path


@pytest.mark.parametrize("name,content", _NO_RECORD, ids=[n for n, _ in _NO_RECORD])
def test_an_input_of_no_record_beside_papers_is_a_warning_not_a_skip(tmp_path, name, content):
    from kg.pipeline import read_papers

    empty = tmp_path / name
    empty.write_text(content, encoding="utf-8")
    report = ReadReport()
    papers = read_papers([empty, _records(tmp_path / "a.jsonl")], None, report)
    assert [p.id for p in papers] == ["r0", "r1"]
    assert report.skipped == []  # nothing skipped: exit status 0
    assert report.empty == [str(empty)]
    warned = [str(w) for w in report.warnings if w.source == str(empty)]
    assert len(warned) == 1 and warned[0].startswith(f"{empty}: no records")


@pytest.mark.parametrize("name,content", _NO_RECORD[:3], ids=[n for n, _ in _NO_RECORD[:3]])
def test_an_input_of_no_record_alone_without_a_store_is_still_an_error(tmp_path, name, content):
    from kg.pipeline import read_papers
    from kg.read import InputError

    empty = tmp_path / name
    empty.write_text(content, encoding="utf-8")
    with pytest.raises(InputError) as err:
        read_papers([empty], None, ReadReport())
    assert err.value.source == str(empty)


def test_a_bib_file_of_text_that_is_not_bibtex_is_still_refused(tmp_path):
    from kg.pipeline import read_papers
    from kg.read import InputError

    junk = tmp_path / "junk.bib"
    junk.write_text("% a comment\nthis is not an entry at all\n", encoding="utf-8")
    with pytest.raises(InputError, match="no BibTeX entry"):
        read_papers([junk], None, ReadReport())


@pytest.mark.parametrize("name,content", [_NO_RECORD[0], _NO_RECORD[2], _NO_RECORD[3]],
                         ids=["csv-header", "bib-comments", "json-empty-page"])
def test_an_input_of_no_record_into_a_store_adds_nothing_and_exits_0(tmp_path, capsys, name, content):
    from kg.cli import main

    common = ["--store", str(tmp_path / "st"), "--out", str(tmp_path / "out"), "--quiet", "--jobs", "1", "--no-html"]
    assert main(["build", str(_records(tmp_path / "a.jsonl")), *common]) == 0
    current = (tmp_path / "st" / "CURRENT").read_text()
    (tmp_path / name).write_text(content, encoding="utf-8")
    capsys.readouterr()
    status = main(["build", str(tmp_path / name), *common])
    out, err = capsys.readouterr()
    assert status == 0, err
    assert "nothing to add to the store" in err and "error" not in err and "skipped" not in err
    assert "(the input holds no record: nothing to add); nothing changed" in out
    assert (tmp_path / "st" / "CURRENT").read_text() == current
