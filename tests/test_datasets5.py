"""Dataset rules of entities round 2 in kg.extract.roles_datasets: lower-case dataset names
listed as examples of a dataset class noun, and example lists of stored data collections
("databases like X"). Every sentence is written for these tests."""
from __future__ import annotations

import pytest

from tests.factories import run


def _datasets(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.type == "Dataset"}


def test_lower_case_benchmark_list_with_known_members(extractor):
    text = ("We test the property predictor on the molecular benchmarks such as tox21, toxcast and "
            "hivx, where it lowers the error.")
    assert {"tox21", "toxcast", "hivx"} <= _datasets(extractor, text)


@pytest.mark.parametrize("text, absent", [
    # kinds of data, none a known dataset
    ("We evaluate the encoder on datasets such as images, text and audio from the web.", {"images", "text", "audio"}),
    # one known name among unknown words is not enough
    ("We evaluate the planner on benchmarks such as mazes, tox21 and stairs with many rooms.",
     {"mazes", "stairs", "tox21"}),
])
def test_lower_case_lists_that_are_no_dataset_names(extractor, text, absent):
    assert not absent & _datasets(extractor, text)



def test_lower_case_examples_of_tasks_that_are_known_datasets(extractor):
    text = "Our retriever even rivals supervised models on tasks such as toxcast and hivx."
    assert {"toxcast", "hivx"} <= _datasets(extractor, text)


def test_bracketed_examples_of_what_methods_are_for_are_methods(extractor):
    text = ("In our experiments, the renderer outperforms view synthesis methods for sparse "
            "panoramas (e.g., PanoNetA) and perspective images (e.g., RayNetB, GridNetC).")
    found = run(extractor, text).mentions
    assert not {"RayNetB", "GridNetC"} & {m.text for m in found if m.type == "Dataset"}
    assert {"RayNetB", "GridNetC"} <= {m.text for m in found if m.type == "Method"}
