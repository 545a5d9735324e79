"""Entity resolution, session 44: a build-wide expansion that one paper alone gives is put
inside another paper's longer name only where that paper's text or Papers with Code backs it
(kg.resolve._thin_expansions, _SupportedExpansions), and Dataset names written in another way
join the dataset they name (kg.resolve._join_dataset_variants, _prefix_splits): an image size
("ImageNet 256×256"), "Open Dataset", a generic plural ("tasks", "environments", "games"), a
one-word contraction ("DMControl"), a glued maker prefix ("MSCOCO"). The sentences and most
names are made up.
"""
from functools import partial

from kg.resolve import _contracts, _prefix_splits, _text_words, resolve
from tests.factories import count_type, paper_naming

_method = partial(paper_naming, type_="Method")
_data = partial(paper_naming, type_="Dataset")


# --- cross-paper expansions inside a longer name ------------------------------------------

def test_one_papers_expansion_is_not_put_inside_another_papers_name():
    papers = [_method("p1", "Noise sits along the principal components (PCs) of the cloud.", "principal components",
                      acronyms=[("PCs", "principal components")]),
              _method("p2", "We run the PC algorithm on the skeleton of the causal graph.", "PC algorithm")]
    res = resolve(papers)
    ent = res.entities[res.key("p2", "Method", "PC algorithm")]
    assert ent.label == "PC algorithm"
    assert ent.key == "method/pc-algorithm"
    assert not any("principal" in a for a in ent.alt_labels)


def test_it_is_put_in_where_the_paper_itself_writes_the_expansion():
    papers = [_method("p1", "Noise sits along the principal components (PCs) of the cloud.", "principal components",
                      acronyms=[("PCs", "principal components")]),
              _method("p2", "Keeping three principal components, PC regression fits the prices.", "PC regression"),
              _method("p3", "Our principal component regression fits the prices.", "principal component regression")]
    res = resolve(papers)
    key = res.key("p2", "Method", "PC regression")
    assert key == res.key("p3", "Method", "principal component regression")
    assert res.entities[key].label == "principal component regression"


def test_an_expansion_that_two_papers_give_is_put_in_as_before():
    papers = [_method("p1", "A variational autoencoder (VAE) encodes the scans.", "variational autoencoder",
                      acronyms=[("VAE", "variational autoencoder")]),
              _method("p2", "We train a variational autoencoder (VAE) on the logs.", "variational autoencoder",
                      acronyms=[("VAE", "variational autoencoder")]),
              _method("p3", "A sparse VAE keeps few latent units.", "sparse VAE"),
              _method("p4", "The sparse variational autoencoder keeps few latent units.", "sparse variational autoencoder")]
    res = resolve(papers)
    assert res.key("p3", "Method", "sparse VAE") == res.key("p4", "Method", "sparse variational autoencoder")


def test_papers_with_code_pairing_short_and_full_name_backs_one_definition():
    # PwC lists WGAN as the short name of "Wasserstein GAN"
    papers = [_method("p1", "We train a Wasserstein GAN (WGAN) on the maps.", "Wasserstein GAN",
                      acronyms=[("WGAN", "Wasserstein GAN")]),
              _method("p2", "Unlike WGAN-based approaches, our critic needs no clipping.", "WGAN-based approaches")]
    res = resolve(papers)
    ent = res.entities[res.key("p2", "Method", "WGAN-based approaches")]
    assert "Wasserstein" in ent.label


def test_text_words_compare_whole_words_without_plurals_or_hyphens():
    assert " principal component " in _text_words("Along the Principal-Components of X.")
    assert " area under curve " in _text_words("the area under curves")
    assert " principal component " not in _text_words("principal componentwise sums")


# --- dataset names written in another way -------------------------------------------------

def test_an_image_size_after_a_dataset_name_is_that_dataset():
    papers = [_data("p1", "We report FID on ImageNet 256×256 and on Flowers.", "ImageNet 256×256"),
              _data("p2", "Results on CelebA-64×64 improve.", "CelebA-64×64"),
              _data("p3", "We pretrain on ImageNet and test on CelebA.", "ImageNet", "CelebA"),
              _data("p4", "We also use ImageNet-64 for speed.", "ImageNet-64")]
    res = resolve(papers)
    assert res.key("p1", "Dataset", "ImageNet 256×256") == res.key("p3", "Dataset", "ImageNet")
    assert res.key("p2", "Dataset", "CelebA-64×64") == res.key("p3", "Dataset", "CelebA")
    assert res.entities[res.key("p3", "Dataset", "ImageNet")].label == "ImageNet"
    # one number is no image size: a downsampled dataset of its own
    assert res.key("p4", "Dataset", "ImageNet-64") != res.key("p3", "Dataset", "ImageNet")


def test_open_dataset_after_a_makers_name_is_the_dataset_of_that_name():
    papers = [_data("p1", "Our detector is tested on the Zorbo Open Dataset at night.", "Zorbo Open Dataset"),
              _data("p2", "Tracking improves on Zorbo and on the Zorbo Open Motion Dataset.", "Zorbo",
                    "Zorbo Open Motion Dataset")]
    res = resolve(papers)
    assert res.key("p1", "Dataset", "Zorbo Open Dataset") == res.key("p2", "Dataset", "Zorbo")
    assert res.key("p2", "Dataset", "Zorbo Open Motion Dataset") != res.key("p2", "Dataset", "Zorbo")
    assert count_type(res, "Dataset") == 2


def test_a_generic_plural_after_a_proper_name_is_the_dataset():
    papers = [_data("p1", "Agents learn the Quibble Arena tasks from pixels.", "Quibble Arena tasks"),
              _data("p2", "We evaluate on Quibble Arena and on Zento games.", "Quibble Arena", "Zento games"),
              _data("p3", "Zento is a suite of puzzles.", "Zento"),
              _data("p4", "Few control tasks are hard; control is easy.", "control tasks", "control")]
    res = resolve(papers)
    assert res.key("p1", "Dataset", "Quibble Arena tasks") == res.key("p2", "Dataset", "Quibble Arena")
    assert res.key("p2", "Dataset", "Zento games") == res.key("p3", "Dataset", "Zento")
    # no capital: a common phrase, not a dataset's name
    assert res.key("p4", "Dataset", "control tasks") != res.key("p4", "Dataset", "control")


def test_a_contraction_joins_the_long_name_written_in_the_same_paper():
    papers = [_data("p1", "On the DeepMind Control Suite (here DMControl) our agent wins.", "DeepMind Control Suite",
                    "DMControl"),
              _data("p2", "The RivuletBench suite and the RBTrack set are new.", "RivuletBench suite"),
              _data("p3", "Results on RBTrack and on Rivulet Bench Tracking differ.", "RBTrack")]
    res = resolve(papers)
    assert res.key("p1", "Dataset", "DMControl") == res.key("p1", "Dataset", "DeepMind Control Suite")
    assert count_type(res, "Dataset") == 3


def test_a_contraction_of_a_name_no_paper_writes_beside_it_stays():
    papers = [_data("p1", "We release the Glimmer Tide Archive of sea images.", "Glimmer Tide Archive"),
              _data("p2", "Scores on GTArchive rise.", "GTArchive")]
    res = resolve(papers)
    assert res.key("p1", "Dataset", "Glimmer Tide Archive") != res.key("p2", "Dataset", "GTArchive")


def test_contracts_matches_each_part_to_the_start_of_one_word():
    assert _contracts("DMControl", "DeepMind Control Suite")
    assert _contracts("DMControl", "DeepMind control suite")
    assert _contracts("AGNews", "AG News")
    assert not _contracts("DMC", "DeepMind Control")  # all initials: a short form
    assert not _contracts("MetaWorld", "Meta World")  # all words: the same name closed up
    assert not _contracts("DMControl", "DeepMind Control Tasks Extra")  # a word left over


def test_a_glued_maker_prefix_in_capitals_is_read_as_a_prefix():
    assert _prefix_splits("MSCOCO") == [("MS", "COCO"), ("MSC", "OCO")]
    assert _prefix_splits("MS-COCO") == [("MS", "COCO")]
    assert _prefix_splits("COCO") == []
    papers = [_data("p1", "Captions of MSCOCO are short.", "MSCOCO"),
              _data("p2", "We detect objects on COCO.", "COCO")]
    res = resolve(papers)
    assert res.key("p1", "Dataset", "MSCOCO") == res.key("p2", "Dataset", "COCO")
    assert res.entities[res.key("p2", "Dataset", "COCO")].label in {"COCO", "MSCOCO"}


def test_a_proposed_dataset_keeps_its_own_node():
    from tests.factories import extraction, mention
    text = "We introduce Zorbo Open Dataset, a new set of street scenes."
    p1 = extraction("p1", text, mentions=[mention("Zorbo Open Dataset", text, "Dataset", "benchmark")])
    p2 = _data("p2", "Tracking improves on Zorbo.", "Zorbo")
    res = resolve([p1, p2])
    assert res.key("p1", "Dataset", "Zorbo Open Dataset") != res.key("p2", "Dataset", "Zorbo")
