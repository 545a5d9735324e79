"""An acronym whose long form is a clause, an infinitive's verb phrase ("we propose to prune
redundant heads before distillation (PRAD)"), names nothing by that clause: the definition is
left out of the paper's acronyms (no node is labelled with the clause) and the short form is
the paper's proposal when "we propose to" / "this work proposes to" governs the clause
(rule ``propose-to-short``, session 47)."""
from __future__ import annotations

from kg.records import Acronym
from kg.resolve import resolve
from tests.factories import proposed_rules, run

BOLD = ("Agents built on language models act through fixed tool formats. This work proposes to use "
        "compact graph rewrites to **merge** planner **step**s into one shared language (**MergeStep**). "
        "MergeStep raises success rates by 12% on WebShop.")
PLAIN = ("Probing is costly. We propose to prune redundant attention heads before distillation (PRAD). "
         "PRAD halves the inference cost on GLUE.")


def test_a_bold_letter_clause_gives_no_long_form_and_the_short_form_is_proposed(extractor):
    ex = run(extractor, BOLD)
    assert not [a for a in ex.acronyms if a.short == "MergeStep"]
    assert proposed_rules(extractor, BOLD) == {"MergeStep": "propose-to-short"}
    assert not [m for m in ex.mentions if m.text.startswith("merge planner")]


def test_a_plain_clause_short_form_is_the_proposal_and_its_label(extractor):
    ex = run(extractor, PLAIN)
    assert [a for a in ex.acronyms if a.short == "PRAD"] == []
    assert proposed_rules(extractor, PLAIN) == {"PRAD": "propose-to-short"}
    res = resolve([ex])
    node = res.entities[res.key("t", "Method", "PRAD")]
    assert node.label == "PRAD"


def test_prior_work_proposing_to_is_no_proposal(extractor):
    text = ("Earlier studies proposed to prune redundant attention heads before distillation (PRHD). "
            "We show that PRHD fails on long inputs.")
    assert "PRHD" not in proposed_rules(extractor, text)


def test_a_noun_phrase_long_form_stays_a_definition(extractor):
    # "to" + a word the tagger may read as a verb, then a compound without object words: a name
    text = ("Retrieval contexts are often harmful to code language models (code LMs). "
            "We propose Sieve, a filter for retrieved snippets.")
    longs = {a.short: a.long for a in run(extractor, text).acronyms}
    assert longs.get("code LMs") == "code language models"
    # a name after "to" in title case is a name whatever its first word's tag
    text = "We propose to adapt the Segment Anything Model (SAM) to medical images with few labels."
    assert {a.short: a.long for a in run(extractor, text).acronyms}.get("SAM") == "Segment Anything Model"


def test_clause_long_form_reads_the_tags():
    from kg.extract.acronyms import clause_long_form

    text = "we propose to prune heads before distillation (PRAD)"
    words = ["we", "propose", "to", "prune", "heads", "before", "distillation", "(", "PRAD", ")"]
    tags = ["PRP", "VBP", "TO", "VB", "NNS", "IN", "NN", "-LRB-", "NNP", "-RRB-"]
    idx, at = [], 0
    for w in words:
        at = text.index(w, at)
        idx.append(at)
        at += len(w)
    a = Acronym(short="PRAD", long="prune heads before distillation", start=text.index("prune"), end=len(text))
    assert clause_long_form(a, text, idx, words, tags)
    assert not clause_long_form(a, text, idx, words, tags[:3] + ["NN"] + tags[4:])    # no verb
    assert not clause_long_form(a, text, idx, words, tags[:5] + ["NN"] + tags[6:])    # no object words
