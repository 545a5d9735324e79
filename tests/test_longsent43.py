"""Pathological input, session 43: a run-on abstract without full stops, a title with a double
space, a first build stopped before its exports. Every text here is written for these tests
("GlintFormer", "QuillNet" and "BrisketNet" are made up).

1. A run-on abstract of 20,000 characters (one "sentence" of thousands of tokens) took time
   growing with the cube of its length in :meth:`~kg.extract.roles_methods.MethodRules._own_name_sentence`
   (every CamelCase name rescanned every name of the same text and each one's sentence). The
   answer is now memoised per name and the verb test per sentence (linear), and
   :func:`kg.extract.sentences.long_sentence_starts` cuts any sentence longer than
   :data:`~kg.extract.sentences.MAX_SENTENCE_TOKENS` tokens (real abstracts: at most 160) at
   its clause punctuation, else at a space, so no rule sees a longer one. Time is measured by
   ``bench/runon_bench.py``, not here: these tests check the structure (sentences seen, calls).
2. Title evidence: the kgo:sentence of a title mention's evidence is the dcterms:title (runs of
   white space one space), and its offsets are 0 and that title's length.
3. A first build into a new ``--out`` folder creates it only when it writes the exports: a
   build stopped before (SIGTERM, or kill -9, which nothing can catch) leaves no folder, and one
   stopped while writing removes the folders it made.
"""
from __future__ import annotations

import json
import os
import random
import signal
import sys

import pytest
from rdflib import Literal, URIRef

from kg.extract.sentences import MAX_SENTENCE_TOKENS, long_sentence_starts
from kg.records import Paper

#: Words of the run-on abstracts, commas included (written for these tests).
VOCAB = ("we rank passages with GlintFormer and QuillNet, the rankers compare BrisketNet against tall "
         "baselines on noisy queries and long documents while we measure recall, latency and cost").split()


def run_on(n_chars: int, seed: int = 7) -> str:
    """A run-on text of about ``n_chars`` characters: :data:`VOCAB` words at random, no full stop."""
    rng = random.Random(seed)
    words: list[str] = []
    n = 0
    while n < n_chars:
        words.append(rng.choice(VOCAB))
        n += len(words[-1]) + 1
    return " ".join(words)


def _sentences_seen(ex, text: str) -> list:
    """The sentences of ``text`` as the extraction rules get them (the pipeline up to and with
    paperkg_sentfix)."""
    from kg.extract.pipeline import COMPONENTS, clean_text

    with ex.nlp.select_pipes(disable=list(COMPONENTS)):
        return list(ex.nlp(clean_text(text).text).sents)


# ------------------------------------------------------------------ 1a. cutting long sentences
def test_a_long_sentence_is_cut_after_its_last_comma_in_the_second_half():
    text = ["a", "b", "c", ",", "d", "e", "f", "g", "h", "i"]
    assert long_sentence_starts(text, [True] * 10, [0], limit=6) == [4]


def test_a_comma_in_the_first_half_is_no_cut_point():
    text = ["a", ",", "b", "c", "d", "e", "f", "g", "h", "i"]
    # no clause punctuation in tokens 3..5: cut before the last token after a space there
    assert long_sentence_starts(text, [True] * 10, [0], limit=6) == [5]


def test_without_punctuation_the_cut_falls_after_a_space_not_inside_a_glued_word():
    text = ["a", "b", "c", "d", "LBP", "-", "WHT", "e", "f", "g"]
    ws = [True, True, True, True, False, False, True, True, True, True]
    # tokens 5 and 6 are glued to the one before: the piece ends before "LBP"
    assert long_sentence_starts(text, ws, [0], limit=6) == [4]


def test_a_glued_run_is_cut_hard_at_the_limit():
    text = [str(i) for i in range(10)]
    assert long_sentence_starts(text, [False] * 10, [0], limit=4) == [4, 8]


def test_sentences_within_the_limit_are_left_whole():
    text = ["w"] * 12
    assert long_sentence_starts(text, [True] * 12, [0, 6], limit=6) == []
    # only the long one of two sentences is cut
    assert long_sentence_starts(text, [True] * 12, [0, 3], limit=6) == [8]


@pytest.mark.parametrize("seed", range(5))
def test_no_piece_is_longer_than_the_limit(seed):
    rng = random.Random(seed)
    n = 2000
    text = [rng.choice(["x", "y", ",", ";", "z"]) for _ in range(n)]
    ws = [rng.random() < 0.8 for _ in range(n)]
    starts = sorted({0, *rng.sample(range(1, n), 5)})
    cuts = long_sentence_starts(text, ws, starts, limit=50)
    bounds = sorted(set(starts) | set(cuts)) + [n]
    assert cuts == sorted(cuts) and not set(cuts) & set(starts)
    assert max(b - a for a, b in zip(bounds, bounds[1:])) <= 50
    # cut where a sentence was long only: the pieces of a short one stay one
    for a, b in zip(starts, starts[1:] + [n]):
        if b - a <= 50:
            assert not [c for c in cuts if a < c < b]


def test_the_limit_is_above_the_longest_real_sentence():
    # the longest sentence of the 8,483 corpus abstracts (session 43) has 160 tokens
    assert MAX_SENTENCE_TOKENS >= 200


def test_a_long_real_sentence_is_not_cut(ex):
    # a long but real sentence (about 110 tokens) stays one sentence
    text = ("In this paper we study how rankers trained on short queries behave on long documents, "
            "and we show that, when the queries are noisy, the documents are long and the rankers are "
            "small, compact models such as QuillNet lose recall, while larger models such as GlintFormer "
            "keep it at a cost in latency that grows with the length of the documents, the number of "
            "passages per document, the size of the index and the number of queries per second that "
            "the service must answer, which we measure on three collections of web pages, news and "
            "scientific articles under two latency budgets and four index sizes.")
    sents = _sentences_seen(ex, text)
    assert len(sents) == 1 and 100 < len(sents[0]) <= MAX_SENTENCE_TOKENS


# ------------------------------------------------------------------ 1b. a run-on abstract
def test_a_run_on_abstract_is_seen_in_bounded_sentences(ex):
    from kg.records import MAX_ABSTRACT_CHARS

    text = run_on(MAX_ABSTRACT_CHARS - 20)  # the longest the reader keeps (a longer one is cut, with a warning)
    assert "." not in text and len(text) <= MAX_ABSTRACT_CHARS
    sents = _sentences_seen(ex, text)
    n_tokens = sum(len(s) for s in sents)
    assert n_tokens > 3000
    assert max(len(s) for s in sents) <= MAX_SENTENCE_TOKENS
    assert len(sents) >= n_tokens // MAX_SENTENCE_TOKENS
    e = ex.extract(Paper(id="r", abstract=text, title="Ranking Long Documents"))
    assert not e.warnings
    # the extraction record's sentences are those pieces, in order, covering the text
    assert len(e.sentences) == len(sents)
    assert e.sentences[0][0] == 0 and e.sentences[-1][1] == len(text)
    assert all(a[1] <= b[0] for a, b in zip(e.sentences, e.sentences[1:]))


def test_the_own_name_test_reads_each_sentence_once(ex, monkeypatch):
    import kg.extract.roles_methods as RM

    calls = []
    real = RM._naming_verb_stem

    def counted(w):
        calls.append(w)
        return real(w)

    monkeypatch.setattr(RM, "_naming_verb_stem", counted)
    text = run_on(20_000, seed=11)
    e = ex.extract(Paper(id="r", abstract=text, title=None))
    assert not e.warnings
    n_tokens = sum(len(s) for s in _sentences_seen(ex, text))
    # each token's word is tested at most once per verb list: linear, not once per CamelCase name
    # (before session 43: for every CamelCase name, once per token of the sentence of each name of the
    # same text: 171,918,084 calls here; 13,034,984 with the sentence cut alone; 6,396 now)
    assert 0 < len(calls) <= 2 * n_tokens


def test_a_run_on_abstract_builds(tmp_path):
    from kg.pipeline import build

    src = tmp_path / "in.jsonl"
    src.write_text(json.dumps({"id": "runon", "title": "Ranking Long Documents", "abstract": run_on(20_000)}) + "\n"
                   + json.dumps({"id": "plain", "abstract": "We propose QuillNet, a passage ranker. QuillNet "
                                                            "improves recall on noisy queries."}) + "\n",
                   encoding="utf-8")
    _, summary = build([src], out_dir=tmp_path / "out", n_process=1, html=False)
    assert summary.read == 2
    nt = (tmp_path / "out" / "graph.nt").read_text(encoding="utf-8")
    assert "/paper/runon>" in nt and "/paper/plain>" in nt


# ------------------------------------------------------------------ 1c. the own-name rule, unchanged
def test_a_camel_name_in_a_sentence_naming_the_papers_work_is_no_method_used(ex):
    text = ("In this paper we obtain GlintFormer by pruning a large ranker. "
            "Rankers such as GlintFormer are fast on passages.")
    e = ex.extract(Paper(id="p", abstract=text, title=None))
    assert not [m for m in e.mentions if m.rule == "method-camel"]


def test_a_camel_name_of_other_work_is_a_method_used(ex):
    text = ("Rankers such as GlintFormer are fast on passages. "
            "Rankers such as GlintFormer are slow on long documents.")
    e = ex.extract(Paper(id="p", abstract=text, title=None))
    assert [(m.text, m.rule) for m in e.mentions if m.type == "Method"] == [("GlintFormer", "method-camel")]


# ------------------------------------------------------------------ 2. title evidence
BASE = "https://example.org/kg/"
ABSTRACT = "We study a hard question. Our approach uses graph neural networks and attains good accuracy."


def _title_evidence(g, paper: URIRef):
    from kg.ontology import KGO

    return [ev for ev in g.objects(paper, KGO.evidence) if g.value(ev, KGO.inTitle) == Literal(True)]


@pytest.mark.parametrize("title", [
    "TideKit:  Towards Robust Tide Forecasting under Sensor Drift",  # a double space
    "TideKit: Towards Robust Tide Forecasting\n  under Sensor Drift",  # a wrapped title
    "TideKit:\tTowards Robust Tide Forecasting under Sensor Drift ",  # a tab, a space at the end
])
def test_title_evidence_is_the_dcterms_title_with_its_offsets(title):
    from rdflib.namespace import DCTERMS

    from kg.graph import build_graph
    from kg.ontology import KGO
    from kg.records import Mention, plain_title
    from kg.resolve import resolve
    from tests.factories import extraction

    plain = plain_title(title)
    start = plain.index("Tide Forecasting")
    task = Mention("Tide Forecasting", "Task", start, start + len("Tide Forecasting"), "task", "task-title-main",
                   0.4, main=True, source="title")
    ex = extraction("p1", ABSTRACT, mentions=[task], title=title)
    g = build_graph([ex], resolve([ex]), base_iri=BASE)
    paper = URIRef(BASE + "paper/p1")
    shown = str(g.value(paper, DCTERMS.title))
    assert shown == "TideKit: Towards Robust Tide Forecasting under Sensor Drift"
    evs = _title_evidence(g, paper)
    assert len(evs) == 2  # kgo:mainTask and kgo:addresses
    for ev in evs:
        sentence = str(g.value(ev, KGO.sentence))
        start, end = g.value(ev, KGO.startOffset).toPython(), g.value(ev, KGO.endOffset).toPython()
        assert sentence == shown and (start, end) == (0, len(shown)) and shown[start:end] == sentence


def test_a_double_spaced_title_through_a_build(tmp_path):
    from rdflib import Graph
    from rdflib.namespace import DCTERMS

    from kg.ontology import KGO
    from kg.pipeline import build

    src = tmp_path / "in.jsonl"
    src.write_text(json.dumps({"id": "t1", "title": "LLMs:  Towards Robust Protein Structure Alignment under Noise",
                               "abstract": ABSTRACT}) + "\n", encoding="utf-8")
    build([src], out_dir=tmp_path / "out", n_process=1, html=False)
    g = Graph().parse(tmp_path / "out" / "graph.ttl")
    paper = next(g.subjects(DCTERMS.identifier, Literal("t1")))
    shown = str(g.value(paper, DCTERMS.title))
    assert shown == "LLMs: Towards Robust Protein Structure Alignment under Noise"
    evs = _title_evidence(g, paper)
    assert evs, "the title's problem is the main task, with title evidence"
    for ev in evs:
        assert str(g.value(ev, KGO.sentence)) == shown
        assert g.value(ev, KGO.endOffset).toPython() == len(shown) == 60


# ------------------------------------------------------------------ 3. a first build stopped early
def _papers(path):
    path.write_text("".join(json.dumps({"id": f"q{i}", "abstract": f"We propose Net{i}, a model for image "
                                        f"classification, and evaluate it on CIFAR-10."}) + "\n" for i in range(3)),
                    encoding="utf-8")
    return path


linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="signals as on Linux")


def test_a_new_out_folder_is_made_only_when_the_exports_are_written(tmp_path, monkeypatch):
    import kg.pipeline
    from kg.cli import main

    out = tmp_path / "new" / "out"
    real = kg.pipeline.extract_all
    seen = []

    def extract_and_look(*args, **kwargs):
        seen.append(out.exists() or out.parent.exists())  # kill -9 now would leave what exists now
        return real(*args, **kwargs)

    monkeypatch.setattr(kg.pipeline, "extract_all", extract_and_look)
    assert main(["build", str(_papers(tmp_path / "a.jsonl")), "--out", str(out), "--quiet", "--jobs", "1"]) == 0
    assert seen == [False]
    assert (out / "graph.ttl").is_file() and (out / "graph.html").is_file()


@linux_only
def test_sigterm_during_the_extraction_of_a_first_build_leaves_no_folder(tmp_path, monkeypatch, capsys):
    import kg.pipeline
    from kg.cli import main

    real = kg.pipeline.extract_all

    def extract_with_a_signal(*args, **kwargs):
        os.kill(os.getpid(), signal.SIGTERM)
        return real(*args, **kwargs)

    monkeypatch.setattr(kg.pipeline, "extract_all", extract_with_a_signal)
    out = tmp_path / "new" / "out"
    assert main(["build", str(_papers(tmp_path / "a.jsonl")), "--out", str(out), "--quiet", "--jobs", "1"]) == 143
    assert "terminated" in capsys.readouterr().err
    assert not (tmp_path / "new").exists()


@linux_only
def test_sigterm_while_a_first_build_writes_its_exports_removes_the_folders_it_made(tmp_path, monkeypatch, capsys):
    import kg.view
    from kg.cli import main

    real = kg.view.render_html

    def render_with_a_signal(*args, **kwargs):
        os.kill(os.getpid(), signal.SIGTERM)  # the RDF files are written (under temporary names)
        return real(*args, **kwargs)

    monkeypatch.setattr(kg.view, "render_html", render_with_a_signal)
    out = tmp_path / "new" / "out"
    assert main(["build", str(_papers(tmp_path / "a.jsonl")), "--out", str(out), "--quiet", "--jobs", "1"]) == 143
    assert "previous exports are left intact" in capsys.readouterr().err  # (no --store: no store named)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.jsonl"]


@linux_only
def test_sigterm_leaves_an_existing_empty_out_folder(tmp_path, monkeypatch):
    import kg.pipeline
    from kg.cli import main

    real = kg.pipeline.extract_all

    def extract_with_a_signal(*args, **kwargs):
        os.kill(os.getpid(), signal.SIGTERM)
        return real(*args, **kwargs)

    monkeypatch.setattr(kg.pipeline, "extract_all", extract_with_a_signal)
    out = tmp_path / "mine"
    out.mkdir()  # the user's folder: not this build's to remove
    assert main(["build", str(_papers(tmp_path / "a.jsonl")), "--out", str(out), "--quiet", "--jobs", "1"]) == 143
    assert out.is_dir() and not list(out.iterdir())


def test_an_out_folder_that_cannot_be_made_is_refused_before_any_work(tmp_path, capsys):
    from kg.cli import main

    (tmp_path / "notes.txt").write_text("x", encoding="utf-8")
    out = tmp_path / "notes.txt" / "out"
    assert main(["build", str(_papers(tmp_path / "a.jsonl")), "--out", str(out), "--quiet"]) == 2
    assert f"--out {out}: cannot write there (Not a directory)" in capsys.readouterr().err
    dangling = tmp_path / "gone"
    dangling.symlink_to(tmp_path / "nowhere")
    assert main(["build", str(_papers(tmp_path / "a.jsonl")), "--out", str(dangling / "out"), "--quiet"]) == 2
    assert "cannot write there" in capsys.readouterr().err and not (tmp_path / "nowhere").exists()
