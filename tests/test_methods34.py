"""Methods used, session 33 round 2 (mu18; kg/extract/roles_methods.py, rule
``method-class-list``). Every sentence is written for these tests.

* "tools" and "protocols" head a family whose listed examples ("such as", "e.g.,",
  "including") are methods: software tools and procedures the paper uses or studies.
* Other plural heads that are no family of methods ("procedures" of data collection,
  "settings") still list no methods.
"""
from __future__ import annotations

from tests.factories import run


def _methods(extraction) -> dict[str, str]:
    return {m.text: m.role for m in extraction.mentions if m.type == "Method" and m.role != "proposed"}


def test_names_after_tools_such_as_are_methods(extractor):
    found = _methods(run(extractor, "With the spread of automatic code review tools, such as Zorbex, the "
                                    "study of their failure modes is gaining importance."))
    assert "Zorbex" in found, found
    found = _methods(run(extractor, "Program synthesis assistants rely on debugging tools, such as Zorbex "
                                    "and Quillo, to locate faults in student code."))
    assert {"Zorbex", "Quillo"} <= set(found), found


def test_names_after_protocols_such_as_are_methods(extractor):
    found = _methods(run(extractor, "Our sketch is compatible with standard privacy protocols such as "
                                    "Vexa Masking, so clients need no extra rounds."))
    assert "Vexa Masking" in found, found


def test_collection_procedures_list_no_methods(extractor):
    found = _methods(run(extractor, "Sensors differ in their collection procedures (e.g., sampling rate) "
                                    "and in their noise levels."))
    assert "sampling rate" not in found, found


def test_a_compared_list_goes_on_after_a_lower_case_item(extractor):
    # "the simple recurrent network" sits between names of the list after "outperforms"
    found = _methods(run(extractor, "Our solver outperforms Brevik, Talmo, the simple recurrent network, and Quorix "
                                    "on six control tasks."))
    assert found.get("Quorix") == "compared", found


def test_a_compared_list_goes_on_after_a_possessive_item(extractor):
    found = _methods(run(extractor, "In poker experiments, our agent outperforms Brevik's reimplementation "
                                    "and Quorix by a wide margin."))
    assert found.get("Quorix") == "compared", found


def test_a_clause_between_names_ends_the_compared_list(extractor):
    found = _methods(run(extractor, "Our solver outperforms Brevik, runs in half the time, and Quorix "
                                    "reports similar gains."))
    assert "Quorix" not in found or found["Quorix"] != "compared", found
