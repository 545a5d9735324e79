"""Session 46 input fixes, second round: a BibTeX entry whose only fault is its missing closing
brace is read (with a warning) and the skip of an entry whose value is really open names the
field; a CSV header's nameless or repeated column is said; the store's same-abstract warnings
name both titles."""
from __future__ import annotations

from pathlib import Path

from kg.read import ReadReport, read

ABS_A = "We propose KestrelNet, a sparse router for mixture models, reaching 71.5% accuracy on FooBench."
ABS_B = "We present WrenGAN for image synthesis; WrenGAN lowers FID by 3.2 points on BarFaces."
ABS_C = "We introduce OwlFormer, a speech encoder that cuts word error rate by 9% on QuuxSpeech."


def _read(tmp_path: Path, name: str, text: str) -> tuple[list, ReadReport]:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    report = ReadReport()
    return list(read([p], report=report)), report


def _lines(problems: list, tmp_path: Path, word: str = "") -> list[str]:
    return [str(x).replace(f"{tmp_path}/", "") for x in problems if word in str(x)]


# ---------------------------------------------------------------- (1) BibTeX closing brace

def _entry(key: str, title: str, abstract: str, close: str = "}\n") -> str:
    return (f"@inproceedings{{{key},\n  title = {{{title}}},\n  author = {{Roe, Ann and Poe, Ben}},\n"
            f"  booktitle = conf,\n  year = {{2025}},\n  abstract = {{{abstract}}}\n{close}\n")


MACRO = '@string{conf = "Conference on Birds"}\n\n'


def test_an_entry_missing_its_closing_brace_mid_file_is_read_with_all_fields(tmp_path: Path) -> None:
    text = MACRO + _entry("k1", "First", ABS_A) + _entry("k2", "Second {Title}", ABS_B, close="") \
        + _entry("k3", "Third", ABS_C)
    papers, report = _read(tmp_path, "refs.bib", text)
    assert [p.key for p in papers] == ["k1", "k2", "k3"]
    two = papers[1]
    assert (two.title, two.abstract, two.venue, two.year) == ("Second Title", ABS_B, "Conference on Birds", 2025)
    assert list(two.authors) == ["Ann Roe", "Ben Poe"]
    assert two.source.endswith("refs.bib:11")
    assert not report.skipped
    assert _lines(report.warnings, tmp_path) == [
        "refs.bib:11: BibTeX entry 'k2' has no closing '}' (the next entry starts at line 18 after its last "
        "field, every value closed); read with its 5 fields"]


def test_the_last_entry_missing_its_closing_brace_is_read(tmp_path: Path) -> None:
    text = MACRO + _entry("k1", "First", ABS_A) + _entry("k9", "Last", ABS_C, close="")
    papers, report = _read(tmp_path, "refs.bib", text.rstrip("\n"))
    assert [(p.key, p.abstract) for p in papers] == [("k1", ABS_A), ("k9", ABS_C)]
    assert not report.skipped
    assert _lines(report.warnings, tmp_path) == [
        "refs.bib:11: BibTeX entry 'k9' has no closing '}' (the file ends after its last field, every value "
        "closed); read with its 5 fields"]


def test_a_value_really_open_still_skips_only_its_entry_and_names_the_field(tmp_path: Path) -> None:
    # an unbalanced '{' in the abstract: the value runs over 'year' to the entry's own '}'
    bad = "@article{u1,\n  title = {Open},\n  abstract = {We study {sparse routers for birds.},\n  year = {2024}\n}\n\n"
    papers, report = _read(tmp_path, "refs.bib", bad + _entry("k2", "Second", ABS_B))
    assert [p.key for p in papers] == ["k2"]
    assert _lines(report.skipped, tmp_path) == [
        "refs.bib:1: BibTeX entry 'u1' could not be parsed: the value of field 'abstract' (opened at line 3) is "
        "still open where the next entry starts at line 7: it runs over the field after it ('year') to the "
        "entry's last '}' (an unclosed '{' in it, at line 3?); skipped"]  # (the lines since session 61)
    assert not _lines(report.warnings, tmp_path, "closing")


def test_a_quote_left_open_names_its_field(tmp_path: Path) -> None:
    bad = '@misc{q1,\n  note = "an open quote,\n  abstract = {' + ABS_A + '}\n}\n\n'
    papers, report = _read(tmp_path, "refs.bib", bad + _entry("k2", "Second", ABS_B))
    assert [p.key for p in papers] == ["k2"]
    assert _lines(report.skipped, tmp_path) == [
        "refs.bib:1: BibTeX entry 'q1' could not be parsed: the value of field 'note' (opened at line 2) is still "
        "open where the next entry starts at line 6 (an unclosed '{' or '\"' in it?); skipped"]


def test_a_multiline_abstract_closed_on_its_own_line_is_no_open_value(tmp_path: Path) -> None:
    # the abstract's '}' alone on a line, then no entry brace: the entry is what is open
    text = "@misc{m1,\n  title = {Many Lines},\n  abstract = {" + ABS_A + "\n  It flies.\n  }\n\n" \
        + _entry("k2", "Second", ABS_B)
    papers, report = _read(tmp_path, "refs.bib", text)
    assert [p.key for p in papers] == ["m1", "k2"]
    assert " ".join(papers[0].abstract.split()) == ABS_A + " It flies."
    assert _lines(report.warnings, tmp_path, "closing") == [
        "refs.bib:1: BibTeX entry 'm1' has no closing '}' (the next entry starts at line 7 after its last "
        "field, every value closed); read with its 2 fields"]


# ---------------------------------------------------------------- (2) CSV header columns

def test_a_header_ending_with_a_comma_says_the_values_it_drops(tmp_path: Path) -> None:
    text = (f'id,title,abstract,year,\r\nr1,One,"{ABS_A}",2024,stray\r\nr2,Two,"{ABS_B}",2025,\r\n'
            f'r3,Three,"{ABS_C}\r\nsecond line.",2023,also\r\n')
    papers, report = _read(tmp_path, "t.csv", text)
    assert [(p.title, p.year) for p in papers] == [("One", 2024), ("Two", 2025), ("Three", 2023)]
    assert _lines(report.warnings, tmp_path) == [
        "t.csv:1: column 5 of 5 has no name in the header (a ',' at its end?) and is ignored: 2 rows hold "
        "a value there (first at line 2), not read"]


def test_a_nameless_column_with_no_values_says_nothing(tmp_path: Path) -> None:
    papers, report = _read(tmp_path, "t.csv", f'title,abstract,\nOne,"{ABS_A}",\n')
    assert [p.title for p in papers] == ["One"]
    assert not report.warnings and not report.skipped


def test_a_nameless_middle_column_after_a_sep_line(tmp_path: Path) -> None:
    papers, report = _read(tmp_path, "t.csv", f'sep=;\ntitle;;abstract\nOne;x;"{ABS_A}"\n')
    assert [p.abstract for p in papers] == [ABS_A]
    assert _lines(report.warnings, tmp_path) == [
        "t.csv:2: column 2 of 3 has no name in the header (an empty cell in it?) and is ignored: 1 row holds "
        "a value there (first at line 3), not read"]


def test_a_column_named_twice_says_which_value_wins_and_where_they_differ(tmp_path: Path) -> None:
    text = (f'title,abstract,Title\nOne,"{ABS_A}",Uno\nTwo,"{ABS_B}",\nThree,"{ABS_C}",Three\n')
    papers, report = _read(tmp_path, "t.csv", text)
    assert [p.title for p in papers] == ["Uno", "Two", "Three"]
    assert _lines(report.warnings, tmp_path) == [
        "t.csv:1: column 'title' appears 2 times in the header (columns 1, 3); a row's last non-empty value of "
        "them is read",
        "t.csv:1: column 'title' (columns 1, 3): 1 row holds different values in them (first at line 2); the "
        "last non-empty one is read, the others are ignored"]


# ---------------------------------------------------------------- (3) the store's merge warnings

def test_store_warnings_on_one_abstract_name_both_titles(tmp_path: Path) -> None:
    import json

    from kg.pipeline import build

    store = tmp_path / "store"
    first = tmp_path / "a.jsonl"
    first.write_text(json.dumps({"id": "p1", "title": "Kestrel Routing", "abstract": ABS_A}) + "\n"
                     + json.dumps({"title": "Wren Old", "abstract": ABS_B}) + "\n"
                     + json.dumps({"id": "p5", "title": "Owl Encoder", "abstract": ABS_C}) + "\n")
    build([str(first)], out_dir=None, store=store)
    more = tmp_path / "b.jsonl"
    more.write_text(json.dumps({"title": "Kestrel Routers Revisited", "abstract": ABS_A}) + "\n"  # dropped
                    + json.dumps({"id": "p3", "title": "Wren New", "abstract": ABS_B}) + "\n"     # replaces
                    + json.dumps({"id": "p6", "title": "Owl Speech", "abstract": ABS_C}) + "\n"   # both kept
                    + json.dumps({"id": "p7", "abstract": ABS_A + " It also flies."}) + "\n")
    _, summary = build([str(more)], out_dir=None, store=store)
    said = [w.replace(f"{tmp_path}/", "") for w in summary.warnings if "of the store" in w]
    assert said == [
        "b.jsonl:1: same abstract as paper 'p1' of the store; kept that record, which has an id; its title "
        "'Kestrel Routers Revisited' is not that record's 'Kestrel Routing', which the paper keeps",
        "b.jsonl:2: same abstract as paper " + said[1].split("paper ", 1)[1].split(" ", 1)[0]
        + " of the store, which had no id; replaced it with this record ('p3'); that record's title "
        "'Wren Old' is not this one's 'Wren New', which the paper keeps",
        "b.jsonl:3: same abstract as paper 'p5' of the store under another id 'p6'; both kept; its title "
        "'Owl Speech' is not that paper's 'Owl Encoder' (if they are one paper and this id replaces it, run "
        "`kg build --store store --remove p5`)"]


def test_store_titles_clause() -> None:
    from kg.pipeline import _store_titles

    assert _store_titles("B", "A", "stored") == "; its title 'B' is not that record's 'A', which the paper keeps"
    assert _store_titles("B", None, "stored") == "; its title 'B' is dropped with it (that record has none)"
    assert _store_titles("B", "A", "mine") == "; that record's title 'A' is not this one's 'B', which the paper keeps"
    assert _store_titles(None, "A", "mine") == "; that record's title 'A' is dropped with it (this one has none)"
    assert _store_titles("The  B", "the b", "stored") == ""
    assert _store_titles(None, "A", "stored") == ""
    assert _store_titles("B", "A", "both") == "; its title 'B' is not that paper's 'A'"


def test_store_warning_on_a_doi_only_copy_names_both_titles(tmp_path: Path) -> None:
    import json

    from kg.pipeline import build

    store = tmp_path / "store"
    first = tmp_path / "a.jsonl"
    first.write_text(json.dumps({"id": "p1", "title": "Kestrel Routing", "abstract": ABS_A}) + "\n")
    build([str(first)], out_dir=None, store=store)
    more = tmp_path / "b.jsonl"
    more.write_text(json.dumps({"doi": "10.5555/kestrel.1", "title": "Kestrel Preprint", "abstract": ABS_A}) + "\n")
    _, summary = build([str(more)], out_dir=None, store=store)
    said = [w.replace(f"{tmp_path}/", "") for w in summary.warnings if "of the store" in w]
    assert said == [
        "b.jsonl:1: same abstract as paper 'p1' of the store, which gives no DOI: one paper; kept that record, "
        "whose id is its own, with this one's DOI 10.5555/kestrel.1, and dropped this one, known by its DOI only; "
        "its title 'Kestrel Preprint' is not that record's 'Kestrel Routing', which the paper keeps"]
