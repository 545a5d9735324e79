"""spaCy component ``paperkg_np``: noun phrases that keep hyphenated compounds whole.

spaCy's ``doc.noun_chunks`` follows the dependency parse, which the small English
model often gets wrong inside the hyphenated compounds of technical prose
("domain-specific supervised fine-tuning" parses *fine-tuning* as a verb,
"cross-view urban perception" loses *cross*). This chunker works on *word units*
instead: maximal runs of tokens with no whitespace between them ("fine-tuning",
"open-world", "3D-SDSA"). A unit is *content* when one of its tokens is a noun,
proper noun, adjective, number inside a compound or foreign word, or when it is a
hyphenated compound; a gerund unit ("learning", "reasoning") is content; a past
participle ("supervised") is content only as a modifier; a gerund that is not one of
:data:`NOMINAL_GERUNDS` and is followed by a noun phrase ("applying MCMC") is a verb and
ends the phrase. A noun phrase is a maximal run of content units inside one sentence,
with trailing participles removed. Only part-of-speech tags are used, so the chunker
works with or without the dependency parser.

The phrases are stored in ``doc.spans["paperkg_np"]`` (label ``NP``), in text order.
This is a shallow chunker in the tradition of Abney (1991), "Parsing by chunks",
over spaCy's part-of-speech tags.
"""
from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.extract.tokens import TokenTable, token_table

SPANS_KEY = "paperkg_np"

_CONTENT_POS = frozenset({"NOUN", "PROPN", "ADJ", "X"})

#: Gerunds that name activities, methods and tasks ("learning", "reasoning"): nouns in
#: technical prose, never the verb of a clause that ends a noun phrase.
NOMINAL_GERUNDS = frozenset(
    """learning training pretraining pre-training reasoning modeling modelling planning
    understanding answering processing computing mining clipping passing sampling tuning
    fine-tuning finetuning prompting labeling labelling tagging parsing captioning editing
    inpainting matching grounding tracking forecasting ranking clustering embedding encoding
    decoding scaling pooling pruning boosting bagging hashing indexing filtering smoothing
    denoising sensing imaging rendering routing scheduling searching reading writing coding
    spiking making solving programming engineering recognition""".split()
)
_BREAK_TEXT = frozenset({",", ";", ":", "(", ")", "[", "]", ".", "!", "?", "\"", "“", "”", "—", "–", "/"})


def _units(tt: TokenTable, start: int, end: int) -> list[tuple[int, int]]:
    """Word units of tokens ``[start, end)``: maximal runs with no space or break between."""
    units = []
    text, ws = tt.text, tt.ws
    i = start
    while i < end:
        j = i + 1
        while j < end and not ws[j - 1] and text[j] not in _BREAK_TEXT and text[j - 1] not in _BREAK_TEXT:
            j += 1
        units.append((i, j))
        i = j
    return units


_SUBJECT_PRONOUNS = frozenset({"we", "i", "they"})


def _after_subject_pronoun(tt: TokenTable, i: int) -> bool:
    """Token ``i`` follows a subject pronoun, adverbs allowed between ("we also ...")."""
    k = i - 1
    while k >= 0 and tt.pos[k] == "ADV":
        k -= 1
    return k >= 0 and tt.lower[k] in _SUBJECT_PRONOUNS


def _kind(tt: TokenTable, i: int, j: int) -> str:
    """The chunking class of unit ``[i, j)``: content, gerund, participle or break."""
    if j - i > 1:
        if any(tt.text[k] in _BREAK_TEXT for k in range(i, j)):
            return "break"
        if tt.tag[j - 1] in ("VB", "VBP", "VBZ", "VBD"):
            return "break"  # "fine-tune" used as a verb
        if _after_subject_pronoun(tt, i):
            return "break"  # "we fine-tune X", "we further pre-train X": a verb the tagger missed
        if any(tt.is_alpha[k] for k in range(i, j)):
            return "content"
        return "break"
    text, pos, tag = tt.text[i], tt.pos[i], tt.tag[i]
    if text in _BREAK_TEXT or tt.is_punct[i]:
        return "break"
    if pos in _CONTENT_POS:
        if tt.lower[i] in VERB_NOUN_HOMOGRAPHS and _verb_after_bracketed_subject(tt, i):
            return "break"  # "Stochastic Rising Bandits (SRBs) model sequential decision-making problems"
        return "content"
    if tag == "VBG":
        # a gerund heading a verb phrase ("framework applying MCMC") ends the phrase;
        # nominal gerunds ("reinforcement learning algorithms") do not, nor does a gerund
        # compounded between a noun and a kind noun ("image deraining methods")
        if tt.lower[i] not in NOMINAL_GERUNDS and i + 1 < len(tt) and \
                tt.pos[i + 1] in ("NOUN", "PROPN", "ADJ", "DET", "NUM") and not _compound_gerund(tt, i):
            return "break"
        return "gerund"
    if tag == "VBN":
        return "participle"
    if tag == "VBD" and _modifies_nominal_gerund(tt, i):
        return "participle"  # "nonconvex federated learning problems": no finite verb
    if _is_degree_adverb(tt, i):
        return "adverb"
    if pos == "NUM" and any(c.isalpha() for c in text):
        return "content"
    return "break"


#: Switch: a gerund between a noun and a noun that names a kind of thing ("image
#: deraining methods", "model merging techniques", "instruction following ability") is
#: part of the noun phrase, not the verb of a reduced clause (:func:`_compound_gerund`).
COMPOUND_GERUNDS = True
#: Nouns that head a compound whose modifier is an activity: the means, problems,
#: abilities and settings named by the activity they serve ("X-ing methods", "X-ing
#: tasks"). After such a noun a gerund's object would be the noun itself, which no
#: clause of technical prose has ("a framework using methods" is not written).
COMPOUND_GERUND_HEADS = frozenset(
    """method methods approach approaches algorithm algorithms technique techniques model
    models framework frameworks system systems pipeline pipelines strategy strategies
    scheme schemes procedure procedures task tasks problem problems benchmark benchmarks
    ability abilities capability capabilities performance setting settings scenario
    scenarios attack attacks module modules tool tools""".split())


def _compound_gerund(tt: TokenTable, i: int) -> bool:
    """Whether the gerund token ``i`` (not one of :data:`NOMINAL_GERUNDS`) is the middle of
    a noun compound: a noun stands right before it (a space between, not a verb or
    pronoun subject) and a noun of :data:`COMPOUND_GERUND_HEADS` right after it that ends
    the phrase (no noun and no hyphenated word goes on: "image deraining methods",
    "instruction following capabilities"), so the gerund modifies that head instead of
    opening a clause ("a framework applying MCMC", "problems using model simulations"
    keep their verb).
    With :data:`COMPOUND_GERUNDS` off, always False."""
    if not COMPOUND_GERUNDS or i == 0 or i + 1 >= len(tt):
        return False
    if not (tt.pos[i - 1] in ("NOUN", "PROPN") and tt.ws[i - 1] and tt.ws[i]
            and tt.lower[i + 1] in COMPOUND_GERUND_HEADS and tt.pos[i + 1] == "NOUN"):
        return False
    # the kind noun ends the phrase ("problems using model simulations": "model" only
    # modifies, and the gerund keeps its object)
    return i + 2 >= len(tt) or tt.pos[i + 2] not in ("NOUN", "PROPN") and (
        tt.ws[i + 1] or tt.text[i + 2] in _BREAK_TEXT)


#: Plain verb forms that are also nouns ("model", "use"): after a subject that a bracket
#: closes ("Graph neural networks (GNNs) model complex relations") the tagger often reads
#: them as nouns (:func:`_verb_after_bracketed_subject`).
VERB_NOUN_HOMOGRAPHS = frozenset("model use need lack face offer show aim rely study".split())
#: Tags of a verb or auxiliary: one of them before a bracket means the subject is over.
_VERB_TAGS = frozenset({"VB", "VBD", "VBP", "VBZ", "MD"})


def _verb_after_bracketed_subject(tt: TokenTable, i: int) -> bool:
    """Whether token ``i`` (one of :data:`VERB_NOUN_HOMOGRAPHS`, tagged as a noun) is the
    verb of its sentence: it follows a closing bracket ("(SRBs) model ..."), no verb comes
    before it in the sentence (the bracket closes the subject), and a noun phrase follows
    it (an adjective, noun, name or determiner). Then it ends the phrase instead of
    opening one ("model sequential decision-making problems")."""
    if i < 2 or tt.text[i - 1] != ")" or i + 1 >= len(tt) or tt.pos[i + 1] not in ("ADJ", "NOUN", "PROPN", "DET"):
        return False
    k = i - 1
    while k >= 0 and tt.text[k] not in (".", "!", "?", ";"):
        if tt.tag[k] in _VERB_TAGS:
            return False
        k -= 1
    return True


def _modifies_nominal_gerund(tt: TokenTable, i: int) -> bool:
    """A past-tense ``-ed`` form glued to a nominal gerund is a participle modifier.

    The tagger often reads "federated", "supervised", "distributed" as a finite verb
    (VBD) inside a noun phrase ("nonconvex federated learning problems"). When the next
    token is one of :data:`NOMINAL_GERUNDS` ("learning", "training", "decoding") and no
    subject pronoun precedes ("we trained learning agents" keeps its verb), the form
    modifies the gerund.
    """
    return tt.lower[i].endswith("ed") and i + 1 < len(tt) and \
        tt.lower[i + 1] in NOMINAL_GERUNDS and tt.ws[i] and not _after_subject_pronoun(tt, i)


#: Tags of a one-token unit that is no content word and that :func:`_kind` may still
#: keep (gerund, participle, a finite "-ed" form modifying a gerund, degree adverb).
_UNIT_TAGS = frozenset({"VBG", "VBN", "VBD", "RB"})

_PHRASE_BEFORE_ADVERB = frozenset({"DET", "NUM", "NOUN", "PROPN", "ADJ"})

#: ``-ly`` adverbs that judge, date or hedge a claim ("a recently proposed framework",
#: "widely used models", "significantly larger networks"): they grade the statement, not
#: the kind of thing named, so they never enter a noun phrase.
EVALUATIVE_ADVERBS = frozenset(
    """recently widely previously commonly potentially significantly slightly highly
    extremely unexpectedly seemingly closely theoretically successfully practically
    publicly openly rarely frequently increasingly usually typically generally
    particularly especially relatively surprisingly notably remarkably sufficiently
    overly truly newly currently originally traditionally heavily largely mostly mainly
    extensively carefully specifically specially naturally substantially considerably
    drastically dramatically merely simply only early readily easily entirely really
    already actually certainly clearly likely possibly presumably reportedly supposedly
    nearly roughly fairly reasonably moderately markedly vastly comparatively
    consistently empirically experimentally provably arguably notoriously greatly
    initially mathematically economically arbitrarily appropriately""".split())
_NOMINAL_POS = frozenset({"NOUN", "PROPN", "ADJ"})


def _is_degree_adverb(tt: TokenTable, i: int) -> bool:
    """An ``-ly`` adverb grading the modifier of a noun inside a noun phrase.

    "two-layer fully connected networks", "a densely connected graph", "a fully
    convolutional network": the adverb (RB, ending in ``-ly``) follows a determiner,
    number or noun-phrase word, and is followed by an adjective or past participle
    which is itself followed by a noun or adjective. After a verb ("we use efficiently
    trained models"), before a clause ("is highly efficient") or when it judges the claim
    (:data:`EVALUATIVE_ADVERBS`: "a recently proposed framework") it is no part of one.
    """
    if tt.tag[i] != "RB" or not tt.lower[i].endswith("ly") or i == 0 or i + 2 >= len(tt) or \
            tt.lower[i] in EVALUATIVE_ADVERBS:
        return False
    return tt.pos[i - 1] in _PHRASE_BEFORE_ADVERB and tt.tag[i + 1] in ("JJ", "VBN") and \
        tt.pos[i + 2] in _NOMINAL_POS


def noun_phrases(doc: Doc) -> list[Span]:
    """The hyphen-aware noun phrases of ``doc`` (see module docstring).

    Args:
        doc: a Doc with part-of-speech tags and sentence boundaries.
    Returns:
        ``Span`` objects labelled ``NP``, in text order, never crossing a sentence.
    """
    tt = token_table(doc)
    out: list[Span] = []
    label = doc.vocab.strings.add("NP")  # the label's hash, looked up once per Doc
    text, pos, tag, ws, is_punct, lower = tt.text, tt.pos, tt.tag, tt.ws, tt.is_punct, tt.lower
    for sent in doc.sents:
        ss, se = sent.start, sent.end
        run: list[tuple[int, int, str]] = []
        i = ss
        while True:
            # the next word unit [i, j) (as _units gives them), then (i == se) the end
            if i < se:
                j = i + 1
                while j < se and not ws[j - 1] and text[j] not in _BREAK_TEXT and text[j - 1] not in _BREAK_TEXT:
                    j += 1
                if j - i > 1:
                    kind = _kind(tt, i, j)
                elif text[i] in _BREAK_TEXT or is_punct[i]:
                    kind = "break"  # (the tests of _kind for a one-token unit, inline)
                elif pos[i] in _CONTENT_POS:
                    kind = "content" if lower[i] not in VERB_NOUN_HOMOGRAPHS else _kind(tt, i, j)
                elif tag[i] in _UNIT_TAGS or pos[i] == "NUM":
                    kind = _kind(tt, i, j)
                else:
                    kind = "break"  # (what _kind gives for any other tag)
            else:
                j, kind = se, "break"
            if kind != "break":
                run.append((i, j, kind))
                i = j
                continue
            # close the run: a verbal gerund cannot start a noun phrase
            while run and run[0][2] == "gerund" and len(run) > 1 and lower[run[0][0]] not in NOMINAL_GERUNDS:
                run.pop(0)
            while run and run[-1][2] in ("participle", "adverb"):
                run.pop()
            if run:
                out.append(Span(doc, run[0][0], run[-1][1], label=label))
            run = []
            if i >= se:
                break
            i = j
    return out


#: ``(Doc, token count, phrases)`` of the Doc that ``paperkg_np`` ran on last (read by
#: :func:`stored_noun_phrases`); the Doc is held so that its id stays unique
_LAST: list[tuple[Doc, int, list[Span]]] = []


@Language.component("paperkg_np")
def np_component(doc: Doc) -> Doc:
    """spaCy component: store :func:`noun_phrases` in ``doc.spans["paperkg_np"]``."""
    phrases = noun_phrases(doc)
    doc.spans[SPANS_KEY] = phrases
    _LAST[:] = [(doc, len(doc), phrases)]
    return doc


def stored_noun_phrases(doc: Doc) -> list[Span]:
    """The noun phrases of ``doc`` in text order: those in ``doc.spans["paperkg_np"]``,
    else :func:`noun_phrases` computed now.

    Why: reading a span group back makes a new ``Span`` object per phrase; for the Doc
    that ``paperkg_np`` ran on last (the rule components run one Doc at a time through
    the pipeline) the ``Span`` objects it stored are returned instead, when the Doc
    still has as many tokens and the group as many phrases (the same phrases: no
    component changes the group).

    Args:
        doc: a Doc with part-of-speech tags and sentence boundaries.
    Returns:
        A new list of ``Span`` objects labelled ``NP``.
    """
    group = doc.spans[SPANS_KEY] if SPANS_KEY in doc.spans else None
    if group is None:
        return noun_phrases(doc)
    if _LAST:
        last, n_tokens, phrases = _LAST[0]
        if last is doc and n_tokens == len(doc) and len(phrases) == len(group):
            return list(phrases)
    return list(group)
