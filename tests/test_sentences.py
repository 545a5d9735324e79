"""Sentence repair after spaCy's senter (kg.extract.sentences) and the sentences it yields."""
from __future__ import annotations

from kg.records import Paper


def _sentences(extractor, text: str) -> list[str]:
    e = extractor.extract(Paper(id="s", abstract=text))
    return [e.clean.text[a:b] for a, b in e.sentences]  # offsets into the cleaned text


def test_no_sentence_starts_inside_a_hyphenated_or_bracketed_word(extractor):
    text = ("Tabular data is everywhere. GELU-gated networks fit piecewise smooth maps, as shown "
            "by Rossi and Chen [Rossi and Chen, 2021] for kernels. We propose TabGate for regression.")
    sents = _sentences(extractor, text)
    assert sents[0] == "Tabular data is everywhere."
    assert sents[-1] == "We propose TabGate for regression."
    assert any(s.startswith("GELU-gated networks") and s.endswith("for kernels.") for s in sents)
    e = extractor.extract(Paper(id="s", abstract=text))
    assert "GELU-gated networks" in {m.text for m in e.mentions} or not any(
        m.text.startswith("-gated") for m in e.mentions)


def test_a_glued_sentence_end_still_ends_a_sentence(extractor):
    assert _sentences(extractor, "We study sparse codes on CIFAR-10.We then prune them.") == [
        "We study sparse codes on CIFAR-10.", "We then prune them."]


def test_a_markdown_link_names_the_proposal_and_its_code(extractor):
    text = ("For rain removal, we develop [RainCL](https://github.com/someone/RainCL), a contrastive "
            "method that outperforms prior work on Rain100L.")
    e = extractor.extract(Paper(id="m", abstract=text))
    assert {m.text for m in e.mentions if m.role == "proposed"} == {"RainCL"}
    assert [c.url for c in e.code] == ["https://github.com/someone/RainCL"]


def test_urls_equations_and_pieces_of_hyphenated_words_are_no_entities(extractor):
    text = ("We study Max- and Min-Cut relaxations, the evolution of within- and between-class "
            "variability, and graphs of size n=20000. Our code is at https: //github.com/ab/GraphBench.")
    e = extractor.extract(Paper(id="d", abstract=text))
    texts = {m.text for m in e.mentions}
    assert not [t for t in texts if t.endswith("-") or t.startswith("-") or "//" in t or "=" in t]


def test_an_abbreviation_that_never_ends_a_sentence_keeps_a_capital_after_it(extractor):
    text = ("The error of our estimator is small w.r.t. Frobenius norm. PolyDock reaches -7.1 Avg. "
            "Vina Score, ours vs. Uni-Mol. We compare with Lee et al. They use graphs.")
    assert _sentences(extractor, text) == [
        "The error of our estimator is small w.r.t. Frobenius norm.",
        "PolyDock reaches -7.1 Avg. Vina Score, ours vs. Uni-Mol.",
        "We compare with Lee et al.", "They use graphs."]
