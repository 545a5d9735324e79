/* PaperKG graph view (kg/view.py inlines this file into graph.html).
 *
 * Data comes from two JSON blocks: #kg-data (every node, link and evidence sentence) and
 * #kg-initial (the opening view as pyvis built it: vis-network nodes, edges, options).
 * Every text from the data is written with textContent or as a DataSet label (drawn on a
 * canvas), never as HTML; links are made only from http(s) URLs.
 * Globals, as in pyvis pages: network (the vis.Network), nodes and edges (its DataSets);
 * window.paperkg exposes the page's functions (select, search, expand, filters) for scripts.
 */
"use strict";
var network, nodes, edges;
(function () {
  var T0 = performance.now();
  var timing = { scriptStart: T0 };
  window.__kgTiming = timing;

  var DATA = JSON.parse(document.getElementById("kg-data").textContent);
  var INIT = JSON.parse(document.getElementById("kg-initial").textContent);
  timing.dataParsed = performance.now();

  var N = DATA.nodes, E = DATA.edges, TYPES = DATA.types, RELS = DATA.rels;
  var PAPER = 0, ENTITY_TYPES = { 1: true, 2: true, 3: true, 4: true };
  var DIM_NODE = { background: "#ececec", border: "#dcdcdc" };
  var DIM_EDGE = "rgba(190,190,190,0.25)";

  // adjacency: edge indices per node
  var adj = new Array(N.length);
  for (var i = 0; i < N.length; i++) adj[i] = [];
  for (var e = 0; e < E.length; e++) { adj[E[e][0]].push(e); adj[E[e][1]].push(e); }

  function isHttp(url) { return typeof url === "string" && /^https?:\/\/[^\s]+$/i.test(url); }
  function plural(n, word) { return n + " " + word + (n === 1 ? "" : "s"); }
  function fmt(n) { return n.toLocaleString("en-US"); }

  // ------------------------------------------------------------- DOM helpers (text only)
  function el(tag, text, cls) {
    var x = document.createElement(tag);
    if (text !== undefined && text !== null) x.textContent = String(text);
    if (cls) x.className = cls;
    return x;
  }
  function link(url, text) {
    if (!isHttp(url)) return el("span", text || url);
    var a = el("a", text || url);
    a.href = url; a.target = "_blank"; a.rel = "noopener noreferrer";
    return a;
  }
  function nodeButton(j, text) {
    var b = el("button", text === undefined ? N[j].l : text, "kg-link");
    b.type = "button";
    b.addEventListener("click", function () { select(j, { focus: true }); });
    return b;
  }
  // a relation's mark: a bar of its edge colour outlined in its text colour (WCAG 1.4.11), dashed
  // as the edge is; always written beside the relation's name (colour is not the only cue)
  function relMark(r) {
    var line = el("span", null, "kg-line" + (r.dashes ? " dashed" : ""));
    line.style.backgroundColor = r.color;
    line.style.borderColor = r.tc;
    line.setAttribute("aria-hidden", "true");
    return line;
  }
  function swatch(t) {
    var s = el("span", null, "kg-shape");
    s.setAttribute("aria-hidden", "true");
    s.style.background = TYPES[t].color;
    var shape = TYPES[t].shape;
    if (shape === "dot") s.style.borderRadius = "50%";
    else if (shape === "diamond") s.style.clipPath = "polygon(50% 0, 100% 50%, 50% 100%, 0 50%)";
    else if (shape === "triangle") s.style.clipPath = "polygon(50% 0, 100% 100%, 0 100%)";
    else if (shape === "star") s.style.clipPath = "polygon(50% 0,61% 35%,98% 35%,68% 57%,79% 91%,50% 70%,21% 91%,32% 57%,2% 35%,39% 35%)";
    else if (shape === "hexagon") s.style.clipPath = "polygon(25% 0,75% 0,100% 50%,75% 100%,25% 100%,0 50%)";
    return s;
  }

  // ------------------------------------------------------------- vis items from the data
  function visNode(j) {
    var d = N[j], ty = TYPES[d.t], n = d.n || 0;
    var title = ty.name + ": " + d.l + (ENTITY_TYPES[d.t] ? " (" + plural(n, "paper") + ")" : "") +
                (d.r && d.r.bl ? " (baseline)" : "");
    return { id: j, label: d.dl !== undefined ? d.dl : d.l, shape: ty.shape, color: ty.color,
             size: d.z, font: { size: fontSize(d.z) }, title: title, x: d.x, y: d.y };
  }
  function fontSize(z) { return Math.min(12 + Math.floor(3 * Math.max(z - 13, 0) / 5), 40); }
  function visEdge(k) {
    var r = RELS[E[k][2]];
    return { id: k, from: E[k][0], to: E[k][1], color: r.color, title: r.label, dashes: r.dashes, arrows: "to" };
  }

  // ------------------------------------------------------------- network
  var container = document.getElementById("mynetwork");
  nodes = new vis.DataSet(INIT.nodes);
  edges = new vis.DataSet(INIT.edges);
  var initialIds = INIT.nodes.map(function (x) { return x.id; });
  network = new vis.Network(container, { nodes: nodes, edges: edges }, INIT.options);
  timing.networkCreated = performance.now();
  network.once("afterDrawing", function () {
    timing.firstDraw = performance.now();
    window.__kgFirstRender = timing.firstDraw;
  });
  // Physics runs a bounded number of iterations (the options' stabilization.iterations), in
  // batches of stabilization.updateInterval iterations, each batch its own task
  // (vis-network's stabilize() hands back to the event loop between batches), so that the page
  // answers clicks while it runs; then it stops and the box is cleared. Left running in the
  // animation loop, it blocked the page for seconds on 500+ drawn nodes.
  var physicsBox = document.getElementById("kg-physics");
  var STAB = (INIT.options.physics && INIT.options.physics.stabilization) || {};
  var PHYSICS_ITERATIONS = STAB.iterations || 150;
  physicsBox.checked = !!(INIT.options.physics && INIT.options.physics.enabled);
  function physicsDone() {
    network.setOptions({ physics: { enabled: false } });
    physicsBox.checked = false;
    timing.stabilized = performance.now();
  }
  physicsBox.addEventListener("change", function () {
    if (!physicsBox.checked) { network.stopSimulation(); network.setOptions({ physics: { enabled: false } }); return; }
    network.setOptions({ physics: { enabled: true, stabilization: { enabled: true, iterations: PHYSICS_ITERATIONS,
                                                                     updateInterval: STAB.updateInterval || 10, fit: false } } });
    network.once("stabilizationIterationsDone", physicsDone);
    network.stabilize(PHYSICS_ITERATIONS);
  });
  if (physicsBox.checked) network.once("stabilizationIterationsDone", physicsDone);

  // ------------------------------------------------------------- filters
  var typeOn = TYPES.map(function () { return true; });
  var venue = -1;
  var pinned = {};
  function passes(j) {
    if (pinned[j]) return true;
    var d = N[j];
    if (!typeOn[d.t]) return false;
    if (venue >= 0 && (!d.v || d.v.indexOf(venue) < 0)) return false;
    return true;
  }
  // papers of entity j in the chosen venue (all its papers without one): what "Most mentioned"
  // and the drawing order count
  function mentions(j) {
    var d = N[j];
    if (venue < 0) return d.n || 0;
    if (!d.p) return 0;
    var k = 0;
    for (var q = 0; q < d.p.length; q++) if (N[d.p[q]].v && N[d.p[q]].v.indexOf(venue) >= 0) k++;
    return k;
  }
  function mostConnectedFirst(a, b) {
    return mentions(b) - mentions(a) || adj[b].length - adj[a].length || a - b;
  }
  function filtering() {
    if (venue >= 0) return true;
    for (var t = 0; t < TYPES.length; t++) if (!typeOn[t] && typeCount[t]) return true;
    return false;
  }
  // The page's drawing budget: as many nodes as the opening view drew (at least 1).
  var BUDGET = Math.max(INIT.nodes.length, 1);
  function fillFromAll() {
    // a filter chooses what to draw from ALL the nodes it keeps, not only from those already
    // drawn: up to BUDGET of them, the most connected (most mentioned, then most linked) first
    var drawn = 0, todo = [];
    for (var j = 0; j < N.length; j++) {
      if (!passes(j)) continue;
      if (nodes.get(j) !== null) drawn++; else todo.push(j);
    }
    if (drawn >= BUDGET || !todo.length) return;
    todo.sort(mostConnectedFirst);
    ensureShown(todo.slice(0, BUDGET - drawn));
  }
  function applyFilters() {
    if (filtering()) fillFromAll();
    var ups = [];
    nodes.forEach(function (item) {
      var hide = !passes(item.id);
      if (!!item.hidden !== hide) ups.push({ id: item.id, hidden: hide });
    });
    if (ups.length) nodes.update(ups);
    updateShown();
    if (selected === null) showOverview();  // "Most mentioned" counts the chosen venue's papers
  }

  // ------------------------------------------------------------- showing more nodes
  function ensureShown(ids) {
    // new nodes and edges are added already looking as the current highlight wants them
    var near = null;
    if (selected !== null) { near = {}; near[selected] = true; neighbours(selected).forEach(function (o) { near[o] = true; }); }
    var add = [], added = {};
    ids.forEach(function (j) {
      if (!added[j] && nodes.get(j) === null) {
        var v = visNode(j); v.hidden = !passes(j);
        if (near !== null && !near[j]) { var look = nodeLook(j, true); v.color = look.color; v.font = look.font; dimmed[j] = true; }
        add.push(v); added[j] = true;
      }
    });
    if (!add.length) return 0;
    nodes.add(add);
    var newEdges = [], seen = {};
    add.forEach(function (v) {
      adj[v.id].forEach(function (k) {
        var other = E[k][0] === v.id ? E[k][1] : E[k][0];
        if (!seen[k] && edges.get(k) === null && nodes.get(other) !== null) {
          seen[k] = true;
          var x = visEdge(k);
          if (near !== null) {
            var state = (E[k][0] === selected || E[k][1] === selected) ? "lit" : "dim";
            var look = edgeLook(k, state);
            for (var key in look) x[key] = look[key];
            edgeState[k] = state;
          }
          newEdges.push(x);
        }
      });
    });
    if (newEdges.length) edges.add(newEdges);
    updateShown();
    return add.length;
  }
  function neighbours(j) {
    var out = [], seen = {};
    adj[j].forEach(function (k) {
      var o = E[k][0] === j ? E[k][1] : E[k][0];
      if (!seen[o]) { seen[o] = true; out.push(o); }
    });
    return out;
  }
  function hiddenNeighbours(j) {
    return neighbours(j).filter(function (o) { return nodes.get(o) === null; }).length;
  }
  var EXPAND_STEP = 250;
  function expand(j) {
    // at most EXPAND_STEP more neighbours per call, most mentioned (then most linked) first
    var todo = neighbours(j).filter(function (o) { return nodes.get(o) === null; });
    todo.sort(function (a, b) { return (N[b].n || 0) - (N[a].n || 0) || adj[b].length - adj[a].length || a - b; });
    var n = ensureShown(todo.slice(0, EXPAND_STEP));
    if (selected === j) showPanel(j);
    return n;
  }

  // ------------------------------------------------------------- neighbourhood highlight
  // Only items whose state changes are updated: DataSet updates cost ~0.2 ms per node and
  // more per edge in vis-network, so a full repaint of thousands of items would lag.
  var selected = null;
  var dimmed = {};     // node id -> true while dimmed
  var edgeState = {};  // edge id -> "lit" (link of the selected node) | "dim"; absent = normal
  function nodeLook(id, dim) {
    var z = N[id].z;
    return dim ? { id: id, color: DIM_NODE, font: { size: fontSize(z), color: "rgba(0,0,0,0.07)" } }
               : { id: id, color: TYPES[N[id].t].color, font: { size: fontSize(z), color: "#222" } };
  }
  function edgeLook(k, state, was) {
    var r = RELS[E[k][2]];
    if (state === "lit") return { id: k, color: r.color, label: r.label, width: 2 };
    var x = { id: k, color: state === "dim" ? DIM_EDGE : r.color };
    if (was === "lit") { x.label = ""; x.width = 1; }
    return x;
  }
  function paint(near, j) {
    var nu = [], eu = [];
    nodes.forEach(function (item) {
      var want = near !== null && !near[item.id];
      if (!!dimmed[item.id] !== want) {
        nu.push(nodeLook(item.id, want));
        if (want) dimmed[item.id] = true; else delete dimmed[item.id];
      }
    });
    edges.forEach(function (item) {
      var k = item.id, want = near === null ? undefined : (E[k][0] === j || E[k][1] === j) ? "lit" : "dim";
      if (edgeState[k] !== want) {
        eu.push(edgeLook(k, want, edgeState[k]));
        if (want) edgeState[k] = want; else delete edgeState[k];
      }
    });
    if (nu.length) nodes.update(nu);
    if (eu.length) edges.update(eu);
  }
  function highlight(j) {
    var near = {}; near[j] = true;
    neighbours(j).forEach(function (o) { near[o] = true; });
    paint(near, j);
  }
  function clearHighlight() { paint(null, null); }

  function select(j, opts) {
    opts = opts || {};
    if (nodes.get(j) === null) ensureShown([j]);
    var item = nodes.get(j);
    if (item && item.hidden) { pinned[j] = true; nodes.update({ id: j, hidden: false }); }
    selected = j;
    network.selectNodes([j]);
    highlight(j);
    showPanel(j);
    announce(j);
    if (opts.focus) {
      network.focus(j, { scale: Math.max(network.getScale(), 1.0),
                         animation: { duration: 300, easingFunction: "easeInOutQuad" } });
    }
  }
  // the short summary a screen reader speaks on each selection (the panel itself is not a live
  // region: it would read the whole abstract): "Selected: NAME, Method, 12 papers"
  var statusEl = document.getElementById("kg-status");
  function summary(j) {
    var d = N[j], parts = [d.t === PAPER && d.ti ? d.ti : d.l, TYPES[d.t].name];
    if (ENTITY_TYPES[d.t]) parts.push(plural(d.n || 0, "paper"));
    else if (d.r && d.r.bl) parts.push("baseline");
    else if (d.t === PAPER && d.v) parts.push(d.v.map(function (v) { return DATA.venues[v]; }).join(", "));
    return "Selected: " + parts.join(", ");
  }
  function announce(j) { statusEl.textContent = summary(j); }
  function unselect() {
    if (selected !== null) statusEl.textContent = "Selection cleared";
    selected = null;
    network.unselectAll();
    clearHighlight();
    showOverview();
  }

  network.on("click", function (params) {
    if (params.nodes.length) select(params.nodes[0]);
    else if (!params.edges.length) unselect();
  });
  network.on("doubleClick", function (params) {
    if (params.nodes.length) { select(params.nodes[0]); expand(params.nodes[0]); }
  });

  // ------------------------------------------------------------- side panel
  var panel = document.getElementById("kg-panel");
  function section(title) { panel.appendChild(el("h3", title)); }
  function sentence(id) {
    var s = DATA.sentences[id];
    return typeof s === "string" ? s : N[s[0]].ab.slice(s[1], s[2]);
  }
  function evidenceList(ev, skip) {
    var box = document.createDocumentFragment();
    for (var q = 0; q < ev.length; q += 2) {
      var bq = el("blockquote");
      bq.appendChild(el("span", "\u201c" + sentence(ev[q + 1]) + "\u201d"));
      if (ev[q] !== skip) {
        bq.appendChild(document.createTextNode(" \u2014 "));
        bq.appendChild(nodeButton(ev[q], N[ev[q]].ti || N[ev[q]].l));
      }
      box.appendChild(bq);
    }
    return box;
  }
  // The links of node j (edge indices) that only repeat a paper's link: a link to or from an
  // entity (not a paper) whose every evidence sentence is also the evidence of one link of j
  // with a paper, of the same relation. Returns {of: {k: true}, under: {paperLink: [k...]}, count}.
  function foldedLinks(j, links) {
    var bySentence = {}, of = {}, under = {}, count = 0;
    links.forEach(function (k) {
      var other = E[k][0] === j ? E[k][1] : E[k][0];
      if (N[other].t !== PAPER || !E[k][3]) return;
      for (var q = 1; q < E[k][3].length; q += 2) bySentence[E[k][2] + ":" + E[k][3][q]] = k;
    });
    links.forEach(function (k) {
      var other = E[k][0] === j ? E[k][1] : E[k][0];
      if (N[other].t === PAPER || !E[k][3] || !E[k][3].length) return;
      var host = null;
      for (var q = 1; q < E[k][3].length; q += 2) {
        var h = bySentence[E[k][2] + ":" + E[k][3][q]];
        if (h === undefined || (host !== null && h !== host)) return;
        host = h;
      }
      of[k] = true; count++;
      (under[host] = under[host] || []).push(k);
    });
    return {of: of, under: under, count: count};
  }
  function showPanel(j) {
    var d = N[j], ty = TYPES[d.t];
    panel.textContent = "";
    var badge = el("span", ty.name, "kg-type");
    badge.style.background = ty.bc;
    panel.appendChild(badge);
    var head = el("h2", d.t === PAPER && d.ti ? d.ti : d.l);
    head.id = "kg-panel-heading"; head.tabIndex = -1;  // focus goes here after a search (Enter)
    panel.appendChild(head);
    var iri = el("div", null, "kg-iri");
    iri.appendChild(link(d.u, d.u));
    panel.appendChild(iri);
    if (d.a && d.a.length) {
      var al = el("p");
      al.appendChild(el("strong", "Also: "));
      al.appendChild(document.createTextNode(d.a.join(" \u00b7 ")));
      panel.appendChild(al);
    }
    if (ENTITY_TYPES[d.t]) panel.appendChild(el("p", "Mentioned in " + plural(d.n || 0, "paper") + "."));
    if (d.t === PAPER) {
      if (d.ti && d.ti !== d.l) panel.appendChild(el("p", "Label: " + d.l));
      if (d.v) panel.appendChild(el("p", "Venue: " + d.v.map(function (v) { return DATA.venues[v]; }).join(", ")));
      if (d.au) panel.appendChild(el("p", "Authors: " + d.au.join(", ")));
      if (d.id) panel.appendChild(el("p", "Identifier: " + d.id));
      if (d.rd) {  // the paper itself: its page or PDF, DOI, arXiv ... (schema:url, schema:sameAs)
        var rp0 = el("p", null, "kg-read");
        rp0.appendChild(el("strong", "Read the paper: "));
        d.rd.forEach(function (x, q) {
          if (q) rp0.appendChild(document.createTextNode(" \u00b7 "));
          var a = link(x[0], x[1]);
          a.title = x[0];
          rp0.appendChild(a);
        });
        panel.appendChild(rp0);
      }
      if (d.co) {
        section("Code");
        var cl = el("ul");
        d.co.forEach(function (u) { var li = el("li"); li.appendChild(link(u, u)); cl.appendChild(li); });
        panel.appendChild(cl);
      }
      if (d.ab) { section("Abstract"); panel.appendChild(el("p", d.ab, "kg-abstract")); }
    }
    if (d.r) {
      var r = d.r, rp = el("p");
      var val = (r.va || "?") + (r.vm ? "\u2013" + r.vm : "") + (r.un ? (r.un.length <= 1 ? r.un : " " + r.un) : "");
      rp.appendChild(el("strong", val));
      if (r.bl) {
        // a compared system's number, not the paper's own (kgo:isBaselineResult)
        rp.appendChild(document.createTextNode(" "));
        var bl = el("span", "baseline", "kg-baseline");
        bl.title = "a compared baseline's number, not the paper's own method's (kgo:isBaselineResult)";
        rp.appendChild(bl);
      }
      if (r.m !== undefined) { rp.appendChild(document.createTextNode(" ")); rp.appendChild(nodeButton(r.m)); }
      if (r.d !== undefined) { rp.appendChild(document.createTextNode(" on ")); rp.appendChild(nodeButton(r.d)); }
      if (r.se) rp.appendChild(document.createTextNode(" (" + r.se + ")"));
      panel.appendChild(rp);
      if (r.rt) panel.appendChild(el("blockquote", r.rt));
    }
    if (d.e && d.e.length) {
      section("External links");
      var ul = el("ul");
      d.e.forEach(function (x) {
        var li = el("li");
        li.appendChild(el("span", x[1] + (x[2] === "close" ? " (close match): " : x[2] === "broad" ? " (broader concept): " : ": ")));
        li.appendChild(link(x[0], decodeURIComponentSafe(x[0].replace(/^.*[\/#]/, "")) || x[0]));
        ul.appendChild(li);
      });
      panel.appendChild(ul);
    }
    var hidden = hiddenNeighbours(j);
    var nb = neighbours(j).length;
    if (nb) {
      var label = hidden === 0 ? (nb === 1 ? "The neighbour is drawn" : "All " + plural(nb, "neighbour") + " are drawn")
                : hidden <= EXPAND_STEP ? "Show all " + plural(nb, "neighbour") + " (" + fmt(hidden) + " not drawn)"
                : "Show " + fmt(EXPAND_STEP) + " more neighbours (" + fmt(hidden) + " of " + fmt(nb) + " not drawn)";
      var btn = el("button", label, null);
      btn.id = "kg-expand"; btn.type = "button"; btn.disabled = hidden === 0;
      btn.addEventListener("click", function () { expand(j); });
      panel.appendChild(btn);
    }
    // links with their evidence
    var mine = adj[j].slice().sort(function (a, b) {
      return E[a][2] - E[b][2] || N[E[a][0] === j ? E[a][1] : E[a][0]].l.localeCompare(N[E[b][0] === j ? E[b][1] : E[b][0]].l);
    });
    if (mine.length) {
      // A link between two entities (a paper's proposed method "evaluated on" a dataset) quotes
      // the same sentence as the paper's own link: it is listed under that paper's entry
      // ("also: method X"), not as a second entry with the sentence again (session 60).
      var folded = foldedLinks(j, mine), shown = mine.filter(function (k) { return !folded.of[k]; });
      section("Links (" + fmt(shown.length) + ")");
      if (folded.count) {
        var allMethods = Object.keys(folded.of).every(function (k) {
          var o = E[k][0] === j ? E[k][1] : E[k][0]; return TYPES[N[o].t].name === "Method"; });
        panel.appendChild(el("p", "and " + plural(folded.count, allMethods ? "method-level link" : "entity-level link") + " that quote" +
          (folded.count === 1 ? "s" : "") + " the same sentence as a paper\u2019s link, listed under that paper (\u201calso\u201d).",
          "kg-muted kg-folded-note"));
      }
      var list = el("ul"), LIMIT = 150;
      shown.slice(0, LIMIT).forEach(function (k) {
        var out = E[k][0] === j, other = out ? E[k][1] : E[k][0], li = el("li");
        var rr = RELS[E[k][2]];
        var rel = el("span", out ? rr.label + " \u2192 " : "\u2190 " + rr.label + " by ", "kg-rel-name");
        rel.style.color = rr.tc;  // the edge colour darkened to 4.5:1 (WCAG 1.4.3), beside its mark
        li.appendChild(relMark(rr));
        li.appendChild(rel);
        li.appendChild(nodeButton(other, N[other].t === PAPER ? (N[other].ti || N[other].l) : N[other].l));
        (folded.under[k] || []).forEach(function (f) {
          var fo = E[f][0] === j ? E[f][1] : E[f][0], rf = RELS[E[f][2]];
          var also = el("span", null, "kg-also");
          also.appendChild(document.createTextNode(" \u00b7 also: "));
          also.appendChild(nodeButton(fo));
          also.appendChild(document.createTextNode(" (" + TYPES[N[fo].t].name.toLowerCase() + ", " + rf.label + ")"));
          li.appendChild(also);
        });
        if (E[k][3]) li.appendChild(evidenceList(E[k][3], d.t === PAPER ? j : other));
        list.appendChild(li);
      });
      panel.appendChild(list);
      if (shown.length > LIMIT) panel.appendChild(el("p", "\u2026 and " + fmt(shown.length - LIMIT) + " more links.", "kg-muted"));
    }
    if (d.p && d.p.length) {
      section("Papers (" + fmt(d.p.length) + ")");
      var pl = el("ul"), PLIMIT = 100;
      d.p.slice(0, PLIMIT).forEach(function (p) {
        var li = el("li"); li.appendChild(nodeButton(p, N[p].ti || N[p].l)); pl.appendChild(li);
      });
      panel.appendChild(pl);
      if (d.p.length > PLIMIT) panel.appendChild(el("p", "\u2026 and " + fmt(d.p.length - PLIMIT) + " more.", "kg-muted"));
    }
  }
  function decodeURIComponentSafe(s) { try { return decodeURIComponent(s); } catch (err) { return s; } }

  var ranked = null, rankedVenue = null;
  function showOverview() {
    panel.textContent = "";
    panel.appendChild(el("h2", "Explore the graph"));
    panel.appendChild(el("p", "Click a node for its details and evidence; double-click it (or use \u201cShow all neighbours\u201d) " +
                               "to draw the nodes it links to. The search box finds any label or alias, acronyms too, and a paper by its title or id."));
    if (!N.length) { panel.appendChild(el("p", "This graph has no papers or entities.", "kg-muted")); return; }
    if (ranked === null || rankedVenue !== venue) {
      // papers (of the chosen venue, when one is chosen), then links (a paper's main task has
      // two: addresses and mainTask), then label, as the build summary's top lists: the
      // alphabet alone put "3D ..." first
      var count = {};
      ranked = [];
      for (var j = 0; j < N.length; j++) {
        if (!ENTITY_TYPES[N[j].t]) continue;
        count[j] = mentions(j);
        if (count[j] > 0 || venue < 0) ranked.push(j);
      }
      ranked.sort(function (a, b) {
        return count[b] - count[a] || adj[b].length - adj[a].length ||
          N[a].l.localeCompare(N[b].l) || (N[a].l < N[b].l ? -1 : N[a].l > N[b].l ? 1 : a - b);
      });
      ranked = ranked.slice(0, 15).map(function (x) { return [x, count[x]]; });
      rankedVenue = venue;
    }
    if (ranked.length) {
      section(venue < 0 ? "Most mentioned" : "Most mentioned in " + DATA.venues[venue]);
      var ul = el("ul");
      ranked.forEach(function (pair) {
        var j = pair[0], li = el("li");
        li.appendChild(swatch(N[j].t));
        var b = nodeButton(j);
        // two entities of one name (a Method and a Task) are told apart by their type
        b.setAttribute("aria-label", N[j].l + " (" + TYPES[N[j].t].name + ")");
        li.appendChild(b);
        li.appendChild(el("span", " (" + pair[1] + ")", "kg-muted"));
        ul.appendChild(li);
      });
      panel.appendChild(ul);
    }
  }

  // ------------------------------------------------------------- search
  var keys = null;
  function norm(s) { return s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().trim(); }
  function compact(s) { return norm(s).replace(/[^\p{L}\p{N}]+/gu, ""); }
  function buildKeys() {
    keys = new Array(N.length);
    for (var j = 0; j < N.length; j++) {
      var names = [N[j].l].concat(N[j].a || []);
      if (N[j].ti && N[j].ti !== N[j].l) names.push(N[j].ti);
      if (N[j].id) names.push(N[j].id);  // a paper's dcterms:identifier (h-..., an arXiv id, a DOI)
      keys[j] = names.map(function (s) { return [norm(s), compact(s), s]; });
    }
  }
  function search(q, limit) {
    if (keys === null) buildKeys();
    var qn = norm(q), qc = compact(q), hits = [];
    if (!qn) return hits;
    for (var j = 0; j < N.length; j++) {
      var best = 9, via = null, ks = keys[j];
      for (var m = 0; m < ks.length; m++) {
        var kn = ks[m][0], kc = ks[m][1], sc = 9;
        if (kn === qn || (qc && kc === qc)) sc = 0;
        else if (kn.indexOf(qn) === 0 || (qc && kc.indexOf(qc) === 0)) sc = 1;
        else if (kn.indexOf(" " + qn) >= 0 || kn.indexOf("-" + qn) >= 0) sc = 2;
        else if (kn.indexOf(qn) >= 0 || (qc.length >= 3 && kc.indexOf(qc) >= 0)) sc = 3;
        if (sc < best) { best = sc; via = m ? ks[m][2] : null; }
      }
      if (best < 9) hits.push({ id: j, score: best, via: via });
    }
    hits.sort(function (a, b) {
      return a.score - b.score || (N[b.id].n || 0) - (N[a.id].n || 0) || N[a.id].t - N[b.id].t ||
             N[a.id].l.localeCompare(N[b.id].l) || a.id - b.id;
    });
    return hits.slice(0, limit || 20);
  }

  var input = document.getElementById("kg-search");
  var results = document.getElementById("kg-results");
  var current = [], active = 0;
  // WAI-ARIA 1.2 combobox with a listbox popup (APG "Combobox With Listbox Popup", list
  // autocomplete): aria-expanded on the input, aria-activedescendant names the active option
  function setOpen(open) {
    results.hidden = !open;
    input.setAttribute("aria-expanded", open ? "true" : "false");
    if (open && current.length) input.setAttribute("aria-activedescendant", "kg-opt-" + active);
    else input.removeAttribute("aria-activedescendant");
  }
  function renderResults() {
    results.textContent = "";
    current.forEach(function (h, idx) {
      var li = el("li", null, idx === active ? "active" : "");
      li.setAttribute("role", "option");
      li.id = "kg-opt-" + idx;
      li.setAttribute("aria-selected", idx === active ? "true" : "false");
      li.appendChild(swatch(N[h.id].t));
      li.appendChild(el("span", N[h.id].t === PAPER && N[h.id].ti ? N[h.id].ti : N[h.id].l));
      if (h.via && h.via !== N[h.id].l) li.appendChild(el("span", "  (" + h.via + ")", "kg-alias"));
      // the type (and papers), so that a Method and a Task of one name are told apart
      var n = N[h.id].n || 0;
      li.appendChild(el("span", "  " + TYPES[N[h.id].t].name +
                        (ENTITY_TYPES[N[h.id].t] ? ", " + plural(n, "paper") : ""), "kg-muted"));
      li.addEventListener("mousedown", function (ev) { ev.preventDefault(); choose(idx); });
      results.appendChild(li);
    });
    if (!current.length && input.value.trim()) {
      var none = el("li", "No match", "kg-muted");
      none.setAttribute("role", "option"); none.setAttribute("aria-disabled", "true");
      results.appendChild(none);
    }
    setOpen(!!input.value.trim());
    var on = document.getElementById("kg-opt-" + active);
    if (on && on.scrollIntoView && !results.hidden) on.scrollIntoView({ block: "nearest" });
  }
  function choose(idx) {
    if (!current[idx]) return;
    var j = current[idx].id;
    setOpen(false);
    select(j, { focus: true });
    // the keyboard goes on in the panel: its heading takes the focus (tabindex -1)
    var head = document.getElementById("kg-panel-heading");
    if (head) head.focus();
  }
  input.addEventListener("input", function () { current = search(input.value, 20); active = 0; renderResults(); });
  input.addEventListener("keydown", function (ev) {
    if (ev.key === "Enter") {
      ev.preventDefault();
      if (!current.length) current = search(input.value, 20);
      choose(active);
    } else if (ev.key === "ArrowDown") { ev.preventDefault(); active = Math.min(active + 1, current.length - 1); renderResults(); }
    else if (ev.key === "ArrowUp") { ev.preventDefault(); active = Math.max(active - 1, 0); renderResults(); }
    else if (ev.key === "Escape") { setOpen(false); }
  });
  input.addEventListener("blur", function () { setOpen(false); });
  input.addEventListener("focus", function () { if (input.value.trim()) renderResults(); });

  // ------------------------------------------------------------- header, legend, toolbar
  var shownEl = document.getElementById("kg-shown");
  function updateShown() {
    var drawn = 0;
    nodes.forEach(function (x) { if (!x.hidden) drawn++; });
    var text = "drawing " + fmt(drawn) + " of " + fmt(N.length) + " nodes";
    if (filtering()) {
      // how many nodes of each kept type the filters keep (drawn or not)
      var kept = TYPES.map(function () { return 0; });
      for (var j = 0; j < N.length; j++) {
        var d = N[j];
        if (typeOn[d.t] && (venue < 0 || (d.v && d.v.indexOf(venue) >= 0))) kept[d.t]++;
      }
      var parts = [];
      TYPES.forEach(function (ty, t) { if (typeOn[t] && typeCount[t]) parts.push(ty.name + " " + fmt(kept[t])); });
      text += " (kept: " + (parts.length ? parts.join(", ") : "none") + ")";
    }
    shownEl.textContent = text;
  }
  var st = DATA.stats;
  document.getElementById("kg-stats").textContent =
    [plural(st.papers, "paper"), fmt(st.entities) + " entities", plural(st.results, "result"), fmt(st.links) + " links"]
      .join(" \u00b7 ") + (DATA.date ? " \u00b7 data of " + DATA.date : "");

  var typeCount = TYPES.map(function () { return 0; });
  var relCount = RELS.map(function () { return 0; });
  N.forEach(function (d) { typeCount[d.t]++; });
  E.forEach(function (x) { relCount[x[2]]++; });
  var lt = document.getElementById("kg-legend-types");
  TYPES.forEach(function (ty, t) {
    if (!typeCount[t]) return;
    var lab = el("label"), cb = el("input");
    cb.type = "checkbox"; cb.checked = true; cb.value = String(t); cb.id = "kg-type-" + ty.name;
    cb.addEventListener("change", function () { typeOn[t] = cb.checked; pinned = {}; applyFilters(); });
    lab.appendChild(cb); lab.appendChild(swatch(t)); lab.appendChild(document.createTextNode(ty.name + " (" + fmt(typeCount[t]) + ")"));
    lt.appendChild(lab);
  });
  var lr = document.getElementById("kg-legend-rels");
  var helpList = el("dl");
  RELS.forEach(function (r, k) {
    if (!relCount[k]) return;
    var s = el("span", null, "kg-rel");
    s.appendChild(relMark(r)); s.appendChild(document.createTextNode(r.label));
    if (r.h) {
      s.title = r.label + ": " + r.h;
      helpList.appendChild(el("dt", r.label));
      helpList.appendChild(el("dd", r.h));
    }
    lr.appendChild(s);
  });
  if (helpList.childNodes.length) {  // the meanings, for keyboard and touch too (a tooltip needs a mouse)
    var help = el("details", null, "kg-rel-help"), hs = el("summary", "? What the links mean");
    help.id = "kg-rel-help";
    help.appendChild(hs); help.appendChild(helpList);
    lr.appendChild(help);
  }
  var vs = document.getElementById("kg-venue");
  DATA.venues.forEach(function (v, k) { var o = el("option", v); o.value = String(k); vs.appendChild(o); });
  vs.addEventListener("change", function () { venue = vs.value === "" ? -1 : parseInt(vs.value, 10); pinned = {}; applyFilters(); });
  if (!DATA.venues.length) vs.disabled = true;

  document.getElementById("kg-reset").addEventListener("click", function () {
    var keep = {};
    initialIds.forEach(function (j) { keep[j] = true; });
    var drop = nodes.getIds().filter(function (j) { return !keep[j]; });
    if (drop.length) {
      nodes.remove(drop);
      edges.remove(edges.getIds().filter(function (k) { return !keep[E[k][0]] || !keep[E[k][1]]; }));
      drop.forEach(function (j) { delete dimmed[j]; });
      Object.keys(edgeState).forEach(function (k) { if (edges.get(+k) === null) delete edgeState[k]; });
    }
    typeOn = TYPES.map(function () { return true; });
    Array.prototype.forEach.call(lt.querySelectorAll("input"), function (cb) { cb.checked = true; });
    vs.value = ""; venue = -1; pinned = {};
    applyFilters();
    unselect();
    network.fit();
  });

  // the canvas is drawn for the mouse; vis-network makes its box a tab stop with no name and
  // no keyboard use (interaction.keyboard is off): out of the tab order, the search box and the
  // side panel are the keyboard's way (#mynetwork's aria-label says so)
  var canvasBox = container.querySelector(".vis-network");
  if (canvasBox) canvasBox.setAttribute("tabindex", "-1");
  // a small window opens with the legend folded, so that the canvas keeps its room
  if (window.matchMedia && window.matchMedia("(max-width: 700px), (max-height: 500px)").matches)
    document.getElementById("kg-legend").open = false;

  showOverview();
  updateShown();
  timing.ready = performance.now();

  window.paperkg = {
    data: DATA, visNode: visNode, visEdge: visEdge, select: select, unselect: unselect, expand: expand,
    search: search, neighbours: neighbours, applyFilters: applyFilters,
    setType: function (name, on) { var t = TYPES.findIndex(function (x) { return x.name === name; }); typeOn[t] = !!on; applyFilters(); },
    setVenue: function (label) { venue = DATA.venues.indexOf(label); vs.value = venue < 0 ? "" : String(venue); applyFilters(); },
    selected: function () { return selected; }
  };
})();
