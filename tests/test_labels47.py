"""A label is in the singular where some paper writes the name so, also when the most frequent
spelling is a plural with a first capital ("Transformers", a sentence's first word): before
session 47 the singular rule read only plurals in small letters, and such a node kept the
label "transformers" although papers wrote "transformer". A name with a modifier stays its
own node ("graph transformers" is no "transformer")."""
from __future__ import annotations

import pytest

from kg.resolve import _singular_name, resolve
from tests.factories import extraction, mention


def _method_paper(pid: str, text: str, *names: str):
    return extraction(pid, text, mentions=[mention(n, text, "Method", "used") for n in names])


def _resolved():
    texts = [
        ("q1", "Recurrent models are slow. Transformers scale to long inputs with attention.", "Transformers"),
        ("q2", "Sparse routing helps. Transformers learn parity with curricula.", "Transformers"),
        ("q3", "Depth matters. Transformers count tokens in context.", "Transformers"),
        ("q4", "We compress a pretrained transformer with low-rank factors.", "transformer"),
        ("q5", "Our probe reads the residual stream of transformers trained on code.", "transformers"),
    ]
    exs = [_method_paper(pid, text, name) for pid, text, name in texts]
    text = "Molecules are graphs. Graph transformers encode rings with attention."
    exs.append(_method_paper("q6", text, "Graph transformers"))
    return resolve(exs)


def test_a_capitalised_plural_majority_is_labelled_in_the_singular_a_paper_writes():
    res = _resolved()
    node = res.entities[res.key("q1", "Method", "Transformers")]
    assert node.label == "transformer"
    assert res.key("q4", "Method", "transformer") == res.key("q1", "Method", "Transformers")


def test_a_modified_name_is_not_merged_into_its_head():
    res = _resolved()
    graph = res.key("q6", "Method", "Graph transformers")
    assert graph != res.key("q1", "Method", "Transformers")
    assert res.entities[graph].label == "graph transformers"  # no paper writes it in the singular


@pytest.mark.parametrize("label, names, expected", [
    ("Transformers", {"Transformers": 4, "transformer": 1}, "Transformer"),
    ("Diffusion Policies", {"Diffusion Policies": 2, "diffusion policy": 1}, "Diffusion Policy"),
    ("Transformers", {"Transformers": 4, "transformers": 2}, "Transformers"),   # no singular written
    ("GFlowNets", {"GFlowNets": 3, "GFlowNet": 1}, "GFlowNets"),                 # a capital inside: a name
    ("Mixture-of-Experts", {"Mixture-of-Experts": 2, "Mixture-of-Expert": 1}, "Mixture-of-Experts"),
    ("Dynamics", {"Dynamics": 2, "dynamics": 1}, "Dynamics"),                    # no singular written
])
def test_the_singular_rule_reads_a_first_capital(label, names, expected):
    assert _singular_name(label, names) == expected
