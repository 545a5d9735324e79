"""Checks around ``kg train`` that are not extraction code (session 60).

:func:`untrained_best_warning` tells a ``kg train`` run whose ``--max-steps`` ends before
spaCy's first evaluation after step 0, so that its ``model-best`` would be the untrained model.
It lives here, not in :mod:`kg.extract.scierc` (which trains), because every file under
``kg/extract`` is part of the rules fingerprint (:mod:`kg.fingerprint`): a warning of the
command line must not mark every committed export as extracted by other rules.
"""
from __future__ import annotations

import configparser
from pathlib import Path
from typing import Optional


def _default_config() -> Path:
    from kg.extract.scierc import CONFIG_PATH

    return CONFIG_PATH


def eval_frequency(config: Optional[Path] = None) -> Optional[int]:
    """The ``[training] eval_frequency`` of a spaCy training config (default the shipped
    ``configs/scierc.cfg``, :data:`kg.extract.scierc.CONFIG_PATH`): how many steps apart spaCy
    evaluates on the dev file and may save ``model-best``.

    Read with :mod:`configparser` (spaCy's config is INI whose ``${...}`` references are left
    as text). Returns None when the file or the value is missing or no whole number.
    """
    path = Path(config) if config is not None else _default_config()
    parser = configparser.ConfigParser(interpolation=None)
    try:
        parser.read_string(path.read_text(encoding="utf-8"))
        return int(parser.get("training", "eval_frequency").strip())
    except (OSError, configparser.Error, ValueError):
        return None


def untrained_best_warning(max_steps: Optional[int], config: Optional[Path] = None) -> Optional[str]:
    """A warning when ``max_steps`` ends training before spaCy's first evaluation after
    step 0, else None.

    spaCy evaluates at step 0 and then every ``eval_frequency`` steps (:func:`eval_frequency`),
    and ``model-best`` is the best of those evaluations; with ``max_steps`` below
    ``eval_frequency`` the only evaluation is step 0's, so ``model-best`` is the untrained model
    (session 60's fresh-user trial: ``--max-steps 200`` with the shipped config, 250, gave a
    ``model-best`` of entity F1 0.025 on the dev file) while ``model-last`` holds the trained
    weights.

    Args:
        max_steps: ``kg train --max-steps``; None (the config's own) never warns.
        config: the training config (default the shipped one).
    Returns:
        The warning text (without the ``kg: warning:`` prefix), or None, also when the
        frequency cannot be read.
    """
    freq = eval_frequency(config)
    if max_steps is None or freq is None or max_steps >= freq:
        return None
    return (f"--max-steps {max_steps} is below the config's eval_frequency ({freq}): spaCy evaluates "
            f"on the dev file only at step 0 before it stops, so model-best will be the untrained "
            f"step-0 model; give --max-steps {freq} or more (the default run, 4500 steps, takes about "
            f"14 minutes on 2 cores), or use model-last")
