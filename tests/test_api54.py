"""The Python API as a library user meets it (session 54): typed papers, a public way from dicts
to papers, configuration errors raised once, the abstract cap on the API path, duplicate ids
refused by the graph, SPARQL text refused by name, and the gold file's silent gaps warned."""
from __future__ import annotations

import io
import json
import warnings

import pytest

from kg.records import MAX_ABSTRACT_CHARS, Paper

ABSTRACT = ("We propose WrenNet, a recurrent network for rainfall nowcasting. WrenNet is trained on "
            "radar sequences and compared with ConvLSTM.")


# --- Paper checks its field types -----------------------------------------------------------

@pytest.mark.parametrize("fields, field", [
    ({"id": 7}, "id"), ({"id": None}, "id"), ({"abstract": None}, "abstract"),
    ({"abstract": b"bytes"}, "abstract"), ({"abstract": 12}, "abstract"),
    ({"title": ["A", "B"]}, "title"), ({"authors": "Ann Lee"}, "authors"),
    ({"authors": ("Ann Lee", 3)}, "authors"), ({"year": "2024"}, "year"), ({"year": True}, "year"),
    ({"keywords": "rain"}, "keywords"), ({"doi": 10.1}, "doi"), ({"source": None}, "source"),
])
def test_a_paper_of_a_wrong_field_type_is_a_type_error_naming_the_field(fields, field):
    with pytest.raises(TypeError, match=rf"Paper\.{field} must"):
        Paper(**{"id": "w1", "abstract": ABSTRACT, **fields})


def test_a_blank_id_is_a_value_error_and_a_list_of_names_is_kept_as_a_tuple():
    with pytest.raises(ValueError, match="Paper.id must be a non-empty str"):
        Paper(id="  ", abstract=ABSTRACT)
    p = Paper(id="w1", abstract=ABSTRACT, authors=["Ann Lee", "Bo Kim"], keywords=["rain"], year=2024)
    assert p.authors == ("Ann Lee", "Bo Kim") and p.keywords == ("rain",) and p.year == 2024
    assert hash(p) == hash(Paper(id="w1", abstract=ABSTRACT, authors=("Ann Lee", "Bo Kim"), keywords=("rain",),
                                 year=2024))


# --- papers_from_dicts ----------------------------------------------------------------------

def test_papers_from_dicts_normalises_as_the_reader_does():
    from kg.read import papers_from_dicts, read

    records = [{"Title": "WrenNet", "Abstract": ABSTRACT, "authors": "Ann Lee and Bo Kim", "year": "2023",
                "venue": "NeurIPS"},
               {"paper_id": "abc-1", "abstract": ABSTRACT.replace("WrenNet", "FinchNet"), "authors": ["Cy Ode"]}]
    made = papers_from_dicts(records)
    assert [p.id for p in made][1] == "abc-1"
    assert made[0].id.startswith("h-") and made[0].authors == ("Ann Lee", "Bo Kim")
    assert made[0].year == 2023 and made[0].venue_label == "NeurIPS 2023" and made[0].source == "<records>:1"
    # the same as the reader makes of the same records in a JSON Lines file
    text = "".join(json.dumps(r) + "\n" for r in records)
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "r.jsonl"
        path.write_text(text, encoding="utf-8")
        read_back = list(read([path]))
    assert [(p.id, p.authors, p.year, p.venue, p.title) for p in read_back] == \
        [(p.id, p.authors, p.year, p.venue, p.title) for p in made]


@pytest.mark.parametrize("record, message", [
    ({"abstract": 42}, r"<records>:2: field 'abstract' is int"),
    ({"abstract": b"raw bytes here"}, r"<records>:2: field 'abstract' is bytes"),
    ({"abstract": ABSTRACT, "title": ["A", 1]}, r"<records>:2: field 'title' is list"),
    ({"abstract": ABSTRACT, "year": 20.5}, r"<records>:2: field 'year' is float"),
    ({"abstract": ABSTRACT, "authors": 5}, r"<records>:2: field 'authors' is int"),
    ("a string, not a record", r"<records>:2: a record is a dict"),
])
def test_papers_from_dicts_names_the_record_and_field_of_a_wrong_type(record, message):
    from kg.read import papers_from_dicts

    with pytest.raises(TypeError, match=message):
        papers_from_dicts([{"abstract": ABSTRACT}, record])


def test_papers_from_dicts_raises_for_a_record_the_reader_skips_unless_given_a_report():
    from kg.read import ReadReport, papers_from_dicts

    with pytest.raises(ValueError, match=r"<records>:1: no abstract"):
        papers_from_dicts([{"title": "Only a title"}])
    report = ReadReport()
    made = papers_from_dicts([{"title": "Only a title"}, {"abstract": ABSTRACT}], report=report, name="mine")
    assert len(made) == 1 and [str(p) for p in report.skipped] == ["mine:1: no abstract"]
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        papers_from_dicts([{"abstract": "Two words"}])
    assert [str(w.message) for w in seen] == ["<records>:1: abstract of 2 words ('Two words'): probably not an "
                                              "abstract; read anyway"]


def test_papers_from_dicts_cuts_an_overlong_abstract_as_the_reader_does():
    from kg.read import papers_from_dicts

    long = ("Rain falls on the plain. " * 2000).strip()
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        made = papers_from_dicts([{"abstract": long}])
    assert len(made[0].abstract) <= MAX_ABSTRACT_CHARS and made[0].abstract.endswith("plain.")
    assert any("cut to the first" in str(w.message) for w in seen)


# --- build() says what it takes -------------------------------------------------------------

@pytest.mark.parametrize("given", [[{"abstract": ABSTRACT}], io.StringIO('{"abstract": "x"}\n'),
                                   [Paper(id="w1", abstract=ABSTRACT)], {"abstract": ABSTRACT}])
def test_build_given_records_or_a_stream_says_what_it_takes(given):
    from kg.pipeline import build

    with pytest.raises(ValueError, match="build\\(\\) reads files.*papers_from_dicts"):
        build(given, out_dir=None)


# --- the abstract cap on the API path -------------------------------------------------------

def test_the_extractor_cuts_an_overlong_abstract_with_the_readers_warning(extractor):
    long = ABSTRACT + " " + ("The radar echoes move east. " * 1200).strip()
    assert len(long) > MAX_ABSTRACT_CHARS
    paper = Paper(id="w-long", abstract=long, source="mine:1")
    ex = extractor.extract(paper)
    assert len(ex.paper.abstract) <= MAX_ABSTRACT_CHARS
    assert ex.warnings[0].startswith(f"abstract of {len(long):,} characters cut to the first")
    assert ("Method", "WrenNet") in {(m.type, m.text) for m in ex.mentions}
    many = list(extractor.extract_many([Paper(id="w-short", abstract=ABSTRACT), paper], n_process=1))
    assert [len(e.warnings) > 0 and "cut to the first" in e.warnings[0] for e in many] == [False, True]
    assert many[1].paper.abstract == ex.paper.abstract


def test_cap_abstract_leaves_a_short_paper_alone():
    from kg.read import cap_abstract

    paper = Paper(id="w1", abstract=ABSTRACT)
    assert cap_abstract(paper) == (paper, None)


# --- a configuration error is raised once ---------------------------------------------------

def test_a_tagger_of_a_missing_model_fails_at_construction(tmp_path):
    from kg.extract.gold_tagger import GoldTagger, TaggerModelError

    with pytest.raises(TaggerModelError, match="no such folder"):
        GoldTagger(model=tmp_path / "nonexistent_dir")
    with pytest.raises(TaggerModelError, match="no config.cfg"):
        GoldTagger(model=tmp_path)


def test_a_tagger_that_cannot_load_raises_from_extract_not_per_paper(tmp_path, extractor):
    from kg.extract import Extractor
    from kg.extract.gold_tagger import GoldTagger, TaggerModelError

    (tmp_path / "config.cfg").write_text("this is no spaCy config\n", encoding="utf-8")
    broken = Extractor(nlp=extractor.nlp, tagger=GoldTagger(model=tmp_path))
    with pytest.raises(TaggerModelError, match="cannot load the tagger model"):
        broken.extract(Paper(id="w1", abstract=ABSTRACT))
    with pytest.raises(TaggerModelError):
        list(broken.extract_many([Paper(id="w1", abstract=ABSTRACT)], n_process=1))


# --- duplicate ids in build_graph -----------------------------------------------------------

def test_build_graph_refuses_two_papers_of_one_id(extractor):
    from kg.graph import build_graph
    from kg.resolve import resolve

    one = extractor.extract(Paper(id="dup-1", abstract=ABSTRACT, source="a.jsonl:1"))
    two = extractor.extract(Paper(id="dup-1", abstract=ABSTRACT.replace("WrenNet", "FinchNet"), source="b.jsonl:4"))
    with pytest.raises(ValueError, match=r"two papers have the id 'dup-1' \(a.jsonl:1; b.jsonl:4\)"):
        build_graph([one, two], resolve([one, two]))
    other = extractor.extract(Paper(id="dup-2", abstract=ABSTRACT.replace("WrenNet", "FinchNet")))
    assert len(build_graph([one, other], resolve([one, other]))) > 0


# --- SPARQL text given as a query name ------------------------------------------------------

def test_sparql_text_as_a_query_name_points_to_text_query(tmp_path):
    from kg.query import QueryError, load_query, text_query

    with pytest.raises(QueryError, match="looks like SPARQL text.*text_query"):
        load_query("SELECT ?s WHERE { ?s ?p ?o }")
    with pytest.raises(QueryError, match="looks like SPARQL text"):
        load_query("SELECT ?s WHERE { ?s <http://example.org/p> ?o } " * 300)  # longer than a file name
    assert text_query("ASK { ?s ?p ?o }").text.strip().startswith("ASK")
    # a file that exists is read even when its name holds a brace and a space
    odd = tmp_path / "my {query}.rq"
    odd.write_text("ASK { ?s ?p ?o }\n", encoding="utf-8")
    assert load_query(str(odd)).path == odd


# --- gold file gaps in kg eval --------------------------------------------------------------

def _gold(tmp_path, line: str, name: str = "g.jsonl"):
    path = tmp_path / name
    path.write_text(line, encoding="utf-8")
    return path


_RECORD = {"id": "g1", "text": "We propose WrenNet for rainfall nowcasting; it reaches an MAE of 2.1.",
           "method_proposed": [{"name": "WrenNet", "aliases": []}], "component_of": [], "benchmark_proposed": [],
           "dataset": [], "task": [{"name": "rainfall nowcasting", "aliases": [], "main": True}],
           "method_used": [], "metric": [{"name": "MAE", "aliases": []}],
           "result": [{"metric": "MAE", "value": "2.1", "dataset": None, "text": "MAE of 2.1"}],
           "acronym": [], "code": [], "allowed_extra": [],
           "relations": [{"head": "PAPER", "rel": "proposes", "tail": "WrenNet"},
                         {"head": "WrenNet", "rel": "addresses", "tail": "rainfall nowcasting"}]}


def test_a_well_formed_gold_record_gives_no_warning(tmp_path):
    from kg.evaluate import load_gold

    seen: list[str] = []
    assert len(load_gold(_gold(tmp_path, json.dumps(_RECORD) + "\n"), seen)) == 1
    assert seen == []


def test_gold_gaps_are_warned_with_file_and_line(tmp_path):
    from kg.evaluate import load_gold

    rec = json.loads(json.dumps(_RECORD))
    rec["id"] = "g2"
    del rec["result"][0]["metric"]
    rec["relations"] = [{"head": "PAPER", "rel": "propose", "tail": "WrenNet"},
                        {"head": "WrenNet", "rel": "uses", "tail": "GRU"}, "WrenNet uses GRU"]
    path = _gold(tmp_path, json.dumps(_RECORD) + "\n" + json.dumps(rec) + "\n")
    seen: list[str] = []
    load_gold(path, seen)
    where = f"{path}:2: "
    assert seen == [
        where + "'result' item 1 has no 'metric' key: read as null (write \"metric\": null when the text names "
                "no metric; format: eval/README.md, 'Gold record format')",
        where + "'relations' item 1: unknown relation kind 'propose' (did you mean 'proposes'?); the kinds are "
                "proposes, addresses, evaluated_on, uses, compares, part_of",
        where + "'relations' item 2: tail 'GRU' names no entity of the record (a name or alias of its entities, "
                "the paper_label, or \"paper\")",
        where + "'relations' item 3 is not an object with string 'head', 'rel' and 'tail' (got 'WrenNet uses GRU')",
    ]


def test_a_json_array_gold_file_is_told_to_be_json_lines(tmp_path):
    from kg.evaluate import GoldFormatError, load_gold

    path = _gold(tmp_path, json.dumps([_RECORD, _RECORD]) + "\n")
    with pytest.raises(GoldFormatError, match=r"not list \(a gold file is JSON Lines.*'Gold record format'"):
        load_gold(path)


def test_a_cut_gold_line_names_the_column(tmp_path):
    from kg.evaluate import GoldFormatError, load_gold

    line = json.dumps(_RECORD)
    path = _gold(tmp_path, json.dumps(_RECORD) + "\n" + line[:40] + "\n")
    with pytest.raises(GoldFormatError) as err:
        load_gold(path)
    assert str(err.value).startswith(f"{path}:2: not valid JSON: ")
    assert "at column " in str(err.value) and "cut off?" in str(err.value)
