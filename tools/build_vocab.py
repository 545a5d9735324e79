#!/usr/bin/env python3
"""Compile the shipped vocabularies (kg/data/vocab/*.json.gz) from the shared dumps (../shared/vocab).

Usage::

    python tools/build_vocab.py [--src ../shared/vocab] [--out kg/data/vocab]

Inputs (read-only, see ../shared/README.md):

* ``pwc/methods.json.gz`` - Papers with Code methods (name, full_name, url, collections).
* ``pwc/all_tasks.txt`` - task names, one quoted name per line (junk rows filtered).
* ``pwc/*/*_tasks_detailed.csv`` - task -> datasets, benchmarks, metrics, categories.
* ``pwc/hierarchical/*_hierarchy.json`` - task trees with benchmarks and metrics.
* ``pwc/hierarchical/*_hierarchy.csv`` - task -> parent task.
* ``cso/cso_v3_2019_klink.csv`` - CSO 3.1 as ``subject;predicate;object`` rows.

Outputs (deterministic: sorted keys, gzip header without name/mtime):

* ``pwc_methods.json.gz`` ``{"methods": [{name, full_name, slug, areas, num_papers[, spelt, gloss]}]}``
* ``pwc_tasks.json.gz`` ``{"tasks": [{name, parent, datasets, metrics, areas}],
  "datasets": [...], "metrics": [...]}``
* ``cso_topics.json.gz`` ``{"topics": {label: [broader, equivalents, primary]}}``

Filtering rules are documented on the functions below. Errors name the file and line.
"""
from __future__ import annotations

import argparse
import bisect
import csv
import gzip
import io
import json
import re
import sys
from collections import defaultdict
from pathlib import Path
from urllib.parse import urlparse

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from kg.vocab import CSO_FILE, PWC_METHODS_FILE, PWC_TASKS_FILE, normalise  # noqa: E402

csv.field_size_limit(10_000_000)


class BuildError(RuntimeError):
    """Bad input data; the message names the file and line."""


# --------------------------------------------------------------------------- filters

_SIZE_TOKEN = re.compile(r"^\d+(\.\d+)?\s*[kKmMbB]?$")


def is_junk_task(name: str, all_names: list[str]) -> bool:
    """True for a task row that is not a usable task name.

    Junk: empty; no run of 2+ letters; a bare size/number (``"16k"``, ``"2k"``);
    longer than 100 characters; or a truncated copy of another name (a strict prefix
    of another task name (``all_names``, sorted) that stops inside a word: ``"1 Image, 2*2 Stitchi"`` of
    ``"1 Image, 2*2 Stitching"``).
    """
    name = name.strip()
    if not name or len(name) > 100 or _SIZE_TOKEN.match(name) or not re.search(r"[A-Za-z]{2}", name):
        return True
    # ``all_names`` is sorted, so the names that extend ``name`` follow it contiguously.
    i = bisect.bisect_right(all_names, name)
    while i < len(all_names) and all_names[i].startswith(name):
        other = all_names[i]
        if len(other) > len(name) and other[len(name)].isalnum() and name[-1].isalnum():
            return True
        i += 1
    return False


_SPLIT_SUFFIX = re.compile(
    r"\s+(?:\(?\s*)?(?:test[- ]?dev|test[- ]?std|test[- ]?challenge|testfinal|test|val(?:idation)?|dev|train)"
    r"(?:\s*\))?$",
    re.IGNORECASE,
)
_DATASET_WORD = re.compile(r"\b(dataset|data set|corpus|benchmark|database|challenge|suite)s?\b", re.I)


#: One token without spaces (a part of a compound benchmark name, :func:`_name_shaped`).
_ONE_TOKEN = re.compile(r"\S+").fullmatch
#: A trailing parenthesis: ``"Voice Bank corpus (VCTK)"``, ``"CoNLL 2003 (English)"``.
_TRAILING_PAREN = re.compile(r"^(.+?)\s*\(([^()]+)\)$")
#: An abbreviation inside such a parenthesis: letters, digits, hyphens and dots, at least
#: 3 characters, upper case, 2 capitals or more ("VCTK", "DAIC-WOZ", "LRW-1000"; not
#: "ResNet-101", "S5").
_PAREN_ABBR = re.compile(r"(?=(?:[^A-Z]*[A-Z]){2})[A-Z0-9][A-Z0-9.-]{2,11}")


def _name_shaped(part: str) -> bool:
    """Whether one part of a compound name is a name on its own: one token with a capital
    after its first character or a digit ("MNLI", "VoiceBank", "Wiki-Auto")."""
    return bool(_ONE_TOKEN(part)) and (any(c.isupper() for c in part[1:]) or any(c.isdigit() for c in part))


def alternate_names(name: str) -> list[str]:
    """Other names of a dataset that a PwC benchmark name itself spells out.

    * a compound of benchmarks joined by `` + `` whose parts are all name-shaped
      (:func:`_name_shaped`): each part (``"MNLI + SNLI + ANLI + FEVER"`` -> ``"MNLI"``,
      ``"SNLI"``, ...; ``"Ant + Maze"`` gives nothing);
    * a trailing parenthesis: the name before it when :func:`_distinct_base`
      (``"CoNLL 2003 (English)"`` -> ``"CoNLL 2003"``; not ``"Lila (OOD)"`` -> ``"Lila"``),
      and the parenthesis when it abbreviates the name before it: an upper-case
      abbreviation of 3-12 characters with 2 capitals or more, the name before it of two
      words or more (articles aside) whose first word starts with the abbreviation's
      first letter (``"National Lung Screening Trial (NLST)"`` -> ``"NLST"``; not
      ``"Lila (OOD)"``, ``"CLUE (DRCD)"``).

    Args:
        name: one item of a PwC dataset/benchmark cell.
    Returns:
        The alternate names, unfiltered (:func:`clean_dataset` filters them), in order.
    """
    name = re.sub(r"\s+", " ", name).strip().strip(",;").strip()
    out: list[str] = []
    parts = name.split(" + ")
    if len(parts) > 1 and all(_name_shaped(p.strip()) for p in parts):
        out.extend(p.strip() for p in parts)
    m = _TRAILING_PAREN.match(name)
    if m:
        base, inner = m.group(1).strip(), m.group(2).strip()
        if _distinct_base(base):
            out.append(base)
        words = [w for w in base.split() if w.lower() not in ("a", "an", "the")]
        if len(words) >= 2 and _PAREN_ABBR.fullmatch(inner) and inner[0] == words[0][0].upper():
            out.append(inner)
    return out


def _distinct_base(base: str) -> bool:
    """Whether the name before a trailing parenthesis is distinctive enough to stand alone:
    not one alphabetic word, unless a camel-case one ("CoNLL 2003", "COCO-20i", "LegalBench";
    not "MASS", "Texas", "iPhone": words and acronyms with other senses)."""
    if " " in base or not base.isalpha():
        return True
    return base[0].isupper() and any(c.islower() for c in base) and any(c.isupper() for c in base[1:])


def clean_dataset(name: str) -> list[str]:
    """Usable dataset names from one PwC dataset/benchmark cell item.

    Strips whitespace and trailing ``,;``; keeps a name when it has a capital letter or
    a digit, or when it is several words one of which is dataset/corpus/benchmark/...;
    drops names with fewer than 2 letters or over 80 characters. A benchmark with a
    split suffix (``"COCO test-dev"``, ``"BDD100K val"``) also yields the bare name, and
    the :func:`alternate_names` it spells out are kept under the same filter.
    """
    name = re.sub(r"\s+", " ", name).strip().strip(",;").strip()
    out: list[str] = []
    for cand in (name, _SPLIT_SUFFIX.sub("", name).strip(), *alternate_names(name)):
        if not cand or len(cand) > 80 or len(re.findall(r"[^\W\d_]", cand)) < 2:
            continue
        if not (re.search(r"[A-Z0-9]", cand) or (" " in cand and _DATASET_WORD.search(cand))):
            continue
        if cand not in out:
            out.append(cand)
    return out


#: A lower-case hyphenated dataset name: a stem of 4+ letters and digits, then hyphenated
#: parts ("ogbn-arxiv", "ogbg-molhiv").
_LOWER_HYPHENATED = re.compile(r"([a-z][a-z0-9]{3,})(?:-[a-z0-9]+)+")
#: The fewest lower-case hyphenated names that make their stem a naming scheme of datasets.
LOWER_FAMILY_MIN_NAMES = 3


def lowercase_family_names(names: set[str]) -> set[str]:
    """Lower-case hyphenated PwC dataset names whose stem at least
    :data:`LOWER_FAMILY_MIN_NAMES` such names share: a benchmark suite's naming scheme
    ("ogbn-arxiv", "ogbn-mag", "ogbn-proteins" of the Open Graph Benchmark), kept though
    :func:`clean_dataset` drops names without a capital or digit (most lower-case names
    are junk: "custom", "iris", "en-es").

    Args:
        names: the raw dataset/benchmark cell items.
    Returns:
        The names of such families.
    """
    by_stem: dict[str, set[str]] = defaultdict(set)
    for name in names:
        m = _LOWER_HYPHENATED.fullmatch(name)
        if m:
            by_stem[m.group(1)].add(name)
    return {n for group in by_stem.values() if len(group) >= LOWER_FAMILY_MIN_NAMES for n in group}


def clean_metric(name: str) -> str | None:
    """A usable metric name or None: stripped; at least 2 letters; at most 60 characters."""
    name = re.sub(r"\s+", " ", name).strip().strip(",;").strip()
    if len(name) > 60 or len(re.findall(r"[^\W\d_]", name)) < 2:
        return None
    return name


def split_list(cell: str) -> list[str]:
    """Split a ``"a; b; c"`` cell, dropping a trailing truncation marker ``...``."""
    items = [x.strip() for x in (cell or "").split(";")]
    return [x for x in items if x and x not in ("...", "N/A") and not x.endswith("...")]


# --------------------------------------------------------------------------- PwC


_MD_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_SENTENCE_END = re.compile(r"(?<![A-Z][a-z])(?<!\be\.g)(?<!\bi\.e)\.(?:\s|$)|[\r\n]")
_GLOSS_START = re.compile(r"\b(?:is|are|was)\s+(?:(?:a|an|the|one)\s+)?(?:(?:type|kind|form|family|variant|class)\s+of\s+(?:an?\s+)?)?")
_GLOSS_END = re.compile(r"\s*(?:[,;:()]|(?<![\w-])(?:that|which|where|who|used|for|in|to|by|with|based|proposed|introduced)\b(?!-))")


def _first_sentence(description: str) -> str:
    """The first sentence of a PwC description, markdown links and emphasis removed."""
    text = _MD_LINK.sub(r"\1", description).replace("**", "").replace("*", "").replace("$", "")
    text = " ".join(text.split("\n")[0].split()) if text.strip() else ""
    m = _SENTENCE_END.search(text)
    return text[: m.start()] if m else text


def _long_name(text: str) -> bool:
    """Two or more words with small letters ("Poll and Pool"): a spelt-out name."""
    return sum(1 for w in re.split(r"[\s-]+", text) if sum(map(str.islower, w)) >= 2) >= 2 and len(text) <= 80


#: Words before a spelt-out name that are not part of it ("also known as Bahdanau Attention").
_LEADING_FILLER = re.compile(r"^(?:(?:also\s+)?(?:known|referred\s+to)\s+as\s+|(?:a|an|the)\s+)", re.IGNORECASE)


def _initials_hold(short: str, long: str) -> bool:
    """The capitals of ``short`` are, in order, among the initials of ``long``'s words."""
    initials = iter(w[0].upper() for w in re.split(r"[\s-]+", long) if w)
    return all(c in initials for c in short if c.isupper())


def description_sense(name: str, description: str) -> tuple[str, str]:
    """What a Papers with Code method that PwC names only by its short form (full name =
    name, "SSD", "PnP") is, read from the first sentence of its description.

    Args:
        name: the method's short name as PwC gives it.
        description: PwC's markdown description (may be empty).
    Returns:
        ``(spelt, gloss)``: ``spelt`` the spelt-out name the sentence gives beside the short
        one ("**PnP**, or **Poll and Pool**, is ...", "**Retriever-Augmented Generation**, or
        **RAG**", "A ... Module (SRM)"), else ""; ``gloss`` the genus phrase after "is a"
        up to a relative clause, comma or preposition ("**SSD** is a single-stage object
        detection method that ..." -> "single-stage object detection method"), else "".
    """
    sent = _first_sentence(description)
    if not sent or name not in sent:
        return "", ""
    n = re.escape(name)
    spelt = ""
    for pat in (rf"^(?:An?|The)?\s*{n},?\s+or\s+([^,;.()]+?)\s*(?:,|\bis\b|\bare\b|$)",
                rf"^(?:An?|The)?\s*([^,;.()]+?),?\s+or\s+{n}\b",
                rf"^(?:An?|The)?\s*([^,;.()]+?)\s*\({n}\)"):
        m = re.search(pat, sent)
        if m and _long_name(m.group(1).strip()):
            spelt = _LEADING_FILLER.sub("", m.group(1).strip())
            break
    if not spelt:
        # an appositive whose initials hold the short name's capitals in order:
        # "**A3C**, Asynchronous Advantage Actor Critic, is ..."
        m = re.search(rf"^(?:An?|The)?\s*{n},\s+([^,;.()]+?)\s*,", sent)
        if m and _long_name(m.group(1)) and _initials_hold(name, m.group(1)):
            spelt = _LEADING_FILLER.sub("", m.group(1).strip())
    gloss = ""
    m = _GLOSS_START.search(sent)
    if m:
        rest = sent[m.end():]
        end = _GLOSS_END.search(rest)
        gloss = (rest[: end.start()] if end else rest).strip()
        if len(gloss.split()) > 8:
            gloss = " ".join(gloss.split()[:8])
    return spelt, gloss


def build_methods(path: Path) -> dict:
    """Methods from methods.json.gz: name, full_name, slug (from the URL), areas, num_papers;
    for a method whose full name is only its short name, also the ``spelt`` name and the
    ``gloss`` its description's first sentence gives (:func:`description_sense`; left out
    when empty)."""
    try:
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            raw = json.load(fh)
    except (OSError, ValueError) as exc:
        raise BuildError(f"{path}: cannot read: {exc}") from exc
    methods = []
    for i, m in enumerate(raw):
        try:
            url = m["url"]
            slug = urlparse(url).path.rstrip("/").split("/")[-1]
            name = (m.get("name") or "").strip()
            full = (m.get("full_name") or "").strip() or name
        except (KeyError, TypeError, AttributeError) as exc:
            raise BuildError(f"{path}: record {i + 1}: missing field {exc}") from exc
        if not slug or not name:
            continue
        areas = sorted({c["area"] for c in m.get("collections") or [] if c.get("area")})
        rec = {"name": name, "full_name": full, "slug": slug, "areas": areas,
               "num_papers": int(m.get("num_papers") or 0)}
        if full == name:
            # PwC gives only the short name: its description tells what it names
            spelt, gloss = description_sense(name, m.get("description") or "")
            if spelt:
                rec["spelt"] = spelt
            if gloss:
                rec["gloss"] = gloss
        methods.append(rec)
    methods.sort(key=lambda x: (x["slug"], x["name"]))
    return {"methods": methods}


def _read_csv(path: Path) -> list[dict[str, str]]:
    try:
        with path.open(newline="", encoding="utf-8") as fh:
            return list(csv.DictReader(fh))
    except (OSError, csv.Error, UnicodeDecodeError) as exc:
        raise BuildError(f"{path}: cannot read CSV: {exc}") from exc


def build_tasks(pwc: Path) -> dict:
    """Tasks with parent, datasets, metrics, areas; plus the dataset and metric gazetteers.

    Parent: among the parents the hierarchy CSVs give a task, junk parents are dropped
    (see :func:`is_junk_task`); a parent must share a normalised word with the child and
    must not be more specific than it ("Machine Reading Comprehension" -> "Reading
    Comprehension", but not "Object Detection" -> "2D Object Detection"); the shortest
    such parent wins; otherwise None. (The archive's hierarchy attaches many tasks to
    alphabetically-first junk rows and unrelated tasks, hence the care.)
    """
    names_path = pwc / "all_tasks.txt"
    all_names: list[str] = []
    try:
        text = names_path.read_text(encoding="utf-8")
    except OSError as exc:
        raise BuildError(f"{names_path}: cannot read: {exc}") from exc
    for row in csv.reader(io.StringIO(text)):
        if row:
            all_names.append(row[0].strip())
    name_set = set(all_names)

    datasets: dict[str, set[str]] = defaultdict(set)
    metrics: dict[str, set[str]] = defaultdict(set)
    areas: dict[str, set[str]] = defaultdict(set)
    parents: dict[str, list[str]] = defaultdict(list)

    for path in sorted(pwc.glob("*/*_tasks_detailed.csv")):
        for row in _read_csv(path):
            task = (row.get("Task Name") or "").strip()
            if not task:
                continue
            name_set.add(task)
            for col in ("Common Datasets (Top 10)", "Benchmarks"):
                datasets[task].update(split_list(row.get(col, "")))
            metrics[task].update(split_list(row.get("SOTA Metrics", "")))
            areas[task].update(split_list(row.get("Categories", "")))

    def walk(node: dict, parent: str | None, src: Path) -> None:
        task = (node.get("name") or "").strip()
        if not task:
            return
        name_set.add(task)
        datasets[task].update(b.strip() for b in node.get("benchmarks") or [])
        metrics[task].update(x.strip() for x in node.get("metrics") or [])
        if node.get("area"):
            areas[task].add(node["area"])
        for child in node.get("children") or []:
            walk(child, task, src)

    for path in sorted((pwc / "hierarchical").glob("*_hierarchy.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise BuildError(f"{path}: cannot read JSON: {exc}") from exc
        for node in data.get("hierarchical_tasks") or []:
            walk(node, None, path)

    for path in sorted((pwc / "hierarchical").glob("*_hierarchy.csv")):
        for row in _read_csv(path):
            task = (row.get("Task Name") or "").strip()
            parent = (row.get("Parent Task") or "").strip()
            if task:
                name_set.add(task)
                metrics[task].update(split_list(row.get("Metrics", "")))
                datasets[task].update(split_list(row.get("Benchmarks", "")))
            if task and parent and parent != task and parent not in parents[task]:
                parents[task].append(parent)

    sorted_names = sorted(name_set)
    good = {n for n in name_set if not is_junk_task(n, sorted_names)}

    def choose_parent(task: str) -> str | None:
        words = set(normalise(task).split())
        cands = []
        for p in parents.get(task, []):
            pwords = set(normalise(p).split())
            # a plausible parent shares a word with the child and is not more specific
            if p in good and words & pwords and not pwords > words and pwords != words:
                cands.append(p)
        return sorted(cands, key=lambda p: (len(p), p))[0] if cands else None

    all_datasets: set[str] = set()
    all_metrics: set[str] = set()
    tasks = []
    family = lowercase_family_names({d.strip() for v in datasets.values() for d in v})
    for task in sorted(good):
        ds = sorted({c for d in datasets.get(task, ()) for c in clean_dataset(d)}
                    | {d.strip() for d in datasets.get(task, ()) if d.strip() in family})
        ms = sorted({m for m in (clean_metric(x) for x in metrics.get(task, ())) if m})
        all_datasets.update(ds)
        all_metrics.update(ms)
        tasks.append({"name": task, "parent": choose_parent(task), "datasets": ds, "metrics": ms,
                      "areas": sorted(areas.get(task, ()))})
    return {"tasks": tasks, "datasets": sorted(all_datasets), "metrics": sorted(all_metrics)}


# --------------------------------------------------------------------------- CSO


def build_cso(path: Path) -> dict:
    """Topics of the CSO klink CSV: ``{label: [broader labels, equivalent labels, primary]}``.

    ``"a";klink:broaderGeneric;"b"`` is read as *a is broader than b* (checked on
    ``"artificial intelligence";klink:broaderGeneric;"machine learning"``), so it adds
    ``a`` to b's broader list. ``relatedEquivalent`` is kept symmetric; ``primaryLabel``
    gives the cluster's preferred label; ``contributesTo`` is not used.
    """
    topics: set[str] = set()
    broader: dict[str, set[str]] = defaultdict(set)
    equiv: dict[str, set[str]] = defaultdict(set)
    primary: dict[str, str] = {}
    try:
        fh = path.open(newline="", encoding="utf-8")
    except OSError as exc:
        raise BuildError(f"{path}: cannot read: {exc}") from exc
    with fh:
        for lineno, row in enumerate(csv.reader(fh, delimiter=";", quotechar='"'), start=1):
            if not row:
                continue
            if len(row) != 3:
                raise BuildError(f"{path}:{lineno}: expected 3 fields, got {len(row)}: {row!r}")
            s, p, o = (x.strip() for x in row)
            if p == "rdf:type":
                topics.add(s)
            elif p == "rdfs:label":
                topics.add(s)
            elif p == "klink:broaderGeneric":
                if s != o:
                    broader[o].add(s)
                topics.update((s, o))
            elif p == "klink:relatedEquivalent":
                if s != o:
                    equiv[s].add(o)
                    equiv[o].add(s)
            elif p == "klink:primaryLabel":
                primary[s] = o
    out = {}
    for t in sorted(topics):
        prim = primary.get(t, t)
        out[t] = [sorted(broader.get(t, ())), sorted(equiv.get(t, ())), "" if prim == t else prim]
    return {"topics": out}


# --------------------------------------------------------------------------- output


def write_json_gz(path: Path, data: dict) -> int:
    """Write ``data`` as compact, key-sorted JSON in a reproducible gzip (mtime 0, no name)."""
    raw = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode("utf-8")
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, compresslevel=9, mtime=0) as gz:
        gz.write(raw)
    path.write_bytes(buf.getvalue())
    return len(buf.getvalue())


def main(argv: list[str] | None = None) -> int:
    """Build all vocabulary files; returns the exit code (1 with a message on bad input)."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--src", type=Path, default=REPO.parent / "shared" / "vocab",
                    help="the shared vocabulary dumps (default: ../shared/vocab)")
    ap.add_argument("--out", type=Path, default=REPO / "kg" / "data" / "vocab",
                    help="output folder (default: kg/data/vocab)")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    try:
        methods = build_methods(args.src / "pwc" / "methods.json.gz")
        tasks = build_tasks(args.src / "pwc")
        cso = build_cso(args.src / "cso" / "cso_v3_2019_klink.csv")
    except BuildError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    for name, data in ((PWC_METHODS_FILE, methods), (PWC_TASKS_FILE, tasks), (CSO_FILE, cso)):
        size = write_json_gz(args.out / name, data)
        print(f"{args.out / name}: {size} bytes")
    print(f"{len(methods['methods'])} methods, {len(tasks['tasks'])} tasks, {len(tasks['datasets'])} datasets, "
          f"{len(tasks['metrics'])} metrics, {len(cso['topics'])} CSO topics")
    return 0


if __name__ == "__main__":
    sys.exit(main())
