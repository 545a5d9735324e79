"""What a build prints while it runs (issue 7): a progress bar with abstracts/s and one
line per later stage on a terminal; nothing but the summary otherwise."""
import json

from kg.pipeline import build


def _input(tmp_path, n=6):
    path = tmp_path / "in.jsonl"
    path.write_text("".join(json.dumps({"id": f"p{i}", "abstract": f"We propose Net{i}, a model for "
                                        f"image segmentation evaluated on ADE20K."}) + "\n"
                            for i in range(n)), encoding="utf-8")
    return path


def test_progress_shows_bar_rate_and_later_stages(tmp_path, capsys):
    build([_input(tmp_path)], out_dir=tmp_path / "out", html=False, progress=True, n_process=1)
    err = capsys.readouterr().err
    assert "extract" in err and "abstract/s" in err  # tqdm: unit "abstract", rate per second
    assert "6/6" in err
    assert "kg: resolving, linking and assembling the graph of 6 papers ..." in err
    assert f"kg: writing the exports to {tmp_path / 'out'} ..." in err


def test_no_progress_prints_nothing(tmp_path, capsys):
    build([_input(tmp_path)], out_dir=tmp_path / "out", html=False, progress=False, n_process=1)
    assert capsys.readouterr().err == ""
