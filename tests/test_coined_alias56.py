"""A name coined in the build and another paper's undefined use of its short form (session 56,
trial O finding 1: "SDXL" beside "Stable Diffusion XL (SDXL)"): resolution keeps them two nodes
(kg.resolve._coined, docs/RESOLUTION.md: the text cannot tell a well-known model from a
collision of two coinages), so the coined node's alt label is the other node's prefLabel, and
kg validate counts such an alias (kg.validate.shared_alt_labels).

Every name and sentence is made up for these tests."""
from kg.pipeline import graph_from_extractions
from kg.validate import shared_alt_labels, validate
from tests.factories import acronym, extraction, mention

COINING = "We present Plover Diffusion XL (PDXL), a latent model for image synthesis. PDXL is fast."
USING = "We compare with strong generators such as PDXL and report gains."


def _build():
    coin = extraction("p0", COINING,
                      mentions=[mention("Plover Diffusion XL", COINING, "Method", "proposed"),
                                mention("PDXL", COINING, "Method", "proposed")],
                      acronyms=[acronym("PDXL", "Plover Diffusion XL", COINING)])
    use = extraction("p1", USING, mentions=[mention("PDXL", USING, "Method", "compared")])
    return graph_from_extractions([coin, use])


def test_the_coined_name_and_the_undefined_use_stay_two_nodes():
    _g, res = _build()
    coined = res.key("p0", "Method", "Plover Diffusion XL")
    used = res.key("p1", "Method", "PDXL")
    assert coined != used
    assert res.entities[coined].label == "Plover Diffusion XL"
    assert "PDXL" in res.entities[coined].alt_labels
    assert res.entities[used].label == "PDXL"


def test_kg_validate_counts_the_alias_that_is_another_nodes_label():
    g, res = _build()
    found = [s for s in shared_alt_labels(g) if s.label == "PDXL"]
    assert len(found) == 1
    assert [iri.rsplit("/", 2)[1:] for iri in found[0].preferred] == [["method", "pdxl"]]
    assert len(found[0].entities) == 2
    note = validate(g).lines()[-1]
    assert note.startswith("note: 1 skos:altLabel value names two or more entities of one type "
                           "(1 of them another entity's skos:prefLabel)")
