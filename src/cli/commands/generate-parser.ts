// url-grammars generate-parser <grammar> [-o <out.js>]: a grammar (or a variant
// file, composed with its shipped base) compiled to a standalone parser module,
// the same output as `npm run generate`, for a project that wants a parser
// generated at build time. Written to the file -o names, or to standard output.
import * as fs from "node:fs";
import { generateParserModule } from "../../variant.js";
import { stringOption } from "../args.js";
import type { Command } from "../command.js";
import { readGrammarFile } from "../grammar-option.js";
import { EXIT_OK, EXIT_OUTPUT } from "../io.js";

export const generateParser: Command = {
  options: {
    output: { type: "string", short: "o" },
  },
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
