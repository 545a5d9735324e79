"""Locate the shared resource folders (``ontology/``, ``queries/``, ``configs/``).

The three folders live at the top level of the repository (one source of truth). A
wheel carries a copy of them inside the package, under ``kg/_data/<kind>/``, written at
build time by the ``build_py`` hook in ``setup.py``. This module is the one place that
decides which of the two locations is used:

* **source or editable checkout** -- the package sits next to ``pyproject.toml``: the
  repository folder is used, so an edit of ``queries/foo.rq`` is seen at once;
* **installed wheel** (``pip install .``) -- the packaged copy, found with
  :func:`importlib.resources.files` (the standard API for package data, Python >= 3.9).

Every caller (``kg.ontology``, ``kg.query``, ``kg.validate``, ``kg.cli``) goes through
:func:`resource_dir` / :func:`resource_path`; none builds ``../ontology`` itself.
"""
from __future__ import annotations

from importlib.resources import files
from pathlib import Path

__all__ = ["KINDS", "PACKAGED_DIR", "resource_dir", "resource_path"]

#: Resource folders shared between the repository top level and the installed package.
KINDS = ("configs", "ontology", "queries")

#: Sub-folder of the ``kg`` package that holds the packaged copies in a wheel.
PACKAGED_DIR = "_data"

_PACKAGE_DIR = Path(__file__).resolve().parent
_REPO_ROOT = _PACKAGE_DIR.parent


def _check_kind(kind: str) -> None:
    if kind not in KINDS:
        raise ValueError(f"unknown resource kind {kind!r}; expected one of: {', '.join(KINDS)}")


def _packaged_dir(kind: str) -> Path:
    """``kg/_data/<kind>`` of the imported package, as a file-system path."""
    traversable = files("kg").joinpath(PACKAGED_DIR, kind)
    # A wheel installed by pip is unpacked on disk, so this is a real path; a zip import
    # is not supported (spaCy and pySHACL need file paths as well).
    return Path(str(traversable))


def resource_dir(kind: str) -> Path:
    """The folder holding one kind of shared resource.

    Args:
        kind: ``"ontology"``, ``"queries"`` or ``"configs"`` (see :data:`KINDS`).
    Returns:
        The repository folder ``<repo>/<kind>`` when ``kg`` is imported from a source or
        editable checkout (``pyproject.toml`` next to the package and the folder
        present); otherwise the packaged copy ``kg/_data/<kind>``. The path is returned
        even if it does not exist (so that module constants can be computed at import
        time); :func:`resource_path` checks existence.
    Raises:
        ValueError: ``kind`` is not one of :data:`KINDS`.
    """
    _check_kind(kind)
    repo_dir = _REPO_ROOT / kind
    if (_REPO_ROOT / "pyproject.toml").is_file() and repo_dir.is_dir():
        return repo_dir
    return _packaged_dir(kind)


def resource_path(kind: str, name: str) -> Path:
    """One shared resource file, e.g. ``resource_path("ontology", "shapes.ttl")``.

    Args:
        kind: the folder kind (see :data:`KINDS`).
        name: file name inside that folder (a relative path; no ``..``).
    Returns:
        Absolute path of an existing file (see :func:`resource_dir` for which copy).
    Raises:
        ValueError: unknown ``kind``, or ``name`` is absolute or climbs out with ``..``.
        FileNotFoundError: the file is missing (the message names the path looked at;
            for a wheel this means the build did not package it).
    """
    rel = Path(name)
    if rel.is_absolute() or ".." in rel.parts or not rel.parts:
        raise ValueError(f"resource name must be a relative path inside {kind}/: {name!r}")
    path = resource_dir(kind) / rel
    if not path.is_file():
        raise FileNotFoundError(f"PaperKG resource {kind}/{name} not found (looked at {path})")
    return path
