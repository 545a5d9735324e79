"""eval/train_gold_tagger.py, session 30: the fold-3 split of the development gold up to dev55."""
import importlib.util
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "eval" / "train_gold_tagger.py"


@pytest.fixture(scope="module")
def tg():
    spec = importlib.util.spec_from_file_location("train_gold_tagger_under_test30", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_dev_files_up_to_dev55_without_blind_or_heldout(tg):
    names = [f.stem for f in tg.DEV_FILES]
    assert len(names) == len(set(names)) == 54
    assert names[:24] == [f.stem for f in tg.DEV_FILES_S19]
    assert {f"dev{i}" for i in range(26, 56)} <= set(names)
    assert not any("heldout" in n or "second_annotator" in n or n in ("dev12", "dev56", "dev57")
                   for n in names)


def test_fold3_split_train_innerdev_comparison(tg):
    files = tg.FOLD_FILES[3]
    test, inner = set(tg.FOLDS[3]), set(tg.INNER_DEV[3])
    assert test == {f"dev{i}" for i in range(50, 56)}
    assert inner == {"dev48", "dev49"}
    train = files - test - inner
    assert not test & inner and {"dev47", "icml2026_dev", "dev4"} <= train
    assert not any(n.startswith("dev") and n[3:].isdigit() and int(n[3:]) >= 48 for n in train)
    # the older folds use session 19's files only
    for fold in (0, 1, 2):
        assert tg.FOLD_FILES[fold] == {f.stem for f in tg.DEV_FILES_S19}
