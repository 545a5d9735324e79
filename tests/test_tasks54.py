"""Listed tasks of session 54 (``kg.extract.roles_tasks``): a bracket right after a plural noun
of tasks lists examples of them (``BRACKET_EXAMPLES``), so does a colon or a dash after one
(``COLON_EXAMPLES``), each member ending at a list joiner or the list's end; a gerund member that the tagger reads as an
adjective or a verb is a task in a list of tasks (``EXAMPLE_GERUNDS``); a task acronym of the
field listed alone is one (``EXAMPLE_TASK_ACRONYMS``). Such a listed task fills gaps only, never
stops the main-task fallbacks and is never the main task on that evidence alone
(``LISTED_EXAMPLE_TAG``). Abstracts here are written for these tests.
"""
from __future__ import annotations

import kg.extract.roles_tasks as RTK
from kg.records import Paper

TAIL = " We release the code."


def _extract(extractor, text: str, title: str | None = None):
    return extractor.extract(Paper(id="t", abstract=text + TAIL, title=title))


def _tasks(extractor, text: str, title: str | None = None) -> list[str]:
    return [m.text for m in _extract(extractor, text, title).mentions if m.type == "Task"]


BRACKET = ("We propose a compact audio encoder. It is tested on several speech tasks "
           "(transcription, diarization and keyword spotting).")


def test_a_bracket_after_tasks_lists_them(extractor):
    tasks = _tasks(extractor, BRACKET)
    assert "transcription" in tasks
    assert "diarization" in tasks
    assert "keyword spotting" in tasks


def test_switched_off_the_bracket_lists_nothing(extractor, monkeypatch):
    monkeypatch.setattr(RTK, "BRACKET_EXAMPLES", False)
    tasks = _tasks(extractor, BRACKET)
    assert "transcription" not in tasks and "diarization" not in tasks


def test_a_bracket_of_one_member_names_no_task(extractor):
    # one thing in the bracket is a gloss, no list of examples
    text = "We propose a compact audio encoder. It does well on speech tasks (transcription)."
    assert "transcription" not in _tasks(extractor, text)


COLON = ("We propose a sparse sequence model. It is evaluated on three tabular tasks: "
         "imputation, refinement, and anomaly scoring.")


def test_a_colon_after_tasks_lists_them(extractor):
    tasks = _tasks(extractor, COLON)
    assert "imputation" in tasks and "refinement" in tasks


def test_switched_off_the_colon_reads_the_stricter_list_only(extractor, monkeypatch):
    monkeypatch.setattr(RTK, "COLON_EXAMPLES", False)
    assert "refinement" not in _tasks(extractor, COLON)


def test_a_colon_before_one_thing_names_no_task(extractor):
    # the member must end at a list joiner or the list's end: "lookup | from a cached table"
    text = ("We propose a sparse sequence model for tabular tasks: nearest row lookup from a "
            "cached table.")
    assert "nearest row lookup" not in _tasks(extractor, text)
    assert "imputation" not in _tasks(extractor, "We propose a sparse sequence model. It serves "
                                                 "two tabular tasks: imputation.")


def test_members_after_a_task_noun_must_name_a_process(extractor):
    # "forecasting tasks (rainfall, flooding risk, ...)": the members are what is forecast
    text = ("We propose a sparse sequence model. It handles four forecasting tasks "
            "(rainfall, wind speed, river discharge, and cloud cover height).")
    tasks = _tasks(extractor, text)
    assert "rainfall" not in tasks and "wind speed" not in tasks


def test_a_member_cut_inside_is_not_listed(extractor):
    text = ("We propose a sparse sequence model. It is evaluated on two problems: recovery of "
            "hidden partitions and learning mixtures of experts.")
    assert "recovery" not in _tasks(extractor, text)


GERUNDS = ("We propose a diffusion prior for photos. It handles restoration tasks such as "
           "denoising, deraining, and relighting.")


def test_gerund_members_of_a_list_of_tasks(extractor):
    tasks = _tasks(extractor, GERUNDS)
    assert "deraining" in tasks
    assert "relighting" in tasks


def test_switched_off_gerund_members_are_left(extractor, monkeypatch):
    monkeypatch.setattr(RTK, "EXAMPLE_GERUNDS", False)
    tasks = _tasks(extractor, GERUNDS)
    assert "deraining" not in tasks and "relighting" not in tasks


def test_two_gerunds_sharing_an_object_are_no_member(extractor):
    text = ("We propose a scoring rule for labels. It helps tasks such as detecting and "
            "repairing noisy labels.")
    assert "detecting" not in _tasks(extractor, text)


def test_a_task_acronym_is_listed(extractor):
    text = ("We propose a small vision-language model. It is evaluated on tasks such as image "
            "classification, captioning, VQA and retrieval.")
    tasks = _tasks(extractor, text)
    assert "VQA" in tasks and "captioning" in tasks


def test_a_listed_task_is_never_the_main_task_and_keeps_the_title_fallback(extractor):
    text = ("Our approach maps one network's latent space onto another one. It works in two "
            "downstream tasks (classification, reconstruction).")
    ex = _extract(extractor, text, title="Latent Bridge Translation between Encoders")
    tasks = [m.text for m in ex.mentions if m.type == "Task"]
    main = [m.text for m in ex.mentions if m.type == "Task" and m.main]
    assert "classification" in tasks and "reconstruction" in tasks
    assert main and main[0] not in ("classification", "reconstruction")
