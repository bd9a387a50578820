// The memory browser's popup (llmwiki/templates/llmwiki/browser.html): a page row or a map
// node opens its document here. The server sends it as JSON, already rendered by the safe
// renderer (brain/markdown.py) or, for a raw source, escaped inside <pre>. Known wikilinks and
// relative markdown links inside it (class "wiki-link") open in the same popup; Back walks the
// trail. Nothing here writes anything.
(function () {
  "use strict";
  var dialog = document.getElementById("memory-popup");
  if (!dialog) return;
  var title = document.getElementById("memory-popup-title");
  var kind = document.getElementById("memory-popup-kind");
  var body = document.getElementById("memory-popup-body");
  var back = document.getElementById("memory-popup-back");
  var trail = [];
  var current = null;
  var request = 0;

  function show(doc) {
    title.textContent = doc.title;
    kind.textContent = doc.kind === "source" ? "raw source · read-only" : (doc.provider || "page");
    dialog.classList.toggle("is-source", doc.kind === "source");
    body.innerHTML = doc.html;  // sanitized on the server (nh3) or escaped text
    back.hidden = trail.length === 0;
    body.scrollTop = 0;
    if (!dialog.open) dialog.showModal();
  }

  function failed(message) {
    title.textContent = "Not available";
    kind.textContent = "";
    body.textContent = message;
    back.hidden = trail.length === 0;
    if (!dialog.open) dialog.showModal();
  }

  function load(url, push) {
    var mine = ++request;
    fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then(function (response) {
        if (!response.ok) throw new Error(response.status === 404 ? "This document is not there." : "The document could not be loaded (" + response.status + ").");
        return response.json();
      })
      .then(function (doc) {
        if (mine !== request) return;
        if (push && current) trail.push(current);
        current = url;
        show(doc);
      })
      .catch(function (error) {
        if (mine === request) failed(error.message);
      });
  }

  window.memoryPopup = {
    open: function (url) {
      trail = [];
      current = null;
      load(url, false);
    },
  };

  document.addEventListener("click", function (event) {
    var row = event.target.closest("a.memory-open");
    if (!row || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    window.memoryPopup.open(row.getAttribute("data-doc"));
  });

  body.addEventListener("click", function (event) {
    var link = event.target.closest("a");
    if (!link) return;
    if (link.classList.contains("wiki-link")) {
      event.preventDefault();
      load(link.getAttribute("href"), true);
    } else if (!link.hasAttribute("href") || link.classList.contains("wiki-link-unknown")) {
      event.preventDefault();
    } else {
      link.target = "_blank";  // other links leave the browser's page alone
    }
  });

  back.addEventListener("click", function () {
    if (!trail.length) return;
    var previous = trail.pop();
    current = null;
    load(previous, false);
    current = previous;
  });

  dialog.addEventListener("close", function () {
    trail = [];
    current = null;
    body.textContent = "";
  });
  // A click on the backdrop (outside the dialog's box) closes it.
  dialog.addEventListener("click", function (event) {
    if (event.target !== dialog) return;
    var box = dialog.getBoundingClientRect();
    var inside = event.clientX >= box.left && event.clientX <= box.right &&
      event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
})();
