"""kg.extract.pipeline.not_english: abstracts in other languages are named in the build's
warnings (sentences written for this test), English ones never."""
from __future__ import annotations

import pytest

from kg.extract.pipeline import not_english
from kg.read import SAMPLE_PATHS, ReadReport, read


@pytest.mark.parametrize("text", [
    "Wir stellen ein neues Verfahren zur Bildsegmentierung vor, das auf drei öffentlichen Datensätzen "
    "die besten Ergebnisse erzielt und dabei nur wenig Rechenzeit benötigt.",
    "Nous présentons une méthode de segmentation d'images qui obtient les meilleurs résultats sur trois "
    "jeux de données publics tout en restant rapide.",
])
def test_another_language_in_latin_letters_is_named(text):
    assert "does not read as English" in not_english(text)


def test_another_script_is_named():
    assert "not written in Latin letters" in not_english("我们提出一种新的图像分割方法，在三个公开数据集上取得了最好的结果，并且速度很快。")


@pytest.mark.parametrize("text", [
    "We present a segmentation method that reaches the best results on three public datasets while "
    "remaining fast; its code is public.",
    # terse, name-heavy English still has its function words
    "FooNet: ViT-B/16 backbone, LoRA adapters, DPO fine-tuning; 85.4% mIoU on ADE20K, 61.2 AP on COCO "
    "and 3x faster than SegFormer with the same memory.",
    "Short: FooNet beats BarNet.",  # too short to judge
    "Soit $\\alpha$ et $\\beta$ deux paramètres",  # too short to judge
])
def test_english_and_short_texts_are_not_named(text):
    assert not_english(text) is None


def test_no_bundled_abstract_is_named():
    papers = list(read(SAMPLE_PATHS, report=ReadReport()))
    assert len(papers) >= 20
    assert [p.id for p in papers if not_english(p.abstract)] == []


def test_the_warning_reaches_the_extraction(extractor):
    from tests.factories import run

    ex = run(extractor, "Proponemos un método nuevo para la segmentación de imágenes que logra los "
                        "mejores resultados en tres conjuntos de datos públicos.")
    assert len(ex.warnings) == 1 and "does not read as English" in ex.warnings[0]
    assert run(extractor, "We propose FooNet, a network for image segmentation.").warnings == ()
