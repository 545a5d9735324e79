"""Learned main-task selector (session 44, an EXPERIMENT, not shipped): candidate recall, a
per-paper softmax ranker, and its comparison with the rules' main-task choice
(:mod:`kg.extract.roles_main`, :mod:`kg.extract.roles_title`).

Usage (from the repository root; numpy only, no scikit-learn)::

    python eval/train_main_task.py collect   # extract the pool once -> cache pickle (~1 min, 2 processes)
    python eval/train_main_task.py recall    # how often the gold main task is among the candidates
    python eval/train_main_task.py eval      # train dev..dev59, test dev60-dev81; 5 folds by file

``PAPERKG_MAIN44_CACHE`` names the cache (default ``/tmp/main44_cache.pkl``; delete it when the
rules change). The pool is the development pool of the session's ``devloop.py`` (the shared
dev file, dev_neurips_iclr, dev3_icml2024_neurips, dev4 .. dev81; never a held-out file).
Matching is ``kg eval``'s own (:func:`kg.evaluate.normalise`, :func:`kg.evaluate._task_forms`,
:class:`kg.evaluate._Keys`), and the task F1 / main-task accuracy of a selector are computed by
:func:`kg.evaluate.evaluate_extractions` on the rules' extractions whose main task is the
selector's pick (a pick that no Task mention names becomes one more Task mention).

Candidates of one paper (:func:`candidates`), merged by normalised key:

* ``rule``: every Task candidate of the rules (kept or not) with its evidence tags and the
  rules' score of its task group (:func:`kg.extract.roles_main.task_scores`); ``rule-kept``,
  ``rule-main`` (and ``-title``): the extracted task mentions and the rules' pick;
* ``title``: the title split at ':' ('?', '!', ';') and at :data:`TITLE_SPLIT` (prepositions,
  "via", "with", "using", "towards"), each piece and each of its word suffixes (the piece
  without its leading modifiers); the same with the cue words :data:`TITLE_CUE_SPLIT` only, so
  "X of Y" stays whole;
* ``np``: the noun phrases (``paperkg_np``) of the first two sentences, their word suffixes,
  and "NP of NP";
* ``cue``: the noun phrase right after a purpose cue (:data:`PURPOSE_CUES`: "for X", "the
  problem of X", "we study X", "address X", ...) anywhere in the abstract, likewise.

Features (:func:`features`): source, rule evidence tags, the rules' score / rank / gap,
sentence position, length, occurrences, title overlap and the title grammar role of its
words (:func:`kg.extract.roles_main.title_roles`), cue words, head-noun class (task head,
means head, generic, nominalisation), gerund opening, Papers with Code task / method, name
shape, overlap with a proposed name or a dataset, relation to the rules' pick (equal,
contains, inside, shares a word), the words around the first mention, lexical head and first
word (seen >= 30 times in training), and per-paper relative features (best title overlap,
rule rank, longest candidate the title holds whole).

The ranker (:class:`Ranker`) is a conditional logit (a softmax over the candidates of one
paper, the likelihood summed over every candidate that matches the gold main task; McFadden,
D. (1974) "Conditional logit analysis of qualitative choice behavior") with L2 0.01, fitted by
300 full-batch Adam steps from zero weights: deterministic, no seed needed. The L2 strength
was chosen by 5-fold-by-file cross-validation inside the training files (1e-3: 858, 1e-2: 868,
3e-2: 849 of 1,427 right; pairwise feature conjunctions 862, 1,000 steps 864, relative
features 865 vs 868 without, a margin before overriding the rules' pick 856-865, only rule and
title candidates 859; rules 844).

Results (2026-12-04, rules of c1604bf; docs/QUALITY.md "Learned main-task selector (session 44)"):
candidates hold the gold main task for 1,818 of 1,977 papers (92.0%; dev60-dev81 512 / 550,
93.1%; 34 candidates per paper). Trained on dev..dev59 (1,427 papers), on dev60-dev81 (550):
rules 280 (50.9%), ranker 289 (52.5%), task F1 0.6339 -> 0.6330; 5 folds by file (1,977):
rules 1,124 (56.9%), ranker 1,158 (58.6%), task F1 0.6636 -> 0.6626. Below the shipping bar
(+3 points on both, task F1 not lower), so nothing is wired into the extraction.

Second try (main44b, rules of 4b52fe1, 2,027 papers, test dev60-dev83): ``collect`` also stores
the tok2vec vectors (``doc.tensor``) of the abstract and title, and :func:`context_features`
adds the candidate's span vector, cosines with title / sentence / first sentence / abstract /
the rules' pick and hashed head / first word (switch :data:`CONTEXT`, environment
``PAPERKG_MAIN44B_CONTEXT``: "" for the first try's features). Driver with L2 by inner CV:
``eval/main44b_exp.py``. Rules 303 / 600 and 1,148 / 2,027; first try's features 313 and 1,189;
with the context features 317 (+2.3 points, task F1 0.6342 -> 0.6370) and 1,197 (+2.4 points,
0.6635 -> 0.6637). Still below the bar; not shipped.
"""
from __future__ import annotations

import os
import pickle
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CACHE = Path(os.environ.get("PAPERKG_MAIN44_CACHE", "/tmp/main44_cache.pkl"))
HELDOUT = {"icml2024_heldout.jsonl", "heldout2_neurips_iclr.jsonl", "heldout_icml2026_rest.jsonl"}


def pool_files() -> list[Path]:
    """The development pool, as /work/s44/devloop.py lists it (no held-out file)."""
    ev = ROOT / "eval"
    names = [Path("/work/shared/gold/icml2026_dev.jsonl"), ev / "dev_neurips_iclr.jsonl",
             ev / "dev3_icml2024_neurips.jsonl"]
    nums = sorted(int(p.stem[3:]) for p in ev.glob("dev*.jsonl") if p.stem[3:].isdigit())
    names += [ev / f"dev{n}.jsonl" for n in nums]
    assert not any(p.name in HELDOUT for p in names)
    return names


def file_num(name: str) -> int:
    """dev60.jsonl -> 60; the three unnumbered files -> 0."""
    m = re.fullmatch(r"dev(\d+)\.jsonl", name)
    return int(m.group(1)) if m else 0


# ------------------------------------------------------------------------ collection
def _collect_file(path: str) -> list[dict]:
    from kg.evaluate import load_gold
    from kg.extract import Extractor
    from kg.extract import roles as R
    from kg.extract.chunks import SPANS_KEY
    from kg.extract.roles_main import task_scores
    from kg.records import Paper

    ext = Extractor()
    captured = {}
    orig_call = R.RoleTagger.__call__
    orig_choose = R.choose_main_task

    def choose(evidence, counts=None):
        captured["evidence"] = list(evidence)
        captured["counts"] = dict(counts or {})
        return orig_choose(evidence, counts)

    def call(self, doc):
        st = R._State(doc)
        st.title_tagger = self._tag_title
        st.run()
        captured["st"] = st
        doc._.paperkg_mentions = [R._as_tuple(m) for m in st.mentions]
        doc._.paperkg_links = [R._as_tuple(l) for l in st.links]
        doc._.paperkg_main = st.main_text
        return doc

    R.RoleTagger.__call__ = call
    R.choose_main_task = choose
    out = []
    try:
        for i, rec in enumerate(load_gold(Path(path)), 1):
            captured.clear()
            paper = Paper(id=str(rec["id"]), abstract=rec["text"], title=rec.get("title") or None,
                          source=f"{path}:{i}")
            doc, ct = ext._make_doc(paper)
            doc = ext.nlp(doc)
            ex = ext._to_extraction(doc, paper, ct)
            st = captured.get("st")
            toks = [(t.text, t.lower_, t.pos_, t.tag_, t.idx, t.whitespace_ != "") for t in doc]
            sent_of = [0] * len(doc)
            sents = []
            for si, s in enumerate(doc.sents):
                sents.append((s.start, s.end))
                for k in range(s.start, s.end):
                    sent_of[k] = si
            nps = [(sp.start, sp.end) for sp in doc.spans[SPANS_KEY]] if SPANS_KEY in doc.spans else []
            rule_cands = []
            groups_score, eligible_pick = {}, None
            if st is not None:
                for c in st.cands:
                    if c.etype != "Task":
                        continue
                    try:
                        g = st._task_group(c)
                    except Exception:
                        g = None
                    rule_cands.append((c.start, c.end, st._text(c), c.rule, tuple(sorted(c.tags)), c.sent, g))
                if "evidence" in captured:
                    groups_score = task_scores(captured["evidence"], captured["counts"])
            title = doc._.paperkg_title or ""
            ttoks = []
            if title:
                with ext.nlp.select_pipes(disable=["paperkg_roles", "paperkg_gazetteer", "paperkg_names"]):
                    td = ext.nlp(title)
                ttoks = [(t.text, t.lower_, t.pos_, t.tag_, t.idx, t.whitespace_ != "") for t in td]
            out.append({"file": Path(path).name, "rec": rec, "ex": ex, "title": title, "toks": toks,
                        "sent_of": sent_of, "sents": sents, "nps": nps, "rule_cands": rule_cands,
                        "group_scores": groups_score, "ttoks": ttoks,
                        # main44b: tok2vec vectors (96-d) of the abstract and title tokens
                        "tensor": doc.tensor.astype("float16").copy(),
                        "ttensor": td.tensor.astype("float16").copy() if title else None,
                        "doc_text": doc.text})
    finally:
        R.RoleTagger.__call__ = orig_call
        R.choose_main_task = orig_choose
    return out


def collect() -> list[dict]:
    """Extract every pool paper once (two worker processes) and cache the result."""
    if CACHE.exists():
        return pickle.loads(CACHE.read_bytes())
    from concurrent.futures import ProcessPoolExecutor
    import multiprocessing
    files = [str(p) for p in pool_files()]
    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("fork")) as ex:
        parts = list(ex.map(_collect_file, files))
    items = [it for part in parts for it in part]
    CACHE.write_bytes(pickle.dumps(items))
    return items


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "recall"
    if cmd == "collect":
        items = collect()
        print(len(items), "papers")


# ------------------------------------------------------------------------ candidates
#: Title words at which a title is split into pieces (prepositions and the means / purpose cues).
TITLE_SPLIT = frozenset("""for of in on with via using towards toward through by from to under without
    across over into at as against between beyond within among versus vs upon""".split())
#: Title words at which a title is split into pieces, "of" and "in" kept inside ("Estimation of X").
TITLE_CUE_SPLIT = frozenset("for with via using towards toward through by".split())
#: Title and cue-object words dropped at the start of a candidate.
LEAD_DROP = frozenset("a an the on our its their this these that new novel".split())
#: Clause punctuation of a title.
TITLE_PUNCT = frozenset(": ? ! ; -- — –".split())
#: Purpose cues: lower-case token sequences after which the next noun phrase is a candidate.
PURPOSE_CUES = tuple(tuple(c.split()) for c in (
    "for", "problem of", "problems of", "task of", "tasks of", "challenge of", "study", "studies",
    "investigate", "investigates", "address", "addresses", "addressing", "tackle", "tackles",
    "focus on", "focuses on", "consider", "considers", "towards", "toward", "improve", "improves",
    "solve", "solves", "solving", "enable", "enables"))
MAX_WORDS = 8


def _surface(toks, a: int, b: int) -> str:
    return "".join(t[0] + (" " if t[5] else "") for t in toks[a:b]).strip()


def _word_starts(toks, a: int, b: int) -> list[int]:
    """Token indices in [a, b) that start a word (not inside 'fine-tuning')."""
    return [k for k in range(a, b) if k == a or toks[k - 1][5]]


def _strip_lead(toks, a: int, b: int) -> int:
    while a < b and toks[a][1] in LEAD_DROP:
        a += 1
    return a


def _title_spans(ttoks) -> list[tuple[int, int, str]]:
    """Title pieces (token spans) with their kind: 'title-piece' (split at every preposition),
    'title-cue-piece' (split at the cue words only), 'title-suffix' (word suffixes)."""
    out = []
    for split, kind in ((TITLE_SPLIT, "piece"), (TITLE_CUE_SPLIT, "cuepiece")):
        a = 0
        n = len(ttoks)
        pieces = []
        for k in range(n + 1):
            if k == n or ttoks[k][1] in TITLE_PUNCT or ttoks[k][1] in split:
                if k > a:
                    pieces.append((a, k))
                a = k + 1
        for pi, (a, b) in enumerate(pieces):
            a = _strip_lead(ttoks, a, b)
            while b > a and not ttoks[b - 1][0][:1].isalnum():
                b -= 1
            if b <= a:
                continue
            for k in _word_starts(ttoks, a, b):
                if ttoks[k][1] in LEAD_DROP:
                    continue
                out.append((k, b, kind if k == a else kind + "-suffix", pi))
    return out


def candidates(it: dict) -> list[dict]:
    """The candidates of one collected paper, one per normalised key, in first-seen order.

    Each is a dict: ``text`` (surface of its first mention), ``key``, ``src`` (set of
    sources: rule, rule-kept, rule-main, title*, np*, cue*), ``sent`` (first sentence, -1
    for title only), ``start`` (char offset of the first abstract mention, -1 if none),
    ``tags`` (rule evidence tags), ``cues`` (purpose cues before it), ``rule_score``
    (the rules' score of its group, or None).
    """
    from kg.evaluate import normalise
    toks, ttoks = it["toks"], it["ttoks"]
    text = it["ex"].clean.text
    by_key: dict[str, dict] = {}

    def add(surface: str, src: str, sent: int = -1, start: int = -1, tags=(), cue=None, group=None, tpos=None):
        surface = surface.strip(" ,.;:()[]\"'")
        if not surface or len(surface.split()) > MAX_WORDS:
            return
        key = normalise(surface)
        if not key:
            return
        c = by_key.get(key)
        if c is None:
            c = by_key[key] = {"text": surface, "key": key, "src": set(), "sent": sent, "start": start,
                               "tags": set(), "cues": set(), "groups": set(), "tpos": tpos, "n": 0}
        c["src"].add(src)
        c["tags"] |= set(tags)
        if cue:
            c["cues"].add(cue)
        if group:
            c["groups"].add(group)
        if start >= 0:
            c["n"] += 1
            if c["start"] < 0 or start < c["start"]:
                c["start"], c["sent"] = start, sent
        if tpos is not None and (c["tpos"] is None or tpos < c["tpos"]):
            c["tpos"] = tpos

    # rules: kept task mentions (with the main flag) and every Task candidate
    for m in it["ex"].mentions:
        if m.type == "Task":
            src = "rule-main" if m.main else "rule-kept"
            if m.source == "title":
                add(m.text, src + "-title")
            else:
                sent = next((i for i, (s, e) in enumerate(it["ex"].sentences) if s <= m.start < e), 0)
                add(m.text, src, sent, m.start)
    for s, e, surf, rule, tags, sent, g in it["rule_cands"]:
        add(surf, "rule", sent, s, tags, group=g)
    # title pieces
    for a, b, kind, pi in _title_spans(ttoks):
        add(_surface(ttoks, a, b), "title-" + kind, tpos=pi)
    # abstract noun phrases of the first two sentences, their suffixes, "NP of NP"
    sent_of = it["sent_of"]
    np_at = {}
    for a, b in it["nps"]:
        if b - a <= 12 and (a not in np_at or b > np_at[a]):
            np_at[a] = b

    def np_cands(a, b, src, cue=None):
        a = _strip_lead(toks, a, b)
        if b <= a:
            return
        sent = sent_of[a]
        for k in _word_starts(toks, a, b):
            add(_surface(toks, k, b), src if k == a else src + "-suffix", sent, toks[k][4], cue=cue)
        # "NP of NP"
        j = b
        if j < len(toks) and toks[j][1] == "of":
            j2 = j + 1
            while j2 < len(toks) and toks[j2][1] in LEAD_DROP:
                j2 += 1
            if j2 in np_at:
                e2 = np_at[j2]
                add(_surface(toks, a, e2), src + "-of", sent, toks[a][4], cue=cue)
    for a, b in it["nps"]:
        if sent_of[a] <= 1:
            np_cands(a, b, "np")
    # purpose cues anywhere
    lows = [t[1] for t in toks]
    for i in range(len(toks)):
        for cue in PURPOSE_CUES:
            if tuple(lows[i:i + len(cue)]) == cue:
                j = i + len(cue)
                while j < len(toks) and lows[j] in LEAD_DROP:
                    j += 1
                if j in np_at:
                    np_cands(j, np_at[j], "cue", cue=" ".join(cue))
    # rule group scores
    gs = it["group_scores"]
    for c in by_key.values():
        sc = [gs[g] for g in c["groups"] if g in gs]
        c["rule_score"] = max(sc) if sc else None
    return list(by_key.values())


def gold_main_forms(it: dict):
    """``_task_forms`` of the gold main task's aliases (kg eval's matching), or None."""
    from kg.evaluate import _gold_pairs, _Keys, _task_forms, normalise
    rec = it["rec"]
    gm = [e for e in rec.get("task", []) or [] if e.get("main")]
    if not gm:
        return None
    gkeys = _Keys(_gold_pairs(rec))
    aliases = set()
    for n in [gm[0]["name"], *gm[0].get("aliases", [])]:
        aliases |= gkeys.expand(normalise(n))
    return _task_forms(aliases)


def is_main(it: dict, text: str, gforms) -> bool:
    """Whether ``text`` matches the gold main task as ``kg eval`` matches a predicted main task."""
    from kg.evaluate import _Keys, _task_forms, normalise
    pkeys = it.setdefault("_pkeys", _Keys([(a.short, a.long) for a in it["ex"].acronyms]))
    return bool(gforms and _task_forms(pkeys.expand(normalise(text))) & gforms)


def recall(items: list[dict]) -> None:
    from collections import Counter
    tot = Counter(); hit = Counter(); by_src = Counter(); ncand = 0
    only = Counter()
    for it in items:
        g = gold_main_forms(it)
        if g is None:
            continue
        cs = candidates(it)
        ncand += len(cs)
        fresh = file_num(it["file"]) >= 60
        tot["all"] += 1; tot["fresh"] += fresh
        pos = [c for c in cs if is_main(it, c["text"], g)]
        if pos:
            hit["all"] += 1; hit["fresh"] += fresh
            srcs = set().union(*(c["src"] for c in pos))
            fam = {s.split("-")[0] for s in srcs}
            for f in fam:
                by_src[f] += 1
            if len(fam) == 1:
                only[next(iter(fam))] += 1
            if any(s.startswith("rule-main") for s in srcs):
                hit["rulemain"] += 1
    print(f"papers {tot['all']}, candidates/paper {ncand / tot['all']:.1f}")
    print(f"gold main among candidates: {hit['all']}/{tot['all']} = {hit['all'] / tot['all']:.3f}; "
          f"dev60-dev81 {hit['fresh']}/{tot['fresh']} = {hit['fresh'] / tot['fresh']:.3f}")
    print("by source family (papers whose gold main a source family holds):", dict(by_src))
    print("only that family:", dict(only))
    print("rules' own main right (as candidates):", hit["rulemain"])



# ------------------------------------------------------------------------ features
_TAGS = ("aims named-problem purpose appositive descriptor study opening purpose-clause opening-subject "
         "title-words title title-purpose title-means title-setting title-problem main-sentence result "
         "in-opening testbed enable framed gazetteer for secondary evaluation-suite example task-class "
         "threat issue improve stated-problem subject prep trailer acronym-setting").split()
_SRC = ("rule rule-kept rule-main rule-kept-title rule-main-title title-piece title-piece-suffix "
        "title-cuepiece title-cuepiece-suffix np np-suffix np-of cue cue-suffix cue-of").split()
_CUES = sorted({" ".join(c) for c in PURPOSE_CUES})
_MEANS_HEADS = frozenset("""model models method methods framework frameworks approach approaches algorithm
    algorithms network networks architecture architectures technique techniques module modules mechanism
    strategy strategies scheme schemes system systems tool toolkit estimator estimators loss""".split())
_GENERIC = frozenset("""problem problems task tasks performance results result paper work approach method
    data model models setting settings way ways issue issues challenge challenges""".split())
_NOMINAL = re.compile(r"(?:tion|sion|ment|sis|ing|ance|ence|ity|ness)s?$")


def _vocab():
    from kg import vocab
    from kg.evaluate import normalise
    from kg.extract import lexicon as L
    if not hasattr(_vocab, "v"):
        _vocab.v = (frozenset(normalise(n) for n in vocab.task_names()),
                    frozenset(normalise(n) for n in vocab.method_names()),
                    frozenset(L.TASK_HEADS), frozenset(L.METHOD_HEADS) | _MEANS_HEADS, frozenset(L.GENERIC_NOUNS))
    return _vocab.v


def features(it: dict, cands: list[dict]) -> list[dict]:
    """Feature dict of each candidate (general features: no word of any abstract)."""
    pwc_task, pwc_method, task_heads, method_heads, generic = _vocab()
    title_low = " " + " ".join(t[1] for t in it["ttoks"]) + " "
    title_words = set(title_low.split())
    text_low = it["ex"].clean.text.lower()
    n_sents = max(1, len(it["sents"]))
    proposed = [m.text.lower() for m in it["ex"].mentions if m.type == "Method" and m.role == "proposed"]
    datasets = {m.text.lower() for m in it["ex"].mentions if m.type == "Dataset"}
    from kg.extract.roles_main import title_roles
    troles = {}
    for w, r in title_roles(it["title"] or ""):
        troles.setdefault(w.replace("-", " ").split()[0] if w else w, r)
        for part in w.split("-"):
            troles.setdefault(part, r)
    rule_main = next((" ".join(m.text.lower().replace("-", " ").split()) for m in it["ex"].mentions
                      if m.type == "Task" and m.main), None)
    scores = [c["rule_score"] for c in cands if c["rule_score"] is not None]
    top = max(scores) if scores else None
    out = []
    for c in cands:
        f = {}
        for s in c["src"]:
            f["src=" + s] = 1.0
        fams = {s.split("-")[0] for s in c["src"]}
        f["n_families"] = len(fams) / 3
        for t in c["tags"]:
            if t in _TAGS:
                f["tag=" + t] = 1.0
        rs = c["rule_score"]
        if rs is not None:
            f["rule_score"] = rs / 10
            f["rule_top"] = 1.0 if rs == top else 0.0
            f["rule_gap"] = (top - rs) / 10
        else:
            f["no_rule_score"] = 1.0
        sent = c["sent"]
        if sent < 0:
            f["title_only"] = 1.0
        else:
            f[f"sent={min(sent, 3)}"] = 1.0
            f["sent_rel"] = sent / n_sents
        low = c["text"].lower()
        words = low.replace("-", " ").split()
        nw = len(words)
        f[f"len={min(nw, 5)}"] = 1.0
        # occurrences in the abstract (whole words, plural allowed)
        try:
            occ = len(re.findall(r"(?<![\w-])" + re.escape(low) + r"(?:e?s)?(?![\w-])", text_low))
        except re.error:
            occ = 0
        f[f"occ={min(occ, 3)}"] = 1.0
        in_title = (" " + " ".join(t for t in low.split()) + " ") in title_low if title_low.strip() else False
        f["in_title"] = 1.0 if in_title else 0.0
        if words and title_words:
            f["title_overlap"] = sum(w in title_words or w.rstrip("s") in title_words for w in words) / nw
        if c["tpos"] is not None:
            f[f"title_piece={min(c['tpos'], 2)}"] = 1.0
        for cue in c["cues"]:
            f["cue=" + cue] = 1.0
        head = words[-1] if words else ""
        head_s = head[:-1] if head.endswith("s") and len(head) > 3 else head
        if head in task_heads or head_s in task_heads:
            f["head_task"] = 1.0
        if head in method_heads or head_s in method_heads:
            f["head_method"] = 1.0
        if head in generic or head_s in generic or head in _GENERIC:
            f["head_generic"] = 1.0
        if _NOMINAL.search(head):
            f["head_nominal"] = 1.0
        if words and words[0].endswith("ing") and len(words[0]) > 4:
            f["lead_gerund"] = 1.0
        if c["key"] in pwc_task:
            f["pwc_task"] = 1.0
        if c["key"] in pwc_method:
            f["pwc_method"] = 1.0
        if any(ch.isupper() for w in c["text"].split()[1:] for ch in w[1:]) or re.search(r"[A-Z]{2,}", c["text"]):
            f["name_shaped"] = 1.0
        if any(ch.isdigit() for ch in c["text"]):
            f["digit"] = 1.0
        if any(p and (p in low or low in p) for p in proposed):
            f["overlaps_proposed"] = 1.0
        if low in datasets:
            f["is_dataset"] = 1.0
        f["bias_title_exists"] = 1.0 if title_low.strip() else 0.0
        if EXTRA:
            _extra(f, c, words, low, troles, rule_main, text_low, it)
        out.append(f)
    if RELATIVE:
        _relative(out, cands)
    return out


#: Switch: per-paper relative features (best title overlap, rule-score rank, longest of the
#: candidates that the title holds whole).
RELATIVE = True


def _relative(fs, cands):
    best_to = max((f.get("title_overlap", 0) for f in fs), default=0)
    ranked = sorted({c["rule_score"] for c in cands if c["rule_score"] is not None}, reverse=True)
    full = [i for i, f in enumerate(fs) if f.get("title_overlap", 0) == 1.0]
    longest = max((len(cands[i]["text"].split()) for i in full), default=0)
    for i, (f, c) in enumerate(zip(fs, cands)):
        if best_to > 0 and f.get("title_overlap", 0) == best_to:
            f["best_title_overlap"] = 1.0
        if c["rule_score"] is not None:
            r = ranked.index(c["rule_score"])
            f[f"rule_rank={min(r, 3)}"] = 1.0
        if i in full and len(c["text"].split()) == longest:
            f["longest_title_whole"] = 1.0
        if f.get("occ=0") and f.get("title_overlap", 0) == 1.0:
            f["title_only_whole"] = 1.0


#: Switch: the second feature group (title grammar roles, relation to the rules' pick,
#: context words of the first mention, lexical head and first word).
EXTRA = True
_PREV = frozenset("for on in of to study studies address tackle consider and the a".split())
_NEXT = frozenset("task tasks problem problems setting settings is are has have which that in for with ( , .".split())


def _extra(f, c, words, low, troles, rule_main, text_low, it):
    roles = [troles.get(w) for w in words if w in troles]
    for r in set(roles):
        if r:
            f["trole=" + r] = sum(x == r for x in roles) / len(words)
    if rule_main:
        rm = " " + rule_main + " "
        lw = " " + " ".join(words) + " "
        if lw == rm:
            f["is_rule_main"] = 1.0
        elif rm in lw:
            f["contains_rule_main"] = 1.0
        elif lw in rm:
            f["inside_rule_main"] = 1.0
        elif set(words) & set(rule_main.split()):
            f["shares_rule_main"] = 1.0
    else:
        f["no_rule_main"] = 1.0
    s = c["start"]
    if s >= 0:
        text = it["ex"].clean.text
        before = text[max(0, s - 25):s].lower().split()
        after = text[s + len(c["text"]):s + len(c["text"]) + 15].lower().replace("(", " ( ").replace(",", " , ").replace(".", " . ").split()
        if before and before[-1] in _PREV:
            f["prev=" + before[-1]] = 1.0
        if after and after[0] in _NEXT:
            f["next=" + after[0]] = 1.0
    if words:
        hw = words[-1][:-1] if words[-1].endswith("s") and len(words[-1]) > 3 else words[-1]
        f["headw=" + hw] = 1.0
        f["firstw=" + words[0]] = 1.0


# ------------------------------------------------------------------------ context (main44b)
#: Switch (session 44, second try): contextual features from the spaCy tok2vec vectors
#: (``doc.tensor``, 96-d, computed by the build anyway): the candidate's span vector, cosines
#: with the title, its sentence, the first sentence, the abstract and the rules' pick, and
#: hashed lexical head / first word. Values: None (off), "cos" (cosines and hashed words
#: only), "vec" (plus the 96 span dimensions), "prod" (plus span x title products).
CONTEXT = os.environ.get("PAPERKG_MAIN44B_CONTEXT", "vec") or None
HASH_BUCKETS = 256


def _unit(v):
    import numpy as np
    n = float(np.linalg.norm(v))
    return v / n if n > 0 else v


def _cos(a, b) -> float:
    import numpy as np
    if a is None or b is None:
        return 0.0
    na, nb = float(np.linalg.norm(a)), float(np.linalg.norm(b))
    return float(a @ b / (na * nb)) if na > 0 and nb > 0 else 0.0


def _span_vec(toks, T, start: int, length: int):
    """Mean tok2vec vector of the tokens starting in [start, start + length), or None."""
    import numpy as np
    if T is None or start < 0:
        return None
    ks = [k for k, t in enumerate(toks) if start <= t[4] < start + length]
    if not ks:
        return None
    return np.asarray(T[ks], dtype=np.float32).mean(0)


def _hash(word: str) -> int:
    import zlib
    return zlib.crc32(word.encode("utf-8")) % HASH_BUCKETS


def context_features(it: dict, cands: list[dict], fs: list[dict], mode: str = "vec") -> None:
    """Add the contextual features of each candidate to its feature dict (in place)."""
    import numpy as np
    toks, ttoks = it["toks"], it["ttoks"]
    T = it.get("tensor")
    if T is not None and len(T) != len(toks):
        T = None
    TT = it.get("ttensor")
    if TT is not None and len(TT) != len(ttoks):
        TT = None
    T32 = np.asarray(T, dtype=np.float32) if T is not None else None
    title_vec = np.asarray(TT, dtype=np.float32).mean(0) if TT is not None and len(TT) else None
    doc_vec = T32.mean(0) if T32 is not None and len(T32) else None
    sents = it["sents"]
    sent_vecs = [T32[a:b].mean(0) if T32 is not None and b > a else None for a, b in sents]
    first_vec = sent_vecs[0] if sent_vecs else None
    title_low = (it["title"] or "").lower()
    vecs = []
    for c in cands:
        v = _span_vec(toks, T32, c["start"], len(c["text"]))
        tv = None
        if title_vec is not None:
            j = title_low.find(c["text"].lower())
            if j >= 0:
                tv = _span_vec(ttoks, TT, j, len(c["text"]))
        vecs.append((v, tv))
    rule_main = next((i for i, c in enumerate(cands) if any(s.startswith("rule-main") for s in c["src"])), None)
    rm_vec = None
    if rule_main is not None:
        rm_vec = vecs[rule_main][0] if vecs[rule_main][0] is not None else vecs[rule_main][1]
    for c, f, (v, tv) in zip(cands, fs, vecs):
        u = v if v is not None else tv
        if u is None:
            f["ctx_none"] = 1.0
        else:
            f["ctx_cos_title"] = _cos(u, title_vec)
            f["ctx_cos_doc"] = _cos(u, doc_vec)
            f["ctx_cos_first"] = _cos(u, first_vec)
            if v is not None and 0 <= c["sent"] < len(sent_vecs):
                f["ctx_cos_sent"] = _cos(v, sent_vecs[c["sent"]])
            if tv is not None and v is not None:
                f["ctx_cos_abs_title"] = _cos(v, tv)
            if rm_vec is not None:
                f["ctx_cos_rulemain"] = _cos(u, rm_vec)
            if mode in ("vec", "prod"):
                uu = _unit(u)
                for d in range(len(uu)):
                    f[f"ctx_v{d}"] = float(uu[d])
                if mode == "prod" and title_vec is not None:
                    pt = uu * _unit(title_vec)
                    for d in range(len(pt)):
                        f[f"ctx_p{d}"] = float(pt[d]) * 10
        words = c["text"].lower().replace("-", " ").split()
        if words:
            hw = words[-1][:-1] if words[-1].endswith("s") and len(words[-1]) > 3 else words[-1]
            f[f"hash_head={_hash(hw)}"] = 1.0
            f[f"hash_first={_hash(words[0])}"] = 1.0


# ------------------------------------------------------------------------ ranker
def build(items: list[dict]):
    """Per paper: candidates, features and labels (papers with a gold main task)."""
    rows = []
    for it in items:
        g = gold_main_forms(it)
        if g is None:
            continue
        cs = candidates(it)
        fs = features(it, cs)
        if CONTEXT:
            context_features(it, cs, fs, CONTEXT)
        y = [1.0 if is_main(it, c["text"], g) else 0.0 for c in cs]
        rows.append((it, cs, fs, y))
    return rows


class Ranker:
    """Conditional logit over the candidates of one paper (numpy, L2, Adam, deterministic)."""

    def __init__(self, l2: float = 1e-2, epochs: int = 300, lr: float = 0.05, pairs: bool = False,
                 min_lex: int = 30):
        self.l2, self.epochs, self.lr, self.pairs, self.min_lex = l2, epochs, lr, pairs, min_lex

    def _matrix(self, fs_list, fit=False):
        import numpy as np
        if fit:
            names = set()
            for fs in fs_list:
                for f in fs:
                    names |= set(f)
            if self.pairs:
                names |= {a + "&" + b for fs in fs_list for f in fs for a in f for b in f
                          if a < b and a.startswith(("src=", "tag=")) and b.startswith(("src=", "tag=", "head_", "len=", "sent=", "in_title", "title_only"))}
            from collections import Counter
            cnt = Counter(k for fs in fs_list for f in fs for k in f if k.startswith(("headw=", "firstw=")))
            names = {n for n in names if not n.startswith(("headw=", "firstw=")) or cnt[n] >= self.min_lex}
            self.names = sorted(names)
            self.index = {n: i for i, n in enumerate(self.names)}
        mats = []
        for fs in fs_list:
            X = np.zeros((len(fs), len(self.names)), dtype=np.float32)
            for r, f in enumerate(fs):
                items = list(f.items())
                if self.pairs:
                    keys = [k for k in f if k.startswith(("src=", "tag="))]
                    more = [k for k in f if k.startswith(("src=", "tag=", "head_", "len=", "sent=", "in_title", "title_only"))]
                    items += [(a + "&" + b, f[a] * f[b]) for a in keys for b in more if a < b]
                for k, v in items:
                    j = self.index.get(k)
                    if j is not None:
                        X[r, j] = v
            mats.append(X)
        return mats

    def fit(self, rows):
        import numpy as np
        rows = [r for r in rows if any(r[3])]
        mats = self._matrix([r[2] for r in rows], fit=True)
        X = np.vstack(mats)
        Y = np.concatenate([np.array(r[3]) for r in rows])
        seg = np.concatenate([[i] * len(r[3]) for i, r in enumerate(rows)]).astype(int)
        n = len(rows)
        w = np.zeros(X.shape[1])
        m = np.zeros_like(w); v = np.zeros_like(w)
        for t in range(1, self.epochs + 1):
            z = X @ w
            zmax = np.full(n, -np.inf); np.maximum.at(zmax, seg, z)
            e = np.exp(z - zmax[seg])
            den = np.zeros(n); np.add.at(den, seg, e)
            p = e / den[seg]
            ey = e * Y
            num = np.zeros(n); np.add.at(num, seg, ey)
            q = ey / num[seg]  # posterior over the positives
            grad = X.T @ (p - q) / n + self.l2 * w
            m = 0.9 * m + 0.1 * grad; v = 0.999 * v + 0.001 * grad * grad
            w -= self.lr * (m / (1 - 0.9 ** t)) / (np.sqrt(v / (1 - 0.999 ** t)) + 1e-8)
        self.w = w
        return self

    def scores(self, fs):
        return self._matrix([fs])[0] @ self.w

    def pick(self, cs, fs):
        s = self.scores(fs)
        order = sorted(range(len(cs)), key=lambda i: (-round(float(s[i]), 9), cs[i]["start"] if cs[i]["start"] >= 0 else 10 ** 9, cs[i]["key"]))
        return order[0] if order else None


def with_main(it: dict, cand) -> object:
    """The rules' extraction of ``it`` with ``cand`` (a candidate dict, or None for the rules' own
    choice) as its main task; a candidate that no Task mention names becomes a new Task mention."""
    from dataclasses import replace
    from kg.evaluate import normalise
    from kg.records import Mention
    ex = it["ex"]
    if cand is None:
        return ex
    ms = list(ex.mentions)
    idx = next((i for i, m in enumerate(ms) if m.type == "Task" and normalise(m.text) == cand["key"]), None)
    ms = [replace(m, main=False) if m.main else m for m in ms]
    if idx is not None:
        ms[idx] = replace(ms[idx], main=True)
    elif cand["start"] >= 0:
        s = cand["start"]
        ms.append(Mention(cand["text"], "Task", s, s + len(cand["text"]), "task", "task-learned-main", 0.5, main=True))
    else:
        title = it["title"] or ""
        s = max(0, title.find(cand["text"]))
        ms.append(Mention(cand["text"], "Task", s, s + len(cand["text"]), "task", "task-learned-main", 0.5,
                          main=True, source="title"))
    ms.sort(key=lambda m: (m.source != "abstract", m.start, m.end, m.type, m.role))
    return replace(ex, mentions=tuple(ms))


def score_rows(rows, picks) -> tuple:
    """(main right, total, task tp, fp, fn) by kg eval's evaluate_extractions; picks[i] is a
    candidate dict or None (the rules' extraction unchanged)."""
    from kg.evaluate import evaluate_extractions
    rep = evaluate_extractions([r[0]["rec"] for r in rows], [with_main(r[0], p) for r, p in zip(rows, picks)])
    s = rep.scores["task"]
    return rep.main_right, rep.main_total, s.tp, s.fp, s.fn


def _fmt(name, r):
    right, tot, tp, fp, fn = r
    p = tp / (tp + fp) if tp + fp else 0; rc = tp / (tp + fn) if tp + fn else 0
    f1 = 2 * p * rc / (p + rc) if p + rc else 0
    return f"{name:28s} main {right}/{tot} = {right / tot:.3f}  task tp {tp} fp {fp} fn {fn} F1 {f1:.4f}"


def run_split(train, test, name, **kw):
    model = Ranker(**kw).fit(train)
    picks = []
    for it, cs, fs, y in test:
        i = model.pick(cs, fs)
        picks.append(cs[i] if i is not None else None)
    base = score_rows(test, [None] * len(test))
    new = score_rows(test, picks)
    print(_fmt(name + " rules", base)); print(_fmt(name + " ranker", new))
    return base, new, model


def evaluate(items: list[dict], **kw) -> None:
    rows = build(items)
    train = [r for r in rows if file_num(r[0]["file"]) < 60]
    test = [r for r in rows if file_num(r[0]["file"]) >= 60]
    print(f"train {len(train)} papers, test (dev60-dev81) {len(test)} papers")
    run_split(train, test, "dev60-81", **kw)
    # 5 folds by file, fixed by sorted file name
    files = sorted({r[0]["file"] for r in rows}, key=lambda n: (file_num(n), n))
    tot_b = [0] * 5; tot_n = [0] * 5
    for k in range(5):
        fold = set(files[k::5])
        b, n, _ = run_split([r for r in rows if r[0]["file"] not in fold], [r for r in rows if r[0]["file"] in fold],
                            f"fold{k}", **kw)
        tot_b = [x + y for x, y in zip(tot_b, b)]; tot_n = [x + y for x, y in zip(tot_n, n)]
    print(_fmt("5-fold rules", tot_b)); print(_fmt("5-fold ranker", tot_n))


def main_cli(argv):
    cmd = argv[0] if argv else "recall"
    items = collect()
    if cmd == "recall":
        recall(items)
    elif cmd == "eval":
        evaluate(items)


if __name__ == "__main__" and sys.argv[1:2] != ["collect"]:
    main_cli(sys.argv[1:])
