"""One writer at a time: the exclusive lock a build holds on its store and on its ``--out`` folder.

A lock is a non-blocking exclusive ``fcntl.flock`` on a lock file that holds the holder's pid
(written after the lock is taken, so that a build refused names the build holding it). The
kernel drops a flock when its process ends, even by ``kill -9``, so a lock file left behind
never blocks a later build. :func:`take_lock` is used for the store's ``DIR/lock``
(:meth:`kg.store.GraphStore.open`, a file kept between builds) and for the exports folder's
``OUT/.kg-build.lock`` (:func:`kg.pipeline.build`, removed when the build releases it, so that
the folder holds only the exports).

A lock file that is removed on release needs a check after the flock is taken: a process that
opened the file before its holder removed it locks a file no longer in the folder, while a third
one creates and locks a new one. :func:`take_lock` therefore compares the locked file with the
one the path names (``os.fstat`` against ``os.stat``: device and inode) and starts again when
they differ (the scheme of, e.g., Python's ``filelock`` and Linux ``flock(1)``'s manual).

``fcntl`` exists on POSIX systems only (Linux, macOS), and the query child and the build's
export processes are forked: PaperKG needs Linux or macOS (on Windows, WSL).
:func:`platform_problem` says so in one line, which ``kg`` prints instead of a traceback.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Optional, Union

#: Name of the lock file a build keeps in its ``--out`` folder while it runs.
OUT_LOCK = ".kg-build.lock"


#: The one line ``kg`` prints on a system without POSIX file locks and fork (Windows).
PLATFORM_REQUIREMENT = ("PaperKG needs Linux or macOS (POSIX file locks and fork); "
                        "on Windows, run it in WSL (Windows Subsystem for Linux)")


class PlatformError(OSError):
    """The system lacks what PaperKG needs (``fcntl``, ``fork``): Windows outside WSL."""


def platform_problem() -> Optional[str]:
    """Why PaperKG cannot run here, or None when it can.

    Returns:
        :data:`PLATFORM_REQUIREMENT` plus what is missing (``"... (missing here: fcntl, fork)"``)
        when the module ``fcntl`` cannot be imported or ``os.fork`` does not exist (Windows);
        None on Linux and macOS. Checks the import again on each call, so a test can simulate a
        missing module with ``sys.modules["fcntl"] = None``.
    """
    missing = []
    try:
        import fcntl as _fcntl  # noqa: F401
    except ImportError:
        missing.append("fcntl")
    if not hasattr(os, "fork"):
        missing.append("fork")
    if not missing:
        return None
    return f"{PLATFORM_REQUIREMENT} (missing here: {', '.join(missing)}; platform {sys.platform})"


def require_fcntl():
    """The ``fcntl`` module, imported here rather than at module level so that importing
    :mod:`kg` works everywhere and a missing module is reported in one line.

    Raises:
        PlatformError: no ``fcntl`` (Windows): the message of :func:`platform_problem`.
    """
    try:
        import fcntl as module
    except ImportError:
        raise PlatformError(platform_problem() or PLATFORM_REQUIREMENT) from None
    return module


class LockedError(RuntimeError):
    """Another process holds the lock ("... is locked by another build (pid N)")."""


class FileLock:
    """A lock taken by :func:`take_lock`; :meth:`release` (idempotent) drops it.

    Attributes:
        path: the lock file; fd: its open descriptor (None once released); unlink: whether
            :meth:`release` removes the file.
    """

    def __init__(self, path: Path, fd: int, unlink: bool) -> None:
        """Internal: use :func:`take_lock`."""
        self.path, self.fd, self.unlink = path, fd, unlink

    def release(self) -> None:
        """Remove the lock file (when ``unlink``; while still holding the lock) and close it,
        which drops the lock. Never raises for a file already gone."""
        if self.fd is None:
            return
        try:
            if self.unlink:
                try:
                    os.unlink(self.path)
                except FileNotFoundError:
                    pass
        finally:
            os.close(self.fd)
            self.fd = None


def holder(fd: int) -> str:
    """The pid written in the lock file open at ``fd`` (its first line), or ``"unknown"``."""
    return os.pread(fd, 32, 0).decode("ascii", "replace").strip() or "unknown"


def take_lock(path: Union[str, os.PathLike], what: str, error: type[Exception] = LockedError,
              unlink: bool = False) -> FileLock:
    """Take the exclusive, non-blocking lock of the lock file ``path`` (created when missing)
    and write this process's pid into it.

    Args:
        path: the lock file; its folder must exist.
        what: how the message names what is locked, e.g. ``"store kgstore"``.
        error: the exception class raised when another process holds the lock.
        unlink: the lock file is removed on :meth:`FileLock.release`; the file locked is then
            checked to be the one ``path`` names (see the module's docstring).
    Returns:
        the :class:`FileLock`, to be released with :meth:`FileLock.release`.
    Raises:
        error: another process holds the lock: ``"{what} is locked by another build (pid N)"``.
        OSError: the lock file cannot be created or opened (no permission, a read-only file
            system); the caller names the folder.
        PlatformError: no ``fcntl`` here (Windows): :data:`PLATFORM_REQUIREMENT`.
    """
    path = Path(path)
    flock = require_fcntl()
    while True:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            flock.flock(fd, flock.LOCK_EX | flock.LOCK_NB)
        except BlockingIOError:
            try:
                pid = holder(fd)
            finally:
                os.close(fd)
            raise error(f"{what} is locked by another build (pid {pid})") from None
        except BaseException:
            os.close(fd)
            raise
        if unlink and not _same_file(fd, path):
            os.close(fd)  # removed by the holder that released it: lock the file the path names now
            continue
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode("ascii"), 0)
        return FileLock(path, fd, unlink)


def _same_file(fd: int, path: Path) -> bool:
    """Whether ``path`` names the file open at ``fd`` (same device and inode)."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return False
    mine = os.fstat(fd)
    return (st.st_dev, st.st_ino) == (mine.st_dev, mine.st_ino)


def out_lock(out_dir: Path) -> Optional[FileLock]:
    """Take the lock of the exports folder ``out_dir`` (``OUT/.kg-build.lock``, removed on
    release) when the folder exists; None when it does not (a first build takes it when it
    creates the folder to write the exports).

    Raises:
        LockedError: another build holds it: ``"--out OUT is locked by another build (pid N)"``.
        OSError: naming the folder, when the lock file cannot be made there.
    """
    if not out_dir.is_dir():
        return None
    try:
        return take_lock(out_dir / OUT_LOCK, f"--out {out_dir}", unlink=True)
    except OSError as exc:
        raise OSError(f"--out {out_dir}: cannot write there ({exc.strerror or exc})") from exc
