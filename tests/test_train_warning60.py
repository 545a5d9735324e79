"""Session 60 (fixX60): `kg train --max-steps` below the config's eval_frequency warns.

spaCy evaluates at step 0 and every eval_frequency steps; with fewer steps than that,
model-best is the untrained step-0 model (trial X60: --max-steps 200 gave entity F1 0.025).
"""
from __future__ import annotations

from pathlib import Path

from kg.cli import main
from kg.extract import scierc
from kg.extract.scierc import CONFIG_PATH
from kg.training import eval_frequency, untrained_best_warning


def test_shipped_config_frequency_and_the_warning():
    assert eval_frequency() == 250 == eval_frequency(CONFIG_PATH)
    w = untrained_best_warning(200)
    assert w.startswith("--max-steps 200 is below the config's eval_frequency (250)")
    assert "untrained step-0 model" in w and "--max-steps 250 or more" in w and "14 minutes" in w
    assert untrained_best_warning(250) is None and untrained_best_warning(4500) is None
    assert untrained_best_warning(None) is None


def test_own_config_and_unreadable_ones(tmp_path):
    cfg = tmp_path / "c.cfg"
    cfg.write_text("[paths]\ntrain = null\n\n[training]\nmax_steps = 40\neval_frequency = 10\n"
                   "dev_corpus = \"corpora.dev\"\n", encoding="utf-8")
    assert eval_frequency(cfg) == 10
    assert untrained_best_warning(9, cfg).startswith("--max-steps 9 is below the config's eval_frequency (10)")
    assert untrained_best_warning(10, cfg) is None
    assert eval_frequency(tmp_path / "missing.cfg") is None and untrained_best_warning(1, tmp_path / "missing.cfg") is None
    cfg.write_text("[training]\neval_frequency = ${vars.freq}\n", encoding="utf-8")
    assert eval_frequency(cfg) is None


def test_kg_train_prints_the_warning_before_and_after(tmp_path, monkeypatch, capsys):
    calls = []

    def fake_train(train, dev, out, max_steps=None, seed=0, config=None):
        calls.append(max_steps)
        return Path(out) / "model-best"

    monkeypatch.setattr(scierc, "train_scierc", fake_train)
    data = tmp_path / "d.json"
    data.write_text("{}\n", encoding="utf-8")
    args = ["train", "--train", str(data), "--dev", str(data), "--out", str(tmp_path / "o")]
    assert main(args + ["--max-steps", "200"]) == 0
    out, err = capsys.readouterr()
    assert calls == [200] and "trained:" in out
    assert err.count("kg: warning: --max-steps 200 is below the config's eval_frequency (250)") == 2
    assert main(args + ["--max-steps", "300"]) == 0
    assert "warning" not in capsys.readouterr().err
