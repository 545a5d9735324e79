#!/usr/bin/env python3
"""List the test files that exercise a module (session 54).

Tests are named by the session that wrote them (``test_proposals2.py`` .. ``test_proposals50.py``),
so "run the tests of the module you touched" needs a look-up. This tool reads every
``tests/**/test_*.py`` and prints the ones that name the module: an import of it (``import
kg.extract.roles``, ``from kg.extract.roles import X``, ``from kg.extract import roles``), its
dotted name in a string or comment (``monkeypatch.setattr("kg.extract.roles.FLAG", ...)``), or,
for a file under ``tools/`` or ``bench/``, its file name (those scripts are loaded by path).

Usage::

    python tools/tests_for.py kg/extract/roles_tasks.py          # one test file per line
    python tools/tests_for.py kg/resolve.py kg/link.py --pytest  # a pytest command line instead
    python -m pytest -q -p no:cacheprovider $(python tools/tests_for.py kg/curation.py)

A module is named by its path (``kg/extract/roles.py``, ``kg/extract/results/`` for a package)
or its dotted name (``kg.extract.roles``). The match is textual, so a test that reaches the module
only through another (``kg.pipeline.build`` running every rule) is not listed: after a change to
extraction rules also run ``tests/test_eval_regression.py`` (README, "Contributing and tests").
Exit status 0, or 2 when a module named does not exist (the message names it).
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def module_name(arg: str, root: Path = ROOT) -> tuple[str, str]:
    """The dotted name and the file name of a module given by path or dotted name.

    Args:
        arg: ``kg/extract/roles.py``, ``kg/extract/results`` (a package), ``kg.extract.roles``
            or ``tools/rule_diff.py``; relative to ``root`` or absolute inside it.
        root: the repository's root.
    Returns:
        ``("kg.extract.roles", "roles.py")``; for a package its dotted name and ``""``.
    Raises:
        FileNotFoundError: no such module under ``root``.
    """
    path = Path(arg)
    if not arg.endswith(".py") and "/" not in arg and not (root / path).exists():
        path = Path(*arg.split("."))  # a dotted name
        if (root / path).is_dir():
            pass
        else:
            path = path.with_suffix(".py")
    if path.is_absolute():
        try:
            path = path.resolve().relative_to(root)
        except ValueError:
            raise FileNotFoundError(f"{arg}: not inside {root}") from None
    full = root / path
    if not full.exists():
        raise FileNotFoundError(f"{arg}: no such module ({full})")
    parts = list(path.with_suffix("").parts) if full.is_file() else list(path.parts)
    if parts and parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts), full.name if full.is_file() else ""


def patterns(dotted: str, filename: str) -> list[re.Pattern]:
    """Regular expressions that find a mention of the module in a test file's text.

    Args:
        dotted: the module's dotted name (:func:`module_name`), e.g. ``kg.extract.roles``.
        filename: its file name, read only for a script of ``tools/`` or ``bench/``.
    Returns:
        Patterns for the dotted name (not as the prefix of a longer name: ``kg.extract.roles``
        does not find ``kg.extract.roles_main``), for ``from PARENT import ... NAME`` (also
        in brackets over several lines) and, for a script, its file or module name.
    """
    out = [re.compile(re.escape(dotted) + r"(?![\w])")]
    if "." in dotted:
        parent, name = dotted.rsplit(".", 1)
        out.append(re.compile(r"from\s+" + re.escape(parent) + r"\s+import\s+(?:\([^)]*?|[^\n]*?)\b"
                              + re.escape(name) + r"\b", re.S))
        if parent in ("tools", "bench") and filename:
            out.append(re.compile(r"\b" + re.escape(filename) + r"\b"))
            out.append(re.compile(r"import\s+" + re.escape(name) + r"\b"))
            out.append(re.compile(r"load_script\(\s*[\"'][^\"']*" + re.escape(name) + r"\b"))
    return out


def tests_for(modules: list[str], root: Path = ROOT) -> list[str]:
    """The test files (paths relative to ``root``, sorted) that name any of ``modules``.

    Args:
        modules: module paths or dotted names (:func:`module_name`).
        root: the repository's root; its ``tests/`` folder is searched.
    Returns:
        e.g. ``["tests/test_curation53.py", ...]``; empty when no test names them.
    Raises:
        FileNotFoundError: a module does not exist.
    """
    pats = [p for m in modules for p in patterns(*module_name(m, root))]
    found = []
    for path in sorted((root / "tests").rglob("test_*.py")):
        text = path.read_text(encoding="utf-8", errors="replace")
        if any(p.search(text) for p in pats):
            found.append(path.relative_to(root).as_posix())
    return found


def main(argv: list[str] | None = None) -> int:
    """Command line (module docstring); returns the exit status."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("modules", nargs="+", help="module paths or dotted names")
    ap.add_argument("--pytest", action="store_true", help="print a pytest command line instead of the list")
    args = ap.parse_args(argv)
    try:
        files = tests_for(args.modules)
    except FileNotFoundError as err:
        print(f"tests_for: error: {err}", file=sys.stderr)
        return 2
    if args.pytest:
        print("python -m pytest -q -p no:cacheprovider " + " ".join(files) if files else "# no test file names it")
    else:
        print("\n".join(files))
    return 0


if __name__ == "__main__":
    sys.exit(main())
