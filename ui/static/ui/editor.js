// The staff Brain UI's editor (docs/ui.md, "The editor"). A static file: the CSP allows no
// inline script. django-markdownx (its own static script) renders the live preview; this file
// adds autosave, Ctrl/Cmd+S, the conflict view, the "[[" link picker and the live-update
// contract with live.js:
//   - while the text has unsaved edits, the editor's <form> has data-goat-dirty="true"
//     ("false" once saved);
//   - a CustomEvent "goat:remote-change" on `document` with
//     detail = {changed: [ids], deleted: [ids]} naming this document reloads the text from the
//     server when nothing is unsaved, and otherwise shows a banner and sends the next save
//     through the conflict view; one whose `session` is this editor's (the form's
//     data-session) is its own save announced back, and changes nothing.
(function () {
  "use strict";

  const IDLE_MS = 1200; // autosave after this long without typing
  const PICKER_DELAY_MS = 120;

  function setUp(form) {
    const text = form.querySelector("textarea[name=text]");
    const status = document.getElementById("editor-status");
    const errors = document.getElementById("editor-errors");
    const banner = document.getElementById("editor-banner");
    const dialog = document.getElementById("conflict");
    const picker = document.getElementById("link-picker");
    const pickerList = document.getElementById("link-picker-list");
    const csrf = form.querySelector("input[name=csrfmiddlewaretoken]").value;
    const documentId = form.dataset.document;

    let baseHash = form.dataset.hash; // the hash the text was last saved as (or loaded at)
    let savedText = text.value; // the text as last saved or loaded
    let timer = null;
    let inFlight = null; // the running save's promise
    let conflict = null; // {hash, text}: the current version after a refused save
    let remoteChanged = false; // someone else changed the document under unsaved edits
    let remotePending = false; // a remote change arrived during a save: look once it ends
    let choices = [];
    let active = -1;
    let pickerStart = -1; // where the "[[" being completed starts
    let pickerTimer = null;
    let pickerRequest = 0;

    // --- state ---------------------------------------------------------------------------

    function dirty() {
      return text.value !== savedText;
    }

    function markDirty() {
      form.dataset.goatDirty = dirty() ? "true" : "false";
    }

    function say(message, kind) {
      status.textContent = message;
      status.dataset.state = kind || "";
    }

    function showErrors(problems) {
      errors.replaceChildren();
      (problems || []).forEach(function (problem) {
        const item = document.createElement("li");
        const where = [];
        if (problem.line) where.push("line " + problem.line);
        if (problem.field) where.push(problem.field);
        if (where.length) {
          const place = document.createElement("strong");
          place.textContent = where.join(", ") + ": ";
          item.append(place);
        }
        item.append(document.createTextNode(problem.message));
        if (problem.line) {
          item.dataset.line = problem.line;
          item.tabIndex = 0;
          item.title = "Go to line " + problem.line;
        }
        errors.append(item);
      });
      errors.hidden = errors.children.length === 0;
      text.setAttribute("aria-invalid", errors.hidden ? "false" : "true");
    }

    function goToLine(line) {
      const lines = text.value.split("\n");
      let offset = 0;
      for (let i = 0; i < line - 1 && i < lines.length; i += 1) offset += lines[i].length + 1;
      text.focus();
      text.setSelectionRange(offset, offset + (lines[line - 1] || "").length);
    }

    function showBanner(message) {
      banner.textContent = message;
      banner.hidden = false;
    }

    function setText(value, hash) {
      // Replace the text (loaded from the server, or chosen in the conflict view).
      text.value = value;
      savedText = value;
      baseHash = hash;
      form.dataset.hash = hash;
      markDirty();
      // markdownx re-renders its preview on input.
      text.dispatchEvent(new Event("input", { bubbles: false }));
    }

    // --- saving --------------------------------------------------------------------------

    function schedule() {
      clearTimeout(timer);
      if (conflict) return; // a refused save waits for the user's choice
      timer = setTimeout(function () { save(); }, IDLE_MS);
    }

    function post(body) {
      return fetch(form.action, {
        method: "POST",
        headers: { "X-CSRFToken": csrf, "X-Requested-With": "fetch" },
        body: body,
        credentials: "same-origin",
      });
    }

    async function save(options) {
      const opts = options || {};
      clearTimeout(timer);
      // One save at a time: a second one (an autosave during Ctrl+S) waits, then sends the
      // hash the first one got, instead of racing it into a conflict with itself.
      while (inFlight) {
        await inFlight.catch(function () {});
      }
      if (!opts.force && !dirty()) {
        if (conflict || remoteChanged) openConflict();
        return;
      }
      const sent = opts.text !== undefined ? opts.text : text.value;
      const hash = opts.hash || baseHash;
      const body = new FormData();
      body.append("text", sent);
      body.append("expected_hash", hash);
      body.append("session", form.dataset.session);
      say("Saving…", "saving");
      inFlight = (async function () {
        let response;
        try {
          response = await post(body);
        } catch (error) {
          say("Not saved: the server could not be reached. Your text is kept here.", "error");
          return;
        }
        let data = null;
        try {
          data = await response.json();
        } catch (error) {
          data = null;
        }
        // A refusal is the API's one error shape: {"error": {"code", "message", ...}}.
        const refused = data && data.error && typeof data.error === "object" ? data.error : null;
        if (response.ok && data && data.saved) {
          baseHash = data.hash;
          form.dataset.hash = data.hash;
          savedText = sent;
          if (opts.text !== undefined) text.value = sent;
          conflict = null;
          remoteChanged = false;
          banner.hidden = true;
          showErrors([]);
          markDirty();
          say(dirty() ? "Saved; newer edits not yet saved…" : "All changes saved.", "saved");
          if (dirty()) schedule();
        } else if (refused && refused.code === "stale_write") {
          conflict = { hash: refused.current_hash, text: refused.current_text, diff: refused.diff };
          say("Not saved: someone else changed this document. Choose what to keep.", "error");
          openConflict();
        } else if (refused && refused.problems && refused.code === "timeline_append_only") {
          say("Not saved: the timeline is append-only (add a new entry to correct one). Your text is kept here.", "error");
          showErrors(refused.problems);
        } else if (refused && refused.problems) {
          say("Not saved: the document is not valid. Your text is kept here.", "error");
          showErrors(refused.problems);
        } else if (refused && refused.message) {
          say("Not saved: " + refused.message + " Your text is kept here.", "error");
        } else {
          say("Not saved (" + response.status + "): sign in again in another tab; your text is kept here.", "error");
        }
      })();
      try {
        await inFlight;
      } finally {
        inFlight = null;
        if (remotePending) {
          remotePending = false;
          remoteChange();
        }
      }
    }

    // --- the conflict view ---------------------------------------------------------------

    function diffLines(diff) {
      const fragment = document.createDocumentFragment();
      (diff || "").split("\n").forEach(function (line) {
        const span = document.createElement("span");
        if (line.startsWith("+") && !line.startsWith("+++")) span.className = "diff-add";
        else if (line.startsWith("-") && !line.startsWith("---")) span.className = "diff-del";
        else if (line.startsWith("@@")) span.className = "diff-hunk";
        span.textContent = line + "\n";
        fragment.append(span);
      });
      return fragment;
    }

    async function openConflict() {
      if (!conflict) {
        // A remote change under unsaved edits: a save against the old hash is refused with
        // the current text, which opens this view; nothing is written.
        await save({ force: true });
        return;
      }
      dialog.querySelector("[data-conflict=mine]").textContent = text.value;
      dialog.querySelector("[data-conflict=theirs]").textContent = conflict.text;
      dialog.querySelector("[data-conflict=diff]").replaceChildren(diffLines(conflict.diff));
      dialog.querySelector("#conflict-merge").value = text.value;
      if (!dialog.open) dialog.showModal();
      dialog.querySelector("[data-conflict-action=mine]").focus();
    }

    dialog.addEventListener("close", function () {
      if (conflict) say("Not saved: this document changed meanwhile. Press Ctrl+S to choose what to keep.", "error");
      text.focus();
    });

    dialog.addEventListener("click", function (event) {
      const button = event.target.closest("[data-conflict-action]");
      if (!button || !conflict) {
        if (button && button.dataset.conflictAction === "close") dialog.close();
        return;
      }
      const current = conflict;
      switch (button.dataset.conflictAction) {
        case "mine":
          dialog.close();
          conflict = null;
          save({ force: true, hash: current.hash });
          break;
        case "theirs":
          conflict = null;
          remoteChanged = false;
          banner.hidden = true;
          dialog.close();
          setText(current.text, current.hash);
          showErrors([]);
          say("Took the current version; nothing of yours was saved.", "saved");
          break;
        case "merge": {
          const merged = dialog.querySelector("#conflict-merge").value;
          conflict = null;
          dialog.close();
          text.value = merged;
          markDirty();
          text.dispatchEvent(new Event("input", { bubbles: false }));
          save({ force: true, hash: current.hash, text: merged });
          break;
        }
        default:
          dialog.close();
      }
    });

    // --- live updates (live.js) ----------------------------------------------------------

    async function remoteChange() {
      if (inFlight) {
        remotePending = true;
        return;
      }
      let data;
      try {
        const response = await fetch(form.dataset.textUrl, { credentials: "same-origin" });
        if (!response.ok) return;
        data = await response.json();
      } catch (error) {
        return;
      }
      if (data.hash === baseHash) return; // our own save, announced back to us
      if (dirty()) {
        remoteChanged = true;
        showBanner("This document was changed by someone else while you were editing. Your text is kept; your next save shows both versions so you can choose.");
      } else {
        setText(data.text, data.hash);
        say("Reloaded: someone else changed this document.", "saved");
      }
    }

    document.addEventListener("goat:remote-change", function (event) {
      const detail = event.detail || {};
      if ((detail.deleted || []).indexOf(documentId) !== -1) {
        showBanner("This document was deleted by someone else. Your text is kept here; copy it before you leave.");
        return;
      }
      if (detail.session && detail.session === form.dataset.session) return; // our own save
      if ((detail.changed || []).indexOf(documentId) !== -1) remoteChange();
    });

    // --- the [[ link picker --------------------------------------------------------------

    function closePicker() {
      picker.hidden = true;
      pickerStart = -1;
      choices = [];
      active = -1;
      text.removeAttribute("aria-activedescendant");
      text.setAttribute("aria-expanded", "false");
    }

    function renderChoices() {
      pickerList.replaceChildren();
      choices.forEach(function (choice, index) {
        const item = document.createElement("li");
        item.id = "link-choice-" + index;
        item.setAttribute("role", "option");
        item.setAttribute("aria-selected", index === active ? "true" : "false");
        item.className = "link-choice kind-" + choice.kind;
        const title = document.createElement("span");
        title.className = "link-choice-title";
        title.textContent = choice.title;
        const meta = document.createElement("span");
        meta.className = "link-choice-meta";
        meta.textContent = choice.kind + ":" + choice.id +
          (choice.aliases.length ? " · " + choice.aliases.join(", ") : "");
        item.append(title, meta);
        item.addEventListener("mousedown", function (event) {
          event.preventDefault();
          insertChoice(index);
        });
        pickerList.append(item);
      });
      if (!choices.length) {
        const empty = document.createElement("li");
        empty.className = "link-choice-empty";
        empty.textContent = "No document matches.";
        pickerList.append(empty);
      }
      if (active >= 0) text.setAttribute("aria-activedescendant", "link-choice-" + active);
      else text.removeAttribute("aria-activedescendant");
    }

    async function loadChoices() {
      const query = text.value.slice(pickerStart + 2, text.selectionStart);
      const request = ++pickerRequest;
      const url = form.dataset.linksUrl + "?q=" + encodeURIComponent(query);
      let data;
      try {
        const response = await fetch(url, { credentials: "same-origin" });
        data = await response.json();
      } catch (error) {
        return;
      }
      if (request !== pickerRequest || pickerStart < 0) return;
      choices = data.documents || [];
      active = choices.length ? 0 : -1;
      picker.hidden = false;
      text.setAttribute("aria-expanded", "true");
      renderChoices();
    }

    function updatePicker() {
      const caret = text.selectionStart;
      const before = text.value.slice(0, caret);
      const open = before.lastIndexOf("[[");
      if (open === -1 || /[\]\n|]/.test(before.slice(open + 2)) || caret - open > 80) {
        closePicker();
        return;
      }
      pickerStart = open;
      clearTimeout(pickerTimer);
      pickerTimer = setTimeout(loadChoices, PICKER_DELAY_MS);
    }

    function insertChoice(index) {
      const choice = choices[index];
      if (!choice || pickerStart < 0) return;
      const start = pickerStart;
      const end = text.selectionStart;
      closePicker();
      text.focus();
      text.setRangeText(choice.link, start, end, "end");
      text.dispatchEvent(new Event("input", { bubbles: true }));
    }

    // --- events --------------------------------------------------------------------------

    text.setAttribute("aria-controls", "link-picker-list");
    text.setAttribute("aria-expanded", "false");

    text.addEventListener("input", function () {
      markDirty();
      if (conflict) {
        say("Not saved: this document changed meanwhile. Press Ctrl+S to choose what to keep.", "error");
      } else if (dirty()) {
        say("Unsaved changes…", "dirty");
        schedule();
      }
      updatePicker();
    });
    // markdownx's own keys (Tab indents, Ctrl+D duplicates) change the text without "input".
    text.addEventListener("keyup", function () {
      if (form.dataset.goatDirty !== (dirty() ? "true" : "false")) {
        markDirty();
        if (dirty()) schedule();
      }
    });
    text.addEventListener("blur", function () {
      setTimeout(function () { if (document.activeElement !== text) closePicker(); }, 0);
    });

    // Capture on the form: before markdownx's own key handling on the textarea.
    form.addEventListener("keydown", function (event) {
      if (event.target !== text || picker.hidden) return;
      switch (event.key) {
        case "ArrowDown":
          active = choices.length ? (active + 1) % choices.length : -1;
          break;
        case "ArrowUp":
          active = choices.length ? (active - 1 + choices.length) % choices.length : -1;
          break;
        case "Enter":
        case "Tab":
          if (active < 0) { closePicker(); return; }
          insertChoice(active);
          event.preventDefault();
          event.stopPropagation();
          return;
        case "Escape":
          closePicker();
          break;
        default:
          return;
      }
      event.preventDefault();
      event.stopPropagation();
      renderChoices();
    }, true);

    errors.addEventListener("click", function (event) {
      const item = event.target.closest("[data-line]");
      if (item) goToLine(Number(item.dataset.line));
    });
    errors.addEventListener("keydown", function (event) {
      const item = event.target.closest("[data-line]");
      if (item && event.key === "Enter") goToLine(Number(item.dataset.line));
    });

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (conflict || remoteChanged) openConflict();
      else save({ force: true });
    });

    document.addEventListener("keydown", function (event) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") {
        event.preventDefault();
        if (dialog.open) return;
        if (conflict || remoteChanged) openConflict();
        else save({ force: dirty() });
      }
    });

    window.addEventListener("beforeunload", function (event) {
      if (dirty()) {
        event.preventDefault();
        event.returnValue = "";
      }
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("form[data-goat-editor]").forEach(setUp);
  });
})();
