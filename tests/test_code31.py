"""Session 31 code-link rules: model hub pages, colon labels, a proposal offered at a URL,
and labels glued to a URL when a list of links lost its line breaks."""
from kg.extract.code import find_code_links, find_urls, is_model_hub_url


def urls(text, proposed=()):
    # sentences end after ". "
    cuts = [0] + [i + 2 for i in range(len(text)) if text.startswith(". ", i)] + [len(text)]
    return [c.url for c in find_code_links(text, list(zip(cuts, cuts[1:])), proposed)]


def test_model_hub_page_without_code_cue_is_not_code():
    text = "Our trained checkpoints and the toy corpus are available on https://huggingface.co/ToyLab."
    assert urls(text) == []
    assert is_model_hub_url("https://huggingface.co/ToyLab")
    assert not is_model_hub_url("https://huggingface.co/spaces/a/b")
    assert not is_model_hub_url("https://huggingface.co/datasets/a/b")


def test_model_hub_page_offered_as_code_is_code():
    text = "The source code and weights are released at https://huggingface.co/toylab/walker-7b."
    assert urls(text) == ["https://huggingface.co/toylab/walker-7b"]


def test_colon_label_without_code_cue_is_not_code():
    text = ("Reviews: https://openreview.net/forum?id=AbCdEf12 Toolkit library: "
            "https://toys.example.org/walker")
    assert urls(text) == ["https://toys.example.org/walker"]


def test_colon_label_with_code_cue_is_code():
    assert urls("Our implementation: https://toys.example.org/walker") == ["https://toys.example.org/walker"]


def test_proposal_offered_at_its_page_is_code():
    text = "We present WalkNet for legged toys. WalkNet is publicly available at https://toy-lab.github.io/WalkNet."
    assert urls(text, ["WalkNet"]) == ["https://toy-lab.github.io/WalkNet"]
    # another name, or no proposal: a page, not code
    assert urls("Samples are available at https://toy-lab.github.io/WalkNet.", ["WalkNet"]) == []
    assert urls(text) == []


def test_glued_label_is_cut_off_the_url():
    text = ("We build the Zo-Ra suite of walking toys. Paper: https://toys.example.org/p?id=Q1w2E3Zo-Ra "
            "suite: https://github.com/toylab/zora_suite2024Zo-Ra runner: https://github.com/toylab/runner")
    assert [u for _, _, u in find_urls(text)] == [
        "https://toys.example.org/p?id=Q1w2E3", "https://github.com/toylab/zora_suite2024",
        "https://github.com/toylab/runner"]


def test_url_ending_in_a_word_of_the_text_is_kept_without_a_label_after_it():
    text = "The Zo-Ra runner is at https://github.com/toylab/runnerZo-Ra today."
    assert [u for _, _, u in find_urls(text)] == ["https://github.com/toylab/runnerZo-Ra"]
    # a plain capitalised word is no glued name ("Bar" of "FooBar")
    text = "Code: https://github.com/a/FooBar suite: https://github.com/a/c and Bar is a toy."
    assert [u for _, _, u in find_urls(text)][0] == "https://github.com/a/FooBar"
