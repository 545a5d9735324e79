"""Session 54, extending PaperKG: a user gazetteer (kg build --gazetteer, kg.user_gazetteer), the
rule-diff tool (tools/rule_diff.py), the tests-for-a-module tool (tools/tests_for.py), and a
label that keeps the capital its abstract writes mid-sentence (kg.resolve.MID_SENTENCE_TEXT)."""
from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

import pytest
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import PROV, RDFS

import kg.resolve as resolve_module
from factories import extraction, load_script
from kg.records import Mention
from kg.resolve import resolve
from kg.user_gazetteer import GazetteerError, UserGazetteer, read, rules

ROOT = Path(__file__).resolve().parent.parent


# -- a label keeps the capital the abstract writes where no sentence starts -------------------

def _opening_only(text: str, name: str):
    """An extraction of ``text`` with one Method mention of ``name``: the one opening the text."""
    assert text.startswith(name)
    return extraction("p1", text, mentions=[Mention(text=name, type="Method", start=0, end=len(name),
                                                    role="used", rule="test")])


def _labels(exs, flag: bool, monkeypatch) -> list[str]:
    monkeypatch.setattr(resolve_module, "MID_SENTENCE_TEXT", flag)
    return sorted(e.label for e in resolve(exs).entities.values())


def test_a_name_written_mid_sentence_keeps_its_capital(monkeypatch):
    ex = _opening_only("Quillora is a multilingual speech recognizer. We adapt Quillora to low-resource "
                       "languages with a small adapter.", "Quillora")
    assert _labels([ex], False, monkeypatch) == ["quillora"]  # (before: the sentence's capital dropped)
    assert _labels([ex], True, monkeypatch) == ["Quillora"]


def test_a_name_only_opening_sentences_still_loses_the_capital(monkeypatch):
    # no mid-sentence spelling, and "quilloras" or "Quillora-based" are other words
    ex = _opening_only("Quillora is a multilingual speech recognizer. Quillora-based systems and quilloras "
                       "are common.", "Quillora")
    assert _labels([ex], True, monkeypatch) == ["quillora"]


# -- user gazetteer: the file -----------------------------------------------------------------

def _write(tmp_path, text: str, name: str = "mine.csv") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_read_takes_header_comments_iris_and_aliases(tmp_path):
    path = _write(tmp_path, "name,type,iri,aliases\n# our lab's models\n\nBrindleNet,method,"
                            "https://example.org/kb/brindlenet,Brindle-Net,BrindleNet\n"
                            "kelp canopy mapping,Task,,kelp mapping\nKelpSat-7,DATASET\n")
    gaz = read(path)
    assert [(e.line, e.name, e.type, e.iri, e.aliases) for e in gaz.entries] == [
        (4, "BrindleNet", "Method", "https://example.org/kb/brindlenet", ("Brindle-Net",)),
        (5, "kelp canopy mapping", "Task", "", ("kelp mapping",)),
        (6, "KelpSat-7", "Dataset", "", ())]
    assert gaz.names() == {"Method": ["Brindle-Net", "BrindleNet"], "Task": ["kelp canopy mapping", "kelp mapping"],
                           "Dataset": ["KelpSat-7"]}
    assert gaz.name == "mine.csv" and len(gaz.sha256) == 64


@pytest.mark.parametrize("rows, line, words", [
    ("BrindleNet,Model\n", 1, "'Model' for 'BrindleNet'"),
    ("name,type\nBrindleNet,Method\n,Task,\n", 3, "no name"),
    ("BrindleNet,Method\nKelpSat,Dataset,not an iri\n", 2, "holds a space"),
    ("BrindleNet,Method,ftp://example.org/x\n", 1, "no absolute http(s) IRI"),
    ("BrindleNet\n", 1, "no type"),
])
def test_a_bad_row_is_named_by_file_and_line(tmp_path, rows, line, words):
    path = _write(tmp_path, rows)
    with pytest.raises(GazetteerError) as err:
        read(path)
    assert f"{path}:{line}:" in str(err.value) and words in str(err.value)
    assert "nothing was built" in str(err.value)


def test_every_bad_row_is_named(tmp_path):
    path = _write(tmp_path, "A1Net,Method\nB,Thing\nCNet,Method\nD,Other\n")
    message = str(pytest.raises(GazetteerError, read, path).value)
    assert f"{path}:2:" in message and f"{path}:4:" in message and "1 more bad row" in message


def test_unreadable_files(tmp_path):
    with pytest.raises(GazetteerError, match="cannot read the gazetteer file"):
        read(tmp_path / "missing.csv")
    binary = tmp_path / "binary.csv"
    binary.write_bytes(b"\x00\x01\x02\x00" * 40)
    with pytest.raises(GazetteerError, match=r"binary.csv: the gazetteer file cannot be read as text"):
        read(binary)
    # a Latin-1 file was refused until session 55; now read as kg build reads it, with a warning
    latin = tmp_path / "latin.csv"
    latin.write_bytes(b"BrindleNet,Method\nCaf\xe9Net,Method\n")
    gaz = read(latin)
    assert [e.name for e in gaz.entries] == ["BrindleNet", "Caf\u00e9Net"]
    assert [w for w, _m in gaz.read_warnings] == [f"{latin}:2"]


def test_the_fingerprint_follows_the_file(tmp_path):
    a = read(_write(tmp_path, "BrindleNet,Method\n", "a.csv"))
    b = read(_write(tmp_path, "BrindleNet,Method\nKelpSat-7,Dataset\n", "b.csv"))
    assert rules("0123456789abcdef", None) == "0123456789abcdef"
    ra, rb = rules("0123456789abcdef", a), rules("0123456789abcdef", b)
    assert len(ra) == 16 and ra not in (rb, "0123456789abcdef")
    assert rules("fedcba9876543210", a) != ra
    assert rules("0123456789abcdef", read(_write(tmp_path, "BrindleNet,Method\n", "c.csv"))) == ra  # bytes, not name


def test_apply_gives_the_named_entity_its_iri(tmp_path):
    gaz = read(_write(tmp_path, "BrindleNet,Method,https://example.org/kb/brindlenet\n"
                                "kelp canopy mapping,Task,https://example.org/kb/kelp,kelp mapping\n"
                                "BrindleNet,Dataset,https://example.org/kb/other\n"))
    text = "We use BrindleNets for kelp mapping."
    ex = extraction("p1", text, mentions=[
        Mention(text="BrindleNets", type="Method", start=7, end=18, role="used", rule="test"),
        Mention(text="kelp mapping", type="Task", start=23, end=35, role="task", rule="test")])
    res = resolve([ex])
    assert gaz.apply(res) == 2
    got = {e.label: e.exact_matches for e in res.entities.values()}
    assert got == {"BrindleNets": ["https://example.org/kb/brindlenet"],
                   "kelp mapping": ["https://example.org/kb/kelp"]}  # (the Dataset row: another type)
    assert gaz.apply(res) == 0  # each IRI once


# -- user gazetteer: the build ------------------------------------------------------------------

ABSTRACTS = [
    {"id": "g1", "title": "Kelp from space", "abstract": "Glimmerax is a segmentation model for aerial "
     "images. We apply Glimmerax to kelp canopy mapping and evaluate on KelpSat-7."},
    {"id": "g2", "title": "Mapping kelp", "abstract": "We propose KelpFormer, a transformer for kelp canopy "
     "mapping. KelpFormer outperforms Glimmerax on KelpSat-7 by 4.2% accuracy."},
]
GAZETTEER = ("name,type,iri\nGlimmerax,Method,https://example.org/kb/glimmerax\n"
             "kelp canopy mapping,Task,https://example.org/kb/kelp-canopy-mapping\n")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    from kg.pipeline import build

    tmp = tmp_path_factory.mktemp("gaz54")
    src = tmp / "abstracts.jsonl"
    src.write_text("".join(json.dumps(r) + "\n" for r in ABSTRACTS), encoding="utf-8")
    gaz = _write(tmp, GAZETTEER, "lab.csv")
    _, with_gaz = build([src], out_dir=tmp / "with", n_process=2, html=False, gazetteer=gaz)
    _, without = build([src], out_dir=tmp / "without", n_process=1, html=False)
    return tmp, with_gaz, without


def _entities(folder: Path) -> dict[str, dict]:
    with open(folder / "entities.csv", encoding="utf-8", newline="") as f:
        return {r["label"]: r for r in csv.DictReader(f)}


def test_build_with_a_gazetteer_links_its_iris_and_records_the_file(built):
    tmp, _, _ = built
    ents = _entities(tmp / "with")
    assert ents["Glimmerax"]["exact_matches"] == "https://example.org/kb/glimmerax"
    assert ents["Glimmerax"]["papers"] == "2"
    assert "https://example.org/kb/kelp-canopy-mapping" in ents["kelp canopy mapping"]["exact_matches"].split()
    g = Graph().parse(tmp / "with" / "graph.ttl")
    files = [o for o in g.objects(None, PROV.used) if "gazetteer-" in str(o)]
    assert len(files) == 1 and (files[0], RDFS.label, Literal("user gazetteer", lang="en")) in g
    assert str(files[0]).endswith("-file")


def test_build_without_a_gazetteer_has_none_of_it(built):
    tmp, with_gaz, without = built
    ents = _entities(tmp / "without")
    assert ents["Glimmerax"]["exact_matches"] == ""
    g = Graph().parse(tmp / "without" / "graph.ttl")
    assert not [o for o in g.objects(None, PROV.used) if "gazetteer-" in str(o)]
    from kg.fingerprint import rules_fingerprint

    versions = {}
    for name in ("with", "without"):
        g = Graph().parse(tmp / name / "graph.ttl")
        versions[name] = {str(o) for o in g.objects(None, URIRef("https://schema.org/softwareVersion"))}
    assert versions["without"] == {f"0.1.0+rules.{rules_fingerprint()}"}
    assert len(versions["with"]) == 1 and versions["with"] != versions["without"]


def test_cli_refuses_a_bad_gazetteer_naming_the_line(tmp_path):
    src = tmp_path / "a.jsonl"
    src.write_text(json.dumps(ABSTRACTS[0]) + "\n", encoding="utf-8")
    gaz = _write(tmp_path, "Glimmerax,Method\nkelp,Species\n")
    run = subprocess.run([sys.executable, "-m", "kg", "build", str(src), "--out", str(tmp_path / "out"),
                          "--gazetteer", str(gaz)], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 2
    assert f"{gaz}:2:" in run.stderr and "'Species'" in run.stderr
    assert not (tmp_path / "out").exists()


def test_dask_engine_is_refused(tmp_path):
    from kg.pipeline import build

    src = tmp_path / "a.jsonl"
    src.write_text(json.dumps(ABSTRACTS[0]) + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match="local engine only"):
        build([src], out_dir=None, engine="dask", gazetteer=_write(tmp_path, GAZETTEER))


def _store_rules(store: Path) -> set[str]:
    """The extraction fingerprints of the builds the store's current generation records."""
    current = (store / "CURRENT").read_text(encoding="utf-8").strip()
    meta = json.loads((store / current / "store.json").read_text(encoding="utf-8"))
    return {b["rules"] for b in meta["builds"].values()}


def test_store_counts_papers_of_another_gazetteer_as_other_rules(tmp_path):
    from kg.pipeline import build

    src = tmp_path / "a.jsonl"
    src.write_text("".join(json.dumps(r) + "\n" for r in ABSTRACTS), encoding="utf-8")
    store = tmp_path / "st"
    build([src], out_dir=None, store=store, n_process=1, html=False)
    plain_rules = _store_rules(store)
    _, summary = build([], out_dir=tmp_path / "out", store=store, n_process=1, html=False, reextract=True,
                       gazetteer=_write(tmp_path, GAZETTEER))
    assert any("--reextract: 2 stored papers extracted by other rules" in n for n in summary.notes)
    assert len(_store_rules(store) - plain_rules) == 1
    assert _entities(tmp_path / "out")["Glimmerax"]["exact_matches"] == "https://example.org/kb/glimmerax"


# -- tools/rule_diff.py ---------------------------------------------------------------------------

@pytest.fixture(scope="module")
def rule_diff():
    return load_script(ROOT / "tools" / "rule_diff.py", "rule_diff54")


def test_rule_diff_lists_added_and_removed_items_with_their_sentence(rule_diff):
    text = "We propose LumaNet for glacier mapping. LumaNet is evaluated on IceSet."
    before = extraction("p1", text, mentions=[
        Mention(text="LumaNet", type="Method", start=11, end=18, role="proposed", rule="propose-named"),
        Mention(text="glacier mapping", type="Task", start=23, end=38, role="task", rule="task-np", main=True)])
    after = extraction("p1", text, mentions=[
        Mention(text="LumaNet", type="Method", start=11, end=18, role="proposed", rule="propose-named"),
        Mention(text="IceSet", type="Dataset", start=64, end=70, role="dataset", rule="dataset-on")])
    same = extraction("p2", "We study ice.")
    changed = rule_diff.diff([before.to_dict(), same.to_dict()], [after.to_dict(), same.to_dict()])
    assert [p["id"] for p in changed] == ["p1"]
    assert [(c["sign"], c["category"], c["item"], c["rule"], c["sentence"]) for c in changed[0]["changes"]] == [
        ("+", "dataset", "IceSet", "dataset-on", "LumaNet is evaluated on IceSet."),
        ("-", "task", "glacier mapping", "task-np", "We propose LumaNet for glacier mapping."),
        ("-", "main_task", "glacier mapping", "task-np", "We propose LumaNet for glacier mapping.")]
    assert rule_diff.summary(changed) == {"dataset": {"added": 1, "removed": 0}, "task": {"added": 0, "removed": 1},
                                          "main_task": {"added": 0, "removed": 1}}
    report = rule_diff.render(changed, 2)
    assert "  + dataset: 'IceSet' [dataset-on]" in report and report.splitlines()[-4] == "1 of 2 papers changed"
    with pytest.raises(ValueError, match="same papers"):
        rule_diff.diff([before.to_dict()], [same.to_dict()])


def test_rule_diff_from_a_saved_extraction(rule_diff, tmp_path):
    src = tmp_path / "a.jsonl"
    src.write_text(json.dumps(ABSTRACTS[1]) + "\n", encoding="utf-8")
    saved = tmp_path / "before.json"
    env_cmd = [sys.executable, str(ROOT / "tools" / "rule_diff.py")]
    assert subprocess.run([*env_cmd, "dump", str(src), "--out", str(saved)], cwd=ROOT).returncode == 0
    data = json.loads(saved.read_text(encoding="utf-8"))
    assert [d["paper"]["id"] for d in data] == ["g2"]
    # the saved file with one item taken out: the working tree's extraction adds it back
    removed = next(m for m in data[0]["mentions"] if m["text"] == "KelpFormer")
    data[0]["mentions"] = [m for m in data[0]["mentions"] if m is not removed]
    saved.write_text(json.dumps(data), encoding="utf-8")
    run = subprocess.run([*env_cmd, str(src), "--before", str(saved), "--json"], cwd=ROOT,
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert out["papers"] == 1 and out["summary"] == {"method_proposed": {"added": 1, "removed": 0}}
    change = out["changed"][0]["changes"][0]
    assert change["item"] == "KelpFormer" and change["sentence"].startswith("We propose KelpFormer")
    bad = subprocess.run([*env_cmd, str(tmp_path / "nope.jsonl"), "--before", str(saved)], cwd=ROOT,
                         capture_output=True, text=True)
    assert bad.returncode == 2 and "rule_diff: error:" in bad.stderr


# -- tools/tests_for.py ---------------------------------------------------------------------------

@pytest.fixture(scope="module")
def tests_for():
    return load_script(ROOT / "tools" / "tests_for.py", "tests_for54")


def test_tests_for_finds_imports_and_dotted_names(tests_for, tmp_path):
    (tmp_path / "kg" / "extract").mkdir(parents=True)
    for name in ("roles.py", "roles_main.py", "__init__.py"):
        (tmp_path / "kg" / "extract" / name).write_text("", encoding="utf-8")
    (tmp_path / "tools").mkdir()
    (tmp_path / "tools" / "sorter.py").write_text("", encoding="utf-8")
    tests = tmp_path / "tests"
    tests.mkdir()
    files = {
        "test_a1.py": "from kg.extract.roles import X\n",
        "test_a2.py": "import kg.extract.roles as r\n",
        "test_a3.py": "from kg.extract import (\n    chunks,\n    roles,\n)\n",
        "test_a4.py": "monkeypatch.setattr('kg.extract.roles.FLAG', False)\n",
        "test_b1.py": "from kg.extract.roles_main import WEIGHTS\n",   # another module
        "test_b2.py": "from kg.extract import roles_main\n",
        "test_c1.py": "sorter = load_script(ROOT / 'tools' / 'sorter.py', 'sorter')\n",
        "helper.py": "from kg.extract.roles import X\n",                 # no test file
    }
    for name, text in files.items():
        (tests / name).write_text(text, encoding="utf-8")
    assert tests_for.tests_for(["kg/extract/roles.py"], tmp_path) == [
        "tests/test_a1.py", "tests/test_a2.py", "tests/test_a3.py", "tests/test_a4.py"]
    assert tests_for.tests_for(["kg.extract.roles_main"], tmp_path) == ["tests/test_b1.py", "tests/test_b2.py"]
    assert tests_for.tests_for(["tools/sorter.py"], tmp_path) == ["tests/test_c1.py"]
    assert tests_for.module_name("kg/extract/__init__.py", tmp_path) == ("kg.extract", "__init__.py")
    with pytest.raises(FileNotFoundError, match="kg/nope.py"):
        tests_for.tests_for(["kg/nope.py"], tmp_path)


def test_tests_for_on_this_repository(tests_for):
    assert "tests/test_extend54.py" in tests_for.tests_for(["kg/user_gazetteer.py"])
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "tests_for.py"), "kg/curation.py", "--pytest"],
                         capture_output=True, text=True)
    assert run.returncode == 0 and run.stdout.startswith("python -m pytest -q -p no:cacheprovider tests/")
    assert "tests/test_curation53.py" in run.stdout.split()
