"""External-link precision, session 44 (kg.link): two classes of wrong links found by judging a
seeded sample of 200 links of 1,000 NeurIPS 2023 abstracts (eval/link_sample44.tsv, drawn by
tools/link_sample44.py), and that tool's sampling.

* CSO's "online learning" is e-learning: its narrower topics ("online teaching", "online
  learning environment") are filed under "education" (:func:`kg.link._cso_homonym_by_narrower`).
* A generic phrase ("gradient-based optimization") is no rare Papers with Code method that goes
  by a coined short form ("GBO") unless the entity writes that short form or a proper name
  (:func:`kg.link._rare_coined_method`).

The names are CSO topics and PwC methods of the shipped vocabulary; no sentence is needed."""
from __future__ import annotations

import csv
from pathlib import Path

import pytest

from kg.link import _cso_homonym, _cso_homonym_by_narrower, link
from kg.records import Entity

CSO = "https://cso.kmi.open.ac.uk/topics/"
PWC = "https://paperswithcode.com/method/"
TOOL = Path(__file__).resolve().parent.parent / "tools" / "link_sample44.py"


def _linked(label: str, type_: str = "Method", *alts: str, acronym: str | None = None) -> Entity:
    ent = Entity(key=f"{type_.lower()}/x", type=type_, label=label, alt_labels=list(alts),
                 acronym=acronym, papers=["p1"])
    link([ent])
    return ent


def _all(ent: Entity) -> set[str]:
    return {*ent.exact_matches, *ent.close_matches, *ent.broad_matches}


# ------------------------------------------------------------------ pedagogy by narrower topics

@pytest.mark.parametrize("type_", ["Method", "Task"])
def test_online_learning_of_ml_takes_no_e_learning_topic(type_):
    assert CSO + "online_learning" not in _all(_linked("online learning", type_))
    # a name reaching it by dropping words neither ("regret-optimal online learning")
    assert CSO + "online_learning" not in _all(_linked("regret-optimal online learning", "Task"))


def test_a_topic_is_pedagogical_when_most_of_its_narrower_topics_are():
    assert _cso_homonym_by_narrower("online learning")
    assert _cso_homonym("online learning") and _cso_homonym("distance education")
    # one pedagogical narrower topic of two is chance ("vocabulary" has "word learning")
    assert not _cso_homonym("vocabulary")
    # a topic of the ML branches is never a homonym, whatever its narrower topics
    assert not _cso_homonym("machine learning") and not _cso_homonym("reinforcement learning")


def test_neighbours_of_online_learning_keep_their_links():
    assert _linked("online algorithm").exact_matches == [CSO + "online_algorithm"]
    assert CSO + "reinforcement_learning" in _linked("reinforcement learning").exact_matches


# ------------------------------------------------------------------ rare coined PwC methods

@pytest.mark.parametrize("label", ["gradient-based optimization", "Gradient-based optimization",
                                   "transformer decoder", "transformer decoders"])
def test_a_generic_phrase_is_no_rare_method_of_a_coined_short_form(label):
    assert not any(i.startswith(PWC) for i in _all(_linked(label)))


def test_a_task_of_that_phrase_takes_no_cross_type_link_either():
    assert not any(i.startswith(PWC) for i in _all(_linked("gradient-based optimization", "Task")))


def test_the_short_form_written_by_the_paper_still_links_the_rare_method():
    ent = _linked("gradient-based optimizer", "Method", "gradient-based optimization", acronym="GBO")
    assert PWC + "gbo-1" in _all(ent)


def test_established_methods_of_that_shape_and_proper_names_keep_their_links():
    assert PWC + "svm" in _linked("support vector machine").exact_matches
    assert PWC + "crf" in _linked("conditional random field").exact_matches
    assert PWC + "nam" in _linked("Neural Additive Models").exact_matches  # 4 papers, written as a name


# ------------------------------------------------------------------ the sampling tool

def _tool():
    from factories import load_script

    return load_script(TOOL, "link_sample44")


def _fake_build(folder: Path, n: int) -> None:
    """A build folder with ``n`` Task -> PwC task exact links, ``n`` Method -> CSO exact links
    and ``n`` close links, and the prefLabels of their targets."""
    rows, nt = [], []
    for i in range(n):
        task, topic, meth = (f"https://paperswithcode.com/task/t{i}", f"{CSO}c{i}",
                             f"{PWC}m{i}")
        rows.append([f"https://w3id.org/paperkg/resource/task/t{i}", "Task", f"task {i}", "", "1", task, "", ""])
        rows.append([f"https://w3id.org/paperkg/resource/method/m{i}", "Method", f"method {i}", "", "1", topic, meth, ""])
        for iri, lab in ((task, f"Task {i}"), (topic, f"topic {i}"), (meth, f"M{i}")):
            nt.append(f'<{iri}> <http://www.w3.org/2004/02/skos/core#prefLabel> "{lab}"@en .\n')
    with open(folder / "entities.csv", "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f)
        w.writerow(["iri", "type", "label", "aliases", "papers", "exact_matches", "close_matches", "broad_matches"])
        w.writerows(rows)
    (folder / "graph.nt").write_text("".join(nt), encoding="utf-8")


def test_the_sample_is_stratified_seeded_and_rejudged(tmp_path, capsys):
    tool = _tool()
    _fake_build(tmp_path, 60)
    out1, out2 = tmp_path / "s1.tsv", tmp_path / "s2.tsv"
    for out in (out1, out2):
        tool.main.__globals__["sys"].argv = ["x", "draw", str(tmp_path), "--out", str(out)]
        tool.main()
    assert out1.read_bytes() == out2.read_bytes()  # the same build gives the same sample
    rows = list(csv.DictReader(open(out1, encoding="utf-8"), delimiter="\t"))
    kinds = [r["kind"] for r in rows]
    assert kinds.count("exact Task -> PwC task") == 40
    assert kinds.count("exact Method -> CSO") == 54
    assert kinds.count("close Method -> PwC method") == 50
    assert list(rows[0]) == tool.COLUMNS
    # judge every sampled link right, then drop one from the build: it leaves the sample
    for r in rows:
        r["judgement"] = "right"
    with open(out1, "w", encoding="utf-8", newline="") as f:
        w = csv.DictWriter(f, fieldnames=tool.COLUMNS, delimiter="\t", lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    gone = rows[0]
    text = (tmp_path / "entities.csv").read_text(encoding="utf-8")
    label = gone["node label"]
    (tmp_path / "entities.csv").write_text(
        "\n".join(line.replace(gone["target IRI"], "") if f",{label}," in line else line
                  for line in text.split("\n")), encoding="utf-8")
    capsys.readouterr()
    tool.main.__globals__["sys"].argv = ["x", "rejudge", str(out1), str(tmp_path)]
    tool.main()
    report = capsys.readouterr().out
    assert f"dropped (right): {gone['kind']} | {label}" in report
    assert "dropped from the sample: {'right': 1}" in report
