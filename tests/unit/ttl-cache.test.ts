import { describe, expect, it } from "vitest";
import { TtlCache } from "../../server/ttl-cache";

describe("TtlCache", () => {
  it("reuses a value until its time-to-live has passed", () => {
    let now = 0;
    let computed = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const get = () => cache.get("k", () => ++computed);
    expect(get()).toBe(1);
    now = 999;
    expect(get()).toBe(1);
    now = 1000;
    expect(get()).toBe(2);
  });

  it("keeps at most maxEntries, dropping the oldest", () => {
    const cache = new TtlCache<string>(60_000, 2);
    let calls = 0;
    const get = (k: string) => cache.get(k, () => `${k}${++calls}`);
    get("a");
    get("b");
    get("c");
    expect(get("b")).toBe("b2");
    expect(get("a")).toBe("a4");
  });
});
