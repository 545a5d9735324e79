"""Entity resolution, session 14: a dataset named with its maker's short prefix ("MS-COCO",
Microsoft COCO) is the dataset without it ("COCO"), where Papers with Code spells the prefix
out; a prefix naming a variant keeps its own entity (kg.resolve)."""
from kg.resolve import _abbreviates, _dataset_name_words, resolve
from tests.factories import extraction, mention


def _datasets(*sentences_and_names):
    """One paper per (sentence, name) pair, ids p0, p1, ..."""
    return [extraction(f"p{i}", s, mentions=[mention(name, s, "Dataset", "evaluated_on")])
            for i, (s, name) in enumerate(sentences_and_names)]


def test_a_prefix_abbreviates_one_word_from_its_first_letter():
    assert _abbreviates("MS", "Microsoft")
    assert not _abbreviates("S", "Separated")  # one letter is no evidence
    assert not _abbreviates("SM", "Microsoft")
    assert not _abbreviates("MX", "Microsoft")


def test_pwc_spells_out_the_coco_prefix():
    assert "Microsoft" in _dataset_name_words()["coco"]


def test_the_makers_prefix_joins_the_plain_name():
    res = resolve(_datasets(
        ("We report box AP on MS-COCO and LVIS.", "MS-COCO"),
        ("Captions are generated for MS COCO images.", "MS COCO"),
        ("Detectors are evaluated on COCO val2017.", "COCO"),
    ))
    key = res.key("p2", "Dataset", "COCO")
    assert key is not None
    assert res.key("p0", "Dataset", "MS-COCO") == key
    assert res.key("p1", "Dataset", "MS COCO") == key
    assert res.entities[key].papers == ["p0", "p1", "p2"]


def test_a_variants_prefix_keeps_its_own_entity():
    res = resolve(_datasets(
        ("Interactions are detected on V-COCO and HICO-DET.", "V-COCO"),
        ("Occlusion is tested on S-COCO.", "S-COCO"),
        ("Detectors are evaluated on COCO val2017.", "COCO"),
    ))
    keys = {res.key(f"p{i}", "Dataset", n) for i, n in enumerate(("V-COCO", "S-COCO", "COCO"))}
    assert len(keys) == 3 and None not in keys


def test_a_prefix_for_a_common_word_keeps_its_own_entity():
    # PwC lists "Permuted MNIST"; the build writes "permuted" in small letters
    assert "Permuted" in _dataset_name_words()["mnist"] and _abbreviates("PM", "Permuted")
    res = resolve(_datasets(
        ("Forgetting is measured on PM-MNIST.", "PM-MNIST"),
        ("We train on MNIST digits.", "MNIST"),
        ("Tasks of permuted MNIST follow each other.", "permuted MNIST"),
    ))
    assert res.key("p0", "Dataset", "PM-MNIST") != res.key("p1", "Dataset", "MNIST")


# --------------------------------------------------------------------------- slugs of other scripts

def test_a_label_that_loses_letters_of_another_script_keeps_its_own_slug():
    """A label whose Hebrew or Cyrillic letters a slug cannot spell gets a hash after the
    rest, so it never takes (or, with a store, steals) the slug of the label without them."""
    from kg.resolve import slugify

    plain = slugify("text classification")
    mixed = slugify("עברית text classification")
    assert plain == "text-classification"
    assert mixed.startswith("text-classification-") and mixed != plain
    assert slugify("СеткаNet") != slugify("Net") and slugify("СеткаNet").startswith("net-")
    assert slugify("СеткаNet") == slugify("СеткаNet")  # stable


def test_latin_letters_without_a_decomposition_are_spelt_in_ascii():
    from kg.resolve import slugify

    assert slugify("Łukasiewicz logic") == "lukasiewicz-logic"
    assert slugify("Ørsted") == "orsted"
    assert slugify("Gödel machine") == "godel-machine"
    assert slugify("β-VAE") == "beta-vae"


def test_a_stray_mixed_case_spelling_does_not_label_a_common_word():
    """"speedup" in twelve papers and "SpeedUp" in one: the label is "speedup" (the
    mixed-case spelling was restored as if it were an acronym's capitals)."""
    from kg.records import Mention
    from kg.resolve import resolve
    from tests.factories import extraction

    exs = []
    for i in range(13):
        word = "SpeedUp" if i == 12 else "speedup"
        text = f"FooNet{i} achieves a 3.1x {word} over the baseline."
        start = text.index(word)
        exs.append(extraction(f"p{i}", text, mentions=[Mention(word, "Metric", start, start + len(word), "metric", "t")]))
    labels = {e.label for e in resolve(exs).entities.values() if e.type == "Metric"}
    assert labels == {"speedup"}


def test_an_acronym_s_capitals_are_restored_beside_a_few_small_spellings():
    from kg.records import Mention
    from kg.resolve import resolve
    from tests.factories import extraction

    exs = []
    for i, word in enumerate(["ReLU", "relu", "relu"]):
        text = f"Model{i} uses {word} activations in every layer."
        start = text.index(word)
        exs.append(extraction(f"q{i}", text, mentions=[Mention(word, "Method", start, start + len(word), "used", "t")]))
    assert {e.label for e in resolve(exs).entities.values() if e.type == "Method"} == {"ReLU"}
