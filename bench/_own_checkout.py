"""Make a benchmark script measure the checkout it lives in (imported first by
bench/query_bench.py, view_bench.py and clean_bench.py; bench/build_bench.py does the same inline).

``python bench/X.py`` puts ``bench/``, not the repository, first on ``sys.path``, so ``import kg``
took whatever PYTHONPATH or an installed PaperKG (an editable install of another checkout) named
first: the numbers were of other code. Importing this module puts the repository (:data:`REPO`)
first on ``sys.path``, before any ``kg`` import; :func:`which_kg` then says which ``kg`` was
imported (the scripts print it, ``--which-kg`` prints only that) and :func:`require_own_kg`
stops a script that imported another.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

#: The repository this file belongs to (the folder above ``bench/``).
REPO = Path(__file__).resolve().parent.parent
if sys.path[:1] != [str(REPO)]:
    sys.path.insert(0, str(REPO))


def head_commit() -> str:
    """The repository's HEAD commit (short), to tie numbers to code; "" outside git."""
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=str(REPO), capture_output=True,
                              text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return ""


def which_kg() -> tuple[str, bool]:
    """The ``kg`` package this process imports: ``("kg VERSION from PATH (commit C)", whether PATH
    is this checkout's kg/)``. Imports ``kg`` if it was not yet."""
    import kg

    path = Path(kg.__file__).resolve().parent
    line = f"kg {getattr(kg, '__version__', '?')} from {path} (commit {head_commit() or '?'})"
    return line, path == REPO / "kg"


def require_own_kg(script: str) -> str:
    """The :func:`which_kg` line, after checking that it names this checkout's kg/.

    Raises:
        SystemExit: another checkout's ``kg`` was imported (named in the message).
    """
    line, own = which_kg()
    if not own:
        raise SystemExit(f"{script}: imported {line}, not this checkout's {REPO / 'kg'}")
    return line
