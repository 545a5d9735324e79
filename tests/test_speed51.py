"""Session 51's CPU savings in the per-Doc rules keep the results of the code they replace.

* :class:`kg.extract.gazetteer.GazetteerMatcher` reads a metric abbreviation's variant
  ("BLEU-4", "ROUGE-L") from the Doc's token table instead of a Token object per token, and
  each span's label once: the same spans, in the same order.
* :meth:`kg.extract.roles_tasks.TaskRules._glued_stops`: the tokens that end a sentence the
  splitter missed, found once per Doc, equal the per-token test that the task core ran on
  every noun phrase.
* :meth:`kg.extract.roles_proposals.ProposalRules._defined_parts` tests a sentence's words
  against the main proposal's names in C and reads only the tokens of its participles: a
  sentence naming the proposal, or saying "is designed", still passes; one doing neither
  still does not.

Every sentence is written for these tests; the made-up names are in no gold file.
"""
from __future__ import annotations

from types import SimpleNamespace

from hypothesis import given, settings
from hypothesis import strategies as st

from kg.extract.gazetteer import SPANS_KEY
from kg.extract.roles_tasks import TaskRules
from kg.records import Paper

# -------------------------------------------------------------------- _glued_stops

WORDS = ["we", "R.", "-R.", ".", "Recent", "recent", "A", "x.", "e.g.", "Zorb", "-", "(", ")"]


def _per_token(words: list[str], ws: list[bool]) -> list[int]:
    """The test of session 50's task core, token by token, over the whole Doc."""
    return [k for k in range(len(words) - 1)
            if len(words[k]) > 1 and words[k].endswith(".") and ws[k] and words[k + 1][:1].isupper()]


@given(st.lists(st.tuples(st.sampled_from(WORDS), st.booleans()), max_size=40))
@settings(max_examples=300, deadline=None)
def test_glued_stops_equal_the_per_token_test(tokens):
    words = [w for w, _ in tokens]
    ws = [s for _, s in tokens]
    state = SimpleNamespace(words=words, ws=ws)
    assert TaskRules._glued_stops(state) == _per_token(words, ws)
    assert TaskRules._glued_stops(state) is state._glued_stops_memo  # (once per Doc)


def test_glued_stops_of_a_written_sentence():
    words = ["on", "Zorb-A", ",", "-B", ",", "and", "-C.", "Recent", "work", "e.g.", "this", "ends", "."]
    ws = [True, False, True, False, True, True, True, True, True, True, True, False, False]
    state = SimpleNamespace(words=words, ws=ws)
    assert TaskRules._glued_stops(state) == [6]  # "-C." before "Recent"; not "e.g." before "this"


def test_a_phrase_across_a_missed_sentence_end_is_no_task(ex):
    text = ("We evaluate on Zorb-A, -B, and -C. Recent plonk estimation methods fail there. "
            "We study plonk estimation in quiet rooms.")
    tasks = {m.text for m in ex.extract(Paper(id="p", abstract=text, title=None, source="t")).mentions
             if m.type == "Task"}
    assert not any("-C." in t for t in tasks)


# -------------------------------------------------------------------- gazetteer


def test_gazetteer_metric_variants_from_the_token_table(ex):
    doc = ex.nlp("We report BLEU-4 scores, ROUGE-L and GPT-4 answers on a new corpus.")
    spans = [(s.text, s.label_) for s in doc.spans[SPANS_KEY]]
    assert ("BLEU-4 scores", "Metric") in spans  # the variant takes "scores" after it
    assert ("ROUGE-L", "Metric") in spans
    assert not any(text.startswith("GPT-4") and label == "Metric" for text, label in spans)
    starts = [(s.start, s.end, s.label_) for s in doc.spans[SPANS_KEY]]
    assert starts == sorted(starts)  # in text order, then by end and label


# -------------------------------------------------------------------- _defined_parts


def _proposed(ex, text):
    return {m.text: m.rule for m in ex.extract(Paper(id="p", abstract=text, title=None, source="t")).mentions
            if m.role == "proposed"}


def test_defined_part_in_a_sentence_naming_the_proposal(ex):
    text = ("Indexing is slow. We present Plonkidx, an index for fast lookups. Plonkidx answers queries "
            "with a compact zorb hashing module (ZHM).")
    assert _proposed(ex, text).get("zorb hashing module", "").startswith("component-defined")


def test_defined_part_in_a_passive_sentence(ex):
    text = ("Indexing is slow. We present Plonkidx, an index for fast lookups. Next, a sparse plonk routing "
            "module (SPRM) is designed to merge the queries.")
    assert _proposed(ex, text).get("sparse plonk routing module", "").startswith("component-defined")


def test_no_defined_part_in_a_sentence_without_the_proposal(ex):
    text = ("Indexing is slow. We present Plonkidx, an index for fast lookups. Many indexes answer queries "
            "with a compact zorb hashing module (ZHM).")
    assert not any(r.startswith("component-defined") for r in _proposed(ex, text).values())
