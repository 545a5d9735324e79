"""Session 36: an unknown flag after a command is refused with that command's usage
("usage: kg build ..."), as its other usage errors are; before, the top level's usage was
printed ("usage: kg [-h] [--version] [--debug] COMMAND ...")."""
from __future__ import annotations

import pytest

from kg.cli import main


@pytest.mark.parametrize("argv, prog, flag", [
    (["build", "--bogus", "x.jsonl"], "kg build", "--bogus"),
    (["query", "papers-per-task", "--nope"], "kg query", "--nope"),
    (["eval", "--strict", "gold.jsonl"], "kg eval", "--strict"),
    (["--bogus"], "kg", "--bogus"),
    (["--bogus", "build"], "kg", "--bogus"),  # a flag before the command is the top level's
])
def test_unknown_flag_names_the_commands_usage(argv, prog, flag, capsys):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(f"usage: {prog} ")
    assert f"{prog}: error: unrecognized arguments: {flag}" in err
