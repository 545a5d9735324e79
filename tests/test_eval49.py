"""Session 49 (fix49): `kg eval --scierc FILE --model DIR` with the rules (``--use rules``, the
default) is a usage error instead of a model silently ignored. The SciERC record is written here."""
import json

import pytest

DOC = {"doc_key": "t1", "sentences": [["We", "train", "GlowNet", "for", "leaf", "counting", "."]],
       "ner": [[[2, 2, "Method"], [4, 5, "Task"]]], "relations": [[]]}


@pytest.mark.parametrize("use, said", [
    (["--use", "rules"], "--use rules scores the rules, which use no model"),
    ([], "the default --use rules scores the rules, which use no model"),
])
def test_model_with_the_rules_is_a_usage_error(tmp_path, capsys, use, said):
    from kg.cli import main

    scierc = tmp_path / "s.json"
    scierc.write_text(json.dumps(DOC) + "\n", encoding="utf-8")
    model = tmp_path / "my-model"
    model.mkdir()
    assert main(["eval", "--scierc", str(scierc), *use, "--model", str(model)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("kg: error: --model applies to --use ner or --use union (the SciERC tagger); ")
    assert said in err
