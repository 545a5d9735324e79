"""Session 38 (from session 37's new-user trial): records of one abstract in two markups, a store
update that drops fields, a BibTeX entry closed by a stray brace, BibTeX's ``\\noopsort`` and the
IRI of a paper replaced in a store."""
from rdflib import URIRef
from rdflib.namespace import DCTERMS

from kg.clean import clean, latex_symbol
from kg.ontology import DEFAULT_BASE_IRI
from kg.pipeline import build
from kg.read import ReadReport, dedupe, normalise_abstract, plain_key, read, same_abstract
from kg.store import GraphStore
from tests.test_store_build import _jsonl

_PLAIN = ("We present LoomNet, a sparse router that lifts accuracy by 3% on PatchSet over 1–10 baselines with "
          "“soft” gates and l1 penalties. Ablations confirm each gate.")
_LATEX = ("We present LoomNet, a sparse router that lifts accuracy by 3\\% on PatchSet over 1--10 baselines with "
          "``soft'' gates and $\\ell_1$ penalties. Ablations confirm each gate.")


def _bib(path, entries: str):
    path.write_text(entries, encoding="utf-8")
    return path


def _entry(key: str, abstract: str, extra: str = "") -> str:
    return (f"@inproceedings{{{key},\n  title = {{Loom routers}},\n  author = {{Doe, Jane}},\n"
            f"  abstract = {{{abstract}}},{extra}\n  year = {{2024}}\n}}\n")


def _said(problem) -> str:
    return f"{problem.source}: {problem.message}"


def _stored_ids(store) -> list[str]:
    with GraphStore.open(store, read_only=True) as st:
        return sorted(d["paper"]["id"] for d in st.load_records())


def test_one_abstract_in_two_markups_and_typographies_is_one_text():
    assert same_abstract(_PLAIN, _LATEX)
    assert plain_key(normalise_abstract(_PLAIN)) == plain_key(normalise_abstract(_LATEX))
    assert plain_key("an $\\ell_1$ penalty") == plain_key("an ℓ1 penalty") == "anl1penalty"
    assert latex_symbol("ell") == "ℓ" and latex_symbol("textbf") is None
    assert not same_abstract(_PLAIN, _PLAIN.replace("3%", "4%"))
    assert not same_abstract(_PLAIN, _PLAIN.replace("soft", "hard"))


def test_two_id_less_records_of_one_abstract_in_two_markups_are_one_paper(tmp_path):
    plain = _jsonl(tmp_path / "a.jsonl", [{"title": "Loom routers", "abstract": _PLAIN}])
    bib = _bib(tmp_path / "b.bib", _entry("doe24", _LATEX, "\n  url = {https://example.org/loom},"))
    report = ReadReport()
    papers = list(dedupe(read([plain, bib], report=report), report))
    assert len(papers) == 1
    (paper,) = papers
    assert paper.source == f"{plain}:1" and paper.url == "https://example.org/loom"  # the copy's url is carried
    assert report.duplicates == 1
    (warning,) = [_said(w) for w in report.warnings if "in other markup" in w.message]
    assert f"{bib}:1" in warning and f"{plain}:1" in warning and "kept the first" in warning
    graph, summary = build([str(plain), str(bib)], out_dir=None)
    assert summary.papers == 1


def test_an_id_less_copy_in_other_markup_of_a_stored_id_less_paper_is_that_paper(tmp_path):
    store = tmp_path / "store"
    plain = _jsonl(tmp_path / "a.jsonl", [{"title": "Loom routers", "abstract": _PLAIN}])
    build([str(plain)], out_dir=None, store=store)
    before = _stored_ids(store)
    bib = _bib(tmp_path / "b.bib", _entry("doe24", _LATEX))
    _, summary = build([str(bib)], out_dir=None, store=store)
    assert _stored_ids(store) == before and len(before) == 1
    (warning,) = [w for w in summary.warnings if "of the store in other markup" in w]
    assert "kept the stored record" in warning


def test_a_store_update_without_authors_says_what_it_drops(tmp_path):
    store = tmp_path / "store"
    # (the records name their venue, so that b.jsonl's, which gives nothing new, leaves the paper
    # unchanged: a venueless one would move the paper to a venue named after b.jsonl, an update
    # merging both files, since session 53)
    first = _jsonl(tmp_path / "a.jsonl", [{"id": "w1", "title": "Loom routers", "authors": ["Jane Doe"],
                                            "year": 2024, "venue": "ICML", "abstract": _PLAIN}])
    build([str(first)], out_dir=None, store=store)
    # since session 47 an update from another file keeps the fields that file does not give, as
    # one build of both files would (docs/STORE.md): nothing is lost, nothing is said
    other = _jsonl(tmp_path / "b.jsonl", [{"id": "w1", "title": "Loom routers", "venue": "ICML", "abstract": _PLAIN}])
    _, kept = build([str(other)], out_dir=None, store=store)
    assert not [w for w in kept.warnings if "does not give" in w]
    # the file the paper came from, rewritten without them: the record is replaced, and said so
    second = _jsonl(tmp_path / "a.jsonl", [{"id": "w1", "title": "Loom routers", "venue": "ICML", "abstract": _PLAIN}])
    _, summary = build([str(second)], out_dir=None, store=store)
    (warning,) = [w for w in summary.warnings if "does not give" in w]
    assert "'w1'" in warning and "with authors, year," in warning and f"{second}:1" in warning
    # the same record again: nothing more is lost, nothing is said
    _, again = build([str(second)], out_dir=None, store=store)
    assert not [w for w in again.warnings if "does not give" in w]


def test_a_bibtex_entry_closed_by_a_stray_brace_names_the_brace(tmp_path):
    stray = ("@article{k1,\n  title = {Loom routers}},\n  author = {Doe, Jane},\n"
             f"  abstract = {{{_PLAIN}}},\n  year = {{2024}}\n}}\n")
    path = _bib(tmp_path / "a.bib", stray + _entry("k2", _PLAIN.replace("LoomNet", "WarpNet")))
    report = ReadReport()
    papers = list(read([path], report=report))
    assert [p.title for p in papers] == ["Loom routers"] and "WarpNet" in papers[0].abstract
    (skip,) = [_said(w) for w in report.skipped if "k1" in w.message]
    assert skip.startswith(f"{path}:1:") and "closes on line 2" in skip
    assert "(author, abstract, year)" in skip and "'}' too many" in skip
    # a stray brace after the abstract: the paper is read, the fields after it are named as lost
    late = _bib(tmp_path / "b.bib", _entry("k3", _PLAIN + "}"))
    report = ReadReport()
    assert len(list(read([late], report=report))) == 1
    (warning,) = [_said(w) for w in report.warnings if "k3" in w.message]
    assert "closes on line 4" in warning and "(year)" in warning


def test_noopsort_sorts_and_prints_nothing(tmp_path):
    assert clean("{\\noopsort{b}}Alpha, Ann").text == "Alpha, Ann"
    path = _bib(tmp_path / "a.bib", _entry("k1", _PLAIN).replace("{Doe, Jane}", "{{\\noopsort{b}}Alpha, Ann}"))
    (paper,) = read([path], report=ReadReport())
    assert paper.authors == ("Ann Alpha",)


def test_a_stored_paper_replaced_by_a_record_with_an_id_leaves_a_replacement_link(tmp_path):
    store = tmp_path / "store"
    first = _jsonl(tmp_path / "a.jsonl", [{"title": "Loom routers", "abstract": _PLAIN}])
    build([str(first)], out_dir=None, store=store)
    (old_id,) = _stored_ids(store)
    second = _jsonl(tmp_path / "b.jsonl", [{"id": "2401.00001", "title": "Loom routers", "abstract": _PLAIN}])
    g2, _ = build([str(second)], out_dir=None, store=store)
    old, new = (URIRef(f"{DEFAULT_BASE_IRI}paper/{pid}") for pid in (old_id, "2401.00001"))
    assert list(g2.triples((None, DCTERMS.isReplacedBy, None))) == [(old, DCTERMS.isReplacedBy, new)]
    # kept by the next generation, which adds an unrelated paper
    third = _jsonl(tmp_path / "c.jsonl", [{"id": "w9", "abstract": _PLAIN.replace("LoomNet", "WarpNet")}])
    g3, _ = build([str(third)], out_dir=None, store=store)
    assert list(g3.triples((None, DCTERMS.isReplacedBy, None))) == [(old, DCTERMS.isReplacedBy, new)]
    assert next(g3.triples((new, None, None)), None) is not None and next(g3.triples((old, None, None)))[2] == new


def test_one_rule_names_a_graph_files_format_for_query_serve_and_validate(tmp_path):
    from kg.query import load_graph_file
    from kg.store import NOT_RDF_SUFFIXES, rdf_format
    from kg.validate import load_graph

    assert [rdf_format(f"g.{s}") for s in ("ttl", "nt", "jsonld", "owl", "txt")] == \
        ["turtle", "nt", "json-ld", "xml", "turtle"]
    assert rdf_format("graph") == "turtle" and all(rdf_format("g" + s) is None for s in NOT_RDF_SUFFIXES)
    turtle = "@prefix ex: <https://example.org/> .\nex:a ex:p ex:b , ex:c .\n"
    for name in ("g.txt", "g"):  # Turtle that is no N-Triples, under a name that says no format
        (tmp_path / name).write_text(turtle, encoding="utf-8")
        assert len(load_graph_file(tmp_path / name)) == len(load_graph(tmp_path / name)) == 2


def test_a_markdown_link_shown_as_another_address_gives_the_address_it_leads_to():
    from kg.extract.code import find_code_links

    text = clean("Code: [https://github.com/someone/Loom7](https://github.com/someone/Loom).").text
    assert text == "Code: https://github.com/someone/Loom."
    assert [link.url for link in find_code_links(text)] == ["https://github.com/someone/Loom"]
    # a link shown as words keeps them, the address after
    assert clean("See [our code](https://github.com/someone/Loom).").text == \
        "See our code (https://github.com/someone/Loom)."


def test_superscripts_and_citations_in_the_markup_blind_comparison():
    # "10³" is no "103": two papers; "$10^3$" is "10³"
    assert not same_abstract("a 10³ times smaller model", "a 103 times smaller model")
    assert same_abstract("a $10^3$ times smaller model", "a 10³ times smaller model")
    assert same_abstract("costs $O(n^2)$ time", "costs O(n²) time")
    # a citation cleaning drops, argument and all, is no part of the text either way
    cited, plain = "as in prior work~\\cite{kipf2017}. We go on", "as in prior work. We go on"
    assert same_abstract(cited, plain) and plain_key(cited) == plain_key(plain)
    assert latex_symbol("cite") is None and latex_symbol("eg") == "e.g."


def test_a_record_with_an_id_replaces_a_stored_id_less_copy_in_other_markup(tmp_path):
    store = tmp_path / "store"
    bib = _bib(tmp_path / "a.bib", _entry("doe24", _LATEX))
    build([str(bib)], out_dir=None, store=store)
    (old_id,) = _stored_ids(store)
    with_id = _jsonl(tmp_path / "b.jsonl", [{"id": "2402.00009", "title": "Loom routers", "abstract": _PLAIN}])
    g2, summary = build([str(with_id)], out_dir=None, store=store)
    assert _stored_ids(store) == ["2402.00009"]
    assert any("which had no id; replaced it" in w for w in summary.warnings)
    old, new = (URIRef(f"{DEFAULT_BASE_IRI}paper/{pid}") for pid in (old_id, "2402.00009"))
    assert list(g2.triples((None, DCTERMS.isReplacedBy, None))) == [(old, DCTERMS.isReplacedBy, new)]


def test_a_stray_brace_before_fields_on_its_own_line_names_them_all(tmp_path):
    same_line = _bib(tmp_path / "a.bib", "@article{k1,\n  title = {Loom routers}}, year = {2022}, author = {Roe, Rick},\n"
                                          f"  abstract = {{{_PLAIN}}}\n}}\n")
    report = ReadReport()
    assert list(read([same_line], report=report)) == []
    (skip,) = [_said(w) for w in report.skipped]
    assert "closes on line 2" in skip and "(year, author, abstract)" in skip


def test_graph_files_pyoxigraph_cannot_read_are_refused_by_name():
    from kg.store import rdf_format

    assert rdf_format("g.trix") is rdf_format("g.svg") is rdf_format("graph.ttl.gz") is None


def test_a_scopus_source_title_column_is_the_venue(tmp_path):
    csv = tmp_path / "scopus.csv"
    csv.write_text('Authors,Title,Year,Source title,Abstract\n"Doe J.",Loom routers,2024,Neural Loom Letters,'
                   f'"{_PLAIN}"\n', encoding="utf-8")
    (paper,) = read([csv], report=ReadReport())
    assert paper.venue == "Neural Loom Letters"
