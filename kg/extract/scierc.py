"""A SciERC-trained entity recogniser (optional): training and tagging.

SciERC (Luan et al., 2018, "Multi-Task Identification of Entities, Relations, and
Coreference for Scientific Knowledge Graph Construction", EMNLP) annotates every
scientific term of 500 abstracts as Task, Method, Metric, Material,
OtherScientificTerm or Generic. PaperKG's rules extract *named* contributions and the
entities a graph needs, not every term, so on SciERC's exact-span entity metric they
score low (see ``kg eval --scierc``). This module trains spaCy's transition-based NER
(Lample et al., 2016 style, spaCy's ``TransitionBasedParser``) on SciERC *train* for the
four types Task, Method, Metric and Material, with spaCy's own training loop, so the
result is reproducible from the repository:

    train_scierc(train_json, dev_json, out_dir)       # out_dir/model-best is the model

and :class:`SciercTagger` runs a trained model over text (character spans). The model is
not part of the default pipeline (its entities follow SciERC's notion of an entity, not
PaperKG's); :func:`kg.evaluate.evaluate_scierc` can use it.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Iterable, Iterator, Optional, Sequence

from kg.resources import resource_dir

#: SciERC entity types that are scored and that :class:`SciercTagger` returns.
SCIERC_TYPES = ("Task", "Method", "Metric", "Material")
#: All SciERC entity types (the model may be trained on all, see :func:`scierc_docbin`).
ALL_SCIERC_TYPES = (*SCIERC_TYPES, "OtherScientificTerm", "Generic")

#: Training configuration (spaCy config format): the repository's configs/ in a checkout,
#: the packaged copy in an installed wheel (:func:`kg.resources.resource_dir`).
CONFIG_PATH = resource_dir("configs") / "scierc.cfg"

#: The model shipped with the package (written by ``kg train`` with :data:`CONFIG_PATH`).
SHIPPED_MODEL = Path(__file__).resolve().parents[1] / "data" / "scierc_model"


def scierc_docbin(path: Path, out: Path, labels: Sequence[str] = SCIERC_TYPES) -> int:
    """Convert a DyGIE-format SciERC file into a spaCy DocBin with the four entity types.

    Args:
        path: JSON lines (``sentences`` token lists, ``ner`` per sentence as
            ``[start, end, label]``, document-level token indices, inclusive end).
        out: ``.spacy`` file to write.
        labels: entity types to keep (others are left unannotated, i.e. "outside").
    Returns:
        Number of documents written.
    Raises:
        ValueError: a line is not a DyGIE document (message names file and line).
    """
    import spacy
    from spacy.tokens import DocBin
    from spacy.util import filter_spans

    nlp = spacy.blank("en")
    db = DocBin()
    n = 0
    with open(path, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                d = json.loads(line)
                ner = d["ner"]
                if "sentences" not in d:  # scierc_text below reads them
                    raise KeyError("sentences")
            except (json.JSONDecodeError, KeyError, TypeError) as e:
                raise ValueError(f"{path}:{lineno}: not a DyGIE-format SciERC document ({e})") from None
            # tokenise the text the way inference will (spaCy's English tokenizer over
            # the space-joined tokens), and align the entities by character offsets
            from kg.evaluate import scierc_text
            text, tok_spans = scierc_text(d)
            doc = nlp.make_doc(text)
            ents = []
            for sent in ner:
                for s, e, lab in sent:
                    if lab in labels:
                        sp = doc.char_span(tok_spans[s][0], tok_spans[e][1], label=lab, alignment_mode="expand")
                        if sp is not None:
                            ents.append(sp)
            doc.ents = filter_spans(ents)
            db.add(doc)
            n += 1
    db.to_disk(out)
    return n


def train_scierc(train: Path, dev: Path, out_dir: Path, max_steps: Optional[int] = None,
                 seed: int = 0, config: Optional[Path] = None) -> Path:
    """Train the SciERC entity recogniser with spaCy's training loop (``spacy train``).

    The configuration (architecture, optimiser, batching, dropout, early stopping) is
    read from ``config`` (default :data:`CONFIG_PATH`, ``configs/scierc.cfg``); the
    documents are converted with :func:`scierc_docbin`. spaCy evaluates on ``dev`` every
    ``training.eval_frequency`` steps and keeps the checkpoint with the best entity F1
    (early stopping after ``training.patience`` steps without improvement). With a fixed
    seed, runs on the same machine and library versions give the same model.

    Args:
        train: SciERC train file (DyGIE JSON lines).
        dev: SciERC dev file (DyGIE JSON lines), used only to select the checkpoint.
        out_dir: output folder; receives ``train.spacy``, ``dev.spacy``, ``config.cfg``,
            ``model-last`` and ``model-best``.
        max_steps: number of training steps (batches); None keeps the config's value.
        seed: random seed (``system.seed`` and ``training.seed``).
        config: spaCy training config; None uses :data:`CONFIG_PATH`.
    Returns:
        Path of ``out_dir/model-best``, loadable with :class:`SciercTagger`.
    Raises:
        FileNotFoundError: the config file does not exist.
        ValueError: a data line is not a DyGIE document (names file and line).
    """
    from spacy.cli.train import train as spacy_train

    config = Path(config) if config is not None else CONFIG_PATH
    if not config.is_file():
        raise FileNotFoundError(f"SciERC training config not found: {config}")
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    scierc_docbin(Path(train), out_dir / "train.spacy")
    scierc_docbin(Path(dev), out_dir / "dev.spacy")
    cfg = out_dir / "config.cfg"
    cfg.write_text(config.read_text(encoding="utf-8"), encoding="utf-8")
    overrides = {"paths.train": str(out_dir / "train.spacy"), "paths.dev": str(out_dir / "dev.spacy"),
                 "system.seed": seed, "training.seed": seed}
    if max_steps is not None:
        overrides["training.max_steps"] = int(max_steps)
    spacy_train(cfg, out_dir, overrides=overrides)
    return out_dir / "model-best"


def default_model() -> Optional[Path]:
    """The SciERC model shipped with the package (:data:`SHIPPED_MODEL`), or None if absent."""
    return SHIPPED_MODEL if (SHIPPED_MODEL / "meta.json").is_file() else None


class SciercTagger:
    """Run a trained SciERC entity recogniser over texts.

    Args:
        model: folder of a model written by :func:`train_scierc` (``.../model-best``);
            None loads the shipped model (:func:`default_model`).
    Raises:
        OSError: the model cannot be loaded, or None was given and no model is shipped
            (the message names the path and how to train one).
    """

    def __init__(self, model: Optional[Path] = None):
        import spacy
        if model is None:
            model = default_model()
            if model is None:
                raise OSError(f"no SciERC model shipped in {SHIPPED_MODEL}; train one with `kg train`")
        self.model = Path(model)
        try:
            self.nlp = spacy.load(self.model)
        except (OSError, IOError, ValueError) as e:
            raise OSError(f"cannot load SciERC model from {self.model}: {e}") from None

    def spans(self, texts: Iterable[str], batch_size: int = 32) -> Iterator[list[tuple[int, int, str]]]:
        """Tag texts.

        Args:
            texts: plain texts (any tokenisation; SciERC's are space-joined tokens).
            batch_size: documents per spaCy batch.
        Yields:
            Per text, the predicted entities as ``(start, end, type)`` with character
            offsets (end exclusive) and ``type`` one of :data:`SCIERC_TYPES`, in text order.
        """
        for doc in self.nlp.pipe(texts, batch_size=batch_size):
            yield [(e.start_char, e.end_char, e.label_) for e in doc.ents]
