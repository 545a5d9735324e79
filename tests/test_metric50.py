"""Session 50 (metric50): numbers grouped by spaces, metric
acronyms that name a method, and a measure bound to its value across ", e.g.,"."""
from __future__ import annotations

import pytest

from kg.extract import Extractor
from kg.extract import roles_datasets as RD
from kg.extract.results import metric_before as MB
from kg.extract.results.numbers import find_numbers
from kg.records import Paper


@pytest.fixture(scope="module")
def extractor() -> Extractor:
    return Extractor()


def metrics(extractor: Extractor, text: str) -> set[str]:
    e = extractor.extract(Paper(id="m50", title="", abstract=text))
    return {m.text for m in e.mentions if m.type == "Metric"}


def results(extractor: Extractor, text: str) -> list[tuple]:
    e = extractor.extract(Paper(id="m50", title="", abstract=text))
    return [(r.value, r.value_max, r.unit, r.metric) for r in e.results]


# ---------------------------------------------------------------- numbers grouped by spaces
def test_space_grouped_thousands_are_one_number():
    found = find_numbers("It runs 12 500 queries and is 3 000x faster.")
    assert [(n.value, n.unit) for n in found] == [("12,500", None), ("3,000", "x")]


def test_latex_thin_space_number_is_one_value(extractor):
    # kg.clean turns "$10\,000$" into "10 000"
    assert results(extractor, r"Our sampler is over $10\,000$ times faster than the exact solver.") == [
        ("10,000", None, "x", None)]


def test_space_grouped_number_keeps_its_decimals_and_range():
    assert [(n.value, n.value_max) for n in find_numbers("between 1 250.5-2 000 units")] == [("1,250.5", "2,000")]


def test_space_before_a_longer_digit_run_parts_two_numbers():
    # "10 0000" has a group of four digits: no thousands grouping
    assert [n.value for n in find_numbers("from 10 0000 items")] == ["10", "0000"]


def test_comma_thousands_and_e_notation_unchanged():
    assert [n.value for n in find_numbers("1,000 steps with rate 1e-3")] == ["1,000", "0.001"]


# ---------------------------------------------------------------- an acronym that names a method
def test_acronym_before_style_suffix_and_method_head_is_no_metric(extractor):
    found = metrics(extractor, "We adopt MAE-style pretraining for the point cloud encoder.")
    assert "MAE" not in found


def test_acronym_before_framework_is_no_metric(extractor):
    assert "EM" not in metrics(extractor, "Parameters are fitted within a variational EM framework.")


def test_acronym_as_measure_is_kept(extractor):
    found = metrics(extractor, "The forecaster lowers the MAE to 0.31 and keeps low MSE policy estimates.")
    assert {"MAE", "MSE"} <= found


# ---------------------------------------------------------------- a measure across ", e.g.,"
def test_metric_bound_across_comma_example(extractor):
    out = results(extractor, "The probe improves recall substantially, e.g., 7.4% on our held-out split.")
    assert ("7.4", None, "%", "recall") in out


def test_metric_bound_across_comma_example_from_to(extractor):
    out = results(extractor, "Our fix reduces the false alarm rate markedly, e.g., from 9.1% to 2.2% on the logs.")
    assert [r[3] for r in out if r[0] == "2.2"] == ["false alarm rate"]


def test_comma_example_switch_off(extractor, monkeypatch):
    monkeypatch.setattr(MB, "EXAMPLE_AFTER_COMMA", False)
    out = results(extractor, "The probe improves recall substantially, e.g., 7.4% on our held-out split.")
    assert ("7.4", None, "%", "recall") not in out
