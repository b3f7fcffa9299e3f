// Every demo site's Reserve buttons lead somewhere sensible with the embedded default
// (PAYMENTS=sandbox): the sandbox, the 'Reserve Car' lead path, or (for cars without a Reserve
// button) the why-not page — never a 404 or a dead end.
import { afterAll, beforeAll, expect, it } from "vitest";
import { checkoutLoader } from "~/models/checkout.server";
import { reservability } from "~/lib/reservability";
import { siteReserveRules } from "~/lib/car-card";
import { pgliteTarget } from "./support/databases";
import { demoRegistry, get } from "./support/leads";
import { reservationServices, type ReservationTestServices } from "./support/reservations";
import { siteCars } from "../fixtures/site-cars";

const target = pgliteTarget();
let s: ReservationTestServices;
beforeAll(async () => {
  s = await reservationServices(await target.freshEnv());
});
afterAll(async () => {
  await s.close();
  await target.cleanUp();
});

it("each demo site reserves its cars through the sandbox, the lead path, or shows why not", async () => {
  const summary: Record<string, Record<string, number>> = {};
  for (const entry of demoRegistry().entries) {
    const counts: Record<string, number> = { sandbox: 0, stripe: 0, lead: 0, "why-not": 0 };
    let whyNotChecked = 0;
    for (const car of siteCars(entry).filter((c) => c.show_on_dealer_website)) {
      const reserveButton = reservability(car, siteReserveRules(entry.site)).reservable;
      if (!reserveButton && whyNotChecked >= 3) {
        counts["why-not"]++;
        continue;
      }
      // The loader reads the car from the path's slug or /checkout-journey's car_id alike.
      const path = `/checkout-journey?car_id=${car.slug}`;
      const page = await checkoutLoader(s.context(entry.site.slug), get(entry.site.slug, path), {});
      expect(page.kind).toBe(reserveButton ? "checkout" : "why-not");
      if (page.kind === "checkout") counts[page.mode]++;
      else {
        whyNotChecked++;
        counts["why-not"]++;
        expect(page.messages.length).toBeGreaterThan(0);
      }
    }
    summary[entry.site.slug] = counts;
  }
  // Nothing goes to Stripe without keys; the group site shows both ways of reserving.
  for (const counts of Object.values(summary)) expect(counts.stripe).toBe(0);
  expect(summary.sunshine.sandbox).toBeGreaterThan(0);
  expect(summary.sunshine.lead).toBeGreaterThan(0);
  expect(summary.tamaki).toMatchObject({ sandbox: 0 });
  expect(summary.tamaki.lead).toBeGreaterThan(0);
  expect(summary.redgum).toMatchObject({ sandbox: 0, lead: 0 });
  for (const slug of ["sunshine-toyota", "sunshine-mazda", "live-oak", "drivewell", "ridgeline"]) expect(summary[slug].sandbox).toBeGreaterThan(0);
});
