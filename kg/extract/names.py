"""Name-like spans: the surface shape of proper names in ML abstracts.

A *name* is what an author coins or cites: ``4RC``, ``ReasonAug``, ``MiSe-GNN``,
``CIFAR-10``, ``HAM10000``, ``NIH Chest X-ray``, ``Calibrated Diffusion Estimation``.
The rules look only at orthography, never at particular names:

* a *word* is a maximal run of characters without whitespace, with outer brackets,
  quotes and trailing sentence punctuation removed;
* a word is **strong** when it has an upper-case letter after its first character
  (``ReasonAug``, ``SPADE``, ``GNNs``, ``Design-Bench``) or mixes digits with an
  upper-case letter (``4RC``, ``MSMT17``), except dimension/size tokens such as
  ``3D``, ``7B``, ``10K`` and roman numerals;
* a word is **title** when only its first letter is upper case (``Chest``);
* a function word or other stop word (``However``, ``Figure``, ``SOTA``) is never
  name-shaped in title or upper case, but is in mixed case (``FiGURe``, a coinage);
* a name is a maximal run of strong/title words, optionally joined by ``of``
  (``Mixture of Experts``); title-case words may also be joined by ``&`` (``Dungeons &
  Dragons``; not ``CNN & LSTM``, nor after two words) or a possessive (``Liar's Dice``,
  ``Bayes' Net Prior``; not before a model
  family, ``Meta's Llama``); one to three title words may end in ``of`` and a whole
  number (``Game of 24``, a task name; not a measured value, ``FID of 7.2``); a
  capitalised preposition that is no stop word (``Through``, ``Over``, ``Under``) goes on
  past a small-letter article to the next name-shaped word (``Source-free Domain
  Adaptation Through the Lens of Data Augmentation``, ``Area Under the ROC Curve``), and a
  name never ends in one (``Quiet Routing Through noisy channels`` -> ``Quiet Routing``); a run of title words at a sentence start needs at least two
  words; a single title word inside a sentence is a weak (``single``) name.

The spaCy component ``paperkg_names`` stores the names in ``doc.spans["paperkg_names"]``
with label ``STRONG``, ``TITLE`` (multi-word, title case only) or ``SINGLE``.
"""
from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache

from spacy.language import Language
from spacy.tokens import Doc

from kg.extract.tokens import forget, token_table

from kg.extract.lexicon import ADJECTIVAL_SUFFIXES, MODEL_FAMILIES, NAME_STOPWORDS

SPANS_KEY = "paperkg_names"

_WORD_RE = re.compile(r"[^\s()\[\]{}\"“”‘’`,;:!?—–]+")
_TRIM_RIGHT = ".'’"
_DIM_RE = re.compile(r"^(?:\d+(?:\.\d+)?[DdKkMmBbTtXx]|[IVX]+|[A-Z]|\d+(?:st|nd|rd|th))$")
#: A number glued to a unit of storage, frequency, compute or bandwidth is a quantity, not a
#: name ("80MB", "320KB", "16GB", "1.5GHz", "10TFLOPs", "800Gbps"): SI and IEC 80000-13 prefixes.
_QUANTITY_RE = re.compile(r"^\d+(?:\.\d+)?(?:[kKMGTP]i?B|[kKMG]Hz|[KMGTP]?FLOPS?|[KMGTP]?FLOPs|[KMG]bps)$")
_JOINERS = frozenset({"of"})
#: Joiners written between two title-case words of one name ("Dungeons & Dragons").
_TITLE_JOINERS = frozenset({"&"})
#: A possessive between two title-case words of one name ("Liar's Dice").
_POSSESSIVE_GAPS = frozenset({"'s ", "’s "})
#: The possessive of a word ending in s ("Bayes' Net Prior"), a gap after an "s".
_PLURAL_POSSESSIVE_GAPS = frozenset({"' ", "’ "})
_DIM_PREFIX_RE = re.compile(r"^\d+(?:\.\d+)?D-")
_NEG_PREFIX_RE = re.compile(r"^(?:non|semi|sub|super|quasi|pseudo|anti|multi|pre|post|un|in|meta|hyper)-[A-Z][a-z]+$")
_RUNON_RE = re.compile(r"(?<=[a-z0-9])\.(?=[A-Z])")
#: A whole number that ends a title-case name after "of" ("Game of 24").
_INT_RE = re.compile(r"^\d+$")
#: Prepositions that title case capitalises and that are no name stop words ("Through",
#: "Over", "Under"): inside a name they are followed by an article in small letters.
_CAPITAL_PREPOSITIONS = frozenset(
    "through over under beyond towards toward into without across between among against upon within".split())
#: The gap after such a preposition inside a name: one article ("Through the Lens of ...").
_ARTICLE_GAP_RE = re.compile(r"\s+(?:the|a|an)\s+")
#: Switch (session 52, fixHprop): a hyphenated word of a name-shaped first part with a digit
#: and a capital ("L2", "L1") and a small-letter participle after the hyphen ("L2-regularized",
#: "L1-penalized") is an adjective, no name, as "LLM-based" is (:func:`word_shape`).
PARTICIPLE_ADJECTIVES = True
#: Switch (session 52, fixHprop): a capitalised word in "-ing" that opens a sentence before a
#: strong word ("Combining ZorbP and ZorbC, we propose ...", "Leveraging ZorbNet, ...") is the
#: verb of a fronted participial clause, not the first word of a name: the name starts after
#: it (:func:`find_names`). Only where the name is an object of its own, followed by a comma,
#: "and" / "or" or a bracket (:data:`_LIST_GOES_ON_RE`); before a noun it modifies ("Leveraging
#: IoU losses", "Constructing AI models") the old reading stays.
FRONTED_PARTICIPLES = True
#: What follows an object name of :data:`FRONTED_PARTICIPLES`.
_LIST_GOES_ON_RE = re.compile(r"\s*(?:,|\(|(?:and|or)\b)")


@lru_cache(maxsize=1 << 16)
def word_shape(word: str) -> str:
    """Classify one whitespace-delimited word (memoised: words repeat across abstracts).

    Args:
        word: the word without surrounding punctuation.
    Returns:
        ``"strong"``, ``"title"`` or ``""`` (not name-like), per the module rules.
    """
    if not word or _DIM_RE.match(word) or _QUANTITY_RE.match(word):
        return ""
    if "-" in word:
        first, last = word.rsplit("-", 1)
        if last.lower() in ADJECTIVAL_SUFFIXES and last.islower() and any(c.isupper() for c in first[1:]):
            return ""  # "LLM-based", "kNN-based": an adjective, not a name
        if PARTICIPLE_ADJECTIVES and last.islower() and len(last) > 4 and last.endswith("ed") \
                and any(c.isdigit() for c in first) and any(c.isupper() for c in first):
            return ""  # "L2-regularized": an adjective, not a name
    word = _DIM_PREFIX_RE.sub("", word) or word
    if _NEG_PREFIX_RE.match(word):
        return ""  # "non-Markovian", "sub-Weibull": adjectives built on a proper name
    letters = [c for c in word if c.isalpha()]
    if not letters:
        return ""
    if word.lower() in NAME_STOPWORDS and (word[1:].islower() or word.isupper() or len(word) == 1):
        return ""  # "However", "SOTA"; a mixed-case coinage ("FiGURe") is no stop word
    if any(c.isupper() for c in word[1:]):
        # all-caps word that is really an ordinary word in shouting case is rare in
        # abstracts; keep it.
        return "strong"
    if any(c.isdigit() for c in word) and any(c.isupper() for c in word):
        return "strong"
    if word[0].isupper():
        return "title"
    return ""


def find_names(text: str, sentence_starts: set[int]) -> list[tuple[int, int, str]]:
    """Find name-like character spans in ``text``.

    Args:
        text: cleaned abstract.
        sentence_starts: character offsets where sentences start.
    Returns:
        Sorted ``(start, end, label)`` triples, label in ``STRONG``/``TITLE``/``SINGLE``.
    """
    words: list[tuple[int, int, str]] = []
    for m in _WORD_RE.finditer(text):
        g = m.group()
        if g.islower() and "of" not in g:
            # no upper-case letter: never name-shaped, and a left-out word still ends a
            # run (the gap to the next word is not blank), so the result is the same
            continue
        s, e = m.start(), m.end()
        while e > s and text[e - 1] in _TRIM_RIGHT + "-":
            e -= 1
        if e > s + 2 and text[e - 2:e] in ("'s", "’s"):
            e -= 2
        while s < e and text[s] in "'’-":
            s += 1
        if e <= s:
            continue
        # "judgment.Our": a missing space after a full stop splits the word
        cut = _RUNON_RE.search(text, s, e)
        if cut:
            words.append((s, cut.start(), text[s:cut.start()]))
            s = cut.end()
        if e > s:
            words.append((s, e, text[s:e]))
    out: list[tuple[int, int, str]] = []
    i = 0
    n = len(words)
    while i < n:
        s, e, w = words[i]
        shape = word_shape(w)
        if not shape:
            i += 1
            continue
        run = [(s, e, shape)]
        j = i + 1
        while j < n:
            s2, e2, w2 = words[j]
            gap = text[run[-1][1]:s2]
            if s2 in sentence_starts:
                break
            sh2 = word_shape(w2)
            if (gap in _POSSESSIVE_GAPS or gap in _PLURAL_POSSESSIVE_GAPS and text[run[-1][1] - 1] == "s") \
                    and run[-1][2] == "title" and sh2 == "title" and w2 not in MODEL_FAMILIES:
                # "Liar's Dice": a possessive inside a title-case name (not "Meta's Llama")
                run.append((s2, e2, sh2))
                j += 1
                continue
            if gap.strip():  # punctuation between the words ends the name
                if sh2 and _ARTICLE_GAP_RE.fullmatch(gap) and run[-1][2] == "title" and \
                        text[run[-1][0]:run[-1][1]].lower() in _CAPITAL_PREPOSITIONS and len(run) > 1:
                    # "Source-free Domain Adaptation Through the Lens of Data Augmentation",
                    # "Area Under the ROC Curve": a title-case name goes on past the article
                    # after its capitalised preposition (cut there, it would end in "Through")
                    run.append((s2, e2, sh2))
                    j += 1
                    continue
                break
            if sh2:
                run.append((s2, e2, sh2))
                j += 1
                continue
            if w2 in _TITLE_JOINERS and j + 1 < n and len(run) == 1 and run[-1][2] == "title":
                # (one word before "&": "Anthropic Harmless & Red Team" lists two names)
                s3, e3, w3 = words[j + 1]
                if not text[e2:s3].strip() and word_shape(w3) == "title" and s3 not in sentence_starts:
                    run.append((s2, e2, "join"))  # "Dungeons & Dragons"; not "CNN & LSTM"
                    run.append((s3, e3, "title"))
                    j += 2
                    continue
                break
            if w2 in _JOINERS and j + 1 < n and j > i:
                s3, e3, w3 = words[j + 1]
                if not text[e2:s3].strip() and word_shape(w3):
                    run.append((s2, e2, "join"))
                    run.append((s3, e3, word_shape(w3)))
                    j += 2
                    continue
                if not text[e2:s3].strip() and _INT_RE.match(w3) and len(run) <= 3 \
                        and all(r[2] == "title" for r in run):
                    # "Game of 24": a title-case name closed by "of" and a whole number
                    # (a measured value, "FID of 7.2", "AUC of 70%", is neither)
                    run.append((s2, e2, "join"))
                    run.append((s3, e3, "number"))
                    j += 2
            break
        i = j
        while len(run) > 1 and run[-1][2] == "title" and text[run[-1][0]:run[-1][1]].lower() in _CAPITAL_PREPOSITIONS:
            run.pop()  # "Quiet Routing Through noisy channels": no name ends in "Through"
        at_start = run[0][0] in sentence_starts
        if FRONTED_PARTICIPLES and at_start and len(run) > 1 and run[0][2] == "title" and run[1][2] == "strong":
            opener = text[run[0][0]:run[0][1]]
            if len(opener) > 5 and opener.endswith("ing") and opener[1:].islower() \
                    and _LIST_GOES_ON_RE.match(text, run[-1][1]):
                run = run[1:]  # "Combining ZorbP and ZorbC, we ...": the clause's verb, no part of the name
                shape = run[0][2]
                at_start = False
        if at_start and run[0][2] == "title":
            # a capitalised sentence opener is not evidence of a name
            if len(run) == 1:
                continue
            if run[1][2] == "join":
                continue
        shapes = {r[2] for r in run}
        if len(run) == 1:
            label = "STRONG" if shape == "strong" else "SINGLE"
        else:
            label = "STRONG" if "strong" in shapes else "TITLE"
        out.append((run[0][0], run[-1][1], label))
    return out


#: Abbreviations written with a period that never ends a sentence ("We present Mr. HiSum").
_TITLE_ABBREVIATIONS = frozenset("mr mrs ms dr prof st vs fig eq no vol ref sec".split())


def _split_final_periods(doc: Doc, names: list[tuple[int, int, str]]) -> int:
    """Split a period the tokenizer left glued to the end of a name ("ADE20K.",
    "ImageNet-1K.", "GPT-4V." at a sentence end: spaCy's suffix rules split a period
    only after a lower-case letter, a digit or two capitals) into its own token, so
    that the name is a whole number of tokens.

    The new period token gets the tag ``.`` and the part of speech ``PUNCT``; the name
    part keeps the token's attributes. Without a dependency parse, a capitalised token
    after the period (and a space) then starts a sentence ("GPT-4V. Then ..."). A token is split only when a name ends exactly
    one character before the token's end, that character is the token's only period,
    and no whitespace sits between them.

    Args:
        doc: a tagged Doc (changed in place).
        names: ``(start, end, label)`` character spans of :func:`find_names`.
    Returns:
        The number of tokens split (callers must then drop cached token tables).
    """
    # the tests read the token table's columns (Token objects only for the few matches);
    # only a token whose last character is a period at a name's end can pass them, so the
    # tokens are found from the name ends that hold a period (by binary search on the
    # token offsets) instead of testing every token: the same tokens, in token order
    tt = token_table(doc)
    text_of = tt.doc_text
    at = set()
    for e in {e for _, e, _ in names}:
        if 0 <= e < len(text_of) and text_of[e] == ".":
            i = bisect_right(tt.idx, e) - 1
            if i >= 0 and tt.idx[i] + len(tt.text[i]) - 1 == e:
                at.add(i)
    todo = [doc[i] for i in sorted(at)
            if len(tt.text[i]) > 1 and tt.text[i][-1] == "." and tt.text[i].count(".") == 1
            and tt.text[i][:-1].lower() not in _TITLE_ABBREVIATIONS]
    if not todo:
        return 0
    period_at = {t.idx + len(t.text) - 1 for t in todo}
    with doc.retokenize() as retok:
        for t in todo:
            retok.split(t, [t.text[:-1], "."], heads=[(t, 0), (t, 0)],
                        attrs={"TAG": [t.tag_, "."], "POS": [t.pos_, "PUNCT"]})
    if not doc.has_annotation("DEP"):
        # a glued period also hid the sentence end from the sentence splitter
        for t in doc[1:]:
            prev = doc[t.i - 1]
            if prev.text == "." and doc[t.i - 2].idx + len(doc[t.i - 2].text) == prev.idx \
                    and prev.idx in period_at and prev.whitespace_ and t.text[:1].isupper():
                t.is_sent_start = True
    return len(todo)


@Language.component("paperkg_names")
def names_component(doc: Doc) -> Doc:
    """spaCy component: store name-like spans in ``doc.spans["paperkg_names"]``.

    Needs sentence boundaries (parser or senter) and final part-of-speech tags (the
    shared :func:`~kg.extract.tokens.token_table` is read) earlier in the pipeline.
    """
    starts = {s.start_char for s in doc.sents}
    found = find_names(token_table(doc).doc_text, starts)
    if _split_final_periods(doc, found):
        forget(doc)  # the sentences may have changed too: read the names again
        found = find_names(token_table(doc).doc_text, {s.start_char for s in doc.sents})
    spans = []
    for s, e, label in found:
        span = doc.char_span(s, e, label=label, alignment_mode="contract")
        if span is not None and len(span):
            spans.append(span)
    doc.spans[SPANS_KEY] = spans
    return doc


#: The characters that join the items of a written list into one word: ``Cityscapes|Pascal
#: VOC|ADE20K``, ``DeepLabV3-Res18|DeepLabV3-MBV2`` (tables and READMEs pasted into
#: abstracts). A name so joined is split into its items (:func:`split_joined_names`). The
#: slash is not here: it joins the parts of one name too (``CIFAR-10/100``, ``Input/Output``,
#: ``encoder/decoder``), and the corpus evidence of session 48 did not make it a list mark.
LIST_JOINERS = ("|",)
#: Brackets that must pair up inside each item of a joined list, so that a conditional or a
#: norm written in text (``p(y|x)``, ``|x|``) is never taken for a list.
_LIST_BRACKETS = (("(", ")"), ("[", "]"), ("{", "}"))


def joined_items(text: str, short_forms: frozenset = frozenset()) -> list[tuple[int, int]]:
    """The items of a name that is a list joined by a mark of :data:`LIST_JOINERS`, as
    ``(start, end)`` offsets into ``text`` without the white space around each item; ``[]``
    when ``text`` is no such list.

    A list has two items or more, each with a letter and two characters or more besides
    white space, its brackets paired (``p(y|x)``, ``|x|`` and ``a||b`` are no lists), and not
    all items of one or two characters with the text a short form the paper defines
    (``short_forms``: "IC|TC", the acronym of "Image Clustering Conditioned on Text
    Criteria", is one name).
    """
    joiner = next((j for j in LIST_JOINERS if j in text), None)
    if joiner is None:
        return []
    if text.strip() in short_forms:
        return []
    items: list[tuple[int, int]] = []
    pos = 0
    for part in text.split(joiner):
        lead = len(part) - len(part.lstrip())
        core = part.strip()
        start = pos + lead
        items.append((start, start + len(core)))
        pos += len(part) + len(joiner)
        if len(core) < 2 or not any(c.isalpha() for c in core):
            return []
        if any(core.count(o) != core.count(c) for o, c in _LIST_BRACKETS):
            return []
    return items if len(items) >= 2 else []


def split_joined_names(mentions: list, links: list, short_forms: frozenset = frozenset()) -> tuple[list, list]:
    """Mentions and links with every name that is a joined list (:func:`joined_items`) replaced
    by its items, in every category: a mention by one mention per item (same type, role, rule,
    confidence, main flag and source, its offsets those of the item), a link whose head or
    tail is such a name by one link per item (same relation, rule and evidence sentence);
    an item already mentioned with the same offsets, type and role, or a link already there, is
    not added twice. Order is kept (each item where its list was).

    Args:
        mentions: :class:`kg.records.Mention` objects of one paper.
        links: :class:`kg.records.Link` objects of that paper.
        short_forms: the short forms of the acronyms the paper defines (never split).
    Returns:
        ``(mentions, links)``, new lists (the inputs are not changed).
    """
    from dataclasses import replace

    parts: dict[str, list[str]] = {}
    new_mentions: list = []
    seen: set = set()
    for m in mentions:
        spans = joined_items(m.text, short_forms)
        if spans:
            parts[m.text] = [m.text[a:b] for a, b in spans]
            made = [replace(m, text=m.text[a:b], start=m.start + a, end=m.start + b) for a, b in spans]
        else:
            made = [m]
        for x in made:
            key = (x.text, x.type, x.role, x.start, x.end, x.source)
            if key not in seen:
                seen.add(key)
                new_mentions.append(x)
    if not parts:
        return new_mentions, list(links)
    new_links: list = []
    seen_links: set = set()
    for link in links:
        heads = parts.get(link.head, [link.head]) if link.head is not None else [None]
        tails = parts.get(link.tail, [link.tail])
        for head in heads:
            for tail in tails:
                x = link if (head, tail) == (link.head, link.tail) else replace(link, head=head, tail=tail)
                if x not in seen_links:
                    seen_links.add(x)
                    new_links.append(x)
    return new_mentions, new_links
