"""Entity resolution, session 44: precision of merges.

* kg.resolve.coordinated_parts and resolve: a dataset name with two or more numbers after one
  stem, joined by slashes ("Foo-10/100", "Bar-1/2/3"), is one dataset per number; the written
  form is an alt label of each part, and the graph links the paper (and the method) to each.
* kg.resolve._cased_proposals and resolve: one short name coined in different capitals by
  different papers, expanded by neither, is two nodes; a third paper's mention joins the
  spelling it writes; one spelling, or a defined short form, joins as before.
* eval/merge_sample44.py: the traced resolution names the step that joined each member.

Every name and sentence is made up for these tests."""
from rdflib import URIRef

from kg.graph import DEFAULT_BASE_IRI
from kg.pipeline import graph_from_extractions
from kg.resolve import coordinated_parts, resolve
from tests.factories import acronym, extraction, mention


def _paper(pid, text, *names, type_="Method", role=None, acronyms=()):
    """One paper whose abstract is ``text``, with a mention of each name (first occurrence)."""
    role = role or {"Metric": "metric", "Dataset": "dataset", "Method": "used", "Task": "task"}[type_]
    return extraction(pid, text, mentions=[mention(n, text, type_, role) for n in names],
                      acronyms=[acronym(s, l, text) for s, l in acronyms])


# --- coordinated dataset names ---------------------------------------------------------------

def test_coordinated_parts_split_a_shared_stem():
    assert coordinated_parts("Quokka-10/100") == ("Quokka-10", "Quokka-100")
    assert coordinated_parts("QUOKKA10/100") == ("QUOKKA10", "QUOKKA100")
    assert coordinated_parts("Wombat-Bench-101/202/303") == ("Wombat-Bench-101", "Wombat-Bench-202",
                                                              "Wombat-Bench-303")
    assert coordinated_parts("ZEB8/17") == ("ZEB8", "ZEB17")
    assert coordinated_parts("Lemur-1K/21K") == ("Lemur-1K", "Lemur-21K")


def test_coordinated_parts_leave_other_slashes():
    for text in ("Quokka/Wombat-10", "A/B/C", "3D/4D", "10/100", "Quokka-10", "Quokka-10 / 100 images"):
        assert coordinated_parts(text) == (), text


def test_a_coordinated_dataset_is_one_node_per_part():
    res = resolve([_paper("p0", "We test on Quokka-10/100 and report gains.", "Quokka-10/100", type_="Dataset"),
                   _paper("p1", "Scores on Quokka-100 improve.", "Quokka-100", type_="Dataset")])
    first, second = res.keys("p0", "Dataset", "Quokka-10/100")
    assert res.entities[first].label == "Quokka-10"
    assert res.entities[second].label == "Quokka-100"
    assert second == res.key("p1", "Dataset", "Quokka-100")
    assert "Quokka-10/100" in res.entities[first].alt_labels
    assert "Quokka-10/100" in res.entities[second].alt_labels
    assert res.entities[second].papers == ["p0", "p1"]
    # no node keeps the coordinated name
    assert not any(e.label == "Quokka-10/100" for e in res.entities.values())


def test_three_parts_and_a_spelling_without_hyphen():
    res = resolve([_paper("p0", "Results on Wombat-Bench-101/202/303 are shown.", "Wombat-Bench-101/202/303",
                          type_="Dataset"),
                   _paper("p1", "We use WombatBench202 here.", "WombatBench202", type_="Dataset")])
    keys = res.keys("p0", "Dataset", "Wombat-Bench-101/202/303")
    assert len(keys) == 3
    assert res.entities[keys[0]].label == "Wombat-Bench-101" and res.entities[keys[2]].label == "Wombat-Bench-303"
    assert keys[1] == res.key("p1", "Dataset", "WombatBench202")
    assert {"Wombat-Bench-202", "WombatBench202"} <= {res.entities[keys[1]].label, *res.entities[keys[1]].alt_labels}


def test_a_method_name_with_slashes_stays_one_node():
    res = resolve([_paper("p0", "We fine-tune Heron-18/50 on the task.", "Heron-18/50")])
    assert res.keys("p0", "Method", "Heron-18/50") == (res.key("p0", "Method", "Heron-18/50"),)
    assert res.entities[res.key("p0", "Method", "Heron-18/50")].label == "Heron-18/50"


def test_the_graph_links_the_paper_to_every_part():
    text = "We test on Quokka-10/100 and report gains."
    g, res = graph_from_extractions([_paper("p0", text, "Quokka-10/100", type_="Dataset")])
    objects = {str(o) for s, p, o in g if str(s).endswith("/paper/p0")}
    for key in res.keys("p0", "Dataset", "Quokka-10/100"):
        assert DEFAULT_BASE_IRI + key in objects, key
    assert len(res.keys("p0", "Dataset", "Quokka-10/100")) == 2
    assert URIRef(DEFAULT_BASE_IRI + "dataset/quokka-100") in set(g.objects())


# --- short names coined in different capitals --------------------------------------------------

def _coined(pid, name, rest):
    text = f"We propose {name}, {rest}. {name} is fast."
    return _paper(pid, text, name, role="proposed")


def test_two_capitalisations_proposed_by_two_papers_are_two_methods():
    res = resolve([_coined("p0", "GaLoP", "a planner for drones"),
                   _coined("p1", "GALOP", "a loss for graph alignment")])
    a, b = res.key("p0", "Method", "GaLoP"), res.key("p1", "Method", "GALOP")
    assert a != b
    assert {res.entities[a].label, res.entities[b].label} == {"GaLoP", "GALOP"}
    assert res.entities[a].papers == ["p0"] and res.entities[b].papers == ["p1"]


def test_a_third_paper_joins_the_spelling_it_writes():
    text = "We compare with GALOP on the graphs."
    res = resolve([_coined("p0", "GaLoP", "a planner for drones"),
                   _coined("p1", "GALOP", "a loss for graph alignment"),
                   _paper("p2", text, "GALOP", role="compared")])
    assert res.key("p2", "Method", "GALOP") == res.key("p1", "Method", "GALOP")
    assert res.key("p2", "Method", "GALOP") != res.key("p0", "Method", "GaLoP")


def test_one_spelling_of_two_papers_stays_one_node():
    res = resolve([_coined("p0", "GaLoP", "a planner for drones"),
                   _paper("p1", "GaLoP plans well in our tests.", "GaLoP", role="compared")])
    assert res.key("p0", "Method", "GaLoP") == res.key("p1", "Method", "GaLoP")


def test_a_capitalisation_no_paper_proposes_joins_as_before():
    # "Quill-T5" in two capitalisations, proposed by neither paper: one node, as before
    res = resolve([_paper("p0", "We fine-tune Quill-T5 here.", "Quill-T5"),
                   _paper("p1", "We fine-tune QUILL-T5 there.", "QUILL-T5")])
    assert res.key("p0", "Method", "Quill-T5") == res.key("p1", "Method", "QUILL-T5")


def test_one_paper_writing_its_name_twice_keeps_one_node():
    # the paper's own spelling is the one it writes most often: its other spelling joins it
    text = "We propose GaLoP, a planner for drones. GaLoP beats the rest, and GALOP is fast."
    other = _coined("p1", "GALOP", "a loss for graph alignment")
    res = resolve([extraction("p0", text, mentions=[mention("GaLoP", text, "Method", "proposed"),
                                                    mention("GaLoP", text, "Method", "proposed", nth=1),
                                                    mention("GALOP", text, "Method", "proposed")]), other])
    assert res.key("p0", "Method", "GaLoP") == res.key("p0", "Method", "GALOP")
    assert res.key("p0", "Method", "GaLoP") != res.key("p1", "Method", "GALOP")


# --- singular labels ---------------------------------------------------------------------------

def test_a_plural_label_takes_the_singular_some_paper_writes():
    res = resolve([_paper("p0", "We train sparse lattice networks on the grid.", "sparse lattice networks"),
                   _paper("p1", "Sparse lattice networks are slow.", "Sparse lattice networks"),
                   _paper("p2", "Our sparse lattice network is small.", "sparse lattice network")])
    key = res.key("p0", "Method", "sparse lattice networks")
    assert res.key("p2", "Method", "sparse lattice network") == key
    assert res.entities[key].label == "sparse lattice network"
    assert "sparse lattice networks" in res.entities[key].alt_labels


def test_the_singular_keeps_the_capitals_of_the_label():
    # most papers write the plural in small letters; one writes the singular in title case
    res = resolve([_paper("p0", "We train sparse lattice networks on the grid.", "sparse lattice networks"),
                   _paper("p1", "Again sparse lattice networks win.", "sparse lattice networks"),
                   _paper("p2", "A Sparse Lattice Network is small.", "Sparse Lattice Network")])
    assert res.entities[res.key("p0", "Method", "sparse lattice networks")].label == "sparse lattice network"


def test_ies_plurals_and_plural_only_labels():
    res = resolve([_paper("p0", "We use heron policies for control.", "heron policies"),
                   _paper("p1", "A heron policy is learned.", "heron policy"),
                   _paper("p2", "We model quokka dynamics here.", "quokka dynamics"),
                   _paper("p3", "We tune wombat encoders.", "wombat encoders")])
    assert res.entities[res.key("p0", "Method", "heron policies")].label == "heron policy"
    # no paper writes a singular: the plural stays (no form is made up)
    assert res.entities[res.key("p2", "Method", "quokka dynamics")].label == "quokka dynamics"
    assert res.entities[res.key("p3", "Method", "wombat encoders")].label == "wombat encoders"


def test_names_that_only_look_plural_stay():
    res = resolve([_paper("p0", "We run lattice analysis on it.", "lattice analysis"),
                   _paper("p1", "A lattice analysi is no word.", "lattice analysi")])
    assert res.entities[res.key("p0", "Method", "lattice analysis")].label == "lattice analysis"


def test_a_plural_after_a_preposition_in_a_compound_stays():
    res = resolve([_paper("p0", "We use mixture-of-heralds layers.", "mixture-of-heralds"),
                   _paper("p1", "Again mixture-of-heralds helps.", "mixture-of-heralds"),
                   _paper("p2", "A mixture-of-herald is small.", "mixture-of-herald")])
    assert res.entities[res.key("p0", "Method", "mixture-of-heralds")].label == "mixture-of-heralds"
