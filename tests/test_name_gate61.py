"""Session 61 (gate61): the name test of proposals (kg.extract.naming) and the gate that drops
unnamed proposals (kg.extract.roles.NAME_GATE). Sentences written for these tests."""
import pytest

from kg.extract import naming as N


# ----------------------------------------------------------------------------- the name test
@pytest.mark.parametrize("surface, text, kw, want", [
    # acronyms, mixed case, coinages with digits inside
    ("QRX", "We present QRX for sorting.", {}, "acronym"),
    ("ZorbNet", "We present ZorbNet, a sorter.", {}, "acronym"),
    ("flonkFormer", "We present flonkFormer, a sorter.", {}, "mixed-case"),
    ("plonk2vec", "we propose plonk2vec for words and plonk2vec embeddings", {}, "mixed-case"),
    # the long form of the paper's acronym definition
    ("tidal gradient mixing", "We propose tidal gradient mixing (TGM) for sorting.",
     {"acronym_forms": ["TGM", "tidal gradient mixing"]}, "acronym"),
    # capitalised mid-sentence; or written in capitals elsewhere in the text
    ("Harbor network", "We propose a Harbor network for sorting.", {}, "capitalised"),
    ("rolling sieve", "We propose a rolling sieve. The Rolling Sieve (RS) sorts fast.", {}, "capitalised"),
    # quoted, emphasised, cued, "(ours)"
    ("honey filter", 'We add a "honey filter" to the sorter.', {}, "marked"),
    ("honey filter", "We add a honey filter to the sorter.", {"emphasis": [(9, 21)]}, "marked"),
    ("tidal mixing", "We design a scheme, called tidal mixing, for sorting.", {}, "cued"),
    ("tidal mixing", "We design a scheme that we call tidal mixing.", {}, "cued"),
    ("tidal mixer", "We design an estimator, dubbed as the tidal mixer, for sorting.", {}, "cued"),
    ("sort cues", "We locate key items, denoted as sort cues, in the list.", {}, "cued"),
    ("tidal meta-mixers", "We develop tidal meta-mixers for sorting.", {"title": "Tidal Meta-mixers for Sorting"}, "title"),
    ("tidal mixing", "We develop tidal mixing for sorting.", {"title": "Tidal mixing"}, "title"),
    ("tidal soup", "We propose tidal soup for sorting.", {"title": "Tidal soups: sorting by mixing"}, "title"),
    ("tidal mixing", "Tidal mixing is fast. We show that tidal mixing (ours) wins.", {}, "cued"),
    # the title writes it in capitals; one coined word
    ("tidal mixer", "We propose a tidal mixer for sorting.", {"title": "A Tidal Mixer for Fast Sorting"}, "title"),
    ("self-sorting", "We propose self-sorting, which teaches a model to sort.", {}, "word"),
])
def test_named(surface, text, kw, want):
    assert N.name_signal(surface, text, **kw) == want


@pytest.mark.parametrize("surface, text, kw", [
    ("lightweight adapter", "We propose a lightweight adapter for sorting.", {}),
    ("two-stage training scheme", "We propose a two-stage training scheme for sorting.", {}),
    # a digit is no name; nor the capitals of a descriptive "-based" modifier
    ("3D lane detector", "We propose a 3D lane detector for roads.", {}),
    ("MLP-based heads", "We attach MLP-based heads to the encoder.", {}),
    ("Transformer-driven sorter", "We build a Transformer-driven sorter.", {}),
    # a capital that only opens a sentence
    ("gradient flossing", "Gradient flossing keeps the loss flat. We test gradient flossing.", {}),
    # a lower-case title names nothing; a title without the phrase neither
    ("tidal mixer", "We propose a tidal mixer.", {"title": "a tidal mixer for sorting"}),
    ("tidal mixer", "We propose a tidal mixer.", {"title": "Fast Sorting of Long Lists"}),
    # a quote elsewhere, not around the phrase
    ("tidal mixer", 'We propose a tidal mixer. It is "fast".', {}),
])
def test_unnamed(surface, text, kw):
    assert N.name_signal(surface, text, **kw) is None


def test_shape_signal_dimension_and_modifier():
    assert N.shape_signal("3D lane detector") is None
    assert N.shape_signal("2D-aware sorter") is None
    assert N.shape_signal("GNN-based encoder") is None
    assert N.shape_signal("GNN encoder") == "acronym"  # capitals outside a descriptive modifier
    assert N.shape_signal("R2D2 agent") == "acronym"


def test_empty_surface():
    assert N.name_signal("  ", "any text") is None


# ----------------------------------------------------------------------------- the gate
@pytest.fixture(scope="module")
def extractor():
    from kg.extract import Extractor
    return Extractor()


def _proposed(extractor, text, title=None):
    from kg.records import Paper
    ex = extractor.extract(Paper(id="t61", abstract=text, title=title))
    return ex, sorted(m.text for m in ex.mentions if m.type == "Method" and m.role == "proposed")


_PARTS = ("Sorting long lists is slow. In this paper, we propose a novel plank sorting framework for long "
          "lists. Our framework consists of two components: a bucket router and a merge critic. Experiments "
          "on three benchmarks show that the plank sorting framework halves the run time.")
_OBJECT = ("Sorting long lists is slow. We introduce tidal bucket sorting, which speeds up sorting of long "
           "lists. Experiments show that tidal bucket sorting halves the run time.")


def test_gate_drops_unnamed_proposals(extractor):
    for text in (_PARTS, _OBJECT):
        ex, props = _proposed(extractor, text)
        assert props == []
        assert not [l for l in ex.links if l.rel in ("proposes", "partOf")]


def test_gate_keeps_named_forms(extractor):
    _, props = _proposed(extractor, "Sorting long lists is slow. We propose a new adaptive sorting network (ASN) "
                                    "for long lists.")
    assert props == ["ASN", "adaptive sorting network"]
    _, props = _proposed(extractor, _OBJECT.replace("tidal bucket sorting", "TidalSort"))
    assert props == ["TidalSort"]
    # the title writes it with capitals: a name
    _, props = _proposed(extractor, _OBJECT, title="Tidal Bucket Sorting for Long Lists")
    assert props == ["tidal bucket sorting"]


def test_gate_switch_off_keeps_them(extractor, monkeypatch):
    from kg.extract import roles
    monkeypatch.setattr(roles, "NAME_GATE", False)
    _, props = _proposed(extractor, _PARTS)
    assert props == ["bucket router", "merge critic"]
    _, props = _proposed(extractor, _OBJECT)
    assert props == ["tidal bucket sorting"]
