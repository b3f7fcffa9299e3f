// The lead forms' browser storage (a JavaScript enhancement, per site): the stored customer that
// prefills later forms and the success marker (the session journey is in ./journey-storage).
// Every access goes through the guarded storage (~/lib/browser-storage).
import { STORED_CUSTOMER_FIELDS, toStoredCustomer, type StoredCustomer } from "~/lib/forms/stored-customer";
import { pendingCustomerKey, storedCustomerKey, successMarkerKey } from "~/lib/forms/session-journey";
import { localStore, sessionStore } from "~/lib/browser-storage";

export const readStoredCustomer = (site: string): StoredCustomer => toStoredCustomer(localStore.read(storedCustomerKey(site)));

/** Called when a submit passed the browser's checks: kept aside until the success page confirms it. */
export function rememberPendingCustomer(site: string, data: FormData): void {
  const values: Record<string, string> = {};
  for (const field of STORED_CUSTOMER_FIELDS) {
    const v = data.get(field);
    if (typeof v === "string") values[field] = v;
  }
  const customer = toStoredCustomer(values);
  if (Object.keys(customer).length > 0) sessionStore.writeJson(pendingCustomerKey(site), customer);
}

/**
 * On /success: the pending customer becomes the stored one (merged over the old), and the per-site
 * success marker records the category and the enquired car.
 */
export function confirmLeadSuccess(site: string, category: string, car: string | null = null, now = Date.now()): void {
  const pending = toStoredCustomer(sessionStore.read(pendingCustomerKey(site)));
  if (Object.keys(pending).length > 0) {
    localStore.writeJson(storedCustomerKey(site), { ...readStoredCustomer(site), ...pending });
    sessionStore.write(pendingCustomerKey(site), null);
  }
  localStore.writeJson(successMarkerKey(site), { category, car, at: now });
}
