// The outbox forwarder against a real HTTP server on loopback, on PGlite and on PostgreSQL.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../server/db/database";
import { openDatabase } from "../../server/db/open";
import { forwardPending, startForwarder, type ForwardOptions } from "../../server/leads/forwarder";
import { backoffMs } from "../../server/leads/outbox";
import { createLead, getLead, listLeads, updateLead } from "../../server/leads/repository";
import { startFakeLeadApi, type FakeLeadApi } from "./support/lead-api";
import { testDatabases, truncateAll } from "./support/databases";

const payload = { name: "Jane Citizen", email: "jane@example.com", phone: "0412345678", source: "Website" };
const lead = (extra: Partial<Parameters<typeof createLead>[1]> = {}) => ({
  siteSlug: "city-motors",
  category: "New Vehicle Enquiry",
  payload,
  ...extra,
});

describe("backoff", () => {
  it("waits 30 s after the first failure, doubling, at most 5 minutes", () => {
    expect([1, 2, 3, 4, 5, 8, 50].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 300_000, 300_000, 300_000]);
  });
});

describe.each(testDatabases())("lead forwarder on $name", (target) => {
  let db: Database;
  let api: FakeLeadApi;
  let clock: number;
  const now = () => new Date(clock);
  const forward = (extra: Partial<ForwardOptions> = {}) =>
    forwardPending(db, { endpoint: api.url, now, timeoutMs: 5_000, ...extra });
  const outbox = async () =>
    (
      await db.query<{ kind: string; attempts: number; next_attempt_at: Date; delivered_at: Date | null; last_error: string | null }>(
        "SELECT kind, attempts, next_attempt_at, delivered_at, last_error FROM outbox ORDER BY id",
      )
    ).rows;

  beforeAll(async () => {
    db = await openDatabase(await target.freshEnv());
  });
  afterAll(async () => {
    await db?.close();
    await target.cleanUp();
  });
  beforeEach(async () => {
    await truncateAll(db);
    api = await startFakeLeadApi();
    // Ahead of the database's now(), so rows just written are due.
    clock = Date.now() + 1_000;
  });
  afterEach(() => api.close());

  it("fails (500, then no reply), recovers, and delivers once: nothing lost, attempts counted, backoff kept", async () => {
    const { id } = await createLead(db, lead());
    const t0 = clock;
    api.script({ status: 500, body: { message: "boom" } }, "hang", { status: 200, body: { id: "up-77" } });

    expect(await forward()).toEqual({ attempted: 1, delivered: 0, failed: 1 });
    expect(await outbox()).toEqual([
      {
        kind: "lead.created",
        attempts: 1,
        next_attempt_at: new Date(t0 + 30_000),
        delivered_at: null,
        last_error: "An unexpected error occurred: 500 Internal Server Error",
      },
    ]);
    expect((await getLead(db, id))?.delivery).toEqual({
      pending: 1,
      lastDeliveredAt: null,
      lastError: "An unexpected error occurred: 500 Internal Server Error",
    });

    clock = t0 + 29_999; // not yet due
    expect(await forward()).toEqual({ attempted: 0, delivered: 0, failed: 0 });
    expect(api.requests).toHaveLength(1);

    clock = t0 + 30_000; // due: the server takes the request and never answers
    // A short timeout only here, where no reply is coming: a busy machine cannot turn it flaky.
    expect(await forward({ timeoutMs: 300 })).toEqual({ attempted: 1, delivered: 0, failed: 1 });
    expect(await outbox()).toMatchObject([
      { attempts: 2, next_attempt_at: new Date(t0 + 90_000), last_error: "No reply within 300 ms", delivered_at: null },
    ]);

    clock = t0 + 89_999;
    expect((await forward()).attempted).toBe(0);
    clock = t0 + 90_000;
    expect(await forward()).toEqual({ attempted: 1, delivered: 1, failed: 0 });
    expect(await outbox()).toMatchObject([{ attempts: 3, delivered_at: new Date(t0 + 90_000), last_error: null }]);
    expect(await getLead(db, id)).toMatchObject({
      upstreamId: "up-77",
      delivery: { pending: 0, lastDeliveredAt: new Date(t0 + 90_000), lastError: null },
    });

    clock = t0 + 10 * 3_600_000; // much later: nothing is sent again
    expect((await forward()).attempted).toBe(0);
    expect(api.requests).toHaveLength(3);
    for (const request of api.requests) {
      expect(request).toMatchObject({ method: "POST", url: "/api/leads" });
      expect(request.headers).toMatchObject({ accept: "application/json", "content-type": "application/json" });
      expect(request.json()).toEqual({ lead: payload });
    }
  });

  it("keeps the reply's error; an OK reply without an id is not success", async () => {
    await createLead(db, lead());
    api.script({ status: 422, body: { error: "Phone is invalid" } }, { status: 200, body: { error: "Duplicate lead" } }, { status: 200, body: {} });
    const errors: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      await forward();
      const [row] = await outbox();
      errors.push(row.last_error);
      clock = row.next_attempt_at.getTime();
    }
    expect(errors).toEqual(["Phone is invalid (HTTP 422)", "Duplicate lead", "An unexpected error occurred: the reply has no lead id"]);
    expect(await forward()).toMatchObject({ delivered: 1 });
  });

  it("an unreachable API is a failure like any other, retried later", async () => {
    await createLead(db, lead());
    expect(await forwardPending(db, { endpoint: "http://127.0.0.1:1", now, timeoutMs: 2_000 })).toMatchObject({ failed: 1 });
    expect((await outbox())[0].last_error).toMatch(/ECONNREFUSED|fetch failed/);
  });

  it("a multi-step lead is POSTed, then PUT to /api/leads/{upstream id}, in order, never ahead of the create", async () => {
    const { id } = await createLead(db, lead({ status: "Incomplete", payload: { name: "Jo", lead_status: "Incomplete" } }));
    await updateLead(db, id, { siteSlug: "city-motors", status: "Incomplete", payload: { email: "jo@example.com" } });
    await updateLead(db, id, { siteSlug: "city-motors", status: "complete", payload: { lead_status: "complete" } });
    api.script({ status: 503, body: {} }, { status: 200, body: { id: 901 } });

    // The create fails; the two updates must wait for it.
    expect(await forward()).toEqual({ attempted: 1, delivered: 0, failed: 1 });
    clock += 30_000;
    expect(await forward()).toEqual({ attempted: 3, delivered: 3, failed: 0 });
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "POST /api/leads",
      "POST /api/leads",
      "PUT /api/leads/901",
      "PUT /api/leads/901",
    ]);
    // Each request carries the lead as stored now.
    expect(api.requests[3].json()).toEqual({ lead: { name: "Jo", lead_status: "complete", email: "jo@example.com" } });
  });

  it("sends an Idempotency-Key of the lead id and version: the same on a retry, a new one after an update", async () => {
    const { id } = await createLead(db, lead({ status: "Incomplete", payload: { name: "Jo", lead_status: "Incomplete" } }));
    api.script({ status: 502, body: {} }, { status: 200, body: { id: "up-5" } });
    expect(await forward()).toMatchObject({ failed: 1 });
    clock += 30_000;
    expect(await forward()).toMatchObject({ delivered: 1 });
    await updateLead(db, id, { siteSlug: "city-motors", status: "complete", payload: { email: "jo@example.com" } });
    api.script({ status: 500, body: {} });
    expect(await forward()).toMatchObject({ failed: 1 });
    clock += 30_000;
    expect(await forward()).toMatchObject({ delivered: 1 });
    expect(api.requests.map((r) => `${r.method} ${r.url} ${r.headers["idempotency-key"]}`)).toEqual([
      `POST /api/leads ${id}:1`,
      `POST /api/leads ${id}:1`,
      `PUT /api/leads/up-5 ${id}:2`,
      `PUT /api/leads/up-5 ${id}:2`,
    ]);
  });

  it("a lead with files goes multipart to /api/leads/with-files", async () => {
    const data = Uint8Array.from({ length: 256 }, (_, i) => i);
    await createLead(db, lead({ category: "Career", files: [{ filename: "cv.pdf", contentType: "application/pdf", data }] }));
    expect(await forward()).toMatchObject({ delivered: 1 });
    const [request] = api.requests;
    expect(request).toMatchObject({ method: "POST", url: "/api/leads/with-files" });
    const form = await request.formData();
    expect(JSON.parse(String(form.get("lead")))).toEqual({ lead: payload });
    const file = form.get("files[]") as File;
    expect(file.name).toBe("cv.pdf");
    expect(file.type).toBe("application/pdf");
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(data))).toBe(true);
  });

  it("a car-clarity lead goes as form data to /api/carClarityCustomer", async () => {
    await createLead(db, lead({ destination: "car-clarity" }));
    api.script({ status: 200, body: { ok: true } });
    expect(await forward()).toMatchObject({ delivered: 1 });
    const [request] = api.requests;
    expect(request).toMatchObject({ method: "POST", url: "/api/carClarityCustomer" });
    expect(Object.fromEntries(await request.formData())).toEqual(payload);
  });

  it("two forwarders at once deliver every lead exactly once", async () => {
    const ids: string[] = [];
    for (let n = 0; n < 6; n++) ids.push((await createLead(db, lead({ payload: { ...payload, n } }))).id);
    for (let n = 0; n < 6; n++) api.script({ status: 200, body: { id: `up-${n}` }, delayMs: 20 });
    const reports = await Promise.all([forward(), forward()]);
    expect(reports.reduce((sum, r) => sum + r.delivered, 0)).toBe(6);
    const sent = api.requests.map((r) => (r.json() as { lead: { n: number } }).lead.n).sort();
    expect(sent).toEqual([0, 1, 2, 3, 4, 5]);
    expect((await outbox()).every((row) => row.delivered_at !== null && row.attempts === 1)).toBe(true);
  });

  it("startForwarder polls on its interval, wakes on demand and stops cleanly", async () => {
    const sleeps: number[] = [];
    // A sleep that only ends when the forwarder wakes or stops: no real waiting in the test.
    const sleep = (ms: number, signal: AbortSignal) => {
      sleeps.push(ms);
      return new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
    };
    await createLead(db, lead({ payload: { n: 1 } }));
    const forwarder = startForwarder(db, { endpoint: api.url, now, intervalMs: 5_000, sleep });
    await vi.waitFor(() => expect(sleeps).toEqual([5_000]), { timeout: 10_000 });
    expect(api.requests).toHaveLength(1); // the first pass runs at start

    await createLead(db, lead({ payload: { n: 2 } }));
    forwarder.wake();
    await vi.waitFor(() => expect(sleeps).toHaveLength(2), { timeout: 10_000 });
    expect(api.requests.map((r) => r.json())).toEqual([{ lead: { n: 1 } }, { lead: { n: 2 } }]);

    await forwarder.stop();
    await createLead(db, lead({ payload: { n: 3 } }));
    forwarder.wake();
    expect(api.requests).toHaveLength(2);
  });

  it("without a lead API the forwarder does nothing and leads wait in the inbox", async () => {
    const forwarder = startForwarder(db, { endpoint: undefined });
    const { id } = await createLead(db, lead());
    forwarder.wake();
    await forwarder.stop();
    const { leads } = await listLeads(db, { siteSlug: "city-motors" });
    expect(leads.map((l) => [l.id, l.delivery.pending, l.delivery.lastDeliveredAt])).toEqual([[id, 1, null]]);
    expect(api.requests).toHaveLength(0);
  });
});
