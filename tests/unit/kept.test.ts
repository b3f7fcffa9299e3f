import { describe, expect, it, vi } from "vitest";
import { keptAnswers } from "~/lib/kept.mjs";

describe("keptAnswers", () => {
  it("answers each key once while it is kept, and drops every answer when the limit is reached", () => {
    const answer = vi.fn((key: string) => key.length);
    const kept = keptAnswers(2, answer);
    expect([kept("a"), kept("bb"), kept("a"), kept("bb")]).toEqual([1, 2, 1, 2]);
    expect(answer).toHaveBeenCalledTimes(2);
    expect(kept("ccc")).toBe(3); // the third key: the two kept answers go
    expect(kept("a")).toBe(1);
    expect(answer).toHaveBeenCalledTimes(4);
  });

  it("keeps answers that are falsy or undefined, and keys such as __proto__", () => {
    const answer = vi.fn((key: string) => (key === "__proto__" ? undefined : ""));
    const kept = keptAnswers(10, answer);
    expect([kept("__proto__"), kept("__proto__"), kept("x"), kept("x")]).toEqual([undefined, undefined, "", ""]);
    expect(answer).toHaveBeenCalledTimes(2);
  });
});
