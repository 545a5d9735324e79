"""Names joined into one word by "|" (session 48, a fresh user's trial): "Alpha-Set|Beta VOC|
Gamma-5K" is three datasets, not one, in every category, each item keeping its sentence; a
conditional or norm written with "|" and a coined acronym ("IC|TC") stay as they are."""
from __future__ import annotations

import pytest

from kg.extract.names import joined_items, split_joined_names
from kg.records import Link, Mention
from tests.factories import run


@pytest.mark.parametrize("text,items", [
    ("Alpha-Set|Beta VOC|Gamma-5K", ["Alpha-Set", "Beta VOC", "Gamma-5K"]),
    ("RoutNet-S18|RoutNet-MB2", ["RoutNet-S18", "RoutNet-MB2"]),
    ("Alpha-Set | Beta VOC", ["Alpha-Set", "Beta VOC"]),
])
def test_joined_items_are_the_names_of_the_list(text, items) -> None:
    assert [text[a:b] for a, b in joined_items(text)] == items


@pytest.mark.parametrize("text", ["p(y|x)", "|x|", "Alpha||Beta", "Alpha|", "A|B", "x|42", "Alpha-Set/Beta",
                                  "Alpha-Set"])
def test_no_list_is_split(text) -> None:
    assert joined_items(text) == []


def test_a_short_form_the_paper_defines_is_one_name() -> None:
    assert joined_items("QX|RT", frozenset({"QX|RT"})) == []
    assert [s for s in joined_items("QX|RT")] == [(0, 2), (3, 5)]


def test_split_keeps_type_role_offsets_and_links() -> None:
    s = "We train on Alpha-Set|Beta VOC and beat RoutNet."
    m = Mention("Alpha-Set|Beta VOC", "Dataset", 12, 30, "dataset", "dataset-list", 0.8)
    other = Mention("RoutNet", "Method", 40, 47, "compared", "method-camel", 0.5)
    links = [Link("evaluatedOn", "RoutNet", "Method", "Alpha-Set|Beta VOC", "Dataset", 0, len(s), "dataset-list"),
             Link("comparesWith", None, None, "RoutNet", "Method", 0, len(s), "method-camel")]
    mentions, new_links = split_joined_names([m, other], links)
    assert [(x.text, x.type, x.role, s[x.start:x.end]) for x in mentions] == [
        ("Alpha-Set", "Dataset", "dataset", "Alpha-Set"), ("Beta VOC", "Dataset", "dataset", "Beta VOC"),
        ("RoutNet", "Method", "compared", "RoutNet")]
    assert [(x.rel, x.head, x.tail, x.start, x.end) for x in new_links] == [
        ("evaluatedOn", "RoutNet", "Alpha-Set", 0, len(s)), ("evaluatedOn", "RoutNet", "Beta VOC", 0, len(s)),
        ("comparesWith", None, "RoutNet", 0, len(s))]


def test_a_head_that_is_a_list_gives_one_link_per_item_and_no_twin() -> None:
    s = "RoutNet-S18|RoutNet-MB2 address lane parsing."
    heads = Mention("RoutNet-S18|RoutNet-MB2", "Method", 0, 23, "used", "method-camel", 0.5)
    twin = Mention("RoutNet-S18", "Method", 0, 11, "used", "method-camel", 0.5)
    link = Link("addresses", "RoutNet-S18|RoutNet-MB2", "Method", "lane parsing", "Task", 0, len(s), "r")
    mentions, links = split_joined_names([heads, twin], [link])
    assert [x.text for x in mentions] == ["RoutNet-S18", "RoutNet-MB2"]
    assert [(x.head, x.tail) for x in links] == [("RoutNet-S18", "lane parsing"), ("RoutNet-MB2", "lane parsing")]


def test_extraction_makes_each_dataset_of_a_joined_list_a_node(extractor) -> None:
    text = ("We present QuillSeg, a segmentation network. We evaluate QuillSeg on "
            "Harbor-City|Pascal Dunes|Marsh-12K and report consistent gains.")
    ex = run(extractor, text)
    datasets = {m.text for m in ex.mentions if m.type == "Dataset"}
    assert {"Harbor-City", "Pascal Dunes", "Marsh-12K"} <= datasets
    assert not any("|" in m.text for m in ex.mentions)
    assert not any("|" in (x.tail + (x.head or "")) for x in ex.links)
    for m in ex.mentions:
        assert ex.clean.text[m.start:m.end] == m.text
