// Live updates (docs/ui.md, "Live updates"). A brain page listens to its brain's change sets
// (server-sent events from /brain/{brain}/events/, named by <body data-live-events>) and, on a
// change, fetches its own URL again and swaps the main content and the folder tree in place:
// no reload, scroll position and focus kept.
//
// The contract with the editor: every change set is dispatched on `document` as
//   new CustomEvent("goat:remote-change", {detail: {changed: [...ids], deleted: [...ids],
//                                                    all: true|false}})
// (`all`: the ids are unknown, anything may have changed), plus `session` when the change
// set is a save by this user's editor in that editing session. While an element
// [data-goat-dirty] is on the page (an editor; "true" while it holds unsaved edits), the main
// content is never replaced, only the tree; with unsaved edits, a change to the document shown
// raises the banner "This document changed elsewhere", and the editor sends its next save
// through its conflict view — unless the change set is the editor's own save (its
// data-session), whichever of the save's answer and the event comes first.
//
// `event: gone` (the user may no longer read this brain: access taken away, signed out,
// deactivated) closes the stream for good and says so.
(function () {
  "use strict";

  const DEBOUNCE_MS = 250;
  const MAX_WAIT_MS = 2000;
  const MSG_GONE = "You no longer have access to this brain.";
  let ended = false; // the stream said `gone`: nothing more is fetched
  let refreshing = false;
  let pending = false;
  let timer = null;
  let firstScheduled = 0;
  let deletedShown = false; // the document shown was deleted elsewhere

  function currentDocument() {
    const article = document.querySelector("#content [data-document]");
    return article ? article.dataset.document : null;
  }

  function dirty() {
    return document.querySelector('[data-goat-dirty="true"]') !== null;
  }

  function ownSave(detail) {
    // A change set saved by an editing session of this page (an editor's data-session).
    if (!detail.session) return false;
    return Array.from(document.querySelectorAll("[data-goat-dirty][data-session]")).some(
      function (editor) { return editor.dataset.session === detail.session; });
  }

  function editorShown() {
    // An editor (marked with data-goat-dirty, whatever its value) owns the main content: it
    // loads clean text itself on goat:remote-change.
    return document.querySelector("[data-goat-dirty]") !== null;
  }

  function banner(text, link) {
    let box = document.getElementById("live-banner");
    if (!box) {
      box = document.createElement("div");
      box.id = "live-banner";
      box.className = "live-banner";
      box.setAttribute("role", "status");
      const layout = document.querySelector(".layout");
      document.body.insertBefore(box, layout);
    }
    box.textContent = text + " ";
    if (link) {
      const anchor = document.createElement("a");
      anchor.href = link.href;
      anchor.textContent = link.text;
      box.appendChild(anchor);
    }
    const close = document.createElement("button");
    close.type = "button";
    close.className = "link-button";
    close.textContent = "Dismiss";
    close.setAttribute("aria-label", "Dismiss this notice");
    close.addEventListener("click", function () { box.remove(); });
    box.appendChild(close);
  }

  // --- keeping what the user had: open folders, focus --------------------------------------

  function detailsKey(details, root) {
    // The summaries' texts from the root down to this <details>.
    const names = [];
    for (let node = details; node && node !== root; node = node.parentElement) {
      if (node.tagName === "DETAILS") {
        const summary = node.querySelector(":scope > summary");
        names.unshift(summary ? summary.textContent.trim() : "");
      }
    }
    return names.join("/");
  }

  function openDetails(root) {
    const open = new Set();
    root.querySelectorAll("details").forEach(function (details) {
      if (details.open) open.add(detailsKey(details, root));
    });
    return open;
  }

  function restoreDetails(root, open, opened) {
    root.querySelectorAll("details").forEach(function (details) {
      const key = detailsKey(details, root);
      if (open.has(key)) details.open = true;
      else if (opened.has(key)) details.open = false;
    });
  }

  function focusKey(element) {
    if (!element || element === document.body) return null;
    if (element.id) return { id: element.id };
    if (element.getAttribute("href")) {
      return { href: element.getAttribute("href"), text: element.textContent };
    }
    if (element.tagName === "SUMMARY") {
      const details = element.parentElement;
      return { summary: detailsKey(details, element.closest("[data-tree]") || document.body) };
    }
    return null;
  }

  function refocus(key, root) {
    if (!key) return;
    let target = null;
    if (key.id) target = document.getElementById(key.id);
    else if (key.href) {
      const links = Array.from(root.querySelectorAll("a[href]")).filter(function (a) {
        return a.getAttribute("href") === key.href;
      });
      target = links.find(function (a) { return a.textContent === key.text; }) || links[0];
    } else if (key.summary !== undefined) {
      const tree = root.querySelector("[data-tree]") || root;
      target = Array.from(tree.querySelectorAll("details")).map(function (details) {
        return details.querySelector(":scope > summary");
      }).find(function (summary) {
        return summary && detailsKey(summary.parentElement, tree) === key.summary;
      });
    }
    if (target) target.focus({ preventScroll: true });
  }

  function resetTreeTabStops(tree) {
    // As ui.js does on load: the tree is one tab stop.
    const all = tree.querySelectorAll(".tree-item");
    const focusedItem = tree.querySelector(".tree-item:focus");
    const current = focusedItem || tree.querySelector('[aria-current="page"]') || all[0];
    all.forEach(function (item) { item.tabIndex = item === current ? 0 : -1; });
  }

  // --- swapping in the fresh page ----------------------------------------------------------

  function swapTree(fresh) {
    const tree = document.querySelector(".sidebar [data-tree]");
    const freshTree = fresh.querySelector(".sidebar [data-tree]");
    if (!tree || !freshTree) return;
    const sidebar = tree.closest(".sidebar");
    const scroll = sidebar ? sidebar.scrollTop : 0;
    const open = openDetails(tree);
    const opened = openDetails(freshTree);
    const hadFocus = tree.contains(document.activeElement);
    const key = hadFocus ? focusKey(document.activeElement) : null;
    // The tree element itself stays (ui.js's keyboard handlers are on it); its items change.
    tree.replaceChildren.apply(tree, Array.from(freshTree.childNodes));
    restoreDetails(tree, open, opened);
    if (hadFocus) refocus(key, tree);
    resetTreeTabStops(tree);
    if (sidebar) sidebar.scrollTop = scroll;
  }

  function swapContent(fresh) {
    const content = document.getElementById("content");
    const freshContent = fresh.getElementById("content");
    if (!content || !freshContent) return;
    const open = openDetails(content);
    const opened = openDetails(freshContent);
    const hadFocus = content.contains(document.activeElement);
    const key = hadFocus ? focusKey(document.activeElement) : null;
    content.replaceChildren.apply(content, Array.from(freshContent.childNodes));
    restoreDetails(content, open, opened);
    if (hadFocus) refocus(key, content);
    if (fresh.title) document.title = fresh.title;
  }

  function refresh() {
    if (refreshing) { pending = true; return; }
    refreshing = true;
    const shown = currentDocument();
    // A document deleted here answers 404 at this URL: the tree comes from the brain's home.
    const gone = shown !== null && deletedShown;
    const address = gone ? document.body.dataset.liveHome : window.location.href;
    const x = window.scrollX;
    const y = window.scrollY;
    fetch(address, {
      credentials: "same-origin",
      headers: { Accept: "text/html" },
      cache: "no-store",
    }).then(function (response) {
      if (ended) return null; // access ended meanwhile: the page stays as it was
      if (response.redirected && /\/login\/$/.test(new URL(response.url).pathname)) {
        banner("You were signed out; this page no longer follows changes.",
          { href: window.location.href, text: "Sign in again" });
        return null;
      }
      if (response.redirected && shown && !gone) {
        // Merged (or moved) away: say so rather than show another document at this URL.
        banner("This document was changed elsewhere and now lives at another address.",
          { href: response.url, text: "Open it" });
        return null;
      }
      if (response.status === 404 && shown && !gone) {
        // Gone without a word (a change set too large to list): say so, then fetch the tree.
        deletedShown = true;
        banner("This document was deleted or renamed elsewhere.",
          { href: document.body.dataset.liveHome, text: "Back to the brain" });
        pending = true;
        return null;
      }
      if (!response.ok) return null;
      return response.text();
    }).then(function (html) {
      if (html === null || html === undefined) return;
      const fresh = new DOMParser().parseFromString(html, "text/html");
      swapTree(fresh);
      if (!gone && !editorShown()) swapContent(fresh);
      window.scrollTo(x, y);
      document.dispatchEvent(new CustomEvent("goat:live-refreshed"));
    }).catch(function () {
      // A failed refresh leaves the page as it was; the next change tries again.
    }).finally(function () {
      refreshing = false;
      if (pending) { pending = false; schedule(); }
    });
  }

  function schedule() {
    // Coalesce a burst of change sets, but never put a refresh off for more than MAX_WAIT_MS.
    if (ended) return;
    const now = Date.now();
    if (timer !== null) {
      if (now - firstScheduled >= MAX_WAIT_MS) return;
      clearTimeout(timer);
    } else {
      firstScheduled = now;
    }
    timer = setTimeout(function () { timer = null; refresh(); }, DEBOUNCE_MS);
  }

  function onChange(detail) {
    const shown = currentDocument();
    const everything = detail.all === true;
    document.dispatchEvent(new CustomEvent("goat:remote-change", { detail: detail }));
    if (shown && detail.deleted.indexOf(shown) !== -1) {
      deletedShown = true;
      banner("This document was deleted or renamed elsewhere.",
        { href: document.body.dataset.liveHome, text: "Back to the brain" });
      // The page stays as it was for the user to read; the tree still follows the brain.
    } else if (dirty() && shown && !ownSave(detail) &&
        (everything || detail.changed.indexOf(shown) !== -1)) {
      banner("This document changed elsewhere.");
    }
    schedule();
  }

  function connect(url) {
    let everReady = false;
    const source = new EventSource(url);
    source.addEventListener("error", function () {
      document.body.dataset.live = "reconnecting";
    });
    source.addEventListener("ready", function () {
      document.body.dataset.live = "ready"; // listening: no committed change is missed from here
      // After a dropped stream, changes in between were not sent: refresh once.
      if (everReady) onChange({ changed: [], deleted: [], all: true });
      everReady = true;
    });
    source.addEventListener("change", function (event) {
      let data;
      try { data = JSON.parse(event.data); } catch (error) { return; }
      const detail = {
        changed: Array.isArray(data.changed) ? data.changed : [],
        deleted: Array.isArray(data.deleted) ? data.deleted : [],
        all: data.all === true,
      };
      if (typeof data.session === "string" && data.session) detail.session = data.session;
      onChange(detail);
    });
    source.addEventListener("gone", function () {
      // Access ended: the server sends nothing more, and reconnecting would only be refused.
      source.close();
      ended = true;
      clearTimeout(timer);
      timer = null;
      document.body.dataset.live = "gone";
      banner(MSG_GONE);
    });
    window.addEventListener("pagehide", function () { source.close(); });
    return source;
  }

  document.addEventListener("DOMContentLoaded", function () {
    const url = document.body.dataset.liveEvents;
    if (url && window.EventSource) connect(url);
  });
})();
