// The brain graph view (docs/ui.md, "Graph"). The server lays the graph out (goat/layout.py)
// and sends it as a JSON data block; this script only draws it as SVG: drag the background to
// pan, wheel to zoom around the pointer, hover (or focus) a node to bring its links forward and
// see its title, click to open the document. Every text goes in through textContent.
(function () {
  "use strict";
  var SVG = "http://www.w3.org/2000/svg";
  var frame = document.getElementById("graph");
  var block = document.getElementById("graph-data");
  if (!frame || !block) return;
  var data = JSON.parse(block.textContent);
  var nodes = data.nodes;
  var edges = data.edges;
  var size = data.size;
  var tip = document.getElementById("graph-tip");
  var focusId = frame.getAttribute("data-focus");

  function el(name, attributes) {
    var element = document.createElementNS(SVG, name);
    for (var key in attributes) element.setAttribute(key, attributes[key]);
    return element;
  }

  var pad = size * 0.03;
  var svg = el("svg", {
    viewBox: [-pad, -pad, size + 2 * pad, size + 2 * pad].join(" "),
    preserveAspectRatio: "xMidYMid meet",
    role: "img",
    "aria-label": "Graph of " + nodes.length + " documents",
  });
  var viewport = el("g", { id: "graph-viewport", transform: "translate(0 0) scale(1)" });
  var edgeLayer = el("g", { class: "graph-edges" });
  var nodeLayer = el("g", { class: "graph-nodes" });
  viewport.appendChild(edgeLayer);
  viewport.appendChild(nodeLayer);
  svg.appendChild(viewport);
  frame.insertBefore(svg, frame.firstChild);

  // Node size follows the drawing's density, and grows a little with the node's degree.
  var spacing = size / Math.sqrt(Math.max(nodes.length, 1));
  var base = Math.min(Math.max(spacing * 0.09, 2.5), 9);
  var neighbours = nodes.map(function () { return []; });
  var incident = nodes.map(function () { return []; });
  var edgeElements = edges.map(function (edge, index) {
    var a = nodes[edge[0]], b = nodes[edge[1]];
    var line = el("line", {
      class: "graph-edge" + (edge[2] === "cites" ? " cites" : ""),
      x1: a.x, y1: a.y, x2: b.x, y2: b.y,
    });
    neighbours[edge[0]].push(edge[1]);
    neighbours[edge[1]].push(edge[0]);
    incident[edge[0]].push(index);
    incident[edge[1]].push(index);
    edgeLayer.appendChild(line);
    return line;
  });
  var radii = [];
  var nodeElements = nodes.map(function (node, index) {
    var radius = base * (1 + 0.3 * Math.sqrt(Math.min(node.degree, 25)));
    var link = el("a", {
      href: node.url,
      class: "graph-node kind-" + node.kind + " status-" + node.status +
        (node.id === focusId ? " is-focus" : ""),
      "data-index": index,
      "data-id": node.id,
    });
    var title = el("title", {});
    title.textContent = node.title;
    link.appendChild(title);
    radii.push(radius);
    link.appendChild(el("circle", { cx: node.x, cy: node.y, r: radius.toFixed(2) }));
    // The title in an isolated <tspan> of a left-to-right <text> (graph.css): a right-to-left
    // title keeps its order, and the label still starts beside its node. (The server drops
    // bidi controls from titles: ui/graph.py.)
    var label = el("text", { class: "graph-label", direction: "ltr", x: (node.x + radius + 3).toFixed(2), y: (node.y + 4).toFixed(2) });
    var name = el("tspan", { class: "graph-label-title" });
    name.textContent = node.title;
    label.appendChild(name);
    link.appendChild(label);
    nodeLayer.appendChild(link);
    return link;
  });

  // --- the viewport: pan and zoom ---------------------------------------------------------
  var view = { x: 0, y: 0, k: 1 };
  function unitsPerPixel() {
    var matrix = svg.getScreenCTM();
    return matrix ? 1 / matrix.a : 1;
  }
  function apply() {
    viewport.setAttribute("transform", "translate(" + view.x.toFixed(2) + " " + view.y.toFixed(2) +
      ") scale(" + view.k.toFixed(4) + ")");
    var perPixel = unitsPerPixel() / view.k;  // graph units per screen pixel
    resize(perPixel);
    svg.style.setProperty("--graph-label", (12 * perPixel).toFixed(3) + "px");
    // Labels once nodes are far enough apart on the screen to leave room for them.
    var labels = spacing / perPixel > 60;
    svg.classList.toggle("show-labels", labels);
    if (labels) scheduleLabels(perPixel);
  }

  // Labels that would overlap one already placed are hidden (best-linked nodes first); they
  // come back when zooming in spreads the nodes, or on hover.
  var byDegree = nodes.map(function (node, index) { return index; });
  byDegree.sort(function (a, b) { return nodes[b].degree - nodes[a].degree || a - b; });
  var labelTimer = 0;
  function scheduleLabels(perPixel) {
    window.clearTimeout(labelTimer);
    labelTimer = window.setTimeout(function () { placeLabels(perPixel); }, 60);
  }
  function placeLabels(perPixel) {
    var placed = [];
    var screen = svg.getBoundingClientRect();
    var origin = toGraph(screen.left, screen.top);
    var originX = (origin.x - view.x) / view.k, originY = (origin.y - view.y) / view.k;
    byDegree.forEach(function (index) {
      var node = nodes[index];
      // screen pixels from the drawing's top left corner
      var left = (node.x - originX) / perPixel;
      var top = (node.y - originY) / perPixel;
      var box = [left + 6, top - 9, left + 10 + node.title.length * 6.8, top + 6];
      var visible = box[2] > 0 && box[0] < screen.width && box[3] > 0 && box[1] < screen.height;
      var free = visible && placed.every(function (other) {
        return box[2] < other[0] || box[0] > other[2] || box[3] < other[1] || box[1] > other[3];
      });
      nodeElements[index].classList.toggle("label-hidden", !free);
      if (free) placed.push(box);
    });
  }
  // Zooming in spreads the nodes but barely grows them (radius on screen ~ zoom^0.2), so a
  // close look separates crowded nodes instead of magnifying the crowd.
  var drawnK = 1;
  function resize(perPixel) {
    if (view.k === drawnK) return;
    drawnK = view.k;
    var shrink = Math.pow(view.k, -0.8);
    nodeElements.forEach(function (link, index) {
      var radius = radii[index] * shrink;
      link.firstChild.nextSibling.setAttribute("r", radius.toFixed(3));
      link.lastChild.setAttribute("x", (nodes[index].x + radius + 3 * perPixel).toFixed(3));
      link.lastChild.setAttribute("y", (nodes[index].y + 4 * perPixel).toFixed(3));
    });
  }
  function toGraph(clientX, clientY) {
    var point = svg.createSVGPoint();
    point.x = clientX;
    point.y = clientY;
    return point.matrixTransform(svg.getScreenCTM().inverse());
  }
  function zoomAt(point, factor) {
    var k = Math.min(Math.max(view.k * factor, 0.3), 40);
    view.x = point.x - (point.x - view.x) * (k / view.k);
    view.y = point.y - (point.y - view.y) * (k / view.k);
    view.k = k;
    apply();
  }
  svg.addEventListener("wheel", function (event) {
    event.preventDefault();
    var delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
    zoomAt(toGraph(event.clientX, event.clientY), Math.exp(-delta * 0.0015));
  }, { passive: false });

  var drag = null;
  svg.addEventListener("pointerdown", function (event) {
    if (event.button !== 0 || event.target.closest(".graph-node")) return;
    drag = { x: event.clientX, y: event.clientY, viewX: view.x, viewY: view.y, perPixel: unitsPerPixel() };
    svg.setPointerCapture(event.pointerId);
    svg.classList.add("is-panning");
  });
  svg.addEventListener("pointermove", function (event) {
    if (!drag) return;
    view.x = drag.viewX + (event.clientX - drag.x) * drag.perPixel;
    view.y = drag.viewY + (event.clientY - drag.y) * drag.perPixel;
    apply();
  });
  function endDrag() {
    drag = null;
    svg.classList.remove("is-panning");
  }
  svg.addEventListener("pointerup", endDrag);
  svg.addEventListener("pointercancel", endDrag);

  frame.querySelectorAll("[data-graph-zoom]").forEach(function (button) {
    button.addEventListener("click", function () {
      var how = button.getAttribute("data-graph-zoom");
      if (how === "reset") {
        view = { x: 0, y: 0, k: 1 };
        apply();
        return;
      }
      var box = svg.getBoundingClientRect();
      zoomAt(toGraph(box.left + box.width / 2, box.top + box.height / 2), how === "in" ? 1.4 : 1 / 1.4);
    });
  });

  // --- hover: a node, its links and its neighbours come forward ------------------------------
  var lit = [];
  function light(index, pointer) {
    unlight();
    var node = nodes[index];
    svg.classList.add("is-hovering");
    nodeElements[index].classList.add("is-hovered");
    lit = [nodeElements[index]];
    neighbours[index].forEach(function (other) { lit.push(nodeElements[other]); });
    incident[index].forEach(function (edge) { lit.push(edgeElements[edge]); });
    lit.forEach(function (element) { element.classList.add("is-lit"); });
    // The title in a <bdi>, so bidi controls a stored title holds cannot turn the line after it.
    var name = document.createElement("bdi");
    name.textContent = node.title;
    tip.replaceChildren(name);
    var kind = document.createElement("span");
    kind.className = "graph-tip-kind";
    kind.textContent = node.kind + (node.status === "draft" ? ", draft" : "") + " · " +
      node.degree + " link" + (node.degree === 1 ? "" : "s");
    tip.appendChild(kind);
    tip.hidden = false;
    var box = frame.getBoundingClientRect();
    var at = pointer;
    if (!at) {
      var circle = nodeElements[index].querySelector("circle").getBoundingClientRect();
      at = { x: circle.right, y: circle.top };
    }
    tip.style.left = Math.min(at.x - box.left + 14, box.width - 200) + "px";
    tip.style.top = Math.max(at.y - box.top - 34, 4) + "px";
  }
  function unlight() {
    svg.classList.remove("is-hovering");
    lit.forEach(function (element) { element.classList.remove("is-lit", "is-hovered"); });
    lit = [];
    tip.hidden = true;
  }
  nodeLayer.addEventListener("pointerover", function (event) {
    var node = event.target.closest(".graph-node");
    if (node && !drag) light(Number(node.getAttribute("data-index")), { x: event.clientX, y: event.clientY });
  });
  nodeLayer.addEventListener("pointerout", function (event) {
    var node = event.target.closest(".graph-node");
    if (node && !node.contains(event.relatedTarget)) unlight();
  });
  nodeLayer.addEventListener("focusin", function (event) {
    var node = event.target.closest(".graph-node");
    if (node) light(Number(node.getAttribute("data-index")), null);
  });
  nodeLayer.addEventListener("focusout", unlight);

  apply();
  window.addEventListener("resize", apply);
})();
