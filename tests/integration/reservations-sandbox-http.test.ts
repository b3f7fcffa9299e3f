// The sandbox's hosted checkout through the real built server on PostgreSQL, as a browser without
// JavaScript uses it: the page is plainly a test payment, and its Pay button is a plain form post.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ReservationService } from "../../server/reservations/port";
import { startPostgres, type TempPostgres } from "./support/postgres";
import { startServer, type RunningServer } from "./support/server";
import { demoRegistry, leadServices, type LeadTestServices } from "./support/leads";
import { CUSTOMER, reservableCars } from "./support/reservations";

let pg: TempPostgres;
let server: RunningServer;
let test: LeadTestServices;
let reservations: ReservationService;

beforeAll(async () => {
  pg = await startPostgres();
  const url = await pg.createDatabase("sandbox_http");
  // This side starts the reservation in the shared database; the server serves its checkout page.
  test = await leadServices({ DATABASE_URL: url, DATA_DIR: "unused" });
  reservations = test.services.reservations;
  server = await startServer({ DATABASE_URL: url, PAYMENTS: "sandbox", LOG_REQUESTS: "false" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await test?.close();
  await pg?.stop();
});

it("shows the test payment page and takes Pay as a plain form post", async () => {
  const entry = demoRegistry().bySiteSlug("sunshine")!; // the server's default site on 127.0.0.1
  const started = await reservations.start({ entry, car: reservableCars(entry)[0], customer: CUSTOMER, origin: server.url });
  if (started.kind !== "redirect") throw new Error(started.kind);
  expect(started.url).toBe(`${server.url}/sandbox-checkout/${started.reservation.providerSessionId}`);

  const page = await fetch(started.url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("<h1>Test payment — no money moves</h1>");
  expect(html).toContain(started.reservation.number);
  expect(html).toMatch(/<form method="post"[^>]*>/);
  expect(html).toMatch(/<button[^>]*name="intent" value="pay"/);
  expect(html).toContain('content="noindex"');

  const pay = await fetch(started.url, {
    method: "POST",
    body: new URLSearchParams({ intent: "pay" }),
    headers: { origin: server.url },
    redirect: "manual",
  });
  expect(pay.status).toBe(303);
  expect(pay.headers.get("location")).toBe(`/reservation/${started.reservation.token}`);
  const paid = await reservations.byToken(started.reservation.token);
  expect(paid).toMatchObject({ status: "paid", leadId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

  const again = await fetch(started.url);
  expect(await again.text()).toContain("This checkout is closed (the reservation is paid)");
});
