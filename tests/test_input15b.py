"""Inputs library staff get every month (fresh-user trial, research-ops): BibTeX crossref."""
from kg.read import ReadReport, read

_ABS = "We propose {} for image classification and evaluate it on CIFAR-10, where it improves accuracy."

_BIB = """@inproceedings{smith2023,
  author = {Smith, John and Doe, Jane},
  title = {A Neural Method},
  abstract = {%s},
  crossref = {NeurIPS2023}
}

@inproceedings{lee2023,
  author = {Lee, Kim},
  title = {Another Method},
  abstract = {%s},
  year = {2024},
  crossref = {neurips2023}
}

@proceedings{neurips2023,
  editor = {Alice Oh},
  title = {Advances in Neural Information Processing Systems 36},
  booktitle = {NeurIPS 2023},
  year = {2023},
  publisher = {Curran},
  doi = {10.5555/neurips2023}
}
""" % (_ABS.format("AlphaNet"), _ABS.format("BetaNet"))


def _read(tmp_path, text, name="refs.bib"):
    path = tmp_path / name
    path.write_text(text)
    report = ReadReport()
    return list(read([path], report=report)), report


def test_crossref_fields_are_inherited_and_the_childs_own_win(tmp_path):
    papers, report = _read(tmp_path, _BIB)
    assert [p.title for p in papers] == ["A Neural Method", "Another Method"]
    assert [p.venue for p in papers] == ["NeurIPS 2023", "NeurIPS 2023"]
    assert [p.year for p in papers] == [2023, 2024]  # lee2023 keeps its own year
    # the volume's DOI is not the papers' DOI: two papers, each with its abstract hash id
    assert papers[0].doi is None and papers[0].id != papers[1].id
    assert papers[0].id.startswith("h-")


def test_the_proceedings_entry_is_no_skipped_paper_and_gets_one_note(tmp_path):
    papers, report = _read(tmp_path, _BIB)
    assert len(papers) == 2
    assert report.skipped == [] and report.warnings == []
    assert report.read == 2
    assert len(report.notes) == 1
    assert "@proceedings{neurips2023}" in str(report.notes[0])


def test_a_proceedings_title_becomes_the_booktitle_when_it_has_none(tmp_path):
    text = _BIB.replace("  booktitle = {NeurIPS 2023},\n", "")
    papers, _ = _read(tmp_path, text)
    # the volume's title, "Advances in Neural Information Processing Systems 36", named as
    # kg/data/venues.json names NeurIPS (tests/test_venues16.py)
    assert papers[0].venue == "NeurIPS 2023"
    assert papers[0].title == "A Neural Method"  # the volume's title is not the paper's


def test_a_missing_crossref_target_is_a_warning_naming_file_and_line(tmp_path):
    text = _BIB.split("@proceedings")[0]
    papers, report = _read(tmp_path, text)
    assert len(papers) == 2 and report.skipped == []
    warned = [str(w) for w in report.warnings]
    assert len(warned) == 2
    assert warned[0].startswith(f"{tmp_path / 'refs.bib'}:1: ") and "'NeurIPS2023'" in warned[0]
    assert "names no entry" in warned[0]
    assert papers[1].year == 2024 and papers[0].year is None


def test_a_container_without_abstract_is_not_skipped_but_an_article_without_one_is(tmp_path):
    text = ("@book{whole, title = {A Book}, year = {2020}}\n\n"
            "@article{noabs, title = {No Abstract}, journal = {JMLR}, year = {2020}}\n\n"
            "@article{ok, title = {Fine}, journal = {JMLR}, abstract = {%s}}\n" % _ABS.format("GammaNet"))
    papers, report = _read(tmp_path, text)
    assert [p.title for p in papers] == ["Fine"]
    assert [p.message for p in report.skipped] == ["BibTeX entry 'noabs' has no abstract; skipped"]
    assert len(report.notes) == 1 and "@book{whole}" in report.notes[0].message


def test_a_chained_crossref_is_followed(tmp_path):
    text = ("@inproceedings{p, title = {Paper}, abstract = {%s}, crossref = {vol}}\n\n"
            "@proceedings{vol, booktitle = {ICML 2024 Workshop}, crossref = {series}}\n\n"
            "@proceedings{series, year = {2024}, publisher = {PMLR}}\n" % _ABS.format("DeltaNet"))
    papers, report = _read(tmp_path, text)
    assert [(p.venue, p.year) for p in papers] == [("ICML 2024 Workshop", 2024)]
    assert report.skipped == [] and report.warnings == []


def test_kg_build_of_a_crossref_export_exits_0_with_one_note(tmp_path, capsys):
    from kg.cli import main

    path = tmp_path / "dblp.bib"
    path.write_text(_BIB)
    assert main(["build", str(path), "--out", str(tmp_path / "out"), "--no-html"]) == 0
    err = capsys.readouterr().err
    assert "skipped" not in err and "warning" not in err
    assert [line for line in err.splitlines() if line.startswith("kg: note: ")] == [
        f"kg: note: {path}: 1 BibTeX container entry (@proceedings{{neurips2023}}: proceedings, books or "
        "collections that entries cite through crossref, or that hold no abstract) not read as papers"]
    ttl = (tmp_path / "out" / "graph.ttl").read_text()
    assert "NeurIPS 2023" in ttl and "unknown venue" not in ttl
