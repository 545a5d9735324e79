"""On-disk cache of the tokenized gazetteer phrases of :mod:`kg.extract.gazetteer`.

Compiling the gazetteer tokenizes about 15,000 Papers with Code and lexicon names with
spaCy's tokenizer, about 1.2 s of every pipeline load. The tokenization is a pure
function of the names, the tokenizer's rules and spaCy's version, so it is cached:
the file holds, per matcher attribute (``ORTH``, ``LOWER``) and entity type, the
token strings of every phrase, in the order they are added to the
:class:`spacy.matcher.PhraseMatcher`. A later load hashes these strings with the
pipeline's :class:`spacy.strings.StringStore` and adds the hash sequences to the
matcher, which is what :meth:`PhraseMatcher.add` computes from a tokenized ``Doc``.

Format: JSON (never pickle, which runs code when loaded), UTF-8,
``{"format": FORMAT, "key": <sha256 hex>, "phrases": {attr: {type: [[token, ...], ...]}}}``.

The key (:func:`cache_key`) is a SHA-256 over spaCy's, Python's and the Unicode
database's versions, the model's language, name and version, the serialized tokenizer
rules, and the fingerprints the gazetteer passes in
(:func:`kg.extract.gazetteer.cache_inputs`: its code version and source, the
vocabulary files' bytes and loader source, the lexicon word lists, the extra names),
so an edit of the vocabulary, of the metric lexicon or of the name filters misses the
cache, and a hit needs no name compilation at all.

Location (:func:`cache_dir`): ``$PAPERKG_CACHE_DIR`` when set (``off`` disables the
cache), else ``$XDG_CACHE_HOME/paperkg``, else ``~/.cache/paperkg``. One file per
model (``gazetteer-<lang>_<model>-<version>.json``, about 0.4 MB) and one per lookup set
(:func:`cached_strings`: ``technique_keys.json``, ``dataset_squashed_keys.json``); a
key mismatch rewrites the file, so the directory does not grow with edits.

A missing, corrupt, truncated, unreadable or unwritable cache never fails a load:
the caller tokenizes, and the problem is logged at DEBUG level on the
``kg.extract.gazetteer_cache`` logger. Files are written atomically (a temporary
file in the same directory, then :func:`os.replace`), so concurrent loads (worker
processes) see either the old file or the new one.
"""
from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import sys
import tempfile
import unicodedata
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, Optional, Sequence

import spacy
from spacy.language import Language

log = logging.getLogger(__name__)

#: Version of the cache file layout (bump when the JSON layout changes).
FORMAT = 1
#: Environment variable naming the cache directory; the value ``off`` disables the cache.
ENV_VAR = "PAPERKG_CACHE_DIR"
#: Values of :data:`ENV_VAR` that disable the cache (compared case-insensitively).
DISABLED = frozenset({"off", "0", "false", "no", "none"})

#: ``{attr: {entity type: [phrase token strings, ...]}}``; attr is ``"ORTH"`` or ``"LOWER"``.
Phrases = Mapping[str, Mapping[str, Sequence[Sequence[str]]]]

_SAFE_RE = re.compile(r"[^A-Za-z0-9._-]+")


def cache_dir() -> Optional[Path]:
    """The directory of the gazetteer cache, or None when it is disabled.

    Returns:
        ``Path($PAPERKG_CACHE_DIR)`` when the variable is set and not ``off`` (nor
        ``0``, ``false``, ``no``, ``none``, empty); None when it is one of those;
        else ``$XDG_CACHE_HOME/paperkg`` (when set and absolute, as the XDG Base
        Directory Specification requires), else ``~/.cache/paperkg``. The directory
        may not exist yet.
    """
    env = os.environ.get(ENV_VAR)
    if env is not None:
        if env.strip().lower() in DISABLED or not env.strip():
            return None
        return Path(env).expanduser()
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    if xdg and os.path.isabs(xdg):
        return Path(xdg) / "paperkg"
    return Path.home() / ".cache" / "paperkg"


def cache_file(directory: Path, nlp: Language) -> Path:
    """The cache file of pipeline ``nlp``'s model in ``directory``.

    Args:
        directory: the cache directory (:func:`cache_dir`).
        nlp: the pipeline (its ``meta`` name and version name the file).
    Returns:
        ``directory / "gazetteer-<lang>_<name>-<version>.json"`` with characters other
        than letters, digits, ``.``, ``_`` and ``-`` replaced by ``_``.
    """
    meta = nlp.meta or {}
    stem = f"{nlp.lang}_{meta.get('name', 'blank')}-{meta.get('version', '0')}"
    return directory / f"gazetteer-{_SAFE_RE.sub('_', stem)}.json"


def cache_key(nlp: Language, inputs: Mapping[str, Any]) -> str:
    """The SHA-256 key of a compiled gazetteer.

    Args:
        nlp: the pipeline whose tokenizer compiles the names.
        inputs: JSON-serialisable fingerprints of everything else the phrases depend on
            (the caller's code version, sources, data files, word lists).
    Returns:
        A 64-character hex digest over :data:`FORMAT`, spaCy's version, the Python and
        Unicode database versions (``str.lower`` and ``str.isupper`` decide which names
        are kept), the model's language, name and version, the tokenizer's serialized
        rules (:meth:`spacy.tokenizer.Tokenizer.to_bytes` without the vocabulary) and
        ``inputs``.
    Raises:
        TypeError: when ``inputs`` is not JSON-serialisable.
    """
    meta = nlp.meta or {}
    h = hashlib.sha256()
    header = {"format": FORMAT, "spacy": spacy.__version__, "python": list(sys.version_info[:2]),
              "unicode": unicodedata.unidata_version, "lang": nlp.lang,
              "model": meta.get("name"), "model_version": meta.get("version")}
    h.update(json.dumps(header, sort_keys=True).encode("utf-8"))
    h.update(b"\0tokenizer\0")
    h.update(hashlib.sha256(nlp.tokenizer.to_bytes(exclude=["vocab"])).digest())
    h.update(b"\0inputs\0")
    h.update(json.dumps(inputs, sort_keys=True, ensure_ascii=False).encode("utf-8"))
    return h.hexdigest()


def file_digest(path: Path) -> str:
    """SHA-256 hex digest of the bytes of ``path``.

    Raises:
        OSError: when the file cannot be read.
    """
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def _valid(phrases: object) -> bool:
    """Whether ``phrases`` has the shape of :data:`Phrases`."""
    if not isinstance(phrases, dict) or set(phrases) != {"ORTH", "LOWER"}:
        return False
    for by_type in phrases.values():
        if not isinstance(by_type, dict):
            return False
        for etype, pats in by_type.items():
            if not isinstance(pats, list):
                return False
            for pat in pats:
                if not isinstance(pat, list) or not all(isinstance(t, str) and t for t in pat):
                    return False
    return True


def load(path: Path, key: str) -> Optional[Phrases]:
    """Read the cached phrases for ``key`` from ``path``.

    Args:
        path: the cache file (:func:`cache_file`).
        key: the expected key (:func:`cache_key`).
    Returns:
        The :data:`Phrases`, or None when the file is missing, unreadable, not valid
        UTF-8 JSON, of another format or key, or malformed (each logged at DEBUG).
        Never raises.
    """
    data = _read(path, key)
    if data is None:
        return None
    phrases = data.get("phrases")
    if not _valid(phrases):
        log.debug("gazetteer cache %s: malformed phrases", path)
        return None
    return phrases


def save(path: Path, key: str, phrases: Phrases) -> bool:
    """Write ``phrases`` under ``key`` to ``path`` atomically.

    Args:
        path: the cache file; its directory is created when missing.
        key: the key (:func:`cache_key`).
        phrases: the tokenized phrases.
    Returns:
        True when the file was written, False on any :class:`OSError` (read-only or
        full disk, permissions; logged at DEBUG). Never raises for I/O problems. The
        bytes written are a deterministic function of ``key`` and ``phrases``.
    """
    return _write(path, {"format": FORMAT, "key": key, "phrases": phrases})


def _read(path: Path, key: str) -> Optional[dict]:
    """The JSON object in ``path`` when its ``format`` and ``key`` match, else None
    (missing, unreadable, truncated, not UTF-8 JSON: logged at DEBUG)."""
    try:
        with open(path, "rb") as fh:
            data = json.loads(fh.read().decode("utf-8"))
    except FileNotFoundError:
        log.debug("gazetteer cache %s: no file", path)
        return None
    except (OSError, ValueError) as err:  # unreadable, truncated, not UTF-8/JSON
        log.debug("gazetteer cache %s unreadable: %s", path, err)
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("key") != key:
        log.debug("gazetteer cache %s: other format or key", path)
        return None
    return data


def _write(path: Path, obj: dict) -> bool:
    """Write ``obj`` as compact sorted-key UTF-8 JSON to ``path`` atomically; False
    (logged at DEBUG) on any OSError."""
    body = json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".gazetteer-", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "wb") as fh:
            fh.write(body)
        os.replace(tmp, path)
        tmp = None
        return True
    except OSError as err:
        log.debug("gazetteer cache %s not written: %s", path, err)
        return False
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def cached_strings(name: str, inputs: Optional[Mapping[str, Any]],
                   compute: Callable[[], Iterable[str]]) -> frozenset[str]:
    """A set of strings derived from the vocabularies, read from the cache when present.

    Used for the lookup sets of :mod:`kg.extract.gazetteer` (normalised technique names,
    squashed dataset keys) whose computation normalises some 30,000 labels per load.

    Args:
        name: the set's name, also the file name (``<name>.json`` in :func:`cache_dir`);
            letters, digits, ``_`` and ``-`` only.
        inputs: JSON-serialisable fingerprints of everything ``compute`` depends on
            (source digests, vocabulary file digests), or None to bypass the cache.
        compute: returns the strings when the cache misses.
    Returns:
        ``frozenset(compute())``, from the cache file when its key (SHA-256 over
        :data:`FORMAT`, the Python and Unicode database versions, ``name`` and
        ``inputs``) matches; a miss or a cache fault computes and rewrites the file.
        Never raises for cache problems.
    Raises:
        ValueError: when ``name`` has other characters.
    """
    if not re.fullmatch(r"[A-Za-z0-9_-]+", name):
        raise ValueError(f"cache name {name!r}: use letters, digits, _ and - only")
    directory = cache_dir()
    if directory is None or inputs is None:
        return frozenset(compute())
    header = {"format": FORMAT, "python": list(sys.version_info[:2]),
              "unicode": unicodedata.unidata_version, "name": name, "inputs": inputs}
    key = hashlib.sha256(json.dumps(header, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()
    path = directory / f"{name}.json"
    data = _read(path, key)
    strings = data.get("strings") if data is not None else None
    if isinstance(strings, list) and all(isinstance(s, str) for s in strings):
        return frozenset(strings)
    if data is not None:
        log.debug("gazetteer cache %s: malformed strings", path)
    out = frozenset(compute())
    _write(path, {"format": FORMAT, "key": key, "strings": sorted(out)})
    return out
