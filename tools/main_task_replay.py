#!/usr/bin/env python3
"""Record the main-task evidence of development papers once, then replay the main-task
choice offline with other weights (seconds instead of a full extraction per trial).

Usage::

    python tools/main_task_replay.py dump OUT.json GOLD.jsonl [GOLD.jsonl ...]
    python tools/main_task_replay.py replay OUT.json [--set TAG=WEIGHT ...] [--list]
    python tools/main_task_replay.py sweep OUT.json
    python tools/main_task_replay.py tune TUNE.json [--check CHECK.json] [--passes N]

``dump`` extracts every paper of the gold files (one at a time, with the title) and
stores, per paper, the evidence that :func:`kg.extract.roles_main.choose_main_task` saw
(keys, sentences, tags, sizes, offsets, recurrence counts), the chosen main task, the
extracted task texts and which of them match the gold main task (the matching of
``kg eval``: acronym-aware keys and task forms). Gold files whose name holds "heldout"
are refused: held-out gold is for reporting only (eval/README.md).

``replay`` runs :func:`~kg.extract.roles_main.choose_main_task` again on the stored
evidence after the ``--set`` changes (a key of :data:`~kg.extract.roles_main.WEIGHTS`,
or a module constant such as ``RECURRENCE_BONUS``) and prints the papers whose main
task becomes right (+) or wrong (-). ``sweep`` tries each weight and constant at a few
offsets and prints the gains and losses of each. A choice counts as right when one of the
extracted task texts of the chosen key matches the gold main task; keys are rebuilt from
the texts as the extractor groups them (:func:`kg.extract.roles_base._norm`, words sorted),
without its acronym expansion, so a replay is an estimate: confirm a change with
``kg eval`` on the gold files. Papers that the extractor leaves without a main task
after the choice (the fallbacks of ``kg.extract.roles``) are scored by the stored choice.

``tune`` (session 60) fits the weights to one dump and checks them on another: a greedy
coordinate ascent (each weight and constant in turn moved by the offsets of
:data:`TUNE_OFFSETS`, the move kept when it raises the net gain, papers turned right minus
papers turned wrong, on the tuning dump; passes repeated until none moves, at most
``--passes``), the usual hill-climbing of a hand-set linear scorer (as Edmundson 1969 set his
weights by trial on a development corpus). It prints every kept move, the net gain on the
tuning dump and, with ``--check``, the gains and losses the same setting gives on the check
dump (papers that took no part in the fit: does the fit generalise?). The module's weights
are restored afterwards; nothing is written.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

#: Offsets tried by ``sweep`` for every weight and constant.
SWEEP_OFFSETS = (-2.0, -1.0, -0.5, 0.5, 1.0, 2.0)
#: Offsets tried by ``tune`` for every weight and constant in each pass.
TUNE_OFFSETS = (-3.0, -2.0, -1.0, -0.5, 0.5, 1.0, 2.0, 3.0)
#: Module constants of roles_main that ``--set`` and ``sweep`` may change.
CONSTANTS = ("FIRST_SENTENCE_BONUS", "RECURRENCE_BONUS", "MAX_RECURRENCE_BONUS",
             "SINGLE_WORD_PENALTY", "SUBSUMED_PENALTY")


def group_key(text: str) -> str:
    """The extractor's grouping key of a task text (words of the normalised text, sorted,
    without acronym expansion)."""
    from kg.extract.roles_base import _norm
    return " ".join(sorted(set(_norm(text).replace("-", " ").split())))


def dump(out: Path, gold_files: list[Path]) -> int:
    """Extract the papers of ``gold_files`` and write their main-task evidence to ``out``.
    Returns the number of papers written."""
    import kg.extract.roles as R
    from kg.extract import Extractor
    from kg.evaluate import _Keys, _gold_pairs, _load_gold, _task_forms, normalise
    from kg.records import Paper

    for f in gold_files:
        if "heldout" in f.name:
            raise SystemExit(f"refusing held-out gold file {f} (eval/README.md)")
    log: list[dict] = []
    original = R.choose_main_task

    def recording(evidence, counts=None):
        best = original(evidence, counts)
        log.append({"best": best, "counts": counts or {},
                    "ev": [[e.key, e.sentence, sorted(e.tags), e.n_words, e.start, e.subsumed]
                           for e in evidence]})
        return best

    R.choose_main_task = recording
    try:
        ex = Extractor()
        rows = []
        for f in gold_files:
            _, numbered = _load_gold(f, [])
            for _, rec in numbered:
                log.clear()
                paper = Paper(id=str(rec["id"]), abstract=rec["text"], title=rec.get("title") or None,
                              source=f.name)
                e = list(ex.extract_many([paper]))[0]
                gold = [t for t in rec.get("task", []) or [] if t.get("main")]
                if not gold:
                    continue
                gkeys, pkeys = _Keys(_gold_pairs(rec)), _Keys([(a.short, a.long) for a in e.acronyms])
                aliases = set()
                for n in [gold[0]["name"], *gold[0].get("aliases", [])]:
                    aliases |= gkeys.expand(normalise(n))
                aliases = _task_forms(aliases)
                tasks = [m.text for m in e.mentions if m.type == "Task"]
                main = [m.text for m in e.mentions if m.type == "Task" and m.main]
                right = [t for t in tasks if _task_forms(pkeys.expand(normalise(t))) & aliases]
                rows.append({"file": f.name, "id": rec["id"], "title": rec.get("title"),
                             "gold_main": gold[0]["name"], "pred_main": main[0] if main else None,
                             "ok": bool(main) and main[0] in right,
                             "right_keys": sorted({group_key(t) for t in right}),
                             "choice": log[-1] if log else None})
    finally:
        R.choose_main_task = original
    out.write_text(json.dumps(rows, indent=0))
    return len(rows)


def replay(rows: list[dict]) -> tuple[list, list]:
    """Choose the main task of every stored paper again with the current settings of
    :mod:`kg.extract.roles_main`. Returns (gains, losses): ``(file, id, old key, new key)``
    tuples of the papers whose choice turns right or wrong."""
    from kg.extract import roles_main as RM
    gains, losses = [], []
    for r in rows:
        c = r["choice"]
        if not c:
            continue
        ev = [RM.TaskEvidence(k, s, frozenset(t), n, st, sub) for k, s, t, n, st, sub in c["ev"]]
        new = RM.choose_main_task(ev, c["counts"])
        if new == c["best"]:
            continue
        old_ok = r["ok"] if r["pred_main"] is not None else c["best"] in r["right_keys"]
        new_ok = new in r["right_keys"]
        if new_ok and not old_ok:
            gains.append((r["file"], r["id"], c["best"], new))
        elif old_ok and not new_ok:
            losses.append((r["file"], r["id"], c["best"], new))
    return gains, losses


def _set(name: str, value: float) -> None:
    from kg.extract import roles_main as RM
    if name in CONSTANTS:
        setattr(RM, name, value)
    else:
        RM.WEIGHTS[name] = value


def _get(name: str) -> float:
    from kg.extract import roles_main as RM
    return getattr(RM, name) if name in CONSTANTS else RM.WEIGHTS.get(name, 0.0)


def tune(rows: list[dict], passes: int = 3, offsets=TUNE_OFFSETS) -> tuple[list, int]:
    """Greedy coordinate ascent of the weights of :mod:`kg.extract.roles_main` on the stored
    papers ``rows`` (a dump): in each pass, every weight of :data:`~kg.extract.roles_main.WEIGHTS`
    and every constant of :data:`CONSTANTS` in turn is moved by the offset of ``offsets`` that
    gives the highest net gain (papers turned right minus papers turned wrong by
    :func:`replay`), kept only when that is higher than the net gain before the move (a tie
    keeps the current value); the passes stop when one moves nothing, after ``passes`` at most.

    Args:
        rows: papers of a ``dump`` file (JSON list).
        passes: most passes over the weights (1 or more).
        offsets: the moves tried for each weight.
    Returns:
        ``(moves, net)``: the kept moves as ``(name, old value, new value, net gain after the
        move)`` in the order they were made, and the final net gain on ``rows``. The module's
        weights are left as they were found (the moves are applied only while tuning).
    Raises:
        ValueError: ``passes`` below 1.
    """
    from kg.extract import roles_main as RM
    if passes < 1:
        raise ValueError(f"tune: passes must be 1 or more, not {passes}")
    names = [*RM.WEIGHTS, *CONSTANTS]
    start = {n: _get(n) for n in names}
    moves: list = []
    net = 0
    try:
        for _ in range(passes):
            moved = False
            for name in names:
                base = _get(name)
                best_off, best_net = None, net
                for off in offsets:
                    _set(name, base + off)
                    g, l = replay(rows)
                    if len(g) - len(l) > best_net:
                        best_off, best_net = off, len(g) - len(l)
                if best_off is None:
                    _set(name, base)
                    continue
                _set(name, base + best_off)
                net = best_net
                moves.append((name, base, base + best_off, net))
                moved = True
            if not moved:
                break
        return moves, net
    finally:
        for n, v in start.items():
            _set(n, v)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dump")
    d.add_argument("out", type=Path)
    d.add_argument("gold", type=Path, nargs="+")
    r = sub.add_parser("replay")
    r.add_argument("dump", type=Path)
    r.add_argument("--set", action="append", default=[], metavar="TAG=WEIGHT")
    r.add_argument("--list", action="store_true", help="list the papers that change")
    s = sub.add_parser("sweep")
    s.add_argument("dump", type=Path)
    t = sub.add_parser("tune")
    t.add_argument("dump", type=Path, help="the dump the weights are fitted to")
    t.add_argument("--check", type=Path, help="a dump of other papers, scored at the fitted weights")
    t.add_argument("--passes", type=int, default=3)
    a = ap.parse_args(argv)
    if a.cmd == "dump":
        n = dump(a.out, a.gold)
        print(f"{n} papers with a gold main task -> {a.out}")
        return 0
    rows = json.loads(a.dump.read_text())
    if a.cmd == "tune":
        moves, net = tune(rows, a.passes)
        for name, old, new, after in moves:
            print(f"  {name:<22} {old:5.1f} -> {new:5.1f}  (net {after:+d})")
        print(f"tuning dump: net {net:+d} of {len(rows)} papers")
        if a.check:
            check = json.loads(a.check.read_text())
            for name, _, new, _ in moves:
                _set(name, new)
            try:
                g, l = replay(check)
            finally:
                for name, old, _, _ in reversed(moves):
                    _set(name, old)
            print(f"check dump: +{len(g)} -{len(l)} of {len(check)} papers (net {len(g) - len(l):+d})")
        return 0
    if a.cmd == "replay":
        for item in a.set:
            name, _, value = item.partition("=")
            _set(name, float(value))
        gains, losses = replay(rows)
        print(f"main task: +{len(gains)} -{len(losses)} of {len(rows)} papers")
        if a.list:
            for g in gains:
                print("  +", *g)
            for l in losses:
                print("  -", *l)
        return 0
    from kg.extract import roles_main as RM
    for name in [*RM.WEIGHTS, *CONSTANTS]:
        base = _get(name)
        cells = []
        for off in SWEEP_OFFSETS:
            _set(name, base + off)
            g, l = replay(rows)
            cells.append(f"{off:+.1f}:+{len(g)}/-{len(l)}")
        _set(name, base)
        print(f"{name:<22} {base:5.1f}  " + " ".join(cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
