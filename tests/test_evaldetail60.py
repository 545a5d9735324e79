"""Session 60 (fixX60): `kg eval --verbose` / `--json` details for error analysis.

Each MISS / FALSE detail says where its item is (offsets into the gold record's text and the
sentence), a gold item missed in one category and extracted in another gets a WRONG-TYPE
line, detail_items carry structured fields, and a result_dataset line names the metric and
the extracted dataset. Sentences are made up for these tests.
"""
from __future__ import annotations

import json
import pickle

from kg.cli import main
from kg.evaluate import Detail, evaluate_extractions
from kg.records import Acronym, CleanText, Extraction, Link, Mention, Paper, Result

# the raw text has markup the cleaned one lacks, so offsets must be mapped back
RAW = "We apply **GlowNet** to toy leaf counting. It reaches 91.5% accuracy on LeafSet-7 with Sparse Lanterns."
CLEAN = "We apply GlowNet to toy leaf counting. It reaches 91.5% accuracy on LeafSet-7 with Sparse Lanterns."


def _offsets():
    # cleaned index -> raw index: the four '*' before and after GlowNet are dropped
    out, i = [], 0
    for ch in CLEAN:
        while RAW[i] != ch:
            i += 1
        out.append(i)
        i += 1
    return out + [len(RAW)]


def _m(text, type_, role="used", occurrence=0):
    start = CLEAN.index(text) if not occurrence else CLEAN.rindex(text)
    return Mention(text=text, type=type_, start=start, end=start + len(text), role=role, rule="test")


def _ex(mentions=(), results=(), links=(), acronyms=()):
    return Extraction(paper=Paper(id="d1", abstract=RAW), clean=CleanText(CLEAN, _offsets()),
                      sentences=((0, 38), (39, len(CLEAN))), mentions=tuple(mentions),
                      results=tuple(results), links=tuple(links), acronyms=tuple(acronyms))


def _gold(**kw):
    rec = {"id": "d1", "text": RAW, "method_proposed": [], "method_used": [], "dataset": [], "task": [],
           "metric": [], "result": [], "component_of": [], "acronym": []}
    rec.update(kw)
    return rec


def _by(rep, category, kind):
    return [d for d in rep.details if d.category == category and d.kind == kind]


def test_false_and_miss_carry_offsets_into_the_raw_text_and_the_sentence():
    gold = _gold(method_used=[{"name": "GlowNet"}], dataset=[{"name": "LeafSet-7"}])
    ex = _ex([_m("toy leaf counting", "Method")])
    rep = evaluate_extractions([gold], [ex], verbose=True)
    (false,) = _by(rep, "method_used", "false")
    assert false == "d1  method_used        FALSE  toy leaf counting"      # the line as before
    assert false.extra == {"name": "toy leaf counting", "start": 24, "end": 41,
                           "sentence": "We apply GlowNet to toy leaf counting."}
    assert RAW[24:41] == "toy leaf counting"
    miss = {d.item: d for d in _by(rep, "method_used", "miss") + _by(rep, "dataset", "miss")}
    assert miss["GlowNet"].extra == {"name": "GlowNet", "start": 11, "end": 18,
                                     "sentence": "We apply GlowNet to toy leaf counting."}
    assert RAW[11:18] == "GlowNet"
    assert miss["LeafSet-7"].extra["sentence"] == "It reaches 91.5% accuracy on LeafSet-7 with Sparse Lanterns."
    # a gold form the text never writes has no place
    rep = evaluate_extractions([_gold(task=[{"name": "plant phenotyping"}])], [ex], verbose=True)
    assert _by(rep, "task", "miss")[0].extra == {"name": "plant phenotyping"}


def test_miss_uses_the_first_alias_the_text_writes():
    gold = _gold(method_used=[{"name": "Glow Network", "aliases": ["Sparse Lanterns", "GlowNet"]}])
    rep = evaluate_extractions([gold], [_ex()], verbose=True)
    (miss,) = _by(rep, "method_used", "miss")
    assert (miss.extra["start"], miss.extra["end"]) == (11, 18)    # GlowNet comes before Sparse Lanterns


def test_wrong_type_line_joins_a_miss_and_a_false_hit_of_one_item():
    gold = _gold(dataset=[{"name": "LeafSet-7"}])
    ex = _ex([_m("LeafSet-7", "Method")])
    rep = evaluate_extractions([gold], [ex], verbose=True)
    assert "d1  dataset            MISS   LeafSet-7" in rep.details
    assert "d1  method_used        FALSE  LeafSet-7" in rep.details
    (wt,) = _by(rep, "wrong_type", "wrong-type")
    assert wt == "d1  wrong_type         WRONG-TYPE LeafSet-7: gold dataset, extracted method_used"
    assert wt.extra == {"name": "LeafSet-7", "gold_name": "LeafSet-7", "gold_category": "dataset",
                        "extracted_category": "method_used"}
    # the counts are those of the MISS and the FALSE: no change
    assert (rep.scores["dataset"].fn, rep.scores["method_used"].fp) == (1, 1)
    # an item found in its own category has no such line
    rep = evaluate_extractions([gold], [_ex([_m("LeafSet-7", "Dataset")])], verbose=True)
    assert not _by(rep, "wrong_type", "wrong-type")


def test_results_and_result_datasets_have_structured_fields_and_clear_wording():
    r = Result(value="91.5", unit="%", metric="accuracy", dataset="Sparse Lanterns", text="91.5%",
               start=CLEAN.index("91.5"), end=CLEAN.index("91.5") + 5,
               sentence_start=39, sentence_end=len(CLEAN))
    gold = _gold(metric=[{"name": "accuracy"}],
                 result=[{"value": "91.5%", "metric": "accuracy", "dataset": "LeafSet-7"},
                         {"value": "7", "metric": None, "dataset": None}])
    rep = evaluate_extractions([gold], [_ex([_m("accuracy", "Metric")], results=[r])], verbose=True)
    (wrong,) = _by(rep, "result_dataset", "wrong")
    assert wrong == ("d1  result_dataset     WRONG  91.5% metric 'accuracy': extracted dataset "
                     "'Sparse Lanterns' (gold 'LeafSet-7')")
    assert wrong.extra["value"] == "91.5%" and wrong.extra["gold_metric"] == "accuracy"
    assert (wrong.extra["metric"], wrong.extra["dataset"], wrong.extra["gold_dataset"]) == (
        "accuracy", "Sparse Lanterns", "LeafSet-7")
    assert RAW[wrong.extra["start"]:wrong.extra["end"]] == "91.5%"
    (miss,) = _by(rep, "result", "miss")
    assert miss.extra == {"value": "7", "gold_metric": None, "gold_dataset": None, "start": 80, "end": 81,
                          "sentence": "It reaches 91.5% accuracy on LeafSet-7 with Sparse Lanterns."}
    assert RAW[78:81] == "t-7"   # the first literal "7" (not inside a word): LeafSet-7


def test_component_and_acronym_details_have_parts_and_places():
    link = Link(rel="partOf", head="Sparse Lanterns", head_type="Method", tail="GlowNet", tail_type="Method",
                start=39, end=len(CLEAN), rule="test")
    ac = Acronym(short="SL", long="Sparse Lanterns", start=CLEAN.index("Sparse"), end=len(CLEAN))
    rep = evaluate_extractions([_gold()], [_ex(links=[link], acronyms=[ac])], verbose=True)
    (comp,) = _by(rep, "component", "false")
    assert comp.extra["part"] == "Sparse Lanterns" and comp.extra["whole"] == "GlowNet"
    assert comp.extra["sentence"].startswith("It reaches")
    (acr,) = _by(rep, "acronym", "false")
    assert (acr.extra["short"], acr.extra["long"]) == ("SL", "Sparse Lanterns")


def test_verbose_prints_the_place_under_the_line_and_json_has_the_fields(tmp_path, capsys):
    class Stub:
        def extract_many(self, papers):
            for _ in papers:
                yield _ex([_m("LeafSet-7", "Method")])

    import kg.extract

    path = tmp_path / "g.jsonl"
    path.write_text(json.dumps(_gold(dataset=[{"name": "LeafSet-7"}])) + "\n", encoding="utf-8")
    from kg import evaluate
    rep = evaluate.evaluate_gold_files([path], verbose=True, extractor=Stub())
    text = rep.format()
    lines = text.splitlines()
    i = lines.index("d1  method_used        FALSE  LeafSet-7")
    assert lines[i + 1] == ('    at 72-81: "It reaches 91.5% accuracy on LeafSet-7 with Sparse Lanterns."')
    assert "d1  wrong_type         WRONG-TYPE LeafSet-7: gold dataset, extracted method_used" in lines
    data = json.loads(json.dumps(rep.to_dict()))
    assert data["details"] == [str(d) for d in rep.details]         # text lines unchanged in JSON
    item = next(d for d in data["detail_items"] if d["kind"] == "false")
    assert item == {"record": "d1", "category": "method_used", "kind": "false", "item": "LeafSet-7",
                    "name": "LeafSet-7", "start": 72, "end": 81,
                    "sentence": "It reaches 91.5% accuracy on LeafSet-7 with Sparse Lanterns."}
    assert kg.extract  # the stub replaced the extractor: nothing was loaded


def test_detail_keeps_its_fields_through_pickle_and_without_them_prints_no_place():
    d = Detail("p1", "task", "miss", "x", extra={"start": 1, "end": 2})
    back = pickle.loads(pickle.dumps(d))
    assert back == d and back.extra == {"start": 1, "end": 2} and back.context_line() == "    at 1-2"
    assert Detail("p1", "task", "miss", "x").context_line() is None
    assert Detail("p1", "task", "miss", "x").as_dict() == {"record": "p1", "category": "task", "kind": "miss",
                                                           "item": "x"}
