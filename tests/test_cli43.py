"""kg's numeric options take plain numbers only (session 43: ``--timeout 1_0`` ran with a 10-s
limit, as Python's float() and int() read digit grouping, white space and other scripts' digits)."""
from __future__ import annotations

import pytest

from kg.cli import _parser, main


@pytest.mark.parametrize("argv, said", [
    (["serve", "--timeout", "1_0"], "argument --timeout: expected a plain decimal number such as 10 or 2.5, got '1_0'"),
    (["serve", "--timeout", "inf"], "got 'inf'"),
    (["serve", "--timeout", "1e3"], "got '1e3'"),
    (["serve", "--timeout", " 10"], "got ' 10'"),
    (["query", "x.rq", "--timeout", "1_0"], "argument --timeout: expected a plain decimal number"),
    (["serve", "--port", "8_000"], "argument --port: expected a whole number written with the digits 0-9, got '8_000'"),
    (["serve", "--workers", "\u0662"], "argument --workers: expected a whole number written with the digits 0-9"),
    (["build", "--jobs", "1_0"], "argument --jobs/-j: expected a whole number"),
    (["train", "--max-steps", "1_000"], "argument --max-steps: expected a whole number"),
    (["train", "--seed", "4.0"], "argument --seed: expected a whole number"),
])
def test_a_number_not_written_plainly_is_a_usage_error(capsys, argv, said):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2 and said in capsys.readouterr().err


def test_plain_numbers_are_read():
    a = _parser().parse_args(["serve", "--timeout", "2.5", "--port", "0", "--workers", "3"])
    assert (a.timeout, a.port, a.workers) == (2.5, 0, 3)
    assert _parser().parse_args(["serve", "--timeout", ".5"]).timeout == 0.5
    assert _parser().parse_args(["train", "--seed", "-7"]).seed == -7
    assert _parser().parse_args(["build", "-j", "2"]).jobs == 2


def test_a_negative_number_still_gets_the_range_message(tmp_path, capsys):
    graph = tmp_path / "g.ttl"
    graph.write_text("<http://a/s> <http://a/p> 'o' .\n")
    assert main(["serve", "--graph", str(graph), "--timeout", "-1", "--port", "0"]) == 2
    assert "--timeout must be a number of seconds from 0.1 to 3600, got -1" in capsys.readouterr().err
