"""Session 39 (from session 38's new-user trials): dataset files (TriG, N-Quads) queried without
``GRAPH``."""
from kg.query import load_graph_file, load_query, run_query
from kg.pipeline import build
from kg.store import GraphStore

_NQ = ('<https://example.org/a> <https://example.org/p> <https://example.org/b> <https://example.org/g1> .\n'
       '<https://example.org/a> <https://example.org/p> "in the default graph" .\n'
       '<https://example.org/c> <https://example.org/p> <https://example.org/d> <https://example.org/g2> .\n')
_ALL = "SELECT ?s ?o WHERE { ?s ?p ?o } ORDER BY ?s ?o"
_GRAPHS = "SELECT ?g ?s WHERE { GRAPH ?g { ?s ?p ?o } } ORDER BY ?g"


def _rows(tmp_path, text, source):
    rq = tmp_path / "q.rq"
    rq.write_text(text, encoding="utf-8")
    return [tuple(str(v) for v in row) for row in run_query(load_query(str(rq)), source, {}).rows]


def test_a_query_without_graph_sees_the_named_graphs_of_an_nquads_file(tmp_path):
    nq = tmp_path / "g.nq"
    nq.write_text(_NQ, encoding="utf-8")
    store = load_graph_file(nq)
    got = _rows(tmp_path, _ALL, store)
    assert [o for _, o in got] == ["https://example.org/b", "in the default graph", "https://example.org/d"]
    # the named graphs are kept as they were
    assert [g for g, _ in _rows(tmp_path, _GRAPHS, store)] == ["https://example.org/g1", "https://example.org/g2"]


def test_a_trig_file_served_from_a_store_is_queried_as_one_graph(tmp_path):
    trig = tmp_path / "g.trig"
    trig.write_text("@prefix ex: <https://example.org/> .\nex:g { ex:a ex:p ex:b . }\nex:c ex:p ex:d .\n",
                    encoding="utf-8")
    with GraphStore.open(tmp_path / "store") as st:  # as kg serve --graph loads it
        st.replace_from_file(trig)
    with GraphStore.open(tmp_path / "store", read_only=True) as st:
        assert [s for s, _ in _rows(tmp_path, _ALL, st)] == ["https://example.org/a", "https://example.org/c"]


def test_a_triples_file_is_not_copied(tmp_path):
    nt = tmp_path / "g.nt"
    nt.write_text('<https://example.org/a> <https://example.org/p> "x" .\n', encoding="utf-8")
    assert len(load_graph_file(nt)) == 1


def test_dblp_proceedings_titles_name_the_venue_and_year():
    from kg.read import canonical_venue

    assert canonical_venue("Forty-first International Conference on Machine Learning, {ICML} 2024, Vienna, "
                           "Austria, July 21-27, 2024", None) == "ICML 2024"
    assert canonical_venue("Advances in Neural Information Processing Systems 36: Annual Conference on Neural "
                           "Information Processing Systems 2023, NeurIPS 2023, New Orleans, LA, USA", 2022) == \
        "NeurIPS 2023"
    # a workshop, and a title whose parts name two venues, stay as written
    for title in ("Workshop on Loom Routers, ICML 2024", "International Conference on Machine Learning, ICLR 2024"):
        assert canonical_venue(title, 2024) == title


def test_a_dblp_booktitle_in_bibtex_joins_the_venue_of_other_records(tmp_path):
    bib = tmp_path / "dblp.bib"
    bib.write_text("@inproceedings{a,\n  title = {Loom routers},\n  booktitle = {The Twelfth International "
                   "Conference on Learning Representations, {ICLR} 2024, Vienna, Austria, May 7-11, 2024},\n"
                   "  abstract = {We present LoomNet, a sparse router for loom graphs.},\n}\n", encoding="utf-8")
    from kg.read import ReadReport, read

    (paper,) = read([bib], report=ReadReport())
    assert (paper.venue, paper.year) == ("ICLR 2024", 2024)


_ABSTRACT = "We present LoomNet, a sparse router for loom graphs that lifts accuracy by 3% on PatchSet."


def _openreview(path):
    path.write_text('{"id": "LoomOR1", "title": "Loom routers", "abstract": "%s"}\n' % _ABSTRACT, encoding="utf-8")
    return path


def _doi_only(path):
    path.write_text("@inproceedings{x,\n  title = {Loom routers},\n  abstract = {%s},\n  doi = {10.5555/loom.1},\n}\n"
                    % _ABSTRACT.replace("%", "\\%"), encoding="utf-8")
    return path


def test_a_doi_only_record_of_a_paper_with_its_own_id_and_no_doi_is_one_paper(tmp_path):
    from kg.read import ReadReport, dedupe, read

    report = ReadReport()
    papers = list(dedupe(read([_openreview(tmp_path / "a.jsonl"), _doi_only(tmp_path / "b.bib")], report=report),
                         report))
    assert [(p.id, p.doi) for p in papers] == [("LoomOR1", "10.5555/loom.1")]
    assert report.duplicates == 1 and "which gives no DOI: one paper" in report.warnings[-1].message


def test_across_a_store_the_doi_only_record_joins_the_stored_paper_both_ways(tmp_path):
    a, b = _openreview(tmp_path / "a.jsonl"), _doi_only(tmp_path / "b.bib")
    for first, second in ((a, b), (b, a)):
        store = tmp_path / f"store-{first.suffix[1:]}"
        build([str(first)], out_dir=None, store=store, n_process=1)
        build([str(second)], out_dir=None, store=store, n_process=1)
        with GraphStore.open(store, read_only=True) as st:
            assert [(d["paper"]["id"], d["paper"]["doi"]) for d in st.load_records()] == \
                [("LoomOR1", "10.5555/loom.1")]


def test_a_bibtex_field_that_runs_into_the_next_is_named_with_its_value_cut(tmp_path):
    from kg.read import ReadReport, read

    bib = tmp_path / "r.bib"
    long = "We present LoomNet, a sparse router for loom graphs. " * 20
    bib.write_text("@inproceedings{r,\n  title = {Loom routers},\n  abstract = {%s}\n  year = {2024},\n}\n" % long,
                   encoding="utf-8")
    report = ReadReport()
    (paper,) = read([bib], report=report)
    (warning,) = [w for w in report.warnings if "runs into" in w.message]
    assert paper.year == 2024 and len(warning.message) < 220
    assert "abstract = 'We present LoomNet, a sparse router for loom graphs. We...', year = '2024'" in warning.message


def test_kg_queries_lists_each_shipped_querys_parameters_with_their_defaults(capsys):
    from kg import cli
    from kg.query import list_queries

    assert cli.main(["queries"]) == 0
    out = capsys.readouterr().out.splitlines()
    for q in list_queries():
        at = next(i for i, line in enumerate(out) if line.startswith(q.name + " "))
        shown = [line.split()[1] for line in out[at + 1:at + 1 + len(q.params)]]
        assert shown == [f"{name}=..." for name in q.params], q.name
    assert sum(1 for line in out if "--param" in line) == sum(len(q.params) for q in list_queries()) > 0


def test_remove_finds_a_paper_by_the_doi_it_gives_beside_its_own_id(tmp_path):
    import pytest

    from kg.store import StoreError

    store = tmp_path / "store"
    jsonl = tmp_path / "a.jsonl"
    jsonl.write_text('{"id": "LoomOR1", "title": "Loom routers", "doi": "10.5555/Loom.1", "abstract": "%s"}\n'
                     '{"id": "LoomOR2", "title": "Weft routers", "doi": "10.5555/weft.2", "abstract": "We '
                     'present WeftNet, a dense router for weft graphs."}\n'
                     '{"id": "LoomOR3", "title": "Warp routers", "doi": "10.5555/weft.2", "abstract": "We '
                     'present WarpNet, a dense router for warp graphs."}\n' % _ABSTRACT, encoding="utf-8")
    build([str(jsonl)], out_dir=None, store=store, n_process=1)
    with pytest.raises(StoreError, match="LoomOR2.*LoomOR3.*all give it"):  # two papers give it: named
        build([], out_dir=None, store=store, remove=["10.5555/weft.2"], n_process=1)
    build([], out_dir=None, store=store, remove=["https://doi.org/10.5555/LOOM.1"], n_process=1)
    assert _stored(store) == ["LoomOR2", "LoomOR3"]


def _stored(store):
    with GraphStore.open(store, read_only=True) as st:
        return sorted(d["paper"]["id"] for d in st.load_records())


def test_a_dataset_node_never_links_to_a_cso_research_topic():
    from kg.link import link
    from kg.records import Entity

    field_as_data = Entity(key="dataset/computer-vision", type="Dataset", label="Computer Vision")
    field_as_task = Entity(key="task/computer-vision", type="Task", label="computer vision")
    link([field_as_data, field_as_task])
    assert field_as_task.exact_matches == ["https://cso.kmi.open.ac.uk/topics/computer_vision"]
    assert not any("cso.kmi" in iri for iri in
                   field_as_data.exact_matches + field_as_data.close_matches + field_as_data.broad_matches)


def test_control_characters_dropped_from_a_title_are_said(tmp_path):
    from kg.read import ReadReport, read

    f = tmp_path / "t.jsonl"
    f.write_text('{"id": "t1", "title": "Loom\\u0000 rout\\u0007ers", "abstract": "%s"}\n' % _ABSTRACT,
                 encoding="utf-8")
    report = ReadReport()
    list(read([f], report=report))
    assert [w.message for w in report.warnings] == [
        "title holds control characters that XML cannot hold (U+0000, U+0007); dropped"]


def test_paper_overview_lists_results_code_and_the_parts_of_its_proposal():
    from pathlib import Path

    graph = load_graph_file(Path(__file__).resolve().parents[1] / "exports" / "graph.ttl")
    overview = load_query("paper-overview")
    rows = {}
    for paper in ("h-7135d6fc1bbb7bb1", "h-108a2923971bebb4"):
        result = run_query(overview, graph, {"paper": paper})
        rows[paper] = {(str(r[result.vars.index("relation")]).rsplit("#", 1)[1],
                        str(r[result.vars.index("entityLabel")])) for r in result.rows}
    assert {("reportsResult", "13.73% accuracy"),
            ("codeRepository", "https://github.com/FoundationAgents/InteractComp")} <= rows["h-7135d6fc1bbb7bb1"]
    assert {("partOf", "Random Weights"), ("partOf", "Stochastic Attention Noise Injection")} <= \
        rows["h-108a2923971bebb4"]


def test_a_plural_short_form_ending_in_u_is_its_singular():
    from kg.resolve import normalise

    assert normalise("ReLUs") == normalise("ReLU") == "relu"
    assert normalise("stacked GRUs") == "stacked gru"
    # English words in -us stay ("corpus"), and so does a word without two capitals
    assert normalise("Corpus") == "corpus" and normalise("Menus") == "menus"


def test_a_short_form_defined_by_another_short_form_reads_as_its_long_form():
    """"Layer Normalization (LayerNorm, LN)" gives LN -> LayerNorm and LayerNorm -> Layer
    Normalization: LN is read as Layer Normalization, one entity with both short forms (800 NeurIPS
    2023 abstracts: the one node this removed was such an "LayerNorm" with alt label LN)."""
    from types import SimpleNamespace

    from kg.records import Acronym
    from kg.resolve import _paper_acronyms

    acronyms = (Acronym(short="WeftRoute", long="Weft Routing", start=0, end=23),
                Acronym(short="WR", long="WeftRoute", start=14, end=27))
    got = _paper_acronyms(SimpleNamespace(acronyms=acronyms))
    assert got == {"weftroute": ("WeftRoute", "Weft Routing"), "wr": ("WR", "Weft Routing")}
    # a short form defined by a plain long form stays as it is
    plain = (Acronym(short="WR", long="weft routing", start=0, end=17),)
    assert _paper_acronyms(SimpleNamespace(acronyms=plain)) == {"wr": ("WR", "weft routing")}
