// The reservation service over the demo sites and a real database, with a clock the test moves,
// for the lifecycle, webhook and checkout tests.
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { DatabaseEnv } from "../../../server/db/open";
import type { ReservationService } from "../../../server/reservations/port";
import { createReservationService } from "../../../server/reservations/service";
import type { SiteEntry } from "../../../server/sites/registry";
import type { Car } from "../../../server/sites/schema";
import { reservability } from "../../../app/lib/reservability";
import { siteReserveRules } from "../../../app/lib/car-card";
import { demoRegistry, leadServices, type LeadTestServices } from "./leads";
import { pgliteTarget, truncateAll, type TestDatabase } from "./databases";
import { siteCars } from "../../fixtures/site-cars";

export interface ReservationTestServices extends LeadTestServices {
  reservations: ReservationService;
  clock: { now: Date };
  entry(site: string): SiteEntry;
}

export async function reservationServices(
  dbEnv: DatabaseEnv,
  env: Record<string, string> = {},
  options: { secrets?: Record<string, string>; stripeTimeoutMs?: number } = {},
): Promise<ReservationTestServices> {
  // The same services with a clock the test moves and the given secrets in place of the default service.
  const base = await leadServices(dbEnv, { PAYMENTS: "sandbox", ...env });
  const clock = { now: new Date("2026-03-02T01:00:00Z") };
  const reservations = await createReservationService({
    env: base.services.env,
    db: base.db,
    registry: demoRegistry(),
    search: base.services.search,
    leads: base.services,
    secrets: { ...env, ...options.secrets },
    now: () => clock.now,
    stripeTimeoutMs: options.stripeTimeoutMs,
    sweepEvery: false,
  });
  (base.services as { reservations: ReservationService }).reservations = reservations;
  return {
    ...base,
    reservations,
    clock,
    entry: (site) => demoRegistry().bySiteSlug(site)!,
    context: (site, clientIp) => base.context(site, clientIp) as AppLoadContext,
  };
}

/** Cars of a site that pass its reservability rule, with a usable processor (or none, when asked). */
export function reservableCars(entry: SiteEntry, opts: { withProcessor?: boolean } = {}): Car[] {
  const want = opts.withProcessor ?? true;
  return siteCars(entry).filter((car) => {
    const check = reservability(car, siteReserveRules(entry.site));
    return check.reservable && car.show_on_dealer_website && (check.processor !== null) === want;
  });
}

export const CUSTOMER = { name: "Jane", last_name: "Citizen", email: "jane@example.com", phone: "0412345678", postcode: "4000" };

/**
 * The services of one test file (or describe block) on a fresh database: made before its tests,
 * emptied after each, closed after all. Read them through the getter once the tests run.
 */
export function useReservationServices(target: TestDatabase = pgliteTarget()): () => ReservationTestServices {
  let s: ReservationTestServices;
  beforeAll(async () => {
    s = await reservationServices(await target.freshEnv());
  });
  afterEach(async () => truncateAll(s.db));
  afterAll(async () => {
    await s.close();
    await target.cleanUp();
  });
  return () => s;
}
