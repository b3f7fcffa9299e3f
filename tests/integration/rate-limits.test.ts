// The rate limits (rate-limiter-flexible) in memory, and in a real PostgreSQL shared by two
// instances: two app servers behind one load balancer count against one limit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { ADMIN_LOCKOUT, memoryRateLimits, postgresRateLimits, type RateLimits } from "../../server/rate-limits";
import { startPostgres, type TempPostgres } from "./support/postgres";

/** n consumes; the decisions in order. */
const consume = async (limit: RateLimits["leadCreate"], key: string, n: number) => {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await limit.consume(key));
  return out;
};

describe("rate limits in memory (the default)", () => {
  const limits = memoryRateLimits();

  it("lead creation: 5 a minute per client; the 6th is refused with the wait; another client goes on", async () => {
    const decisions = await consume(limits.leadCreate, "198.51.100.1", 6);
    expect(decisions.slice(0, 5).every((d) => d.ok)).toBe(true);
    const refused = decisions[5];
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limits.leadCreate.consume("198.51.100.2")).ok).toBe(true);
  });

  it("lead updates: 30 a minute; phone reveals: 20 a minute", async () => {
    const updates = await consume(limits.leadUpdate, "198.51.100.3", 31);
    expect(updates.filter((d) => d.ok)).toHaveLength(30);
    expect(updates[30].ok).toBe(false);
    const reveals = await consume(limits.phoneReveal, "198.51.100.3", 21);
    expect(reveals.filter((d) => d.ok)).toHaveLength(20);
    expect(reveals[20].ok).toBe(false);
  });

  it("the inbox password: locked after the 10th wrong one, for 15 minutes", async () => {
    const key = "198.51.100.4";
    for (let i = 1; i <= 9; i++) {
      expect(await limits.adminSignIn.fail(key)).toBe(false);
      expect((await limits.adminSignIn.check(key)).ok, `after ${i}`).toBe(true);
    }
    expect(await limits.adminSignIn.fail(key)).toBe(true);
    const locked = await limits.adminSignIn.check(key);
    expect(locked.ok).toBe(false);
    if (!locked.ok) expect(locked.retryAfterSeconds).toBeGreaterThan(ADMIN_LOCKOUT.lockMs / 1000 - 60);
    expect((await limits.adminSignIn.check("198.51.100.5")).ok).toBe(true);
  });
});

describe("rate limits in PostgreSQL, shared by two app servers", () => {
  let postgres: TempPostgres;
  let url: string;
  let a: RateLimits;
  let b: RateLimits;
  beforeAll(async () => {
    postgres = await startPostgres();
    url = await postgres.createDatabase("limits");
    [a, b] = await Promise.all([postgresRateLimits(url), postgresRateLimits(url)]);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await postgres?.stop();
  });

  it("counts one client's leads across both servers: 3 on one and 2 on the other fill the minute", async () => {
    const key = "203.0.113.7";
    expect((await consume(a.leadCreate, key, 3)).every((d) => d.ok)).toBe(true);
    expect((await consume(b.leadCreate, key, 2)).every((d) => d.ok)).toBe(true);
    const refusedOnA = await a.leadCreate.consume(key);
    const refusedOnB = await b.leadCreate.consume(key);
    expect([refusedOnA.ok, refusedOnB.ok]).toEqual([false, false]);
    expect((await b.leadCreate.consume("203.0.113.8")).ok).toBe(true);
  });

  it("keeps the counts in the database, where a third server would find them", async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string; points: number }>("SELECT key, points FROM rate_limits WHERE key LIKE 'lead-create-60s:%' ORDER BY key");
      expect(rows).toEqual([
        { key: "lead-create-60s:203.0.113.7", points: 7 },
        { key: "lead-create-60s:203.0.113.8", points: 1 },
      ]);
    } finally {
      await client.end();
    }
  });

  it("a lock-out on one server holds on the other", async () => {
    const key = "203.0.113.9";
    for (let i = 0; i < 5; i++) await a.adminSignIn.fail(key);
    for (let i = 0; i < 4; i++) expect(await b.adminSignIn.fail(key)).toBe(false);
    expect((await a.adminSignIn.check(key)).ok).toBe(true);
    expect(await a.adminSignIn.fail(key)).toBe(true); // the 10th
    expect((await b.adminSignIn.check(key)).ok).toBe(false);
  });
});
