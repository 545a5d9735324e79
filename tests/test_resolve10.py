"""Entity resolution, session 10: distinct labels within a type, title-case labels, a dataset's
generic head word, metric modifiers before a short form, and "top-k" (kg.resolve)."""
from kg.resolve import resolve
from tests.factories import acronym, extraction, mention


def _labels(res, type_=None):
    return sorted(e.label for e in res.entities.values() if type_ is None or e.type == type_)


# ------------------------------------------------------------ one label per entity of a type

def test_two_proposed_homonyms_are_labelled_by_their_expansions():
    a = "We propose Layered Kernel Mixing (LKM), a sampler. LKM is fast."
    b = "We present Latent Key Memory (LKM) for retrieval. LKM scales."
    e1 = extraction("p1", a, mentions=[mention("Layered Kernel Mixing", a, "Method", "proposed"),
                                        mention("LKM", a, "Method", "proposed", nth=1)],
                    acronyms=[acronym("LKM", "Layered Kernel Mixing", a)])
    e2 = extraction("p2", b, mentions=[mention("Latent Key Memory", b, "Method", "proposed"),
                                        mention("LKM", b, "Method", "proposed", nth=1)],
                    acronyms=[acronym("LKM", "Latent Key Memory", b)])
    res = resolve([e1, e2])
    k1, k2 = res.key("p1", "Method", "LKM"), res.key("p2", "Method", "LKM")
    assert k1 != k2
    assert (res.entities[k1].label, res.entities[k2].label) == ("Layered Kernel Mixing", "Latent Key Memory")
    # each keeps its acronym, as an alt label too
    assert res.entities[k1].acronym == res.entities[k2].acronym == "LKM"
    assert "LKM" in res.entities[k1].alt_labels
    # one paper alone: the proposed name goes by its acronym as before
    assert _labels(resolve([e1])) == ["LKM"]


def test_a_homonym_without_expansion_keeps_the_short_form_and_the_other_is_spelt_out():
    a = "Rotary phase encoding (RPE) is proposed here. RPE helps."
    b = "We compare against RPE on speech."
    e1 = extraction("p1", a, mentions=[mention("RPE", a, "Method", "proposed", nth=1)],
                    acronyms=[acronym("RPE", "Rotary phase encoding", a)])
    e2 = extraction("p2", b, mentions=[mention("RPE", b, "Method", "proposed")])
    res = resolve([e1, e2])
    assert _labels(res) == ["RPE", "rotary phase encoding"]


def test_labels_that_stay_equal_are_numbered_in_key_order():
    from kg.resolve import _Cluster, _distinct_labels
    from collections import Counter

    clusters = {("Method", "x1"): _Cluster(type="Method", form="x1", surfaces=Counter({"Zeta": 1})),
                ("Method", "x2"): _Cluster(type="Method", form="x2", surfaces=Counter({"Zeta": 1})),
                ("Task", "x1"): _Cluster(type="Task", form="x1", surfaces=Counter({"Zeta": 1}))}
    labels = _distinct_labels(clusters, {ck: "Zeta" for ck in clusters})
    assert labels == {("Method", "x1"): "Zeta", ("Method", "x2"): "Zeta (2)", ("Task", "x1"): "Zeta"}


# ------------------------------------------------------------ title case with a lower-case spelling

def test_a_title_case_label_gives_way_to_a_lower_case_spelling_of_it():
    a = "Collaborative Edge Training (CET) trains models on phones. We study CET."
    b = "Collaborative Edge Training (CET) is private. CET is popular."
    c = "Privacy in collaborative edge training is studied."
    exs = [extraction(p, t, mentions=[mention(n, t, "Method", "used")], acronyms=acr)
           for p, t, n, acr in (("a", a, "Collaborative Edge Training", [acronym("CET", "Collaborative Edge Training", a)]),
                                ("b", b, "Collaborative Edge Training", [acronym("CET", "Collaborative Edge Training", b)]),
                                ("c", c, "collaborative edge training", []))]
    res = resolve(exs)
    (ent,) = res.entities.values()
    assert ent.label == "collaborative edge training" and ent.acronym == "CET"
    assert "Collaborative Edge Training" in ent.alt_labels


def test_only_title_case_capitals_are_dropped_and_proper_words_come_back():
    t1 = "We use Stein Variational Flows here. We cite Stein variational flows. Stein Variational Flows work."
    t2 = "We test on the DeepMind Vision Suite and the Deepmind Vision Suite."
    e1 = extraction("p1", t1, mentions=[mention("Stein Variational Flows", t1, "Method", "used"),
                                        mention("Stein variational flows", t1, "Method", "used"),
                                        mention("Stein Variational Flows", t1, "Method", "used", nth=1)])
    e2 = extraction("p2", t2, mentions=[mention("DeepMind Vision Suite", t2, "Dataset", "dataset"),
                                        mention("DeepMind Vision Suite", t2, "Dataset", "dataset"),
                                        mention("Deepmind Vision Suite", t2, "Dataset", "dataset")])
    res = resolve([e1, e2])
    assert _labels(res, "Method") == ["Stein variational flows"]
    # "Deepmind" drops an inner capital, which is no title-case capital: the label stays
    assert _labels(res, "Dataset") == ["DeepMind Vision Suite"]


def test_a_title_case_name_that_nobody_writes_otherwise_stays():
    t = "We train Graph Echo Networks. Graph Echo Networks are fast."
    e = extraction("p", t, mentions=[mention("Graph Echo Networks", t, "Method", "used")])
    assert _labels(resolve([e])) == ["Graph Echo Networks"]


# ------------------------------------------------------------ a dataset's generic head word

def test_a_dataset_name_with_and_without_its_generic_head_is_one_dataset():
    a = "We evaluate on the Harbor3D Dataset and the Nordic Roads benchmark."
    b = "Results on Harbor3D and Nordic Roads improve. The Nordic Roads Suite is large."
    e1 = extraction("p1", a, mentions=[mention("Harbor3D Dataset", a, "Dataset", "dataset"),
                                        mention("Nordic Roads benchmark", a, "Dataset", "dataset")])
    e2 = extraction("p2", b, mentions=[mention("Harbor3D", b, "Dataset", "dataset"),
                                        mention("Nordic Roads", b, "Dataset", "dataset"),
                                        mention("Nordic Roads Suite", b, "Dataset", "dataset")])
    res = resolve([e1, e2])
    assert res.key("p1", "Dataset", "Harbor3D Dataset") == res.key("p2", "Dataset", "Harbor3D")
    roads = {res.key("p1", "Dataset", "Nordic Roads benchmark"), res.key("p2", "Dataset", "Nordic Roads"),
             res.key("p2", "Dataset", "Nordic Roads Suite")}
    assert len(roads) == 1 and len(res.entities) == 2


def test_a_generic_head_after_a_common_word_is_the_name_and_one_word_stays():
    t = "We build a speech corpus, study speech, and release Benchmark and the benchmark suite."
    e = extraction("p", t, mentions=[mention("speech corpus", t, "Dataset", "dataset"),
                                     mention("speech", t, "Dataset", "dataset", nth=1),
                                     mention("Benchmark", t, "Dataset", "dataset"),
                                     mention("benchmark suite", t, "Dataset", "dataset")])
    res = resolve([e])
    assert res.key("p", "Dataset", "speech corpus") != res.key("p", "Dataset", "speech")
    assert res.key("p", "Dataset", "benchmark suite") != res.key("p", "Dataset", "Benchmark")


# ------------------------------------------------------------ metrics

def test_a_modifier_before_a_metric_short_form_is_no_part_of_the_metric():
    t1 = "We gain 3 points of absolute mAR and an average NDS of 0.6 over the baseline, with mean F1."
    t2 = "Our mAR and NDS are the highest."
    e1 = extraction("p1", t1, mentions=[mention("absolute mAR", t1, "Metric", "metric"),
                                        mention("average NDS", t1, "Metric", "metric"),
                                        mention("mean F1", t1, "Metric", "metric")])
    e2 = extraction("p2", t2, mentions=[mention("mAR", t2, "Metric", "metric"), mention("NDS", t2, "Metric", "metric")])
    res = resolve([e1, e2])
    assert res.key("p1", "Metric", "absolute mAR") == res.key("p2", "Metric", "mAR")
    assert res.key("p1", "Metric", "average NDS") == res.key("p2", "Metric", "NDS")
    macc = res.entities[res.key("p2", "Metric", "mAR")]
    assert macc.label == "mAR" and macc.alt_labels == ["absolute mAR"]
    # "mean F1" (F1 is no short form by the capitals it has) and other names stay whole
    assert res.entities[res.key("p1", "Metric", "mean F1")].label == "mean F1"


def test_a_modifier_that_names_the_metric_stays():
    t = "We report average precision, precision, mean squared error and squared error."
    names = ["average precision", "precision", "mean squared error", "squared error"]
    e = extraction("p", t, mentions=[mention(n, t, "Metric", "metric") for n in names])
    res = resolve([e])
    assert len({res.key("p", "Metric", n) for n in names}) == 4


def test_top_k_alone_is_top_k_accuracy():
    t1 = "Top-5 accuracy rises and top-1 accuracy too."
    t2 = "We improve top-1 by 2 points and the top-1 error by 1."
    e1 = extraction("p1", t1, mentions=[mention("Top-5 accuracy", t1, "Metric", "metric"),
                                        mention("top-1 accuracy", t1, "Metric", "metric")])
    e2 = extraction("p2", t2, mentions=[mention("top-1", t2, "Metric", "metric"),
                                        mention("top-1 error", t2, "Metric", "metric")])
    res = resolve([e1, e2])
    assert res.key("p2", "Metric", "top-1") == res.key("p1", "Metric", "top-1 accuracy")
    assert res.key("p2", "Metric", "top-1 error") != res.key("p2", "Metric", "top-1")
    assert res.key("p1", "Metric", "Top-5 accuracy") != res.key("p2", "Metric", "top-1")


def test_an_undefined_short_form_read_through_an_expansion_is_labelled_by_it_when_shared():
    a = "Hidden wave kernels (HWK) are defined here. HWK is smooth."
    b = "We analyse HWK bounds and use HWK."
    c = "We propose HWK, a pruning tool. HWK prunes."
    # p1 writes HWK as a task, p2 as a method: p2's method cluster holds short forms only
    e1 = extraction("p1", a, mentions=[mention("Hidden wave kernels", a, "Task", "task"),
                                        mention("HWK", a, "Task", "task", nth=1)],
                    acronyms=[acronym("HWK", "Hidden wave kernels", a)])
    e2 = extraction("p2", b, mentions=[mention("HWK", b, "Method", "used", nth=1)])
    e3 = extraction("p3", c, mentions=[mention("HWK", c, "Method", "proposed")])
    res = resolve([e1, e2, e3])
    # p1's definition is the build's reading of p2's HWK; p3 names its own HWK
    k2, k3 = res.key("p2", "Method", "HWK"), res.key("p3", "Method", "HWK")
    assert k2 != k3
    assert (res.entities[k2].label, res.entities[k3].label) == ("hidden wave kernels", "HWK")
    assert res.entities[res.key("p1", "Task", "HWK")].label == "hidden wave kernels"  # another type


def test_a_plural_short_form_ending_in_us_is_its_singular():
    a = "We stack two GRUs."
    b = "A GRU reads the input."
    e1 = extraction("p1", a, mentions=[mention("GRUs", a, "Method", "used")])
    e2 = extraction("p2", b, mentions=[mention("GRU", b, "Method", "used")])
    res = resolve([e1, e2])
    assert res.key("p1", "Method", "GRUs") == res.key("p2", "Method", "GRU")


# ------------------------------------------------------------ a name coined by one paper

def _coinage(extra=()):
    a = "We present Quiet Anchor Tuning (QAT), a tuning method. QAT is cheap."
    b = "Our sensor pipeline compares QAT with two baselines."
    e1 = extraction("p1", a, mentions=[mention("Quiet Anchor Tuning", a, "Method", "proposed"),
                                        mention("QAT", a, "Method", "proposed", nth=1)],
                    acronyms=[acronym("QAT", "Quiet Anchor Tuning", a)])
    e2 = extraction("p2", b, mentions=[mention("QAT", b, "Method", "compared")])
    return [e1, e2, *extra]


def test_a_name_one_paper_coins_does_not_capture_another_paper_s_short_form():
    res = resolve(_coinage())
    k1, k2 = res.key("p1", "Method", "QAT"), res.key("p2", "Method", "QAT")
    assert k1 != k2
    assert res.entities[k1].papers == ["p1"] and res.entities[k2].papers == ["p2"]
    # two nodes, two labels: the coinage is spelt out
    assert (res.entities[k1].label, res.entities[k2].label) == ("Quiet Anchor Tuning", "QAT")


def test_a_coined_name_that_another_paper_writes_out_is_in_use_and_joined():
    c = "Quiet Anchor Tuning is our strongest baseline."
    e3 = extraction("p3", c, mentions=[mention("Quiet Anchor Tuning", c, "Method", "compared")])
    res = resolve(_coinage([e3]))
    k = res.key("p1", "Method", "QAT")
    assert res.key("p2", "Method", "QAT") == k == res.key("p3", "Method", "Quiet Anchor Tuning")
    assert res.entities[k].papers == ["p1", "p2", "p3"]


def test_a_definition_by_a_paper_that_only_uses_the_name_is_still_the_build_s_meaning():
    a = "Quiet anchor tuning (QAT) is a known method that we use."
    b = "Our sensor pipeline compares QAT with two baselines."
    e1 = extraction("p1", a, mentions=[mention("Quiet anchor tuning", a, "Method", "used")],
                    acronyms=[acronym("QAT", "Quiet anchor tuning", a)])
    e2 = extraction("p2", b, mentions=[mention("QAT", b, "Method", "compared")])
    res = resolve([e1, e2])
    assert res.key("p2", "Method", "QAT") == res.key("p1", "Method", "Quiet anchor tuning")


# ------------------------------------------------------------ a short-form label another entity goes by

def _short_form_papers():
    a = "We propose Bridge in the Loop (BIL), a planner. BIL is fast."
    b = "Bootstrapped image labelling (BIL) trains detectors. BIL helps."
    return [extraction("p1", a, mentions=[mention("Bridge in the Loop", a, "Method", "proposed"),
                                          mention("BIL", a, "Method", "proposed", nth=1)],
                       acronyms=[acronym("BIL", "Bridge in the Loop", a)]),
            extraction("p2", b, mentions=[mention("Bootstrapped image labelling", b, "Method", "used"),
                                          mention("BIL", b, "Method", "used", nth=1)],
                       acronyms=[acronym("BIL", "Bootstrapped image labelling", b)])]


def test_a_short_form_label_that_another_entity_goes_by_is_spelt_out():
    exs = _short_form_papers()
    res = resolve(exs)
    k1, k2 = res.key("p1", "Method", "BIL"), res.key("p2", "Method", "BIL")
    assert k1 != k2
    # p1's proposed name went by its acronym, which is also an alias of p2's entity
    assert res.entities[k1].label == "Bridge in the Loop" and res.entities[k1].acronym == "BIL"
    assert res.entities[k2].label == "bootstrapped image labelling" and "BIL" in res.entities[k2].alt_labels
    # p1 alone: its acronym names nothing else and stays the label
    assert _labels(resolve(exs[:1])) == ["BIL"]
    # a plural alias counts too; another type's alias does not
    d = "Binary index lists (BILs) are used."
    other = extraction("p4", d, mentions=[mention("Binary index lists", d, "Task", "task"),
                                          mention("BILs", d, "Task", "task")],
                       acronyms=[acronym("BILs", "Binary index lists", d)])
    assert "BIL" in _labels(resolve([exs[0], other]))


def test_a_short_form_label_without_expansion_stays():
    a = "We compare with QRX on graphs."
    b = "Quantile regression experts (QRX) are used. QRX is strong."
    e1 = extraction("p1", a, mentions=[mention("QRX", a, "Method", "proposed")])
    e2 = extraction("p2", b, mentions=[mention("Quantile regression experts", b, "Method", "used"),
                                        mention("QRX", b, "Method", "used", nth=1)],
                    acronyms=[acronym("QRX", "Quantile regression experts", b)])
    res = resolve([e1, e2])
    assert _labels(res) == ["QRX", "quantile regression experts"]


# ------------------------------------------------------------ capitals of names, in both directions

def test_a_one_word_label_drops_a_capital_that_only_opens_sentences():
    a = "Blendmix mixes images. Blendmix is simple."
    b = "We train with blendmix on faces."
    e1 = extraction("p1", a, mentions=[mention("Blendmix", a, "Method", "used"),
                                        mention("Blendmix", a, "Method", "used", nth=1)])
    e2 = extraction("p2", b, mentions=[mention("blendmix", b, "Method", "used")])
    assert _labels(resolve([e1, e2])) == ["blendmix"]
    # without a spelling in small letters the capital only opens sentences too: no paper
    # writes it mid-sentence, none proposes it, Papers with Code does not list it (session 44)
    assert _labels(resolve([e1])) == ["blendmix"]
    # a hyphenated word likewise
    c = "Self-tuning helps. Self-tuning is cheap."
    d = "We study self-tuning of models."
    e3 = extraction("p3", c, mentions=[mention("Self-tuning", c, "Task", "task"),
                                        mention("Self-tuning", c, "Task", "task", nth=1)])
    e4 = extraction("p4", d, mentions=[mention("self-tuning", d, "Task", "task")])
    assert _labels(resolve([e3, e4]), "Task") == ["self-tuning"]


def test_a_one_word_label_written_capitalised_mid_sentence_more_often_keeps_it():
    a = "We train with Zorbax and then tune Zorbax again."
    b = "We use zorbax too."
    c = "Zorbax is fast. The Decision Zorbax and Meta-Zorbax and the Quick Zorbax are ours."
    e1 = extraction("p1", a, mentions=[mention("Zorbax", a, "Method", "used"),
                                        mention("Zorbax", a, "Method", "used", nth=1)])
    e2 = extraction("p2", b, mentions=[mention("zorbax", b, "Method", "used")])
    assert _labels(resolve([e1, e2])) == ["Zorbax"]
    # a capital inside a longer name ("the Decision Zorbax", "Meta-Zorbax") is no evidence
    e3 = extraction("p3", c, mentions=[mention("Zorbax", c, "Method", "used", nth=i) for i in range(4)])
    e4 = extraction("p4", b + " We like zorbax.", mentions=[mention("zorbax", b + " We like zorbax.", "Method", "used", nth=i)
                                                        for i in range(2)])
    assert _labels(resolve([e3, e4])) == ["zorbax"]


def test_a_proper_name_written_capitalised_mid_sentence_somewhere_keeps_its_capital():
    # only the acronym's long form holds the capital mid-sentence
    a = "In attribution, the Kovacs value (KV) is applied. KV is costly."
    e1 = extraction("p1", a, mentions=[mention("KV", a, "Method", "used", nth=1)],
                    acronyms=[acronym("KV", "Kovacs value", a)])
    assert _labels(resolve([e1])) == ["Kovacs value"]
    # a name that opens a sentence in its own paper keeps the capital another paper writes
    # mid-sentence on that word ("robust Kovacs bandit algorithms"), no paper in lower case
    b = "Kovacs bandit is a bandit problem. We study it."
    c = "We give robust Kovacs bandit algorithms here."
    e2 = extraction("p2", b, mentions=[mention("Kovacs bandit", b, "Task", "task")])
    e3 = extraction("p3", c, mentions=[mention("Kovacs bandit algorithms", c, "Method", "proposed")])
    assert _labels(resolve([e2, e3]), "Task") == ["Kovacs bandit"]
    assert _labels(resolve([e2]), "Task") == ["kovacs bandit"]
    # a word some paper writes in small letters is a common word ("dexterous hands") ...
    d = "We use dexterous hands."
    e4 = extraction("p4", d, mentions=[mention("dexterous hands", d, "Method", "used")])
    f = "Dexterous bandit is hard. We solve Dexterous bandit with care."
    e5 = extraction("p5", f, mentions=[mention("Dexterous bandit", f, "Task", "task", nth=i) for i in range(2)])
    assert _labels(resolve([e4, e5]), "Task") == ["dexterous bandit"]
    # ... and the capitals of a title-case name are the name's, not evidence for the word
    g = "We use the Kirov Successor Approximator. Kirov bandit is hard."
    e6 = extraction("p6", g, mentions=[mention("Kirov Successor Approximator", g, "Method", "used"),
                                        mention("Kirov bandit", g, "Task", "task")])
    assert _labels(resolve([e6]), "Task") == ["kirov bandit"]
    # (also one whose title case leaves a small word or two: "with", "bi-level")
    h = "We build the Task Modeling Pipeline with bi-level Optimization. Pipeline sharding is hard."
    e7 = extraction("p7", h, mentions=[mention("Task Modeling Pipeline with bi-level Optimization", h, "Method", "proposed"),
                                        mention("Pipeline sharding", h, "Task", "task")])
    assert _labels(resolve([e7]), "Task") == ["pipeline sharding"]


# ------------------------------------------------------------ a listed name is no proposal

def _defining_papers():
    out = []
    for pid in ("d1", "d2"):
        t = "Quantile policy optimization (QPO) is a baseline. QPO is stable."
        out.append(extraction(pid, t, mentions=[mention("Quantile policy optimization", t, "Method", "used"),
                                                mention("QPO", t, "Method", "used", nth=1)],
                              acronyms=[acronym("QPO", "Quantile policy optimization", t)]))
    return out


def test_a_name_in_a_bracketed_list_read_as_proposed_joins_the_builds_definition():
    t = "We contribute implementations of several methods (QPO, best-of-n, expert iteration, among others)."
    e = extraction("p1", t, mentions=[mention("QPO", t, "Method", "proposed")])
    res = resolve(_defining_papers() + [e])
    assert res.key("p1", "Method", "QPO") == res.key("d1", "Method", "QPO")
    assert _labels(res) == ["quantile policy optimization"]


def test_a_proposed_name_outside_such_a_list_stays_the_papers_own():
    t = "We propose a new algorithm called QPO (QPO, pronounced cue-po) for robust training."
    e = extraction("p1", t, mentions=[mention("QPO", t, "Method", "proposed"),
                                      mention("QPO", t, "Method", "proposed", nth=1)])
    res = resolve(_defining_papers() + [e])
    assert res.key("p1", "Method", "QPO") != res.key("d1", "Method", "QPO")


def test_acc_in_a_metric_name_is_accuracy():
    a = "We reach 81.2 top-5 acc on the test set."
    b = "Top-5 accuracy rises by two points. ACC is reported too."
    e1 = extraction("p1", a, mentions=[mention("top-5 acc", a, "Metric", "metric")])
    e2 = extraction("p2", b, mentions=[mention("Top-5 accuracy", b, "Metric", "metric"),
                                        mention("ACC", b, "Metric", "metric")])
    res = resolve([e1, e2])
    assert res.key("p1", "Metric", "top-5 acc") == res.key("p2", "Metric", "Top-5 accuracy")
    # a short form in capitals is not read so
    assert res.key("p2", "Metric", "ACC") != res.key("p2", "Metric", "Top-5 accuracy")


def test_mid_sentence_capitals_made_ahead_are_the_ones_resolve_makes():
    from kg.resolve import NormalisedForms

    a = "In attribution, the Kovacs value (KV) is applied. KV is costly."
    e1 = extraction("p1", a, mentions=[mention("KV", a, "Method", "used", nth=1)],
                    acronyms=[acronym("KV", "Kovacs value", a)])
    forms = NormalisedForms()
    forms.add([e1])
    assert forms.mid_sentence_capitals(e1) == ({"Kovacs value": 1}, {"kovacs"})
    assert resolve([e1], forms=forms).entities == resolve([e1]).entities
    # a paper of the same id with another text (an update) is read anew
    b = "Kovacs value (KV) is applied. KV is costly."
    e2 = extraction("p1", b, mentions=[mention("KV", b, "Method", "used", nth=1)],
                    acronyms=[acronym("KV", "Kovacs value", b)])
    assert forms.mid_sentence_capitals(e2) == ({}, set())
    assert _labels(resolve([e2], forms=forms)) == ["kovacs value"]
