"""A user gazetteer's IRIs do not hang on positions (session 56): the pipeline takes the file's
node from kg.user_gazetteer.UserGazetteer.file_iri, not from the place of a triple in the
list of triples, and the same rows in another order give the same matches and reasons."""
import json
from pathlib import Path

from rdflib import Graph, URIRef
from rdflib.namespace import PROV, RDF

from kg.ontology import KGO
from kg.records import Entity
from kg.resolve import Resolution
from kg.user_gazetteer import UserGazetteer, read

BASE = "https://w3id.org/paperkg/resource/"
ROWS = ["Quillora,Method,https://example.org/kb/quillora,Quillora-2",
        "tidal current forecasting,Task,https://example.org/kb/tidal,tide forecasting",
        "quillora,Method,https://example.org/kb/quillora-alt"]

# an abstract written for these tests
ABSTRACT = {"id": "q1", "title": "Tides by Quillora",
            "abstract": "We use Quillora for tidal current forecasting. Quillora reduces the error of "
                        "tidal current forecasting on three coastal stations by 12%."}


def _gazetteer(tmp_path: Path, rows: list[str], name: str) -> UserGazetteer:
    path = tmp_path / name
    path.write_text("name,type,iri,aliases\n" + "\n".join(rows) + "\n", encoding="utf-8")
    return read(path)


def _resolution() -> Resolution:
    res = Resolution()
    res.entities = {"method/quillora": Entity("method/quillora", "Method", "Quillora", ["Quillora-2"], ["q1"]),
                    "task/tidal": Entity("task/tidal", "Task", "tide forecasting", [], ["q1"])}
    return res


def test_reordered_rows_give_the_same_matches_and_reasons(tmp_path):
    out = []
    for n, rows in enumerate((ROWS, ROWS[::-1], [ROWS[1], ROWS[2], ROWS[0]])):
        res = _resolution()
        _gazetteer(tmp_path, rows, f"g{n}.csv").apply(res)
        out.append({k: (e.exact_matches, e.match_support) for k, e in res.entities.items()})
    assert out[0] == out[1] == out[2]
    assert out[0]["method/quillora"] == (
        ["https://example.org/kb/quillora", "https://example.org/kb/quillora-alt"],
        {"https://example.org/kb/quillora": ("user-gazetteer", "Quillora"),
         "https://example.org/kb/quillora-alt": ("user-gazetteer", "Quillora")})
    assert out[0]["task/tidal"] == (["https://example.org/kb/tidal"],
                                    {"https://example.org/kb/tidal": ("user-gazetteer", "tide forecasting")})


def test_file_iri_is_the_node_the_build_records(tmp_path):
    gaz = _gazetteer(tmp_path, ROWS, "lab.csv")
    node = gaz.file_iri(BASE)
    assert node == URIRef(f"{BASE}gazetteer-{gaz.sha256[:16]}-file")
    assert (URIRef(f"{BASE}graph-build-k"), PROV.used, node) in gaz.triples(BASE, "k")


def test_the_build_takes_the_file_node_by_name_not_by_place(tmp_path, monkeypatch):
    from kg.pipeline import build

    src = tmp_path / "a.jsonl"
    src.write_text(json.dumps(ABSTRACT) + "\n", encoding="utf-8")
    gaz = tmp_path / "lab.csv"
    gaz.write_text("name,type,iri\n" + ROWS[0] + "\n", encoding="utf-8")
    original = UserGazetteer.triples
    # the same triples in another order: the file's node is no longer the first triple's object
    monkeypatch.setattr(UserGazetteer, "triples", lambda self, base, key: original(self, base, key)[::-1])
    build([src], out_dir=tmp_path / "out", n_process=1, html=False, gazetteer=gaz)
    g = Graph().parse(tmp_path / "out" / "graph.ttl")
    node = read(gaz).file_iri(BASE)
    supports = [s for s in g.subjects(RDF.type, KGO.MatchSupport)
                if g.value(s, RDF.object) == URIRef("https://example.org/kb/quillora")]
    assert len(supports) == 1
    assert node in set(g.objects(supports[0], PROV.wasDerivedFrom))
