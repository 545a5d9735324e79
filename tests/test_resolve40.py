"""Entity resolution, session 40: a metric or dataset written only as an undefined short form
of three capitals or more joins the one node of its type whose PwC-listed name it spells as
initials, a method the one node written as PwC's full name for that short name
(kg.resolve._join_undefined_initials), and long forms of one short form that differ
by a misspelling or by one more last word vote together for its dominant expansion
(kg.resolve._same_expansion). The sentences and most names are made up; the metric and
dataset names of the joins are Papers with Code names, which the join requires."""
from functools import partial

from kg.resolve import _initials_of, _one_edit, _same_expansion, resolve
from tests.factories import count_type, paper_naming


_paper = partial(paper_naming, type_="Metric")
_count = count_type


def test_an_undefined_metric_short_form_joins_the_metric_it_spells():
    papers = [_paper("p0", "Our sharpened heads lower the expected calibration error on two tasks.",
                     "expected calibration error"),
              _paper("p1", "The rotated ensemble halves ECE on the harder split.", "ECE")]
    res = resolve(papers)
    key = res.key("p0", "Metric", "expected calibration error")
    assert res.key("p1", "Metric", "ECE") == key
    assert _count(res, "Metric") == 1
    assert res.entities[key].label == "expected calibration error"
    assert "ECE" in res.entities[key].alt_labels


def test_an_undefined_dataset_short_form_joins_the_dataset_it_spells_without_its_suite():
    papers = [_paper("p0", "Agents are trained on the DeepMind Control Suite with sparse rewards.",
                     "DeepMind Control Suite", type_="Dataset"),
              _paper("p1", "Walker policies reach expert returns on DMC from pixels.", "DMC", type_="Dataset")]
    res = resolve(papers)
    assert res.key("p1", "Dataset", "DMC") == res.key("p0", "Dataset", "DeepMind Control Suite")
    assert _count(res, "Dataset") == 1


def test_two_names_with_those_initials_leave_the_short_form_alone():
    papers = [_paper("p0", "We lower the expected calibration error here.", "expected calibration error"),
              _paper("p1", "We lower the expected cost error there.", "expected cost error"),
              _paper("p2", "The tuned heads halve ECE.", "ECE")]
    res = resolve(papers)
    assert _count(res, "Metric") == 3


def test_a_short_form_some_paper_defines_is_left_to_its_definitions():
    papers = [_paper("p0", "We lower the expected calibration error here.", "expected calibration error"),
              _paper("p1", "The tuned heads halve ECE.", "ECE"),
              _paper("p2", "We build on edge contraction embeddings (ECE) for meshes.", "edge contraction embeddings",
                     type_="Method", acronyms=[("ECE", "edge contraction embeddings")])]
    res = resolve(papers)
    assert res.key("p1", "Metric", "ECE") != res.key("p0", "Metric", "expected calibration error")


def test_a_name_that_papers_with_code_does_not_list_takes_no_short_form():
    papers = [_paper("p0", "We report the mean cosine ratio of the probes.", "mean cosine ratio"),
              _paper("p1", "The probes reach a higher MCR after pruning.", "MCR")]
    res = resolve(papers)
    assert _count(res, "Metric") == 2


def test_an_undefined_method_short_form_joins_the_name_papers_with_code_gives_it():
    papers = [_paper("p0", "Kernels of support vector machines are tuned on the folds.", "support vector machines",
                     type_="Method"),
              _paper("p1", "An SVM on frozen features is our probe.", "SVM", type_="Method"),
              _paper("p2", "We add a sparse vector memory to the agent.", "sparse vector memory", type_="Method")]
    res = resolve(papers)
    # "sparse vector memory" spells SVM too, but PwC gives SVM to support vector machines only
    assert res.key("p1", "Method", "SVM") == res.key("p0", "Method", "support vector machines")
    assert res.key("p2", "Method", "sparse vector memory") != res.key("p1", "Method", "SVM")
    assert _count(res, "Method") == 2


def test_methods_and_two_letter_short_forms_stay_apart():
    # initials alone join no method: PwC lists no method "ECE" of that name
    methods = [_paper("p0", "We calibrate with expected calibration error weighting.", "expected calibration error",
                      type_="Method"),
               _paper("p1", "We compare against ECE on graphs.", "ECE", type_="Method")]
    assert _count(resolve(methods), "Method") == 2
    # a paper's own definition keeps the short form to its definitions
    defined = [_paper("p0", "Kernels of support vector machines are tuned on the folds.", "support vector machines",
                      type_="Method"),
               _paper("p1", "An SVM on frozen features is our probe.", "SVM", type_="Method"),
               _paper("p2", "A spiking vision model (SVM) reads events.", "spiking vision model", type_="Method",
                      acronyms=[("SVM", "spiking vision model")])]
    res = resolve(defined)
    assert res.key("p1", "Method", "SVM") != res.key("p0", "Method", "support vector machines")
    metrics = [_paper("p0", "Readers are scored by exact match on the answers.", "exact match"),
               _paper("p1", "The retriever raises EM by four points.", "EM")]
    assert _count(resolve(metrics), "Metric") == 2


def test_initials_of_a_name():
    assert "ECE" in _initials_of("expected calibration error")
    assert {"DMC", "DMCS"} <= _initials_of("DeepMind Control Suite")
    assert "AUC" in _initials_of("area under the curve")
    assert _initials_of("ResNet") == frozenset()
    assert _initials_of("top-1 accuracy") == frozenset()


def test_misspelt_and_longer_long_forms_vote_for_one_expansion():
    defs = [("p0", "Hollister-Vargassi"), ("p1", "Hollister-Vargassi"), ("p2", "Hollister-Vargasi"),
            ("p3", "Hollister-Vargassi divergence")]
    papers = [_paper(pid, f"We bound the {long} (HV) gap of the two chains.", long, type_="Method",
                     acronyms=[("HV", long)]) for pid, long in defs]
    papers += [_paper("p4", "The Hollister-Vargassi divergence of the posterior is small.",
                      "Hollister-Vargassi divergence", type_="Method"),
               _paper("p5", "We minimise the HV divergence between the two policies.", "HV divergence",
                      type_="Method")]
    res = resolve(papers)
    assert res.key("p5", "Method", "HV divergence") == res.key("p4", "Method", "Hollister-Vargassi divergence")


def test_long_forms_that_differ_by_a_word_stay_ambiguous():
    papers = [_paper(f"p{i}", f"We use {long} (SL) on graphs.", long, type_="Method", acronyms=[("SL", long)])
              for i, long in enumerate(["self-supervised learning", "self-supervised learning",
                                        "semi-supervised learning", "semi-supervised learning"])]
    papers.append(_paper("p9", "We run SL pretraining on molecules.", "SL pretraining", type_="Method"))
    res = resolve(papers)
    labels = {e.label for e in res.entities.values()}
    assert "SL pretraining" in labels


def test_one_edit_and_same_expansion():
    assert _one_edit("leilbler", "leibler") and _one_edit("adapation", "adaptation")
    assert _one_edit("vargassi", "vargasi") and _one_edit("gradeint", "gradient")
    assert not _one_edit("sample", "simple") and not _one_edit("private", "primate")
    assert _same_expansion("kullback leibler".split(), "kullback leibler divergence".split())
    assert not _same_expansion(["kullback"], ["kullback", "divergence"])
    assert not _same_expansion("self supervised learning".split(), "semi supervised learning".split())
    assert not _same_expansion("federated learning".split(), "feature learning".split())


def test_a_proper_name_before_a_trailing_suite_in_small_letters_is_that_dataset():
    papers = [_paper("p0", "Walkers are trained on the Quorvant Control Suite from pixels.",
                     "Quorvant Control Suite", type_="Dataset"),
              _paper("p1", "Our agent solves the QuorVant control suite tasks.", "QuorVant control suite",
                     type_="Dataset"),
              _paper("p2", "We release a large image dataset of birds.", "large image dataset", type_="Dataset"),
              _paper("p3", "Large image dataset curation is slow.", "Large image dataset", type_="Dataset"),
              _paper("p4", "Images come from large image archives.", "large image", type_="Dataset")]
    res = resolve(papers)
    assert res.key("p1", "Dataset", "QuorVant control suite") == res.key("p0", "Dataset", "Quorvant Control Suite")
    # a sentence's first capital makes no proper name: the dataset keeps its head word
    assert res.key("p3", "Dataset", "Large image dataset") == res.key("p2", "Dataset", "large image dataset")
    assert res.key("p3", "Dataset", "Large image dataset") != res.key("p4", "Dataset", "large image")
