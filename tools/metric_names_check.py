"""Which names of kg/data/metric_names.tsv Papers with Code writes (session 59).

Usage: ``PYTHONPATH=. python tools/metric_names_check.py``

Prints each canonical name of the table's ``same`` rows and each ``general`` name with the Papers
with Code metric names (``kg.vocab.metric_names``, the archive's evaluation tables) that spell it
the same up to case, accents, hyphens and spaces (``kg.metric_norm.name_key``), or "-" where the
archive has none (the name then comes from the measure's usual definition), and a count of each.
"""
from __future__ import annotations

from collections import defaultdict

from kg.metric_norm import NAMES_FILE, name_key
from kg.vocab import metric_names


def main() -> int:
    """Print the check; returns 0."""
    pwc = defaultdict(set)
    for n in metric_names():
        pwc[name_key(n)].add(n)
    names: dict[str, None] = {}
    for line in NAMES_FILE.read_text(encoding="utf-8").splitlines():
        cols = line.split("\t")
        if line.startswith("same\t") and len(cols) >= 3:
            names[cols[2].strip()] = None
        elif line.startswith("general\t") and len(cols) >= 3:
            names[cols[2].strip()] = None
    found = 0
    for name in names:
        spelt = sorted(pwc.get(name_key(name), ()))
        found += bool(spelt)
        print(f"{name}\t{' | '.join(spelt) if spelt else '-'}")
    print(f"# {found} of {len(names)} names are Papers with Code metric names")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
