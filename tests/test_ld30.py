"""Session 30 (ld30): reader and Linked-Data follow-ups of session 29's verification.

1. A JSON number id went through Python's float: ``12345.50`` became the id "12345.5",
   ``1e300`` "1e+300" (the IRI ``paper/1e%2B300``), ``-0.0`` "0", while a CSV cell
   ``12345.0`` stayed "12345.0" and the JSON number ``12345.0`` became "12345". One rule
   now, for JSON numbers and CSV/TSV cells alike (:func:`kg.read.number_id`): a number id is
   its text as the file writes it (the JSON decoders keep each number's token,
   :func:`kg.read.number_text`), without a fraction of zeros only: ``12345.0`` and
   ``12345.00`` are "12345" (pandas writes an integer column holding a missing value so, in
   JSON and CSV), ``12345.50`` stays "12345.50", ``1e300`` "1e300", ``-0.0`` is "-0".
2. An abstract written as a list of paragraphs lost its whole record for a paragraph object
   whose text is null (``{"text": null}``: "abstract is not text"), while a bare null
   paragraph was left out without a word. Both are empty paragraphs now (so is a string of
   white space only): left out, the record kept, with a warning naming ``file:line``, the
   paragraphs' positions and values.
3. A record with two abstract keys holding different texts (``"abstract"`` and
   ``"summary"``) was read as the first without a word. The documented precedence stays
   (``COLUMN_ALIASES["abstract"]``: abstract, abstract_text, summary, paper_abstract,
   abstract_note); a warning names ``file:line``, both keys and both texts.
4. ``kgo:evaluatedOn`` had no rdfs:domain, so a query on it without ``?paper a kgo:Paper``
   got each paper's proposed method too. The six links a paper and its main proposed method
   both hold (addresses, evaluatedOn, pretrainedOn, uses, comparesWith, usesMetric) now have
   the domain Paper or Method, and the comment says a method holds them only as the method its
   paper proposes, with its paper's links (kg.graph repeats each method-level link from the
   paper; a test checks the export so); the shapes refuse another subject.
5. ``bench/query_bench.py``, ``view_bench.py`` and ``clean_bench.py`` imported whatever ``kg``
   PYTHONPATH named first. They now put their own checkout first on sys.path
   (``bench/_own_checkout.py``), print which ``kg`` they measure and stop on another;
   ``--which-kg`` prints only that.
6. A store written before session 29 (records without ``"inputs"``, inputs without a format)
   gained file links (prov:wasDerivedFrom kgo:InputFile) only for the papers of one-file
   builds. Without reading the inputs again, a paper's own file is known in general: its
   stored record's ``file:line`` names it, and the old build's input of that file name is
   its file (``kg.pipeline._input_of_source``), unless two inputs of that build share the
   name (two folders): then none. What stays unknown: the files of the records such a build
   dropped as duplicates of the paper (never recorded).
"""
from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from kg.read import ReadReport, dedupe, number_id, paper_id, read
from tests.factories import as_session_28_store

ROOT = Path(__file__).resolve().parents[1]
BASE = "https://w3id.org/paperkg/resource/"

# abstracts written for these tests
ABS = ["We propose ReedNet, a small recurrent model that counts reeds in wetland photographs.",
       "We study pond depth estimation from drone images with a convolutional network.",
       "We introduce MossBench, a benchmark of moss species images for fine-grained recognition.",
       "We present a planner for lawn-mowing robots that avoids flower beds in real gardens.",
       "We measure how often river gauges fail and propose a repair schedule for them.",
       "We train a tiny transformer to name birds from their songs recorded at dawn."]


def _read(path: Path) -> tuple[list, ReadReport]:
    report = ReadReport()
    return list(read([path], report=report)), report


# 1. a number id is kept as written, but for a fraction of zeros ---------------------------------

_TOKENS = ["12345.50", "1e300", "-0.0", "12345.0", "12345.00", "2401.10000"]
_IDS = ["12345.50", "1e300", "-0", "12345", "12345", "2401.10000"]


def test_number_id_rule():
    assert [number_id(t) for t in _TOKENS] == _IDS
    assert number_id("7") == "7" and number_id("1.0e3") == "1.0e3" and number_id("v1.0") == "v1.0"
    assert number_id("12345.") == "12345." and number_id("+4.0") == "+4"


def test_json_number_ids_keep_their_written_text(tmp_path):
    lines = [f'{{"id": {tok}, "abstract": "{ABS[n]}"}}' for n, tok in enumerate(_TOKENS)]
    jsonl = tmp_path / "a.jsonl"
    jsonl.write_text("\n".join(lines) + "\n", encoding="utf-8")
    papers, report = _read(jsonl)
    assert [p.id for p in papers] == _IDS
    assert not report.warnings and not report.skipped
    # a JSON array written over several lines (the tolerant reader), the same ids
    array = tmp_path / "a.json"
    array.write_text("[\n" + ",\n".join(lines) + "\n]\n", encoding="utf-8")
    assert [p.id for p in _read(array)[0]] == _IDS
    # and a JSON integer: -0 as written too (int("-0") is 0)
    minus = tmp_path / "m.jsonl"
    minus.write_text(f'{{"id": -0, "abstract": "{ABS[0]}"}}\n{{"id": 70, "abstract": "{ABS[1]}"}}\n')
    assert [p.id for p in _read(minus)[0]] == ["-0", "70"]


def test_csv_cells_and_json_numbers_give_the_same_ids(tmp_path):
    csv_path = tmp_path / "a.csv"
    csv_path.write_text("id,abstract\n" + "".join(f'{tok},"{ABS[n]}"\n' for n, tok in enumerate(_TOKENS)),
                        encoding="utf-8")
    tsv_path = tmp_path / "a.tsv"
    tsv_path.write_text("paper_id\tabstract\n" + "".join(f" {tok} \t{ABS[n]}\n" for n, tok in enumerate(_TOKENS)),
                        encoding="utf-8")
    assert [p.id for p in _read(csv_path)[0]] == _IDS
    assert [p.id for p in _read(tsv_path)[0]] == _IDS
    # the same paper from pandas' CSV ("12345.0") and another tool's JSON (12345) is one paper
    jsonl = tmp_path / "b.jsonl"
    jsonl.write_text(json.dumps({"id": 12345, "abstract": ABS[3]}) + "\n", encoding="utf-8")
    report = ReadReport()
    kept = list(dedupe(read([csv_path, jsonl], report=report), report))
    # (session 45, ids45: "12345.00" gives the id of "12345.0" with another abstract: another
    # paper, known by its abstract's hash, no longer dropped)
    assert [p.id for p in kept] == _IDS[:4] + [paper_id(None, None, None, ABS[4]), _IDS[5]]
    # a string id in JSON is text: kept as written, fraction and all
    text_id = tmp_path / "c.jsonl"
    text_id.write_text(json.dumps({"id": "12345.0", "abstract": ABS[4]}) + "\n", encoding="utf-8")
    assert [p.id for p in _read(text_id)[0]] == ["12345.0"]


def test_a_number_id_gives_its_written_iri_and_other_numbers_are_unchanged(tmp_path):
    from kg.pipeline import build

    path = tmp_path / "a.jsonl"
    path.write_text(f'{{"id": 1e300, "year": 2031, "title": 3.10, "abstract": "{ABS[0]}"}}\n', encoding="utf-8")
    [paper], _ = _read(path)
    assert (paper.id, paper.year, paper.title) == ("1e300", 2031, "3.10")
    g, _ = build([str(path)], out_dir=None)
    from rdflib import URIRef
    from kg.ontology import KGO
    from rdflib.namespace import RDF

    assert set(g.subjects(RDF.type, KGO.Paper)) == {URIRef(BASE + "paper/1e300")}


def test_numbers_read_so_still_pickle_and_compare_as_numbers():
    from kg.read import _JSON

    value = _JSON.decode('{"a": 1.50, "b": -0, "c": 7}')
    assert value == {"a": 1.5, "b": 0, "c": 7} and json.dumps(value) == '{"a": 1.5, "b": 0, "c": 7}'
    back = pickle.loads(pickle.dumps(value))
    assert back == value and back["a"].text == "1.50" and back["b"].text == "-0"


# 2. empty paragraphs are left out, the record kept, with a warning --------------------------------

def _jsonl(tmp_path: Path, records: list) -> Path:
    path = tmp_path / "p.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def test_a_paragraph_whose_text_is_null_is_dropped_like_a_null_paragraph(tmp_path):
    path = _jsonl(tmp_path, [
        {"id": "p1", "abstract": [ABS[0], None, ABS[1]]},
        {"id": "p2", "abstract": [{"section": "Abstract", "text": ABS[0]}, {"section": "Abstract", "text": None}]},
        {"id": "p3", "abstract": [{"text": None}, ABS[2], "  ", {"value": None}]},
        {"id": "p4", "abstract": [ABS[3], {"value": ABS[4]}]},
    ])
    papers, report = _read(path)
    assert [(p.id, p.abstract) for p in papers] == [("p1", ABS[0] + "\n" + ABS[1]), ("p2", ABS[0]),
                                                    ("p3", ABS[2]), ("p4", ABS[3] + "\n" + ABS[4])]
    assert not report.skipped
    assert [(w.source, w.message) for w in report.warnings] == [
        (f"{path}:1", "abstract paragraph 2 of 3 is empty (null); left out"),
        (f"{path}:2", 'abstract paragraph 2 of 2 is empty ({"section": "Abstract", "text": null}); left out'),
        (f"{path}:3", 'abstract paragraphs 1, 3 and 4 of 4 are empty ({"text": null}, "  ", {"value": null}); '
                      'left out'),
    ]


def test_a_list_of_empty_paragraphs_is_an_empty_abstract(tmp_path):
    path = _jsonl(tmp_path, [{"id": "e1", "abstract": [None]}, {"id": "e2", "abstract": [{"text": None}, ""]},
                             {"id": "e3", "abstract": [{"section": "Abstract"}]}, {"id": "e4", "abstract": ABS[5]}])
    papers, report = _read(path)
    assert [p.id for p in papers] == ["e4"] and not report.warnings
    assert [(s.source, s.message) for s in report.skipped] == [
        (f"{path}:1", "empty abstract"), (f"{path}:2", "empty abstract"),
        # an object with no text at all is no paragraph, as before
        (f"{path}:3", "abstract is not text (a list holding an object without a text; an abstract is a string "
                      "or a list of paragraphs)")]


# 3. two abstract keys with different texts ---------------------------------------------------------

def test_two_abstract_keys_with_different_texts_are_named(tmp_path):
    path = _jsonl(tmp_path, [
        {"id": "k1", "abstract": ABS[0], "summary": ABS[1]},
        {"id": "k2", "Summary": ABS[2], "abstractNote": ABS[3]},
        # one text (also in other markup, or as a list of paragraphs): no warning
        {"id": "k3", "abstract": ABS[4], "summary": f"<p>{ABS[4]}</p>", "abstract_text": [ABS[4]]},
        {"id": "k4", "abstract": ABS[5], "summary": "   "},
    ])
    papers, report = _read(path)
    assert [(p.id, p.abstract) for p in papers] == [("k1", ABS[0]), ("k2", ABS[2]), ("k3", ABS[4]), ("k4", ABS[5])]
    assert [(w.source, w.message) for w in report.warnings] == [
        (f"{path}:1", "keys 'abstract' and 'summary' both hold an abstract, with different texts; 'abstract' is "
                      'read ("We propose ReedNet, a small recurre..."), not \'summary\' ("We study pond depth '
                      'estimation from...")'),
        (f"{path}:2", "keys 'summary' and 'abstractnote' both hold an abstract, with different texts; 'summary' "
                      'is read ("We introduce MossBench, a benchmark..."), not \'abstractnote\' ("We present '
                      'a planner for lawn-mowin...")'),
    ]


def test_two_abstract_columns_of_a_csv_row_are_named_too(tmp_path):
    path = tmp_path / "t.csv"
    path.write_text(f'id,summary,abstract\nc1,"{ABS[1]}","{ABS[0]}"\nc2,,"{ABS[2]}"\n', encoding="utf-8")
    papers, report = _read(path)
    assert [(p.id, p.abstract) for p in papers] == [("c1", ABS[0]), ("c2", ABS[2])]
    assert [(w.source, w.message.split(";")[0]) for w in report.warnings] == [
        (f"{path}:2", "keys 'abstract' and 'summary' both hold an abstract, with different texts")]


# 4. kgo:evaluatedOn (and the other paper-or-method links) say what their subject is --------------

_KGO = "https://w3id.org/paperkg/ontology#"
_PAPER_OR_METHOD = ("addresses", "evaluatedOn", "pretrainedOn", "uses", "comparesWith", "usesMetric")
_LAKE = [{"id": "lake-1", "title": "Ice on lakes",
          "abstract": "We propose FrostNet, a convolutional network for lake ice detection. FrostNet reaches "
                      "93.1% accuracy on the LakeIce benchmark and outperforms ResNet-50."}]


def test_the_ontology_gives_the_paper_or_method_links_their_domain():
    from rdflib import Graph
    from rdflib.collection import Collection
    from rdflib.namespace import OWL, RDFS

    from kg.ontology import KGO, ONTOLOGY_DIR

    g = Graph().parse(ONTOLOGY_DIR / "paperkg.ttl")
    for name in _PAPER_OR_METHOD:
        domain = g.value(KGO[name], RDFS.domain)
        assert domain is not None, name
        assert list(Collection(g, g.value(domain, OWL.unionOf))) == [KGO.Paper, KGO.Method], name
    assert "a kgo:Paper or a kgo:Method" in str(g.value(KGO.evaluatedOn, RDFS.comment))


def test_a_query_on_evaluated_on_gets_the_paper_and_its_proposed_method(tmp_path):
    from kg.pipeline import build
    from kg.query import run_query
    from kg.validate import validate

    path = tmp_path / "lake.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in _LAKE), encoding="utf-8")
    g, _ = build([str(path)], out_dir=tmp_path / "out", html=False)
    assert validate(g).conforms
    untyped = tmp_path / "untyped.rq"
    untyped.write_text(f"PREFIX kgo: <{_KGO}>\nSELECT ?s ?d WHERE {{ ?s kgo:evaluatedOn ?d }} ORDER BY ?s\n")
    typed = tmp_path / "typed.rq"
    typed.write_text(f"PREFIX kgo: <{_KGO}>\nSELECT ?s ?d WHERE {{ ?s a kgo:Paper ; kgo:evaluatedOn ?d }}\n")
    rows = lambda q: [tuple(str(t) for t in row) for row in run_query(q, tmp_path / "out" / "graph.ttl").rows]
    dataset = BASE + "dataset/lakeice"
    # the subject is the paper or the method it proposes, never another node
    assert rows(untyped) == [(BASE + "method/frostnet", dataset), (BASE + "paper/lake-1", dataset)]
    assert rows(typed) == [(BASE + "paper/lake-1", dataset)]
    # as the ontology says: a method's links are those of a paper that proposes it
    check = tmp_path / "check.rq"
    check.write_text(f"""PREFIX kgo: <{_KGO}>
SELECT ?m ?p ?o WHERE {{
  ?m a kgo:Method ; ?p ?o .
  FILTER(?p IN ({", ".join("kgo:" + n for n in _PAPER_OR_METHOD)}))
  FILTER NOT EXISTS {{ ?paper a kgo:Paper ; kgo:proposes ?m ; ?p ?o }}
}}""")
    assert rows(check) == []
    held = tmp_path / "held.rq"
    held.write_text(f"PREFIX kgo: <{_KGO}>\nSELECT DISTINCT ?p WHERE {{ ?m a kgo:Method ; ?p ?o . "
                    f"FILTER(STRSTARTS(STR(?p), STR(kgo:))) }} ORDER BY ?p\n")
    assert {_KGO + "evaluatedOn", _KGO + "comparesWith"} <= {r[0] for r in rows(held)}


def test_the_shapes_refuse_another_subject_of_evaluated_on(tmp_path):
    from rdflib import URIRef

    from kg.ontology import KGO
    from kg.pipeline import build
    from kg.validate import validate

    path = tmp_path / "lake.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in _LAKE), encoding="utf-8")
    g, _ = build([str(path)], out_dir=None)
    dataset = URIRef(BASE + "dataset/lakeice")
    g.add((dataset, KGO.evaluatedOn, dataset))  # a dataset evaluated on itself
    report = validate(g)
    assert not report.conforms
    assert sorted((v.focus, v.message) for v in report.violations if v.focus != "res:graph") == [
        ("res:dataset/lakeice", "only a kgo:Paper or a kgo:Method (the method its paper proposes) is the subject "
                                "of kgo:evaluatedOn"),
        # since session 50 kg validate also checks provenance: the added link has no Evidence
        ("res:dataset/lakeice", "this link has no kgo:Evidence node (an rdf:Statement whose rdf:subject, "
                                "rdf:predicate and rdf:object are the link)")]


# 5. every benchmark measures its own checkout ----------------------------------------------------

@pytest.mark.parametrize("script", ["query_bench.py", "view_bench.py", "clean_bench.py"])
def test_benchmarks_measure_their_own_checkout_whatever_pythonpath_says(tmp_path, script):
    decoy = tmp_path / "decoy" / "kg"
    decoy.mkdir(parents=True)
    (decoy / "__init__.py").write_text('__version__ = "decoy"\nraise SystemExit("the decoy kg was imported")\n')
    env = {**os.environ, "PYTHONPATH": str(decoy.parent)}
    run = subprocess.run([sys.executable, str(ROOT / "bench" / script), "--which-kg"],
                         capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    line = run.stdout.strip()
    assert line.startswith("kg ") and f" from {ROOT / 'kg'} (commit " in line
    assert "decoy" not in line


# 6. a store of session 28: papers of a build of several files get their own file ------------------

# (they name their venue: a venueless record read again from a file of another name is updated,
# its venue being named after its file, since session 53)
_KITES = [
    {"id": "kite-1", "title": "Wind-aware kites", "venue": "KiteConf 2024",
     "abstract": "We propose GustNet, a recurrent model for wind forecasting on kite farms."},
    {"id": "kite-2", "title": "Tether tension", "venue": "KiteConf 2024",
     "abstract": "We study tether tension estimation with graph neural networks on three field datasets."},
    {"id": "kite-3", "title": "Kite control", "venue": "KiteConf 2024",
     "abstract": "We introduce LoopCtl, a controller for figure-eight kite flight trained in simulation."},
    {"id": "kite-4", "title": "Kite landing", "venue": "KiteConf 2024",
     "abstract": "We build a landing planner for kites that reads the wind from the tether angle."},
]


_as_session_28 = as_session_28_store


def _files_of(g) -> dict[str, list[str]]:
    from rdflib.namespace import PROV, RDF

    from kg.graph import SPDX_FILE_NAME
    from kg.ontology import KGO

    return {str(p)[len(BASE + "paper/"):]: sorted(str(g.value(f, SPDX_FILE_NAME)) for f in g.objects(p, PROV.wasDerivedFrom))
            for p in g.subjects(RDF.type, KGO.Paper)}


def _jsonl_file(path: Path, records: list) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def test_a_session_28_store_of_a_two_file_build_links_each_paper_to_its_file(tmp_path):
    from kg.pipeline import build
    from kg.validate import validate

    store = tmp_path / "store"
    a = _jsonl_file(tmp_path / "a.jsonl", _KITES[:2])
    b = _jsonl_file(tmp_path / "sub" / "b.jsonl", [_KITES[1], _KITES[2]])  # kite-2 again: a duplicate
    build([str(a), str(b)], out_dir=None, store=store)
    _as_session_28(store)
    c = _jsonl_file(tmp_path / "c.jsonl", [_KITES[0], _KITES[3]])  # kite-1 unchanged, kite-4 new
    g, summary = build([str(c)], out_dir=None, store=store)
    assert summary.store == {"new": 1, "updated": 0, "unchanged": 1}
    # kite-2's duplicate in b.jsonl was never recorded: only its own record's file is known
    assert _files_of(g) == {"kite-1": ["a.jsonl"], "kite-2": ["a.jsonl"], "kite-3": ["b.jsonl"],
                            "kite-4": ["c.jsonl"]}
    assert validate(g).conforms


def test_two_inputs_of_one_name_leave_their_papers_without_a_file(tmp_path):
    from kg.pipeline import build

    store = tmp_path / "store"
    a = _jsonl_file(tmp_path / "x" / "p.jsonl", _KITES[:1])
    b = _jsonl_file(tmp_path / "y" / "p.jsonl", _KITES[1:2])
    c = _jsonl_file(tmp_path / "c.jsonl", _KITES[2:3])
    build([str(a), str(b), str(c)], out_dir=None, store=store)
    _as_session_28(store)
    g, _ = build([str(_jsonl_file(tmp_path / "d.jsonl", _KITES[3:]))], out_dir=None, store=store)
    assert _files_of(g) == {"kite-1": [], "kite-2": [], "kite-3": ["c.jsonl"], "kite-4": ["d.jsonl"]}
