"""Session 27, fresh-user trial and break-it round: defects found with messy inputs.

1. A Ctrl-Z (ASCII SUB, 0x1A) after a file's last line, the end-of-file mark that old DOS and
   Windows tools write, was read as a line of its own: in JSON Lines "invalid JSON: Expecting
   value" on a line past the last record, in CSV a row with "no abstract", each a skipped
   record (exit status 1); in a ``.rq`` query a SPARQL syntax error after the query. The mark
   and the white space around it are now dropped from paper files and query files; a file
   holding nothing else is refused by name.
2. A JSON Lines line holding a whole object and then a broken one (``{...} {"broken``: a
   record cut off mid-write, or a file joined by ``cat`` to a damaged one) lost the whole
   object too ("Extra data"). The whole objects are now read, and only the broken one is
   skipped, naming the line and the column of the fault. A line with text after its object
   that opens no object (``{...} 7``) was still skipped whole (session 26; since session 28
   its object is read, with a warning: tests/test_robust28.py).
3. Zero-width non-joiners (U+200C) and joiners (U+200D) were dropped everywhere, which
   changes the spelling of Persian ("می\u200cخواهم"), Indic and Sinhala words. Inside a word
   of a script that is neither Latin, Greek nor Cyrillic they now stay; beside a space,
   a digit or punctuation, or between Latin letters, they still go.
4. A LaTeX macro that cleaning cannot render (an author's ``\\ourmethod``, ``\\ours``, whose
   definition an abstract copied from the LaTeX source lacks) was dropped silently from an
   abstract ("We propose \\ourmethod{}, a GNN" -> "We propose, a GNN"), and from a title with
   other text (":  Learning to Rank") with only a warning. Such a macro without an argument of
   text is now written as its name ("We propose ourmethod, a GNN"; "ourmethod: Learning to
   Rank"), the rest of a lost accent joins its word ("Schr\\odinger" -> "Schrodinger"), and
   an abstract holding one is named in a warning (``file:line``). The abbreviation macros of
   CVPR's style (``\\eg``, ``\\ie``, ``\\etal`` ...) print their text; font switches and
   layout macros (``\\cal``, ``\\item``) print nothing; a macro with an argument of text still
   gives its argument; a title of markup only is still kept as written (session 26).
5. A Markdown heading ("## Abstract" on its own line, as notes and README-style copies hold)
   kept its "##" and ran into the first sentence: "## Abstract Dense retrieval is ..." gave the
   task "Abstract Dense retrieval"; so did an "Abstract" label alone on the first line of a
   copy from a PDF. A heading now loses its marks and, like an HTML heading, ends a sentence.
"""
from __future__ import annotations

import codecs
import json
from pathlib import Path

import pytest

from kg.clean import clean, unknown_macros
from kg.graph import clean_title
from kg.read import InputError, ReadReport, read
from kg.records import markup_only_title

ABS_A = "We propose KiteNet, a network for image denoising. KiteNet reaches 31.2 dB PSNR on SIDD."
ABS_B = "Graph matching is hard. We introduce LoomGM, a solver that improves accuracy by 4.1% on PascalVOC."
ABS_C = "We present TideRL, an agent for robot navigation trained with PPO in Habitat."


def _write(tmp_path: Path, name: str, data: bytes) -> Path:
    p = tmp_path / name
    p.write_bytes(data)
    return p


def _read(paths: list) -> tuple[list, ReadReport]:
    report = ReadReport()
    return list(read(paths, report=report)), report


# --- 1. the Ctrl-Z end-of-file mark ------------------------------------------------------------

def _jsonl_bytes(*abstracts: str, newline: str = "\r\n") -> bytes:
    return "".join(json.dumps({"id": f"z{k}", "abstract": a}) + newline
                   for k, a in enumerate(abstracts, 1)).encode("utf-8")


@pytest.mark.parametrize("tail", [b"\x1a", b"\x1a\r\n", b"\r\n\x1a\x1a", b"\x1a\n  \n"])
def test_a_ctrl_z_after_the_last_json_line_is_no_record(tmp_path, tail):
    path = _write(tmp_path, "old.jsonl", _jsonl_bytes(ABS_A, ABS_B) + tail)
    papers, report = _read([path])
    assert [p.id for p in papers] == ["z1", "z2"]
    assert report.skipped == [] and report.warnings == []


def test_a_ctrl_z_after_the_last_csv_row_is_no_row(tmp_path):
    data = ("id,title,abstract\r\nc1,Kite,\"" + ABS_A + "\"\r\nc2,Loom,\"" + ABS_B + "\"\r\n").encode() + b"\x1a"
    papers, report = _read([_write(tmp_path, "sheet.csv", data)])
    assert [(p.id, p.title) for p in papers] == [("c1", "Kite"), ("c2", "Loom")]
    assert report.skipped == [] and report.warnings == []


def test_a_ctrl_z_after_a_utf16_tsv_and_a_bibtex_file_is_dropped_too(tmp_path):
    tsv = ("id\ttitle\tabstract\r\nu1\tKite\t" + ABS_A + "\r\n\x1a").encode("utf-16-le")
    bib = ("@article{tide24,\r\n  title = {Tide},\r\n  abstract = {" + ABS_C + "}\r\n}\r\n").encode() + b"\x1a"
    papers, report = _read([_write(tmp_path, "excel.tsv", codecs.BOM_UTF16_LE + tsv),
                            _write(tmp_path, "refs.bib", bib)])
    assert [p.title for p in papers] == ["Kite", "Tide"]
    assert report.skipped == [] and report.warnings == []


def test_a_ctrl_z_inside_a_file_is_not_an_end_mark(tmp_path):
    # only a mark after the last line is dropped: one inside a record is a control character,
    # which the reader replaces by a space with its warning, as before
    inner = json.dumps({"id": "z5", "abstract": ABS_B.replace("hard.", "hard.\x1a")}).encode()
    data = _jsonl_bytes(ABS_A) + inner + b"\n" + b'{"id": "z6", "abstract": "' + ABS_C.encode() + b'"}\n'
    papers, report = _read([_write(tmp_path, "mid.jsonl", data)])
    assert [p.id for p in papers] == ["z1", "z5", "z6"]
    assert "\x1a" not in papers[1].abstract and [w.source for w in report.warnings] == [f"{tmp_path / 'mid.jsonl'}:2"]


def test_a_file_of_only_a_ctrl_z_is_refused_by_name(tmp_path):
    path = _write(tmp_path, "blank.jsonl", b"\r\n\x1a")
    with pytest.raises(InputError) as err:
        _read([path])
    assert str(path) in str(err.value) and "end-of-file mark (Ctrl-Z, 0x1A)" in str(err.value)


@pytest.mark.parametrize("data", [
    b"ASK { ?s ?p ?o }\r\n\x1a",
    b"\xef\xbb\xbfASK { ?s ?p ?o }\x1a",  # with a byte-order mark too
    codecs.BOM_UTF16_LE + "ASK { ?s ?p ?o }\r\n\x1a".encode("utf-16-le"),
])
def test_a_query_file_ending_with_ctrl_z_reads_as_its_query(tmp_path, data):
    from kg.query import load_query

    q = load_query(_write(tmp_path, "ask.rq", data))
    assert "\x1a" not in q.text and q.text.strip() == "ASK { ?s ?p ?o }"


def test_kg_query_runs_a_query_file_ending_with_ctrl_z(tmp_path, capsys):
    from kg.query import cli_query

    graph = tmp_path / "g.ttl"
    graph.write_text("<urn:a> <urn:b> <urn:c> .\n", encoding="utf-8")
    rq = _write(tmp_path, "count.rq", b"SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }\r\n\x1a")
    assert cli_query(str(rq), graph=str(graph), fmt="csv") == 0
    assert capsys.readouterr().out.split() == ["n", "1"]


# --- 2. a whole JSON object, then a broken one, on one line ------------------------------------

def test_a_whole_object_before_a_broken_one_on_its_line_is_read(tmp_path):
    one = json.dumps({"id": "j1", "abstract": ABS_A})
    two = json.dumps({"id": "j2", "abstract": ABS_B})
    three = json.dumps({"id": "j3", "abstract": ABS_C})
    text = f"{one}\n{two} {{\"id\": \"j9\", \"abstract\": \"cut off\n{three}\n"
    path = _write(tmp_path, "cut.jsonl", text.encode("utf-8"))
    papers, report = _read([path])
    assert [(p.id, p.source) for p in papers] == [("j1", f"{path}:1"), ("j2", f"{path}:2"), ("j3", f"{path}:3")]
    [skipped] = report.skipped
    assert skipped.source == f"{path}:2"
    assert skipped.message == (f"invalid JSON: Unterminated string starting at column {len(two) + 27}, "
                               "after a whole JSON object on this line, which is read")
    assert report.read == 4 and report.warnings == []


def test_two_glued_objects_and_a_broken_third_keep_the_two(tmp_path):
    a, b = json.dumps({"id": "g1", "abstract": ABS_A}), json.dumps({"id": "g2", "abstract": ABS_B})
    path = _write(tmp_path, "joined.jsonl", f'{a}{b}{{"id": "g3", "abstract": 12,\n'.encode("utf-8"))
    papers, report = _read([path])
    assert [p.id for p in papers] == ["g1", "g2"]
    assert [w.message.split(",")[0] for w in report.warnings] == ["several JSON objects on this line"]
    [skipped] = report.skipped
    assert skipped.source == f"{path}:1" and skipped.message.endswith("after 2 whole JSON objects on this "
                                                                       "line, which are read")


def test_an_object_followed_by_text_that_opens_no_object_is_read_with_a_warning(tmp_path):
    # (session 26's rule skipped "{...} 7" whole; since session 28 the whole object is read and
    # the text after it named in a warning: tests/test_robust28.py)
    path = _write(tmp_path, "junk.jsonl", (json.dumps({"id": "k1", "abstract": ABS_A}) + " 7\n").encode())
    papers, report = _read([path])
    assert [p.id for p in papers] == ["k1"] and report.skipped == []
    assert [w.message.split(",")[0] for w in report.warnings] == ["text after the JSON object on this line"]


# --- 3. zero-width non-joiners and joiners inside words -----------------------------------------

ZWNJ, ZWJ = "\u200c", "\u200d"
PERSIAN = "می" + ZWNJ + "خواهم"  # "I want": the non-joiner keeps the prefix apart
HINDI = "क्" + ZWNJ + "ष"  # a virama, then the non-joiner: a visible halant, no conjunct
SINHALA = "ශ්" + ZWJ + "රී"  # "Sri": the joiner makes the rakaransaya


@pytest.mark.parametrize("word", [PERSIAN, HINDI, SINHALA])
def test_a_non_joiner_or_joiner_inside_a_word_of_its_script_stays(word):
    c = clean(f"We study the word {word} in context.")
    assert c.text == f"We study the word {word} in context."
    assert list(c.offsets) == list(range(len(c.text) + 1))


@pytest.mark.parametrize("text, cleaned", [
    (f"{ZWNJ}{PERSIAN}{ZWNJ} and", f"{PERSIAN} and"),  # at a word's edges: dropped
    (f"a {ZWNJ} b", "a b"),
    (f"node{ZWNJ}classification", "nodeclassification"),  # between Latin letters: dropped
    (f"e{ZWJ}x", "ex"),
    (f"\u0394{ZWNJ}\u03b9", "\u0394\u03b9"),  # Greek
    (f"12{ZWNJ}\u0645", "12\u0645"),  # a digit is no letter
    (f"\u0645\u06cc{ZWNJ}\u200b{ZWNJ}\u062e", f"\u0645\u06cc{ZWNJ}\u062e"),  # a run: its first non-joiner stays
])
def test_non_joiners_and_joiners_elsewhere_are_dropped(text, cleaned):
    assert clean(text).text == cleaned


def test_a_persian_title_and_abstract_keep_their_spelling_in_the_graph(tmp_path):
    from rdflib.namespace import DCTERMS

    from kg.pipeline import extract_all, graph_from_extractions

    path = _write(tmp_path, "fa.jsonl", (json.dumps({
        "id": "fa1", "title": f"{ZWNJ}Reading {PERSIAN}",
        "abstract": f"We propose KiteNet for the phrase {PERSIAN}. " + ABS_A}, ensure_ascii=False) + "\n").encode())
    papers, _ = _read([path])
    g = graph_from_extractions(extract_all(papers, n_process=1))[0]
    [paper] = list(g.subjects(DCTERMS.identifier, None))
    assert str(g.value(paper, DCTERMS.title)) == f"Reading {PERSIAN}"
    assert PERSIAN in str(g.value(paper, DCTERMS.abstract))


# --- 4. LaTeX macros that cleaning cannot render -------------------------------------------------

@pytest.mark.parametrize("text, cleaned", [
    (r"We propose \ourmethod{}, a ranking model.", "We propose ourmethod, a ranking model."),
    (r"We propose \ourmethod, a ranking model.", "We propose ourmethod, a ranking model."),
    (r"Results show that \ours\ improves recall.", "Results show that ours improves recall."),
    (r"We design \textit{\carb}, a carbon model.", "We design carb, a carbon model."),
    (r"the \DETOCS achieves a new state of the art", "the DETOCS achieves a new state of the art"),
    (r"maximin share ($\MMS$) of the items", "maximin share (MMS) of the items"),
    (r"a Schr\odinger bridge and H\older exponents", "a Schrodinger bridge and Holder exponents"),
    (r"\mname\xspace generalises", "mname generalises"),
    # an argument of text is the text: the macro's name goes (an author's colour or comment macro)
    (r"caused by \rthree{typhoons} and \yuan{large impact}", "caused by typhoons and large impact"),
    # abbreviations of CVPR's style, font switches and layout macros
    (r"an image (\eg, HDR), \ie, a pair; \etal. showed \etc.", "an image (e.g., HDR), i.e., a pair; et al. showed etc."),
    (r"needs ${\cal O}(n)$ time on $2\mathord,000$ points", "needs O(n) time on 2,000 points"),
    (r"\begin{itemize}\item fast \item small\end{itemize}", "fast small"),
])
def test_unknown_macros_read_as_their_names_or_arguments(text, cleaned):
    assert clean(text).text == cleaned


def test_a_kept_macro_name_maps_onto_its_letters_in_the_original():
    src = r"We propose \ourmethod{}, a model."
    c = clean(src)
    start = c.text.index("ourmethod")
    assert [src[c.offsets[start + k]] for k in range(len("ourmethod"))] == list("ourmethod")


def test_without_macro_names_unknown_macros_leave_nothing():
    assert clean(r"We propose \ourmethod{}, a model.", macro_names=False).text == "We propose, a model."
    assert markup_only_title(r"\ourmethod{}") and markup_only_title(r"$\heartsuit$")
    assert not markup_only_title(r"\ourmethod: Learning to Rank")


def test_the_known_macros_of_this_round_are_not_named_unknown():
    assert unknown_macros(r"\eg \ie \etal \cal \item \romannumeral \ourmethod") == ("ourmethod",)


@pytest.mark.parametrize("title, shown", [
    (r"\ourmethod: Learning to Rank", "ourmethod: Learning to Rank"),
    (r"\ourmethod{}", r"\ourmethod{}"),  # markup only: kept as written (session 26)
    (r"$\heartsuit$", r"$\heartsuit$"),
    (r"\textbf{}", ""),
])
def test_titles_keep_the_name_of_a_macro_beside_text(title, shown):
    assert clean_title(title) == shown


def test_an_abstract_with_unknown_macros_is_named_and_read_readably(tmp_path):
    path = _write(tmp_path, "src.jsonl", "".join(json.dumps(r) + "\n" for r in [
        {"id": "m1", "title": r"\ourmethod: Learning to Rank",
         "abstract": r"We propose \ourmethod{}, a ranking model. \ourmethod\ improves nDCG by 2.1 points on MS MARCO."},
        {"id": "m2", "abstract": r"We present TideRL, an agent for robot navigation (\eg, in homes) trained with PPO."},
    ]).encode())
    papers, report = _read([path])
    assert [p.id for p in papers] == ["m1", "m2"]
    assert [(w.source, w.message) for w in report.warnings] == [
        (f"{path}:1", r'title "\ourmethod: Learning to Rank" holds LaTeX that PaperKG cannot render '
                      r"(\ourmethod); written as its name"),
        (f"{path}:1", r"abstract holds LaTeX macros that PaperKG cannot render (\ourmethod); a macro is read as "
                      "its argument, or as its name when it has none (expand the macros in the file to give "
                      "the real text)")]
    assert clean(papers[0].abstract).text.startswith("We propose ourmethod, a ranking model. ourmethod improves")
    assert clean_title(papers[0].title) == "ourmethod: Learning to Rank"


def test_a_bibtex_title_with_an_unknown_macro_is_named_and_keeps_its_name(tmp_path):
    bib = ("@inproceedings{m1,\n  title = {\\ourmethod: Learning to {Rank}},\n"
           "  abstract = {" + ABS_B + "}\n}\n"
           "@inproceedings{m2,\n  title = {$\\heartsuit$},\n  abstract = {" + ABS_C + "}\n}\n")
    papers, report = _read([_write(tmp_path, "refs.bib", bib.encode())])
    assert [clean_title(p.title) for p in papers] == ["ourmethod: Learning to Rank", r"$\heartsuit$"]
    assert [w.message.split(";")[-1].strip() for w in report.warnings] == ["written as its name", "kept as written"]


# --- 5. Markdown headings and an "Abstract" label line ------------------------------------------

@pytest.mark.parametrize("text, cleaned", [
    ("## Abstract\n\nDense retrieval is hard. We propose LoomDR.", "Abstract. Dense retrieval is hard. We propose LoomDR."),
    ("Abstract\nDense retrieval is hard.", "Abstract. Dense retrieval is hard."),
    ("ABSTRACT:\r\nDense retrieval is hard.", "ABSTRACT: Dense retrieval is hard."),
    ("# Kite #\nWe propose KiteNet.\n### Results ###\n\n**KiteNet** wins.", "Kite. We propose KiteNet. Results. KiteNet wins."),
    ("## Results.\nWe win.", "Results. We win."),
    # no heading: a sentence that opens with the word, a "#" inside a line, a tag, a heading without its line
    ("Abstract visual reasoning is hard.", "Abstract visual reasoning is hard."),
    ("We write C# code.\n#1 on the board", "We write C# code. #1 on the board"),
    ("#hashtag\nword", "#hashtag word"),
    ("# of parameters", "# of parameters"),
])
def test_markdown_headings_and_an_abstract_label_end_a_sentence(text, cleaned):
    assert clean(text).text == cleaned


def test_a_markdown_abstract_heading_is_no_part_of_a_task(tmp_path):
    from kg.extract import Extractor

    path = _write(tmp_path, "md.jsonl", (json.dumps({
        "id": "md1", "abstract": "## Abstract\n\nDense retrieval is important for open-domain question answering. "
                                 "We introduce LoomDR, a retriever trained with contrastive learning."}) + "\n").encode())
    papers, _ = _read([path])
    names = {m.text for m in Extractor().extract(papers[0]).mentions}
    assert not any(n.lower().startswith("abstract") for n in names)
    assert "LoomDR" in names
