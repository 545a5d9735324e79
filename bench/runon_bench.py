"""Time of ``kg build`` on one run-on abstract (no full stop) against its length (session 43).

Usage::

    python bench/runon_bench.py [--sizes 5000 10000 20000 50000] [--corpus DIR] [--id ID]
                                [--seed N] [--no-build] [--which-kg]

Input: the words of one real abstract (default: NeurIPS 2023 ``NNtsO5L27J`` of
``../shared/corpus/neurips2023.jsonl`` relative to the repository, whose CamelCase names and
acronyms made the run-on case slowest in a scan of 150 abstracts; the first abstract of the
bundled sample when the corpus is not there), every full stop removed, drawn at random
(``--seed``, default 43) and joined by spaces, one word in twelve followed by a comma, cut
at a space to each size in characters. The reader cuts an abstract over 20,000 characters
(``kg.read.MAX_ABSTRACT_CHARS``), so 50,000 measures the cut 20,000 with a warning. The
control ("sentences") is the same abstract, full stops and all, repeated to the same size.

Per size and input the script prints:

* ``build``: wall and CPU seconds (user + system of the child) of ``python -m kg build FILE
  --out TMP --jobs 1 --quiet --no-html``, each in a fresh subprocess run from this checkout
  (so start-up, about 2 s of CPU, is included, as a user sees it); ``--no-build`` skips it;
* ``extract``: CPU seconds of :meth:`kg.extract.Extractor.extract` on the paper (the least of
  two runs, in this process, the pipeline loaded before), the number of sentences the
  extractor sees and the longest of them in tokens (``kg.extract.sentences.MAX_SENTENCE_TOKENS``
  bounds it).

Growth: the factor per doubling of the size between the smallest and the largest size below
the reader's cut (about 2 for linear time, 4 for quadratic).

The code measured is this checkout's (``bench/_own_checkout.py``). This is a script, not a
test: numbers depend on the machine and its load.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _own_checkout import REPO, require_own_kg, which_kg  # first: this checkout's kg, whatever PYTHONPATH says

#: The corpus record whose words make the default run-on abstract.
DEFAULT_FILE, DEFAULT_ID = "neurips2023.jsonl", "NNtsO5L27J"


def source_abstract(corpus: Path, pid: str) -> tuple[str, str]:
    """``(title, abstract)`` of record ``pid`` of ``corpus``/:data:`DEFAULT_FILE` (any .jsonl
    file of ``corpus`` holding it), else of the bundled sample's first paper."""
    for path in [corpus / DEFAULT_FILE, *sorted(corpus.glob("*.jsonl"))] if corpus.is_dir() else []:
        if not path.is_file():
            continue
        with path.open(encoding="utf-8") as f:
            for line in f:
                if pid in line:
                    rec = json.loads(line)
                    if rec.get("openreview_id") == pid or rec.get("id") == pid:
                        return rec.get("title") or "", rec["abstract"]
    from kg.read import SAMPLE_PATHS, read

    p = next(iter(read([SAMPLE_PATHS[0]])))
    return p.title or "", p.abstract


def run_on(abstract: str, size: int, seed: int) -> str:
    """A run-on text of about ``size`` characters: ``abstract``'s words without full stops, at
    random, joined by spaces, one in twelve followed by a comma; cut at a space."""
    words = [w.replace(".", "") for w in abstract.split()]
    words = [w for w in words if w]
    rng = random.Random(seed)
    out, n = [], 0
    while n < size + 100:
        w = rng.choice(words) + ("," if rng.random() < 1 / 12 else "")
        out.append(w)
        n += len(w) + 1
    text = " ".join(out)[:size]
    return text[:text.rfind(" ")].rstrip(" ,")


def sentences_text(abstract: str, size: int) -> str:
    """``abstract`` repeated to about ``size`` characters (cut at a space): normal sentences."""
    text = " ".join([abstract] * (size // max(1, len(abstract)) + 2))[:size]
    return text[:text.rfind(" ")]


def build_seconds(path: Path) -> tuple[float, float]:
    """Wall and CPU seconds of ``kg build path`` in a fresh subprocess of this checkout."""
    with tempfile.TemporaryDirectory() as out:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = time.perf_counter()
        env = dict(os.environ, PYTHONPATH=str(REPO))
        done = subprocess.run([sys.executable, "-m", "kg", "build", str(path), "--out", out, "--jobs", "1",
                               "--quiet", "--no-html"], cwd=str(REPO), env=env, capture_output=True, text=True)
        wall = time.perf_counter() - t
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"kg build {path} failed ({done.returncode}): {done.stderr[-500:]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print one line per size and input."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[5_000, 10_000, 20_000, 50_000])
    ap.add_argument("--corpus", type=Path, default=REPO.parent / "shared" / "corpus")
    ap.add_argument("--id", default=DEFAULT_ID, help="the corpus record whose words are drawn")
    ap.add_argument("--seed", type=int, default=43)
    ap.add_argument("--no-build", action="store_true", help="time the extraction only")
    ap.add_argument("--which-kg", action="store_true", help="print which kg is measured, and exit")
    args = ap.parse_args(argv)
    if args.which_kg:
        line, own = which_kg()
        print(line)
        return 0 if own else 1
    print(f"measuring {require_own_kg('runon_bench')}", flush=True)
    from kg.extract import Extractor
    from kg.extract.pipeline import COMPONENTS, clean_text
    from kg.read import MAX_ABSTRACT_CHARS
    from kg.records import Paper

    title, abstract = source_abstract(args.corpus, args.id)
    print(f"words of: {title!r} ({len(abstract.split())} words)")
    ex = Extractor()
    nlp = ex.nlp
    extract_times: dict[str, list[float]] = {"run-on": [], "sentences": []}
    with tempfile.TemporaryDirectory() as tmp:
        for size in args.sizes:
            for kind, text in (("run-on", run_on(abstract, size, args.seed)), ("sentences", sentences_text(abstract, size))):
                path = Path(tmp) / f"{kind}_{size}.jsonl"
                path.write_text(json.dumps({"id": f"{kind}-{size}", "title": title, "abstract": text}) + "\n",
                                encoding="utf-8")
                paper = Paper(id="x", abstract=text[:MAX_ABSTRACT_CHARS], title=title)
                cpu = []
                for _ in range(2):
                    t = time.process_time()
                    ex.extract(paper)
                    cpu.append(time.process_time() - t)
                with nlp.select_pipes(disable=list(COMPONENTS)):  # (the sentences as the rules get them)
                    doc = nlp(clean_text(paper.abstract).text)
                sents = list(doc.sents)
                extract_times[kind].append(min(cpu))
                line = (f"{kind:9} {size:>6,} chars: extract {min(cpu):6.2f} s CPU, {len(sents):3} sentences, "
                        f"longest {max(len(s) for s in sents):5} tokens")
                if not args.no_build:
                    wall, bcpu = build_seconds(path)
                    line += f"; build {wall:6.1f} s wall {bcpu:6.1f} s CPU"
                print(line, flush=True)
    below = [i for i, s in enumerate(args.sizes) if s <= MAX_ABSTRACT_CHARS]
    if len(below) >= 2:
        i, j = below[0], below[-1]
        doublings = max(1e-9, __import__("math").log2(args.sizes[j] / args.sizes[i]))
        for kind, times in extract_times.items():
            if times[i] > 0:
                print(f"{kind}: extraction x{(times[j] / times[i]) ** (1 / doublings):.1f} per doubling "
                      f"({args.sizes[i]:,} -> {args.sizes[j]:,} chars)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
