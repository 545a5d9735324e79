"""Query work in a child process, which a time limit can stop: pyoxigraph evaluates a query in
Rust without a cancellation hook, so neither a Python thread nor a signal handler can end it,
but killing the process that runs it can. Used by ``kg serve`` (its pool of query workers,
:class:`kg.serve.QueryWorkerPool`) and ``kg query --timeout`` (one child per query).

The time limit's bounds and the message for a value outside them are shared by both commands.
"""
from __future__ import annotations

import signal
from multiprocessing import resource_tracker
from typing import Optional

__all__ = ["ChildProcess", "MAX_TIMEOUT", "MIN_TIMEOUT", "timeout_problem"]

#: The range of a query time limit (``kg serve --timeout``, ``kg query --timeout``; seconds): a
#: shorter limit stops even the shipped queries (a server's workers would restart on every
#: request), a longer one (an hour) holds a worker for as long as a client likes, and no limit
#: (``inf``, ``nan``, ``1e9``) is none: refused with exit status 2.
MIN_TIMEOUT = 0.1
MAX_TIMEOUT = 3600.0


def timeout_problem(timeout: float) -> Optional[str]:
    """The usage error for a time limit of ``timeout`` seconds (float) outside
    [:data:`MIN_TIMEOUT`, :data:`MAX_TIMEOUT`] (``nan`` included), without the ``kg: error:``
    prefix, or None for a valid one."""
    if MIN_TIMEOUT <= timeout <= MAX_TIMEOUT:
        return None
    return f"--timeout must be a number of seconds from {MIN_TIMEOUT:g} to {MAX_TIMEOUT:g}, got {timeout:g}"


class ChildProcess:
    """A process running ``target(*args, conn)``, started and ready to talk over a pipe, that
    the parent can kill at any moment (:meth:`kill`).

    ``target`` must first send ``("ready", None)`` on ``conn`` (or ``("error", message)`` when it
    cannot serve), then answer whatever the parent sends; the parent's end is :attr:`conn`, the
    process :attr:`proc`.

    Args:
        ctx: a ``multiprocessing`` context: ``spawn`` (``kg serve``: a fresh interpreter that
            opens the store itself) or ``fork`` (``kg query``: the child inherits the loaded
            graph; fork only a process that runs no other thread).
        target: the function the child runs; args: its arguments before the pipe's end.
        start_timeout: seconds to wait for the child's first message.
    Raises:
        RuntimeError: the child did not start in time, exited during start-up, or reported an
            error (the message says which).
    """

    def __init__(self, ctx, target, *args, start_timeout: float = 60.0) -> None:
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=target, args=(*args, child), daemon=True)
        # the worker starts with SIGINT blocked (the mask is inherited through fork and exec):
        # a terminal's Ctrl-C reaches the whole process group, and a worker still importing
        # would die of it; the parent stops its workers itself. multiprocessing's resource
        # tracker is started first (a spawned child uses it): starting it unblocks SIGINT in the
        # calling thread. A forked child needs none (and a kg query would wait for its start).
        if ctx.get_start_method() != "fork":
            resource_tracker.ensure_running()
        blocked = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        try:
            self.proc.start()
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, blocked)
        child.close()
        if not self.conn.poll(start_timeout):
            self.kill()
            raise RuntimeError(f"query worker did not start within {start_timeout:g} s")
        try:
            status, detail = self.conn.recv()
        except EOFError:
            self.proc.join(5)
            code = self.proc.exitcode
            self.kill()
            raise RuntimeError(
                f"query worker exited during start-up (exit code {code}); a script that starts "
                "kg serve must guard its entry point with `if __name__ == '__main__':`"
            ) from None
        if status != "ready":
            self.kill()
            raise RuntimeError(f"query worker failed to open the store: {detail}")

    def kill(self) -> None:
        """Kill the process (SIGKILL) unless it has ended, wait for it and close the pipe."""
        if self.proc.is_alive():
            self.proc.kill()
        self.proc.join(5)
        self.conn.close()
