"""Entity resolution, session 48: clipped acronym definitions and heads within one paper.

kg.resolve._complete_clipped_definitions: a long form whose word starts leave letters of its
short form unspelt ("patch encoders (QPEs)": no word starts with Q) and that is the last words
of another paper's full long form of the same short form ("quilted patch encoders (QPEs)") is
read as that full long form.

kg.resolve._join_generic_heads: "mechanism", "process", "procedure", "scheme", "strategy",
"estimator" and "framework" after a method's name say nothing more of it where the same paper
writes the name alone; a defined long form with such a head is a name of its own.

Every name and sentence is made up for these tests."""
from kg.resolve import _initials_missing, resolve
import kg.resolve as resolve_module
from tests.factories import acronym, extraction, mention


def _definer(pid, long, short="QPEs"):
    text = f"We train {long} ({short}) on toy data. The {short} help."
    return extraction(pid, text, mentions=[mention(long, text, "Method", "used"),
                                           mention(short, text, "Method", "used", nth=1)],
                      acronyms=[acronym(short, long, text)])


def test_initials_missing_counts_letters_no_word_start_spells():
    assert _initials_missing("QPEs", "quilted patch encoders") == 0
    assert _initials_missing("QPEs", "quilt encoders") == 1
    assert _initials_missing("LLMs", "language models") == 1
    assert _initials_missing("T2I", "text-to-image") == 0


def test_a_clipped_long_form_reads_as_the_full_one_of_another_paper():
    full = _definer("p0", "quilted patch encoders")
    clipped = _definer("p1", "patch encoders", short="QPEs")
    res = resolve([full, clipped])
    key = res.key("p1", "Method", "QPEs")
    assert key == res.key("p0", "Method", "QPEs") == res.key("p0", "Method", "quilted patch encoders")
    assert res.entities[key].label == "quilted patch encoders"
    # the clipped phrase itself stays its own entity, without the short form as its acronym
    other = res.key("p1", "Method", "patch encoders")
    assert other != key
    assert res.entities[other].acronym is None
    assert "QPEs" not in res.entities[other].alt_labels


def test_a_clipped_long_form_no_full_one_ends_with_stays():
    full = _definer("p0", "quilted patch encoders")
    other = _definer("p1", "quantile encoders", short="QPEs")  # Q, E spelt; not the end of p0's words
    res = resolve([full, other])
    assert res.key("p1", "Method", "QPEs") != res.key("p0", "Method", "QPEs")
    assert res.key("p1", "Method", "QPEs") == res.key("p1", "Method", "quantile encoders")


def test_switch_off_keeps_the_clipped_definition(monkeypatch):
    monkeypatch.setattr(resolve_module, "CLIPPED_DEFINITIONS", False)
    res = resolve([_definer("p0", "quilted patch encoders"), _definer("p1", "patch encoders")])
    assert res.key("p1", "Method", "QPEs") == res.key("p1", "Method", "patch encoders")
    assert res.key("p1", "Method", "QPEs") != res.key("p0", "Method", "QPEs")


# --- kg.resolve._join_generic_heads: heads read only within one paper ------------------------

def _paper(pid, text, names, acronyms=()):
    return extraction(pid, text, mentions=[mention(n, text, "Method", "used") for n in names],
                      acronyms=list(acronyms))


def test_a_name_with_a_mechanism_head_joins_the_bare_name_of_the_same_paper():
    text = "We add glimmer pooling to the encoder. The glimmer pooling mechanism is cheap."
    res = resolve([_paper("p0", text, ["glimmer pooling", "glimmer pooling mechanism"])])
    key = res.key("p0", "Method", "glimmer pooling mechanism")
    assert key == res.key("p0", "Method", "glimmer pooling")
    assert res.entities[key].label == "glimmer pooling"


def test_process_and_estimator_heads_join_too():
    text = "We run Brindle-Hart on the basis. The Brindle-Hart process is stable. The QZW estimator is unbiased; QZW helps."
    res = resolve([_paper("p0", text, ["Brindle-Hart", "Brindle-Hart process", "QZW estimator", "QZW"])])
    assert res.key("p0", "Method", "Brindle-Hart process") == res.key("p0", "Method", "Brindle-Hart")
    assert res.key("p0", "Method", "QZW estimator") == res.key("p0", "Method", "QZW")


def test_the_new_heads_need_the_bare_name_in_the_same_paper():
    a = _paper("p0", "We add glimmer pooling to the encoder.", ["glimmer pooling"])
    b = _paper("p1", "The glimmer pooling mechanism is cheap.", ["glimmer pooling mechanism"])
    res = resolve([a, b])
    assert res.key("p1", "Method", "glimmer pooling mechanism") != res.key("p0", "Method", "glimmer pooling")


def test_a_defined_name_with_a_head_stays_its_own():
    text = ("We propose Velvet Ranking (VeRa). Then we propose the Velvet Ranking Mechanism (VRM) "
            "to rank patches.")
    ex = _paper("p0", text, ["Velvet Ranking", "VeRa", "Velvet Ranking Mechanism", "VRM"],
                acronyms=[acronym("VeRa", "Velvet Ranking", text), acronym("VRM", "Velvet Ranking Mechanism", text)])
    res = resolve([ex])
    assert res.key("p0", "Method", "VRM") != res.key("p0", "Method", "VeRa")
    assert res.key("p0", "Method", "Velvet Ranking Mechanism") != res.key("p0", "Method", "Velvet Ranking")


def test_switch_off_keeps_the_head(monkeypatch):
    monkeypatch.setattr(resolve_module, "WITHIN_PAPER_HEADS", False)
    text = "We add glimmer pooling to the encoder. The glimmer pooling mechanism is cheap."
    res = resolve([_paper("p0", text, ["glimmer pooling", "glimmer pooling mechanism"])])
    assert res.key("p0", "Method", "glimmer pooling mechanism") != res.key("p0", "Method", "glimmer pooling")
