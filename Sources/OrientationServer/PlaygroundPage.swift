// Generated from web/playground.html and examples/*.json by scripts/embed-playground.sh. Do not edit;
// PlaygroundPageTests keeps them equal.
enum PlaygroundPage {
    static let contentSecurityPolicy = "default-src 'none'; script-src 'sha256-7rfGqmaCcE/30k7Qc4DqmdqsIUQGo/NY/oqdUl6xer4='; style-src 'sha256-+ZVNYHDRPuei/y1Q9gfdE44HlPAH8kO2FVu7b47GTik='; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    static let html = ##"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light dark">
<title>orientd playground</title>
<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 viewBox=%270 0 16 16%27%3E%3Crect x=%274%27 y=%271%27 width=%278%27 height=%2714%27 rx=%272%27 fill=%27%231d5bd0%27/%3E%3C/svg%3E">
<style>
:root {
  --bg: #f4f5f7; --panel: #ffffff; --fg: #1a1c20; --muted: #596170; --line: #d5d9e0; --soft: #eef0f4;
  --accent: #1d5bd0; --accent-weak: #e2ebfc; --answer: #7b3fc4; --answer-weak: #f1e8fc;
  --crash: #b3261e; --crash-weak: #fdeceb; --ok: #17724a; --ok-weak: #e2f3ea;
  --warn: #8f5600; --warn-weak: #fcf0da; --info: #35577f; --info-weak: #e5edf7;
  --select: #fff1b8; --focus: #e08a00; --screen: #dfe8f7; --ui: #ffffff; --device: #2b2f36;
  --mono: ui-monospace, "SFMono-Regular", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace;
  --sans: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "DejaVu Sans", "Liberation Sans", sans-serif;
  color-scheme: light dark;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #15171b; --panel: #1e2126; --fg: #e7e9ee; --muted: #a1a9b8; --line: #3a3f48; --soft: #262a31;
    --accent: #7ea6ff; --accent-weak: #1f2c48; --answer: #c39bff; --answer-weak: #31254a;
    --crash: #ff8a80; --crash-weak: #431c1a; --ok: #6fd6a0; --ok-weak: #17352a;
    --warn: #f3c26b; --warn-weak: #3b2e14; --info: #9cc0ef; --info-weak: #1e2d42;
    --select: #4a4220; --focus: #ffb340; --screen: #2c3a52; --ui: #3a4a66; --device: #c9ced8;
  }
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.45 var(--sans); overflow-wrap: break-word; }
code, pre, kbd, textarea, .mono { font-family: var(--mono); font-size: 13px; }
a { color: var(--accent); }
h1, h2, h3, h4 { line-height: 1.2; margin: 0; }
h2 { font-size: 17px; }
h3 { font-size: 16px; margin-bottom: 8px; }
h4 { font-size: 14px; margin-bottom: 6px; color: var(--muted); font-weight: 600; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
[hidden] { display: none !important; }

.top { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 16px; padding: 12px 16px; background: var(--panel); border-bottom: 1px solid var(--line); }
.top h1 { font-size: 19px; }
.top h1 span { font-weight: 400; color: var(--muted); }
.top p { margin: 0; color: var(--muted); flex: 1 1 320px; font-size: 14px; }
.top nav { font-size: 14px; }

#layout { display: grid; grid-template-columns: minmax(0, 4fr) minmax(0, 7fr); gap: 16px; padding: 16px; max-width: 1680px; margin: 0 auto; align-items: start; }
.panel { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 14px; min-width: 0; }
#input-panel { position: sticky; top: 8px; }
#input-panel > h2 { margin-bottom: 10px; }

.controls { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; margin-bottom: 10px; }
.controls .field:first-child { grid-column: 1 / -1; }
.field { display: flex; flex-direction: column; gap: 3px; font-size: 13px; color: var(--muted); font-weight: 600; min-width: 0; }
select, button { font: inherit; font-size: 14px; color: var(--fg); }
select { width: 100%; min-width: 0; padding: 6px 8px; border: 1px solid var(--line); border-radius: 6px; background: var(--panel); }
select.is-set { border-color: var(--accent); background: var(--accent-weak); }

.editor { position: relative; padding-left: 3.6em; border: 1px solid var(--line); border-radius: 8px; overflow: hidden; background: var(--panel); }
.editor:focus-within { border-color: var(--accent); }
.editor.has-error { border-color: var(--crash); }
#editor-gutter { position: absolute; left: 0; top: 0; bottom: 0; width: 3.6em; margin: 0; padding: 8px 6px 8px 4px; text-align: right; color: var(--muted); background: var(--soft); border-right: 1px solid var(--line); overflow: hidden; user-select: none; line-height: 20px; white-space: pre; }
#editor { display: block; width: 100%; height: calc(100vh - 330px); min-height: 260px; max-height: 900px; margin: 0; padding: 8px; border: 0; resize: vertical; line-height: 20px; tab-size: 2; white-space: pre; overflow: auto; background: transparent; color: var(--fg); }
#editor:focus-visible { outline: none; }
#editor-error-mark { position: absolute; left: 0; right: 0; top: 8px; height: 20px; background: var(--crash); opacity: .16; pointer-events: none; }
#editor::selection { background: var(--select); color: var(--fg); }
.editor-bar { display: flex; justify-content: space-between; gap: 8px; font-size: 12px; color: var(--muted); padding: 3px 2px 0; }
#editor-error { margin: 8px 0 0; padding: 8px 10px; border-radius: 6px; background: var(--crash-weak); color: var(--crash); border: 1px solid var(--crash); font-size: 14px; }
#editor-note { margin: 8px 0 0; padding: 6px 10px; border-radius: 6px; background: var(--select); font-size: 13px; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 12px; align-items: center; }
button { padding: 7px 14px; border-radius: 6px; border: 1px solid var(--line); background: var(--soft); cursor: pointer; }
button:hover { border-color: var(--accent); }
button.primary { background: var(--accent); border-color: var(--accent); color: #fff; font-weight: 600; }
@media (prefers-color-scheme: dark) { button.primary { color: #0d1320; } }
button.quiet { background: transparent; }
button.small { padding: 2px 8px; font-size: 12px; }
button.link { padding: 0; border: 0; background: none; color: var(--accent); text-decoration: underline; font-family: var(--mono); font-size: 13px; text-align: left; overflow-wrap: anywhere; }
.hint { font-size: 12.5px; color: var(--muted); margin: 10px 0 0; }
kbd { border: 1px solid var(--line); border-bottom-width: 2px; border-radius: 4px; padding: 0 4px; font-size: 11.5px; background: var(--soft); }

#results > section + section, #results > .problem + section { margin-top: 18px; }
#status { margin: 0 0 10px; font-size: 13px; color: var(--muted); min-height: 1.2em; }
#results[data-state="loading"] #status::before { content: "⏳ "; }
.stale-note { display: none; margin: 0 0 8px; padding: 4px 8px; font-size: 12.5px; border-radius: 6px; background: var(--warn-weak); color: var(--warn); }
.stale > .stale-note { display: block; }
.problem { border: 1px solid var(--crash); background: var(--crash-weak); border-radius: 8px; padding: 10px 12px; }
.problem h3 { color: var(--crash); margin-bottom: 4px; }
.problem p { margin: 4px 0; }
.problem pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 6px 0 0; }
.problem dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 3px 12px; margin: 8px 0 0; font-size: 14px; }
.problem dt { color: var(--muted); }
.problem dd { margin: 0; overflow-wrap: anywhere; }

.verdict { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 10px; margin: 0 0 12px; padding: 10px 12px; border-radius: 8px; background: var(--ok-weak); border: 1px solid var(--ok); }
.verdict #result-kind { font-weight: 600; }
#result-orientation { font-size: 22px; font-family: var(--mono); }
#result-orientation:empty { display: none; }
#result-detail { color: var(--muted); font-size: 13px; }
.is-crash .verdict { background: var(--crash-weak); border-color: var(--crash); }
.is-crash .verdict #result-kind { color: var(--crash); font-size: 18px; }
.crash { border: 1px solid var(--crash); border-radius: 8px; margin-bottom: 12px; overflow: hidden; }
.crash-head { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; padding: 6px 10px; background: var(--crash-weak); }
.crash-head .grow { flex: 1; font-size: 13px; color: var(--muted); }
#exception-message, #geometry-error-text { margin: 0; padding: 10px 12px; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 13px; line-height: 1.5; background: var(--panel); }
.geometry { border: 1px solid var(--warn); border-radius: 8px; margin-bottom: 12px; }
.geometry .crash-head { background: var(--warn-weak); }

.badge { display: inline-block; padding: 1px 7px; border-radius: 999px; font-size: 12px; font-weight: 600; border: 1px solid currentColor; white-space: nowrap; }
.badge.crash, .badge.error { color: var(--crash); background: var(--crash-weak); }
.badge.warning, .badge.inferred { color: var(--warn); background: var(--warn-weak); }
.badge.info { color: var(--info); background: var(--info-weak); }
.badge.ok { color: var(--ok); background: var(--ok-weak); }
.badge.deciding { color: var(--accent); background: var(--accent-weak); }
.badge.answering { color: var(--answer); background: var(--answer-weak); }

.visual { display: grid; grid-template-columns: minmax(180px, 260px) minmax(0, 1fr); gap: 8px 18px; align-items: start; margin-bottom: 14px; }
#device-figure { margin: 0; text-align: center; }
#device-svg { width: 100%; height: auto; max-height: 190px; display: block; margin: 0 auto; }
#device-caption { font-size: 12.5px; color: var(--muted); margin-top: 4px; text-align: left; }
.device-body { fill: var(--device); }
.is-flat .device-body { fill: none; stroke: var(--device); stroke-width: 3; stroke-dasharray: 6 4; }
.device-screen { fill: var(--screen); }
.device-home { fill: none; stroke: var(--screen); stroke-width: 1.5; }
.device-indicator { fill: var(--muted); }
.device-speaker { fill: var(--screen); }
.ui-status { fill: var(--muted); opacity: .45; }
.ui-bar { fill: var(--accent); opacity: .85; }
.ui-line { fill: var(--muted); opacity: .35; }
.ui-arrow { fill: var(--accent); }
.ui-label { fill: var(--fg); font: 600 9px var(--sans); }
.ui-crash { fill: var(--crash); opacity: .82; }
.ui-crash-label { fill: #fff; font: 700 11px var(--sans); }
.world-label { fill: var(--muted); font: 10px var(--sans); }

.mask-row { padding: 8px 0; border-top: 1px solid var(--line); }
.mask-row:first-of-type { border-top: 0; padding-top: 0; }
.mask-title { display: flex; flex-wrap: wrap; align-items: baseline; gap: 2px 10px; margin-bottom: 5px; }
.mask-name { font-weight: 600; min-width: 6.5em; }
.mask-meta { font-size: 12.5px; color: var(--muted); overflow-wrap: anywhere; }
.mask-raw { font-family: var(--mono); color: var(--fg); }
.mask-chips { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 6px; }
.mask-chip { display: flex; align-items: center; gap: 5px; padding: 4px 7px; border-radius: 6px; font-size: 12px; border: 1px dashed var(--line); color: var(--muted); text-decoration: line-through; min-width: 0; }
.mask-chip[data-on="true"] { border: 1px solid var(--accent); background: var(--accent-weak); color: var(--fg); text-decoration: none; font-weight: 600; }
.mask-chip .glyph { flex: none; width: 18px; height: 18px; }
.glyph rect { fill: none; stroke: currentColor; stroke-width: 1.6; }
.glyph circle { fill: currentColor; }
.mask-chip span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.mask-source { margin-top: 4px; font-size: 12.5px; color: var(--muted); }
.mask-source code { color: var(--fg); }

#result-summary { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 4px 12px; margin: 0; font-size: 14px; align-content: start; }
#result-summary dt { color: var(--muted); }
#result-summary dd { margin: 0; }
.list-block { margin-top: 12px; }
.list-block pre, .list-block ul { margin: 0; padding: 8px 10px; background: var(--soft); border-radius: 6px; white-space: pre-wrap; overflow-wrap: anywhere; }
.list-block ul { padding-left: 28px; }

.legend { display: flex; flex-wrap: wrap; gap: 6px 12px; font-size: 12.5px; color: var(--muted); margin: 0 0 8px; align-items: center; }
#tree { overflow-x: auto; }
.tree, .tree ul { list-style: none; margin: 0; padding: 0; }
.tree ul { margin-left: 10px; padding-left: 10px; border-left: 2px solid var(--line); }
.tree li { margin: 6px 0 0; }
.tree-node { display: block; width: 100%; border: 1px solid var(--line); border-radius: 8px; padding: 6px 9px; background: var(--panel); cursor: pointer; }
.tree-node:hover { border-color: var(--accent); }
.tree-node.is-offscreen { border-style: dashed; }
.tree-node.is-offscreen .node-class { color: var(--muted); }
.tree-node.is-deciding { border: 2px solid var(--accent); background: var(--accent-weak); }
.tree-node.is-answering { border: 2px solid var(--answer); background: var(--answer-weak); }
.tree-node.is-deciding.is-answering { border-color: var(--accent); box-shadow: inset 4px 0 0 var(--answer); }
.tree-node.is-selected { outline: 3px solid var(--focus); outline-offset: 1px; }
.node-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 2px 8px; }
.node-role { font-size: 11.5px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
.node-class { font-weight: 700; font-family: var(--mono); font-size: 13.5px; overflow-wrap: anywhere; }
.node-kind { font-size: 12px; color: var(--muted); }
.node-values { display: flex; flex-wrap: wrap; gap: 3px 6px; margin-top: 4px; }
.kv { font-size: 12px; padding: 0 6px; border-radius: 4px; background: var(--soft); overflow-wrap: anywhere; }
.kv .k { color: var(--muted); }
.kv code { font-size: 12px; }
.kv.derived { background: var(--crash-weak); color: var(--crash); }
.kv.derived .k { color: inherit; }

#certainty { margin: 0 0 8px; font-size: 14px; }
#trace { margin: 0; padding-left: 2.2em; }
#trace li { margin: 4px 0; padding-left: 2px; }
#trace li.inferred { background: var(--warn-weak); border-radius: 4px; padding: 2px 6px; }
#trace li::marker { color: var(--muted); font-family: var(--mono); font-size: 13px; }
#trace .badge { margin-left: 6px; }

#validate-summary { display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; margin: 0 0 10px; font-size: 14px; }
#validate-summary b { font-family: var(--mono); }
#findings { width: 100%; border-collapse: collapse; font-size: 13.5px; table-layout: fixed; }
#findings col.c-severity { width: 10%; }
#findings col.c-rule { width: 17%; }
#findings col.c-message { width: 31%; }
#findings col.c-fix { width: 25%; }
#findings col.c-state { width: 17%; }
#findings th { text-align: left; font-size: 12px; color: var(--muted); border-bottom: 2px solid var(--line); padding: 4px 6px; }
#findings td { vertical-align: top; padding: 7px 6px; border-bottom: 1px solid var(--line); overflow-wrap: break-word; }
#findings tr.finding { cursor: pointer; }
#findings tr.finding:hover td { background: var(--soft); }
#findings tr.finding.is-active td { background: var(--select); }
#findings tr.finding:focus-visible { outline: 3px solid var(--focus); outline-offset: -3px; }
.finding-rule code { font-weight: 600; overflow-wrap: anywhere; }
.finding-path { display: block; color: var(--muted); font-size: 12px; overflow-wrap: anywhere; }
.finding-exception { margin: 6px 0 0; padding: 6px 8px; background: var(--crash-weak); border-radius: 4px; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 12px; }
.finding-state { margin: 0; padding: 0; list-style: none; font-size: 12.5px; }
.finding-state li { overflow-wrap: break-word; }
.finding-store { margin: 6px 0 0; padding-left: 18px; font-size: 12px; }
.empty { color: var(--muted); font-style: italic; }
#findings-omitted { margin: 8px 0 0; font-size: 13px; color: var(--warn); }

@media (max-width: 980px) {
  #layout { grid-template-columns: minmax(0, 1fr); padding: 10px; gap: 12px; }
  #input-panel { position: static; }
  #editor { height: 340px; }
}
@media (max-width: 640px) {
  body { font-size: 14.5px; }
  .top { padding: 10px 12px; }
  #layout { padding: 8px; }
  .panel { padding: 10px; border-radius: 8px; }
  #editor { height: 300px; }
  .visual { grid-template-columns: minmax(0, 1fr); }
  #device-svg { max-height: 170px; }
  .mask-chips { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  #findings thead { display: none; }
  #findings, #findings tbody, #findings tr, #findings td { display: block; width: 100%; }
  #findings tr.finding { border: 1px solid var(--line); border-radius: 8px; margin-bottom: 8px; }
  #findings td { border-bottom: 0; padding: 4px 8px; }
  #findings td::before { content: attr(data-label); display: block; font-size: 11px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
}
</style>
</head>
<body>
<header class="top">
  <h1>orientd <span>playground</span></h1>
  <p>What UIKit does with your app's interface orientation, off the device: pick or paste a scenario, then resolve one event or validate every reachable state.</p>
  <nav><a href="openapi.yaml">API (openapi.yaml)</a></nav>
</header>
<main id="layout">
  <section id="input-panel" class="panel" aria-labelledby="scenario-heading">
    <h2 id="scenario-heading">Scenario</h2>
    <div class="controls">
      <label class="field" id="example-field">Example
        <select id="example-picker"><option value="">Your own (pick an example…)</option></select>
      </label>
      <label class="field">Event
        <select id="event-override">
          <option value="">as in scenario</option>
          <option value="launch">launch</option>
          <option value="rotate">rotate</option>
          <option value="present">present</option>
          <option value="dismiss">dismiss</option>
          <option value="updateSupportedOrientations">updateSupportedOrientations</option>
          <option value="setDeviceOrientation">setDeviceOrientation (needs targetOrientation)</option>
          <option value="requestGeometryUpdate">requestGeometryUpdate (needs requestedOrientations)</option>
        </select>
      </label>
      <label class="field">Device orientation
        <select id="device-override">
          <option value="">as in scenario</option>
          <option value="portrait">portrait</option>
          <option value="portraitUpsideDown">portraitUpsideDown</option>
          <option value="landscapeLeft">landscapeLeft</option>
          <option value="landscapeRight">landscapeRight</option>
          <option value="faceUp">faceUp</option>
          <option value="faceDown">faceDown</option>
        </select>
      </label>
    </div>
    <div class="editor" id="editor-box">
      <pre id="editor-gutter" aria-hidden="true">1</pre>
      <div id="editor-error-mark" aria-hidden="true" hidden></div>
      <textarea id="editor" spellcheck="false" autocomplete="off" autocapitalize="off" wrap="off" aria-label="Scenario (JSON)" aria-describedby="editor-error editor-position"></textarea>
    </div>
    <div class="editor-bar"><span id="editor-position">Line 1, column 1</span><span id="editor-size"></span></div>
    <p id="editor-error" role="alert" hidden></p>
    <p id="editor-note" role="status" hidden></p>
    <div class="actions">
      <button type="button" id="run-resolve" class="primary">Resolve</button>
      <button type="button" id="run-validate">Validate</button>
      <button type="button" id="copy-link" class="quiet">Copy link</button>
    </div>
    <p class="hint"><kbd>Ctrl</kbd>/<kbd>⌘</kbd>+<kbd>Enter</kbd> resolves, add <kbd>Shift</kbd> to validate. The event and device switches override those members of the body sent (switching the event drops targetOrientation or requestedOrientations when they belong to another event). The scenario and switches live in the address (after #), so a link reproduces the request.</p>
  </section>

  <section id="results" class="panel" aria-labelledby="results-heading" data-state="idle" data-seq="0">
    <h2 id="results-heading" class="visually-hidden">Answer</h2>
    <p id="status" role="status" aria-live="polite"></p>
    <div id="problem" class="problem" role="alert" hidden></div>

    <section id="resolution" aria-labelledby="resolution-heading" hidden>
      <h3 id="resolution-heading">Resolution</h3>
      <p class="stale-note">This answer is for an earlier version of the scenario: run it again.</p>
      <p class="verdict"><span id="result-kind"></span> <strong id="result-orientation"></strong> <span id="result-detail"></span></p>
      <div id="crash" class="crash" hidden>
        <div class="crash-head"><span id="exception-id" class="badge crash"></span><span id="exception-name" class="mono"></span><span class="grow">what the app prints before it terminates</span><button type="button" id="copy-exception" class="small">Copy</button></div>
        <pre id="exception-message"></pre>
      </div>
      <div id="geometry-error" class="geometry" hidden>
        <div class="crash-head"><span class="badge warning">refused</span><span class="grow">requestGeometryUpdate was refused (not a crash)</span></div>
        <pre id="geometry-error-text"></pre>
      </div>
      <div id="warnings-block" class="list-block" hidden><h4>Not used from the request</h4><ul id="warnings"></ul></div>
      <div class="visual">
        <figure id="device-figure">
          <svg id="device-svg" viewBox="-120 -120 240 240" role="img" aria-labelledby="device-caption"></svg>
          <figcaption id="device-caption"></figcaption>
        </figure>
        <dl id="result-summary"></dl>
      </div>
      <div id="masks" aria-label="Masks"></div>
      <div id="console-block" class="list-block" hidden><h4>Console (what UIKit logs on the way)</h4><pre id="console"></pre></div>
      <div id="callbacks-block" class="list-block" hidden><h4>Callbacks</h4><ul id="callbacks"></ul></div>
    </section>

    <section id="hierarchy" aria-labelledby="hierarchy-heading">
      <h3 id="hierarchy-heading">Controller hierarchy</h3>
      <p class="stale-note">The scenario in the editor is not valid JSON: this is the last one that was.</p>
      <p class="legend"><span class="badge deciding">deciding</span> the controller UIKit asks <span class="badge answering">answering</span> the one whose methods answer (through forwarding) <span>dashed: not on screen</span></p>
      <div id="tree"></div>
    </section>

    <section id="trace-section" aria-labelledby="trace-heading" hidden>
      <h3 id="trace-heading">Why: the trace</h3>
      <p id="certainty"></p>
      <ol id="trace"></ol>
    </section>

    <section id="validation" aria-labelledby="validation-heading" hidden>
      <h3 id="validation-heading">Validation: <span id="findings-count">0</span> <span id="findings-noun">findings</span></h3>
      <p class="stale-note">These findings are for an earlier version of the scenario: run it again.</p>
      <p id="validate-summary">
        <span id="validate-valid" class="badge"></span>
        <span>errors <b id="validate-errors"></b></span>
        <span>warnings <b id="validate-warnings"></b></span>
        <span>infos <b id="validate-infos"></b></span>
        <span>states checked <b id="validate-states"></b></span>
        <span id="validate-truncated" class="badge warning" hidden>stopped at the state limit</span>
      </p>
      <table id="findings">
        <caption class="visually-hidden">Findings. Activate a row to select its JSON pointer in the editor and its controller in the tree.</caption>
        <colgroup><col class="c-severity"><col class="c-rule"><col class="c-message"><col class="c-fix"><col class="c-state"></colgroup>
        <thead><tr><th scope="col">Severity</th><th scope="col">Rule</th><th scope="col">Message</th><th scope="col">Fix</th><th scope="col">State</th></tr></thead>
        <tbody></tbody>
      </table>
      <p id="findings-omitted" hidden></p>
      <p class="hint">Click a row, or focus it and press <kbd>Enter</kbd>, to select its JSON pointer in the editor and its controller in the tree.</p>
    </section>
  </section>
</main>
<script type="application/json" id="orientd-examples">{"geometry-request-refused.json":{"device":{"idiom":"phone","systemVersion":"17.4","orientation":"landscapeLeft"},"interfaceOrientation":"landscapeRight","event":"requestGeometryUpdate","requestedOrientations":"portrait","app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait","UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"]},"supportedInterfaceOrientationsForWindow":"landscapeRight"},"root":{"class":"PlayerViewController","supportedInterfaceOrientations":"all"}},"ipad-split-view.json":{"device":{"idiom":"pad","systemVersion":"17.0","orientation":"landscapeLeft"},"app":{"infoPlist":{"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationPortrait","UIInterfaceOrientationPortraitUpsideDown","UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"]}},"root":{"class":"ReaderViewController","shouldAutorotate":false,"supportedInterfaceOrientations":"portrait"}},"ipados26-windowed-launch.json":{"device":{"idiom":"pad","systemVersion":"26.1","orientation":"portrait","ipadWindowing":"windowed"},"event":"launch","app":{"infoPlist":{"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"],"UIRequiresFullScreen":true}},"root":{"class":"GameViewController","supportedInterfaceOrientations":"landscape"}},"landscape-app-portrait-root.json":{"device":{"idiom":"phone","systemVersion":"11.0","orientation":"landscapeLeft"},"event":"launch","app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"]}},"root":{"class":"Demo.ViewController","supportedInterfaceOrientations":"portrait"}},"player.json":{"device":{"idiom":"phone","systemVersion":"17.4","orientation":"landscapeLeft"},"interfaceOrientation":"portrait","event":"present","app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait"],"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationPortrait","UIInterfaceOrientationLandscapeLeft"],"UIRequiresFullScreen":true},"supportedInterfaceOrientationsForWindow":"allButUpsideDown"},"root":{"class":"MainTabBarController","kind":"tabBarController","forwardsToChild":true,"selectedIndex":0,"children":[{"class":"HomeNavigationController","kind":"navigationController","forwardsToChild":true,"children":[{"class":"ListViewController","supportedInterfaceOrientations":"portrait"}]}],"presented":{"class":"PlayerViewController","presentationStyle":"fullScreen","shouldAutorotate":true,"supportedInterfaceOrientations":["landscapeLeft","landscapeRight"],"preferredInterfaceOrientationForPresentation":"landscapeRight"}}},"seed-000-forced-rotation-ios12.json":{"device":{"idiom":"phone","systemVersion":"12.4","orientation":"portrait"},"interfaceOrientation":"portrait","event":"setDeviceOrientation","targetOrientation":"UIInterfaceOrientationLandscapeRight","app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait","UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"]}},"root":{"class":"MainTabBarController","kind":"tabBarController","forwardsToChild":true,"selectedIndex":0,"children":[{"class":"VideoNavigationController","kind":"navigationController","forwardsToChild":true,"children":[{"class":"VideoViewController","supportedInterfaceOrientations":"allButUpsideDown"}]}]}},"seed-000-forced-rotation-ios17.json":{"device":{"idiom":"phone","systemVersion":"17.5","orientation":"portrait"},"interfaceOrientation":"portrait","event":"setDeviceOrientation","targetOrientation":"UIInterfaceOrientationLandscapeRight","app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait","UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"]}},"root":{"class":"MainTabBarController","kind":"tabBarController","forwardsToChild":true,"selectedIndex":0,"children":[{"class":"VideoNavigationController","kind":"navigationController","forwardsToChild":true,"children":[{"class":"VideoViewController","supportedInterfaceOrientations":"allButUpsideDown"}]}]}},"tabbar-without-selection.json":{"device":{"idiom":"phone","systemVersion":"12.0"},"root":{"class":"LoginViewController","supportedInterfaceOrientations":"portrait","presented":{"class":"BaseTabBarController","kind":"tabBarController","forwardsToChild":true,"children":[{"class":"BaseNavigationController","kind":"navigationController","forwardsToChild":true,"children":[{"class":"BaseViewController","shouldAutorotate":false,"supportedInterfaceOrientations":"portrait","preferredInterfaceOrientationForPresentation":"portrait"}]}]}}},"update-supported-orientations.json":{"device":{"idiom":"phone","systemVersion":"16.4","orientation":"portrait"},"interfaceOrientation":"portrait","event":"updateSupportedOrientations","app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait","UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"]}},"root":{"class":"HomeViewController","supportedInterfaceOrientations":"portrait","presented":{"class":"PlayerViewController","presentationStyle":"fullScreen","supportedInterfaceOrientations":"landscape"}}}}</script>
<script>
'use strict';
(function () {
  // ---- constants (UIKit's raw values) ----------------------------------------------------------------------------
  const SVGNS = 'http://www.w3.org/2000/svg';
  const INTERFACE = ['portrait', 'portraitUpsideDown', 'landscapeLeft', 'landscapeRight']; // display order
  // UIInterfaceOrientation raw values (landscapeLeft is 4, landscapeRight 3); a mask holds bit 1 << raw.
  const INTERFACE_RAW = { portrait: 1, portraitUpsideDown: 2, landscapeRight: 3, landscapeLeft: 4 };
  const DEVICE = ['unknown', 'portrait', 'portraitUpsideDown', 'landscapeLeft', 'landscapeRight', 'faceUp', 'faceDown'];
  const LABEL = { portrait: 'Portrait', portraitUpsideDown: 'Upside down', landscapeLeft: 'Landscape left', landscapeRight: 'Landscape right' };
  // Where the home button is, as the user sees it. UIKit: device landscapeLeft has it on the right, which is
  // interface landscapeRight; device landscapeRight is interface landscapeLeft.
  const DEVICE_HOME = { portrait: 'bottom', portraitUpsideDown: 'top', landscapeLeft: 'right', landscapeRight: 'left' };
  const INTERFACE_HOME = { portrait: 'bottom', portraitUpsideDown: 'top', landscapeLeft: 'left', landscapeRight: 'right' };
  // Device body turned as held (degrees, clockwise on screen) ...
  const DEVICE_ROTATION = { portrait: 0, portraitUpsideDown: 180, landscapeLeft: -90, landscapeRight: 90 };
  // ... and the interface turned relative to the device body, so that it is upright exactly when the device
  // orientation matches (device landscapeLeft -90 + interface landscapeRight 90 = 0).
  const INTERFACE_ROTATION = { portrait: 0, portraitUpsideDown: 180, landscapeLeft: -90, landscapeRight: 90 };
  const SOURCE_TEXT = {
    app: { plist: 'from Info.plist', default: 'the platform default: no Info.plist key', delegate: "the app delegate's application:supportedInterfaceOrientationsForWindow:, which replaces Info.plist at run time" },
    controller: {
      declared: 'declared by the controller', delegate: "the container's delegate method", default: "UIKit's default for this controller",
      forwarded: 'forwarded from the child', nilChild: 'forwarded to a nil child: Objective-C nil messaging answers 0',
      legacy: 'from shouldAutorotateToInterfaceOrientation: (iOS ≤ 5)', ignored: 'ignored: iPad multitasking uses the app mask'
    }
  };
  const DEFAULT_CLASS = { navigationController: 'UINavigationController', tabBarController: 'UITabBarController' };
  const STRUCTURE = new Set(['class', 'kind', 'children', 'presented']);

  const $ = (id) => document.getElementById(id);
  const editor = $('editor'), gutter = $('editor-gutter'), picker = $('example-picker');
  const eventSelect = $('event-override'), deviceSelect = $('device-override'), results = $('results');
  const state = {
    requestSeq: 0, renderSeq: 0, lastAction: 'resolve',
    resolution: null, validation: null, // {answer, text}
    treeText: null, controllers: new Set(), selected: null, lines: 0, inputTimer: 0, errorLine: 0
  };

  function h(tag, attrs, ...children) {
    const el = document.createElement(tag);
    setAttrs(el, attrs);
    for (const c of children.flat(Infinity)) if (c !== null && c !== undefined && c !== false) el.append(c.nodeType ? c : String(c));
    return el;
  }
  function s(tag, attrs, ...children) {
    const el = document.createElementNS(SVGNS, tag);
    setAttrs(el, attrs);
    for (const c of children) if (c !== null && c !== undefined) el.append(c.nodeType ? c : String(c));
    return el;
  }
  function setAttrs(el, attrs) {
    if (!attrs) return;
    for (const k of Object.keys(attrs)) {
      const v = attrs[k];
      if (v === null || v === undefined || v === false) continue;
      if (k === 'text') el.textContent = v; else el.setAttribute(k, v === true ? '' : String(v));
    }
  }
  const clear = (el) => { el.replaceChildren(); return el; };

  // ---- JSON: pretty printing, syntax errors with positions, pointers ---------------------------------------------
  function inline(v) {
    if (Array.isArray(v)) return '[' + v.map(inline).join(', ') + ']';
    if (v && typeof v === 'object') {
      const keys = Object.keys(v);
      return keys.length ? '{ ' + keys.map((k) => JSON.stringify(k) + ': ' + inline(v[k])).join(', ') + ' }' : '{}';
    }
    return JSON.stringify(v);
  }
  // Objects and arrays stay on one line while they fit in 110 columns, like the example files.
  function pretty(v, indent, used) {
    const one = inline(v);
    if (v === null || typeof v !== 'object' || used + one.length <= 110) return one;
    const inner = indent + '  ';
    if (Array.isArray(v)) return '[\n' + v.map((x) => inner + pretty(x, inner, inner.length)).join(',\n') + '\n' + indent + ']';
    return '{\n' + Object.keys(v).map((k) => {
      const key = JSON.stringify(k) + ': ';
      return inner + key + pretty(v[k], inner, inner.length + key.length);
    }).join(',\n') + '\n' + indent + '}';
  }
  const format = (v) => pretty(v, '', 0) + '\n';

  // The first syntax error of a text JSON.parse refused: {offset, message}. RFC 8259, like the server's reader.
  function syntaxError(text) {
    let i = 0;
    const n = text.length;
    const fail = (message, at) => { throw { offset: at === undefined ? i : at, message }; };
    const found = () => i >= n ? 'the end of the text' : describeChar(text.charCodeAt(i));
    const ws = () => { while (i < n) { const c = text.charCodeAt(i); if (c === 32 || c === 9 || c === 10 || c === 13) i++; else break; } };
    function value(depth) {
      ws();
      if (i >= n) fail('expected a value, found the end of the text');
      const c = text[i];
      if (c === '{') return object(depth);
      if (c === '[') return array(depth);
      if (c === '"') return string();
      if (c === '-' || (c >= '0' && c <= '9')) return number();
      for (const word of ['true', 'false', 'null']) if (text.startsWith(word, i)) { i += word.length; return; }
      fail('expected a value (object, array, string, number, true, false or null), found ' + found());
    }
    function object(depth) {
      i++; ws();
      if (text[i] === '}') { i++; return; }
      for (;;) {
        ws();
        if (text[i] !== '"') fail('expected a member name in double quotes, found ' + found());
        string(); ws();
        if (text[i] !== ':') fail("expected ':' after the member name, found " + found());
        i++; value(depth + 1); ws();
        if (text[i] === ',') {
          i++; ws();
          if (text[i] === '}') fail("expected another member after ',' (JSON allows no trailing comma)");
          continue;
        }
        if (text[i] === '}') { i++; return; }
        fail("expected ',' or '}' after the member, found " + found());
      }
    }
    function array(depth) {
      i++; ws();
      if (text[i] === ']') { i++; return; }
      for (;;) {
        value(depth + 1); ws();
        if (text[i] === ',') {
          i++; ws();
          if (text[i] === ']') fail("expected another value after ',' (JSON allows no trailing comma)");
          continue;
        }
        if (text[i] === ']') { i++; return; }
        fail("expected ',' or ']' after the value, found " + found());
      }
    }
    function string() {
      const start = i++;
      for (;;) {
        if (i >= n) fail('this string is never closed', start);
        const c = text.charCodeAt(i);
        if (c === 34) { i++; return; }
        if (c < 32) fail('a string may not hold ' + describeChar(c) + ' (write it escaped, e.g. \\n)');
        if (c === 92) {
          const e = text[i + 1];
          if (e === 'u') {
            if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail('\\u must be followed by four hex digits');
            i += 6; continue;
          }
          if (e === undefined || '"\\/bfnrt'.indexOf(e) < 0) fail('invalid escape \\' + (e || '') + ' (valid: \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)');
          i += 2; continue;
        }
        i++;
      }
    }
    function number() {
      const digits = () => { const start = i; while (i < n && text[i] >= '0' && text[i] <= '9') i++; return i - start; };
      if (text[i] === '-') i++;
      if (text[i] === '0') { i++; if (text[i] >= '0' && text[i] <= '9') fail('a number may not start with 0'); }
      else if (!digits()) fail('expected a digit, found ' + found());
      if (text[i] === '.') { i++; if (!digits()) fail("expected a digit after '.', found " + found()); }
      if (text[i] === 'e' || text[i] === 'E') {
        i++; if (text[i] === '+' || text[i] === '-') i++;
        if (!digits()) fail('expected a digit in the exponent, found ' + found());
      }
    }
    try {
      ws();
      if (i >= n) fail('the scenario is empty: expected a JSON object');
      value(0); ws();
      if (i < n) fail('unexpected ' + found() + ' after the end of the JSON value');
      return null;
    } catch (e) {
      if (e && typeof e.offset === 'number') return e;
      return { offset: 0, message: String(e && e.message || e) };
    }
  }
  function describeChar(c) {
    if (c === 10) return 'a line break';
    if (c === 9) return 'a tab';
    if (c < 32) return 'control character U+' + c.toString(16).toUpperCase().padStart(4, '0');
    return "'" + String.fromCharCode(c) + "'";
  }

  // Value ranges of a text that parses: {start, end, members: Map | items: []}.
  function positions(text) {
    let i = 0;
    const ws = () => { while (/\s/.test(text[i] || '')) i++; };
    const skipString = () => { i++; while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1; i++; };
    function value() {
      ws();
      const start = i, c = text[i];
      if (c === '{') {
        const members = new Map();
        i++; ws();
        while (text[i] !== '}') {
          ws(); const k = i; skipString();
          const key = JSON.parse(text.slice(k, i));
          ws(); i++;
          const v = value(); v.keyStart = k;
          members.set(key, v);
          ws(); if (text[i] === ',') i++;
          ws();
        }
        i++;
        return { start, end: i, members };
      }
      if (c === '[') {
        const items = [];
        i++; ws();
        while (text[i] !== ']') { items.push(value()); ws(); if (text[i] === ',') i++; ws(); }
        i++;
        return { start, end: i, items };
      }
      if (c === '"') { skipString(); return { start, end: i }; }
      while (i < text.length && /[-+.\w]/.test(text[i])) i++;
      return { start, end: i };
    }
    return value();
  }
  const tokens = (pointer) => pointer === '' ? [] : pointer.split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  const join = (pointer, token) => pointer + '/' + String(token).replace(/~/g, '~0').replace(/\//g, '~1');

  // The range of the value at `pointer` in the editor text, or of its deepest existing ancestor.
  function locate(text, pointer) {
    try { JSON.parse(text); } catch (e) { return null; }
    let node = positions(text), matched = '';
    const path = tokens(pointer);
    let k = 0;
    for (; k < path.length; k++) {
      const t = path[k];
      let next = null;
      if (node.members && node.members.has(t)) next = node.members.get(t);
      else if (node.items && /^(0|[1-9]\d*)$/.test(t) && +t < node.items.length) next = node.items[+t];
      if (!next) break;
      node = next; matched = join(matched, t);
    }
    return { start: node.start, end: node.end, matched, missing: path.slice(k) };
  }

  function lineColumn(text, offset) {
    let line = 1, lineStart = 0;
    for (let k = text.indexOf('\n'); k !== -1 && k < offset; k = text.indexOf('\n', k + 1)) { line++; lineStart = k + 1; }
    return { line, column: Array.from(text.slice(lineStart, offset)).length + 1 };
  }
  function offsetOf(text, line, column) {
    let start = 0;
    for (let l = 1; l < line; l++) { const k = text.indexOf('\n', start); if (k < 0) return text.length; start = k + 1; }
    let i = start;
    for (let c = 1; c < column && i < text.length && text[i] !== '\n'; c++) i += text.codePointAt(i) > 0xffff ? 2 : 1;
    return i;
  }
  function indexOfByte(text, byte) {
    let b = 0, i = 0;
    while (i < text.length && b < byte) {
      const cp = text.codePointAt(i);
      b += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
      i += cp > 0xffff ? 2 : 1;
    }
    return i;
  }

  // ---- the request: editor text plus the switches; the URL fragment --------------------------------------------
  function currentRequest() {
    const text = editor.value;
    let body;
    try { body = JSON.parse(text); } catch (e) {
      return { ok: false, text, error: syntaxError(text) || { offset: 0, message: String(e.message) } };
    }
    const event = eventSelect.value, device = deviceSelect.value;
    if ((!event && !device) || body === null || typeof body !== 'object' || Array.isArray(body)) return { ok: true, text, body, verbatim: true };
    if (event) {
      body.event = event;
      // Each programmatic event's argument belongs to it alone: switching to another event drops it.
      if (event !== 'setDeviceOrientation') delete body.targetOrientation;
      if (event !== 'requestGeometryUpdate') delete body.requestedOrientations;
    }
    if (device) {
      if (body.device === null || typeof body.device !== 'object' || Array.isArray(body.device)) body.device = {};
      body.device.orientation = device;
    }
    return { ok: true, text: JSON.stringify(body), body, verbatim: false };
  }

  function encode(text) {
    const bytes = new TextEncoder().encode(text);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  function decode(b64) {
    const binary = atob(b64.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((b64.length + 3) % 4));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new TextDecoder().decode(bytes);
  }
  function writeFragment() {
    const params = new URLSearchParams();
    params.set('s', encode(editor.value));
    if (eventSelect.value) params.set('event', eventSelect.value);
    if (deviceSelect.value) params.set('device', deviceSelect.value);
    params.set('run', state.lastAction);
    const hash = '#' + params.toString();
    if (location.hash !== hash) history.replaceState(null, '', hash);
  }
  // Returns the action to run, or null when the fragment holds no scenario.
  function readFragment() {
    const params = new URLSearchParams(location.hash.slice(1));
    const b64 = params.get('s');
    if (b64 === null) return null;
    try { editor.value = decode(b64); } catch (e) {
      editor.value = '';
      note('The link holds a scenario that cannot be decoded (' + e.message + ').');
    }
    setSelect(eventSelect, params.get('event') || '');
    setSelect(deviceSelect, params.get('device') || '');
    syncPicker();
    return params.get('run') === 'validate' ? 'validate' : 'resolve';
  }
  function setSelect(select, value) {
    select.value = Array.from(select.options).some((o) => o.value === value) ? value : '';
    select.classList.toggle('is-set', select.value !== '');
  }

  // ---- examples --------------------------------------------------------------------------------------------------
  let examples = {};
  try {
    const parsed = JSON.parse($('orientd-examples').textContent);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) examples = parsed;
  } catch (e) { examples = {}; }
  const exampleText = {};
  for (const name of Object.keys(examples).sort()) {
    const ex = examples[name];
    const device = (ex && ex.device) || {};
    const bits = [device.idiom === 'pad' ? 'iPad' : 'iPhone'];
    if (device.systemVersion) bits.push('iOS ' + device.systemVersion);
    if (ex && ex.event) bits.push(ex.event);
    picker.append(h('option', { value: name, text: name.replace(/\.json$/, '') + ' — ' + bits.join(', ') }));
  }
  if (!Object.keys(examples).length) $('example-field').hidden = true;
  function textOfExample(name) {
    if (!(name in exampleText)) exampleText[name] = format(examples[name]);
    return exampleText[name];
  }
  function syncPicker() {
    const name = Object.keys(examples).find((n) => textOfExample(n) === editor.value);
    picker.value = name || '';
  }

  // ---- editor ----------------------------------------------------------------------------------------------------
  function updateGutter() {
    let lines = 1;
    for (let k = editor.value.indexOf('\n'); k !== -1; k = editor.value.indexOf('\n', k + 1)) lines++;
    if (lines !== state.lines) {
      state.lines = lines;
      const numbers = new Array(lines);
      for (let l = 0; l < lines; l++) numbers[l] = l + 1;
      gutter.textContent = numbers.join('\n') + '\n\n';
    }
    $('editor-size').textContent = new TextEncoder().encode(editor.value).length + ' bytes';
  }
  function updatePosition() {
    const { line, column } = lineColumn(editor.value, editor.selectionStart);
    const selected = editor.selectionEnd - editor.selectionStart;
    $('editor-position').textContent = 'Line ' + line + ', column ' + column + (selected ? ' (' + selected + ' selected)' : '');
  }
  let charWidth = 0;
  function selectInEditor(start, end) {
    editor.focus({ preventScroll: true });
    editor.setSelectionRange(start, end);
    const { line, column } = lineColumn(editor.value, start);
    const lineHeight = parseFloat(getComputedStyle(editor).lineHeight) || 20;
    const top = (line - 1) * lineHeight;
    if (top < editor.scrollTop || top > editor.scrollTop + editor.clientHeight - 2 * lineHeight) editor.scrollTop = Math.max(0, top - editor.clientHeight / 3);
    if (!charWidth) {
      const probe = h('span', { class: 'mono', text: '0000000000' });
      probe.style.visibility = 'hidden'; probe.style.position = 'absolute';
      document.body.append(probe); charWidth = probe.getBoundingClientRect().width / 10 || 8; probe.remove();
    }
    const left = (column - 1) * charWidth;
    if (left < editor.scrollLeft || left > editor.scrollLeft + editor.clientWidth - 4 * charWidth) editor.scrollLeft = Math.max(0, left - editor.clientWidth / 3);
    gutter.scrollTop = editor.scrollTop;
    const box = $('editor-box').getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) $('editor-box').scrollIntoView({ block: 'nearest' });
    updatePosition();
  }
  function showEditorError(offset, message, placeCaret, prefix) {
    const { line, column } = lineColumn(editor.value, offset);
    const el = $('editor-error');
    el.hidden = false;
    el.dataset.line = line; el.dataset.column = column; el.dataset.offset = offset;
    clear(el).append(h('strong', { text: (prefix || 'Syntax error') + ' at line ' + line + ', column ' + column + ': ' }), message);
    $('editor-box').classList.add('has-error');
    state.errorLine = line;
    if (placeCaret) selectInEditor(offset, offset);
    placeErrorMark();
  }
  function clearEditorError() {
    const el = $('editor-error');
    el.hidden = true; clear(el);
    delete el.dataset.line; delete el.dataset.column; delete el.dataset.offset;
    $('editor-box').classList.remove('has-error');
    state.errorLine = 0;
    placeErrorMark();
  }
  // A band over the line with the error, kept in place while the editor scrolls.
  function placeErrorMark() {
    const mark = $('editor-error-mark');
    mark.hidden = !state.errorLine;
    if (state.errorLine) mark.style.transform = 'translateY(' + ((state.errorLine - 1) * 20 - editor.scrollTop) + 'px)';
  }
  function note(text) {
    const el = $('editor-note');
    el.hidden = !text; el.textContent = text || '';
  }

  // Selects a JSON pointer's value in the editor and its controller in the tree.
  function showPointer(pointer, quiet) {
    const loc = locate(editor.value, pointer);
    if (loc) {
      selectInEditor(loc.start, loc.end);
      if (!quiet) {
        note(loc.missing.length
          ? pointer + ': ' + loc.missing[0] + ' is not in the scenario; selected ' + (loc.matched || 'the whole scenario') + ', where it belongs.'
          : 'Selected ' + (pointer || 'the whole scenario') + ' in the editor.');
      }
    } else if (!quiet) {
      note(pointer + ': the editor text does not parse, so it cannot be shown.');
    }
    state.selected = controllerOf(pointer);
    markTree();
    const node = state.selected !== null && treeNode(state.selected);
    if (node) {
      const r = node.getBoundingClientRect();
      if (r.bottom < 0 || r.top > window.innerHeight) node.scrollIntoView({ block: 'nearest' });
    }
  }
  function controllerOf(pointer) {
    let p = pointer;
    while (p !== '' && !state.controllers.has(p)) p = p.slice(0, p.lastIndexOf('/'));
    return state.controllers.has(p) ? p : null;
  }
  function treeNode(pointer) {
    for (const el of document.querySelectorAll('.tree-node')) if (el.dataset.pointer === pointer) return el;
    return null;
  }

  // ---- the controller tree (drawn from the body sent; highlights from the answer) -------------------------------
  function kindOf(c) {
    if (typeof c.kind === 'string') return c.kind;
    const cls = typeof c.class === 'string' ? c.class : '';
    if (/NavigationController$/.test(cls)) return 'navigationController';
    if (/TabBarController$/.test(cls)) return 'tabBarController';
    return 'viewController';
  }
  function renderTree(body, text) {
    const tree = clear($('tree'));
    state.controllers = new Set();
    state.treeText = text;
    if (!body || typeof body !== 'object' || !body.root || typeof body.root !== 'object') {
      tree.append(h('p', { class: 'empty', text: 'No root controller in the scenario.' }));
      return;
    }
    const list = h('ul', { class: 'tree', role: 'tree', 'aria-label': 'Controller hierarchy' });
    list.append(controllerItem(body.root, '/root', 'root', true));
    tree.append(list);
    markTree();
  }
  function controllerItem(c, pointer, role, onScreen) {
    state.controllers.add(pointer);
    const kind = kindOf(c);
    const explicitClass = typeof c.class === 'string';
    const cls = explicitClass ? c.class : DEFAULT_CLASS[kind] || 'UIViewController';
    const values = h('span', { class: 'node-values' });
    for (const key of Object.keys(c)) {
      if (STRUCTURE.has(key)) continue;
      values.append(h('span', { class: 'kv' }, h('span', { class: 'k', text: key + ' ' }), h('code', { text: compact(c[key]) })));
    }
    const children = Array.isArray(c.children) ? c.children : [];
    if (kind === 'tabBarController' && !('selectedIndex' in c) && c.forwardsToChild) {
      values.append(h('span', { class: 'kv derived', title: 'A tab bar without selectedIndex has a nil selectedViewController' },
        h('span', { class: 'k', text: 'selectedIndex ' }), 'not set: selectedViewController is nil'));
    }
    const node = h('div', {
      class: 'tree-node' + (onScreen ? '' : ' is-offscreen'), role: 'treeitem', tabindex: '0',
      'data-pointer': pointer, 'data-class': cls, 'data-kind': kind, title: onScreen ? null : 'not on screen'
    },
      h('span', { class: 'node-head' },
        h('span', { class: 'node-role', text: role }),
        h('span', { class: 'node-class', text: cls }),
        h('span', { class: 'node-kind', text: kind + (explicitClass ? '' : ' (default class)') }),
        h('span', { class: 'node-badges' })),
      values.childNodes.length ? values : null);
    const item = h('li', { role: 'none' }, node);
    const sub = h('ul', { role: 'group' });
    children.forEach((child, index) => {
      if (!child || typeof child !== 'object') return;
      let childRole, visible;
      if (kind === 'tabBarController') {
        const selected = c.selectedIndex === index;
        childRole = 'tab ' + index + (selected ? ' · selected' : '');
        visible = onScreen && selected;
      } else if (kind === 'navigationController') {
        const top = index === children.length - 1;
        childRole = 'stack ' + index + (index === 0 ? ' · bottom' : '') + (top ? ' · top' : '');
        visible = onScreen && top;
      } else {
        childRole = 'child ' + index;
        visible = onScreen;
      }
      sub.append(controllerItem(child, join(join(pointer, 'children'), index), childRole, visible));
    });
    if (c.presented && typeof c.presented === 'object') {
      sub.append(controllerItem(c.presented, join(pointer, 'presented'), 'presented', onScreen));
    }
    if (sub.childNodes.length) item.append(sub);
    return item;
  }
  function compact(v) {
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    return text.length > 120 ? text.slice(0, 117) + '…' : text;
  }
  function markTree() {
    const r = state.resolution && state.resolution.text === state.treeText ? state.resolution.answer : null;
    const deciding = r && r.decidingController ? r.decidingController.path : null;
    const answering = r && r.answeringController ? r.answeringController.path : null;
    for (const node of document.querySelectorAll('.tree-node')) {
      const p = node.dataset.pointer;
      node.classList.toggle('is-deciding', p === deciding);
      node.classList.toggle('is-answering', p === answering);
      node.classList.toggle('is-selected', p === state.selected);
      const badges = clear(node.querySelector('.node-badges'));
      if (p === deciding) badges.append(h('span', { class: 'badge deciding', text: 'deciding' }));
      if (p === answering) badges.append(h('span', { class: 'badge answering', text: 'answering' }));
    }
  }

  // ---- device outline ------------------------------------------------------------------------------------------
  function deviceOrientationOf(body) {
    const v = body && body.device && typeof body.device === 'object' ? body.device.orientation : undefined;
    if (v === undefined) return 'portrait';
    if (typeof v === 'number') return DEVICE[v] || 'unknown';
    if (typeof v !== 'string') return 'unknown';
    const interfaceConstant = /^UIInterfaceOrientation(.+)$/.exec(v);
    if (interfaceConstant) { // an interface constant given for a device orientation is taken by value
      const raw = INTERFACE_RAW[interfaceConstant[1][0].toLowerCase() + interfaceConstant[1].slice(1)];
      return raw ? DEVICE[raw] : 'unknown';
    }
    let name = v.replace(/^UIDeviceOrientation/, '').replace(/^\./, '');
    name = name.charAt(0).toLowerCase() + name.slice(1);
    return DEVICE.indexOf(name) >= 0 ? name : 'unknown';
  }
  function drawDevice(body, answer) {
    const svg = clear($('device-svg'));
    const device = (body && body.device && typeof body.device === 'object') ? body.device : {};
    const pad = device.idiom === 'pad';
    const homeButton = device.hasHomeButton !== false;
    const orientation = deviceOrientationOf(body);
    const crashed = answer.outcome === 'exception';
    const shown = answer.orientation || answer.previousOrientation || { name: 'portrait' };
    const iface = INTERFACE.indexOf(shown.name) >= 0 ? shown.name : 'portrait';
    const flat = !(orientation in DEVICE_ROTATION);
    const W = pad ? 118 : 78, H = pad ? 158 : 156;
    const side = pad ? 9 : 6, top = homeButton ? (pad ? 14 : 20) : 6, bottom = homeButton ? (pad ? 14 : 20) : 6;
    const sw = W - 2 * side, sh = H - top - bottom, sy = -H / 2 + top;
    const g = s('g', { transform: 'rotate(' + (flat ? 0 : DEVICE_ROTATION[orientation]) + ')', class: flat ? 'is-flat' : null });
    g.append(s('rect', { x: -W / 2, y: -H / 2, width: W, height: H, rx: pad ? 10 : 14, class: 'device-body' }));
    g.append(s('rect', { x: -sw / 2, y: sy, width: sw, height: sh, rx: 3, class: 'device-screen' }));
    if (homeButton) {
      g.append(s('circle', { cx: 0, cy: H / 2 - bottom / 2, r: pad ? 4.5 : 6, class: 'device-home' }));
      g.append(s('rect', { x: -9, y: -H / 2 + top / 2 - 1.5, width: 18, height: 3, rx: 1.5, class: 'device-speaker' }));
    }
    const turn = INTERFACE_ROTATION[iface];
    const landscape = Math.abs(turn) === 90;
    const w = landscape ? sh : sw, hgt = landscape ? sw : sh;
    const ui = s('g', { transform: 'translate(0 ' + (sy + sh / 2) + ') rotate(' + turn + ')', class: 'ui' });
    const x0 = -w / 2, y0 = -hgt / 2;
    ui.append(s('rect', { x: x0 + 3, y: y0 + 3, width: w - 6, height: 4, rx: 2, class: 'ui-status' }));
    ui.append(s('rect', { x: x0 + 3, y: y0 + 10, width: w - 6, height: 12, rx: 2, class: 'ui-bar' }));
    ui.append(s('path', { d: 'M 0 ' + (y0 + 28) + ' l 8 11 h -5 v 8 h -6 v -8 h -5 z', class: 'ui-arrow' }));
    ui.append(s('text', { x: 0, y: y0 + 62, 'text-anchor': 'middle', class: 'ui-label' }, iface));
    for (let k = 0; k < 3; k++) {
      const ly = y0 + 72 + k * 9;
      if (ly + 4 < hgt / 2 - (homeButton ? 2 : 8)) ui.append(s('rect', { x: x0 + 8, y: ly, width: (w - 16) * (k === 2 ? 0.55 : 1), height: 4, rx: 2, class: 'ui-line' }));
    }
    if (!homeButton) ui.append(s('rect', { x: -12, y: hgt / 2 - 5, width: 24, height: 2.5, rx: 1.25, class: 'device-indicator' }));
    if (crashed) {
      ui.append(s('rect', { x: x0, y: y0, width: w, height: hgt, rx: 3, class: 'ui-crash' }));
      ui.append(s('text', { x: 0, y: 4, 'text-anchor': 'middle', class: 'ui-crash-label' }, '✕ crash'));
    }
    g.append(ui);
    svg.append(g);
    const sideways = !flat && Math.abs(DEVICE_ROTATION[orientation]) === 90;
    const vw = (sideways ? H : W) + 16, vh = (sideways ? W : H) + 16 + (flat ? 18 : 0);
    svg.setAttribute('viewBox', (-vw / 2) + ' ' + (-((sideways ? W : H) + 16) / 2) + ' ' + vw + ' ' + vh);
    if (flat) svg.append(s('text', { x: 0, y: H / 2 + 20, 'text-anchor': 'middle', class: 'world-label' }, orientation + ': flat or unknown'));
    svg.dataset.deviceOrientation = orientation;
    svg.dataset.interfaceOrientation = iface;
    svg.dataset.crashed = crashed;

    const where = homeButton ? 'home button' : 'bottom edge';
    let caption = 'Device ' + orientation + (flat ? ' (no up or down: UIKit keeps the interface as it was)' : ' (' + where + ' ' + sideWords(DEVICE_HOME[orientation]) + ')') + '. ';
    caption += crashed ? 'Interface still ' + iface + ' when the app crashes.' : 'Interface ' + iface + ' (' + where + ' ' + sideWords(INTERFACE_HOME[iface]) + ' as the user reads it)';
    if (!crashed && !flat) {
      const total = ((DEVICE_ROTATION[orientation] + turn) % 360 + 360) % 360;
      caption += total === 0 ? ': upright for the user.' : total === 180 ? ': upside down for the user.' : ': sideways for the user, who has to turn the device.';
    } else if (!crashed) caption += '.';
    $('device-caption').textContent = caption;
  }
  const sideWords = (side) => side === 'bottom' ? 'at the bottom' : side === 'top' ? 'at the top' : 'on the ' + side;

  function glyph(iface) {
    // A small device held so that interface `iface` is upright: its home dot shows the side.
    const g = s('svg', { class: 'glyph', viewBox: '-10 -10 20 20', 'aria-hidden': 'true' });
    const turn = -INTERFACE_ROTATION[iface];
    const body = s('g', { transform: 'rotate(' + turn + ')' });
    body.append(s('rect', { x: -5, y: -8, width: 10, height: 16, rx: 2 }));
    body.append(s('circle', { cx: 0, cy: 5.2, r: 1.4 }));
    g.append(body);
    return g;
  }

  // ---- rendering answers ---------------------------------------------------------------------------------------
  function renderMasks(masks) {
    const box = clear($('masks'));
    box.append(h('h4', { text: 'Masks' }));
    for (const which of ['app', 'controller', 'effective']) {
      const m = masks ? masks[which] : null;
      const row = h('div', { class: 'mask-row', 'data-mask': which, 'data-raw': m ? m.rawValue : '' });
      const title = { app: 'App', controller: 'Controller', effective: 'Effective' }[which];
      row.append(h('div', { class: 'mask-title' },
        h('span', { class: 'mask-name', text: title }),
        h('span', { class: 'mask-meta' }, m ? ['raw ', h('span', { class: 'mask-raw', text: String(m.rawValue) }), ' · ', h('code', { text: m.constant || 'no named constant' })] : 'no controller is asked')));
      const chips = h('div', { class: 'mask-chips' });
      INTERFACE.forEach((name) => {
        const on = !!m && (m.rawValue & (1 << INTERFACE_RAW[name])) !== 0;
        chips.append(h('span', {
          class: 'mask-chip', 'data-orientation': name, 'data-on': on ? 'true' : 'false',
          title: name + (on ? ' is in the ' : ' is not in the ') + which + ' mask', 'aria-label': name + (on ? ': yes' : ': no')
        }, glyph(name), h('span', { text: LABEL[name] })));
      });
      row.append(chips);
      if (which !== 'effective' && m && m.source) {
        const explain = (SOURCE_TEXT[which] || {})[m.source];
        row.append(h('div', { class: 'mask-source', 'data-source': m.source },
          'source ', h('code', { text: m.source }), m.key ? [' (', h('code', { text: m.key }), ')'] : null, explain ? ': ' + explain : null));
      } else if (which === 'effective') {
        row.append(h('div', { class: 'mask-source' }, 'what UIKit uses: controller ∩ app (the app mask alone when controller masks are ignored)'));
      }
      box.append(row);
    }
  }

  function renderResolution(answer, req) {
    state.resolution = { answer, text: req.text };
    const section = $('resolution');
    section.hidden = false;
    const crashed = answer.outcome === 'exception';
    section.classList.toggle('is-crash', crashed);
    results.dataset.outcome = answer.outcome;
    const o = answer.orientation;
    const previous = answer.previousOrientation ? answer.previousOrientation.name : null;
    $('result-kind').textContent = crashed ? 'The app crashes' : answer.rotated ? 'The interface rotates to' : 'The interface stays in';
    $('result-orientation').textContent = o ? o.name : '';
    $('result-orientation').dataset.raw = o ? o.rawValue : '';
    $('result-detail').textContent = crashed
      ? (answer.exception ? answer.exception.name : '')
      : (o ? (o.constant || 'raw ' + o.rawValue) : '') + (answer.rotated && previous ? ' · was ' + previous : '');

    const ex = answer.exception;
    $('crash').hidden = !ex;
    $('exception-id').textContent = ex ? ex.id || '' : '';
    $('exception-id').hidden = !(ex && ex.id);
    $('exception-name').textContent = ex ? ex.name : '';
    $('exception-message').textContent = ex ? ex.message : '';

    const err = answer.error;
    $('geometry-error').hidden = !err;
    $('geometry-error-text').textContent = err ? err.domain + ' code ' + err.code + ': ' + err.description : '';
    $('geometry-error-text').dataset.description = err ? err.description : '';

    drawDevice(req.body, answer);
    renderMasks(answer.masks);

    const summary = clear($('result-summary'));
    const row = (k, ...v) => summary.append(h('dt', { text: k }), h('dd', null, ...v));
    const controller = (c) => c ? [h('code', { text: c.class }), ' at ', pointerButton(c.path)] : 'none';
    row('Event', h('code', { text: answer.event }), eventSelect.value ? ' (switch)' : '');
    row('Device orientation', h('code', { text: deviceOrientationOf(req.body) }), deviceSelect.value ? ' (switch)' : '');
    if (previous) row('Interface before', h('code', { text: previous }));
    row('Deciding controller', ...[].concat(controller(answer.decidingController)));
    if (answer.answeringController) row('Answering controller', ...[].concat(controller(answer.answeringController)));
    if ('shouldAutorotate' in answer) row('shouldAutorotate', h('code', { text: answer.shouldAutorotate === null ? 'not asked' : String(answer.shouldAutorotate) }));
    if (answer.rootViewTransform) row('rootViewTransform', h('code', { text: JSON.stringify(answer.rootViewTransform) }));

    const consoleLines = Array.isArray(answer.console) ? answer.console : [];
    $('console-block').hidden = !consoleLines.length;
    $('console').textContent = consoleLines.join('\n');
    const warnings = Array.isArray(answer.warnings) ? answer.warnings : [];
    $('warnings-block').hidden = !warnings.length;
    const warningList = clear($('warnings'));
    for (const w of warnings) {
      warningList.append(h('li', { class: 'input-warning', 'data-rule': w.rule, 'data-path': w.path },
        h('span', { class: 'badge warning', text: 'warning' }), ' ', h('code', { text: w.rule }), ' ', pointerButton(w.path), ' ',
        h('span', { class: 'warning-message', text: w.message })));
    }
    const callbacks = Array.isArray(answer.callbacks) ? answer.callbacks : [];
    $('callbacks-block').hidden = !callbacks.length;
    const list = clear($('callbacks'));
    for (const cb of callbacks) list.append(h('li', null, h('code', { text: '-[' + cb.class + ' ' + cb.method + ']' }), ' at ', pointerButton(cb.path)));

    renderTrace(answer);
    if (state.treeText !== req.text) renderTree(req.body, req.text); else markTree();
  }

  function renderTrace(answer) {
    $('trace-section').hidden = false;
    const certainty = $('certainty');
    const rules = Array.isArray(answer.inferredRules) ? answer.inferredRules : [];
    certainty.dataset.certainty = answer.certainty || '';
    clear(certainty).append(h('span', { class: 'badge ' + (answer.certainty === 'inferred' ? 'inferred' : 'ok'), text: answer.certainty || 'unknown' }), ' ',
      h('span', null, answer.certainty === 'inferred'
        ? ['this answer rests on rules inferred rather than documented: ', rules.map((r, k) => [k ? ', ' : '', h('code', { text: r })])]
        : 'every step rests on documented UIKit behaviour.'));
    const list = clear($('trace'));
    for (const sentence of answer.trace || []) {
      const m = /\(inferred: ([^)]*)\)\.?\s*$/.exec(sentence);
      list.append(h('li', { class: m ? 'inferred' : null, 'data-inferred-rule': m ? m[1] : null },
        h('span', { class: 'trace-text', text: sentence }),
        m ? h('span', { class: 'badge inferred', text: 'inferred' }) : null));
    }
  }

  function renderValidation(answer, req) {
    state.validation = { answer, text: req.text };
    $('validation').hidden = false;
    results.dataset.valid = String(answer.valid);
    const findings = Array.isArray(answer.findings) ? answer.findings : [];
    $('findings-count').textContent = String(findings.length);
    $('findings-noun').textContent = findings.length === 1 ? 'finding' : 'findings';
    const valid = $('validate-valid');
    valid.textContent = answer.valid ? 'valid' : 'not valid';
    valid.dataset.valid = String(answer.valid);
    valid.className = 'badge ' + (answer.valid ? 'ok' : 'error');
    $('validate-errors').textContent = String(answer.errors);
    $('validate-warnings').textContent = String(answer.warnings);
    $('validate-infos').textContent = String(answer.infos === undefined ? '–' : answer.infos);
    $('validate-states').textContent = String(answer.statesChecked) + (answer.stateLimit ? ' of at most ' + answer.stateLimit : '');
    $('validate-truncated').hidden = !answer.truncated;
    const body = clear(document.querySelector('#findings tbody'));
    if (!findings.length) body.append(h('tr', null, h('td', { colspan: '5', class: 'empty', text: 'No findings: every reachable state is fine.' })));
    findings.forEach((f, index) => {
      const message = h('td', { 'data-label': 'Message' }, h('span', { class: 'finding-message', text: f.message }));
      if (f.exception) message.append(h('pre', { class: 'finding-exception', text: f.exception.message }));
      if (Array.isArray(f.appStoreMessages) && f.appStoreMessages.length) message.append(h('ul', { class: 'finding-store' }, f.appStoreMessages.map((t) => h('li', { text: t }))));
      if (f.source && f.source.file) message.append(h('div', { class: 'finding-path', text: f.source.file + (f.source.line ? ':' + f.source.line : '') }));
      const tr = h('tr', {
        class: 'finding', tabindex: '0', 'data-index': index, 'data-path': f.path, 'data-rule': f.rule, 'data-severity': f.severity,
        'aria-label': f.severity + ' ' + f.rule + ' at ' + f.path + '. Press Enter to select it in the editor.'
      },
        h('td', { 'data-label': 'Severity' }, h('span', { class: 'badge ' + f.severity, text: f.severity })),
        h('td', { 'data-label': 'Rule', class: 'finding-rule' }, h('code', { text: f.rule }), h('code', { class: 'finding-path', text: f.path })),
        message,
        h('td', { 'data-label': 'Fix', text: f.fix }),
        h('td', { 'data-label': 'State' }, h('ul', { class: 'finding-state' }, describeState(f).map((t) => h('li', { text: t })))));
      body.append(tr);
    });
    if (state.treeText !== req.text) renderTree(req.body, req.text); else markTree();
    const omitted = answer.omittedFindings && typeof answer.omittedFindings === 'object' ? Object.entries(answer.omittedFindings) : [];
    const more = $('findings-omitted');
    more.hidden = !omitted.length;
    more.dataset.total = String(omitted.reduce((sum, [, n]) => sum + n, 0));
    clear(more).append(h('span', null, omitted.length ? ['Not listed (counted above): ', omitted.map(([rule, n], k) => [k ? ', ' : '', h('code', { text: rule }), ' ' + n + ' more'])] : ''));
  }
  function describeState(f) {
    const st = f.state;
    const lines = [];
    if (!st) lines.push(f.occurrences === 0 ? 'about the description itself' : '—');
    else {
      // A finding about the description in one cell of the app's matrix has only idiom and systemVersion.
      lines.push(st.event ? st.event + ', device ' + st.deviceOrientation : 'about the description itself');
      if (st.idiom || st.systemVersion) lines.push([st.idiom, st.systemVersion ? 'iOS ' + st.systemVersion : null].filter(Boolean).join(', '));
      for (const [p, i] of Object.entries(st.selected || {})) lines.push(p + ': ' + (i === null ? 'no tab selected' : 'tab ' + i));
      for (const [p, d] of Object.entries(st.stackDepth || {})) lines.push(p + ': stack depth ' + d);
      if (st.presentationDepth) lines.push('presented depth ' + st.presentationDepth);
    }
    if (f.occurrences) lines.push(f.occurrences + (f.occurrences === 1 ? ' state' : ' states'));
    return lines;
  }
  function activateFinding(tr) {
    for (const row of document.querySelectorAll('#findings tr.finding')) row.classList.toggle('is-active', row === tr);
    showPointer(tr.dataset.path);
  }
  function pointerButton(pointer) {
    return h('button', { type: 'button', class: 'link pointer', 'data-pointer': pointer, title: 'Select ' + pointer + ' in the editor', text: pointer });
  }

  function renderProblem(response, data, text, req) {
    const box = clear($('problem'));
    box.hidden = false;
    results.dataset.state = 'problem';
    const isProblem = data && typeof data === 'object' && !Array.isArray(data) && ('detail' in data || 'title' in data);
    box.dataset.status = response ? response.status : '';
    if (!isProblem) {
      box.append(h('h3', { id: 'problem-title', text: response ? response.status + ' ' + (response.statusText || 'error') : 'No answer' }),
        h('pre', { id: 'problem-detail', text: (text || '').slice(0, 4000) }));
      return;
    }
    box.append(h('h3', { id: 'problem-title', text: (data.status || response.status) + ' ' + (data.title || '') }),
      h('p', { id: 'problem-detail', text: data.detail || '' }));
    const facts = h('dl', { id: 'problem-facts' });
    const fact = (k, ...v) => facts.append(h('dt', { text: k }), h('dd', null, ...v));
    if (data.pointer !== undefined) fact('pointer', pointerButton(data.pointer));
    if (data.expected !== undefined) fact('expected', data.expected);
    if (data.given !== undefined) fact('given', h('code', { text: data.given }));
    if (data.instance) fact('request', h('code', { text: data.instance }));
    if (facts.childNodes.length) box.append(facts);
    // Where it is in the editor: the server's position (same text when sent verbatim), or the pointer's value.
    let offset = null;
    const at = /line (\d+), column (\d+)(?: \(byte (\d+)\))?/.exec(data.detail || '');
    if (req.verbatim && (typeof data.line === 'number' || at)) {
      if (at && at[3] !== undefined) offset = indexOfByte(req.text, +at[3]);
      else offset = offsetOf(req.text, typeof data.line === 'number' ? data.line : +at[1], typeof data.column === 'number' ? data.column : +at[2]);
      showEditorError(offset, data.detail || data.title, true, 'The server refused the body');
    } else if (typeof data.pointer === 'string') {
      const loc = locate(editor.value, data.pointer);
      if (loc) {
        showEditorError(loc.start, data.detail || data.title, false, 'Not a valid scenario');
        showPointer(data.pointer, true);
      }
    }
  }

  // ---- running -------------------------------------------------------------------------------------------------
  async function run(action, quiet) {
    state.lastAction = action;
    if (state.inputTimer) { clearTimeout(state.inputTimer); state.inputTimer = 0; syncPicker(); } // the run supersedes it
    const req = currentRequest();
    writeFragment();
    note('');
    if (!req.ok) {
      showEditorError(req.error.offset, req.error.message, true);
      setStatus('Not sent: the scenario is not valid JSON.', 'input-error');
      refreshStale();
      return;
    }
    clearEditorError();
    if (state.treeText !== req.text) renderTree(req.body, req.text); // the tree always shows the body sent
    const seq = ++state.requestSeq;
    setStatus((action === 'resolve' ? 'Resolving' : 'Validating') + '…', 'loading');
    const started = performance.now();
    let response, text;
    try {
      response = await fetch(action, { method: 'POST', body: req.text, headers: { 'Content-Type': 'application/json' }, cache: 'no-store', credentials: 'same-origin' });
      text = await response.text();
    } catch (e) {
      if (seq !== state.requestSeq) return;
      renderProblem(null, null, 'Could not reach orientd: ' + e.message, req);
      finish('error', 'POST /' + action + ' failed.');
      return;
    }
    if (seq !== state.requestSeq) return; // a newer run is under way
    let data = null;
    try { data = JSON.parse(text); } catch (e) { data = null; }
    const ms = Math.round(performance.now() - started);
    if (response.ok && data && typeof data === 'object') {
      $('problem').hidden = true;
      if (action === 'resolve') renderResolution(data, req); else renderValidation(data, req);
      if (!quiet) reveal($(action === 'resolve' ? 'resolution' : 'validation'));
      finish(action === 'resolve' ? 'resolved' : 'validated', 'POST /' + action + ': ' + response.status + ' in ' + ms + ' ms' + (req.verbatim ? '' : ' (with the switches applied)') + '.');
    } else {
      renderProblem(response, data, text, req);
      finish('problem', 'POST /' + action + ': ' + response.status + ' in ' + ms + ' ms.');
    }
  }
  // Scrolls an answer's section into view when its heading is off screen (after a run, not while reading).
  function reveal(section) {
    const r = section.getBoundingClientRect();
    if (r.top < 0 || r.top > window.innerHeight - 80) section.scrollIntoView({ block: 'start' });
  }
  function setStatus(text, stateName) {
    $('status').textContent = text;
    results.dataset.state = stateName;
  }
  function finish(stateName, text) {
    setStatus(text, stateName);
    refreshStale();
    results.dataset.seq = String(++state.renderSeq);
    if (!window.__orientdFirstAnswer) window.__orientdFirstAnswer = performance.now();
  }
  function refreshStale() {
    const req = currentRequest();
    const current = req.ok ? req.text : null;
    $('resolution').classList.toggle('stale', !!state.resolution && state.resolution.text !== current);
    $('validation').classList.toggle('stale', !!state.validation && state.validation.text !== current);
    $('hierarchy').classList.toggle('stale', state.treeText !== null && !req.ok);
  }

  // ---- copy ----------------------------------------------------------------------------------------------------
  async function copy(text, button, fallbackElement) {
    const label = button.textContent;
    let ok = false;
    try { await navigator.clipboard.writeText(text); ok = true; } catch (e) {
      if (fallbackElement) {
        const range = document.createRange();
        range.selectNodeContents(fallbackElement);
        const sel = getSelection(); sel.removeAllRanges(); sel.addRange(range);
        try { ok = document.execCommand('copy'); } catch (e2) { ok = false; }
      }
    }
    button.textContent = ok ? 'Copied' : 'Press Ctrl+C';
    button.dataset.copied = String(ok);
    setTimeout(() => { button.textContent = label; }, 1600);
  }

  // ---- events --------------------------------------------------------------------------------------------------
  $('run-resolve').addEventListener('click', () => run('resolve'));
  $('run-validate').addEventListener('click', () => run('validate'));
  $('copy-link').addEventListener('click', (e) => { writeFragment(); copy(location.href, e.currentTarget, null); });
  $('copy-exception').addEventListener('click', (e) => copy($('exception-message').textContent, e.currentTarget, $('exception-message')));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); run(e.shiftKey ? 'validate' : 'resolve'); }
  });
  picker.addEventListener('change', () => {
    if (!picker.value) return;
    editor.value = textOfExample(picker.value);
    setSelect(eventSelect, ''); setSelect(deviceSelect, '');
    editor.scrollTop = 0; editor.setSelectionRange(0, 0);
    clearEditorError(); note(''); updateGutter(); updatePosition();
    state.selected = null;
    run('resolve');
  });
  for (const select of [eventSelect, deviceSelect]) {
    select.addEventListener('change', () => {
      select.classList.toggle('is-set', select.value !== '');
      writeFragment();
      if (state.renderSeq) run(state.lastAction, true); else refreshStale();
    });
  }
  editor.addEventListener('input', () => {
    updateGutter();
    gutter.scrollTop = editor.scrollTop;
    clearTimeout(state.inputTimer);
    state.inputTimer = setTimeout(afterEdit, 250);
  });
  function afterEdit() {
    state.inputTimer = 0;
    writeFragment();
    syncPicker();
    const req = currentRequest();
    if (req.ok) { clearEditorError(); renderTree(req.body, req.text); }
    else showEditorError(req.error.offset, req.error.message, false);
    refreshStale();
  }
  editor.addEventListener('scroll', () => { gutter.scrollTop = editor.scrollTop; if (state.errorLine) placeErrorMark(); });
  for (const type of ['keyup', 'click', 'select', 'focus']) editor.addEventListener(type, updatePosition);
  $('findings').addEventListener('click', (e) => { const tr = e.target.closest('tr.finding'); if (tr) activateFinding(tr); });
  $('findings').addEventListener('keydown', (e) => {
    const tr = e.target.closest('tr.finding');
    if (!tr || e.target !== tr) return;
    if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); activateFinding(tr); }
    else if (e.key === 'ArrowDown' && tr.nextElementSibling) { e.preventDefault(); tr.nextElementSibling.focus(); }
    else if (e.key === 'ArrowUp' && tr.previousElementSibling) { e.preventDefault(); tr.previousElementSibling.focus(); }
  });
  $('tree').addEventListener('click', (e) => { const n = e.target.closest('.tree-node'); if (n) showPointer(n.dataset.pointer); });
  $('tree').addEventListener('keydown', (e) => {
    const n = e.target.closest('.tree-node');
    if (n && (e.key === 'Enter' || e.key === ' ') && !(e.ctrlKey || e.metaKey)) { e.preventDefault(); showPointer(n.dataset.pointer); }
  });
  results.addEventListener('click', (e) => { const b = e.target.closest('button.pointer'); if (b) showPointer(b.dataset.pointer); });
  window.addEventListener('hashchange', () => { const action = readFragment(); if (action) { updateGutter(); afterEdit(); run(action, true); } });

  // ---- first render --------------------------------------------------------------------------------------------
  let action = readFragment();
  if (action === null) {
    const names = Object.keys(examples).sort();
    const first = names.indexOf('player.json') >= 0 ? 'player.json' : names[0];
    if (first) { editor.value = textOfExample(first); picker.value = first; action = 'resolve'; }
  }
  updateGutter();
  updatePosition();
  const initial = currentRequest();
  if (initial.ok) renderTree(initial.body, initial.text);
  else if (editor.value) showEditorError(initial.error.offset, initial.error.message, false);
  window.__orientdFirstRender = performance.now();
  document.documentElement.dataset.firstRenderMs = window.__orientdFirstRender.toFixed(1);
  if (action && initial.ok) run(action, true);
})();
</script>
</body>
</html>

"""##
}
