// The stored customer (spec point 3): five fields remembered in the browser after a submit, and
// used to prefill those five fields only (point 5) on the next form.
import type { FormDeclaration } from "./declaration";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, cleanText } from "./fields";
import { PHONE_MAX_LENGTH } from "./phone";

/** "Stored customer (remembered locally after a submit): name, last_name, email, phone, postcode." */
export const STORED_CUSTOMER_FIELDS = ["name", "last_name", "email", "phone", "postcode"] as const;
export type StoredCustomerField = (typeof STORED_CUSTOMER_FIELDS)[number];
export type StoredCustomer = Partial<Record<StoredCustomerField, string>>;

const CAPS: Record<StoredCustomerField, number> = {
  name: NAME_MAX_LENGTH,
  last_name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  postcode: 5,
};

/**
 * The five fields out of anything: submitted values, or what was read back from local storage
 * (a JSON string or an object, possibly tampered with). Non-text, blank and over-long values
 * are dropped; nothing else is kept.
 */
export function toStoredCustomer(source: unknown): StoredCustomer {
  let data = source;
  if (typeof data === "string") {
    try {
      data = JSON.parse(data);
    } catch {
      return {};
    }
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return {};
  const record = data as Record<string, unknown>;
  const out: StoredCustomer = {};
  for (const field of STORED_CUSTOMER_FIELDS) {
    const value = typeof record[field] === "string" ? cleanText(record[field]) : undefined;
    if (typeof value === "string" && value.length <= CAPS[field]) out[field] = value;
  }
  return out;
}

/**
 * Initial values for a form from the stored customer: only the five remembered fields, and only
 * those the form declares (hidden and button fields are never prefilled).
 */
export function prefillFromStoredCustomer(decl: Pick<FormDeclaration, "steps">, stored: unknown): Record<string, string> {
  const customer = toStoredCustomer(stored);
  const prefill: Record<string, string> = {};
  for (const step of decl.steps) {
    for (const field of step.fields) {
      if (field.type === "hidden" || field.type === "button") continue;
      const value = customer[field.name as StoredCustomerField];
      if ((STORED_CUSTOMER_FIELDS as readonly string[]).includes(field.name) && value !== undefined) {
        prefill[field.name] = value;
      }
    }
  }
  return prefill;
}
