// npm run bench's load (scripts/bench-load.ts): a page's seconds in turns of about 2 s, and its
// latency percentiles over every response of every turn.
import { describe, expect, it } from "vitest";
import { percentile, slicesOf } from "../../scripts/bench-load";

describe("the bench's turns", () => {
  it("cuts a page's seconds into turns of about 2 s, at least one", () => {
    expect(slicesOf(10)).toEqual({ rounds: 5, sliceSeconds: 2 });
    expect(slicesOf(5)).toEqual({ rounds: 3, sliceSeconds: 5 / 3 });
    expect(slicesOf(2)).toEqual({ rounds: 1, sliceSeconds: 2 });
    expect(slicesOf(1)).toEqual({ rounds: 1, sliceSeconds: 1 });
  });

  it("takes percentiles by nearest rank", () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([], 50)).toBeNaN();
  });
});
