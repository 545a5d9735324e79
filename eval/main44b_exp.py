"""Session 44, second try (main44b): the learned main-task ranker with contextual features
(tok2vec span vectors, cosines, hashed words; eval/train_main_task.py ``context_features``).

    PAPERKG_MAIN44_CACHE=/tmp/main44b_cache.pkl python eval/main44b_exp.py [MODE ...]

MODE: base (the first try's features), cos, hash, cosvec, vec, prod. For each mode: L2 chosen by
5-fold-by-file CV inside the training files (dev..dev59 and the three unnumbered files), then
train there and test on dev60-dev83; and 5 folds by file over the whole pool (L2 as chosen).
"""
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("PAPERKG_MAIN44B_CONTEXT", "prod")
import train_main_task as M  # noqa: E402

MODES = {
    "base": lambda k: not k.startswith(("ctx_", "hash_")),
    "cos": lambda k: not k.startswith(("ctx_v", "ctx_p", "hash_")),
    "hash": lambda k: not k.startswith("ctx_"),
    "cosvec": lambda k: not k.startswith(("ctx_p", "hash_")),
    "vec": lambda k: not k.startswith("ctx_p"),
    "prod": lambda k: True,
}
L2S = (1e-3, 1e-2, 3e-2)


class Fast:
    """The rows as one dense matrix (built once); fits select rows and columns by mask. Same
    model as :class:`train_main_task.Ranker` (conditional logit, L2, 300 Adam steps from zero);
    lexical headw= / firstw= columns kept if seen >= 30 times in the training files."""

    def __init__(self, rows):
        from collections import Counter
        train = [r for r in rows if M.file_num(r[0]["file"]) < 60]
        cnt = Counter(k for r in train for f in r[2] for k in f if k.startswith(("headw=", "firstw=")))
        names = set()
        for r in rows:
            for f in r[2]:
                names |= set(f)
        self.names = sorted(n for n in names if not n.startswith(("headw=", "firstw=")) or cnt[n] >= 30)
        idx = {n: i for i, n in enumerate(self.names)}
        n = sum(len(r[2]) for r in rows)
        self.X = np.zeros((n, len(self.names)), dtype=np.float32)
        self.Y = np.zeros(n); self.seg = np.zeros(n, dtype=int); self.off = []
        k = 0
        for i, r in enumerate(rows):
            self.off.append(k)
            for f, y in zip(r[2], r[3]):
                for name, v in f.items():
                    j = idx.get(name)
                    if j is not None:
                        self.X[k, j] = v
                self.Y[k] = y; self.seg[k] = i; k += 1
        self.off.append(k)
        self.rows = rows

    def fit(self, paper_ids, cols, l2, epochs=300, lr=0.05):
        ids = [i for i in paper_ids if self.Y[self.off[i]:self.off[i + 1]].any()]
        sel = np.concatenate([np.arange(self.off[i], self.off[i + 1]) for i in ids])
        X = self.X[sel][:, cols]; Y = self.Y[sel]
        remap = {i: j for j, i in enumerate(ids)}
        seg = np.array([remap[s] for s in self.seg[sel]])
        n = len(ids)
        w = np.zeros(X.shape[1], dtype=np.float32); m = np.zeros_like(w); v = np.zeros_like(w)
        Y = Y.astype(np.float32); l2 = np.float32(l2)
        for t in range(1, epochs + 1):
            z = (X @ w).astype(np.float64)
            zmax = np.full(n, -np.inf); np.maximum.at(zmax, seg, z)
            e = np.exp(z - zmax[seg])
            den = np.bincount(seg, e, n); p = e / den[seg]
            ey = e * Y; num = np.bincount(seg, ey, n); q = ey / num[seg]
            grad = X.T @ ((p - q) / n).astype(np.float32) + l2 * w
            m = 0.9 * m + 0.1 * grad; v = 0.999 * v + 0.001 * grad * grad
            w -= (lr * (m / (1 - 0.9 ** t)) / (np.sqrt(v / (1 - 0.999 ** t)) + 1e-8)).astype(np.float32)
        return w

    def picks(self, paper_ids, cols, w):
        out = []
        for i in paper_ids:
            it, cs, fs, y = self.rows[i]
            s = self.X[self.off[i]:self.off[i + 1]][:, cols] @ w
            order = sorted(range(len(cs)), key=lambda a: (-round(float(s[a]), 9), cs[a]["start"] if cs[a]["start"] >= 0 else 10 ** 9, cs[a]["key"]))
            out.append(cs[order[0]] if order else None)
        return out


import numpy as np  # noqa: E402


def folds(rows, ids):
    files = sorted({rows[i][0]["file"] for i in ids}, key=lambda n: (M.file_num(n), n))
    return [set(files[k::5]) for k in range(5)]


def split(F, tr, te, cols, l2):
    w = F.fit(tr, cols, l2)
    rows = [F.rows[i] for i in te]
    return M.score_rows(rows, [None] * len(rows)), M.score_rows(rows, F.picks(te, cols, w)), w


def cv(F, ids, cols, l2):
    base = right = tot = 0
    for fold in folds(F.rows, ids):
        tr = [i for i in ids if F.rows[i][0]["file"] not in fold]
        te = [i for i in ids if F.rows[i][0]["file"] in fold]
        w = F.fit(tr, cols, l2)
        rows = [F.rows[i] for i in te]
        n = M.score_rows(rows, F.picks(te, cols, w))
        b = M.score_rows(rows, [None] * len(rows))
        right += n[0]; base += b[0]; tot += n[1]
    return base, right, tot


def main(modes):
    t0 = time.time()
    items = M.collect()
    rows = M.build(items)
    F = Fast(rows)
    print(f"built {len(rows)} rows, X {F.X.shape} in {time.time() - t0:.0f}s", flush=True)
    allids = list(range(len(rows)))
    train = [i for i in allids if M.file_num(rows[i][0]["file"]) < 60]
    test = [i for i in allids if M.file_num(rows[i][0]["file"]) >= 60]
    for mode in modes:
        keep = MODES[mode]
        cols = np.array([j for j, n in enumerate(F.names) if keep(n)])
        inner = {l2: cv(F, train, cols, l2) for l2 in L2S}
        best = max(L2S, key=lambda l2: (inner[l2][1], -l2))
        print(f"[{mode}] {len(cols)} features; inner CV (train files, rules {inner[best][0]}/{inner[best][2]}): "
              + ", ".join(f"{l2:g}: {inner[l2][1]}" for l2 in L2S) + f" -> L2 {best:g}", flush=True)
        b, n, w = split(F, train, test, cols, best)
        print(M._fmt(f"[{mode}] dev60-83 rules", b)); print(M._fmt(f"[{mode}] dev60-83 ranker", n), flush=True)
        tb = [0] * 5; tn = [0] * 5; per = []
        for k, fold in enumerate(folds(rows, allids)):
            b, n, _ = split(F, [i for i in allids if rows[i][0]["file"] not in fold],
                            [i for i in allids if rows[i][0]["file"] in fold], cols, best)
            tb = [x + y for x, y in zip(tb, b)]; tn = [x + y for x, y in zip(tn, n)]; per.append((b[0], n[0]))
        print(M._fmt(f"[{mode}] 5-fold rules", tb)); print(M._fmt(f"[{mode}] 5-fold ranker", tn))
        print(f"[{mode}] folds rules/ranker: {per}  ({time.time() - t0:.0f}s)", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:] or ["base", "vec"])
