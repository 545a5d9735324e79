"""PaperKG run as an unattended scheduled job (session 49): what a cron build meets.

1. ``--engine dask --scheduler ADDR`` on a client without dask.distributed is the documented
   one-line error ("dask.distributed is not installed: install paperkg[dask] ..."), exit 2,
   not an internal error from checking the address.

Every input here is written for these tests (the papers "TernNet", "PlumeNet" ... are made up).
"""
from __future__ import annotations

import sys

import pytest


def _hide_distributed(monkeypatch) -> None:
    """Make ``import distributed`` (and its submodules) raise ImportError, as on a client
    where it is not installed, even when this process has imported it."""
    for name in [m for m in sys.modules if m == "distributed" or m.startswith("distributed.")]:
        monkeypatch.delitem(sys.modules, name)
    for name in ("distributed", "distributed.comm", "distributed.comm.addressing"):
        monkeypatch.setitem(sys.modules, name, None)  # None in sys.modules: import raises ImportError


# ------------------------------------------------------------------ 1. --scheduler without dask
def test_scheduler_without_dask_is_the_install_error_exit_2(tmp_path, monkeypatch, capsys):
    from kg.cli import main

    _hide_distributed(monkeypatch)
    src = tmp_path / "in.jsonl"
    src.write_text('{"id": "t1", "abstract": "We propose TernNet for image classification."}\n', encoding="utf-8")
    status = main(["build", str(src), "--out", str(tmp_path / "o"), "--engine", "dask",
                   "--scheduler", "tcp://127.0.0.1:18786", "--quiet"])
    err = capsys.readouterr().err
    assert status == 2
    assert err.startswith("kg: error: dask.distributed is not installed: install paperkg[dask]")
    assert "internal error" not in err
    assert not (tmp_path / "o").exists()


def test_check_scheduler_address_without_dask_raises_dask_not_installed(monkeypatch):
    from kg.distributed import DaskNotInstalled, check_scheduler_address

    _hide_distributed(monkeypatch)
    with pytest.raises(DaskNotInstalled, match=r"paperkg\[dask\]"):
        check_scheduler_address("tcp://127.0.0.1:18786")
