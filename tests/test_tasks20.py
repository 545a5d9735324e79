"""Session 20 task and method-used rules: a task mention must be a noun phrase that can
name a problem (not an adjective or participle alone, not a phrase cut at a verbal
participle, not the name of a method: an acronym the text defines for a method, a Papers
with Code method; roles_tasks.TaskRules._drop_non_problems), "allowing for X" gives X no
task position (roles_tasks._ENABLING_FOR_VERBS), a problem phrase stops at a verbal
participle with an object (roles_title._problem_phrase); names in brackets after a family
noun are methods used (roles_methods._names_listed_after_class: "OCE risks (CVaR, tilted
ERM)", "algorithms explored in the literature (Flooding, SoftAD)"); fragments as methods
used: a participle before a name ("the underpinning LLM"), a technique word without its noun
modifier ("rejection sampling strategy"), the capitalised tail of an acronym's long form
("Human Feedback"), the measure before a bracketed metric ("sample approximation (PSNR)").
Sentences written for these tests."""
from __future__ import annotations


from kg.records import Paper


def _extract(ex, text, title=None):
    return ex.extract(Paper(id="p", abstract=text, title=title, source="t"))


def _tasks(ext):
    return [m.text for m in ext.mentions if m.type == "Task"]


def _main(ext):
    return [m.text for m in ext.mentions if m.type == "Task" and m.main]


def _used(ext):
    return {m.text for m in ext.mentions if m.type == "Method" and m.role in ("used", "compared")}


def _methods(ext):
    return {m.text for m in ext.mentions if m.type == "Method"}


# ------------------------------------------------------------------ tasks that name no problem
def test_a_participial_adjective_from_the_title_is_no_task(ex):
    ext = _extract(ex, "Robot controllers must cope with unexpected terrain. We introduce TerraNet, an "
                       "algorithm that trains a critic to learn high-performing and diverse gaits. TerraNet "
                       "improves legged locomotion on four simulated robots.",
                   title="TerraNet: Learning High-Performing and Diverse Gaits")
    assert "high-performing" not in _tasks(ext)
    assert _main(ext) != ["high-performing"]


def test_a_phrase_cut_at_a_verbal_participle_is_no_task(ex):
    ext = _extract(ex, "This paper explores a novel alternating learning paradigm pursuing a balance between "
                       "the features of each modality. Current paradigms train all modalities at once.")
    assert not any(t.endswith("pursuing") for t in _tasks(ext))


def test_the_long_form_of_an_acronym_written_in_the_plural_is_no_task(ex):
    ext = _extract(ex, "Gated recurrent unit (GRU) is a basic component of many models, and recent GRU-based "
                       "architectures have achieved strong results. We show why stacked GRUs beat conventional "
                       "ones on molecule property prediction.",
                   title="Understanding the Gated Recurrent Unit")
    assert "Gated recurrent unit" not in _tasks(ext)
    assert _main(ext) == ["molecule property prediction"]


def test_the_long_form_of_an_activity_stays_a_task_beside_a_plural_acronym(ex):
    ext = _extract(ex, "Semidefinite programming (SDP) is a central problem class. We study how to solve "
                       "large SDPs with sketching.",
                   title="Scalable Semidefinite Programming")
    assert "Semidefinite programming" in _tasks(ext)


def test_an_acronym_that_the_text_calls_a_framework_is_no_task(ex):
    ext = _extract(ex, "We prove that Contrastive Policy Learning (CPL) obtains tighter regret bounds in "
                       "tabular Markov decision processes. Our results suggest that CPL is a promising "
                       "framework for sample-efficient exploration.",
                   title="Tighter Bounds for Contrastive Policy Learning")
    assert "Contrastive Policy Learning" not in _tasks(ext)


def test_a_papers_with_code_method_is_no_task(ex):
    ext = _extract(ex, "We study sharpness-aware minimization. We show that sharpness-aware minimization "
                       "converges for deep networks.")
    assert "sharpness-aware minimization" not in _tasks(ext)


def test_a_mathematical_formulation_is_no_task(ex):
    ext = _extract(ex, "This paper studies the alignment of language models with human preferences. We "
                       "consider a standard mathematical formulation, the regularized contextual bandit.")
    assert "mathematical formulation" not in _tasks(ext)


def test_what_a_model_allows_for_is_no_task(ex):
    ext = _extract(ex, "The decoder is conditioned on text prompts and timing embeddings, allowing for "
                       "fine control over the length of the generated clips.")
    assert "fine control" not in _tasks(ext)


def test_a_purpose_after_for_is_still_a_task(ex):
    ext = _extract(ex, "We propose GlyphNet, a network for handwritten text recognition. GlyphNet reads "
                       "historical letters.")
    assert "handwritten text recognition" in _tasks(ext)


# ------------------------------------------------------------------ methods used
def test_names_in_brackets_after_a_family_noun_are_methods_used(ex):
    ext = _extract(ex, "We study learning criteria ranging from robust risks (CVaR, tilted ERM) to criteria "
                       "underlying ascent-descent algorithms explored in the literature (Flooding, SoftAD).")
    used = _used(ext)
    assert {"CVaR", "tilted ERM", "Flooding", "SoftAD"} <= used


def test_a_single_bracketed_name_after_a_family_noun_is_no_list(ex):
    ext = _extract(ex, "We study robust risks (CVaR) and show when they collapse.")
    assert "CVaR" not in {m.text for m in ext.mentions if m.rule == "method-class-list"}


def test_a_participle_before_a_name_is_cut_from_the_method(ex):
    ext = _extract(ex, "Fine-tuning a vision model can cause forgetting of safety alignment learned by "
                       "the underpinning LLM.")
    assert "underpinning LLM" not in _methods(ext)


def test_a_noun_before_a_technique_stays_with_it(ex):
    ext = _extract(ex, "Earlier recipes include an iterative version of the baseline and a rejection sampling "
                       "strategy for offline scenarios.")
    used = _used(ext)
    assert "sampling" not in used
    assert "rejection sampling" in used


def test_a_plural_descriptor_in_an_own_sentence_keeps_the_noun(ex):
    ext = _extract(ex, "Here, we leverage weight pruning techniques to study modular structure in vision models.")
    assert "weight pruning" in _used(ext)


def test_the_own_variant_of_a_technique_keeps_the_technique_alone(ex):
    ext = _extract(ex, "We additionally present a per-client self-distillation approach where the best "
                       "sub-model teaches the others.")
    methods = _methods(ext)
    assert "per-client self-distillation" not in methods and "client self-distillation" not in methods


def test_the_tail_of_a_long_form_is_no_method(ex):
    ext = _extract(ex, "This paper studies the alignment of generative models with Reinforcement Learning "
                       "from Human Feedback (RLHF), and we propose ClipAlign.")
    assert "Human Feedback" not in _used(ext)


def test_a_measure_before_a_bracketed_metric_is_no_method(ex):
    ext = _extract(ex, "The solvers show a considerable improvement in sample approximation (PSNR) over "
                       "numerical ODE solvers.")
    assert "sample approximation" not in _methods(ext)
