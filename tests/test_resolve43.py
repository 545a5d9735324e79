"""Entity resolution, session 43: duplicate nodes across papers.

* kg.resolve._join_head_variants: a method written with a generic head word joins the
  method written alone in another paper, where the head says nothing more ("X method",
  "X algorithm", "X approach", "X technique", "X framework" after two words, an activity or
  a coined name; "model" after a name of a kind of model; "network" after an architecture);
  "X models" of a part or property, "X networks" built of X, "X-based", one common word,
  and a coined name in other letters stay apart; the label is the bare name.
* kg.resolve._join_participle_variants: a defined long form ending in "-ed" joins the name
  written with "-ing" there ("supervised fine-tuned (SFT)" = "supervised fine-tuning").
* tools/duplicate_nodes.py: the groups it lists and how it counts them.

Every name and sentence is made up for these tests."""
from pathlib import Path

from kg.resolve import _head_variant_target, resolve
from tests.factories import acronym, extraction, mention
from tools.duplicate_nodes import coordinated_datasets, find_groups, reduce_name


def _paper(pid, text, *names, type_="Method", acronyms=()):
    """One paper whose abstract is ``text``, with a mention of each name (first occurrence)."""
    role = {"Metric": "metric", "Dataset": "dataset", "Method": "used", "Task": "task"}[type_]
    return extraction(pid, text, mentions=[mention(n, text, type_, role) for n in names],
                      acronyms=[acronym(s, l, text) for s, l in acronyms])


def _pair(bare, variant):
    """Two papers: one writes ``bare``, the other ``variant``; their resolution."""
    return resolve([_paper("p0", f"We rely on {bare} for the sweep.", bare),
                    _paper("p1", f"Prior {variant} were slow on the lattice.", variant)])


def _joined(res, bare, variant):
    return res.key("p0", "Method", bare) == res.key("p1", "Method", variant)


def test_method_heads_join_the_bare_method_of_another_paper():
    for head in ("methods", "algorithm", "approaches", "techniques", "framework"):
        res = _pair("lattice annealing", f"lattice annealing {head}")
        assert _joined(res, "lattice annealing", f"lattice annealing {head}"), head
        entity = res.entities[res.key("p0", "Method", "lattice annealing")]
        assert entity.label == "lattice annealing"
        assert f"lattice annealing {head}" in entity.alt_labels
        assert entity.papers == ["p0", "p1"]


def test_the_bare_name_is_the_label_even_where_the_variant_has_more_papers():
    papers = [_paper("p0", "We rely on lattice annealing for the sweep.", "lattice annealing")]
    papers += [_paper(f"p{i}", "Lattice annealing algorithms were slow.", "Lattice annealing algorithms")
               for i in range(1, 4)]
    res = resolve(papers)
    entity = res.entities[res.key("p0", "Method", "lattice annealing")]
    assert res.key("p2", "Method", "Lattice annealing algorithms") == entity.key
    assert entity.label == "lattice annealing"


def test_one_activity_word_joins_one_common_word_does_not():
    res = _pair("tempering", "tempering methods")
    assert _joined(res, "tempering", "tempering methods")
    res = _pair("lattice", "lattice algorithms")
    assert not _joined(res, "lattice", "lattice algorithms")


def test_a_coined_name_joins_as_written():
    res = _pair("QuillAvg", "QuillAvg algorithm")
    assert _joined(res, "QuillAvg", "QuillAvg algorithm")
    res = _pair("Top-q", "Top-Q techniques")
    assert not _joined(res, "Top-q", "Top-Q techniques")


def test_small_letters_do_not_join_a_coined_name_in_capitals():
    res = _pair("Braid Flow", "braid flow approaches")
    assert not _joined(res, "Braid Flow", "braid flow approaches")


def test_model_after_a_kind_of_model_joins():
    for bare in ("sparse lasso regression", "gamma mixture", "folded transformer", "ribbon neural network"):
        res = _pair(bare, f"{bare} models")
        assert _joined(res, bare, f"{bare} models"), bare


def test_model_after_a_part_or_property_stays_apart():
    for bare in ("latent tether", "proxy reward", "ribbon attention", "soft consistency"):
        res = _pair(bare, f"{bare} models")
        assert not _joined(res, bare, f"{bare} models"), bare


def test_network_joins_only_an_architecture():
    res = _pair("folded transformer", "folded transformer networks")
    assert _joined(res, "folded transformer", "folded transformer networks")
    for bare in ("ribbon attention", "glimmer convolution"):
        res = _pair(bare, f"{bare} networks")
        assert not _joined(res, bare, f"{bare} networks"), bare


def test_based_and_other_types_stay_apart():
    res = _pair("lattice annealing", "lattice annealing-based methods")
    assert not _joined(res, "lattice annealing", "lattice annealing-based methods")
    res = resolve([_paper("p0", "We study lattice annealing here.", "lattice annealing", type_="Task"),
                   _paper("p1", "Lattice annealing methods are slow.", "Lattice annealing methods")])
    assert res.key("p0", "Task", "lattice annealing") != res.key("p1", "Method", "Lattice annealing methods")


def test_head_variant_target():
    # the bare form a head variant names, or None where the head says more
    assert _head_variant_target(["lattice", "annealing", "method"], "lattice annealing") == "lattice annealing"
    assert _head_variant_target(["annealing", "method"], "annealing") == "annealing"
    assert _head_variant_target(["lattice", "method"], "lattice") is None
    assert _head_variant_target(["lattice", "based", "method"], "lattice-based") is None
    assert _head_variant_target(["latent", "tether", "model"], "latent tether") is None


def test_a_participle_long_form_joins_the_activity():
    papers = [
        _paper("p0", "We apply guided re-tuning (GRT) to the encoder.", "guided re-tuning",
               acronyms=[("GRT", "guided re-tuning")]),
        _paper("p1", "The guided re-tuned (GRT) encoder wins.", "guided re-tuned",
               acronyms=[("GRT", "guided re-tuned")]),
        _paper("p2", "A single re-tuned (RT) decoder follows.", "re-tuned", acronyms=[("RT", "re-tuned")]),
        _paper("p3", "Plain re-tuning helps too.", "re-tuning"),
    ]
    res = resolve(papers)
    grt = res.key("p0", "Method", "guided re-tuning")
    assert res.key("p1", "Method", "guided re-tuned") == grt
    assert res.entities[grt].label == "guided re-tuning"
    rt = res.key("p3", "Method", "re-tuning")
    assert res.key("p2", "Method", "re-tuned") == rt
    assert res.entities[rt].label == "re-tuning"


def test_a_participle_before_a_noun_or_another_short_form_stays_apart():
    papers = [
        _paper("p0", "We release re-tuned encoders (RTE) for speech.", "re-tuned encoders",
               acronyms=[("RTE", "re-tuned encoders")]),
        _paper("p1", "A re-tuning encoder follows.", "re-tuning encoder"),
        _paper("p2", "We use guided re-tuned (GR) weights.", "guided re-tuned", acronyms=[("GR", "guided re-tuned")]),
        _paper("p3", "Guided re-tuning (GT) is known.", "Guided re-tuning", acronyms=[("GT", "Guided re-tuning")]),
    ]
    res = resolve(papers)
    assert res.key("p0", "Method", "re-tuned encoders") != res.key("p1", "Method", "re-tuning encoder")
    assert res.key("p2", "Method", "guided re-tuned") != res.key("p3", "Method", "Guided re-tuning")


def _table(tmp_path: Path, rows):
    path = tmp_path / "entities.csv"
    lines = ["iri,type,label,aliases,papers,exact_matches,close_matches,broad_matches"]
    lines += [f"x:{i},{t},{label},{aliases},{n},,," for i, (t, label, aliases, n) in enumerate(rows)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_finder_groups_heads_inflections_and_modifiers(tmp_path):
    from tools.duplicate_nodes import read_table
    rows = read_table(_table(tmp_path, [
        ("Method", "lattice annealing", "", 3), ("Method", "lattice annealing models", "", 1),
        ("Method", "guided re-tuning", "GRT", 4), ("Method", "guided re-tuned", "GRT", 1),
        ("Task", "glimmer segmentation", "", 2), ("Task", "benchmark glimmer segmentation", "", 1),
        ("Method", "CL", "", 2), ("Method", "contrastive lattice", "CL methods", 1),
        ("Method", "quill methods", "", 1), ("Method", "quill algorithms", "", 1),
        ("Dataset", "FOO10/100", "", 1), ("Dataset", "FOO-10", "", 3),
    ]))
    groups = {tuple(n["label"] for n in g["nodes"]): (g["classes"], g["bare"]) for g in find_groups(rows)}
    assert groups[("lattice annealing", "lattice annealing models")] == (["head"], True)
    assert groups[("guided re-tuning", "guided re-tuned")] == (["inflection"], True)
    assert groups[("glimmer segmentation", "benchmark glimmer segmentation")] == (["modifier"], True)
    assert groups[("quill algorithms", "quill methods")] == (["head"], False)
    assert not any("CL" in labels for labels in groups)  # (a short form with a head word)
    coord = coordinated_datasets(rows)
    assert coord == [{"label": "FOO10/100", "papers": 1, "parts": ["FOO10", "FOO100"], "existing": ["FOO-10", None]}]


def test_reduce_name():
    assert reduce_name("benchmark glimmer segmentation tasks")[:3] == ("glimmersegmentation", ("benchmark",), ("task",))
    assert reduce_name("supervised fine-tuned")[0] == reduce_name("Supervised Fine-Tuning")[0]


def test_standard_before_a_method_is_that_method():
    res = _pair("glimmer message passing", "standard glimmer message passing")
    assert _joined(res, "glimmer message passing", "standard glimmer message passing")
    entity = res.entities[res.key("p0", "Method", "glimmer message passing")]
    assert entity.label == "glimmer message passing"
    res = resolve([_paper("p0", "We lower the quill error here.", "quill error", type_="Metric"),
                   _paper("p1", "The standard quill error drops.", "standard quill error", type_="Metric")])
    assert res.key("p0", "Metric", "quill error") != res.key("p1", "Metric", "standard quill error")


def test_a_coined_name_read_as_a_short_form_joins_through_its_spelling():
    papers = [_paper("p0", "Quilted averaging (QuiltAvg) merges clients.", "Quilted averaging", "QuiltAvg",
                     acronyms=[("QuiltAvg", "Quilted averaging")]),
              _paper("p1", "We compare with QuiltAvg on the lattice.", "QuiltAvg"),
              _paper("p2", "The QuiltAvg algorithm diverges here.", "QuiltAvg algorithm")]
    res = resolve(papers)
    assert res.key("p2", "Method", "QuiltAvg algorithm") == res.key("p1", "Method", "QuiltAvg")
