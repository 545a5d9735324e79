"""kg.pipeline._run_forked (the forked half of the exports): a child's exception reaches the
parent with its message, even when it cannot be rebuilt from its pickle."""
from __future__ import annotations

import sys

import pytest

from kg.pipeline import _run_forked
from kg.read import InputError

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fork only")


def _here() -> str:
    return "parent half"


class _TwoPartError(Exception):
    """An exception whose __init__ takes other arguments than its args: it pickles as
    _TwoPartError("where: what") and cannot be rebuilt from that."""

    def __init__(self, where: str, what: str) -> None:
        super().__init__(f"{where}: {what}")


def _fails_with_two_part_error() -> str:
    raise _TwoPartError("papers.jsonl:3", "not JSON")


def _fails_with_input_error() -> str:
    raise InputError("papers.jsonl:3", "not JSON")


def _fails_with_os_error() -> str:
    raise OSError(28, "No space left on device", "graph.nt")


def test_results_come_back_in_task_order():
    assert _run_forked([_here, lambda: ["a", "b"], lambda: 3]) == ["parent half", ["a", "b"], 3]


def test_an_exception_that_cannot_be_unpickled_keeps_its_message():
    with pytest.raises(RuntimeError, match=r"_TwoPartError: papers.jsonl:3: not JSON"):
        _run_forked([_here, _fails_with_two_part_error])


def test_an_input_error_is_rebuilt_whole():
    # (InputError pickles as InputError(source, reason); before, a Dask test that let
    # distributed install tblib's pickling for it changed how it came back)
    with pytest.raises(InputError, match=r"papers.jsonl:3: not JSON") as info:
        _run_forked([_here, _fails_with_input_error])
    assert (info.value.source, info.value.reason) == ("papers.jsonl:3", "not JSON")


def test_an_os_error_is_raised_as_it_is():
    with pytest.raises(OSError, match="No space left on device") as info:
        _run_forked([_here, _fails_with_os_error])
    assert info.value.errno == 28 and info.value.filename == "graph.nt"
