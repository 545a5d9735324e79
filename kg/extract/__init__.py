"""Extraction stage of PaperKG: rules that read entities, links, acronyms, results and code
links from a cleaned abstract (see docs/ARCHITECTURE.md)."""
