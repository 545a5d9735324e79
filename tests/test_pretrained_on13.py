"""kgo:pretrainedOn: a dataset the abstract names only as pre-training data is linked with
kgo:pretrainedOn, not kgo:evaluatedOn (a user trial found "pre-trained on ImageNet then
fine-tuned to PASCAL" read as an evaluation on ImageNet)."""
from __future__ import annotations

import pytest
from rdflib import RDF, RDFS, Graph
from rdflib.namespace import SKOS

from kg.extract import Extractor
from kg.ontology import KGO, ONTOLOGY_DIR
from kg.pipeline import graph_from_extractions
from kg.records import Paper
from kg.validate import validate

TEXT = ("We pre-train our encoder on ImageNet-1K and then fine-tune it on ADE20K and Cityscapes, "
        "where it reaches 52.1 mIoU.")


@pytest.fixture(scope="module")
def extraction():
    return Extractor().extract(Paper("p1", TEXT))


def test_the_link_of_a_pretraining_dataset(extraction) -> None:
    links = sorted((l.rel, l.tail) for l in extraction.links if l.tail_type == "Dataset")
    assert links == [("evaluatedOn", "ADE20K"), ("evaluatedOn", "Cityscapes"), ("pretrainedOn", "ImageNet-1K")]
    (pre,) = [l for l in extraction.links if l.rel == "pretrainedOn"]
    assert pre.rule == "dataset-pretraining"


def test_the_graph_states_pretrained_on_with_its_evidence(extraction) -> None:
    g, _ = graph_from_extractions([extraction])

    def labels(pred):
        return {str(g.value(o, SKOS.prefLabel)) for o in g.objects(None, pred)}

    assert labels(KGO.pretrainedOn) == {"ImageNet-1K"}
    assert labels(KGO.evaluatedOn) == {"ADE20K", "Cityscapes"}
    rules = {str(g.value(ev, KGO.extractor)) for ev in g.subjects(RDF.predicate, KGO.pretrainedOn)}
    assert rules == {"dataset-pretraining"}
    report = validate(g)
    assert report.conforms and report.violations == []


def test_the_ontology_declares_it_under_lpwc_uses_dataset() -> None:
    onto = Graph().parse(ONTOLOGY_DIR / "paperkg.ttl")
    supers = {str(o) for o in onto.objects(KGO.pretrainedOn, RDFS.subPropertyOf)}
    assert any(s.endswith("usesDataset") for s in supers)
    assert str(onto.value(KGO.pretrainedOn, RDFS.range)) == str(KGO.Dataset)


def test_pre_trained_on_the_x_dataset() -> None:
    ex = Extractor().extract(Paper("p2", "MedNet is pre-trained on the JFT-300M dataset and evaluated on BTCV, "
                                         "where it reaches 80.1% Dice."))
    links = sorted((l.rel, l.tail) for l in ex.links if l.tail_type == "Dataset")
    assert links == [("evaluatedOn", "BTCV"), ("pretrainedOn", "JFT-300M")]
