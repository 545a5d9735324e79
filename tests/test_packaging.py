"""PaperKG works when installed from a wheel, not only from an editable checkout.

The wheel is built offline (``pip wheel --no-build-isolation --no-index``) from a copy of
the working tree, so the build neither needs the network nor writes ``build/`` into the
repository. One module-scoped wheel (about 3 s) and one venv (about 2 s) serve all tests.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from kg.resources import KINDS, resource_dir, resource_path

REPO = Path(__file__).resolve().parents[1]
GRAPH = REPO / "exports" / "graph.ttl"

#: What the build must ship from each top-level folder (mirrors SHARED_FOLDERS in setup.py).
SHARED = {"configs": "*.cfg", "ontology": "*.ttl", "queries": "*.rq"}

_IGNORE = shutil.ignore_patterns(".git", "build", "dist", "*.egg-info", "__pycache__", "*.pyc",
                                 ".pytest_cache", ".hypothesis", ".venv", "venv", "exports", "tmp")


def _env() -> dict[str, str]:
    """Environment of the subprocesses: no PYTHONPATH (it would shadow the installed copy)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1")
    return env


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run(args, cwd=cwd, env=_env(), capture_output=True, text=True, timeout=300)


def _build_wheel(src: Path, out: Path) -> subprocess.CompletedProcess:
    return _run([sys.executable, "-m", "pip", "wheel", str(src), "--no-deps", "--no-build-isolation",
                 "--check-build-dependencies", "--no-index", "-q", "-w", str(out)], cwd=src.parent)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """A wheel built from a copy of the working tree."""
    root = tmp_path_factory.mktemp("wheel")
    shutil.copytree(REPO, root / "src", ignore=_IGNORE)
    r = _build_wheel(root / "src", root / "dist")
    assert r.returncode == 0, f"pip wheel failed:\n{r.stdout}\n{r.stderr}"
    (whl,) = (root / "dist").glob("paperkg-*.whl")
    return whl


@pytest.fixture(scope="module")
def names(wheel) -> set[str]:
    with zipfile.ZipFile(wheel) as z:
        return set(z.namelist())


def _repo_files(folder: str, pattern: str = "*") -> list[Path]:
    return sorted(p for p in (REPO / folder).rglob(pattern) if p.is_file() and "__pycache__" not in p.parts)


def test_wheel_ships_shared_folders_byte_for_byte(wheel, names):
    expected = {f"kg/_data/{kind}/{p.name}": p for kind in KINDS for p in _repo_files(kind, SHARED[kind])}
    assert {"kg/_data/ontology/paperkg.ttl", "kg/_data/ontology/shapes.ttl",
            "kg/_data/configs/scierc.cfg"} <= set(expected)
    assert len([n for n in expected if n.startswith("kg/_data/queries/")]) == len(list((REPO / "queries").glob("*.rq")))
    missing = sorted(set(expected) - names)
    assert not missing, f"not in the wheel: {missing}"
    with zipfile.ZipFile(wheel) as z:
        for name, src in expected.items():
            assert z.read(name) == src.read_bytes(), f"{name} differs from {src}"


def test_wheel_ships_package_data_and_nothing_at_top_level(names):
    for folder in ("kg/data/vocab", "kg/data/scierc_model", "kg/data/gold_tagger", "kg/data/sample", "kg/templates"):
        files = [p.relative_to(REPO).as_posix() for p in _repo_files(folder)]
        assert files, folder
        missing = sorted(set(files) - names)
        assert not missing, f"not in the wheel: {missing}"
    assert "kg/resources.py" in names and "kg/extract/__init__.py" in names
    # Everything lives inside the kg package: no top-level ontology/ or queries/ in site-packages.
    assert {n.split("/", 1)[0] for n in names} == {"kg", "paperkg-0.1.0.dist-info"}
    assert not any("__pycache__" in n or n.endswith(".pyc") for n in names)


def test_wheel_declares_the_kg_command(wheel):
    with zipfile.ZipFile(wheel) as z:
        entry_points = z.read("paperkg-0.1.0.dist-info/entry_points.txt").decode()
    assert "kg = kg.cli:main" in entry_points


def test_build_without_a_shared_folder_fails_naming_it(tmp_path):
    shutil.copytree(REPO, tmp_path / "src", ignore=_IGNORE)
    shutil.rmtree(tmp_path / "src" / "queries")
    r = _build_wheel(tmp_path / "src", tmp_path / "dist")
    assert r.returncode != 0
    assert "queries" in r.stdout + r.stderr and "no *.rq files to package" in r.stdout + r.stderr
    assert not list((tmp_path / "dist").glob("*.whl"))


def test_checkout_resolves_to_the_repository_folders():
    for kind in KINDS:
        assert resource_dir(kind) == REPO / kind
    assert resource_path("ontology", "shapes.ttl") == REPO / "ontology" / "shapes.ttl"
    with pytest.raises(FileNotFoundError, match=r"queries/no-such-query\.rq"):
        resource_path("queries", "no-such-query.rq")
    with pytest.raises(ValueError, match="unknown resource kind 'data'"):
        resource_dir("data")
    with pytest.raises(ValueError, match="relative path"):
        resource_path("configs", "../pyproject.toml")


# ----------------------------------------------------------------------------- installed wheel

@pytest.fixture(scope="module")
def venv(wheel, tmp_path_factory) -> Path:
    """A venv with the wheel installed; dependencies come from the running environment.

    ``venv --system-site-packages`` would expose the *base* interpreter's site-packages,
    not this virtualenv's, so the dependencies are made visible with a ``.pth`` line
    instead. A ``.pth`` path line does not process the ``.pth`` files inside that folder,
    so the editable install of paperkg living there stays inactive.
    """
    root = tmp_path_factory.mktemp("venv")
    r = _run([sys.executable, "-m", "venv", "--without-pip", str(root / "venv")], cwd=root)
    assert r.returncode == 0, r.stderr
    python = root / "venv" / "bin" / "python"
    purelib = Path(_run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                        cwd=root).stdout.strip())
    (purelib / "paperkg-deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    r = _run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps", "--no-index",
              str(wheel)], cwd=root)
    assert r.returncode == 0, f"pip install failed:\n{r.stdout}\n{r.stderr}"
    return root / "venv"


@pytest.fixture
def cwd(tmp_path) -> Path:
    """An empty working directory (no repository folders reachable from it)."""
    d = tmp_path / "cwd"
    d.mkdir()
    return d


def test_installed_copy_is_imported_and_resolves_packaged_folders(venv, cwd):
    code = ("import kg, kg.query, kg.validate, kg.cli; from kg.resources import resource_path as r; "
            "print(kg.__file__); print(kg.query.QUERIES_DIR); print(kg.validate.SHAPES_PATH); "
            "print(r('configs', 'scierc.cfg')); "
            "print(kg.cli._parser().parse_args(['train']).config)")
    r = _run([str(venv / "bin" / "python"), "-c", code], cwd=cwd)
    assert r.returncode == 0, r.stderr
    init, queries, shapes, config, train_default = (Path(line) for line in r.stdout.splitlines())
    package = init.parent
    assert package.is_relative_to(venv) and package.name == "kg", init
    assert queries == package / "_data" / "queries"
    assert shapes == package / "_data" / "ontology" / "shapes.ttl" and shapes.is_file()
    assert config == train_default == package / "_data" / "configs" / "scierc.cfg"


def test_installed_kg_queries_and_query_match_the_checkout(venv, cwd):
    kg = str(venv / "bin" / "kg")
    r = _run([kg, "queries"], cwd=cwd)
    assert r.returncode == 0, r.stderr
    listed = {line.split()[0] for line in r.stdout.splitlines() if line.strip() and not line.startswith(" ")}
    assert "   --param task=...  (default: person re-identification)" in r.stdout  # methods-for-task's
    assert listed == {p.stem for p in (REPO / "queries").glob("*.rq")}

    args = ["query", "papers-per-task", "--graph", str(GRAPH), "--format", "csv"]
    installed = _run([kg, *args], cwd=cwd)
    checkout = _run([sys.executable, "-m", "kg.cli", *args], cwd=cwd)
    assert installed.returncode == 0, installed.stderr
    assert installed.stdout.splitlines()[0].split(",")[:2] == ["task", "taskLabel"]
    assert len(installed.stdout.splitlines()) > 1
    assert installed.stdout == checkout.stdout

    r = _run([kg, "query", "no-such-query", "--graph", str(GRAPH)], cwd=cwd)
    assert r.returncode == 2 and "papers-per-task" in r.stderr and "Traceback" not in r.stderr


def test_installed_kg_validate_uses_the_packaged_shapes(venv, cwd):
    installed = _run([str(venv / "bin" / "kg"), "validate", str(GRAPH)], cwd=cwd)
    checkout = _run([sys.executable, "-m", "kg.cli", "validate", str(GRAPH)], cwd=cwd)
    assert "Traceback" not in installed.stderr and "shapes" not in installed.stderr, installed.stderr
    assert (installed.returncode, installed.stdout) == (checkout.returncode, checkout.stdout)
