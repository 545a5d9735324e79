"""Session 29 (lead, from robust5's user trial): ``kg serve --html DIR`` with a folder that does not
exist, or holds no graph.html, started without a word, and / then answered a hint instead of the
graph view. It now warns at start-up, naming the folder and what is wrong; the endpoint still serves
SPARQL (a warning, not an error). The checks run before the server starts, so a bad ``--timeout``
ends these calls with exit status 2 right after the warning, without opening a port."""
from pathlib import Path

from kg.serve import cli_serve

_TTL = "@prefix ex: <https://example.org/> .\nex:a ex:b ex:c .\n"


def _graph(tmp_path: Path) -> Path:
    g = tmp_path / "graph.ttl"
    g.write_text(_TTL)
    return g


def test_a_missing_html_folder_is_named_at_start(tmp_path, capsys):
    status = cli_serve(graph=_graph(tmp_path), html=tmp_path / "nope", timeout=0)
    err = capsys.readouterr().err
    assert status == 2  # the bad --timeout, after the warning
    assert f"kg: warning: --html {tmp_path / 'nope'} does not exist" in err


def test_a_folder_without_graph_html_is_named_at_start(tmp_path, capsys):
    (tmp_path / "empty").mkdir()
    cli_serve(graph=_graph(tmp_path), html=tmp_path / "empty", timeout=0)
    assert f"--html {tmp_path / 'empty'} holds no graph.html" in capsys.readouterr().err


def test_a_folder_with_graph_html_gives_no_warning(tmp_path, capsys):
    (tmp_path / "view").mkdir()
    (tmp_path / "view" / "graph.html").write_text("<html></html>")
    cli_serve(graph=_graph(tmp_path), html=tmp_path / "view", timeout=0)
    assert "--html" not in capsys.readouterr().err
