"""Main-task choice of session 31 (kg.extract.roles_title, ``_title_specific_main``): the
main task takes the modifiers that the title puts before it when the abstract writes them
before it too (before the task's own words, its acronym or its initials); grading words,
coined names, gerunds, means and the kind of a method do not narrow it. Sentences and
titles are written for these tests."""
from __future__ import annotations

from kg.extract import roles_title
from kg.extract.roles_title import TitleTaskRules
from tests.factories import main_task, run

STEER = ("Text generation with language models is hard to steer. We give a decoding rule that weighs "
         "the outputs of two models, which makes {} text generation cheap. Experiments on toxicity "
         "and sentiment show gains.")


def test_title_modifier_repeated_in_the_abstract_narrows_the_main_task(extractor):
    ex = run(extractor, STEER.format("controlled"), title="Controlled Text Generation by Weighted Decoding")
    assert main_task(ex) == "controlled text generation"
    m = next(m for m in ex.mentions if m.main)
    assert m.source == "abstract" and m.rule == "task-title-specific"
    assert ex.clean.text[m.start:m.end] == m.text
    # the general task stays a task of the paper
    assert any(t.text == "text generation" and not t.main for t in ex.mentions if t.type == "Task")


def test_switch_off_keeps_the_general_task(extractor, monkeypatch):
    monkeypatch.setattr(roles_title, "TITLE_SPECIFIC_MAIN", False)
    ex = run(extractor, STEER.format("controlled"), title="Controlled Text Generation by Weighted Decoding")
    assert main_task(ex) == "text generation"


def test_a_grading_title_word_does_not_narrow_the_main_task(extractor):
    ex = run(extractor, STEER.format("scalable"), title="Scalable Text Generation by Weighted Decoding")
    assert main_task(ex) == "text generation"


def test_title_modifiers_words():
    for word in ("Scalable", "Efficient", "Tight", "FedGame", "LLM", "Diffusion-Based", "Guided", "Improving",
                 "Real-World", "with"):
        assert not TitleTaskRules._title_modifier(word), word
    for word in ("Multi-Instance", "Episodic", "Controlled", "High-Dimensional", "Evolving"):
        assert TitleTaskRules._title_modifier(word), word


def test_modifier_before_the_acronym_gives_the_title_phrase(extractor):
    text = ("Uncertainty estimation (UE) is central to the safe use of classifiers. We study multi-instance "
            "UE, where one label covers a bag of inputs. We propose a residual learning scheme and show "
            "that it beats ensembles on four benchmarks.")
    title = "Residual Learning for Multi-Instance Uncertainty Estimation"
    ex = run(extractor, text, title=title)
    # since session 41 the abstract's own phrase, modifiers and acronym, takes the title's place
    # (rule task-title-acronym: the title spells the acronym out after the same modifiers)
    assert main_task(ex) == "multi-instance UE"
    m = next(m for m in ex.mentions if m.main)
    assert m.source == "abstract" and m.rule == "task-title-acronym" and text[m.start:m.end] == m.text


def test_modifier_before_the_initials_gives_the_title_phrase(extractor):
    text = ("Reinforcement learning (RL) agents need many episodes to learn. In episodic RL the return "
            "arrives only at the end of an episode. We propose a step-wise credit rule for reinforcement "
            "learning and test it on five control suites.")
    ex = run(extractor, text, title="Step-Wise Credit for Episodic Reinforcement Learning")
    assert main_task(ex) == "Episodic Reinforcement Learning"


def test_a_modifier_of_the_method_kind_does_not_narrow(extractor):
    text = ("Uncertainty estimation (UE) is central to the safe use of classifiers. We propose a "
            "multi-instance UE framework that reuses one network, and show that it beats ensembles on "
            "four benchmarks.")
    ex = run(extractor, text, title="Residual Learning for Multi-Instance Uncertainty Estimation")
    assert main_task(ex) != "Multi-Instance Uncertainty Estimation"
