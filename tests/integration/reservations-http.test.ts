// The payment routes through the real built server (Express in front of Remix): the webhook reads
// the raw body as sent, answers JSON, and the sandbox page is the site's own 404 for unknown sessions.
import Stripe from "stripe";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startServer, type RunningServer } from "./support/server";

const SECRET = "whsec_http_test";
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "dealer-reservations-http-"));
  server = await startServer({ DATA_DIR: dataDir, PAYMENTS: "sandbox", STRIPE_WEBHOOK_SECRET: SECRET, LOG_REQUESTS: "false" });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const hook = (body: string, headers: Record<string, string>) =>
  fetch(`${server.url}/api/payments/stripe/webhook`, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });

// Whitespace and key order a parser would not keep: the signature holds only over the bytes as sent.
const payload = `{\n  "id": "evt_http_1",  "object": "event", "type": "checkout.session.completed",\n  "data": {"object": {"id": "cs_test_unknown", "object": "checkout.session", "payment_status": "paid", "metadata": {}}}}`;

it("verifies the signature over the raw body and answers 200 JSON", async () => {
  const res = await hook(payload, { "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ received: true, duplicate: false, note: "unknown session" });
  const again = await hook(payload, { "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) });
  expect(await again.json()).toEqual({ received: true, duplicate: true });
});

it("a bad signature is a 400 JSON error; GET is a 405", async () => {
  const res = await hook(payload, { "stripe-signature": "t=1,v1=deadbeef" });
  expect(res.status).toBe(400);
  expect(res.headers.get("content-type")).toMatch(/application\/json/);
  expect((await res.json()).error).toMatch(/signature/i);
  const get = await fetch(`${server.url}/api/payments/stripe/webhook`);
  expect(get.status).toBe(405);
  expect(await get.json()).toEqual({ error: "Method not allowed: use POST." });
});

it("an unknown sandbox session is a 404 page in the site's layout", async () => {
  const res = await fetch(`${server.url}/sandbox-checkout/sbx_AAAAAAAAAAAAAAAAAAAAAA`, { headers: { host: "sunshine.localhost" } });
  expect(res.status).toBe(404);
  expect(await res.text()).toContain("Sunshine Motor Group");
});

it("stops cleanly (the sweep timer does not hold the process)", async () => {
  expect(await server.stop()).toBe(0);
});
