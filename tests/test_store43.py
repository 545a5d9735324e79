"""Store robustness of session 43 (defects a new user found in session 42):

1. A generation without ``store.json`` was read as an older version's store, losing its builds and
   removed ids without a word: now only a generation of the older layout (records that name no
   build, a graph that names none) is; one with what only newer versions write is damaged.
2. A hand-edited ``store.json`` with a value of the wrong type (``"builds": "x"``) was an internal
   error: now FILE:LINE, the key and the type expected, exit 2, with the way back.
3. A ``CURRENT`` that is a dangling symbolic link: the suggested ``echo ... > CURRENT`` wrote
   through the link (and failed): the suggested command now moves the link aside first.
4. ``kg query --store`` and ``kg serve --store`` answered from a generation whose graph files or
   records were damaged: each commit records a digest of the graph's files, and readers check
   it (and the records' digest) before they answer.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from rdflib.namespace import PROV

from kg.pipeline import build
from kg.store import GraphStore, StoreError, _graph_digest, _json_key_lines
from tests.factories import paper_graph, store_of_generations

NO_OTHER = ("no other generation is present: restore the store folder from a backup, or move the damaged store "
            "aside, `mv st st.damaged`, and build it again from all its source files, `kg build PATH... --store st "
            "--out OUT` (a build into st before the move is refused)")


def _no_other(store: Path) -> str:
    """The way back from ``store`` (given by an absolute path) when it holds no other generation."""
    return NO_OTHER.replace("st st.damaged", f"{store} {store}.damaged").replace(
        "--store st", f"--store {store}").replace("into st", f"into {store}")


def _kg(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "kg", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=600)


def _inputs(folder: Path) -> None:
    """``a.jsonl`` (papers z0, z1), ``b.jsonl`` (z2) and ``c.jsonl`` (z3) in ``folder``, each paper
    proposing a parser evaluated on a treebank."""
    for name, ids in (("a", (0, 1)), ("b", (2,)), ("c", (3,))):
        (folder / f"{name}.jsonl").write_text("".join(json.dumps(
            {"id": f"z{i}", "title": f"Zeta parser {i}",
             "abstract": f"We propose ZetaParse{i}, a dependency parser, and evaluate it on the Penn Treebank."})
            + "\n" for i in ids))


def _two_generations(folder: Path) -> tuple[Path, str, str]:
    """A store ``folder/st`` built from a.jsonl (gen1), then b.jsonl (gen2) while a reader held
    gen1, so both stay in the folder."""
    _inputs(folder)
    store = folder / "st"
    _, first = build([str(folder / "a.jsonl")], out_dir=None, store=store)
    with GraphStore.open(store, read_only=True):
        _, second = build([str(folder / "b.jsonl")], out_dir=None, store=store)
    return store, first.generation, second.generation


def _listing(path: Path) -> list[str]:
    return sorted(str(p.relative_to(path)) for p in path.rglob("*"))


def _command(message: str) -> str:
    """The last command a message quotes in backquotes."""
    return message.rsplit("`", 2)[-2]


# 1. store.json missing: an older version's layout, or a damaged generation -------------------------

def _as_older_layout(store: Path) -> str:
    """Rewrite the store's committed generation as PaperKG wrote it before store.json existed:
    records naming no build (nor inputs), a graph naming no build (no prov:wasInfluencedBy), and
    no store.json. Returns the generation."""
    with GraphStore.open(store) as st:
        records = [{k: v for k, v in r.items() if k not in ("build", "inputs")} for r in st.load_records()]
        graph = st.to_rdflib()
        graph.remove((None, PROV.wasInfluencedBy, None))
        gen = st.replace_graph(graph, records=records)
    (store / gen / "store.json").unlink()
    return gen


def test_an_older_versions_store_is_still_read_and_built_on(tmp_path):
    _inputs(tmp_path)
    store = tmp_path / "st"
    build([str(tmp_path / "a.jsonl")], out_dir=None, store=store)
    gen = _as_older_layout(store)
    assert sorted(p.name for p in (store / gen).iterdir()) == [".readers", "oxigraph", "records.jsonl"]
    with GraphStore.open(store, read_only=True, verify=True) as st:
        assert st.load_meta() == {}
        assert sorted(r["paper"]["id"] for r in st.load_records()) == ["z0", "z1"]
    assert _kg("query", "papers-per-task", "--store", "st", cwd=tmp_path).returncode == 0
    done = _kg("build", "b.jsonl", "--store", "st", "--out", "out", "--no-html", "--quiet", "--jobs", "1",
               cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "store: 1 new, 0 updated, 0 unchanged" in done.stdout
    with GraphStore.open(store, read_only=True, verify=True) as st:
        meta, committed = st.load_meta(), st.generation
    # (session 53: the change record of the generation committed, none for the older one's)
    assert set(meta) == {"base_iri", "builds", "records_file", "graph_files", "layout", "changes"}
    assert list(meta["changes"]) == [committed] and committed != gen


def test_store_json_lost_beside_records_that_name_their_build_is_refused(tmp_path):
    store, gen1, gen2 = _two_generations(tmp_path)
    (store / gen2 / "store.json").unlink()
    before = _listing(store)
    done = _kg("build", "c.jsonl", "--store", "st", "--out", "out", "--no-html", "--quiet", "--jobs", "1",
               cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr == (
        f"kg: error: st/{gen2}/store.json: missing, but st/{gen2}/records.jsonl:1 is a record of the layout that "
        f"needs it (it names the build that extracted it, which only store.json describes; a store of an older "
        f"version has neither); the store's committed generation {gen2} is damaged (edited, or a disk fault): "
        f"the store holds generation {gen1}: to go back to it, `echo {gen1} > st/CURRENT` (what later builds "
        f"added is then lost: build those inputs again), or restore the store folder from a backup\n")
    assert _listing(store) == before  # nothing deleted, nothing committed
    query = _kg("query", "papers-per-task", "--store", "st", cwd=tmp_path)
    assert query.returncode == 2 and query.stderr == done.stderr
    subprocess.run(_command(done.stderr), shell=True, check=True, cwd=tmp_path)  # the way back, as printed
    done = _kg("build", "b.jsonl", "c.jsonl", "--store", "st", "--out", "out", "--no-html", "--quiet",
               "--jobs", "1", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "store: 2 new, 0 updated, 0 unchanged" in done.stdout
    with GraphStore.open(store, read_only=True, verify=True) as st:
        builds = st.load_meta()["builds"]
    assert sorted(name for b in builds.values() for name, *_ in b["inputs"]) == ["a.jsonl", "b.jsonl", "c.jsonl"]


def test_store_json_lost_with_records_emptied_is_told_by_the_graph(tmp_path):
    _inputs(tmp_path)
    store = tmp_path / "st"
    _, summary = build([str(tmp_path / "a.jsonl")], out_dir=None, store=store)
    gen = store / summary.generation
    (gen / "store.json").unlink()
    (gen / "records.jsonl").write_bytes(b"")
    with pytest.raises(StoreError) as err:
        GraphStore.open(store, read_only=True, verify=True)
    assert str(err.value) == (f"{gen / 'store.json'}: missing, but the graph names the builds behind it "
                              f"(prov:wasInfluencedBy), which only store.json records (a store of an older version "
                              f"has neither); the store's committed generation {gen.name} is damaged (edited, or a "
                              f"disk fault): {_no_other(store)}")


def test_store_json_and_records_both_lost_is_damaged_in_any_layout(tmp_path):
    store = tmp_path / "st"
    with GraphStore.open(store) as st:
        gen = st.replace_graph(paper_graph(1), records=[])
    (store / gen / "store.json").unlink()
    (store / gen / "records.jsonl").unlink()
    with pytest.raises(StoreError) as err:
        GraphStore.open(store, read_only=True, verify=True)
    assert str(err.value).startswith(f"{store / gen / 'store.json'}: missing, and so is "
                                     f"{store / gen / 'records.jsonl'} (every version of PaperKG writes the "
                                     f"records file with each commit); the store's committed generation {gen} is "
                                     f"damaged")


def test_records_lost_from_a_store_whose_commit_wrote_no_digest_is_damaged(tmp_path):
    store = tmp_path / "st"
    with GraphStore.open(store) as st:
        gen = st.replace_graph(paper_graph(1), records=[{"paper": {"id": "p0"}}], meta={"base_iri": "http://x/"})
    meta = json.loads((store / gen / "store.json").read_text())
    (store / gen / "store.json").write_text(json.dumps({"base_iri": meta["base_iri"]}))  # as session 41 wrote it
    (store / gen / "records.jsonl").unlink()
    with GraphStore.open(store) as st, pytest.raises(StoreError) as err:  # a build: it was read as no records
        st.load_records()
    assert str(err.value) == (f"{store / gen / 'records.jsonl'}: missing (every commit writes it, also of no "
                              f"records); the store's committed generation {gen} is damaged (edited, or a disk "
                              f"fault): {_no_other(store)}")


# 2. store.json with a value of the wrong type ---------------------------------------------------------

_BUILD = {"version": "0.1.0", "inputs": [["a.jsonl", "ab" * 32, 2, "jsonl"]], "sources": [], "tagger": False,
          "generation": "gen-00000001"}


@pytest.mark.parametrize("edit, line, what", [
    ({"builds": "x"}, 2, '"builds" is a string ("x"), expected an object (build key -> the build\'s facts)'),
    ({"builds": {"k1": _BUILD, "k2": dict(_BUILD, tagger="no")}}, 28,
     '"builds" > "k2" > "tagger" is a string ("no"), expected true or false'),
    ({"builds": {"k1": dict(_BUILD, inputs=[["a.jsonl", "ab" * 32, "2"]])}}, 9,
     '"builds" > "k1" > "inputs"[0][2] is a string ("2"), expected a whole number >= 0 (the records read)'),
    ({"builds": {"k1": dict(_BUILD, inputs=[["a.jsonl"]])}}, 6,
     '"builds" > "k1" > "inputs"[0] is an array of 1, expected [name, sha256, records(, format)]'),
    ({"builds": {"k1": {"inputs": []}}}, 3, '"builds" > "k1" lacks "version" (the PaperKG version of the build)'),
    ({"builds": {"k1": dict(_BUILD, sources="http://a")}}, 13,
     '"builds" > "k1" > "sources" is a string ("http://a"), expected an array of IRIs (strings)'),
    ({"removed": ["p1"]}, 2, '"removed" is an array, expected an object (paper id -> the generation that removed it)'),
    ({"removed": {"p1": "gen-00000002", "p2": 3}}, 4,
     '"removed" > "p2" is a number (3), expected a string (a generation name such as gen-00000003)'),
    ({"base_iri": None}, 2, '"base_iri" is null, expected a string (the IRI the store mints under)'),
    ({"records_file": "x"}, 2, '"records_file" is a string ("x"), expected an object (records, bytes, sha256)'),
    ({"records_file": {"records": True, "bytes": 0, "sha256": "0" * 64}}, 3,
     '"records_file" > "records" is true, expected a whole number >= 0'),
    ({"records_file": {"records": 1, "bytes": 0}}, 2, '"records_file" lacks "sha256"'),
    ({"graph_files": {"CURRENT": {"bytes": 16, "sha256": "XYZ"}}}, 5,
     '"graph_files" > "CURRENT" > "sha256" is a string ("XYZ"), expected 64 hexadecimal digits (a SHA-256 digest)'),
    ({"graph_files": {"../../etc/passwd": {"bytes": 1, "sha256": "0" * 64}}}, 3,
     '"graph_files" > "../../etc/passwd" is no file name of the graph\'s folder'),
])
def test_a_wrong_type_in_store_json_names_file_line_and_key(tmp_path, edit, line, what):
    store = tmp_path / "st"
    with GraphStore.open(store) as st:
        gen = st.replace_graph(paper_graph(1), records=[])
    path = store / gen / "store.json"
    path.write_text(json.dumps(edit, indent=1) + "\n")  # as hand-edited (keys in this order)
    for read_only in (True, False):
        with GraphStore.open(store, read_only=read_only) as st, pytest.raises(StoreError) as err:
            st.load_meta()
        assert str(err.value) == (f"{path}:{line}: {what}; the store's committed generation {gen} is damaged "
                                  f"(edited, or a disk fault): {_no_other(store)}")


def test_keys_of_a_later_version_and_the_facts_a_build_writes_pass(tmp_path):
    _inputs(tmp_path)
    store = tmp_path / "st"
    build([str(tmp_path / "a.jsonl")], out_dir=None, store=store, remove=None)
    build([], out_dir=None, store=store, remove=["z1"])
    with GraphStore.open(store, read_only=True, verify=True) as st:
        meta = st.load_meta()
        path = store / st.generation / "store.json"
    assert meta["removed"] == {"z1": "gen-00000002"}
    path.write_text(json.dumps(dict(meta, later_key={"any": ["thing", 1]}), indent=1))
    with GraphStore.open(store) as st:
        assert st.load_meta()["later_key"] == {"any": ["thing", 1]}


def test_wrong_type_in_store_json_exits_2_for_build_query_and_serve(tmp_path):
    _inputs(tmp_path)
    store = tmp_path / "st"
    _, summary = build([str(tmp_path / "a.jsonl")], out_dir=None, store=store)
    gen = summary.generation
    path = store / gen / "store.json"
    text = path.read_text()
    assert text.splitlines()[2] == ' "builds": {'
    path.write_text(text.replace(' "builds": {', ' "builds": "x", "old_builds": {', 1))
    expected = (f'kg: error: st/{gen}/store.json:3: "builds" is a string ("x"), expected an object (build key -> '
                f"the build's facts); the store's committed generation {gen} is damaged (edited, or a disk fault): "
                f"{NO_OTHER}\n")
    for args in (["build", "b.jsonl", "--store", "st", "--out", "out", "--no-html", "--quiet", "--jobs", "1"],
                 ["build", "--store", "st", "--remove", "z0", "--out", "out", "--no-html", "--quiet"],
                 ["query", "papers-per-task", "--store", "st"],
                 ["serve", "--store", "st", "--port", "0", "--workers", "1"]):
        done = _kg(*args, cwd=tmp_path)
        assert (done.returncode, done.stderr) == (2, expected), args
    assert sorted(p.name for p in store.glob("gen-*")) == [gen]


def test_json_key_lines_follow_the_last_of_a_twice_given_name():
    text = '{"a": 1,\n "b": {"c": [1,\n  2]},\n "a": "x"}'
    assert _json_key_lines(text) == {("a",): 4, ("b",): 2, ("b", "c"): 2, ("b", "c", 0): 2, ("b", "c", 1): 3}
    assert _json_key_lines("[" * 5000 + "]" * 5000) == {}  # (too deep to walk: no line, no error)


def test_store_json_nested_too_deeply_is_damaged_not_an_internal_error(tmp_path):
    store = tmp_path / "st"
    with GraphStore.open(store) as st:
        gen = st.replace_graph(paper_graph(1), records=[])
    (store / gen / "store.json").write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(StoreError, match=r"store\.json: invalid JSON: nested too deeply; the store's committed"):
        GraphStore.open(store, read_only=True, verify=True)


# 3. CURRENT as a dangling symbolic link ------------------------------------------------------------

@pytest.mark.parametrize("target", ["elsewhere/CURRENT", "gone"])
@pytest.mark.parametrize("read_only", [True, False])
def test_dangling_current_link_is_moved_aside_by_the_printed_command(tmp_path, target, read_only):
    store = tmp_path / "st"
    gen1, gen2 = store_of_generations(store)
    (store / "CURRENT").unlink()
    (store / "CURRENT").symlink_to(target)  # relative: in the store folder, or a folder that is gone
    before = _listing(store)
    with pytest.raises(StoreError) as err:
        GraphStore.open(store, read_only=read_only)
    msg = str(err.value)
    assert msg == (f"store {store}: the file {store / 'CURRENT'} that names the committed generation is a symbolic "
                   f"link to {target}, which does not exist, but the folder holds {gen1}, {gen2} (a link made by "
                   f"hand, or the store copied with its links?); {'' if read_only else 'nothing was changed; '}the "
                   f"store holds generations {gen1}, {gen2} ({gen2} the newest): to go back to the newest, "
                   f"`mv {store / 'CURRENT'} {store / 'CURRENT.bad'} && echo {gen2} > {store / 'CURRENT'}` (normally "
                   f"the last one committed), or restore the store folder from a backup")
    assert _listing(store) == before
    subprocess.run(_command(msg), shell=True, check=True)  # literally as printed
    assert os.readlink(store / "CURRENT.bad") == target  # the link, kept aside
    assert not (store / target).exists()  # no file made where the link pointed
    with GraphStore.open(store, read_only=True) as st:
        assert st.generation == gen2 and len(st) == 2


def test_current_link_to_a_file_elsewhere_is_not_written_through(tmp_path):
    store = tmp_path / "st"
    (gen,) = store_of_generations(store, commits=1)
    elsewhere = tmp_path / "notes.txt"
    elsewhere.write_text("my notes\n")
    (store / "CURRENT").unlink()
    (store / "CURRENT").symlink_to(elsewhere)
    with pytest.raises(StoreError) as err:
        GraphStore.open(store, read_only=True)
    assert str(err.value).startswith(f"{store / 'CURRENT'}: line 1: not a generation name: 'my notes'")
    subprocess.run(_command(str(err.value)), shell=True, check=True)
    assert elsewhere.read_text() == "my notes\n"
    with GraphStore.open(store, read_only=True) as st:
        assert st.generation == gen


def test_dangling_current_link_without_generations_says_so(tmp_path):
    store = tmp_path / "st"
    store.mkdir()
    (store / "CURRENT").symlink_to("gone")
    with pytest.raises(StoreError) as err:
        GraphStore.open(store, read_only=True)
    assert str(err.value).startswith(f"store {store} is not a PaperKG store (its CURRENT is a symbolic link to gone, "
                                     f"which does not exist, and it holds no generation)")
    with GraphStore.open(store) as st:  # a build starts the store, replacing the link
        gen = st.replace_graph(paper_graph(1), records=[])
    assert not (store / "CURRENT").is_symlink() and (store / "CURRENT").read_text() == gen + "\n"


def test_build_through_a_dangling_current_link_exits_2_and_the_command_repairs_it(tmp_path):
    _inputs(tmp_path)
    assert _kg("build", "a.jsonl", "--store", "st", "--out", "out", "--no-html", "--quiet", "--jobs", "1",
               cwd=tmp_path).returncode == 0
    (tmp_path / "st" / "CURRENT").unlink()
    (tmp_path / "st" / "CURRENT").symlink_to(tmp_path / "backup" / "CURRENT")
    done = _kg("build", "b.jsonl", "--store", "st", "--out", "out", "--no-html", "--quiet", "--jobs", "1",
               cwd=tmp_path)
    assert done.returncode == 2
    command = _command(done.stderr)
    assert command == "mv st/CURRENT st/CURRENT.bad && echo gen-00000001 > st/CURRENT"
    subprocess.run(command, shell=True, check=True, cwd=tmp_path)
    done = _kg("build", "b.jsonl", "--store", "st", "--out", "out", "--no-html", "--quiet", "--jobs", "1",
               cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "store: 1 new, 0 updated, 0 unchanged" in done.stdout


# 4. readers refuse a generation whose graph or records are not what its commit wrote -------------

def _one_generation(tmp_path: Path) -> tuple[Path, str]:
    _inputs(tmp_path)
    store = tmp_path / "st"
    _, summary = build([str(tmp_path / "a.jsonl")], out_dir=None, store=store)
    return store, summary.generation


def _largest_table(store: Path, gen: str) -> Path:
    return max((store / gen / "oxigraph").glob("*.sst"), key=lambda p: p.stat().st_size)


def test_commit_records_the_graph_files_and_a_reader_changes_none(tmp_path):
    store, gen = _one_generation(tmp_path)
    files = json.loads((store / gen / "store.json").read_text())["graph_files"]
    assert {"CURRENT", "IDENTITY"} <= set(files) and any(name.endswith(".sst") for name in files)
    assert not {"LOG", "LOCK"} & set(files)
    assert _kg("query", "papers-per-task", "--store", "st", cwd=tmp_path).returncode == 0
    with GraphStore.open(store, read_only=True, verify=True) as st:
        assert len(st) > 0
    assert _graph_digest(store / gen / "oxigraph") == files
    (store / gen / "oxigraph" / "LOG").unlink()  # RocksDB's information log: no data
    with GraphStore.open(store, read_only=True, verify=True) as st:
        assert st.generation == gen


@pytest.mark.parametrize("damage", ["flip", "truncate", "delete"])
def test_query_and_serve_refuse_a_damaged_graph(tmp_path, damage):
    store, gen = _one_generation(tmp_path)
    table = _largest_table(store, gen)
    size = table.stat().st_size
    data = bytearray(table.read_bytes())
    if damage == "flip":  # a disk fault: same size, one bit changed
        data[len(data) // 2] ^= 0x01
        table.write_bytes(bytes(data))
        what = f"holds other bytes than its commit wrote (its {size} bytes have another SHA-256)"
    elif damage == "truncate":
        table.write_bytes(bytes(data[:100]))
        what = f"holds 100 bytes, not the {size} its commit wrote (cut short, or edited)"
    else:
        table.unlink()
        what = f"missing (the commit wrote {size} bytes of the graph there)"
    expected = (f"kg: error: st/{gen}/oxigraph/{table.name}: {what}; the store's committed generation {gen} is "
                f"damaged (edited, or a disk fault): {NO_OTHER}\n")
    for args in (["query", "papers-per-task", "--store", "st"],
                 ["serve", "--store", "st", "--port", "0", "--workers", "1"],
                 ["build", "b.jsonl", "--store", "st", "--out", "out", "--no-html", "--quiet", "--jobs", "1"]):
        done = _kg(*args, cwd=tmp_path)
        assert (done.returncode, done.stderr, done.stdout) == (2, expected, ""), args
    assert sorted(p.name for p in store.glob("gen-*")) == [gen]


@pytest.mark.parametrize("damage, what", [
    ("delete", "missing (the commit wrote 2 records there)"),
    ("empty", "holds 0 records (0 bytes), not the 2 ({size} bytes) its commit wrote (cut short, emptied or edited)"),
    ("edit", "holds other bytes than its commit wrote (its 2 records and {size} bytes have another SHA-256: "
             "edited, or a disk fault)"),
])
def test_query_refuses_a_generation_whose_records_are_damaged(tmp_path, damage, what):
    store, gen = _one_generation(tmp_path)
    records = store / gen / "records.jsonl"
    data = records.read_bytes()
    if damage == "delete":
        records.unlink()
    elif damage == "empty":
        records.write_bytes(b"")
    else:
        records.write_bytes(data.replace(b"ZetaParse0", b"ZetaParse9", 1))
    done = _kg("query", "papers-per-task", "--store", "st", cwd=tmp_path)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == (f"kg: error: st/{gen}/records.jsonl: {what.format(size=len(data))}; the store's committed "
                           f"generation {gen} is damaged (edited, or a disk fault): {NO_OTHER}\n")


def test_records_line_fault_is_named_by_line_for_a_reader_too(tmp_path):
    store, gen = _one_generation(tmp_path)
    records = store / gen / "records.jsonl"
    records.write_bytes(records.read_bytes().replace(b'{"', b'{"', 1).replace(b"\n", b"\n{oops\n", 1))
    with pytest.raises(StoreError, match=rf"records\.jsonl:2:2: invalid JSON: expecting property name enclosed in "
                                         rf"double quotes; the store's committed generation {gen} is damaged"):
        GraphStore.open(store, read_only=True, verify=True)


def test_a_generation_without_a_graph_digest_is_still_read(tmp_path):
    store, gen = _one_generation(tmp_path)
    path = store / gen / "store.json"
    meta = json.loads(path.read_text())
    del meta["graph_files"], meta["layout"]  # as session 42 wrote it
    path.write_text(json.dumps(meta))
    done = _kg("query", "papers-per-task", "--store", "st", cwd=tmp_path)
    assert done.returncode == 0, done.stderr


def test_a_reader_keeps_its_generation_when_the_next_one_is_damaged(tmp_path):
    store = tmp_path / "st"
    with GraphStore.open(store) as writer:
        gen1 = writer.replace_graph(paper_graph(1), records=[{"paper": {"id": "p0"}}])
        with GraphStore.open(store, read_only=True, verify=True) as reader:  # kg serve's worker
            gen2 = writer.replace_graph(paper_graph(2), records=[{"paper": {"id": "p0"}}, {"paper": {"id": "p1"}}])
            table = _largest_table(store, gen2)
            table.write_bytes(table.read_bytes()[:-1])
            with pytest.raises(StoreError, match=rf"{table.name}: holds \d+ bytes, not the \d+ its commit wrote"):
                reader.refresh()
            assert reader.generation == gen1 and len(reader) == 1  # still answers from gen1
            assert len(list(reader.query("SELECT * { ?s ?p ?o }"))) == 1
    assert (store / gen1 / "oxigraph").is_dir()  # held by the reader at the commit: kept
