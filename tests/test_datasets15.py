"""Dataset rules of session 15 (kg/extract/roles_datasets.py): a list of datasets goes on past
a bracket of results; a known dataset that also names a metric is data in such a list;
"<name> <task> dataset" and "<name> collection" head a dataset; the named games or
environments a paper's benchmark is built from, or that it evaluates in, are datasets."""
from __future__ import annotations


from kg.records import Paper


def _typed(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {(m.text, m.type) for m in e.mentions}


def _datasets(ex, text):
    return {t for t, k in _typed(ex, text) if k == "Dataset"}


def test_a_list_goes_on_past_a_bracket_of_results(ex):
    got = _datasets(ex, "We propose FooNet. FooNet sets a new state of the art on QuuxQA-2 (+4.1% accuracy) "
                        "and ZorbSet-5 (+2.3% accuracy) with linear probing.")
    assert {"QuuxQA-2", "ZorbSet-5"} <= got


def test_a_list_stops_at_a_citation_bracket(ex):
    got = _datasets(ex, "We propose FooNet. We evaluate FooNet on QuuxQA-2 (Lee et al., 2021) and Kappa "
                        "models of attention.")
    assert "QuuxQA-2" in got and "Kappa" not in got


def test_a_known_dataset_that_names_a_metric_is_data_in_a_list(ex):
    # MRPC is both a Papers with Code dataset and a metric name there
    got = _typed(ex, "We propose FooNet. FooNet achieves a new state of the art on QuuxQA-2 (+4.1% accuracy) "
                     "and MRPC (+2% accuracy).")
    assert ("MRPC", "Dataset") in got and ("MRPC", "Metric") not in got


def test_a_name_before_a_task_noun_and_dataset_is_a_dataset(ex):
    got = _datasets(ex, "We propose FooMT. Our approach achieves the best results in Zorb-Legal translation "
                        "dataset and in three other settings.")
    assert "Zorb-Legal" in got


def test_a_described_new_dataset_names_no_dataset(ex):
    got = _datasets(ex, "We curate an Old Norse Runes translation dataset, dubbed RuneText-9, from museum records.")
    assert "Old Norse Runes" not in got


def test_a_multiword_name_before_collection_is_a_dataset(ex):
    got = _datasets(ex, "We apply the pipeline to the 2 million pages in the Harbor Town Letters collection.")
    assert "Harbor Town Letters" in got


def test_a_one_word_name_before_collection_is_not(ex):
    got = _datasets(ex, "The construction has three stages: (i) GUI collection, (ii) filtering, (iii) labelling.")
    assert "GUI" not in got


def test_the_games_a_benchmark_is_built_from_are_datasets(ex):
    text = ("We introduce QuuxArena, a benchmark for evaluating LLMs as agents. QuuxArena consists of "
            "5 different games, including Zig-Zag Run, Tower of Brass, Orbitron.")
    got = _datasets(ex, text)
    assert {"Zig-Zag Run", "Tower of Brass", "Orbitron"} <= got


def test_games_named_before_the_paper_speaks_of_its_work_are_background(ex):
    text = ("Recently, agents have mastered complex open-world games like Orbitron and Quasar Wars. "
            "We propose FooAgent, a planner that reads manuals.")
    got = _datasets(ex, text)
    assert "Orbitron" not in got and "Quasar Wars" not in got


def test_environments_from_a_suite_name_the_suite_as_a_dataset(ex):
    got = _typed(ex, "We propose FooRL. In the experiments, we study FooRL in two goal-reaching environments "
                     "from Zorb-Robotics and show its benefits over standard RL.")
    assert ("Zorb-Robotics", "Dataset") in got and ("Zorb-Robotics", "Method") not in got


def test_a_single_named_game_after_games_including_is_a_dataset(ex):
    got = _typed(ex, "We analyze the benefits of our technique on various collaborative games, including "
                     "Cookpot, and find that it adapts to humans.")
    assert ("Cookpot", "Dataset") in got and ("Cookpot", "Method") not in got


def test_a_name_before_a_modified_task_noun_and_benchmark_is_a_dataset(ex):
    got = _typed(ex, "Our experiments, based on the Zorb-7 algorithmic reasoning benchmark, show that FooNet "
                     "generalizes better than existing methods.")
    assert ("Zorb-7", "Dataset") in got and ("Zorb-7", "Method") not in got
