"""Entity resolution, session 18: a method written with a generic head word ("X methods",
"X algorithm", "X prompting", "X models") is the method written without it where one paper
writes both; "X networks", "X-based methods", "model" after an activity, a name with a
modifier before it, another type, and pairs written only by different papers stay apart
(kg.resolve._join_generic_heads). The names are made up."""
from kg.resolve import _ACTIVITY_END, resolve
from tests.factories import acronym, extraction, mention


def _paper(pid, text, *names, type_="Method", acronyms=()):
    """One paper whose abstract is ``text``, with a mention of each name (first occurrence)."""
    return extraction(pid, text, mentions=[mention(n, text, type_, "used") for n in names],
                      acronyms=[acronym(s, l, text) for s, l in acronyms])


def _same(res, pid, a, b, type_="Method"):
    ka, kb = res.key(pid, type_, a), res.key(pid, type_, b)
    assert ka is not None and kb is not None
    return ka == kb


def test_a_head_word_after_a_name_the_paper_writes_alone_is_that_method():
    for head in ("methods", "algorithm", "approaches", "techniques", "prompting", "models"):
        text = f"We study glimmer diffusion. Existing glimmer diffusion {head} are slow."
        res = resolve([_paper("p0", text, "glimmer diffusion", f"glimmer diffusion {head}")])
        assert _same(res, "p0", "glimmer diffusion", f"glimmer diffusion {head}"), head
        assert len(res.entities) == 1


def test_an_acronym_with_a_head_joins_its_spelt_out_name():
    text = ("Tessellated recall (TR) helps. We compare TR prompting with tessellated recall "
            "on puzzles. Plain tessellated recall fails.")
    ex = _paper("p0", text, "TR prompting", "tessellated recall", acronyms=[("TR", "Tessellated recall")])
    res = resolve([ex])
    assert _same(res, "p0", "TR prompting", "tessellated recall")
    entity = res.entities[res.key("p0", "Method", "tessellated recall")]
    assert entity.label == "tessellated recall"
    assert "TR prompting" in entity.alt_labels


def test_the_join_holds_across_the_build_once_one_paper_writes_both():
    papers = [
        _paper("p0", "We use quill descent here.", "quill descent"),
        _paper("p1", "Quill descent algorithms converge.", "Quill descent algorithms"),
        _paper("p2", "Quill descent is old. Quill descent algorithms are many.",
               "Quill descent", "Quill descent algorithms"),
    ]
    res = resolve(papers)
    key = res.key("p0", "Method", "quill descent")
    assert res.key("p1", "Method", "Quill descent algorithms") == key
    assert res.entities[key].papers == ["p0", "p1", "p2"]


def test_pairs_written_only_by_different_papers_stay_apart():
    # (session 43: a method head after a name of two words joins across papers too,
    # kg.resolve._join_head_variants, tests/test_resolve43.py; "model" after a name that
    # names no kind of model still needs one paper writing both)
    papers = [
        _paper("p0", "We use quill descent here.", "quill descent"),
        _paper("p1", "Quill descent models converge.", "Quill descent models"),
    ]
    res = resolve(papers)
    assert res.key("p0", "Method", "quill descent") != res.key("p1", "Method", "Quill descent models")
    assert len(res.entities) == 2


def test_a_network_of_a_thing_is_no_thing():
    text = "Lumen units are smooth. Deep lumen networks use them."
    res = resolve([_paper("p0", text, "Lumen units", "lumen networks")])
    assert not _same(res, "p0", "Lumen units", "lumen networks")
    text = "We study braid. Braid networks generalise."
    res = resolve([_paper("p0", text, "braid", "Braid networks")])
    assert not _same(res, "p0", "braid", "Braid networks")


def test_methods_based_on_a_thing_are_no_thing():
    text = "We revisit braid. Many braid-based methods exist."
    res = resolve([_paper("p0", text, "braid", "braid-based methods")])
    assert not _same(res, "p0", "braid", "braid-based methods")


def test_models_after_an_activity_stay_apart_other_heads_do_not():
    text = "We study plank tuning. Plank tuning models drift. Plank tuning methods vary."
    res = resolve([_paper("p0", text, "plank tuning", "Plank tuning models", "Plank tuning methods")])
    assert not _same(res, "p0", "plank tuning", "Plank tuning models")
    assert _same(res, "p0", "plank tuning", "Plank tuning methods")
    text = "We study risk flattening. Risk flattening models fail."
    res = resolve([_paper("p0", text, "risk flattening", "Risk flattening models")])
    assert not _same(res, "p0", "risk flattening", "Risk flattening models")
    text = "We study risk quantisation. Risk quantisation models fail."
    res = resolve([_paper("p0", text, "risk quantisation", "Risk quantisation models")])
    assert not _same(res, "p0", "risk quantisation", "Risk quantisation models")


def test_the_activity_ending():
    assert _ACTIVITY_END.search("planktuning")
    assert _ACTIVITY_END.search("riskminimization")
    assert _ACTIVITY_END.search("riskminimisation")
    assert not _ACTIVITY_END.search("glimmerdiffusion")
    assert not _ACTIVITY_END.search("segmentanything")  # (a pronoun in "-thing")


def test_a_modifier_before_a_name_makes_another_method():
    text = "We study the vellum decoder. A sparse vellum decoder is faster."
    res = resolve([_paper("p0", text, "vellum decoder", "sparse vellum decoder")])
    assert not _same(res, "p0", "vellum decoder", "sparse vellum decoder")


def test_types_stay_part_of_identity():
    text = "We address glimmer sorting. Glimmer sorting methods are slow."
    ex = extraction("p0", text, mentions=[mention("glimmer sorting", text, "Task", "addressed"),
                                          mention("Glimmer sorting methods", text, "Method", "used")])
    res = resolve([ex])
    assert res.key("p0", "Task", "glimmer sorting") != res.key("p0", "Method", "Glimmer sorting methods")
    assert len(res.entities) == 2


def test_the_result_does_not_depend_on_paper_order():
    papers = [
        _paper("p0", "Quill descent is old. Quill descent algorithms are many.",
               "Quill descent", "Quill descent algorithms"),
        _paper("p1", "We study glimmer sampling. Glimmer sampling techniques vary.",
               "glimmer sampling", "Glimmer sampling techniques"),
        _paper("p2", "Glimmer sampling techniques and quill descent.", "Glimmer sampling techniques",
               "quill descent"),
    ]
    a, b = resolve(papers), resolve(papers[::-1])
    assert a.index == b.index
    assert {k: (e.label, e.alt_labels, e.papers) for k, e in a.entities.items()} == \
        {k: (e.label, e.alt_labels, e.papers) for k, e in b.entities.items()}
    assert len(a.entities) == 2
