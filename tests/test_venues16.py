"""One venue under two names (fourth user trial): BibTeX's booktitle "International
Conference on Machine Learning" and a CSV's "ICML 2024 poster" were two venue nodes. The
read stage maps the names of kg/data/venues.json to "<ACRONYM> <year>"."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg.read import ReadReport, canonical_venue, dedupe, read, venue_table

_ABS = "We propose {0}, a network for image classification, and evaluate {0} on CIFAR-10."


@pytest.mark.parametrize("value, year, expected", [
    ("International Conference on Machine Learning", 2024, "ICML 2024"),
    ("Proceedings of the 41st International Conference on Machine Learning", 2024, "ICML 2024"),
    ("Advances in Neural Information Processing Systems 36", 2023, "NeurIPS 2023"),
    ("Advances in Neural Information Processing Systems", None, "NeurIPS"),
    ("NIPS 2017", None, "NeurIPS 2017"),
    ("NIPS", 2016, "NeurIPS 2016"),
    ("ICML'24", None, "ICML 2024"),
    ("AAAI-24", None, "AAAI 2024"),
    ("In Proceedings of the Thirty-Seventh AAAI Conference on Artificial Intelligence", 2023, "AAAI 2023"),
    ("IEEE/CVF Conference on Computer Vision and Pattern Recognition (CVPR)", 2022, "CVPR 2022"),
    ("Proceedings of the 61st Annual Meeting of the Association for Computational Linguistics "
     "(Volume 1: Long Papers)", 2023, "ACL 2023"),
    ("The Twelfth International Conference on Learning Representations", 2024, "ICLR 2024"),
    ("Proceedings of the 29th ACM SIGKDD Conference on Knowledge Discovery and Data Mining", 2023, "KDD 2023"),
    ("icml", 2024, "ICML 2024"),
])
def test_names_of_a_known_venue_become_its_acronym_and_year(value, year, expected) -> None:
    assert canonical_venue(value, year) == expected


@pytest.mark.parametrize("value, year", [
    ("ICML", 2026),  # already the acronym: the year is added by Paper.venue_label
    ("ICML 2024", 2024),
    ("ICML 2024 Workshop on Foo", 2024),  # a workshop is a venue of its own
    ("Findings of the Association for Computational Linguistics: EMNLP 2023", 2023),
    ("NeurIPS 2023 Datasets and Benchmarks Track", 2023),
    ("Proceedings of Machine Learning Research", 2024),
    ("Proceedings of the Workshop on Foo 2024", 2024),
    (None, 2024),
])
def test_other_venue_strings_stay_as_they_are(value, year) -> None:
    assert canonical_venue(value, year) == value


def test_the_table_says_where_its_names_come_from_and_their_licence() -> None:
    data = json.loads((Path(__import__("kg").__file__).parent / "data" / "venues.json").read_text())
    assert data["source"] and data["license"].startswith("CC0")
    acronyms = [v["acronym"] for v in data["venues"]]
    assert len(acronyms) == len(set(acronyms)) >= 30
    table = venue_table()
    assert table["nips"] == "NeurIPS" and table["international conference on machine learning"] == "ICML"


def test_bibtex_and_csv_name_one_venue(tmp_path: Path) -> None:
    bib = tmp_path / "refs.bib"
    bib.write_text("@inproceedings{a,\n  title = {A},\n  booktitle = {International Conference on "
                   "Machine Learning},\n  year = {2024},\n  abstract = {%s}\n}\n" % _ABS.format("ANet"),
                   encoding="utf-8")
    csv = tmp_path / "more.csv"
    csv.write_text('title,abstract,venue\nB,"%s",ICML 2024 poster\n' % _ABS.format("BNet"), encoding="utf-8")
    report = ReadReport()
    papers = list(dedupe(read([bib, csv], report=report), report))
    assert [p.venue_label for p in papers] == ["ICML 2024", "ICML 2024"]
