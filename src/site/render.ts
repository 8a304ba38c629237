// What the page shows of a Comparison (src/compare.ts), as DOM: each column's
// verdict (valid, or the error with a caret at its offset and what was
// expected), the components in one table with the rows compare() marks as
// disagreements, the resolved string, RFC splitting where a grammar rejects,
// and a parse tree whose nodes name their spans. Takes compare()'s answer and
// a dialect's tree; reads nothing else and recomputes no reading.
import {
  syntaxReason,
  type Comparison,
  type ComponentValue,
  type ComponentView,
  type DialectReport,
  type WhatwgReport,
} from "../compare.js";
import { UrlSyntaxError } from "../errors.js";
import type { ParseTree } from "../shared/tree.js";

/** The column title of the WHATWG column: it is the viewing browser's URL. */
export const WHATWG_COLUMN = "WHATWG URL (this browser)";

/** A component value as the table shows it (as the command line's compare does). */
export function show(value: ComponentValue): string {
  if (value === undefined) return "-";
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (className !== undefined) e.className = className;
  return e;
}

/** A cell: its text, and a class saying what kind of text it is. */
interface Cell {
  readonly text: string;
  readonly kind: "value" | "none" | "split" | "reason";
}

/** One column of the table. */
interface Column {
  readonly title: string;
  readonly valid: Cell;
  /** Why the column rejects the input, in one line; undefined when it accepts it. */
  readonly why: string | undefined;
  readonly components: ComponentView | undefined;
  readonly split: ComponentView | undefined;
  readonly resolved: Cell | undefined;
}

function dialectColumn(r: DialectReport): Column {
  const res = r.resolved;
  return {
    title: r.title,
    valid: r.valid
      ? { text: "yes", kind: "value" }
      : { text: `no (offset ${r.error.offset})`, kind: "value" },
    why: r.valid ? undefined : syntaxReason(r.error),
    components: r.valid ? r.components : undefined,
    split: r.valid ? undefined : r.split,
    resolved:
      res === undefined
        ? undefined
        : !res.defined
          ? { text: res.reason, kind: "reason" }
          : res.ok
            ? { text: res.value, kind: "value" }
            : {
                text: `error: ${res.error instanceof UrlSyntaxError ? `offset ${res.error.offset}` : res.error.code}`,
                kind: "reason",
              },
  };
}

/** The WHATWG column's verdict on a relative-URL-with-fragment string given without a base. */
const NEEDS_BASE = "needs a base";
const NEEDS_BASE_WHY =
  "a relative-URL string: new URL() reads it against a base";

function whatwgColumn(w: WhatwgReport): Column {
  return {
    title: WHATWG_COLUMN,
    valid: {
      text:
        w.verdict === "valid"
          ? "yes"
          : w.verdict === "needs-base"
            ? NEEDS_BASE
            : "no",
      kind: "value",
    },
    why:
      w.verdict === "valid"
        ? undefined
        : w.verdict === "needs-base"
          ? NEEDS_BASE_WHY
          : w.failure.message,
    components: w.valid ? w.components : undefined,
    split: undefined,
    resolved:
      w.resolved === undefined
        ? undefined
        : w.resolved.ok
          ? { text: w.resolved.value, kind: "value" }
          : { text: `error: ${w.resolved.failure.message}`, kind: "reason" },
  };
}

const MARK_TEXT: Readonly<Record<string, string>> = {
  "*": "the columns disagree on what is addressed",
  "~": "the columns disagree in vocabulary only",
};

/** The mark of each row compare() reports a disagreement on: "*" addressed, "~" vocabulary. */
function marks(comparison: Comparison): Map<string, "*" | "~"> {
  const found = new Map<string, "*" | "~">();
  for (const d of comparison.disagreements) {
    if (d.aspect === "component")
      found.set(d.component, d.addressed ? "*" : "~");
    else found.set(d.aspect === "validity" ? "valid" : "resolved", "*");
  }
  return found;
}

/** The components table of a comparison. */
export function comparisonTable(comparison: Comparison): HTMLTableElement {
  const columns = comparison.dialects.map(dialectColumn);
  if (comparison.whatwg !== undefined)
    columns.push(whatwgColumn(comparison.whatwg));
  const rowMarks = marks(comparison);

  const table = element("table");
  table.id = "components";
  const caption = element(
    "caption",
    comparison.base === undefined
      ? `${JSON.stringify(comparison.input)}, read by each column`
      : `${JSON.stringify(comparison.input)} against ${JSON.stringify(comparison.base)}, read by each column`,
  );
  table.append(caption);
  const cols = element("colgroup");
  cols.append(
    element("col", undefined, "mark"),
    element("col", undefined, "name"),
  );
  for (let i = 0; i < columns.length; i++)
    cols.append(element("col", undefined, "column"));
  table.append(cols);
  const head = element("thead");
  const headRow = element("tr");
  const markHead = element("th");
  markHead.scope = "col";
  markHead.append(element("span", "Differs", "vh"));
  const nameHead = element("th", "Component");
  nameHead.scope = "col";
  headRow.append(markHead, nameHead);
  for (const c of columns) {
    const th = element("th", c.title);
    th.scope = "col";
    headRow.append(th);
  }
  head.append(headRow);
  table.append(head);

  const body = element("tbody");
  const row = (name: string, cells: readonly Cell[], markKey = name): void => {
    const tr = element("tr");
    const mark = rowMarks.get(markKey);
    const markCell = element("td", undefined, "mark");
    if (mark !== undefined) {
      tr.dataset["mark"] = mark;
      const symbol = element("span", mark);
      symbol.setAttribute("aria-hidden", "true");
      markCell.append(symbol, element("span", MARK_TEXT[mark], "vh"));
    }
    const th = element("th", name);
    th.scope = "row";
    tr.append(markCell, th);
    for (const cell of cells)
      tr.append(
        element("td", cell.text, cell.kind === "value" ? undefined : cell.kind),
      );
    body.append(tr);
  };

  row(
    "valid",
    columns.map((c) => c.valid),
  );
  if (columns.some((c) => c.why !== undefined))
    row(
      "why",
      columns.map((c) => ({ text: c.why ?? "", kind: "reason" })),
      "valid",
    );
  const keys: string[] = [];
  for (const c of columns)
    for (const k of Object.keys(c.components ?? c.split ?? {}))
      if (k !== "inGrammar" && !keys.includes(k)) keys.push(k);
  for (const key of keys)
    row(
      key,
      columns.map((c): Cell => {
        if (c.components !== undefined)
          return Object.hasOwn(c.components, key)
            ? { text: show(c.components[key]), kind: "value" }
            : { text: "(none)", kind: "none" };
        if (c.split !== undefined && Object.hasOwn(c.split, key))
          return { text: `split: ${show(c.split[key])}`, kind: "split" };
        return { text: "", kind: "none" };
      }),
    );
  if (comparison.base !== undefined)
    row(
      "resolved",
      columns.map((c) => c.resolved ?? { text: "", kind: "none" }),
    );
  table.append(body);
  return table;
}

/** The sentence under the inputs: how many points the columns disagree on. */
export function summary(comparison: Comparison): string {
  const n = comparison.disagreements.length;
  if (n === 0) return "The columns agree.";
  const addressed = comparison.disagreements.filter(
    (d) => d.aspect !== "component" || d.addressed,
  ).length;
  const vocabulary = n - addressed;
  return `The columns disagree on ${addressed} point${addressed === 1 ? "" : "s"} of what is addressed and ${vocabulary} of vocabulary.`;
}

/** Each column's verdict: valid, or the error with a caret under its offset and the whole expected list. */
export function verdicts(comparison: Comparison): HTMLLIElement[] {
  const items: HTMLLIElement[] = [];
  for (const r of comparison.dialects) {
    const li = element("li");
    li.dataset["column"] = r.dialect;
    const head = element("strong", `${r.title}: `);
    if (r.valid) {
      li.append(head, "valid");
    } else {
      li.append(
        head,
        `not valid: its ${r.error.rule} stops at offset ${r.error.offset} (line ${r.error.line}, column ${r.error.column})`,
      );
      // format()'s last two lines: the input (a window of it) and the caret.
      const pre = element(
        "pre",
        r.error.format().split("\n").slice(-2).join("\n"),
      );
      pre.setAttribute(
        "aria-label",
        `${r.title} error with a caret under offset ${r.error.offset}`,
      );
      const expected = element("p", "Expected: ", "expected");
      r.error.expected.forEach((e, i) => {
        if (i > 0) expected.append(", ");
        expected.append(element("code", e));
      });
      expected.append(
        `; found ${r.error.found === null ? "end of input" : JSON.stringify(r.error.found)}.`,
      );
      li.append(pre, expected);
    }
    items.push(li);
  }
  const w = comparison.whatwg;
  if (w !== undefined) {
    const li = element("li");
    li.dataset["column"] = "whatwg";
    li.append(
      element("strong", `${WHATWG_COLUMN}: `),
      w.verdict === "valid"
        ? w.withBase
          ? "valid against the base (new URL(input, base)); its components are the resolved URL's"
          : "valid"
        : w.verdict === "needs-base"
          ? "needs a base: a relative-URL string, valid by the URL Standard, which new URL() reads only against a base"
          : `not valid: ${w.failure.name}: ${w.failure.message}`,
    );
    items.push(li);
  }
  return items;
}

/** How many characters of a node's text the tree shows before cutting it. */
const NODE_TEXT = 80;

/** A parse tree as nested lists; each node a button that names its rule, span and text. */
export function treeList(tree: ParseTree): HTMLUListElement {
  const list = element("ul", undefined, "tree");
  const add = (node: ParseTree, into: HTMLUListElement): void => {
    const li = element("li");
    const button = element("button");
    button.type = "button";
    button.dataset["start"] = String(node.start);
    button.dataset["end"] = String(node.end);
    const text =
      node.text.length > NODE_TEXT
        ? `${JSON.stringify(node.text.slice(0, NODE_TEXT))}...`
        : JSON.stringify(node.text);
    button.append(
      element("span", node.rule, "rule"),
      ` [${node.start}, ${node.end}) ${text}`,
    );
    li.append(button);
    if (node.children.length > 0) {
      const sub = element("ul");
      for (const child of node.children) add(child, sub);
      li.append(sub);
    }
    into.append(li);
  };
  add(tree, list);
  return list;
}
