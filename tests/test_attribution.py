"""Whose value a result is (kg.extract.results, step 7): sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.extract.results import find_results


def _owners(text, datasets=(), metrics=()):
    """(value, method, method_own) of every result of ``text`` (one sentence)."""
    return [(r.value, r.method, r.method_own) for r in find_results(text, None, metrics=metrics, datasets=datasets)]


def _spans(text, *names):
    return [(text.index(n), text.index(n) + len(n), n) for n in names]


def test_for_name_after_a_comparison_gives_the_other_method():
    text = "Our model reaches 71.4% accuracy, compared to 68.3% for CLIP."
    assert _owners(text) == [("71.4", "Our model", True), ("68.3", "CLIP", False)]


def test_offsets_cover_the_method_surface():
    text = "Our model reaches 71.4% accuracy, compared to 68.3% for CLIP."
    r = find_results(text, None)[1]
    assert text[r.method_start:r.method_end] == "CLIP"


def test_value_in_brackets_after_a_name_is_that_method_s():
    text = "It outperforms GPT-4 (52.1%) with 61.0% accuracy on GSM8K."
    got = _owners(text, datasets=_spans(text, "GSM8K"))
    assert got == [("52.1", "GPT-4", False), ("61.0", None, False)]  # "It": no owner named


def test_a_second_clause_has_its_own_subject():
    text = "FooNet reaches 61% accuracy on ImageNet, while BarNet only reaches 40%."
    assert _owners(text, datasets=_spans(text, "ImageNet")) == [("61", "FooNet", False), ("40", "BarNet", False)]


def test_we_and_our_method_are_the_paper_s_own():
    assert _owners("We achieve 85.2% top-1 accuracy on ImageNet.") == [("85.2", "We", True)]
    text = "On GSM8K, our method improves accuracy from 52.1% to 61.0%."
    assert _owners(text, datasets=_spans(text, "GSM8K")) == [("61.0", "our method", True)]


def test_our_named_method_keeps_its_name_and_is_own():
    text = "In addition, our QuillNet obtains 44.2 BLEU on the test split."
    assert _owners(text) == [("44.2", "QuillNet", True)]


def test_possessive_and_colon_name_the_owner():
    text = "Our reranker attains an F1 of 88.1, well above BarNet's 84.0 F1."
    assert _owners(text) == [("88.1", "Our reranker", True), ("84.0", "BarNet", False)]
    assert _owners("Strong baselines remain: GPT-4: 52.1% accuracy.") == [("52.1", "GPT-4", False)]


def test_a_metric_before_a_colon_is_no_owner():
    assert _owners("The final scores are FID: 3.88 and IS: 210.") == [("3.88", None, False), ("210", None, False)]


def test_subject_carries_through_participles_and_while_ing():
    text = "Experiments show that TinyNet outperforms ResNet-50 by 3.6% in accuracy, while reducing memory by up to 10x."
    assert _owners(text) == [("3.6", "TinyNet", False), ("10", "TinyNet", False)]
    text = "Specifically, Lumo attains a top-1 accuracy of 83.5% on ImageNet, surpassing CLIP by 1.4%."
    assert [o[1] for o in _owners(text, datasets=_spans(text, "ImageNet"))] == ["Lumo", "Lumo"]


def test_coordinated_verb_shares_the_subject():
    text = "VoxPlan keeps the latency low and improves the success rate by 12%."
    assert _owners(text) == [("12", "VoxPlan", False)]


def test_a_comparison_between_verb_and_value_leaves_the_value_unowned():
    text = "Our agent achieves a success rate of 14.4%, far lower than the human performance of 78.2%."
    assert _owners(text) == [("14.4", "Our agent", True), ("78.2", None, False)]


def test_a_value_in_brackets_after_a_compared_baseline_is_not_the_subject_s():
    # session 25: the described baseline's value is left out (find.py, _compared_bracket_value)
    text = "Our small model achieves an FID of 7.42, surpassing a prior latent diffusion approach (FID 8.07)."
    assert _owners(text) == [("7.42", "Our small model", True)]


def test_dataset_before_a_bracket_is_no_owner():
    text = "ZetaNet achieves strong results on AudioSet (53.3 mAP) and VGGSound (67.1% accuracy)."
    got = _owners(text, datasets=_spans(text, "AudioSet", "VGGSound"))
    assert got == [("53.3", "ZetaNet", False), ("67.1", "ZetaNet", False)]


def test_bracketed_list_after_like_names_each_owner():
    text = "On Kodak, FooZip compresses the images to 43.4%, beating codecs like PNG (58.5%) or FLAC (30.3%)."
    got = _owners(text, datasets=_spans(text, "Kodak"))
    assert got[1:] == [("58.5", "PNG", False), ("30.3", "FLAC", False)]


def test_a_count_before_a_bracket_is_no_owner():
    text = "Our sampler reaches an FID of 2.1 with only 19 NFEs (1.75 on average)."
    assert all(m != "NFEs" for _, m, _ in _owners(text))


@pytest.mark.parametrize("text", [
    "The accuracy of the baseline is 45% on the test set.",  # a common noun subject
    "Performance improves by 5% when the data doubles.",  # a metric noun opening the sentence
    "With 10 runs, results improve by 3% on average.",
])
def test_no_named_subject_no_owner(text):
    assert all(m is None for _, m, _ in _owners(text))


def test_a_noun_form_of_a_verb_is_no_verb():
    # "an increase" is a noun: the subject of "achieves" still owns the value
    text = "KiloNet achieves an increase of 4.2% in accuracy."
    assert _owners(text) == [("4.2", "KiloNet", False)]


def test_a_model_size_is_no_owner():
    text = "Our compact 40MB model achieves an FID of 7.4."
    assert _owners(text) == [("7.4", "Our compact 40MB model", True)]


# ---------------------------------------------------------------------------------------
# graph: kgo:ofMethod

from dataclasses import replace as _replace  # noqa: E402

from rdflib import RDF, URIRef  # noqa: E402

from kg.graph import build_graph  # noqa: E402
from kg.ontology import KGO  # noqa: E402
from kg.resolve import resolve  # noqa: E402
from kg.validate import validate  # noqa: E402
from tests.factories import acronym, extraction, link, mention, result  # noqa: E402

BASE = "https://example.org/kg/"
T = ("We propose QuillNet, a parser for code generation. QuillNet reaches 71.4% accuracy on HumanEval, "
     "compared to 68.3% for Contrastive Decoding (CD). We also report 55.0% pass rate.")


def _graph(results, mentions=None, links=None, acronyms=()):
    ms = mentions if mentions is not None else [
        mention("QuillNet", T, "Method", "proposed"), mention("HumanEval", T, "Dataset", "dataset"),
        mention("Contrastive Decoding", T, "Method", "compared"), mention("accuracy", T, "Metric", "metric"),
        mention("pass rate", T, "Metric", "metric")]
    ls = links if links is not None else [link("proposes", None, "QuillNet", "Method", T)]
    ex = extraction("p1", T, mentions=ms, links=ls, results=results, acronyms=acronyms)
    return build_graph([ex], resolve([ex]), base_iri=BASE)


def _owned(value, name, own=False, nth=0):
    r = result(value, "accuracy" if value != "55.0" else "pass rate", T)
    if name is None:
        return _replace(r, method_own=own, method="We" if own else None)
    i = -1
    for _ in range(nth + 1):
        i = T.index(name, i + 1)
    return _replace(r, method=name, method_start=i, method_end=i + len(name), method_own=own)


def _of_method(g):
    return {str(g.value(r, KGO.value)): g.value(r, KGO.ofMethod) for r in g.subjects(RDF.type, KGO.Result)}


def test_of_method_links_the_resolved_method_and_the_paper_still_reports_it():
    g = _graph([_owned("71.4", "QuillNet", nth=1), _owned("68.3", "Contrastive Decoding")])
    got = _of_method(g)
    assert got == {"71.4": URIRef(BASE + "method/quillnet"), "68.3": URIRef(BASE + "method/contrastive-decoding")}
    paper = URIRef(BASE + "paper/p1")
    assert len(list(g.objects(paper, KGO.reportsResult))) == 2
    assert validate(g).conforms


def test_an_acronym_of_the_paper_resolves_to_its_expansion():
    r = _owned("68.3", "CD")
    ac = acronym("CD", "Contrastive Decoding", T)
    assert _of_method(_graph([r], acronyms=[ac]))["68.3"] == URIRef(BASE + "method/contrastive-decoding")


def test_we_is_the_single_proposed_method():
    assert _of_method(_graph([_owned("55.0", None, own=True)]))["55.0"] == URIRef(BASE + "method/quillnet")


def test_we_with_two_proposed_methods_or_none_gives_no_link():
    ms = [mention("QuillNet", T, "Method", "proposed"), mention("Contrastive Decoding", T, "Method", "proposed"),
          mention("pass rate", T, "Metric", "metric")]
    assert _of_method(_graph([_owned("55.0", None, own=True)], mentions=ms))["55.0"] is None
    ms = [mention("pass rate", T, "Metric", "metric")]
    assert _of_method(_graph([_owned("55.0", None, own=True)], mentions=ms, links=[]))["55.0"] is None


def test_a_name_that_is_no_method_entity_gives_no_link():
    # "HumanEval" is a dataset of the paper: never a kgo:Method
    assert _of_method(_graph([_owned("71.4", "HumanEval")]))["71.4"] is None
    # a name the extractor made no mention of
    r = _replace(result("71.4", "accuracy", T), method="Decoding (CD)", method_start=None, method_end=None)
    assert _of_method(_graph([r]))["71.4"] is None


def test_a_component_is_not_the_proposed_method_of_we():
    ms = [mention("QuillNet", T, "Method", "proposed"), mention("Contrastive Decoding", T, "Method", "proposed"),
          mention("pass rate", T, "Metric", "metric")]
    ls = [link("proposes", None, "QuillNet", "Method", T), link("partOf", "Contrastive Decoding", "QuillNet", "Method", T)]
    got = _of_method(_graph([_owned("55.0", None, own=True)], mentions=ms, links=ls))
    assert got["55.0"] == URIRef(BASE + "method/quillnet")


# ---------------------------------------------------------------------------------------
# precision guards found on corpus text (sentences written for these tests)

def test_a_dimension_or_an_adjective_is_no_name():
    text = "Our 2D and 3D detectors reach 28.4% and 33.5% mAP on KITTI."
    assert all(m not in ("2D", "3D") for _, m, _ in _owners(text, datasets=_spans(text, "KITTI")))
    text = "Our best LLM-based planner only achieves a success rate of 14.4%."
    assert _owners(text) == [("14.4", "Our best LLM-based planner", True)]


def test_our_findings_are_no_method():
    text = "Our main finding is that graph networks such as SAGE predict counts with less than 22% mean absolute error."
    assert all(m is None for _, m, _ in _owners(text))


def test_values_paired_by_vs_are_not_given_to_the_subject():
    text = "BarkNet outperforms the prior model on intelligibility (5.9% vs 1.9% word error rate)."
    assert all(m is None for _, m, _ in _owners(text))


def test_a_bracketed_list_of_datasets_owns_nothing():
    text = "Our segmenter outperforms prior work on three datasets: Alpha-3 (+14.9%), Beta (+13.0%), and Gamma-5 (+5.7%)."
    got = _owners(text, datasets=_spans(text, "Alpha-3", "Beta"))
    assert all(m not in ("Gamma-5", "Beta", "Alpha-3") for _, m, _ in got)


def test_for_a_name_that_goes_on_as_a_task_is_no_owner():
    text = "It shows strong gains against baselines (up to 15%) for the Sparse Binary Classification problem."
    assert all(m is None for _, m, _ in _owners(text))


def test_more_than_is_a_hedge_not_a_comparison():
    text = "GeoNet outperforms counterpart models by more than 25% at country level and 38% at city level."
    assert [m for _, m, _ in _owners(text)] == ["GeoNet", "GeoNet"]


def test_a_colon_opens_another_clause():
    text = "WideNet improves the accuracy on all tasks: on average 3.1% over the baselines."
    assert all(m is None for _, m, _ in _owners(text))


def test_that_and_where_clauses():
    text = "Reflo achieves 91% pass@1 accuracy, surpassing the previous best GPT-4 that achieves 80%."
    assert _owners(text) == [("91", "Reflo", False), ("80", "GPT-4", False)]
    text = "DeCo also achieves an average accuracy of 72% on black-box models where prior methods give about 0% accuracy."
    assert _owners(text) == [("72", "DeCo", False), ("0", None, False)]


def test_a_plural_acronym_is_a_kind_of_model_not_an_owner():
    text = "With our tool, LLMs solve 75% more problems than before."
    assert all(m != "LLMs" for _, m, _ in _owners(text))


def test_an_enumerated_dataset_before_a_colon_is_no_owner():
    text = "TwinBox nearly matches its supervised twin: 1) HRSC: 89.66% vs. 88.99%; 2) FAIR-1M: 42.27% vs. 41.25%."
    assert all(m not in ("HRSC", "FAIR-1M") for _, m, _ in _owners(text))


def test_a_bracket_glued_to_a_symbol_is_no_owner():
    text = "Building piecewise E(3) symmetry into KiloNet improves accuracy by 3.1%."
    assert all(m != "E" for _, m, _ in _owners(text))


def test_a_name_in_apposition_to_our_subject():
    text = "Our largest model, Falco-9B, reaches 61.2% accuracy on the test split."
    assert _owners(text) == [("61.2", "Falco-9B", True)]
    # an apposition not to "our ...": no owner read from it
    text = "On the test split, Falco-9B, reaches 61.2% accuracy."
    assert _owners(text) == [("61.2", None, False)]


def test_a_size_after_a_name_belongs_to_it():
    text = "Our largest model, Falco 9B, reaches 61.2% accuracy."
    assert _owners(text) == [("61.2", "Falco 9B", True)]
    assert _owners("Then Falco 9B reaches 58.0% accuracy.") == [("58.0", "Falco 9B", False)]


def test_it_opening_a_sentence_about_the_paper_s_work_is_the_proposed_method():
    r = _replace(result("55.0", "pass rate", T), method="It", method_own=True)
    assert _of_method(_graph([r]))["55.0"] == URIRef(BASE + "method/quillnet")


def test_the_direction_of_a_change_is_a_member_of_change_direction():
    up = _replace(result("71.4", "accuracy", T), change=True, direction="increase")
    down = _replace(result("68.3", "accuracy", T), change=True, direction="decrease")
    score = result("55.0", "pass rate", T)
    g = _graph([up, down, score])
    got = {str(g.value(r, KGO.value)): g.value(r, KGO.changeDirection) for r in g.subjects(RDF.type, KGO.Result)}
    assert got == {"71.4": KGO.Increase, "68.3": KGO.Decrease, "55.0": None}
    assert validate(g).conforms
    # the shapes allow only the three members
    g.add((next(iter(g.subjects(KGO.changeDirection, KGO.Increase))), KGO.changeDirection, KGO.Result))
    assert not validate(g).conforms


def test_of_method_is_an_edge_of_graphml_and_of_the_view():
    from kg.export import to_networkx
    from kg.view import RELATIONS, collect_view_data

    g = _graph([_owned("71.4", "QuillNet", nth=1), _owned("68.3", "Contrastive Decoding")])
    nxg = to_networkx(g)
    of_method = sorted((nxg.nodes[u]["label"].split("%")[0], v)
                       for u, v, rel in nxg.edges(keys=True) if rel == "ofMethod")
    assert of_method == [("68.3", BASE + "method/contrastive-decoding"), ("71.4", BASE + "method/quillnet")]
    data = collect_view_data(g)  # edges: [subject index, object index, relation index, evidence]
    rel = [label for _, label, _, _ in RELATIONS].index("of method")
    assert sorted(data.nodes[e[1]]["l"] for e in data.edges if e[2] == rel) == ["Contrastive Decoding", "QuillNet"]
