"""Store chores from the session 42 fresh-user trial: a store folder whose CURRENT file is gone or
damaged is refused with the way back and nothing deleted, and the command an edited-abstract
warning suggests writes the same exports as the build that warned."""
import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from kg.pipeline import _export_words, build
from kg.store import GraphStore, StoreError
from tests.factories import paper_graph, store_of_generations

_graph = paper_graph


def _store(path: Path, commits: int = 1, keep_old: bool = False) -> list[str]:
    """A store of ``commits`` commits of 1, 2, ... triples; ``keep_old`` keeps every generation
    (:func:`tests.factories.store_of_generations`), else only the last stays."""
    if keep_old:
        return store_of_generations(path, commits=commits)
    with GraphStore.open(path) as st:
        return [st.replace_graph(_graph(i + 1), records=[]) for i in range(commits)]


def _listing(path: Path) -> list[str]:
    return sorted(str(p.relative_to(path)) for p in path.rglob("*"))


# 1. CURRENT deleted (or not copied): refused, nothing deleted -----------------------------------

@pytest.mark.parametrize("read_only", [False, True])
def test_store_without_current_is_refused_and_left_alone(tmp_path, read_only):
    store = tmp_path / "kgstore"
    (gen1,) = _store(store)
    (store / "CURRENT").unlink()
    before = _listing(store)
    with pytest.raises(StoreError) as err:
        GraphStore.open(store, read_only=read_only)
    msg = str(err.value)
    assert msg.startswith(f"store {store}: the file {store / 'CURRENT'} that names the committed generation is "
                          f"missing, but the folder holds {gen1}")
    assert ("nothing was changed" in msg) is (not read_only)
    assert f"to go back to it, `echo {gen1} > {store / 'CURRENT'}`" in msg
    assert "later builds" not in msg  # going back to the only generation loses nothing
    assert _listing(store) == before  # the writer deleted no generation as debris
    (store / "CURRENT").write_text(gen1 + "\n")
    with GraphStore.open(store, read_only=True) as st:
        assert st.generation == gen1 and len(st) == 1


def test_store_without_current_names_the_newest_of_several(tmp_path):
    store = tmp_path / "kgstore"
    gens = _store(store, commits=3, keep_old=True)
    assert [p.name for p in sorted(store.glob("gen-*"))] == gens
    (store / "CURRENT").unlink()
    with pytest.raises(StoreError) as err:
        GraphStore.open(store)
    msg = str(err.value)
    assert f"the folder holds {', '.join(gens)}" in msg
    assert (f"the store holds generations {', '.join(gens)} ({gens[-1]} the newest): to go back to the newest, "
            f"`echo {gens[-1]} > {store / 'CURRENT'}` (normally the last one committed)") in msg
    assert [p.name for p in sorted(store.glob("gen-*"))] == gens


def test_generation_without_current_and_readers_file_says_both(tmp_path):
    store = tmp_path / "kgstore"
    (gen1,) = _store(store)
    (store / "CURRENT").unlink()
    (store / gen1 / ".readers").unlink()  # copied with `cp store/*`: no dot files, CURRENT lost too
    with pytest.raises(StoreError, match=rf"lacks the hidden file \.readers too .*`touch` it in the newest"):
        GraphStore.open(store)
    assert (store / gen1 / "oxigraph").is_dir()


def test_empty_folder_and_debris_only_folder_still_open_as_new_stores(tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    with GraphStore.open(empty) as st:
        assert st.generation is None
    crashed = tmp_path / "crashed"
    crashed.mkdir()
    (crashed / ".tmp-gen-00000001").mkdir()  # a first build killed before its commit
    (crashed / "lock").touch()
    with GraphStore.open(crashed) as st:
        assert st.generation is None
        assert not (crashed / ".tmp-gen-00000001").exists()
        assert st.replace_graph(_graph(1), records=[]) == "gen-00000001"


def _kg(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "kg", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=600)


def _two_inputs(folder: Path, first: int) -> None:
    """Write ``folder/a.jsonl`` with papers p0 .. p{first-1} and ``folder/b.jsonl`` with one more,
    each an abstract proposing a network evaluated on CIFAR-10."""
    records = [{"id": f"p{i}", "title": f"Paper {i}", "venue": "Test 2025",
                "abstract": f"We propose Net{i}, a network for image classification, evaluated on CIFAR-10."}
               for i in range(first + 1)]
    (folder / "a.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records[:first]))
    (folder / "b.jsonl").write_text(json.dumps(records[first]) + "\n")


def test_build_into_store_without_current_exits_2_and_keeps_the_papers(tmp_path):
    _two_inputs(tmp_path, 2)
    done = _kg("build", "a.jsonl", "--store", "st", "--out", "out", "--no-html", "--quiet", "--jobs", "1",
               cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    (tmp_path / "st" / "CURRENT").unlink()
    done = _kg("build", "b.jsonl", "--store", "st", "--out", "out", "--no-html", "--quiet", "--jobs", "1",
               cwd=tmp_path)
    assert done.returncode == 2
    assert "kg: error: store st: the file st/CURRENT that names the committed generation is missing" in done.stderr
    assert [p.name for p in (tmp_path / "st").glob("gen-*")] == ["gen-00000001"]
    (tmp_path / "st" / "CURRENT").write_text("gen-00000001\n")
    with GraphStore.open(tmp_path / "st", read_only=True) as st:
        assert sorted(r["paper"]["id"] for r in st.load_records()) == ["p0", "p1"]


# 2. CURRENT damaged: empty, garbage, not ASCII, two names ----------------------------------------

@pytest.mark.parametrize("content, what", [
    (b"", "is empty"),
    (b"\n\n", "is empty"),
    (b"junk\n", "line 1: not a generation name: 'junk'"),
    ("gén-00000002\n".encode("utf-8"), "line 1: not a generation name: 'gén-00000002'"),
    (b"\xff\xfe\n", "is not a text file (3 bytes of binary data)"),  # (its bytes quoted until session 55)
    (b"gen-00000002\nmore\n", "line 2: not a generation name: 'more'"),
    (b"gen-00000001\ngen-00000002\n", "holds 2 generation names, not one"),
])
@pytest.mark.parametrize("read_only", [False, True])
def test_damaged_current_names_the_fault_and_the_way_back(tmp_path, content, what, read_only):
    store = tmp_path / "kgstore"
    gen1, gen2 = _store(store, commits=2)
    assert not (store / gen1).exists()  # no reader held it: removed at the second commit
    (store / "CURRENT").write_bytes(content)
    with pytest.raises(StoreError) as err:
        GraphStore.open(store, read_only=read_only)
    assert str(err.value) == (f"{store / 'CURRENT'}: {what} (the file should hold one line such as gen-00000003); "
                              f"the store holds generation {gen2}: to go back to it, "
                              f"`echo {gen2} > {store / 'CURRENT'}`, or restore the store folder from a backup")
    assert (store / gen2 / "oxigraph").is_dir()


def test_damaged_current_with_no_generation_says_restore_or_rebuild(tmp_path):
    store = tmp_path / "kgstore"
    (gen1,) = _store(store)
    (store / "CURRENT").write_text("garbage\n")
    import shutil
    shutil.rmtree(store / gen1)
    with pytest.raises(StoreError, match=r"garbage.*no other generation is present: restore the store folder "
                                         r"from a backup, or move the damaged store aside, `mv "):
        GraphStore.open(store, read_only=True)


def test_reader_keeps_its_generation_when_current_is_damaged_later(tmp_path):
    store = tmp_path / "kgstore"
    (gen1,) = _store(store)
    with GraphStore.open(store, read_only=True) as st:
        (store / "CURRENT").write_text("garbage\n")
        with pytest.raises(StoreError):
            st.refresh()
        assert st.generation == gen1 and len(st) == 1  # still answers from the generation it holds


# 3. the --remove command of the edited-abstract warning keeps the build's export options -----------

@pytest.mark.parametrize("html, title, expected", [
    (True, None, ["--out", "my exports"]),
    (False, None, ["--out", "my exports", "--no-html"]),
    (False, "ignored without html", ["--out", "my exports", "--no-html"]),
    (True, "ICML 2026 map", ["--out", "my exports", "--title", "ICML 2026 map"]),
    (True, "-dash title", ["--out", "my exports", "--title=-dash title"]),
])
def test_export_words(html, title, expected):
    words = _export_words(Path("my exports"), html, title)
    assert shlex.split(" ".join(words)) == expected
    assert _export_words(None, html, title) == []


def test_edited_abstract_warning_command_writes_the_same_exports(tmp_path):
    store, out = tmp_path / "store", tmp_path / "out"
    old = {"title": "GammaNet: Sparse Graph Pooling", "venue": "Test Conf 2025",
           "abstract": "We introduce GammaNet, a pooling layer for graph neural networks, evaluated on QM9."}
    src = tmp_path / "venue.jsonl"
    src.write_text(json.dumps(old) + "\n")
    build([str(src)], out_dir=None, store=store)
    src.write_text(json.dumps(dict(old, abstract=old["abstract"].replace("QM9", "QM9 and ZINC"))) + "\n")
    _, summary = build([str(src)], out_dir=out, store=store, html=False)
    (warning,) = [w for w in summary.warnings if "has the title" in w]
    command = shlex.split(warning.rsplit("`", 2)[-2])
    assert command[:4] == ["kg", "build", "--store", str(store)] and command[4] == "--remove"
    assert command[6:] == ["--out", str(out), "--no-html"]
    assert not (out / "graph.html").exists()


# 4. a records file cut short, emptied or lost; a refused build keeps the older generations -------

def _two_generation_store(tmp_path: Path) -> tuple[Path, str, str]:
    """A store of gen1 (one record) kept by a reader at the second commit, and gen2 (two)."""
    store = tmp_path / "kgstore"
    gen1, gen2 = store_of_generations(store, [[{"paper": {"id": "p0"}}],
                                              [{"paper": {"id": "p0"}}, {"paper": {"id": "p1"}}]])
    return store, gen1, gen2


@pytest.mark.parametrize("damage, what", [
    ("truncate", "holds 1 records (24 bytes), not the 2 (48 bytes) its commit wrote (cut short, emptied or edited)"),
    ("empty", "holds 0 records (0 bytes), not the 2 (48 bytes) its commit wrote (cut short, emptied or edited)"),
    ("delete", "missing (the commit wrote 2 records there)"),
])
def test_records_cut_short_emptied_or_lost_are_refused_and_nothing_deleted(tmp_path, damage, what):
    store, gen1, gen2 = _two_generation_store(tmp_path)
    records = store / gen2 / "records.jsonl"
    assert len(records.read_bytes()) == 48
    if damage == "truncate":
        records.write_bytes(records.read_bytes().splitlines(keepends=True)[0])
    elif damage == "empty":
        records.write_bytes(b"")
    else:
        records.unlink()
    with GraphStore.open(store) as st:  # a writer: it opens, and the older generation stays
        with pytest.raises(StoreError) as err:
            st.load_records()
    assert str(err.value).startswith(f"{records}: {what}; the store's committed generation {gen2} is damaged")
    assert f"`echo {gen1} > {store / 'CURRENT'}` (what later builds added is then lost" in str(err.value)
    assert (store / gen1 / "oxigraph").is_dir() and (store / gen2 / "oxigraph").is_dir()


def test_build_into_store_with_truncated_records_is_refused_keeping_both_generations(tmp_path):
    _two_inputs(tmp_path, 3)
    store = tmp_path / "st"
    build([str(tmp_path / "a.jsonl")], out_dir=None, store=store)
    with GraphStore.open(store, read_only=True) as st:
        gen = st.generation
    lines = (store / gen / "records.jsonl").read_bytes().splitlines(keepends=True)
    (store / gen / "records.jsonl").write_bytes(b"".join(lines[:1]))  # cut at a line break
    with pytest.raises(StoreError, match=r"holds 1 records .* not the 3 .* its commit wrote"):
        build([str(tmp_path / "b.jsonl")], out_dir=None, store=store)
    assert sorted(p.name for p in store.glob("gen-*")) == [gen]


def test_a_refused_removal_leaves_the_older_generation(tmp_path):
    store, gen1, gen2 = _two_generation_store(tmp_path)
    with pytest.raises(Exception):
        build([], out_dir=None, store=store, remove=["no-such-paper"])
    assert sorted(p.name for p in store.glob("gen-*")) == [gen1, gen2]  # removed only after a commit


def test_save_records_keeps_the_digest_true(tmp_path):
    store = tmp_path / "kgstore"
    with GraphStore.open(store) as st:
        st.replace_graph(_graph(1), records=[{"paper": {"id": "p0"}}])
        st.save_records([{"paper": {"id": "p0"}}, {"paper": {"id": "p9"}}])
    with GraphStore.open(store, read_only=True) as st:
        assert [r["paper"]["id"] for r in st.load_records()] == ["p0", "p9"]
