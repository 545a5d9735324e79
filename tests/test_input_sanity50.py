"""Session 50 (fixD50, item 5): input sanity warnings, nothing valid lost.

* a plain-text dump whose last abstract ends without final punctuation gets a warning that the
  file may be cut off (the abstract is still read);
* a JSON Lines file whose last line is an unterminated record says the file ends mid-record;
* a short paragraph of a plain-text dump that fails the abstract check (a session header, a
  rule of symbols) is skipped and named at its file:line; a short real abstract is read.
"""
from __future__ import annotations

from kg.read import ReadReport, read

# abstracts written for these tests
A1 = "We propose LumenFlow, a flow model for low-light image enhancement that runs on phones."
A2 = "We present a benchmark for spreadsheet agents that requires agents to au"


def _read(tmp_path, name, text):
    f = tmp_path / name
    f.write_text(text, encoding="utf-8")
    report = ReadReport()
    return list(read([f], report=report)), report, str(f)


def test_a_dump_cut_mid_word_warns_at_its_last_line(tmp_path):
    papers, report, f = _read(tmp_path, "dump.txt", f"ICML 2026\n\n{A1}\n\n{A2[:40]}\n{A2[40:]}\n")
    assert [p.abstract for p in papers] == [A1, A2[:40] + "\n" + A2[40:]]
    cut = [w for w in report.warnings if "cut off" in w.message]
    assert [(w.source, w.message) for w in cut] == [
        (f"{f}:6", "the last abstract ends without final punctuation: the file may be cut off")]


def test_a_dump_ending_on_punctuation_or_a_url_gets_no_cut_off_warning(tmp_path):
    for last in (A1, "We release CoralSeg for reef mapping. Code: https://example.org/coralseg"):
        _, report, _ = _read(tmp_path, "ok.txt", f"ICML 2026\n\n{A2}\n\n{last}\n")
        assert not [w for w in report.warnings if "cut off" in w.message]


def test_jsonl_cut_in_its_last_record_says_the_file_ends_mid_record(tmp_path):
    text = '{"abstract": "%s"}\n{"abstract": "We study tide gauges with gra' % A1
    papers, report, f = _read(tmp_path, "d.jsonl", text)
    assert [p.abstract for p in papers] == [A1]
    assert [s.source for s in report.skipped] == [f"{f}:2"]
    assert "the file ends mid-record" in report.skipped[0].message


def test_a_broken_jsonl_line_before_others_is_not_called_the_files_end(tmp_path):
    text = '{"abstract": "We study tide gauges with gra\n\n{"abstract": "%s"}\n' % A1
    papers, report, _ = _read(tmp_path, "d.jsonl", text)
    assert [p.abstract for p in papers] == [A1]
    assert len(report.skipped) == 1 and "mid-record" not in report.skipped[0].message


def test_short_non_abstract_paragraphs_are_skipped_and_named(tmp_path):
    text = f"ICML 2026\n\nSession 3: Optimization\n\n{A1}\n\n#### ~~~ ####\n\nShort but real: sparse tensor sketches.\n"
    papers, report, f = _read(tmp_path, "dump.txt", text)
    assert [p.abstract for p in papers] == [A1, "Short but real: sparse tensor sketches."]
    assert [s.source for s in report.skipped] == [f"{f}:3", f"{f}:7"]
    assert "is no abstract" in report.skipped[0].message
    assert report.read == 4 and report.papers == 2
