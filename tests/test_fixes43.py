"""Session 43 (fixq43): defects a new user found in ``kg query --timeout``, in the numeric options
and in ``kg serve``'s Content-Type handling.

1. A CSV answer past its first MB streamed with no time limit: a huge answer redirected to a file
   ran for ten minutes (14 GB). The limit now always holds: stopped after streaming began, the
   query exits 124 saying the output is incomplete and how many rows were written.
2. ``--timeout +5``, ``--port +0``, ``--jobs +2`` were read, while README says whole numbers take
   the digits 0-9 only and a time limit is a plain decimal number: a leading ``+`` is refused.
3. ``Content-Type: application/sparql-query; charset=utf-8; charset=latin1`` got 415 "POST a query
   as application/sparql-query ...", though the type is right: a repeated parameter gets 400,
   naming it.
"""
from __future__ import annotations

import pytest

from kg.cli import main


# -- 2. a leading "+" is refused like the other forms that are no plain number ---------------------


@pytest.mark.parametrize("argv, said", [
    (["query", "x.rq", "--timeout", "+5"], "argument --timeout: expected a plain decimal number such as 10 or 2.5, got '+5'"),
    (["serve", "--timeout", "+0.5"], "argument --timeout: expected a plain decimal number such as 10 or 2.5, got '+0.5'"),
    (["serve", "--port", "+0"], "argument --port: expected a whole number written with the digits 0-9, got '+0'"),
    (["serve", "--workers", "+3"], "argument --workers: expected a whole number written with the digits 0-9, got '+3'"),
    (["build", "--jobs", "+2"], "argument --jobs/-j: expected a whole number written with the digits 0-9, got '+2'"),
    (["train", "--max-steps", "+10"], "argument --max-steps: expected a whole number written with the digits 0-9, got '+10'"),
    (["train", "--seed", "+1"], "argument --seed: expected a whole number written with the digits 0-9, got '+1'"),
])
def test_a_leading_plus_is_a_usage_error(capsys, argv, said):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    assert said in capsys.readouterr().err


def test_a_leading_minus_keeps_the_range_message(tmp_path, capsys):
    graph = tmp_path / "g.ttl"
    graph.write_text("<http://a/s> <http://a/p> 'o' .\n")
    query = tmp_path / "q.rq"
    query.write_text("ASK { ?s ?p ?o }\n")
    assert main(["query", str(query), "--graph", str(graph), "--timeout", "-5"]) == 2
    assert capsys.readouterr().err == "kg: error: --timeout must be a number of seconds from 0.1 to 3600, got -5\n"
    assert main(["serve", "--graph", str(graph), "--port", "-1"]) == 2
    assert "--port must be in 0..65535, got -1" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exc:
        main(["build", "--jobs", "-2"])
    assert exc.value.code == 2 and "argument --jobs/-j: must be at least 1, got -2" in capsys.readouterr().err
    from kg.cli import _parser

    assert _parser().parse_args(["train", "--seed", "-7"]).seed == -7  # a negative seed stays valid
    assert _parser().parse_args(["serve", "--port", "0", "--workers", "3", "--timeout", ".5"]).workers == 3
