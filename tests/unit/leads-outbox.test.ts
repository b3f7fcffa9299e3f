// The forwarder's retry backoff: doubling from 30 s, capped at 5 minutes so leads queued during an
// outage go out soon after the lead API is back.
import { describe, expect, it } from "vitest";
import { BACKOFF_CAP_MS, backoffMs } from "../../server/leads/outbox";

describe("backoffMs", () => {
  it("caps the wait at 5 minutes", () => {
    expect(BACKOFF_CAP_MS).toBe(5 * 60_000);
  });
  it("just under the cap: the 4th failure waits 4 minutes", () => {
    expect(backoffMs(4)).toBe(240_000);
  });
  it("at the cap: the 5th failure (8 minutes uncapped) waits 5 minutes", () => {
    expect(backoffMs(5)).toBe(300_000);
  });
  it("past the cap: every later failure still waits 5 minutes, never longer", () => {
    for (const n of [6, 10, 50, 1_000]) expect(backoffMs(n)).toBe(300_000);
  });
});
