// The Stripe adapter end to end: the real `stripe` client against a loopback stub of the documented
// endpoints, and webhooks signed with the client's own test-header helper, through the route.
import Stripe from "stripe";
import type { ActionFunctionArgs } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as webhookAction, loader as webhookLoader } from "~/routes/api.payments.stripe.webhook";
import { checkoutAction } from "~/models/checkout.server";
import { PAYMENT_ERROR_MESSAGE } from "../../server/reservations/service";
import { envSuffix } from "../../server/payments/keys";
import { pgliteTarget, truncateAll } from "./support/databases";
import { demoRegistry, formPost, outcome } from "./support/leads";
import { CUSTOMER, reservableCars, reservationServices, type ReservationTestServices } from "./support/reservations";
import { startStripeStub, type StripeStub } from "./support/stripe-stub";

const SECRET = "whsec_test_secret";
const target = pgliteTarget();
let s: ReservationTestServices;
let stub: StripeStub;

const site = "sunshine";
const origin = "http://sunshine.localhost";
const car = () => reservableCars(s.entry(site))[0];

beforeAll(async () => {
  stub = await startStripeStub();
  const dealerKey = `STRIPE_SECRET_KEY_${envSuffix(reservableCars(demoRegistry().bySiteSlug(site)!)[0].dealership_slug)}`;
  s = await reservationServices(
    await target.freshEnv(),
    { PAYMENTS: "stripe", STRIPE_API_HOST: "127.0.0.1", STRIPE_API_PORT: String(stub.port), STRIPE_API_PROTOCOL: "http", STRIPE_WEBHOOK_SECRET: SECRET },
    { secrets: { STRIPE_SECRET_KEY: "sk_test_shared", [dealerKey]: "sk_test_dealer", STRIPE_WEBHOOK_SECRET: SECRET }, stripeTimeoutMs: 300 },
  );
});
beforeEach(() => {
  stub.mode = "ok";
  stub.requests.length = 0;
});
afterEach(async () => truncateAll(s.db));
afterAll(async () => {
  await s.close();
  await stub.close();
  await target.cleanUp();
});

const start = (clientIp = "203.0.113.9") => s.reservations.start({ entry: s.entry(site), car: car(), customer: CUSTOMER, origin, clientIp });

function event(id: string, type: string, object: Record<string, unknown>) {
  return JSON.stringify({ id, object: "event", api_version: "2025-01-27", created: Math.floor(Date.now() / 1000), type, data: { object } });
}
const completed = (id: string, session: string, reservationId: string, pi = "pi_1") =>
  event(id, "checkout.session.completed", { id: session, object: "checkout.session", payment_status: "paid", payment_intent: pi, client_reference_id: reservationId, metadata: { reservation_id: reservationId } });
const expired = (id: string, session: string, reservationId: string) =>
  event(id, "checkout.session.expired", { id: session, object: "checkout.session", payment_status: "unpaid", metadata: { reservation_id: reservationId } });

async function deliver(payload: string, opts: { signWith?: string; timestamp?: number; header?: string | null } = {}) {
  const header =
    opts.header !== undefined
      ? opts.header
      : Stripe.webhooks.generateTestHeaderString({ payload: opts.signWith ?? payload, secret: SECRET, timestamp: opts.timestamp });
  const request = new Request(`${origin}/api/payments/stripe/webhook`, {
    method: "POST",
    body: payload,
    headers: { "content-type": "application/json", ...(header ? { "stripe-signature": header } : {}) },
  });
  const res = (await webhookAction({ request, context: s.context(site), params: {} } as ActionFunctionArgs)) as Response;
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function paidReservation() {
  const result = await start();
  if (result.kind !== "redirect") throw new Error(result.kind);
  const r = result.reservation;
  expect((await deliver(completed("evt_paid", r.providerSessionId!, r.id))).status).toBe(200);
  return r;
}

const leadCount = async () => (await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM leads")).rows[0].n;
const status = async (token: string) => (await s.reservations.byToken(token))!.status;

describe("checkout session", () => {
  it("is created in payment mode, in the site's currency, with the reservation id and an Idempotency-Key", async () => {
    const values = { name: "Jane", last_name: "Citizen", email: "jane@example.com", phone: "0412345678", postcode: "4000", terms_conditions: "on", car_id: car().slug, amount_cents: "20000" };
    const res = await outcome(checkoutAction(s.context(site), formPost(site, `/cars/${car().slug}/checkout`, values, { origin }), { slug: car().slug }));
    expect(res.status).toBe(303);
    expect(res.location).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const [req] = stub.requests;
    const reservation = (await s.reservations.list({}))[0];
    expect(req.method).toBe("POST");
    expect(req.path).toBe("/v1/checkout/sessions");
    expect(req.headers.authorization).toBe("Bearer sk_test_dealer"); // the dealership's own key wins over the shared one
    expect(req.headers["idempotency-key"]).toBe(`checkout-${reservation.id}`);
    expect(Object.fromEntries(req.form)).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "aud",
      "line_items[0][price_data][unit_amount]": "20000",
      client_reference_id: reservation.id,
      "metadata[reservation_id]": reservation.id,
      customer_email: "jane@example.com",
      success_url: `${origin}/reservation/${reservation.token}`,
      cancel_url: `${origin}/reservation/${reservation.token}?checkout=cancelled`,
    });
    expect(reservation).toMatchObject({ status: "pending", provider: "stripe", providerSessionId: expect.stringMatching(/^cs_test_/) });
  });

  it("a Stripe outage (500) answers 503 with a clear message and the visitor's details kept; nothing stays held", async () => {
    stub.mode = "error";
    const values = { name: "Jane", last_name: "Citizen", email: "jane@example.com", phone: "0412345678", postcode: "4000", terms_conditions: "on", car_id: car().slug, amount_cents: "20000" };
    const res = await outcome(checkoutAction(s.context(site), formPost(site, `/cars/${car().slug}/checkout`, values, { origin }), { slug: car().slug }));
    expect(res.status).toBe(503);
    const body = res.data as { formError: string; result: { initialValue: Record<string, string> } };
    expect(body.formError).toBe(PAYMENT_ERROR_MESSAGE);
    expect(body.result.initialValue).toMatchObject({ name: "Jane", email: "jane@example.com" });
    expect((await s.reservations.list({}))[0].status).toBe("released");
    expect(s.reservations.heldCarIds(s.entry(site).group.group.slug).has(String(car().id))).toBe(false);
    // Retried once with the same key: a retry never makes a second session.
    expect(stub.requests.map((r) => r.headers["idempotency-key"])).toEqual([stub.requests[0].headers["idempotency-key"], stub.requests[0].headers["idempotency-key"]]);
  });

  it("a dealership without a secret key, or a server without a webhook secret, reserves through the lead path", async () => {
    const entry = s.entry(site);
    const other = reservableCars(entry).find((c) => c.dealership_slug !== car().dealership_slug)!;
    expect(s.reservations.mode(entry, car())).toBe("stripe");
    expect(s.reservations.mode(entry, other)).toBe("stripe"); // the shared key
    const noShared = await reservationServices(await target.freshEnv(), { PAYMENTS: "stripe" }, { secrets: { STRIPE_SECRET_KEY_X: "sk_test_x", STRIPE_WEBHOOK_SECRET: SECRET } });
    const noHook = await reservationServices(await target.freshEnv(), { PAYMENTS: "stripe" }, { secrets: { STRIPE_SECRET_KEY: "sk_test_shared" } });
    try {
      expect(noShared.reservations.mode(entry, other)).toBe("lead");
      expect(noHook.reservations.mode(entry, car())).toBe("lead");
    } finally {
      await noShared.close();
      await noHook.close();
    }
  });

  it("a Stripe that never answers is a payment error, not a hung page", async () => {
    stub.mode = "hang";
    expect(await start()).toEqual({ kind: "payment-error", message: PAYMENT_ERROR_MESSAGE });
  });
});

describe("webhooks", () => {
  it("a valid checkout.session.completed marks the reservation paid and makes the 'Reserve Car' lead", async () => {
    const r = await paidReservation();
    expect(await status(r.token)).toBe("paid");
    expect(await leadCount()).toBe(1);
  });

  it("a duplicate delivery is answered 200 and changes nothing twice", async () => {
    const r = await paidReservation();
    const again = await deliver(completed("evt_paid", r.providerSessionId!, r.id));
    expect(again).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await leadCount()).toBe(1);
  });

  it("a tampered payload is a 400 and changes nothing", async () => {
    const result = await start();
    if (result.kind !== "redirect") throw new Error(result.kind);
    const r = result.reservation;
    const genuine = expired("evt_x", r.providerSessionId!, r.id);
    const forged = completed("evt_x", r.providerSessionId!, r.id);
    const res = await deliver(forged, { signWith: genuine });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/signature/i);
    expect(await status(r.token)).toBe("pending");
  });

  it("a stale signature (older than 300 s) is a 400; a missing one too", async () => {
    const result = await start();
    if (result.kind !== "redirect") throw new Error(result.kind);
    const payload = completed("evt_old", result.reservation.providerSessionId!, result.reservation.id);
    expect((await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 })).status).toBe(400);
    expect((await deliver(payload, { header: null })).status).toBe(400);
    expect(await status(result.reservation.token)).toBe("pending");
    // Inside the tolerance it is taken.
    expect((await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 290 })).status).toBe(200);
  });

  it("out of order: an expiry after the payment is ignored", async () => {
    const r = await paidReservation();
    const res = await deliver(expired("evt_late_expiry", r.providerSessionId!, r.id));
    expect(res.status).toBe(200);
    expect(await status(r.token)).toBe("paid");
  });

  it("a payment completing for a car already held by someone else is refunded automatically", async () => {
    const first = await start("203.0.113.1");
    if (first.kind !== "redirect") throw new Error(first.kind);
    const a = first.reservation;
    await deliver(expired("evt_a_expired", a.providerSessionId!, a.id));
    const second = await start("203.0.113.2");
    expect(second.kind).toBe("redirect");
    stub.requests.length = 0;
    const res = await deliver(completed("evt_a_paid_late", a.providerSessionId!, a.id, "pi_late"));
    expect(res.status).toBe(200);
    expect(await status(a.token)).toBe("refunded");
    const [refund] = stub.requests;
    expect(refund.path).toBe("/v1/refunds");
    expect(refund.headers["idempotency-key"]).toBe(`refund-${a.id}-duplicate`);
    expect(Object.fromEntries(refund.form)).toMatchObject({ payment_intent: "pi_late", amount: "20000", reason: "duplicate" });
    expect(await leadCount()).toBe(0);
  });

  it("a refund that fails is not recorded, so Stripe's retry refunds", async () => {
    const first = await start("203.0.113.1");
    if (first.kind !== "redirect") throw new Error(first.kind);
    const a = first.reservation;
    await deliver(expired("evt_a_expired", a.providerSessionId!, a.id));
    await start("203.0.113.2");
    stub.mode = "error";
    const payload = completed("evt_retry", a.providerSessionId!, a.id, "pi_retry");
    expect((await deliver(payload)).status).toBe(500);
    stub.mode = "ok";
    expect((await deliver(payload)).status).toBe(200);
    expect(await status(a.token)).toBe("refunded");
  });

  it("cancel within the window refunds through Stripe; a refund made in Stripe's dashboard ends a hold", async () => {
    const r = await paidReservation();
    stub.requests.length = 0;
    expect(await s.reservations.cancel(r.token)).toEqual({ ok: true, refunded: true });
    expect(Object.fromEntries(stub.requests[0].form)).toMatchObject({ payment_intent: "pi_1", amount: "20000" });

    await truncateAll(s.db);
    const other = await paidReservation();
    const refunded = event("evt_refund", "charge.refunded", { id: "ch_1", object: "charge", payment_intent: "pi_1", amount: 20000, amount_refunded: 20000, refunded: true });
    expect((await deliver(refunded)).status).toBe(200);
    expect(await status(other.token)).toBe("refunded");
  });

  it("anything but POST is a JSON 405", async () => {
    const res = webhookLoader();
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ error: "Use POST." });
  });
});
