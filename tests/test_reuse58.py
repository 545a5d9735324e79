"""Session 58 (trial T58): a store build takes the stored extraction of a paper read as the store
holds it and extracted by these rules, instead of extracting it again (kg.pipeline._reusable_extractions)."""
import json

import kg.pipeline as pipeline
from kg.pipeline import build

_RECS = [{"id": "u1", "title": "Kelp forests", "abstract":
          "We propose KelpNet, a graph network for kelp forest mapping, and evaluate it on SeaScapes."},
         {"id": "u2", "title": "Reef survey", "abstract":
          "We apply KelpNet to coral reef surveys and raise the F1 score by 4% on ReefSet."}]


def _write(path, recs):
    path.write_text("".join(json.dumps(r) + "\n" for r in recs), encoding="utf-8")
    return str(path)


def test_an_unchanged_month_is_not_extracted_again(tmp_path, monkeypatch):
    seen = []
    real = pipeline.extract_all

    def counting(papers, *args, **kwargs):
        seen.append(sorted(p.id for p in papers))
        return real(papers, *args, **kwargs)

    monkeypatch.setattr(pipeline, "extract_all", counting)
    store = tmp_path / "st"
    month = _write(tmp_path / "m1.jsonl", _RECS)
    g1, s1 = build([month], out_dir=tmp_path / "o1", store=store, html=False)
    assert seen == [["u1", "u2"]]
    g2, s2 = build([month], out_dir=tmp_path / "o2", store=store, html=False, verbose=True)
    assert seen == [["u1", "u2"]]  # nothing extracted the second time
    assert s2.store["unchanged"] == 2 and s2.store_kept and s2.generation == s1.generation
    assert set(g1) == set(g2)
    assert any("2 papers read as the store holds them" in pr["message"] for pr in s2.problems)
    # an edited abstract is extracted again, the other paper is not
    edited = [dict(_RECS[0]), dict(_RECS[1], abstract=_RECS[1]["abstract"].replace("4%", "5%"))]
    _g3, s3 = build([_write(tmp_path / "m1.jsonl", edited)], out_dir=tmp_path / "o3", store=store, html=False)
    assert seen == [["u1", "u2"], ["u2"]]
    assert s3.store["updated"] == 1 and s3.store["unchanged"] == 1
    # the same exports as a store never re-run
    fresh = tmp_path / "fresh"
    fresh.mkdir()
    build([_write(fresh / "m1.jsonl", _RECS)], out_dir=fresh / "o", store=fresh / "st", html=False)
    assert (fresh / "o" / "entities.csv").read_bytes() == (tmp_path / "o2" / "entities.csv").read_bytes()
