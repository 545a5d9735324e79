"""kg validate (session 49): library warnings are reported as kg warnings, once, not leaked."""
from __future__ import annotations

import os
import subprocess
import sys
import warnings
from pathlib import Path

from kg.cli import library_warning_lines

ROOT = Path(__file__).resolve().parents[1]

RESULT_NT = (
    "<http://example.org/r9> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <https://w3id.org/paperkg/ontology#Result> .\n"
    "<http://example.org/r9> <https://w3id.org/paperkg/ontology#value> "
    "\"4.25q49\"^^<http://www.w3.org/2001/XMLSchema#decimal> .\n"
)


def test_validate_does_not_leak_rdflib_user_warning(tmp_path):
    path = tmp_path / "broken.nt"
    path.write_text(RESULT_NT, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONWARNINGS": ""}
    env.pop("KG_DEBUG", None)
    proc = subprocess.run([sys.executable, "-m", "kg", "validate", str(path)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 1
    assert "kgo:value" in proc.stdout and '"4.25q49"' in proc.stdout
    err = proc.stderr
    assert "UserWarning" not in err and "Serializing weird numerical" not in err
    assert "site-packages" not in err
    assert err.count("4.25q49") == 1  # the one kg warning about the ill-typed literal
    assert err.startswith("kg: warning: a literal of datatype http://www.w3.org/2001/XMLSchema#decimal")


def _raise_twice():
    warnings.warn("the frobnicator is deprecated", DeprecationWarning)
    warnings.warn("the frobnicator is deprecated", DeprecationWarning)
    warnings.warn("Serializing weird numerical Literal('x')")
    warnings.warn("second thing", UserWarning)


def test_library_warning_lines_once_each_with_file():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        _raise_twice()
    lines = library_warning_lines(caught, Path("g.ttl"))
    assert lines == [
        "kg: warning: g.ttl: test_validate49: the frobnicator is deprecated (DeprecationWarning)",
        "kg: warning: g.ttl: test_validate49: second thing (UserWarning)",
    ]
