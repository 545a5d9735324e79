"""Tests for kg.read: formats, identity, dedupe and every bad-input case of issue 8."""
from __future__ import annotations

import gzip
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kg.read import (
    MAX_ABSTRACT_CHARS, SAMPLE_PATHS, InputError, Problem, ReadReport, dedupe,
    normalise_abstract, paper_id, read,
)

FIXTURES = Path(__file__).parent / "fixtures" / "inputs"
ABS1 = "We propose FooNet, a network for image segmentation. It reaches 85.4% mIoU on ADE20K."
ABS2 = "We study graph learning with BarGNN and evaluate it on OGB benchmarks."
ABS3 = "A third abstract about reinforcement learning with PPO on Atari."


def write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    p = tmp_path / name
    if isinstance(content, bytes):
        p.write_bytes(content)
    else:
        p.write_text(content, encoding="utf-8")
    return p


# --- sample and identity ----------------------------------------------------------------

def test_sample_gives_24_distinct_icml_2026_papers() -> None:
    report = ReadReport()
    papers = list(dedupe(read(SAMPLE_PATHS, report=report), report))
    assert len(papers) == 24
    assert len({p.id for p in papers}) == 24
    assert {(p.venue, p.year) for p in papers} == {("ICML", 2026)}
    assert {p.venue_label for p in papers} == {"ICML 2026"}
    assert report.read == 38 and report.yielded == 38 and report.duplicates == 14
    assert report.skipped == [] and report.warnings == []
    assert report.papers == 24
    assert report.summary() == ("read 38 records from 2 file(s): 38 valid, 0 skipped, "
                                "14 duplicates -> 24 papers; 0 warnings")
    assert papers[0].source.endswith("icml2026_abstracts_1.txt:3")
    assert papers[0].abstract.startswith("We present 4RC, a unified feed-forward framework")
    assert all(p.id.startswith("h-") and len(p.id) == 18 for p in papers)


def test_ids_are_stable_across_reads() -> None:
    first = [p.id for p in read(SAMPLE_PATHS)]
    second = [p.id for p in read(SAMPLE_PATHS)]
    assert first == second


def test_hash_id_ignores_whitespace_and_normalisation_but_not_case() -> None:
    a = paper_id(None, None, None, "Caf\u00e9  uses\nBERT. ")
    assert a == paper_id(None, None, None, "Cafe\u0301 uses BERT.")
    assert a != paper_id(None, None, None, "caf\u00e9 uses bert.")
    assert normalise_abstract(" a \n\t b ") == "a b"


def test_record_id_precedence() -> None:
    assert paper_id("abc", "10.1/x", "2301.1", "t") == "abc"
    assert paper_id(None, "10.1/x", "2301.1", "t") == "10.1/x"
    assert paper_id(None, None, "2301.1", "t") == "2301.1"


# --- formats ----------------------------------------------------------------------------

def test_venue_file(tmp_path: Path) -> None:
    p = write(tmp_path, "v.txt", f"NeurIPS 2023 Accepted Papers\n\n{ABS1}\n\n\n{ABS2}\ncontinued.\n")
    papers = list(read([p]))
    assert [(x.venue, x.year) for x in papers] == [("NeurIPS", 2023)] * 2
    assert papers[1].abstract == ABS2 + "\ncontinued."
    assert [x.source for x in papers] == [f"{p}:3", f"{p}:6"]


def test_venue_file_without_header_warns(tmp_path: Path) -> None:
    p = write(tmp_path, "v.txt", f"{ABS1}\n\n{ABS2}\n")
    report = ReadReport()
    papers = list(read([p], report=report))
    assert len(papers) == 2 and papers[0].venue is None
    assert "no venue header" in str(report.warnings[0])


def test_jsonl_field_variants(tmp_path: Path) -> None:
    lines = [
        {"openreview_id": "Abc123", "title": "T1", "abstract": ABS1, "authors": ["A B", "C D"],
         "keywords": ["segmentation"], "venue": "NeurIPS", "year": 2023, "url": "https://x"},
        {"id": "p2", "abstract": ABS2, "authors": "E F; G H", "year": "2024"},
        {"abstract": ABS3, "keywords": "rl, atari", "doi": "https://doi.org/10.5555/ABC"},
        {"title": "no abstract here"},
    ]
    p = write(tmp_path, "c.jsonl", "\n".join(json.dumps(x) for x in lines) + "\n")
    report = ReadReport()
    papers = list(read([p], report=report))
    assert [x.id for x in papers] == ["Abc123", "p2", "10.5555/abc"]
    assert papers[0].authors == ("A B", "C D") and papers[0].keywords == ("segmentation",)
    assert papers[1].authors == ("E F", "G H") and papers[1].year == 2024
    assert papers[2].keywords == ("rl", "atari") and papers[2].doi == "10.5555/abc"
    assert [str(x) for x in report.skipped] == [f"{p}:4: no abstract"]


def test_openreview_and_semantic_scholar_shapes(tmp_path: Path) -> None:
    note = {"id": "OR1", "forum": "OR1", "content": {
        "title": {"value": "A Note"}, "abstract": {"value": ABS1},
        "authors": {"value": ["Ann Lee", "Bo Chan"]}, "venue": {"value": "ICLR 2024 poster"}}}
    s2 = {"paperId": "abc123", "externalIds": {"DOI": "10.1/XY", "ArXiv": "2401.00001"},
          "title": "S2", "abstract": ABS2, "authors": [{"name": "Cy Dee"}], "year": 2024}
    arxiv = {"id": "0704.0001", "authors": "C. Balazs, E. L. Berger and P. M. Nadolsky",
             "abstract": ABS3}
    p = write(tmp_path, "api.jsonl", "\n".join(json.dumps(x) for x in (note, s2, arxiv)))
    papers = list(read([p]))
    # an S2 record is named by its DOI (then arXiv id), which other copies share, not by S2's paperId
    assert [x.id for x in papers] == ["OR1", "10.1/xy", "0704.0001"]
    assert (papers[0].title, papers[0].authors) == ("A Note", ("Ann Lee", "Bo Chan"))
    assert papers[0].venue == "ICLR 2024"  # "poster": how it was presented, not the venue
    assert (papers[1].doi, papers[1].authors) == ("10.1/xy", ("Cy Dee",))
    assert papers[2].authors == ("C. Balazs", "E. L. Berger", "P. M. Nadolsky")


def test_jsonl_line_separator_inside_record_is_not_a_line_break(tmp_path: Path) -> None:
    rec = {"id": "x1", "abstract": "First part.\u2028Second part with \x0c form feed."}
    p = write(tmp_path, "c.jsonl", json.dumps(rec, ensure_ascii=False) + "\n")
    [paper] = list(read([p]))
    # one record; the form feed (which XML cannot hold) becomes a space
    assert paper.abstract == rec["abstract"].replace("\x0c", " ")


def test_jsonl_two_valid_one_broken(tmp_path: Path) -> None:
    p = write(tmp_path, "file.jsonl",
              json.dumps({"id": "a", "abstract": ABS1}) + "\n"
              + '{"id": "b", "abstract": "unterminated\n'
              + json.dumps({"id": "c", "abstract": ABS2}) + "\n")
    report = ReadReport()
    papers = list(read([p], report=report))
    assert [x.id for x in papers] == ["a", "c"]
    [problem] = report.skipped
    assert problem.source == f"{p}:2"
    assert str(problem).startswith(f"{p}:2: invalid JSON: Unterminated string")


def test_json_array_and_wrapper(tmp_path: Path) -> None:
    arr = write(tmp_path, "a.json", json.dumps([{"id": "a", "abstract": ABS1},
                                                {"id": "b", "abstract": ABS2}], indent=1))
    wrap = write(tmp_path, "w.json", json.dumps({"papers": [{"abstract": ABS3}]}))
    papers = list(read([arr, wrap]))
    assert [x.abstract for x in papers] == [ABS1, ABS2, ABS3]
    assert papers[1].source == f"{arr}:6"


def test_json_array_with_broken_element_keeps_the_rest(tmp_path: Path) -> None:
    text = ('[\n{"id": "a", "abstract": "%s"},\n{"id": "b", "abstract": oops},\n'
            '{"id": "c", "abstract": "%s"}\n]\n') % (ABS1, ABS2)
    p = write(tmp_path, "broken.json", text)
    report = ReadReport()
    assert [x.id for x in read([p], report=report)] == ["a", "c"]
    assert report.skipped[0].source == f"{p}:3"
    assert "invalid JSON" in report.skipped[0].message


def test_json_extension_holding_json_lines(tmp_path: Path) -> None:
    p = write(tmp_path, "lines.json", json.dumps({"id": "a", "abstract": ABS1, "authors": ["X"]})
              + "\n" + json.dumps({"id": "b", "abstract": ABS2}) + "\n")
    report = ReadReport()
    assert [x.id for x in read([p], report=report)] == ["a", "b"]
    assert "read as JSON Lines" in str(report.warnings[0])


def test_json_wrong_shape_is_input_error(tmp_path: Path) -> None:
    p = write(tmp_path, "n.json", "42")
    with pytest.raises(InputError, match="n.json: expected a JSON array or object"):
        list(read([p]))


def test_csv_and_tsv(tmp_path: Path) -> None:
    c = write(tmp_path, "p.csv", 'id,title,abstract,authors,year\n'
                                 f'x1,"Title, with comma","{ABS1}","Ann Lee; Bo Chan",2022\n'
                                 f'x2,T2,"{ABS2}\nsecond line",Cy Dee,2021\n')
    t = write(tmp_path, "p.tsv", f"Abstract\tKeywords\n{ABS3}\tRL,games\n")
    papers = list(read([c, t]))
    assert [x.id for x in papers[:2]] == ["x1", "x2"]
    assert papers[0].title == "Title, with comma" and papers[0].authors == ("Ann Lee", "Bo Chan")
    assert papers[1].abstract == ABS2 + "\nsecond line" and papers[1].year == 2021
    assert papers[2].keywords == ("RL", "games") and papers[2].source == f"{t}:2"


def test_csv_bad_quoting_and_shifted_rows_are_skipped_alone(tmp_path: Path) -> None:
    p = write(tmp_path, "odd.csv",
              'id,title,abstract,venue\n'
              f'c1,One,"{ABS1}",ICML\n'
              'c3,"Unterminated,"We propose BadNet for speech recognition.",D\n'
              'c4,Extra,cols,here,too,many\n'
              f'c5,Five,"{ABS2}",ICML,\n')
    report = ReadReport()
    papers = list(read([p], report=report))
    assert [x.id for x in papers] == ["c1", "c5"]
    assert [s.source.rsplit(":", 1)[-1] for s in report.skipped] == ["3", "4"]
    assert "CSV parse error" in report.skipped[0].message
    assert "6 fields but 4 columns" in report.skipped[1].message
    assert any("empty extra fields ignored" in w.message for w in report.warnings)


def test_semicolon_csv(tmp_path: Path) -> None:
    p = write(tmp_path, "excel.csv", f'title;abstract;year\nT;"{ABS1}; with a semicolon";2020\n')
    [paper] = list(read([p]))
    assert paper.abstract == ABS1 + "; with a semicolon" and paper.year == 2020


def test_csv_without_abstract_column(tmp_path: Path) -> None:
    p = write(tmp_path, "noabs.csv", "id,title,summary_text\n1,T,x\n")
    with pytest.raises(InputError) as err:
        list(read([p]))
    assert str(err.value).startswith(f"{p}:1: no abstract column")
    assert "'id', 'title', 'summary_text'" in str(err.value)


def test_bibtex(tmp_path: Path) -> None:
    bib = (
        "@inproceedings{devlin2019,\n"
        "  title = {{BERT}: Pre-training of Deep Bidirectional Transformers},\n"
        "  author = {Devlin, Jacob and Chang, Ming-Wei},\n"
        f"  abstract = {{{ABS1}}},\n"
        "  booktitle = {NAACL}, year = {2019}, doi = {10.18653/V1/N19-1423}\n"
        "}\n\n"
        "@article{noabs2020,\n  title = {Nothing}, year = 2020\n}\n\n"
        "@misc{vit,\n  title = {ViT}, eprint = {arXiv:2010.11929},\n"
        f"  abstract = {{{ABS2}}}\n}}\n"
    )
    p = write(tmp_path, "refs.bib", bib)
    report = ReadReport()
    papers = list(read([p], report=report))
    assert [x.id for x in papers] == ["10.18653/v1/n19-1423", "2010.11929"]
    assert papers[0].title == "BERT: Pre-training of Deep Bidirectional Transformers"
    assert papers[0].authors == ("Jacob Devlin", "Ming-Wei Chang")
    assert (papers[0].venue, papers[0].year) == ("NAACL", 2019)
    assert [str(x) for x in report.skipped] == [
        f"{p}:8: BibTeX entry 'noabs2020' has no abstract; skipped"]


def test_format_forced_and_sniffed_from_stdin(tmp_path: Path, monkeypatch) -> None:
    p = write(tmp_path, "data.dat", json.dumps({"id": "a", "abstract": ABS1}) + "\n")
    assert [x.id for x in read([p], fmt="jsonl")] == ["a"]
    assert [x.id for x in read([p])] == ["a"]  # unknown extension: sniffed
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(
        f"ICML 2026 Papers\n\n{ABS1}\n".encode())))
    [paper] = list(read(["-"]))
    assert (paper.venue, paper.year, paper.source) == ("ICML", 2026, "<stdin>:3")
    with pytest.raises(InputError, match="unknown format"):
        read([p], fmt="xml")


def test_gzip_input(tmp_path: Path) -> None:
    p = tmp_path / "c.jsonl.gz"
    p.write_bytes(gzip.compress((json.dumps({"id": "g", "abstract": ABS1}) + "\n").encode()))
    assert [x.id for x in read([p])] == ["g"]


# --- errors of issue 8 --------------------------------------------------------------------

def test_missing_path(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"nope\.jsonl: no such file"):
        read([tmp_path / "nope.jsonl"])


def test_symbolic_link_loop_and_broken_link_are_named(tmp_path: Path) -> None:
    (tmp_path / "a.jsonl").symlink_to(tmp_path / "b.jsonl")
    (tmp_path / "b.jsonl").symlink_to(tmp_path / "a.jsonl")
    with pytest.raises(InputError, match=r"a\.jsonl: symbolic link loop"):
        list(read([tmp_path / "a.jsonl"]))
    (tmp_path / "c.jsonl").symlink_to(tmp_path / "gone.jsonl")
    with pytest.raises(InputError, match=r"c\.jsonl: broken symbolic link \(to .*gone\.jsonl\)"):
        list(read([tmp_path / "c.jsonl"]))


def test_directory(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="is a directory"):
        read([tmp_path])


def test_empty_file(tmp_path: Path) -> None:
    p = write(tmp_path, "empty.jsonl", b"")
    with pytest.raises(InputError, match=r"empty\.jsonl: empty file"):
        list(read([p]))


def test_binary_file(tmp_path: Path) -> None:
    p = write(tmp_path, "img.txt", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    with pytest.raises(InputError, match=r"img\.txt: a PNG image: PaperKG reads abstracts as text records"):
        list(read([p]))  # named by its signature since session 48
    p = write(tmp_path, "blob.txt", b"\x8aBLB\r\n\x1a\n\x00\x00\x00\rIHDR")
    with pytest.raises(InputError, match=r"blob\.txt: binary file \(NUL byte on line 3, byte offset 8"):
        list(read([p]))
    zeros = write(tmp_path, "zeros.jsonl", b'{"a": 1}\n' + b"\x00" * 100)
    with pytest.raises(InputError, match=r"zeros\.jsonl: binary file \(NUL byte on line 2, byte offset 9\)"):
        list(read([zeros]))


def test_a_damaged_line_among_good_ones_costs_only_that_record(tmp_path: Path) -> None:
    """A line holding NUL bytes and bytes that are not UTF-8 (a record cut by a crash
    mid-write, a line of junk) is skipped with a warning naming it; the rest is read."""
    good = [json.dumps({"id": f"p{i}", "abstract": ABS1}) for i in range(6)]
    junk = b'{"id": "cut", "abstract": "We pro\xe2\x80' + b"\x00" * 40
    data = ("\n".join(good[:3]) + "\n").encode() + junk + ("\n" + "\n".join(good[3:]) + "\n").encode()
    p = write(tmp_path, "mixed.jsonl", data)
    report = ReadReport()
    papers = list(read([p], report=report))
    assert [x.id for x in papers] == [f"p{i}" for i in range(6)]
    problems = [str(x) for x in [*report.warnings, *report.skipped]]
    assert any("mixed.jsonl:4" in x and "damaged line" in x for x in problems)


def test_mostly_damaged_lines_are_a_binary_file(tmp_path: Path) -> None:
    data = b"\n".join(b"\xff\xfe\x00junk\x81" + bytes([i]) for i in range(40, 50)) + b"\n{}\n"
    p = write(tmp_path, "blob.jsonl", b"x" + data)
    with pytest.raises(InputError, match=r"blob\.jsonl: binary file \(NUL byte on line 1, invalid UTF-8 at byte offset \d+; \d+ of \d+ lines damaged, so none is read"):
        list(read([p]))


def test_binary_streams_fail_at_once(tmp_path: Path) -> None:
    """A device or pipe is checked from its first chunk: /dev/zero does not fill memory."""
    for dev, offset in (("/dev/zero", 0), ("/dev/urandom", None)):
        if not Path(dev).exists():
            continue
        with pytest.raises(InputError, match=rf"{dev}: binary file \(NUL byte at offset "
                                             + (str(offset) if offset is not None else r"\d+")):
            list(read([dev], fmt="jsonl"))
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    text = json.dumps({"id": "a", "abstract": ABS1}) + "\n"
    writer = subprocess.Popen([sys.executable, "-c", f"open({str(fifo)!r}, 'w').write({text!r})"])
    try:
        papers = list(read([fifo]))
    finally:
        writer.wait(timeout=30)
    assert [p.id for p in papers] == ["a"]


def test_stray_nul_in_utf8_text_costs_no_record(tmp_path: Path) -> None:
    p = write(tmp_path, "nul.jsonl", (json.dumps({"id": "a", "abstract": ABS1}) + "\n"
                                      + '{"id": "b", "abstract": "x\x00y"}\n'
                                      + json.dumps({"id": "c", "abstract": ABS2}) + "\n").encode())
    report = ReadReport()
    assert [x.id for x in read([p], report=report)] == ["a", "b", "c"]
    assert report.skipped == [] and report.warnings[0].source == f"{p}:2"
    assert "raw control character U+0000" in report.warnings[0].message


def test_non_utf8_falls_back_with_warning(tmp_path: Path) -> None:
    p = write(tmp_path, "latin.txt", "ICML 2026 Papers\n\nCaf\u00e9 na\u00efve models.\n"
              .encode("cp1252"))
    report = ReadReport()
    [paper] = list(read([p], report=report))
    assert paper.abstract == "Caf\u00e9 na\u00efve models."
    assert str(report.warnings[0]) == (f"{p}:3: not valid UTF-8; this line was decoded as cp1252 "
                                       "(0xE9 as '\u00e9' at byte 4, 0xEF as '\u00ef' at byte 8)")


def test_one_bad_line_does_not_garble_the_valid_utf8_records(tmp_path: Path) -> None:
    good = json.dumps({"id": "m1", "abstract": "We propose Caf\u00e9Net, a na\u00efve model."},
                      ensure_ascii=False).encode()
    bad = b'{"id": "m2", "abstract": "We propose Other\xe9Net for parsing."}'
    p = write(tmp_path, "mixed.jsonl", good + b"\n" + bad + b"\n")
    report = ReadReport()
    papers = {x.id: x for x in read([p], report=report)}
    assert papers["m1"].abstract == "We propose Caf\u00e9Net, a na\u00efve model."
    assert papers["m2"].abstract == "We propose Other\u00e9Net for parsing."
    assert [str(w) for w in report.warnings] == [
        f"{p}:2: not valid UTF-8; this line was decoded as cp1252 (0xE9 as '\u00e9' at byte 43)"]


def test_unpaired_surrogate_is_replaced_with_a_warning(tmp_path: Path) -> None:
    p = write(tmp_path, "s.jsonl", b'{"id": "s1", "abstract": "We propose X\\ud800Net."}\n'
                                   b'{"id": "s2", "abstract": "We propose YNet on PTB."}\n')
    report = ReadReport()
    papers = {x.id: x for x in read([p], report=report)}
    assert papers["s1"].abstract == "We propose X\ufffdNet."
    assert papers["s2"].abstract == "We propose YNet on PTB."
    assert report.warnings[0].source == f"{p}:1" and "surrogate" in report.warnings[0].message


def test_utf8_bom_and_utf16(tmp_path: Path) -> None:
    a = write(tmp_path, "bom.jsonl", b"\xef\xbb\xbf" + json.dumps({"id": "b", "abstract": ABS1}).encode())
    b = write(tmp_path, "u16.jsonl", (json.dumps({"id": "u", "abstract": "\u00e9" + ABS2}) + "\n")
              .encode("utf-16"))
    assert [(x.id, x.abstract[:1]) for x in read([a, b])] == [("b", "W"), ("u", "\u00e9")]


def test_empty_abstract_skipped_with_reason(tmp_path: Path) -> None:
    p = write(tmp_path, "e.jsonl", json.dumps({"id": "e", "abstract": "   "}) + "\n"
              + json.dumps({"id": "f", "abstract": ABS1}) + "\n")
    report = ReadReport()
    assert [x.id for x in read([p], report=report)] == ["f"]
    assert [str(x) for x in report.skipped] == [f"{p}:1: empty abstract"]
    assert not report.ok


def test_long_abstract_is_cut_with_warning(tmp_path: Path) -> None:
    long = "word " * 30_000
    p = write(tmp_path, "long.jsonl", json.dumps({"id": "L", "abstract": long}) + "\n")
    report = ReadReport()
    [paper] = list(read([p], report=report))
    # cut at the space before the limit, so that no word is cut in half
    assert len(paper.abstract) == MAX_ABSTRACT_CHARS - 1 and paper.abstract.endswith(" word")
    assert "cut to the first 19,999 (the limit is 20,000)" in str(report.warnings[0])


def test_a_long_abstract_with_no_space_near_the_limit_is_cut_at_the_limit(tmp_path: Path) -> None:
    p = write(tmp_path, "long.jsonl", json.dumps({"id": "L", "abstract": "ab " + "x" * 30_000}) + "\n")
    [paper] = list(read([p], report=ReadReport()))
    assert len(paper.abstract) == MAX_ABSTRACT_CHARS


def test_a_sentence_after_a_long_punctuation_run_survives_the_length_limit(tmp_path: Path) -> None:
    text = "We study sparse attention. " + "$" * 30_000 + " Our model reaches 71.5% accuracy on Foo-QA."
    p = write(tmp_path, "run.jsonl", json.dumps({"id": "R", "abstract": text}) + "\n")
    report = ReadReport()
    [paper] = list(read([p], report=report))
    assert paper.abstract == "We study sparse attention. " + "$" * 20 + " Our model reaches 71.5% accuracy on Foo-QA."
    assert [str(w) for w in report.warnings] == [
        f"{p}:1: abstract of 30,071 characters holds 29,980 characters of punctuation runs or embedded data; "
        "dropped before the length limit"]


def test_embedded_base64_does_not_push_text_past_the_length_limit(tmp_path: Path) -> None:
    blob = "iVBORw0KGgo" + "Ab3dE9fGh1" * 2_500
    text = "We propose BarNet. " + blob + " BarNet improves recall by 4 points."
    p = write(tmp_path, "blob.jsonl", json.dumps({"id": "B", "abstract": text}) + "\n")
    [paper] = list(read([p], report=ReadReport()))
    assert paper.abstract == "We propose BarNet.  BarNet improves recall by 4 points."


def test_an_all_cp1252_file_gets_one_warning_for_the_file(tmp_path: Path) -> None:
    lines = [json.dumps({"id": f"c{i}", "abstract": f"Caf\u00e9 study {i}: we propose a na\u00efve model."},
                        ensure_ascii=False) for i in range(8)]
    p = write(tmp_path, "cp.jsonl", ("\n".join(lines[:3] + ['{"id": "a", "abstract": "ASCII only text here."}']
                                     + lines[3:]) + "\n").encode("cp1252"))
    report = ReadReport()
    papers = list(read([p], report=report))
    assert [x.abstract for x in papers][:2] == ["Caf\u00e9 study 0: we propose a na\u00efve model.",
                                               "Caf\u00e9 study 1: we propose a na\u00efve model."]
    assert len(papers) == 9
    assert [str(w) for w in report.warnings] == [
        f"{p}: not valid UTF-8: read as cp1252 (8 of its 9 lines are not UTF-8, the first line 1, byte offset 29; "
        "the others are ASCII); UTF-8 is the safer encoding to save it in"]


def test_cp1252_lines_beside_utf8_lines_are_named_one_by_one(tmp_path: Path) -> None:
    good = json.dumps({"id": "u", "abstract": "Caf\u00e9 study: a na\u00efve model."}, ensure_ascii=False).encode()
    bad = [json.dumps({"id": f"c{i}", "abstract": f"Caf\u00e9 study {i} of a model."},
                      ensure_ascii=False).encode("cp1252")
           for i in range(2)]
    p = write(tmp_path, "mix.jsonl", b"\n".join([good] + bad) + b"\n")
    report = ReadReport()
    assert len(list(read([p], report=report))) == 3
    assert [w.source for w in report.warnings] == [f"{p}:2", f"{p}:3"]


def test_ids_are_one_unicode_form_without_invisible_characters(tmp_path: Path) -> None:
    nfc, nfd = "caf\u00e9-7", "cafe\u0301-7"
    p = write(tmp_path, "u.jsonl", "\n".join(json.dumps(r) for r in [
        {"id": nfc, "abstract": ABS1}, {"id": nfd, "abstract": ABS1},
        {"id": "\u200bzw-1\u200b", "abstract": ABS2}, {"id": "\u200b", "abstract": ABS1 + " More."}]) + "\n")
    report = ReadReport()
    ids = [x.id for x in read([p], report=report)]
    assert ids[:3] == [nfc, nfc, "zw-1"] and ids[3].startswith("h-")  # (the build keeps one café-7)
    assert any("id holds no visible character" in str(w) for w in report.warnings)


def test_duplicate_id_with_different_text_keeps_both(tmp_path: Path) -> None:
    # (session 45, ids45: was "first wins", which lost a paper with exit 0; the later record is
    # now known by its abstract's hash, its id kept as its key)
    a = write(tmp_path, "a.jsonl", json.dumps({"id": "X", "abstract": ABS1}) + "\n")
    b = write(tmp_path, "b.jsonl", json.dumps({"id": "X", "abstract": ABS2}) + "\n"
              + json.dumps({"id": "X", "abstract": ABS1 + "  "}) + "\n")
    report = ReadReport()
    papers = list(dedupe(read([a, b], report=report), report))
    assert [x.abstract for x in papers] == [ABS1, ABS2]
    assert papers[1].id.startswith("h-") and papers[1].key == "X"
    assert report.duplicates == 1
    [warning] = report.warnings
    assert warning.source == f"{b}:1"
    assert f"id 'X' is that of {a}:1, whose abstract is another" in warning.message


def test_problem_str() -> None:
    assert str(Problem("f.jsonl:3", "invalid JSON: x")) == "f.jsonl:3: invalid JSON: x"


def test_fixture_files_read() -> None:
    report = ReadReport()
    papers = list(read(sorted(FIXTURES.glob("*")), report=report))
    assert len(papers) >= 6
    assert all(p.abstract.strip() for p in papers)
    assert any("invalid JSON" in s.message for s in report.skipped)


def test_works_under_lc_all_c(tmp_path: Path) -> None:
    p = write(tmp_path, "u.jsonl", json.dumps({"id": "u", "abstract": "\u21132 \u2248 r\u00e9sum\u00e9"},
                                              ensure_ascii=False) + "\n")
    env = dict(os.environ, LC_ALL="C", LANG="C", PYTHONIOENCODING="utf-8", PYTHONUTF8="0")
    code = ("import sys; from kg.read import read; "
            "sys.stdout.buffer.write(next(iter(read([sys.argv[1]]))).abstract.encode('utf-8'))")
    out = subprocess.run([sys.executable, "-c", code, str(p)], env=env, capture_output=True,
                         check=True).stdout.decode("utf-8")
    assert out == "\u21132 \u2248 r\u00e9sum\u00e9"


def test_a_record_without_id_joins_the_record_with_an_id_and_the_same_abstract(tmp_path: Path) -> None:
    venue = write(tmp_path, "venue.txt", f"ICML 2026 Papers\n\n{ABS1}\n\n{ABS2}\n".encode())
    ided = write(tmp_path, "or.jsonl", (json.dumps({"id": "OR1", "title": "T", "abstract": ABS1}) + "\n").encode())
    report = ReadReport()
    papers = list(dedupe(read([venue, ided], report=report), report=report))
    assert [p.id for p in papers][1:] == ["OR1"] and papers[0].id.startswith("h-")
    assert papers[0].abstract == ABS2 and papers[1].title == "T"
    assert report.duplicates == 1
    assert report.warnings[-1].source == f"{venue}:3" and "'OR1'" in report.warnings[-1].message


def test_truncated_gzip_keeps_its_complete_lines(tmp_path: Path) -> None:
    lines = "".join(json.dumps({"id": f"g{i}", "abstract": ABS1 + f" Variant {i}."}) + "\n" for i in range(200))
    whole = gzip.compress(lines.encode())
    p = tmp_path / "t.jsonl.gz"
    p.write_bytes(whole[: len(whole) // 2])
    report = ReadReport()
    papers = list(read([p], report=report))
    assert 0 < len(papers) < 200
    assert [x.id for x in papers] == [f"g{i}" for i in range(len(papers))]
    assert any("truncated" in w.message and "lost" in w.message for w in report.skipped)
    assert not report.ok
    q = tmp_path / "fake.gz"
    q.write_bytes(b"not gzip at all\n")
    with pytest.raises(InputError, match="not a readable gzip file"):
        list(read([q], report=ReadReport()))


def test_bibtex_string_concatenation_and_duplicate_keys(tmp_path: Path) -> None:
    bib = write(tmp_path, "c.bib", b"""@string{foo = "graph neural networks"}
@inproceedings{a1,
  title = {Alpha},
  abstract = "We introduce AlphaNet for " # foo # " on " # {QM9} # ".",
  year = 2024
}
@inproceedings{a1,
  title = {Dup},
  abstract = {We propose DupNet.},
}
""")
    report = ReadReport()
    # (session 45: an entry repeating a key is read too, with a warning when its abstract differs)
    first, second = list(read([bib], report=report))
    assert first.abstract == "We introduce AlphaNet for graph neural networks on QM9."
    assert (second.abstract, second.key) == ("We propose DupNet.", "a1")
    assert not report.skipped
    assert str(report.warnings[-1]) == (f"{bib}:7: BibTeX entry 'a1' repeats the key of the entry at {bib}:2 "
                                        "with another abstract; both are read as papers (a key names no paper "
                                        "here), each with that key")


def test_one_line_json_array_names_the_element(tmp_path: Path) -> None:
    p = write(tmp_path, "a.json", json.dumps([{"id": "j1", "abstract": ABS1}, {"id": "j2"}]).encode())
    report = ReadReport()
    assert [x.id for x in read([p], report=report)] == ["j1"]
    assert str(report.skipped[0]) == f"{p}:1 (element 2): no abstract"


def test_json_read_as_csv_gets_a_short_header_and_a_hint(tmp_path: Path) -> None:
    p = write(tmp_path, "x.jsonl", (json.dumps({"id": "j1", "abstract": ABS1 + " " + "long " * 20}) + "\n").encode())
    with pytest.raises(InputError) as err:
        list(read([p], fmt="csv", report=ReadReport()))
    msg = str(err.value)
    # (since session 47 said first, instead of "no abstract column (header split at each comma: ..."
    assert msg.endswith("the first line is JSON, not a CSV header row: the file looks like JSON Lines (a JSON object "
                        "on each line); leave out --format to read it as jsonl")
    assert len(msg) < 400


def test_the_same_file_given_twice_is_read_once(tmp_path):
    f = tmp_path / "a.jsonl"
    f.write_text(json.dumps({"id": "p1", "abstract": "We study graphs."}) + "\n", encoding="utf-8")
    link = tmp_path / "b.jsonl"
    link.symlink_to(f)
    report = ReadReport()
    papers = list(read([f, str(f), link], report=report))
    assert [p.id for p in papers] == ["p1"]
    assert report.files == 1 and report.read == 1 and report.duplicates == 0
    assert [(w.source, w.message) for w in report.warnings] == [
        (str(f), f"the same file as {f}, given twice: read once"),
        (str(link), f"the same file as {f}, given twice: read once"),
    ]


def test_an_id_that_is_not_a_scalar_is_ignored_with_a_warning(tmp_path):
    f = tmp_path / "ids.jsonl"
    rows = [{"id": ["x1"], "abstract": "We study graphs."},
            {"id": ["a", "b"], "doi": "10.1000/xyz", "abstract": "We study trees."},
            {"id": {"k": 1}, "abstract": "We study forests."},
            {"id": 42, "abstract": "We study paths."}]
    f.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    report = ReadReport()
    papers = list(read([f], report=report))
    assert [p.id for p in papers][:2] == ["x1", "10.1000/xyz"]
    assert papers[2].id.startswith("h-") and papers[3].id == "42"
    assert [(w.source, w.message) for w in report.warnings] == [
        # a one-element list is read as its value, never silently (session 20)
        (f"{f}:1", 'id is a list of one value (["x1"]), not a string or number; read as its value'),
        (f"{f}:2", "id is not a string or number (list); ignored"),
        (f"{f}:3", "id is not a string or number (dict); ignored"),
    ]


def test_an_unclosed_quote_in_a_csv_row_loses_only_that_row(tmp_path):
    rows = ["id,title,abstract"]
    for i in range(1, 8):
        title = '"Broken title' if i == 3 else f"T{i}"
        rows.append(f"p{i},{title},We propose Net{i} for graph coloring.")
    f = tmp_path / "c.csv"
    f.write_text("\n".join(rows) + "\n", encoding="utf-8")
    report = ReadReport()
    papers = list(read([f], report=report))
    assert [p.id for p in papers] == ["p1", "p2", "p4", "p5", "p6", "p7"]
    assert [p.source for p in papers][2:4] == [f"{f}:5", f"{f}:6"]
    assert [str(x) for x in report.skipped] == [f"{f}:4: CSV parse error (unexpected end of data): a '\"' opens a "
                                                f"quoted field that is never closed; row skipped"]
    assert report.read == 7


def test_bibtex_author_names_are_decoded_from_latex(tmp_path: Path) -> None:
    bib = ("@article{m2020,\n  title = {M{\\\"u}ller's Net},\n"
           "  author = {M{\\\"u}ller, J{\\'e}r{\\^o}me and {\\v{S}}koda, Ana},\n"
           f"  abstract = {{{ABS1}}}, year = 2020\n}}\n")
    p = write(tmp_path, "refs.bib", bib)
    (paper,) = read([p])
    assert paper.title == "Müller's Net"
    assert paper.authors == ("Jérôme Müller", "Ana Škoda")


def test_a_field_that_holds_no_text_warns_and_the_paper_is_kept(tmp_path: Path) -> None:
    rows = [{"id": "o1", "title": {"en": "Graph nets"}, "abstract": ABS1},
            {"id": "o2", "title": {"value": "Sparse Codes"}, "url": [{"href": "x"}], "abstract": ABS2}]
    p = write(tmp_path, "o.jsonl", "".join(json.dumps(r) + "\n" for r in rows).encode())
    report = ReadReport()
    papers = {x.id: x for x in read([p], report=report)}
    assert papers["o1"].title is None and papers["o1"].abstract == ABS1
    assert papers["o2"].title == "Sparse Codes" and papers["o2"].url is None
    assert [str(w) for w in report.warnings] == [
        f"{p}:1: title is not text (dict); left empty",
        f"{p}:2: url is not text (list); left empty",
    ]


def test_a_raw_control_character_in_a_json_string_costs_no_record(tmp_path: Path) -> None:
    p = write(tmp_path, "c.jsonl", b'{"id": "c1", "abstract": "We propose Foo\x00Net for parsing."}\n'
                                   b'{"id": "c2", "abstract": "We study graphs\x1f."}\n'
                                   b'{"id": "c3", "abstract": "We study trees." \n')
    q = write(tmp_path, "c.json", b'[{"id": "a1", "abstract": "We propose Bar\x00Net."},\n'
                                  b' {"id": "a2", "abstract": "We study graphs."}]\n')
    report = ReadReport()
    papers = {x.id: x for x in read([p, q], report=report)}
    assert sorted(papers) == ["a1", "a2", "c1", "c2"]
    assert papers["c1"].abstract == "We propose Foo Net for parsing."
    nul = "abstract holds control characters that XML cannot hold (U+0000); replaced by spaces"
    assert [str(w) for w in report.warnings] == [
        f"{p}:1: raw control character U+0000 inside a JSON string (column 41); read leniently",
        f"{p}:1: {nul}",
        f"{p}:2: raw control character U+001F inside a JSON string (column 42); read leniently",
        f"{p}:2: abstract holds control characters that XML cannot hold (U+001F); replaced by spaces",
        f"{q}:1: raw control character U+0000 inside a JSON string (column 42); read leniently",
        f"{q}:1: {nul}",
    ]
    assert [str(s) for s in report.skipped][0].startswith(f"{p}:3: invalid JSON")


def test_a_venue_that_names_its_year_does_not_get_it_twice(tmp_path: Path) -> None:
    recs = [{"id": "a", "abstract": ABS1, "venue": "ICML 2026", "year": 2026},
            {"id": "b", "abstract": ABS2, "venue": "NeurIPS", "year": 2023},
            {"id": "c", "abstract": ABS3, "venue": "Workshop 12026", "year": 2026}]
    p = write(tmp_path, "v.jsonl", "".join(json.dumps(r) + "\n" for r in recs).encode())
    labels = {x.id: x.venue_label for x in read([p])}
    assert labels == {"a": "ICML 2026", "b": "NeurIPS 2023", "c": "Workshop 12026 2026"}


def test_characters_xml_cannot_hold_become_spaces(tmp_path: Path) -> None:
    # escaped in valid JSON, so no lenient read: the abstract and its sentences become RDF
    # literals, and SPARQL XML results or GraphML holding U+0000 are not well-formed XML
    recs = [{"id": "a", "abstract": "We propose Foo\u0000Net\u0007 for parsing.\ufffe"},
            {"id": "b", "abstract": "\u0001\u0002"},
            {"id": "c", "abstract": "Tabs\tand\nlines stay."}]
    p = write(tmp_path, "x.jsonl", "".join(json.dumps(r) + "\n" for r in recs).encode())
    report = ReadReport()
    papers = {x.id: x for x in read([p], report=report)}
    assert papers["a"].abstract == "We propose Foo Net  for parsing."
    assert papers["c"].abstract == "Tabs\tand\nlines stay."
    assert "b" not in papers and [str(s) for s in report.skipped] == [f"{p}:2: empty abstract"]
    assert [str(w) for w in report.warnings] == [
        f"{p}:1: abstract holds control characters that XML cannot hold (U+0000, U+0007, U+FFFE); "
        "replaced by spaces",
        f"{p}:2: abstract holds control characters that XML cannot hold (U+0001, U+0002); "
        "replaced by spaces"]


def test_a_latex_macro_whose_backslash_json_ate_is_restored_not_blanked(tmp_path: Path) -> None:
    # "$\beta$" written with one backslash inside a JSON string decodes to U+0008 + "eta"
    p = write(tmp_path, "b.jsonl", b'{"id": "a", "abstract": "We tune $\\beta$ of \\textbf{BetaNet}."}\n'
                                   b'{"id": "b", "abstract": "We tune $\\beta$ well."}\n')
    report = ReadReport()
    papers = {x.id: x for x in read([p], report=report)}
    assert papers["a"].abstract == "We tune $\\beta$ of \\textbf{BetaNet}."
    assert papers["b"].abstract == "We tune $\\beta$ well."
    assert report.warnings == []


def test_a_byte_order_mark_inside_a_concatenated_file_costs_no_record(tmp_path: Path) -> None:
    a = json.dumps({"id": "a", "abstract": ABS1}).encode() + b"\n"
    b = b"\xef\xbb\xbf" + json.dumps({"id": "b", "abstract": ABS2}).encode() + b"\n"
    p = write(tmp_path, "cat.jsonl", a + b)  # cat a.jsonl b.jsonl, b saved with a BOM
    report = ReadReport()
    assert [x.id for x in read([p], report=report)] == ["a", "b"]
    assert report.skipped == [] and report.warnings == []


def test_a_json_array_in_a_jsonl_file_says_how_to_read_it(tmp_path: Path) -> None:
    p = write(tmp_path, "arr.jsonl", json.dumps([{"id": "a", "abstract": ABS1}]) + "\n" + json.dumps([1, 2]) + "\n")
    report = ReadReport()
    assert list(read([p], report=report)) == []
    first, second = (str(s) for s in report.skipped)
    assert first == f"{p}:1: expected a JSON object, got array (a JSON array of records is read with --format json)"
    assert second == f"{p}:2: expected a JSON object, got array"  # not an array of records: no hint


def test_json_arrays_one_after_the_other_are_all_read(tmp_path: Path) -> None:
    text = json.dumps([{"id": "a", "abstract": ABS1}]) + "\n" + json.dumps([{"id": "b", "abstract": ABS2}]) + "\n"
    p = write(tmp_path, "two.json", text)
    report = ReadReport()
    assert [x.id for x in read([p], fmt="json", report=report)] == ["a", "b"]
    assert [str(w) for w in report.warnings] == [
        f"{p}:2: a second JSON array starts here: the arrays are read one after the other"]
    assert not report.skipped


def test_text_after_a_json_array_is_reported_not_dropped_silently(tmp_path: Path) -> None:
    p = write(tmp_path, "tail.json", json.dumps([{"id": "a", "abstract": ABS1}]) + "\nnot json at all\n")
    report = ReadReport()
    assert [x.id for x in read([p], report=report)] == ["a"]
    assert [str(s) for s in report.skipped] == [f"{p}:2: text after the end of the JSON array is not read"]


def test_json_lines_in_a_txt_file_are_read_as_json_lines(tmp_path: Path) -> None:
    """A .txt name means a venue dump, but a file whose first line is a JSON object is JSON
    Lines: read as such, with a warning saying so (before: one paper whose abstract was the
    JSON text)."""
    recs = [{"id": "t0", "abstract": ABS1}, {"id": "t1", "abstract": ABS1.replace("We", "Here we")}]
    p = write(tmp_path, "papers.txt", ("\n".join(json.dumps(r) for r in recs) + "\n").encode())
    report = ReadReport()
    papers = list(read([p], report=report))
    assert [x.id for x in papers] == ["t0", "t1"]
    assert papers[0].abstract == ABS1
    assert any("papers.txt" in str(w) and "read as JSON Lines" in str(w) for w in report.warnings)
    # --format venue still forces the venue reader
    forced = list(read([p], fmt="venue", report=ReadReport()))
    assert len(forced) == 1 and forced[0].abstract.startswith('{"id": "t0"')


def test_a_venue_dump_opening_with_a_latex_group_stays_a_venue_dump(tmp_path: Path) -> None:
    text = "{\\em Fast} training of sparse networks is hard. " + ABS1 + "\n\n" + ABS1 + " Again.\n"
    p = write(tmp_path, "dump.txt", text.encode())
    report = ReadReport()
    papers = list(read([p], report=report))
    assert len(papers) == 2
    assert not any("JSON" in str(w) for w in report.warnings)


@pytest.mark.parametrize("given", ["2401.00001v1", "2401.00001v2", "arXiv:2401.00001",
                                   "https://arxiv.org/abs/2401.00001v3", "https://arxiv.org/pdf/2401.00001v1.pdf"])
def test_versions_of_one_arxiv_preprint_are_one_paper(tmp_path: Path, given: str) -> None:
    p = write(tmp_path, "a.jsonl", (json.dumps({"id": given, "abstract": ABS1}) + "\n").encode())
    assert [x.id for x in read([p], report=ReadReport())] == ["2401.00001"]
    q = write(tmp_path, "b.jsonl", (json.dumps({"arxiv_id": given, "abstract": ABS1}) + "\n").encode())
    assert [x.id for x in read([q], report=ReadReport())] == ["2401.00001"]


def test_old_style_arxiv_ids_lose_only_their_version_and_other_ids_are_kept(tmp_path: Path) -> None:
    recs = [{"id": "hep-th/9901001v2", "abstract": ABS1},
            {"id": "cs.LG/0101001", "abstract": ABS1 + " More."},
            {"id": "ICLR-2024-v2", "abstract": ABS1 + " Other."},
            {"id": "10.1000/xyz123", "abstract": ABS1 + " Third."}]
    p = write(tmp_path, "c.jsonl", ("\n".join(json.dumps(r) for r in recs) + "\n").encode())
    assert [x.id for x in read([p], report=ReadReport())] == [
        "hep-th/9901001", "cs.LG/0101001", "ICLR-2024-v2", "10.1000/xyz123"]


def test_one_abstract_under_two_ids_is_kept_twice_with_a_warning() -> None:
    from kg.read import dedupe
    from kg.records import Paper

    a = Paper(id="A1", abstract=ABS1, source="x.jsonl:1")
    b = Paper(id="B2", abstract=" " + ABS1, source="x.jsonl:2")
    c = Paper(id="C3", abstract=ABS1 + " Different.", source="x.jsonl:3")
    report = ReadReport()
    assert [p.id for p in dedupe([a, b, c], report)] == ["A1", "B2", "C3"]
    said = [str(w) for w in report.warnings]
    assert len(said) == 1 and "x.jsonl:2" in said[0] and "'A1'" in said[0] and "both kept" in said[0]


@pytest.mark.parametrize("abstract, words", [("short", 1), ("Abstract", 1), ("12.5 13.1 14.0 88 91", 0),
                                             ("Sparse Nets", 2)])
def test_an_abstract_of_a_few_words_is_read_with_a_warning(tmp_path: Path, abstract: str, words: int) -> None:
    p = write(tmp_path, "w.jsonl", (json.dumps({"id": "w1", "abstract": abstract}) + "\n").encode())
    report = ReadReport()
    assert [x.id for x in read([p], report=report)] == ["w1"]
    said = [str(w) for w in report.warnings]
    assert len(said) == 1 and "w.jsonl:1" in said[0]
    # (an abstract of no words says so, since session 61: "abstract of 0 words" before)
    assert (f"abstract of {words} word" if words else "abstract with no words of text") in said[0]


def test_a_real_abstract_gets_no_length_warning(tmp_path: Path) -> None:
    p = write(tmp_path, "ok.jsonl", (json.dumps({"id": "ok", "abstract": ABS1}) + "\n").encode())
    report = ReadReport()
    list(read([p], report=report))
    assert not any("probably not an abstract" in str(w) for w in report.warnings)


@pytest.mark.parametrize("raw", ["NaN", "Infinity", "-Infinity"])
def test_a_nan_or_infinite_id_is_no_id(tmp_path: Path, raw: str) -> None:
    p = write(tmp_path, "n.jsonl", ('{"id": %s, "abstract": %s}\n' % (raw, json.dumps(ABS1))).encode())
    report = ReadReport()
    papers = list(read([p], report=report))
    assert len(papers) == 1 and papers[0].id.startswith("h-")  # the abstract's hash, not "nan"
    assert any("n.jsonl:1" in str(w) and "id is" in str(w) for w in report.warnings)


@pytest.mark.parametrize("given, expected", [
    ("https://doi.org/10.1000/ABC", "10.1000/abc"),
    ("doi:10.1000/ABC", "10.1000/abc"),
    ("10.1000/ABC", "10.1000/abc"),
    ("10.48550/arXiv.2401.00001", "2401.00001"),
    ("https://doi.org/10.48550/arXiv.2401.00001v2", "2401.00001"),
    ("arxiv.org/abs/2401.00001", "2401.00001"),
])
def test_dois_and_arxiv_dois_in_the_id_field_meet_the_same_paper(tmp_path: Path, given: str, expected: str) -> None:
    p = write(tmp_path, "i.jsonl", (json.dumps({"id": given, "abstract": ABS1}) + "\n").encode())
    assert [x.id for x in read([p], report=ReadReport())] == [expected]
    q = write(tmp_path, "j.jsonl", (json.dumps({"doi": given, "abstract": ABS1}) + "\n").encode())
    assert [x.id for x in read([q], report=ReadReport())] == [expected]


def test_a_semantic_scholar_copy_and_an_arxiv_copy_are_one_paper(tmp_path: Path) -> None:
    s2 = {"paperId": "f00d", "externalIds": {"ArXiv": "2401.00001"}, "abstract": ABS1}
    ax = {"id": "arXiv:2401.00001v2", "abstract": ABS1}
    bare = {"paperId": "beef", "abstract": ABS2}  # no external id: S2's own id names it
    p = write(tmp_path, "s2.jsonl", "\n".join(json.dumps(x) for x in (s2, ax, bare)))
    report = ReadReport()
    papers = list(dedupe(read([p], report=report), report))
    assert [x.id for x in papers] == ["2401.00001", "beef"]


@pytest.mark.parametrize("venue, name", [("ICLR 2024 poster", "ICLR 2024"), ("NeurIPS 2023 Oral", "NeurIPS 2023"),
                                         ("ICLR 2023 notable top 5%", "ICLR 2023"), ("ICML 2024 (Spotlight)", "ICML 2024"),
                                         # (a name of kg/data/venues.json becomes its acronym)
                                         ("Transactions on Machine Learning Research", "TMLR"),
                                         ("Journal of Data-centric Machine Learning Research",
                                          "Journal of Data-centric Machine Learning Research"),
                                         ("Poster", "Poster")])
def test_how_a_paper_was_presented_is_not_part_of_its_venue(tmp_path: Path, venue: str, name: str) -> None:
    p = write(tmp_path, "v.jsonl", (json.dumps({"id": "v1", "abstract": ABS1, "venue": venue}) + "\n").encode())
    assert [x.venue for x in read([p], report=ReadReport())] == [name]


def test_numbers_in_an_author_list_are_no_authors(tmp_path: Path) -> None:
    rec = {"id": "au", "abstract": ABS1, "authors": [None, 3, "Ann Lee", {"name": "Bo Chan"}], "keywords": ["rl", 7]}
    p = write(tmp_path, "au.jsonl", (json.dumps(rec) + "\n").encode())
    paper = list(read([p], report=ReadReport()))[0]
    assert paper.authors == ("Ann Lee", "Bo Chan")


def test_an_abstract_as_a_value_object_and_a_title_of_markup_only(tmp_path: Path) -> None:
    """{"abstract": {"value": ...}} outside "content" is read (it was skipped); a title that
    cleans to nothing gives no dcterms:title and does not label the paper."""
    from rdflib import DCTERMS, RDFS

    from kg.pipeline import build

    recs = [{"id": "f1", "abstract": {"value": ABS1}},
            {"id": "f2", "title": "\\textbf{}", "abstract": ABS2}]
    p = write(tmp_path, "flat.jsonl", ("\n".join(json.dumps(r) for r in recs) + "\n").encode())
    g, summary = build([p], out_dir=None, html=False)
    assert summary.read == 2
    titles = {str(o) for o in g.objects(None, DCTERMS.title)}
    labels = {str(o) for s, o in g.subject_objects(RDFS.label) if "/paper/" in str(s)}
    assert "\\textbf{}" not in titles and not any("textbf" in x for x in labels)
    assert len(labels) == 2 and all(labels)
