// Form declaration + site options → one zod schema, shared by the browser (conform's onValidate)
// and the server action (parseWithZod), for the whole form or for one step of a multi-step form.
import { z } from "zod";
import { type FormDeclaration, type ResolvedField, effectiveSteps } from "./declaration";
import { type FileLike, normaliseName } from "./fields";
import { REQUIRED, TERMS_REQUIRED } from "./messages";
import { fieldSchema, type FieldSchemaSite } from "./field-schema";

// The upload limits are defined with the file field; lead actions know them from here.
export { buildLeadPayloadSchema, type LeadPayload, type LeadPayloadOptions } from "./lead-payload";

export type FormValue = string | number | boolean | string[] | FileLike[] | undefined;
export type FormValues = Record<string, FormValue>;
/** What buildFormSchema returns: any input in, the form's cleaned values out. */
export type FormSchema = z.ZodType<FormValues, z.ZodTypeDef, unknown>;

export interface BuildFormSchemaOptions extends FieldSchemaSite {
  /** Only this step's fields (0-based), for the partial save made when moving forward. */
  stepIndex?: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** FormData → plain values (a repeated name becomes a list), for callers not using conform. */
function fromFormData(data: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of new Set(data.keys())) {
    const all = data.getAll(key);
    values[key] = all.length === 1 ? all[0] : all;
  }
  return values;
}

export interface FormSchemaParts {
  schema: FormSchema;
  /** The fields the schema checks, in order, with `required` settled. */
  fields: ResolvedField[];
  /** Whether a field is shown, given the submitted values (visibleWhen). */
  isVisible(name: string, values: Record<string, unknown>): boolean;
}

/**
 * The schema of a declared form for one site. Values are cleaned (trimmed, '' is "not given"),
 * each field reports the spec's message, a field with visibleWhen is checked only while its
 * controller has no error (its value is dropped otherwise), and name takes first_name where the
 * spec says so. Works with conform's parseWithZod with or without its automatic coercion.
 */
export function buildFormSchemaParts(decl: FormDeclaration, options: BuildFormSchemaOptions): FormSchemaParts {
  const steps = effectiveSteps(decl, options);
  if (options.stepIndex !== undefined && !steps[options.stepIndex]) {
    throw new RangeError(`form "${decl.id}" has no step ${options.stepIndex}`);
  }
  const all = steps.flatMap((s) => s.fields).filter((f) => f.type !== "button");
  const fields = (options.stepIndex === undefined ? all : steps[options.stepIndex].fields).filter((f) => f.type !== "button");
  const byName = new Map(all.map((f) => [f.name, f]));
  const inSchema = new Set(fields.map((f) => f.name));
  const strict = new Map<string, z.ZodTypeAny>();
  const strictSchema = (f: ResolvedField) => {
    let s = strict.get(f.name);
    if (!s) strict.set(f.name, (s = fieldSchema(f, options)));
    return s;
  };

  const isVisible = (name: string, values: Record<string, unknown>, depth = 0): boolean => {
    const field = byName.get(name);
    const controllerName = field?.visibleWhen?.field;
    if (!controllerName || depth > all.length) return true;
    const controller = byName.get(controllerName);
    if (!controller) return true;
    // A controller on an earlier step whose value was not re-sent passed when that step was sent.
    if (!inSchema.has(controllerName) && values[controllerName] === undefined) return true;
    return isVisible(controllerName, values, depth + 1) && strictSchema(controller).safeParse(values[controllerName]).success;
  };

  const shape: Record<string, z.ZodTypeAny> = {};
  for (const f of fields) shape[f.name] = fieldSchema(f.visibleWhen ? { ...f, required: false } : f, options);

  const schema = z.preprocess((raw, ctx) => {
    const input = typeof FormData !== "undefined" && raw instanceof FormData ? fromFormData(raw) : raw;
    if (!isRecord(input)) return input;
    const values = normaliseName({ ...input });
    for (const f of fields) {
      if (!f.visibleWhen) continue;
      if (!isVisible(f.name, values)) {
        delete values[f.name];
      } else if (f.required) {
        // Shown, so required: the shape checks its format, we add only the missing-value message.
        const result = strictSchema(f).safeParse(values[f.name]);
        const missing = result.success ? [] : result.error.issues.filter((i) => i.message === REQUIRED || i.message === TERMS_REQUIRED);
        for (const issue of missing.slice(0, 1)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [f.name], message: issue.message });
      }
    }
    return values;
  }, z.object(shape)) as unknown as FormSchema;

  return { schema, fields, isVisible: (name, values) => isVisible(name, normaliseName({ ...values })) };
}

/** buildFormSchemaParts(...).schema: the zod schema alone. */
export function buildFormSchema(decl: FormDeclaration, options: BuildFormSchemaOptions): FormSchema {
  return buildFormSchemaParts(decl, options).schema;
}

/** Conform's path format: a.b[0].c; the form itself is "". */
function formatPath(path: ReadonlyArray<string | number>): string {
  return path.reduce<string>(
    (acc, seg) => (typeof seg === "number" ? `${acc}[${seg}]` : acc === "" ? seg : `${acc}.${seg}`),
    "",
  );
}

/** A zod error as {field path: messages}, each message once, for JSON replies. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  // A Map: field names come from the request, and "toString" or "constructor" is a field like any other.
  const out = new Map<string, string[]>();
  for (const issue of error.issues) {
    const key = formatPath(issue.path);
    const list = out.get(key) ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    out.set(key, list);
  }
  return Object.fromEntries(out);
}
