"""Child processes of a build: what every process PaperKG forks does first.

A build forks processes of its own: the extraction workers (:mod:`kg.extract.pool`), the
reader that runs while the pipeline loads and the second export writer
(:func:`kg.pipeline._run_forked`). :func:`die_with_parent` ties each one's life to the
build's.
"""
from __future__ import annotations

import os
import signal
import sys

__all__ = ["die_with_parent"]

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
