"""Processes and signals of a build.

A build forks processes of its own: the extraction workers (:mod:`kg.extract.pool`), and,
through :func:`kg.pipeline._run_forked`, the reader that runs while the pipeline loads, the
linker that matches entities to the vocabularies while the build assembles the papers'
triples, and the export writer of GraphML, entities.csv and graph.html.
:func:`die_with_parent` ties each one's life to the build's. :func:`signals_deferred` keeps Ctrl-C and SIGTERM from landing in the middle of
the build's final commit.
"""
from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
from typing import Iterator, Optional

__all__ = ["die_with_parent", "seconds_since_start", "signals_deferred"]

#: prctl(2) option: the signal this process gets when its parent thread ends.
_PR_SET_PDEATHSIG = 1


def die_with_parent(parent: int) -> None:
    """Make this (child) process end when its parent process ends, however the parent ends.

    A worker forked by a build must not outlive it: when only the build process is
    signalled (``Popen.terminate()``, systemd's ``KillMode=process``, ``kill -9``), its
    orphaned workers would otherwise block forever on a pipe, holding memory and the
    store's lock file. On Linux this asks the kernel for SIGTERM on the parent's death
    (``prctl(PR_SET_PDEATHSIG)``, see prctl(2)) and exits at once if the parent is already
    gone; elsewhere it does nothing. Never raises.

    Args:
        parent: the parent's process id, read by the parent before it forked this process
            (read here, it could already be the id of the process that adopted an orphan).
    """
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
    except (OSError, AttributeError):  # no libc prctl: leave it
        return
    if os.getppid() != parent:
        os._exit(1)  # the parent died before the request took effect


@contextlib.contextmanager
def signals_deferred() -> Iterator[None]:
    """Defer SIGINT and SIGTERM until the body has finished, then act on them.

    While the body runs, either signal is only noted; afterwards the previous handlers are
    restored and, if one came, called (Python's handlers raise there: KeyboardInterrupt,
    or the CLI's termination), or for a default handler the signal is sent again. The
    handlers are swapped rather than masked because a process-directed signal may be
    delivered to any thread that leaves it unmasked, and Python runs its handler in the main
    thread whichever thread received it. Outside the main thread (where handlers cannot be
    set) the body simply runs.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    received: list[int] = []

    def note(signum, frame) -> None:
        received.append(signum)

    previous = {sig: signal.signal(sig, note) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        if received:
            sig = received[0]
            handler = previous[sig]
            if callable(handler):
                handler(sig, None)
            elif handler == signal.SIG_DFL:
                os.kill(os.getpid(), sig)


def seconds_since_start(pid: str = "self") -> Optional[float]:
    """Wall-clock seconds since process ``pid`` (default: this one) started, start-up included
    (the interpreter and the imports before any code of ``kg`` runs, which take a minute on a
    loaded machine), as ``/usr/bin/time`` counts a command.

    Linux: the process's start, field 22 of ``/proc/PID/stat`` (``starttime``, clock ticks
    after boot: proc(5)), against the seconds since boot of ``/proc/uptime``; both count from
    the same boot, to 1/100 s. The ``comm`` field (2) is in parentheses and may hold spaces,
    so the fields are counted after its closing parenthesis.

    Returns:
        the seconds (>= 0.0), or None where ``/proc`` does not tell (not Linux, or an
        unreadable or unexpected file): the caller then says what it measured instead.
    """
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            stat = fh.read().decode("ascii", "replace")
        with open("/proc/uptime", "rb") as fh:
            uptime = float(fh.read().split()[0])
        ticks = int(stat[stat.rindex(")") + 2:].split()[19])  # field 22: the 20th after comm
        started = ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None
    return max(0.0, uptime - started)
