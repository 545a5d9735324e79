"""Session 22, fresh-user trial and break-it round: defects found with messy inputs.

1. BibTeX field names in capitals (BibDesk, Papers and older JabRef write ``Author = {...}``):
   the author list is split on ``and`` and each "Last, First" written "First Last", as for
   ``author``; before, the list stayed one string and was cut at every comma.
2. An ``@comment{...}`` block is skipped whole, as biber reads it: an entry wrapped in it to
   disable it is not read, and the comment is not reported as a broken block (exit 0).
3. One author written "Last, First" (a single-author row of Zotero's CSV export, "Osei, Kofi")
   is one person, "Kofi Osei", not two; "First Last, First Last" stays two people.
4. A ``.txt`` file holding a table whose header names an abstract column (Excel's "Unicode
   Text (*.txt)" export: UTF-16, tab-separated) or BibTeX entries is read as such, with a
   warning, as a ``.txt`` of JSON records already was; before, the header row was taken for a
   venue's name and every row glued into one "abstract".
5. ``--debug`` (or ``KG_DEBUG=1``) shows the traceback and keeps the exit status: 2 for an
   input error, 3 for an internal one; before, the traceback escaped and Python exited 1,
   which means "some records skipped".
6. A CSV file opening with Excel's separator line (``sep=;``) is read with that delimiter and
   its next line as the header; before, it was refused ("no abstract column (columns:
   'sep=;')"). Line numbers in messages stay the file's. Standard input and a ``.txt`` file
   holding such a table are recognised as CSV too.
7. A BibTeX field written twice in two spellings (``Abstract`` and ``abstract``) keeps its
   last value with a warning naming file, line and field, as a field written twice alike does
   (README: "a field twice in a BibTeX entry ... keeps its last value, with a warning");
   before, the first was dropped silently.
8. JSON Lines as hand-made files have them: a comma after a line's object (``{...},``, lines
   copied out of an array) costs no record (one warning per file); a ``.jsonl`` file holding
   one JSON array written over several lines is read as that array, with a warning; before,
   every line was "invalid JSON: Extra data" and nothing was built.
"""
from __future__ import annotations

from pathlib import Path

from kg.read import ReadReport, read

ABS_A = ("We propose KiteNet, a sparse network for speech enhancement. "
         "On VoiceBank, KiteNet raises PESQ by 0.3 over a U-Net baseline.")
ABS_B = ("We introduce PebbleGAN, a generative model for texture synthesis. "
         "PebbleGAN lowers FID by 12% on a texture benchmark of our own.")


def _read_text(tmp_path: Path, name: str, text: str) -> tuple[list, ReadReport]:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    report = ReadReport()
    return list(read([p], report=report)), report


def test_capitalised_author_field_is_split_into_people(tmp_path):
    bib = ("@inproceedings{kite2024,\n"
           "\tAbstract = {" + ABS_A + "},\n"
           "\tAuthor = {Quill, Ada and van der Wey, Bram and Osei, Kofi},\n"
           "\tTitle = {KiteNet: Sparse Speech Enhancement},\n"
           "\tYear = {2024}}\n")
    papers, report = _read_text(tmp_path, "desk.bib", bib)
    assert len(papers) == 1
    assert papers[0].authors == ("Ada Quill", "Bram van der Wey", "Kofi Osei")
    assert papers[0].title == "KiteNet: Sparse Speech Enhancement"
    assert papers[0].year == 2024
    assert report.skipped == []


def test_capitalised_author_with_latex_accents(tmp_path):
    bib = ("@article{mix,\n"
           "Abstract = {" + ABS_B + "},\n"
           "Author = {{\\'{E}}lan, Ren{\\'{e}}e and {\\O}dum, Lars},\n"
           "Journal = {Journal of Texture Studies},\n"
           "Year = {2021}\n}\n")
    papers, _ = _read_text(tmp_path, "mix.bib", bib)
    assert papers[0].authors == ("Renée Élan", "Lars Ødum")


def test_lower_case_author_field_unchanged(tmp_path):
    bib = ("@article{low, author = {Quill, Ada and Osei, Kofi}, title = {T},\n"
           "abstract = {" + ABS_A + "}, year = {2020}}\n")
    papers, _ = _read_text(tmp_path, "low.bib", bib)
    assert papers[0].authors == ("Ada Quill", "Kofi Osei")


def test_comment_block_hides_the_entry_inside(tmp_path):
    bib = ("@Comment{jabref-meta: databaseType:bibtex;}\n"
           "\n"
           "@article{kept, title = {Kept}, abstract = {" + ABS_A + "}, year = {2022}}\n"
           "\n"
           "@comment{ switched off for now:\n"
           "@article{off, title = {Switched off},\n"
           "  abstract = {" + ABS_B + "}}\n"
           "}\n"
           "\n"
           "@article{last, title = {Last}, abstract = {" + ABS_B + " It also runs fast.}, year = {2023}}\n")
    papers, report = _read_text(tmp_path, "refs.bib", bib)
    assert [p.title for p in papers] == ["Kept", "Last"]
    assert report.skipped == []
    # line numbers after the blanked block still point at the entry
    assert papers[1].source.endswith("refs.bib:10")


def test_unclosed_comment_block_is_left_alone(tmp_path):
    bib = ("@article{a, title = {A}, abstract = {" + ABS_A + "}}\n"
           "@comment{ never closed\n"
           "@article{b, title = {B}, abstract = {" + ABS_B + "}}\n")
    papers, _ = _read_text(tmp_path, "open.bib", bib)
    # the unclosed comment must not swallow the rest of the file
    assert [p.title for p in papers] == ["A", "B"]


def test_single_last_first_author_in_csv_is_one_person(tmp_path):
    csv_text = ("\ufeffTitle;Abstract Note;Author;Publication Year\r\n"
                f'"Kite";"{ABS_A}";"Osei, Kofi";2024\r\n'
                f'"Pebble";"{ABS_B}";"Quill, A. M.";2023\r\n'
                f'"Both";"{ABS_A} A second sentence.";"Ada Quill, Kofi Osei";2022\r\n'
                f'"Zotero";"{ABS_B} Another sentence.";"Quill, Ada; van der Wey, Bram";2021\r\n')
    papers, report = _read_text(tmp_path, "zotero.csv", csv_text)
    assert [p.authors for p in papers] == [
        ("Kofi Osei",), ("A. M. Quill",), ("Ada Quill", "Kofi Osei"), ("Ada Quill", "Bram van der Wey")]
    assert report.skipped == []


def test_single_last_first_author_with_particle_in_json(tmp_path):
    import json
    p = tmp_path / "a.jsonl"
    p.write_text(json.dumps({"id": "k1", "abstract": ABS_A, "authors": "van der Wey, Bram"}) + "\n"
                 + json.dumps({"id": "k2", "abstract": ABS_B, "authors": "B. van der Wey, A. Quill"}) + "\n",
                 encoding="utf-8")
    papers = list(read([p], report=ReadReport()))
    assert [x.authors for x in papers] == [("Bram van der Wey",), ("B. van der Wey", "A. Quill")]


def test_excel_unicode_text_export_is_read_as_tsv(tmp_path):
    rows = [["Title", "Abstract", "Authors"], ["Kite", ABS_A, "Ada Quill"], ["Pebble", ABS_B, "Kofi Osei"]]
    p = tmp_path / "sheet.txt"
    p.write_bytes("\r\n".join("\t".join(r) for r in rows).encode("utf-16"))
    report = ReadReport()
    papers = list(read([p], report=report))
    assert [(x.title, x.abstract, x.authors) for x in papers] == [
        ("Kite", ABS_A, ("Ada Quill",)), ("Pebble", ABS_B, ("Kofi Osei",))]
    assert any("holds TSV: read as TSV" in w.message for w in report.warnings)
    assert report.skipped == []


def test_bibtex_in_a_txt_file_is_read_as_bibtex(tmp_path):
    text = "@article{kite, title = {Kite}, abstract = {" + ABS_A + "}}\n"
    papers, report = _read_text(tmp_path, "refs.txt", text)
    assert [x.title for x in papers] == ["Kite"]
    assert any("holds BibTeX" in w.message for w in report.warnings)


def test_a_venue_dump_stays_a_venue_dump(tmp_path):
    text = "ICML 2031 Papers\n\n" + ABS_A + "\n\n" + ABS_B + "\n"
    papers, report = _read_text(tmp_path, "icml.txt", text)
    assert [x.abstract for x in papers] == [ABS_A, ABS_B]
    assert (papers[0].venue, papers[0].year) == ("ICML", 2031) and report.warnings == []


def test_debug_keeps_the_exit_status_of_an_input_error(tmp_path):
    import subprocess
    import sys
    r = subprocess.run([sys.executable, "-m", "kg.cli", "--debug", "build", str(tmp_path / "gone.jsonl"),
                        "--out", str(tmp_path / "o")], capture_output=True, text=True)
    assert r.returncode == 2
    assert "Traceback" in r.stderr and "gone.jsonl: no such file" in r.stderr.splitlines()[-1]


def test_debug_keeps_the_exit_status_of_an_internal_error(monkeypatch, capsys):
    from kg import cli

    def broken(_args):
        raise RuntimeError("a deliberate bug")

    monkeypatch.setitem(cli._COMMANDS, "queries", broken)
    assert cli.main(["queries"]) == 3
    assert "internal error: RuntimeError: a deliberate bug" in capsys.readouterr().err
    monkeypatch.setenv("KG_DEBUG", "1")
    assert cli.main(["queries"]) == 3
    err = capsys.readouterr().err
    assert "Traceback" in err and err.strip().endswith("RuntimeError: a deliberate bug")


def test_excel_separator_line_names_the_delimiter(tmp_path):
    text = ("sep=;\r\n"
            "Title;Abstract;Year\r\n"
            f"Kite;{ABS_A};2024\r\n"
            f'Broken;"{ABS_B}" trailing;2023\r\n'
            f"Pebble;{ABS_B};2023\r\n")
    papers, report = _read_text(tmp_path, "excel.csv", text)
    assert [(x.title, x.year, x.source.rsplit(":", 1)[1]) for x in papers] == [("Kite", 2024, "3"), ("Pebble", 2023, "5")]
    assert [x.source.rsplit(":", 1)[1] for x in report.skipped] == ["4"]


def test_quoted_separator_line_with_comma(tmp_path):
    text = '"sep=,"\nabstract,title\n"' + ABS_A + '",Kite\n'
    papers, _ = _read_text(tmp_path, "q.csv", text)
    assert [(x.title, x.abstract) for x in papers] == [("Kite", ABS_A)]


def test_a_field_written_twice_in_two_spellings_is_named(tmp_path):
    bib = ("@article{two,\n"
           "  Abstract = {An older draft of this abstract, replaced below.},\n"
           "  Title = {Kite},\n"
           "  abstract = {" + ABS_A + "}\n"
           "}\n")
    papers, report = _read_text(tmp_path, "two.bib", bib)
    assert [(x.title, x.abstract) for x in papers] == [("Kite", ABS_A)]
    [warning] = report.warnings
    assert warning.source.endswith("two.bib:1")
    assert "'abstract' more than once" in warning.message and "An older draft" in warning.message


def test_separator_line_on_standard_input_is_sniffed_as_csv(monkeypatch):
    import io
    import sys
    text = "sep=;\nTitle;Abstract\nKite;" + ABS_A + "\n"
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode("utf-8")), encoding="utf-8"))
    report = ReadReport()
    papers = list(read(["-"], report=report))
    assert [(x.title, x.abstract) for x in papers] == [("Kite", ABS_A)]
    assert report.warnings == []


def test_jsonl_lines_ending_with_a_comma_are_read(tmp_path):
    import json
    lines = [json.dumps({"id": "k1", "abstract": ABS_A}) + ",",
             json.dumps({"id": "k2", "abstract": ABS_B}) + " , ",
             '{"id": "k3", "abstract": "cut',
             json.dumps({"id": "k4", "abstract": ABS_A + " Again."}) + ", {}"]
    papers, report = _read_text(tmp_path, "hand.jsonl", "\n".join(lines) + "\n")
    # (since session 28 the object before ", {}" is read, the text after it named in a warning)
    assert [x.id for x in papers] == ["k1", "k2", "k4"]
    after, warning = report.warnings
    assert after.source.endswith("hand.jsonl:4") and after.message.startswith("text after the JSON object")
    assert warning.source.endswith("hand.jsonl:1") and "and 1 more line" in warning.message
    # a broken line is still an error of its own line
    assert [x.source.rsplit(":", 1)[1] for x in report.skipped] == ["3"]


def test_a_multiline_json_array_in_a_jsonl_file_is_read_as_an_array(tmp_path):
    import json
    text = json.dumps([{"id": "k1", "abstract": ABS_A}, {"id": "k2", "abstract": ABS_B}], indent=2)
    papers, report = _read_text(tmp_path, "dump.jsonl", text + "\n")
    assert [x.id for x in papers] == ["k1", "k2"]
    assert report.skipped == [] and "read as a JSON array" in report.warnings[0].message


def test_a_one_line_array_in_jsonl_is_still_one_skipped_line(tmp_path):
    import json
    text = json.dumps([{"id": "k1", "abstract": ABS_A}]) + "\n" + json.dumps({"id": "k2", "abstract": ABS_B}) + "\n"
    papers, report = _read_text(tmp_path, "mixed.jsonl", text)
    assert [x.id for x in papers] == ["k2"]
    assert "--format json" in report.skipped[0].message
