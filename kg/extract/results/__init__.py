"""Numeric results stated in abstracts: value, range, unit, metric and dataset.

A pattern-based reader in the tradition of the rule-based quantity taggers of
information-extraction work on scientific text (e.g. Hou et al., 2019, "Identification of
Tasks, Datasets, Evaluation Metrics, and Numeric Scores for Scientific Leaderboards
Construction", ACL, whose (task, dataset, metric, score) tuple this package fills from one
sentence, and the unit grammar of grobid-quantities, Foppiano et al., 2019). Steps, one
module each (the details are in each module's docstring):

1. **Numbers** (:mod:`kg.extract.results.numbers`, :func:`find_numbers`): every decimal
   number that stands alone, with its sign, a unit and a second number when it is a range;
   multipliers written in words (``seven-fold``, ``an order of magnitude``;
   :func:`multiplier_value`) and powers of ten.
2. **Change phrases** (:mod:`kg.extract.results.find`): ``from A to B`` after a verb of
   change and ``A → B`` are one result whose value is B; elsewhere ``from A to B`` is a range.
3. **Metric attachment**: the metric phrase right after the value
   (:mod:`kg.extract.results.metric_after`), else the last one before it in the same clause
   (:mod:`kg.extract.results.metric_before`); a value without a metric may inherit the
   previous value's, and a percentage the abstract's only measure when the abstract names
   exactly one (:mod:`kg.extract.results.find`). A metric phrase never holds the clause's
   finite verb: given the tagger's verbs (``find_results(..., verbs=...)``), "while LoRA
   degrades accuracy by 2.3%" gives "accuracy"
   (:func:`~kg.extract.results.metric_before.metric_without_finite_verb`).
4. **Dataset attachment** (:mod:`kg.extract.results.datasets`): a dataset span of the same
   sentence, else a proper name in brackets or after ``on``/``across``; a result whose
   sentence names no dataset takes the one test set the sentence before names, or, in an
   abstract whose only dataset is the benchmark it proposes, that benchmark.
5. **Filters** (:mod:`kg.extract.results.filters`): counts (also what a data set
   "includes" or "contains"), years, model sizes, settings (also one restated in brackets: "with a
   low poisoning rate (1%)") and proportions or multiples of an input ("10% of the data", "10x
   synthetic data") are no results; whether a value is a change (also an "additional" / "extra" amount), and its
   direction: :mod:`kg.extract.results.change`.
6. **Lists and repeats** (:mod:`kg.extract.results.lists`): slash-listed values,
   ``respectively``, ``from A1, A2 to B1, B2``; a result stated again is reported once.
7. **Attribution** (:mod:`kg.extract.results.attribution`): whose value a result is
   (``Result.method``), when the sentence says so; precision first.
8. **Scope** (:mod:`kg.extract.results.scope`): how far a value's words reach: a shared
   "by" over coordinated values, change words after a metric, a time taken after a quality,
   "on these two datasets", and a baseline's numbers in an opening comparing clause (left out).
9. **Setting** (:mod:`kg.extract.results.setting`): the benchmark setting the sentence states
   (a resolution after a dataset name, "10 NFE" / "4 steps", "(un)conditional", "zero-shot" /
   "5-shot"), kept as the result's ``setting``, not as another dataset (session 56).
10. **Bound** (:mod:`kg.extract.results.bound`): the hedge right before a value ("up to
   20%", "at least 22.2 points", "approximately 0%", "~9.6%"), kept as the result's
   ``bound`` (upper, lower, approximate; the graph's kgo:valueBound; session 58).

The word lists the steps share are in :mod:`kg.extract.results.words`; :func:`find_results`
(:mod:`kg.extract.results.find`) runs the steps over each sentence.

All functions are pure; offsets are character offsets into ``text``, half-open.
"""
from __future__ import annotations

from kg.extract.results.change import is_change  # (kg.extract.results.is_change, as before the split)
from kg.extract.results.find import find_results
from kg.extract.results.numbers import Number, find_numbers, multiplier_value

__all__ = ["find_results", "find_numbers", "multiplier_value", "Number"]
