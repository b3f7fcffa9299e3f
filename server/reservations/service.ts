// Placeholder while the real service is built: every car reserves through the lead path.
import type { Env } from "../env";
import type { Database } from "../db/database";
import type { SiteRegistry } from "../sites/registry";
import type { ReservationService } from "./port";

export interface ReservationDeps {
  env: Env;
  db: Database;
  registry: SiteRegistry;
}

export function createReservationService(_deps: ReservationDeps): ReservationService {
  const none = async () => null;
  return {
    mode: () => "lead",
    terms: () => ({ amountCents: 20000, currency: "AUD", holdHours: 48, refundableHours: 48, nonRefundableCents: 0, state: "", texts: [] }),
    start: async () => ({ kind: "unavailable", reason: "not-reservable" }),
    byToken: none,
    cancel: async () => ({ ok: false, error: "not found" }),
    heldCarIds: () => new Set(),
    list: async () => [],
    markSold: none,
    release: none,
    refund: none,
    handleStripeWebhook: async () => ({ status: 404, body: { error: "not configured" } }),
    sandboxComplete: none,
    sandboxSession: none,
    sweep: async () => 0,
  };
}
