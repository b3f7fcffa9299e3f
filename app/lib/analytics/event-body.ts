// The body of POST /api/events (spec point 7, "Analytics": website_slug, url, category, lead_id,
// anon_id, session_id, error_message, event_properties), and which event id its category is.
// Every field is capped; event_properties is flat (text, numbers, yes/no), so the dashboard can
// read it by key. Form submissions are not taken here: the server logs them when it stores the lead.
import { z } from "zod";
import { ACTION_EVENTS, PAGE_VIEW } from "./event-ids";
import { DEVICE_ID, SESSION_ID } from "./ids";

/** The largest body the endpoint reads: a beacon is a few hundred bytes. */
export const MAX_EVENT_BODY_BYTES = 16 * 1024;
export const MAX_EVENT_PROPERTIES = 30;

// Any C0 control (NUL included) or DEL: no beacon sends them, and PostgreSQL cannot store NUL.
const CONTROL = /[\u0000-\u001f\u007f]/;
const text = (max: number) =>
  z
    .string({ invalid_type_error: "Must be text." })
    .max(max, `At most ${max} characters.`)
    .refine((value) => !CONTROL.test(value), "Must not hold control characters.");

export const PROPERTY_NAME = /^[a-z][a-z0-9_]{0,49}$/;

export const eventBodySchema = z
  .object({
    website_slug: text(100).pipe(z.string().min(1, "Required.")),
    url: text(2_000).pipe(z.string().min(1, "Required.")),
    category: text(100).pipe(z.string().min(1, "Required.")),
    lead_id: z.string({ invalid_type_error: "Must be text." }).uuid("Must be a lead id.").nullish(),
    anon_id: z.string({ invalid_type_error: "Must be text." }).regex(DEVICE_ID, "Must be 'device_' and 10 letters or digits.").nullish(),
    session_id: z.string({ invalid_type_error: "Must be text." }).regex(SESSION_ID, "Must be 'session_' and 10 letters or digits.").nullish(),
    error_message: text(500).nullish(),
    event_properties: z
      .record(
        z.string().regex(PROPERTY_NAME, "Property names are lower-case letters, digits and _."),
        z.union([text(300), z.number().finite(), z.boolean(), z.null()], { errorMap: () => ({ message: "Must be text, a number, true/false or null." }) }),
        { invalid_type_error: "Must be an object." },
      )
      .refine((props) => Object.keys(props).length <= MAX_EVENT_PROPERTIES, `At most ${MAX_EVENT_PROPERTIES} properties.`)
      .default({}),
  })
  .strict("Unknown field.");

export type EventBody = z.infer<typeof eventBodySchema>;

const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** Whether any object in the JSON has a key that names a prototype (refused outright). */
export function hasPrototypeKey(value: unknown, depth = 0): boolean {
  if (depth > 20 || typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => hasPrototypeKey(item, depth + 1));
  return Object.keys(value).some((key) => PROTOTYPE_KEYS.has(key) || hasPrototypeKey((value as Record<string, unknown>)[key], depth + 1));
}

export type CategoryEvent = { kind: "page-view" } | { kind: "action"; id: number; category: string } | { kind: "refused"; message: string };

const NEXT_STEP = /^Next Step - Step ([1-9][0-9]?)$/;

/** The event a category names: a page view (its id comes from the page), an action's id, or why not. */
export function categoryEvent(category: string): CategoryEvent {
  if (category === PAGE_VIEW) return { kind: "page-view" };
  if (category === ACTION_EVENTS["chat-started"].category || category === ACTION_EVENTS["chat-message"].category) {
    return { kind: "refused", message: "Chat messages are logged by the server when they are stored." };
  }
  const action = Object.values(ACTION_EVENTS).find((a) => a.category === category);
  if (action) return { kind: "action", id: action.id, category };
  if (NEXT_STEP.test(category)) return { kind: "action", id: ACTION_EVENTS["next-step"].id, category };
  if (category === "Form Submission") return { kind: "refused", message: "Form submissions are logged by the server when the lead is stored." };
  return { kind: "refused", message: "Unknown category." };
}
