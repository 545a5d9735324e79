"""Train and evaluate the learned task scorer (``eval/task_scorer.py``).

Usage (from the repository root; needs scikit-learn, which only training uses)::

    python eval/train_task_scorer.py grid      # leave-one-set-out mean for every GRID setting
    python eval/train_task_scorer.py loso      # leave-one-set-out table, rules vs scorer
    python eval/train_task_scorer.py train     # fit on all sets, write eval/task_scorer.json
    python eval/train_task_scorer.py score --gold FILE   # fit on all sets, score FILE (totals only)

``--cache FILE`` keeps the extracted candidates in a pickle between runs (delete it when
the rules change).

Protocol: the development gold files (:data:`SETS`, eleven since session 12) are the
folds. ``loso`` trains on all but one, scores that one with the matching of ``kg eval``
(:func:`kg.evaluate.evaluate_extractions`: the scorer's tasks replace the rules' task
mentions, everything else stays) and prints task F1 and main-task accuracy of the rules
and of the scorer per held-out set. The regularisation strength, the threshold and the
nested-phrase suppression are chosen on the mean of that table (:data:`GRID`); no other
choice was made on any fold (with the first four sets). ``train`` fits the chosen setting on all
sets and writes the coefficients; ``score --gold FILE`` fits it on all sets and scores a gold
file outside them (a blind set), printing totals only. Training is deterministic (liblinear solver, fixed ``random_state``).

Labels use the matching of ``kg eval``: a candidate is a task when its normalised key
(with and without a trailing "task"/"problem", expanded through the paper's acronym
definitions) meets a gold task's aliases; it is the main task when it meets the aliases of
the gold main task. A candidate that matches only ``allowed_extra`` is left out of training.
"""
from __future__ import annotations

import argparse
import json
import os
import pickle
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "eval"))  # task_scorer.py, the experiment's own module

from kg.evaluate import (_Keys, _entities, _gold_pairs, _task_forms, evaluate_extractions,  # noqa: E402
                         load_gold, normalise)
from task_scorer import MODEL_PATH, LinearModel, TaskScorer, _vocab_keys, task_candidates  # noqa: E402
from kg.records import Mention, Paper  # noqa: E402

#: The development gold files: the leave-one-set-out folds (eleven since session 12: dev,
#: dev2-dev11; not the second annotator's dev10 nor any held-out file).
SETS = {
    "dev": Path(os.environ.get("PAPERKG_DEV_GOLD", ROOT.parent / "shared" / "gold" / "icml2026_dev.jsonl")),
    "dev2": ROOT / "eval" / "dev_neurips_iclr.jsonl",
    "dev3": ROOT / "eval" / "dev3_icml2024_neurips.jsonl",
    "dev4": ROOT / "eval" / "dev4.jsonl",
    **{f"dev{i}": ROOT / "eval" / f"dev{i}.jsonl" for i in range(5, 12)},
}
#: Settings tried in leave-one-set-out: (C of the task model, threshold, suppress_nested).
GRID = [(c, t, s) for c in (0.03, 0.1, 0.3, 1.0) for t in (0.3, 0.4, 0.5) for s in (True, False)]
#: The setting with the best leave-one-set-out mean (task F1 + main accuracy) of ``grid``
#: with the rules of 2026-11-30 ~02:30 UTC: (C, threshold, suppress_nested).
DEFAULT_SETTING = (0.1, 0.3, False)
#: C of the main-task model.
MAIN_C = 0.3
#: Give the candidates the SciERC tagger's entity types as features (``scierc_*``) when
#: ``PAPERKG_TASK_SCORER_SCIERC=1``: off by default, as the final LOSO did not prefer them
#: (mean task F1 + main accuracy 1.584 with them, 1.589 without; they cost 10.7 ms per abstract).
USE_SCIERC = os.environ.get("PAPERKG_TASK_SCORER_SCIERC", "0") == "1"
#: Give the candidates features of the parsed title (``title_np*``) when
#: ``PAPERKG_TASK_SCORER_TITLE=1``: off by default, as LOSO did not prefer them (mean task
#: F1 0.782 / main 0.764 with them, 0.775 / 0.774 without).
USE_TITLE = os.environ.get("PAPERKG_TASK_SCORER_TITLE", "0") == "1"
#: Training pool of the main-task model (see :func:`fit`).
MAIN_POOL = "all"
SEED = 0
#: The last commit before dev4 was used for tuning (its blind score is in eval/README.md).
BLIND_COMMIT = "109283f"
#: For each development set, the last commit whose rules had not been tuned on it (the
#: commit before the set was added, or the one that recorded its blind score).
BLIND_SOURCES = {"dev2": "c973315", "dev3": "0a8529b", "dev4": "109283f"}


def collect(cache: Path | None = None, sets: dict[str, Path] | None = None) -> dict[str, list[dict]]:
    """Run the extractor (rules only) on every gold record and gather its candidates.

    Args:
        cache: a pickle of an earlier result to read, or to write when it does not exist.
        sets: ``{set name: gold JSONL path}``; default :data:`SETS`.

    Returns:
        ``{set name: [item]}``; an item has ``rec`` (gold record), ``ex`` (the rules'
        :class:`~kg.records.Extraction`), ``cands`` (:class:`TaskCandidate` list),
        ``y`` and ``y_main`` (0/1 labels, None for a candidate left out of training)
        and ``secs`` (CPU seconds of the scorer's own work on the paper: candidates and
        features, not the parse or the rules).
    """
    if cache is not None and cache.exists():
        return pickle.loads(cache.read_bytes())
    from kg.extract import Extractor
    from kg.extract.roles import _State

    ext = Extractor()
    tagger = _scierc_nlp() if USE_SCIERC else None
    _vocab_keys()  # load the vocabularies once, outside the per-paper time
    out: dict[str, list[dict]] = {}
    for name, path in (SETS if sets is None else sets).items():
        items = []
        for i, rec in enumerate(load_gold(path), 1):
            paper = Paper(id=str(rec["id"]), abstract=rec["text"], title=rec.get("title") or None,
                          source=f"{path}:{i}")
            doc, ct = ext._make_doc(paper)
            doc = ext.nlp(doc)
            ex = ext._to_extraction(doc, paper, ct)
            st = _rule_state(ext, _State, doc)
            rule_tasks = [(m.start, m.end) for m in st.mentions if m.type == "Task" and m.source == "abstract"]
            rule_main = next(((m.start, m.end) for m in st.mentions if m.type == "Task" and m.source == "abstract" and m.main), None)
            sci = None
            if tagger is not None:
                sci = [(e.start_char, e.end_char, e.label_) for e in tagger(doc.text).ents]
            tdoc = None
            if USE_TITLE and paper.title:
                with ext.nlp.select_pipes(disable=[n for n in ("paperkg_roles",) if n in ext.nlp.pipe_names]):
                    tdoc = ext.nlp(ext._make_doc(Paper(id=paper.id, abstract=paper.title))[0])
            t0 = time.process_time()
            cands = task_candidates(st, rule_tasks, rule_main, sci, tdoc)
            secs = time.process_time() - t0
            y, y_main = label(rec, ex, cands)
            items.append({"rec": rec, "ex": ex, "cands": cands, "y": y, "y_main": y_main, "secs": secs})
        out[name] = items
    if cache is not None:
        cache.write_bytes(pickle.dumps(out))
    return out


def _scierc_nlp():
    """The SciERC entity tagger (:mod:`kg.extract.scierc`) as a spaCy pipeline, loaded from
    ``$PAPERKG_SCIERC_MODEL`` or this tree's ``kg/data/scierc_model``."""
    import spacy
    return spacy.load(os.environ.get("PAPERKG_SCIERC_MODEL", str(ROOT / "kg" / "data" / "scierc_model")))


def _rule_state(ext, state_cls, doc):
    """Run the role rules again on a parsed ``doc`` and return their state (scorer off).
    Older trees (``blind``) built the state with the tagger's Matcher."""
    try:
        st = state_cls(doc)
    except TypeError:
        st = state_cls(doc, ext.nlp.get_pipe("paperkg_roles").matcher)
    st.run()
    return st


def label(rec: dict, ex, cands) -> tuple[list, list]:
    """Task and main-task labels of ``cands`` by the matching of ``kg eval``."""
    gkeys = _Keys(_gold_pairs(rec))
    pkeys = _Keys([(a.short, a.long) for a in ex.acronyms])
    gold = _entities(rec, "task", gkeys)
    allowed = set()
    for a in rec.get("allowed_extra", []) or []:
        allowed |= gkeys.expand(normalise(a))
    gold_main = [e for e in rec.get("task", []) or [] if e.get("main")]
    main_aliases = set()
    if gold_main:
        for n in [gold_main[0]["name"], *gold_main[0].get("aliases", [])]:
            main_aliases |= gkeys.expand(normalise(n))
    y, y_main = [], []
    for c in cands:
        base = pkeys.expand(normalise(c.text))
        forms = _task_forms(base)
        pos = any(forms & al for _, al in gold)
        y.append(1 if pos else (None if forms & allowed else 0))
        y_main.append((1 if base & main_aliases else 0) if gold_main else None)
    return y, y_main


def fit(items: list[dict], c_task: float, c_main: float = MAIN_C,
        main_pool: str = MAIN_POOL) -> tuple[LinearModel, LinearModel]:
    """Fit the task and main-task logistic regressions (L2, liblinear, fixed seed).

    ``main_pool`` is ``"all"`` (the main model learns from every candidate of a paper
    with a gold main task) or ``"tasks"`` (only from candidates that are gold tasks: it
    then learns which task is the main one, as it is used at run time).
    """
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression

    def one(pairs, c):
        X = [f for f, _ in pairs]
        y = [v for _, v in pairs]
        vec = DictVectorizer(sparse=False, sort=True)
        Xm = vec.fit_transform(X)
        lr = LogisticRegression(C=c, solver="liblinear", random_state=SEED, max_iter=1000)
        lr.fit(Xm, y)
        names = vec.get_feature_names_out()
        w = {str(n): round(float(v), 5) for n, v in zip(names, lr.coef_[0]) if abs(v) > 1e-6}
        return LinearModel(w, round(float(lr.intercept_[0]), 5))

    task_pairs = [(c.features, y) for it in items for c, y in zip(it["cands"], it["y"]) if y is not None]
    main_pairs = [(c.features, y) for it in items for c, y, yt in zip(it["cands"], it["y_main"], it["y"])
                  if y is not None and (main_pool == "all" or yt == 1)]
    return one(task_pairs, c_task), one(main_pairs, c_main)


def apply(scorer: TaskScorer, items: list[dict]) -> list:
    """Extractions of ``items`` whose task mentions are the scorer's."""
    out = []
    for it in items:
        chosen, main = scorer.decide(it["cands"])
        ms = [m for m in it["ex"].mentions if m.type != "Task"]
        ms += [Mention(c.text, "Task", c.start, c.end, "task", "task-scorer", round(p, 2), main=c is main)
               for c, p in chosen]
        out.append(replace(it["ex"], mentions=tuple(sorted(ms, key=lambda m: (m.start, m.end, m.type, m.role)))))
    return out


def scores(items: list[dict], exs: list) -> tuple[float, float, str]:
    """Task F1, main-task accuracy and its note, with the matching of ``kg eval``."""
    rep = evaluate_extractions([it["rec"] for it in items], exs)
    note = rep.notes.get("main task accuracy", "0/0 = 0")
    num, den = note.split(" = ")[0].split("/")
    return rep.scores["task"].f1, (int(num) / int(den) if int(den) else 0.0), note


def loso(data: dict[str, list[dict]], setting, verbose: bool = True) -> tuple[float, float]:
    """Leave-one-set-out: mean task F1 and main accuracy of the scorer with ``setting``."""
    c, thr, sup = setting
    f1s, mains = [], []
    rows = []
    for held in data:
        train = [it for n, its in data.items() if n != held for it in its]
        tm, mm = fit(train, c)
        sc = TaskScorer(tm, mm, thr, sup)
        test = data[held]
        rf1, rmain, rnote = scores(test, [it["ex"] for it in test])
        sf1, smain, snote = scores(test, apply(sc, test))
        f1s.append(sf1)
        mains.append(smain)
        rows.append((held, rf1, sf1, rnote, snote))
    if verbose:
        print(f"setting C={c} threshold={thr} suppress_nested={sup}")
        print(f"{'held-out':<8} {'rules F1':>8} {'scorer F1':>9}  {'rules main':>14}  {'scorer main':>14}")
        for held, rf1, sf1, rnote, snote in rows:
            print(f"{held:<8} {rf1:8.3f} {sf1:9.3f}  {rnote:>14}  {snote:>14}")
        rmean = sum(r[1] for r in rows) / len(rows)
        rmain = sum(int(n.split("/")[0]) / int(n.split("/")[1].split(" ")[0]) for *_, n, _ in rows) / len(rows)
        print(f"{'mean':<8} {rmean:8.3f} {sum(f1s) / len(f1s):9.3f}  {rmain:14.3f}  {sum(mains) / len(mains):14.3f}")
    return sum(f1s) / len(f1s), sum(mains) / len(mains)


def fold(data: dict[str, list[dict]], train_sets: list[str], test_sets: list[str], setting) -> None:
    """Train on ``train_sets``, print rules vs scorer on each of ``test_sets``."""
    c, thr, sup = setting
    tm, mm = fit([it for n in train_sets for it in data[n]], c)
    sc = TaskScorer(tm, mm, thr, sup)
    print(f"train {','.join(train_sets)}  setting C={c} threshold={thr} suppress_nested={sup}")
    print(f"{'test':<8} {'rules F1':>8} {'scorer F1':>9}  {'rules main':>14}  {'scorer main':>14}")
    for n in test_sets:
        rf1, _, rnote = scores(data[n], [it["ex"] for it in data[n]])
        sf1, _, snote = scores(data[n], apply(sc, data[n]))
        print(f"{n:<8} {rf1:8.3f} {sf1:9.3f}  {rnote:>14}  {snote:>14}")


def score_extra(data: dict[str, list[dict]], extra: list[dict], setting, name: str = "extra") -> dict:
    """Train on every set of ``data`` with ``setting`` and score the gold file ``extra``
    (items of :func:`collect`), rules alone vs the scorer, with the matching of ``kg eval``.

    Prints and returns aggregate numbers only (task F1, main-task accuracy, scorer CPU
    per abstract), never a per-abstract result: the extra file may be a blind set.
    """
    c, thr, sup = setting
    tm, mm = fit([it for its in data.values() for it in its], c)
    sc = TaskScorer(tm, mm, thr, sup)
    rf1, rmain, rnote = scores(extra, [it["ex"] for it in extra])
    t0 = time.process_time()
    scored = apply(sc, extra)
    decide = time.process_time() - t0
    sf1, smain, snote = scores(extra, scored)
    per = (sum(it["secs"] for it in extra) + decide) / max(len(extra), 1)
    print(f"train {','.join(data)} ({sum(len(v) for v in data.values())} papers)  "
          f"setting C={c} threshold={thr} suppress_nested={sup} main C={MAIN_C}")
    print(f"{'test':<8} {'rules F1':>8} {'scorer F1':>9}  {'rules main':>14}  {'scorer main':>14}")
    print(f"{name:<8} {rf1:8.3f} {sf1:9.3f}  {rnote:>14}  {snote:>14}")
    print(f"scorer CPU per abstract (candidates, features, scoring): {per * 1000:.1f} ms")
    return {"rules_f1": rf1, "scorer_f1": sf1, "rules_main": rmain, "scorer_main": smain, "ms": per * 1000}


def _export_tree(commit: str, tmp: Path) -> Path:
    """Export ``commit`` with ``git archive`` into ``tmp/tree`` and prepare it for this script.

    This script, the current ``eval/task_scorer.py`` and the current
    :mod:`kg.evaluate` (today's ``kg eval`` matching) are copied in, gold files the commit
    lacks are copied from the current ``eval/``, and any held-out gold in the export is
    deleted unread. Returns the tree's root.
    """
    tar = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", commit],
                         check=True, capture_output=True).stdout
    tarpath = tmp / f"{commit}.tar"
    tarpath.write_bytes(tar)
    tree = tmp / f"tree-{commit}"
    with tarfile.open(tarpath) as tf:
        tf.extractall(tree, filter="data")
    for held in (tree / "eval").glob("*heldout*"):
        held.unlink()  # never read: held-out gold measures generalisation
    shutil.copy2(ROOT / "eval" / "task_scorer.py", tree / "eval" / "task_scorer.py")
    shutil.copy2(Path(__file__), tree / "eval" / "train_task_scorer.py")
    shutil.copy2(ROOT / "kg" / "evaluate.py", tree / "kg" / "evaluate.py")
    for path in SETS.values():
        if path.resolve().is_relative_to(ROOT):
            target = tree / path.resolve().relative_to(ROOT)
            if not target.exists():
                shutil.copy2(path, target)
    return tree


def _run_in_tree(tree: Path, args: list[str]) -> int:
    """Run this script with ``args`` inside an exported tree (its own ``kg`` package)."""
    env = dict(os.environ, PAPERKG_DEV_GOLD=str(SETS["dev"].resolve()),
               PAPERKG_SCIERC_MODEL=os.environ.get("PAPERKG_SCIERC_MODEL", str(ROOT / "kg" / "data" / "scierc_model")))
    sys.stdout.flush()
    return subprocess.run([sys.executable, str(tree / "eval" / "train_task_scorer.py"), *args],
                          cwd=tree, env=env).returncode


def _setting_args(setting) -> list[str]:
    c, thr, sup = setting
    return ["--C", str(c), "--threshold", str(thr)] + (["--suppress"] if sup else [])


def blind(commit: str, train_sets: list[str], test_sets: list[str], setting) -> int:
    """Run :func:`fold` with the rules of an earlier ``commit`` (one that never saw the
    test sets), in a temporary export of that commit (:func:`_export_tree`).
    Returns the subprocess's exit status."""
    tmp = Path(tempfile.mkdtemp(prefix="paperkg-blind-"))
    try:
        tree = _export_tree(commit, tmp)
        print(f"rules of commit {commit}")
        return _run_in_tree(tree, ["fold", "--train", ",".join(train_sets), "--test", ",".join(test_sets),
                                   *_setting_args(setting)])
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def blind_data(sources: dict[str, str] | None = None) -> dict[str, list[dict]]:
    """Each set of ``sources`` (set name -> commit) with the features and rule output of
    that commit's rules, which had never seen the set (:data:`BLIND_SOURCES`); plus
    ``dev`` from the commit of the first source (rules tuned on it: training only).

    Raises:
        RuntimeError: the extraction in an exported tree failed.
    """
    sources = sources or BLIND_SOURCES
    tmp = Path(tempfile.mkdtemp(prefix="paperkg-blind-"))
    out: dict[str, list[dict]] = {}
    try:
        by_commit: dict[str, dict] = {}
        for name, commit in sources.items():
            if commit not in by_commit:
                tree = _export_tree(commit, tmp)
                cache = tmp / f"{commit}.pkl"
                if _run_in_tree(tree, ["collect", "--cache", str(cache)]) != 0:
                    raise RuntimeError(f"extraction with the rules of {commit} failed")
                by_commit[commit] = pickle.loads(cache.read_bytes())
            out[name] = by_commit[commit][name]
        first = next(iter(sources.values()))
        out["dev"] = by_commit[first]["dev"]
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return out


def blind_loso(data: dict[str, list[dict]], setting, verbose: bool = True) -> tuple[float, float, float, float]:
    """Leave-one-set-out over the rules-blind sets of :func:`blind_data`: each held-out
    set is scored with rules that never saw it, and the scorer trains on the other
    blind sets plus ``dev``. Returns the means (rules F1, scorer F1, rules main,
    scorer main)."""
    c, thr, sup = setting
    rows = []
    for held in [n for n in data if n != "dev"]:
        train = [it for n, its in data.items() if n != held for it in its]
        tm, mm = fit(train, c)
        test = data[held]
        rf1, rmain, rnote = scores(test, [it["ex"] for it in test])
        sf1, smain, snote = scores(test, apply(TaskScorer(tm, mm, thr, sup), test))
        rows.append((held, rf1, sf1, rmain, smain, rnote, snote))
    means = tuple(sum(r[k] for r in rows) / len(rows) for k in (1, 2, 3, 4))
    if verbose:
        print(f"rules-blind leave-one-set-out; setting C={c} threshold={thr} suppress_nested={sup}")
        print(f"{'held-out':<8} {'commit':<8} {'rules F1':>8} {'scorer F1':>9}  {'rules main':>14}  {'scorer main':>14}")
        for held, rf1, sf1, _, _, rnote, snote in rows:
            print(f"{held:<8} {BLIND_SOURCES.get(held, ''):<8} {rf1:8.3f} {sf1:9.3f}  {rnote:>14}  {snote:>14}")
        print(f"{'mean':<8} {'':<8} {means[0]:8.3f} {means[1]:9.3f}  {means[2]:14.3f}  {means[3]:14.3f}")
    return means


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("command", choices=["loso", "grid", "train", "fold", "blind", "blindloso", "blindgrid",
                                        "collect", "score"])
    ap.add_argument("--gold", type=Path, default=None,
                    help="score: a gold JSONL file outside SETS to score after training on all of SETS")
    ap.add_argument("--train", default="dev,dev2,dev3", help="fold/blind: training sets (names of SETS)")
    ap.add_argument("--test", default="dev4", help="fold/blind: test sets")
    ap.add_argument("--commit", default=BLIND_COMMIT, help="blind: commit whose rules never saw the test sets")
    ap.add_argument("--cache", type=Path, default=None, help="pickle of the collected candidates (speeds reruns)")
    ap.add_argument("--C", type=float, default=DEFAULT_SETTING[0], help="inverse L2 strength of the task model")
    ap.add_argument("--threshold", type=float, default=DEFAULT_SETTING[1], help="task probability to report")
    ap.add_argument("--suppress", action="store_true", default=DEFAULT_SETTING[2],
                    help="drop a reported key that ends a longer reported key")
    ap.add_argument("--out", type=Path, default=MODEL_PATH)
    a = ap.parse_args(argv)
    setting = (a.C, a.threshold, a.suppress)
    if a.command == "blind":
        return blind(a.commit, a.train.split(","), a.test.split(","), setting)
    if a.command in ("blindloso", "blindgrid"):
        bdata = pickle.loads(a.cache.read_bytes()) if a.cache and a.cache.exists() else blind_data()
        if a.cache and not a.cache.exists():
            a.cache.write_bytes(pickle.dumps(bdata))
        if a.command == "blindloso":
            blind_loso(bdata, setting)
            return 0
        for s in GRID:
            m = blind_loso(bdata, s, verbose=False)
            print(f"C={s[0]:<5} thr={s[1]:<4} suppress={s[2]!s:<5}  rules F1 {m[0]:.3f} scorer F1 {m[1]:.3f}  "
                  f"rules main {m[2]:.3f} scorer main {m[3]:.3f}")
        return 0
    t0 = time.time()
    data = collect(a.cache)
    print(f"collected {sum(len(v) for v in data.values())} papers in {time.time() - t0:.1f} s", file=sys.stderr)
    if a.command == "collect":
        return 0
    if a.command == "score":
        if a.gold is None:
            ap.error("score needs --gold FILE")
        extra = collect(None, {"extra": a.gold})["extra"]
        score_extra(data, extra, setting, name=a.gold.stem[:8])
        return 0
    if a.command == "fold":
        fold(data, a.train.split(","), a.test.split(","), setting)
        return 0
    if a.command == "grid":
        best = None
        for s in GRID:
            f1, mainacc = loso(data, s, verbose=False)
            print(f"C={s[0]:<5} thr={s[1]:<4} suppress={s[2]!s:<5}  mean F1 {f1:.3f}  mean main {mainacc:.3f}")
            if best is None or f1 + mainacc > best[0]:
                best = (f1 + mainacc, s)
        print("best", best)
        return 0
    if a.command == "loso":
        loso(data, setting)
        return 0
    all_items = [it for its in data.values() for it in its]
    tm, mm = fit(all_items, a.C)
    sc = TaskScorer(tm, mm, a.threshold, a.suppress)
    payload = {"about": "eval/task_scorer.py coefficients; trained by eval/train_task_scorer.py train "
                        f"on {', '.join(SETS)} ({len(all_items)} papers)", **sc.to_dict()}
    a.out.write_text(json.dumps(payload, indent=1, sort_keys=False) + "\n", encoding="utf-8")
    print(f"wrote {a.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
