// Fitting what a command prints to a width: a terminal's columns, or --width.
// What fits is printed as it is. A table wider than the width is cut into
// bands of columns printed one under another, each under the row names, and a
// value wider than its column wraps inside it; a line of text wraps at a space.
// Widths are what a terminal shows: a colour code takes no column, a
// combining mark none, an East Asian wide character two. No column is wider
// than the width, so the work is linear in the text, however long a value.
import { table, type Paint } from "./output.js";

const ESC = "\u001b";
const ANSI = /\u001b\[[0-9;]*m/g;
const ANSI_AT = /\u001b\[[0-9;]*m/y;
const MARK = /\p{M}/u;
/** The columns between two of a table's (table() in output.ts puts two spaces). */
const GAP = 2;
/** A band takes columns while each can have this many columns, or all it needs. */
const MIN_COLUMN = 16;

/** The columns a character takes on a terminal. */
function charWidth(code: number): number {
  if (code >= 0x20 && code < 0x7f) return 1;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return 0;
  if (code < 0x300) return 1;
  if (
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x2060 && code <= 0x2064) ||
    code === 0xfeff ||
    MARK.test(String.fromCodePoint(code))
  )
    return 0;
  return isWide(code) ? 2 : 1;
}

/** East Asian wide and fullwidth characters (Unicode's EastAsianWidth.txt, W and F, in blocks). */
function isWide(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    code === 0x2329 ||
    code === 0x232a ||
    (code >= 0x2e80 && code <= 0x303e) ||
    (code >= 0x3041 && code <= 0x33ff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xa000 && code <= 0xa4cf) ||
    (code >= 0xa960 && code <= 0xa97f) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe10 && code <= 0xfe19) ||
    (code >= 0xfe30 && code <= 0xfe6f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x1b000 && code <= 0x1b2ff) ||
    (code >= 0x1f200 && code <= 0x1f2ff) ||
    (code >= 0x1f300 && code <= 0x1f64f) ||
    (code >= 0x1f900 && code <= 0x1f9ff) ||
    (code >= 0x20000 && code <= 0x3fffd)
  );
}

/** The columns `s` takes on a terminal, its colour codes taking none. */
export function displayWidth(s: string): number {
  const plain = s.includes(ESC) ? s.replace(ANSI, "") : s;
  let width = 0;
  for (let i = 0; i < plain.length; i++) {
    const unit = plain.charCodeAt(i);
    if (unit >= 0x20 && unit < 0x7f) width++;
    else {
      const code = plain.codePointAt(i) as number;
      if (code > 0xffff) i++;
      width += charWidth(code);
    }
  }
  return width;
}

/** Whether every line of `text` is at most `width` columns. */
export function fits(text: string, width: number): boolean {
  return text.split("\n").every((line) => displayWidth(line) <= width);
}

/**
 * `text` (no colour codes) in lines of at most `width` columns (`first` for
 * the first line): broken at the last space that fits, which is dropped, or,
 * in a word longer than a line, where the line is full. Each character is
 * read at most twice.
 */
export function wrapText(text: string, width: number, first = width): string[] {
  const lines: string[] = [];
  let start = 0;
  let used = 0;
  let space = -1;
  let i = 0;
  while (i < text.length) {
    const code = text.codePointAt(i) as number;
    const w = charWidth(code);
    const limit = lines.length === 0 ? first : width;
    if (w > 0 && used + w > limit && i > start) {
      if (code === 0x20 || space > start) {
        const end = code === 0x20 ? i : space;
        lines.push(text.slice(start, end).replace(/ +$/, ""));
        start = end + 1;
      } else {
        lines.push(text.slice(start, i));
        start = i;
      }
      i = start;
      used = 0;
      space = -1;
      continue;
    }
    if (code === 0x20) space = i;
    used += w;
    i += code > 0xffff ? 2 : 1;
  }
  lines.push(text.slice(start));
  return lines;
}

/**
 * A cell as the colour codes that open it, its text, and the codes that
 * close it (what painter() in output.ts makes); codes inside are dropped.
 */
function styleOf(cell: string): { open: string; text: string; close: string } {
  let open = "";
  let start = 0;
  for (;;) {
    ANSI_AT.lastIndex = start;
    const m = ANSI_AT.exec(cell);
    if (m === null) break;
    open += m[0];
    start = ANSI_AT.lastIndex;
  }
  let close = "";
  let end = cell.length;
  for (;;) {
    const at = cell.lastIndexOf(ESC, end - 1);
    if (at < start) break;
    ANSI_AT.lastIndex = at;
    const m = ANSI_AT.exec(cell);
    if (m === null || ANSI_AT.lastIndex !== end) break;
    close = m[0] + close;
    end = at;
  }
  return { open, text: cell.slice(start, end).replace(ANSI, ""), close };
}

/** A cell (or line) in lines of at most `width` columns (`first` for the first), each in the cell's colour. */
function wrapCell(cell: string, width: number, first = width): string[] {
  if (displayWidth(cell) <= first) return [cell];
  if (!cell.includes(ESC)) return wrapText(cell, width, first);
  const { open, text, close } = styleOf(cell);
  return wrapText(text, width, first).map((line) => open + line + close);
}

/**
 * A line broken where it reaches `width` columns, its colour codes kept in
 * order: the last resort for a width too narrow for a table's columns.
 */
function fold(line: string, width: number): string[] {
  if (displayWidth(line) <= width) return [line];
  const lines: string[] = [];
  let current = "";
  let used = 0;
  for (let i = 0; i < line.length;) {
    ANSI_AT.lastIndex = i;
    const m = line.charCodeAt(i) === 0x1b ? ANSI_AT.exec(line) : null;
    if (m !== null) {
      current += m[0];
      i = ANSI_AT.lastIndex;
      continue;
    }
    const code = line.codePointAt(i) as number;
    const size = code > 0xffff ? 2 : 1;
    const w = charWidth(code);
    if (w > 0 && used + w > width && used > 0) {
      lines.push(current);
      current = "";
      used = 0;
    }
    current += line.slice(i, i + size);
    used += w;
    i += size;
  }
  lines.push(current);
  return lines;
}

/** The names as a sentence lists them: "a, b and c". */
export function andList(names: readonly string[]): string {
  return names.join(", ").replace(/, ([^,]*)$/, " and $1");
}

/**
 * Each line of `text` that is wider than `width` wrapped at spaces (in its
 * colour, if all of it has one), its continuation lines indented `hang`
 * columns more than it. A line that fits is left as it is.
 */
export function fitText(text: string, width: number, hang = 0): string {
  return text
    .split("\n")
    .flatMap((line) => {
      if (displayWidth(line) <= width) return [line];
      let lead = 0;
      while (line.charCodeAt(lead) === 0x20) lead++;
      const indent = lead * 2 <= width ? lead : 0;
      const more = (indent + hang) * 2 <= width ? indent + hang : indent;
      return wrapCell(line.slice(lead), width - more, width - indent).map(
        (part, i) => " ".repeat(i === 0 ? indent : more) + part,
      );
    })
    .join("\n");
}

/**
 * A legend's entry fitted to `width`: `head` (a mark) in a margin of `margin`
 * columns, `text` wrapped beside it; on a narrow width, the mark on a line of
 * its own above the text.
 */
export function fitEntry(
  head: string,
  text: string,
  width: number,
  margin: number,
): string {
  if (width - margin >= 20 && displayWidth(head) < margin)
    return beside(head, wrapText(text, width - margin), margin);
  return fitText(`${head}\n${text}`, width);
}

/** `lines` in a margin of `margin` columns, `head` (a mark) in the margin of the first. */
export function beside(
  head: string,
  lines: readonly string[],
  margin: number,
): string {
  const first = head + " ".repeat(margin - displayWidth(head));
  return lines
    .map((line, i) => (i === 0 ? first : " ".repeat(margin)) + line)
    .join("\n");
}

const sum = (values: readonly number[]): number =>
  values.reduce((a, b) => a + b, 0);

/**
 * Widths for columns that need `naturals`, in `total` columns: a column that
 * needs less than an even share has what it needs, the others share the rest
 * evenly. At least one each.
 */
function share(naturals: readonly number[], total: number): number[] {
  const order = naturals.map((_, i) => i);
  order.sort((a, b) => (naturals[a] as number) - (naturals[b] as number));
  const widths = naturals.map(() => 1);
  let left = total;
  order.forEach((column, k) => {
    const fair = Math.floor(left / (order.length - k));
    const given = Math.max(1, Math.min(naturals[column] as number, fair));
    widths[column] = given;
    left -= given;
  });
  return widths;
}

/** What a band of columns that need `naturals` needs at least. */
const least = (naturals: readonly number[]): number =>
  sum(naturals.map((w) => Math.min(w, MIN_COLUMN))) +
  GAP * (naturals.length - 1);

/** Every way to cut `n` columns, in order, into `count` bands. */
function* cuts(n: number, count: number, from = 0): Generator<number[][]> {
  const columns = (a: number, b: number): number[] =>
    Array.from({ length: b - a }, (_, i) => a + i);
  if (count === 1) {
    yield [columns(from, n)];
    return;
  }
  for (let end = from + 1; end <= n - count + 1; end++)
    for (const rest of cuts(n, count - 1, end))
      yield [columns(from, end), ...rest];
}

/** Past this many columns, bands are taken in order without weighing the cuts. */
const MOST_WEIGHED = 12;

/**
 * The columns (their indexes in `naturals`) cut into bands that fit in
 * `room` columns: as few bands as taking them in order allows (a column
 * alone is a band however wide); of the cuts into that many, the one that
 * leaves the fewest columns of text to wrap, then the most even in count.
 */
function bandsOf(naturals: readonly number[], room: number): number[][] {
  const fits = (band: readonly number[]): boolean =>
    band.length === 1 || least(band.map((i) => naturals[i] as number)) <= room;
  const greedy: number[][] = [];
  let band: number[] = [];
  naturals.forEach((_, i) => {
    if (band.length > 0 && !fits([...band, i])) {
      greedy.push(band);
      band = [];
    }
    band.push(i);
  });
  if (band.length > 0) greedy.push(band);
  if (naturals.length > MOST_WEIGHED) return greedy;
  const excess = (band: readonly number[]): number =>
    Math.max(
      0,
      sum(band.map((i) => naturals[i] as number)) +
        GAP * (band.length - 1) -
        room,
    );
  let best = greedy;
  let bestScore = [Infinity, Infinity];
  for (const bands of cuts(naturals.length, greedy.length)) {
    if (!bands.every(fits)) continue;
    const sizes = bands.map((b) => b.length);
    const score = [
      sum(bands.map(excess)),
      Math.max(...sizes) - Math.min(...sizes),
    ];
    if (
      (score[0] as number) < (bestScore[0] as number) ||
      (score[0] === bestScore[0] &&
        (score[1] as number) < (bestScore[1] as number))
    ) {
      best = bands;
      bestScore = score;
    }
  }
  return best;
}

const padTo = (s: string, n: number): string =>
  s + " ".repeat(Math.max(0, n - displayWidth(s)));

/**
 * `table(header, rows, paint)` fitted to `width`: as it is if it fits.
 * Otherwise the columns after the first `labels` (the row's mark and name)
 * are cut into bands that fit, printed one under another with a blank line
 * between, each under the header and beside the `labels` columns; a cell
 * wider than its column wraps in it, and a row with nothing in a band's
 * columns is left out of that band.
 */
export function fitTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  paint: Paint,
  width: number,
  labels: number,
): string {
  const naturals = header.map((h, i) =>
    rows.reduce(
      (m, r) => Math.max(m, displayWidth(r[i] ?? "")),
      displayWidth(h),
    ),
  );
  if (sum(naturals) + GAP * (naturals.length - 1) <= width) {
    const whole = table(header, rows, paint);
    if (fits(whole, width)) return whole;
  }
  const data = naturals.slice(labels);
  const widest = data.reduce((a, b) => Math.max(a, b), 0);
  // The row names keep their own width unless the data would have fewer than
  // MIN_COLUMN / 2 columns beside them.
  const labelWidths = share(
    naturals.slice(0, labels),
    width - GAP * labels - Math.min(MIN_COLUMN / 2, widest),
  );
  const room = width - sum(labelWidths) - GAP * labels;
  const out: string[] = [];
  for (const band of bandsOf(data, room)) {
    const widths = [
      ...labelWidths,
      ...share(
        band.map((i) => data[i] as number),
        room - GAP * (band.length - 1),
      ),
    ];
    const columns = [
      ...labelWidths.map((_, i) => i),
      ...band.map((i) => i + labels),
    ];
    // Lines are added one at a time: a row of a long value has more lines
    // than a call takes arguments.
    const put = (cells: readonly string[], style = (s: string) => s): void => {
      const parts = columns.map((c, k) =>
        wrapCell(cells[c] ?? "", widths[k] as number),
      );
      const height = parts.reduce((m, p) => Math.max(m, p.length), 0);
      for (let j = 0; j < height; j++)
        out.push(
          style(
            parts
              .map((p, k) => padTo(p[j] ?? "", widths[k] as number))
              .join(" ".repeat(GAP))
              .trimEnd(),
          ),
        );
    };
    if (out.length > 0) out.push("");
    put(header, paint.bold);
    out.push(widths.map((w) => "-".repeat(w)).join(" ".repeat(GAP)));
    for (const row of rows) {
      if (band.every((i) => displayWidth(row[i + labels] ?? "") === 0))
        continue;
      put(row);
    }
  }
  return out.flatMap((line) => fold(line, width)).join("\n");
}
