"""Extraction stage of PaperKG: rules that read entities, links, acronyms, results and code
links from a cleaned abstract (see docs/ARCHITECTURE.md).

Public API: :func:`load_nlp` (the spaCy pipeline with PaperKG's components) and
:class:`Extractor` (``extract(paper)`` / ``extract_many(papers)`` -> Extraction).
"""
from kg.extract.pipeline import Extractor, ModelNotFoundError, load_nlp

__all__ = ["Extractor", "ModelNotFoundError", "load_nlp"]
