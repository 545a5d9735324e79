"""Session 19, fresh-user trial findings outside the extraction rules: script and style
elements in scraped HTML (kg.clean), shell-quoted command hints, a file named twice on the
command line, the warning for a venue dump without a header, odd --base-iri values and the
preferred label of a hyphen variant (kg.resolve)."""
from __future__ import annotations

import pytest

from kg.clean import clean
from kg.graph import clean_title
from tests.test_clean import check_offsets


@pytest.mark.parametrize("text, expected", [
    # a stray end tag and a whole script element go; the name before them stays a name
    ("We propose XSSNet</script><script>alert(1)</script> for detection.",
     "We propose XSSNet for detection."),
    # a style element goes with its rules (the braces are not read as LaTeX groups in the text)
    ("Results <style>p{color:red}</style>on CIFAR-10.", "Results on CIFAR-10."),
    ("A <STYLE type=text/css>.a{b:c}</STYLE > B and <script async src=\"x.js\"></script>C.",
     "A B and C."),
    # an unquoted attribute value holding quotes is still an attribute: the image goes
    ("Attack</script><img src=x onerror=alert('x')> works.", "Attack works."),
    # what comes first hides what it holds
    ("A <!-- <script> --> B </script> C <script>x<!--</script> D", "A B C D"),
    # a start tag that no end tag closes is text (an abstract on cross-site scripting)
    ("Attackers inject a <script> tag into pages.", "Attackers inject a <script> tag into pages."),
    ("u <script> v <style> w", "u <script> v <style> w"),
    # written as character references, the element is text the page showed
    ("Filters strip &lt;script&gt;alert(1)&lt;/script&gt; payloads.",
     "Filters strip <script>alert(1)</script> payloads."),
])
def test_script_and_style_elements_go_whole(text: str, expected: str) -> None:
    c = clean(text)
    assert c.text == expected
    check_offsets(text, c)


def test_script_element_offsets_skip_it() -> None:
    text = "Net<script>var a = 1;</script>Former wins."
    c = clean(text)
    assert c.text == "NetFormer wins."
    i = c.text.index("Former")
    s, e = c.to_original(i, i + len("Former"))
    assert text[s:e] == "Former"


def test_title_loses_script_element() -> None:
    assert clean_title("XSSNet: <script>alert(1)</script>Detecting Injected Code") == \
        "XSSNet: Detecting Injected Code"


def test_many_unclosed_script_tags_stay_text() -> None:
    text = "a <script> b " * 2000 + "</style> end"
    assert clean(text).text == ("a <script> b " * 2000).strip() + " end"


# --- item 2: commands in messages are quoted for the shell ---------------------------------

@pytest.mark.parametrize("option, value, expected", [
    ("--store", "kgstore", "--store kgstore"),
    ("--store", "/tmp/x/store ü dir", "--store '/tmp/x/store ü dir'"),
    ("--remove", "h-0123abcd", "--remove h-0123abcd"),
    ("--remove", "10.1000/a(b);c", "--remove '10.1000/a(b);c'"),
    ("--remove", "it's", "--remove 'it'\"'\"'s'"),
    ("--remove", "-x", "--remove=-x"),
    ("--store", "-my store", "'--store=-my store'"),
])
def test_shell_option_quotes_values(option: str, value: str, expected: str) -> None:
    from kg.store import shell_option

    assert shell_option(option, value) == expected


def test_remove_hint_is_a_command_the_shell_reads_back(tmp_path) -> None:
    import json
    import shlex

    from kg.pipeline import build

    store = tmp_path / "store ü dir"
    old = {"title": "GammaNet: Fast Detection", "venue": "ICML 2024",
           "abstract": "We introduce GammaNet for object detection and evaluate it on COCO."}
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    a.write_text(json.dumps(old) + "\n")
    build([str(a)], out_dir=None, store=store)
    edited = dict(old, abstract=old["abstract"].replace("COCO", "COCO and Pascal VOC"))
    b.write_text(json.dumps(edited) + "\n")
    _, summary = build([str(b)], out_dir=None, store=store)
    (warning,) = [w for w in summary.warnings if "remove the old one" in w]
    command = warning.rsplit("`", 2)[-2]
    words = shlex.split(command)
    assert words[:3] == ["kg", "build", "--store"] and words[3] == str(store)
    assert words[4] == "--remove" and words[5].startswith("h-") and len(words) == 6


def test_store_hint_quotes_the_path(tmp_path) -> None:
    import shlex

    from kg.store import GraphStore, StoreError

    missing = tmp_path / "no such store"
    with pytest.raises(StoreError) as err:
        GraphStore.open(missing, read_only=True)
    command = str(err.value).rsplit("`", 2)[-2]
    assert shlex.split(command) == ["kg", "build", "PATH...", "--store", str(missing)]


# --- item 3: a file named twice in kg build is read once, with a warning -------------------

_DUMP = ("ICML 2026 Papers\n\nWe propose FooNet, a convolutional network for image classification, and "
         "evaluate it on CIFAR-10.\n\nWe introduce BarGAN for image generation and report FID on CelebA.\n")


def test_build_reads_a_file_named_twice_once(tmp_path, capsys, monkeypatch) -> None:
    from kg.cli import main

    monkeypatch.chdir(tmp_path)
    (tmp_path / "dump.txt").write_text(_DUMP)
    assert main(["build", "dump.txt", "--out", "one", "--no-html"]) == 0
    capsys.readouterr()
    assert main(["build", "dump.txt", "./dump.txt", "--out", "two", "--no-html"]) == 0
    err, out = capsys.readouterr()[::-1]
    assert "kg: warning: ./dump.txt: the same file as dump.txt, given twice: read once" in err
    assert "(2 records read, 0 skipped, 1 warning)" in out
    for name in ("graph.nt", "graph.ttl", "entities.csv"):  # the graph is that of one mention
        assert (tmp_path / "two" / name).read_bytes() == (tmp_path / "one" / name).read_bytes()


def test_read_papers_shares_the_files_seen_across_calls(tmp_path) -> None:
    from kg.pipeline import read_papers
    from kg.read import ReadReport

    f = tmp_path / "dump.txt"
    f.write_text(_DUMP)
    (tmp_path / "link.txt").symlink_to(f)
    report = ReadReport()
    papers = read_papers([str(f), str(tmp_path / "link.txt")], None, report)
    assert len(papers) == 2 and report.files == 1 and report.read == 2 and report.duplicates == 0
    assert [w.message for w in report.warnings] == [f"the same file as {f}, given twice: read once"]


def test_standard_input_named_twice_is_read_once(monkeypatch) -> None:
    import io

    from kg.pipeline import read_papers
    from kg.read import ReadReport

    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(_DUMP.encode())))
    report = ReadReport()
    papers = read_papers(["-", "-"], None, report)
    assert len(papers) == 2 and not report.skipped
    assert [(w.source, w.message) for w in report.warnings] == \
        [("<stdin>", "standard input ('-') given twice: read once")]


# --- item 4: a venue dump without a header says which venue its papers get ------------------

def test_dump_without_header_names_the_venue_it_gets(tmp_path) -> None:
    from kg.read import ReadReport, read

    f = tmp_path / "dump_noheader.txt.gz"
    import gzip

    f.write_bytes(gzip.compress(_DUMP.split("\n", 2)[2].encode()))
    report = ReadReport()
    papers = list(read([f], report=report))
    assert len(papers) == 2 and all(p.venue is None and p.year is None for p in papers)
    (warning,) = report.warnings
    assert warning.source == f"{f}:1"
    assert warning.message == ("no venue header line (e.g. 'ICML 2026 Papers'): the first paragraph is read "
                               "as an abstract, and the papers' venue is 'unknown venue (dump_noheader)', "
                               "named after the file, without a year")


def test_dump_without_header_venue_is_the_one_the_graph_gives(tmp_path, capsys) -> None:
    from kg.cli import main

    f = tmp_path / "notes.txt"
    f.write_text(_DUMP.split("\n", 2)[2])
    assert main(["build", str(f), "--out", str(tmp_path / "out"), "--no-html"]) == 0
    assert "the papers' venue is 'unknown venue (notes)'" in capsys.readouterr().err
    assert 'rdfs:label "unknown venue (notes)"' in (tmp_path / "out" / "graph.ttl").read_text()


# --- item 5: --base-iri values that Linked Data cannot use well ------------------------------

@pytest.mark.parametrize("value", ["mailto:a@b", "MAILTO:x@example.org", "tel:+1-555-0100", "data:,kg",
                                   "javascript:void(0)"])
def test_base_iri_of_a_scheme_that_names_no_space_is_a_usage_error(value, tmp_path, capsys) -> None:
    from kg.cli import CliError, base_iri_option, main

    with pytest.raises(CliError) as exc:
        base_iri_option(value)
    scheme = value.split(":")[0].lower()
    assert f"a {scheme}: IRI names " in str(exc.value) and "not a space of names to mint under" in str(exc.value)
    src = tmp_path / "a.jsonl"
    src.write_text('{"id": "a", "abstract": "We propose FooNet for parsing."}\n')
    assert main(["build", str(src), "--out", str(tmp_path / "o"), "--base-iri", value]) == 2
    assert capsys.readouterr().err.startswith(f"kg: error: --base-iri {value!r}: a {scheme}: IRI names ")
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize("value, kind, words", [
    ("https://example.org/kg#", "warning", "keeps its path in the fragment (https://example.org/kg#method/...)"),
    ("http://example.org/kg#", "warning", "the one document http://example.org/kg (a hash IRI)"),
    ("urn:example:kg#", "warning", "fragment"),
    ("file:///tmp/kg/", "warning", "the minted IRIs are file: IRIs, which a Linked-Data client does not look up"),
    ("ftp://example.org/kg/", "warning", "ftp: IRIs"),
    ("urn:example:kg:", "note", "the minted IRIs are urn: names"),
    ("tag:example.org,2026:kg/", "note", "tag: names"),
])
def test_base_iri_advice(value: str, kind: str, words: str) -> None:
    from kg.cli import base_iri_advice

    advice = base_iri_advice(value)
    assert advice is not None and advice[0] == kind and words in advice[1]
    assert advice[1].startswith(f"--base-iri {value!r}: ")


@pytest.mark.parametrize("value", ["https://example.org/kg/", "http://example.org/kg/", "https://w3id.org/x:",
                                   "https://example.org/kg/ns/"])
def test_an_http_base_ending_in_a_slash_gets_no_advice(value: str) -> None:
    from kg.cli import base_iri_advice

    assert base_iri_advice(value) is None


def test_hash_base_warns_and_builds_as_before(tmp_path, capsys) -> None:
    from kg.cli import main

    src = tmp_path / "a.jsonl"
    src.write_text('{"id": "a", "abstract": "We propose FooNet for image classification on CIFAR-10."}\n')
    assert main(["build", str(src), "--out", str(tmp_path / "o"), "--base-iri", "https://example.org/kg#",
                 "--no-html"]) == 0
    err = capsys.readouterr().err
    assert err.count("kg: warning: --base-iri 'https://example.org/kg#': every minted IRI") == 1
    assert "<https://example.org/kg#paper/a>" in (tmp_path / "o" / "graph.nt").read_text()


# --- item 6: a tie between two spellings prefers a known name, then no inserted hyphen -------

def _one_each(type_: str, *names: str):
    """One paper per name, each writing it once (a tie of spellings)."""
    from tests.factories import extraction, mention

    exs = []
    for i, name in enumerate(names):
        text = f"We evaluate robustness on {name} with many corruptions."
        exs.append(extraction(f"p{i}", text, mentions=[mention(name, text, type_, "evaluated")]))
    return exs


@pytest.mark.parametrize("names, label", [
    (("Image-Net-C", "ImageNet-C"), "ImageNet-C"),        # Papers with Code lists ImageNet-C
    (("ImageNet-C", "Image-Net-C"), "ImageNet-C"),        # the order of the papers does not matter
    (("Places-365", "Places365"), "Places365"),           # a listed name beats the alphabet
    (("Glorp-Net-X", "GlorpNet-X"), "GlorpNet-X"),        # no listed name: no inserted hyphen
])
def test_a_tie_of_spellings_prefers_a_known_name_then_no_inserted_hyphen(names, label) -> None:
    from kg.resolve import resolve

    res = resolve(_one_each("Dataset", *names))
    (entity,) = res.entities.values()
    assert entity.label == label and entity.papers == ["p0", "p1"]
    assert entity.alt_labels == [n for n in names if n != label]


def test_more_papers_still_decide_before_the_tie_rules() -> None:
    from kg.resolve import resolve

    (entity,) = resolve(_one_each("Dataset", "Image-Net-C", "Image-Net-C", "ImageNet-C")).entities.values()
    assert entity.label == "Image-Net-C"


@pytest.mark.parametrize("name, count", [("Image-Net-C", 2), ("ImageNet-C", 1), ("self-Attention", 0),
                                         ("Vision-Language Model", 1), ("multi-level Monte-Carlo", 1),
                                         ("ResNet-50", 0)])
def test_inserted_hyphens(name: str, count: int) -> None:
    from kg.resolve import _inserted_hyphens

    assert _inserted_hyphens(name) == count
