"""Acronym definitions in abstracts: ``long form (SHORT)`` and ``SHORT (long form)``.

Algorithm: Schwartz & Hearst (2003), "A simple algorithm for identifying abbreviation
definitions in biomedical text", Pacific Symposium on Biocomputing 8:451-462. For every
parenthesis in a sentence, a *short-form candidate* (the parenthesised token, or the token
before the parenthesis when the parenthesis holds several words) is aligned character by
character with the words next to it; the long form is the text from the word where the
first character of the short form matches to the parenthesis.

Differences from the paper (and from scispaCy's ``AbbreviationDetector``, which follows it
closely), each made for machine-learning abstracts:

* **Best alignment instead of the first greedy one.** Schwartz & Hearst match the short
  form right to left and take the first match of each character. Here every alignment is
  scored (a dynamic programme, linear in the window): characters on word starts count
  for it; content words skipped between matched characters, entered through an inner
  letter, or left after the last match count against it; ties go to the shortest long
  form. So ``... can better tolerate quantization through a bit augmentation (BitAug)``
  gives ``bit augmentation``, where the greedy match strays to ``better tolerate``.
  Word starts include the parts of hyphenated words (``out-of-distribution`` -> O, O,
  D) and camel-case humps. A long form never opens with a function word (``the``,
  ``of``, ``called``).
* **Bound prefixes.** A long form that is a single word beginning with a bound prefix
  (``re-identification``, ``pre-training``) abbreviates the head of a compound; the
  modifier before it is kept: ``Person re-identification (ReID)`` -> long
  ``Person re-identification`` (scispaCy cuts it to ``re-identification``).
* **Plural short forms.** ``LLMs``, ``GNNs``, ``CUAs``: the final ``s`` aligns with a
  plural long form or is ignored.
* **X for "ex-" and "cross".** A short form may open with an ``X`` that stands for a word
  starting with "ex" (``explainable artificial intelligence (XAI)``), a common convention;
  an ``X`` anywhere may stand for a word (part) "cross" (``temporal cross-modal
  distillation (TXD)``, ``Cross-Entropy Search (XES)``).
* **Digits.** A digit after a letter may repeat the letter (``E2PO`` = *E*mbedding-
  perturbed *E*xploration *P*reference *O*ptimization, ``A3C``); a digit may also match
  itself or a number word (``Seq2Seq`` -> "to", ``6DoF`` -> "six").
* **Aliases and focus words.** ``Operator INR (or O-INR)``: a short form given as another
  name ("or", "aka") is read like a plain one; a long form never opens with a focusing
  adverb (``especially electroencephalogram (EEG)`` -> ``electroencephalogram``).
* **Stricter short forms.** The short form is one token with at least two capital letters
  (or a capital and a digit), so ``(ours)``, ``(i)``, ``(1)``, ``(85.4% top-1)``,
  ``(Figure 2)`` are not candidates; parentheses opening with ``e.g.``, ``i.e.``, ``see``,
  ``cf.`` or holding a citation (``Vaswani et al., 2017``) are skipped.
* **Remarks and definitions without brackets.** A bracket may say that it holds a short
  form (``(CARD for short)``, ``(abbreviated as DRQ)``, ``(SNR hereafter)``); a short form
  may follow its long form without brackets (``Sparse Token Routing, or STR for short,``,
  ``..., abbreviated as STR``; rule ``"bracketless"``). A possessive ends a long form
  whose letters all fall on word starts before it (``large language models' rapid
  progress (LLMs)``). A prepositional phrase after the last abbreviated word is no part
  of the long form (``best arm identification with fixed confidence (BAI)``), and a
  capital glued to a lower-case word opens it (``namelyProximal Gait Search (PGS)``, a
  lost space). A title-case long form takes the title-case word before it that opens with
  the same letter (``State Sequences Prediction via Fourier Transform (SPF)``).
* **Long form after its short form, without brackets.** ``we introduce SNIP, a
  Symbolic-Numeric Integrated Pre-training model, ...``, ``LLaVA: Large Language and
  Vision Assistant``, ``FOO stands for ...``, ``we propose GRANDE, GRAdieNt-Based Decision
  Tree Ensembles, a ...``, ``we call it FOO for Fast Object Oracle``, ``FOO, representing
  Fast Object Oracle`` (session 46) (rule ``"appositive"``): the letters must
  spell the long form by its initials or its capitals, and a type noun after it stays out
  unless a letter needs it (:func:`_appositive_definitions`).
* **Trailing type words.** Generic words after the last aligned character are kept, as
  Schwartz & Hearst keep everything up to the parenthesis (``the forward-forward algorithm
  (FF)`` -> ``forward-forward algorithm``), with :data:`KEEP_TYPE_TAIL`; without it they are
  dropped (``Spike-based Vision-Language pretraining framework (SVL)`` -> ``Spike-based
  Vision-Language``).
* **Square brackets.** ``long form [SHORT]`` is read like ``long form (SHORT)`` when the
  bracket holds one short-form token (``contextual bandits with knapsacks [CBwK]``).
* **Written-out last word, nested definitions, left-out first word.** A short form may end
  in a word written out that repeats the long form's last word (``Triangulation Residual
  loss (TR loss)``, ``Time-reversal symmetry (T-symmetry)``); a long form may hold another
  definition in brackets, kept as written (``Time-reversal symmetry (T-symmetry) enforced
  Dynamics Model (TDM)``); a doubled first letter may stand for a word the long form
  leaves out (``language models (LLMs)``). Bold or underlined letters after a prefixed
  short form keep the prefix (``X-MDPT (Cross-view **M**asked ...)``).
* **Naming connectives** (session 34). ``Sparse Token Routing, named STR,`` (also
  ``dubbed``, ``termed``, ``called``, ``namely``, ``a.k.a.``, ``known as``) is read like
  ``Sparse Token Routing (STR)`` (rule ``"bracketless"``); a clipped name with more small
  letters than capitals needs a title-case long form.
* **Bold noun phrases** (session 34). A bold-letter long form takes the one or two small
  words that end its noun phrase after the last bold word (``**BEN**chmark for **D**NA
  language models,``), as Schwartz & Hearst keep every word up to the bracket.
* **Title long forms** (session 34). A title ``SHORT: Long Form`` (or a title that is the
  long form) marks that phrase in the abstract as the long form when the short form
  stands next to it (rule ``"title"``, :func:`_title_definitions`), beyond the window.
* **Short form first** (session 34). ``SHORT (long form)`` as in Schwartz & Hearst
  (section 2.1), also when quotation marks enclose the long form (``RichCLD (“Rich-
  Observation RL ...”)``), when the bracket opens with "i.e.," (``MC-SMoE (i.e., Merge,
  then Compress SMoE)``; other asides stay asides) or when one singular type noun stands
  before the bracket (``the W4NT3D benchmark (Wiki-40B ...)``).
* **Window.** The long-form window ends at clause punctuation (``, ; : ( ) [ ]``, a full
  stop) and keeps at most ``min(|A| + 5, 2|A|)`` words, as in the paper, but function
  words (``of``, ``on``, ``and``, ``based``) are not counted (session 38: ``a plonk
  zorb estimator based on rate and temporal gradients (PZRT)``). Function
  notation (``O(1/T)``, ``f(X)``) is no parenthesis of a definition.
* **LaTeX bold letters.** Acronyms that the cleaner (:mod:`kg.clean`) read from bold
  letters arrive as :class:`~kg.records.BoldAcronym` and become ``rule="latex-bold"``
  records; they take precedence over a text definition of the same short form.

All functions are pure; offsets are character offsets into the given text, half-open.
"""
from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache
from typing import Iterable, Optional, Sequence

from kg.records import Acronym, BoldAcronym

__all__ = ["find_acronyms", "acronym_map", "is_short_form", "align_long_form", "is_generic_tail"]

# ---------------------------------------------------------------------------------------
# Word lists (function words of the abstract register, not names)

#: Parentheses that open with these words are asides, never definitions.
_ASIDE_OPENERS = frozenset(
    """e.g. e.g., eg eg. i.e. i.e., ie ie. see cf. cf resp. resp ours ours, viz. viz etc
    fig. fig figure figures table tables section sec. sec appendix app. eq. eq eqs.
    equation equations theorem lemma corollary proposition definition algorithm alg.
    line lines step steps footnote note""".split()
)

#: Lower-case prefixes that cannot stand alone as a word (``re-identification``).
_BOUND_PREFIXES = frozenset(
    """re pre non co un de semi sub inter intra post anti counter dis mis over under
    trans hyper meta""".split()
)

#: Words that may not be pulled into a long form when extending it to the left.
#: Switch: a stop word written in capitals ("AT", "IT", "OR") counts as a content word in
#: :func:`_unmatched_content_words` (session 57: "AT baselines validates the effectiveness of
#: the proposed Uncertainty-Reducing AT (AT-UR)" was read as a definition; off: it does not).
CAPITAL_STOP_WORDS_COUNT = True
#: Switch: :func:`_accept` refuses a long form that holds a capital part of a hyphenated short
#: form twice as a word ("AT ... AT" for "AT-UR"; session 57; off: accepted).
DOUBLED_PART_REFUSED = True
_STOP_WORDS = frozenset(
    """a an the this that these those its their our his her of for in on at to by with
    from into onto over under via and or but nor as is are was were be been being has
    have had do does did we it they which who whom whose what when where while than
    then so such also not no can could may might must shall should will would both
    each every all any some many most more less few several other another same own
    study studies studied address addresses addressed tackle tackles perform performs
    improve improves enable enables consider considers propose proposes proposed
    introduce introduces present presents use uses using used apply applies applied
    call called named termed dubbed known via toward towards about across between
    among within without based""".split()
)

#: Function words: skipping them costs an alignment nothing.
_FUNCTION_WORDS = frozenset(
    """a an the this that these those its their our his her of for in on at to by with
    from into onto via and or but nor as is are was were be been it we they which than
    based""".split()
)

#: Words a long form never starts with (determiners, prepositions, naming verbs, and
#: focusing adverbs: "especially electroencephalogram (EEG)" defines EEG alone).
_NEVER_FIRST = frozenset(
    """a an the this that these those its their our his her of for to by with from into
    onto and or but as is are was were be we which via than called termed dubbed
    namely especially particularly notably mainly mostly primarily specifically
    including""".split()
)

#: Type words that may follow a long form without being part of it.
_GENERIC_TAIL = frozenset(
    """framework frameworks method methods approach approaches model models algorithm
    algorithms architecture architectures module modules mechanism mechanisms strategy
    strategies paradigm paradigms pipeline pipelines technique techniques scheme schemes
    system systems procedure procedures pretraining pre-training""".split()
)

#: With :data:`KEEP_TYPE_TAIL`, a type word of :data:`_GENERIC_TAIL` between the last
#: abbreviated word and the bracket stays in the long form ("the forward-forward algorithm
#: (FF)", "Retrieval-augmented language models (RAG)", "a Semi-supervised Reward framework
#: (SemiReward)"): the dev gold writes it so 15 times and leaves it out 4 times, those 4
#: with the longer form as an alias (session 31). Without it such words are dropped.
KEEP_TYPE_TAIL = True

#: Prepositions that open a qualifying phrase after the last abbreviated word of a long
#: form ("... identification with fixed confidence (BAI)"): the long form ends before them.
_TAIL_PREPOSITIONS = frozenset("with for on in of via under from using by over across".split())

#: Hyphen suffixes that may follow a long form without being part of it.
_GENERIC_SUFFIXES = frozenset("based like style type wise".split())

#: Number words a digit of a short form may stand for (``Seq2Seq``, ``B4``).
_DIGIT_WORDS: dict[str, tuple[str, ...]] = {
    "1": ("one", "first", "single"),
    "2": ("two", "to", "second", "double", "dual", "bi"),
    "3": ("three", "third", "triple", "tri"),
    "4": ("four", "for", "fourth", "quad"),
    "5": ("five", "fifth"),
    "6": ("six", "sixth"),
    "7": ("seven", "seventh"),
    "8": ("eight", "eighth"),
    "9": ("nine", "ninth"),
}

_OPENERS = "\"'“‘`*_[{~"
_LEADING_GLUE = re.compile(r"(?:(?:short|stands|standing)\s+for|for|the|a|an|i\.e\.,?|namely)\s+",
                           re.I)
#: Words that open a parenthesised short form given as another name ("X (or XX)").
_ALIAS_GLUE = re.compile(
    r"(?:or|aka|a\.k\.a\.?|(?:abbreviated|shortened)(?:\s+(?:as|to))?|hereafter,?"
    r"(?:\s+(?:called|denoted|referred\s+to\s+as))?)\s+(?=\S+$)")
#: A remark after a parenthesised short form that says it is one: "(CARD for short)",
#: "(GCL, for short)", "(SNR hereafter)".
_SHORT_REMARK_RE = re.compile(r",?\s+(?:for\s+short|in\s+short|hereafter|henceforth)\s*$")
#: A short form given without brackets after its long form: "Deep Residual Quantization,
#: or DRQ for short," and "..., abbreviated as DRQ": the connective and the short form
#: (a single token; :func:`is_short_form` judges it). "or SHORT" alone is no definition
#: ("A, or B"): it needs the "for short" remark.
_BRACKETLESS_RE = re.compile(
    r",?\s+(?:or\s+(?P<s1>[A-Za-z0-9][\w\-]*)\s+for\s+short"
    r"|(?:abbreviated|shortened)(?:\s+(?:as|to))?\s+(?P<s2>[A-Za-z0-9][\w\-]*)(?:\s+for\s+short)?)"
    r"(?=\s*(?:[,;:.)]|$))"
    r"|,\s+(?:named|dubbed|termed|called|namely|a\.k\.a\.?|aka|(?:also\s+)?known\s+as)\s+"
    r"(?P<s3>[A-Za-z0-9][\w\-]*)(?=\s*(?:[,;:]|\.(?:\s|$)|$))")
#: The naming connectives of :data:`_BRACKETLESS_RE`'s third branch (a cheap test first).
_NAMING_CONNECTIVES = ("named", "dubbed", "termed", "called", "namely", "a.k.a", "aka", "known as")
_PAREN_RE = re.compile(r"\(([^()]*)\)")
#: A square bracket holding one short-form-shaped token ("[CBwK]"), after a space. (The
#: space is tested after the bracket, ``\[(?<=\s\[)``, not before it, ``(?<=\s)\[``: the same
#: matches, but a pattern that opens with a literal character is searched for that character
#: at C speed instead of trying the lookbehind at every position.)
_SQUARE_SHORT_RE = re.compile(r"\[(?<=\s\[)[A-Za-z0-9][A-Za-z0-9\-]{1,11}\]")
_SHORT_CHARS_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9\-/&+.'’]*$")
_CITATION_RE = re.compile(r"\bet al\b|\b(?:19|20)\d\d[a-z]?\b")
_WINDOW_BREAK = ",;:()[]{}"
#: Where the short form inside a parenthesis ends: ``(GCL, ...)``, ``(GCL; ...)`` and a
#: spaced dash, ``(GCL - relying on graph augmentation ...)``.
_PAREN_SHORT_END_RE = re.compile(r"[;,]\s|\s+(?:-{1,3}|[–—])\s+")
_CAPITALISED_RE = re.compile(r"^[A-Z][a-z]{2,11}$")
#: Switch (session 49): a bracket that gives two short forms of one long form, "Layered
#: Token Merging (LTM or LTM2)", "(LTM; LTMerge)", "(LTM, also LTMerge)", defines both
#: (:func:`_second_short_form`), so the second is an alias of the one entity, not another one.
TWO_SHORT_FORMS = True
#: Two short-form-shaped tokens in one bracket, joined by "or", a semicolon or ", also" /
#: ", or" / ", aka": groups ``a`` and ``b``.
_TWO_SHORTS_RE = re.compile(
    r"^\s*(?P<a>[A-Za-z0-9][^\s;,()]*)(?:\s+or\s+|\s*;\s*|\s*,\s*(?:also|or|aka|a\.k\.a\.)\s+)"
    r"(?P<b>[A-Za-z0-9][^\s;,()]*)\s*$")
#: ``SHORT -- Long Form``: a name-shaped short form, a spaced dash (``-``, ``--``,
#: ``---``, en or em dash) and title-case words up to the next clause punctuation. (The
#: short form's run is possessive, ``{1,11}+``: what follows it cannot be one of its own
#: characters, so giving characters back could never match; the matches are the same, found
#: without retrying every shorter run at each word.)
_DASH_DEFINITION_RE = re.compile(
    r"(?<![\w\-])(?P<short>[A-Za-z0-9][A-Za-z0-9\-]{1,11}+)\s+(?:-{1,3}|[–—])\s+"
    r"(?P<long>[A-Z][\w\-]*(?:\s+[\w\-]+){1,10}?)(?=\s*(?:[,;:.()]|\s(?:-{1,3}|[–—])\s|$))")
#: What every match of :data:`_DASH_DEFINITION_RE` holds: a space before a dash. Searched
#: first (a third of the pattern's cost): most sentences have none (65 of 1,000 abstracts do).
_DASH_HINT_RE = re.compile(r"\s[-–—]")
#: Words after which a ``SHORT -- Long Form`` definition may open (besides a sentence
#: start): the naming verbs of a contribution.
_DASH_LEADS = frozenset(
    """propose proposes proposed introduce introduces introduced present presents
    presented call calls called term termed dub dubbed name named develop develops
    developed design designs designed""".split())


# ---------------------------------------------------------------------------------------
# Step 1: short-form candidates

#: A short form written with a power: a letter or a bracketed group raised to 2-4
#: (``UA^2``, ``M^3``, ``SF(DA)^2``, ``UA²``). The cleaner (:mod:`kg.clean`) writes a
#: LaTeX superscript after a letter as a digit (``D$^3$R`` -> ``D3R``) but keeps the
#: caret after a bracket or bold markers (``SF(DA)$^2$`` -> ``SF(DA)^2``,
#: ``**UA**$^2$`` -> ``UA^2``).
_POWER_SHORT_RE = re.compile(
    r"(?P<pre>[A-Za-z0-9\-]*?)(?:\((?P<group>[A-Za-z0-9\-]{1,8})\)|(?P<letter>[A-Za-z]))"
    r"(?:\^\(?(?P<exp>[2-4])\)?|(?P<sup>[²³⁴]))(?P<post>[A-Za-z0-9\-]*)")
_SUPERSCRIPT_DIGITS = {"²": "2", "³": "3", "⁴": "4"}
#: A parenthesis that holds a short form with a bracketed group and a power
#: (``(SF(DA)^2)``), which :data:`_PAREN_RE` (no nested brackets) never sees whole.
_NESTED_SHORT_PAREN_RE = re.compile(
    r"\((?P<inner>[A-Za-z0-9\-]*\([A-Za-z0-9\-]{1,8}\)(?:\^\(?[2-4]\)?|[²³⁴])[A-Za-z0-9\-]*)\)")


def _power_parts(short: str) -> Optional[tuple[str, str]]:
    """``(bare, expanded)`` spellings of a short form written with a power
    (:data:`_POWER_SHORT_RE`), None for any other string.

    ``bare`` drops the caret and the inner brackets (``SF(DA)^2`` -> ``SFDA2``, the
    shape :func:`is_short_form` judges); ``expanded`` writes the power out
    (``SF(DA)^2`` -> ``SFDADA``, ``UA^2`` -> ``UAA``), the letters the long form spells:
    "Source-free Domain Adaptation Through the Lens of Data Augmentation".
    """
    m = _POWER_SHORT_RE.fullmatch(short)
    if m is None:
        return None
    base = m.group("group") or m.group("letter")
    n = m.group("exp") or _SUPERSCRIPT_DIGITS[m.group("sup")]
    return (m.group("pre") + base + n + m.group("post"),
            m.group("pre") + base * int(n) + m.group("post"))


def is_short_form(candidate: str) -> bool:
    """Tell whether ``candidate`` can be the short form of a definition.

    Input: a string (one parenthesised token or the token before a parenthesis).
    Output: True when it is 2-12 characters, one token, starts with a letter or digit,
    uses only letters, digits and ``- / & + . '``, and has at least two capital letters
    or one capital letter and a digit (``LLMs``, ``ReID``, ``3D-SDSA``, ``E2PO``, ``T5``).
    Lower-case words (``ours``), numbers (``1``), roman enumerators (``i``) fail.
    A short form written with a power (``UA^2``, ``SF(DA)^2``: :func:`_power_parts`) is
    judged without its caret and inner brackets (``UA2``, ``SFDA2``).
    """
    power = _power_parts(candidate)
    if power is not None:
        candidate = power[0]
    if not (2 <= len(candidate) <= 12) or not _SHORT_CHARS_RE.match(candidate):
        return False
    if candidate.lower().rstrip(",") in _ASIDE_OPENERS and not _all_caps(candidate):
        return False  # "(cf. ...)", "(see ...)"; but "(CF)" is a short form
    upper = sum(ch.isupper() for ch in candidate)
    digits = any(ch.isdigit() for ch in candidate)
    return upper >= 2 or (upper >= 1 and digits)


def _short_form_keys(short: str) -> list[tuple[str, ...]]:
    """Character sequences to align for ``short``, most literal first.

    Each sequence holds lower-case letters and digits; a digit after a letter is also
    tried as a repetition of that letter (``E2PO`` -> e e p o), then, between two
    letters, of the letter after it (``CB2M`` -> c b m m: "concept bottleneck memory
    models"); a plural ``s`` after a
    capital (``LLMs``) is also tried without it. A short form written with a power
    (``SF(DA)^2``) is tried with the power written out first (``s f d a d a``), then as
    its bare spelling (``SFDA2``).
    """
    power = _power_parts(short)
    if power is not None:
        return [tuple(c.lower() for c in power[1] if c.isalnum())] + _short_form_keys(power[0])
    chars = [c.lower() for c in short if c.isalnum()]
    keys: list[tuple[str, ...]] = [tuple(chars)]
    repeated: list[str] = []
    changed = False
    for i, c in enumerate(chars):
        if c.isdigit() and i > 0 and chars[i - 1].isalpha() and c in "234":
            repeated.extend(chars[i - 1] for _ in range(int(c) - 1))
            changed = True
        else:
            repeated.append(c)
    if changed:
        keys.append(tuple(repeated))
        # the digit may count the letter after it instead ("CB2M": concept bottleneck
        # memory models, c b m m), when a letter stands on both sides of it
        following: list[str] = []
        for i, c in enumerate(chars):
            if c.isdigit() and 0 < i < len(chars) - 1 and chars[i - 1].isalpha() and chars[i + 1].isalpha() \
                    and c in "234":
                following.extend(chars[i + 1] for _ in range(int(c) - 1))
            else:
                following.append(c)
        if tuple(following) not in keys and tuple(following) != tuple(chars):
            keys.append(tuple(following))
    if len(short) >= 3 and short.endswith("s") and short[-2].isupper():
        keys.extend(k[:-1] for k in list(keys))
    return keys


# ---------------------------------------------------------------------------------------
# Step 2: align a short form with a long-form window

_PART_START_RE = re.compile(
    r"(?<![^\s\-/–—\"'“‘`*_\[{~])[^\W_]|(?<=[a-z])[A-Z]|(?<=[A-Za-z])[0-9]|(?<=[0-9])[A-Za-z]")


def _part_starts(text: str) -> frozenset[int]:
    """Indices of the characters that start a word *part*.

    A part starts the text or follows whitespace, ``-``, ``/``, ``–``, an opening quote or
    bracket, is a capital after a lower-case letter (camel case), or is where letters and
    digits meet (``Prompting4Debugging`` -> ``Prompting``, ``4``, ``Debugging``): in
    ``out-of-distribution`` the parts are ``out``, ``of``, ``distribution``.
    """
    return frozenset(m.start() for m in _PART_START_RE.finditer(text))


def _candidates(key: str, lower: str, index: dict[str, list[int]],
                parts: frozenset[int]) -> list[int]:
    """Window positions where short-form character ``key`` may match, increasing.

    A letter matches itself (case-insensitively); a digit matches itself or, at a part
    start, one of its number words (``2`` -> ``to``, ``two``, ``second``); an ``x`` also
    matches the start of a part "cross" (``cross-modal knowledge distillation (XKD)``, a
    common convention).
    """
    found = index.get(key, [])
    words = _DIGIT_WORDS.get(key) if key.isdigit() else ("cross",) if key == "x" else None
    if words:
        extra = [i for i in parts if any(lower.startswith(w, i) for w in words)]
        if extra:
            found = sorted(set(found) | set(extra))
    return found


def _part_table(window: str, parts: frozenset[int]) -> tuple[list[int], list[int], list[int], list[int]]:
    """Per window index: start of its part, number of content-part starts up to it,
    whether its part is a content part (neither a stop word such as ``of`` nor a generic
    type word such as ``framework``), and whether its part is a stop word."""
    n = len(window)
    start_of, count, content, stop = [0] * n, [0] * n, [0] * n, [0] * n
    cur, c, is_content, is_stop = 0, 0, 0, 0
    for x in range(n):
        if x in parts:
            cur = x
            y = x
            while y < n and window[y].isalnum():
                y += 1
            w = window[x:y].lower()
            is_stop = int(w in _FUNCTION_WORDS)
            is_content = int(not is_stop and w not in _GENERIC_TAIL)
            c += is_content
        start_of[x], count[x], content[x], stop[x] = cur, c, is_content, is_stop
    return start_of, count, content, stop


def _opens_content_word(window: str, i: int) -> bool:
    """Whether the whitespace word holding ``window[i]`` is no stop word (a long form
    never starts with ``of`` or ``the``; ``In-context`` may start one)."""
    a = i
    while a > 0 and not window[a - 1].isspace():
        a -= 1
    b = i
    while b < len(window) and not window[b].isspace():
        b += 1
    return window[a:b].strip("\"'“‘`*_[{~(").lower() not in _NEVER_FIRST


def align_long_form(key: Sequence[str], window: str,
                    anchored: bool = False) -> Optional[tuple[int, list[int]]]:
    """Best alignment of the short-form characters ``key`` inside ``window``.

    Inputs: ``key``, lower-case letters/digits of the short form in order; ``window``, the
    text where the long form must lie (it ends where the long form ends).
    Output: ``(score, positions)`` with one window index per key character, increasing;
    the first one on a part start (see :func:`_part_starts`; ``re-identification`` may
    start at ``re``) of a word that can open a term (not ``of``, ``the``, ``called``).
    Score: two points per character on a part start, minus one per content part (not a
    function word or a generic type word) skipped between aligned characters or entered
    through an inner letter, and two per content part after the last one, so ``bit augmentation (BitAug)`` beats an
    alignment strewn over ``better tolerate ADC quantization through a bit
    augmentation``; ties go to the alignment starting latest (shortest long form). None
    when the characters
    cannot be aligned (Schwartz & Hearst's "no match").

    With ``anchored`` the first character must match at the start of the window (the
    ``SHORT (long form)`` pattern, where the parenthesis holds exactly the long form).

    Dynamic programme over the matching positions of each key character with running
    maxima split at the current part: O(len(key) * len(window)).
    """
    if not key or not window:
        return None
    lower, parts, start_of, count, content = _window_tables(window)
    index: dict[str, list[int]] = {}
    for ch in set(key):
        hits, i = [], lower.find(ch)
        while i >= 0:
            hits.append(i)
            i = lower.find(ch, i + 1)
        index[ch] = hits
    # prev: (position, (score, first position)) entries of the previous key character
    prev: list[tuple[int, tuple[int, int]]] = []
    back: list[dict[int, int]] = []
    for j, k in enumerate(key):
        cands = _candidates(k, lower, index, parts)
        cur: list[tuple[int, tuple[int, int]]] = []
        links: dict[int, int] = {}
        if j == 0:
            # an "X" may stand for a word opening with "ex" ("explainable AI (XAI)")
            cur = [(i, (2, i)) for i in cands if (i in parts or k == "x" and i > 0 and lower[i - 1] == "e"
                                                   and i - 1 in parts and not anchored) and (
                i == 0 if anchored else _opens_content_word(window, i))]
        else:
            p = 0
            far, far_pos = None, -1      # max of score + count over earlier parts
            near: list[tuple[int, tuple[int, int]]] = []  # entries in the current part
            for i in cands:
                ps = start_of[i]
                while p < len(prev) and prev[p][0] < i:
                    near.append(prev[p])
                    p += 1
                keep = []
                for q, val in near:
                    if q < ps:
                        moved = (val[0] + count[q], val[1])
                        if far is None or moved > far:
                            far, far_pos = moved, q
                    else:
                        keep.append((q, val))
                near = keep
                gain = 2 * int(i in parts)
                best, best_pos = None, -1
                if far is not None:
                    best, best_pos = (far[0] - count[i] + content[i] * gain // 2, far[1]), far_pos
                for q, val in near:
                    if best is None or val > best:
                        best, best_pos = val, q
                if best is not None:
                    cur.append((i, (best[0] + gain, best[1])))
                    links[i] = best_pos
        if not cur:
            return None
        prev = cur
        back.append(links)
    # content parts after the last aligned character count twice against it: a long
    # form rarely ends in words that the short form does not abbreviate
    last_count = count[-1]
    prev = [(i, (val[0] - 2 * (last_count - count[i]), val[1])) for i, val in prev]
    end, (score, _) = max(prev, key=lambda e: (e[1], -e[0]))  # ties: earlier end
    positions = [end]
    for j in range(len(key) - 1, 0, -1):
        positions.append(back[j][positions[-1]])
    positions.reverse()
    return score, positions


def _long_form_window(text: str, lo: int, paren: int, short_len: int) -> int:
    """Start index of the long-form window before ``text[paren]``, not before ``lo``.

    The window stops at clause punctuation and keeps at most ``min(n + 5, 2n)`` words
    (n = alphanumeric characters of the short form), Schwartz & Hearst's limit, counting
    only words outside :data:`_FUNCTION_WORDS`.
    """
    start = paren
    while start > lo and text[start - 1] not in _WINDOW_BREAK and not (
            text[start - 1] in ".!?" and text[start].isspace()):
        start -= 1
    words = list(re.finditer(r"\S+", text[start:paren]))
    limit = min(short_len + 5, 2 * short_len)
    if len(words) > limit:
        # Function words ("of", "and", "on") are free when the limit is counted, so a
        # long form with several prepositions stays in reach ("plonk zorb estimator
        # based on rate and temporal gradients (PZRT)").
        count, keep = 0, len(words)
        for k in range(len(words) - 1, -1, -1):
            if words[k].group().lower() not in _FUNCTION_WORDS:
                count += 1
                if count > limit:
                    break
            keep = k
        start += words[keep].start()
    while start < paren and text[start].isspace():
        start += 1
    return start


def _extend_bound_prefix(text: str, lo: int, start: int, end: int) -> int:
    """Pull the modifier of a bound-prefix compound into the long form.

    ``Person re-identification (ReID)``: the aligned long form ``re-identification`` is one
    word starting with a bound prefix (``re-``); the preceding word, when it is a content
    word of the same clause, belongs to the term. Returns the (possibly earlier) start.
    """
    long = text[start:end].strip()
    if " " in long or "-" not in long or long.split("-", 1)[0].lower() not in _BOUND_PREFIXES:
        return start
    m = re.search(r"([A-Za-z][A-Za-z\-]*)\s+$", text[lo:start])
    if not m or m.group(1).lower() in _STOP_WORDS or m.group(1).endswith("ly"):
        return start
    return lo + m.start(1)


def _glued_capital(text: str, word_start: int, i: int) -> bool:
    """Whether the capital ``text[i]`` opens a word glued to the lower-case word that starts
    at ``word_start`` ("specificallyProximal": a lost space, not a camel-case name): four
    lower-case letters or more before it and a lower-case letter after it ("diffusioN
    Optimized Sampling (NOS)" capitalises a letter, it glues nothing)."""
    prefix = text[word_start:i]
    return text[i].isupper() and len(prefix) >= 4 and prefix.isalpha() and prefix.islower() \
        and i + 1 < len(text) and text[i + 1].islower()
#: A possessive ending of a word: "models'", "model's", "model’s".
_POSSESSIVE_END_RE = re.compile(r"(?<=[A-Za-z])(?:'s|’s|(?<=s)'|(?<=s)’)$")


def _long_form_end(window: str, last: int) -> int:
    """End of the long form in ``window`` given the position of the last aligned character.

    Words after the last aligned character are kept (``Fourier Transform (FT)``,
    ``Kullback-Leibler divergence (KL)``, with :data:`KEEP_TYPE_TAIL` also generic type
    words: ``forward-forward algorithm (FF)``; without it those are dropped,
    ``Spike-based Vision-Language pretraining framework (SVL)`` -> ``Spike-based
    Vision-Language``); a trailing hyphen part such as ``-based`` without an aligned
    character is dropped (``machine learning-based (ML)``), and so is a prepositional
    phrase after it (``best arm identification with fixed confidence (BAI)``); a
    possessive word ends it
    (``large language models' tremendous success (LLMs)`` -> ``large language models``);
    closing quotes and ``~`` are stripped.
    """
    end = len(window)
    words = list(re.finditer(r"\S+", window))
    for k, w in enumerate(words):
        # a possessive at or after the last aligned word ends the long form: the words
        # after it name something of the possessor ("large language models' tremendous
        # success (LLMs)" -> "large language models")
        if w.end() > last and k + 1 < len(words):
            m = _POSSESSIVE_END_RE.search(w.group())
            if m is not None and w.start() + m.start() > last:
                end = w.start() + m.start()
                words = words[:k + 1]
                break
    for k, w in enumerate(words):
        # a prepositional phrase after the last aligned word qualifies the term and is not
        # abbreviated: "best arm identification with fixed confidence (BAI)"
        if w.start() > last and w.group().lower() in _TAIL_PREPOSITIONS:
            end = w.start()
            words = words[:k]
            break
    while not KEEP_TYPE_TAIL and words and words[-1].start() > last and \
            words[-1].group().lower().strip("\"'’”") in _GENERIC_TAIL:
        end = words.pop().start()
    long = window[:end].rstrip()
    cut = long.rfind("-")
    if cut > last and long[cut + 1:].lower() in _GENERIC_SUFFIXES:
        long = long[:cut]
    return len(long.rstrip(" ~'\"’”`*_"))


def _unmatched_content_words(long: str, offset: int, positions: Iterable[int]) -> int:
    """Count words of ``long`` (split at spaces and hyphens) holding no aligned character.

    ``offset`` is the window index of ``long[0]``; stop words do not count, but a word in
    capitals is an acronym, not one ("AT" for adversarial training is no "at").
    """
    hit = {p - offset for p in positions}
    count = 0
    for m in re.finditer(r"[^\s\-/–]+", long):
        if m.group().lower() in _STOP_WORDS and not (CAPITAL_STOP_WORDS_COUNT and m.group().isupper()
                                                     and len(m.group()) >= 2):
            continue
        if not any(m.start() <= h < m.end() for h in hit):
            count += 1
    return count


@lru_cache(maxsize=64)
def _window_tables(window: str) -> tuple[str, frozenset[int], list[int], list[int], list[int]]:
    """``window`` lower-cased, its part starts (:func:`_part_starts`) and its part table
    (:func:`_part_table`: part start, content parts before, content flag per index), made
    once per window: :func:`_best_alignment` aligns several keys of one short form in the
    same window. The lists are shared between calls and only read."""
    parts = _part_starts(window)
    start_of, count, content, _ = _part_table(window, parts)
    return window.lower(), parts, start_of, count, content


def _best_alignment(short: str, window: str,
                    anchored: bool = False) -> Optional[tuple[int, list[int]]]:
    """Best alignment over the keys of :func:`_short_form_keys` (most literal wins ties)."""
    best = None
    for rank, key in enumerate(_short_form_keys(short)):
        found = align_long_form(key, window, anchored)
        if found is None:
            continue
        score = (found[0] - 0.01 * rank, -_unmatched_content_words(
            window[found[1][0]:], found[1][0], found[1]))
        if best is None or score > best[0]:
            best = (score, found)
    return None if best is None else best[1]


# ---------------------------------------------------------------------------------------
# Step 3: the two definition patterns

def _contains_word(text: str, word: str) -> bool:
    """Whether ``word`` occurs in ``text`` with no letter or digit on either side."""
    i = text.find(word)
    while i >= 0:
        j = i + len(word)
        if (i == 0 or not text[i - 1].isalnum()) and (j == len(text) or not text[j].isalnum()):
            return True
        i = text.find(word, i + 1)
    return False


def _accept(short: str, long: str, positions: list[int], offset: int, allowance: int = 0) -> bool:
    """Schwartz & Hearst's final checks plus ours on one candidate pair.

    The long form must be longer than the short form, must not contain it as a word,
    must not hold brackets, must not hold a capital part of a hyphenated short form twice
    (:data:`DOUBLED_PART_REFUSED`), and may leave at most ``len(short) // 2 + 1`` content words
    (plus ``allowance``: the words of a nested definition, :func:`_nested_definition`)
    without an aligned character (guards against accidental letter matches far away).
    """
    if len(long) <= len(short) or any(c in long for c in "()[]"):
        return False
    if _contains_word(long, short):
        return False
    if DOUBLED_PART_REFUSED and "-" in short and any(
            len(part) >= 2 and part.isupper() and len(re.findall(rf"(?<!\w){re.escape(part)}(?!\w)", long)) >= 2
            for part in short.split("-")):
        # "AT baselines validates the effectiveness of the proposed Uncertainty-Reducing AT
        # (AT-UR)": a part of the short form written twice, the span from one to the other
        # runs across a clause
        return False
    n_short = sum(c.isalnum() for c in short)
    return _unmatched_content_words(long, offset, positions) <= n_short // 2 + 1 + allowance


#: A short form ending in a title-case variant word ("LRD-GNN-Matrix", "KD-Net-Lite"): the
#: stem before it may be aligned alone.
_VARIANT_SHORT_RE = re.compile(r"^([A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)-([A-Z][a-z]{2,})$")
#: Words before a long form that make it the source of the bracketed name, not its
#: expansion ("a new dataset based on the Spiking Heidelberg Digits dataset (SHD-Adding)").
_SOURCE_WORDS = frozenset({"of", "on", "from", "based", "built", "derived"})


def _long_then_short(text: str, lo: int, open_: int, close: int) -> Optional[Acronym]:
    """``long form (SHORT)``: SHORT is the parenthesis content, long form precedes it. A
    short form whose last hyphen part is a title-case word that does not align
    ("Low-Rank Decomposition-based GNNs (LRD-GNN-Matrix)") is defined by the long form of
    its stem ("LRD-GNN"), keeping the whole short form: a named variant; not when "of",
    "on", "from", "based" ... stands among the three words before the long form, which then
    is what the bracketed variant is made from (:data:`_SOURCE_WORDS`)."""
    inner = _SHORT_REMARK_RE.sub("", text[open_ + 1:close])  # "(CARD for short)"
    alias = _ALIAS_GLUE.match(inner)  # "Operator INR (or O-INR)", "(abbreviated as DRQ)"
    if alias:
        inner = inner[alias.end():]
    short = _PAREN_SHORT_END_RE.split(inner, maxsplit=1)[0].strip()
    found = _long_form_before(text, lo, open_, short, close + 1)
    if found is None:
        found = _suffix_word_definition(text, lo, open_, short, close)
    if found is None and PREFIX_WORD_SHORTS:
        found = _prefix_word_definition(text, lo, open_, short, close)
    if found is None:
        found = _nested_definition(text, lo, open_, short, close)
    if found is None:
        found = _doubled_initial_definition(text, lo, open_, short, close)
    variant = _VARIANT_SHORT_RE.match(short)
    if found is None and variant is not None:
        # "Low-Rank Decomposition-based GNNs (LRD-GNN-Matrix)": a short form with a
        # title-case variant word that the long form does not spell
        stem = _long_form_before(text, lo, open_, variant.group(1), close + 1)
        before = text[max(lo, (stem.start if stem is not None else 0) - 20):stem.start].lower().split() \
            if stem is not None else []
        if stem is not None and not set(before[-3:]) & _SOURCE_WORDS:
            found = Acronym(short=short, long=stem.long, start=stem.start, end=stem.end)
    return found


#: A short form that ends in a lower-case word after a space or a hyphen: "TR loss",
#: "T-symmetry", "STC-encoder"; the word repeats the last word of the long form.
_SUFFIX_WORD_SHORT_RE = re.compile(r"^(?P<stem>[A-Z][A-Za-z0-9]{0,7})[ \-](?P<word>[a-z]{3,})$")


def _suffix_word_definition(text: str, lo: int, open_: int, short: str, close: int) -> Optional[Acronym]:
    """``Triangulation Residual loss (TR loss)``, ``Time-reversal symmetry (T-symmetry)``:
    a short form made of letters and a word written out, where the word is the last word
    of the long form before the bracket. The letters (the stem) are aligned with the words
    before that word as in :func:`_long_form_before`; a stem of one capital letter needs the
    single word before the written word to open with that letter ("Time-reversal").

    An extension of Schwartz & Hearst (2003), whose short forms are one token without
    spaces and whose characters must all align. Args: ``text``, ``lo`` (sentence start),
    ``open_``/``close`` (the bracket's offsets), ``short`` (the bracket's short form).
    Returns the definition (long form through the written word, e.g. "Triangulation
    Residual loss") or None.
    """
    m = _SUFFIX_WORD_SHORT_RE.match(short)
    if m is None:
        return None
    stem, word = m.group("stem"), m.group("word")
    end = open_
    while end > lo and text[end - 1].isspace():
        end -= 1
    last = re.search(r"(?<![\w\-])([A-Za-z]+)$", text[lo:end])
    if last is None or last.group(1).lower() != word:
        return None
    word_start = lo + last.start(1)
    if len(stem) == 1:
        prev = re.search(r"(?<![\w\-])([A-Za-z][\w\-]*)\s+$", text[lo:word_start])
        if prev is None or prev.group(1)[0].lower() != stem.lower() or \
                prev.group(1).lower() in _STOP_WORDS or prev.group(1).isupper():
            return None
        start = lo + prev.start(1)
    else:
        stem_def = _long_form_before(text, lo, word_start, stem, close + 1)
        if stem_def is None or stem_def.end - 1 != close or \
                text[stem_def.start + len(stem_def.long):word_start].strip():
            return None
        start = stem_def.start
    return Acronym(short=short, long=text[start:end], start=start, end=close + 1)


#: With :data:`PREFIX_WORD_SHORTS`, a short form may open with a word written out that
#: repeats the first word of the long form (:func:`_prefix_word_definition`: "linear Markov
#: decision process (linear MDP)"; session 31).
PREFIX_WORD_SHORTS = True
#: A short form that opens with a lower-case word (hyphenated or not) before its letters:
#: "linear MDP", "label DP", "multi-instance PLL", "neural ODEs".
_PREFIX_WORD_SHORT_RE = re.compile(r"^(?P<word>[a-z]{3,}(?:-[a-z]{2,})?) (?P<stem>[A-Z][A-Za-z0-9]{1,7})$")


def _prefix_word_definition(text: str, lo: int, open_: int, short: str, close: int) -> Optional[Acronym]:
    """``linear Markov decision process (linear MDP)``, ``Neural ordinary differential
    equations (neural ODEs)``: a short form made of a word written out and letters, where
    the word (in any case) is the word right before the long form of the letters. The
    letters (the stem) are aligned as in :func:`_long_form_before`.

    An extension of Schwartz & Hearst (2003), the mirror of :func:`_suffix_word_definition`.
    Args: ``text``, ``lo`` (sentence start), ``open_``/``close`` (the bracket's offsets),
    ``short`` (the bracket's short form). Returns the definition (long form from the written
    word, e.g. "linear Markov decision process") or None.
    """
    m = _PREFIX_WORD_SHORT_RE.match(short)
    if m is None:
        return None
    word, stem = m.group("word"), m.group("stem")
    stem_def = _long_form_before(text, lo, open_, stem, close + 1)
    if stem_def is None:
        return None
    prev = re.search(r"(?<![\w\-])([A-Za-z][\w\-]*)\s+$", text[lo:stem_def.start])
    if prev is None or prev.group(1).lower() != word:
        return None
    start = lo + prev.start(1)
    long = text[start:stem_def.start + len(stem_def.long)]
    return Acronym(short=short, long=long, start=start, end=close + 1)


#: An upper-case short form whose first letter is doubled ("LLMs", "MMD").
_DOUBLED_INITIAL_RE = re.compile(r"^(?P<core>([A-Z])\2[A-Z]{1,4})(?P<plural>s?)$")


def _doubled_initial_definition(text: str, lo: int, open_: int, short: str, close: int) -> Optional[Acronym]:
    """``language models (LLMs)``: the long form leaves out the word of the doubled first
    letter (the adjective "large"), so the words before the bracket spell the short form
    without its first letter, one word per letter, each opening with it. A plural short
    form needs a plural last word. None when that is not so or a word is a stop word.

    An extension of Schwartz & Hearst (2003), where every character of the short form must
    align. Args: ``text``, ``lo`` (sentence start), ``open_``/``close`` (the bracket),
    ``short`` (its content). Returns the definition (long form: those words) or None.
    """
    m = _DOUBLED_INITIAL_RE.match(short)
    if m is None:
        return None
    letters = m.group("core")[1:].lower()
    end = open_
    while end > lo and text[end - 1].isspace():
        end -= 1
    words = list(re.finditer(r"[A-Za-z][\w\-]*", text[lo:end]))
    if len(words) < len(letters):
        return None
    run = words[-len(letters):]
    if text[lo + run[-1].end():end].strip() or any(
            text[lo + a.end():lo + b.start()] != " " for a, b in zip(run, run[1:])):
        return None
    if any(w.group()[0].lower() != c or w.group().lower() in _STOP_WORDS for w, c in zip(run, letters)):
        return None
    if m.group("plural") and not run[-1].group().endswith("s"):
        return None
    start = lo + run[0].start()
    return Acronym(short=short, long=text[start:lo + run[-1].end()], start=start, end=close + 1)


def _nested_definition(text: str, lo: int, open_: int, short: str, close: int) -> Optional[Acronym]:
    """``Time-reversal symmetry (T-symmetry) enforced Dynamics Model (TDM)``: a long form
    that holds the definition of another short form in brackets. The window of
    :func:`_long_form_before` stops at a bracket; when the words after the inner bracket
    do not spell the short form, the inner bracket (a definition itself: its long form
    precedes it) is blanked out and the long form is sought again across it. The letters
    of the inner long form that the outer short form skips do not count against it (the
    inner definition is one unit). The long form keeps the inner bracket as written.

    Args: ``text``, ``lo`` (sentence start), ``open_``/``close`` (the outer bracket),
    ``short`` (its content). Returns the definition or None.
    """
    if not (is_short_form(short) or _is_capitalised_short_form(short)):
        return None
    inner_close = open_
    while inner_close > lo and text[inner_close - 1] not in _WINDOW_BREAK and not (
            text[inner_close - 1] in ".!?" and text[inner_close].isspace()):
        inner_close -= 1
    inner_close -= 1
    if inner_close <= lo or text[inner_close] != ")":
        return None
    inner_open = text.rfind("(", lo, inner_close)
    if inner_open < 0 or ")" in text[inner_open + 1:inner_close]:
        return None
    inner = _long_then_short(text, lo, inner_open, inner_close)
    if inner is None or inner.end != inner_close + 1:
        return None
    masked = text[:inner_open] + " " * (inner_close + 1 - inner_open) + text[inner_close + 1:]
    inner_words = sum(1 for w in re.split(r"[\s\-/–]+", inner.long) if w and w.lower() not in _STOP_WORDS)
    found = _long_form_before(masked, lo, open_, short, close + 1, allowance=inner_words - 1)
    if found is None or found.start > inner.start:
        return None
    long = text[found.start:found.start + len(found.long)]
    return Acronym(short=short, long=long, start=found.start, end=close + 1)


def _long_form_before(text: str, lo: int, end: int, short: str, def_end: int,
                      allowance: int = 0) -> Optional[Acronym]:
    """The definition of ``short`` whose long form ends at ``text[end]`` (before the
    bracket or the connective that gives the short form) and starts no earlier than
    ``lo`` (the sentence start); ``def_end`` is where the whole definition ends. None when
    ``short`` is no short form or no long form aligns with it."""
    capitals = False
    if not is_short_form(short):
        if not _is_capitalised_short_form(short):
            return None
        capitals = True
    close = def_end - 1
    while end > lo and text[end - 1].isspace():
        end -= 1
    power = _power_parts(short)
    n_chars = sum(c.isalnum() for c in (short if power is None else power[1]))
    start = _long_form_window(text, lo, end, n_chars)
    if start >= end:
        return None
    window = text[start:end]
    found = None
    cut = _last_possessive(window)
    if cut is not None:
        # "large language models' tremendous success (LLMs)": the possessor first
        # (only when every letter falls on a word start: "Harris's articulation scheme
        # (HAS)" is no "HArriS")
        parts = _part_starts(window[:cut])
        for key in _short_form_keys(short):
            aligned = align_long_form(key, window[:cut])
            if aligned is not None and parts.issuperset(aligned[1]):
                found, window, end = aligned, window[:cut], start + cut
                break
    if found is None:
        found = _best_alignment(short, window)
    if found is None:
        return _initials_but_last(text, start, end, short, close)
    _, positions = found
    first = positions[0]
    # the long form starts at the beginning of the word holding the first match (an em
    # dash ends a word: "the new formulation—minimax excess risk optimization (MERO)"),
    # or at a capital glued to a lower-case word ("specificallyProximal Policy
    # Optimization (PPO)": two words that lost their space)
    word_start = first
    while word_start > 0 and not window[word_start - 1].isspace() and window[word_start - 1] != "—":
        word_start -= 1
    if not _glued_capital(window, word_start, first):
        first = word_start
    long_start = start + first
    long_end = start + _long_form_end(window, positions[-1])
    while long_start < long_end and not text[long_start].isalnum():
        long_start += 1  # opening quotes: "Wasserstein Quantum Monte Carlo" (WQMC)
    if not _accept(short, text[long_start:long_end], positions, first, allowance):
        return None
    if capitals and not _capitals_spell(short, text[long_start:long_end]):
        return None
    long_start = _extend_bound_prefix(text, lo, long_start, long_end)
    long_start = _extend_title_run(text, lo, long_start, short)
    long_end = _title_case_head(text, long_start, long_end, end)
    return Acronym(short=short, long=text[long_start:long_end], start=long_start, end=close + 1)


def _title_case_head(text: str, start: int, end: int, bracket: int) -> int:
    """End of a title-case long form with its capitalised type word: "we propose Multi-Task
    Diffusion Model (MTDiff)" -> "Multi-Task Diffusion Model", where the alignment ends at
    "Diffusion" and :func:`_long_form_end` drops the generic "Model". In a name written in
    title case the capitalised head is part of the name as the text writes it (the paper
    then names "Multi-Task Diffusion Model" and "MTDiff" one thing); a head in small
    letters stays out ("Spike-based Vision-Language pretraining framework (SVL)").

    Args:
        text: the text; ``start``/``end``: the long form found; ``bracket``: where the
            words before the short form's bracket (or connective) end.
    Returns:
        ``bracket`` when every word between ``end`` and ``bracket`` is a capitalised
        generic type word (:data:`_GENERIC_TAIL`) and every word of the long form that
        is no function word opens with a capital or a digit; else ``end``.
    """
    gap = text[end:bracket].split()
    if not gap or any(not w[:1].isupper() or w.lower() not in _GENERIC_TAIL for w in gap):
        return end
    words = [w for w in text[start:end].split() if w.lower() not in _FUNCTION_WORDS]
    if not words or any(not (w[:1].isupper() or w[:1].isdigit()) for w in words):
        return end
    return bracket


def _extend_title_run(text: str, lo: int, start: int, short: str) -> int:
    """Pull a title-case word into a title-case long form when it stands right before it
    and opens with the short form's first letter: the alignment's tie between two words
    with that letter goes to the shorter long form, but a name runs over all its
    capitalised words ("we propose State Sequences Prediction via Fourier Transform
    (SPF)": S is "State", not "Sequences"). Returns the (possibly earlier) start; never
    before ``lo`` (the sentence start)."""
    if not text[start:start + 1].isupper() or text[start:start + 1].lower() != short[:1].lower():
        return start
    m = re.search(r"(?<![\w\-])([A-Z][a-z]+(?:-[a-z]+)?) $", text[max(lo, start - 40):start])
    if m is None or m.group(1)[0] != text[start] or m.group(1).lower() in _STOP_WORDS:
        return start
    return start - len(m.group(1)) - 1


def _last_possessive(window: str) -> Optional[int]:
    """Index in ``window`` where the last possessive word that is followed by more words
    ends, its ending excluded ("models' tremendous success" -> the end of "models"); None
    when there is none."""
    found = None
    words = list(re.finditer(r"\S+", window))
    for w in words[:-1]:
        m = _POSSESSIVE_END_RE.search(w.group())
        if m is not None:
            found = w.start() + m.start()
    return found


def _initials_but_last(text: str, lo: int, end: int, short: str, close: int) -> Optional[Acronym]:
    """``the optimization problem Submodular Cover (SCP)``: a run of two or more
    capitalised words right before the parenthesis whose initials spell all of an
    upper-case short form but its last letter (the unwritten head: *P*roblem, *M*odel).
    An extension of Schwartz & Hearst for task and model names defined this way; the
    capitals are the evidence, so every word of the run must be capitalised."""
    core = short[:-1] if short.endswith("s") else short
    if not (3 <= len(core) <= 6 and core.isalpha() and core.isupper()):
        return None
    words = list(re.finditer(r"[A-Z][\w\-]*", text[lo:end]))
    need = len(core) - 1
    if len(words) < need:
        return None
    run = words[-need:]
    tail = text[lo + run[-1].end():end]
    if tail.strip() or any(text[lo + a.end():lo + b.start()] != " " for a, b in zip(run, run[1:])):
        return None
    if "".join(m.group()[0] for m in run) != core[:-1]:
        return None
    if any(m.group().lower() in _FUNCTION_WORDS for m in run):
        return None
    start = lo + run[0].start()
    if start > lo and text[start - 1] not in " \"'“(":
        return None
    return Acronym(short=short, long=text[start:lo + run[-1].end()], start=start, end=close + 1)


def _is_capitalised_short_form(candidate: str) -> bool:
    """Whether ``candidate`` is one capitalised word of 3-12 letters (``Norton``): a short
    form only when the long form's capitals spell it (:func:`_capitals_spell`)."""
    return bool(_CAPITALISED_RE.match(candidate)) and \
        candidate.lower() not in _ASIDE_OPENERS


def _capitals_spell(short: str, long: str) -> bool:
    """Whether the capital letters of ``long``, in order, spell ``short`` (ignoring case).

    ``NOise Robust Temporal Optimal traNsport`` -> N O R T O N = ``Norton``. This is the
    evidence that lets a capitalised word, which is otherwise an ordinary word, be a
    short form.
    """
    caps = "".join(c for c in long if c.isupper())
    return len(caps) >= 3 and caps == short.upper()


#: A bracket holding a long form, a comma (or a semicolon) and its short form: "(Text-Aided
#: Clustering, TAC)", "(Local Curvature Profiles, short LCP)", "(neural control barrier
#: functions, or NCBFs)", "(for Sequential Monte Carlo; SMC)".
_BRACKET_COMMA_RE = re.compile(
    r"\((?P<long>[^()\[\],;]{3,120}?)[,;]\s*(?:or\s+|short\s+|in\s+short\s+|abbreviated\s+as\s+|"
    r"termed\s+|called\s+|dubbed\s+)?(?P<short>[A-Za-z][\w\-]*)\s*\)")


def _bracket_comma_definitions(text: str, lo: int, hi: int) -> list[Acronym]:
    """``(long form, SHORT)`` definitions in ``text[lo:hi]`` (one sentence): a bracket that
    holds a long form, a comma or a semicolon (and "or", "short", "abbreviated as" ...) and
    the short form
    ("we design a clustering method (Text-Aided Clustering, TAC)", "(here called
    Pick-to-Learn, P2L)"). Not in Schwartz & Hearst (2003); the long form is aligned with
    the short form as theirs is (:func:`_long_form_before`, its window the bracket's
    content), so a bracket listing two names ("(MNIST, CIFAR-10)", "(DPO, PRO)") defines
    nothing.

    Args:
        text: the cleaned text; ``lo``/``hi``: the sentence's character range.
    Returns:
        the definitions found, each from its long form through the closing bracket.
    Source: session 20 (26 such brackets in the three corpora, 8 of them definitions); the
    semicolon, session 23 ("(for Sequential Monte Carlo; SMC)", '("knowledge tracing"; KT)').
    """
    out = []
    for m in _BRACKET_COMMA_RE.finditer(text, lo, hi):
        acro = _long_form_before(text, m.start("long"), m.end("long"), m.group("short"), m.end())
        if acro is not None:
            out.append(acro)
    return out


#: A bracket holding a lower-case short form of three to six letters after the words it
#: abbreviates: "conformalized matrix completion (cmc)".
_LOWER_SHORT_RE = re.compile(r"\(([a-z]{3,6})\)")


def _lowercase_initials_definitions(text: str, lo: int, hi: int) -> list[Acronym]:
    """``long form (short)`` definitions with a lower-case short form in ``text[lo:hi]``
    (one sentence): "conformalized matrix completion (cmc)".

    :func:`is_short_form` asks for two capitals, so such brackets are no Schwartz & Hearst
    (2003) candidates; here one is a short form only when its letters are, one for one and
    in order, the first letters of the words just before the bracket, none of them a stop
    word (a strict alignment: no skipped word, no inner letter). ``(ours)``, ``(see)``,
    ``(resp)`` and most lower-case words in brackets have no such words before them.

    Args:
        text: the cleaned text; ``lo``/``hi``: the sentence's character range.
    Returns:
        the definitions found, each from its long form through the closing bracket.
    Source: session 23 (two such brackets in the three corpora, both definitions).
    """
    out = []
    for m in _LOWER_SHORT_RE.finditer(text, lo, hi):
        short = m.group(1)
        words = list(re.finditer(r"[A-Za-z][\w\-]*", text[lo:m.start()]))[-len(short):]
        if len(words) != len(short) or text[lo + words[-1].end():m.start()].strip():
            continue
        if any(w.group()[0].lower() != c or w.group().lower() in _STOP_WORDS
               for w, c in zip(words, short)):
            continue
        if any(text[lo + a.end():lo + b.start()].strip() for a, b in zip(words, words[1:])):
            continue  # punctuation between the words: no single phrase
        start = lo + words[0].start()
        out.append(Acronym(short=short, long=text[start:lo + words[-1].end()], start=start,
                           end=m.end()))
    return out


def _dash_definitions(text: str, lo: int, hi: int) -> list[Acronym]:
    """``SHORT -- Long Form`` definitions in ``text[lo:hi]`` (one sentence).

    Not in Schwartz & Hearst (2003), which reads parentheses only. Precision comes from
    four conditions, all required: the short form is name-shaped (:func:`is_short_form`);
    every word of the long form that is not a function word starts with a capital
    (a title-case name, ``Post-hoc Attention STeering Approach``); the long form aligns
    with the short form from its first word (:func:`align_long_form`, anchored) and
    passes :func:`_accept`; and the pair opens the sentence or follows a naming verb
    (``we introduce``, ``we propose``, ``called``).
    """
    out: list[Acronym] = []
    if not _DASH_HINT_RE.search(text, lo, hi):
        return out
    for m in _DASH_DEFINITION_RE.finditer(text, lo, hi):
        short, long = m.group("short"), m.group("long").rstrip()
        if not is_short_form(short):
            continue
        before = text[lo:m.start()].split()
        if before and before[-1].lower().strip("\"'“‘`*_") not in _DASH_LEADS:
            continue
        words = [w for w in long.split() if w.lower() not in _FUNCTION_WORDS]
        if not words or any(not w[0].isupper() for w in words):
            continue
        n_short = sum(c.isalnum() for c in short)
        if len(long.split()) > min(n_short + 5, 2 * n_short):
            continue
        found = _best_alignment(short, long, anchored=True)
        if found is None or not _accept(short, long, found[1], 0):
            continue
        out.append(Acronym(short=short, long=long, start=m.start("short"), end=m.end("long"),
                           rule="dash-definition"))
    return out


def _bracketless_definitions(text: str, lo: int, hi: int) -> list[Acronym]:
    """Definitions without brackets in ``text[lo:hi]`` (one sentence): "Deep Residual
    Quantization, or DRQ for short, ..." and "... Quantization, abbreviated as DRQ".

    Not in Schwartz & Hearst (2003), which reads parentheses only; the connective
    (:data:`_BRACKETLESS_RE`) takes the bracket's place and the long form before it is
    found and checked as for ``long form (SHORT)``. Rule ``"bracketless"``.
    """
    sent = text[lo:hi]
    if "short" not in sent and "breviat" not in sent and not any(c in sent for c in _NAMING_CONNECTIVES):
        return []  # (a cheap test: most sentences hold no connective)
    out: list[Acronym] = []
    for m in _BRACKETLESS_RE.finditer(text, lo, hi):
        short = m.group("s1") or m.group("s2") or m.group("s3")
        if not is_short_form(short):
            continue
        acro = _long_form_before(text, lo, m.start(), short, m.end())
        if acro is not None and m.group("s3") and not _named_spelt(short, acro.long):
            continue  # "a new transformer block, dubbed ConDaFormer": a clipped name, as in appositives
        if acro is not None:
            out.append(Acronym(short=acro.short, long=acro.long, start=acro.start, end=acro.end,
                               rule="bracketless"))
    return out


def _named_spelt(short: str, long: str) -> bool:
    """Whether a long form found before a naming connective (", named FADAS", ", dubbed
    SIN", :data:`_BRACKETLESS_RE`) may be spelt by ``short``: as for an appositive
    (:func:`_appositive_long`), a short form with more small letters than capitals needs a
    long form in title case; a clipped name ("a new transformer block, dubbed
    ConDaFormer") spells out no acronym. Inputs: the short and the long form; output: bool."""
    return sum(c.isupper() for c in short) >= sum(c.islower() for c in short) or _title_case(long)


#: ``SHORT, a/an/the <long form>``, ``SHORT: <long form>``, ``SHORT stands for <long
#: form>``, ``SHORT, short for <long form>``, ``SHORT, representing <long form>`` and
#: ``SHORT for <Long Form>`` (session 46: "we call it FOOB for Fast Object Oracle Bundles",
#: "FedX, representing Federated ..."; a capital must open the long form after a bare "for",
#: and as for every appositive the letters must spell it by initials or capitals): a
#: name-shaped token (after a space, a sentence start or a dash glued to it after a space,
#: "-FOOB for Fast Object Oracle Bundles-") and the connective
#: after which its long form may follow (group ``det``: an article; ``colon``: a colon;
#: ``bare``: a comma alone, "we propose GRANDE, GRAdieNt-Based Decision Tree Ensembles, a ...").
#: The short form's run is possessive, as in :data:`_DASH_DEFINITION_RE` (same matches, less
#: backtracking).
_APPOSITIVE_RE = re.compile(
    r"(?:(?<![\w\-])|(?<=\s-))(?P<short>[A-Za-z0-9][A-Za-z0-9\-]{1,11}+)"
    r"(?:,\s+(?:i\.e\.,?\s+)?(?P<det>a|an|the)|(?P<colon>:)|,\s+(?P<ie>i\.e\.,?)(?=\s+[A-Z0-9])"
    r"|,?\s+(?:which\s+)?(?:stands|standing)\s+for|,\s+short\s+for"
    r"|,\s+representing|\s+for(?=\s+[A-Z][a-z])"
    r"|,(?P<bare>)(?=\s+[A-Za-z0-9]))\s+")
#: Words between the article and an appositive long form that are never part of it
#: ("SNIP, a novel Symbolic-Numeric ..."; "NSID, a new stochastic method ..." does not
#: spell NSID from "new").
_APPOSITIVE_SKIPS = frozenset("novel new first yet".split())
#: Evaluative words between the article and an appositive long form that may open it
#: ("SimMTM, a Simple pre-training framework for Masked Time-series Modeling"; "LitCab, a
#: lightweight calibration mechanism"), else are skipped (so are adverbs in "-ly").
_APPOSITIVE_LEADS = frozenset(
    """simple general generic lightweight principled powerful effective efficient scalable
    versatile flexible practical unified""".split())
#: Words that make a phrase a clause, never a long form ("Medusa is fine-tuned together",
#: "a diffusion-based framework that generates").
_CLAUSE_WORDS = frozenset(
    """is are was were be been being has have had do does did can could will would shall
    should may might must that which who whom whose""".split())
#: Words after which an appositive definition with an article may stand besides a
#: sentence start: the naming verbs of a contribution (:data:`_DASH_LEADS`) and these.
_APPOSITIVE_VERBS = _DASH_LEADS | frozenset(
    """build builds built release releases released construct constructs constructed
    create creates created curate curates curated collect collects collected offer offers
    offered namely""".split())


def _appositive_lead_ok(text: str, lo: int, start: int) -> bool:
    """Whether the short form at ``text[start]`` opens its sentence (``lo``) or follows a
    naming verb of :data:`_APPOSITIVE_VERBS` ("we introduce SNIP, a ..."), not a
    preposition ("In RL, the reward ...": a topic, no apposition)."""
    before = text[lo:start].split()
    return not before or before[-1].lower().strip("\"'“‘`*_(") in _APPOSITIVE_VERBS


def _initials_cover(short: str, long: str, positions: Sequence[int]) -> bool:
    """Whether the aligned characters ``positions`` (indices into ``long``, one per
    character of ``short`` as :func:`_short_form_keys` spells it) spell ``long`` by its
    initials, the evidence an appositive definition needs:

    * a capital of ``short`` that is not aligned at a word part's start is a capital in
      ``long`` too ("StateS", "BENchmark"), or is the last letter, three letters or more
      into its part, after no small letter of ``short`` and with no content word left out
      ("autoencoder" for the E of VAE; not the "r" of "training" for TROVE, nor the "t"
      of "customizable" after the "u" of CuTS);
    * a small letter of ``short`` lies in the word of the capital that opens its run
      ("Sin" in "Single", "Lit" in "lightweight") or opens a word part ("LLaVA": the "a"
      of "and"; not "Stable" strewn over "style and attention based learning");
    * at most one content word (not a function word of :data:`_FUNCTION_WORDS` nor a type
      word of :data:`_GENERIC_TAIL`) holds no aligned character ("Sparse-to-Dense
      Multimodal feature Extractor" for SDME), and the last word is no stop word (the
      "t" of "that" ends no "... Detector that").
    """
    letters = _cased_key(short, len(positions))
    if letters is None:
        return False
    parts = _part_starts(long)
    word_of = [0] * (len(long) + 1)
    w = 0
    for i, ch in enumerate(long):
        if ch.isspace():
            w += 1
        word_of[i] = w
    hit = set(positions)
    skipped = 0
    for m in re.finditer(r"\S+", long):
        word = m.group().strip("\"'“”‘’`*_~").lower()
        if word in _FUNCTION_WORDS or word in _GENERIC_TAIL:
            continue
        if not any(m.start() <= h < m.end() for h in hit):
            skipped += 1
    if skipped > 1 or long.split()[-1].lower() in _STOP_WORDS:
        return False
    run_word = -1
    prev = ""
    for k, (ch, p) in enumerate(zip(letters, positions)):
        if ch.isupper() or ch.isdigit():
            run_word = word_of[p]
            if ch.isupper() and p not in parts and not long[p].isupper() and (
                    prev.islower() or k < len(letters) - 1 or skipped
                    or p - max(q for q in parts if q <= p) < 3):
                return False
        elif p not in parts and word_of[p] != run_word:
            return False
        prev = ch
    return True


def _cased_key(short: str, n: int) -> Optional[list[str]]:
    """The characters of ``short`` as written (case kept) in the order that a key of
    :func:`_short_form_keys` of length ``n`` aligns them: as written, without a plural
    "s", or with a digit after a letter written as that letter repeated (``E2PO`` -> E E
    P O). None when no such spelling has ``n`` characters (a power: ``UA^2``)."""
    chars = [c for c in short if c.isalnum()]
    repeated: list[str] = []
    for i, c in enumerate(chars):
        if c.isdigit() and i > 0 and chars[i - 1].isalpha() and c in "234":
            repeated.extend(chars[i - 1] for _ in range(int(c) - 1))
        else:
            repeated.append(c)
    for cand in (chars, repeated, chars[:-1], repeated[:-1]):
        if len(cand) == n:
            return cand
    return None


def _capitals_prefix(short: str, window: str) -> Optional[str]:
    """The words at the start of ``window`` whose capitals spell ``short`` (ignoring case;
    digits and hyphens of ``short`` aside), up to the word holding the last such capital:
    "COncatenated SAmple pretrained ..." -> "COncatenated SAmple" for COSA. None when the
    capitals differ or are fewer than three."""
    letters = "".join(c for c in short if c.isalpha()).upper()
    if len(letters) < 3:
        return None
    caps = ""
    for m in re.finditer(r"\S+", window):
        caps += "".join(c for c in m.group() if c.isupper())
        if caps == letters:
            return window[:m.end()]
        if not letters.startswith(caps):
            return None
    return None


def _appositive_definitions(text: str, lo: int, hi: int) -> list[Acronym]:
    """Definitions where the long form follows its short form without brackets, in
    ``text[lo:hi]`` (one sentence): "we introduce SNIP, a Symbolic-Numeric Integrated
    Pre-training model, which ...", "LLaVA: Large Language and Vision Assistant", "FOO
    stands for Fast Object Oracle", "FOO, i.e., a Fast Object Oracle" ("i.e." before the
    article, or before a long form that opens with a capital as after a colon; session
    23), "we propose GRANDE, GRAdieNt-Based Decision Tree Ensembles, a novel approach"
    (a comma alone, session 34: as after an article the short form opens the sentence or
    follows a naming verb; the apposition must close with a comma within the length limit,
    and the whole phrase between the commas is the long form). Rule ``"appositive"``.

    Not in Schwartz & Hearst (2003), which reads parentheses only; their letter matching
    (:func:`align_long_form`, anchored at the first word after the connective; after an
    article, "novel", "new" are skipped and evaluative words of :data:`_APPOSITIVE_LEADS`
    when the letters do not start there: "a simple yet effective")
    finds the long form, which ends with a word holding one of the short form's letters
    (the end whose alignment scores best, the shortest on a tie): a type noun after it
    ("model", "framework") stays out unless a letter needs it. After a
    colon the long form is the whole phrase up to the clause's punctuation when it keeps
    Schwartz & Hearst's length limit ("MILLET: Multiple Instance Learning for Locally
    Explainable Time series classification"). An apposition is a weaker cue than a
    bracket, so the letters must spell the long form by its initials
    (:func:`_initials_cover`) or by its capitals (:func:`_capitals_prefix`), the long form
    has two words or a hyphen and no verb of a clause (:data:`_CLAUSE_WORDS`) and passes
    :func:`_accept`; after an article the short form opens the sentence or follows a
    naming verb (:func:`_appositive_lead_ok`: not "In RL, the ..."), after a colon the
    long form opens with a capital or a digit. A long form that a small content word
    continues is cut, no definition (:func:`_goes_on`). A short form with more small letters than
    capitals needs a long form in title case (:func:`_title_case`): "OpenTab, an
    open-domain table reasoning framework" clips words into a name, it spells out no
    acronym ("TapMo, a Text-driven Animation PIpeline for synthesizing Motion" does).
    """
    if ":" not in text[lo:hi] and "," not in text[lo:hi] and "for" not in text[lo:hi]:
        return []
    out: list[Acronym] = []
    for m in _APPOSITIVE_RE.finditer(text, lo, hi):
        short = m.group("short")
        if not is_short_form(short):
            continue
        bare = m.group("bare") is not None
        if (m.group("det") or bare) and not _appositive_lead_ok(text, lo, m.start("short")):
            continue
        stop = m.end()
        while stop < hi and text[stop] not in _WINDOW_BREAK and not (
                text[stop] in ".!?-" and (stop + 1 >= hi or text[stop + 1].isspace())):
            stop += 1  # (a dash before a space closes an aside: "-FOOB for Fast Object Oracle Bundles- uses")
        words = list(re.finditer(r"\S+", text[m.end():stop]))
        n_short = sum(c.isalnum() for c in short)
        limit = min(n_short + 5, 2 * n_short)
        if bare and (len(words) > limit or stop >= hi or text[stop] != ","):
            continue  # "we propose GRANDE, GRAdieNt-Based Decision Tree Ensembles, a ...": closed by a comma
        whole = bool(m.group("colon") or bare) and len(words) <= limit
        words = words[:limit]
        acro = None
        for k, w in enumerate(words[:4]):
            kinds = {"skip" if x in _APPOSITIVE_SKIPS else "lead" if x in _APPOSITIVE_LEADS
                     or x.endswith("ly") and x.isalpha() else "word"
                     for x in w.group().lower().split("-")}
            if m.group("det") and kinds == {"skip"}:
                continue  # "a novel ...", "a simple yet effective ..."
            acro = _appositive_long(text, short, m.end() + w.start(), m.end() + words[-1].end(),
                                    m.start("short"), colon=bool(m.group("colon") or m.group("ie")),
                                    whole=whole)
            if acro is not None or not m.group("det") or "word" in kinds:
                break
        if acro is not None:
            out.append(acro)
    return out


def _appositive_long(text: str, short: str, start: int, stop: int, short_start: int,
                     colon: bool, whole: bool) -> Optional[Acronym]:
    """The appositive definition of ``short`` whose long form starts at ``text[start]``
    and lies before ``stop`` (see :func:`_appositive_definitions`), or None; ``whole``:
    the long form runs to ``stop`` once the letters are found."""
    window = text[start:stop]
    if colon and not (window[:1].isupper() or window[:1].isdigit()):
        return None
    long = None
    best = None
    keys = _short_form_keys(short)
    for w in re.finditer(r"\S+", window):
        # the long form ends with a word that holds a letter; of these ends, the one whose
        # alignment scores best (letters on word starts), the shortest on a tie:
        # "conditional variational autoencoder" for CVAE, not on to the "e" of "for text";
        # "unified urban knowledge graph" for UUKG, not "... knowledge" with its inner "g"
        sub = window[:w.end()]
        for rank, key in enumerate(keys):
            found = align_long_form(key, sub, anchored=True)
            if found is None or found[1][-1] < w.start():
                continue
            positions = found[1]
            cand = sub[:_long_form_end(sub, positions[-1])].rstrip(" ,.;:'\"’”`*_~")
            score = found[0] - 0.01 * rank
            if (best is None or score > best) and positions[-1] < len(cand) \
                    and _accept(short, cand, positions, 0) and _initials_cover(short, cand, positions):
                long, best = cand, score
    if long is not None and not whole and _goes_on(window[len(long):]):
        return None
    if long is None:
        long = _capitals_prefix(short, window)
        if long is None or not window[:1].isupper() and not window[:1].isdigit():
            return None
    if whole:
        long = window.rstrip(" ,.;:'\"’”`*_~")
    if len(long.split()) < 2 and "-" not in long:
        return None
    if any(w.lower() in _CLAUSE_WORDS for w in long.split()) or any(c in long for c in "()[]"):
        return None
    if len(long) <= len(short) or _contains_word(long, short):
        return None
    if sum(c.isupper() for c in short) < sum(c.islower() for c in short) and not _title_case(long):
        return None  # "OpenTab, an open-domain table ...": a clipped name, no acronym
    return Acronym(short=short, long=long, start=short_start, end=start + len(long), rule="appositive")


#: Head nouns that may follow an appositive long form without being part of it, besides
#: those of :data:`_GENERIC_TAIL` and agent nouns in "-er"/"-or" ("generator").
_TYPE_NOUNS = frozenset(
    """dataset datasets benchmark benchmarks corpus corpora suite suites library libraries
    toolkit toolkits platform platforms tool tools layer layers operator operators loss
    losses objective objectives protocol protocols metric metrics task tasks environment
    environments network networks family variant variants""".split())


def _goes_on(rest: str) -> bool:
    """Whether the text ``rest`` after an appositive long form continues its noun phrase:
    its first word is a small content word that is no type noun (:data:`_TYPE_NOUNS`,
    :data:`_GENERIC_TAIL`, an agent noun in "-er"/"-or"), no function word and no
    participle in "-ed" ("SoftCLT, a soft contrastive learning strategy for time series":
    the letters end at "time", the phrase goes on with "series"; a long form cut there is
    no definition)."""
    m = re.match(r"\s*([^\s,;:.()\[\]]+)", rest)
    if m is None:
        return False
    word = m.group(1).strip("\"'“”‘’`*_~")
    low = word.lower()
    if not word[:1].islower() or low in _STOP_WORDS or low in _FUNCTION_WORDS or low in _GENERIC_TAIL:
        return False
    if low in _TYPE_NOUNS or re.search(r"(?:er|or)s?$", low) or low.endswith("ed"):
        return False
    return True


def _title_case(long: str) -> bool:
    """Whether ``long`` opens with a capital or a digit and every word of it that is no
    function word of :data:`_FUNCTION_WORDS` but one opens with a capital or a digit
    ("Text-driven Animation PIpeline for synthesizing Motion")."""
    words = [w for w in long.split() if w.lower() not in _FUNCTION_WORDS]
    if not words or not (long[:1].isupper() or long[:1].isdigit()):
        return False
    return sum(not (w[:1].isupper() or w[:1].isdigit()) for w in words) <= 1


#: Quotation marks around a whole bracketed long form: "RichCLD (“Rich-Observation RL
#: with Continuous Latent Dynamics”)".
_QUOTE_PAIRS = {"“": "”", "\"": "\"", "‘": "’", "'": "'", "`": "'"}
#: A bracket that explains the word before it: "(i.e., Merge, then Compress SMoE)".
_IE_INNER_RE = re.compile(r"^\s*i\.e\.,?\s+\S")


def _short_then_long(text: str, lo: int, open_: int, close: int) -> Optional[Acronym]:
    """``SHORT (long form)``: SHORT is the token before the parenthesis.

    Schwartz & Hearst (2003), section 2.1: when the bracket holds more than two words, the
    short form is the token before it and the bracket holds the long form; the letters are
    matched as for ``long form (SHORT)``. Besides the paper (session 34): a leading "for",
    "i.e.," ... (:data:`_LEADING_GLUE`) and quotation marks around the whole long form are
    no part of it ("RichCLD (“Rich-Observation RL with Continuous Latent Dynamics”)"),
    and one singular type noun (:data:`_TYPE_NOUNS`, :data:`_GENERIC_TAIL`) may stand
    between the short form and the bracket ("the W4NT3D benchmark (Wiki-40B 4dversarial Near-T3xt
    Dataset)"). Returns the definition (short form through closing bracket) or None.
    """
    inner = text[open_ + 1:close]
    long = re.split(r";\s", inner, maxsplit=1)[0].strip()
    lead = _LEADING_GLUE.match(long)  # "FedWad (for Federated Wasserstein Distance)"
    if lead:
        long = long[lead.end():]
    if len(long) > 2 and _QUOTE_PAIRS.get(long[0]) == long[-1]:
        long = long[1:-1].strip()
    if len(long.split()) < 2 and "-" not in long:
        return None
    m = re.search(r"(\S+)\s*$", text[lo:open_])
    if not m:
        return None
    short = m.group(1).strip(",.;:")
    if not is_short_form(short):
        typed = re.search(r"(\S+)\s+(\S+)\s*$", text[lo:open_])
        noun = typed.group(2).lower() if typed else ""
        if noun.endswith("s") or (noun not in _TYPE_NOUNS and noun not in _GENERIC_TAIL):
            return None
        m = typed  # "the W4NT3D benchmark (Wiki-40B ... Dataset)"
        short = m.group(1).strip(",.;:")
        if not is_short_form(short):
            return None
    short_start = lo + m.start(1)
    n_short = sum(c.isalnum() for c in short)
    if len(long.split()) > min(n_short + 5, 2 * n_short):
        return None
    found = _best_alignment(short, long, anchored=True)
    if found is None:
        return None
    _, positions = found
    if not _accept(short, long, positions, 0):
        return None
    return Acronym(short=short, long=long, start=short_start, end=close + 1)


def _is_function_call(text: str, open_: int) -> bool:
    """``O(1/T)``, ``f(X)``, ``Ω(n)``: a parenthesis glued to a one- or two-letter symbol."""
    m = re.search(r"(?:^|\s)(\S{1,2})$", text[:open_][-4:])
    return bool(m) and text[open_ - 1].isalnum()


def _is_aside(inner: str) -> bool:
    """Parentheses that are asides: ``(e.g., GRPO)``, ``(see Appendix A)``, citations.
    An opener in capitals is a short form, not an aside: ``Collaborative Filtering (CF)``."""
    raw = inner.strip().split(" ", 1)[0]
    first = raw.lower()
    if _all_caps(raw):
        return bool(_CITATION_RE.search(inner))
    return first in _ASIDE_OPENERS or first.rstrip(",") in _ASIDE_OPENERS or bool(
        _CITATION_RE.search(inner))


def _all_caps(word: str) -> bool:
    """Whether ``word`` (punctuation aside) is two or more letters, all capitals (``CF``)."""
    letters = [c for c in word if c.isalpha()]
    return len(letters) >= 2 and all(c.isupper() for c in letters)


# ---------------------------------------------------------------------------------------
# Public API

def _second_short_form(acro: Acronym, two: "re.Match[str]") -> Optional[Acronym]:
    """The second short form of a bracket that gives two (:data:`_TWO_SHORTS_RE`), defined by
    the long form ``acro`` found for the first: "Layered Token Merging (LTM or LTM2)" ->
    LTM2 = Layered Token Merging, with ``acro``'s span and rule. Only when ``acro`` defines
    the first form, both are short-form shaped (:func:`is_short_form`), the second holds a
    capital and opens with the same letter as the first or as the long form (Schwartz and
    Hearst align only one short form; an alias is written as the name's own letters:
    "(RSRS or RS2)"). None otherwise."""
    a, b = two.group("a"), two.group("b")
    if acro.short != a or a == b or not is_short_form(b) or not any(ch.isupper() for ch in b):
        return None
    if re.search(r"\s(?:or|and)\s|,", acro.long):
        return None  # "stochastic or ordinary differential equations (SDEs or ODEs)": one form each
    if b[0].lower() not in (a[0].lower(), acro.long[:1].lower()):
        return None
    return Acronym(short=b, long=acro.long, start=acro.start, end=acro.end, rule=acro.rule)


def find_acronyms(text: str, sentences: Optional[Sequence[tuple[int, int]]] = None,
                  bold: Sequence[BoldAcronym] = (), title: Optional[str] = None) -> list[Acronym]:
    """Find acronym definitions in ``text``.

    Inputs:
        text: cleaned abstract (no LaTeX), any length.
        sentences: ``(start, end)`` character ranges covering ``text`` (spaCy's sentence
            splitter); a definition never crosses a sentence boundary. None: one sentence.
        bold: acronyms spelt by LaTeX bold letters (:attr:`kg.records.CleanText.bold_acronyms`).
        title: the paper's title, markup resolved (:func:`kg.records.plain_title`), or None:
            a title that is a long form ("SHORT: Long Form", or the long form alone) marks
            the same phrase in the abstract as one (:func:`_title_definitions`).
    Output: :class:`~kg.records.Acronym` records sorted by start offset; ``start``/``end``
    cover the whole definition (long form through closing parenthesis, or short form
    through closing parenthesis); ``rule`` is ``"schwartz-hearst"``, ``"dash-definition"`` (``SHORT -- Long Form``),
    ``"bracketless"``, ``"appositive"`` (``SHORT, a long form``: short form through long
    form), ``"latex-bold"`` or ``"title"``.
    A short form is reported once (its first definition; a title one wins, then a bold one).
    Never raises on a ``str``.
    """
    spans = list(sentences) if sentences else [(0, len(text))]
    found: list[Acronym] = [_bold_acronym(text, b) for b in bold if _is_bold_definition(b)]
    for lo, hi in spans:
        for m in _NESTED_SHORT_PAREN_RE.finditer(text, lo, hi):
            acro = _long_then_short(text, lo, m.start(), m.end() - 1)  # "(SF(DA)^2)"
            if acro is not None:
                found.append(acro)
        for m in _PAREN_RE.finditer(text, lo, hi):
            inner = m.group(1)
            if not inner.strip() or _is_function_call(text, m.start()):
                continue
            if _is_aside(inner):
                if _IE_INNER_RE.match(inner) and not _CITATION_RE.search(inner):
                    # "MC-SMoE (i.e., Merge, then Compress SMoE)": the bracket explains
                    # the short form before it; the letters decide
                    acro = _short_then_long(text, lo, m.start(), m.end() - 1)
                    if acro is not None:
                        found.append(acro)
                continue
            acro = _long_then_short(text, lo, m.start(), m.end() - 1)
            two = _TWO_SHORTS_RE.match(inner) if TWO_SHORT_FORMS else None
            if acro is None and two is not None and " or " in inner:
                # "(LTM or LTM2)": the first of the two is read as the bracket's short form, when
                # the second is its alias (not "stochastic or ordinary ... (SDE or ODE)": one each)
                acro = _long_form_before(text, lo, m.start(), two.group("a"), m.end())
                if acro is not None and _second_short_form(acro, two) is None:
                    acro = None
            if acro is None:
                acro = _short_then_long(text, lo, m.start(), m.end() - 1)
            if acro is not None:
                found.append(acro)
                if two is not None and (second := _second_short_form(acro, two)) is not None:
                    found.append(second)
        for m in _SQUARE_SHORT_RE.finditer(text, lo, hi):
            # "contextual bandit problems with knapsacks [CBwK]": square brackets as round ones,
            # for a one-token short form only ("[12]", "[Smith et al.]" are citations)
            acro = _long_then_short(text, lo, m.start(), m.end() - 1)
            if acro is not None and len(acro.long.split()) >= 2:  # (a one-word long form: "ViTs [ViT]")
                found.append(acro)
        found.extend(_bracket_comma_definitions(text, lo, hi))
        found.extend(_lowercase_initials_definitions(text, lo, hi))
        found.extend(_dash_definitions(text, lo, hi))
        found.extend(_bracketless_definitions(text, lo, hi))
        found.extend(_appositive_definitions(text, lo, hi))
    kept = _deduplicate(found)
    if title:
        for t in _title_definitions(text, title, spans):
            key = t.short.lower()
            if any(a.short.lower() == key and a.long.lower() == t.long.lower() for a in kept):
                continue  # the letters found it already
            kept = [a for a in kept if a.short.lower().rstrip("s") != key.rstrip("s")
                    and not (a.start < t.end and t.start < a.end and a.rule == "latex-bold")] + [t]
        kept.sort(key=lambda a: (a.start, a.end, a.short))
    return kept


#: A title that names its short form before a colon: "ZORB: Zero-shot Object Retrieval
#: Benchmark" (the short form, the long form).
_TITLE_SHORT_RE = re.compile(r"^\s*(?P<short>[A-Za-z0-9][A-Za-z0-9\-]{1,11})\s*:\s*(?P<long>\S.*?)\s*$")


#: Words that open a title's statement of purpose ("M for T", "M towards T"): a title long
#: form holding one is not taken (:func:`_title_definitions`).
_TITLE_PURPOSE_WORDS = frozenset({"for", "towards", "toward"})

#: The non-ASCII letters that ``re.IGNORECASE`` matches with an ASCII letter ("İ" and "ı"
#: with "i", the long "ſ" with "s", the Kelvin sign with "k"; all others, checked over every
#: code point with Python 3.11, match none): :func:`word_run_spans`,
#: :func:`kg.extract.roles_title._phrase_spans`.
_ASCII_CASE_PARTNERS = ("\u0130", "\u0131", "\u017f", "\u212a")


def word_run_spans(text: str, words: Sequence[str], ignore_case: bool = False) -> Optional[list[tuple[int, int]]]:
    r"""Where ``text`` writes ``words`` one after the other, whitespace between them, with no
    word character or hyphen touching the run on either side: the spans of
    ``re.finditer(r"(?<![\w\-])" + r"\s+".join(map(re.escape, words)) + r"(?![\w\-])", text,
    re.I if ignore_case else 0)``, found with ``str.find`` (such a pattern, compiled per
    title or per name, about 1,000 per 1,000 abstracts, pushed the fixed patterns out of
    Python's 512-entry regex cache and cost more than the search: session 40). One word is
    a phrase written literally, its spaces too.

    Args:
        text: the text searched (the cleaned abstract).
        words: the words (or one phrase), written literally.
        ignore_case: compare as ``re.I`` does.
    Returns:
        The ``(start, end)`` spans, left to right, not overlapping; None when there is no
        word, a word is empty, a word after the first starts with whitespace, or, with
        ``ignore_case``, a word is not ASCII or ``text`` holds a letter that ``re.I`` pairs
        with an ASCII one (:data:`_ASCII_CASE_PARTNERS`): the caller then runs the pattern.
        Otherwise each ``\s+`` takes all the whitespace there is (the next word does not
        start with any), ``re.I`` matches an ASCII word only with ASCII characters equal to
        it lower-cased, and ``text.lower()`` keeps every offset (only "İ", a partner, changes
        its length when lower-cased), so the scan finds what the pattern finds.
    """
    if not words or not all(words) or any(w[0].isspace() for w in words[1:]):
        return None
    hay = text
    if ignore_case:
        if not all(w.isascii() for w in words) \
                or not text.isascii() and any(ch in text for ch in _ASCII_CASE_PARTNERS):
            return None
        hay, words = text.lower(), [w.lower() for w in words]
    first, rest = words[0], words[1:]
    size = len(text)
    out: list[tuple[int, int]] = []
    i = hay.find(first)
    while i >= 0:
        end = None
        if i == 0 or not (text[i - 1].isalnum() or text[i - 1] in "_-"):  # (?<![\w\-])
            k = i + len(first)
            for w in rest:
                j = k
                while j < size and text[j].isspace():
                    j += 1
                if j == k or not hay.startswith(w, j):
                    break
                k = j + len(w)
            else:
                if k >= size or not (text[k].isalnum() or text[k] in "_-"):  # (?![\w\-])
                    end = k
        if end is not None:
            out.append((i, end))
            i = hay.find(first, end)  # the next match starts after this one, as re.finditer's
        else:
            i = hay.find(first, i + 1)
    return out


def _title_definitions(text: str, title: str, spans: Sequence[tuple[int, int]]) -> list[Acronym]:
    """Definitions whose long form the title gives: the abstract writes the title's long
    form as a phrase (case aside) and its short form right next to it, in a bracket after
    it ("we introduce self-distillation and online clustering for ... learning (DinoSR)")
    or before it ("we propose PanoGRF, Generalizable Spherical Radiance Fields for
    Wide-baseline Panoramas"). The long form is the phrase as the abstract writes it, even
    when Schwartz & Hearst's window (at most ``min(|A| + 5, 2|A|)`` words) or their letter
    matching cannot reach it ("Global-correlated 3D-decoupling Transformer for clothed
    Avatar reconstruction (GTA)"; "neural adaptive smoothing via twisting (NAS-X)"): the
    title is the evidence that the whole phrase is the name. A title "SHORT: Long Form"
    (the colon definition of :func:`_appositive_definitions`) gives the short form, which
    the abstract must write next to the phrase; a title that is the long form alone needs
    a bracketed short form (:func:`is_short_form`) after the phrase whose letters align
    with it in order (:func:`_best_alignment`), the first on its first word.

    A title long form that holds a word of purpose (:data:`_TITLE_PURPOSE_WORDS`, "M for
    T") is not taken: its purpose names the paper's task, which must stay a task (the lead,
    session 34: a dev10 main task had become part of a method's name).

    Not in Schwartz & Hearst (2003), which read one sentence; an extension for paper
    names, which titles define. Inputs: the cleaned abstract, the plain title, the
    sentence spans (a phrase never crosses one). Output: Acronym records, rule
    ``"title"``, offsets into ``text`` (the phrase through the short form).
    """
    m = _TITLE_SHORT_RE.match(title)
    if m is not None and is_short_form(m.group("short")):
        named, long = m.group("short"), m.group("long")
    else:
        named, long = None, title.strip()
    words = long.split()
    if len(words) < 2 or any(w.lower() in _TITLE_PURPOSE_WORDS for w in words):
        # "DinoSR: Self-Distillation and Online Clustering for Self-supervised Speech
        # Representation Learning": the purpose after "for" is the paper's task; a long form
        # taken over it made the task part of the method's name (the letter rules still read
        # a definition whose letters reach that far)
        return []
    hits = word_run_spans(text, words, ignore_case=True)
    if hits is None:  # (not ASCII, or letters re.I pairs with ASCII ones)
        pattern = r"(?<![\w\-])" + r"\s+".join(re.escape(w) for w in words) + r"(?![\w\-])"
        hits = [m.span() for m in re.finditer(pattern, text, re.I)]
    out: list[Acronym] = []
    for hit_start, hit_end in hits:
        if not any(lo <= hit_start and hit_end <= hi for lo, hi in spans):
            continue
        phrase = text[hit_start:hit_end]
        after = re.match(r"\s*\(\s*\**(?P<short>[A-Za-z0-9][A-Za-z0-9\-]{1,11})\**\s*\)", text[hit_end:])
        before = re.search(r"(?<![\w\-])(?P<short>[A-Za-z0-9][A-Za-z0-9\-]{1,11})\**\s*[,:(]\s*[\"“]?$",
                           text[max(0, hit_start - 30):hit_start])
        if named is not None:
            if after is not None and after.group("short").lower() == named.lower():
                out.append(Acronym(short=after.group("short"), long=phrase, start=hit_start,
                                   end=hit_end + after.end(), rule="title"))
            elif before is not None and before.group("short").lower() == named.lower():
                start = hit_start - 30 + before.start() if hit_start >= 30 else before.start()
                out.append(Acronym(short=before.group("short"), long=phrase, start=start, end=hit_end,
                                   rule="title"))
        elif after is not None and is_short_form(after.group("short")):
            short = after.group("short")
            found = _best_alignment(short, phrase)
            if found is not None and found[1][0] == 0 and not _contains_word(phrase, short):
                out.append(Acronym(short=short, long=phrase, start=hit_start, end=hit_end + after.end(),
                                   rule="title"))
        if out:
            break
    return out


def _bold_acronym(text: str, b: BoldAcronym) -> Acronym:
    """The definition that bold letters make. When the name goes on past the last bold
    word up to the short form in brackets ("**M**asked Enc**o**der ... T**i**me Series
    Forecasting Transformer (Moirai)"), the long form is the whole name: the letters need
    not reach its end, the bracket closes it. At most six more words, each capitalised
    (a name goes on; "... for vision (DN)" is a phrase about it). So also when the long
    form stands in brackets right after its short form ("SFAVEL (Self-supervised ... via
    Language Model Distillation)"): its capitalised words up to the closing bracket. When
    the bold letters open the short form in a bracket later in the clause (at most 15
    words on), the long form is the whole phrase up to that bracket and the short form the
    bracket's ("**H**and-**In**formed ... **Dex**terous manipulation tasks (H-InDex)":
    not "HIn")."""
    short = _written_short(text, b.short)
    prefixed = _prefixed_bold(text, b, short)
    if prefixed is not None:
        return prefixed
    m = _NAME_TO_BRACKET.match(text, b.end)
    if m is not None and m.group("short").replace("-", "").lower() == short.replace("-", "").lower():
        # the bracket writes the short form ("... Blen**d** Transformer (CARD)": CARD, not CARd)
        return Acronym(short=m.group("short"), long=text[b.start:m.end("rest")], start=b.start, end=m.end(),
                       rule="latex-bold")
    m = _NAME_TO_CLOSE.match(text, b.end)
    if m is not None and re.search(r"(?<![\w-])" + re.escape(short) + r"\s*\(\s*$", text[max(0, b.start - 40):b.start]):
        # "SFAVEL (Self-supervised Fact Verification via Language Model Distillation)": the
        # bracket after the short form holds the whole long form
        return Acronym(short=short, long=text[b.start:m.end("rest")], start=b.start, end=m.end(), rule="latex-bold")
    m = _PHRASE_TO_BRACKET.match(text, b.end)
    if m is not None and len(m.group("rest").split()) <= 15:
        whole = m.group("short").replace("-", "").lower()
        if whole.startswith(short.replace("-", "").lower()) and len(whole) > len(short.replace("-", "")):
            # "a human **H**and-**In**formed visual ... framework to solve difficult
            # **Dex**terous manipulation tasks (**H-InDex**)": the bold letters the cleaner
            # joined ("HIn") open the short form in the bracket that closes the phrase
            return Acronym(short=m.group("short"), long=text[b.start:m.start("open")].rstrip(),
                           start=b.start, end=m.end(), rule="latex-bold")
    tail = _bold_tail(text, b.end)
    if tail > b.end:
        return Acronym(short=short, long=text[b.start:tail], start=b.start, end=tail, rule="latex-bold")
    return Acronym(short=short, long=b.long, start=b.start, end=b.end, rule="latex-bold")


#: One or two small content words after the last bold letter's word that end the noun
#: phrase at clause punctuation or a bracket: "**F**ine-grained **E**valuation of
#: **T**ext-to-**V**ideo generation." (a possessive may stand before them: "**P**redictions'
#: neighborhood (MCDP)").
_BOLD_TAIL_RE = re.compile(r"(?:'s|’s|'|’)?(?P<words>(?: [a-z][a-z\-]*){1,2})(?=\s*[,.;:(]|\s*$)")


def _bold_tail(text: str, end: int) -> int:
    """Where a bold-letter long form ends when its noun phrase goes on past the last bold
    word: the head noun(s) the letters do not spell ("a **BEN**chmark for **D**NA language
    models, featuring ..." -> "BENchmark for DNA language models"). The bold markers say
    which letters make the short form, not where the name ends; as Schwartz & Hearst
    (2003) keep every word up to the bracket, the long form here runs to the end of the
    noun phrase: one or two small words (:data:`_BOLD_TAIL_RE`) before clause punctuation
    or a bracket, none of them a function word, a stop word, a verb of a clause or a word in
    "-ly" or "-ed", not all of them generic type words, and of two words the first not in
    "-s" ("... Tracking achieves gains." is a verb and its object) ("**S**pike-based **V**ision-**L**anguage pretraining framework (SVL)" keeps SVL's
    long form as bold). Input: the text and the bold long form's end offset. Output: the
    new end (``end`` itself when the phrase does not go on so)."""
    m = _BOLD_TAIL_RE.match(text, end)
    if m is None:
        return end
    words = m.group("words").split()
    if is_generic_tail(" ".join(words)) or any(
            w in _STOP_WORDS or w in _FUNCTION_WORDS or w in _CLAUSE_WORDS or w.endswith(("ly", "ed"))
            for w in words):
        return end
    if len(words) == 2 and words[0].endswith("s") and not words[0].endswith("ss"):
        return end  # "... Tracking achieves gains.": a verb and its object, no head noun
    return m.end()


#: The rest of a phrase after the last bold letter up to a bracket that holds one short
#: form, within the phrase (no full stop, comma, colon, semicolon or other bracket on the way).
_PHRASE_TO_BRACKET = re.compile(r"(?P<rest>[^.,;:()\[\]]{0,200}?)(?P<open>\s*\()\s*(?P<short>[A-Za-z][\w\-]*)\s*\)")


#: A short form with a prefix before its bracket, and the words in the bracket before the
#: first bold letter: "X-MDPT (Cross-view " before "**M**asked **D**iffusion ...".
_PREFIXED_SHORT_BEFORE = re.compile(
    r"(?<![\w\-])(?P<pre>[A-Z][A-Za-z0-9]{0,2})-(?P<short>[A-Za-z0-9][A-Za-z0-9\-]*)\s*\(\s*"
    r"(?P<lead>[A-Za-z][\w]*(?:-[\w]+)?)\s+$")


def _prefixed_bold(text: str, b: BoldAcronym, short: str) -> Optional[Acronym]:
    """``X-MDPT (Cross-view **M**asked **D**iffusion **P**rediction **T**ransformers)``: the
    short form before the bracket is the bold letters' short form with a prefix and a hyphen,
    and the bracket opens with one word (or hyphenated word) that the prefix stands for
    (same first letter, or "X" for a word opening with "cross" or "ex", a common
    convention; :func:`_short_form_keys` reads "X" for "ex" too). The long form is the whole
    bracket content up to the bold letters' last word (or the closing bracket, when
    capitalised words follow); the short form is written with its prefix. None otherwise.
    """
    m = _PREFIXED_SHORT_BEFORE.search(text, max(0, b.start - 80), b.start)
    if m is None or m.end() != b.start or m.group("short").lower() != short.lower():
        return None
    pre, lead = m.group("pre").lower(), m.group("lead").lower()
    if not (lead[0] == pre[0] or pre[0] == "x" and lead.startswith(("cross", "ex"))):
        return None
    end = b.end
    close = _NAME_TO_CLOSE.match(text, b.end)
    if close is not None:
        end = close.end("rest")
    return Acronym(short=m.group("pre") + "-" + m.group("short"), long=text[m.start("lead"):end],
                   start=m.start("lead"), end=end, rule="latex-bold")


#: Capitalised words after the last bold letter up to "(SHORT)": "... Time Series
#: Forecasting Transformer (Moirai)".
_NAME_TO_BRACKET = re.compile(
    r"(?P<rest>(?:[ \-][A-Z][\w\-]*){1,6})\s*\(\s*(?P<short>[\w\-]+)(?:,?\s+for\s+short)?\s*\)")


#: Capitalised words after the last bold letter up to the ")" that closes a long form
#: written in brackets after its short form: "SFAVEL (... via Language Model Distillation)".
_NAME_TO_CLOSE = re.compile(r"(?P<rest>(?:[ \-][A-Z][\w\-]*){1,6})\s*\)")


def _written_short(text: str, short: str) -> str:
    """The short form as the text writes it: bold letters ``**R**einforcement **L**earning
    ... **Vi**sual **Gen**eralization`` spell ``RLViGen``, which the text writes
    ``RL-ViGen``; a word of ``text`` that equals ``short`` once its hyphens are removed is
    that spelling. ``short`` itself when the text has no such word (or has it as is)."""
    if re.search(r"(?<![\w-])" + re.escape(short) + r"(?![\w-])", text):
        return short
    for m in re.finditer(r"[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+", text):
        if m.group().replace("-", "") == short:
            return m.group()
    return short


def _is_bold_definition(b: BoldAcronym) -> bool:
    """True when bold letters spell an acronym of a long form, False for a styled name.

    Bold letters inside one word ("**T**rans**F**ormer", "**Z**e**B**ra") style the
    name itself: the word is the name, and no long form is being abbreviated. A long form
    needs at least two words, separated by a space or a hyphen ("**D**eep **N**et",
    "**S**elf-**C**orrection").
    """
    return bool(re.search(r"[\s\-\u2010-\u2013]", b.long))


def _deduplicate(found: list[Acronym]) -> list[Acronym]:
    """Keep one definition per short form: bold first, then the earliest in the text.

    A plural short form and its singular (``ITEs``, ``ITE``) count as one short form. A
    bold-letter definition that overlaps a text definition of another short form is
    dropped: the parenthesised short form is what the text writes (``D3R``, not the
    letters ``DDDR``; ``UP2ME``, not ``UPMe``).
    """
    found.sort(key=lambda a: (a.rule != "latex-bold", a.start, a.end, a.short))
    kept: list[Acronym] = []
    seen: set[str] = set()
    for a in found:
        singular = a.short[:-1] if a.short.endswith("s") else a.short
        if a.short in seen or singular in seen or singular + "s" in seen:
            continue
        if a.rule != "latex-bold" and any(
                k.rule == "latex-bold" and a.start < k.end and k.start < a.end and
                a.short.lower() == k.short.lower() for k in kept):
            continue
        if a.rule == "latex-bold" and any(
                t.rule != "latex-bold" and t.start < a.end and a.start < t.end and
                t.short.lower() != a.short.lower() for t in found):
            # "**D**ynamic **D**ecomposition ... **R**econstruction (D$^3$R)": the text
            # writes the short form itself (D3R); the letters (DDDR) only spell it
            continue
        seen.add(singular)
        seen.add(a.short)
        kept.append(a)
    kept.sort(key=lambda a: (a.start, a.end, a.short))
    return kept


def is_generic_tail(words: str) -> bool:
    """Whether ``words`` are only generic type words or hyphen suffixes that may follow a
    long form without being part of it ("Model", "framework", "-based"; the words
    :func:`_long_form_end` drops after the last aligned character).

    Input: a piece of text (split at spaces and hyphens, case ignored).
    Output: True when it holds at least one word and every word is in
    :data:`_GENERIC_TAIL` or :data:`_GENERIC_SUFFIXES`; False otherwise.
    """
    parts = [w for w in re.split(r"[\s\-]+", words.lower()) if w]
    return bool(parts) and all(w in _GENERIC_TAIL or w in _GENERIC_SUFFIXES for w in parts)


def acronym_map(acronyms: Iterable[Acronym]) -> dict[str, str]:
    """Map each short form to its long form (the first definition by offset wins).

    Input: Acronym records (e.g. the output of :func:`find_acronyms`).
    Output: ``{short: long}``, insertion-ordered by the definitions' start offsets.
    """
    out: dict[str, str] = {}
    for a in sorted(acronyms, key=lambda a: (a.start, a.end, a.short)):
        out.setdefault(a.short, a.long)
    return out
