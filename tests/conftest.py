"""Shared pytest fixtures."""
from __future__ import annotations

import os

import pytest
from hypothesis import settings

# In CI the property tests draw the same examples on every run (Hypothesis' derandomize), so a
# red run is reproducible and a green one is not luck; elsewhere they explore new examples.
settings.register_profile("ci", derandomize=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture(scope="session")
def extractor():
    """One extraction pipeline for the whole test session (loading it takes about a second).

    Returns:
        a :class:`kg.extract.Extractor` with the default pipeline; it holds no per-paper
        state, so tests may share it.
    """
    from kg.extract import Extractor, load_nlp

    return Extractor(load_nlp())


@pytest.fixture(scope="module")
def ex(extractor):
    """The session's shared extraction pipeline (:func:`extractor`) under the short name the
    rule tests use; a module that defines its own ``ex`` fixture overrides this one."""
    return extractor


@pytest.fixture(scope="module")
def no_name_gate():
    """Switch the session 61 name gate off for one test module (``pytestmark =
    pytest.mark.usefixtures("no_name_gate")``): modules whose sentences give lower-case proposals
    and parts check how the proposal rules read them, before the gate
    (``kg.extract.roles.NAME_GATE``) drops unnamed ones; tests/test_name_gate61.py tests the gate.
    Yields None; the switch is restored when the module ends."""
    from kg.extract import roles
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(roles, "NAME_GATE", False)
        yield


# --- signals: a test must neither keep nor swallow the run's SIGINT / SIGTERM (session 61) ----
#
# kg's in-process calls (kg.cli.main(["build", ...]), kg.serve.cli_serve) handle SIGINT and
# SIGTERM themselves and turn them into an exit status (130, 143): a signal sent to stop the
# whole pytest run during such a call became one failed test, and the run went on (a fresh-user
# trial's SIGTERM and Ctrl-C were both swallowed so). The fixture below tells a signal a test
# sent itself (os.kill / os.killpg / signal.raise_signal on this process, counted) from one that
# came from outside, and stops the run for the latter once the test is over; it also puts back
# SIGINT / SIGTERM handlers a test left installed (cli_serve did before session 61).
import signal as _signal
import threading as _threading

_SELF_SENT = {_signal.SIGINT: 0, _signal.SIGTERM: 0}
_SIGINTS_RECEIVED = [0]
_real_kill, _real_killpg, _real_raise = os.kill, os.killpg, _signal.raise_signal


def _count_self(pid_or_group: int, sig: int, group: bool = False) -> None:
    """Count ``sig`` as sent by the test itself when it goes to this process (or its group)."""
    mine = pid_or_group in (0, os.getpgrp()) if group else pid_or_group in (0, os.getpid())
    if mine and sig in _SELF_SENT:
        _SELF_SENT[sig] += 1


def _kill(pid: int, sig: int) -> None:
    _count_self(pid, sig)
    _real_kill(pid, sig)


def _killpg(group: int, sig: int) -> None:
    _count_self(group, sig, group=True)
    _real_killpg(group, sig)


def _raise_signal(sig: int) -> None:
    _count_self(0, sig)
    _real_raise(sig)


def _on_sigint(signum, frame) -> None:
    """Python's own Ctrl-C behaviour (KeyboardInterrupt), counted."""
    _SIGINTS_RECEIVED[0] += 1
    _signal.default_int_handler(signum, frame)


def pytest_configure(config) -> None:
    """Count the signals this process sends itself, and the SIGINTs it receives."""
    os.kill, os.killpg, _signal.raise_signal = _kill, _killpg, _raise_signal
    if _threading.current_thread() is _threading.main_thread() \
            and _signal.getsignal(_signal.SIGINT) is _signal.default_int_handler:
        _signal.signal(_signal.SIGINT, _on_sigint)


def _terms_received() -> int:
    import sys

    cli = sys.modules.get("kg.cli")
    return cli.SIGTERMS_RECEIVED[0] if cli is not None and hasattr(cli, "SIGTERMS_RECEIVED") else 0


@pytest.fixture(autouse=True)
def _signals_kept_and_passed_on():
    """After each test: put back the SIGINT / SIGTERM handlers it left installed (with a
    warning), and stop the run when a SIGTERM or SIGINT came from outside while an in-process
    kg command turned it into an exit status."""
    main = _threading.current_thread() is _threading.main_thread()
    handlers = {sig: _signal.getsignal(sig) for sig in (_signal.SIGINT, _signal.SIGTERM)} if main else {}
    sent = dict(_SELF_SENT)
    terms, ints = _terms_received(), _SIGINTS_RECEIVED[0]
    yield
    for sig, handler in handlers.items():
        if _signal.getsignal(sig) is not handler:
            _signal.signal(sig, handler)
            import warnings

            warnings.warn(f"the test left a {_signal.Signals(sig).name} handler installed; put back")
    outside_terms = (_terms_received() - terms) - (_SELF_SENT[_signal.SIGTERM] - sent[_signal.SIGTERM])
    outside_ints = (_SIGINTS_RECEIVED[0] - ints) - (_SELF_SENT[_signal.SIGINT] - sent[_signal.SIGINT])
    if outside_terms > 0 and main:
        _signal.signal(_signal.SIGTERM, _signal.SIG_DFL)  # die of it, as the run would have
        _real_kill(os.getpid(), _signal.SIGTERM)
    if outside_ints > 0:
        raise KeyboardInterrupt("a Ctrl-C (SIGINT) reached the test run during an in-process kg command")
