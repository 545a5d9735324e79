"""Component (partOf) precision rules of session 37 (kg/extract/roles_proposals.py,
:meth:`ProposalRules._component_ok`): a name that modifies a noun of data is data, no part
(``DATA_HEAD_PARTS``), and a known concept defined by acronym is what a method uses, no part
(``KNOWN_CONCEPT_PARTS``), names in an enumeration of applications are uses, no parts
(``APPLICATION_LISTS``), and a name given to a thing pointed back at ("we call these bands X")
is no part (``ANAPHORIC_NAMED_NO_PART``)."""
from __future__ import annotations

from kg.records import Paper


def _parts(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {(l.head, l.tail) for l in e.links if l.rel == "partOf"}


_TOPIC = "Forecasting crop yields from satellite images is hard. "


def test_a_stated_part_is_still_a_part(ex):
    got = _parts(ex, _TOPIC + "We propose ZorbCast, a yield forecaster. "
                 "ZorbCast integrates a Plonk Fusion Module (PFM) and a Soil Memory Block (SMB).")
    assert ("PFM", "ZorbCast") in got


def test_a_name_before_dataset_is_no_part(ex):
    got = _parts(ex, _TOPIC + "This study introduces ZorbCast (Zorb-based Crop Yield Forecasting), which "
                 "reads soil maps. ZorbCast also introduces a Field Yield Corpus (FYC) benchmark with 9K fields.")
    assert not any(p in ("FYC", "Field Yield Corpus") for p, _ in got)


def test_a_known_concept_defined_by_acronym_is_no_part(ex):
    got = _parts(ex, _TOPIC + "We propose ZorbCast, a yield forecaster. "
                 "ZorbCast consists of two Graph Neural Networks (GNNs) for soil and weather.")
    assert not any(p in ("Graph Neural Networks", "GNNs") for p, _ in got)



# -- an enumeration of applications lists uses, not parts (APPLICATION_LISTS) -----------

def test_names_in_a_list_of_applications_are_no_parts(ex):
    got = _parts(ex, _TOPIC + "We propose ZorbCast, a yield forecaster. We demonstrate the utility of "
                 "ZorbCast in two applications: (1) yield ranking with ZorbCast, and (2) drought forecasting "
                 "with Soil Recurrent Flows (SRFs).")
    assert not any(p in ("SRFs", "Soil Recurrent Flows") for p, _ in got)


def test_an_enumeration_of_parts_still_gives_parts(ex):
    got = _parts(ex, _TOPIC + "We propose ZorbCast, a yield forecaster. ZorbCast has two parts: (1) a Plonk "
                 "Fusion Module (PFM) that merges bands, and (2) a Soil Memory Block (SMB).")
    assert {("PFM", "ZorbCast"), ("SMB", "ZorbCast")} <= got


# -- a name given to a thing pointed back at is no part (ANAPHORIC_NAMED_NO_PART) --------

def test_a_name_for_these_things_is_no_part(ex):
    got = _parts(ex, _TOPIC + "We propose ZorbCast, a yield forecaster. A few bands carry most of the signal; "
                 "we call these bands Golden Bands (GB). ZorbCast weights them higher.")
    assert not any(p in ("GB", "Golden Bands") for p, _ in got)


def test_a_relative_name_for_these_things_is_no_part(ex):
    got = _parts(ex, _TOPIC + "We propose ZorbCast, a yield forecaster. When trained on noisy maps, these "
                 "pruned forecasters, which we term Sparse-Cast, resist overfitting.")
    assert not any(p == "Sparse-Cast" for p, _ in got)
