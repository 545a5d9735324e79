"""Tests of kg.link, session 14: a broad or close match reached by dropping words is kept only
when the entity's words or its papers' context agree with the vocabulary term's sense (user
trial: image-to-image translation linked to the language task "Translation", sentence and
code embeddings to CSO's graph-theory "embeddings")."""
from __future__ import annotations

from kg.link import (_cso_sense_open, _cso_sense_refused, _cso_sense_words, _other_senses,
                     _pwc_sense_refused, link, link_with_stats)
from kg.records import Entity
from kg.vocab import cso_iri, pwc_tasks

PWCT = "https://paperswithcode.com/task/"
TRANSLATION = PWCT + "translation"
EMBEDDINGS = cso_iri("embeddings")


def ent(etype: str, label: str, *papers: str) -> Entity:
    return Entity(key=f"{etype.lower()}/{label}", type=etype, label=label, papers=list(papers or ("p0",)))


def matches(e: Entity) -> set[str]:
    return {*e.exact_matches, *e.close_matches, *e.broad_matches}


# --------------------------------------------------------------------------- Papers with Code


def test_other_senses_are_pwc_tasks_of_other_areas_holding_the_word_and_the_head() -> None:
    names = {t.name for t in _other_senses(TRANSLATION, "image")}
    assert "Image-to-Image Translation" in names
    assert all("Natural Language Processing" not in t.areas for t in _other_senses(TRANSLATION, "image"))
    assert _other_senses(TRANSLATION, "resource") == ()
    # a task's own subtask is no other sense of it, whatever its areas: PwC files "Extreme
    # Multi-Label Classification" (Methodology) under "Multi-Label Classification" (since
    # session 52 the variant of that name with data, 15 datasets, not "MUlTI-LABEL-ClASSIFICATION")
    multi_label = pwc_tasks()["multi label classification"]
    assert multi_label.name == "Multi-Label Classification" and "Methodology" in multi_label.areas
    assert not any("Extreme" in t.name for t in _other_senses(multi_label.iri, "extreme"))


def test_a_modifier_naming_another_area_refuses_the_broad_task() -> None:
    # "image" next to the head reads as PwC's Image-to-Image, Sketch-to-Image ... Translation
    assert _pwc_sense_refused(TRANSLATION, ("few", "shot", "image"), set(), set())
    few_shot = ent("Task", "few-shot image translation")
    link([few_shot])
    assert TRANSLATION not in matches(few_shot)


def test_a_modifier_of_the_same_sense_keeps_the_broad_task() -> None:
    assert not _pwc_sense_refused(TRANSLATION, ("low", "resource"), set(), set())
    low = ent("Task", "low-resource translation")
    link([low])
    assert TRANSLATION in low.broad_matches


def test_the_papers_context_decides_a_modifier_that_names_no_area() -> None:
    # the same name, once among vision links and once among language links
    vision = [ent("Task", "semi-supervised domain translation", "pv"), ent("Task", "image inpainting", "pv")]
    language = [ent("Task", "semi-supervised domain translation", "pl"), ent("Task", "machine translation", "pl")]
    link(vision)
    link(language)
    assert PWCT + "image-inpainting" in vision[1].exact_matches
    assert TRANSLATION not in matches(vision[0])
    assert TRANSLATION in language[0].broad_matches
    # without a word of the other sense in the context, no evidence: kept
    assert not _pwc_sense_refused(TRANSLATION, ("semi", "supervised", "domain"), {"Computer Vision"}, {"pixel"})
    assert _pwc_sense_refused(TRANSLATION, ("semi", "supervised", "domain"), {"Computer Vision"}, {"image"})
    # a context that shares an area with the task keeps it
    assert not _pwc_sense_refused(TRANSLATION, ("semi", "supervised", "domain"),
                                  {"Computer Vision", "Natural Language Processing"}, {"image"})


def test_an_exact_task_match_is_never_refused() -> None:
    i2i = ent("Task", "image-to-image translation")
    link([i2i])
    assert pwc_tasks()["image to image translation"].iri in i2i.exact_matches


# --------------------------------------------------------------------------- CSO


def test_cso_sense_words_come_from_the_topic_neighbourhood() -> None:
    words = _cso_sense_words("embeddings")
    assert "planar" in words and "embeddings" not in words
    assert _cso_sense_open("embeddings")
    assert not _cso_sense_open("clustering")  # under machine learning: its sense is ML's
    assert not _cso_sense_open("language model")  # more than one word


def test_cso_evidence_is_pooled_over_the_builds_uses() -> None:
    none = ({"contrastive", "sentence"}, set())
    planar = ({"outerplanar", "drawing"}, set())
    assert _cso_sense_refused([none, none, none, none], "embeddings")
    assert not _cso_sense_refused([planar, none], "embeddings")
    assert _cso_sense_refused([planar, none, none, none], "embeddings")  # 1 in 4 < 0.3
    # another CSO topic of the papers in the topic's branch is evidence too
    assert not _cso_sense_refused([({"x"}, {"planar graphs"})], "embeddings")


def test_a_one_word_cso_homonym_is_refused_and_its_chain_left_out() -> None:
    ents = [ent("Method", "contrastive sentence embeddings", "p1"), ent("Method", "code embeddings", "p2"),
            ent("Method", "molecule embeddings", "p3"), ent("Method", "transformer", "p1")]
    terms, stats = link_with_stats(ents)
    assert not any(EMBEDDINGS in matches(e) for e in ents)
    assert EMBEDDINGS not in terms and cso_iri("planar graphs") not in terms
    assert stats.cso_broad == 0


def test_a_one_word_cso_topic_in_its_own_sense_is_kept() -> None:
    ents = [ent("Method", "outerplanar embeddings", "q1"), ent("Task", "graph drawing", "q1"),
            ent("Method", "rectilinear embeddings", "q2"), ent("Task", "planarity testing", "q2")]
    terms, _ = link_with_stats(ents)
    assert EMBEDDINGS in ents[0].broad_matches and EMBEDDINGS in ents[2].broad_matches
    assert EMBEDDINGS in terms and cso_iri("planar graphs") in terms
