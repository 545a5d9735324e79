"""Store checks of session 43, second round (defects a new user found in the graph-file digests):

1. The graph-file check could be switched off: an entry deleted from ``graph_files`` (or ``{}``, or
   the key deleted) and that file then damaged read with exit 0, and a file the commit did not
   write in the graph's folder was accepted. Now the folder must hold the files listed and no
   other (but RocksDB's LOG and LOCK), ``{}`` is damage, and each commit writes ``"layout": 2``,
   with which a ``store.json`` lacking ``graph_files`` or ``records_file`` is damaged; stores
   written before (no ``layout``) still read.
2. ``kg serve --store`` said nothing when CURRENT named a damaged generation: it now warns once
   per damaged generation, naming it, the file and fault, and the generation it keeps serving.
3. The way back from a damaged store with no older generation said to "build a new store from the
   source files"; a build into the same folder is refused: it now says to move the store aside,
   with the commands, which work as printed.
"""
import json
import re
import signal
import subprocess
import sys
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from kg.pipeline import build
from kg.store import LAYOUT, GraphStore, StoreError
from test_store43 import _inputs, _kg, _largest_table, _one_generation  # one set-up for both rounds

ROOT = Path(__file__).resolve().parents[1]


def _flip(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0x01
    path.write_bytes(bytes(data))


def _line(path: Path, key: str) -> int:
    """The line (from 1) of ``key``'s member name in the JSON file ``path`` (written indented)."""
    return next(i for i, text in enumerate(path.read_text().splitlines(), 1) if text.startswith(f' "{key}"'))


QUERY = ["query", "papers-per-task", "--store", "st"]
BUILD = ["build", "b.jsonl", "--store", "st", "--out", "out", "--no-html", "--quiet", "--jobs", "1"]
WAY_BACK = ("no other generation is present: restore the store folder from a backup, or move the damaged store "
            "aside, `mv st st.damaged`, and build it again from all its source files, `kg build PATH... --store st "
            "--out OUT` (a build into st before the move is refused)")


# 1. the graph-file check cannot be switched off by editing store.json ----------------------------------

def test_a_commit_writes_the_layout_and_both_digests(tmp_path):
    store, gen = _one_generation(tmp_path)
    meta = json.loads((store / gen / "store.json").read_text())
    assert LAYOUT == 2 and meta["layout"] == 2
    assert {"graph_files", "records_file"} <= set(meta)


@pytest.mark.parametrize("edit", ["entry deleted", "empty", "key deleted", "records_file deleted"])
def test_a_digest_deleted_from_store_json_does_not_switch_the_check_off(tmp_path, edit):
    store, gen = _one_generation(tmp_path)
    path = store / gen / "store.json"
    meta = json.loads(path.read_text())
    table = _largest_table(store, gen)
    n = len(meta["graph_files"])
    if edit == "entry deleted":
        del meta["graph_files"][table.name]
    elif edit == "empty":
        meta["graph_files"] = {}
    elif edit == "key deleted":
        del meta["graph_files"]
    else:
        del meta["records_file"]
    path.write_text(json.dumps(meta, indent=1, sort_keys=True) + "\n")
    _flip(table)  # then the file the digest no longer names is damaged
    if edit == "entry deleted":
        what = (f"st/{gen}/oxigraph: holds a file that its commit did not write ({table.name}; store.json lists "
                f"{n - 1} files)")
    elif edit == "empty":
        what = (f'st/{gen}/store.json:{_line(path, "graph_files")}: "graph_files" is an empty object, expected the '
                f"files of the graph (every commit's graph has files: CURRENT, MANIFEST ...)")
    else:
        key, held = (("graph_files", "the size and SHA-256 of each file of the graph") if edit == "key deleted" else
                     ("records_file", "the records, bytes and SHA-256 of records.jsonl"))
        what = (f'st/{gen}/store.json:{_line(path, "layout")}: "layout" is 2, whose commits always write "{key}" '
                f"({held}), but store.json has none (deleted by hand, or a damaged file)")
    expected = (f"kg: error: {what}; the store's committed generation {gen} is damaged (edited, or a disk fault): "
                f"{WAY_BACK}\n")
    for args in (QUERY, BUILD):
        done = _kg(*args, cwd=tmp_path)
        assert (done.returncode, done.stderr, done.stdout) == (2, expected, ""), args
    assert sorted(p.name for p in store.glob("gen-*")) == [gen]


@pytest.mark.parametrize("name", ["000099.log", "000099.sst", "notes.txt"])
def test_a_file_the_commit_did_not_write_in_the_graph_folder_is_refused(tmp_path, name):
    store, gen = _one_generation(tmp_path)
    files = json.loads((store / gen / "store.json").read_text())["graph_files"]
    (store / gen / "oxigraph" / name).write_bytes(b"")
    done = _kg(*QUERY, cwd=tmp_path)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (f"kg: error: st/{gen}/oxigraph: holds a file that its commit did not write ({name}; "
                           f"store.json lists {len(files)} files); the store's committed generation {gen} is damaged "
                           f"(edited, or a disk fault): {WAY_BACK}\n")


def test_rocksdb_log_and_lock_and_a_folder_are_not_extra_files_and_a_reader_writes_none(tmp_path):
    store, gen = _one_generation(tmp_path)
    folder = store / gen / "oxigraph"
    assert {"LOG", "LOCK"} <= {p.name for p in folder.iterdir()}  # (the writer's, left in the folder)
    (folder / "LOG.old.1733300000000000").write_text("rotated information log\n")
    (folder / "archive").mkdir()  # a folder: RocksDB reads none (WAL archives only when configured)
    before = sorted((p.name, p.stat().st_size, p.stat().st_mtime_ns) for p in folder.iterdir())
    for _ in range(2):
        done = _kg(*QUERY, cwd=tmp_path)
        assert done.returncode == 0, done.stderr
    assert sorted((p.name, p.stat().st_size, p.stat().st_mtime_ns) for p in folder.iterdir()) == before
    (folder / "LOG").unlink()
    (folder / "LOCK").unlink()
    assert _kg(*QUERY, cwd=tmp_path).returncode == 0
    assert not (folder / "LOG").exists() and not (folder / "LOCK").exists()  # a read-only open makes neither


def test_a_store_written_before_the_layout_key_still_reads_and_is_checked(tmp_path):
    store, gen = _one_generation(tmp_path)
    path = store / gen / "store.json"
    meta = json.loads(path.read_text())
    del meta["layout"]  # as main wrote it earlier in session 43: graph_files, no layout
    path.write_text(json.dumps(meta, indent=1, sort_keys=True) + "\n")
    assert _kg(*QUERY, cwd=tmp_path).returncode == 0
    extra = store / gen / "oxigraph" / "000099.log"
    extra.write_bytes(b"")  # its graph_files are checked both ways all the same
    done = _kg(*QUERY, cwd=tmp_path)
    assert done.returncode == 2 and "holds a file that its commit did not write (000099.log;" in done.stderr
    extra.unlink()
    del meta["graph_files"]  # as session 42 wrote it: no digest of the graph, read unchecked
    path.write_text(json.dumps(meta, indent=1, sort_keys=True) + "\n")
    assert _kg(*QUERY, cwd=tmp_path).returncode == 0
    done = _kg(*BUILD, cwd=tmp_path)  # a build on it writes the layout
    assert done.returncode == 0, done.stderr
    with GraphStore.open(store, read_only=True, verify=True) as st:
        assert st.load_meta()["layout"] == 2 and st.generation != gen


@pytest.mark.parametrize("value, shown", [("2", 'a string ("2")'), (0, "a number (0)"), (True, "true"),
                                          (1.5, "a number (1.5)")])
def test_a_layout_of_another_type_is_named(tmp_path, value, shown):
    store, gen = _one_generation(tmp_path)
    path = store / gen / "store.json"
    meta = json.loads(path.read_text())
    path.write_text(json.dumps(dict(meta, layout=value), indent=1, sort_keys=True) + "\n")
    with pytest.raises(StoreError) as err:
        GraphStore.open(store, read_only=True, verify=True)
    assert str(err.value).startswith(f'{path}:{_line(path, "layout")}: "layout" is {shown}, expected a whole number '
                                     f">= 1 (the layout of the store's files); the store's committed generation {gen} "
                                     f"is damaged")


def test_a_later_layout_is_read_with_its_digests_required(tmp_path):
    store, gen = _one_generation(tmp_path)
    path = store / gen / "store.json"
    meta = json.loads(path.read_text())
    path.write_text(json.dumps(dict(meta, layout=3), indent=1, sort_keys=True) + "\n")
    assert _kg(*QUERY, cwd=tmp_path).returncode == 0
    del meta["graph_files"]
    path.write_text(json.dumps(dict(meta, layout=3), indent=1, sort_keys=True) + "\n")
    done = _kg(*QUERY, cwd=tmp_path)
    assert done.returncode == 2 and '"layout" is 3, whose commits always write "graph_files"' in done.stderr


# 2. kg serve --store warns once when CURRENT names a damaged generation ------------------------------------

def _ask(port: int, query: str) -> str:
    url = f"http://127.0.0.1:{port}/sparql?{urllib.parse.urlencode({'query': query})}"
    with urllib.request.urlopen(urllib.request.Request(url, headers={"Accept": "text/csv"}), timeout=60) as resp:
        return resp.read().decode()


def test_serve_warns_once_per_damaged_generation_and_keeps_serving(tmp_path):
    store, gen1 = _one_generation(tmp_path)
    papers = "SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE { ?p a <https://w3id.org/paperkg/ontology#Paper> }"
    proc = subprocess.Popen([sys.executable, "-m", "kg", "serve", "--store", "st", "--port", "0", "--workers", "2",
                             "--quiet"], cwd=tmp_path, stderr=subprocess.PIPE, text=True)
    try:
        port = None
        for line in proc.stderr:
            if line.startswith("ready:"):
                port = int(re.search(r":(\d+)/sparql", line).group(1))
                break
        assert port is not None
        assert _ask(port, papers).split() == ["n", "2"]
        _, summary = build([str(tmp_path / "b.jsonl")], out_dir=None, store=store)  # gen2: 3 papers
        gen2 = summary.generation
        assert (store / gen1).is_dir()  # held by the workers: kept
        table = _largest_table(store, gen2)
        size = table.stat().st_size
        table.write_bytes(table.read_bytes()[:100])
        for _ in range(6):  # each worker sees gen2 damaged, more than once
            assert _ask(port, papers).split() == ["n", "2"]  # still gen1's answer
        # the way back the warning gives, literally: CURRENT points at gen1 again
        (store / "CURRENT").write_text(gen1 + "\n")
        assert _ask(port, papers).split() == ["n", "2"]
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            rest = proc.communicate(timeout=60)[1]
        except subprocess.TimeoutExpired:
            proc.kill()
            rest = proc.communicate()[1]
    warnings = [line for line in rest.splitlines() if line.startswith("kg: warning:")]
    assert warnings == [
        f"kg: warning: generation {gen2} of store st, which CURRENT now names, is damaged; kg serve keeps serving "
        f"generation {gen1}: st/{gen2}/oxigraph/{table.name}: holds 100 bytes, not the {size} its commit wrote (cut "
        f"short, or edited); the store's committed generation {gen2} is damaged (edited, or a disk fault): the store "
        f"holds generation {gen1}: to go back to it, `echo {gen1} > st/CURRENT` (what later builds added is then "
        f"lost: build those inputs again), or restore the store folder from a backup"]


# 3. the way back with no older generation works as printed ---------------------------------------------------

def test_the_printed_way_back_without_an_older_generation_works_literally(tmp_path):
    store, gen = _one_generation(tmp_path)
    _flip(_largest_table(store, gen))
    build_a = ["build", "a.jsonl", "--store", "st", "--out", "out", "--no-html", "--quiet", "--jobs", "1"]
    done = _kg(*build_a, cwd=tmp_path)  # what the old advice led to: refused the same way
    assert done.returncode == 2 and done.stderr.endswith(f"{WAY_BACK}\n")
    move, rebuild = re.findall(r"`([^`]+)`", done.stderr)[-2:]
    assert move == "mv st st.damaged"
    assert rebuild == "kg build PATH... --store st --out OUT"
    subprocess.run(move, shell=True, check=True, cwd=tmp_path)  # literally as printed
    args = rebuild.replace("PATH...", "a.jsonl").replace("OUT", "out").split()[1:]
    done = _kg(*args, "--no-html", "--quiet", "--jobs", "1", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "store: 2 new, 0 updated, 0 unchanged" in done.stdout
    assert _kg(*QUERY, cwd=tmp_path).returncode == 0
    assert (tmp_path / "st.damaged" / gen).is_dir()  # the damaged store kept aside, not deleted
    # damaged again: st.damaged is taken, so the advice names another folder (mv would move st into it)
    _flip(_largest_table(store, gen))
    done = _kg(*QUERY, cwd=tmp_path)
    assert done.returncode == 2 and "`mv st st.damaged-2`" in done.stderr
    subprocess.run(re.findall(r"`([^`]+)`", done.stderr)[-2], shell=True, check=True, cwd=tmp_path)
    assert (tmp_path / "st.damaged-2" / gen).is_dir() and not store.exists()


def test_the_way_back_names_a_store_in_the_working_folder_by_its_path(tmp_path):
    store, gen = _one_generation(tmp_path)
    _flip(_largest_table(store, gen))
    done = _kg("query", "papers-per-task", "--store", ".", cwd=store)
    assert done.returncode == 2
    real = store.resolve()
    assert f"`mv {real} {real}.damaged`, and build it again from all its source files, `kg build PATH... " \
           f"--store {real} --out OUT`" in done.stderr


SLOW = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?p ?b . ?c ?q ?d . ?e ?r ?f . ?g ?s ?h . ?i ?t ?j . ?k ?u ?l }"


def test_a_worker_restarted_while_current_is_damaged_serves_what_the_others_serve(tmp_path):
    import time

    from kg.serve import STANDBY_WORKERS, QueryWorkerPool
    from tests.factories import paper_graph

    store = tmp_path / "st"
    with GraphStore.open(store) as writer:
        gen1 = writer.replace_graph(paper_graph(60), records=[])
    pool = QueryWorkerPool(store, size=1, timeout=1.5)
    pool.start()
    try:
        # the standby worker starts in the background: let it open gen1 first (on a busy machine
        # it could otherwise open gen2 between its commit and the damage below, as a reader that
        # verified the generation before it was damaged, and serve it: a race of this test)
        deadline = time.monotonic() + 120
        while pool._standby.qsize() < STANDBY_WORKERS:
            assert time.monotonic() < deadline
            time.sleep(0.05)
        with GraphStore.open(store) as writer:
            gen2 = writer.replace_graph(paper_graph(2), records=[])
        table = _largest_table(store, gen2)
        table.write_bytes(table.read_bytes()[:-1])
        count = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"
        assert pool.run(count, ["text/csv"]).body.split() == [b"n", b"60"]
        assert pool.serving == gen1
        for _ in range(3):  # each time past the limit: the worker is killed and another takes its place
            assert pool.run(SLOW, ["text/csv"]).status == 503
            # the new worker cannot open gen2 and opens gen1, as the killed one served (it could
            # open nothing, and every later query was 503 "all 1 query workers stayed busy")
            reply = pool.run(count, ["text/csv"])
            assert (reply.status, reply.body.split()) == (200, [b"n", b"60"])
        assert pool.restarts == 3 and pool.warned == {gen2}
    finally:
        pool.close()


def test_a_reader_opens_a_given_generation_and_refresh_moves_on(tmp_path):
    from tests.factories import store_of_generations

    store = tmp_path / "st"
    gen1, gen2 = store_of_generations(store)
    with GraphStore.open(store, read_only=True, verify=True, generation=gen1) as st:
        assert (st.generation, len(st)) == (gen1, 1)
        assert st.refresh() and (st.generation, len(st)) == (gen2, 2)
    with pytest.raises(ValueError, match="only a reader opens a given generation"):
        GraphStore.open(store, generation=gen1)
    with pytest.raises(StoreError) as err:
        GraphStore.open(store, read_only=True, generation="gen-00000009")
    assert str(err.value) == (f"store {store}: generation gen-00000009 is not in the folder (no complete "
                              f"{store / 'gen-00000009'})")
