"""Session 44, README readability: README's "Use" is an overview and the reference is in docs/.

1. Every relative Markdown link in README.md and docs/*.md names a file of the repository and,
   when it has one, an anchor that a heading of that file gives (GitHub's heading ids: small
   letters, punctuation dropped, spaces as hyphens, ``-1`` ... for a repeated heading); no link is
   absolute to this machine.
2. README's "Use" section stays an overview: short lines, and a link to docs/CLI.md for each
   command; docs/CLI.md has a section for each command of ``kg --help``.
3. The two set-up commands stay the first thing in README.
"""
from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
DOCS = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)")


def _slug(heading: str) -> str:
    """GitHub's id of a Markdown heading's text."""
    text = heading.strip().lower().replace("`", "")
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def _anchors(path: Path) -> set[str]:
    seen: dict[str, int] = {}
    out = set()
    in_code = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            in_code = not in_code
            continue
        m = None if in_code else re.match(r"#{1,6} (.+)", line)
        if m:
            s = _slug(m.group(1))
            n = seen.get(s, 0)
            out.add(s if n == 0 else f"{s}-{n}")
            seen[s] = n + 1
    return out


def _links(path: Path) -> list[str]:
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.S)
    return LINK.findall(text)


def test_the_slug_follows_github() -> None:
    assert _slug("Outputs (`exports/` holds the build of the bundled sample)") == \
        "outputs-exports-holds-the-build-of-the-bundled-sample"
    assert _slug("Queries, store and endpoint") == "queries-store-and-endpoint"
    assert _slug("kg query and kg queries") == "kg-query-and-kg-queries"


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_relative_links_resolve(doc: Path) -> None:
    bad = []
    for target in _links(doc):
        if re.match(r"[a-z][a-z0-9+.-]*:", target):  # https:, mailto: ...
            continue
        if target.startswith("/"):
            bad.append(f"{target}: absolute path")
            continue
        file, _, anchor = target.partition("#")
        dest = (doc.parent / file).resolve() if file else doc
        if not dest.exists():
            bad.append(f"{target}: no such file")
        elif anchor and dest.suffix == ".md" and anchor not in _anchors(dest):
            bad.append(f"{target}: no heading gives #{anchor}")
    assert bad == []


def _use_section() -> str:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    return text[text.index("\n## Use\n"):text.index("\n## Outputs")]


def test_readme_use_is_an_overview_linking_each_command() -> None:
    from kg.cli import _parser

    use = _use_section()
    assert max(len(line) for line in use.splitlines()) <= 200
    assert len(use.splitlines()) <= 120
    (sub,) = [a for a in _parser()._actions if isinstance(a, argparse._SubParsersAction)]
    cli = (REPO / "docs" / "CLI.md").read_text(encoding="utf-8")
    anchors = _anchors(REPO / "docs" / "CLI.md")
    for name in sub.choices:
        slug = "kg-query-and-kg-queries" if name in ("query", "queries") else f"kg-{name}"
        assert slug in anchors, name
        assert f"docs/CLI.md#{slug}" in use, name
    assert "| `kg build` option |" in cli


def test_setup_commands_come_first() -> None:
    lines = (REPO / "README.md").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "# PaperKG" and lines[2] == "```bash"
    assert lines[3].startswith("python3 -m venv .venv && . .venv/bin/activate && pip install -e . && kg build")
    assert lines[4].startswith("python3 -m venv .venv") and "pytest" in lines[4] and lines[5] == "```"
