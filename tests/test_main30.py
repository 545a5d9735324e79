"""Main-task choice of session 30 (kg.extract.roles_main, roles_tasks): the object of a
verb of undertaking or enabling ("to tackle T", "X enables T") is a task position
(``enable``); a late one is named on the way (``secondary``); a task named only by it
leaves the main-task fallbacks to run; and a stated task beats a best-scored task that
no mention states and one sentence alone names (prefer_stated). Sentences are written
for these tests."""
from __future__ import annotations

from kg.extract import roles_main, roles_tasks
from kg.extract.roles_main import TaskEvidence, choose_main_task, mention_score, prefer_stated, task_scores
from tests.factories import main_task, run, tasks


def ev(key, sentence, tags, n_words=2, start=0):
    return TaskEvidence(key, sentence, frozenset(tags.split()), n_words, start)


# ------------------------------------------------------------------ scorer (prefer_stated)
def test_a_stated_purpose_beats_a_lone_opening_field():
    evidence = [ev("deep reinforcement learning", 0, "framed opening opening-subject subject", 3, 0),
                ev("molecule docking", 2, "purpose for prep", 2, 200)]
    scores = task_scores(evidence)
    assert scores["deep reinforcement learning"] > scores["molecule docking"]  # the weights alone
    assert choose_main_task(evidence) == "molecule docking"


def test_a_recurring_unstated_task_keeps_its_score_win():
    evidence = [ev("graph partitioning", 0, "framed opening opening-subject", 2, 0),
                ev("graph partitioning", 3, "framed", 2, 300),
                ev("edge sampling", 2, "purpose", 2, 200)]
    assert choose_main_task(evidence, {"graph partitioning": 2, "edge sampling": 1}) == "graph partitioning"


def test_a_stated_best_is_kept():
    evidence = [ev("protein folding", 0, "aims opening", 2, 0), ev("structure search", 2, "purpose", 2, 90)]
    assert prefer_stated("protein folding", task_scores(evidence), {"protein folding": 0, "structure search": 90},
                         evidence) == "protein folding"


def test_no_stated_task_keeps_the_best():
    evidence = [ev("sparse coding", 0, "framed opening", 2, 0), ev("signal recovery", 3, "gazetteer", 2, 80)]
    assert choose_main_task(evidence) == "sparse coding"


def test_the_switch_turns_the_preference_off(monkeypatch):
    monkeypatch.setattr(roles_main, "STATED_OVER_LONE", False)
    evidence = [ev("deep reinforcement learning", 0, "framed opening opening-subject subject", 3, 0),
                ev("molecule docking", 2, "purpose for prep", 2, 200)]
    assert choose_main_task(evidence) == "deep reinforcement learning"


def test_a_late_enable_object_counts_as_secondary():
    early = ev("scene editing", 1, "enable", 2)
    late = ev("scene editing", roles_main.ENABLE_MAX_SENTENCE + 1, "enable", 2)
    assert mention_score(early) == roles_main.WEIGHTS["enable"]
    assert mention_score(late) == roles_main.WEIGHTS["secondary"]


def test_a_late_enable_object_is_not_a_statement():
    evidence = [ev("robot navigation", 0, "framed opening", 2, 0),
                ev("scene editing", roles_main.ENABLE_MAX_SENTENCE + 2, "enable", 2, 500)]
    assert choose_main_task(evidence) == "robot navigation"


# ------------------------------------------------------------------ the enable position
def test_the_object_of_to_tackle_is_the_main_task(extractor):
    text = ("Existing tools are slow on large meshes. "
            "We build a hierarchical solver to tackle mesh parameterization at scale. "
            "It runs ten times faster than earlier solvers.")
    assert main_task(run(extractor, text)) == "mesh parameterization"


def test_the_object_of_enables_is_a_task(extractor):
    text = ("We present a compact sensor encoder. "
            "The encoder enables fabric defect localization on small cameras. "
            "Trials with twelve users confirm its low latency.")
    assert "fabric defect localization" in tasks(run(extractor, text))


def test_the_object_after_we_stays_a_study_object(extractor):
    text = ("We tackle fabric defect localization in woven textiles. "
            "Our hierarchical detector runs ten times faster than earlier detectors.")
    assert main_task(run(extractor, text)) == "fabric defect localization"


def test_the_switch_turns_the_enable_position_off(extractor, monkeypatch):
    monkeypatch.setattr(roles_tasks, "ENABLE_OBJECT", False)
    text = ("We present a compact sensor encoder. "
            "The encoder enables fabric defect localization on small cameras. "
            "Trials with twelve users confirm its low latency.")
    assert "fabric defect localization" not in tasks(run(extractor, text))


def test_a_task_named_only_by_enable_leaves_the_title_fallback_to_run(extractor):
    title = "RECUT: Robust and Fast Compression with Implicit Networks"
    text = ("Implicit networks store signals as weights, and their compression is costly. "
            "We present RECUT, a compact codec. RECUT enables direct optimization of the bit rate. "
            "Experiments show it beats earlier codecs on three image sets.")
    ex = run(extractor, text, title=title)
    assert "direct optimization" in tasks(ex)
    assert main_task(ex) == "compression"  # the title-phrase fallback (rule task-title-phrase) ran


def test_a_task_named_only_by_enable_is_never_the_main_task():
    evidence = [ev("direct optimization", 1, "enable", 2, 40)]
    assert choose_main_task(evidence) is None
    evidence.append(ev("seam placement", 3, "framed", 2, 200))
    assert choose_main_task(evidence) == "seam placement"


def test_enable_with_other_evidence_stays_eligible():
    evidence = [ev("shape understanding", 1, "enable title-words", 2, 40), ev("point clouds", 3, "framed", 2, 90)]
    assert choose_main_task(evidence) == "shape understanding"


def test_a_subject_the_text_calls_a_problem_is_stated():
    # "Retrosynthesis is the task of ..." (rule task-stated-problem) against the title's broader word
    evidence = [ev("molecule retrosynthesis", 0, "framed opening opening-subject stated-problem", 2, 0),
                ev("planning", 3, "title framed prep", 1, 300)]
    assert choose_main_task(evidence) == "molecule retrosynthesis"


def test_a_sentence_calling_its_subject_a_problem_tags_it(extractor):
    text = ("Estimating the age of trees from bark photographs is a long-standing problem in forestry. "
            "Earlier work needs lab scans. We give a phone-based estimator and test it in three forests.")
    ex = run(extractor, text)
    assert main_task(ex) == "Estimating the age of trees from bark photographs"


# ------------------------------------------------------------------ weak candidates leave the fallbacks to run
_WEAK_TEXT = ("Boosted stumps are simple models with many uses. In this paper, we study the convergence rate of "
              "greedy stump fitting under a regression setting. We prove an upper bound on its error. We discuss "
              "a few function classes in non-parametric estimation to show the use of this bound.")


def test_a_phrase_after_a_preposition_alone_leaves_the_fallbacks_to_run(extractor):
    ex = run(extractor, _WEAK_TEXT)
    assert "non-parametric estimation" in tasks(ex)
    assert main_task(ex) == "convergence rate of greedy stump fitting under a regression setting"


def test_without_the_switch_the_weak_phrase_is_the_main_task(extractor, monkeypatch):
    monkeypatch.setattr(roles_tasks, "WEAK_LEAVE_FALLBACKS", False)
    assert main_task(run(extractor, _WEAK_TEXT)) == "non-parametric estimation"


def test_an_enable_object_framed_only_by_its_reading_is_not_the_main_task():
    # (the noun-phrase loop marks a non-headed phrase it keeps as framed)
    evidence = [ev("local feature smoothing", 1, "enable framed", 3, 40)]
    assert choose_main_task(evidence) is None
