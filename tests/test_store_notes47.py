"""A build into a store warns of records dropped as copies of stored papers one input file at a
time (session 47, kg.read.warn_copies): a file with more than MAX_DUPLICATE_NOTES of them whose
titles agree gets one note naming how many and the first lines; fewer, or a record whose title is
lost, get a warning each."""
import json

from kg.pipeline import build
from kg.read import DUPLICATES_NAMED, MAX_DUPLICATE_NOTES

ABSTRACTS = [
    "We propose KiteNet, a convolutional network for image classification on ImageNet.",
    "We introduce HeronFlow, a normalizing flow for density estimation on CIFAR-10.",
    "We present OwlFormer, a transformer for machine translation on WMT14.",
    "We propose WrenRL, a policy gradient method evaluated on Atari games.",
    "We introduce LarkGNN, a graph neural network for node classification on Cora.",
    "We present FinchLM, a language model pretrained on C4 and evaluated on GLUE.",
    "We propose RobinDiff, a diffusion model for image generation on CelebA.",
]


def _store_of(tmp_path, dois=False):
    """A store built from a JSON Lines file of ABSTRACTS with ids p1..p7 (and DOIs when asked)."""
    jsonl = tmp_path / "papers.jsonl"
    jsonl.write_text("".join(json.dumps({"id": f"p{i}", "title": f"Paper {i}", "abstract": text,
                                         **({"doi": f"10.5555/bird.{i}"} if dois else {})}) + "\n"
                             for i, text in enumerate(ABSTRACTS, 1)))
    store = tmp_path / "store"
    build([str(jsonl)], out_dir=None, store=store)
    return store


def _bib(tmp_path, numbers, titles=None, dois=False):
    """A BibTeX file of the ABSTRACTS numbered ``numbers`` (1-based), without ids (keys only),
    each entry five lines long (six with a DOI); ``titles``: number -> another title."""
    entries = []
    for i in numbers:
        doi = f"  doi = {{10.5555/bird.{i}}},\n" if dois else ""
        title = (titles or {}).get(i, f"Paper {i}")
        entries.append(f"@article{{bird{i},\n  title = {{{title}}},\n{doi}  abstract = {{{ABSTRACTS[i - 1]}}}\n}}\n\n")
    path = tmp_path / "export.bib"
    path.write_text("".join(entries))
    return path


def _mine(summary, tmp_path, kind):
    things = summary.warnings if kind == "warning" else [t for k, t in summary.messages if k == "note"]
    return [t.replace(f"{tmp_path}/", "") for t in things if "of the store" in t]


def test_a_bibtex_export_of_stored_papers_gets_one_note(tmp_path):
    store = _store_of(tmp_path)
    bib = _bib(tmp_path, range(1, 8))
    _, summary = build([str(bib)], out_dir=None, store=store)
    assert _mine(summary, tmp_path, "warning") == []
    assert _mine(summary, tmp_path, "note") == [
        "export.bib:1: 7 records of this file are copies of papers of the store (same abstract): each dropped "
        "for that paper, whose stored record is kept: lines 1 (= 'p1'), 6 (= 'p2'), 11 (= 'p3'), 16 (= 'p4'), "
        "21 (= 'p5') and 2 more"]
    assert DUPLICATES_NAMED == 5 and summary.papers == 7


def test_at_most_the_limit_each_copy_keeps_its_warning(tmp_path):
    store = _store_of(tmp_path)
    bib = _bib(tmp_path, range(1, MAX_DUPLICATE_NOTES + 1))
    _, summary = build([str(bib)], out_dir=None, store=store)
    assert _mine(summary, tmp_path, "note") == []
    assert _mine(summary, tmp_path, "warning") == [
        f"export.bib:{1 + 5 * k}: same abstract as paper 'p{k + 1}' of the store; kept that record, which has an id"
        for k in range(MAX_DUPLICATE_NOTES)]


def test_a_lost_title_keeps_its_warning_beside_the_note(tmp_path):
    store = _store_of(tmp_path)
    bib = _bib(tmp_path, range(1, 8), titles={3: "A Wholly Other Title"})
    _, summary = build([str(bib)], out_dir=None, store=store)
    assert _mine(summary, tmp_path, "warning") == [
        "export.bib:11: same abstract as paper 'p3' of the store; kept that record, which has an id; its title "
        "'A Wholly Other Title' is not that record's 'Paper 3', which the paper keeps"]
    (note,) = _mine(summary, tmp_path, "note")
    assert note.startswith("export.bib:1: 6 records of this file are copies of papers of the store")
    assert "lines 1 (= 'p1'), 6 (= 'p2'), 16 (= 'p4'), 21 (= 'p5'), 26 (= 'p6') and 1 more" in note


def test_entries_known_by_their_doi_only_are_grouped_too(tmp_path):
    store = _store_of(tmp_path, dois=True)
    bib = _bib(tmp_path, range(2, 7), dois=True)
    _, summary = build([str(bib)], out_dir=None, store=store)
    assert _mine(summary, tmp_path, "warning") == []
    assert _mine(summary, tmp_path, "note") == [
        "export.bib:1: 5 records of this file are copies of papers of the store (same DOI and abstract): each "
        "dropped for that paper, whose stored record is kept: lines 1 (= 'p2'), 7 (= 'p3'), 13 (= 'p4'), "
        "19 (= 'p5'), 25 (= 'p6')"]
