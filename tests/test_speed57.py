"""Session 57 speed round: a build's graph keeps the cleaned abstracts of its own extractions
(:attr:`kg.graph.TripleIndex.cleanings`), so graph.html and GraphML read them instead of
cleaning each source abstract again; the files are the same either way."""
import pytest

import kg.clean
import kg.export
import kg.view
from kg.export import graphml
from kg.extract import Extractor
from kg.pipeline import triples_from_extractions
from kg.records import Paper
from kg.view import render_html

# (sentences written for this test; the LaTeX and markdown make cleaning change the text)
ABSTRACTS = {
    "p1": "We propose \\textbf{GlideNet}, a graph network for traffic forecasting. "
          "GlideNet reduces the mean absolute error (MAE) on the $\\mathcal{M}$-Roads benchmark by 12\\%.",
    "p2": "Sparse **attention** is costly. We introduce FoldAttention, a method for long-context "
          "language modeling, and evaluate it on the WikiText-103 dataset with perplexity.",
    "p3": "Plain text with nothing to clean: we study graph networks for traffic forecasting.",
}


@pytest.fixture(scope="module")
def extractions():
    papers = [Paper(id=pid, abstract=text, source=f"test:{n}", title=f"Paper {pid}")
              for n, (pid, text) in enumerate(ABSTRACTS.items(), 1)]
    return list(Extractor().extract_many(papers, n_process=1))


def test_the_build_index_keeps_the_cleaned_source_abstracts(extractions):
    index, _ = triples_from_extractions(extractions, current_clean=True)
    cleaned = {ex.paper.abstract: ex.clean for ex in extractions if ex.clean.text != ex.paper.abstract}
    assert set(cleaned) == {ABSTRACTS["p1"], ABSTRACTS["p2"]}  # p3: cleaning changed nothing
    assert index.cleanings == cleaned
    for source, ct in cleaned.items():
        assert index.cleaned(source) is ct
        assert ct == kg.clean.clean(source)  # the same value a reader would make
    # a text it does not hold is cleaned now
    assert index.cleaned("a $\\alpha$ b").text == kg.clean.clean("a $\\alpha$ b").text


def test_without_current_clean_the_index_holds_none(extractions):
    index, _ = triples_from_extractions(extractions)
    assert index.cleanings == {}


def test_page_and_graphml_are_the_same_and_clean_no_source_abstract_again(extractions, monkeypatch):
    plain, _ = triples_from_extractions(extractions)
    page_before, graphml_before = render_html(plain)[0], graphml(plain)
    index, _ = triples_from_extractions(extractions, current_clean=True)
    cleaned_texts: list[str] = []
    real = kg.clean.clean

    def counting(text, *args, **kwargs):
        cleaned_texts.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(kg.export, "clean", counting)
    monkeypatch.setattr(kg.view, "clean", counting)
    monkeypatch.setattr(kg.clean, "clean", counting)
    assert render_html(index)[0] == page_before
    assert graphml(index) == graphml_before
    assert not set(cleaned_texts) & {ABSTRACTS["p1"], ABSTRACTS["p2"]}
    # (the graph without them cleans the source abstracts of quotes the abstract shows otherwise)
    render_html(plain), graphml(plain)
    assert ABSTRACTS["p1"] in cleaned_texts
