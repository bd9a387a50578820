// The Connections chart (docs/llm-wiki.md, "Memory browser"): for each page, a pair of
// horizontal bars, its page links and its source citations, on one shared count axis. Drawn as
// SVG from the JSON data block; the same values are in the table under it (for screen readers
// and for copying), and each bar carries its value as text and in its accessible name.
(function () {
  "use strict";
  var SVG = "http://www.w3.org/2000/svg";
  var holder = document.getElementById("memory-chart");
  var block = document.getElementById("memory-chart-data");
  if (!holder || !block) return;
  var rows = JSON.parse(block.textContent).rows;
  if (!rows.length) { holder.hidden = true; return; }

  function el(name, attributes, text) {
    var element = document.createElementNS(SVG, name);
    for (var key in attributes) element.setAttribute(key, attributes[key]);
    if (text !== undefined) element.textContent = text;
    return element;
  }
  var series = [
    { key: "links", label: "Page links", className: "bar-links" },
    { key: "citations", label: "Source citations", className: "bar-citations" },
  ];

  function draw() {
    holder.textContent = "";
    var width = Math.max(holder.getBoundingClientRect().width, 360);
    var labelWidth = Math.min(240, width * 0.32);
    var top = 34, bar = 11, gap = 3, band = 2 * bar + gap + 14;
    var plotWidth = width - labelWidth - 48;
    var height = top + rows.length * band + 34;
    var most = 1;
    rows.forEach(function (row) { most = Math.max(most, row.links, row.citations); });
    var step = most <= 5 ? 1 : most <= 10 ? 2 : most <= 25 ? 5 : Math.ceil(most / 5 / 5) * 5;
    var end = Math.ceil(most / step) * step;
    function x(value) { return labelWidth + (value / end) * plotWidth; }

    var svg = el("svg", { viewBox: "0 0 " + width + " " + height, width: width, height: height, "aria-hidden": "true", class: "memory-chart-svg" });
    // legend
    var legendX = labelWidth;
    series.forEach(function (item) {
      svg.appendChild(el("rect", { x: legendX, y: 8, width: 12, height: 12, rx: 2, class: item.className }));
      svg.appendChild(el("text", { x: legendX + 18, y: 18, class: "chart-legend" }, item.label));
      legendX += 30 + item.label.length * 7;
    });
    // grid and the count axis
    var axisY = top + rows.length * band + 4;
    for (var tick = 0; tick <= end; tick += step) {
      svg.appendChild(el("line", { x1: x(tick), x2: x(tick), y1: top - 4, y2: axisY, class: tick === 0 ? "chart-axis" : "chart-grid" }));
      svg.appendChild(el("text", { x: x(tick), y: axisY + 16, class: "chart-tick" }, String(tick)));
    }
    svg.appendChild(el("line", { x1: labelWidth, x2: labelWidth + plotWidth, y1: axisY, y2: axisY, class: "chart-axis" }));
    svg.appendChild(el("text", { x: labelWidth + plotWidth, y: axisY + 30, class: "chart-axis-title" }, "count"));
    // one band per page
    rows.forEach(function (row, index) {
      var y = top + index * band + 6;
      var name = row.title.length > 34 ? row.title.slice(0, 32) + "…" : row.title;
      var label = el("text", { x: labelWidth - 10, y: y + bar + gap / 2 + 4, class: "chart-category" }, name);
      label.appendChild(el("title", {}, row.title));
      svg.appendChild(label);
      series.forEach(function (item, which) {
        var value = row[item.key];
        var barY = y + which * (bar + gap);
        var rect = el("rect", { x: labelWidth, y: barY, width: Math.max(x(value) - labelWidth, value ? 2 : 0), height: bar, rx: 2, class: "chart-bar " + item.className });
        rect.appendChild(el("title", {}, row.title + ": " + value + " " + item.label.toLowerCase()));
        svg.appendChild(rect);
        svg.appendChild(el("text", { x: x(value) + 5, y: barY + bar - 2, class: "chart-value" }, String(value)));
      });
    });
    holder.appendChild(svg);
  }
  draw();
  var timer = 0;
  window.addEventListener("resize", function () {
    window.clearTimeout(timer);
    timer = window.setTimeout(draw, 100);
  });
})();
