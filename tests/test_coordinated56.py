"""Coordinated dataset names, session 56: a slash-shared name of versions ("Quokka-v1/v2"),
of Roman numerals ("WOMBAT-III/IV") or with a suffix every part shares ("Quokka-10/100-LT") is
one dataset per part, as "Quokka-10/100" already was (kg.resolve.coordinated_parts, resolve).

Every name and sentence is made up for these tests."""
from kg.resolve import coordinated_parts, resolve
from tests.factories import extraction, mention


def _paper(pid, text, *names):
    """One paper whose abstract is ``text``, with a Dataset mention of each name."""
    return extraction(pid, text, mentions=[mention(n, text, "Dataset", "dataset") for n in names])


def test_versions_roman_numerals_and_a_shared_suffix_are_split():
    assert coordinated_parts("Quokka-v1/v2") == ("Quokka-v1", "Quokka-v2")
    assert coordinated_parts("QUOKKA-V1/V2/V3") == ("QUOKKA-V1", "QUOKKA-V2", "QUOKKA-V3")
    assert coordinated_parts("Quokka-v1.5/v2") == ("Quokka-v1.5", "Quokka-v2")
    assert coordinated_parts("WOMBAT-III/IV") == ("WOMBAT-III", "WOMBAT-IV")
    assert coordinated_parts("WOMBAT II/III") == ("WOMBAT II", "WOMBAT III")
    assert coordinated_parts("Quokka-10/100-LT") == ("Quokka-10-LT", "Quokka-100-LT")
    assert coordinated_parts("Quokka-v1/v2-C") == ("Quokka-v1-C", "Quokka-v2-C")
    # the numeric form is unchanged
    assert coordinated_parts("Quokka-10/100") == ("Quokka-10", "Quokka-100")


def test_other_slashes_stay_one_name():
    for text in ("Quokka/Wombat", "I/O", "Quokka-I/O", "QUOKKAIII/IV", "v1/v2", "Quokka-v1/2",
                 "Quokka-10/v2", "Input/Output", "3D/4D"):
        assert coordinated_parts(text) == (), text


def test_a_versioned_coordination_is_one_node_per_version():
    res = resolve([_paper("p0", "We test on Quokka-v1/v2 and report gains.", "Quokka-v1/v2"),
                   _paper("p1", "Scores on Quokka-v2 improve.", "Quokka-v2")])
    first, second = res.keys("p0", "Dataset", "Quokka-v1/v2")
    assert res.entities[first].label == "Quokka-v1"
    assert res.entities[second].label == "Quokka-v2"
    assert second == res.key("p1", "Dataset", "Quokka-v2")
    assert res.entities[second].papers == ["p0", "p1"]
    assert "Quokka-v1/v2" in res.entities[first].alt_labels
    assert not any(e.label == "Quokka-v1/v2" for e in res.entities.values())


def test_a_shared_suffix_goes_on_each_part():
    res = resolve([_paper("p0", "Long-tailed Quokka-10/100-LT is hard.", "Quokka-10/100-LT")])
    labels = sorted(res.entities[k].label for k in res.keys("p0", "Dataset", "Quokka-10/100-LT"))
    assert labels == ["Quokka-10-LT", "Quokka-100-LT"]
