"""Session 59 (fixV59, items 1-2): --format bibtex names the papers of methods-for-task and
results-by-method (a ?paper column), says why an aggregate answer gives no entry, writes arXiv
preprints as @misc with eprint / archivePrefix, brace-protects acronyms and CamelCase names in
titles and keeps TeX's "--". Records and titles written for these tests."""
import warnings

import bibtexparser
import pytest
from rdflib import RDF, RDFS, SKOS, Graph, Literal, Namespace, URIRef
from rdflib.namespace import DCTERMS

from kg.bibtex import bibtex_entries, bibtex_text, no_paper_note, papers_named, protect_title
from kg.graph import clean_title
from kg.ontology import ARXIV_ABS, BIBO, KGO, SCHEMA
from kg.query import cli_query, run_query, text_query
from kg.records import tex_dashes

R = Namespace("https://example.org/r/")


def _graph():
    """Two papers proposing one method (Flarenet) for one task, a third (an arXiv preprint)
    proposing another, with one result each for the first and third."""
    g = Graph()
    neurips, arxiv = R["venue/neurips-2023"], R["venue/arxiv-2024"]
    g.add((neurips, RDFS.label, Literal("NeurIPS 2023")))
    g.add((arxiv, RDFS.label, Literal("arXiv 2024")))
    task = R["task/glacier-mapping"]
    g.add((task, RDF.type, KGO.Task))
    g.add((task, SKOS.prefLabel, Literal("glacier mapping", lang="en")))
    for mid, label in (("flarenet", "Flarenet"), ("brookvae", "BrookVAE")):
        g.add((R[f"method/{mid}"], RDF.type, KGO.Method))
        g.add((R[f"method/{mid}"], SKOS.prefLabel, Literal(label, lang="en")))
    papers = (("p1", "Flarenet: Mapping Glaciers with SAR -- a Benchmark", "flare2023", neurips, "flarenet", None),
              ("p2", "Another Flarenet for Glaciers", None, None, "flarenet", None),
              ("p3", "BrookVAE: Latent Rivers for 3D Terrain", "brook2024", arxiv, "brookvae", "2401.01234"))
    for pid, title, key, venue, method, arx in papers:
        p = R[pid]
        g.add((p, RDF.type, KGO.Paper))
        g.add((p, DCTERMS.identifier, Literal(pid)))
        g.add((p, DCTERMS.title, Literal(clean_title(title), lang="en")))
        g.add((p, RDFS.label, Literal(clean_title(title), lang="en")))
        g.add((p, KGO.proposes, R[f"method/{method}"]))
        g.add((p, KGO.addresses, task))
        if key:
            g.add((p, SCHEMA.identifier, Literal(key)))
        if venue is not None:
            g.add((p, KGO.publishedIn, venue))
        if arx:
            g.add((p, SCHEMA.sameAs, ARXIV_ABS[arx]))
        seq = R[f"{pid}-authors"]
        g.add((p, BIBO.authorList, seq))
        g.add((seq, RDF.type, RDF.Seq))
        g.add((seq, URIRef(f"{RDF}_1"), Literal("Ida Tarn")))
    for pid, method, value in (("p1", "flarenet", "91.5"), ("p3", "brookvae", "12.0")):
        res = R[f"result/{pid}-1"]
        g.add((res, RDF.type, KGO.Result))
        g.add((res, KGO.value, Literal(value)))
        g.add((res, KGO.ofMethod, R[f"method/{method}"]))
        g.add((R[pid], KGO.reportsResult, res))
    return g


def _store(g=None):
    """The graph in an Oxigraph store, the engine of kg query and of a loaded graph (rdflib's
    engine answers methods-for-task's sub-select without its parameter: every task's rows)."""
    import pyoxigraph as ox

    store = ox.Store()
    store.load((g if g is not None else _graph()).serialize(format="nt").encode("utf-8"),
               format=ox.RdfFormat.N_TRIPLES)
    return store


def _keys(text):
    return [e.key for e in bibtexparser.parse_string(text).entries]


def test_methods_for_task_has_a_paper_column_with_every_proposing_paper():
    g = _store()
    res = run_query("methods-for-task", g, {"task": "glacier mapping"})
    assert res.vars == ["task", "methodLabel", "via", "paperLabel", "method", "taskLabel", "paper"]
    rows = [dict(zip(res.vars, r)) for r in res.rows]
    assert [str(r["methodLabel"]) for r in rows] == ["BrookVAE", "Flarenet"]
    flare = rows[1]
    # the IRIs in the order of paperLabel's labels (lower-cased: "another ..." first)
    assert str(flare["paperLabel"]) == "Another Flarenet for Glaciers | Flarenet: Mapping Glaciers with SAR \u2013 a Benchmark"
    assert str(flare["paper"]) == f"{R['p2']} | {R['p1']}"
    assert _keys(bibtex_text(res, g)) == ["brook2024", "p2", "flare2023"]


def test_results_by_method_has_a_paper_column():
    g = _store()
    res = run_query("results-by-method", g)
    assert res.vars[-1] == "paper"
    assert [str(r[-1]) for r in res.rows] == [str(R["p3"]), str(R["p1"])]
    assert _keys(bibtex_text(res, g)) == ["brook2024", "flare2023"]


def test_papers_named_reads_joined_iris_only_in_a_paper_column():
    a, b = URIRef("urn:a"), URIRef("urn:b")
    assert papers_named([(Literal("urn:a | urn:b"), Literal("urn:b"))], ["paper", "other"]) == [a, b]
    assert papers_named([(Literal("urn:a | urn:b"),)], ["paperLabel"]) == []
    assert papers_named([(Literal("urn:a | urn:b"),)]) == []  # no column names: IRIs only


def test_an_aggregate_answer_warns_from_the_api():
    g = _store()
    res = run_query("papers-per-task", g)
    assert res.rows  # one task, with its papers counted, but no paper IRI
    with pytest.warns(UserWarning, match=r"papers-per-task: --format bibtex wrote no entry: its answer names no "
                                         r"paper \(no kgo:Paper IRI in its columns \?task, \?taskLabel"):
        assert bibtex_text(res, g, where="papers-per-task") == ""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert bibtex_text(res, g, warn=False) == ""
    empty = run_query("methods-for-task", g, {"task": "lake mapping"})
    assert no_paper_note(empty, "methods-for-task") == "methods-for-task: --format bibtex wrote no entry: the answer has no rows"


@pytest.mark.parametrize("timeout", [None, 60])
def test_cli_notes_an_aggregate_answer(tmp_path, capsys, timeout):
    path = tmp_path / "g.nt"
    _graph().serialize(path, format="nt")
    assert cli_query("datasets-by-papers", graph=path, fmt="bibtex", timeout=timeout) == 0
    out, err = capsys.readouterr()
    assert out == ""
    assert "kg: note: datasets-by-papers: --format bibtex wrote no entry: the answer has no rows" in err
    assert cli_query("papers-per-task", graph=path, fmt="bibtex", timeout=timeout) == 0
    out, err = capsys.readouterr()
    assert out == "" and "kg: note: papers-per-task: --format bibtex wrote no entry: its answer names no paper" in err
    assert cli_query("methods-for-task", graph=path, fmt="bibtex", params=["task=glacier mapping"], timeout=timeout) == 0
    out, err = capsys.readouterr()
    assert _keys(out) == ["brook2024", "p2", "flare2023"] and "kg: note" not in err


def test_arxiv_preprint_is_misc_with_eprint_and_published_paper_keeps_booktitle():
    g = _store()
    res = run_query(text_query("PREFIX kgo: <https://w3id.org/paperkg/ontology#> "
                               "SELECT ?paper WHERE { ?paper a kgo:Paper } ORDER BY ?paper"), g)
    lib = bibtexparser.parse_string(bibtex_text(res, g))
    by_key = {e.key: e for e in lib.entries}
    brook = by_key["brook2024"]
    assert brook.entry_type == "misc"
    assert (brook["eprint"], brook["archivePrefix"]) == ("2401.01234", "arXiv")
    assert "booktitle" not in brook.fields_dict and "journal" not in brook.fields_dict
    flare = by_key["flare2023"]
    assert flare.entry_type == "inproceedings" and flare["booktitle"] == "NeurIPS 2023"
    assert "eprint" not in flare.fields_dict
    # a published paper with an arXiv id keeps its venue and gets the eprint too
    lib = bibtex_entries([{"paper": "urn:x", "id": "x", "key": "", "title": "T", "venue": "ICML 2024",
                           "year": "2024", "authors": "", "doi": "", "url": "", "arxiv": "2402.00001"}])
    (e,) = lib.entries
    assert (e.entry_type, e["booktitle"], e["eprint"], e["archivePrefix"]) == ("inproceedings", "ICML 2024",
                                                                              "2402.00001", "arXiv")


def test_titles_keep_acronyms_camel_case_and_dashes():
    g = _store()
    res = run_query(text_query("PREFIX kgo: <https://w3id.org/paperkg/ontology#> "
                               "SELECT ?paper WHERE { ?paper a kgo:Paper } ORDER BY ?paper"), g)
    by_key = {e.key: e for e in bibtexparser.parse_string(bibtex_text(res, g)).entries}
    assert by_key["flare2023"]["title"] == "Flarenet: Mapping Glaciers with {SAR} -- a Benchmark"
    assert by_key["brook2024"]["title"] == "{BrookVAE}: Latent Rivers for {3D} Terrain"


def test_protect_title():
    assert protect_title("GeoDiffusion and DPM-Solver for iPhone") == "{GeoDiffusion} and {DPM-Solver} for {iPhone}"
    assert protect_title("Text-Prompted Control (DDPM), Revisited") == "Text-Prompted Control ({DDPM}), Revisited"
    assert protect_title("M\\\"uller's {\\textemdash} Gr{\\\"o}bner ABCs") == "M\\\"uller's --- Gr{\\\"o}bner {ABCs}"


def test_tex_dashes_in_titles():
    assert tex_dashes("A -- B --- C ---- D") == "A \u2013 B \u2014 C ---- D"
    # with markup or without, a title's "--" is an en dash (before, a hyphen with markup only)
    assert clean_title("{Geo}: Control -- a Study") == "Geo: Control \u2013 a Study"
    assert clean_title("Control -- a Study") == "Control \u2013 a Study"


def test_bibtex_reader_keeps_the_en_dash(tmp_path):
    from kg.read import read

    path = tmp_path / "a.bib"
    path.write_text("@article{k1,\n  title = {{CamelNet}: Routing Rivers -- a Survey},\n"
                    "  abstract = {We propose CamelNet, a model that routes rivers across deserts.},\n"
                    "  year = {2024}\n}\n", encoding="utf-8")
    (paper,) = list(read([path]))
    assert paper.title == "CamelNet: Routing Rivers \u2013 a Survey"
