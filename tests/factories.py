"""Hand-made extraction records for stage tests (no spaCy needed)."""
from __future__ import annotations

import contextlib
from typing import Optional

from kg.records import Acronym, CleanText, Extraction, Link, Mention, Paper, Result


def plain(text: str) -> CleanText:
    """A CleanText whose cleaned text is the original (identity offsets)."""
    return CleanText(text=text, offsets=tuple(range(len(text) + 1)))


def mention(text: str, sentence: str, type_: str, role: str, main: bool = False, nth: int = 0) -> Mention:
    """A Mention of ``sentence``'s ``nth`` occurrence of ``text``."""
    start = -1
    for _ in range(nth + 1):
        start = sentence.index(text, start + 1)
    return Mention(text=text, type=type_, start=start, end=start + len(text), role=role, rule="test", confidence=0.9, main=main)


def extraction(pid: str, text: str, mentions=(), links=(), acronyms=(), results=(), venue="ICML", year=2026, title=None) -> Extraction:
    """An Extraction of one paper whose abstract is ``text`` (one sentence per '. ')."""
    sentences, start = [], 0
    for part in text.split(". "):
        end = min(len(text), start + len(part) + 1)
        sentences.append((start, end))
        start = end + 1
    return Extraction(
        paper=Paper(id=pid, abstract=text, source=f"test.txt:{pid}", venue=venue, year=year, title=title),
        clean=plain(text), sentences=tuple(sentences), mentions=tuple(mentions), links=tuple(links),
        acronyms=tuple(acronyms), results=tuple(results),
    )


def paper_naming(pid: str, text: str, *names: str, type_: str = "Task", acronyms=()) -> Extraction:
    """One paper whose abstract is ``text``, with a ``type_`` mention (in that type's role) of each
    of ``names`` and an acronym definition for each ``(short, long)`` of ``acronyms``."""
    role = {"Metric": "metric", "Dataset": "dataset", "Method": "used", "Task": "task"}[type_]
    return extraction(pid, text, mentions=[mention(n, text, type_, role) for n in names],
                      acronyms=[acronym(s, l, text) for s, l in acronyms])


def defining(pid: str, long: str, short: str, type_: str = "Method", role: str = "used",
             verb: str = "study") -> Extraction:
    """One paper that defines ``short`` as ``long`` ("We <verb> a <long> (<short>) on toy grids. The
    <short> is small."), with a ``type_`` mention of each form in ``role`` and the acronym."""
    text = f"We {verb} a {long} ({short}) on toy grids. The {short} is small."
    return extraction(pid, text, mentions=[mention(long, text, type_, role),
                                           mention(short, text, type_, role, nth=1)],
                      acronyms=[acronym(short, long, text)])


def writing(pid: str, text: str, *names: str, type_: str = "Method", role: str = "used") -> Extraction:
    """One paper whose abstract is ``text``, with a ``type_`` mention in ``role`` of each of ``names``."""
    return extraction(pid, text, mentions=[mention(n, text, type_, role) for n in names])


def count_type(res, type_: str) -> int:
    """How many entities of a resolution result ``res`` have type ``type_``."""
    return sum(e.type == type_ for e in res.entities.values())


def link(rel: str, head, tail: str, tail_type: str, text: str, head_type=None) -> Link:
    """A Link whose evidence is the whole text."""
    return Link(rel=rel, head=head, head_type=head_type or ("Method" if head else None), tail=tail,
                tail_type=tail_type, start=0, end=len(text), rule="test-rule", confidence=0.9)


def acronym(short: str, long: str, text: str) -> Acronym:
    i = text.index(long)
    return Acronym(short=short, long=long, start=i, end=i + len(long) + len(short) + 3)


def result(value: str, metric: str, text: str, unit="%", dataset=None) -> Result:
    i = text.index(value)
    return Result(value=value, unit=unit, metric=metric, dataset=dataset, text=text[i:i + 20], start=i,
                  end=i + len(value), sentence_start=0, sentence_end=len(text))


def run(extractor, text: str, title: Optional[str] = None) -> Extraction:
    """Extract ``text`` (with an optional ``title``) as one paper with ``extractor``."""
    return extractor.extract(Paper(id="t", abstract=text, source="test", title=title))


def proposed_rules(extractor, text: str, title: Optional[str] = None) -> dict[str, str]:
    """The proposed mentions of ``text`` (one paper, optional ``title``): text -> the rule that proposed it."""
    return {m.text: m.rule for m in run(extractor, text, title).mentions if m.role == "proposed"}


def part_links(extractor, text: str, title: Optional[str] = None) -> set[tuple[str, str]]:
    """The partOf links of ``text`` (one paper, optional ``title``) as (part, whole) pairs."""
    return {(l.head, l.tail) for l in run(extractor, text, title).links if l.rel == "partOf"}


def tasks(ex: Extraction) -> set[str]:
    """The texts of the Task mentions of ``ex``."""
    return {m.text for m in ex.mentions if m.type == "Task"}


def task_mains(extractor, text: str) -> dict[str, bool]:
    """Task mention text -> whether it is the main task, for ``text`` extracted as one paper."""
    return {m.text: m.main for m in run(extractor, text).mentions if m.type == "Task"}


def main_task(ex: Extraction) -> Optional[str]:
    """The text of the main Task mention of ``ex``, or None."""
    return next((m.text for m in ex.mentions if m.type == "Task" and m.main), None)


def typed(extractor, text: str) -> dict[str, set[str]]:
    """Extract ``text`` (no title) and group its mention texts by entity type."""
    out: dict[str, set[str]] = {}
    for m in run(extractor, text).mentions:
        out.setdefault(m.type, set()).add(m.text)
    return out


def linked_graph(text: str, task: str, method: str, terms, match: str = "broad",
                 base_iri: str = "https://example.org/kg/"):
    """The graph (:func:`kg.graph.build_graph`) of one paper ``p1`` with ``text``, its main
    ``task`` and a used ``method`` that is linked to the first of ``terms``.

    Args:
        terms: :class:`kg.records.ExternalTerm` values; the method links to the first.
        match: ``"broad"`` (skos:broadMatch) or ``"exact"`` (skos:exactMatch).
    Returns:
        An rdflib-compatible graph of that paper, its entities and the terms.
    """
    from kg.graph import build_graph
    from kg.resolve import resolve

    ex = extraction("p1", text, mentions=[mention(task, text, "Task", "task", main=True),
                                          mention(method, text, "Method", "used")])
    res = resolve([ex])
    ent = res.entities[res.index[("p1", "Method", method)]]
    (ent.broad_matches if match == "broad" else ent.exact_matches).append(terms[0].iri)
    return build_graph([ex], res, {t.iri: t for t in terms}, base_iri=base_iri)


def write_text_file(folder, name: str, text: str):
    """``folder / name`` (a pathlib.Path) written with ``text`` as UTF-8, line ends as given."""
    p = folder / name
    p.write_text(text, encoding="utf-8", newline="")
    return p


def read_with_report(paths: list) -> tuple[list, "ReadReport"]:
    """``(records, report)`` of :func:`kg.read.read` over ``paths`` (records as a list)."""
    from kg.read import ReadReport, read

    report = ReadReport()
    return list(read(paths, report=report)), report


def as_session_28_store(store) -> None:
    """Rewrite a store's current generation as session 28 wrote it: no "inputs" in the records,
    build inputs without their format (a pathlib.Path of a :class:`kg.store.GraphStore` folder)."""
    import json

    from kg.store import GraphStore

    with GraphStore.open(store, read_only=True) as st:
        gen = store / st.generation
    records = [json.loads(line) for line in (gen / "records.jsonl").read_text().splitlines()]
    (gen / "records.jsonl").write_text("".join(json.dumps({k: v for k, v in r.items() if k != "inputs"}) + "\n"
                                               for r in records))
    meta = json.loads((gen / "store.json").read_text())
    for d in meta["builds"].values():
        d["inputs"] = [f[:3] for f in d["inputs"]]
    meta.pop("records_file", None)  # (session 42's digest of records.jsonl: none then)
    meta.pop("layout", None)  # (nor the layout number, without which the digests are not required)
    (gen / "store.json").write_text(json.dumps(meta))


def extract_text(ex, text: str, title: Optional[str] = None):
    """The :class:`kg.records.Extraction` of one abstract ``text`` (and ``title``) by the
    extractor ``ex`` (paper id "p", source "t")."""
    from kg.records import Paper

    return ex.extract(Paper(id="p", abstract=text, title=title, source="t"))


def part_pairs(ex, text: str, title: Optional[str] = None) -> list:
    """Sorted ``(whole, part)`` pairs of the partOf links :func:`extract_text` finds."""
    return sorted((l.head, l.tail) for l in extract_text(ex, text, title).links if l.rel == "partOf" and l.head)


def parts_and_proposed(ex, text: str) -> tuple[set, set]:
    """``({(whole, part), ...}, {proposed method text, ...})``: the partOf links (head may be
    empty) and the proposed Method mentions that :func:`extract_text` finds in ``text``."""
    e = extract_text(ex, text)
    parts = {(l.head, l.tail) for l in e.links if l.rel == "partOf"}
    proposed = {m.text for m in e.mentions if m.type == "Method" and m.role == "proposed"}
    return parts, proposed


def paper_graph(n: int):
    """An rdflib graph of ``n`` papers, each with a dcterms:title ("T0", "T1", ...): ``n``
    triples, for store tests."""
    import rdflib
    from rdflib import Literal, URIRef

    g = rdflib.Graph()
    for i in range(n):
        g.add((URIRef(f"https://w3id.org/paperkg/resource/paper/p{i}"),
               URIRef("http://purl.org/dc/terms/title"), Literal(f"T{i}")))
    return g


def store_of_generations(path, records=None, commits: int = 2) -> list[str]:
    """Commit ``commits`` generations of 1, 2, ... papers (:func:`paper_graph`) into the store
    folder ``path``, a reader holding each one while the next is committed, so that every
    generation stays in the folder. ``records``: the records of each commit (a list per
    commit; None: none). Returns the generation names, oldest first."""
    from kg.store import GraphStore

    gens, readers = [], []
    with GraphStore.open(path) as st:
        for i in range(commits):
            gens.append(st.replace_graph(paper_graph(i + 1), records=records[i] if records else []))
            if i + 1 < commits:
                readers.append(GraphStore.open(path, read_only=True))
    for r in readers:
        r.close()
    return gens


def raw_connect(port: int, data: bytes = b"", timeout: float = 30.0):
    """A TCP connection (socket.socket) to ``127.0.0.1:port`` with ``timeout`` seconds for each
    read, after sending ``data`` (bytes; nothing when empty): a raw client of :func:`live_port`."""
    import socket

    sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    if data:
        sock.sendall(data)
    return sock


def read_until_closed(sock) -> bytes:
    """Every byte the server sends on ``sock`` until it closes the connection (a reset counts as
    a close); closes ``sock``. Raises socket.timeout when the server neither sends nor closes
    within the socket's timeout."""
    chunks = []
    with sock:
        while True:
            try:
                chunk = sock.recv(65536)
            except ConnectionResetError:
                break
            if not chunk:
                break
            chunks.append(chunk)
    return b"".join(chunks)


@contextlib.contextmanager
def live_port(app, **options):
    """Run the ASGI ``app`` (from :func:`kg.serve.make_app`) under uvicorn with kg serve's
    configuration (:func:`kg.serve.server_config`, given ``options`` such as ``read_timeout``) on a
    free loopback port, in a daemon thread; yields the port (int). Stops the server on exit. Raises
    AssertionError when it has not started within 60 s."""
    import threading
    import time

    import uvicorn

    from kg.serve import server_config

    server = uvicorn.Server(server_config(app, "127.0.0.1", 0, **options))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        deadline = time.monotonic() + 60
        while not server.started:
            assert time.monotonic() < deadline and thread.is_alive()
            time.sleep(0.05)
        yield server.servers[0].sockets[0].getsockname()[1]
    finally:
        server.should_exit = True
        thread.join(30)


@contextlib.contextmanager
def live_server(app):
    """:func:`live_port` for raw-socket tests (request lines h11 refuses, HEAD bodies).

    Yields ``ask(line: bytes) -> bytes``: sends ``line`` plus `` HTTP/1.1``, a Host header and
    ``Connection: close`` on a new connection and returns every byte of the answer. Raises
    AssertionError when the server has not started within 60 s."""
    import socket

    with live_port(app) as port:

        def ask(line: bytes) -> bytes:
            with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
                sock.sendall(line + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                chunks = []
                while chunk := sock.recv(65536):
                    chunks.append(chunk)
                return b"".join(chunks)

        yield ask


def load_script(path, name: str):
    """Import the stand-alone script at ``path`` (a tool or eval script that is no package module)
    as module ``name``, registered in ``sys.modules`` (so dataclasses and pickles inside it work),
    and return it. Raises FileNotFoundError when ``path`` does not exist."""
    import importlib.util
    import sys

    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def name_spans(text: str, names) -> list[tuple[int, int, str]]:
    """Every occurrence of each of ``names`` in ``text`` as a ``(start, end, name)`` character
    span, in the order of ``names`` and then of the text: the name spans (metrics, datasets)
    that :func:`kg.extract.results.find_results` takes."""
    out = []
    for n in names:
        i = 0
        while (i := text.find(n, i)) >= 0:
            out.append((i, i + len(n), n))
            i += len(n)
    return out
