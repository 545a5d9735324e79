"""kg validate - (standard input, session 56): messages name <stdin> and the line, the temporary
copy is gone after an error, relative IRIs resolve against the working folder, not the copy."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _validate_stdin(data: bytes, cwd: Path, tmp: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TMPDIR": str(tmp)}
    return subprocess.run([sys.executable, "-m", "kg", "validate", "-"], input=data, cwd=cwd, env=env,
                          capture_output=True, timeout=300)


def test_a_bad_graph_names_stdin_and_the_line_and_leaves_no_copy(tmp_path):
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    bad = b"@prefix ex: <http://example.org/> .\nex:a ex:b ex:c .\nex:a ex:b nope:x .\n"
    done = _validate_stdin(bad, tmp_path, tmp)
    err = done.stderr.decode()
    assert done.returncode == 2
    assert "<stdin>" in err and "line 3" in err and "kg-validate-" not in err
    assert list(tmp.iterdir()) == []  # the temporary copy is removed on the error too


def test_relative_iris_resolve_against_the_working_folder(tmp_path):
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    graph = (b"<quill> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> "
             b"<http://www.w3.org/2004/02/skos/core#Concept> .\n")
    done = _validate_stdin(graph, tmp_path, tmp)
    out = done.stdout.decode()
    assert done.returncode == 1  # a concept without a prefLabel
    assert f"<{(tmp_path / 'quill').as_uri()}>" in out
    assert "kg-validate-" not in out and list(tmp.iterdir()) == []
