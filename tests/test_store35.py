"""Session 35: a store build whose --tagger setting differs from the one the stored papers it
updates were extracted with says so (it used to report them as plain updates, with no word of
the setting or of the stored papers it left as they were)."""
import json
from pathlib import Path

import kg.pipeline
from kg.pipeline import build

RECORDS = [
    {"id": "p1", "abstract": "We propose FooNet for image classification under weak supervision. FooNet "
                             "reaches 85.4% accuracy on CIFAR-10, 2.0 points above ResNet-50."},
    {"id": "p2", "abstract": "We propose BarNet for node classification on Cora. BarNet outperforms GCN "
                             "and GAT by 3.5% in accuracy, also under weak supervision."},
    {"id": "p3", "abstract": "We study graph coloring with a greedy solver and report its runtime on "
                             "random graphs."},
]


def _jsonl(path: Path, records) -> str:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return str(path)


class _FakeTagger:
    def spans(self, texts):
        phrase = "weak supervision"
        return [[(t.find(phrase), t.find(phrase) + len(phrase), "TASK", 0.9)] if phrase in t else []
                for t in texts]


def _with_fake_tagger(extractor):
    extractor.tagger = _FakeTagger()
    return extractor


def _tagger_notes(summary) -> list[str]:
    return [n for n in summary.notes if "--tagger:" in n]


def test_switching_the_tagger_on_a_store_build_is_noted_with_the_papers_left_as_they_were(
        tmp_path, monkeypatch):
    # a stand-in for the learned tagger (not loaded here): it tags "weak supervision" as a task
    monkeypatch.setattr(kg.pipeline, "_with_tagger", _with_fake_tagger)
    store, out = tmp_path / "store", tmp_path / "out"
    first = _jsonl(tmp_path / "a.jsonl", RECORDS[:2])
    other = _jsonl(tmp_path / "b.jsonl", RECORDS[2:])
    _, s1 = build([first, other], out_dir=out, store=store, html=False)
    assert _tagger_notes(s1) == []
    _, s2 = build([first], out_dir=out, store=store, html=False, tagger=True)
    assert s2.store["updated"] == 2
    assert _tagger_notes(s2) == [
        f"{store}: --tagger: 2 of the updated papers had been extracted without the learned tagger and "
        "this build extracts them with it (the setting changed their extraction); 1 stored paper(s) this "
        "build did not read keep their extraction without it (build again with all input files to extract "
        "every paper one way)"]
    # the same setting again: no note
    _, s3 = build([first], out_dir=out, store=store, html=False, tagger=True)
    assert s3.store == {"new": 0, "updated": 0, "unchanged": 2} and _tagger_notes(s3) == []
    # back to the rules alone: the two papers read switch back; p3 was never tagged
    _, s4 = build([first], out_dir=out, store=store, html=False)
    assert s4.store["updated"] == 2
    assert _tagger_notes(s4) == [
        f"{store}: --tagger: 2 of the updated papers had been extracted with the learned tagger and this "
        "build extracts them without it (the setting changed their extraction)"]
