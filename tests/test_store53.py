"""Session 53 (fixIstore): monthly store updates. The "both kept" warning gives the command
that removes the stored paper; each store generation keeps a change record (papers and
entities) that ``kg build --store --verbose`` names and ``kg changes`` prints; builds record
the fingerprint of the extraction rules that ran."""
import json
from pathlib import Path

import pytest

from kg.pipeline import build

ABS_A = ("We propose Heron Sampling, a sampler for diffusion models that halves the number of "
         "denoising steps. Heron Sampling improves FID on CIFAR-10 and ImageNet over DDIM.")
ABS_B = ("We study graph transformers for molecule property prediction and introduce Finch Pooling, "
         "which improves accuracy on QM9 and ZINC over message passing neural networks.")


def _write(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_both_kept_warning_gives_the_remove_command(tmp_path: Path) -> None:
    store, out = tmp_path / "st", tmp_path / "out"
    build([_write(tmp_path / "m1.jsonl", [{"id": "old-1", "title": "Heron", "abstract": ABS_A}])],
          out_dir=None, store=store)
    _, summary = build([_write(tmp_path / "m2.jsonl", [{"id": "new-1", "title": "Heron", "abstract": ABS_A}])],
                       out_dir=out, store=store, html=False)
    (warning,) = [w for w in summary.warnings if "both kept" in w]
    assert warning.endswith(f"both kept (if they are one paper and this id replaces it, run "
                            f"`kg build --store {store} --remove old-1 --out {out} --no-html`)")


def _changes(store: Path, *args: str) -> tuple[int, str, str]:
    import contextlib
    import io

    from kg.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["changes", "--store", str(store), *args])
    return status, out.getvalue(), err.getvalue()


def test_change_record_per_generation_and_kg_changes(tmp_path: Path) -> None:
    from kg.store import GraphStore

    store = tmp_path / "st"
    build([_write(tmp_path / "m1.jsonl", [{"id": "p1", "title": "Heron Sampling", "abstract": ABS_A}])],
          out_dir=None, store=store)
    _, summary = build([_write(tmp_path / "m2.jsonl", [{"id": "p2", "title": "Finch Pooling", "abstract": ABS_B}])],
                       out_dir=None, store=store)
    record = summary.store_change
    from kg.fingerprint import rules_fingerprint

    assert record["since"] == "gen-00000001" and record["rules"] == rules_fingerprint()
    assert record["papers"] == {"new": [["p2", "Finch Pooling"]], "updated": [], "removed": []}
    new_labels = {label for _iri, label in record["entities"]["new"]}
    assert "Finch Pooling" in new_labels and "Heron Sampling" not in new_labels
    assert record["entities"]["removed"] == [] and record["entities"]["retired"] == []
    # the record is kept in store.json with the first generation's, which the second carries forward
    with GraphStore.open(store, read_only=True) as st:
        kept = st.load_meta()["changes"]
    assert sorted(kept) == ["gen-00000001", "gen-00000002"] and kept["gen-00000002"] == record
    assert kept["gen-00000001"]["papers"]["new"] == [["p1", "Heron Sampling"]]

    _, summary = build([], out_dir=None, store=store, remove=["p2"])
    removed = summary.store_change
    assert removed["papers"]["removed"] == [["p2", "Finch Pooling"]]
    assert "Finch Pooling" in {label for _iri, label in removed["entities"]["removed"]}

    status, out, _err = _changes(store)
    assert status == 0
    assert out.splitlines()[0].startswith("gen-00000003 (since gen-00000002): papers: 0 new, 0 updated, 1 removed")
    assert "  removed paper 'p2': Finch Pooling" in out.splitlines()
    status, out, _err = _changes(store, "--since", "gen-00000001", "--json")
    found = json.loads(out)
    assert status == 0 and found["generation"] == "gen-00000003" and found["since"] == "gen-00000001"
    assert list(found["changes"]) == ["gen-00000002", "gen-00000003"]
    assert found["changes"]["gen-00000002"] == record
    status, _out, err = _changes(store, "--since", "gen-00000003")
    assert status == 2 and "the store's committed generation is gen-00000003" in err


def test_store_without_change_records_says_so(tmp_path: Path) -> None:
    store = tmp_path / "st"
    build([_write(tmp_path / "m1.jsonl", [{"id": "p1", "title": "Heron Sampling", "abstract": ABS_A}])],
          out_dir=None, store=store)
    meta_path = store / "gen-00000001" / "store.json"
    meta = json.loads(meta_path.read_text(encoding="utf-8"))
    del meta["changes"]  # (a store committed by a PaperKG before session 53)
    meta_path.write_text(json.dumps(meta), encoding="utf-8")
    status, out, _err = _changes(store)
    assert status == 0
    assert out.strip() == "gen-00000001: no change record for gen-00000001 (committed by an older PaperKG, " \
                          "which wrote none)"


def test_fingerprint_is_stable_and_names_the_rules() -> None:
    from kg.fingerprint import RULE_FILES, rules_fingerprint, software_version

    fp = rules_fingerprint()
    assert len(fp) == 16 and int(fp, 16) >= 0 and rules_fingerprint() == fp
    assert "extract" in RULE_FILES and "clean.py" in RULE_FILES
    assert software_version("0.1.0", "ab" * 8) == "0.1.0+rules.abababababababab"
    assert software_version("0.1.0", "") == "0.1.0"


def test_build_key_and_records_carry_the_fingerprint() -> None:
    from kg.records import InputFile, build_from_dict, build_info, build_to_dict

    f = InputFile("m1.jsonl", "ab" * 32, 3, "jsonl")
    old, new = build_info([f], rules="1" * 16), build_info([f], rules="2" * 16)
    assert old.key != new.key and old.version == new.version
    assert build_info([f], version="0.0.9").rules == ""  # (an older version's build: none recorded)
    assert build_to_dict(new)["rules"] == "2" * 16 and "rules" not in build_to_dict(build_info([f], version="0.0.9"))
    assert build_from_dict(new.key, build_to_dict(new)) == new


def test_store_warns_on_papers_of_other_rules_and_a_reread_updates_them(tmp_path: Path, monkeypatch) -> None:
    import kg.fingerprint
    from kg.store import GraphStore

    store = tmp_path / "st"
    m1 = _write(tmp_path / "m1.jsonl", [{"id": "p1", "title": "Heron Sampling", "abstract": ABS_A}])
    real = kg.fingerprint.rules_fingerprint()
    monkeypatch.setattr(kg.fingerprint, "rules_fingerprint", lambda: "0" * 16)  # an older commit's rules
    _, first = build([m1], out_dir=None, store=store)
    assert not [w for w in first.warnings if "another version of the rules" in w]
    monkeypatch.undo()
    _, second = build([_write(tmp_path / "m2.jsonl", [{"id": "p2", "title": "Finch", "abstract": ABS_B}])],
                      out_dir=None, store=store)
    (warning,) = [w for w in second.warnings if "another version of the rules" in w]
    assert warning.startswith(f"{store}: 1 stored paper was extracted by another version of the rules")
    assert warning.endswith(f"re-read its files (m1.jsonl) with this version, or run `kg build --store {store} "
                            f"--reextract` (the store keeps each paper's abstract and fields), to update them")
    with GraphStore.open(store, read_only=True) as st:
        builds = st.load_meta()["builds"]
    assert sorted(b["rules"] for b in builds.values()) == sorted(["0" * 16, real])
    # the same file read again by these rules: another build (another key), which the paper now names
    _, third = build([m1], out_dir=None, store=store)
    assert third.store["unchanged"] == 1 and not third.store_kept
    assert not [w for w in third.warnings if "another version of the rules" in w]
    with GraphStore.open(store, read_only=True) as st:
        builds = st.load_meta()["builds"]
        records = {d["paper"]["id"]: d["build"] for d in st.load_records()}
    assert len(builds) == 2 and all(b["rules"] == real for b in builds.values())
    assert records["p1"] != records["p2"] and set(records.values()) == set(builds)


def test_reextract_extracts_stored_papers_of_other_rules_again(tmp_path: Path, monkeypatch) -> None:
    import kg.fingerprint
    from kg.store import GraphStore

    store = tmp_path / "st"
    rows = [{"id": "p1", "title": "Heron Sampling", "abstract": ABS_A},
            {"id": "p2", "title": "Finch Pooling", "abstract": ABS_B}]
    real = kg.fingerprint.rules_fingerprint()
    monkeypatch.setattr(kg.fingerprint, "rules_fingerprint", lambda: "0" * 16)
    build([_write(tmp_path / "m1.jsonl", rows)], out_dir=None, store=store)
    monkeypatch.undo()
    with GraphStore.open(store, read_only=True) as st:
        before = {d["paper"]["id"]: d for d in st.load_records()}
    _, summary = build([], out_dir=None, store=store, reextract=True)
    assert any("--reextract: 2 stored papers extracted by other rules" in n for n in summary.notes)
    assert summary.store["unchanged"] == 2 and not summary.store_kept
    assert not [w for w in summary.warnings if "another version of the rules" in w]
    with GraphStore.open(store, read_only=True) as st:
        meta, after = st.load_meta(), {d["paper"]["id"]: d for d in st.load_records()}
        derived = {str(r[0].value) for r in st.query(
            "SELECT ?name WHERE { ?p a <https://w3id.org/paperkg/ontology#Paper> ; "
            "<http://www.w3.org/ns/prov#wasDerivedFrom> ?f . "
            "?f <http://spdx.org/rdf/terms#fileName> ?name }")}
    (key,) = meta["builds"]
    assert meta["builds"][key]["rules"] == real and [f[0] for f in meta["builds"][key]["inputs"]] == ["m1.jsonl"]
    assert {pid: d["build"] for pid, d in after.items()} == {"p1": key, "p2": key}
    assert after["p1"]["inputs"] == before["p1"]["inputs"] and derived == {"m1.jsonl"}
    # nothing left to extract again: a second --reextract changes nothing
    _, again = build([], out_dir=None, store=store, reextract=True)
    assert again.store_kept and any("--reextract: 0 stored papers" in n for n in again.notes)


def test_change_lines_cut_each_kind_after_the_limit() -> None:
    from kg.changes import change_lines, count_line

    record = {"since": "gen-00000001",
              "papers": {"new": [["p1", "A"], ["p2", None], ["p3", "C"]], "updated": [], "removed": []},
              "entities": {"new": [[f"https://ex.org/r/method/m{i}", f"M{i}"] for i in range(3)],
                           "retired": [["https://ex.org/r/method/sac", "SAC", "https://ex.org/r/method/soft-actor-critic"]],
                           "relabelled": [["https://ex.org/r/metric/mse", "MSE", "mean squared error"]],
                           "papers": [["https://ex.org/r/task/qa", "QA", 2, 3]]}}
    assert change_lines(record, limit=2) == [
        "new paper 'p1': A", "new paper 'p2': (no title)", "... 1 more new papers (kg changes names them all)",
        "new entity <https://ex.org/r/method/m0> 'M0'", "new entity <https://ex.org/r/method/m1> 'M1'",
        "... 1 more new entities (kg changes names them all)",
        "retired entity <https://ex.org/r/method/sac> 'SAC' -> <https://ex.org/r/method/soft-actor-critic> "
        "(dcterms:isReplacedBy)",
        "entity paper count <https://ex.org/r/task/qa> 'QA': 2 -> 3 papers",
        # (session 54: a label change is reported after the entities, apart from them)
        "label changed <https://ex.org/r/metric/mse> 'MSE' -> 'mean squared error'"]
    assert len(change_lines(record, limit=None)) == 9
    assert count_line(record) == ("papers: 3 new, 0 updated, 0 removed; entities: 3 new, 0 removed, 1 retired, "
                                  "1 with another paper count; labels: 1 changed, 0 kept")


def test_change_record_compares_entity_facts() -> None:
    from kg.changes import change_record

    base = "https://ex.org/r/"
    before = {base + "method/sac": ("SAC", {"p1"}), base + "method/soft-actor-critic": ("Soft Actor Critic", {"p2"}),
              base + "metric/mse": ("MSE", {"p1"}), base + "task/old": ("old task", {"p3"})}
    after = {base + "method/soft-actor-critic": ("Soft Actor Critic", {"p1", "p2", "p4"}),
             base + "metric/mse": ("mean squared error", {"p1"}), base + "task/new": ("new task", {"p4"})}
    replaced = [(base + "method/sac", "http://purl.org/dc/terms/isReplacedBy", base + "method/soft-actor-critic")]
    record = change_record(before, after, replaced, {"new": [("p4", "Four")], "removed": [("p3", None)]},
                           since="gen-00000002")
    assert record["entities"] == {
        "new": [[base + "task/new", "new task"]],
        "removed": [[base + "task/old", "old task"]],
        "retired": [[base + "method/sac", "SAC", base + "method/soft-actor-critic"]],
        "papers": [[base + "method/soft-actor-critic", "Soft Actor Critic", 1, 3]]}
    # (session 54: label changes apart from the entities)
    assert record["labels"] == {"changed": [[base + "metric/mse", "MSE", "mean squared error"]], "kept": []}
    assert record["papers"] == {"new": [["p4", "Four"]], "updated": [], "removed": [["p3", None]]}
    assert record["since"] == "gen-00000002" and "rules" not in record
