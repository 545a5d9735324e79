"""Speed of the cleaning stage (kg.clean.clean): typical abstracts and pathological input.

Usage: ``python bench/clean_bench.py`` (``--which-kg``: print which ``kg`` it measures, and exit:
the checkout it lives in, ``bench/_own_checkout.py``, whatever PYTHONPATH says). Prints milliseconds per typical abstract and the
seconds for 100,000-character inputs of unclosed markup at 25k/50k/100k characters, with the
growth factor per doubling (about 2 for linear time, 4 for quadratic). A script, not a test:
the numbers depend on the machine and its load.
"""
from __future__ import annotations

import sys
import time

from _own_checkout import require_own_kg, which_kg  # first: this checkout's kg, whatever PYTHONPATH says

from kg.clean import clean  # noqa: E402

TYPICAL = (r"We propose \textbf{S}upport-\textbf{P}roximity $E^2$ with **bold** and *em* "
           "text and 85% accuracy (Vaswani et al., 2017). ") * 12
UNITS = ["**a ", "\\( ", "\\[ x", "$$ a ", "*a ", "{a", "\\sqrt[ ", "e\u0301"]


def _seconds(text: str, repeat: int = 1) -> float:
    t = time.perf_counter()
    for _ in range(repeat):
        clean(text)
    return (time.perf_counter() - t) / repeat


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print one line per measurement (``--which-kg``: only which ``kg``)."""
    argv = sys.argv[1:] if argv is None else argv
    if argv == ["--which-kg"]:
        line, own = which_kg()
        print(line)
        return 0 if own else 1
    if argv:
        print("usage: python bench/clean_bench.py [--which-kg]", file=sys.stderr)
        return 2
    print(f"measuring {require_own_kg('clean_bench')}", flush=True)
    print(f"typical abstract ({len(TYPICAL)} chars): {1000 * _seconds(TYPICAL, 500):.2f} ms")
    for unit in UNITS:
        times = [_seconds(unit * (n // len(unit))) for n in (25_000, 50_000, 100_000)]
        growth = (times[2] / times[0]) ** 0.5 if times[0] > 0 else float("nan")
        print(f"unclosed {unit!r:12}: " + ", ".join(f"{t:.2f}s" for t in times) + f"  (x{growth:.1f} per doubling)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
