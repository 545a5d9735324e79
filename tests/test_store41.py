"""Store chores of library staff keeping a venue's map up to date (session 41 fresh-user trial):
a CURRENT file naming a generation that is gone, removing a paper by the IRI the exports print,
and the warning for an id-less record whose abstract was edited."""
import json
import shutil
from pathlib import Path

import pytest
import rdflib
from rdflib import Literal, URIRef

from kg.pipeline import _ids_to_remove, build, paper_id_of_iri
from kg.read import ReadReport
from kg.store import GraphStore, StoreError

BASE = "https://w3id.org/paperkg/resource/"


def _graph(n: int) -> rdflib.Graph:
    g = rdflib.Graph()
    for i in range(n):
        g.add((URIRef(f"{BASE}paper/p{i}"), URIRef("http://purl.org/dc/terms/title"), Literal(f"T{i}")))
    return g


def _store_with_generations(path: Path, keep_old: bool) -> list[str]:
    """A store of two commits; with ``keep_old`` the first generation stays (a reader held it)."""
    gens = []
    with GraphStore.open(path) as st:
        gens.append(st.replace_graph(_graph(1), records=[]))
        reader = GraphStore.open(path, read_only=True) if keep_old else None
        gens.append(st.replace_graph(_graph(2), records=[]))
        if reader is not None:
            reader.close()
    return gens


# 1. CURRENT names a generation whose folder is gone --------------------------------------------

def test_missing_generation_names_store_generation_and_the_way_back(tmp_path):
    store = tmp_path / "kgstore"
    gen1, gen2 = _store_with_generations(store, keep_old=True)
    assert sorted(p.name for p in store.iterdir() if p.name.startswith("gen-")) == [gen1, gen2]
    shutil.rmtree(store / gen2)  # CURRENT still names gen2
    for read_only in (True, False):
        with pytest.raises(StoreError) as err:
            GraphStore.open(store, read_only=read_only)
        msg = str(err.value)
        assert "keeps changing" not in msg
        assert msg.startswith(f"store {store}: {store / 'CURRENT'} names generation {gen2}, but the folder "
                              f"{store / gen2} does not exist")
        assert f"the store holds generation {gen1}: to go back to it, `echo {gen1} > {store / 'CURRENT'}`" in msg
        # the writer removed nothing: the generation to go back to is still there
        assert (store / gen1 / "oxigraph").is_dir()
    (store / "CURRENT").write_text(gen1 + "\n")
    with GraphStore.open(store, read_only=True) as st:
        assert st.generation == gen1 and len(st) == 1


def test_missing_generation_without_any_other_says_restore_or_rebuild(tmp_path):
    store = tmp_path / "kgstore"
    _, gen2 = _store_with_generations(store, keep_old=False)
    (store / "CURRENT").write_text("gen-00000009\n")
    shutil.rmtree(store / gen2)
    with pytest.raises(StoreError, match=r"names generation gen-00000009, but the folder .*gen-00000009 does not "
                                         r"exist .*no other generation is present: restore the store folder from a "
                                         r"backup, or move the damaged store aside, `mv .*kgstore "
                                         r".*kgstore\.damaged`, and build it again from all its source files, "
                                         r"`kg build PATH\.\.\. --store .*kgstore --out OUT`"):
        GraphStore.open(store, read_only=True)


def test_generation_without_its_readers_file_says_how_to_recreate_it(tmp_path):
    store = tmp_path / "kgstore"
    _, gen2 = _store_with_generations(store, keep_old=False)
    (store / gen2 / ".readers").unlink()  # copied without hidden files
    with pytest.raises(StoreError, match=rf"{gen2} .* lacks its file \.readers .*`touch .*{gen2}/\.readers`"):
        GraphStore.open(store, read_only=True)
    (store / gen2 / ".readers").touch()
    with GraphStore.open(store, read_only=True) as st:
        assert st.generation == gen2 and st.generations() == [gen2]


# 2. --remove takes the paper IRI of the exports and of kg query --------------------------------

def test_paper_id_of_iri_forms():
    assert paper_id_of_iri(f"{BASE}paper/h-2a53158ec3e23a58", BASE) == "h-2a53158ec3e23a58"
    assert paper_id_of_iri(f"<{BASE}paper/10.1000%2Fxyz>", BASE) == "10.1000/xyz"
    assert paper_id_of_iri("res:paper/p1", BASE) == "p1"
    assert paper_id_of_iri("paper:p1", BASE) == "p1"
    assert paper_id_of_iri("p1", BASE) is None
    assert paper_id_of_iri("https://other.org/kg/paper/p1", BASE) is None
    assert paper_id_of_iri(f"{BASE}method/p1", BASE) is None


_RECORDS = [
    {"id": "p1", "title": "AlphaNet", "abstract": "We propose AlphaNet, a convolutional network for image "
                                                  "classification, and evaluate it on CIFAR-10."},
    {"id": "10.1000/xyz", "title": "BetaNet", "abstract": "We propose BetaNet for semantic segmentation and "
                                                          "evaluate it on Cityscapes, using ResNet-50."},
]


@pytest.fixture()
def two_paper_store(tmp_path):
    src = tmp_path / "a.jsonl"
    src.write_text("".join(json.dumps(r) + "\n" for r in _RECORDS))
    store = tmp_path / "store"
    build([str(src)], out_dir=None, store=store)
    return store


def test_remove_by_paper_iri(two_paper_store):
    store = two_paper_store
    _, summary = build([], out_dir=None, store=store,
                       remove=[f"<{BASE}paper/10.1000%2Fxyz>", "res:paper/p1"])
    assert summary.store["removed"] == 2
    with GraphStore.open(store, read_only=True) as st:
        assert st.load_records() == []


def test_remove_unknown_iri_or_id_names_the_form_not_found(two_paper_store):
    store = two_paper_store
    with GraphStore.open(store, read_only=True) as st:
        stored, gen = st.load_records(), st.generation
        with pytest.raises(StoreError) as err:
            _ids_to_remove(st, stored, [f"{BASE}paper/p9"], {}, BASE)
        assert str(err.value).startswith(f"--remove '{BASE}paper/p9': this paper IRI names the id 'p9', which no "
                                         f"paper of store {store} has. Nothing was removed")
        with pytest.raises(StoreError, match=r"--remove 'p9': no paper of store .* has this id, and it is no "
                                             r"paper IRI of the store\. Nothing was removed: give a paper's id \(its "
                                             rf"dcterms:identifier\) or its IRI, {BASE}paper/ID,"):
            _ids_to_remove(st, stored, ["p9"], {}, BASE)
        with pytest.raises(StoreError, match=rf"as a paper IRI it is not the store's: its papers' IRIs are "
                                             rf"{BASE}paper/ID"):
            _ids_to_remove(st, stored, ["https://other.org/kg/paper/p1"], {}, BASE)
    with GraphStore.open(store, read_only=True) as st:
        assert st.generation == gen and len(st.load_records()) == 2


# 3. an id-less record whose abstract was edited: a new paper, and the warning says which to remove

def test_edited_id_less_abstract_names_the_old_paper_by_id_and_iri_with_the_command(tmp_path):
    import shlex

    store, out = tmp_path / "store", tmp_path / "my exports"
    old = {"title": "DeltaPool: Pooling Graphs", "venue": "Test Conf 2025",
           "abstract": "We introduce DeltaPool, a pooling layer for graph neural networks, and evaluate it on QM9."}
    src = tmp_path / "venue.jsonl"
    src.write_text(json.dumps(old) + "\n")
    build([str(src)], out_dir=None, store=store)
    with GraphStore.open(store, read_only=True) as st:
        (old_id,) = [d["paper"]["id"] for d in st.load_records()]
    src.write_text(json.dumps(dict(old, abstract=old["abstract"].replace("QM9", "QM9 and ZINC"))) + "\n")
    _, summary = build([str(src)], out_dir=out, store=store, html=False)
    assert summary.store["new"] == 1  # identity stays the abstract: a new paper
    with GraphStore.open(store, read_only=True) as st:
        (new_id,) = {d["paper"]["id"] for d in st.load_records()} - {old_id}
    (warning,) = [w for w in summary.warnings if "has the title" in w]
    assert warning.startswith(f"{src}:1: record without an id '{new_id}' <{BASE}paper/{new_id}> has the title "
                              f"'DeltaPool: Pooling Graphs' and the venue of stored paper '{old_id}' "
                              f"<{BASE}paper/{old_id}> with another abstract: added as a new paper")
    command = shlex.split(warning.rsplit("`", 2)[-2])
    assert command == ["kg", "build", "--store", str(store), "--remove", old_id, "--out", str(out), "--no-html"]
    # edited once more: both older versions are named, and the command removes both
    src.write_text(json.dumps(dict(old, abstract=old["abstract"].replace("QM9", "QM9, ZINC and PCQM4M"))) + "\n")
    _, summary = build([str(src)], out_dir=None, store=store)
    (warning,) = [w for w in summary.warnings if "has the title" in w]
    assert "of 2 stored papers, " in warning and "remove the old ones with" in warning
    command = shlex.split(warning.rsplit("`", 2)[-2])
    assert command[:4] == ["kg", "build", "--store", str(store)]
    assert sorted(command[5::2]) == sorted([old_id, new_id]) and command[4::2] == ["--remove", "--remove"]
    # the command does what it says
    _, summary = build([], out_dir=None, store=store, remove=command[5::2])
    with GraphStore.open(store, read_only=True) as st:
        assert len(st.load_records()) == 1
