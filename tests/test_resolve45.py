"""Entity resolution, session 45: duplicates and labels.

* kg.resolve._established_short and resolve: a short form that a paper writes undefined with a
  proposing role (the extraction took it for a part or an object of a contribution) reads
  through the build's dominant expansion when two other papers or more define it, unless the
  paper gives it as a name ("an approach called X").
* kg.resolve._join_generic_heads: a short form a paper defines is a bare name of its long
  form's cluster there, so that "<short form> models" joins it; a label is no such
  short-form-and-head name.

Every name and sentence is made up for these tests."""
from dataclasses import replace

from kg.resolve import resolve
from tests.factories import acronym, extraction, mention


def _definer(pid, short="QoP", long="quilt of patches"):
    text = f"We train a {long} ({short}) layer on toy data. The {short} layer helps."
    return extraction(pid, text, mentions=[mention(long, text, "Method", "used"), mention(short, text, "Method", "used", nth=1)],
                      acronyms=[acronym(short, long, text)])


def _user(pid, short="QoP", rule="component-contains"):
    text = f"We evaluate Flumox on several models, including the {short} model Zarnet-7."
    m = replace(mention(short, text, "Method", "proposed"), rule=rule)
    return extraction(pid, text, mentions=[mention("Flumox", text, "Method", "proposed"), m,
                                           mention("Zarnet-7", text, "Method", "used")])


# --- a borrowed short form -------------------------------------------------------------------

def test_an_undefined_proposed_short_form_that_two_papers_define_joins_their_expansion():
    res = resolve([_definer("p0"), _definer("p1"), _user("p2")])
    key = res.key("p2", "Method", "QoP")
    assert key == res.key("p0", "Method", "quilt of patches") == res.key("p1", "Method", "QoP")
    assert res.entities[key].label == "quilt of patches"
    assert res.entities[key].papers == ["p0", "p1", "p2"]


def test_one_definer_elsewhere_is_not_enough():
    res = resolve([_definer("p0"), _user("p2")])
    assert res.key("p2", "Method", "QoP") != res.key("p0", "Method", "quilt of patches")


def test_a_short_form_the_paper_names_stays_its_own():
    res = resolve([_definer("p0"), _definer("p1"), _user("p2", rule="propose-named")])
    assert res.key("p2", "Method", "QoP") != res.key("p0", "Method", "quilt of patches")
    assert res.entities[res.key("p2", "Method", "QoP")].label == "QoP"


# --- a defined short form with a generic head ------------------------------------------------

def test_short_form_models_join_the_defined_long_form():
    text = "A Blend of Gazers (BoG) combines gazers. We show that BoG models are robust."
    ex = extraction("p0", text, mentions=[mention("Blend of Gazers", text, "Method", "used"),
                                          mention("BoG models", text, "Method", "used")],
                    acronyms=[acronym("BoG", "Blend of Gazers", text)])
    res = resolve([ex])
    key = res.key("p0", "Method", "BoG models")
    assert key == res.key("p0", "Method", "Blend of Gazers")
    assert res.entities[key].label == "Blend of Gazers"
    assert "BoG models" in res.entities[key].alt_labels


def test_short_form_head_needs_the_definition_in_that_paper():
    text0 = "A Blend of Gazers (BoG) combines gazers."
    text1 = "Other BoG models are brittle."
    res = resolve([extraction("p0", text0, mentions=[mention("Blend of Gazers", text0, "Method", "used")],
                              acronyms=[acronym("BoG", "Blend of Gazers", text0)]),
                   extraction("p1", text1, mentions=[mention("BoG models", text1, "Method", "used")])])
    assert res.key("p1", "Method", "BoG models") != res.key("p0", "Method", "Blend of Gazers")


# --- an undefined dataset short form that Papers with Code lists -----------------------------

def test_an_undefined_dataset_short_form_listed_by_pwc_joins_the_name_it_spells():
    a = "Our layer scores 61 on Long Range Arena in all splits."
    b = "We report 58 average accuracy on LRA with a small model."
    res = resolve([extraction("p0", a, mentions=[mention("Long Range Arena", a, "Dataset", "dataset")]),
                   extraction("p1", b, mentions=[mention("LRA", b, "Dataset", "dataset")])])
    assert res.key("p0", "Dataset", "Long Range Arena") == res.key("p1", "Dataset", "LRA")


def test_an_undefined_short_form_pwc_does_not_list_stays_apart():
    a = "Our layer scores 61 on Quiet Zebra Wetlands in all splits."
    b = "We report 58 average accuracy on QZW with a small model."
    res = resolve([extraction("p0", a, mentions=[mention("Quiet Zebra Wetlands", a, "Dataset", "dataset")]),
                   extraction("p1", b, mentions=[mention("QZW", b, "Dataset", "dataset")])])
    assert res.key("p0", "Dataset", "Quiet Zebra Wetlands") != res.key("p1", "Dataset", "QZW")


# --- title-case labels of common concepts ----------------------------------------------------

def _defines(pid, long, short, rest="", role="used"):
    text = f"We build on {long} ({short}) for ranking.{rest}"
    return extraction(pid, text, mentions=[mention(long, text, "Method", role)],
                      acronyms=[acronym(short, long, text)])


def test_a_title_case_label_takes_small_letters_where_an_abstract_writes_them():
    a = _defines("p0", "Gradual Weight Blending", "GWB")
    text = "Prior work tried gradual weight blending on small graphs."
    b = extraction("p1", text)
    res = resolve([a, b])
    assert res.entities[res.key("p0", "Method", "Gradual Weight Blending")].label == "gradual weight blending"


def test_a_title_case_label_no_abstract_writes_in_small_letters_stays():
    res = resolve([_defines("p0", "Gradual Weight Blending", "GWB")])
    assert res.entities[res.key("p0", "Method", "Gradual Weight Blending")].label == "Gradual Weight Blending"


def test_a_proposed_name_keeps_its_title_case():
    t = "We propose Gradual Weight Blending for ranking."
    a = extraction("p0", t, mentions=[mention("Gradual Weight Blending", t, "Method", "proposed")])
    text = "Prior work tried gradual weight blending on small graphs."
    res = resolve([a, extraction("p1", text)])
    assert res.entities[res.key("p0", "Method", "Gradual Weight Blending")].label == "Gradual Weight Blending"


def test_a_name_mostly_written_in_title_case_stays():
    a = _defines("p0", "Gradual Weight Blending", "GWB")
    others = [extraction(f"q{i}", "We compare with Gradual Weight Blending here.") for i in range(12)]
    res = resolve([a, extraction("p1", "Prior work tried gradual weight blending."), *others])
    assert res.entities[res.key("p0", "Method", "Gradual Weight Blending")].label == "Gradual Weight Blending"


def test_a_proper_adjective_keeps_its_capital_and_a_dataset_is_left():
    a = _defines("p0", "Hamiltonian Flow Sampling", "HFS")
    d_text = "We evaluate on Quiet Harbour Scenes and more."
    d = extraction("p2", d_text, mentions=[mention("Quiet Harbour Scenes", d_text, "Dataset", "dataset")])
    text = "Earlier, hamiltonian flow sampling was slow, and quiet harbour scenes are rare."
    res = resolve([a, d, extraction("p1", text)])
    assert res.entities[res.key("p0", "Method", "Hamiltonian Flow Sampling")].label == "Hamiltonian flow sampling"
    assert res.entities[res.key("p2", "Dataset", "Quiet Harbour Scenes")].label == "Quiet Harbour Scenes"


def test_a_computer_science_topic_takes_small_letters_without_a_spelling_so():
    res = resolve([_defines("p0", "Particle Swarm Optimization", "PSO")])
    assert res.entities[res.key("p0", "Method", "Particle Swarm Optimization")].label == "particle swarm optimization"
