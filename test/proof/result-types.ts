// What a structural rule returns must be what grammars/NAME.types.ts says it
// returns. The declarations are read by the TypeScript compiler itself (a
// program of one file: the types as scripts/generate.js composes them for
// generated/NAME.d.ts), and a value is checked against the type the checker
// gives each property of RuleResults: unions, string and number literals,
// string, null, undefined, arrays and objects, with generic parameters
// already instantiated by the checker. An object must have every declared
// property as its own and no other. A type of any other kind throws, naming
// it: the check must not pass a value it cannot read the type of.
import * as ts from "typescript";

const FILE = "/result-types/types.ts";

/** The result types of one grammar's structural rules. */
export class ResultTypes {
  private readonly checker: ts.TypeChecker;
  private readonly results = new Map<string, ts.Type>();

  /** `source`: the text of a .types.ts file declaring RuleResults. */
  constructor(source: string) {
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2020,
      lib: ["lib.es2020.d.ts"],
      types: [],
    };
    const host = ts.createCompilerHost(options);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (name, version, ...rest) =>
      name === FILE
        ? ts.createSourceFile(FILE, source, version, true)
        : getSourceFile(name, version, ...rest);
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (name) => name === FILE || fileExists(name);
    const program = ts.createProgram([FILE], options, host);
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    if (problems.length > 0) {
      throw new Error(`the result types do not compile: ${problems[0]}`);
    }
    this.checker = program.getTypeChecker();
    const file = program.getSourceFile(FILE)!;
    const declaration = file.statements.find(
      (s): s is ts.InterfaceDeclaration =>
        ts.isInterfaceDeclaration(s) && s.name.text === "RuleResults",
    );
    if (declaration === undefined) {
      throw new Error("the result types declare no interface RuleResults");
    }
    const type = this.checker.getTypeAtLocation(declaration.name);
    for (const property of this.checker.getPropertiesOfType(type)) {
      this.results.set(
        property.name,
        this.checker.getTypeOfSymbolAtLocation(property, declaration),
      );
    }
  }

  /** The rules RuleResults names: the structural rules. */
  get rules(): string[] {
    return [...this.results.keys()];
  }

  /** The declared result type of `rule`, as the checker writes it. */
  typeOf(rule: string): string {
    return this.checker.typeToString(this.type(rule));
  }

  /**
   * Every type reachable from RuleResults: the names of the declarations
   * reached (interfaces and type aliases), and the types of a kind the check
   * cannot read (which it would throw on).
   */
  reach(): { declarations: Set<string>; unreadable: string[] } {
    const c = this.checker;
    const declarations = new Set<string>();
    const unreadable: string[] = [];
    const seen = new Set<ts.Type>();
    const visit = (type: ts.Type): void => {
      if (seen.has(type)) return;
      seen.add(type);
      for (const symbol of [type.aliasSymbol, type.getSymbol()]) {
        if (symbol !== undefined && symbol.name !== "__type") {
          declarations.add(symbol.name);
        }
      }
      const f = type.flags;
      if (type.isUnion()) {
        type.types.forEach(visit);
      } else if (
        type.isStringLiteral() ||
        type.isNumberLiteral() ||
        f &
          (ts.TypeFlags.String |
            ts.TypeFlags.Number |
            ts.TypeFlags.BooleanLiteral |
            ts.TypeFlags.Null |
            ts.TypeFlags.Undefined |
            ts.TypeFlags.Void)
      ) {
        return;
      } else if (f & ts.TypeFlags.Object) {
        if (c.isArrayType(type)) {
          visit(c.getTypeArguments(type as ts.TypeReference)[0]!);
        } else if (
          c.isTupleType(type) ||
          c.getSignaturesOfType(type, ts.SignatureKind.Call).length > 0
        ) {
          unreadable.push(c.typeToString(type));
        } else {
          for (const property of c.getPropertiesOfType(type)) {
            visit(c.getTypeOfSymbol(property));
          }
        }
      } else {
        unreadable.push(c.typeToString(type));
      }
    };
    for (const type of this.results.values()) visit(type);
    return { declarations, unreadable };
  }

  /** What is wrong with `value` as the result of `rule`, or null if it conforms. */
  problem(rule: string, value: unknown): string | null {
    return this.conforms(this.type(rule), value, "")?.text ?? null;
  }

  private type(rule: string): ts.Type {
    const type = this.results.get(rule);
    if (type === undefined) throw new Error(`RuleResults has no ${rule}`);
    return type;
  }

  /** A problem: where, how deep, and what. */
  private conforms(type: ts.Type, value: unknown, at: string): Problem | null {
    const c = this.checker;
    const where = at === "" ? "the value" : at;
    const problem = (text: string): Problem => ({
      depth: at.split(/[.[]/).length,
      text: `${where} ${text}`,
    });
    const wrong = () =>
      problem(
        `is ${JSON.stringify(value) ?? "undefined"}, not ${c.typeToString(type)}`,
      );
    const f = type.flags;
    if (type.isUnion()) {
      let deepest: Problem | null = null;
      for (const t of type.types) {
        const inner = this.conforms(t, value, at);
        if (inner === null) return null;
        if (deepest === null || inner.depth > deepest.depth) deepest = inner;
      }
      // A member that fits down to a deeper part names the problem best.
      return deepest !== null && deepest.depth > problem("").depth
        ? deepest
        : wrong();
    }
    if (type.isStringLiteral() || type.isNumberLiteral()) {
      return value === type.value ? null : wrong();
    }
    if (f & ts.TypeFlags.String) {
      return typeof value === "string" ? null : wrong();
    }
    if (f & ts.TypeFlags.Number) {
      return typeof value === "number" ? null : wrong();
    }
    if (f & ts.TypeFlags.BooleanLiteral) {
      return value === (c.typeToString(type) === "true") ? null : wrong();
    }
    if (f & ts.TypeFlags.Null) return value === null ? null : wrong();
    if (f & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) {
      return value === undefined ? null : wrong();
    }
    if (f & ts.TypeFlags.Object) {
      if (c.isArrayType(type)) {
        if (!Array.isArray(value)) return wrong();
        const element = c.getTypeArguments(type as ts.TypeReference)[0]!;
        for (let i = 0; i < value.length; i++) {
          const inner = this.conforms(element, value[i], `${at}[${i}]`);
          if (inner !== null) return inner;
        }
        return null;
      }
      if (
        c.isTupleType(type) ||
        c.getSignaturesOfType(type, ts.SignatureKind.Call).length > 0
      ) {
        throw new Error(
          `the result types check does not read ${c.typeToString(type)}`,
        );
      }
      if (value === null || typeof value !== "object" || Array.isArray(value)) {
        return wrong();
      }
      const properties = c.getPropertiesOfType(type);
      const declared = new Set(properties.map((p) => p.name));
      for (const key of Object.keys(value)) {
        if (!declared.has(key)) {
          return problem(
            `has ${key}, which ${c.typeToString(type)} does not declare`,
          );
        }
      }
      for (const property of properties) {
        const path = `${at}.${property.name}`;
        if (!Object.prototype.hasOwnProperty.call(value, property.name)) {
          if ((property.flags & ts.SymbolFlags.Optional) !== 0) continue;
          return {
            depth: path.split(/[.[]/).length,
            text: `${path} is missing`,
          };
        }
        const inner = this.conforms(
          c.getTypeOfSymbol(property),
          (value as Record<string, unknown>)[property.name],
          path,
        );
        if (inner !== null) return inner;
      }
      return null;
    }
    throw new Error(
      `the result types check does not read ${c.typeToString(type)}`,
    );
  }
}

interface Problem {
  readonly depth: number;
  readonly text: string;
}
