"""Session 26, fresh-user trial and break-it round: defects found with messy inputs.

1. A title whose markup leaves no text once cleaned (``$\\heartsuit$`` from Google Scholar,
   ``\\ourmethod{}`` from an arXiv listing, ``\\textbf{}``) gave a paper with no title and no
   word said: dcterms:title was missing and rdfs:label fell back to a method name. Now the
   reader warns naming ``file:line``; a title naming a LaTeX macro that cleaning cannot render
   is kept as written (the macro stands for what the author meant), while markup around
   nothing (``\\textbf{}``, ``<b></b>``) still gives no title (session 12's rule), now said.
   A title that cleans to some text (``$\\mathcal{X}$`` -> "X") is read as before, silently.
2. Cleaning dropped every zero-width joiner, also the one that binds two emoji into one
   (UTS #51 ZWJ sequences): "👩\\u200d💻" (technologist) became "👩💻" (a woman and a laptop).
   A joiner between two emoji pictographs (the first may carry VS16) now stays, in titles and
   abstracts; one between letters or beside a space still goes.
3. API records that wrap their paper in one object were skipped as "no abstract" although
   they hold one: Semantic Scholar's citations and references (``{"citingPaper": {...}}``,
   ``{"citedPaper": {...}}``) and Hugging Face's daily papers (``{"paper": {...}, "title":
   ...}``). Such a record without an abstract of its own now takes the wrapped paper's fields
   (its own win). The ``arxiv`` Python package's ``entry_id`` (an arXiv address) is an id
   alias, so such a saved result gets its arXiv id and link (it got a hash).
4. Google Scholar's BibTeX names an arXiv preprint's venue by its id, ``journal = {arXiv
   preprint arXiv:2401.00001}``: every such paper got a venue node of its own ("arXiv preprint
   arXiv:2401.00001 2024") and no arXiv id. The venue is now "arXiv" and the id, when the
   record gives no other, the paper's arXiv id (identity and link).
5. Two JSON Lines files joined by ``cat`` when the first lacks its final line break leave
   ``{...}{...}`` on one line: both records were skipped ("invalid JSON: Extra data"). A line
   that is only JSON objects one after another (white space or a byte-order mark between)
   now gives each, with one warning per file naming the first such line; a line with anything
   else after its object is still skipped by line.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from rdflib import Literal, URIRef
from rdflib.namespace import DCTERMS, RDFS

from kg.clean import clean, unknown_macros
from kg.graph import clean_title
from kg.read import ReadReport, read
from kg.records import markup_only_title

ABS = "We propose GlowNet, a network for image denoising. GlowNet reaches 31.2 dB PSNR on SIDD."
ZWJ = "\u200d"
WOMAN, LAPTOP, FLAG, RAINBOW, SKIN = "\U0001F469", "\U0001F4BB", "\U0001F3F3", "\U0001F308", "\U0001F3FD"


def _jsonl(tmp_path: Path, records: list[dict], name: str = "in.jsonl") -> Path:
    p = tmp_path / name
    p.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    return p


def _graph(papers):
    from kg.pipeline import extract_all, graph_from_extractions

    return graph_from_extractions(extract_all(papers, n_process=1))[0]


# --- 1. titles of markup only --------------------------------------------------------------

@pytest.mark.parametrize("title", [r"$\heartsuit$", r"\ourmethod{}", r"\textbf{}", r"$\bigstar$", "<b></b>"])
def test_markup_only_titles_are_recognised(title):
    assert markup_only_title(title)
    assert clean(title, macro_names=False).text == ""  # what the markup leaves of its own (session 27:
    # clean() writes an unknown macro without argument as its name, tests/test_robust27.py)


@pytest.mark.parametrize("title", [None, "", "   ", "\u200b", r"$\mathcal{X}$", r"$\alpha$-Net", "Plain words",
                                   "<i>Italic</i>", r"\textbf{Bold}"])
def test_titles_with_text_or_with_nothing_visible_are_not_markup_only(title):
    assert not markup_only_title(title)


@pytest.mark.parametrize("text, names", [
    (r"$\heartsuit$ and \ourmethod{}: \heartsuit", ("heartsuit", "ourmethod")),
    (r"\textbf{} \emph{x} $\alpha \quad \frac{a}{b}$ \cite{k} \'{e} \LaTeX", ()),  # all known
    (r"a \\ourmethod", ()),  # an escaped backslash starts no macro
    (r"a \\\ourmethod", ("ourmethod",)),
    ("no markup", ()),
])
def test_unknown_macros_names_what_cleaning_cannot_render(text, names):
    assert unknown_macros(text) == names


@pytest.mark.parametrize("title, shown", [
    (r"$\heartsuit$", r"$\heartsuit$"),
    (r"  \ourmethod{}  ", r"\ourmethod{}"),
    ("<b></b>", ""),  # markup around nothing: no title
    (r"\textbf{}", ""),
    (r"$\mathcal{X}$", "X"),  # markup with text: cleaned as before
    ("\u200b", ""),  # invisible only: no title
])
def test_clean_title_keeps_a_markup_only_title_as_written(title, shown):
    assert clean_title(title) == shown


def test_a_markup_only_title_is_kept_with_a_warning_naming_file_and_line(tmp_path):
    path = _jsonl(tmp_path, [
        {"id": "a", "title": "Readable Title", "abstract": ABS},
        {"id": "b", "title": r"$\heartsuit$", "abstract": ABS.replace("GlowNet", "HeartNet")},
        {"id": "c", "title": r"$\mathcal{X}$", "abstract": ABS.replace("GlowNet", "ExNet")},
    ])
    report = ReadReport()
    papers = list(read([path], report=report))
    assert [p.id for p in papers] == ["a", "b", "c"]  # every record lands
    assert [p.title for p in papers] == ["Readable Title", r"$\heartsuit$", r"$\mathcal{X}$"]
    warned = [(w.source, w.message) for w in report.warnings]
    assert len(warned) == 1
    assert warned[0][0] == f"{path}:2"
    assert warned[0][1] == r'title "$\heartsuit$" is only LaTeX that PaperKG cannot render (\heartsuit); kept as written'
    g = _graph(papers)
    paper_b = next(s for s in g.subjects(DCTERMS.identifier, Literal("b")))
    assert str(g.value(paper_b, DCTERMS.title)) == r"$\heartsuit$"
    assert str(g.value(paper_b, RDFS.label)) == r"$\heartsuit$"
    paper_c = next(s for s in g.subjects(DCTERMS.identifier, Literal("c")))
    assert str(g.value(paper_c, DCTERMS.title)) == "X"


def test_a_title_that_loses_an_unknown_macro_is_named(tmp_path):
    path = _jsonl(tmp_path, [{"id": "m", "title": r"\ourmethod: Learning to Rank", "abstract": ABS},
                             {"id": "k", "title": r"$\alpha$-Nets \emph{at} Scale", "abstract": ABS + " More."}])
    report = ReadReport()
    papers = list(read([path], report=report))
    assert [p.title for p in papers] == [r"\ourmethod: Learning to Rank", r"$\alpha$-Nets \emph{at} Scale"]
    assert [(w.source, w.message) for w in report.warnings] == [
        (f"{path}:1", r'title "\ourmethod: Learning to Rank" holds LaTeX that PaperKG cannot render '
                      r"(\ourmethod); written as its name")]  # known macros only: no warning (session 27: the
    # name is kept, "ourmethod: Learning to Rank", no longer left out: tests/test_robust27.py)


def test_markup_around_nothing_gives_no_title_with_a_warning(tmp_path):
    path = _jsonl(tmp_path, [{"id": "e", "title": r"\textbf{}", "abstract": ABS}])
    report = ReadReport()
    papers = list(read([path], report=report))
    assert [(w.source, w.message) for w in report.warnings] == [
        (f"{path}:1", r'title "\textbf{}" is markup around no text; the paper has no title')]
    g = _graph(papers)
    paper = next(s for s in g.subjects(DCTERMS.identifier, Literal("e")))
    assert g.value(paper, DCTERMS.title) is None
    assert "textbf" not in str(g.value(paper, RDFS.label))


def test_a_markup_only_bibtex_title_is_kept_with_a_warning(tmp_path):
    bib = tmp_path / "scholar.bib"
    bib.write_text(
        "@article{good,\n  title={Sparse Kernels},\n  year={2024},\n"
        "  abstract={We propose SparseK, a kernel method for regression. SparseK cuts error by 10% on UCI.}\n}\n\n"
        "@misc{heart,\n  title={$\\heartsuit$},\n  author={Doe, Jane},\n  year={2024},\n"
        f"  abstract={{{ABS}}}\n}}\n", encoding="utf-8")
    report = ReadReport()
    papers = list(read([bib], report=report))
    assert [p.title for p in papers] == ["Sparse Kernels", r"$\heartsuit$"]
    assert [(w.source, "kept as written" in w.message) for w in report.warnings] == [(f"{bib}:7", True)]


# --- 2. zero-width joiners in emoji sequences ----------------------------------------------

@pytest.mark.parametrize("text, expected", [
    (f"{WOMAN}{ZWJ}{LAPTOP} coding", f"{WOMAN}{ZWJ}{LAPTOP} coding"),  # technologist
    (f"{FLAG}\ufe0f{ZWJ}{RAINBOW} flag", f"{FLAG}\ufe0f{ZWJ}{RAINBOW} flag"),  # VS16 before the joiner
    (f"{WOMAN}{SKIN}{ZWJ}{LAPTOP}", f"{WOMAN}{SKIN}{ZWJ}{LAPTOP}"),  # skin tone before the joiner
    ("\U0001F468" + ZWJ + WOMAN + ZWJ + "\U0001F467", "\U0001F468" + ZWJ + WOMAN + ZWJ + "\U0001F467"),
    (f"{WOMAN}\u200b{ZWJ}{LAPTOP}", f"{WOMAN}{ZWJ}{LAPTOP}"),  # the zero-width space beside it goes
    (f"Zero{ZWJ}Width", "ZeroWidth"),  # between letters: goes
    (f"a{ZWJ}{WOMAN}", f"a{WOMAN}"),  # a letter before it
    (f"{WOMAN}{ZWJ} end", f"{WOMAN} end"),  # a space after it
    (f"{ZWJ}{WOMAN}", WOMAN),  # nothing before it
    (f"{WOMAN}{ZWJ}", WOMAN),  # nothing after it
])
def test_a_joiner_stays_only_between_two_emoji(text, expected):
    c = clean(text)
    assert c.text == expected
    assert len(c.offsets) == len(c.text) + 1
    assert list(c.offsets) == sorted(c.offsets)  # the map stays monotone


def test_a_title_keeps_its_emoji_sequence():
    assert clean_title(f"Agents {WOMAN}{ZWJ}{LAPTOP} at Work") == f"Agents {WOMAN}{ZWJ}{LAPTOP} at Work"


def test_emoji_sequences_reach_the_graph(tmp_path):
    title = f"Pair Programming with {WOMAN}{ZWJ}{LAPTOP} Agents"
    papers = list(read([_jsonl(tmp_path, [{"id": "z", "title": title, "abstract": ABS}])], report=ReadReport()))
    g = _graph(papers)
    paper = next(s for s in g.subjects(DCTERMS.identifier, Literal("z")))
    assert str(g.value(paper, DCTERMS.title)) == title
    assert isinstance(paper, URIRef)


# --- 3. wrapped API records -----------------------------------------------------------------

def test_wrapped_papers_of_semantic_scholar_and_hugging_face_are_read(tmp_path):
    path = _jsonl(tmp_path, [
        {"contexts": [], "isInfluential": False,
         "citingPaper": {"paperId": "s2x", "title": "Citing Work", "abstract": ABS,
                         "externalIds": {"ArXiv": "2403.01111"}}},
        {"citedPaper": {"paperId": "s2y", "title": "Cited Work", "abstract": ABS + " Cited."}},
        {"paper": {"id": "2402.02222", "title": "Inner Title", "summary": ABS + " Daily.",
                   "authors": [{"name": "Ana Lima"}]}, "title": "Outer Title", "numComments": 2},
        {"paper": {"id": "ignored", "abstract": "not read"}, "id": "own", "abstract": ABS + " Own."},
    ])
    report = ReadReport()
    papers = list(read([path], report=report))
    assert not report.skipped and not report.warnings
    assert [(p.id, p.title, p.arxiv) for p in papers] == [
        ("2403.01111", "Citing Work", "2403.01111"),
        ("s2y", "Cited Work", None),
        ("2402.02222", "Outer Title", "2402.02222"),  # the record's own title wins
        ("own", None, None),  # an abstract of its own: the wrapped object is not read
    ]
    assert papers[2].authors == ("Ana Lima",)
    assert papers[3].abstract == ABS + " Own."


def test_a_wrapper_without_an_abstract_is_still_skipped_by_line(tmp_path):
    path = _jsonl(tmp_path, [{"paper": {"id": "n", "title": "No Abstract"}}, {"id": "ok", "abstract": ABS}])
    report = ReadReport()
    papers = list(read([path], report=report))
    assert [p.id for p in papers] == ["ok"]
    assert [(x.source, x.message) for x in report.skipped] == [(f"{path}:1", "no abstract")]


def test_the_arxiv_packages_entry_id_names_the_paper(tmp_path):
    p = tmp_path / "arxiv_results.json"
    p.write_text(json.dumps([{"entry_id": "http://arxiv.org/abs/2401.03333v2", "title": "Saved Result",
                              "summary": ABS, "authors": ["Ann One"]}]), encoding="utf-8")
    papers = list(read([p], report=ReadReport()))
    assert [(x.id, x.arxiv) for x in papers] == [("2401.03333", "2401.03333")]


# --- 4. Google Scholar's arXiv venue -------------------------------------------------------

def test_google_scholars_arxiv_venue_gives_the_arxiv_id_and_one_venue(tmp_path):
    bib = tmp_path / "scholar.bib"
    bib.write_text(
        "@article{a2024,\n  title={Paper A},\n  journal={arXiv preprint arXiv:2401.04444},\n  year={2024},\n"
        f"  abstract={{{ABS}}}\n}}\n"
        "@article{b2024,\n  title={Paper B},\n  journal={arXiv preprint arXiv:2402.05555v3},\n  year={2024},\n"
        "  eprint={2402.06666},\n"
        f"  abstract={{{ABS} Second.}}\n}}\n"
        "@article{c2024,\n  title={Paper C},\n  journal={arXiv preprint arXiv:2413.07777},\n  year={2024},\n"
        f"  abstract={{{ABS} Third.}}\n}}\n", encoding="utf-8")
    report = ReadReport()
    papers = list(read([bib], report=report))
    assert [(p.id, p.arxiv, p.venue) for p in papers] == [
        ("2401.04444", "2401.04444", "arXiv"),
        ("2402.06666", "2402.06666", "arXiv"),  # the record's own eprint wins
        (papers[2].id, None, "arXiv preprint arXiv:2413.07777"),  # month 13: no arXiv id, kept as written
    ]
    assert papers[2].id.startswith("h-")
    g = _graph(papers)
    venues = {str(o) for o in g.objects(None, RDFS.label) if str(o).startswith("arXiv")}
    assert venues == {"arXiv 2024", "arXiv preprint arXiv:2413.07777 2024"}


# --- 5. JSON Lines glued by cat ------------------------------------------------------------

def test_objects_glued_on_one_line_are_each_read(tmp_path):
    one = json.dumps({"id": "g1", "abstract": ABS})
    two = json.dumps({"id": "g2", "abstract": ABS + " Two."})
    three = json.dumps({"id": "g3", "abstract": ABS + " Three."})
    four = json.dumps({"id": "g4", "abstract": ABS + " Four."})
    path = tmp_path / "joined.jsonl"
    path.write_text(f"{one}\n{two}\ufeff{three} {four}\n{json.dumps({'id': 'g5', 'abstract': ABS + ' Five.'})}\n"
                    f"{json.dumps({'id': 'g6', 'abstract': ABS + ' Six.'})} 7\n", encoding="utf-8")
    report = ReadReport()
    papers = list(read([path], report=report))
    assert [(p.id, p.source) for p in papers] == [
        ("g1", f"{path}:1"), ("g2", f"{path}:2"), ("g3", f"{path}:2"), ("g4", f"{path}:2"), ("g5", f"{path}:3"),
        ("g6", f"{path}:4")]
    six = json.dumps({"id": "g6", "abstract": ABS + " Six."})
    # (session 28: the "7" after the object is text ignored with a warning; the object is read)
    assert [(w.source, w.message.split(",")[0]) for w in report.warnings] == [
        (f"{path}:4", f"text after the JSON object on this line"), (f"{path}:2", "several JSON objects on this line")]
    assert f'from column {len(six) + 2} ("7")' in report.warnings[0].message
    assert report.skipped == []
