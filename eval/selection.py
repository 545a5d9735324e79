"""Shared parts of the selection scripts of the gold sets that were annotated blind
(`select_dev13.py`, `select_dev14_15.py`, `select_dev16_17.py`, `select_dev18_19.py`; run from the repository root).

A set is drawn from the corpus records that no gold file held when it was selected. Since later
sets add gold files, each script must leave out the ids of the sets added after its own, or
its pools (and so `random.sample`) change and it no longer reproduces its set:
:func:`used_ids` reads every gold file except the blind sets from the named one on
(:data:`BLIND_SETS`, in the order they were added; a new set is appended there).

Ids follow eval/README.md (D1): the record's `id`, else its `openreview_id`, else
`<corpus>-<0-based line number in the corpus file>` (:func:`record_id`). Records whose abstract
is shorter than 600 characters (after stripping whitespace) are never drawn (:func:`pool`).
"""
import glob
import json
import re
from pathlib import Path

CORPUS = "../shared/corpus"
#: The corpora and how many abstracts each set takes from them, in drawing order.
PLAN = [("icml2024", 9), ("neurips2023", 8), ("iclr2024", 8)]
#: The gold files of eval/ added as blind sets, in the order they were added.
BLIND_SETS = ("dev13.jsonl", "dev14.jsonl", "dev15.jsonl", "dev16.jsonl", "dev17.jsonl",
              "dev18.jsonl", "dev19.jsonl", "dev20.jsonl", "dev21.jsonl",
              "dev22.jsonl", "dev23.jsonl", "dev24.jsonl", "dev25.jsonl",
              "dev26.jsonl", "dev27.jsonl", "dev28.jsonl", "dev29.jsonl",
              "dev30.jsonl", "dev31.jsonl", "dev32.jsonl", "dev33.jsonl",
              "dev34.jsonl", "dev35.jsonl", "dev36.jsonl", "dev37.jsonl",
              "dev38.jsonl", "dev39.jsonl", "dev40.jsonl", "dev41.jsonl",
              "dev42.jsonl", "dev43.jsonl", "dev44.jsonl", "dev45.jsonl",
              "dev46.jsonl", "dev47.jsonl", "dev48.jsonl", "dev49.jsonl",
              "dev50.jsonl", "dev51.jsonl", "dev52.jsonl", "dev53.jsonl",
              "dev54.jsonl", "dev55.jsonl",
              "dev56.jsonl", "dev57.jsonl",
              "dev58.jsonl", "dev59.jsonl",
              "dev60.jsonl", "dev61.jsonl",
              "dev62.jsonl", "dev63.jsonl",
              "dev64.jsonl", "dev65.jsonl",
              "dev66.jsonl", "dev67.jsonl",
              "dev68.jsonl", "dev69.jsonl",
              "dev70.jsonl", "dev71.jsonl",
              "dev72.jsonl", "dev73.jsonl",
              "dev74.jsonl", "dev75.jsonl",
              "dev76.jsonl", "dev77.jsonl",
              "dev78.jsonl", "dev79.jsonl",
              "dev80.jsonl", "dev81.jsonl",
              "dev82.jsonl", "dev83.jsonl",
              "dev84.jsonl", "dev85.jsonl",
              "dev86.jsonl", "dev87.jsonl",
              "dev88.jsonl", "dev89.jsonl",
              "dev90.jsonl", "dev91.jsonl",
              "dev92.jsonl", "dev93.jsonl",
              "dev94.jsonl", "dev95.jsonl",
              "dev96.jsonl", "dev97.jsonl",
              "dev98.jsonl", "dev99.jsonl",
              "dev100.jsonl", "dev101.jsonl",
              "dev102.jsonl", "dev103.jsonl",
              "dev104.jsonl", "dev105.jsonl",
              "dev106.jsonl", "dev107.jsonl",
              "dev108.jsonl", "dev109.jsonl",
              "dev110.jsonl", "dev111.jsonl",
              "dev112.jsonl", "dev113.jsonl",
              "dev114.jsonl", "dev115.jsonl",
              "dev116.jsonl", "dev117.jsonl")
#: Shortest abstract drawn (characters, stripped).
MIN_CHARS = 600


def used_ids(first_new: str) -> set:
    """Ids (whitespace-stripped) of the gold files that existed before ``first_new`` (a name of
    :data:`BLIND_SETS`) was selected: ../shared/gold/icml2026_dev.jsonl and eval/*.jsonl without
    ``first_new`` and the sets added after it.

    Raises:
        ValueError: ``first_new`` is not in :data:`BLIND_SETS`.
    """
    later = set(BLIND_SETS[BLIND_SETS.index(first_new):])
    files = ["../shared/gold/icml2026_dev.jsonl"] + sorted(
        f for f in glob.glob("eval/*.jsonl") if Path(f).name not in later)
    ids = set()
    for f in files:
        for line in open(f, encoding="utf-8"):
            if line.strip():
                ids.add(str(json.loads(line)["id"]).strip())
    return ids


def record_id(corpus: str, line_no: int, rec: dict) -> str:
    """Id of a corpus record: `id`, else `openreview_id`, else `<corpus>-<line>`."""
    return (rec.get("id") or rec.get("openreview_id") or f"{corpus}-{line_no}").strip()


def text_key(text: str) -> str:
    """An abstract reduced for comparison: lower case, letters and digits only."""
    return re.sub(r"[^0-9a-z]+", "", (text or "").lower())


def used_texts(first_new: str) -> set:
    """:func:`text_key` of every abstract of the gold files that existed before ``first_new`` was
    selected (the same files as :func:`used_ids`). Some older sets (dev9-dev11) number corpus
    lines from 1, so their ids miss :func:`record_id`; sets from dev58 on leave them out by text.

    Raises:
        ValueError: ``first_new`` is not in :data:`BLIND_SETS`.
    """
    later = set(BLIND_SETS[BLIND_SETS.index(first_new):])
    files = ["../shared/gold/icml2026_dev.jsonl"] + sorted(
        f for f in glob.glob("eval/*.jsonl") if Path(f).name not in later)
    return {text_key(json.loads(line).get("text")) for f in files
            for line in open(f, encoding="utf-8") if line.strip()}


def pool(corpus: str, used: set, texts: frozenset = frozenset()) -> list:
    """``(id, record)`` of the records of ``corpus`` that can be drawn: an abstract of at least
    :data:`MIN_CHARS` characters, an id not in ``used`` and (when ``texts`` is given) an
    abstract whose :func:`text_key` is not in ``texts``, in file order."""
    out = []
    for i, line in enumerate(open(f"{CORPUS}/{corpus}.jsonl", encoding="utf-8")):
        rec = json.loads(line)
        if len((rec.get("abstract") or "").strip()) < MIN_CHARS:
            continue
        rid = record_id(corpus, i, rec)
        if rid not in used and text_key(rec["abstract"]) not in texts:
            out.append((rid, rec))
    return out


def as_record(rid: str, rec: dict) -> dict:
    """The selection's line for a drawn record: ``{"id", "title", "text"}``."""
    return {"id": rid, "title": rec.get("title"), "text": rec["abstract"]}


def write(name: str, records: list) -> None:
    """Write ``<name>_selection.jsonl`` (one object per line) in the current folder and print
    the ids."""
    assert len({o["id"] for o in records}) == len(records) == 25
    with open(f"{name}_selection.jsonl", "w", encoding="utf-8") as fh:
        for o in records:
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(name, " ".join(o["id"] for o in records))


def draw_two(first: str, second: str, seed: int, by_text: bool = False) -> None:
    """Select two sets of 25 in one draw, as for dev16 / dev17 and dev18 / dev19:
    ``rng = random.Random(seed)``; per corpus of :data:`PLAN`, in order,
    ``rng.sample(pool, 2 * n)`` over the records no gold file before ``first`` held; the first
    n go to ``first``, the next n to ``second``. Writes ``<first>_selection.jsonl`` and
    ``<second>_selection.jsonl`` (:func:`write`).

    With ``by_text`` (sets from dev58 on), records whose abstract a gold file already holds under
    another id are left out too (:func:`used_texts`).

    Raises:
        ValueError: ``first + ".jsonl"`` is not in :data:`BLIND_SETS`.
    """
    import random

    used = used_ids(f"{first}.jsonl")
    texts = frozenset(used_texts(f"{first}.jsonl")) if by_text else frozenset()
    rng = random.Random(seed)
    sets: dict[str, list] = {first: [], second: []}
    for corpus, n in PLAN:
        for k, (rid, rec) in enumerate(rng.sample(pool(corpus, used, texts), 2 * n)):
            sets[first if k < n else second].append(as_record(rid, rec))
    for name, chosen in sets.items():
        write(name, chosen)
