"""The scorer's matching key of a gold form holding a LaTeX symbol (session 37,
kg/evaluate.py :func:`~kg.evaluate.normalise`): the symbol keeps the character the cleaned
abstract has, with or without ``$``, so a gold "Kite-$\\phi$" matches an extracted "Kite-ϕ"
and no longer shrinks to "Kite". Forms are written for this test."""
from __future__ import annotations

from kg.evaluate import normalise


def test_latex_symbols_in_gold_forms():
    assert normalise("Kite-$\\phi$") == normalise("Kite-ϕ") != normalise("Kite")
    assert normalise("tidal $\\ell_p$-pooling") == normalise("tidal ℓp-pooling")
    assert normalise("tidal \\ell_2-pooling") == normalise("tidal ℓ2-pooling")
    assert normalise("$\\pi$-KiteNet") != normalise("KiteNet")
    assert normalise("\\textbf{Kite}Net") == normalise("KiteNet")
    assert normalise("plain kite pooling") == normalise("Plain Kite Pooling")


def test_a_code_url_written_without_the_schemes_colon_is_the_same_address():
    from kg.evaluate import _norm_url

    assert _norm_url("https//github.com/Some-Lab/Repo") == _norm_url("github.com/some-lab/repo") \
        == _norm_url("https://github.com/some-lab/repo.git") == "github.com/some-lab/repo"
    assert _norm_url("https//github.com/a/b") != _norm_url("https//github.com/a/c")
