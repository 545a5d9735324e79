"""Proposals and entity types of session 52 (fixHprop): wrong "proposes" links and wrong types that a
user found on diffusion-model abstracts. Every sentence is written for these tests; the made-up names
("ZorbGen", "Zorb123", "ZORB-10M" ...) are in no gold file. Each rule is tested on and, through its
switch where the switch is read at run time, off.

* :data:`kg.extract.roles_proposals.METRICS_NOT_PROPOSED`: a known measure scored by the contribution
  ("achieving an FID (...) of 23.3") is no proposal; a new measure the cue names as one is.
* :data:`kg.extract.roles_proposals.PRIOR_WORK_NAMED`: "a recent method called X" is prior work.
* :data:`kg.extract.roles_proposals.MODIFIED_KNOWN_NOT_PROPOSED`: "we propose an efficient UNet" makes
  UNet a method used, no proposal.
* :data:`kg.extract.roles_proposals.USED_APPOSITIVES`: "we first use a ... model, X, to" uses X.
* :data:`kg.extract.roles_proposals.DATA_HEADS_NOT_PARTICIPLES`: "a text images dataset with OCR
  annotations, X" proposes the benchmark X.
* :data:`kg.extract.names.FRONTED_PARTICIPLES`: "Combining ZorbP and ZorbC, we ..." gives no name
  "Combining ZorbP".
* :data:`kg.extract.names.PARTICIPLE_ADJECTIVES`: "L2-regularized" is no name, so no dataset.
* :data:`kg.extract.roles.METRIC_NAMES_NOT_METHODS`: "the FID performance of" is no compared method.
* :data:`kg.extract.roles.MODEL_NAMES_NOT_TITLE_TASKS`: the title "Zorb Diffusion is Unstable" of a
  known model family gives no main task; "CLIP Training" still does.
* :data:`kg.extract.roles_datasets.SPECIFYING_LISTS`: "methods (i.e, A, B, and C)" are methods.
* :data:`kg.extract.roles_methods.OTHER_THAN_NOT_COMPARED`: "divergences other than the X" is no baseline.
"""
from __future__ import annotations

import kg.extract.names as nm
import kg.extract.roles as rr
import kg.extract.roles_methods as rm
import kg.extract.roles_proposals as rp
from kg.records import Paper


def _mentions(ex, text, title=None):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return {(m.type, m.role, m.text) for m in e.mentions}


def _proposed(ex, text, title=None):
    return {t for ty, r, t in _mentions(ex, text, title) if r in ("proposed", "benchmark")}


SCORED = ("Sampling from diffusion models is slow. With a new pipeline, we create, to our knowledge, the first "
          "one-step image generator with high image quality, achieving an FID (Fréchet Inception Distance) of "
          "23.3 on MS COCO. We call our one-step model ZorbGen.")
NEW_METRIC = ("Image metrics disagree with people. We propose a new metric, Fréchet Inception Distance "
              "(FID), that compares feature statistics of real and generated images.")


def test_scored_metric_not_proposed(ex):
    got = _mentions(ex, SCORED)
    assert not {"FID", "Fréchet Inception Distance"} & _proposed(ex, SCORED)
    assert ("Metric", "metric", "FID") in got


def test_scored_metric_switch(ex, monkeypatch):
    monkeypatch.setattr(rp, "METRICS_NOT_PROPOSED", False)
    assert "FID" in _proposed(ex, SCORED)


def test_new_metric_named_as_such_is_proposed(ex):
    assert "FID" in _proposed(ex, NEW_METRIC)


PRIOR = ("Image generators need many steps. In this paper, we explore a recent method called Zorb Flow, "
         "which has only been applied to small datasets. We propose PlonkGen, a one-step generator.")
NEW_CALLED = ("Image generators need many steps. In this paper, we propose a new method called Zorb Flow, "
              "which straightens the paths of the sampler.")


def test_recent_method_called_is_prior_work(ex):
    got = _proposed(ex, PRIOR)
    assert "Zorb Flow" not in got and "PlonkGen" in got


def test_recent_method_called_switch(ex, monkeypatch):
    monkeypatch.setattr(rp, "PRIOR_WORK_NAMED", False)
    assert "Zorb Flow" in _proposed(ex, PRIOR)


def test_new_method_called_is_proposed(ex):
    assert "Zorb Flow" in _proposed(ex, NEW_CALLED)


UNET = ("Text-to-image models are slow on phones. Specifically, we propose an efficient UNet by removing "
        "the redundant blocks of the original model. We test it on COCO.")


def test_modified_known_architecture_is_used(ex):
    got = _mentions(ex, UNET)
    assert "UNet" not in _proposed(ex, UNET)
    assert ("Method", "used", "UNet") in got


def test_modified_known_architecture_switch(ex, monkeypatch):
    monkeypatch.setattr(rp, "MODIFIED_KNOWN_NOT_PROPOSED", False)
    assert "UNet" in _proposed(ex, UNET)


def test_modified_known_then_named_keeps_old_reading(ex):
    # "a new U-Net, called ZorbNet": the name after it is still found
    assert "ZorbNet" in _proposed(ex, "Phones are slow. We propose a new U-Net, called ZorbNet, for phones.")


USED = ("Meshes from one image are slow to make. Given a single image, we first use a view-conditioned "
        "2D diffusion model, Zorb123, to generate multi-view images, and then lift them to 3D.")
TRAINED = ("Ranking images is hard. We leverage this dataset to train a CLIP-based scoring function, "
           "PlonkScore, which predicts human preferences.")


def test_used_appositive_is_no_proposal(ex):
    got = _mentions(ex, USED)
    assert "Zorb123" not in _proposed(ex, USED)
    assert ("Method", "used", "Zorb123") in got


def test_used_appositive_switch(ex, monkeypatch):
    monkeypatch.setattr(rp, "USED_APPOSITIVES", False)
    assert "Zorb123" in _proposed(ex, USED)


def test_trained_appositive_still_proposed(ex):
    assert "PlonkScore" in _proposed(ex, TRAINED)


DATASET = ("Rendering text in images is hard. We propose ZorbPainter, a two-stage model for rendering text. "
           "Additionally, we contribute the first large-scale text images dataset with OCR annotations, "
           "ZORB-10M, containing 10 million image-text pairs.")


def test_dataset_head_tagged_as_participle(ex):
    got = _mentions(ex, DATASET)
    assert ("Dataset", "benchmark", "ZORB-10M") in got
    assert ("Method", "proposed", "ZORB-10M") not in got


def test_dataset_head_switch(ex, monkeypatch):
    monkeypatch.setattr(rp, "DATA_HEADS_NOT_PARTICIPLES", False)
    assert ("Method", "proposed", "ZORB-10M") in _mentions(ex, DATASET)


FRONTED = ("Image editing needs care. We develop a sharp corrector (ZorbC) and a sharp predictor (ZorbP). "
           "Combining ZorbP and ZorbC, we propose ZorbPC for fast editing.")


def test_fronted_participle_not_in_name(ex):
    got = _proposed(ex, FRONTED)
    assert "Combining ZorbP" not in got
    assert {"ZorbP", "ZorbPC"} <= got


def test_fronted_participle_switch(ex, monkeypatch):
    monkeypatch.setattr(nm, "FRONTED_PARTICIPLES", False)
    assert "Combining ZorbP" in _proposed(ex, FRONTED)


def test_fronted_participle_before_noun_stays():
    text = "Leveraging ZorbU losses helps."
    # before a noun the name is not cut: the participle reading is left to the old rules
    assert (0, len("Leveraging ZorbU"), "STRONG") in nm.find_names(text, {0})
    text = "Combining ZorbP and ZorbC, we win."
    assert (len("Combining "), len("Combining ZorbP"), "STRONG") in nm.find_names(text, {0})


REGULARIZED = ("Unpaired data is common. We build the coupling of the data based on $L_2$-regularized "
               "unsupervised or semi-supervised optimal transport, respectively. We propose ZorbOT.")


def test_regularized_adjective_no_dataset(ex):
    got = _mentions(ex, REGULARIZED)
    assert not any(ty == "Dataset" for ty, _, _ in got)


def test_regularized_adjective_shape(monkeypatch):
    nm.word_shape.cache_clear()
    try:
        assert nm.word_shape("L2-regularized") == ""
        assert nm.word_shape("L1-penalized") == ""
        assert nm.word_shape("ResNet-50") == "strong"
        monkeypatch.setattr(nm, "PARTICIPLE_ADJECTIVES", False)
        nm.word_shape.cache_clear()
        assert nm.word_shape("L2-regularized") == "strong"
    finally:
        nm.word_shape.cache_clear()


MEASURED = ("Distilling diffusion models is slow. We propose ZorbDistill, a data-free distillation method. "
            "ZorbDistill reduces the Fréchet inception distance (FID) quickly and even exceeds the FID "
            "performance of the teacher models.")


def test_metric_before_performance_no_method(ex):
    got = _mentions(ex, MEASURED)
    assert ("Metric", "metric", "FID") in got
    assert not any(ty == "Method" and t == "FID" for ty, _, t in got)


def test_metric_before_performance_switch(ex, monkeypatch):
    monkeypatch.setattr(rr, "METRIC_NAMES_NOT_METHODS", False)
    assert any(ty == "Method" and t == "FID" for ty, _, t in _mentions(ex, MEASURED))


UNSTABLE = ("Text-to-image models can be fooled by small prompt changes. We propose ZorbAttack, a search for "
            "such changes, which reaches a 91% success rate on short prompts.")


def _main(ex, text, title):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return [m.text for m in e.mentions if m.main and m.type == "Task"]


def test_model_family_title_no_main_task(ex):
    assert "Stable Diffusion" not in _main(ex, UNSTABLE, "Stable Diffusion is Unstable")


def test_model_family_title_switch(ex, monkeypatch):
    monkeypatch.setattr(rr, "MODEL_NAMES_NOT_TITLE_TASKS", False)
    assert _main(ex, UNSTABLE, "Stable Diffusion is Unstable") == ["Stable Diffusion"]


def test_model_name_only():
    st = rr._State.__new__(rr._State)
    assert st._model_name_only("Stable Diffusion")
    assert st._model_name_only("GPT-4")
    assert not st._model_name_only("CLIP Training")


LISTED = ("Unauthorized data use in image models worries artists. We plant a hidden mark in the images. "
          "Experiments with different fine-tuning methods (i.e, LoRA, DreamBooth, and standard training) "
          "show that the mark is found.")


def test_specifying_list_of_methods(ex):
    got = _mentions(ex, LISTED)
    assert ("Method", "used", "LoRA") in got and ("Method", "used", "DreamBooth") in got
    assert not any(ty == "Dataset" and t in ("LoRA", "DreamBooth") for ty, _, t in got)


def test_specifying_list_in_contribution_sentence(ex):
    text = ("Federated learning needs solvers. This paper considers the nonconvex problem in federated learning "
            "and proposes the first federated zorb algorithm (FZA) with a zorb estimator and a momentum-based "
            "algorithm (\\emph{i.e.}, FZA-M). FZA is fast.")
    assert ("Method", "used", "FZA-M") not in _mentions(ex, text)


OTHER = ("Samplers built on diffusion processes are trained by a loss on paths. Our view allows us to "
         "consider divergences other than the reverse Kullback-Leibler divergence that is known to suffer "
         "from mode collapse. We propose the zorb-variance loss.")


def test_other_than_no_baseline(ex):
    got = _mentions(ex, OTHER)
    assert not any(r == "compared" and "Kullback" in t for _, r, t in got)
    assert any(ty == "Method" and "Kullback" in t for ty, _, t in got)


def test_other_than_switch(ex, monkeypatch):
    monkeypatch.setattr(rm, "OTHER_THAN_NOT_COMPARED", False)
    assert ("Method", "compared", "Kullback-Leibler divergence") in _mentions(ex, OTHER)
