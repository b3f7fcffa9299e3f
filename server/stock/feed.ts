// A dealer's stock feed as rows of car fields: CSV (a header row of car field names; dotted names
// such as location.name fill nested fields; list fields split on '|') or JSON (an array of cars, or
// { "cars": [...] }). Cells are typed by the car schema, so '25990' is a price and 'true' a flag.
// A parts feed reads the same way under the part schema ({ "parts": [...] }; FeedShape).
import { z } from "zod";
import { carSchema } from "../sites/car-schema";
import { CsvError, parseCsv } from "./csv";

export type FeedFormat = "csv" | "json";

export interface FeedRow {
  /** Where the row is: its line in a CSV file, its place (1-based) in a JSON array. */
  line: number;
  values: Record<string, unknown>;
}

export interface RowError {
  line: number;
  field: string;
  message: string;
}

/** Names a feed may not use: they would reach an object's prototype. */
const FORBIDDEN = new Set(["__proto__", "prototype", "constructor"]);

type Kind = "number" | "boolean" | "list" | "text";

function kindOf(type: z.ZodTypeAny): Kind {
  let t = type;
  for (;;) {
    if (t instanceof z.ZodDefault) t = t._def.innerType;
    else if (t instanceof z.ZodNullable || t instanceof z.ZodOptional) t = t.unwrap();
    else if (t instanceof z.ZodEffects) t = t.innerType();
    else break;
  }
  if (t instanceof z.ZodNumber) return "number";
  if (t instanceof z.ZodBoolean) return "boolean";
  if (t instanceof z.ZodArray) return "list";
  return "text";
}

/** What a feed holds: its rows' schema, the list's name in a JSON object, and a row's noun. */
export interface FeedShape {
  schema: z.AnyZodObject;
  list: string;
  noun: string;
}

export const CAR_FEED: FeedShape = { schema: carSchema, list: "cars", noun: "car" };

const kindsOf = (schema: z.AnyZodObject): Record<string, Kind> =>
  Object.fromEntries(Object.entries(schema.shape).map(([name, type]) => [name, kindOf(type as z.ZodTypeAny)]));

/** A CSV cell as the field wants it; text the schema then refuses stays text (the error names it). */
function cell(kinds: Record<string, Kind>, field: string, raw: string): unknown {
  const kind = Object.hasOwn(kinds, field) ? kinds[field] : "text";
  const text = raw.trim();
  const amount = text.replace(/^\$|,/g, ""); // '$25,990' as dealers' spreadsheets write it
  if (kind === "number" && /^-?\d+(\.\d+)?$/.test(amount)) return Number(amount);
  if (kind === "boolean" && /^(true|false|yes|no|1|0)$/i.test(text)) return /^(true|yes|1)$/i.test(text);
  if (kind === "list") return text.split("|").map((s) => s.trim()).filter(Boolean);
  return raw;
}

export function readFeed(text: string, format: FeedFormat, shape: FeedShape = CAR_FEED): { rows: FeedRow[]; errors: RowError[] } {
  return format === "csv" ? readCsv(text, shape) : readJson(text, shape);
}

function readCsv(text: string, shape: FeedShape): { rows: FeedRow[]; errors: RowError[] } {
  const kinds = kindsOf(shape.schema);
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) return { rows: [], errors: [{ line: error.line, field: "(file)", message: error.message.replace(/^line \d+: /, "") }] };
    throw error;
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], errors: [{ line: 1, field: "(file)", message: "the feed is empty" }] };
  const names = header.fields.map((n) => n.trim());
  const bad = names.find((n) => n === "" || n.split(".").some((part) => FORBIDDEN.has(part)) || n.split(".").length > 2);
  if (bad !== undefined) return { rows: [], errors: [{ line: header.line, field: bad || "(empty)", message: `not a ${shape.noun} field name` }] };
  const rows: FeedRow[] = [];
  const errors: RowError[] = [];
  for (const record of body) {
    if (record.fields.length !== names.length) {
      errors.push({ line: record.line, field: "(row)", message: `${record.fields.length} fields where the header has ${names.length}` });
      continue;
    }
    const values: Record<string, unknown> = {};
    names.forEach((name, i) => {
      const raw = record.fields[i];
      if (raw.trim() === "") return; // an empty cell keeps the stored value
      const [top, sub] = name.split(".");
      if (sub === undefined) values[top] = cell(kinds, top, raw);
      else ((values[top] ??= {}) as Record<string, unknown>)[sub] = raw;
    });
    rows.push({ line: record.line, values });
  }
  return { rows, errors };
}

function readJson(text: string, shape: FeedShape): { rows: FeedRow[]; errors: RowError[] } {
  let data: unknown;
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    return { rows: [], errors: [{ line: 1, field: "(file)", message: `not valid JSON (${(error as Error).message})` }] };
  }
  const named = data && typeof data === "object" && !Array.isArray(data) && Object.hasOwn(data, shape.list) ? (data as Record<string, unknown>)[shape.list] : null;
  const list = Array.isArray(data) ? data : Array.isArray(named) ? named : null;
  if (!list) return { rows: [], errors: [{ line: 1, field: "(file)", message: `expected an array of ${shape.list} or { "${shape.list}": [...] }` }] };
  const rows: FeedRow[] = [];
  const errors: RowError[] = [];
  list.forEach((item, i) => {
    if (item && typeof item === "object" && !Array.isArray(item)) rows.push({ line: i + 1, values: item as Record<string, unknown> });
    else errors.push({ line: i + 1, field: "(row)", message: `a ${shape.noun} must be an object` });
  });
  return { rows, errors };
}

/** The format of an upload by its Content-Type, or by a file name's extension. */
export function feedFormat(contentTypeOrName: string): FeedFormat | null {
  const v = contentTypeOrName.toLowerCase();
  if (/^text\/csv\b|\.csv$/.test(v)) return "csv";
  if (/^application\/json\b|\.json$/.test(v)) return "json";
  return null;
}
