// npm run demo (examples/demo.ts): parse and resolve RFC 2396's own examples, and print them.
import { UrlSyntaxError } from "../src/errors.js";
import { parse, resolve, tree } from "../src/rfc2396/index.js";
import type { ParseTree } from "../src/shared/tree.js";

const base = "http://a/b/c/d;p?q";

console.log("RFC 2396 Appendix B: the components of a URI reference\n");
const example = parse("http://www.ics.uci.edu/pub/ietf/uri/#Related");
for (const key of [
  "kind",
  "form",
  "scheme",
  "authority",
  "host",
  "path",
  "query",
  "fragment",
] as const) {
  console.log(`  ${key.padEnd(10)} ${JSON.stringify(example[key])}`);
}

console.log(`\nRFC 2396 Appendix C: resolving against ${base}\n`);
for (const ref of [
  "g:h",
  "g",
  "./g",
  "//g",
  "?y",
  "#s",
  ";x",
  "../..",
  "../../../g",
  "g;x=1/../y",
  "http:g",
]) {
  console.log(`  ${ref.padEnd(12)} = ${resolve(base, ref)}`);
}
console.log(
  `  ${"http:g".padEnd(12)} = ${resolve(base, "http:g", { sameScheme: "relative" })}   (sameScheme: "relative")`,
);

console.log(
  "\nThe parse tree of //a.1:8/x (section 4.3: 'a.1:8' is no server, so it is a reg_name)\n",
);
const print = (node: ParseTree, depth: number): void => {
  if (depth > 4) return;
  console.log(
    `  ${"  ".repeat(depth)}${node.rule} [${node.start}, ${node.end}) ${JSON.stringify(node.text)}`,
  );
  for (const child of node.children) print(child, depth + 1);
};
print(tree("//a.1:8/x"), 0);

console.log("\nAn error, with the offset the grammar stopped at\n");
try {
  parse("http://www.example.com/a b");
} catch (error) {
  if (!(error instanceof UrlSyntaxError)) throw error;
  console.log(error.format());
}
