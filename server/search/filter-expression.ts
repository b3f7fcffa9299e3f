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

export const FILTER_FIELDS = [
  "dealership_slug",
  "dealership_id",
  "location_id",
  "car_type",
  "restricted_on_group_site",
  "make",
  "km",
  "photos_count",
  "stocknum",
  "status",
  "item_type",
  "price",
  "year",
  "subscription_price",
  "show_on_dealer_website",
  "state",
  "city",
  "tag",
  "sold",
  "sold_date_timestamp",
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export type FieldKind = "number" | "boolean" | "text";
/** How each field's values are typed: numbers compare as numbers, text ignores case. */
export const FILTER_FIELD_KINDS: Readonly<Record<FilterField, FieldKind>> = {
  dealership_slug: "text",
  dealership_id: "number",
  location_id: "number",
  car_type: "text",
  restricted_on_group_site: "boolean",
  make: "text",
  km: "number",
  photos_count: "number",
  stocknum: "text",
  status: "text",
  item_type: "text",
  price: "number",
  year: "number",
  subscription_price: "number",
  show_on_dealer_website: "boolean",
  state: "text",
  city: "text",
  tag: "text",
  sold: "boolean",
  sold_date_timestamp: "number",
};
const FIELD_KINDS = FILTER_FIELD_KINDS;

/** A site filter is a line of config: anything longer is a mistake, refused before parsing. */
export const MAX_FILTER_LENGTH = 4096;
/** Parentheses deeper than this are refused, so no input can exhaust the stack. */
export const MAX_FILTER_DEPTH = 32;

export type CompareOp = ">" | "<" | ">=" | "<=";

export type FilterAst =
  | { type: "all" }
  | { type: "and"; clauses: FilterAst[] }
  | { type: "or"; clauses: FilterAst[] }
  /** `=`, `!=`, in and not-in; numbers and booleans are kept in canonical text ('100', 'true'). */
  | { type: "match"; field: FilterField; negate: boolean; values: string[] }
  | { type: "compare"; field: FilterField; op: CompareOp; value: number }
  /** Inclusive at both ends, as Typesense's `[min..max]`. */
  | { type: "range"; field: FilterField; min: number; max: number };

export type FilterParseResult =
  | { ok: true; ast: FilterAst }
  /** `position` is the 0-based offset of the problem; the message gives the 1-based column. */
  | { ok: false; error: string; position: number };

const ALL: FilterAst = { type: "all" };
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

// ---------------------------------------------------------------- parse

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
    const text = token.text.replace(/"/g, "");
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

/** Filters combined with AND (the base filter, the site's filter, the make filter); empty ones drop out. */
export function allOf(...filters: FilterAst[]): FilterAst {
  const clauses = filters.filter((f) => f.type !== "all").flatMap((f) => (f.type === "and" ? f.clauses : [f]));
  if (clauses.length === 0) return ALL;
  return clauses.length === 1 ? clauses[0] : { type: "and", clauses };
}

// ---------------------------------------------------------------- evaluate

/**
 * Whether a car passes. A missing (undefined or null) field fails '=', in, comparisons and
 * ranges; '!=' and not-in are exactly their negation, so a car without
 * restricted_on_group_site passes 'restricted_on_group_site:!=true'. An array field matches when
 * any element does.
 */
export function evaluate(ast: FilterAst, car: Readonly<Record<string, unknown>>): boolean {
  switch (ast.type) {
    case "all":
      return true;
    case "and":
      return ast.clauses.every((c) => evaluate(c, car));
    case "or":
      return ast.clauses.some((c) => evaluate(c, car));
    case "match": {
      const hit = present(car[ast.field]).some((v) => matches(FIELD_KINDS[ast.field], v, ast.values));
      return ast.negate ? !hit : hit;
    }
    case "compare":
      return numbers(car[ast.field]).some((n) => compare(n, ast.op, ast.value));
    case "range":
      return numbers(car[ast.field]).some((n) => n >= ast.min && n <= ast.max);
  }
}

function present(value: unknown): unknown[] {
  return (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null);
}

function numbers(value: unknown): number[] {
  return present(value)
    .map(toNumber)
    .filter((n): n is number => n !== null);
}

function toNumber(v: unknown): number | null {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v === "string" && /^\s*-?\d+(?:\.\d+)?\s*$/.test(v)) return Number(v);
  return null;
}

function matches(kind: FieldKind, v: unknown, values: string[]): boolean {
  if (kind === "number") {
    const n = toNumber(v);
    return n !== null && values.some((x) => Number(x) === n);
  }
  if (kind === "boolean") {
    const b = typeof v === "boolean" ? String(v) : typeof v === "string" ? v.toLowerCase() : null;
    return b !== null && values.includes(b);
  }
  if (typeof v !== "string" && typeof v !== "number" && typeof v !== "boolean") return false;
  const text = String(v).toLowerCase();
  return values.some((x) => x.toLowerCase() === text);
}

function compare(n: number, op: CompareOp, value: number): boolean {
  switch (op) {
    case ">":
      return n > value;
    case "<":
      return n < value;
    case ">=":
      return n >= value;
    case "<=":
      return n <= value;
  }
}

// ---------------------------------------------------------------- print

/** A text value for filter_by: backtick-quoted (so spaces and commas are safe), quotes stripped. */
export function quoteFilterValue(value: string): string {
  return `\`${value.replace(/[`"]/g, "")}\``;
}

/** The tree as a Typesense filter_by string; '' for no filter. Parsing the output gives the tree back. */
export function toTypesenseFilter(ast: FilterAst): string {
  switch (ast.type) {
    case "all":
      return "";
    case "and": {
      const parts = ast.clauses.map((c) => (c.type === "or" ? wrap(toTypesenseFilter(c)) : toTypesenseFilter(c)));
      return parts.filter((p) => p !== "").join(" && ");
    }
    case "or": {
      const parts = ast.clauses.map(toTypesenseFilter);
      return parts.includes("") ? "" : parts.join(" || "); // 'anything || no filter' is no filter
    }
    case "match": {
      const kind = FIELD_KINDS[ast.field];
      const values = ast.values.map((v) => (kind === "text" ? quoteFilterValue(v) : v));
      const op = ast.negate ? ":!=" : ":=";
      return values.length === 1 ? `${ast.field}${op}${values[0]}` : `${ast.field}${op}[${values.join(", ")}]`;
    }
    case "compare":
      return `${ast.field}:${ast.op}${ast.value}`;
    case "range":
      return `${ast.field}:[${ast.min}..${ast.max}]`;
  }
}

function wrap(s: string): string {
  return s === "" ? "" : `(${s})`;
}
