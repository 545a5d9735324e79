"""Session 53 (fixIstore): monthly store updates. The "both kept" warning gives the command
that removes the stored paper; each store generation keeps a change record (papers and
entities) that ``kg build --store --verbose`` names and ``kg changes`` prints; builds record
the fingerprint of the extraction rules that ran."""
import json
from pathlib import Path

import pytest

from kg.pipeline import build

ABS_A = ("We propose Heron Sampling, a sampler for diffusion models that halves the number of "
         "denoising steps. Heron Sampling improves FID on CIFAR-10 and ImageNet over DDIM.")
ABS_B = ("We study graph transformers for molecule property prediction and introduce Finch Pooling, "
         "which improves accuracy on QM9 and ZINC over message passing neural networks.")


def _write(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_both_kept_warning_gives_the_remove_command(tmp_path: Path) -> None:
    store, out = tmp_path / "st", tmp_path / "out"
    build([_write(tmp_path / "m1.jsonl", [{"id": "old-1", "title": "Heron", "abstract": ABS_A}])],
          out_dir=None, store=store)
    _, summary = build([_write(tmp_path / "m2.jsonl", [{"id": "new-1", "title": "Heron", "abstract": ABS_A}])],
                       out_dir=out, store=store, html=False)
    (warning,) = [w for w in summary.warnings if "both kept" in w]
    assert warning.endswith(f"both kept (if they are one paper and this id replaces it, run "
                            f"`kg build --store {store} --remove old-1 --out {out} --no-html`)")
