"""Sentences glued without a space after the full stop ("fine-tuning.Comprehensive
experiments show ..."; fourth user trial): split there, and nowhere in URLs, e-mail
addresses, numbers, abbreviations, file names or dotted identifiers."""
from __future__ import annotations

import pytest

from kg.extract.sentences import glued_sentence_starts


@pytest.fixture(scope="module")
def nlp():
    from kg.extract.pipeline import load_nlp
    return load_nlp()


def _sents(nlp, text: str) -> list[str]:
    return [s.text for s in nlp(text).sents]


def test_a_glued_full_stop_after_a_lower_case_word_ends_the_sentence(nlp) -> None:
    text = ("We adapt the model with parameter-efficient fine-tuning.Comprehensive experiments "
            "show gains on three benchmarks.")
    assert _sents(nlp, text) == ["We adapt the model with parameter-efficient fine-tuning.",
                                 "Comprehensive experiments show gains on three benchmarks."]


def test_a_glued_full_stop_after_a_closing_bracket_ends_the_sentence() -> None:
    # the cleaning stage spaces "(ours).We" in abstracts; the splitter takes it as tokens too
    text = ["the", "model", "(", "ours", ")", ".", "We", "then", "test", "."]
    ws = [True, True, False, False, False, False, True, True, False, False]
    assert glued_sentence_starts(text, [t.lower() for t in text], ws) == [6]


@pytest.mark.parametrize("text", [
    "We use torch.nn.Module and nn.Linear(3) layers in all of our experiments.",
    "Write to first.last@example.Org for the data and the code of this study.",
    "The gain is 3.5 points over the baseline of e.g. Smith et al.In all cases it holds.",
    "Results in the U.S. data are in Fig.3 and in the file model.py, as a.k.a. Foo shows.",
    "Code is at https://github.com/foo/bar.Baz and we thank the reviewers for their help.",
])
def test_no_split_inside_names_numbers_or_abbreviations(nlp, text: str) -> None:
    assert _sents(nlp, text) == [text]


def test_evidence_offsets_still_cut_the_abstract_exactly() -> None:
    from kg.extract.pipeline import Extractor
    from kg.records import Paper

    abstract = ("We propose GlueNet, a network for image classification trained with fine-tuning."
                "Comprehensive experiments on CIFAR-10 show that GlueNet improves accuracy by 2.1%.")
    ex = Extractor().extract(Paper(id="p1", abstract=abstract, source="t:1"))
    text = ex.clean.text
    assert [text[a:b] for a, b in ex.sentences] == [
        "We propose GlueNet, a network for image classification trained with fine-tuning.",
        "Comprehensive experiments on CIFAR-10 show that GlueNet improves accuracy by 2.1%."]
    assert ex.links and all((link.start, link.end) in ex.sentences for link in ex.links)
    assert ex.results and all((r.sentence_start, r.sentence_end) == ex.sentences[1] for r in ex.results)
