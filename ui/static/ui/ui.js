// The staff Brain UI's keyboard (docs/ui.md). Served as a static file: the pages' CSP allows no
// inline script. Arrow keys move in the document tree (right/left open and close folders),
// Enter opens (native on links and folder summaries), "/" focuses search, "?" shows the
// keyboard help, Esc closes dialogs and the brain menu.
(function () {
  "use strict";

  function typing(target) {
    return target instanceof HTMLElement &&
      (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  }

  function visible(item) {
    // An item is shown unless a closed <details> above it hides it (its own summary is shown).
    let node = item.parentElement;
    while (node && !node.matches("[data-tree]")) {
      if (node.tagName === "DETAILS" && !node.open && item.parentElement !== node) {
        return false;
      }
      node = node.parentElement;
    }
    return true;
  }

  function treeItems(tree) {
    return Array.from(tree.querySelectorAll(".tree-item")).filter(visible);
  }

  function focusItem(items, index) {
    const item = items[Math.max(0, Math.min(items.length - 1, index))];
    if (item) {
      item.focus();
      item.scrollIntoView({ block: "nearest" });
    }
  }

  function setUpTree(tree) {
    // One tab stop for the tree: the current document, else the first item.
    const all = tree.querySelectorAll(".tree-item");
    const current = tree.querySelector('[aria-current="page"]') || all[0];
    all.forEach(function (item) { item.tabIndex = item === current ? 0 : -1; });

    tree.addEventListener("focusin", function (event) {
      if (!event.target.classList.contains("tree-item")) return;
      tree.querySelectorAll(".tree-item").forEach(function (item) {
        item.tabIndex = item === event.target ? 0 : -1;
      });
    });

    tree.addEventListener("keydown", function (event) {
      const item = event.target;
      if (!item.classList || !item.classList.contains("tree-item")) return;
      const items = treeItems(tree);
      const index = items.indexOf(item);
      const details = item.tagName === "SUMMARY" ? item.parentElement : null;
      switch (event.key) {
        case "ArrowDown": focusItem(items, index + 1); break;
        case "ArrowUp": focusItem(items, index - 1); break;
        case "Home": focusItem(items, 0); break;
        case "End": focusItem(items, items.length - 1); break;
        case "ArrowRight":
          if (details && !details.open) { details.open = true; }
          else if (details) { focusItem(treeItems(tree), index + 1); }
          break;
        case "ArrowLeft":
          if (details && details.open) { details.open = false; break; }
          {
            const parent = item.parentElement.closest("details");
            const summary = parent && parent.querySelector(":scope > summary");
            if (summary && summary !== item) summary.focus();
          }
          break;
        default: return;
      }
      event.preventDefault();
    });
  }

  function closeDialogs() {
    let closed = false;
    document.querySelectorAll("details[data-dialog][open]").forEach(function (details) {
      details.open = false;
      const summary = details.querySelector("summary");
      if (summary) summary.focus();
      closed = true;
    });
    document.querySelectorAll("dialog[open]").forEach(function (dialog) {
      dialog.close();
      closed = true;
    });
    return closed;
  }

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("[data-tree]").forEach(setUpTree);
    document.querySelectorAll("[data-open-dialog]").forEach(function (button) {
      button.addEventListener("click", function () {
        const dialog = document.getElementById(button.dataset.openDialog);
        if (dialog && !dialog.open) dialog.showModal();
      });
    });
  });

  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") {
      if (closeDialogs()) event.preventDefault();
      else if (typing(event.target)) event.target.blur();
      return;
    }
    if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === "/") {
      const search = document.getElementById("search");
      if (search) {
        event.preventDefault();
        search.focus();
        search.select();
      }
    } else if (event.key === "?") {
      const dialog = document.getElementById("keys");
      if (dialog && !dialog.open) {
        event.preventDefault();
        dialog.showModal();
      }
    }
  });
})();
