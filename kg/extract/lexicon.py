"""Closed word lists that the extraction rules use as cues.

These are *function* lists of the scientific-abstract register (trigger verbs, head
nouns of method / task / metric / dataset phrases, words that never start a name),
not names of particular methods or datasets: names come from the text itself and
from the gazetteers of :mod:`kg.vocab`. Every list is a frozenset of lower-case
lemmas or words.

The head-noun lists follow the entity definitions of SciERC (Luan et al., 2018,
"Multi-Task Identification of Entities, Relations, and Coreference for Scientific
Knowledge Graph Construction", EMNLP) and the PaperKG annotation guidelines
(shared/gold/GUIDELINES.md).
"""
from __future__ import annotations

import re

#: Verbs that introduce a contribution when their subject is "we" / "this paper".
PROPOSE_VERBS = frozenset(
    """propose introduce present develop design devise build construct create release
    curate contribute offer establish formulate put""".split()
)

#: Verbs that introduce a new name for something ("..., dubbed X").
NAMING_VERBS = frozenset("call name dub term coin refer denote".split())

#: Subjects that make a sentence a statement of the paper's own contribution.
SELF_SUBJECTS = frozenset("we i paper work study this article".split())

#: Discourse openers after which a second "we present X" is a separate contribution,
#: not a component of the main method.
SEPARATE_CONTRIBUTION_OPENERS = frozenset(
    "moreover furthermore additionally besides also addition finally second secondly third".split()
)

#: Head nouns of a phrase that describes the proposed artifact as a dataset/benchmark.
BENCHMARK_HEADS = frozenset(
    """benchmark benchmarks dataset datasets corpus corpora suite testbed test-bed
    leaderboard collection arena gym environment task challenge""".split()
)

#: Names of companies, labs and platforms (session 43, junk43): an organisation that makes or
#: hosts models is never itself a method used or compared ("GPT-3.5 from OpenAI", "via
#: OpenAI's APIs", "pass rate vs. GitHub", "NVIDIA's sparse kernels"); their models
#: ("GPT-4", "Claude") and datasets ("the NVIDIA dataset") are other names.
ORGANISATION_NAMES = frozenset("""OpenAI Anthropic Google DeepMind Microsoft NVIDIA Nvidia Meta Facebook
    Amazon Apple IBM Intel AMD Qualcomm Huawei Baidu Alibaba Tencent ByteDance Samsung GitHub GitLab
    HuggingFace Kaggle Wikipedia Reddit Twitter YouTube""".split()) | frozenset({"Hugging Face", "Google DeepMind"})

#: Head nouns of a phrase that describes an artifact as a method.
METHOD_DESCRIPTOR_HEADS = frozenset(
    """framework method approach model algorithm architecture system pipeline technique
    strategy module mechanism network agent loss objective paradigm scheme procedure
    estimator optimizer regularizer regularization layer block encoder decoder head
    policy recipe protocol toolkit library tool solver attack defense defence
    transformer mllm llm vlm adapter plugin operator kernel prior criterion methodology""".split()
)

#: Head lemmas of noun phrases that name methods, model families or techniques.
METHOD_HEADS = frozenset(
    """model network net transformer learning tuning fine-tuning finetuning distillation
    descent attention self-attention clipping passing regression optimization estimation
    sampling encoder decoder autoencoder algorithm pruning quantization normalization
    dropout augmentation pretraining pre-training prompting gan vae diffusion
    programming mixture classifier perceptron rnn lstm cnn gnn mlp llm mllm vlm
    agent objective loss modeling modelling flow mining operator""".split()
)

#: Heads that are method-like only with a technical modifier ("stochastic gradient
#: descent" yes, "our model" no); a chunk whose head is here needs a modifier.
WEAK_METHOD_HEADS = frozenset(
    """model network net learning algorithm optimization estimation sampling loss objective
    policy agent pretraining pre-training modeling modelling flow mining encoder decoder
    attention tuning fine-tuning operator""".split()
)

#: Head lemmas of noun phrases that name research tasks.
TASK_HEADS = frozenset(
    """reconstruction detection segmentation classification recognition generation
    synthesis translation retrieval prediction forecasting estimation tracking
    understanding answering reasoning captioning summarization parsing localization
    identification re-identification reidentification verification completion
    transfer adaptation editing inpainting alignment matching grounding planning
    navigation manipulation control optimization compression denoising restoration
    super-resolution deblurring registration clustering ranking recommendation
    imputation discovery extraction labeling tagging
    generalization perception search disambiguation defense defence design""".split()
) | frozenset(
    # activities named by a gerund that papers address as problems ("robust overfitting",
    # "data poisoning", "theorem proving", "molecular docking", "machine unlearning");
    # not those that as often name a technique ("active forgetting", "token merging",
    # "behavior cloning", "watermarking" in a list of detectors)
    """overfitting poisoning proving docking screening steering unlearning""".split()
) | frozenset(
    # (session 40) the bandit problems, named by their setting ("contextual dueling
    # bandits", "linear bandits", "sleeping bandits"): a paper studies a bandit problem
    # as others study a detection task; the solver is a "bandit algorithm"
    ["bandit"]
)

#: Metric words matched without case; a noun chunk ending in one of these (with
#: optional modifiers such as "top-1", "clean", "average") is a metric mention.
METRIC_WORDS = frozenset(
    """accuracy precision recall f1 f1-score auroc auprc perplexity top-1 top-5
    exact-match ndcg hits@1 hits@10""".split()
)

#: Manner adverbs that, hyphenated before a participle, rate the noun they modify
#: ("well-trained models", "poorly-calibrated networks"): no part of a method's name.
JUDGING_ADVERBS = frozenset("well better best worse worst poorly badly highly".split())

#: Prefixes of hyphenated verbs ("fine-tune", "pre-train", "re-train"): in base form at
#: the start of a noun phrase, such a word is the verb of the clause, not a modifier.
VERB_COMPOUND_PREFIXES = frozenset("fine pre re".split())

#: Metric abbreviations matched case-sensitively (several are English words in lower
#: case: "IS", "EM", "mAP").
METRIC_ABBREVIATIONS = frozenset(
    """AUC AUROC AUPRC mAP AP IoU mIoU PSNR SSIM LPIPS FID FVD KID IS BLEU ROUGE ROUGE-L
    METEOR CIDEr SPICE MAE MSE RMSE EM NDCG nDCG MRR WER CER F1 BPD NLL ECE FLOPs GFLOPs MACs
    NDS PCK MPJPE FDE sFID CLIPScore BERTScore chrF SI-SDR PESQ STOI EER UTMOS COMET BEDROC""".split()
)

#: Session 50 (prec50): a metric abbreviation of :data:`METRIC_ABBREVIATIONS` written as one
#: word with a hyphen and an order or variant mark, one or two digits or one capital letter
#: ("BLEU-1", "BLEU-4", "ROUGE-2", "ROUGE-L"), is that metric's variant, a Metric (the
#: gazetteer marks it, :func:`metric_variant`); before, such a word was read as a dataset or
#: a method ("evaluated with BLEU-4 and METEOR"). False turns the rule off.
METRIC_VARIANTS = True
_METRIC_VARIANT_RE = re.compile(r"(?P<base>[A-Za-z][A-Za-z0-9]*)-(?:\d{1,2}|[A-Z])")


def metric_variant(word: str) -> bool:
    """Whether ``word`` (one token's text) is a numbered or lettered variant of a metric
    abbreviation: a member of :data:`METRIC_ABBREVIATIONS`, a hyphen, then one or two digits
    or one capital letter ("BLEU-4", "ROUGE-2", "ROUGE-L"; not "GPT-4", "BLEU-score").

    Args:
        word: the token's text, case as written.
    Returns:
        True for such a variant (always False when :data:`METRIC_VARIANTS` is off)."""
    m = _METRIC_VARIANT_RE.fullmatch(word) if METRIC_VARIANTS else None
    return m is not None and m.group("base") in METRIC_ABBREVIATIONS


#: Names of research fields: not methods, not tasks.
FIELDS = frozenset(
    """machine learning|deep learning|artificial intelligence|computer vision|natural language
    processing|robotics|data science|statistical learning theory|learning theory""".replace("\n    ", " ").split("|")
)

#: Adjectives that evaluate or situate a phrase rather than name a technique.
EVALUATIVE = frozenset(
    """best better good exact simple weak strong fixed full whole entire overall final general
    generic specific original unified universal open-source proprietary closed-source
    standard vanilla naive basic typical popular prominent leading advanced sophisticated
    huge massive heavy lightweight light high low higher lower
    complex costly expensive cheap robust reliable principled practical theoretical empirical
    realistic real real-world comprehensive extensive further additional various diverse
    underlying corresponding resulting respective individual single multiple same
    similar prior existing current previous recent conventional traditional classical classic
    modern emerging powerful novel new proposed original iterative unknown much less more
    little great significant substantial considerable increasing growing incorrect correct
    better worse remarkable notable impressive promising competitive superior inferior
    early late first last next other certain particular several many few tedious well-trained
    accurate arbitrary extant suitable trivial separate respective foundational precise given distinct
    low-quality high-quality innovative elegant versatile tailored dedicated
    representative presented predominant dominant plausible special cumbersome
    improved important appropriate""".split()
)

#: Multi-word metric phrases (matched on lower-case text).
METRIC_PHRASES = (
    "success rate", "win rate", "pass rate", "error rate", "word error rate",
    "character error rate", "f1 score", "f-score", "f1-score", "exact match",
    "mean average precision", "average precision", "top-1 accuracy", "top-5 accuracy",
    "certified robustness", "empirical robustness", "robust accuracy", "clean accuracy",
    "inception score", "frechet inception distance", "fréchet inception distance",
    "attack success rate", "mean absolute error", "mean squared error", "root mean squared error",
    "negative log-likelihood", "log-likelihood", "bits per dimension", "pass@1", "pass@k",
    "normalized discounted cumulative gain", "mean reciprocal rank", "dice score",
    "dice coefficient", "intersection over union", "area under the curve",
    "equal error rate", "bleu score", "rouge-l", "spearman correlation", "pearson correlation",
    "calibration error", "expected calibration error", "regret", "sample efficiency",
    "inference speed", "memory footprint",
    # measured qualities of generated media, speed and fairness measures
    "speedup", "sampling speed", "training speed", "image quality", "audio quality",
    "video quality", "speech quality", "sample quality", "generation quality", "visual quality",
    "perceptual quality", "demographic parity", "equalized odds", "type-i error",
    "type-ii error", "type-i error rate", "type-ii error rate", "false positive rate",
    "false negative rate", "false discovery rate",
    "winning rate", "average return", "convergence speed", "computation time", "sampling time",
    # judgements of people as the measure ("favourable human assessments")
    "human evaluation", "human evaluations", "human assessment", "human assessments",
    "human opinion score", "standard accuracy",
    # session 22: measured qualities and costs that recur in the corpus abstracts
    "reconstruction quality", "rendering quality", "semantic coherence", "inference latency",
    "inference efficiency", "memory efficiency", "time efficiency", "training cost",
    "communication cost", "wall-clock time", "misclassification error",
    "image-text alignment",
    # session 32: rank and rank-correlation measures (retrieval, link prediction, agreement with people)
    "mean rank", "median rank", "kendall's tau", "kendall tau", "kendall's tau correlation",
    "kendall tau correlation", "inter-annotator agreement", "inter-rater agreement",
    # session 38: the compressor's measure (model, KV-cache, codebook and signal compression)
    "compression rate", "compression ratio",
    # session 49 (metric49): the long forms of SSIM (METRIC_ABBREVIATIONS); not "structural
    # similarity" alone ("a balance between structural similarity and novelty"), nor "power" /
    # "energy consumption" (on 3,000 corpus abstracts 0 of 5 a measure taken: "limiting energy
    # consumption", "low power consumption" of a sensor)
    "structural similarity index", "structural similarity index measure",
    # session 51 (metric51): named measures the blind annotators of dev80-dev95 list as metrics
    # that the lists lacked (the causal graph's distance, the rank and linear correlation
    # coefficients with the possessive, the inequality coefficient, a safety and a speech score;
    # not "misclassification rate": on 3,000 corpus abstracts a theory bound's quantity)
    "structural hamming distance", "spearman's correlation", "spearman's rank correlation",
    "spearman rank correlation", "spearman's rank correlation coefficient",
    "spearman rank correlation coefficient", "pearson's correlation", "pearson correlation coefficient",
    "pearson's correlation coefficient", "gini coefficient", "toxicity score", "speaker similarity",
)

#: Generic nouns (:data:`GENERIC_NOUNS`) that name a measured quality when the context
#: says so: after a comparative or a verb of change ("achieves higher robustness", "improves
#: the robustness of"), in a list of measures ("in terms of fidelity and robustness"). Alone
#: elsewhere they stay generic ("robustness is a concern"). eval/README's call: "robustness"
#: is a metric where it is the measured outcome (session 27; dev gold: a metric or an allowed
#: extra in 74 of the 83 dev abstracts that use the word).
CUED_MEASURE_NOUNS = frozenset({"robustness"})

#: Heads of :data:`METRIC_PHRASES` that are count nouns: the gazetteer also matches their
#: plural ("root mean squared errors", "win rates", "average returns": "return" since session 30).
METRIC_COUNT_HEADS = frozenset("error rate score distance coefficient correlation return".split())

#: Nouns that, after a metric joined by a hyphen to another quality ("robustness-accuracy"),
#: make the pair one metric: "robustness-accuracy trade-off(s)".
METRIC_TRADEOFF_NOUNS = frozenset("trade-off trade-offs tradeoff tradeoffs".split())

#: Adjectives that rank a metric value, not name the metric ("top accuracy").
METRIC_RANKING_WORDS = frozenset("top highest lowest best worst".split())

#: Words that can precede a metric head inside the metric's name.
METRIC_MODIFIERS = frozenset(
    """top-1 top-5 clean robust average mean overall verification classification
    test validation zero-shot few-shot certified empirical balanced macro micro
    weighted exact top-k pass@1 attack""".split()
)

#: Lower-case words that never belong to a name even when capitalised (sentence
#: openers, discourse words, generic nouns).
NAME_STOPWORDS = frozenset(
    """a an the this that these those our we it its their they in on of for to and or
    with by from as at however moreover furthermore additionally finally first second
    third specifically unlike existing experiments experimental results extensive
    comprehensive empirically theoretically notably overall thus therefore although
    while when where which whose here there yet but both each all many most some such
    our-method via using based recent recently despite given let i ii iii iv v vi
    figure table section appendix code github code is available e.g i.e et al sota""".split()
)

#: Last parts of hyphenated adjectives ("LLM-based", "GPT-style"): such a word is a
#: modifier, not a name.
ADJECTIVAL_SUFFIXES = frozenset(
    """based aware driven guided free like level specific style conditioned centric agnostic
    augmented enhanced powered oriented scale wise shot tuned trained only informed inspired
    type sized size related dependent independent invariant equivariant efficient friendly range
    ready compatible native generated annotated labeled labelled supervised""".split()
)

#: Abbreviations of generic method families and fields: never the name of a proposal.
GENERIC_ABBREVIATIONS = frozenset(
    """AI ML DL RL NLP CV LLM LLMs LM LMs VLM VLMs MLLM MLLMs LVLM LVLMs GNN GNNs CNN CNNs RNN
    RNNs DNN DNNs NN NNs MLP MLPs GAN GANs VAE VAEs SSL FL KV GPU GPUs CPU TPU API APIs SGD
    MARL IL IRL SFT PEFT ViT ViTs NeRF NeRFs NAS OCR ASR QA VQA OOD NER MT KG KGs RAG CoT SOTA
    ODE ODEs PDE PDEs SDE SDEs""".split()
)

#: Established techniques of the field's textbooks and tutorials, long and short forms, that
#: the Papers with Code method dump and the CSO topics (:func:`kg.extract.gazetteer.technique_keys`)
#: do not list: a defined or named use of one is never a proposal or a proposal's new part
#: ("an LLM equipped with low-rank adapters (LoRA)", "via Expectation Maximization (EM)").
#: Matched after :func:`kg.vocab.normalise` (case, hyphens, a final plural).
ESTABLISHED_TECHNIQUES = frozenset(
    """low-rank adaptation|low-rank adapter|LoRA|QLoRA|expectation maximization|expectation-maximization|
    neural tangent kernel|NTK|principal component analysis|independent component analysis|ICA|
    singular value decomposition|SVD|canonical correlation analysis|linear discriminant analysis|
    stochastic gradient descent|stochastic gradient Langevin dynamics|SGLD|Langevin dynamics|
    Markov chain Monte Carlo|MCMC|Hamiltonian Monte Carlo|HMC|Gibbs sampling|importance sampling|
    sequential Monte Carlo|variational inference|belief propagation|dynamic programming|
    maximum likelihood estimation|MLE|empirical risk minimization|ERM|invariant risk minimization|IRM|
    distributionally robust optimization|DRO|quadratic programming|linear programming|
    semidefinite programming|mixed integer programming|alternating direction method of multipliers|ADMM|
    mirror descent|Frank-Wolfe|proximal gradient descent|Thompson sampling|upper confidence bound|UCB|
    Bayesian optimization|Monte Carlo tree search|MCTS|policy gradient|proximal policy optimization|PPO|
    temporal difference learning|Q-learning|deep Q-network|DQN|soft actor-critic|SAC|
    reinforcement learning from human feedback|RLHF|direct preference optimization|DPO|
    retrieval-augmented generation|chain-of-thought prompting|in-context learning|ICL|
    instruction tuning|knowledge distillation|contrastive learning|federated averaging|FedAvg|
    differential privacy|local differential privacy|LDP|conformal prediction|score matching|
    denoising score matching|flow matching|optimal transport|Sinkhorn algorithm|kernel ridge regression|
    support vector machine|Gaussian process|mixture of experts|MoE|layer normalization|
    batch normalization|BatchNorm|LayerNorm|dropout|weight decay|early stopping|data augmentation|
    gradient clipping|exponential moving average|EMA|model predictive control|MPC|Kalman filter""".replace("\n", " ").split("|"))

#: Abbreviations that are never a method used (tasks, settings, hardware, fields).
NON_METHOD_ABBREVIATIONS = frozenset(
    "AI ML NLP CV OOD SOTA QA VQA OCR ASR NER MT KG KGs GPU GPUs CPU CPUs TPU TPUs API APIs".split()
)

#: Quantifiers and determiners stripped from the left of noun phrases (also the words that point
#: back to a phrase before, "the above selection bias problem", "the aforementioned task").
NP_STRIP_LEFT = frozenset(
    """a an the this that these those our their its his her my your some any each every
    all both many several various multiple numerous few most more other such
    existing prior previous current standard conventional traditional typical popular
    common recent modern state-of-the-art sota strong powerful novel new proposed
    simple simplified effective efficient different diverse same key main
    well-known widely-used widely used two three four five six seven eight nine ten
    one first second large-scale downstream upstream mainstream cutting-edge
    above aforementioned above-mentioned""".split()
)

#: Adjectives of availability that open a noun phrase after an adverb ("the publicly available
#: Stable Diffusion", "freely accessible X"): they describe the thing as the sentence sees it,
#: never part of its name; cut from the left of a method phrase (session 52, fixHlabels:
#: ``roles_methods.RoleTagger._trim_chunk_uncached``).
AVAILABILITY_ADJECTIVES = frozenset("available accessible obtainable".split())

#: Nouns that are too generic to be an entity on their own.
GENERIC_NOUNS = frozenset(
    """method methods approach approaches model models framework frameworks technique
    techniques algorithm algorithms system systems task tasks problem problems work
    works paper papers study studies result results performance experiment experiments
    dataset datasets benchmark benchmarks data baseline baselines network networks
    architecture architectures strategy strategies module modules mechanism mechanisms
    setting settings analysis way ways state art one ones variant variants solution
    solutions learning training inference evaluation improvement improvements gain gains
    accuracy efficiency effectiveness scalability generalization robustness theory
    application applications domain domains scenario scenarios capability capabilities
    component components objective objectives loss function functions process
    processes representation representations feature features input inputs output
    outputs pipeline tool tools agent agents policy policies search optimization
    generation prediction estimation understanding reasoning modeling modelling
    detection classification recognition segmentation question questions answer
    answers information knowledge structure structures signal signals image images
    text texts video videos language languages""".split()
)

#: Prepositions/verbs after which a method mention is a baseline, not a building block.
COMPARE_CUES = frozenset(
    "outperform outperforms outperforming outperformed surpass surpasses surpassing beat beats exceed exceeds than versus vs baseline baselines".split()
)

#: Forms of "compare" (and of "benchmark" as a verb) after which "with" / "to" / "against"
#: opens the list of the systems compared ("we compare against A and B", "compared with A";
#: session 55, extL55: ``roles_methods.MethodRules._compare_cue_before``).
COMPARE_FORMS = frozenset(
    "compare compares compared comparing comparison comparisons benchmark benchmarks benchmarked".split()
)
#: Prepositions that open the list of the systems compared after a form of :data:`COMPARE_FORMS`.
COMPARE_PREPOSITIONS = frozenset("with to against".split())

#: Resource nouns that name a measured efficiency before "efficient" ("more sample-efficient",
#: "20x more data efficient", "more memory efficient than prior methods": the measure "sample
#: efficiency"; session 55, metric55), one list for the metric rule
#: (``roles_datasets.DatasetMetricRules._efficient_comparatives``) and the result finder
#: (``results.find.EFFICIENT_MULTIPLES``); "efficient" alone names no measure (eval/README).
EFFICIENT_RESOURCES = ("sample", "data", "compute", "energy", "parameter", "memory", "query", "communication",
                       "label", "training", "inference", "time")

#: Words that make a sentence a statement about the paper's own work.
SELF_WORDS = frozenset("we our us ours i my".split())

#: Nouns that, after "this" / "the" / "our", refer to the paper itself ("this paper").
SELF_DEMONSTRATIVE_OBJECTS = frozenset("paper work study article approach framework method".split())

#: "<modifier> <noun>" subjects that name earlier work ("Recent work proposed X", "Prior
#: studies introduced Y"): a contribution verb after them is not the paper's.
PRIOR_WORK_MODIFIERS = frozenset(
    "recent prior previous existing earlier past related other several many some classical traditional".split())
PRIOR_WORK_NOUNS = frozenset(
    "work works study studies research methods approaches papers literature researchers authors efforts".split())

#: Qualifiers of prior work that open a noun phrase naming it: words that place it in the
#: literature or in time ("existing", "previous", "conventional", "popular", "SOTA") and
#: vague counts of it ("many", "several", "various"). Never part of the name that follows
#: them. The one list behind the qualifiers read past before a baseline after a comparison
#: cue (``roles_methods._BASELINE_LEADS``, which adds rating words: "strong", "competing",
#: "other") and those cut from the start of a mention (``roles._LEADING_QUALIFIERS``, which
#: adds words of novelty and renown: "novel", "established", "state-of-the-art").
#: (:data:`PRIOR_WORK_MODIFIERS` is another list: the modifiers of a subject that names
#: earlier work, "Recent work proposed X", for the proposal rules.)
PRIOR_WORK_QUALIFIERS = frozenset(
    """existing prior previous current conventional traditional popular recent sota
    many several various""".split())

#: Cues of a sentence about prior work or its limits ("Existing methods struggle ...").
#: A method named in such a sentence, when the sentence does not speak about the paper's
#: own work, is a background mention, not a method the paper uses.
BACKGROUND_CUES = frozenset(
    """existing prior previous previously conventional traditional traditionally current
    currently earlier unlike struggle struggles suffer suffers fail fails failing
    limitation limitations drawback drawbacks shortcoming shortcomings bottleneck
    hinder hinders overlook overlooks neglect neglects ignore ignores lack lacks""".split()
)

#: Verbs whose object, after "we" / "this paper", is the problem a paper studies.
STUDY_VERBS = frozenset(
    """study studies consider considers investigate investigates address addresses tackle
    tackles explore explores examine examines revisit revisits analyze analyzes analyse
    analyses focus focuses""".split()
)

#: Words that qualify a problem without naming it ("a critical research problem", "an
#: open challenge"): a task phrase made only of these (and evaluative words) names none.
PROBLEM_QUALIFIERS = frozenset(
    """critical key important open central fundamental major long-standing longstanding
    challenging difficult hard core crucial essential pressing active interesting research
    practical significant vital urgent notorious persistent inherent""".split()
)

#: Verbs after which "problems / issues such as A, B" lists shortcomings, not tasks
#: ("leads to problems such as over-smoothing").
ISSUE_VERBS = frozenset(
    """lead leads leading led cause causes causing caused suffer suffers suffering suffered
    face faces facing faced encounter encounters encountering encountered raise raises
    raising raised pose poses posing posed introduce introduces introducing exhibit
    exhibits exhibiting have has having""".split()
)

#: Measured properties that, as the object of a self-study verb with an "of / in"
#: complement, name the problem studied ("we focus on the rate of convergence of X").
STUDY_PROPERTY_NOUNS = frozenset("rate rates speed".split())

#: Suffixes of English nominalisations that name processes and problems
#: ("optimization", "assessment", "synthesis", "forecasting"); a regular expression.
NOMINAL_SUFFIX_RE = r"(?:tion|sion|ment|sis|ing|ance|ence)s?$"

#: Nominalisations that name objects of study other than problems ("sufficient
#: conditions", "the coding hypothesis"): never a task by position alone. The last
#: words end in "-ity" or "-ing" like a property or process under study ("ambiguity",
#: "forecasting") but name things ("human beings").
NON_TASK_NOMINALS = frozenset(
    """condition hypothesis assumption function distribution representation information
    question notion intuition observation relation position solution version dimension
    expression contribution motivation situation attention equation implementation
    connection interaction direction definition convention proposition population
    mechanism statement component element experience evidence performance importance
    difference inference variance covariance existence dependence sequence presence
    instance sentence ensemble embedding setting string training learning thing iteration
    shortcoming limitation drawback entity activity community quantity identity city
    university authority facility personality being formulation""".split()
)

#: Modifiers that do not make a generic method head ("model", "encoder", "agent")
#: the name of a technique: "feature encoder", "base models", "prediction model",
#: "pretrained model" (words that Papers with Code method names also contain, but as
#: generic parts). "reward" is not one: a reward model is the learned technique of
#: preference tuning ("we train a reward model on human comparisons").
GENERIC_MODIFIERS = frozenset(
    """model models feature features base prediction predictive explanation optimization
    rule rules pixel input output data target source task tasks user users proxy
    transformation scalable pretrained pre-trained trained learned downstream upstream
    baseline global local internal external joint auxiliary small large big tiny
    policy value training test inference evaluation decision control human expert
    agent agents image images text video audio signal system systems domain
    individual shared common final main additional secret sound based free level
    new novel simple efficient effective multi single dual two three foundational
    resource-intensive sample-efficient layer layers""".split()
)

#: Words that make a noun phrase after "as measured by" a vague reference rather than
#: the name of a measure ("as measured by standard benchmarks", "various metrics"); a
#: phrase with one of them, or headed by one of them, is no metric ("amount" and "number"
#: say how much of something there is, not what is measured: "amount of required labels",
#: "number of unroll steps", where the phrase read is the bare head).
VAGUE_MEASURE_WORDS = frozenset(
    """a an this these those that various diverse standard prior several multiple existing
    different many some other such metric metrics measure measures benchmark benchmarks
    dataset datasets evaluation evaluations function functions norm norms method methods
    criterion criteria protocol protocols class classes set sets amount amounts number numbers""".split()
)

#: Established operations that name a technique by themselves when they label a part of
#: an architecture: "a clustering module", "max pooling layers", "a quantization block"
#: (the technique is "clustering", "pooling", "quantization"). Not "normalization": a
#: "normalization layer" is itself the named part.
PART_TECHNIQUES = frozenset(
    """clustering pooling pruning hashing boosting bagging clipping quantization
    distillation""".split()
)

#: Nouns that name a part of an architecture (the heads after a :data:`PART_TECHNIQUES`
#: word).
ARCHITECTURE_PARTS = frozenset("module modules layer layers block blocks unit units".split())

#: Stems of well-known pretrained model families (matched case-sensitively at the start
#: of a name, before a hyphen, digit, slash or size: "LLaMA-2", "GPT3.5", "ResNet-18",
#: "OPT-6.7B"). A name with such a stem is a model the paper uses, never a dataset.
MODEL_FAMILIES = frozenset(
    """LLaMA Llama LLama GPT OPT BERT RoBERTa ALBERT DistilBERT DeBERTa ELECTRA XLNet T5 mT5
    Flan BART PaLM Gemma Gemini Claude Mistral Mixtral Qwen Vicuna Alpaca Falcon Pythia
    BLOOM Phi ChatGPT InstructGPT Codex StarCoder CodeLlama CodeGen Baichuan ChatGLM
    InternLM Yi DeepSeek ViT DeiT Swin ResNet ResNeXt WideResNet VGG AlexNet DenseNet
    MobileNet MobileNetV2 EfficientNet ConvNeXt Inception UNet U-Net YOLO DETR CLIP BLIP
    LLaVA SAM DINO DINOv2 Whisper wav2vec HuBERT GraphSAGE XGBoost LightGBM
    DDPM DDIM SDXL Imagen DALL-E Midjourney VQGAN StyleGAN BigGAN NeRF""".split()
) | frozenset({"Stable Diffusion"})
#: :data:`MODEL_FAMILIES` lower-cased, for names of four letters or more written in another
#: casing ("LLaMa", "Deberta"; short ones such as "Yi", "SAM", "Phi" are too ambiguous).
MODEL_FAMILIES_LOWER = frozenset(m.lower() for m in MODEL_FAMILIES if len(m) >= 4)

#: Suffixes of model checkpoints: "-7B", "-6.7B", "-Large", "-base", "-Uncased" ("-Tiny",
#: "-Small" and sizes in millions also end dataset names, "COCO-Tiny", "JFT-300M", and are
#: left out; a Papers with Code dataset name is never taken for a model).
MODEL_SUFFIX_RE = r"(?:-\d+(?:\.\d+)?[Bb]|[-_](?:[Ll]arge|[Bb]ase|[Uu]ncased|[Cc]ased|[Ii]nstruct|[Cc]hat|XL|XXL))$"

#: Nominal heads of established techniques that are not in :data:`METHOD_HEADS` and
#: name a technique only with a technical modifier, like :data:`WEAK_METHOD_HEADS`
#: ("Halpern iteration", "low-rank approximation", "random initialization",
#: "randomized smoothing", "spectral regularizer", "kernel methods"; not "the
#: iteration", "our methods", "existing methods"). Kept apart from
#: :data:`METHOD_HEADS` because the task rules read that list; the method rules
#: read both.
TECHNIQUE_HEADS = frozenset(
    """iteration iterations approximation approximations initialization initialisation
    regularization regularisation regularizer regularizers regulariser decoding smoothing
    estimator estimators propagation perturbation maximization maximisation minimization
    minimisation method methods""".split()
)

#: Qualifiers of degree or quality that do not make a :data:`TECHNIQUE_HEADS` phrase
#: the name of a technique ("optimal approximation", "a constant approximation",
#: "sample-efficient method", "an induced method").
TECHNIQUE_QUALIFIERS = frozenset(
    """optimal near-optimal suboptimal constant small good efficient sample-efficient
    induced unsupervised supervised statistical numerical effective accurate exact
    approximate fast slow cheap crude rough tight loose""".split()
)

#: Techniques that one word names, also as a whole noun phrase without modifiers
#: ("after fine-tuning", "trained with dropout", "via masking"); compared in lower
#: case with the whole trimmed phrase.
STANDALONE_TECHNIQUES = frozenset(
    """fine-tuning finetuning self-training self-attention self-supervision distillation
    dropout backpropagation back-propagation masking ensembling bagging boosting
    pruning quantization""".split()
)

#: Learning paradigms and training regimes of two or three words that name the technique
#: a work uses when they form a whole noun phrase ("Although adversarial training is
#: effective", "models rely on supervised learning", "after pre-training"): the regime
#: is the means. Settings that name the problem a work addresses ("federated learning",
#: "continual learning", "few-shot learning", "meta-learning", "multi-task learning",
#: "semi-supervised learning", "offline reinforcement learning") are left out: read
#: alone they are tasks as often as methods. Source: methods round 22 (the dev misses
#: headed by "learning" / "training" with no cue of use).
REGIME_TECHNIQUES = frozenset({
    "adversarial training", "end-to-end training", "joint training", "supervised learning",
    "self-supervised learning", "unsupervised learning", "supervised pre-training",
    "supervised pretraining", "supervised fine-tuning", "supervised finetuning",
    "pre-training", "pretraining", "instruction tuning", "in-context learning",
    "imitation learning", "contrastive learning", "transfer learning", "active learning",
    "reinforcement learning", "deep reinforcement learning", "knowledge distillation",
    "maximum likelihood training", "minibatch training", "mini-batch training",
})

#: Nouns of computing hardware: a name right before one ("an A100 GPU", "8 TPUv4
#: chips") or containing a memory size is a device the experiments ran on, neither a
#: method nor a dataset.
HARDWARE_NOUNS = frozenset("gpu gpus tpu tpus cpu cpus npu npus chip chips accelerator accelerators".split())

#: Modifiers that make "systems" natural or physical objects of study, not techniques:
#: the examples of "molecular systems such as ..." or "dynamical systems, including ..."
#: are data or models of nature, not methods.
NATURAL_SYSTEM_MODIFIERS = frozenset(
    """molecular physical dynamical biological chemical quantum mechanical natural
    ecological climate many-body particle protein""".split())

#: Modifiers that make "systems" deployed products, not techniques: the examples of
#: "commercial systems such as A and B" or "recommender systems including C" are products
#: and services the paper studies, not methods it uses.
PRODUCT_SYSTEM_MODIFIERS = frozenset(
    """commercial deployed production industrial proprietary closed-source real-world
    online e-commerce recommender recommendation software operating""".split())

#: A memory or storage size written as one token ("80GB", "24G", "1TB").
MEMORY_SIZE_RE = r"^\d+(?:\.\d+)?(?:GB|TB|MB|GiB|TiB|G)$"

#: Words before "on" / "at" / "via" that name where an artifact is published ("available
#: on X", "released at X", "hosted on X"): the name after them is a site, not a method.
RELEASE_WORDS = frozenset("available released hosted published accessible open-sourced downloadable".split())

#: Adjectives that rate the value of a metric rather than name a kind of it: left
#: outside the metric ("near-perfect accuracy", "decent precision", "optimal regret",
#: "a tight regret bound" are "accuracy", "precision", "regret"). A hyphenated
#: modifier whose last part is here ("near-optimal") counts too.
METRIC_QUALITY_WORDS = frozenset(
    """perfect near-perfect comparable decent remarkable excellent promising satisfactory
    reasonable optimal suboptimal sub-optimal sublinear tight constant outstanding
    favorable favourable competitive impressive unprecedented exceptional strong poor
    good great superior inferior acceptable notable significant substantial
    considerable improved enhanced reduced increased higher lower high low state-of-the-art
    sota leading record record-breaking provable guaranteed nontrivial non-trivial
    attractive desirable solid modest marginal adequate sufficient greater larger large
    smaller negligible near-random random faster slower quicker sub-linear human-level
    superhuman super-human
    slow fast severe graceful inefficient ambiguous consistent unity near-unity noticeable
    drastic dramatic prohibitive excessive minimal minor slight mild moderate
    unsatisfactory
    rapid quick swift intensive tolerable on-par affordable manageable enormous immense
    tremendous unacceptable impractical""".split()
)
#: (The last three lines since session 25: adjectives that rate the size or manner of a value,
#: read before a metric on the dev gold and the corpus: "slow inference speed", "severe
#: accuracy degradation", "a graceful efficiency-accuracy trade-off", "consistent latency
#: speedup", "near unity accuracy", "prohibitive training cost". The line after them since
#: session 35 (metric20): adjectives of speed, burden and tolerance that rate a value the
#: way "fast", "prohibitive" and "acceptable" do: "rapid FID reduction", "intensive training
#: cost", "compute-intensive inference latency", "a tolerable accuracy drop", "on-par FLOPs
#: reduction".)

#: Modifiers of "precision" that name a number format, not the metric ("bfloat16
#: precision", "mixed precision", "low-bit precision", "double precision").
NUMERIC_PRECISION_WORDS = frozenset(
    """mixed half single double full low-bit high-bit arbitrary machine floating-point
    fixed-point numerical numeric finite infinite""".split()
)

#: A number-format token before "precision": "fp16", "bf16", "bfloat16", "int8",
#: "float32", "8-bit", "4bit".
NUMERIC_FORMAT_RE = r"^(?:b?fp\d+|bf\d+|bfloat\d+|float\d+|int\d+|u?int\d+|\d+-?bits?)$"

#: Nouns that describe a technique as a kind of procedure: after a one-word technique
#: they leave that technique as the name ("a boosting mechanism" -> "boosting").
TECHNIQUE_DESCRIPTORS = frozenset(
    """approach approaches mechanism mechanisms technique techniques strategy strategies
    scheme schemes procedure procedures""".split()
)

#: Nouns that class a just-defined acronym as a method when they follow its definition:
#: "... (rSLDS) model", "... (RICA) algorithm", "... (SWA) technique".
DEFINED_METHOD_NOUNS = frozenset(
    """model models algorithm algorithms method methods technique techniques architecture
    architectures network networks estimator estimators framework optimizer""".split()
)

#: Model families and techniques that name the method an "X-based" modifier builds on
#: ("diffusion-based", "attention-based"), besides the model-family nouns of the role
#: rules; generic operations ("sampling-based", "learning-based") are not here.
BASED_ON_TECHNIQUES = frozenset("diffusion attention convolution boosting bagging distillation".split())

#: Nouns after a :data:`TECHNIQUE_HEADS` phrase that name the part of a model holding
#: the technique ("a curvature regularization term", "a message propagation module"):
#: the phrase before them is the technique.
TECHNIQUE_PART_TAILS = frozenset("term terms module modules component components".split())

#: Common nouns that may follow a list of dataset names without making the names
#: modifiers of another thing ("on Atari games", "on DMC tasks", "on COCO images"); any
#: other noun there ("on MRI and CT segmentation tasks", "trained on OpenAI outputs")
#: leaves only known dataset names as datasets.
DATASET_LIST_NOUNS = frozenset(
    """dataset datasets benchmark benchmarks corpus corpora data split splits set sets
    subset subsets suite suites collection collections task tasks game games environment
    environments domain domains challenge challenges image images video videos scene
    scenes leaderboard leaderboards test tests track tracks""".split()
)

#: Verbs of use whose object names what the paper applies ("uses", "employs",
#: "leveraging", "applies", "via"); prepositions with many senses ("with", "on",
#: "from") are not here.
USE_VERBS = frozenset(
    """use uses used using employ employs employed employing leverage leverages leveraged
    leveraging adopt adopts adopted adopting apply applies applied applying utilize
    utilizes utilized utilizing utilise utilises utilised utilising via""".split()
)

#: Heads of noun phrases that name a process ("maximisation", "reweighting",
#: "reparameterization", "whitening").
PROCESS_HEAD_RE = r"(?:[a-z]{3,}(?:ation|isation|ization|ing))s?$"

#: "-ation" / "-ing" nouns that name a thing, not a process, after a verb of use ("uses
#: expert demonstrations", "a revised formulation", "uses side information").
PROCESS_OBJECT_NOUNS = frozenset(
    """formulation formulations demonstration demonstrations information representation
    representations configuration configurations observation observations annotation
    annotations notation population populations location locations foundation relation
    relations situation situations setting settings building buildings recording
    recordings drawing drawings painting paintings string strings""".split()
)

#: Reporting verbs that the tagger often reads as nouns after a list of names
#: ("Experiments on A and B show gains"): never the noun the names modify.
REPORT_VERBS = frozenset(
    """show shows demonstrate demonstrates indicate indicates reveal reveals suggest
    suggests confirm confirms verify verifies validate validates highlight highlights
    illustrate illustrates prove proves achieve achieves yield yields support supports""".split()
)

#: Words before "on" / "upon" that make the name after it a method the paper builds on
#: ("based on X", "builds upon X", "relies on X"); after any other word "on X" names
#: data or a task ("experiments on X", "performance on X").
BUILD_ON_WORDS = frozenset(
    """based build builds built building rely relies relied relying depend depends
    depending draw draws drawing grounded founded""".split()
)

#: Words before "from" that make the name after it a method the paper takes over
#: ("inspiration from X", "adapted from X", "techniques from X"); after any other
#: word "from X" names a source of data ("pages from Common Crawl").
BORROW_FROM_WORDS = frozenset(
    """inspiration inspired borrow borrows borrowed borrowing adapted adapt adapts
    derived ideas insights techniques tools components""".split()
)


#: English function words that a metric abbreviation may spell in capitals ("IS" for the
#: Inception Score): in a run of capitalised words ("IT IS FAST", "THIS IS ALL YOU NEED")
#: they are the English word written in capitals, not the metric.
SHOUTED_FUNCTION_WORDS = frozenset(
    """a about all an and any are as at be but by can do for from has have how i if in is it
    its may more most no not of on one or our so than that the their there these this to up
    us was we what when where which who why will with you your need""".split()
)


def shouted_word(word: str, before: str, after: str) -> bool:
    """Whether ``word`` is an English function word written in capitals inside capitalised
    text, not an abbreviation: it is upper case, its lower case is in
    :data:`SHOUTED_FUNCTION_WORDS`, and the word before or after it (``before``/``after``,
    "" at an edge) is another such word in capitals ("IT IS fast" -> "IS" is the verb, not
    the Inception Score; "FID and IS" keeps "IS").

    Inputs are token texts; output a bool. Never raises."""
    if not word.isupper() or word.lower() not in SHOUTED_FUNCTION_WORDS:
        return False
    return any(len(w) >= 2 and w.isupper() and w.isalpha() and w.lower() in SHOUTED_FUNCTION_WORDS
               for w in (before, after))


#: Gerunds (and a few activity nouns) that name an activity measured by a metric phrase
#: ("linear probing accuracy", "in-context learning accuracy", "membership inference
#: accuracy"); other "-ing" words before a metric are verbs or participles ("using
#: precision", "increasing accuracy"). Inside a phrase only: after a noun or adjective.
METRIC_GERUNDS = frozenset(
    """probing learning training testing ranking matching tracking reasoning decoding parsing
    clustering labeling labelling captioning answering grounding forecasting planning editing
    tagging inpainting denoising reading understanding spotting counting retrieving
    inference evaluation""".split()
)


#: One capitalised word with an adjective ending of a person's, a place's or a language's
#: name: "Bayesian", "Gaussian", "Euclidean", "English", "Japanese" (no system is named so;
#: a label keeps its capital).
PROPER_ADJECTIVE_RE = re.compile(r"[A-Z][a-z]+(?:ian|ean|ish|ese)")

# -- lead adjectives read by the span rules (session 34) --
#: Adjectives of renown that open a mention of a known method ("the celebrated X algorithm").
RENOWN_QUALIFIERS = frozenset(
    """celebrated renowned famous seminal influential prominent acclaimed
    well-established widely-adopted""".split())
#: Adjectives of error: the phrase they open is a faulty outcome ("erroneous classifiers").
ERROR_ADJECTIVES = frozenset(
    """erroneous wrong incorrect inaccurate faulty flawed mistaken""".split())
#: Head nouns of tasks about errors: a phrase of error that ends in one names the task of
#: finding or mending them ("wrong label detection", "erroneous annotation correction").
ERROR_TASK_HEADS = frozenset(
    """detection correction identification localization localisation repair cleaning
    filtering diagnosis""".split())
#: Adjectives that praise, judge or rank what follows ("unparalleled text generation
#: capabilities", "an interesting objective design problem", "the usual bandit problems"):
#: no word of a problem's name, and a phrase they open is a description in passing, not
#: the problem a paper addresses (the task stage refuses it,
#: ``kg.extract.roles_tasks.EVALUATIVE_LEAD_REFUSED``). (Not :data:`EVALUATIVE`, whose words
#: other rules strip; not "critical", "major", "primary", "flexible", "emergent",
#: "potential", which open names: "critical learning periods", "emergent communication".)
TASK_JUDGING_LEADS = frozenset(
    """unparalleled profound unique rigorous interesting crucial inherent easy successful usual
    multifaceted complicated possible essential vital paramount pivotal noteworthy excellent
    outstanding exceptional tremendous unprecedented""".split())

#: Gradable adjectives of quality that papers claim for their work ("accurate and efficient
#: video matting", "transparent and reproducible research", "a diverse and multilingual
#: benchmark"): coordinated with another adjective before a task they praise the work
#: rather than classify the task, unlike classifying pairs ("local and global", "linear
#: and nonlinear", "real and synthetic"); read by ``roles._State._coordinated_adjective_start``
#: (with any adjective in "-able" / "-ible").
QUALITY_ADJECTIVES = frozenset(
    """accurate efficient effective diverse complex reproducible transparent systematic
    extensible robust scalable flexible interpretable explainable fast reliable stable safe
    fair secure trustworthy controllable generalizable consistent precise compact lightweight
    simple practical powerful comprehensive faithful realistic expressive versatile
    principled rigorous sustainable responsible accessible transferable fine coherent
    natural smooth seamless holistic unified general generic""".split())

#: Nouns of data modality that modify a task head ("image and video synthesis", "text and
#: speech generation"): two of them coordinated before a head share it, like classifying
#: adjectives (read by ``roles._State._coordinated_adjective_start``).
MODALITY_NOUNS = frozenset(
    """image images video videos text audio speech language graph node point molecule
    protein music shape scene""".split())


#: Software libraries and frameworks (lower case): the deep-learning and scientific Python
#: stacks that ML abstracts name as what code runs on or integrates with ("a toolkit for
#: PyTorch, TensorFlow and JAX", "implemented in NumPy"), taken from the frameworks and
#: packages that the papers of the corpus name most (PyTorch / TensorFlow / JAX ecosystems,
#: the SciPy stack, graph libraries). Neither a dataset nor a part of a proposed method
#: (session 46, ds46b; read by ``roles_datasets`` and ``roles_proposals``).
SOFTWARE_LIBRARIES = frozenset(
    """pytorch torch tensorflow jax numpy scipy scikit-learn sklearn pandas keras theano caffe
    caffe2 mxnet paddlepaddle mindspore flax chainer matplotlib cupy numba sympy networkx
    opencv pyg dgl""".split())

#: Technology companies (as written) that abstracts name as the owner of a service or a model
#: ("the Google online service", "APIs of OpenAI"): never a dataset on their own. Not
#: "Amazon" (the Amazon review and co-purchase datasets go by that name).
COMPANY_NAMES = frozenset(
    """Google Microsoft Meta OpenAI Apple NVIDIA Nvidia Facebook Baidu Alibaba Tencent
    DeepMind Anthropic IBM Intel Huawei Samsung""".split())

#: Words of publishing, status and placeholder titles ("Title to be announced", "Camera-ready
#: pending", "Supplementary Material", "Accepted Paper 123", "Oral Presentation", "Paper 7"):
#: a title made of these words and numbers only names no paper's subject, so it gives no
#: title-derived candidate and no title signal to the main-task choice
#: (:func:`kg.extract.pipeline.placeholder_title`, session 50). Words, not titles.
PLACEHOLDER_TITLE_WORDS = frozenset("""
title titles paper papers abstract abstracts announced announce pending camera ready camera-ready
supplementary supplement material materials appendix accepted oral poster spotlight presentation
submission submitted draft untitled tba tbd tbc to be determined confirmed placeholder id no number
final version withdrawn anonymous article manuscript preprint
""".split())

#: Session 53 (fixJtext): a link of use or evaluation (evaluatedOn, pretrainedOn, uses,
#: usesMetric) and a numeric result are not read from a clause that denies or only supposes
#: them ("we do not evaluate on X", "X might be applicable to Y, which we leave to future
#: work"; :mod:`kg.extract.hedges`). The mention itself stays. False turns the guard off.
UNASSERTED_GUARD = True

#: Verbs of use and evaluation (lower-case forms as written) whose negation ("we do not use
#: X", "X is not evaluated on Y", "we never train on Z") denies the link that the names after
#: them would give (:func:`kg.extract.hedges.unasserted_spans`). Not verbs of outcome
#: ("does not degrade accuracy on X" still reports an evaluation on X).
NEGATED_USE_VERBS = frozenset("""
use uses used using utilize utilizes utilized utilizing utilise utilises utilised utilising
employ employs employed employing adopt adopts adopted adopting leverage leverages leveraged
leveraging rely relies relied relying require requires required requiring apply applies
applied applying evaluate evaluates evaluated evaluating test tests tested testing validate
validates validated validating benchmark benchmarks benchmarked benchmarking assess assesses
assessed assessing experiment experiments experimented experimenting train trains trained
training pretrain pretrains pretrained pretraining pre-train pre-trains pre-trained
pre-training fine-tune fine-tunes fine-tuned fine-tuning finetune finetunes finetuned
finetuning access accesses accessed accessing include includes included including consider
considers considered considering report reports reported reporting
""".split())

#: Words that make a negation partial, not a denial: "we not only evaluate on X but also
#: ...", "do not just use X".
NEGATION_LIMITERS = frozenset("only just merely solely simply".split())

#: Modal verbs of a supposition ("could reach", "might be applicable", "would apply"): a
#: clause led by one is unasserted when its sentence also holds a cue of
#: :data:`HYPOTHETICAL_CUES`.
HYPOTHETICAL_MODALS = frozenset("might could would may".split())

#: Word sequences (lower-case tokens) that mark a supposition as untested: left to future
#: work, or not verified (:func:`kg.extract.hedges.unasserted_spans`).
HYPOTHETICAL_CUES = (
    ("future", "work"), ("future", "works"), ("future", "research"), ("future", "study"),
    ("future", "studies"), ("future", "direction"), ("future", "directions"),
    ("not", "verify"), ("not", "verified"), ("not", "tested"), ("not", "test"),
    ("not", "yet", "verified"), ("not", "yet", "tested"), ("remains", "to", "be", "verified"),
    ("remains", "to", "be", "tested"), ("remain", "to", "be", "verified"),
)

#: Words that end the clause a negation or a supposition governs (besides clause
#: punctuation): a contrast or a new clause ("we do not use X, but train on Y", "... while Y").
CLAUSE_END_WORDS = frozenset(
    "but while whereas although though instead rather yet unlike which where so thus hence "
    "whereby".split())
