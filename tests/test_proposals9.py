"""Proposal rules of proposals round 9 (kg/extract/roles_proposals.py). Every sentence is
written for these tests.

* Names that one contribution cue coordinates ("we propose A and B", "A (AA), B (BB), and
  C") are siblings: none is a part of the first, while "A with two modules: B and C" still
  makes B and C parts of A.
* "Our method SegFast improves ...": a coined name right after "our" and a descriptor, with
  no comma, that a verb follows, is the paper's proposal (not a pretrained model).
* The items of an enumeration that a contribution cue opens ("We propose two architectures:
  1. A, ..., and 2. B", "(i) A; (ii) B", "i) A ..., ii) B") are sibling proposals; an
  enumeration after the proposal that lists its modules still gives parts.
* A name after "built with" / "implemented with" is a tool, no conjoined proposal; a model
  marked as given ("frozen VidLMs", "pretrained") and a name after a second verb ("contains
  A and reuses B") are no parts, nor is a name after a gerund of use ("applying X").
* "we train a CLIP-based scoring function, FooScore, which ...": a coined name in
  apposition to an indefinite descriptor in a sentence whose subject is "we" is proposed
  (not "a classical algorithm, X", nor in a comparison).
* "KiteNet, our proposed framework, ...", "The resulting method, KiteNet, ...", "KiteNet is a
  novel framework ..." (after the authors first speak) are proposals; "we curate X" makes X
  a benchmark; so do "Our benchmark, X," and a coined name ending in "Corpus" / "Dataset"
  (not "...Retrieval").
* "Our novel Activation Module (AM) ..." after the main method's sentence names one of its
  parts ("Our method, X," stays a contribution of its own).
* "In this paper we study A and propose X": a short opening prepositional phrase before "we"
  keeps "we" the subject of the second verb; a second tool after "built with A and B" is no
  part either.
"""
from __future__ import annotations

from tests.factories import run


def _parts(extraction) -> set[tuple[str, str]]:
    return {(l.head, l.tail) for l in extraction.links if l.rel == "partOf"}


def _proposed(extraction) -> set[str]:
    return {m.text for m in extraction.mentions if m.role == "proposed"}


def test_coordinated_proposals_are_siblings(extractor):
    ex = run(extractor, "Sparse rewards slow exploration. We propose Q-Kite and P-Kite, two agents "
                        "that share one replay buffer across tasks.")
    assert {"Q-Kite", "P-Kite"} <= _proposed(ex), _proposed(ex)
    assert _parts(ex) == set(), _parts(ex)


def test_a_list_of_defined_names_is_siblings(extractor):
    ex = run(extractor, "We propose Ranked Margin Loss (RML), Soft Margin Loss (SML), and Hard Margin "
                        "Loss (HML) for metric learning.")
    assert "HML" in _proposed(ex) or "Hard Margin Loss" in _proposed(ex), _proposed(ex)
    assert _parts(ex) == set(), _parts(ex)


def test_modules_listed_after_with_stay_parts(extractor):
    ex = run(extractor, "We design OrcaNet with two modules: Tidal Attention Module (TAM) and Wave "
                        "Fusion Module (WFM). OrcaNet improves tracking.")
    parts = _parts(ex)
    assert ("WFM", "OrcaNet") in parts or ("Wave Fusion Module", "OrcaNet") in parts, parts


def test_siblings_named_before_the_titled_method_become_its_parts(extractor):
    # the parts first, then the whole the title names: both siblings are parts of it (a guard:
    # the second is a sibling of the first, and must move with it)
    from kg.records import Paper
    paper = Paper(id="t", title="Q-Loom: Low-bit Looms for Diffusion",
                  abstract="To this end, we first develop a Step-aware Rounding (SaR) method and a "
                           "Noise Matching (NoM) scheme for low-bit models. In this way, we propose "
                           "an efficient Q-Loom for diffusion models.")
    ex = extractor.extract(paper)
    parts = _parts(ex)
    assert {("SaR", "Q-Loom"), ("NoM", "Q-Loom")} <= parts, parts


def test_our_method_then_a_coined_name_without_commas(extractor):
    ex = run(extractor, "Segmentation of retinal scans is slow. Our method GlintSeg improves throughput "
                        "threefold on two public benchmarks.")
    assert "GlintSeg" in _proposed(ex), _proposed(ex)


def test_our_model_after_an_unlike_clause(extractor):
    ex = run(extractor, "Unlike earlier graph networks, our model TopoWeave uses persistent homology to "
                        "aggregate node features.")
    assert "TopoWeave" in _proposed(ex), _proposed(ex)


def test_our_model_then_a_pretrained_model_is_not_proposed(extractor):
    ex = run(extractor, "We study tuning. Our model LLaMA-2 is trained on code from public repositories.")
    assert "LLaMA-2" not in _proposed(ex), _proposed(ex)


def test_numbered_proposals_after_a_cue(extractor):
    ex = run(extractor, "Depth estimation is slow on drones. We propose two architectures: 1. KestrelNet, "
                        "a lightweight encoder, and 2. PipitNet, a recurrent decoder. Both run in real time.")
    assert {"KestrelNet", "PipitNet"} <= _proposed(ex), _proposed(ex)
    assert _parts(ex) == set(), _parts(ex)


def test_roman_numeral_contributions(extractor):
    ex = run(extractor, "Graph learning is hard. We make three contributions: (i) HeronMix, a mixing layer; "
                        "(ii) HeronDrop, a regulariser; and (iii) HeronFlow, a message passing scheme.")
    assert {"HeronMix", "HeronDrop", "HeronFlow"} <= _proposed(ex), _proposed(ex)
    assert _parts(ex) == set(), _parts(ex)


def test_bare_roman_markers_after_a_cue(extractor):
    ex = run(extractor, "We introduce i) SwiftRanker for retrieval, ii) SlowRanker for reranking.")
    assert {"SwiftRanker", "SlowRanker"} <= _proposed(ex), _proposed(ex)


def test_a_benchmark_item_is_typed_by_its_name(extractor):
    ex = run(extractor, "We introduce new datasets: 1) Loom Puzzle Dataset, a synthetic one, and 2) "
                        "Quilt Scan Dataset, a real one from scanned quilts.")
    found = {m.text: m.role for m in ex.mentions}
    assert found.get("Quilt Scan Dataset") == "benchmark", found


def test_a_version_of_an_existing_resource_is_not_proposed(extractor):
    ex = run(extractor, "We construct two resources: 1) WrenQA, our new benchmark, and 2) "
                        "OldSQL (v2), a cleaned version of an established text-to-SQL dataset.")
    assert "OldSQL" not in _proposed(ex), _proposed(ex)


def test_modules_enumerated_after_the_proposal_stay_parts(extractor):
    ex = run(extractor, "We propose FinchNet for tracking. FinchNet has two modules: (i) Temporal Mixer "
                        "Block (TMB), which mixes frames; (ii) Spatial Gate Unit (SGU), which gates features.")
    assert {("TMB", "FinchNet"), ("SGU", "FinchNet")} <= _parts(ex), _parts(ex)


def test_a_tool_after_built_with_is_not_proposed(extractor):
    ex = run(extractor, "We present MediBot, a triage assistant built with ASP.NET and a small rule engine.")
    assert "ASP.NET" not in _proposed(ex), _proposed(ex)
    assert _parts(ex) == set(), _parts(ex)


def test_a_module_after_equipped_with_is_a_part(extractor):
    ex = run(extractor, "We propose HeronDet, a detector equipped with a Gated Fusion Module (GFM) for small objects.")
    assert ("GFM", "HeronDet") in _parts(ex), _parts(ex)


def test_a_frozen_model_is_no_part(extractor):
    ex = run(extractor, "We propose VidAlign for video domains. VidAlign comprises a Temporal Adapter Block "
                        "(TAB) and frozen VidLMs.")
    assert ("TAB", "VidAlign") in _parts(ex), _parts(ex)
    assert not any(part == "VidLMs" for part, _ in _parts(ex)), _parts(ex)


def test_a_second_predicate_ends_the_part_list(extractor):
    ex = run(extractor, "We propose VidAlign for video domains. VidAlign contains a Temporal Adapter Block "
                        "(TAB) and reuses WarpNets.")
    assert not any(part == "WarpNets" for part, _ in _parts(ex)), _parts(ex)


def test_an_appositive_name_after_an_indefinite_descriptor(extractor):
    ex = run(extractor, "We collect votes on generated images. We use them to train a CLIP-based scoring "
                        "function, VoteScore, which predicts human choices.")
    assert "VoteScore" in _proposed(ex), _proposed(ex)


def test_an_appositive_after_an_established_descriptor_is_not_proposed(extractor):
    ex = run(extractor, "In this paper, we revisit a classical algorithm, Gaussian Ridge Analysis (GRA), "
                        "and apply it to retrieval.")
    assert not {"GRA", "Gaussian Ridge Analysis"} & _proposed(ex), _proposed(ex)


def test_an_appositive_in_a_comparison_is_not_proposed(extractor):
    ex = run(extractor, "We compare our planner with a strong search algorithm, DeepHop, on mazes.")
    assert "DeepHop" not in _proposed(ex), _proposed(ex)


def test_a_technique_applied_by_the_method_is_no_part(extractor):
    ex = run(extractor, "We derive a new slice discovery method, SliceHound, which groups examples. "
                        "SliceHound consists of applying Spectral-Means clustering to influence embeddings.")
    assert "SliceHound" in _proposed(ex), _proposed(ex)
    assert not any(part.startswith("Spectral") for part, _ in _parts(ex)), _parts(ex)


def test_a_name_before_our_descriptor(extractor):
    ex = run(extractor, "Aerial detection is slow. PlumeNet, our proposed framework, detects drones quickly.")
    assert "PlumeNet" in _proposed(ex), _proposed(ex)


def test_the_resulting_method(extractor):
    ex = run(extractor, "We combine two samplers. The resulting method, PlumeNet, reaches high recall.")
    assert "PlumeNet" in _proposed(ex), _proposed(ex)


def test_a_name_called_novel_after_the_authors_speak(extractor):
    ex = run(extractor, "We study aerial detection. PlumeNet is a novel framework that fuses radar and video.")
    assert "PlumeNet" in _proposed(ex), _proposed(ex)


def test_a_new_thing_in_the_background_is_not_proposed(extractor):
    ex = run(extractor, "QUIC/2 is a new transport protocol supported by browsers. We collect traces of it.")
    assert "QUIC/2" not in _proposed(ex), _proposed(ex)


def test_what_is_curated_is_a_benchmark(extractor):
    ex = run(extractor, "We curate PlumeQA to evaluate aerial question answering.")
    assert {m.text: m.role for m in ex.mentions}.get("PlumeQA") == "benchmark"


def test_our_benchmark_appositive(extractor):
    ex = run(extractor, "We study web agents. Our benchmark, FinchArena, covers twelve domains.")
    assert {m.text: m.role for m in ex.mentions}.get("FinchArena") == "benchmark"


def test_a_name_ending_in_corpus_is_a_benchmark(extractor):
    ex = run(extractor, "We also release FinchCorpus, containing two million sentences.")
    assert {m.text: m.role for m in ex.mentions}.get("FinchCorpus") == "benchmark"


def test_a_name_ending_in_retrieval_stays_a_method(extractor):
    ex = run(extractor, "This paper proposes Sparse Finch Retrieval (SFR) which improves search.")
    roles = {m.text: m.role for m in ex.mentions}
    assert roles.get("SFR") == "proposed", roles


def test_our_named_module_after_the_main_method_is_a_part(extractor):
    ex = run(extractor, "We introduce PlumeTrack, an adaptive framework for aerial tracking. Our novel Gating "
                        "Module (GM) selects transformer blocks. Our method, PlumeLite, runs on phones.")
    parts = _parts(ex)
    assert ("GM", "PlumeTrack") in parts or ("Gating Module", "PlumeTrack") in parts, parts
    assert not any(part == "PlumeLite" for part, _ in parts), parts


def test_a_second_tool_after_built_with_is_not_a_part(extractor):
    ex = run(extractor, "We present HealthDesk, a web portal implemented with ASP.NET Core and SQL Server.")
    assert _parts(ex) == set(), _parts(ex)


def test_in_this_paper_we_study_and_propose(extractor):
    ex = run(extractor, "In this paper we study tabletop play and propose the Bard's Tale Agent (BTA).")
    assert "Bard's Tale Agent" in _proposed(ex) or "BTA" in _proposed(ex), _proposed(ex)


def test_an_enumerated_name_before_its_benchmark_noun(extractor):
    ex = run(extractor, "We construct two resources: 1) the WrenQA dataset, our new benchmark for questions, "
                        "and 2) the WrenSQL corpus, a set of queries.")
    assert {m.text: m.role for m in ex.mentions}.get("WrenSQL") == "benchmark"
