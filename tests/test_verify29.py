"""Session 29's user trial (verify5): defects found by feeding the new paths odd input.

1. A venue dump's abstract hard-wrapped over lines, whose first line looks like a header
   ("We survey the accepted papers of NeurIPS 2023", then "and find ..."), was cut in two at that
   line: the line was taken for a second dump's header, the rest of the abstract became a paper of
   its own, and every later abstract got the venue "We survey NeurIPS" 2023. A header inside the
   file now counts only when a blank line (or the file's end) follows it, as after a dump's
   header, or when it repeats the file's first line.
2. ``kg link GRAPH --out linked.ttl.gz`` (or ``--out linked``, no extension) wrote plain Turtle
   under a name that ``kg query`` refuses ("unknown RDF file extension"), and ``kg link
   graph.ttl.gz`` failed with the Turtle parser's message on the compressed bytes. Both are
   refused before the graph is read, naming the file and what to give instead.
"""
from __future__ import annotations

from kg.read import ReadReport, read


def _read(path):
    report = ReadReport()
    return list(read([path], report=report)), report


def _venue_dump(tmp_path, text):
    path = tmp_path / "dump.txt"
    path.write_text(text, encoding="utf-8")
    return path


# --- 1. a header-like line that runs on into text is an abstract's line ---------------------------

def test_header_like_first_line_of_a_wrapped_abstract_stays_in_its_abstract(tmp_path):
    path = _venue_dump(tmp_path, "ICLR 2025 Papers\n\n"
                                 "We sort leaves by colour with a small network.\nIt is fast.\n\n"
                                 "We review the accepted papers of NeurIPS 2023\n"
                                 "and find that few of them measure the energy they use.\n\n"
                                 "We build a toy planner for warehouse robots.\n")
    papers, report = _read(path)
    assert [p.abstract for p in papers] == [
        "We sort leaves by colour with a small network.\nIt is fast.",
        "We review the accepted papers of NeurIPS 2023\nand find that few of them measure the energy they use.",
        "We build a toy planner for warehouse robots."]
    assert {(p.venue, p.year) for p in papers} == {("ICLR", 2025)}
    assert not report.warnings


def test_a_header_standing_alone_inside_the_file_still_starts_a_venue(tmp_path):
    # cat a.txt b.txt: the second file's header, a blank line after it (also right after the
    # last abstract line of the first file, and at the file's end)
    path = _venue_dump(tmp_path, "ICLR 2025 Papers\n\nWe sort leaves by colour with a small network.\n"
                                 "NeurIPS 2023 Papers\n\nWe build a toy planner for warehouse robots.\n")
    papers, report = _read(path)
    assert [(p.abstract, p.venue, p.year) for p in papers] == [
        ("We sort leaves by colour with a small network.", "ICLR", 2025),
        ("We build a toy planner for warehouse robots.", "NeurIPS", 2023)]
    assert len(report.warnings) == 1 and "NeurIPS 2023 Papers" in str(report.warnings[0])


def test_the_files_own_header_repeated_counts_even_with_text_right_after_it(tmp_path):
    path = _venue_dump(tmp_path, "ICLR 2025 Papers\n\nWe sort leaves by colour with a small network.\n\n"
                                 "ICLR 2025 Papers\nWe build a toy planner for warehouse robots.\n")
    papers, _ = _read(path)
    assert [p.abstract for p in papers] == ["We sort leaves by colour with a small network.",
                                            "We build a toy planner for warehouse robots."]


# --- 2. kg link writes plain Turtle to a name kg query reads --------------------------------------

_TRIPLE = '<https://example.org/a> <http://www.w3.org/2000/01/rdf-schema#label> "a" .\n'
_DEAD = "http://127.0.0.1:9/sparql"  # never asked: the refusals come first


def test_kg_link_refuses_an_out_file_without_the_turtle_extension(tmp_path, capsys):
    from kg.wikidata import cli_link

    ttl = tmp_path / "graph.ttl"
    ttl.write_text(_TRIPLE, encoding="utf-8")
    for name in ("linked", "linked.ttl.bak", "linked.txt"):
        out = tmp_path / name
        assert cli_link(ttl, endpoint=_DEAD, cache_dir=tmp_path / "cache", out=out) == 2
        assert capsys.readouterr().err == (
            f"kg: error: --out {out}: kg link writes Turtle, in a file named .ttl (the extension by which "
            f"kg query and kg serve know the format); give --out FILE.ttl\n")
        assert not out.exists()
    # the upper-case extension is Turtle too (a graph without entities: nothing to look up)
    upper = tmp_path / "LINKED.TTL"
    assert cli_link(ttl, endpoint=_DEAD, cache_dir=tmp_path / "cache", out=upper) == 0
    assert upper.exists()


def test_kg_link_refuses_compressed_graphs_in_and_out(tmp_path, capsys):
    import gzip

    from kg.wikidata import cli_link

    ttl = tmp_path / "graph.ttl"
    ttl.write_text(_TRIPLE, encoding="utf-8")
    out = tmp_path / "linked.ttl.gz"
    assert cli_link(ttl, endpoint=_DEAD, cache_dir=tmp_path / "cache", out=out) == 2
    assert capsys.readouterr().err == (f"kg: error: {out}: a compressed file (.gz); kg link reads and writes "
                                       f"plain Turtle: decompress the graph first, give --out FILE.ttl\n")
    assert not out.exists()
    packed = tmp_path / "graph.ttl.gz"
    packed.write_bytes(gzip.compress(_TRIPLE.encode()))
    before = packed.read_bytes()
    for target in (None, tmp_path / "linked.ttl"):
        assert cli_link(packed, endpoint=_DEAD, cache_dir=tmp_path / "cache", out=target) == 2
        assert capsys.readouterr().err == (
            f"kg: error: {packed}: a compressed file (.gz); kg link reads and writes plain Turtle: "
            f"decompress the graph first, give --out FILE.ttl\n")
    assert packed.read_bytes() == before and not (tmp_path / "linked.ttl").exists()
