"""The query page ``kg serve`` gives a browser at ``/sparql`` (session 60, trial Y).

A browser that opens ``/sparql`` or ``/sparql?query=...`` (or a shipped query's
``/queries/NAME/results``) got the service description in Turtle or a SPARQL XML document. It now
gets one self-contained HTML page (no script or style from elsewhere): a text box holding the
query, a menu of the shipped queries (picking one fills the box and, for a query with parameters,
shows a field per parameter) and the answer as an HTML table. Every other client is answered as
before: :func:`prefers_page` decides from the ``Accept`` header alone, and only for a header a
browser sends when it navigates.

Functions: :func:`prefers_page` (the negotiation), :func:`query_page` (the page),
:func:`page_answer` (the body and status of the page for a worker's answer).
"""
from __future__ import annotations

import html
import json
from typing import Iterable, Optional, Sequence

#: The media types a browser names for a page it navigates to; ``kg serve`` offers none of them
#: for a SPARQL answer.
PAGE_TYPES = ("text/html", "application/xhtml+xml")
#: What a query the page runs is asked for from the worker: SPARQL JSON for SELECT / ASK (read
#: into the table), Turtle for CONSTRUCT / DESCRIBE (shown as text).
PAGE_RANGES = ["application/sparql-results+json", "text/turtle"]
#: Most rows the page draws (the answer may hold up to ``--max-rows``); the page says how many more.
PAGE_ROWS = 2000


def prefers_page(ranges: Optional[Sequence[str]], offered: Iterable[str]) -> bool:
    """Whether a request should get the HTML query page rather than a SPARQL answer.

    Args:
        ranges: the ``Accept`` header's media ranges, best first (:func:`kg.serve.accept_ranges`;
            None for no or a malformed header).
        offered: the media types the endpoint writes for the request (SPARQL results and RDF types).
    Returns:
        True when the header names both ``text/html`` and ``application/xhtml+xml`` (every
        browser's navigation header: Chrome, Firefox, Safari and Edge send
        ``text/html,application/xhtml+xml,...``) and ``text/html`` ranks before every type in
        ``offered`` and before any wildcard (``*/*``, ``text/*``). False otherwise, so a client
        that names ``text/html`` alone or beside ``*/*`` (``text/html, */*;q=0.1``) keeps the
        answer it got before session 60 (JSON, or 406 when nothing it accepts is offered).
    """
    if not ranges or "text/html" not in ranges or "application/xhtml+xml" not in ranges:
        return False
    offered = set(offered)
    for media in ranges:
        if media == "text/html":
            return True
        if media in offered or media.endswith("/*"):
            return False
    return False


_STYLE = (
    "body{font-family:system-ui,sans-serif;margin:1.5em;max-width:80em;color:#222}"
    "textarea{width:100%;font-family:monospace;font-size:0.95em;box-sizing:border-box}"
    "table{border-collapse:collapse;margin-top:0.5em}th,td{border:1px solid #ccc;padding:3px 8px;"
    "text-align:left;vertical-align:top}th{background:#eee}tr:nth-child(even) td{background:#f7f7f7}"
    "pre{background:#f4f4f4;padding:0.8em;overflow:auto}.error{color:#a00;white-space:pre-wrap}"
    "label{margin-right:1em}small,.muted{color:#555}#kg-params input{margin:0 1em 0 0.3em}"
    "button{font-size:1em;padding:0.2em 1em}"
)

_SCRIPT = """
(function () {
  var Q = JSON.parse(document.getElementById("kg-queries").textContent);
  var pick = document.getElementById("kg-pick"), box = document.getElementById("kg-query");
  var params = document.getElementById("kg-params"), form = document.getElementById("kg-form");
  var question = document.getElementById("kg-question"), picked = null;
  function show(name) {
    picked = Q[name] || null;
    params.textContent = ""; question.textContent = "";
    if (!picked) return;
    box.value = picked.text;
    question.textContent = picked.question || "";
    Object.keys(picked.params).forEach(function (p) {
      var l = document.createElement("label"); l.textContent = p;
      var i = document.createElement("input"); i.name = p; i.value = picked.params[p]; i.size = 30;
      l.appendChild(i); params.appendChild(l);
    });
  }
  pick.addEventListener("change", function () { show(pick.value); });
  form.addEventListener("submit", function (ev) {
    // a shipped query left as it is runs at /queries/NAME/results, which binds its parameters
    if (picked && box.value === picked.text && Object.keys(picked.params).length) {
      ev.preventDefault();
      var qs = Array.prototype.map.call(params.querySelectorAll("input"), function (i) {
        return encodeURIComponent(i.name) + "=" + encodeURIComponent(i.value);
      }).join("&");
      window.location.href = form.getAttribute("data-root") + "queries/" + encodeURIComponent(picked.name) +
        "/results" + (qs ? "?" + qs : "");
    }
  });
  if (pick.getAttribute("data-selected")) { pick.value = pick.getAttribute("data-selected"); show(pick.value);
    var given = JSON.parse(pick.getAttribute("data-given") || "{}");
    Array.prototype.forEach.call(params.querySelectorAll("input"), function (i) {
      if (given[i.name] !== undefined) i.value = given[i.name]; });
  }
})();
"""


def _cell(term: Optional[dict]) -> str:
    """One table cell of a SPARQL JSON binding: an IRI in ``<code>``, a literal as its text (a
    language tag or datatype other than xsd:string in small print), a blank node as ``_:id``."""
    if term is None:
        return "<td></td>"
    value = html.escape(term.get("value", ""))
    kind = term.get("type")
    if kind == "uri":
        return f"<td><code>{value}</code></td>"
    if kind == "bnode":
        return f"<td><code>_:{value}</code></td>"
    extra = ""
    if term.get("xml:lang"):
        extra = f" <small>@{html.escape(term['xml:lang'])}</small>"
    elif term.get("datatype") and not term["datatype"].endswith("#string"):
        extra = f" <small>{html.escape(term['datatype'].rsplit('#', 1)[-1])}</small>"
    return f"<td>{value}{extra}</td>"


def _table(doc: dict, truncated: Optional[str]) -> str:
    """The HTML of a SPARQL JSON answer (SELECT: a table; ASK: its boolean)."""
    if "boolean" in doc:
        return f"<p>Answer: <strong>{'true' if doc['boolean'] else 'false'}</strong></p>"
    names = doc.get("head", {}).get("vars", [])
    rows = doc.get("results", {}).get("bindings", [])
    count = f"{len(rows):,} row{'' if len(rows) == 1 else 's'}"
    if truncated:
        count += f" (the answer was cut at the server's --max-rows: {html.escape(truncated)})"
    out = [f'<p id="kg-count">{count}</p>', "<table><thead><tr>"]
    out += [f"<th>{html.escape(n)}</th>" for n in names]
    out.append("</tr></thead><tbody>")
    for row in rows[:PAGE_ROWS]:
        out.append("<tr>" + "".join(_cell(row.get(n)) for n in names) + "</tr>")
    out.append("</tbody></table>")
    if len(rows) > PAGE_ROWS:
        out.append(f'<p class="muted">The page shows the first {PAGE_ROWS:,} rows; add LIMIT / OFFSET, or '
                   "ask for CSV (format=csv) for all of them.</p>")
    return "".join(out)


def page_answer(status: int, media_type: str, body: bytes, headers: dict) -> tuple[int, str]:
    """The answer part of the page for a worker's reply.

    Args:
        status, media_type, body, headers: the reply as :func:`kg.serve.make_app`'s workers give
            it (run with :data:`PAGE_RANGES`).
    Returns:
        ``(status, html)``: 200 and a table (SELECT), the boolean (ASK) or the Turtle as text
        (CONSTRUCT / DESCRIBE); for any other status (a malformed query, a time-out, 503) that
        status and its message as text.
    """
    text = body.decode("utf-8", "replace")
    if status != 200:
        return status, f'<p class="error" id="kg-error">{html.escape(text.strip())}</p>'
    if media_type.startswith("application/sparql-results+json"):
        try:
            doc = json.loads(text)
        except ValueError:
            return 500, '<p class="error" id="kg-error">the answer could not be read</p>'
        truncated = next((v for k, v in headers.items() if k.lower() == "x-paperkg-truncated"), None)
        return status, _table(doc, truncated)
    return status, f'<pre id="kg-graph">{html.escape(text)}</pre>'


def query_page(query: str, queries: Sequence, root: str, answer_html: str = "",
               selected: Optional[str] = None, given: Optional[dict] = None) -> str:
    """The HTML query page.

    Args:
        query: the text for the box ("" for an empty form).
        queries: the shipped queries (:class:`kg.query.Query`: name, title, question, params, text).
        root: the relative path from the page to the server's root (``""`` at ``/sparql``,
            ``"../../"`` at ``/queries/NAME/results``), so links work behind a reverse proxy.
        answer_html: the answer part (:func:`page_answer`), or "" before a query is run.
        selected: the shipped query picked (the page of ``/queries/NAME/results``), or None;
        given: the parameter values it ran with.
    Returns:
        the page (str): inline style and script only, every value escaped.
    """
    data = {q.name: {"name": q.name, "text": q.text, "question": q.question, "params": dict(q.params)}
            for q in queries}
    # (inside <script>: "<" escaped so that no "</script>" in a query's text ends the element)
    data_json = json.dumps(data, ensure_ascii=False).replace("<", "\\u003c")
    options = ['<option value="">(pick a shipped query)</option>'] + [
        f'<option value="{html.escape(q.name)}">{html.escape(q.name)}: {html.escape(q.title)}</option>'
        for q in queries]
    sel = (f' data-selected="{html.escape(selected)}" data-given="{html.escape(json.dumps(given or {}))}"'
           if selected else "")
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">'
        f"<title>SPARQL query - PaperKG</title><style>{_STYLE}</style></head><body>\n"
        "<h1>PaperKG SPARQL query</h1>\n"
        '<p class="muted">Write a SPARQL query, or pick a shipped one, and press Run. '
        f'The graph\'s terms: docs/QUERIES.md. Scripts get the standard answers at <code>{html.escape(root)}sparql'
        "</code> (JSON by default; <code>format=csv</code>, <code>format=xml</code> or an Accept header); "
        f'the graph view is at <a href="{html.escape(root) or "./"}">{html.escape(root) or "/"}</a>.</p>\n'
        f'<form id="kg-form" method="get" action="{html.escape(root)}sparql" data-root="{html.escape(root)}">\n'
        f'<p><label for="kg-pick">Shipped query</label><select id="kg-pick"{sel}>{"".join(options)}</select></p>\n'
        '<p id="kg-question" class="muted"></p><p id="kg-params"></p>\n'
        f'<textarea id="kg-query" name="query" rows="14" spellcheck="false" aria-label="SPARQL query">'
        f"{html.escape(query)}</textarea>\n"
        '<p><button type="submit">Run</button></p></form>\n'
        f'<section id="kg-answer" aria-live="polite">{answer_html}</section>\n'
        f'<script type="application/json" id="kg-queries">{data_json}</script>\n'
        f"<script>{_SCRIPT}</script>\n</body></html>\n"
    )
