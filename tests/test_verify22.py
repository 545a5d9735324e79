"""Findings of the session 42 fresh-user trial (verify22): an abstract of markup only is skipped
as empty, a misspelt gold category key is an error, and a damaged store generation or CURRENT
folder gets a way back that works."""
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kg.evaluate import GoldFormatError, _misspelt_category, load_gold
from kg.read import ReadReport, read
from kg.store import GraphStore, StoreError
from tests.factories import paper_graph, store_of_generations

BASE = "https://w3id.org/paperkg/resource/"
ABSTRACT = ("We propose LatticeNet, a network for point cloud segmentation, and evaluate it on two "
            "benchmarks, where it improves accuracy over strong baselines.")


# 1. an abstract that is only markup ------------------------------------------------------------

@pytest.mark.parametrize("markup", ["<p></p><br/>", "&nbsp;", "<div> </div>", "<jats:p> </jats:p>", "<i>&#8203;</i>"])
def test_markup_only_abstract_is_skipped_as_empty(tmp_path, markup):
    src = tmp_path / "papers.jsonl"
    src.write_text(json.dumps({"id": "a", "title": "A", "abstract": markup}) + "\n"
                   + json.dumps({"id": "b", "title": "B", "abstract": ABSTRACT}) + "\n")
    report = ReadReport()
    papers = list(read([src], report=report))
    assert [p.id for p in papers] == ["b"]
    (skip,) = report.skipped
    assert f"{src}:1" in str(skip) and "empty abstract (only markup" in str(skip)


def test_a_short_abstract_with_text_is_still_read(tmp_path):
    src = tmp_path / "papers.jsonl"
    src.write_text(json.dumps({"id": "a", "title": "A", "abstract": "<p>Graph pooling.</p>"}) + "\n")
    report = ReadReport()
    assert [p.id for p in read([src], report=report)] == ["a"]
    assert not report.skipped


# 2. a misspelt category key in a gold file ---------------------------------------------------

@pytest.mark.parametrize("key, meant", [("datasets", "dataset"), ("Task", "task"), ("method-used", "method_used"),
                                        ("acronyms", "acronym"), ("components_of", "component_of"),
                                        ("results", "result"), ("venue", None), ("relations", None),
                                        ("title", None), ("source", None)])
def test_misspelt_category(key, meant):
    assert _misspelt_category(key) == meant


def test_gold_file_with_a_misspelt_category_is_refused_naming_line_and_key(tmp_path):
    good = {"id": "p1", "text": ABSTRACT, "dataset": [], "task": []}
    bad = {"id": "p2", "text": ABSTRACT, "datasets": [{"name": "ShapeNet"}], "venue": "X"}
    gold = tmp_path / "gold.jsonl"
    gold.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n")
    with pytest.raises(GoldFormatError) as err:
        load_gold(gold)
    assert str(err.value) == (f"{gold}:2: unknown key 'datasets': did you mean 'dataset'? "
                              f"(its items would not be scored)")
    bad.pop("datasets")
    bad["dataset"] = []  # (a record with no category key at all is an error of its own)
    gold.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n")
    assert [r["id"] for r in load_gold(gold)] == ["p1", "p2"]  # an unrelated extra key is no error


# 3. a damaged generation, a CURRENT folder ---------------------------------------------------

_graph = paper_graph


def test_damaged_store_json_names_line_column_reason_and_way_back(tmp_path):
    store = tmp_path / "kgstore"
    with GraphStore.open(store) as st:
        gen = st.replace_graph(_graph(1), records=[{"paper": {"id": "p0"}}], meta={"base_iri": BASE})
    (store / gen / "store.json").write_text('{"base_iri": "a\x01b"}\n')
    with GraphStore.open(store, read_only=True) as st, pytest.raises(StoreError) as err:
        st.load_meta()
    assert str(err.value) == (f"{store / gen / 'store.json'}:1:16: invalid JSON: invalid control character; the "
                              f"store's committed generation {gen} is damaged (edited, or a disk fault): no other "
                              f"generation is present: restore the store folder from a backup, or move the damaged "
                              f"store aside, `mv {store} {store}.damaged`, and build it again from all its source "
                              f"files, `kg build PATH... --store {store} --out OUT` (a build into {store} before the "
                              f"move is refused)")


def test_damaged_records_name_the_line_and_the_older_generation(tmp_path):
    store = tmp_path / "kgstore"
    gen1, gen2 = store_of_generations(store, [[{"paper": {"id": "p0"}}],
                                              [{"paper": {"id": "p0"}}, {"paper": {"id": "p1"}}]])
    (store / gen2 / "records.jsonl").write_bytes(b'{"paper": {"id": "p0"}}\n{"paper": \xff}\n')
    with GraphStore.open(store, read_only=True) as st, pytest.raises(StoreError) as err:
        st.load_records()
    msg = str(err.value)
    assert msg.startswith(f"{store / gen2 / 'records.jsonl'}:2: not UTF-8 text; the store's committed generation "
                          f"{gen2} is damaged")
    assert f"`echo {gen1} > {store / 'CURRENT'}` (what later builds added is then lost" in msg


def test_current_folder_is_moved_aside_by_the_suggested_command(tmp_path):
    store = tmp_path / "kgstore"
    with GraphStore.open(store) as st:
        gen = st.replace_graph(_graph(1), records=[])
    (store / "CURRENT").unlink()
    (store / "CURRENT").mkdir()
    with pytest.raises(StoreError) as err:
        GraphStore.open(store, read_only=True)
    command = str(err.value).rsplit("`", 2)[-2]
    assert command == f"mv {store / 'CURRENT'} {store / 'CURRENT.bad'} && echo {gen} > {store / 'CURRENT'}"
    subprocess.run(command, shell=True, check=True)
    with GraphStore.open(store, read_only=True) as st:
        assert st.generation == gen and len(st) == 1


def test_going_to_a_newer_generation_is_not_called_a_loss(tmp_path):
    store = tmp_path / "kgstore"
    gen1, gen2 = store_of_generations(store)
    shutil.rmtree(store / gen1)
    (store / "CURRENT").write_text(gen1 + "\n")  # names the older one, which is gone
    with pytest.raises(StoreError) as err:
        GraphStore.open(store, read_only=True)
    msg = str(err.value)
    assert f"`echo {gen2} > {store / 'CURRENT'}` (it is newer than {gen1}: check it holds the papers you expect)" in msg
    assert "lost" not in msg


@pytest.mark.parametrize("text, expected", [("<p></p><br/>", True), ("&nbsp;&nbsp;", True), ("<b>x</b>", False),
                                            ("{", False), ("—", False), ("a < b > c", False), ("&amp;", True)])
def test_markup_only_abstract(text, expected):
    from kg.read import markup_only_abstract

    assert markup_only_abstract(text) is expected


# 4. a build over a graph.ttl that kg link enriched -------------------------------------------

def test_build_over_kg_link_output_warns_that_the_wikidata_links_go(tmp_path):
    from kg.pipeline import build

    src = tmp_path / "papers.jsonl"
    src.write_text(json.dumps({"id": "p1", "title": "LatticeNet", "abstract": ABSTRACT}) + "\n")
    out = tmp_path / "out"
    _, summary = build([str(src)], out_dir=out, html=False)
    assert not [w for w in summary.warnings if "Wikidata" in w]
    ttl = out / "graph.ttl"
    ttl.write_text(ttl.read_text() + "\n<https://x.org/m> <http://www.w3.org/2004/02/skos/core#exactMatch> wd:Q2539 .\n"
                   "wd:Q2539 <http://www.w3.org/2000/01/rdf-schema#label> \"machine learning\"@en .\n"
                   "<https://x.org/t> <http://www.w3.org/2004/02/skos/core#exactMatch> "
                   "<http://www.wikidata.org/entity/Q11660> .\n")
    _, summary = build([str(src)], out_dir=out, html=False)
    (warning,) = [w for w in summary.warnings if "Wikidata" in w]
    assert warning == (f"{ttl}: held links to 2 Wikidata items that `kg link` added; this build writes the file anew "
                       f"without them (kg link writes into that file only); link it again with "
                       f"`kg link {ttl} --wikidata` (its cache makes that quick)")
    assert ("warning", warning) in summary.messages
    assert "wd:Q2539" not in ttl.read_text()


# 5. a --scheduler address that is wrong or where nothing listens --------------------------------

@pytest.mark.parametrize("address, expected", [
    ("tcp://10.0.0.5:8786", ("tcp", "10.0.0.5", 8786)),
    ("10.0.0.5:9000", ("tcp", "10.0.0.5", 9000)),
    ("tls://sched.lab.org", ("tls", "sched.lab.org", 8786)),
    ("tcp://[::1]:8786", ("tcp", "::1", 8786)),
])
def test_scheduler_address_forms(address, expected):
    from kg.distributed import check_scheduler_address

    assert check_scheduler_address(address) == expected


@pytest.mark.parametrize("address, message", [
    ("", "--scheduler is empty: give tcp://HOST:PORT"),
    ("  ", "--scheduler is empty: give tcp://HOST:PORT"),
    ("127.0.0.1:99999", "--scheduler 127.0.0.1:99999: port 99999 is outside 1-65535: give tcp://HOST:PORT"),
    ("ftp://x:1", "--scheduler ftp://x:1: unknown scheme 'ftp' (known: tcp, tls, ucx)"),
])
def test_bad_scheduler_address_is_a_usage_error(address, message):
    from kg.distributed import check_scheduler_address

    with pytest.raises(ValueError) as err:
        check_scheduler_address(address)
    assert str(err.value).startswith(message)


def test_refused_scheduler_port_is_said_at_once():
    import socket
    import time

    from kg.distributed import SchedulerUnreachable, _reachable

    with socket.socket() as s:  # a port that was free a moment ago: nothing listens on it
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    t0 = time.monotonic()
    with pytest.raises(SchedulerUnreachable) as err:
        _reachable(f"tcp://127.0.0.1:{port}", 10)
    assert time.monotonic() - t0 < 5  # not Dask's 10 s of retries
    assert str(err.value).startswith(f"cannot reach a Dask scheduler at tcp://127.0.0.1:{port}: nothing listens on "
                                     f"port {port} of 127.0.0.1 (connection refused)")


# 6. HTML in a venue ------------------------------------------------------------------------

@pytest.mark.parametrize("venue, expected", [("<b>EvilConf</b> 2024 &amp; Co", "EvilConf 2024 & Co"),
                                             ("ICML 2024", "ICML 2024"), ("A &lt; B Workshop", "A < B Workshop")])
def test_html_in_a_venue_is_resolved_as_in_titles(tmp_path, venue, expected):
    src = tmp_path / "papers.jsonl"
    src.write_text(json.dumps({"id": "a", "title": "A", "venue": venue, "abstract": ABSTRACT}) + "\n")
    (paper,) = read([src], report=ReadReport())
    assert paper.venue_label == expected


# 7. verify23: LaTeX-only abstracts, a venue of markup only, a corrupt graph --------------------

@pytest.mark.parametrize("text, expected", [("\\textbf{}", True), ("$ $", True), ("\\emph{ }", True),
                                            ('<?xml version="1.0"?><p/>', True), ("<script>x</script>", True),
                                            ("\\alpha", False), ("$x$", False), ("We use \\emph{X}.", False)])
def test_latex_or_xml_only_abstract(text, expected):
    from kg.read import markup_only_abstract

    assert markup_only_abstract(text) is expected


@pytest.mark.parametrize("venue, expected", [("<b></b>", None), ("<script>x</script>", None),
                                             ("ICML 2024 <!-- poster -->", "ICML 2024")])
def test_a_venue_of_markup_only_is_no_venue(tmp_path, venue, expected):
    src = tmp_path / "papers.jsonl"
    src.write_text(json.dumps({"id": "a", "title": "A", "venue": venue, "abstract": ABSTRACT}) + "\n")
    (paper,) = read([src], report=ReadReport())
    assert paper.venue_label == expected


def test_a_corrupt_graph_database_names_the_way_back(tmp_path):
    store = tmp_path / "kgstore"
    gen1, gen2 = store_of_generations(store)
    for f in (store / gen2 / "oxigraph").iterdir():
        if f.name.startswith(("CURRENT", "MANIFEST")):
            f.write_bytes(b"garbage")
    with pytest.raises(StoreError) as err:
        GraphStore.open(store, read_only=True)
    msg = str(err.value)
    assert msg.startswith(f"store {store}: cannot open {gen2}: ")
    assert f"the generation is damaged (edited, or a disk fault): the store holds generation {gen1}" in msg


def test_bibtex_tilde_accents_in_author_names_stay_in_the_name(tmp_path):
    src = tmp_path / "t.bib"
    src.write_text("@misc{x1, title={Pena Nets}, author={Pe\\~{n}a, Jos\\'{e} and Jo\\~{a}o Silva and Jo\\~ao Lima "
                   "and Ana~Costa},\nabstract={" + ABSTRACT + "}}\n")
    (paper,) = read([src], report=ReadReport())
    assert list(paper.authors) == ["José Peña", "João Silva", "João Lima", "Ana Costa"]
