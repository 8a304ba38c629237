// Where the dialects read a different host: for authorities made to mislead,
// the host each dialect of src/compare.ts's DIALECTS extracts, and the host
// the WHATWG URL Standard extracts (Node's global URL). The README's section
// "Security: where the dialects read a different host" is written from here
// (see hosts.test.ts); a dialect added to DIALECTS gets its column, and every
// sentence below the table is checked against the rows it speaks of.
import { DIALECTS, type DialectEntry } from "../../src/compare";
import { UrlSyntaxError } from "../../src/errors";
import * as rfc1738 from "../../src/rfc1738";
import { displayWidth } from "../../src/cli/fit";

/** A URL whose authority misleads, and what it tries. */
export interface HostCase {
  readonly url: string;
  readonly trick: string;
  /** Which of the README's findings the row bears on. */
  readonly about?:
    | "user-part"
    | "escaped-host"
    | "numeric-ipv4"
    | "port"
    | "backslash"
    | "zone-id"
    | "unicode-host";
}

export const HOST_CASES: readonly HostCase[] = [
  {
    url: "http://good.com?@evil.com/",
    trick: '"?" in the user part',
    about: "user-part",
  },
  {
    url: "ftp://good.com?@evil.com/",
    trick: '"?" in the user part, ftp',
    about: "user-part",
  },
  {
    url: "http://good.com;@evil.com/",
    trick: '";" in the user part',
    about: "user-part",
  },
  { url: "http://good.com:x@evil.com/", trick: '":" in the user part' },
  { url: "http://a:b:c@evil.com/", trick: 'two ":" before "@"' },
  { url: "http://a@good.com@evil.com/", trick: 'two "@"' },
  { url: "http://good.com#@evil.com/", trick: '"#" before "@"' },
  {
    url: "http://0x7f.1/",
    trick: "hex and shortened IPv4",
    about: "numeric-ipv4",
  },
  { url: "http://0177.0.0.1/", trick: "octal IPv4", about: "numeric-ipv4" },
  { url: "http://127.1/", trick: "shortened IPv4", about: "numeric-ipv4" },
  {
    url: "http://2130706433/",
    trick: "IPv4 as one number",
    about: "numeric-ipv4",
  },
  { url: "http://good.com:65536/", trick: "port past 65535", about: "port" },
  {
    url: "http://good.com:99999999999/",
    trick: "port past 65535",
    about: "port",
  },
  {
    url: "http://evil%2Ecom/",
    trick: "percent-encoded dot",
    about: "escaped-host",
  },
  {
    url: "http://127%2E0%2E0%2E1/",
    trick: "percent-encoded dots",
    about: "escaped-host",
  },
  {
    url: "http://%65vil.com/",
    trick: "percent-encoded letter",
    about: "escaped-host",
  },
  { url: "http://[::1]/", trick: "IPv6 literal" },
  { url: "http://[::ffff:127.0.0.1]/", trick: "IPv4 inside IPv6" },
  { url: "http://[v1.evil.com]/", trick: "IPvFuture literal" },
  { url: "http://good.com./", trick: "trailing dot" },
  { url: "http://good.com../", trick: "two trailing dots" },
  {
    url: "http://evil.com\\@good.com/",
    trick: 'backslash before "@"',
    about: "backslash",
  },
  {
    url: "http://good.com\\evil.com/",
    trick: "backslash after the host",
    about: "backslash",
  },
  {
    url: "http:\\\\evil.com\\",
    trick: "backslashes for slashes",
    about: "backslash",
  },
  {
    url: "http://[fe80::1%25eth0]/",
    trick: "IPv6 zone identifier",
    about: "zone-id",
  },
  {
    url: "http://[fe80::1%25%65th0]/",
    trick: "zone identifier, escaped",
    about: "zone-id",
  },
  {
    url: "http://[fe80::1%eth0]/",
    trick: 'zone identifier, bare "%"',
    about: "zone-id",
  },
  {
    url: "http://b\u00fccher.example/",
    trick: "Unicode host",
    about: "unicode-host",
  },
  {
    url: "http://\uff45vil.com/",
    trick: "fullwidth letter",
    about: "unicode-host",
  },
  {
    url: "http://evil\u3002com/",
    trick: "ideographic full stop",
    about: "unicode-host",
  },
];

/** What one reader makes of a URL's host. */
export type HostReading =
  | { readonly kind: "host"; readonly host: string; readonly port?: string }
  /** Accepted, with no host: `as` says what the authority's text is instead, if anything. */
  | { readonly kind: "no-host"; readonly as?: string; readonly text?: string }
  | { readonly kind: "rejected" };

/** The host a dialect extracts (from its component view: host, the port as written, reg_name, net_loc). */
export function dialectHost(dialect: DialectEntry, url: string): HostReading {
  let view;
  try {
    view = dialect.view(url);
  } catch (error) {
    if (error instanceof UrlSyntaxError) return { kind: "rejected" };
    throw error;
  }
  const text = (name: string): string | undefined => {
    const value = view[name];
    return typeof value === "string" ? value : undefined;
  };
  const host = text("host");
  if (host !== undefined) {
    const port = text("rawPort") ?? text("port");
    return port === undefined
      ? { kind: "host", host }
      : { kind: "host", host, port };
  }
  const regName = text("regName");
  if (regName !== undefined) {
    return { kind: "no-host", as: "reg_name", text: regName };
  }
  const netLoc = text("netLoc");
  if (netLoc !== undefined) {
    return { kind: "no-host", as: "net_loc", text: netLoc };
  }
  return { kind: "no-host" };
}

/** The host the WHATWG URL Standard extracts (Node's URL). */
export function whatwgHost(url: string): HostReading {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: "rejected" };
  }
  return parsed.port === ""
    ? { kind: "host", host: parsed.hostname }
    : { kind: "host", host: parsed.hostname, port: parsed.port };
}

/** One row of the table: each dialect's reading, then WHATWG's. */
export interface HostRow extends HostCase {
  readonly dialects: readonly {
    readonly title: string;
    readonly reading: HostReading;
  }[];
  readonly whatwg: HostReading;
}

export function hostRows(
  dialects: readonly DialectEntry[] = DIALECTS,
  cases: readonly HostCase[] = HOST_CASES,
): HostRow[] {
  return cases.map((c) => ({
    ...c,
    dialects: dialects.map((d) => ({
      title: d.title,
      reading: dialectHost(d, c.url),
    })),
    whatwg: whatwgHost(c.url),
  }));
}

/** The hosts read by the readers that found one. */
function hostsRead(row: HostRow): Set<string> {
  const hosts = new Set<string>();
  for (const r of [...row.dialects.map((d) => d.reading), row.whatwg]) {
    if (r.kind === "host") hosts.add(r.host);
  }
  return hosts;
}

/**
 * Whether the readers agree: "differ" when two read different hosts,
 * "partly" when they read one host but not all of them do (some read none,
 * or reject the URL), "same" when all read the same host, "none" when none
 * reads a host.
 */
function agreement(row: HostRow): "differ" | "partly" | "same" | "none" {
  const hosts = hostsRead(row);
  if (hosts.size > 1) return "differ";
  if (hosts.size === 0) return "none";
  const all = [...row.dialects.map((d) => d.reading), row.whatwg];
  return all.every((r) => r.kind === "host") ? "same" : "partly";
}

const AGREEMENT_CELLS = {
  differ: "**differ**",
  partly: "**partly**",
  same: "same",
  none: "none",
} as const;

function code(text: string): string {
  return `\`${text.replace(/\|/g, "\\|")}\``;
}

function cell(reading: HostReading): string {
  switch (reading.kind) {
    case "host":
      return (
        code(reading.host) +
        (reading.port === undefined ? "" : ` port ${reading.port}`)
      );
    case "no-host":
      return reading.as === undefined || reading.text === undefined
        ? "no host"
        : `no host (${reading.as} ${code(reading.text)})`;
    case "rejected":
      return "rejected";
  }
}

/** The rows as a Markdown table. */
export function hostTable(rows: readonly HostRow[]): string {
  const titles = rows[0]?.dialects.map((d) => d.title) ?? [];
  const header = ["URL", "trick", ...titles, "WHATWG `URL`", "hosts"];
  const lines = rows.map((row) => [
    code(row.url),
    row.trick,
    ...row.dialects.map((d) => cell(d.reading)),
    cell(row.whatwg),
    AGREEMENT_CELLS[agreement(row)],
  ]);
  return markdownTable(header, lines);
}

function markdownTable(
  header: readonly string[],
  rows: readonly string[][],
): string {
  // Padded to the columns each cell takes (a fullwidth character two), as prettier pads.
  const widths = header.map((h, i) =>
    Math.max(3, h.length, ...rows.map((r) => displayWidth(r[i] as string))),
  );
  const pad = (c: string, w: number): string =>
    c + " ".repeat(w - displayWidth(c));
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((c, i) => pad(c, widths[i] as number)).join(" | ")} |`;
  return [
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.map(line),
  ].join("\n");
}

/** "A, B and C". */
function and(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The readers of `row`, grouped by what they read: "A and B read the host `x`; C reads `y`". */
function byHost(row: HostRow): string {
  const groups = new Map<string, string[]>();
  const readers: [string, HostReading][] = [
    ...row.dialects.map((d): [string, HostReading] => [d.title, d.reading]),
    ["WHATWG", row.whatwg],
  ];
  for (const [title, reading] of readers) {
    const key =
      reading.kind === "host"
        ? `the host ${code(reading.host)}`
        : cell(reading);
    groups.set(key, [...(groups.get(key) ?? []), title]);
  }
  return [...groups]
    .map(
      ([what, titles]) =>
        `${and(titles)} ${titles.length === 1 ? "reads" : "read"} ${what}`,
    )
    .join("; ");
}

/** Each row of `about`, said by host. */
function perRow(rows: readonly HostRow[]): string {
  return rows.map((r) => `In ${code(r.url)}, ${byHost(r)}.`).join(" ");
}

/**
 * What the rows show, as the README states it. The general claims are
 * checked against the rows: one they no longer bear out throws, and a row
 * whose readers changed changes its sentence.
 */
export function hostFindings(rows: readonly HostRow[]): string {
  const titles = rows[0]?.dialects.map((d) => d.title) ?? [];
  const about = (what: HostCase["about"]): HostRow[] =>
    rows.filter((r) => r.about === what);
  const differ = rows.filter((r) => agreement(r) === "differ");
  const partly = rows.filter((r) => agreement(r) === "partly");

  // No dialect decodes a host: where it is written with escapes, a dialect
  // reads no host, or the host as written (escapes and all).
  const escaped = about("escaped-host");
  const readings = new Map<string, Set<string>>();
  for (const row of escaped) {
    for (const { title, reading } of row.dialects) {
      if (reading.kind === "host" && !reading.host.includes("%")) {
        throw new Error(
          `${title} decodes the host of ${row.url}: ${reading.host}`,
        );
      }
      const seen = readings.get(title) ?? new Set<string>();
      seen.add(
        reading.kind === "host"
          ? "a host as written, escapes and all"
          : reading.kind === "rejected"
            ? "nothing (it rejects the URL)"
            : reading.as === undefined
              ? "no host"
              : `no host but a ${reading.as}, as written`,
      );
      readings.set(title, seen);
    }
    if (row.whatwg.kind !== "host" || row.whatwg.host.includes("%")) {
      throw new Error(`WHATWG no longer decodes the host of ${row.url}`);
    }
  }
  const readAs = titles
    .map((t) => `${t} reads ${[...(readings.get(t) ?? [])].join(" or ")}`)
    .join("; ");
  // RFC 1738 decodes a whole schemepart of xchars, which is no host.
  const evil = rfc1738.parse("http://evil%2Ecom/");
  const schemePart =
    evil.kind === "other" && evil.form === "xchars"
      ? evil.decoded.schemePart
      : undefined;
  const rfc1738Note =
    titles.includes("RFC 1738") && typeof schemePart === "string"
      ? ` (RFC 1738's \`decoded.schemePart\` of \`http://evil%2Ecom/\` is ${code(schemePart)}: the schemepart decoded, not a host)`
      : "";

  // No dialect resolves a numeric IPv4 form: the host is as written, or none.
  const numeric = about("numeric-ipv4");
  const written = (url: string): string =>
    url.slice("http://".length, url.indexOf("/", "http://".length));
  for (const row of numeric) {
    for (const { title, reading } of row.dialects) {
      if (reading.kind === "host" && reading.host !== written(row.url)) {
        throw new Error(
          `${title} resolves the numeric host of ${row.url} to ${reading.host}`,
        );
      }
    }
    if (row.whatwg.kind !== "host" || row.whatwg.host !== "127.0.0.1") {
      throw new Error(`WHATWG no longer reads ${row.url} as 127.0.0.1`);
    }
  }

  const ports = about("port");
  const portsAsDigits = ports.every(
    (r) =>
      r.dialects.every(
        (d) => d.reading.kind === "host" && d.reading.port !== undefined,
      ) && r.whatwg.kind === "rejected",
  );
  const backslashes = about("backslash");
  const backslashesRejected = backslashes.every(
    (r) =>
      r.dialects.every((d) => d.reading.kind === "rejected") &&
      r.whatwg.kind === "host",
  );

  // A zone identifier: an RFC 6874 host alone; every other reader rejects it.
  const zones = about("zone-id");
  const zoneOnlyRfc6874 = zones.every(
    (r) =>
      r.dialects.every(
        (d) =>
          (d.title === "RFC 6874" && r.url.includes("%25")) ===
          (d.reading.kind === "host"),
      ) && r.whatwg.kind === "rejected",
  );
  // A Unicode host: RFC 3987's ireg-name as written, WHATWG's ASCII host.
  const unicode = about("unicode-host");
  const unicodeAsWritten = unicode.every((r) =>
    r.dialects.every((d) =>
      d.title === "RFC 3987"
        ? d.reading.kind === "host" && r.url.includes(d.reading.host)
        : d.reading.kind === "rejected",
    ),
  );

  return [
    `Of these ${rows.length} URLs, ${differ.length} are read with different hosts (**differ**), and ${partly.length} more with a host by some readers and none by the others, which read no host or reject the URL (**partly**).`,
    "",
    `- **No dialect decodes a host.** The host is the component no dialect ever decodes: where it is written with escapes (${and(escaped.map((r) => code(r.url)))}), ${readAs}${rfc1738Note}. WHATWG decodes it, and connects to ${and(escaped.map((r) => cell(r.whatwg)))}.`,
    `- **No dialect resolves numeric IPv4 forms.** ${and(numeric.map((r) => code(written(r.url))))} are, to every dialect, a host name as written or no host at all; WHATWG reads each as \`127.0.0.1\`. An allow-list checked against a dialect's host does not see a loopback address.`,
    `- **"?" and ";" in the user part.** ${perRow(about("user-part"))} RFC 1738's \`user = *[ uchar | ";" | "?" | "&" | "=" ]\` and RFC 1808's \`net_loc = *( pchar | ";" | "?" )\` let the user part hold "?" and ";"; RFC 2396's authority ends at "?", as WHATWG's does, and its \`userinfo\` holds ";".`,
    portsAsDigits
      ? `- **Ports past 65535.** ${and(ports.map((r) => code(r.url)))}: every dialect reads the port's digits as written (\`port = *digit\` sets no bound), and WHATWG rejects the URL.`
      : `- **Ports past 65535.** ${perRow(ports)}`,
    backslashesRejected
      ? `- **Backslashes.** Every dialect rejects ${and(backslashes.map((r) => code(r.url)))}: ${code("\\")} is no URL character and must be escaped. WHATWG reads a backslash as a slash in these schemes, and finds the hosts ${and(backslashes.map((r) => cell(r.whatwg)))}.`
      : `- **Backslashes.** ${perRow(backslashes)}`,
    zoneOnlyRfc6874
      ? `- **Zone identifiers.** Only RFC 6874 reads ${and(zones.filter((r) => r.url.includes("%25")).map((r) => code(r.url)))}, its host an IP-literal whose zone identifier follows "%25" (\`IPv6addrz = IPv6address "%25" ZoneID\`; \`parse\` gives it decoded, \`zone\`, and as written, \`zoneID\`); every other dialect and WHATWG reject them, and every reader rejects a bare "%" (${and(zones.filter((r) => !r.url.includes("%25")).map((r) => code(r.url)))}). RFC 9844 (2025) obsoletes RFC 6874 and takes zone identifiers out of URIs again.`
      : `- **Zone identifiers.** ${perRow(zones)}`,
    unicodeAsWritten
      ? `- **Unicode hosts.** Only RFC 3987 reads ${and(unicode.map((r) => code(r.url)))}, each host as written (its \`ireg-name\` holds \`ucschar\`; section 3.1 leaves IDNA to the scheme); every other dialect rejects them. WHATWG maps them to ASCII by UTS #46 and connects to ${and(unicode.map((r) => cell(r.whatwg)))}: a fullwidth letter or an ideographic full stop in a host checked as RFC 3987 reads it is a different host to the fetching side.`
      : `- **Unicode hosts.** ${perRow(unicode)}`,
    "",
    "A program that validates a URL with one of these readers and fetches it with another must compare hosts as the fetching side reads them.",
  ].join("\n");
}
