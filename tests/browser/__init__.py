"""Helpers for the graph-view tests: hand-built kgo: graphs and a headless Chromium driver."""
