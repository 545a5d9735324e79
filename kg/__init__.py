"""PaperKG: knowledge graphs of machine-learning research from paper abstracts.

Stages (one module each): read -> clean -> extract -> resolve -> link -> graph ->
export / view / store / query / serve. See docs/ARCHITECTURE.md.
"""

__version__ = "0.1.0"
