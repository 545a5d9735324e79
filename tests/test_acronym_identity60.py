"""Session 60 (fixX60): a gold short form matches only through the expansion the text defines.

A fresh-user trial found gold method_used "SAM" (alias "Segment Anything Model") a true hit
on a text that says "Sharpness-Aware Minimization (SAM)": the short form was shared, the
thing named was not. Sentences are made up for these tests.
"""
from __future__ import annotations

from kg.evaluate import _Definitions, evaluate_extractions, normalise
from kg.records import Acronym, CleanText, Extraction, Mention, Paper

SHARP = "We train the classifier with Sharpness-Aware Minimization (SAM) on toy images."
SEGMENT = "We label the toy images with the Segment Anything Model (SAM) before training."


def _ex(text: str, names, acronyms=()) -> Extraction:
    ms = []
    for n in names:
        i = text.index(n)
        ms.append(Mention(text=n, type="Method", start=i, end=i + len(n), role="used", rule="test"))
    acs = []
    for short, long in acronyms:
        acs.append(Acronym(short=short, long=long, start=text.index(long), end=text.index(short) + len(short) + 1))
    return Extraction(paper=Paper(id="r1", abstract=text), clean=CleanText(text, range(len(text) + 1)),
                      sentences=((0, len(text)),), mentions=tuple(ms), acronyms=tuple(acs))


def _gold(text: str, entity: dict, acronym=()) -> dict:
    return {"id": "r1", "text": text, "method_used": [entity],
            "acronym": [{"short": s, "long": l} for s, l in acronym]}


def _counts(gold, ex):
    s = evaluate_extractions([gold], [ex], verbose=True).scores["method_used"]
    return s.tp, s.fp, s.fn


SAM_SEGMENT = {"name": "SAM", "aliases": ["Segment Anything Model"]}


def test_short_form_defined_otherwise_is_no_hit():
    # gold SAM means Segment Anything Model; the text defines SAM as Sharpness-Aware Minimization
    ex = _ex(SHARP, ["Sharpness-Aware Minimization", "SAM"], [("SAM", "Sharpness-Aware Minimization")])
    assert _counts(_gold(SHARP, SAM_SEGMENT), ex) == (0, 1, 1)   # one acronym group: one false hit
    rep = evaluate_extractions([_gold(SHARP, SAM_SEGMENT)], [ex], verbose=True)
    assert "r1  method_used        MISS   SAM" in rep.details


def test_short_form_defined_as_the_gold_expansion_still_hits():
    ex = _ex(SEGMENT, ["Segment Anything Model", "SAM"], [("SAM", "Segment Anything Model")])
    assert _counts(_gold(SEGMENT, SAM_SEGMENT), ex) == (1, 0, 0)
    # the extracted short form alone hits too
    assert _counts(_gold(SEGMENT, SAM_SEGMENT), _ex(SEGMENT, ["SAM"], [("SAM", "Segment Anything Model")])) == (1, 0, 0)


def test_other_direction_gold_expansion_with_the_short_form_as_alias():
    # gold names the expansion and lists the short form; the text's SAM is another method
    gold = _gold(SHARP, {"name": "Segment Anything Model", "aliases": ["SAM"]})
    ex = _ex(SHARP, ["SAM"], [("SAM", "Sharpness-Aware Minimization")])
    assert _counts(gold, ex) == (0, 1, 1)
    # and the gold expansion the text defines is a hit through the short form
    gold = _gold(SHARP, {"name": "Sharpness-Aware Minimization", "aliases": ["SAM"]})
    assert _counts(gold, ex) == (1, 0, 0)


def test_gold_short_form_without_an_expansion_takes_the_texts():
    # "SAM" alone in gold: the text says what it is, and the extraction agrees
    ex = _ex(SHARP, ["Sharpness-Aware Minimization"], [("SAM", "Sharpness-Aware Minimization")])
    assert _counts(_gold(SHARP, {"name": "SAM"}), ex) == (1, 0, 0)
    # a variant alias that holds the short form ("SAM optimizer") is no expansion of its own
    assert _counts(_gold(SHARP, {"name": "SAM", "aliases": ["SAM optimizer"]}), ex) == (1, 0, 0)


def test_gold_acronym_pair_joins_its_expansion_to_the_entity():
    # the extraction found no definition; with none anywhere the short form matches as before
    ex = _ex(SHARP, ["SAM"])
    assert _counts(_gold(SHARP, SAM_SEGMENT), ex) == (1, 0, 0)
    # a gold acronym pair is the gold's own reading of the text: it joins its expansion to
    # the gold entity "SAM" (acronym and expansion match each other), so the text's
    # definition is among the entity's keys and the hit stands
    gold = _gold(SHARP, SAM_SEGMENT, acronym=[("SAM", "Sharpness-Aware Minimization")])
    assert _counts(gold, ex) == (1, 0, 0)
    # a gold pair that defines the short form otherwise than the extraction's does not
    # undo the text's definition for a gold entity named by its expansion
    gold = _gold(SHARP, {"name": "Segment Anything Model"}, acronym=[("SAM", "Segment Anything Model")])
    ex = _ex(SHARP, ["SAM"], [("SAM", "Sharpness-Aware Minimization")])
    assert _counts(gold, ex) == (1, 0, 0)


def test_definitions_match_directly():
    d = _Definitions([("SAM", "Sharpness-Aware Minimization")])
    assert d.longs == {"sam": {normalise("Sharpness-Aware Minimization")}}
    seg = {"sam", normalise("Segment Anything Model")}
    assert d.conflicted("sam", seg) and not d.match({"sam"}, seg)
    assert not d.conflicted("sam", {"sam"}) and d.match({"sam"}, {"sam"})
    # a long key in common always matches
    assert d.match({"sam", "segmentanythingmodel"}, seg)
    assert not _Definitions([]).conflicted("sam", seg)


def test_main_task_and_components_use_the_texts_definition():
    text = "We study Visual Question Answering (VQA) with toy models."
    ex = _ex(text, [], [("VQA", "Visual Question Answering")])
    ex = Extraction(paper=ex.paper, clean=ex.clean, sentences=ex.sentences, acronyms=ex.acronyms,
                    mentions=(Mention(text="VQA", type="Task", start=text.index("VQA"), end=text.index("VQA") + 3,
                                      role="task", rule="test", main=True),))
    gold = {"id": "r1", "text": text, "task": [{"name": "VQA", "aliases": ["video quality assessment"], "main": True}]}
    rep = evaluate_extractions([gold], [ex])
    assert (rep.main_right, rep.main_total) == (0, 1)
    gold["task"][0]["aliases"] = ["visual question answering"]
    rep = evaluate_extractions([gold], [ex])
    assert (rep.main_right, rep.main_total) == (1, 1)
