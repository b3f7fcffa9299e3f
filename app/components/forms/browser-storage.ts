// The lead forms' browser storage (a JavaScript enhancement, per site): the stored customer that
// prefills later forms, the session journey sent as lead_attributes, and the success marker.
// Every access is guarded: storage may be disabled, full or tampered with.
import { STORED_CUSTOMER_FIELDS, toStoredCustomer, type StoredCustomer } from "~/lib/forms/stored-customer";
import {
  firstPageQueryKey,
  linkedQueryParams,
  parseVisitedPages,
  pendingCustomerKey,
  readFirstPageQuery,
  recordVisit,
  storedCustomerKey,
  successMarkerKey,
  visitedPagesKey,
} from "~/lib/forms/session-journey";

function storage(kind: "local" | "session"): Storage | null {
  try {
    return typeof window === "undefined" ? null : kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(kind: "local" | "session", key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: "local" | "session", key: string, value: string | null): void {
  try {
    const s = storage(kind);
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // full or disabled: the enhancement is skipped
  }
}

export const readStoredCustomer = (site: string): StoredCustomer => toStoredCustomer(read("local", storedCustomerKey(site)));

/** Called when a submit passed the browser's checks: kept aside until the success page confirms it. */
export function rememberPendingCustomer(site: string, data: FormData): void {
  const values: Record<string, string> = {};
  for (const field of STORED_CUSTOMER_FIELDS) {
    const v = data.get(field);
    if (typeof v === "string") values[field] = v;
  }
  const customer = toStoredCustomer(values);
  if (Object.keys(customer).length > 0) write("session", pendingCustomerKey(site), JSON.stringify(customer));
}

/**
 * On /success: the pending customer becomes the stored one (merged over the old), and the per-site
 * success marker records the category and the enquired car.
 */
export function confirmLeadSuccess(site: string, category: string, car: string | null = null, now = Date.now()): void {
  const pending = toStoredCustomer(read("session", pendingCustomerKey(site)));
  if (Object.keys(pending).length > 0) {
    write("local", storedCustomerKey(site), JSON.stringify({ ...readStoredCustomer(site), ...pending }));
    write("session", pendingCustomerKey(site), null);
  }
  write("local", successMarkerKey(site), JSON.stringify({ category, car, at: now }));
}

/** Records this page in the journey and, on the first page of a visit, its query. */
export function recordJourney(site: string, location: { pathname: string; search: string }, now = Date.now()): void {
  const pages = parseVisitedPages(read("session", visitedPagesKey(site)));
  write("session", visitedPagesKey(site), JSON.stringify(recordVisit(pages, location.pathname + location.search)));
  if (!readFirstPageQuery(read("local", firstPageQueryKey(site)), now)) {
    const params = linkedQueryParams(location.search);
    if (Object.keys(params).length > 0) write("local", firstPageQueryKey(site), JSON.stringify({ params, savedAt: now }));
  }
}

export function readJourney(site: string, now = Date.now()) {
  return {
    visitedPages: parseVisitedPages(read("session", visitedPagesKey(site))),
    linkedQueryParams: readFirstPageQuery(read("local", firstPageQueryKey(site)), now) ?? {},
  };
}
