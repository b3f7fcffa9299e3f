import { describe, expect, it } from "vitest";
import { CAR_SLUG_MAX_LENGTH, isValidCarSlug } from "~/lib/car-slug";

describe("car slug rule: letters, digits, hyphen and underscore only", () => {
  it.each([
    "2022-toyota-corolla-ascent-sport-1",
    "edge-sold-1-day",
    "ABC_123",
    "a",
    "_",
    "-",
    "x".repeat(CAR_SLUG_MAX_LENGTH),
  ])("accepts %s", (slug) => {
    expect(isValidCarSlug(slug)).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["a dot", "a.b"],
    ["a dot-dot", ".."],
    ["a json suffix", "car.json"],
    ["a slash", "a/b"],
    ["a backslash", "a\\b"],
    ["a space", "a b"],
    ["unicode letters", "voiture-été"],
    ["an emoji", "car-🚗"],
    ["a NUL byte", "a\u0000b"],
    ["a percent escape", "a%00b"],
    ["SQL", "1' OR '1'='1"],
    ["SQL comment", "x;--"],
    ["a query", "a?b=1"],
    ["a fragment", "a#b"],
    ["a newline", "a\nb"],
    ["too long (10 kB)", "a".repeat(10_240)],
    ["one over the length cap", "x".repeat(CAR_SLUG_MAX_LENGTH + 1)],
  ])("rejects %s", (_label, slug) => {
    expect(isValidCarSlug(slug)).toBe(false);
  });

  it("rejects what is not a string", () => {
    expect(isValidCarSlug(undefined)).toBe(false);
    expect(isValidCarSlug(null)).toBe(false);
    expect(isValidCarSlug(42)).toBe(false);
  });
});
