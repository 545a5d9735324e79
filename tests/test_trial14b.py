"""Second user trial of session 14: kg.graph.clean_title makes a title one line (a quoted line
break in a CSV title stayed in dcterms:title, while the abstract's became a space); kg eval names
a looping or broken symbolic link as such (it said "no such file"); kg query names a folder given
as --graph (it said "not found"); an undefined BibTeX @string macro is named in a warning (its name
became the venue silently)."""
from __future__ import annotations

from kg.graph import clean_title


def test_line_breaks_and_runs_of_space_in_a_title_are_one_space():
    assert clean_title("Multi\nline  title") == "Multi line title"
    assert clean_title("  Wrapped\r\n\ttitle ") == "Wrapped title"


def test_markup_is_still_resolved_on_one_line():
    assert clean_title("$\\alpha$-Net:\n\\textbf{Bold}") == "α-Net: Bold"


def test_a_looping_or_broken_link_is_named_as_such_by_kg_eval(tmp_path, capsys):
    from kg.cli import main

    (tmp_path / "a").symlink_to(tmp_path / "b")
    (tmp_path / "b").symlink_to(tmp_path / "a")
    (tmp_path / "c").symlink_to(tmp_path / "nowhere")
    assert main(["eval", str(tmp_path / "a")]) == 2
    assert "symbolic link loop" in capsys.readouterr().err
    assert main(["eval", str(tmp_path / "c")]) == 2
    assert "broken symbolic link" in capsys.readouterr().err


def test_kg_query_names_a_folder_given_as_graph_file(tmp_path, capsys):
    from kg.cli import main

    assert main(["query", "papers-per-task", "--graph", str(tmp_path)]) == 2
    assert "is a folder, expected an RDF file" in capsys.readouterr().err
    (tmp_path / "CURRENT").write_text("gen-00000001\n")
    assert main(["query", "papers-per-task", "--graph", str(tmp_path)]) == 2
    assert "a store folder: use --store" in capsys.readouterr().err


def test_an_undefined_bibtex_macro_is_named_in_a_warning(tmp_path):
    from kg.read import ReadReport, read

    bib = tmp_path / "m.bib"
    bib.write_text('@string{icml = "ICML"}\n'
                   '@inproceedings{a, title={T}, booktitle = icml, journal = nosuchmacro, month = jan,\n'
                   '  abstract = "We set a = b and propose FooNet for image classification."}\n'
                   '@inproceedings{b, title={U}, booktitle = {Proc. of X}, abstract = {We use the rule x = y for graph matching on three public benchmarks.}}\n')
    report = ReadReport()
    papers = list(read([bib], report=report))
    assert [p.venue for p in papers] == ["ICML", "Proc. of X"]
    messages = [w.message for w in report.warnings]
    assert messages == ["BibTeX field 'journal': unknown @string macro 'nosuchmacro'; its name is kept as the text"]
    assert report.warnings[0].source.endswith("m.bib:2")
