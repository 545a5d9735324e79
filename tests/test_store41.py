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
                                         r"backup, or build a new store from the source files"):
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
