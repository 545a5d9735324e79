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
from typing import Iterable, Iterator, Optional

#: SciERC entity types the model predicts.
SCIERC_TYPES = ("Task", "Method", "Metric", "Material")

#: spaCy training configuration: CPU "efficiency" NER (hash embeddings + CNN encoder).
TRAIN_CONFIG = """
[paths]
train = null
dev = null
vectors = null
init_tok2vec = null

[system]
gpu_allocator = null
seed = 0

[nlp]
lang = "en"
pipeline = ["tok2vec","ner"]
batch_size = 64
tokenizer = {"@tokenizers":"spacy.Tokenizer.v1"}

[components]

[components.tok2vec]
factory = "tok2vec"

[components.tok2vec.model]
@architectures = "spacy.Tok2Vec.v2"

[components.tok2vec.model.embed]
@architectures = "spacy.MultiHashEmbed.v2"
width = ${components.tok2vec.model.encode.width}
attrs = ["NORM","PREFIX","SUFFIX","SHAPE"]
rows = [5000,1000,2500,2500]
include_static_vectors = false

[components.tok2vec.model.encode]
@architectures = "spacy.MaxoutWindowEncoder.v2"
width = 96
depth = 4
window_size = 1
maxout_pieces = 3

[components.ner]
factory = "ner"

[components.ner.model]
@architectures = "spacy.TransitionBasedParser.v2"
state_type = "ner"
extra_state_tokens = false
hidden_width = 64
maxout_pieces = 2
use_upper = true
nO = null

[components.ner.model.tok2vec]
@architectures = "spacy.Tok2VecListener.v1"
width = ${components.tok2vec.model.encode.width}
upstream = "*"

[corpora]

[corpora.dev]
@readers = "spacy.Corpus.v1"
path = ${paths.dev}

[corpora.train]
@readers = "spacy.Corpus.v1"
path = ${paths.train}

[training]
dev_corpus = "corpora.dev"
train_corpus = "corpora.train"
seed = ${system.seed}
gpu_allocator = ${system.gpu_allocator}
dropout = 0.1
patience = 1000
max_epochs = 0
max_steps = 2000
eval_frequency = 200

[training.batcher]
@batchers = "spacy.batch_by_words.v1"
discard_oversize = false
tolerance = 0.2

[training.batcher.size]
@schedules = "compounding.v1"
start = 100
stop = 1000
compound = 1.001

[training.optimizer]
@optimizers = "Adam.v1"
learn_rate = 0.001

[training.score_weights]
ents_f = 1.0
ents_p = 0.0
ents_r = 0.0
ents_per_type = null

[initialize]
vectors = ${paths.vectors}
init_tok2vec = ${paths.init_tok2vec}
"""


def scierc_docbin(path: Path, out: Path) -> int:
    """Convert a DyGIE-format SciERC file into a spaCy DocBin with the four entity types.

    Args:
        path: JSON lines (``sentences`` token lists, ``ner`` per sentence as
            ``[start, end, label]``, document-level token indices, inclusive end).
        out: ``.spacy`` file to write.
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
                sents, ner = d["sentences"], d["ner"]
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
                    if lab in SCIERC_TYPES:
                        sp = doc.char_span(tok_spans[s][0], tok_spans[e][1], label=lab, alignment_mode="expand")
                        if sp is not None:
                            ents.append(sp)
            doc.ents = filter_spans(ents)
            db.add(doc)
            n += 1
    db.to_disk(out)
    return n


def train_scierc(train: Path, dev: Path, out_dir: Path, max_steps: int = 2000, seed: int = 0) -> Path:
    """Train the SciERC NER with spaCy's training loop.

    Args:
        train, dev: SciERC DyGIE JSON-lines files (dev selects the best checkpoint).
        out_dir: output folder; the best model is written to ``out_dir/model-best``.
        max_steps: training steps (batches); seed: random seed (reproducible runs).
    Returns:
        Path of ``model-best``.
    """
    from spacy.cli.train import train as spacy_train

    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    scierc_docbin(Path(train), out_dir / "train.spacy")
    scierc_docbin(Path(dev), out_dir / "dev.spacy")
    cfg = out_dir / "config.cfg"
    cfg.write_text(TRAIN_CONFIG, encoding="utf-8")
    spacy_train(cfg, out_dir, overrides={
        "paths.train": str(out_dir / "train.spacy"), "paths.dev": str(out_dir / "dev.spacy"),
        "training.max_steps": max_steps, "system.seed": seed, "training.seed": seed})
    return out_dir / "model-best"


class SciercTagger:
    """Run a trained SciERC model over texts.

    Args:
        model: path of a model written by :func:`train_scierc` (``.../model-best``).
    Raises:
        OSError: the model cannot be loaded (message names the path).
    """

    def __init__(self, model: Path):
        import spacy
        try:
            self.nlp = spacy.load(model)
        except (OSError, IOError) as e:
            raise OSError(f"cannot load SciERC model from {model}: {e}") from None

    def spans(self, texts: Iterable[str], batch_size: int = 32) -> Iterator[list[tuple[int, int, str]]]:
        """Yield, per text, the predicted ``(start, end, type)`` character spans."""
        for doc in self.nlp.pipe(texts, batch_size=batch_size):
            yield [(e.start_char, e.end_char, e.label_) for e in doc.ents]


def default_model() -> Optional[Path]:
    """The SciERC model shipped with the package, if any (``kg/data/models/scierc_ner``)."""
    p = Path(__file__).resolve().parent.parent / "data" / "models" / "scierc_ner"
    return p if (p / "meta.json").exists() else None
