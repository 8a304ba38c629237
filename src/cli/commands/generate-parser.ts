// url-grammars generate-parser: a grammar compiled to a parser module.
import * as fs from "node:fs";
import { generateParserModule } from "../../variant.js";
import { stringOption } from "../args.js";
import type { Command } from "../command.js";
import { readGrammarFile } from "../grammar-option.js";
import { EXIT_OK, EXIT_OUTPUT } from "../io.js";

export const generateParser: Command = {
  usage: () => `<grammar> [-o <out.js>]`,
  about: `Compiles <grammar>, a peggy grammar (or a variant file, composed with the
shipped grammar its "// base: NAME" line names), into a standalone CommonJS
parser module: the output of npm run generate (the fast back end, every rule a
start rule), for a project that wants a parser generated at build time.
Writes it to <out.js>, or to standard output. Needs peggy (npm install peggy):
exit 69 without it; a grammar that cannot be compiled prints peggy's report
with the file, line and column and exits 65.`,
  options: { "-o, --output <out.js>": "write the module to <out.js>" },
  examples: ["url-grammars generate-parser my2396.peggy -o my2396.js"],
  positionals: [1, 1],
  async run(args, io) {
    const file = args.positionals[0] as string;
    const source = readGrammarFile(file);
    const module = generateParserModule(source, { grammarSource: file });
    const out = stringOption(args, "output");
    if (out === undefined) {
      io.stdout.write(module);
      return EXIT_OK;
    }
    try {
      fs.writeFileSync(out, module);
    } catch (error) {
      io.stderr.write(
        `url-grammars: cannot write ${out}: ${(error as Error).message}\n`,
      );
      return EXIT_OUTPUT;
    }
    io.stderr.write(`wrote ${out}\n`);
    return EXIT_OK;
  },
};
