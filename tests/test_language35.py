"""A Chinese abstract naming its methods in Latin letters is not English (session 35:
:func:`kg.extract.pipeline.not_english` counts words, a Chinese character as one): the build
warns at its line and none of its text is tagged @en, as for a German abstract.
"""
from __future__ import annotations

import json
from pathlib import Path

from kg.extract.pipeline import not_english
from kg.graph import paper_language
from kg.pipeline import build
from tests.factories import extraction

ABSTRACT = ("We introduce TriNet, a ranking model that reads three views of a citation graph. "
            "TriNet raises accuracy on two citation benchmarks by three points over the best baseline.")
TITLE = "TriNet: Three Views for Node Ranking"


def _jsonl(path: Path, *records: dict) -> str:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    return str(path)


ZH = "我们提出了一种新的图神经网络GraphNet，用于节点分类任务。在Cora 数据集上 GraphNet 优于 GCN、GAT 和 GraphSAGE。"
JA = "本論文では新しい手法TriNetを提案する。TriNetはCoraとPubMedで既存のGCNより高い精度を達成した。"
EN_WITH_CHINESE = ("We build a tokenizer for Chinese text such as 图神经网络 and compare it with two word "
                   "segmenters on three news corpora, where it raises the F1 score by two points.")


def test_a_chinese_or_japanese_abstract_naming_methods_in_latin_letters_is_not_english():
    for text in (ZH, JA):
        assert not_english(text) == "the abstract is not written in Latin letters; PaperKG extracts English text only"
    assert not_english(EN_WITH_CHINESE) is None


def test_a_chinese_abstract_is_flagged_at_its_line_and_its_text_is_untagged(tmp_path):
    src = _jsonl(tmp_path / "zh.jsonl", {"id": "en-1", "abstract": ABSTRACT, "title": TITLE},
                 {"id": "zh-1", "title": "GraphNet：用于节点分类的图神经网络", "abstract": ZH})
    _, summary = build([src], out_dir=tmp_path / "out", html=False)
    assert [w for w in summary.warnings if "Latin letters" in w] == [
        f"{src}:2: the abstract is not written in Latin letters; PaperKG extracts English text only"]
    nt = (tmp_path / "out" / "graph.nt").read_text(encoding="utf-8")
    zh_lines = [line for line in nt.splitlines() if "/paper/zh-1>" in line.split(" ")[0] or "我们" in line]
    assert zh_lines and not any(line.endswith('"@en .') for line in zh_lines)
    assert '"GraphNet：用于节点分类的图神经网络" .' in nt
    assert f'"{TITLE}"@en .' in nt


def test_a_german_title_on_an_english_abstract_is_untagged_and_the_abstract_keeps_en():
    from rdflib import RDFS, Literal, URIRef
    from rdflib.namespace import DCTERMS

    from kg.extract.pipeline import title_not_english
    from kg.graph import build_graph, title_language
    from kg.resolve import resolve
    from kg.validate import validate
    from tests.factories import link, mention

    assert title_not_english("Ein Transformer für Graphen")
    assert title_not_english("Une méthode pour les graphes dynamiques")
    for english in ("Et Tu, Graphs? Robust Node Ranking", "A Transformer for Graphs", "La-Net: Label Attention",
                    "Learning with Un-normalised Den Scores"):
        assert not title_not_english(english), english
    ex = extraction("p-1", ABSTRACT, title="Ein Transformer für Graphen",
                    mentions=[mention("TriNet", ABSTRACT, "Method", "proposed")],
                    links=[link("proposes", None, "TriNet", "Method", ABSTRACT)])
    assert paper_language(ex) == "en" and title_language("Ein Transformer für Graphen", "en") is None
    assert title_language("Ein Transformer für Graphen", None) is None and title_language(TITLE, "en") == "en"
    base = "https://example.org/kg/"
    g = build_graph([ex], resolve([ex]), base_iri=base)
    paper = URIRef(base + "paper/p-1")
    assert g.value(paper, DCTERMS.title) == Literal("Ein Transformer für Graphen")
    assert g.value(paper, RDFS.label) == Literal("Ein Transformer für Graphen")
    assert g.value(paper, DCTERMS.abstract).language == "en"
    report = validate(g)
    assert report.conforms, report.format()


def test_a_title_not_in_latin_letters_on_an_english_abstract_is_untagged():
    from kg.extract.pipeline import title_not_english
    from kg.graph import title_language

    for title in ("基于对比学习的图像分类方法", "한국어 감성 분석", "Анализ тональности текста"):
        assert title_not_english(title), title
        assert title_language(title, "en") is None
    # an English title quoting one word of another script, or with accented Latin letters, stays English
    for title in ("Learning 图 Networks for Node Classification", "Café: Fast Inference", "Über-Nets"):
        assert not title_not_english(title), title
