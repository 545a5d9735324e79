"""Session 27 speed round (speed6): shared helpers of the role rules that replace a per-token
or per-call cost with a memo or a test in C, each compared with the code it replaces."""
import random
import re

from kg.extract.roles_methods import _textbook_patterns, textbook_pattern_per_token
from kg.extract.roles_proposals import _indices_from, _speaks_of_own_work
from kg.extract.roles_tasks import written_without_of
from kg.extract import lexicon as L
from kg.extract.roles_proposals import _SELF_WORDS


def _speaks_loop(low, lo, hi):
    """The token loop that ProposalRules._speaks_of_own_work ran before session 27."""
    if any(low[x] == "et" and x + 1 < hi and low[x + 1].startswith("al") for x in range(lo, hi)):
        return False
    return any(low[x] in _SELF_WORDS or low[x] == "this" and x + 1 < hi
               and low[x + 1] in L.SELF_DEMONSTRATIVE_OBJECTS for x in range(lo, hi))


def test_indices_from_adds_the_offset_to_each_index():
    assert _indices_from(["a", "b", "a", "c", "a"], "a", 10) == [10, 12, 14]
    assert _indices_from(["a", "b"], "z", 3) == []
    assert _indices_from([], "a", 0) == []


def test_speaks_of_own_work_on_written_sentences():
    low = "the filter of smith et al. is slow . we extend this filter .".split()
    # the first sentence cites ("et al."), the second speaks of the own work ("we")
    assert _speaks_of_own_work(low, 0, 7) is False
    assert _speaks_of_own_work(low, 7, len(low)) is True
    assert _speaks_of_own_work("in this paper , a sampler is given".split(), 0, 7) is True
    assert _speaks_of_own_work("this sampler is fast".split(), 0, 4) is False  # "this" + no object noun
    # "et" before "al" only inside the slice's end counts: "et" as the last word is no citation
    assert _speaks_of_own_work("we cite et".split(), 0, 3) is True


def test_speaks_of_own_work_equals_the_token_loop():
    rng = random.Random(27)
    vocab = ["we", "our", "this", "paper", "work", "et", "al.", "al", "also", "the", "a", "model",
             "novel", "proposed", "method", "is", "results", "x"]
    for _ in range(3000):
        low = [rng.choice(vocab) for _ in range(rng.randint(0, 12))]
        lo = rng.randint(0, len(low))
        hi = rng.randint(lo, len(low))
        assert _speaks_of_own_work(low, lo, hi) == _speaks_loop(low, lo, hi), (low, lo, hi)


def test_textbook_pattern_per_token_reads_the_first_word_before_a_hyphen():
    patterns = _textbook_patterns()
    first = sorted(patterns)[0]
    lowers = [first, first + "-based", "zzzunknownword", "-", ""]
    got = textbook_pattern_per_token(lowers)
    assert got[0] is patterns[first] and got[1] is patterns[first]
    assert got[2:] == [None, patterns.get(""), patterns.get("")]
    # the same answers a second time (from the memo)
    assert textbook_pattern_per_token(lowers) == got


def test_textbook_pattern_per_token_equals_the_split_lookup():
    patterns = _textbook_patterns()
    words = sorted(patterns)[:40] + ["optimal-transport", "policy", "gradient-free", "x-y-z", "Adam", "a-"]
    got = textbook_pattern_per_token(words)
    assert got == [patterns.get(w.split("-", 1)[0]) for w in words]


def test_written_without_of_on_written_texts():
    assert written_without_of("density estimation is hard. the density estimation of streams", "density estimation")
    assert not written_without_of("the density estimation of streams", "density estimation")
    # "of" must be a whole word after the phrase: "offline" is not "of"
    assert written_without_of("the density estimation offline", "density estimation")
    # word boundaries on both sides: "subdensity estimation", "density estimations" do not count
    assert not written_without_of("subdensity estimation is hard", "density estimation")
    assert not written_without_of("density estimations are hard", "density estimation")
    assert not written_without_of("", "density estimation")


def test_written_without_of_equals_the_regular_expression():
    rng = random.Random(2027)
    alphabet = ["a", "b", " ", "of", " of", "_", "-", "(", ")", "é", "1", ".", "ab"]
    phrases = ["a", "ab", "a b", "b)", "(a", "a-b", "é", "_a", "b of"]
    for _ in range(6000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 10)))
        phrase = rng.choice(phrases)
        want = re.compile(r"\b%s\b(?! of\b)" % re.escape(phrase)).search(text) is not None
        assert written_without_of(text, phrase) == want, (text, phrase)


def test_cue_end_tokens_equals_the_per_token_test():
    from kg.extract.roles_methods import _COMPARE_VERB_PREFIXES, _CUE_END_WORDS, cue_end_tokens

    lowers = "our sampler outperforms the baselines and is faster than gibbs , compared with hmc vs. nuts".split()
    want = [i for i, w in enumerate(lowers) if w in _CUE_END_WORDS or w.startswith(_COMPARE_VERB_PREFIXES)]
    assert cue_end_tokens(lowers) == want == [2, 8, 12, 14]  # outperforms, than, with, vs.
    assert cue_end_tokens(lowers) == want  # (from the memo)
    assert cue_end_tokens([]) == []


def test_final_period_of_a_name_is_split_from_the_name_ends(ex):
    from kg.extract.names import SPANS_KEY

    doc = ex.nlp("We evaluate on ZorbSet-20K. Then we report results on PlonkBench. Dr. Foo is here.")
    words = [t.text for t in doc]
    # the glued periods after the two names became tokens of their own; "Dr." stays whole
    assert "ZorbSet-20K" in words and "PlonkBench" in words and "Dr." in words
    assert words[words.index("ZorbSet-20K") + 1] == "."
    names = [s.text for s in doc.spans[SPANS_KEY]]
    assert "ZorbSet-20K" in names and "PlonkBench" in names
