// The captcha's used solutions in the database (server/captcha/replay-store.ts), on PGlite and on
// PostgreSQL: a solution is claimed once, also through a second store on the same database (a
// second app server), and expired solutions are cleared.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database";
import { openDatabase } from "../../server/db/open";
import { databaseReplayStore, REPLAY_CLEANUP_EVERY_MS } from "../../server/captcha/replay-store";
import { testDatabases } from "./support/databases";

describe.each(testDatabases())("captcha replay store on $name", (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase(await target.freshEnv());
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await target.cleanUp();
  });

  const count = async () => Number((await db.query<{ n: string }>("SELECT count(*) AS n FROM captcha_solutions")).rows[0].n);

  it("claims a solution once, whichever server's store is asked", async () => {
    const one = databaseReplayStore(db);
    const other = databaseReplayStore(db);
    const expires = Date.parse("2030-01-01T00:30:00Z");
    const now = Date.parse("2030-01-01T00:00:00Z");
    expect(await one.claim("sig-a", expires, now)).toBe(true);
    expect(await other.claim("sig-a", expires, now)).toBe(false);
    expect(await one.claim("sig-a", expires, now)).toBe(false);
    expect(await other.claim("sig-b", expires, now)).toBe(true);
  });

  it("two claims of one solution at the same moment: exactly one wins", async () => {
    const stores = [databaseReplayStore(db), databaseReplayStore(db), databaseReplayStore(db)];
    const now = Date.parse("2030-01-01T00:00:00Z");
    const results = await Promise.all(stores.map((s) => s.claim("sig-race", now + 60_000, now)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("clears expired solutions at most once a minute per server", async () => {
    await db.exec("DELETE FROM captcha_solutions");
    const store = databaseReplayStore(db);
    const t0 = Date.parse("2030-02-01T00:00:00Z");
    expect(await store.claim("short", t0 + 1_000, t0)).toBe(true);
    expect(await store.claim("long", t0 + 3_600_000, t0 + 1)).toBe(true);
    // 'short' has expired, but the last clearing was under a minute ago: still there.
    expect(await store.claim("third", t0 + 3_600_000, t0 + REPLAY_CLEANUP_EVERY_MS - 1)).toBe(true);
    expect(await count()).toBe(3);
    // A minute after the last clearing: the expired one goes, the live ones stay.
    expect(await store.claim("fourth", t0 + 3_600_000, t0 + REPLAY_CLEANUP_EVERY_MS)).toBe(true);
    const left = (await db.query<{ signature: string }>("SELECT signature FROM captcha_solutions ORDER BY signature")).rows.map((r) => r.signature);
    expect(left).toEqual(["fourth", "long", "third"]);
  });
});
