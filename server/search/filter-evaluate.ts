// A site filter evaluated in-process against one car (the embedded search).
import { FILTER_FIELD_KINDS as FIELD_KINDS, type CompareOp, type FieldKind, type FilterAst } from "./filter-ast";

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
