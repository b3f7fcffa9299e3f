// The event recorder on real PGlite and PostgreSQL: events queue in memory and are stored with
// batched multi-row INSERTs; a database that fails keeps them queued, and a full queue drops the oldest.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database";
import { openDatabase } from "../../server/db/open";
import { startEventRecorder, type AnalyticsEvent } from "../../server/analytics/recorder";
import { testDatabases, truncateAll } from "./support/databases";

const event = (n: number, extra: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  groupSlug: "sunshine-motor-group",
  websiteSlug: "sunshine",
  eventId: 1,
  category: "Page View",
  pageType: "Home",
  url: `https://sunshine.example/?n=${n}`,
  anonId: "device_ABCDEFGHIJ",
  sessionId: "session_ABCDEFGHIJ",
  ...extra,
});

describe.each(testDatabases())("event recorder on $name", (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase(await target.freshEnv());
  });
  afterAll(async () => {
    await db?.close();
    await target.cleanUp();
  });
  beforeEach(() => truncateAll(db));

  it("stores every column, with each event's own time, when flushed", async () => {
    const recorder = startEventRecorder(db, { flushMs: 60_000 });
    const at = new Date("2026-11-27T01:02:03.000Z");
    recorder.record(
      event(1, {
        eventId: 4,
        pageType: "Used Vehicle Details",
        carId: "123",
        leadId: null,
        errorMessage: "a\u0000b",
        eventProperties: { car_slug: "2020-toyota-corolla-123", car_name: "2020 Toyota Corolla", browser: "Firefox" },
        createdAt: at,
      }),
    );
    const { rows: before } = await db.query("SELECT * FROM events");
    expect(before).toHaveLength(0); // queued, not written by record()
    await recorder.stop();
    const { rows } = await db.query<Record<string, unknown>>("SELECT * FROM events");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      group_slug: "sunshine-motor-group",
      website_slug: "sunshine",
      event_id: 4,
      category: "Page View",
      page_type: "Used Vehicle Details",
      car_id: "123",
      lead_id: null,
      anon_id: "device_ABCDEFGHIJ",
      session_id: "session_ABCDEFGHIJ",
      error_message: "ab", // NUL cannot be stored: dropped
      event_properties: { car_slug: "2020-toyota-corolla-123", car_name: "2020 Toyota Corolla", browser: "Firefox" },
    });
    expect(new Date(rows[0].created_at as string).toISOString()).toBe(at.toISOString());
  });

  it("writes in batches of batchSize: 450 events are 3 INSERTs, started as soon as a batch is full", async () => {
    const statements: number[] = [];
    const counting: Database = { ...db, query: (sql, params) => (statements.push(params?.length ?? 0), db.query(sql, params)) };
    const recorder = startEventRecorder(counting, { flushMs: 60_000, batchSize: 200 });
    for (let n = 0; n < 450; n += 1) recorder.record(event(n));
    await recorder.stop();
    expect(statements).toEqual([200 * 13, 200 * 13, 50 * 13]);
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM events");
    expect(rows[0].n).toBe(450);
  });

  it("keeps events while the database fails, drops the oldest beyond the bound, stores the rest once it answers", async () => {
    const lines: string[] = [];
    let down = true;
    const flaky: Database = { ...db, query: (sql, params) => (down ? Promise.reject(new Error("connection refused")) : db.query(sql, params)) };
    const recorder = startEventRecorder(flaky, { flushMs: 60_000, batchSize: 10, maxQueue: 25, log: (line) => lines.push(line) });
    for (let n = 0; n < 30; n += 1) recorder.record(event(n));
    await recorder.flush();
    expect(lines.some((l) => l.includes("not stored yet"))).toBe(true);
    expect(lines.some((l) => l.includes("oldest events dropped"))).toBe(true);
    down = false;
    await recorder.stop();
    const { rows } = await db.query<{ url: string }>("SELECT url FROM events ORDER BY id");
    expect(rows).toHaveLength(25);
    expect(rows[0].url).toBe("https://sunshine.example/?n=5"); // 0-4 were the oldest
  });

  it("record() after stop() is ignored (shutdown)", async () => {
    const recorder = startEventRecorder(db, { flushMs: 60_000 });
    await recorder.stop();
    recorder.record(event(1));
    await recorder.flush();
    const { rows } = await db.query("SELECT * FROM events");
    expect(rows).toHaveLength(0);
  });
});
