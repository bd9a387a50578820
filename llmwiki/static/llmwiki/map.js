// The LLM Wiki map (docs/llm-wiki.md, "Memory browser"). The server lays the graph out
// (goat/layout.py) and sends it as a JSON data block; this script only draws it as SVG.
// Circles are curated pages, document tiles are raw sources a page cites, lines are exact wiki
// links (solid) and citations (dashed). A node's label comes from the server: a page's title, or
// "source: " and the title for a raw source (a source's summary page carries the same title). Drag the background to pan, wheel or pinch to zoom
// around the pointer, right-drag to rotate, hover to inspect, click to open the popup.
// The viewport transform (#map-viewport) is the only thing zoom, pan, rotation and Reset
// change: labels are drawn outside it at a fixed size, and the controls are plain HTML.
(function () {
  "use strict";
  var SVG = "http://www.w3.org/2000/svg";
  var frame = document.getElementById("memory-map");
  var block = document.getElementById("memory-map-data");
  if (!frame || !block) return;
  var data = JSON.parse(block.textContent);
  var nodes = data.nodes;
  var edges = data.edges;
  var size = data.size;
  var tip = document.getElementById("memory-tip");
  var reduceMotion = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  function el(name, attributes) {
    var element = document.createElementNS(SVG, name);
    for (var key in attributes) element.setAttribute(key, attributes[key]);
    return element;
  }

  var pages = nodes.filter(function (node) { return node.kind === "page"; }).length;
  var svg = el("svg", {
    class: "memory-svg",
    role: "img",
    "aria-label": "Map of " + pages + " pages and " + (nodes.length - pages) + " sources",
  });
  var viewport = el("g", { id: "map-viewport" });
  var edgeLayer = el("g", { class: "map-edges" });
  var dotLayer = el("g", { class: "map-dots" });
  var nodeLayer = el("g", { class: "map-nodes" });
  var labelLayer = el("g", { class: "map-labels", "aria-hidden": "true" });
  viewport.appendChild(edgeLayer);
  viewport.appendChild(dotLayer);
  viewport.appendChild(nodeLayer);
  svg.appendChild(viewport);
  svg.appendChild(labelLayer);
  frame.insertBefore(svg, frame.firstChild);

  // --- the drawing ---------------------------------------------------------------------------
  var out = nodes.map(function () { return []; });   // edges leaving a node
  var into = nodes.map(function () { return []; });  // edges arriving at it
  var edgeElements = edges.map(function (edge, index) {
    var a = nodes[edge[0]], b = nodes[edge[1]];
    out[edge[0]].push(index);
    into[edge[1]].push(index);
    var line = el("line", { class: "map-edge " + edge[2], x1: a.x, y1: a.y, x2: b.x, y2: b.y });
    edgeLayer.appendChild(line);
    return line;
  });
  function degree(index) { return out[index].length + into[index].length; }
  function neighbours(index) {
    var found = [];
    out[index].forEach(function (e) { found.push(edges[e][1]); });
    into[index].forEach(function (e) { found.push(edges[e][0]); });
    return found;
  }
  // On-screen sizes in pixels (divided by the zoom when drawn inside the viewport).
  var pixels = nodes.map(function (node, index) {
    return node.kind === "page" ? 6 + 1.6 * Math.sqrt(Math.min(degree(index), 30)) : 7;
  });
  var shapes = [];
  var labels = [];
  var nodeElements = nodes.map(function (node, index) {
    var group = el("g", {
      class: "map-node kind-" + node.kind,
      "data-index": index,
      "data-name": node.name,
      tabindex: "0",
      role: "button",
      "aria-label": node.kind === "page" ? "page: " + node.title : node.label,
    });
    var title = el("title", {});
    title.textContent = node.label;
    group.appendChild(title);
    var shape = node.kind === "page" ? el("circle", { cx: node.x, cy: node.y }) : el("rect", { rx: 0, ry: 0 });
    group.appendChild(shape);
    shapes.push(shape);
    nodeLayer.appendChild(group);
    var label = el("text", { class: "map-label kind-" + node.kind });
    label.textContent = node.label.length > 40 ? node.label.slice(0, 38) + "…" : node.label;
    labelLayer.appendChild(label);
    labels.push(label);
    return group;
  });

  // --- the viewport: screen = t + k * R(r) * graph --------------------------------------------
  var W = 0, H = 0;
  var view = { x: 0, y: 0, k: 1, r: 0 };
  var home = view;
  function measure() {
    var box = frame.getBoundingClientRect();
    W = Math.max(box.width, 1);
    H = Math.max(box.height, 1);
    svg.setAttribute("viewBox", "0 0 " + W + " " + H);
  }
  function fit() {
    var minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    nodes.forEach(function (node) {
      minX = Math.min(minX, node.x); maxX = Math.max(maxX, node.x);
      minY = Math.min(minY, node.y); maxY = Math.max(maxY, node.y);
    });
    if (!nodes.length) { minX = minY = 0; maxX = maxY = size; }
    var padX = 90, padY = 44;
    var whole = Math.min(W, H) / size;
    var k = Math.min((W - 2 * padX) / Math.max(maxX - minX, 1), (H - 2 * padY) / Math.max(maxY - minY, 1), whole * 3);
    k = Math.max(k, whole * 0.2);
    return { x: W / 2 - k * (minX + maxX) / 2, y: H / 2 - k * (minY + maxY) / 2, k: k, r: 0 };
  }
  function toScreen(x, y) {
    var angle = view.r * Math.PI / 180, cos = Math.cos(angle), sin = Math.sin(angle);
    return { x: view.x + view.k * (cos * x - sin * y), y: view.y + view.k * (sin * x + cos * y) };
  }
  function pointer(event) {
    var box = svg.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }
  var drawnK = null, drawnR = null;
  function apply() {
    viewport.setAttribute("transform", "translate(" + view.x.toFixed(2) + " " + view.y.toFixed(2) +
      ") scale(" + view.k.toFixed(4) + ") rotate(" + view.r.toFixed(2) + ")");
    svg.setAttribute("data-rotation", view.r.toFixed(2));
    if (drawnK !== view.k || drawnR !== view.r) {
      drawnK = view.k;
      drawnR = view.r;
      nodes.forEach(function (node, index) {
        var radius = pixels[index] / view.k;
        var shape = shapes[index];
        if (node.kind === "page") {
          shape.setAttribute("r", radius.toFixed(3));
        } else {  // a document tile, kept upright
          var w = radius * 1.5, h = radius * 2, corner = radius * 0.35;
          shape.setAttribute("x", (node.x - w / 2).toFixed(3));
          shape.setAttribute("y", (node.y - h / 2).toFixed(3));
          shape.setAttribute("width", w.toFixed(3));
          shape.setAttribute("height", h.toFixed(3));
          shape.setAttribute("rx", corner.toFixed(3));
          shape.setAttribute("ry", corner.toFixed(3));
          shape.setAttribute("transform", "rotate(" + (-view.r).toFixed(2) + " " + node.x + " " + node.y + ")");
        }
      });
    }
    placeLabels();
  }
  // Labels sit beside their node at a fixed 12px; one that would overlap a label already placed
  // (best linked first) waits until zooming in makes room, or until its node is lit.
  var byDegree = nodes.map(function (node, index) { return index; });
  byDegree.sort(function (a, b) { return degree(b) - degree(a) || a - b; });
  function placeLabels() {
    var placed = [];
    byDegree.forEach(function (index) {
      var at = toScreen(nodes[index].x, nodes[index].y);
      var left = at.x + pixels[index] + 4, top = at.y + 4;
      labels[index].setAttribute("x", left.toFixed(1));
      labels[index].setAttribute("y", top.toFixed(1));
      var width = labels[index].textContent.length * 6.6;
      var box = [left, top - 11, left + width, top + 3];
      var visible = box[2] > 0 && box[0] < W && box[3] > 0 && box[1] < H;
      var free = visible && placed.every(function (other) {
        return box[2] < other[0] || box[0] > other[2] || box[3] < other[1] || box[1] > other[3];
      });
      labels[index].classList.toggle("is-crowded", !free);
      if (free) placed.push(box);
    });
  }
  function zoomAt(point, factor) {
    var k = Math.min(Math.max(view.k * factor, home.k * 0.2), home.k * 40);
    view = { x: point.x - (point.x - view.x) * (k / view.k), y: point.y - (point.y - view.y) * (k / view.k), k: k, r: view.r };
    apply();
  }
  function rotateAbout(point, start, degrees) {
    var angle = degrees * Math.PI / 180, cos = Math.cos(angle), sin = Math.sin(angle);
    var dx = start.x - point.x, dy = start.y - point.y;
    view = { x: point.x + cos * dx - sin * dy, y: point.y + sin * dx + cos * dy, k: start.k, r: start.r + degrees };
    apply();
  }

  svg.addEventListener("wheel", function (event) {
    event.preventDefault();
    var delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
    // A trackpad pinch arrives as a wheel event with ctrlKey set, in small steps.
    zoomAt(pointer(event), Math.exp(-delta * (event.ctrlKey ? 0.01 : 0.0015)));
  }, { passive: false });
  svg.addEventListener("contextmenu", function (event) { event.preventDefault(); });

  var drag = null;
  svg.addEventListener("pointerdown", function (event) {
    var at = pointer(event);
    if (event.button === 2) {
      var centre = { x: W / 2, y: H / 2 };
      drag = { mode: "rotate", centre: centre, start: view, angle: Math.atan2(at.y - centre.y, at.x - centre.x), at: at };
    } else if (event.button === 0 && !event.target.closest(".map-node")) {
      drag = { mode: "pan", start: view, at: at };
    } else {
      return;
    }
    unlight();
    svg.setPointerCapture(event.pointerId);
    svg.classList.add(drag.mode === "pan" ? "is-panning" : "is-rotating");
  });
  svg.addEventListener("pointermove", function (event) {
    if (!drag) return;
    var at = pointer(event);
    if (drag.mode === "pan") {
      view = { x: drag.start.x + at.x - drag.at.x, y: drag.start.y + at.y - drag.at.y, k: drag.start.k, r: drag.start.r };
      apply();
    } else {
      var angle = Math.atan2(at.y - drag.centre.y, at.x - drag.centre.x);
      var degrees = (angle - drag.angle) * 180 / Math.PI;
      rotateAbout(drag.centre, drag.start, degrees);
    }
  });
  function endDrag() {
    drag = null;
    svg.classList.remove("is-panning", "is-rotating");
  }
  svg.addEventListener("pointerup", endDrag);
  svg.addEventListener("pointercancel", endDrag);

  frame.querySelectorAll("[data-map-zoom]").forEach(function (button) {
    button.addEventListener("click", function () {
      var how = button.getAttribute("data-map-zoom");
      if (how === "reset") {
        view = home;
        apply();
      } else {
        zoomAt({ x: W / 2, y: H / 2 }, how === "in" ? 1.4 : 1 / 1.4);
      }
    });
  });

  // --- hover: direct links forward, one-hop context softened, the rest recedes ----------------
  var lit = [];
  var dots = [];
  var frameRequest = 0;
  function mark(element, name) {
    element.classList.add(name);
    lit.push([element, name]);
  }
  function light(index, at) {
    unlight();
    svg.classList.add("is-hovering");
    mark(nodeElements[index], "is-hovered");
    mark(labels[index], "is-lit");
    var direct = neighbours(index);
    direct.forEach(function (other) {
      mark(nodeElements[other], "is-lit");
      mark(labels[other], "is-lit");
      // one hop further: the neighbours' other links and nodes, softened
      out[other].concat(into[other]).forEach(function (e) {
        mark(edgeElements[e], "is-context");
        var far = edges[e][0] === other ? edges[e][1] : edges[e][0];
        if (far !== index) mark(nodeElements[far], "is-context");
      });
    });
    out[index].concat(into[index]).forEach(function (e) {
      mark(edgeElements[e], "is-lit");
      // direction-of-link dots: from the linking page to what it links or cites
      for (var phase = 0; phase < 3; phase++) {
        var dot = el("circle", { class: "map-dot " + edges[e][2], r: (2.6 / view.k).toFixed(3) });
        dotLayer.appendChild(dot);
        dots.push({ element: dot, from: nodes[edges[e][0]], to: nodes[edges[e][1]], phase: phase / 3 });
      }
    });
    var node = nodes[index];
    tip.textContent = node.label;
    var detail = document.createElement("span");
    detail.className = "memory-tip-kind";
    if (node.kind === "page") {
      var links = 0, cites = 0;
      out[index].concat(into[index]).forEach(function (e) { if (edges[e][2] === "cites") cites++; else links++; });
      detail.textContent = "page · " + links + " link" + (links === 1 ? "" : "s") + " · " + cites + " citation" + (cites === 1 ? "" : "s");
    } else {
      detail.textContent = "raw source · cited by " + into[index].length + " page" + (into[index].length === 1 ? "" : "s");
    }
    tip.appendChild(document.createTextNode(" "));  // read as two phrases, not run together
    tip.appendChild(detail);
    tip.hidden = false;
    var spot = at || toScreen(node.x, node.y);
    tip.style.left = Math.max(Math.min(spot.x + 14, W - 260), 4) + "px";
    tip.style.top = Math.max(spot.y - 40, 4) + "px";
    if (dots.length) frameRequest = window.requestAnimationFrame(animate);
  }
  function animate(now) {
    var radius = (2.6 / view.k).toFixed(3);
    dots.forEach(function (dot) {
      var t = reduceMotion ? dot.phase + 0.15 : (now / 1600 + dot.phase) % 1;
      dot.element.setAttribute("cx", (dot.from.x + (dot.to.x - dot.from.x) * t).toFixed(2));
      dot.element.setAttribute("cy", (dot.from.y + (dot.to.y - dot.from.y) * t).toFixed(2));
      dot.element.setAttribute("r", radius);
    });
    if (!reduceMotion) frameRequest = window.requestAnimationFrame(animate);
  }
  function unlight() {
    window.cancelAnimationFrame(frameRequest);
    svg.classList.remove("is-hovering");
    lit.forEach(function (pair) { pair[0].classList.remove(pair[1]); });
    lit = [];
    dots.forEach(function (dot) { dot.element.remove(); });
    dots = [];
    tip.hidden = true;
  }
  nodeLayer.addEventListener("pointerover", function (event) {
    var node = event.target.closest(".map-node");
    if (node && !drag) light(Number(node.getAttribute("data-index")), pointer(event));
  });
  nodeLayer.addEventListener("pointerout", function (event) {
    var node = event.target.closest(".map-node");
    if (node && !node.contains(event.relatedTarget)) unlight();
  });
  nodeLayer.addEventListener("focusin", function (event) {
    var node = event.target.closest(".map-node");
    if (node) light(Number(node.getAttribute("data-index")), null);
  });
  nodeLayer.addEventListener("focusout", unlight);

  // --- open: the popup -------------------------------------------------------------------------
  function open(group) {
    var node = nodes[Number(group.getAttribute("data-index"))];
    if (window.memoryPopup) window.memoryPopup.open(node.url);
  }
  nodeLayer.addEventListener("click", function (event) {
    var node = event.target.closest(".map-node");
    if (node) open(node);
  });
  nodeLayer.addEventListener("keydown", function (event) {
    var node = event.target.closest(".map-node");
    if (node && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      open(node);
    }
  });

  function start() {
    measure();
    home = fit();
    view = home;
    apply();
  }
  start();
  window.addEventListener("resize", start);
})();
