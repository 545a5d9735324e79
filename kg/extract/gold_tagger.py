"""The learned span tagger: tasks and methods used that the rules miss (``kg build --tagger``).

A spaCy span categoriser (``spancat``: each candidate span scored per label by a mean-max
reduction of its token vectors and a logistic layer; Honnibal & Montani, spaCy 3) over its own
copy of en_core_web_sm's token-to-vector layer, trained on PaperKG's development gold (577
abstracts annotated under ../shared/gold/GUIDELINES.md; not SciERC, whose span conventions
differ); its candidates are every n-gram of 1-8 tokens (about 8 per token). Model:
``kg/data/gold_tagger`` (session 19's; its README: data, configuration, scores); reproduce with
``python eval/train_gold_tagger.py prepare`` then ``train 0 spancat --steps 2000``. A model
trained with the content-bounded phrases of :mod:`kg.extract.candidates` as candidates (about 2
per token; ``--suggester phrase8``) also loads: it costs half as much, but lost task recall on
new text in session 20 (eval/train_gold_tagger.py), so it is not the shipped one. Nor is a
model retrained in session 30 on 1,127 abstracts (up to dev47): on dev50-dev55 (150 abstracts
neither model saw) it reached task F1 0.647-0.655 (3 seeds) against session 19's 0.666,
method_used 0.706-0.727 against 0.700 (rules alone 0.627 / 0.678).

The rules stay the source of every other output. The tagger only adds, per paper:

* a span labelled ``TASK`` as a Task the paper addresses (role ``task``), and one labelled
  ``METHOD`` as a method the paper uses (role ``used``), scored at least :data:`THRESHOLD`;
* only spans that overlap no mention of the rules and whose name the rules did not extract
  anywhere in the paper (compared by :func:`kg.vocab.normalise`, and through the paper's acronym
  definitions), so what the rules decided (the paper's own method named again, a dataset) stands;
  of overlapping spans the best scoring one;
* no span that holds the name of the paper's own proposal ("X method" beside X), a cited
  author ("Lloyd, 1982", "Zhang et al."), no two letters in a row ("f") or a bracket it does
  not close ("S^(2"), and none that overlaps a web address ("https://github.com/a/b").

Measured out of fold (``eval/train_gold_tagger.py``: trained without the test files, grouped by
file; session 19): task F1 +0.050 / +0.022 and method_used F1 +0.054 / +0.048 on two folds of
150 / 175 abstracts over the rules alone, no other category changed; the added spans are right
at a precision of about 0.4-0.7. Cost: about 40 CPU-s per 1,000 abstracts (one process: tok2vec
~9, span scoring ~30), which is why it is an option, off by default (the rules' extraction: ~18
CPU-s per 1,000).
"""
from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Iterable, Iterator, Optional, Sequence

from kg.records import Extraction, Link, Mention

#: The shipped model (a spaCy pipeline directory: tok2vec + spancat).
MODEL_DIR = Path(__file__).resolve().parent.parent / "data" / "gold_tagger"
#: Minimal span score (spaCy's spancat default; a threshold tuned on 50 abstracts was unstable).
THRESHOLD = 0.5
#: Rule name of the tagger's mentions and links (kgo:extractor of their evidence).
RULE = "gold-tagger"
#: Tagger label -> (PaperKG type, mention role, link relation). DATASET and METRIC spans add
#: nothing the rules miss (measured), so they are not used.
LABELS = {"TASK": ("Task", "task", "addresses"), "METHOD": ("Method", "used", "uses")}


class TaggerModelError(RuntimeError):
    """The tagger's model folder is missing or not a spaCy pipeline with a ``spancat``."""


class GoldTagger:
    """Score candidate spans of cleaned abstracts with the shipped span categoriser.

    Args:
        model: a spaCy pipeline folder with a ``spancat`` component (default :data:`MODEL_DIR`).
    Raises:
        TaggerModelError: at construction, when ``model`` is no folder holding a spaCy
            ``config.cfg`` (a wrong path); on first use, when it cannot be loaded otherwise.
            :meth:`kg.extract.Extractor.extract` lets it through (a configuration error, not a
            paper's), so it is raised once, before any paper is extracted.
    """

    def __init__(self, model: Optional[Path] = None):
        self.model = Path(model) if model is not None else MODEL_DIR
        self._nlp = None
        if not (self.model / "config.cfg").is_file():
            raise TaggerModelError(f"cannot load the tagger model {self.model}: "
                                   + ("no config.cfg in this folder (not a spaCy pipeline folder)"
                                      if self.model.is_dir() else "no such folder"))

    @property
    def nlp(self):
        """The loaded spaCy pipeline (loaded on first use; load it before forking workers)."""
        if self._nlp is None:
            import spacy

            import kg.extract.candidates  # noqa: F401  (registers the model's suggester)

            try:
                nlp = spacy.load(self.model)
            except (OSError, IOError, ValueError) as exc:
                raise TaggerModelError(f"cannot load the tagger model {self.model}: {exc}") from exc
            if "spancat" not in nlp.pipe_names:
                raise TaggerModelError(f"{self.model} has no spancat component")
            nlp.get_pipe("spancat").cfg["threshold"] = THRESHOLD
            self._nlp = nlp
        return self._nlp

    def spans(self, texts: Iterable[str], batch_size: int = 32) -> Iterator[list[tuple[int, int, str, float]]]:
        """Per text, the spans scored at least :data:`THRESHOLD`.

        Args:
            texts: cleaned abstracts (``Extraction.clean.text``).
            batch_size: texts per spaCy batch.
        Yields:
            One list per text of ``(start, end, label, score)``: character offsets into the text
            (half-open), a label of the model, and its score in [0, 1].
        """
        for doc in self.nlp.pipe(texts, batch_size=batch_size):
            group = doc.spans["sc"]
            scores = group.attrs.get("scores")
            out = []
            for k, sp in enumerate(group):
                score = float(scores[k].max()) if scores is not None else 1.0
                out.append((sp.start_char, sp.end_char, sp.label_, score))
            yield out


#: Text right after a span that makes it a cited author ("Lloyd, 1982", "Kane and Nelson (2014)",
#: "Zhang et al."), not a method or a task.
_CITATION_AFTER = re.compile(r"\s*(?:et\s+al\b|,\s*(?:19|20)\d\d\b|\((?:19|20)\d\d\)|"
                             r"(?:and|&)\s+[A-Z][\w'-]+(?:\s+et\s+al\.?)?,?\s*\(?(?:19|20)\d\d\b)")
#: Text right before a span that makes it a cited author ("Arthur & Vassilvitskii, 2007").
_CITATION_BEFORE = re.compile(r"[A-Z][\w'-]+\s*(?:&|and)\s*$")
_WORD2 = re.compile(r"[^\W\d_]{2}")
#: A web address in the text ("https://github.com/a/b", "www.x.org/y", "github.com/a"): the
#: tagger sometimes labels one, or a part of one, METHOD; an address is code or a page, never a
#: method or a task (session 43: a code URL added as a method used on dev76-dev79).
_URL = re.compile(r"(?:https?://|www\.)\S+|\b[\w.-]+\.(?:com|org|io|net|ai)/\S*", re.I)


def _malformed(span: str) -> bool:
    """A span no mention can be: without two letters in a row ("f", "SO(d"), or with a bracket
    it does not close or open ("S^(2", "ϕ(u")."""
    if not _WORD2.search(span):
        return True
    return any(span.count(o) != span.count(c) for o, c in ("()", "[]", "{}"))


def _in_url(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` overlaps a web address of ``text`` (:data:`_URL`)."""
    return any(start < m.end() and m.start() < end for m in _URL.finditer(text))


def _cited_author(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is a one-word name of a cited author (a capitalised word
    before a year, "et al." or a co-author)."""
    span = text[start:end]
    if " " in span or not span[:1].isupper():
        return False
    return bool(_CITATION_AFTER.match(text, end)) or (
        bool(_CITATION_BEFORE.search(text, max(0, start - 40), start)) and
        bool(re.match(r",\s*(?:19|20)\d\d\b", text[end:end + 8])))


def _norm(text: str) -> str:
    from kg.vocab import normalise

    return normalise(text)


def add_tagged(ex: Extraction, spans: Sequence[tuple[int, int, str, float]]) -> Extraction:
    """``ex`` with the tagger's spans that pass the gate added as mentions and links.

    Args:
        ex: the rules' extraction of one paper.
        spans: the tagger's ``(start, end, label, score)`` spans of ``ex.clean.text``.
    Returns:
        A new :class:`Extraction`: for each kept span a :class:`Mention` (rule :data:`RULE`,
        confidence = score rounded to 2 places) and a paper-level :class:`Link` (``addresses``
        a Task, ``uses`` a Method) whose evidence is the span's sentence. Unchanged when no span
        passes the gate (see the module docstring).
    """
    text = ex.clean.text
    rules = ex.mentions
    named = {_norm(m.text) for m in rules}
    proposed = {m.text for m in rules if m.role in ("proposed", "benchmark") and len(m.text) > 1}
    same: dict[str, set[str]] = {}
    for a in ex.acronyms:
        s, lf = _norm(a.short), _norm(a.long)
        same.setdefault(s, set()).add(lf)
        same.setdefault(lf, set()).add(s)
    kept: list[tuple[int, int, str, float]] = []
    for start, end, label, score in sorted(spans, key=lambda s: (-s[3], s[0], s[1], s[2])):
        if label not in LABELS or score < THRESHOLD or not text[start:end].strip():
            continue
        if any(start < e and s < end for s, e, _, _ in kept):
            continue
        if any(start < m.end and m.start < end for m in rules):
            continue
        key = _norm(text[start:end])
        if not key or ({key} | same.get(key, set())) & named:
            continue
        if _malformed(text[start:end]) or _cited_author(text, start, end) or _in_url(text, start, end):
            continue
        if any(re.search(r"(?<!\w)" + re.escape(p) + r"(?!\w)", text[start:end]) for p in proposed):
            continue  # "X method" beside the paper's own proposal X
        kept.append((start, end, label, score))
    if not kept:
        return ex
    mentions, links = list(ex.mentions), list(ex.links)
    for start, end, label, score in sorted(kept):
        typ, role, rel = LABELS[label]
        conf = round(score, 2)
        sent = next(((s, e) for s, e in ex.sentences if s <= start < e), (0, len(text)))
        mentions.append(Mention(text=text[start:end], type=typ, start=start, end=end, role=role,
                                rule=RULE, confidence=conf))
        links.append(Link(rel=rel, head=None, head_type=None, tail=text[start:end], tail_type=typ,
                          start=sent[0], end=sent[1], rule=RULE, confidence=conf))
    mentions.sort(key=lambda m: (m.source != "abstract", m.start, m.end, m.type, m.role))
    return dataclasses.replace(ex, mentions=tuple(mentions), links=tuple(links))


def tag_extractions(extractions: Sequence[Extraction], tagger: GoldTagger) -> list[Extraction]:
    """:func:`add_tagged` for a batch: the texts are tagged in one spaCy batch.

    Args:
        extractions: the rules' extractions (a paper whose extraction failed, with no
            sentences, is passed through unchanged).
        tagger: a :class:`GoldTagger`.
    Returns:
        The extractions in the same order, each with the tagger's additions.
    """
    todo = [k for k, ex in enumerate(extractions) if ex.sentences and ex.clean.text]
    out = list(extractions)
    for k, spans in zip(todo, tagger.spans([extractions[k].clean.text for k in todo])):
        out[k] = add_tagged(extractions[k], spans)
    return out
