// A site's own stock filter (site.search_filters): a small subset of Typesense's filter_by
// grammar, parsed once, evaluated in-process by the embedded search and printed back for Typesense.
//
//   expression := and ('||' and)*            && binds tighter than ||
//   and        := primary ('&&' primary)*
//   primary    := '(' expression ')' | clause
//   clause     := field ':' op? value | field ':' ('=' | '!=')? '[' value (',' value)* ']'
//               | field ':' '='? '[' number '..' number ']'
//   op         := '=' | '!=' | '>' | '<' | '>=' | '<='   (a bare ':' means '=')
//   value      := bare-word | '`' anything but a backtick '`'
//
// Values are typed by field: numbers are plain decimals (at most 15 digits, 6 after the point),
// booleans are true/false, text matches ignore case. Double quotes in text values are stripped
// (spec point 5). An empty filter means no filter.
//
// The tree and its fields are in filter-ast.ts, evaluation in filter-evaluate.ts and printing for
// Typesense in filter-typesense.ts; all are re-exported here, the module importers know.
import { stripQuotes } from "../../app/lib/search/keyword";
import { ALL, FILTER_FIELDS, FILTER_FIELD_KINDS as FIELD_KINDS, type FieldKind, type FilterAst, type FilterField } from "./filter-ast";

export * from "./filter-ast";
export * from "./filter-evaluate";
export * from "./filter-typesense";

/** A site filter is a line of config: anything longer is a mistake, refused before parsing. */
export const MAX_FILTER_LENGTH = 4096;
/** Parentheses deeper than this are refused, so no input can exhaust the stack. */
export const MAX_FILTER_DEPTH = 32;

export type FilterParseResult =
  | { ok: true; ast: FilterAst }
  /** `position` is the 0-based offset of the problem; the message gives the 1-based column. */
  | { ok: false; error: string; position: number };

const NUMBER = /^-?\d{1,15}(?:\.\d{1,6})?$/;
const RANGE = /^(-?\d+(?:\.\d+)?)\.\.(-?\d+(?:\.\d+)?)$/;
const FIELD_NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const BARE_STOP = /[\s&|()[\],`]/;

class FilterSyntaxError {
  constructor(
    readonly message: string,
    readonly position: number,
  ) {}
}

export function parseFilterExpression(src: string): FilterParseResult {
  if (typeof src !== "string") return failure("the filter must be text", 0);
  if (src.length > MAX_FILTER_LENGTH) {
    return failure(`the filter is too long (${src.length} characters, at most ${MAX_FILTER_LENGTH})`, MAX_FILTER_LENGTH);
  }
  try {
    return { ok: true, ast: new Parser(src).parse() };
  } catch (e) {
    if (e instanceof FilterSyntaxError) return failure(e.message, e.position);
    throw e; // a bug, not bad input: the property tests hunt for these
  }
}

function failure(message: string, position: number): FilterParseResult {
  return { ok: false, error: `${message} at column ${position + 1}`, position };
}

interface Token {
  text: string;
  start: number;
  quoted: boolean;
}

class Parser {
  private pos = 0;
  constructor(private readonly src: string) {}

  parse(): FilterAst {
    this.space();
    if (this.pos === this.src.length) return ALL;
    const ast = this.expression(0);
    this.space();
    if (this.pos < this.src.length) {
      if (this.src[this.pos] === ")") this.fail("unexpected ')' with no '(' before it");
      if (/[^&|]/.test(this.src[this.pos])) {
        this.fail(`expected '&&' or '||' but found ${this.found()}; values with spaces go in backticks`);
      }
      this.fail(`expected '&&' or '||' but found ${this.found()}`);
    }
    return ast;
  }

  private expression(depth: number): FilterAst {
    const clauses = [this.conjunction(depth)];
    while (this.accept("||")) clauses.push(this.conjunction(depth));
    return group("or", clauses);
  }

  private conjunction(depth: number): FilterAst {
    const clauses = [this.primary(depth)];
    while (this.accept("&&")) clauses.push(this.primary(depth));
    return group("and", clauses);
  }

  private primary(depth: number): FilterAst {
    this.space();
    if (this.src[this.pos] !== "(") return this.clause();
    if (depth >= MAX_FILTER_DEPTH) this.fail(`parentheses nested deeper than ${MAX_FILTER_DEPTH}`);
    const open = this.pos++;
    const inner = this.expression(depth + 1);
    this.space();
    if (this.src[this.pos] !== ")") {
      this.fail(`missing ')' to close the '(' at column ${open + 1}, found ${this.found()}`);
    }
    this.pos++;
    return inner;
  }

  private clause(): FilterAst {
    this.space();
    const start = this.pos;
    FIELD_NAME.lastIndex = start;
    const name = FIELD_NAME.exec(this.src)?.[0];
    if (!name) this.fail(`expected a field name but found ${this.found()}`);
    if (!(FILTER_FIELDS as readonly string[]).includes(name)) {
      this.fail(`unknown field '${name}' (allowed: ${FILTER_FIELDS.join(", ")})`, start);
    }
    const field = name as FilterField;
    const kind = FIELD_KINDS[field];
    this.pos += name.length;
    this.space();
    if (!this.accept(":")) this.fail(`expected ':' after '${field}' but found ${this.found()}`);
    this.space();

    const opStart = this.pos;
    const op = (["!=", ">=", "<=", ">", "<", "="] as const).find((o) => this.src.startsWith(o, this.pos));
    if (op) this.pos += op.length;
    this.space();

    if (op === ">" || op === "<" || op === ">=" || op === "<=") {
      if (kind !== "number") this.fail(`'${op}' needs a number field; '${field}' is ${kind}`, opStart);
      if (this.src[this.pos] === "[") this.fail(`'${op}' takes one number, not a list`);
      const token = this.value("a number");
      return { type: "compare", field, op, value: this.number(token) };
    }

    const negate = op === "!=";
    if (this.src[this.pos] !== "[") {
      return { type: "match", field, negate, values: [this.typed(kind, this.value())] };
    }

    const items = this.list();
    const ranges = items.filter((t) => !t.quoted && RANGE.test(t.text));
    if (ranges.length > 0) {
      const first = ranges[0];
      if (negate) this.fail("a range cannot be negated; use '<' and '>' instead", first.start);
      if (items.length > 1) this.fail("a range must be alone in its brackets", first.start);
      if (kind !== "number") this.fail(`a range needs a number field; '${field}' is ${kind}`, first.start);
      const [, a, b] = RANGE.exec(first.text)!;
      const min = this.number({ ...first, text: a });
      const max = this.number({ ...first, text: b });
      if (min > max) this.fail(`the range starts after it ends (${min} > ${max})`, first.start);
      return { type: "range", field, min, max };
    }
    return { type: "match", field, negate, values: items.map((t) => this.typed(kind, t)) };
  }

  private list(): Token[] {
    const open = this.pos++;
    const items: Token[] = [];
    for (;;) {
      this.space();
      if (items.length === 0 && this.src[this.pos] === "]") this.fail("empty list");
      items.push(this.value());
      this.space();
      if (this.accept(",")) continue;
      if (this.accept("]")) return items;
      if (this.pos >= this.src.length) this.fail(`missing ']' to close the '[' at column ${open + 1}`);
      this.fail(`expected ',' or ']' but found ${this.found()}`);
    }
  }

  private value(expected = "a value"): Token {
    const start = this.pos;
    if (this.src[start] === "`") {
      const close = this.src.indexOf("`", start + 1);
      if (close < 0) this.fail("unterminated backtick", start);
      this.pos = close + 1;
      return { text: this.src.slice(start + 1, close), start, quoted: true };
    }
    while (this.pos < this.src.length && !BARE_STOP.test(this.src[this.pos])) this.pos++;
    if (this.pos === start) this.fail(`expected ${expected} but found ${this.found()}`);
    return { text: this.src.slice(start, this.pos), start, quoted: false };
  }

  private typed(kind: FieldKind, token: Token): string {
    if (kind === "number") return String(this.number(token));
    if (kind === "boolean") {
      const b = token.text.toLowerCase();
      if (b !== "true" && b !== "false") this.fail(`expected true or false but found '${token.text}'`, token.start);
      return b;
    }
    const text = stripQuotes(token.text);
    if (text === "") this.fail("empty value", token.start);
    return text;
  }

  private number(token: Token): number {
    if (!NUMBER.test(token.text)) {
      this.fail(`expected a number (plain decimal, at most 15 digits) but found '${token.text}'`, token.start);
    }
    const n = Number(token.text);
    return n === 0 ? 0 : n; // no -0
  }

  private space(): void {
    while (this.pos < this.src.length && /\s/.test(this.src[this.pos])) this.pos++;
  }

  private accept(text: string): boolean {
    this.space();
    if (!this.src.startsWith(text, this.pos)) return false;
    this.pos += text.length;
    return true;
  }

  private found(): string {
    if (this.pos >= this.src.length) return "the end";
    const word = /^\S{1,20}/.exec(this.src.slice(this.pos))?.[0] ?? this.src[this.pos];
    return `'${word}'`;
  }

  private fail(message: string, position = this.pos): never {
    throw new FilterSyntaxError(message, Math.min(position, this.src.length));
  }
}

/** One clause stays itself; groups of the same kind are flattened ('a && (b && c)' is one AND). */
function group(type: "and" | "or", clauses: FilterAst[]): FilterAst {
  if (clauses.length === 1) return clauses[0];
  return { type, clauses: clauses.flatMap((c) => (c.type === type ? c.clauses : [c])) };
}
