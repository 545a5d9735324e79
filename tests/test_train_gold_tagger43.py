"""eval/train_gold_tagger.py, session 43: folds 4 and 5 over the development gold up to dev79."""
from test_train_gold_tagger30 import tg  # noqa: F401 - the script loaded once per module, as session 30 loads it


def test_dev_files_up_to_dev79_without_heldout_or_second_annotator(tg):
    names = [f.stem for f in tg.DEV_FILES_S43]
    assert len(names) == len(set(names)) == 78
    assert names[:54] == [f.stem for f in tg.DEV_FILES]  # session 30's files first, unchanged
    assert {f"dev{i}" for i in range(56, 80)} <= set(names)
    assert not any("heldout" in n or "second_annotator" in n or n in ("dev12", "dev80")
                   for n in names)


def test_fold4_tests_on_dev76_to_79_and_chooses_on_dev74_75(tg):
    files, test, inner = tg.FOLD_FILES[4], set(tg.FOLDS[4]), set(tg.INNER_DEV[4])
    assert test == {"dev76", "dev77", "dev78", "dev79"}
    assert inner == {"dev74", "dev75"}
    train = files - test - inner
    assert {"icml2026_dev", "dev_neurips_iclr", "dev3_icml2024_neurips", "dev4", "dev73"} <= train
    assert not any(n.startswith("dev") and n[3:].isdigit() and int(n[3:]) >= 74 for n in train)
    assert len(train) == 72


def test_fold5_trains_on_everything_but_its_inner_dev(tg):
    assert tg.FOLDS[5] == [] and set(tg.INNER_DEV[5]) == {"dev74", "dev75"}
    assert tg.FOLD_FILES[5] - set(tg.INNER_DEV[5]) >= {"dev76", "dev79", "dev73"}
    # the older folds keep their files, so their models still reproduce
    assert tg.FOLD_FILES[3] == {f.stem for f in tg.DEV_FILES}
    for fold in (0, 1, 2):
        assert tg.FOLD_FILES[fold] == {f.stem for f in tg.DEV_FILES_S19}
