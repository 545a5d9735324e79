"""Code repository links in abstracts.

URLs are found with a pattern after the generic URI syntax of RFC 3986 ("Uniform Resource
Identifier (URI): Generic Syntax", section 3: scheme ``://`` authority path), relaxed for
the text of abstracts and tightened at the end:

* **Scheme-less links** to well-known hosts (``github.com/org/repo``) and GitHub Pages sites
  (``name.github.io``) are found too and reported with ``https://`` prepended.
* **Broken schemes** in dirty text (``https: //github.com/x``, ``https:// github.com/x``, a lost
  colon ``https//github.com/x`` or slash ``https:/github.com/x``) are read as one URL; the
  reported URL has the spaces removed and the separator repaired to ``://``.
* **Trailing punctuation** is not part of the URL: a sentence-final ``.`` (``... at
  https://github.com/a/b.``), ``, ; : ! ?``, quotes, ``*``, footnote marks (``† ‡ § ¶``,
  superscript digits), and closing brackets that do not close a bracket opened inside the
  URL (``(https://github.com/a/b).``) are dropped, as are the remains of markup (``\\``,
  ``}``). A next sentence or word glued to the URL without a space
  (``https://github.com/a/b.Warning``, ``https://github.com/a/b,and``) is cut off, and so is
  a second URL glued to the first (``https://a.org/x.https://github.com/b/c``: two URLs).
  A word glued before the scheme (``code:https://...``, ``available athttps://...``) is no
  part of the URL.

A URL is a *code link* (:func:`find_code_links`) when its host is a code-hosting site
(GitHub, GitLab, Bitbucket, Hugging Face, Codeberg, SourceForge, Anonymous GitHub
``anonymous.4open.science``, Papers with Code), or when its sentence says that code, an
implementation or a repository is available there, unless it is a data or paper page
(Hugging Face or Kaggle datasets, arXiv, DOI; or a URL right after "data (") (``Our code is available at
https://example.org/tool``; when the sentence also names a code-host URL, the cue must be
in the URL's own clause). A Hugging Face Spaces URL (a hosted demo app) is code only when the words
leading up to it (from the sentence start or the sentence's previous URL) offer code (``Code and demo: https://huggingface.co/spaces/a/b``), not in ``our demo
(https://huggingface.co/spaces/a/b)`` or ``Project page: https://huggingface.co/spaces/a/b``.
A Hugging Face model or organisation page holds models, not code: it is a code link only when
its sentence offers code, as for any other host (``Pre-trained models are available on
https://huggingface.co/org``: no). A URL after a label that ends in a colon (``Review:
https://openreview.net/...``) and is no code host is code only when that label offers code
(the words from the sentence start or the previous URL). A URL the text gives for a proposed
method itself (``FooNet is available at https://foo.github.io``) is code. A next label glued
to a URL when a list of links lost its line breaks (``.../lohiLo-Hi splitter: https://...``)
is cut off (:func:`find_urls`).
Links are deduplicated on a normal form (lower-case scheme
and host, no trailing ``/`` or ``.git``). A link to a GitHub, GitLab or Bitbucket repository
is reported without a trailing ``.git`` or ``/`` (:func:`repository_url`:
``https://github.com/a/b.git`` is ``https://github.com/a/b``), so one repository is one IRI
however a paper writes it; the offsets (and so the evidence sentence) keep the text as written.

All functions are pure; offsets are character offsets into ``text``, half-open.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Optional, Sequence
from urllib.parse import urlsplit, urlunsplit

from kg.records import CodeLink

__all__ = ["find_urls", "url_spans", "overlaps_url", "find_code_links", "is_code_host", "is_data_url", "is_demo_url", "is_model_hub_url",
           "normalise_url", "repository_url", "CODE_HOSTS"]

#: Hosts whose URLs are code (or model) repositories; subdomains count too.
CODE_HOSTS: tuple[str, ...] = (
    "github.com", "gitlab.com", "bitbucket.org", "huggingface.co", "hf.co", "codeberg.org",
    "sourceforge.net", "anonymous.4open.science", "paperswithcode.com", "gitee.com",
    "git.io",
)

#: Hosts recognised without a scheme (``github.com/org/repo``); a GitHub Pages site
#: (``name.github.io``, with or without a path) is recognised without a scheme too.
_BARE_HOSTS = ("github.com", "gitlab.com", "bitbucket.org", "huggingface.co",
               "codeberg.org", "sourceforge.net", "anonymous.4open.science", "gitee.com")

#: A sentence with one of these words offers code at its URLs.
_CODE_CUE = re.compile(
    r"\b(?:code|codes|codebase|implementation|implementations|repository|repositories|repo|"
    r"source|software|package|library|toolkit|toolbox|open-?sourced?|github)\b", re.I)

_URL_CHARS = r"[^\s<>\"'`{}|\\^\[\]]"
_URL_RE = re.compile(
    r"(?P<scheme>https?|ftp)(?:\s?:\s?//|//|:/(?=[A-Za-z0-9]))\s?(?P<rest>[A-Za-z0-9][^\s<>\"'`{}|\\^\[\]]*)"
    r"|(?<![\w./@-])(?P<bare>(?:www\.|(?:[\w-]+\.)?(?:" +
    "|".join(re.escape(h) for h in _BARE_HOSTS) + r")/|[A-Za-z0-9][\w-]*\.github\.io(?![\w-]))"
    + _URL_CHARS + r"*)",
    re.I)
#: The scheme and separator of a URL as written, in any of the forms :data:`_URL_RE` reads.
_SCHEME_SEP = re.compile(r"^(https?|ftp):?/{1,2}", re.I)
_GLUED_SENTENCE = re.compile(r"\.[A-Z][a-z]+$")
#: A capitalised word of other capitals glued to a URL by a full stop (".../Unlearn-Saliency.WARNING:
#: This paper ..."): cut when the text goes on after it with a colon or a space and more text
#: (:data:`_SENTENCE_GOES_ON`) and the word is no file extension or host ending
#: (:data:`_URL_ENDINGS`, any case: ".../README.MD" stays whole). Session 52.
_GLUED_CAPITALISED = re.compile(r"\.([A-Z][A-Za-z]+)$")
_SENTENCE_GOES_ON = re.compile(r"(?::|\s)\s*\S")
#: Endings of a URL's last piece that are a file extension or a host's top-level domain, never
#: a glued word (:data:`_GLUED_CAPITALISED`).
_URL_ENDINGS = frozenset({
    "git", "html", "htm", "xhtml", "md", "rst", "txt", "pdf", "ps", "zip", "gz", "tgz", "tar", "bz2", "xz",
    "py", "ipynb", "r", "jl", "js", "json", "jsonl", "yaml", "yml", "xml", "csv", "tsv", "php", "asp",
    "aspx", "jsp", "cgi", "png", "jpg", "jpeg", "gif", "svg", "mp4", "webm", "io", "com", "org", "net",
    "edu", "ai", "dev", "app", "info", "gov", "uk", "de", "cn", "fr", "jp", "ca", "eu", "science", "page",
})
#: A word glued to the URL by a comma (``https://github.com/a/b,and``): no repository or
#: page name ends so, the text goes on without its space.
_GLUED_WORD = re.compile(r",[a-z]+$")
#: A second URL glued to the first (``https://a.org/x.https://github.com/b/c``): a scheme
#: after a character that does not hand a URL on inside a URL (a query's ``=``, a path's
#: ``/``, ``%``, ``&``, ``?``, ``#``, ``:``), so ``?u=https://...`` and
#: ``web.archive.org/web/2020/https://...`` stay whole.
_SECOND_SCHEME = re.compile(r"(?<=[^=/%&?#:])(?:https?|ftp)://", re.I)
#: Footnote marks a URL may be followed by: daggers, section and pilcrow signs, superscript
#: digits (``https://github.com/a/b†``, ``...b¹``).
_FOOTNOTE_MARKS = "†‡§¶⁰¹²³⁴⁵⁶⁷⁸⁹"
_TRAILING = ".,;:!?'\"*’”»…\\}" + _FOOTNOTE_MARKS
_PAIRS = {")": "(", "]": "[", "}": "{"}


def _trim(url: str) -> str:
    """Drop trailing punctuation and unbalanced closing brackets from a URL candidate."""
    while url:
        last = url[-1]
        if last in _TRAILING:
            url = url[:-1]
        elif last in _PAIRS and url.count(last) > url.count(_PAIRS[last]):
            url = url[:-1]
        else:
            break
    return url


def normalise_url(url: str) -> str:
    """Normal form used for deduplication: lower-case scheme and host, ``https``, no
    trailing ``/``, ``.git`` or fragment. Input and output are URL strings."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return url.lower()
    path = parts.path.rstrip("/")
    if path.endswith(".git"):
        path = path[:-4]
    query = f"?{parts.query}" if parts.query else ""
    return f"https://{parts.netloc.lower()}{path}{query}"


#: Hosts of git repositories whose address may end in ``.git`` (a clone URL) or ``/``, the same
#: repository as the address without it (:func:`repository_url`); ``www.`` before them too.
_GIT_HOSTS = frozenset({"github.com", "gitlab.com", "bitbucket.org"})


def repository_url(url: str) -> str:
    """``url`` without the trailing ``/`` and ``.git`` of a GitHub, GitLab or Bitbucket address
    (:data:`_GIT_HOSTS`, with or without ``www.``): ``https://github.com/a/b.git/`` ->
    ``https://github.com/a/b``, the address of the same repository as written without them;
    its scheme, host, query and fragment stay as written. Any other URL, or one urllib cannot
    split, is returned unchanged. Input and output are URL strings; never raises."""
    try:
        parts = urlsplit(url)
        host = (parts.hostname or "").lower()
    except ValueError:
        return url
    if host.removeprefix("www.") not in _GIT_HOSTS:
        return url
    path = parts.path.rstrip("/")
    if path[-4:].lower() == ".git":
        path = path[:-4].rstrip("/")
    if path == parts.path:
        return url
    return urlunsplit(parts._replace(path=path))


#: What follows a URL whose next label was glued to it: the rest of the label and its colon
#: before the next URL ("...id=AbCdLo-Hi benchmark: https://..." once a line break is lost).
_LABEL_AFTER_RE = re.compile(r"\s+(?:[^\s:/]+\s+){0,4}[^\s:/]+:\s*(?:https?|ftp)://", re.I)


def _cut_glued_label(text: str, start: int, raw: str) -> str:
    """Cut off the first word of the next URL's label when it is glued to the URL.

    Lists of links lose their line breaks in scraped abstracts: "Review:
    https://openreview.net/forum?id=AbCdEfLo-Hi benchmark: https://github.com/a/lohiLo-Hi
    splitter: https://github.com/a/b". A URL (``raw``, starting at ``start`` in ``text``) is
    cut when the words after it end in a colon right before another URL (a label, at most
    five words) and the URL ends in a name-shaped piece (a capital letter, then at least two
    characters with another capital, a digit or a hyphen) that is written as a word of its
    own elsewhere in the text ("Lo-Hi" of "the Lo-Hi benchmark"); the longest such piece is
    cut. Returns ``raw``, cut or not.
    """
    end = start + len(raw)
    if not _LABEL_AFTER_RE.match(text, end):
        return raw
    tail_from = max(raw.rfind("/"), raw.rfind("="), raw.rfind("?"), raw.rfind("#"), raw.rfind("_")) + 1
    for i in range(tail_from + 1, len(raw) - 1):
        piece = raw[i:]
        if not piece[0].isupper() or raw[i - 1] in "-." or len(piece) < 3 \
                or not re.search(r"[A-Z0-9-]", piece[1:]):
            continue  # a name-shaped piece only: "Lo-Hi", not "Bar" of "FooBar"
        word = re.compile(r"(?<![\w./=-])" + re.escape(piece) + r"(?![\w/-])")
        if any(not (start <= w.start() < end) for w in word.finditer(text)):
            return raw[:i]
    return raw


def find_urls(text: str) -> list[tuple[int, int, str]]:
    """Find every URL in ``text``.

    Input: cleaned abstract. Output: ``(start, end, url)`` triples in text order; ``start``/
    ``end`` cover the URL as written (including a broken scheme ``https: //``, excluding
    trailing punctuation); ``url`` has the spaces of a broken scheme removed and
    ``https://`` prepended to a scheme-less link (a new list each call: the search itself
    is memoised for the last few texts, :func:`_found_urls`). Never raises on a ``str``.
    """
    return list(_found_urls(text))


@lru_cache(maxsize=8)
def _found_urls(text: str) -> tuple[tuple[int, int, str], ...]:
    """The URLs of :func:`find_urls`, as a tuple, memoised: an abstract's URLs are asked
    for five times during its extraction (the role rules, the acronyms, the results, the
    result metrics and the code links), so four searches of five are a lookup (the five
    calls for each of 1,000 corpus abstracts: 0.142 -> 0.047 CPU-s, session 47)."""
    out: list[tuple[int, int, str]] = []
    lower = text.lower()
    if ("//" not in text and ":/" not in text and "www." not in lower and "github.io" not in lower
            and not any(h in lower for h in _BARE_HOSTS)):
        return ()  # fast path: most abstracts hold no URL
    pos = 0
    while (m := _URL_RE.search(text, pos)) is not None:
        raw, pos = m.group(), m.end()
        second = _SECOND_SCHEME.search(raw, 1)
        if second:  # "https://a.org/x.https://github.com/b": two URLs; the next starts there
            raw, pos = raw[:second.start()], m.start() + second.start()
        raw = _trim(raw)
        glued = _GLUED_SENTENCE.search(raw) or _GLUED_WORD.search(raw)
        if glued is None and (caps := _GLUED_CAPITALISED.search(raw)) is not None \
                and caps.group(1).lower() not in _URL_ENDINGS \
                and _SENTENCE_GOES_ON.match(text, m.start() + len(raw)):
            glued = caps  # ".../Unlearn-Saliency.WARNING: This paper": the next sentence, unspaced
        if glued and raw.count("/") >= 3:
            # ".../safe-rlhf.Warning", ".../b,and": the next sentence or word, unspaced
            raw = _trim(raw[:glued.start()])
        raw = _cut_glued_label(text, m.start(), raw)
        if m.group("bare"):
            if "/" not in raw.rstrip("/") or raw.endswith("/"):
                raw = raw.rstrip("/")
            url = "https://" + raw
        else:
            # "https//host", "https:/host": a scheme that lost its colon or a slash
            url = _SCHEME_SEP.sub(lambda s: s.group(1) + "://", re.sub(r"\s", "", raw), count=1)
            # a scheme and a bare host only ("https://") is no URL
            if "." not in url.split("//", 1)[1]:
                continue
        if not raw:
            continue
        out.append((m.start(), m.start() + len(raw), url))
    return tuple(out)


#: Switch (session 44): a URL's characters are off limits to every entity rule but the code
#: links (:func:`find_code_links`): no task, dataset, method, metric, result or acronym is read
#: from inside an address. Before it a repository path gave a main task ("Code is available at:
#: https://github.com/<user>/invariant-anomaly-detection" -> "invariant-anomaly-detection",
#: rule ``task-title-specific``), a whole scheme-less address a dataset
#: ("github.com/<user>/GlucoBench", rule ``dataset-head``) and a bracket after an address an
#: acronym of it ("... github.com/a/Graph-Node-Set (GNS)"). The rules read :func:`url_spans`
#: (the role rules once per Doc, :class:`kg.extract.roles_base._StateBase`) and
#: :func:`overlaps_url`.
URLS_OFF_LIMITS = True


def url_spans(text: str) -> tuple[tuple[int, int], ...]:
    """The ``(start, end)`` character spans of the URLs of ``text`` (:func:`find_urls`), or
    ``()`` when :data:`URLS_OFF_LIMITS` is off. Input: cleaned abstract."""
    if not URLS_OFF_LIMITS:
        return ()
    return tuple((s, e) for s, e, _ in _found_urls(text))


def overlaps_url(spans, start: int, end: int) -> bool:
    """Whether the characters ``[start, end)`` share a character with one of the URL
    ``spans`` (from :func:`url_spans`)."""
    return any(s < end and start < e for s, e in spans)


def _host(url: str) -> str:
    try:
        return (urlsplit(url).hostname or "").lower()
    except ValueError:
        return ""


def is_code_host(url: str) -> bool:
    """True when the URL's host is one of :data:`CODE_HOSTS` or a subdomain of one
    (``*.github.io`` project pages are not repositories and do not count), and the URL is
    not a data or paper page (:func:`is_data_url`)."""
    host = _host(url)
    return any(host == h or host.endswith("." + h) for h in CODE_HOSTS) and not is_data_url(url)


#: Data and paper pages: never code, whatever the sentence says (``The data
#: (https://huggingface.co/datasets/x/y) and code (...) are released``).
_DATA_URL_RE = re.compile(
    r"^(?:https?://)?(?:www\.)?(?:(?:huggingface\.co|hf\.co)/datasets/|kaggle\.com/datasets/|"
    r"arxiv\.org/|doi\.org/|dx\.doi\.org/)", re.I)
#: A word right before "(URL" that says the URL holds data ("The data (https://...)").
_DATA_BEFORE_RE = re.compile(r"\b(?:data|dataset|datasets|benchmark|corpus|paper)\s*\(\s*$", re.I)


#: A document, not a repository: a path ending in a file of one of these types
#: (``https://a.github.io/paper.pdf``, ``.../slides.pptx?raw=1``).
_DOCUMENT_RE = re.compile(r"\.(?:pdf|ps|docx?|pptx?)(?:[?#].*)?$", re.I)


def is_data_url(url: str) -> bool:
    """True for a Hugging Face or Kaggle dataset page, an arXiv page, a DOI link, or a
    document file (a path ending in ``.pdf``, ``.ps``, ``.doc(x)`` or ``.ppt(x)``)."""
    url = url.strip()
    return bool(_DATA_URL_RE.match(url) or _DOCUMENT_RE.search(url))


def _sentence_of(sentences: Sequence[tuple[int, int]], start: int) -> Optional[tuple[int, int]]:
    for lo, hi in sentences:
        if lo <= start < hi:
            return lo, hi
    return None


def _offers_code(prose: str, urls: list[tuple[int, int, str]], sent: tuple[int, int],
                 start: int) -> bool:
    """Whether the sentence ``sent`` offers code at the URL starting at ``start``.

    The sentence must hold a code cue; when it also holds a code-host URL, the cue must be
    in the URL's own clause, which ends at a comma, a semicolon or "and" (``demos are on
    https://a.org, and the code is on https://github.com/b``, ``the code is at
    https://github.com/b and the data at https://a.org``: only the GitHub URL is code).
    """
    lo, hi = sent
    if not _CODE_CUE.search(prose, lo, hi):
        return False
    if not any(lo <= s < hi and s != start and is_code_host(u) for s, _, u in urls):
        return True  # (the URL's own host does not count: "Code and weights: https://huggingface.co/a/b")
    return bool(_CODE_CUE.search(prose, *_clause(prose, sent, start)))


def _after_previous_url(urls: list[tuple[int, int, str]], sent: tuple[int, int], start: int) -> int:
    """Offset where the text that leads up to the URL at ``start`` begins: the end of the
    sentence's previous URL, else the sentence start."""
    return max([sent[0]] + [e for s, e, _ in urls if sent[0] <= s and e <= start])


def _clause(prose: str, sent: tuple[int, int], start: int) -> tuple[int, int]:
    """The ``(start, end)`` range of the clause of ``sent`` that holds offset ``start``: it
    ends at a comma, a semicolon or "and" (:data:`_CLAUSE_BOUNDS`)."""
    lo, hi = sent
    c_lo = max(lo, *(prose.rfind(b, lo, start) + len(b) for b in _CLAUSE_BOUNDS))
    ends = [i for i in (prose.find(b, start, hi) for b in _CLAUSE_BOUNDS) if i >= 0]
    return c_lo, (min(ends) if ends else hi)


#: Hugging Face Spaces host demo apps: such a URL is code only when the words that lead up
#: to it (from the sentence start or the previous URL) offer code ("Code and demo:
#: https://huggingface.co/spaces/a/b"), not after "demo (" or "Project page:".
_SPACES_RE = re.compile(r"^(?:https?://)?(?:www\.)?(?:huggingface\.co|hf\.co)/spaces/", re.I)


def is_demo_url(url: str) -> bool:
    """True for a Hugging Face Spaces page (``https://huggingface.co/spaces/<owner>/<app>``):
    a hosted demo, which :func:`find_code_links` takes as code only when its clause says so."""
    return bool(_SPACES_RE.match(url.strip()))


#: What :func:`_offers_code` takes to end a clause: "the code is at https://github.com/a/b
#: and the data at https://x.org/d" gives the second URL a clause of its own.
_CLAUSE_BOUNDS = (",", ";", " and ")


#: Hugging Face model pages (not Spaces, whose rule is :func:`is_demo_url`, nor datasets,
#: :func:`is_data_url`): they hold models and their weights, so they are code only when the
#: text offers code there (eval/README D10: "The Huggingface link hosts models and data").
_MODEL_HUB_RE = re.compile(r"^(?:https?://)?(?:www\.)?(?:huggingface\.co|hf\.co)/(?!spaces/|datasets/)", re.I)


def is_model_hub_url(url: str) -> bool:
    """True for a Hugging Face page of a model or an organisation
    (``https://huggingface.co/<owner>[/<model>]``), which :func:`find_code_links` takes as
    code only in a sentence that offers code; Spaces and dataset pages are not model pages."""
    return bool(_MODEL_HUB_RE.match(url.strip()))


#: The words between a proposal's name and its URL that offer the proposal itself there:
#: "FooNet is available at", "FooNet is publicly available at:", "FooNet will be released on".
_PROPOSAL_OFFERED_RE = re.compile(
    r"\s+(?:is|are|will\s+be)\s+(?:now\s+|\w+ly\s+)?(?:available|accessible|released|hosted)"
    r"(?:\s+(?:at|on|from|via|in|here))?\s*:?\s*$", re.I)


def _names_a_proposal(text: str, lead: tuple[int, int], proposed: Sequence[str]) -> bool:
    """Whether the words leading up to a URL (``text[lead[0]:lead[1]]``, from the sentence
    start or the previous URL) offer one of the paper's proposed methods there: "FooNet is
    available at URL" offers the method itself, so its implementation (eval/README D10: "the
    URL follows 'X is available at', offering the method itself"). ``proposed`` holds the
    names of the proposed methods; an empty sequence gives False."""
    words = text[lead[0]:lead[1]].strip()
    for name in proposed:
        if name and words[:len(name)].lower() == name.lower() \
                and _PROPOSAL_OFFERED_RE.match(words, len(name)):
            return True
    return False


_LETTER = re.compile(r"[^\W\d_]")


def _with_sentence_before(prose: str, spans: Sequence[tuple[int, int]],
                          sent: tuple[int, int]) -> tuple[int, int]:
    """``sent`` widened back to the start of the sentence before it when ``sent`` holds no word
    once its URLs are blanked out (``prose``): a URL standing alone, as a Markdown link's target
    does once cleaning has dropped the link's brackets ("Both data and code are accessible.
    (https://a.github.io/b/)"), is offered by the sentence before it. Unchanged for a sentence
    with words of its own, or the first one."""
    lo, hi = sent
    if _LETTER.search(prose, lo, hi):
        return sent
    before = [s for s, e in spans if e <= lo]
    return (max(before), hi) if before else sent


def find_code_links(text: str, sentences: Optional[Sequence[tuple[int, int]]] = None,
                    proposed: Sequence[str] = ()) -> list[CodeLink]:
    """Find code repository links in ``text``.

    Inputs: the cleaned abstract and its sentences (``(start, end)`` ranges covering the
    text; None or empty: one sentence) and the names of the paper's proposed methods
    (``proposed``: "FooNet is available at URL" offers FooNet's code there). Output: :class:`~kg.records.CodeLink` records in
    text order, one per distinct URL (normal form of :func:`normalise_url`, first
    occurrence kept), for URLs on a code host or in a sentence that offers code (see the
    module docstring). ``url`` is as returned by :func:`find_urls`, a GitHub, GitLab or
    Bitbucket address without its trailing ``.git`` or ``/`` (:func:`repository_url`); ``start``
    and ``end`` span the URL as written. Never raises on a ``str``.
    """
    urls = _found_urls(text)
    if not urls:
        return []  # (most abstracts: nothing to blank out or look up)
    spans = list(sentences) if sentences else [(0, len(text))]
    # the cue words are read with every URL blanked out ("https://x.org/code" is no cue)
    blank = list(text)
    for start, end, _ in urls:
        blank[start:end] = " " * (end - start)
    prose = "".join(blank)
    out: list[CodeLink] = []
    seen: set[str] = set()
    for start, end, url in urls:
        sent = _with_sentence_before(prose, spans, _sentence_of(spans, start) or (0, len(text)))
        if is_data_url(url) or (not is_code_host(url) and _DATA_BEFORE_RE.search(text, sent[0], start)):
            continue  # "The data (https://...) and code (https://...)": the first is data
        lead = (_after_previous_url(urls, sent, start), start)
        host_code = is_code_host(url) and not is_model_hub_url(url)
        if not (host_code or _offers_code(prose, urls, sent, start) or _names_a_proposal(text, lead, proposed)):
            continue  # (a model hub page is code only when the text offers code there)
        if not host_code and prose[lead[0]:lead[1]].rstrip().endswith(":") \
                and not _CODE_CUE.search(prose, *lead) and not _names_a_proposal(text, lead, proposed):
            continue  # "Review: https://openreview.net/...": its own label says what it is
        if is_demo_url(url) and not _CODE_CUE.search(prose, _after_previous_url(urls, sent, start), start):
            continue  # "and demo (https://huggingface.co/spaces/a/b)": a demo, not code
        key = normalise_url(url)
        if key in seen:
            continue
        seen.add(key)
        out.append(CodeLink(url=repository_url(url), start=start, end=end,
                            sentence_start=sent[0], sentence_end=sent[1]))
    return out
