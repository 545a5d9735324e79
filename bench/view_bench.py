"""Benchmark of the graph view (kg.view.write_html) at 24, 1,000 and 6,000 papers.

For each size it builds a kgo: graph, writes graph.html, opens it in headless Debian Chromium
(the flags and closed-network proxy of tests/browser/driver.py) and measures:

* build: seconds for write_html in Python (reading the graph, layout, rendering);
* size: bytes of the HTML file;
* load: ms from navigation start to the load event (parsing HTML, JSON and scripts);
* first render: ms from navigation start to vis-network's first ``afterDrawing``;
* search: ms for a search over every node's labels and aliases (median of 5), and
  select: ms to select + highlight + fill the panel for the most connected node;
* expand: ms to draw every neighbour of the best-connected node not drawn yet.

Graphs are synthetic by default (``--synthetic``, seeded, Zipf-distributed entity use, with
evidence sentences and abstracts of realistic length), or read from Turtle files given with
``--ttl`` (e.g. the output of ``kg build ../shared/corpus/neurips2023.jsonl``).

Usage::

    python bench/view_bench.py                   # synthetic 24, 1000, 6000 papers
    python bench/view_bench.py --sizes 24 1000
    python bench/view_bench.py --ttl exports/graph.ttl
    python bench/view_bench.py --which-kg        # which kg it measures, and exit

It measures the checkout it lives in (``bench/_own_checkout.py``: its ``kg``, whatever PYTHONPATH
says) and prints which ``kg`` that is.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from _own_checkout import REPO, require_own_kg, which_kg  # first: this checkout's kg, whatever PYTHONPATH says

from rdflib import RDF, RDFS, XSD, Graph, Literal, URIRef  # noqa: E402
from rdflib.namespace import DCTERMS, PROV, SKOS  # noqa: E402

ROOT = REPO
sys.path.insert(1, str(ROOT / "tests"))  # after the repository: tests/ holds no kg

from kg.ontology import DEFAULT_BASE_IRI, KGO, PREFIXES  # noqa: E402
from kg.view import write_html  # noqa: E402

_WORDS = ("graph neural network diffusion transformer contrastive learning robust sparse adaptive "
          "attention policy reinforcement token language vision model kernel bayesian federated "
          "causal latent variational spectral optimal transport retrieval segmentation detection "
          "generation alignment reward offline online meta few shot zero domain invariant").split()


def _zipf_picker(rng: random.Random, n: int, s: float = 1.1):
    cum, total = [], 0.0
    for k in range(n):
        total += 1.0 / (k + 1) ** s
        cum.append(total)
    return lambda k=1: rng.choices(range(n), cum_weights=cum, k=k)


def _phrase(rng: random.Random, k: int) -> str:
    return " ".join(rng.choice(_WORDS) for _ in range(k))


def synthetic_graph(n_papers: int, seed: int = 1) -> Graph:
    """A kgo: graph shaped like the pipeline's output for ``n_papers`` papers.

    Per paper: title, ~1,100-character abstract, venue (two venues), one proposed method in
    60 % of papers (with a named component in half of those), a main task and another task,
    1-3 datasets, 2 used and 1 compared method, a metric, a result, 3 mentions; every typed
    link has a kgo:Evidence node with its sentence. Shared entities are drawn from Zipf(1.1)
    pools sized like the NeurIPS/ICLR corpora (tasks 0.3 n, datasets 0.35 n, methods 0.5 n,
    metrics 0.03 n, each at least 20).
    """
    rng = random.Random(seed)
    g = Graph()
    for p, ns in PREFIXES.items():
        g.bind(p, ns)
    base = DEFAULT_BASE_IRI

    def entity(kind: str, slug: str, label: str, alts=()) -> URIRef:
        e = URIRef(f"{base}{kind.lower()}/{slug}")
        if (e, RDF.type, None) not in g:
            g.add((e, RDF.type, getattr(KGO, kind)))
            g.add((e, RDFS.label, Literal(label)))
            g.add((e, SKOS.prefLabel, Literal(label)))
            for a in alts:
                g.add((e, SKOS.altLabel, Literal(a)))
        return e

    pools = {
        "Task": max(20, int(0.3 * n_papers)),
        "Dataset": max(20, int(0.35 * n_papers)),
        "Method": max(20, int(0.5 * n_papers)),
        "Metric": max(20, int(0.03 * n_papers)),
    }
    pick = {k: _zipf_picker(rng, n) for k, n in pools.items()}
    names = {k: [_phrase(rng, 2 if k != "Task" else 3) + f" {k[0]}{i}" for i in range(n)] for k, n in pools.items()}
    venues = [("NeurIPS", 2023), ("ICLR", 2024)]
    papers_of: dict[URIRef, set] = {}

    def link(paper, s, rel, o, sentence):
        g.add((s, rel, o))
        ev = URIRef(f"{base}evidence/{abs(hash((str(paper), str(s), str(rel), str(o)))) % 10**16:016d}")
        g.add((ev, RDF.type, KGO.Evidence))
        g.add((ev, RDF.subject, s))
        g.add((ev, RDF.predicate, rel))
        g.add((ev, RDF.object, o))
        g.add((ev, PROV.wasDerivedFrom, paper))
        g.add((ev, KGO.sentence, Literal(sentence)))
        papers_of.setdefault(o, set()).add(paper)

    for i in range(n_papers):
        paper = URIRef(f"{base}paper/p{i:05d}")
        venue, year = venues[i % 2]
        v = URIRef(f"{base}venue/{venue.lower()}-{year}")
        g.add((v, RDF.type, KGO.Venue))
        g.add((v, RDFS.label, Literal(f"{venue} {year}")))
        g.add((paper, RDF.type, KGO.Paper))
        title = _phrase(rng, 9).capitalize()
        g.add((paper, DCTERMS.title, Literal(title)))
        g.add((paper, RDFS.label, Literal(title)))
        sentences = [_phrase(rng, 22).capitalize() + "." for _ in range(7)]
        g.add((paper, DCTERMS.abstract, Literal(" ".join(sentences))))
        g.add((paper, KGO.publishedIn, v))
        if rng.random() < 0.3:
            g.add((paper, KGO.codeRepository, URIRef(f"https://github.com/example/p{i:05d}")))
        if rng.random() < 0.6:
            acr = "".join(rng.choice("ABCDEFGHIKLMNOPRSTUVXYZ") for _ in range(rng.randint(3, 6))) + str(i)
            long = _phrase(rng, 4).title()
            m = entity("Method", f"new-{i}", acr, (long,))
            link(paper, paper, KGO.proposes, m, sentences[0])
            if rng.random() < 0.5:
                c = entity("Method", f"comp-{i}", _phrase(rng, 2) + f" module {i}")
                link(paper, c, KGO.partOf, m, sentences[1])
            shared = entity("Method", f"m{pick['Method']()[0]}", "")
            link(paper, m, KGO.uses, shared, sentences[1])
        tasks = pick["Task"](2)
        t0 = entity("Task", f"t{tasks[0]}", names["Task"][tasks[0]])
        link(paper, paper, KGO.mainTask, t0, sentences[0])
        g.add((paper, KGO.addresses, t0))
        link(paper, paper, KGO.addresses, entity("Task", f"t{tasks[1]}", names["Task"][tasks[1]]), sentences[2])
        for d in set(pick["Dataset"](rng.randint(1, 3))):
            link(paper, paper, KGO.evaluatedOn, entity("Dataset", f"d{d}", names["Dataset"][d]), sentences[4])
        for m in set(pick["Method"](2)):
            link(paper, paper, KGO.uses, entity("Method", f"m{m}", names["Method"][m]), sentences[3])
        cm = pick["Method"]()[0]
        link(paper, paper, KGO.comparesWith, entity("Method", f"m{cm}", names["Method"][cm]), sentences[5])
        mt = pick["Metric"]()[0]
        metric = entity("Metric", f"x{mt}", names["Metric"][mt])
        link(paper, paper, KGO.usesMetric, metric, sentences[5])
        res = URIRef(f"{base}result/p{i:05d}-1")
        g.add((res, RDF.type, KGO.Result))
        g.add((res, KGO.value, Literal(f"{rng.uniform(10, 99):.1f}", datatype=XSD.decimal)))
        g.add((res, KGO.unit, Literal("%")))
        g.add((res, KGO.metric, metric))
        g.add((paper, KGO.reportsResult, res))
        for kind in ("Method", "Dataset", "Task"):
            k = pick[kind]()[0]
            e = entity(kind, f"{kind[0].lower()}{k}", names[kind][k])
            if (paper, None, e) not in g:
                g.add((paper, KGO.mentions, e))
                papers_of.setdefault(e, set()).add(paper)
    # labels of shared methods first created unlabeled by the proposes branch
    for e in list(g.subjects(RDF.type, KGO.Method)):
        if not str(g.value(e, RDFS.label) or ""):
            k = int(str(e).rsplit("/m", 1)[1])
            g.remove((e, RDFS.label, None))
            g.remove((e, SKOS.prefLabel, None))
            g.add((e, RDFS.label, Literal(names["Method"][k])))
            g.add((e, SKOS.prefLabel, Literal(names["Method"][k])))
    for e, ps in papers_of.items():
        g.add((e, KGO.paperCount, Literal(len(ps))))
    g.add((URIRef(base + "build"), DCTERMS.modified, Literal("2026-11-29", datatype=XSD.date)))
    return g


def measure(path: Path, driver) -> dict:
    """Open ``path`` in the driver; return load / first-render / interaction timings (ms)."""
    from browser.driver import console_errors, wait_for

    driver.get_log("browser")
    driver.get(path.resolve().as_uri())
    wait_for(driver, "window.__kgTiming && window.__kgTiming.firstDraw", timeout=120)
    wait_for(driver, "performance.timing.loadEventEnd > 0", timeout=120)
    nav = driver.execute_script("var t = performance.getEntriesByType('navigation')[0]; return t.toJSON();")
    timing = driver.execute_script("return window.__kgTiming")
    inter = driver.execute_script("""
        var N = paperkg.data.nodes, t0, times = [], best = 0, bestDeg = -1;
        for (var k = 0; k < 5; k++) { t0 = performance.now(); paperkg.search(k ? 'diffusion' : 'a', 20); times.push(performance.now() - t0); }
        network.body.data.nodes.forEach(function (n) {
          var d = paperkg.neighbours(n.id).length; if (d > bestDeg) { bestDeg = d; best = n.id; } });
        t0 = performance.now(); paperkg.select(best); var sel = performance.now() - t0;
        var before = network.body.data.nodes.length;
        t0 = performance.now(); paperkg.expand(best); var exp = performance.now() - t0;
        return {search_first: times[0], search: times.slice(1).sort()[2], select: sel, expand: exp,
                expanded_nodes: network.body.data.nodes.length - before, nodes_total: N.length,
                nodes_drawn: before};""")
    errors = console_errors(driver)
    return {
        "load_ms": round(nav["loadEventEnd"]),
        "dom_content_loaded_ms": round(nav["domContentLoadedEventEnd"]),
        "first_render_ms": round(timing["firstDraw"]),
        "data_parsed_ms": round(timing["dataParsed"] - timing["scriptStart"]),
        "search_ms": round(inter["search"], 1),
        "search_first_ms": round(inter["search_first"], 1),
        "select_ms": round(inter["select"], 1),
        "expand_ms": round(inter["expand"], 1),
        "expanded_nodes": inter["expanded_nodes"],
        "console_errors": len(errors),
    }


def run(graphs: list[tuple[str, Graph]], out_dir: Path, repeats: int) -> list[dict]:
    """Write and measure each graph; timings are medians over ``repeats`` fresh page loads."""
    from browser.driver import chromium

    rows = []
    for name, graph in graphs:
        path = out_dir / f"{name}.html"
        t0 = time.perf_counter()
        stats = write_html(graph, path, title=f"PaperKG bench {name}")
        build = time.perf_counter() - t0
        loads = []
        with chromium() as driver:
            for _ in range(repeats):
                loads.append(measure(path, driver))
        med = {k: statistics.median(x[k] for x in loads) for k in loads[0]}
        row = {"graph": name, "triples": len(graph), "papers": stats.papers, "nodes": stats.nodes,
               "links": stats.links, "drawn": stats.shown_nodes, "drawn_edges": stats.shown_edges,
               "physics": stats.physics, "bytes": stats.bytes, "build_s": round(build, 2), **med}
        rows.append(row)
        print(json.dumps(row), flush=True)
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", type=int, nargs="*", default=[24, 1000, 6000], help="synthetic graph sizes (papers)")
    ap.add_argument("--ttl", type=Path, nargs="*", default=[], help="Turtle graphs to measure instead/as well")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--out", type=Path, default=None, help="folder for the HTML files (default: a temp folder)")
    ap.add_argument("--which-kg", action="store_true",
                    help="print which kg package the benchmark measures (path, version, commit) and exit")
    args = ap.parse_args(argv)
    if args.which_kg:
        line, own = which_kg()
        print(line)
        return 0 if own else 1
    print(f"# measuring {require_own_kg('view_bench')}", flush=True)
    out = args.out or Path(tempfile.mkdtemp(prefix="paperkg-view-bench-"))
    out.mkdir(parents=True, exist_ok=True)
    graphs: list[tuple[str, Graph]] = []
    for ttl in args.ttl:
        graphs.append((f"{ttl.resolve().parent.name}-{ttl.stem}", Graph().parse(ttl)))
    if not args.ttl or args.sizes != [24, 1000, 6000]:
        for n in args.sizes:
            t0 = time.perf_counter()
            graphs.append((f"synthetic-{n}", synthetic_graph(n)))
            print(f"# synthetic {n} papers: {len(graphs[-1][1])} triples in {time.perf_counter() - t0:.1f} s", flush=True)
    run(graphs, out, args.repeats)
    print(f"# pages in {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
