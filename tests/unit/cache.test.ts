// The in-process caches (server/cache.ts, on lru-cache): time-to-live, size cap, and one load in
// flight per key.
import { describe, expect, it } from "vitest";
import { loadingCache, memoCache } from "../../server/cache";

describe("memoCache", () => {
  it("reuses a value until its time-to-live has passed", () => {
    let now = 1; // lru-cache reads a start time of 0 as "never set"
    let built = 0;
    const cache = memoCache({ max: 10, ttlMs: 1000, now: () => now }, () => ({ n: ++built }));
    expect(cache("k", undefined)).toEqual({ n: 1 });
    now = 1000;
    expect(cache("k", undefined)).toEqual({ n: 1 });
    now = 1001;
    expect(cache("k", undefined)).toEqual({ n: 2 });
  });

  it("keeps at most max entries, dropping the least recently used", () => {
    let calls = 0;
    const cache = memoCache({ max: 2, ttlMs: 60_000 }, (key: string) => ({ value: `${key}${++calls}` }));
    cache("a", undefined);
    cache("b", undefined);
    cache("c", undefined); // a goes
    expect(cache("b", undefined).value).toBe("b2");
    expect(cache("a", undefined).value).toBe("a4"); // built again; c (least recently used) goes
    expect(cache("b", undefined).value).toBe("b2");
  });

  it("builds from the context of the call that missed", () => {
    const cache = memoCache({ max: 10 }, (key, context: { site: string }) => ({ page: `${key}@${context.site}` }));
    expect(cache("home", { site: "sunshine" })).toEqual({ page: "home@sunshine" });
    expect(cache("home", { site: "other" })).toEqual({ page: "home@sunshine" });
  });
});

describe("loadingCache", () => {
  function deferred<T>() {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => (resolve = r));
    return { promise, resolve };
  }

  it("two concurrent misses of a key call the loader once", async () => {
    const pending = deferred<{ n: number }>();
    let loads = 0;
    const cache = loadingCache({ max: 10 }, () => {
      loads++;
      return pending.promise;
    });
    const first = cache("k", undefined);
    const second = cache("k", undefined);
    pending.resolve({ n: 1 });
    expect(await Promise.all([first, second])).toEqual([{ n: 1 }, { n: 1 }]);
    expect(loads).toBe(1);
    expect(await cache("k", undefined)).toEqual({ n: 1 });
    expect(loads).toBe(1);
  });

  it("loads again once the time-to-live has passed", async () => {
    let now = 1;
    let loads = 0;
    const cache = loadingCache({ max: 10, ttlMs: 5000, now: () => now }, async () => ({ n: ++loads }));
    expect(await cache("k", undefined)).toEqual({ n: 1 });
    now = 5000;
    expect(await cache("k", undefined)).toEqual({ n: 1 });
    now = 5001;
    expect(await cache("k", undefined)).toEqual({ n: 2 });
  });

  it("keeps at most max entries", async () => {
    const loads: string[] = [];
    const cache = loadingCache({ max: 2 }, async (key: string) => {
      loads.push(key);
      return { key };
    });
    for (const key of ["a", "b", "c", "b", "a"]) await cache(key, undefined);
    expect(loads).toEqual(["a", "b", "c", "a"]);
  });

  it("keeps neither an undefined answer nor a failure: the next call loads again", async () => {
    const answers: Array<() => Promise<{ n: number } | undefined>> = [
      async () => undefined,
      async () => Promise.reject(new Error("down")),
      async () => ({ n: 3 }),
    ];
    const cache = loadingCache({ max: 10 }, () => answers.shift()!());
    expect(await cache("k", undefined)).toBeUndefined();
    await expect(cache("k", undefined)).rejects.toThrow("down");
    expect(await cache("k", undefined)).toEqual({ n: 3 });
    expect(answers).toHaveLength(0);
  });
});
