"""Session 41's input cases (library staff keeping a venue's map up to date): a CSV without an
abstract column names its columns split at the file's own delimiter, and BibTeX escapes of
braces, percent, ampersand, underscore and dollar in a title come out as those characters."""
from pathlib import Path

import pytest
from rdflib.namespace import DCTERMS

from kg.graph import clean_title
from kg.read import InputError, ReadReport, read
from kg.records import plain_title

ABS = "We propose a pooling method for graph neural networks and evaluate it on two molecule benchmarks."


# 4. a CSV without an abstract column -------------------------------------------------------

@pytest.mark.parametrize("name, text, split", [
    ("de.csv", "Titel;Zusammenfassung;Jahr\nEin Titel;Wir schlagen vor;2024\n", "semicolon"),
    ("de_comma.csv", "Titel,Zusammenfassung,Jahr\nEin Titel,Wir schlagen vor,2024\n", "comma"),
    ("de.tsv", "Titel\tZusammenfassung\tJahr\nEin Titel\tWir schlagen vor\t2024\n", "tab"),
])
def test_csv_without_abstract_column_lists_the_split_header(tmp_path: Path, name, text, split) -> None:
    f = tmp_path / name
    f.write_text(text, encoding="utf-8")
    with pytest.raises(InputError) as err:
        list(read([f], report=ReadReport()))
    assert err.value.source == f"{f}:1"
    assert str(err.value) == (
        f"{f}:1: no abstract column (header split at each {split}: 'Titel', 'Zusammenfassung', 'Jahr'); "
        "expected one of abstract, abstract_text, summary, paper_abstract, abstract_note (any case) as its name")
    assert "Titel;Zusammenfassung" not in str(err.value)


def test_csv_with_separator_line_names_line_2(tmp_path: Path) -> None:
    f = tmp_path / "excel.csv"
    f.write_text("sep=;\nTitel;Zusammenfassung\nT;A\n", encoding="utf-8")
    with pytest.raises(InputError) as err:
        list(read([f], report=ReadReport()))
    assert str(err.value).startswith(f"{f}:2: no abstract column (header split at each semicolon: "
                                     "'Titel', 'Zusammenfassung');")


def test_semicolon_csv_with_an_abstract_column_still_reads(tmp_path: Path) -> None:
    f = tmp_path / "ok.csv"
    f.write_text(f"Title;Abstract;Year\nA Title;{ABS};2024\n", encoding="utf-8")
    [paper] = read([f], report=ReadReport())
    assert paper.abstract == ABS and paper.title == "A Title" and paper.year == 2024


# 5. BibTeX escapes in a title --------------------------------------------------------------

_TITLES = {
    r"Sets \{a, b\} in X": "Sets {a, b} in X",
    r"Up to 50\% Faster \& Cheaper": "Up to 50% Faster & Cheaper",
    r"Learning snake\_case Names": "Learning snake_case Names",
    r"Models under \$5 and \$6": "Models under $5 and $6",
    r"The \$x\$ Trick": "The $x$ Trick",
    r"The \_x\_ Trick": "The _x_ Trick",
    r"{BERT}-Style Sets \{0\} for {GNN}s": "BERT-Style Sets {0} for GNNs",
    r"Empty Sets \{\} Are Fine": "Empty Sets {} Are Fine",
}


def _bib(tmp_path: Path) -> Path:
    f = tmp_path / "escapes.bib"
    f.write_text("".join(f"@inproceedings{{k{i},\n  title = {{{t}}},\n  abstract = {{{ABS} Case {i}.}}\n}}\n"
                         for i, t in enumerate(_TITLES)), encoding="utf-8")
    return f


def test_bibtex_title_escapes_survive_every_reader_of_the_title(tmp_path: Path) -> None:
    report = ReadReport()
    papers = list(read([_bib(tmp_path)], report=report))
    assert not report.warnings and len(papers) == len(_TITLES)
    for paper, want in zip(papers, _TITLES.values()):
        # the graph's dcterms:title / rdfs:label and the rules' title read the same text
        assert clean_title(paper.title) == want
        assert plain_title(paper.title) == want


def test_bibtex_title_without_escapes_is_stored_cleaned(tmp_path: Path) -> None:
    f = tmp_path / "plain.bib"
    f.write_text("@article{a, title = {{BERT}: Pre-training of {Deep} Models --- Revisited}, "
                 f"abstract = {{{ABS}}}}}\n", encoding="utf-8")
    [paper] = read([f], report=ReadReport())
    assert paper.title == "BERT: Pre-training of Deep Models — Revisited"  # the record as before


def test_bibtex_title_escapes_in_the_built_graph(tmp_path: Path) -> None:
    from kg.pipeline import build

    graph, _ = build([str(_bib(tmp_path))], out_dir=None)
    titles = {str(o) for o in graph.objects(None, DCTERMS.title)}
    assert set(_TITLES.values()) <= titles
