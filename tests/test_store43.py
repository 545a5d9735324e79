"""Store robustness of session 43 (defects a new user found in session 42):

3. A ``CURRENT`` that is a dangling symbolic link: the suggested ``echo ... > CURRENT`` wrote
   through the link (and failed): the suggested command now moves the link aside first.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kg.store import GraphStore, StoreError
from tests.factories import paper_graph, store_of_generations


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


def _listing(path: Path) -> list[str]:
    return sorted(str(p.relative_to(path)) for p in path.rglob("*"))


def _command(message: str) -> str:
    """The last command a message quotes in backquotes."""
    return message.rsplit("`", 2)[-2]


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
