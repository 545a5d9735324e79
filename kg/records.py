"""Typed records passed between PaperKG's pipeline stages.

The pipeline is ``read -> clean -> extract -> resolve -> link -> graph -> export``.
Every stage takes and returns the small frozen dataclasses defined here, so a stage
can be tested (and replaced) without the others.

Offsets: every ``start``/``end`` pair in an extraction record is a half-open range of
*character* offsets (Python ``str`` indices) into :attr:`CleanText.text`, the cleaned
abstract. :meth:`CleanText.to_original` maps them back into :attr:`Paper.abstract`,
the text exactly as the user gave it; provenance in the graph points into that original
text. One exception: a :class:`Mention` with ``source == "title"`` (a main task the
title states and the abstract never writes) indexes :func:`plain_title` of the paper's
title; its graph evidence is the title as dcterms:title writes it (``kgo:inTitle``; white
space runs made one space, :func:`kg.graph.clean_title`, so its offsets are 0 and that title's length).
"""
from __future__ import annotations

import re
from array import array
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Iterable, Optional, Sequence

#: Entity types of the graph (SciERC / Papers with Code vocabulary).
ENTITY_TYPES: tuple[str, ...] = ("Method", "Task", "Dataset", "Metric")

#: Typed relations between a paper or an entity and an entity.
#: Keys are the local names of the kgo: properties in ontology/paperkg.ttl.
RELATIONS: tuple[str, ...] = (
    "proposes",      # Paper -> Method | Dataset (a benchmark it introduces)
    "addresses",     # Paper | Method -> Task
    "evaluatedOn",   # Paper | Method -> Dataset
    "uses",          # Paper | Method -> Method it builds on
    "comparesWith",  # Paper | Method -> Method it is compared against
    "partOf",        # Method -> Method (named component of a proposed method)
    "usesMetric",    # Paper | Method -> Metric
)


#: Longest abstract kept, in characters; the reader cuts a longer one with a warning
#: (:func:`kg.read._limit`), and so does the extractor for a paper given to it directly
#: (:func:`kg.read.cap_abstract`). Real abstracts are under 5,000 characters; 20,000 leaves
#: room for long ones while bounding the cost of extraction on pathological input.
MAX_ABSTRACT_CHARS = 20_000


#: Longest id a message shows whole; a longer one is shown by :func:`short_id` as its first
#: characters, an ellipsis and its length (the paper keeps the whole id).
ID_IN_MESSAGES = 80


#: How :attr:`Paper.key` joins the keys of a paper read from several records (two files'
#: ``smith2024`` and ``lee2023`` of one paper): sorted, this between them; papers.csv's ``key``
#: column writes them so too.
KEY_JOIN = "; "


def paper_keys(key: Optional[str]) -> list[str]:
    """The keys a :attr:`Paper.key` holds (:data:`KEY_JOIN` between them), in its order; []
    for None or ""."""
    return [k for k in key.split(KEY_JOIN) if k] if key else []


def joined_keys(keys: Iterable[Optional[str]]) -> Optional[str]:
    """The :attr:`Paper.key` of a paper read from records with the keys ``keys`` (None: a
    record without key; a value may itself hold several, :func:`paper_keys`): each key once,
    sorted (small letters first compared, then as written), joined with :data:`KEY_JOIN`; None
    when there is none."""
    found = {k for key in keys for k in paper_keys(key)}
    return KEY_JOIN.join(sorted(found, key=lambda k: (k.lower(), k))) if found else None


def short_id(pid: str, limit: int = ID_IN_MESSAGES) -> str:
    """An id as messages quote it: ``repr(pid)`` when it has at most ``limit`` characters,
    else the ``repr`` of its first ``limit - 20`` characters followed by an ellipsis and the
    length, ``'xxxx...' (3,000 characters)``, so a message stays one readable line
    whatever the user's id (the id itself is never shortened: it names the paper)."""
    if len(pid) <= limit:
        return repr(pid)
    return f"{pid[:max(1, limit - 20)] + '...'!r} ({len(pid):,} characters)"


#: Characters of markup in a title (LaTeX, markdown, HTML): a title without any is its own
#: plain form (:func:`plain_title`).
_TITLE_MARKUP = re.compile(r"[\\$^_{}*`<&~]")


#: TeX's en dash ``--`` and em dash ``---`` in a title (a run of exactly two or three hyphens).
_TEX_DASHES = re.compile(r"(?<!-)-{2,3}(?!-)")


def tex_dashes(title: str) -> str:
    """A title's TeX dashes as the dashes they print (session 59): ``---`` an em dash (U+2014),
    ``--`` an en dash (U+2013); a run of four or more hyphens is left as written. Read so by
    the BibTeX reader (:func:`kg.read._bib_title`) and :func:`kg.graph.clean_title` before
    cleaning, which would make ``--`` a hyphen (:func:`kg.clean.clean`, written for abstracts);
    :mod:`kg.bibtex` writes the en dash back as ``--``.

    >>> tex_dashes("GeoDiffusion -- a Study --- Part 2")
    'GeoDiffusion \u2013 a Study \u2014 Part 2'
    """
    if "--" not in title:
        return title
    return _TEX_DASHES.sub(lambda m: "\u2014" if len(m.group()) == 3 else "\u2013", title)


def plain_title(title: Optional[str]) -> Optional[str]:
    """A paper's title as the rules read it: LaTeX, markdown and HTML markup resolved as in
    abstracts (:func:`kg.clean.clean`: "Stein $\\Pi$-Importance Sampling" ->
    "Stein Π-Importance Sampling", as the abstract writes it), or None for no title. The
    offsets of a title mention (``Mention.source == "title"``) index this text."""
    if not title:
        return None
    if not _TITLE_MARKUP.search(title):
        return title
    from kg.clean import clean

    return clean(title).text or title


def markup_only_title(title: Optional[str]) -> bool:
    """True when ``title`` shows something but its markup, once resolved as in abstracts
    (:func:`kg.clean.clean`), leaves no text: ``$\\heartsuit$``, ``\\ourmethod{}``,
    ``\\textbf{}``, ``<b></b>`` (a macro PaperKG does not know, or markup around nothing).
    The reader warns about such a title (:mod:`kg.read`); the graph keeps it as written when
    it names a macro cleaning cannot render, else gives the paper no title
    (:func:`kg.graph.clean_title`). False for None, for a title of white space or invisible
    characters only, and for any title whose cleaned form holds a character."""
    if not title or not _TITLE_MARKUP.search(title):
        return False
    from kg.clean import clean

    # (without the names that cleaning writes for macros it cannot render: \\ourmethod{} leaves
    # "ourmethod", which is no text of the title's own)
    return not clean(title, macro_names=False).text and any(not ch.isspace() and ch.isprintable() for ch in title)


#: The fields of :class:`Paper` that hold a str or None.
_OPTIONAL_TEXT_FIELDS = ("title", "venue", "url", "doi", "arxiv", "key", "openalex", "semanticscholar")


@dataclass(frozen=True)
class Paper:
    """One input record (an abstract and its metadata), as produced by :mod:`kg.read`.

    Attributes:
        id: stable identifier: the record's own id (OpenReview id, DOI, arXiv id) when it
            has one, else ``"h-" + first 16 hex digits of sha1(normalised abstract)``.
        abstract: the abstract exactly as given (LaTeX, markdown and all).
        source: where it came from, ``"path:line"`` (line is 1-based), for messages.
        title, authors, venue, year, url, keywords, doi: metadata when known.
        arxiv: the paper's arXiv identifier without prefix or version (``2401.00001``,
            ``hep-th/9901001``) when the record gives one (an arXiv id field, an arXiv
            address or arXiv's DOI, :func:`kg.read._arxiv_of`), else None; the graph links
            the paper to its ``https://arxiv.org/abs/`` page with schema:sameAs.
        key: the record's key in the source it came from, when it gives one that is not its
            id: a BibTeX entry's citation key, a ``key`` / ``citation_key`` column (Zotero's CSV
            "Key", CSL JSON's ``citation-key``, DBLP's ``key``); None otherwise. The graph
            writes it as schema:identifier and papers.csv as its ``key`` column, so a paper
            can be joined back to the reference manager it came from (a record's own ``id``
            column is already its id: dcterms:identifier, papers.csv's ``id``). A paper read
            from several records (duplicates merged by :func:`kg.read.dedupe`) has the keys of
            all of them, sorted and joined with :data:`KEY_JOIN` (:func:`paper_keys` splits them):
            one schema:identifier each.
        openalex: the paper's OpenAlex work id (``W2741809807``) when the record is an
            OpenAlex work or its id an OpenAlex address (:func:`kg.read.openalex_work`), else
            None; the graph links the paper to ``https://openalex.org/W...`` with schema:sameAs.
        semanticscholar: the paper's Semantic Scholar paperId (40 hex digits, small letters)
            when the record is a Semantic Scholar paper (:func:`kg.read.semantic_scholar_paper`),
            also when its DOI or arXiv id names it, else None; the graph links the paper to
            ``https://www.semanticscholar.org/paper/<paperId>`` with schema:sameAs.
    """

    id: str
    abstract: str
    source: str = ""
    title: Optional[str] = None
    authors: tuple[str, ...] = ()
    venue: Optional[str] = None
    year: Optional[int] = None
    url: Optional[str] = None
    keywords: tuple[str, ...] = ()
    doi: Optional[str] = None
    arxiv: Optional[str] = None
    key: Optional[str] = None
    openalex: Optional[str] = None
    semanticscholar: Optional[str] = None

    def __post_init__(self) -> None:
        """Check the field types, so a wrong one fails here, naming the field, rather than
        late and far away (a string ``authors`` made one author per character, an int id a
        TypeError inside the graph's IRI quoting). A list of names is stored as a tuple.

        Raises:
            TypeError: a field of the wrong type (``id``, ``abstract`` and ``source`` a str;
                ``year`` an int or None, not a bool; ``authors``/``keywords`` a tuple or list
                of str, not one str; the other fields a str or None).
            ValueError: an empty or blank ``id``.
        """
        # (a handful of isinstance checks: a few hundred nanoseconds per paper, nothing beside
        # its extraction's milliseconds)
        if type(self.id) is not str or type(self.abstract) is not str or type(self.source) is not str:
            for name in ("id", "abstract", "source"):
                if not isinstance(getattr(self, name), str):
                    raise TypeError(f"Paper.{name} must be a str, not {type(getattr(self, name)).__name__}"
                                    f" ({getattr(self, name)!r:.60}); kg.read.papers_from_dicts turns "
                                    "records (dicts) into papers as the reader does")
        if not self.id.strip():
            raise ValueError(f"Paper.id must be a non-empty str, not {self.id!r}")
        for name in _OPTIONAL_TEXT_FIELDS:
            value = getattr(self, name)
            if value is not None and not isinstance(value, str):
                raise TypeError(f"Paper.{name} must be a str or None, not {type(value).__name__} ({value!r:.60})")
        if self.year is not None and (not isinstance(self.year, int) or isinstance(self.year, bool)):
            raise TypeError(f"Paper.year must be an int or None, not {type(self.year).__name__} ({self.year!r:.60})")
        for name in ("authors", "keywords"):
            value = getattr(self, name)
            if type(value) is not tuple:
                if not isinstance(value, (tuple, list)):
                    raise TypeError(f"Paper.{name} must be a tuple (or list) of str, not {type(value).__name__} "
                                    f"({value!r:.60}); one str is no list of names: split it first "
                                    "(kg.read.papers_from_dicts splits as the reader does)")
                value = tuple(value)
                object.__setattr__(self, name, value)
            for item in value:
                if not isinstance(item, str):
                    raise TypeError(f"Paper.{name} must hold str only, not {type(item).__name__} ({item!r:.60})")

    @property
    def venue_label(self) -> Optional[str]:
        """``"ICML 2026"`` style label, or None when the venue is unknown. The year is added
        only when the venue names none: venue "ICML 2026" stays "ICML 2026" with year 2026, and
        also with year 2025 (a BibTeX ``booktitle = {ICML'26}`` beside ``year = {2025}``: the
        venue keeps the year its name states, the paper keeps its year field)."""
        if not self.venue:
            return None
        if not self.year or re.search(r"(?<!\d)(?:19|20)\d\d(?!\d)", self.venue):
            return self.venue
        return f"{self.venue} {self.year}"


@dataclass(frozen=True)
class BoldAcronym:
    """An acronym spelt by LaTeX-bold letters (``\\textbf{S}upport-\\textbf{P}roximity``).

    ``short`` is the acronym as the text names it when it does (``SPADE``), else the
    bold letters joined; ``long`` is the cleaned expansion; offsets are into the
    cleaned text and cover ``long``.
    """

    short: str
    long: str
    start: int
    end: int


def compact_offsets(offsets: Sequence[int]) -> Sequence[int]:
    """``offsets`` as ``range(n)`` when it is the identity map, else as ``array('i')``.

    Args:
        offsets: non-negative ints (a ``range``, ``array``, tuple or list).
    Returns:
        An indexable, sliceable, picklable sequence equal element-wise to ``offsets``.
    Raises:
        OverflowError: an offset does not fit in a C int (texts over 2**31 characters).
    """
    if isinstance(offsets, range) and offsets.start == 0 and offsets.step == 1:
        return offsets
    packed = offsets if isinstance(offsets, array) and offsets.typecode == "i" else array("i", offsets)
    n = len(packed)
    if n and packed[0] == 0 and packed[-1] == n - 1 and packed == array("i", range(n)):
        return range(n)
    return packed


@dataclass(frozen=True)
class CleanText:
    """A cleaned abstract plus the map back to the original text.

    Attributes:
        text: cleaned text (LaTeX and markdown removed, dashes normalised, NFC).
        offsets: ``len(text) + 1`` integers; ``offsets[i]`` is the index in the original
            abstract of cleaned character ``i`` (the last entry maps the end). Any sequence
            of ints may be given; it is stored compactly, as a ``range`` when cleaning
            changed nothing, else as an ``array('i')`` (4 bytes per character instead of
            the ~36 of a tuple of Python ints: the offsets were most of an extraction's
            memory). Compare it with ``tuple(c.offsets)``.
        bold_acronyms: acronyms spelt by bold letters in the LaTeX source.
    """

    text: str
    offsets: Sequence[int] = field(hash=False)
    bold_acronyms: tuple[BoldAcronym, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "offsets", compact_offsets(self.offsets))

    def to_dict(self) -> dict:
        """A JSON-safe dict: ``text``, ``offsets`` as a list of ints (the compact ``array('i')``
        or ``range`` is no JSON type) and ``bold_acronyms`` as dicts."""
        return {"text": self.text, "offsets": list(self.offsets),
                "bold_acronyms": [{"short": b.short, "long": b.long, "start": b.start, "end": b.end}
                                  for b in self.bold_acronyms]}

    def to_original(self, start: int, end: int) -> tuple[int, int]:
        """Map a cleaned half-open range ``[start, end)`` to the original abstract.

        Returns the smallest original range that covers the cleaned characters.
        Raises IndexError when the range lies outside the cleaned text.
        """
        if not (0 <= start <= end <= len(self.text)):
            raise IndexError(f"range {start}:{end} outside cleaned text of length {len(self.text)}")
        if start == end:
            o = self.offsets[start]
            return o, o
        return self.offsets[start], self.offsets[end - 1] + 1


@dataclass(frozen=True)
class Mention:
    """One entity mention found in a paper.

    Attributes:
        text: surface form as it appears in the cleaned text (``text == clean[start:end]``),
            or, for ``source == "title"``, in the plain title (``text == title[start:end]``).
        type: one of :data:`ENTITY_TYPES`.
        start, end: character offsets into the cleaned text, or into the plain title
            (:func:`plain_title`) when ``source`` is ``"title"``.
        role: why it was extracted: ``"proposed"`` (a named method the paper introduces),
            ``"benchmark"`` (a dataset/benchmark the paper introduces), ``"used"``,
            ``"compared"``, ``"task"``, ``"dataset"``, ``"metric"`` or ``"mention"``.
        rule: name of the extractor rule that produced it (for provenance).
        confidence: 0..1.
        main: True for the paper's main task.
        source: where ``start``/``end`` point: ``"abstract"`` (the cleaned abstract) or
            ``"title"`` (the plain title: a main task the title states and the abstract
            never writes, :mod:`kg.extract.roles_title`).
    """

    text: str
    type: str
    start: int
    end: int
    role: str
    rule: str
    confidence: float = 0.8
    main: bool = False
    source: str = "abstract"

    @property
    def in_title(self) -> bool:
        """True when the offsets index the plain title, not the cleaned abstract."""
        return self.source == "title"


@dataclass(frozen=True)
class Acronym:
    """An acronym definition ``long (SHORT)`` / ``SHORT (long)`` or from bold letters.

    Offsets (cleaned text) cover the whole definition span.
    """

    short: str
    long: str
    start: int
    end: int
    rule: str = "schwartz-hearst"


@dataclass(frozen=True)
class Link:
    """A typed link found in one paper.

    ``head`` is None when the subject is the paper itself, else the surface text of the
    head mention (a Method). ``tail`` is the surface text of the tail mention;
    ``head_type``/``tail_type`` are entity types. ``start``/``end`` delimit the evidence
    sentence in the cleaned text.
    """

    rel: str
    head: Optional[str]
    head_type: Optional[str]
    tail: str
    tail_type: str
    start: int
    end: int
    rule: str
    confidence: float = 0.8


@dataclass(frozen=True)
class Result:
    """A numeric result stated in an abstract.

    Attributes:
        value: the number as written, as a decimal string (``"85.4"``, ``"-0.5"``; thousands
            parted by spaces are written with commas: "10 000" -> ``"10,000"``);
            never passed through float.
        value_max: upper end for a range (``"4.69%-15.26%"`` -> value "4.69", value_max
            "15.26"), else None.
        unit: ``"%"``, ``"x"``, ``"points"`` ... or None.
        metric: metric surface text, or None when the text names none.
        dataset: dataset surface text, or None.
        text: the phrase the result was read from; start/end cover it (cleaned text).
        sentence_start, sentence_end: the evidence sentence (cleaned text).
        change: True when the value is a change relative to a baseline ("by 9.6%", "a 5%
            gain", "3.2x faster", "+6.1"), False when it is the metric's own score.
        method: whose value it is, as the sentence names it: a method name as written
            (``"CLIP"`` of "68.3% for CLIP", ``"GPT-4"`` of "GPT-4 (52.1%)"), or the phrase
            naming the paper's own work (``"we"``, ``"our method"``); None when the sentence
            does not say (the default: a value is never guessed to be anyone's).
        method_start, method_end: offsets of ``method`` in the cleaned text, or None.
        method_own: True when the sentence gives the value to the paper's own work ("we
            achieve", "our method reaches", "our X obtains"); ``method`` then holds that
            phrase, or the name X.
        direction: for a change (``change`` True) or a "from A to B" outcome, which way the
            sentence says the quantity moved: ``"increase"`` ("+6.1", "a 5% gain", "raises
            X by", "3.2x faster", "from 41 to 57"), ``"decrease"`` ("reduces X by 30%", "a
            12% drop", "10x fewer", "from 5.2 to 3.1") or ``"improvement"`` (the text says
            better without saying higher or lower: "improves FID by 2", "outperforms Y by
            3%"); None for a score, or when the words do not say.
        setting: the benchmark setting the sentence states for the value, as
            :func:`kg.extract.results.setting.with_settings` writes it ("256x256",
            "unconditional", "zero-shot", "10 NFE", parts joined with "; "), or None: two
            values on one dataset are comparable only in one setting (the graph's kgo:setting).
        bound: the bound the hedge right before the value states (session 58;
            :func:`kg.extract.results.bound.with_bounds`): ``"upper"`` ("up to 20%", "at
            most", "less than"), ``"lower"`` ("at least 22.2 points", "over", "more than"),
            ``"approximate"`` ("about", "approximately", "nearly", "~9.6%"), or None for a
            value stated exactly (the graph's kgo:valueBound).
        baseline: True when the sentence gives the value to a system the paper compares
            with, not to the paper's own work (session 59;
            :mod:`kg.extract.results.attribution`): a named baseline (``method`` holds its
            name: "compared to 23.8% from OspreyDet", "than OspreyDet (21.4%)") or unnamed
            prior work (``method`` None: "prior methods achieve approximately 0%", "versus
            30.2% for the strongest baseline"); the graph's kgo:isBaselineResult.
    """

    value: str
    unit: Optional[str]
    metric: Optional[str]
    dataset: Optional[str]
    text: str
    start: int
    end: int
    sentence_start: int
    sentence_end: int
    value_max: Optional[str] = None
    change: bool = False
    rule: str = "result-pattern"
    confidence: float = 0.8
    method: Optional[str] = None
    method_start: Optional[int] = None
    method_end: Optional[int] = None
    method_own: bool = False
    direction: Optional[str] = None
    setting: Optional[str] = None
    bound: Optional[str] = None
    baseline: bool = False

    @property
    def number(self) -> Optional[Decimal]:
        """``value`` as an exact :class:`decimal.Decimal` (``"91.2"`` -> ``Decimal("91.2")``,
        ``"10,000"`` -> ``Decimal("10000")``), for arithmetic and sorting without float
        rounding; None when the text is no plain decimal number."""
        return _decimal(self.value)

    @property
    def number_max(self) -> Optional[Decimal]:
        """``value_max`` (the upper end of a range) as a :class:`decimal.Decimal`, as
        :attr:`number`; None when the result is no range."""
        return _decimal(self.value_max)


def _decimal(text: Optional[str]) -> Optional[Decimal]:
    """``text`` (a result value as written, commas grouping thousands) as a Decimal, or None
    when it is None or no finite decimal number."""
    if text is None:
        return None
    try:
        number = Decimal(text.replace(",", "").strip())
    except InvalidOperation:
        return None
    return number if number.is_finite() else None


@dataclass(frozen=True)
class CodeLink:
    """A code repository URL (trailing sentence punctuation removed; a GitHub, GitLab or
    Bitbucket address without a trailing ``.git`` or ``/``: :func:`kg.extract.code.repository_url`)
    and the offsets of the URL as written and of its sentence."""

    url: str
    start: int
    end: int
    sentence_start: int
    sentence_end: int


@dataclass(frozen=True)
class Extraction:
    """Everything extracted from one paper (output of :mod:`kg.extract`).

    ``warnings`` holds problems met while extracting (e.g. a rule that raised, so the
    record has no entities); the build reports them against the paper's source.
    """

    paper: Paper
    clean: CleanText
    sentences: tuple[tuple[int, int], ...] = ()
    mentions: tuple[Mention, ...] = ()
    links: tuple[Link, ...] = ()
    acronyms: tuple[Acronym, ...] = ()
    results: tuple[Result, ...] = ()
    code: tuple[CodeLink, ...] = ()
    warnings: tuple[str, ...] = ()

    def to_dict(self) -> dict:
        """The extraction as a JSON-safe dict (:func:`extraction_to_dict`): records as dicts,
        tuples as lists, and ``clean.offsets`` (kept as a compact ``array('i')`` or ``range``,
        which ``json`` cannot write: ``dataclasses.asdict`` leaves it so) as a list of ints.
        ``json.dumps(ex.to_dict())`` works; :meth:`from_dict` rebuilds an equal record."""
        return extraction_to_dict(self)

    @classmethod
    def from_dict(cls, d: dict) -> "Extraction":
        """The :class:`Extraction` of a :meth:`to_dict` dict (:func:`extraction_from_dict`).

        Raises:
            KeyError / TypeError: ``d`` lacks fields or has unknown ones."""
        return extraction_from_dict(d)


@dataclass
class Entity:
    """One resolved entity (a graph node), output of :mod:`kg.resolve`.

    Attributes:
        key: ``"<type>/<slug>"``, unique in the build, used for the IRI.
        type: one of :data:`ENTITY_TYPES`.
        label: canonical name (skos:prefLabel).
        alt_labels: every other surface form seen (skos:altLabel), sorted.
        papers: ids of papers that mention it, sorted.
        acronym: the short form when the entity has one.
        exact_matches, close_matches, broad_matches: external IRIs (filled by
            :mod:`kg.link`; broad: the external concept is broader, ``skos:broadMatch``).
        named: the build's papers name it as their own artefact: at least a third of the
            papers that mention it propose it (or present it as their benchmark), the test
            by which :mod:`kg.resolve` labels it with its acronym. Such a name is new, so
            :mod:`kg.link` matches it to an external term only by a name of several words,
            never by its bare short or one-word name ("MoNet" of a new paper is no 2016 MoNet).
        match_support: why each external match was made, by the term's IRI: ``(rule, name)``,
            the rule of :data:`kg.link.MATCH_RULES` (or ``user-gazetteer``) and the entity's
            name that matched (filled by :mod:`kg.link`; the graph's kgo:MatchSupport nodes).
        broader: the keys of entities of the build that this one specialises (skos:broader;
            since session 59 a Metric's general metric, "average success rate" -> "success
            rate", filled by :func:`kg.metric_norm.add_broader`), each with ``(rule, the
            words of the name that matched)`` (the graph's kgo:MatchSupport node of the link).
    """

    key: str
    type: str
    label: str
    alt_labels: list[str] = field(default_factory=list)
    papers: list[str] = field(default_factory=list)
    acronym: Optional[str] = None
    exact_matches: list[str] = field(default_factory=list)
    close_matches: list[str] = field(default_factory=list)
    broad_matches: list[str] = field(default_factory=list)
    named: bool = False
    match_support: dict[str, tuple[str, str]] = field(default_factory=dict)
    broader: dict[str, tuple[str, str]] = field(default_factory=dict)


@dataclass(frozen=True)
class ExternalTerm:
    """A term of an external vocabulary that the graph links to (output of :mod:`kg.link`).

    Attributes:
        iri: the term's IRI (CSO topic, Papers with Code method/task, Wikidata item).
        label: its label in that vocabulary.
        source: ``"cso"``, ``"pwc"`` or ``"wikidata"``.
        broader: IRIs of its direct broader terms (CSO's broaderGeneric), sorted; each
            of them is itself an ExternalTerm of the same link result, so a query can
            follow ``skos:broader+`` up to e.g. "machine learning".
    """

    iri: str
    label: str
    source: str
    broader: tuple[str, ...] = ()


@dataclass(frozen=True)
class InputFile:
    """One input a build read (filled by :func:`kg.read.read` in ``ReadReport.inputs``).

    Attributes:
        name: the file's name without its folders (``papers.jsonl``; ``<stdin>`` for standard
            input): the graph names it so, never by its path, so the graph leaks no folder of
            the user's and is the same on every machine.
        sha256: SHA-256 of the bytes as read (before decompression: what ``sha256sum FILE``
            prints), 64 lower-case hexadecimal digits.
        records: the records read from it, valid or not (``ReadReport.read`` over this file).
        format: the reader that read it (:data:`kg.read.FORMATS`: ``venue``, ``jsonl``, ``json``,
            ``csv``, ``tsv`` or ``bib``), as ``--format`` forced it or the file's extension and
            content chose it: the same bytes read as two formats are two inputs (another
            reading, other records). ``""``: not known (a build recorded by a version before
            session 29, in a store's ``store.json``).
    """

    name: str
    sha256: str
    records: int
    format: str = ""


def input_key(f: InputFile) -> str:
    """The key of an input file (16 hexadecimal digits: the first of the SHA-256 of its name,
    checksum and, when known, the format it was read as), which names its node in the graph
    (:func:`kg.graph.input_iri`) and, in a store, the inputs each paper was read from. The
    same file read the same way under the same name has one key in every build; an input
    without a format (a build of a version before session 29) keeps the key it had then."""
    import hashlib

    text = f"{f.name}\x1f{f.sha256}" + (f"\x1f{f.format}" if f.format else "")
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


@dataclass(frozen=True)
class BuildInfo:
    """What identifies one build, for its prov:Activity in the graph (:mod:`kg.graph`).

    Attributes:
        key: 16 hexadecimal digits (:func:`build_key`): the same inputs, sources, version and
            options give the same key, others another.
        version: PaperKG's version that ran the build.
        inputs: the files read, sorted by name, then checksum, then format.
        sources: the IRIs of ``kg build --source`` (what the input is), sorted, each once.
        tagger: whether the learned span tagger ran (``kg build --tagger``).
        generation: for a build into a store, the store generation that first committed it
            (``gen-NNNNNNNN``, orders the builds); ``""`` otherwise.
        rules: the extraction fingerprint of the build (:func:`kg.fingerprint.rules_fingerprint`:
            which rules, vocabularies and models extracted its papers); ``""`` for a build
            recorded before session 53, which kept none.
    """

    key: str
    version: str
    inputs: tuple[InputFile, ...] = ()
    sources: tuple[str, ...] = ()
    tagger: bool = False
    generation: str = ""
    rules: str = ""


def build_key(version: str, inputs: Sequence[InputFile], sources: Sequence[str], tagger: bool,
              rules: str = "") -> str:
    """The key of a build (:attr:`BuildInfo.key`): the first 16 hexadecimal digits of the
    SHA-256 of the software version, the inputs' names, checksums and formats (sorted), the
    sources (sorted), the tagger option and the extraction fingerprint (``rules``, since
    session 53: the same files built again by other rules are another build; ``""`` adds
    nothing, the key as before), joined with control characters no name holds.

    Deterministic: rebuilding the same files with the same version and options gives the same
    key (and so the same activity IRI); any other input, format it was read as (``--format``),
    source, version or option another. The record counts are left out: they follow from the
    checksums and formats. (An input without a format, :attr:`InputFile.format` ``""``, adds
    what it added before session 29.)
    """
    import hashlib

    parts = [version + (f"\x1e{rules}" if rules else ""), "tagger" if tagger else "rules",
             *sorted(f"{f.name}\x1e{f.sha256}" + (f"\x1e{f.format}" if f.format else "") for f in inputs),
             "\x1d", *sorted(set(sources))]
    return hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()[:16]


def build_info(inputs: Sequence[InputFile] = (), sources: Sequence[str] = (), tagger: bool = False,
               generation: str = "", version: Optional[str] = None, rules: Optional[str] = None) -> BuildInfo:
    """A :class:`BuildInfo` for a build of ``inputs`` (any order, a file read twice counted
    once) with ``sources`` by this version of PaperKG (``version``: another, for tests and
    stores written by other versions) and its extraction fingerprint (``rules``; None: this
    installation's, :func:`kg.fingerprint.rules_fingerprint`, when ``version`` is None too,
    else none, as a build of an older version recorded).

    Returns:
        The build, its inputs sorted by (name, checksum, format) and its sources sorted, each once.
    """
    if rules is None:
        if version is None:
            from kg.fingerprint import rules_fingerprint

            rules = rules_fingerprint()
        else:
            rules = ""
    if version is None:
        from kg import __version__ as version
    files = tuple(sorted(set(inputs), key=lambda f: (f.name, f.sha256, f.format, f.records)))
    srcs = tuple(sorted(set(sources)))
    return BuildInfo(key=build_key(version, files, srcs, tagger, rules), version=version, inputs=files,
                     sources=srcs, tagger=tagger, generation=generation, rules=rules)


def build_to_dict(b: BuildInfo) -> dict:
    """A JSON-serialisable dict of a :class:`BuildInfo` (a store's ``store.json``, ``builds``),
    without its key (the dict's key there): an input is ``[name, sha256, records, format]``
    (``[name, sha256, records]`` when its format is not known); ``"rules"``, the extraction
    fingerprint, when the build has one. Inverse: :func:`build_from_dict`."""
    return {"version": b.version,
            "inputs": [[f.name, f.sha256, f.records, *([f.format] if f.format else [])] for f in b.inputs],
            "sources": list(b.sources), "tagger": b.tagger, "generation": b.generation,
            **({"rules": b.rules} if b.rules else {})}


def build_from_dict(key: str, d: dict) -> BuildInfo:
    """The :class:`BuildInfo` ``key`` of a store's ``store.json`` (:func:`build_to_dict`).

    Raises:
        KeyError / TypeError / ValueError: ``d`` is not of that form.
    """
    return BuildInfo(key=str(key), version=str(d["version"]),
                     inputs=tuple(_input_from_list(f) for f in d.get("inputs") or ()),
                     sources=tuple(str(s) for s in d.get("sources") or ()), tagger=bool(d.get("tagger")),
                     generation=str(d.get("generation") or ""), rules=str(d.get("rules") or ""))


def _input_from_list(f) -> InputFile:
    """An :class:`InputFile` from its ``store.json`` form, ``[name, sha256, records]`` (written
    before session 29) or ``[name, sha256, records, format]``.

    Raises:
        TypeError / ValueError: ``f`` is not of that form.
    """
    if not isinstance(f, (list, tuple)) or len(f) not in (3, 4):
        raise ValueError(f"an input is [name, sha256, records(, format)], got {f!r}")
    return InputFile(str(f[0]), str(f[1]), int(f[2]), str(f[3]) if len(f) == 4 else "")


def extraction_to_dict(ex: Extraction) -> dict:
    """A JSON-serialisable dict of an :class:`Extraction` (for stores and worker transport).

    Inverse: :func:`extraction_from_dict`. Tuples become lists; nested records dicts.
    """
    from dataclasses import asdict

    d = asdict(ex)
    d["clean"]["offsets"] = list(ex.clean.offsets)
    if d["paper"].get("key") is None:
        # (no key: the record as before session 45 wrote it, so a store of key-less papers is
        # byte for byte what it was, and an older PaperKG still reads it)
        del d["paper"]["key"]
    if d["paper"].get("openalex") is None:
        del d["paper"]["openalex"]  # (likewise: no OpenAlex id, the record as before session 46)
    if d["paper"].get("semanticscholar") is None:
        del d["paper"]["semanticscholar"]  # (and no Semantic Scholar id: as before session 48)
    return d


def extraction_from_dict(d: dict) -> Extraction:
    """Rebuild an :class:`Extraction` from :func:`extraction_to_dict` output.

    Raises:
        KeyError / TypeError: when ``d`` lacks fields or has unknown ones.
    """
    p = dict(d["paper"])
    p["authors"] = tuple(p.get("authors") or ())
    p["keywords"] = tuple(p.get("keywords") or ())
    c = d["clean"]
    clean = CleanText(text=c["text"], offsets=c["offsets"],
                      bold_acronyms=tuple(BoldAcronym(**b) for b in c.get("bold_acronyms") or ()))
    return Extraction(
        paper=Paper(**p),
        clean=clean,
        sentences=tuple(tuple(s) for s in d.get("sentences") or ()),
        mentions=tuple(Mention(**m) for m in d.get("mentions") or ()),
        links=tuple(Link(**k) for k in d.get("links") or ()),
        acronyms=tuple(Acronym(**a) for a in d.get("acronyms") or ()),
        results=tuple(Result(**r) for r in d.get("results") or ()),
        code=tuple(CodeLink(**c) for c in d.get("code") or ()),
    )
