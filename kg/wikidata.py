"""Link graph entities to Wikidata items through a SPARQL endpoint (``kg link --wikidata``).

Never called during a plain build: it is the only PaperKG stage that talks to the
network. For every ``kgo:Method``, ``kgo:Task`` and ``kgo:Dataset`` node of a graph it
looks up the entity's labels (``skos:prefLabel`` first, then ``skos:altLabel``\\ s, each
also lower-cased and with a singular head word; a method's or task's acronym-like labels,
such as "SAE" or "PRISM", are not looked up, nor any label of one word of a node that the
graph's papers coin, :func:`_named_node`) as English ``rdfs:label`` or
``skos:altLabel`` of Wikidata items, restricted by class:

* **Dataset**: the item is an instance of (a subclass of) *data set* (Q1172284):
  ``?item wdt:P31/wdt:P279* wd:Q1172284``.
* **Method** and **Task**: the item reaches one of the computer-science roots
  :data:`CS_ROOTS` (computer science Q21198, artificial intelligence Q11660, machine
  learning Q2539, artificial neural network Q192776, computer vision Q844240, natural
  language processing Q30642, algorithm Q8366) by one ``P31`` (instance of),
  ``P279`` (subclass of) or ``P361`` (part of) step followed by any number of
  ``P279``/``P361`` steps. Wikidata models ML concepts inconsistently (reinforcement
  learning is a subclass of machine learning; many tasks are "part of" a field), hence
  the three properties; the roots keep out homonyms such as the electrical transformer.

A match adds ``?entity skos:exactMatch wd:Q…`` (``skos:closeMatch`` for the nodes of other
kinds when nodes of several kinds match one item: :func:`_one_kind_per_item`) and the item's
English ``rdfs:label``, as Wikidata gives it. An item goes to one node of each kind at most:
where two match it, the one with the better evidence (its prefLabel matched, then the item's
rdfs:label, then more papers) keeps it, and neither where they are equal; a node that holds
it from an earlier run keeps it (:func:`_one_node_per_item`). When several
items match one label,
an item matched by ``rdfs:label`` beats one matched by ``skos:altLabel``, then the
smallest Q-number wins (deterministic; usually the established concept).

HTTP follows the SPARQL 1.1 Protocol (https://www.w3.org/TR/sparql11-protocol/):
POST ``application/x-www-form-urlencoded`` with ``query=``, results as
``application/sparql-results+json``, a descriptive User-Agent as the Wikimedia
User-Agent policy asks. Labels are bound into the query through SPARQL ``VALUES``
with literals serialised by rdflib (:meth:`rdflib.Literal.n3`), never pasted raw.
Requests are at least ``min_interval`` seconds apart; each label's answer is cached on
disk as one JSON file per query hash, so a second run makes no request.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import socket
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Optional

from rdflib import Graph, Literal, URIRef
from rdflib.namespace import PROV, RDF, RDFS, SKOS

from kg.ontology import KGO, WD
from kg.store import COMPRESSED_SUFFIXES
from kg.vocab import normalise, singular_phrase

#: The public Wikidata Query Service.
DEFAULT_ENDPOINT = "https://query.wikidata.org/sparql"



def default_cache_dir() -> Path:
    """``$XDG_CACHE_HOME/paperkg/wikidata``, else ``~/.cache/paperkg/wikidata``."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path("~/.cache").expanduser())
    return Path(base) / "paperkg" / "wikidata"


#: Sent with every request (Wikimedia User-Agent policy: name, version, contact/URL).
USER_AGENT = "PaperKG/0.1 (https://w3id.org/paperkg; knowledge-graph builder for ML abstracts) Python-urllib"

#: Wikidata class of every dataset item.
DATASET_CLASS = "Q1172284"

#: Computer-science roots for methods and tasks (see the module docstring).
CS_ROOTS: tuple[str, ...] = ("Q21198", "Q11660", "Q2539", "Q192776", "Q844240", "Q30642", "Q8366")

#: Labels per request.
BATCH_SIZE = 25

#: Bumped when the query text changes, so old cache entries are not reused.
QUERY_VERSION = "2"  # 2: each item's English rdfs:label as ?name

_KINDS = {KGO.Method: "method", KGO.Task: "task", KGO.Dataset: "dataset"}
_QID = re.compile(r"^http://www\.wikidata\.org/entity/(Q[1-9][0-9]*)$")


class WikidataError(RuntimeError):
    """The endpoint cannot be used (unreachable, timed out, bad answer); one-line
    message naming the endpoint."""


@dataclass
class WikidataReport:
    """Outcome of :func:`link_wikidata`.

    Attributes:
        links_added: ``skos:exactMatch`` triples added to the graph.
        close_added: ``skos:closeMatch`` triples added (a node of another kind than the one
            that keeps the item's exact match: :func:`_one_kind_per_item`).
        looked_up: labels sent to the endpoint.
        cached: labels answered from the disk cache.
        requests: HTTP requests made.
        errors: one line per batch the endpoint refused (HTTP error status); those
            labels are not cached and are tried again next run.
        notes: lines that explain an empty result: when an endpoint other than
            :data:`DEFAULT_ENDPOINT` answered this run's look-ups with no item at all (and the
            cache gave none either), :func:`_diagnose_empty` asks it whether it holds
            items with those labels, and says which statements a mirror lacks
            (:data:`REQUIRED_STATEMENTS`).
    """

    links_added: int = 0
    close_added: int = 0
    looked_up: int = 0
    cached: int = 0
    requests: int = 0
    errors: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def summary(self) -> str:
        """One line for the CLI."""
        close = f" and {self.close_added} skos:closeMatch" if self.close_added else ""
        text = (f"wikidata: {self.links_added} skos:exactMatch link(s){close} added; "
                f"{self.looked_up} label(s) looked up in {self.requests} request(s), {self.cached} from cache")
        return text + (f"; {len(self.errors)} error(s)" if self.errors else "")


# --------------------------------------------------------------------------- queries


def build_query(kind: str, labels: Iterable[str]) -> str:
    """The SPARQL query for one batch of labels.

    Args:
        kind: ``"dataset"``, ``"method"`` or ``"task"``.
        labels: exact label strings (bound as ``"…"@en`` via :meth:`rdflib.Literal.n3`).

    Returns:
        A SELECT query with variables ``?label ?item ?via ?name`` (``via`` is ``"label"`` or
        ``"alt"``; ``name`` the item's English ``rdfs:label``, unbound when it has none).

    Raises:
        ValueError: unknown kind.
    """
    values = " ".join(Literal(label, lang="en").n3() for label in labels)
    if kind == "dataset":
        restriction = f"?item wdt:P31/wdt:P279* wd:{DATASET_CLASS} ."
    elif kind in ("method", "task"):
        roots = " ".join(f"wd:{q}" for q in CS_ROOTS)
        restriction = (f"VALUES ?root {{ {roots} }}\n"
                       "  ?item (wdt:P31|wdt:P279|wdt:P361)/(wdt:P279|wdt:P361)* ?root .")
    else:
        raise ValueError(f"unknown entity kind {kind!r}")
    return (
        "PREFIX wd: <http://www.wikidata.org/entity/>\n"
        "PREFIX wdt: <http://www.wikidata.org/prop/direct/>\n"
        "PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\n"
        "PREFIX skos: <http://www.w3.org/2004/02/skos/core#>\n"
        "SELECT DISTINCT ?label ?item ?via ?name WHERE {\n"
        f"  VALUES ?label {{ {values} }}\n"
        "  { ?item rdfs:label ?label . BIND(\"label\" AS ?via) }\n"
        "  UNION { ?item skos:altLabel ?label . BIND(\"alt\" AS ?via) }\n"
        f"  {restriction}\n"
        "  OPTIONAL { ?item rdfs:label ?name . FILTER(LANG(?name) = \"en\") }\n"
        "}"
    )


#: What an endpoint must hold for ``kg link --wikidata`` to link anything (a local mirror or
#: a subset of Wikidata too): the items' English ``rdfs:label`` or ``skos:altLabel``, and the
#: class statements of :func:`build_query` (documented in docs/LINKED_DATA.md, "Wikidata").
REQUIRED_STATEMENTS = ("English rdfs:label or skos:altLabel of the items, and wdt:P31 (instance of) with "
                       "wdt:P279 (subclass of) up to data set (wd:Q1172284) for a dataset, or wdt:P31, "
                       "wdt:P279 or wdt:P361 (part of) up to a computer-science root (wd:Q21198, wd:Q11660, "
                       "wd:Q2539, ...) for a method or task")


def label_only_query(labels: Iterable[str]) -> str:
    """The query of :func:`_diagnose_empty`: the items that have one of ``labels`` as English
    ``rdfs:label`` or ``skos:altLabel``, with no class restriction (``?label ?item``, at most
    :data:`BATCH_SIZE` rows). Labels bound as :func:`build_query` binds them."""
    values = " ".join(Literal(label, lang="en").n3() for label in labels)
    return (
        "PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\n"
        "PREFIX skos: <http://www.w3.org/2004/02/skos/core#>\n"
        "SELECT DISTINCT ?label ?item WHERE {\n"
        f"  VALUES ?label {{ {values} }}\n"
        "  { ?item rdfs:label ?label } UNION { ?item skos:altLabel ?label }\n"
        f"}} LIMIT {BATCH_SIZE}"
    )


def _diagnose_empty(client: "_Client", endpoint: str, labels: list[str]) -> Optional[str]:
    """Why an endpoint that answered gave no item: one more request, :func:`label_only_query` on
    the first :data:`BATCH_SIZE` of ``labels``. Returns a note for the user: the endpoint holds
    items with those labels but none with the class statements ``kg link`` requires (a mirror
    without ``wdt:P31``, the usual case), or it holds no item with any of them; None when this
    request fails (the note is a courtesy: the run's result stands)."""
    sample = labels[:BATCH_SIZE]
    try:
        rows = client.select(label_only_query(sample))
    except (WikidataError, urllib.error.HTTPError):
        return None
    matched = sorted({row["label"] for row in rows if row.get("label") and row.get("item")})
    if matched:
        return (f"{endpoint} answered, and holds items labelled {', '.join(repr(m) for m in matched[:3])}"
                f"{' ...' if len(matched) > 3 else ''}, but no candidate item had the statements kg link "
                f"requires: {REQUIRED_STATEMENTS} (a mirror or subset must hold them: docs/LINKED_DATA.md)")
    return (f"{endpoint} answered, but holds no item with any of {len(sample)} labels tried as an English "
            f"rdfs:label or skos:altLabel; kg link needs {REQUIRED_STATEMENTS} (docs/LINKED_DATA.md)")


def _cache_key(endpoint: str, kind: str, label: str) -> str:
    text = json.dumps([QUERY_VERSION, endpoint, kind, label], ensure_ascii=False)
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


def _variants(label: str) -> list[str]:
    """Lookup strings for one label: as written, lower case, singular head word."""
    out: list[str] = []
    for cand in (label, label.lower(), singular_phrase(label), singular_phrase(label.lower())):
        cand = " ".join(cand.split())
        if cand and cand not in out:
            out.append(cand)
    return out


def _usable(label: str, kind: str = "dataset") -> bool:
    """Labels worth a lookup: 3+ letters after normalising, not a generic word; for a
    method or task, not an acronym-like label ("SAE", "PRISM", "LLMs").

    An acronym names different things in different papers (one paper's SAE is a
    "structure-aware entropy", Wikidata's a sparse autoencoder) and a coined name in
    capitals is often also a word ("CELL", "PRISM"), so a method or task is looked up by
    its spelt-out labels only, as :mod:`kg.link` does for exact matches. A dataset's
    name is its identity and the data-set class restriction guards it, so "MNIST" is
    looked up.
    """
    from kg.link import GENERIC, looks_like_acronym  # late import: kg.link loads the shipped vocabularies

    key = normalise(label)
    if kind != "dataset" and looks_like_acronym(label):
        return False
    return sum(c.isalpha() for c in key) >= 3 and key not in GENERIC


def _spelt_labels(labels: list[str]) -> list[str]:
    """A method's or task's labels minus the other spellings of its short forms: when one
    label is acronym-like ("PRISM"), a label that is the same letters in another case
    ("Prism", "prism") is that acronym too, a coined name rather than the everyday word,
    and is not looked up either (see :func:`_usable`)."""
    from kg.link import looks_like_acronym  # late import: kg.link loads the shipped vocabularies

    shorts = {x.casefold() for x in labels if looks_like_acronym(x.strip())}
    return [x for x in labels if x.casefold() not in shorts]


# --------------------------------------------------------------------------- HTTP


class _Client:
    """Rate-limited SPARQL-protocol client (urllib)."""

    def __init__(self, endpoint: str, timeout: float, min_interval: float,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        self.endpoint = endpoint
        self.timeout = timeout
        self.min_interval = min_interval
        self.sleep = sleep
        self.last = 0.0
        self.requests = 0

    def select(self, query: str) -> list[dict[str, str]]:
        """Run a SELECT query; rows as ``{var: value}``.

        Raises:
            WikidataError: unreachable endpoint, timeout, non-JSON answer.
            urllib.error.HTTPError: an HTTP error status (handled by the caller).
        """
        wait = self.last + self.min_interval - time.monotonic()
        if wait > 0:
            self.sleep(wait)
        body = urllib.parse.urlencode({"query": query}).encode("utf-8")
        req = urllib.request.Request(self.endpoint, data=body, method="POST", headers={
            "User-Agent": USER_AGENT,
            "Accept": "application/sparql-results+json",
            "Content-Type": "application/x-www-form-urlencoded",
        })
        self.requests += 1
        try:
            for attempt in (1, 2):
                try:
                    with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                        payload = resp.read()
                    break
                except urllib.error.HTTPError as exc:
                    retry = exc.headers.get("Retry-After") if exc.headers else None
                    if exc.code in (429, 503) and attempt == 1 and retry and retry.isdigit() and int(retry) <= 60:
                        self.sleep(float(retry))
                        continue
                    raise
        except urllib.error.HTTPError:
            raise
        except (urllib.error.URLError, socket.timeout, TimeoutError, ConnectionError, OSError) as exc:
            reason = getattr(exc, "reason", exc)
            raise WikidataError(f"SPARQL endpoint {self.endpoint} unreachable: {reason}") from exc
        finally:
            self.last = time.monotonic()
        try:
            data = json.loads(payload.decode("utf-8"))
            rows = data["results"]["bindings"]
            return [{k: v["value"] for k, v in row.items()} for row in rows]
        except (ValueError, KeyError, TypeError, UnicodeDecodeError) as exc:
            raise WikidataError(f"SPARQL endpoint {self.endpoint} sent an answer that is not "
                                f"SPARQL JSON results: {exc}") from exc


# --------------------------------------------------------------------------- linking


def _best(items: list[list[str]]) -> Optional[list[str]]:
    """Pick one item from ``[[qid, via, name], ...]`` (``name``, the item's English label, may
    be ``""``): label beats alt, then smallest Q-number; None when ``items`` is empty."""
    if not items:
        return None
    return min(items, key=lambda it: (it[1] != "label", int(it[0][1:])))


#: The dataset description's dcterms:source for Wikidata, once a graph links to it through
#: the public endpoint (:func:`wikidata_source`).
WIKIDATA_SOURCE = URIRef("https://www.wikidata.org/")


def link_wikidata(graph: Graph, endpoint: str = DEFAULT_ENDPOINT, cache_dir: Optional[Path] = None,
                  timeout: float = 10.0, min_interval: float = 1.0, limit: Optional[int] = None,
                  progress: bool = False) -> WikidataReport:
    """Add ``skos:exactMatch`` links from Method/Task/Dataset nodes to Wikidata items.

    Args:
        graph: a PaperKG graph; modified in place: ``skos:exactMatch`` (or
            ``skos:closeMatch``, see :func:`_one_kind_per_item`) triples to
            ``http://www.wikidata.org/entity/Q…`` are added; the graph's dataset description
            records the run (a prov:Activity that prov:used the endpoint,
            :func:`kg.graph.record_link_run`), gets the new void:triples and, when a link was
            added, dcterms:source what was queried (:func:`wikidata_source`).
        endpoint: SPARQL endpoint URL (default the public Wikidata Query Service).
        cache_dir: folder of the JSON cache (default :func:`default_cache_dir`);
            created when missing.
        timeout: seconds per HTTP request.
        min_interval: minimum seconds between two requests.
        limit: look up at most this many entities (in IRI order); None for all.
            Entities that already have a Wikidata ``skos:exactMatch`` or ``skos:closeMatch``
            are skipped.
        progress: show a tqdm bar on stderr over the requests to make (labels not in the
            cache, :data:`BATCH_SIZE` a request, at most one per ``min_interval`` seconds).

    Returns:
        A :class:`WikidataReport`.

    Raises:
        WikidataError: the endpoint is unreachable, times out or answers garbage
            (the message names the endpoint); answers received before are cached.
        OSError: the cache folder cannot be written.
    """
    cache = Path(cache_dir).expanduser() if cache_dir else default_cache_dir()
    cache.mkdir(parents=True, exist_ok=True)
    report = WikidataReport()
    triples_before = len(graph)
    client = _Client(endpoint, timeout, min_interval)

    # entity -> (kind, ordered lookup strings, how many of them come from its prefLabel)
    entities: list[tuple[URIRef, str, list[str], int]] = []
    for cls, kind in sorted(_KINDS.items()):
        for node in sorted(set(graph.subjects(RDF.type, cls))):
            if not isinstance(node, URIRef):
                continue
            if any(str(o).startswith(str(WD)) for prop in (SKOS.exactMatch, SKOS.closeMatch)
                   for o in graph.objects(node, prop)):
                continue  # already linked to Wikidata (a close match too: an earlier run's choice)
            pref_literals = sorted(graph.objects(node, SKOS.prefLabel))
            literals = pref_literals + sorted(graph.objects(node, SKOS.altLabel))
            pref = [str(o) for o in pref_literals]
            labels = pref + [str(o) for o in literals[len(pref):]]
            # a name the graph's papers coin is new: looked up by its labels of several words only
            named = _named_node(graph, node)
            spelt = set(_spelt_labels(labels) if kind != "dataset" else labels)
            lookups: list[str] = []
            n_pref = 0  # (the lookups made from the prefLabel come first: the evidence of a match)
            origin: dict[str, Literal] = {}  # lookup -> the label (as the graph writes it) it comes from
            for i, label in enumerate(labels):
                if label in spelt and _usable(label, kind) and (not named or " " in label.strip()):
                    for v in _variants(label):
                        if v not in lookups:
                            lookups.append(v)
                            origin[v] = literals[i]
                if i < len(pref):
                    n_pref = len(lookups)
            if lookups:
                entities.append((node, kind, lookups, n_pref, origin))
    entities.sort(key=lambda e: str(e[0]))
    if limit is not None:
        entities = entities[:limit]

    answers: dict[tuple[str, str], list[list[str]]] = {}
    pending: dict[str, list[str]] = {}
    for _node, kind, lookups, _n, _origin in entities:
        for label in lookups:
            if (kind, label) in answers or label in pending.get(kind, []):
                continue
            path = cache / f"{_cache_key(endpoint, kind, label)}.json"
            if path.is_file():
                try:
                    answers[(kind, label)] = json.loads(path.read_text(encoding="utf-8"))["items"]
                    report.cached += 1
                    continue
                except (ValueError, KeyError, OSError):
                    pass  # unreadable cache entry: ask again
            pending.setdefault(kind, []).append(label)

    bar = None
    if progress and pending:
        from tqdm import tqdm

        bar = tqdm(total=sum(len(range(0, len(v), BATCH_SIZE)) for v in pending.values()), unit="request",
                   desc="wikidata", file=sys.stderr, leave=False)
    try:
        for kind in sorted(pending):
            labels = pending[kind]
            for i in range(0, len(labels), BATCH_SIZE):
                batch = labels[i:i + BATCH_SIZE]
                try:
                    rows = client.select(build_query(kind, batch))
                    if bar is not None:
                        bar.update(1)
                except urllib.error.HTTPError as exc:
                    if bar is not None:
                        bar.update(1)
                    report.errors.append(f"SPARQL endpoint {endpoint}: HTTP {exc.code} {exc.reason} "
                                         f"for {len(batch)} {kind} label(s) starting {batch[0]!r}")
                    continue
                report.looked_up += len(batch)
                found: dict[str, set[tuple[str, str, str]]] = {label: set() for label in batch}
                for row in rows:
                    m = _QID.match(row.get("item", ""))
                    if m and row.get("label") in found:
                        found[row["label"]].add((m.group(1), row.get("via", "label"), row.get("name", "")))
                for label in batch:
                    items = sorted([list(it) for it in found[label]], key=lambda it: (int(it[0][1:]), it[1], it[2]))
                    answers[(kind, label)] = items
                    _write_cache(cache / f"{_cache_key(endpoint, kind, label)}.json",
                                 {"endpoint": endpoint, "kind": kind, "label": label, "items": items,
                                  "version": QUERY_VERSION})
        asked = [label for kind in sorted(pending) for label in pending[kind] if (kind, label) in answers]
        if asked and not any(answers.values()) and endpoint != DEFAULT_ENDPOINT:
            # another endpoint (a mirror) answered every look-up with nothing (nor did the cache
            # hold an item for this run): say whether it lacks the items or only the statements
            # the queries require (a mirror without wdt:P31 links nothing); Wikidata's own
            # endpoint has them, so a run there makes no extra request
            note = _diagnose_empty(client, endpoint, asked)
            if note:
                report.notes.append(note)
    finally:
        report.requests = client.requests
        if bar is not None:
            bar.close()

    found: list[tuple[URIRef, str, str]] = []
    evidence: dict[URIRef, tuple[bool, bool, int]] = {}
    names: dict[str, str] = {}
    why: dict[tuple[URIRef, str], tuple[str, Literal]] = {}  # (node, item) -> (rule, the label that matched)
    for node, kind, lookups, n_pref, origin in entities:
        best = None
        for i, label in enumerate(lookups):
            best = _best(answers.get((kind, label), []))
            if best:
                break
        if best:
            found.append((node, kind, best[0]))
            why[(node, best[0])] = ("wikidata-label" if best[1] == "label" else "wikidata-alias", origin[label])
            count = graph.value(node, KGO.paperCount)
            evidence[node] = (i < n_pref, best[1] == "label", int(count) if count is not None else 0)
            if len(best) > 2 and best[2]:
                names[best[0]] = min(best[2], names.get(best[0], best[2]))
    found = _one_node_per_item(graph, found, evidence)
    kept = {qid for _node, _kind, qid in found}
    names = {qid: name for qid, name in names.items() if qid in kept}
    exact_kind = _one_kind_per_item(graph, found)
    for node, kind, qid in found:
        prop = SKOS.exactMatch if exact_kind[qid] == kind else SKOS.closeMatch
        triple = (node, prop, WD[qid])
        if triple not in graph:
            graph.add(triple)
            if prop == SKOS.exactMatch:
                report.links_added += 1
            else:
                report.close_added += 1
            rule, name = why[(node, qid)]
            _add_match_support(graph, node, prop, WD[qid], rule if prop == SKOS.exactMatch else f"{rule}-other-kind",
                               name, wikidata_source(endpoint))
    for qid, name in sorted(names.items()):
        # the item's own English label, so that the target reads as a name in the graph, its
        # views and queries (wd:Q2539 rdfs:label "machine learning"@en), as Wikidata states it
        graph.add((WD[qid], RDFS.label, Literal(name, lang="en")))
    # the run itself (prov:Activity: the endpoint it used, the software's version), and, once
    # the graph links to it, what was queried as a dcterms:source: Wikidata for its public
    # endpoint, the endpoint itself for any other (a local mirror is not wikidata.org)
    from kg.graph import record_link_run

    linked = bool(report.links_added or report.close_added)
    record_link_run(graph, triples_before, endpoint, (wikidata_source(endpoint),) if linked else ())
    return report


def _add_match_support(graph: Graph, node: URIRef, prop: URIRef, item: URIRef, rule: str, name: Literal,
                       source: URIRef) -> None:
    """Add the kgo:MatchSupport node of one Wikidata link, in the shape ``kg build`` gives its
    CSO and Papers with Code matches (:meth:`kg.graph.TripleBuilder._add_match_support`): the
    node ``<base>match/<16 hex of the SHA-1 of entity, relation, item>`` (the build's IRI for a
    match) reifies ``node prop item`` (rdf:Statement), with kgo:extractor ``rule``
    (``wikidata-label``: an English rdfs:label of the item equals a name of the entity;
    ``wikidata-alias``: a skos:altLabel does; ``-other-kind`` for a closeMatch that an entity
    of another kind keeps as exactMatch), kgo:matchedLabel ``name`` (the entity's prefLabel or
    altLabel whose form was looked up), kgo:confidence (:func:`kg.link.match_confidence`),
    prov:wasDerivedFrom ``source`` (what was queried, :func:`wikidata_source`) and one
    kgo:Evidence of the entity: the first, by paper IRI and offset, whose sentence holds the
    name, else the first. The base is the entity IRI's, before its kind (``method/``, ``task/``,
    ``dataset/``); an entity IRI of another shape gets no node.

    Args:
        graph: the graph; modified in place.
        node, prop, item: the link (entity, skos:exactMatch or closeMatch, Wikidata item).
        rule, name, source: as above.
    """
    from kg.graph import IriMinter, _decimal
    from kg.link import match_confidence
    from kg.ontology import KGO

    text = str(node)
    cut = max(text.rfind(f"/{kind}/") for kind in _KINDS.values())
    if cut < 0:
        return
    support = IriMinter(text[:cut + 1]).hashed("match", node, prop, item)
    evidence = []
    for ev in set(graph.subjects(RDF.object, node)):
        if (ev, RDF.type, KGO.Evidence) in graph:
            paper = graph.value(ev, PROV.wasDerivedFrom)
            start = graph.value(ev, KGO.startOffset)
            evidence.append((str(paper or ""), int(start) if start is not None else 0, str(ev),
                             str(graph.value(ev, KGO.sentence) or "")))
    evidence.sort()
    low = str(name).lower()
    chosen = next((e for e in evidence if low in e[3].lower()), evidence[0] if evidence else None)
    # prov:Entity stated besides kgo:MatchSupport (since session 59), as a build states it
    for triple in ((support, RDF.type, KGO.MatchSupport), (support, RDF.type, PROV.Entity),
                   (support, RDF.subject, node), (support, RDF.predicate, prop), (support, RDF.object, item),
                   (support, KGO.extractor, Literal(rule)), (support, KGO.matchedLabel, name),
                   (support, KGO.confidence, _decimal(f"{match_confidence(rule):.2f}")),
                   (support, PROV.wasDerivedFrom, source)):
        graph.add(triple)
    if chosen is not None:
        graph.add((support, PROV.wasDerivedFrom, URIRef(chosen[2])))


def wikidata_source(endpoint: str) -> URIRef:
    """The dcterms:source that a ``kg link --wikidata`` run queried: :data:`WIKIDATA_SOURCE`
    for the public Wikidata Query Service (:data:`DEFAULT_ENDPOINT`), else the endpoint's own
    IRI (a mirror or a local copy may hold another version of the data, or other data).

    Args:
        endpoint: the SPARQL endpoint URL.
    Returns:
        the IRI to name as the source.
    """
    return WIKIDATA_SOURCE if endpoint.strip() == DEFAULT_ENDPOINT else URIRef(endpoint.strip())


def _named_node(graph: Graph, node: URIRef) -> bool:
    """Whether the graph's papers name ``node`` as their own artefact: at least a third of
    its papers (``kgo:paperCount``) ``kgo:proposes`` it, the test of
    :attr:`kg.records.Entity.named`, by which :mod:`kg.link` matches such a name only by a
    label of several words ("MoNet" of a new paper is no older MoNet)."""
    proposers = len(set(graph.subjects(KGO.proposes, node)))
    if not proposers:
        return False
    count = graph.value(node, KGO.paperCount)
    return 3 * proposers >= (int(count) if count is not None else proposers)


def _one_node_per_item(graph: Graph, found: list[tuple[URIRef, str, str]],
                       evidence: dict[URIRef, tuple[bool, bool, int]]) -> list[tuple[URIRef, str, str]]:
    """The matches of ``found`` that keep their item: a Wikidata item goes to one node of each
    kind at most. Two nodes of one kind with one item are two names of one thing that
    resolution kept apart, or a homonym of it; either way a ``skos:exactMatch`` to both would
    make them one concept (it is transitive). The node with the better evidence keeps the item
    (``evidence``: matched through its prefLabel rather than an altLabel, then by the item's
    rdfs:label rather than a Wikidata altLabel, then more papers, ``kgo:paperCount``), and the
    others get nothing; where the best two are equal on all three, neither the one nor the
    other does (nothing tells which is the item). A node of the graph that already matches the
    item (an earlier run, perhaps of another batch of entities: ``--limit``) keeps it, and the
    new matches of its kind get nothing.

    Args:
        graph: the graph (read for the Wikidata matches it already holds).
        found: ``(node, kind, qid)`` of every new match.
        evidence: node -> its evidence tuple (compared as a tuple, greater is better).
    Returns:
        the kept ``(node, kind, qid)``, in the order of ``found``.
    """
    groups: dict[tuple[str, str], list[URIRef]] = {}
    for node, kind, qid in found:
        groups.setdefault((qid, kind), []).append(node)
    keep: set[tuple[URIRef, str]] = set()
    for (qid, kind), nodes in groups.items():
        held = any(_KINDS.get(c) == kind for prop in (SKOS.exactMatch, SKOS.closeMatch)
                   for holder in graph.subjects(prop, WD[qid]) for c in graph.objects(holder, RDF.type))
        if held:
            continue  # (the entities of an earlier run are skipped, so the holder is none of these)
        ranked = sorted(nodes, key=lambda n: (evidence[n], str(n)), reverse=True)
        if len(ranked) == 1 or evidence[ranked[0]] > evidence[ranked[1]]:
            keep.add((ranked[0], qid))
    return [(node, kind, qid) for node, kind, qid in found if (node, qid) in keep]


def _one_kind_per_item(graph: Graph, found: list[tuple[URIRef, str, str]]) -> dict[str, str]:
    """The one entity kind whose nodes get ``skos:exactMatch`` to each Wikidata item.

    ``skos:exactMatch`` is transitive (SKOS section 10.6.1): the Method and the Task
    "reinforcement learning" matched exactly to one item would be one concept to a
    reasoner, while PaperKG keeps type as part of identity (as :mod:`kg.link` does for
    CSO and Papers with Code). The kind whose nodes linked to the item have the most
    papers (``kgo:paperCount``) keeps the exact match, ties by kind name; the others get
    ``skos:closeMatch``. An item that a node of the graph already matches exactly (an earlier
    run) stays the exact match of that node's kind.

    Args:
        graph: the graph (read for ``kgo:paperCount`` and the exact matches it holds).
        found: ``(node, kind, qid)`` of every match.
    Returns:
        ``{qid: kind}``.
    """
    papers: dict[str, dict[str, int]] = {}
    for node, kind, qid in found:
        count = graph.value(node, KGO.paperCount)
        by_kind = papers.setdefault(qid, {})
        by_kind[kind] = by_kind.get(kind, 0) + (int(count) if count is not None else 0)
    chosen: dict[str, str] = {}
    for qid, by_kind in papers.items():
        held = sorted(_KINDS[c] for holder in graph.subjects(SKOS.exactMatch, WD[qid])
                      for c in graph.objects(holder, RDF.type) if c in _KINDS)
        chosen[qid] = held[0] if held else min(by_kind, key=lambda k: (-by_kind[k], k))
    return chosen


def _write_cache(path: Path, data: dict) -> None:
    from kg.export import atomic_write

    atomic_write(path, json.dumps(data, ensure_ascii=False, sort_keys=True, indent=1) + "\n")


# --------------------------------------------------------------------------- CLI


#: Suffixes of RDF formats other than Turtle (and N-Triples, which is Turtle), named in the
#: message of ``kg link`` on such a file.
_OTHER_RDF_SUFFIXES = {".rdf": "RDF/XML", ".owl": "RDF/XML", ".xml": "RDF/XML", ".jsonld": "JSON-LD",
                       ".json": "JSON-LD", ".trig": "TriG", ".nq": "N-Quads", ".n3": "N3"}


#: File suffixes that name an RDF format other than Turtle, which ``kg link`` refuses to write
#: its Turtle to (N-Triples is read, as a subset of Turtle, but a Turtle file named ``.nt``
#: is no longer N-Triples).
_WRITTEN_AS_OTHER = {".nt": "N-Triples", **_OTHER_RDF_SUFFIXES}


#: Suffixes of compressed files, which ``kg link`` neither reads (its parser takes the bytes for
#: Turtle text) nor writes (it writes plain Turtle).
_COMPRESSED_SUFFIXES = COMPRESSED_SUFFIXES  # (kg.store's, which graph files are refused by)

#: Names of a Turtle file that ``kg query`` (:func:`kg.store.rdf_format`) and other RDF tools
#: read as Turtle by its name: what ``kg link --out`` must be called.
_TURTLE_SUFFIXES = {".ttl"}


def cli_link(graph_path: Path, endpoint: Optional[str] = None, cache_dir: Optional[Path] = None,
             out: Optional[Path] = None) -> int:
    """``kg link GRAPH --wikidata [ENDPOINT] [--cache DIR] [--out FILE]``.

    Loads the Turtle graph, runs :func:`link_wikidata`, writes the graph (rdflib
    Turtle, deterministic) atomically to ``out`` or back to ``graph_path``, and prints
    a summary line. Returns the exit code: 0 on success, 1 when some batches failed
    (graph still written), 2 when the graph cannot be read or the endpoint is
    unusable (graph left untouched), or when the file written (``out``, else
    ``graph_path``) is named as another RDF format (:data:`_WRITTEN_AS_OTHER`: ``graph.nt``
    would hold Turtle; refused before the graph is read), when it is named as a compressed
    file (:data:`_COMPRESSED_SUFFIXES`: ``graph.ttl.gz``, neither read nor written), or when
    ``out`` is not named ``.ttl`` (:data:`_TURTLE_SUFFIXES`: no extension, ``.bak``, which
    ``kg query`` reads as Turtle only by default and other RDF tools not at all); messages go
    to stderr.
    """
    from kg.export import atomic_write, turtle

    import logging

    endpoint = endpoint or DEFAULT_ENDPOINT
    target = out or graph_path
    kind = _WRITTEN_AS_OTHER.get(Path(target).suffix.lower())
    if kind is not None and (out is not None or kind == "N-Triples"):
        # the graph is written as Turtle: in a file named .nt (or .jsonld ...) it would no
        # longer read as what its name says (kg query, kg validate and others go by the name);
        # a GRAPH of another format rewritten in place fails its parse below, which says so
        suffix = Path(target).suffix
        what = (f"--out {target}: kg link writes Turtle" if out is not None
                else f"{target}: kg link writes the graph back as Turtle")
        print(f"kg: error: {what}, which a file named {suffix} ({kind}) must not hold; give --out FILE.ttl",
              file=sys.stderr)
        return 2
    for named in dict.fromkeys((Path(graph_path), Path(target))):
        if named.suffix.lower() in _COMPRESSED_SUFFIXES:
            # rdflib reads the compressed bytes as Turtle text ("'' is not allowed at the
            # beginning of a prefix name"), and plain Turtle written to graph.ttl.gz is read by nothing
            print(f"kg: error: {named}: a compressed file ({named.suffix}); kg link reads and writes plain "
                  f"Turtle: decompress the graph first, give --out FILE.ttl", file=sys.stderr)
            return 2
    if out is not None and Path(out).suffix.lower() not in _TURTLE_SUFFIXES:
        # kg query, kg serve and kg validate tell a graph's format by its name (kg.store.rdf_format):
        # a file named linked (no extension) or linked.bak is Turtle to them only by default
        print(f"kg: error: --out {out}: kg link writes Turtle, in a file named .ttl (the extension by which "
              f"kg query and kg serve know the format); give --out FILE.ttl", file=sys.stderr)
        return 2
    graph = Graph()
    # rdflib logs a warning per IRI it finds malformed ("... does not look like a valid URI"):
    # on a file that is no Turtle (RDF/XML), lines of its text before the one-line error
    rdflib_log = logging.getLogger("rdflib")
    level = rdflib_log.level
    rdflib_log.setLevel(logging.ERROR)
    try:
        from kg.validate import parse_rdf_file

        parse_rdf_file(graph, graph_path, "turtle")
    except FileNotFoundError:
        print(f"kg: error: {graph_path}: no such file", file=sys.stderr)
        return 2
    except Exception as exc:  # rdflib raises parser-specific exception types
        from kg.validate import syntax_error_message

        other = _OTHER_RDF_SUFFIXES.get(Path(graph_path).suffix.lower())
        hint = (f" (kg link reads a Turtle graph, as kg build writes graph.ttl; this file looks like "
                f"{other})") if other else ""
        print(f"kg: error: {graph_path}: cannot parse as Turtle: "
              f"{syntax_error_message(graph_path, exc, 'turtle')}{hint}", file=sys.stderr)
        return 2
    finally:
        rdflib_log.setLevel(level)
    try:
        report = link_wikidata(graph, endpoint=endpoint, cache_dir=cache_dir, progress=sys.stderr.isatty())
    except WikidataError as exc:
        print(f"kg: error: {exc}", file=sys.stderr)
        return 2
    try:
        atomic_write(target, turtle(graph))
    except OSError as exc:
        print(f"kg: error: {target}: cannot write: {exc}", file=sys.stderr)
        return 2
    for line in report.errors:
        print(f"warning: {line}", file=sys.stderr)
    for line in report.notes:
        print(f"note: {line}", file=sys.stderr)
    print(f"{target}: {report.summary()}")
    return 1 if report.errors else 0
