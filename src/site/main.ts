// The page: reads its form (or its link), asks compare() what each column
// makes of the URL, and shows the answer as you type. The state lives in the
// page's own URL after "#" (state.ts). Everything runs here: the page fetches
// nothing and sends nothing.
import { compare, DIALECTS, type DialectEntry } from "../compare.js";
import {
  UrlSyntaxError,
  UrlTreeLimitError,
  type DialectName,
} from "../errors.js";
import { WHATWG_NOTE } from "../whatwg.js";
import {
  comparisonTable,
  summary,
  treeList,
  verdicts,
  WHATWG_COLUMN,
} from "./render.js";
import {
  ALL_DIALECTS,
  DEFAULT_TREE,
  readState,
  writeState,
  type PageState,
} from "./state.js";

/** What the page shows before anything is typed: a URL the columns read differently. */
const EXAMPLE: PageState = {
  url: "//user@[::1]:080/a/./b/../c?q#f",
  base: "http://a/b/c/d;p?q",
  dialects: ALL_DIALECTS,
  whatwg: true,
  tree: DEFAULT_TREE,
};

function byId<T extends HTMLElement>(id: string, type: { new (): T }): T {
  const e = document.getElementById(id);
  if (!(e instanceof type))
    throw new Error(`The page has no ${type.name} #${id}`);
  return e;
}

const url = byId("url", HTMLTextAreaElement);
const base = byId("base", HTMLInputElement);
const backdrop = byId("backdrop", HTMLDivElement);
const columnsField = byId("columns", HTMLFieldSetElement);
const treeDialect = byId("tree-dialect", HTMLSelectElement);
const link = byId("link", HTMLInputElement);
const copy = byId("copy", HTMLButtonElement);
const copyStatus = byId("copy-status", HTMLParagraphElement);
const problems = byId("problems", HTMLDivElement);
const summaryLine = byId("summary", HTMLParagraphElement);
const verdictList = byId("verdicts", HTMLUListElement);
const tableRegion = byId("table-region", HTMLDivElement);
const whatwgNote = byId("whatwg-note", HTMLParagraphElement);
const highlight = byId("highlight", HTMLParagraphElement);
const treeBox = byId("tree", HTMLDivElement);
const timing = byId("timing", HTMLParagraphElement);

/** A checkbox per column: the five dialects, then WHATWG URL. */
const dialectBoxes = new Map<DialectName, HTMLInputElement>();
function checkbox(id: string, title: string): HTMLInputElement {
  const box = document.createElement("input");
  box.type = "checkbox";
  box.id = id;
  const label = document.createElement("label");
  label.append(box, ` ${title}`);
  columnsField.append(label);
  return box;
}
for (const entry of DIALECTS)
  dialectBoxes.set(entry.name, checkbox(`show-${entry.name}`, entry.title));
const whatwgBox = checkbox("show-whatwg", WHATWG_COLUMN);
for (const entry of DIALECTS) {
  const option = document.createElement("option");
  option.value = entry.name;
  option.textContent = entry.title;
  treeDialect.append(option);
}

function entryOf(name: DialectName): DialectEntry {
  const entry = DIALECTS.find((d) => d.name === name);
  if (entry === undefined) throw new Error(`No dialect ${name}`);
  return entry;
}

function formState(): PageState {
  return {
    url: url.value,
    base: base.value === "" ? undefined : base.value,
    dialects: ALL_DIALECTS.filter((d) => dialectBoxes.get(d)?.checked),
    whatwg: whatwgBox.checked,
    tree: entryOf(treeDialect.value as DialectName).name,
  };
}

function showState(state: PageState): void {
  url.value = state.url;
  base.value = state.base ?? "";
  for (const [name, box] of dialectBoxes)
    box.checked = state.dialects.includes(name);
  whatwgBox.checked = state.whatwg;
  treeDialect.value = state.tree;
}

/** The input with the span [start, end) marked, behind the text field. */
function mark(start: number, end: number): void {
  const text = url.value;
  const marked = document.createElement("mark");
  marked.textContent = text.slice(start, end);
  // A trailing newline in a pre-wrap box has no line of its own unless
  // something follows it: the zero-width space keeps the box the field's height.
  backdrop.replaceChildren(
    text.slice(0, start),
    marked,
    text.slice(end) + "\u200b",
  );
  backdrop.scrollTop = url.scrollTop;
}

function unmark(): void {
  backdrop.replaceChildren();
  highlight.textContent = "";
}

function pointAt(button: HTMLButtonElement): void {
  const start = Number(button.dataset["start"]);
  const end = Number(button.dataset["end"]);
  const rule = button.querySelector(".rule")?.textContent ?? "";
  mark(start, end);
  highlight.textContent = `${rule} spans offsets ${start} to ${end}: ${JSON.stringify(url.value.slice(start, end))}`;
}

function renderTree(state: PageState): void {
  const entry = entryOf(state.tree);
  try {
    treeBox.replaceChildren(treeList(entry.tree(state.url)));
  } catch (error) {
    if (error instanceof UrlSyntaxError) {
      const p = document.createElement("p");
      p.textContent = `No ${entry.title} parse tree: the input is not in its grammar (offset ${error.offset}).`;
      treeBox.replaceChildren(p);
    } else if (error instanceof UrlTreeLimitError) {
      const p = document.createElement("p");
      p.textContent = error.message;
      treeBox.replaceChildren(p);
    } else throw error;
  }
}

/**
 * Writes the state into the page's URL and the link field. history.replaceState
 * costs more than a frame's budget in Chromium, so while keys are typed it
 * waits for a pause; copying the link writes it at once.
 */
function writeLink(): void {
  window.clearTimeout(linkTimer);
  const fragment = writeState(formState());
  if (location.hash !== fragment) history.replaceState(null, "", fragment);
  link.value = location.href;
}
let linkTimer = 0;
const LINK_DELAY_MS = 250;
function scheduleLink(): void {
  window.clearTimeout(linkTimer);
  linkTimer = window.setTimeout(writeLink, LINK_DELAY_MS);
}

/**
 * The parse tree follows a pause in typing: for a long URL it is a thousand
 * nodes or more, whose layout alone would take more than a frame per key.
 */
let treeTimer = 0;
const TREE_DELAY_MS = 120;
function scheduleTree(): void {
  window.clearTimeout(treeTimer);
  treeBox.setAttribute("aria-busy", "true");
  treeTimer = window.setTimeout(() => {
    renderTree(formState());
    treeBox.setAttribute("aria-busy", "false");
  }, TREE_DELAY_MS);
}

/** Said when the WHATWG column read the input against the base. */
const WITH_BASE_NOTE =
  "With the base, this column is new URL(input, base): its components are the resolved URL's, not compared with the other columns'.";

/** Reads the form, compares, shows; returns the milliseconds it took. */
function update(): number {
  const started = performance.now();
  const state = formState();
  const comparison = compare(state.url, {
    dialects: state.dialects,
    whatwg: state.whatwg,
    ...(state.base === undefined ? {} : { base: state.base }),
  });
  summaryLine.textContent = summary(comparison);
  verdictList.replaceChildren(...verdicts(comparison));
  tableRegion.replaceChildren(comparisonTable(comparison));
  const w = comparison.whatwg;
  whatwgNote.textContent =
    w === undefined
      ? ""
      : `${WHATWG_NOTE}. This column is this browser's own URL: another browser may read the string differently.${w.valid && w.withBase ? ` ${WITH_BASE_NOTE}` : ""}`;
  unmark();
  scheduleTree();
  copyStatus.textContent = "";
  scheduleLink();
  const took = performance.now() - started;
  timing.textContent = `Last update: ${took.toFixed(1)} ms for ${state.url.length} characters.`;
  timing.dataset["ms"] = String(took);
  return took;
}

function load(): void {
  const read = readState(location.hash);
  problems.replaceChildren();
  for (const problem of read?.problems ?? []) {
    const p = document.createElement("p");
    p.textContent = problem;
    problems.append(p);
  }
  showState(read?.state ?? EXAMPLE);
  update();
  writeLink();
}

document.getElementById("form")?.addEventListener("submit", (event) => {
  event.preventDefault();
});
url.addEventListener("input", update);
url.addEventListener("scroll", () => {
  backdrop.scrollTop = url.scrollTop;
});
base.addEventListener("input", update);
columnsField.addEventListener("change", update);
treeDialect.addEventListener("change", update);
window.addEventListener("hashchange", load);

treeBox.addEventListener("mouseover", (event) => {
  const button = (event.target as Element).closest("button");
  if (button !== null) pointAt(button);
});
treeBox.addEventListener("focusin", (event) => {
  const button = (event.target as Element).closest("button");
  if (button !== null) pointAt(button);
});
treeBox.addEventListener("mouseleave", unmark);
treeBox.addEventListener("focusout", unmark);

copy.addEventListener("click", () => {
  writeLink();
  link.select();
  const failed = (why: string): void => {
    copyStatus.textContent = `The browser did not let the page copy (${why}): the link is selected in the field, copy it from there.`;
  };
  // navigator.clipboard is missing where the browser deems the page insecure.
  if (!("clipboard" in navigator)) {
    failed("no clipboard here");
    return;
  }
  navigator.clipboard.writeText(location.href).then(
    () => {
      copyStatus.textContent = "Link copied.";
    },
    (error: unknown) =>
      failed(error instanceof Error ? error.message : String(error)),
  );
});

load();
