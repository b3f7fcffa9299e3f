// A site filter printed back as Typesense's filter_by (the scale search adapter).
import { FILTER_FIELD_KINDS as FIELD_KINDS, type FilterAst } from "./filter-ast";

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
