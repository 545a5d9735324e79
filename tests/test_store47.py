"""Session 47: a store built in steps holds what one build of all its inputs holds.

* A record merged into a stored paper (a BibTeX entry known by its DOI only, beside the
  OpenReview record of the paper) gives the paper its citation key, the identifiers it lacked and
  its input file (prov:wasDerivedFrom), as one build of both files does.
* An update of a stored paper (same id, same abstract) that lacks fields another input file gave
  keeps them; fields it gives replace; a source that drops a field itself still loses it.
* ``kg build --remove KEY`` accepts a citation key that names one stored paper.
"""
import json

import pytest
from rdflib import Literal, URIRef
from rdflib.namespace import PROV

from kg.ontology import DEFAULT_BASE_IRI
from kg.pipeline import _kept_from_other_inputs, build
from kg.store import GraphStore, StoreError
from tests.test_store_build import _jsonl

SCHEMA_IDENTIFIER = URIRef("https://schema.org/identifier")
SAME_AS = URIRef("https://schema.org/sameAs")
SPDX_FILE_NAME = URIRef("http://spdx.org/rdf/terms#fileName")

ABSTRACT = ("We propose RiverNet, a recurrent model for flood forecasting from gauge readings. "
            "On the Rhine benchmark RiverNet lowers the mean absolute error by 12% over LSTM baselines.")
OTHER = ("We introduce TileMix, an augmentation that swaps image tiles between samples. "
         "TileMix improves top-1 accuracy on ImageNet by 1.4 points with ResNet-50.")
DOI = "10.9999/example.2026.17"


def _record(**extra):
    return {"id": "rv17", "title": "RiverNet: Recurrent Flood Forecasting", "abstract": ABSTRACT,
            "venue": "HydroML", "year": 2026, **extra}


def _bib(path, key="carter2026river", doi=DOI, abstract=ABSTRACT, title="RiverNet: Recurrent Flood Forecasting"):
    path.write_text(f"@inproceedings{{{key},\n  title = {{{title}}},\n  author = {{Ann Carter and Bo Diaz}},\n"
                    f"  doi = {{{doi}}},\n  abstract = {{{abstract}}}\n}}\n", encoding="utf-8")
    return str(path)


def _paper(g, pid="rv17"):
    return URIRef(f"{DEFAULT_BASE_IRI}paper/{pid}")


def _files(g, pid="rv17"):
    """The names of the input files the paper prov:wasDerivedFrom."""
    return sorted(str(g.value(f, SPDX_FILE_NAME)) for f in g.objects(_paper(g, pid), PROV.wasDerivedFrom))


def _stored(store, pid="rv17"):
    with GraphStore.open(store, read_only=True) as st:
        return next(d for d in st.load_records() if d["paper"]["id"] == pid), st.generation


def test_a_doi_only_bibtex_copy_gives_the_stored_paper_its_key_doi_and_file(tmp_path):
    store = tmp_path / "st"
    a = _jsonl(tmp_path / "papers.jsonl", [_record()])
    b = _bib(tmp_path / "refs.bib")
    build([a], out_dir=None, store=store)
    g, summary = build([b], out_dir=None, store=store)
    assert summary.store == {"new": 0, "updated": 1, "unchanged": 0}
    assert set(g.objects(_paper(g), SCHEMA_IDENTIFIER)) == {Literal("carter2026river")}
    assert URIRef(f"https://doi.org/{DOI}") in set(g.objects(_paper(g), SAME_AS))
    assert _files(g) == ["papers.jsonl", "refs.bib"]
    # the record keeps the build that extracted it and names the later file under "merged"
    record, gen = _stored(store)
    assert record["paper"]["key"] == "carter2026river" and record["paper"]["doi"] == DOI
    assert len(record["inputs"]) == 1 and [len(v) for v in record["merged"].values()] == [1]
    # what one build of both files holds
    one, _ = build([a, b], out_dir=None)
    assert set(one.objects(_paper(one), SCHEMA_IDENTIFIER)) == {Literal("carter2026river")}
    assert _files(one) == ["papers.jsonl", "refs.bib"]
    # the same BibTeX file again changes nothing
    _, again = build([b], out_dir=None, store=store)
    assert again.store == {"new": 0, "updated": 0, "unchanged": 1}
    assert again.store_kept and again.generation == gen


def test_an_id_less_copy_that_adds_nothing_leaves_the_stored_paper_as_it_was(tmp_path):
    store = tmp_path / "st"
    build([_jsonl(tmp_path / "a.jsonl", [_record()])], out_dir=None, store=store)
    _, gen = _stored(store)
    g, summary = build([_jsonl(tmp_path / "b.jsonl", [{"abstract": ABSTRACT}])], out_dir=None, store=store)
    assert summary.store == {"new": 0, "updated": 0, "unchanged": 1}
    assert summary.store_kept and summary.generation == gen
    assert _files(g) == ["a.jsonl"]
    # an id-less copy with a url the paper lacks gives it, and its file
    g, summary = build([_jsonl(tmp_path / "c.jsonl", [{"abstract": ABSTRACT, "url": "https://example.org/rv17"}])],
                       out_dir=None, store=store)
    assert summary.store == {"new": 0, "updated": 1, "unchanged": 0}
    assert _files(g) == ["a.jsonl", "c.jsonl"]
    assert _stored(store)[0]["paper"]["url"] == "https://example.org/rv17"


def test_a_record_with_an_id_that_replaces_a_stored_id_less_copy_takes_its_key_and_file(tmp_path):
    store = tmp_path / "st"
    refs = tmp_path / "refs.bib"
    refs.write_text(f"@article{{carter2026river,\n  title = {{RiverNet}},\n  url = {{https://example.org/rv}},\n"
                    f"  abstract = {{{ABSTRACT}}}\n}}\n", encoding="utf-8")
    build([str(refs)], out_dir=None, store=store)
    g, summary = build([_jsonl(tmp_path / "papers.jsonl", [_record()])], out_dir=None, store=store)
    assert summary.store == {"new": 0, "updated": 1, "unchanged": 0}
    assert set(g.objects(_paper(g), SCHEMA_IDENTIFIER)) == {Literal("carter2026river")}
    assert _files(g) == ["papers.jsonl", "refs.bib"]
    assert _stored(store)[0]["paper"]["url"] == "https://example.org/rv"
    one, _ = build([str(refs), _jsonl(tmp_path / "both.jsonl", [_record()])], out_dir=None)
    assert set(one.objects(_paper(one), SCHEMA_IDENTIFIER)) == {Literal("carter2026river")}


def test_reading_an_unchanged_source_again_keeps_what_another_source_gave(tmp_path):
    store = tmp_path / "st"
    a = _jsonl(tmp_path / "papers.jsonl", [_record()])
    b = _bib(tmp_path / "refs.bib")
    build([a, b], out_dir=None, store=store)
    before, gen = _stored(store)
    g, summary = build([a], out_dir=None, store=store)
    assert summary.store == {"new": 0, "updated": 0, "unchanged": 1}
    assert not any("does not give" in w for w in summary.warnings)
    assert summary.store_kept and summary.generation == gen
    assert set(g.objects(_paper(g), SCHEMA_IDENTIFIER)) == {Literal("carter2026river")}
    assert _files(g) == ["papers.jsonl", "refs.bib"]
    assert _stored(store)[0] == before


def test_an_update_keeps_the_fields_another_file_gave_and_its_own_replace(tmp_path):
    store = tmp_path / "st"
    a = _jsonl(tmp_path / "papers.jsonl", [_record()])
    b = _bib(tmp_path / "refs.bib")
    build([a], out_dir=None, store=store)
    build([b], out_dir=None, store=store)
    # the JSON Lines file edited: another venue and year, still no DOI and no key
    a = _jsonl(tmp_path / "papers.jsonl", [_record(venue="FloodConf", year=2027)])
    g, summary = build([a], out_dir=None, store=store)
    assert summary.store == {"new": 0, "updated": 1, "unchanged": 0}
    assert not any("does not give" in w for w in summary.warnings)
    record, _ = _stored(store)
    assert (record["paper"]["venue"], record["paper"]["year"]) == ("FloodConf", 2027)
    assert (record["paper"]["doi"], record["paper"]["key"]) == (DOI, "carter2026river")
    # (a copy known by its DOI only gives its identifiers, not its authors, in one build too)
    assert record["paper"]["authors"] == []
    assert _files(g) == ["papers.jsonl", "refs.bib"]
    # the BibTeX entry read again under another key is merged again: the paper has both keys (the
    # store does not know which file gave a key; STORE.md), and no new input file
    _, summary = build([_bib(tmp_path / "refs.bib", key="carter2026flood")], out_dir=None, store=store)
    assert summary.store == {"new": 0, "updated": 1, "unchanged": 0}
    record, _ = _stored(store)
    assert record["paper"]["key"] == "carter2026flood; carter2026river"
    assert [len(v) for v in record["merged"].values()] == [1]


def test_a_source_that_drops_a_field_itself_still_loses_it(tmp_path):
    store = tmp_path / "st"
    build([_jsonl(tmp_path / "papers.jsonl", [_record(doi=DOI)])], out_dir=None, store=store)
    _, summary = build([_jsonl(tmp_path / "papers.jsonl", [_record()])], out_dir=None, store=store)
    assert summary.store == {"new": 0, "updated": 1, "unchanged": 0}
    assert any("is in the store with doi, which this record does not give" in w for w in summary.warnings)
    assert "doi" not in _stored(store)[0]["paper"] or _stored(store)[0]["paper"]["doi"] is None


def test_an_update_with_another_abstract_replaces_the_record_as_before(tmp_path):
    store = tmp_path / "st"
    build([_jsonl(tmp_path / "papers.jsonl", [_record()])], out_dir=None, store=store)
    build([_bib(tmp_path / "refs.bib")], out_dir=None, store=store)
    edited = ABSTRACT.replace("12%", "15%")
    _, summary = build([_jsonl(tmp_path / "papers.jsonl", [_record(abstract=edited)])], out_dir=None, store=store)
    assert summary.store == {"new": 0, "updated": 1, "unchanged": 0}
    assert any("with another abstract" in w for w in summary.warnings)
    assert any("is in the store with doi, key, which this record does not give" in w
               for w in summary.warnings)
    record, _ = _stored(store)
    assert record["paper"]["abstract"] == edited and not record["paper"].get("key")
    assert "merged" not in record


def test_kept_fields_need_input_files_the_store_can_name():
    names = {"k-a": "papers.jsonl", "k-b": "refs.bib"}
    stored = {"paper": {"id": "p", "abstract": "x", "doi": "10.1/x", "key": "k1; k2"}, "build": "B1",
              "inputs": ["k-a"], "merged": {"B2": ["k-b"]}}
    record = {"paper": {"id": "p", "abstract": "x", "key": "k2"}, "build": "B3", "inputs": ["k-a"]}
    kept = _kept_from_other_inputs(record, stored, names)
    # its key is one of the stored keys: the paper keeps them all, and the DOI and file of refs.bib
    assert kept["paper"] == {"id": "p", "abstract": "x", "doi": "10.1/x", "key": "k1; k2"}
    assert (kept["build"], kept["inputs"], kept["merged"]) == ("B3", ["k-a"], {"B2": ["k-b"]})
    # read from refs.bib itself: no other file gave the paper anything
    assert _kept_from_other_inputs(dict(record, inputs=["k-b"]), dict(stored, merged={}, inputs=["k-b"]),
                                   names) is None
    # a stored input whose file the store does not name (an older store): nothing is guessed
    assert _kept_from_other_inputs(record, dict(stored, merged={"B2": ["k-c"]}), names) is None
    # a record of another key than the stored ones gives its own
    assert _kept_from_other_inputs(dict(record, paper={"id": "p", "abstract": "x", "key": "k9"}), stored,
                                   names)["paper"]["key"] == "k9"


def test_remove_accepts_a_citation_key_that_names_one_paper(tmp_path):
    store = tmp_path / "st"
    refs = tmp_path / "refs.bib"
    refs.write_text(
        f"@article{{Beta2024,\n  title = {{Tile swapping}},\n  abstract = {{{OTHER}}}\n}}\n"
        f"@article{{dup2025,\n  title = {{RiverNet}},\n  abstract = {{{ABSTRACT}}}\n}}\n"
        f"@article{{dup2025,\n  title = {{Another RiverNet}},\n  abstract = {{{ABSTRACT} A second version.}}\n}}\n",
        encoding="utf-8")
    build([str(refs)], out_dir=None, store=store)
    with GraphStore.open(store, read_only=True) as st:
        ids = {d["paper"]["key"]: d["paper"]["id"] for d in st.load_records() if d["paper"]["key"] == "Beta2024"}
    g, summary = build([], out_dir=None, store=store, remove=["beta2024"])  # small letters find it too
    assert summary.store["removed"] == 1
    assert _paper(g, ids["Beta2024"]) not in set(g.subjects())
    with pytest.raises(StoreError, match=r"--remove 'dup2025': 2 papers of store .* have this citation key: "
                                         r"'h-[0-9a-f]+' \('(Another )?RiverNet'\); 'h-[0-9a-f]+' "
                                         r"\('(Another )?RiverNet'\) \(nothing was removed\)"):
        build([], out_dir=None, store=store, remove=["dup2025"])
    with pytest.raises(StoreError, match=r"--remove 'nokey1': no paper of store .* has this id"):
        build([], out_dir=None, store=store, remove=["nokey1"])
    assert len(_stored_ids(store)) == 2


def _stored_ids(store):
    with GraphStore.open(store, read_only=True) as st:
        return {d["paper"]["id"] for d in st.load_records()}
