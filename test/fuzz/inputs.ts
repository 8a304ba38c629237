// The fuzz target's inputs, per dialect and index, from a seed: members of the
// dialect's BNF (test/proof's sentence generator, at the whole-URL rule and at
// every rule), near misses of them, mutations (byte flips, insertions of
// delimiters, "\r", lone surrogates, huge repeats), and, now and then, hostile
// long runs (100k "../", 1 MB paths, deep "%" sequences).
import * as fs from "node:fs";
import * as path from "node:path";
import { type Bnf } from "../../src/shared/bnf";
import { readBnfFile } from "../proof/bnf-files";
import { baseOf } from "../proof/dialects";
import {
  Random,
  SentenceGenerator,
  nearMiss,
} from "../../src/shared/sentences";

/** How an input was made, for the report. */
export type InputKind =
  | "member"
  | "rule member"
  | "near miss"
  | "constructed"
  | "mutation"
  | "hostile";

export interface Input {
  readonly kind: InputKind;
  readonly text: string;
  /** The BNF rule it was drawn from, when it was. */
  readonly rule?: string;
}

/** The whole-URL rule of each dialect's BNF, by the names the RFCs use. */
const TOP_RULES = ["URI-reference", "URL", "url"];

/** The grammars/bnf directory, from test/fuzz or dist/test/fuzz. */
function bnfDirectory(): string {
  for (const up of ["../..", "../../.."]) {
    const dir = path.resolve(__dirname, up, "grammars", "bnf");
    if (fs.existsSync(dir)) return dir;
  }
  throw new Error("grammars/bnf not found");
}

/**
 * The BNF of `dialect` (grammars/bnf/NAME.bnf, or NAME.abnf in RFC 5234's
 * notation), a variant's amendment read onto its base's as the proof reads
 * it; undefined when the dialect has none.
 */
function dialectBnf(dialect: string): Bnf | undefined {
  for (const ext of [".bnf", ".abnf"]) {
    const file = path.join(bnfDirectory(), dialect + ext);
    if (!fs.existsSync(file)) continue;
    const base = baseOf(fs.readFileSync(file, "utf8"));
    return base === null
      ? readBnfFile(file)
      : readBnfFile(file, dialectBnf(base));
  }
  return undefined;
}

/** Characters the mutations insert: delimiters, "\r", lone surrogates. */
const INSERTIONS = [
  "%",
  "[",
  "]",
  "@",
  ":",
  "/",
  ".",
  "\r",
  "\uD800",
  "\uDC00",
  "?",
  "#",
  ";",
  "\\",
  " ",
  "%2",
  "%%",
  "%2E",
  "%00",
  "\u00e9",
  "\u{1F600}",
];

/** Absolute URLs, bases for resolve and seeds for mutation, in case a dialect has no BNF file. */
export const SEED_URLS = [
  "http://a/b/c/d;p?q#f",
  "http://user:pass@www.example.com:8080/a/b;p?q#f",
  "ftp://ftp.example.com/pub/file.txt;type=i",
  "foo:/a/b",
  "foo:a/b",
  "mailto:fred@example.com",
  "http://a",
  "http://a/b/..//c",
  "gopher://h/1sel%09find",
  "news:comp.infosystems.www",
];

/** Makes the inputs of one dialect. One per worker: the sentence generator steers by what it generated before. */
export class InputMaker {
  private readonly bnf: Bnf | undefined;
  private readonly generator: SentenceGenerator | undefined;
  private readonly top: string | undefined;

  constructor(dialect: string) {
    this.bnf = dialectBnf(dialect);
    this.generator =
      this.bnf === undefined
        ? undefined
        : new SentenceGenerator(this.bnf, { softLength: 120 });
    this.top =
      this.bnf === undefined
        ? undefined
        : (TOP_RULES.find((r) => this.bnf!.rules.has(r)) ?? this.bnf.names[0]);
  }

  /** The BNF's rule names ("URI-reference", as the RFC spells them). */
  get bnfRules(): readonly string[] {
    return this.bnf?.names ?? [];
  }

  /** A member of the whole-URL rule (or a seed URL without a BNF). */
  member(random: Random): string {
    return this.generator === undefined || this.top === undefined
      ? random.pick(SEED_URLS)
      : this.generator.member(this.top, random);
  }

  /** A member of the BNF rule `rule`. */
  ruleMember(rule: string, random: Random): string {
    return this.generator === undefined
      ? random.pick(SEED_URLS)
      : this.generator.member(rule, random);
  }

  /**
   * The input at `index` for `seed`: 30% members, 10% members of a random
   * rule, 20% near misses, 10% constructed, 29.95% mutations, 0.05% hostile.
   */
  input(seed: number, index: number): Input {
    const random = new Random(mix(seed, index));
    const r = random.float();
    if (r < 0.0005) return { kind: "hostile", text: hostile(this, random) };
    if (r < 0.3) return { kind: "member", text: this.member(random) };
    if (r < 0.4 && this.bnfRules.length > 0) {
      const rule = random.pick(this.bnfRules);
      return { kind: "rule member", text: this.ruleMember(rule, random), rule };
    }
    if (r < 0.6) {
      return { kind: "near miss", text: nearMiss(this.member(random), random) };
    }
    if (r < 0.7) return { kind: "constructed", text: constructed(random) };
    return { kind: "mutation", text: mutate(this.member(random), random) };
  }
}

/** One seed per (seed, index), so that an input depends on nothing else. */
function mix(seed: number, index: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ index, 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16) ^ Math.floor(index / 4294967296)) >>> 0;
}

/** Parts of constructed URLs: what normalization and resolution must get right. */
const SCHEMES = [
  "http",
  "HTTP",
  "https",
  "ftp",
  "foo",
  "Foo+1.x",
  "mailto",
  "file",
];
const AUTHORITIES = [
  "a",
  "A.B",
  "%41.com",
  "%61",
  "h%2Ecom",
  "u@h:80",
  "U%3A@H:0080",
  "u:p@h:",
  "h:8080",
  "h:00",
  "a?b",
  "a;b",
  "good.com?@evil.com",
  "",
  "1.2.3.4:21",
  "0x7f.1",
  "[::1]",
];
const SEGMENTS = [
  ".",
  "..",
  "",
  "a",
  "%2E",
  "%2e%2E",
  "b;p",
  "%41",
  "G",
  "~",
  "%7e",
  "a:b",
  "@",
];

/**
 * A URL put together from parts that meet the cases: dot segments and empty
 * segments where the path begins, escapes of unreserved characters in hosts,
 * default ports, upper case, and no authority at all.
 */
export function constructed(random: Random): string {
  const authority = random.chance(0.5) ? random.pick(AUTHORITIES) : undefined;
  const segments: string[] = [];
  for (let n = random.int(7); n > 0; n--) segments.push(random.pick(SEGMENTS));
  const absolute = authority !== undefined || random.chance(0.7);
  let url =
    (random.chance(0.85) ? `${random.pick(SCHEMES)}:` : "") +
    (authority === undefined ? "" : `//${authority}`) +
    (absolute ? "/" : "") +
    segments.join("/");
  if (random.chance(0.3)) url += `?${random.pick(["", "q", "%3d", "a/../b"])}`;
  if (random.chance(0.2)) url += `#${random.pick(["", "f", "%2F"])}`;
  return url;
}

/** One to four mutations of `text`. */
export function mutate(text: string, random: Random): string {
  let s = text;
  const n = 1 + random.int(4);
  for (let k = 0; k < n; k++) {
    const at = random.int(s.length + 1);
    switch (random.int(6)) {
      case 0: {
        // flip a byte: any code unit, often ASCII
        const code = random.chance(0.7) ? random.int(128) : random.int(0x10000);
        s = s.slice(0, at) + String.fromCharCode(code) + s.slice(at + 1);
        break;
      }
      case 1:
      case 2:
        s = s.slice(0, at) + random.pick(INSERTIONS) + s.slice(at);
        break;
      case 3: {
        // delete a run
        s = s.slice(0, at) + s.slice(at + 1 + random.int(4));
        break;
      }
      case 4: {
        // a huge repeat of a slice (rarely: most mutations stay small)
        if (!random.chance(0.02)) {
          s =
            s.slice(0, at) +
            s.slice(at, at + 3).repeat(2 + random.int(20)) +
            s.slice(at);
          break;
        }
        const piece =
          s.slice(at, at + 1 + random.int(4)) || random.pick(INSERTIONS);
        s =
          s.slice(0, at) + piece.repeat(1000 + random.int(20000)) + s.slice(at);
        break;
      }
      default: {
        // a delimiter doubled
        const c = s.charAt(at);
        s = s.slice(0, at) + c + s.slice(at);
      }
    }
  }
  return s;
}

/** Long runs, 10 kB to 1 MB: what makes a quadratic step show. */
export function hostile(maker: InputMaker, random: Random): string {
  const size = random.pick([10_000, 100_000, 300_000, 1_000_000]);
  const base = maker.member(random);
  const runs: (() => string)[] = [
    () => "../".repeat(Math.min(100_000, size / 3)) + "g",
    () => "http://a/" + "../".repeat(Math.min(100_000, size / 3)) + "g",
    () => "http://a/" + "a/".repeat(size / 2),
    () => "http://a/" + "./".repeat(size / 2) + "..//x",
    () => "http://a/" + "seg/../".repeat(size / 7),
    () => "http://" + "a.".repeat(size / 2) + "com/",
    () => "http://" + "a".repeat(size) + "@h/",
    () => "http://h:" + "9".repeat(size) + "/",
    () => "%25".repeat(size / 3),
    () => "%".repeat(size),
    () => "http://a/" + "%2".repeat(size / 2),
    () => "http://a/" + "%C3%A9".repeat(size / 6),
    () => "http://a/" + "%FF".repeat(size / 3),
    () => "//" + "a?;".repeat(size / 3),
    () => "g;" + "/..".repeat(size / 3),
    () => base + "#".repeat(size),
    () => base + "\uD800".repeat(size / 10),
    () => "a".repeat(size) + ":",
    () => "@".repeat(size),
    () => ":".repeat(size),
    () => "[".repeat(size / 2) + "]".repeat(size / 2),
  ];
  return random.pick(runs)();
}
