"""Build hook: ship the top-level ``ontology/``, ``queries/`` and ``configs/`` in the wheel.

All project metadata is in ``pyproject.toml``; this file only registers a ``build_py``
command (the setuptools extension point for "build the files of the packages", see
https://setuptools.pypa.io/en/latest/userguide/extension.html). The three folders stay at
the repository top level, the single source of truth; at build time their files are
copied into the built package as ``kg/_data/<folder>/``, where
:func:`kg.resources.resource_dir` finds them in an installed wheel. An editable install
copies nothing: there the package reads the repository folders directly.
"""
from __future__ import annotations

import os
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.errors import FileError

ROOT = Path(__file__).resolve().parent

#: Top-level folder -> glob of the files shipped from it (kept in step with kg.resources.KINDS).
SHARED_FOLDERS = {"configs": "*.cfg", "ontology": "*.ttl", "queries": "*.rq"}

#: Where the copies go inside the built ``kg`` package (kg.resources.PACKAGED_DIR).
PACKAGED_DIR = os.path.join("kg", "_data")


def shared_files() -> list[str]:
    """Files to ship, as POSIX paths relative to the repository root, sorted.

    Raises:
        FileError: a folder is missing or has no matching file (a wheel without them
            would install but fail at ``kg query`` / ``kg validate`` / ``kg train``).
    """
    out: list[str] = []
    for folder, pattern in sorted(SHARED_FOLDERS.items()):
        found = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / folder).glob(pattern) if p.is_file())
        if not found:
            raise FileError(f"{ROOT / folder}: no {pattern} files to package (is the folder missing?)")
        out.extend(found)
    return out


class BuildPyWithSharedData(build_py):
    """``build_py`` that also copies :func:`shared_files` to ``<build_lib>/kg/_data/``."""

    def _shared_targets(self) -> list[tuple[str, str]]:
        if self.editable_mode:
            return []
        return [(str(ROOT / rel), os.path.join(self.build_lib, PACKAGED_DIR, *rel.split("/")))
                for rel in shared_files()]

    def run(self) -> None:
        super().run()
        for src, dst in self._shared_targets():
            self.mkpath(os.path.dirname(dst))
            self.copy_file(src, dst, preserve_mode=False)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        return super().get_outputs(include_bytecode) + [dst for _src, dst in self._shared_targets()]


setup(cmdclass={"build_py": BuildPyWithSharedData})
