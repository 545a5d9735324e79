"""Session 53 (fixJprop): defects a fresh-user trial found in metrics, datasets, proposals
and methods used, each with sentences written for these tests.

1. A metric name never holds the clause's finite verb: "<NAME> scores 71.3%" names no
   measure (``SCORES_VERB``), a metric phrase read before its value is cut after a finite
   verb (``METRIC_WITHOUT_VERB``), and the name after "and" that a finite verb follows is
   the subject of a new clause, no dataset of the list before it (``LIST_ITEM_SUBJECTS``).
2. "We show that X fails ... and propose Y" proposes Y (``COMPLEMENT_AND_PROPOSE``); a Greek
   letter after a hyphen tags a named variant ("X-μ" of X), a sibling, not a part.
3. "we design a X ..., along with a Y" makes Y too: no method used (``OWN_ALONGSIDE``).
"""
from __future__ import annotations

from kg.extract.results.metric_before import finite_verbs, metric_without_finite_verb
from kg.records import Paper, Result


def _extract(extractor, text: str):
    return extractor.extract(Paper(id="t53", abstract=text, source="test:1"))


def _typed(e, type_: str, role: str | None = None) -> set[str]:
    return {m.text for m in e.mentions if m.type == type_ and (role is None or m.role == role)}


# 1. metrics and datasets ------------------------------------------------------------------

def test_name_scores_value_is_no_metric(extractor):
    e = _extract(extractor, "We introduce MagpieNet for leaf disease recognition. "
                            "MagpieNet scores 64.2% on the LeafSet-12 benchmark.")
    assert not any("scores" in m for m in _typed(e, "Metric"))
    assert [(r.value, r.metric) for r in e.results] == [("64.2", None)]


def test_name_scores_after_hedge_is_no_metric(extractor):
    e = _extract(extractor, "We introduce MagpieNet for leaf disease recognition. "
                            "On LeafSet-12, our MagpieNet scores up to 64.2%.")
    assert not any("scores" in m for m in _typed(e, "Metric"))
    assert all(r.metric is None for r in e.results)


def test_named_score_noun_keeps_its_metric(extractor):
    e = _extract(extractor, "We introduce MagpieNet for translation. MagpieNet achieves a BLEU score of 31.2.")
    assert "BLEU score" in _typed(e, "Metric")
    assert [(r.value, r.metric) for r in e.results] == [("31.2", "BLEU score")]


def test_metric_before_value_drops_the_finite_verb(extractor):
    e = _extract(extractor, "Distillation raises precision by 3.4%. PelicanKD hurts precision by 0.8%.")
    metrics = _typed(e, "Metric")
    assert metrics == {"precision"}
    second = [r for r in e.results if r.value == "0.8"]
    assert [(r.metric, r.text) for r in second] == [("precision", "precision by 0.8%")]


def test_finite_verbs_trust_inflected_forms_only():
    words = ["The", "test", "set", "accuracy", "degrades", "and", "improved"]
    tags = ["DT", "NN", "VBD", "NN", "VBZ", "CC", "VBD"]
    starts = [0, 4, 9, 13, 22, 31, 35]
    assert finite_verbs(words, tags, starts) == [(22, 30), (35, 43)]


def test_metric_without_finite_verb_cuts_and_moves_the_text():
    text = "While TernNet degrades recall by 2%, it is fast."
    r = Result(value="2", unit="%", metric="TernNet degrades recall", dataset=None,
               text="TernNet degrades recall by 2%", start=6, end=35, sentence_start=0, sentence_end=len(text))
    (out,) = metric_without_finite_verb(text, [r], [(14, 22)])
    assert (out.metric, out.text, out.start) == ("recall", "recall by 2%", 23)
    assert metric_without_finite_verb(text, [r], []) == [r]  # no verb spans: no change
    # a verb that ends the phrase leaves it whole
    text2 = "KiteNet scores 71% here."
    r2 = Result(value="71", unit="%", metric="KiteNet scores", dataset=None, text="KiteNet scores 71%",
                start=0, end=18, sentence_start=0, sentence_end=len(text2))
    assert metric_without_finite_verb(text2, [r2], [(8, 14)]) == [r2]


def test_subject_after_and_is_no_dataset(extractor):
    e = _extract(extractor, "We study pruning. StorkNet improves accuracy by 1.1% on SVHN and HeronNet degrades "
                            "accuracy by 0.4%.")
    assert "HeronNet" not in _typed(e, "Dataset")
    assert "SVHN" in _typed(e, "Dataset")
    assert all(r.dataset != "HeronNet" and "HeronNet" not in (r.metric or "") for r in e.results)


def test_list_before_main_verb_stays_datasets(extractor):
    e = _extract(extractor, "Experiments on SVHN and STL-10 show that StorkNet is robust.")
    assert {"SVHN", "STL-10"} <= _typed(e, "Dataset")


# 2. a proposal after "we show that ..." ---------------------------------------------------

def test_propose_after_we_show_that_clause(extractor):
    e = _extract(extractor, "We show that GullNet collapses under label noise and propose TernNet, which "
                            "reweights noisy samples.")
    assert "TernNet" in _typed(e, "Method", "proposed")


def test_third_person_verb_after_and_belongs_to_the_complement(extractor):
    e = _extract(extractor, "We observe that GullNet collapses under label noise and introduces TernNet as a "
                            "fallback.")
    assert "TernNet" not in _typed(e, "Method", "proposed")


# 3. parts the paper makes -------------------------------------------------------------------

def test_along_with_after_design_is_no_use(extractor):
    e = _extract(extractor, "We propose PloverAgent for web navigation. To this end, we design a Route Planner for "
                            "long tasks, along with a Reward Critic that grades each step.")
    assert "Reward Critic" not in _typed(e, "Method", "used")
    assert not any(l.rel == "uses" and l.tail == "Reward Critic" for l in e.links)


def test_along_with_after_use_is_still_a_use(extractor):
    e = _extract(extractor, "We use a ResNet encoder, along with a Transformer decoder, for captioning.")
    assert "Transformer decoder" in _typed(e, "Method", "used")


def test_greek_letter_tag_names_a_variant():
    from kg.extract.roles_proposals import _variant_name
    assert _variant_name("KiteRoute-μ", "KiteRoute")
    assert _variant_name("KiteRoute-XL", "KiteRoute")
    assert not _variant_name("KiteRoute-μνξοπρ", "KiteRoute")
