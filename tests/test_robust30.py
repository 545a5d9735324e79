"""Session 30, fresh-user trial and break-it round (robust6): defects found with messy inputs.

1. A JSON file whose records sit in a wrapper object, as OpenReview's API v2 returns notes
   (``{"notes": [...], "count": 3}``), Semantic Scholar's bulk search its papers
   (``{"total": 2, "token": ..., "data": [...]}``) and Crossref its works
   (``{"message": {"items": [...]}}``), named every skipped or warned record
   ``file:1 (element N)``, though the record opened on another line (a bare array's records
   were named by their lines). The wrapper's list is now found in the text and each record
   named by the line it opens on (``(element N)`` only when several share a line).
2. A build's notes, warnings and skipped records were printed in the order in which each
   file first appeared among the notes, then the warnings, then the skipped records, not
   in the order the files were read: a note about the fifth file (a BibTeX @proceedings
   entry) came before the warnings of the first, and a warning of the third file before
   the skipped records of the second. README: "notes, warnings and skipped records are
   printed in the order of file and line". Files are now ranked by the order the build
   took them up (:attr:`kg.read.ReadReport.order`), and ``file:1 (element 3)`` sorts as
   line 1, element 3 of its file.
3. A Crossref abstract holding a formula (JATS ``<jats:inline-formula>`` with MathML
   ``<mml:math>``, often inside ``<jats:alternatives>`` beside ``<jats:tex-math>``) kept every
   tag in the abstract, the evidence sentences and the text the rules parse (the tag end
   after ``xmlns:mml="http://www.w3.org/1998/Math/MathML"`` was even cut as a stray ``">``),
   and a JATS link, ``<jats:ext-link xmlns:xlink="http://www.w3.org/1999/xlink"
   xlink:href="https://github.com/x/y">GitHub</jats:ext-link>``, left its tag too, so the
   namespace address ``http://www.w3.org/1999/xlink`` became a code repository of the paper.
   MathML tags now go (a formula given also as TeX keeps only the TeX; a two-token
   super- or subscript is written ``n^2`` / ``x_i``; annotations go whole), JATS's inline
   elements go as HTML's do, and ``ext-link`` keeps its address as ``<a href>`` does.
4. A .gz file whose gzip data is followed by bytes that are no gzip member (an error page
   appended by a download, a copy tool's padding) was "truncated or damaged ... the records
   after them are lost", a skipped entry and exit 1, though every record was read (gzip -d
   ignores such bytes with a warning). And a file of several gzip members (``cat a.gz b.gz``,
   RFC 1952 section 2.2) whose last member was cut off kept only the first member's records:
   the complete members after it were lost too. Trailing bytes are now a warning naming the
   file and the byte where they start (exit 0), and a damaged member costs only its own
   records; ``kg eval`` reads such a gold file and prints the warning.
"""
from __future__ import annotations

import gzip
import json
from pathlib import Path

from kg.cli import main
from tests.factories import read_with_report, write_text_file
from kg.read import Problem, ReadReport, in_file_order, read

ABS_A = "We propose QuillNet, a graph network for link prediction. QuillNet beats GraphSAGE on ogbl-collab."
ABS_B = "We introduce MarrowGAN, a generative model for image synthesis. MarrowGAN lowers FID on FFHQ by 1.4."


_write = write_text_file
_read = read_with_report


# --- 1. records of a wrapper object are named by their lines ----------------------------------

def test_openreview_notes_in_a_wrapper_are_named_by_their_lines(tmp_path):
    doc = {"notes": [
        {"id": "or1", "content": {"title": {"value": "Quill"}, "abstract": {"value": ABS_A}}},
        {"id": "or2", "content": {"title": {"value": "Withdrawn"}}},
        {"id": "or3", "content": {"abstract": {"value": ABS_B}}},
    ], "count": 3}
    text = json.dumps(doc, indent=2)
    path = _write(tmp_path, "notes.json", text)
    papers, report = _read([path])
    assert [p.id for p in papers] == ["or1", "or3"]
    lines = text.split("\n")
    line = next(i for i, t in enumerate(lines, 1) if '"or2"' in t) - 1  # the "{" above the id
    assert lines[line - 1].strip() == "{"
    assert [(x.source, x.message) for x in report.skipped] == [(f"{path}:{line}", "no abstract")]


def test_a_wrapper_behind_other_lists_and_a_nested_wrapper_find_their_own_list(tmp_path):
    # a list before the records' list ("tags") and Crossref's message.items
    text = ('{"tags": ["a", "b"],\n "total": 2,\n "data": [\n  {"id": "s1", "abstract": "%s"},\n'
            '  {"id": "s2", "title": "none"}\n ]\n}\n' % ABS_A)
    path = _write(tmp_path, "s2.json", text)
    papers, report = _read([path])
    assert [p.id for p in papers] == ["s1"]
    assert [x.source for x in report.skipped] == [f"{path}:5"]
    crossref = ('{"status": "ok", "message-type": "work-list",\n "message": {\n  "items": [\n'
                '   {"DOI": "10.1000/a1", "abstract": "%s"},\n   {"DOI": "10.1000/a2"}\n  ]\n }\n}\n' % ABS_B)
    path = _write(tmp_path, "crossref.json", crossref)
    papers, report = _read([path])
    assert len(papers) == 1
    assert [x.source for x in report.skipped] == [f"{path}:5"]


def test_a_wrapper_on_one_line_still_names_the_element(tmp_path):
    doc = {"data": [{"id": "w1", "abstract": ABS_A}, {"id": "w2", "abstract": ""}]}
    path = _write(tmp_path, "one.json", json.dumps(doc))
    _, report = _read([path])
    assert [(x.source, x.message) for x in report.skipped] == [(f"{path}:1 (element 2)", "empty abstract")]


def test_a_wrapper_key_written_twice_names_the_lines_of_the_list_kept(tmp_path):
    text = ('{"data": [{"id": "old", "abstract": "%s"}],\n "data": [\n  {"id": "n1", "abstract": "%s"},\n'
            '  {"id": "n2"}\n ]\n}\n' % (ABS_A, ABS_B))
    path = _write(tmp_path, "twice.json", text)
    papers, report = _read([path])
    assert [p.id for p in papers] == ["n1"]
    assert [x.source for x in report.skipped] == [f"{path}:4"]


# --- 2. messages in the order the files were read ---------------------------------------------

def test_in_file_order_ranks_files_as_read_and_elements_within_a_line():
    probs = [Problem("c.bib", "note"), Problem("a.jsonl:4", "warning"), Problem("b.json:1 (element 3)", "x"),
             Problem("b.json:1 (element 2)", "y"), Problem("a.jsonl:2", "skipped"), Problem("--source", "z")]
    assert [str(p) for p in in_file_order(probs, ["a.jsonl", "b.json", "c.bib"])] == [
        "a.jsonl:2: skipped", "a.jsonl:4: warning", "b.json:1 (element 2): y", "b.json:1 (element 3): x",
        "c.bib: note", "--source: z"]
    # without the order of reading: files in the order they first appear, as before
    assert [p.source for p in in_file_order(probs)][:2] == ["c.bib", "a.jsonl:2"]


def test_a_build_prints_its_messages_in_the_order_of_its_files(tmp_path, capsys):
    first = _write(tmp_path, "first.jsonl", json.dumps({"id": "f1", "abstract": ABS_A}) + "\n"
                   + json.dumps({"id": "f2", "title": "no abstract"}) + "\n")
    second = _write(tmp_path, "second.jsonl", json.dumps({"id": "s1", "abstract": ABS_B, "year": "soon"}) + "\n")
    third = _write(tmp_path, "third.bib", "@proceedings{vol, title = {Proceedings of Something}, year = {2024}}\n")
    code = main(["build", str(first), str(second), str(third), "--out", str(tmp_path / "out"),
                 "--no-html"])
    assert code == 1
    err = [line for line in capsys.readouterr().err.splitlines() if line.startswith("kg: ")]
    kinds_and_files = [(line.split(": ", 2)[1], line.split(": ", 2)[2].split(":")[0]) for line in err]
    assert kinds_and_files == [("skipped", str(first)), ("warning", str(second)), ("note", str(third))], err


# --- 3. MathML and JATS links in Crossref abstracts --------------------------------------------

def test_a_jats_formula_given_as_tex_and_mathml_is_written_once():
    from kg.clean import clean
    text = ('<jats:p>We propose SparrowNet with cost <jats:inline-formula><jats:alternatives>'
            '<jats:tex-math>$$\\mathcal{O}(n^2)$$</jats:tex-math>'
            '<mml:math xmlns:mml="http://www.w3.org/1998/Math/MathML"><mml:mrow><mml:mi>O</mml:mi>'
            '<mml:mo>(</mml:mo><mml:msup><mml:mi>n</mml:mi><mml:mn>2</mml:mn></mml:msup><mml:mo>)</mml:mo>'
            '</mml:mrow></mml:math></jats:alternatives></jats:inline-formula> per layer.</jats:p>')
    assert clean(text).text == "We propose SparrowNet with cost O(n^2) per layer."


def test_mathml_alone_keeps_its_tokens_and_scripts():
    from kg.clean import clean
    text = ('Let <jats:inline-formula><mml:math display="inline"><mml:semantics><mml:msub><mml:mi>w</mml:mi>'
            '<mml:mi>t</mml:mi></mml:msub><mml:annotation encoding="application/x-tex">w_t</mml:annotation>'
            '</mml:semantics></mml:math></jats:inline-formula> decay, with <math><mi>&#x3B2;</mi><mo>=</mo>'
            '<mn>0.9</mn></math> and <mml:math><mml:msup><mml:mn>10</mml:mn><mml:mn>6</mml:mn></mml:msup></mml:math> steps.')
    assert clean(text).text == "Let w_t decay, with \u03b2=0.9 and 10^6 steps."
    # prose that only looks like a tag stays
    assert clean("if a <b and c> then a <mi").text == "if a <b and c> then a <mi"


def test_the_offsets_of_a_cleaned_formula_point_into_the_original():
    from kg.clean import clean
    text = 'cost <mml:math><mml:msup><mml:mi>n</mml:mi><mml:mn>2</mml:mn></mml:msup></mml:math> here'
    c = clean(text)
    assert c.text == "cost n^2 here"
    n = c.text.index("n^2")
    assert text[c.offsets[n]] == "n" and text[c.offsets[n + 2]] == "2"


def test_a_jats_link_keeps_its_address_and_its_namespace_is_no_code_link(tmp_path):
    from kg.clean import clean
    link = ('Code: <jats:ext-link xmlns:xlink="http://www.w3.org/1999/xlink" ext-link-type="uri" '
            'xlink:href="https://github.com/example/sparrow">GitHub</jats:ext-link>.')
    assert clean(link).text == "Code: GitHub (https://github.com/example/sparrow)."
    same = '<ext-link xlink:href="https://github.com/example/sparrow">https://github.com/example/sparrow</ext-link>'
    assert clean(same).text == "https://github.com/example/sparrow"
    work = {"status": "ok", "message-type": "work", "message": {
        "DOI": "10.1000/sparrow.1", "title": ["SparrowNet"],
        "abstract": "<jats:p>We propose SparrowNet, a graph network for link prediction. " + link + "</jats:p>"}}
    path = _write(tmp_path, "work.json", json.dumps(work))
    out = tmp_path / "out"
    assert main(["build", str(path), "--out", str(out), "--quiet", "--no-html"]) == 0
    ttl = (out / "graph.ttl").read_text(encoding="utf-8")
    assert "kgo:codeRepository <https://github.com/example/sparrow> ;" in ttl
    assert "<http://www.w3.org/1999/xlink>" not in ttl
    abstract = next(line for line in ttl.splitlines() if "dcterms:abstract" in line and "SparrowNet" in line)
    assert "jats:" not in abstract and "(https://github.com/example/sparrow)" in abstract


# --- 4. gzip members and trailing bytes ---------------------------------------------------------

def _gz(records: list) -> bytes:
    return gzip.compress("".join(json.dumps(r) + "\n" for r in records).encode())


def test_bytes_after_the_gzip_data_are_a_warning_and_every_record_lands(tmp_path, capsys):
    first, second = _gz([{"id": "g1", "abstract": ABS_A}]), _gz([{"id": "g2", "abstract": ABS_B}])
    path = tmp_path / "papers.jsonl.gz"
    path.write_bytes(first + second + b"<html>404</html>\n")
    papers, report = _read([path])
    assert [p.id for p in papers] == ["g1", "g2"]
    assert report.skipped == []
    end = len(first) + len(second)
    assert [(w.source, w.message) for w in report.warnings] == [
        (str(path), f"17 bytes after the end of the gzip data (at byte {end:,}) are no gzip data and were "
                    "ignored, as gzip -d ignores them; every record before them was read")]
    assert main(["build", str(path), "--out", str(tmp_path / "out"), "--quiet", "--no-html"]) == 0


def test_a_cut_off_last_member_costs_only_its_own_records(tmp_path):
    first, second = _gz([{"id": "g1", "abstract": ABS_A}]), _gz([{"id": "g2", "abstract": ABS_B}])
    third = _gz([{"id": f"g{i}", "abstract": ABS_A.replace("QuillNet", f"Quill{i}Net")} for i in range(3, 40)])
    path = tmp_path / "papers.jsonl.gz"
    path.write_bytes(first + second + third[: len(third) // 2])
    papers, report = _read([path])
    ids = [p.id for p in papers]
    assert ids[:2] == ["g1", "g2"] and all(i.startswith("g") for i in ids)
    assert len(report.skipped) == 1 and "truncated or damaged" in report.skipped[0].message
    # zero padding after the data (as a block device or tar leaves it) is still read silently
    padded = tmp_path / "padded.jsonl.gz"
    padded.write_bytes(first + b"\0" * 512)
    papers, report = _read([padded])
    assert [p.id for p in papers] == ["g1"] and report.warnings == [] and report.skipped == []


def test_kg_eval_reads_a_gold_file_with_bytes_after_its_gzip_data_and_warns(tmp_path, capsys):
    gold = {"id": "e1", "text": ABS_A, "method_proposed": [{"name": "QuillNet", "aliases": ["QuillNet"]}],
            "dataset": [{"name": "ogbl-collab", "aliases": ["ogbl-collab"]}]}
    path = tmp_path / "gold.jsonl.gz"
    path.write_bytes(gzip.compress((json.dumps(gold) + "\n").encode()) + b"junk")
    assert main(["eval", str(path), "--json"]) == 0
    captured = capsys.readouterr()
    assert f"kg: warning: {path}: 4 bytes after the end of the gzip data" in captured.err
    assert json.loads(captured.out.splitlines()[0])["categories"]["method_proposed"]["tp"] == 1
    # a cut-off member is still refused: the records after it would be missing from the score
    cut = tmp_path / "cut.jsonl.gz"
    cut.write_bytes(path.read_bytes()[:-20])
    assert main(["eval", str(cut)]) == 2
    assert f"kg: error: {cut}: " in capsys.readouterr().err
