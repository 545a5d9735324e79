"""Author strings (session 35, :func:`kg.read._split_names`): "A & B", "et al.", "Last,
Initials" comma lists, nested lists, numbers, white space inside a name.
"""
from __future__ import annotations

import json
from pathlib import Path

from kg.read import ReadReport, dedupe, read

ABSTRACT = ("We introduce TriNet, a ranking model that reads three views of a citation graph. "
            "TriNet raises accuracy on two citation benchmarks by three points over the best baseline.")


def _jsonl(path: Path, *records: dict) -> str:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    return str(path)


def _papers(*paths: str):
    report = ReadReport()
    return list(dedupe(list(read(list(paths), report=report)), report)), report


def _authors(tmp_path: Path, value):
    papers, report = _papers(_jsonl(tmp_path / "a.jsonl", {"id": "a-1", "abstract": ABSTRACT, "authors": value}))
    return papers[0].authors, [str(w) for w in report.warnings]


def test_an_ampersand_joins_two_people(tmp_path):
    assert _authors(tmp_path, "Alice Smith & Bob Jones") == (("Alice Smith", "Bob Jones"), [])
    assert _authors(tmp_path, "Alice Smith, Bob Jones & Carol White")[0] == ("Alice Smith", "Bob Jones", "Carol White")
    assert _authors(tmp_path, "AT&T Labs")[0] == ("AT&T Labs",)  # no spaces round it: one name


def test_et_al_and_others_are_no_person(tmp_path):
    assert _authors(tmp_path, "Alice Smith et al.") == (("Alice Smith",), [])
    assert _authors(tmp_path, "Alice Smith, Bob Jones, et al")[0] == ("Alice Smith", "Bob Jones")
    assert _authors(tmp_path, ["Alice Smith", "et al."])[0] == ("Alice Smith",)
    assert _authors(tmp_path, "Alice Smith and others")[0] == ("Alice Smith",)


def test_a_comma_list_of_last_name_and_initials_pairs(tmp_path):
    assert _authors(tmp_path, "Smith, A., Jones, B.") == (("A. Smith", "B. Jones"), [])
    assert _authors(tmp_path, "Smith, A. B., Jones, C.")[0] == ("A. B. Smith", "C. Jones")
    # unchanged: one "Last, First", and "First Last" people
    assert _authors(tmp_path, "Osei, Kofi")[0] == ("Kofi Osei",)
    assert _authors(tmp_path, "Alice Smith, Bob Jones, Carol White, Dan Brown")[0] == (
        "Alice Smith", "Bob Jones", "Carol White", "Dan Brown")


def test_full_given_names_in_pairs_are_read_as_pairs_with_a_warning(tmp_path):
    # the ambiguous case: "Last, First" pairs (four one-word people is the unlikely reading), said
    names, warnings = _authors(tmp_path, "van der Berg, Jan, Smith, Alice")
    assert names == ("Jan van der Berg", "Alice Smith")
    assert len(warnings) == 1 and "a.jsonl:1: authors" in warnings[0] and "read as \"Last, First\" pairs" in warnings[0]


def test_a_nested_list_gives_its_names(tmp_path):
    assert _authors(tmp_path, [["Alice Smith", "Bob Jones"]]) == (("Alice Smith", "Bob Jones"), [])
    assert _authors(tmp_path, ["Carol White", ["Alice Smith", "Bob Jones"]])[0] == (
        "Carol White", "Alice Smith", "Bob Jones")


def test_a_number_is_no_author_and_is_said(tmp_path):
    names, warnings = _authors(tmp_path, 42)
    assert names == () and len(warnings) == 1 and "a.jsonl:1: authors is a number (42)" in warnings[0]
    names, warnings = _authors(tmp_path, "Alice Smith; 42")
    assert names == ("Alice Smith",) and len(warnings) == 1 and "author '42' has no letter" in warnings[0]


def test_white_space_inside_a_name_is_one_space(tmp_path):
    assert _authors(tmp_path, "  Alice   Smith  ")[0] == ("Alice Smith",)
    assert _authors(tmp_path, ["Bob\tJones", "  Carol  White "])[0] == ("Bob Jones", "Carol White")


def test_two_surnames_joined_by_and_are_two_people_not_one_last_first():
    from kg.read import ReadReport, _split_names

    report = ReadReport()
    assert _split_names("Kingma & Welling", people=True, source="a.jsonl:1", report=report) == ("Kingma", "Welling")
    assert _split_names("Goodfellow and Bengio", people=True) == ("Goodfellow", "Bengio")
    # one "Last, First" without "and" stays one person
    assert _split_names("Osei, Kofi", people=True) == ("Kofi Osei",)
    assert report.warnings == []


def test_a_number_inside_an_author_list_is_left_out_with_a_warning():
    from kg.read import ReadReport, _split_names

    report = ReadReport()
    assert _split_names(["Ana Lopez", ["Bo Chen", "Cai Wu"], 7], people=True, source="a.jsonl:3",
                        report=report) == ("Ana Lopez", "Bo Chen", "Cai Wu")
    assert [(p.source, p.message) for p in report.warnings] == [
        ("a.jsonl:3", "author 7 is a number, not a name; left out")]
