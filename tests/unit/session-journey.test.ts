// The session journey's limits (spec points 4 and 9) and the one first-page query rule shared by the
// browser's storage and the server's cookie (docs/decisions/2026-11-27-attribution.md).
import { describe, expect, it } from "vitest";
import {
  FIRST_PAGE_QUERY_TTL_MS,
  MAX_VISITED_PAGES,
  linkedQueryParams,
  nextFirstPageQuery,
  readStoredFirstPageQuery,
  recordVisit,
} from "~/lib/forms/session-journey";

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

describe("visited pages: up to 50 kept; duplicates and consecutive repeats not added", () => {
  it("keeps the newest 50", () => {
    let pages: string[] = [];
    for (let i = 1; i <= 51; i++) pages = recordVisit(pages, `/p${i}`);
    expect(MAX_VISITED_PAGES).toBe(50);
    expect(pages).toHaveLength(50);
    expect(pages[0]).toBe("/p2");
    expect(pages.at(-1)).toBe("/p51");
  });

  it("a consecutive repeat (a reload) is not added", () => {
    expect(recordVisit(["/", "/search"], "/search")).toEqual(["/", "/search"]);
  });

  it("a page seen earlier in the visit is not added again", () => {
    expect(recordVisit(["/", "/search", "/cars/a"], "/")).toEqual(["/", "/search", "/cars/a"]);
  });

  it("the same path with another query is another page", () => {
    expect(recordVisit(["/search"], "/search?page=2")).toEqual(["/search", "/search?page=2"]);
  });
});

describe("first-page query: expires after 30 days", () => {
  const stored = { params: { gclid: "X" }, savedAt: 1_000_000 };
  const read = (age: number) => readStoredFirstPageQuery(JSON.stringify(stored), stored.savedAt + age);

  it("is kept at 29 days 23 hours", () => expect(read(29 * DAY + 23 * HOUR)).toEqual(stored));
  it("is kept at exactly 30 days", () => expect(read(30 * DAY)).toEqual(stored));
  it("is gone 1 ms after 30 days", () => expect(read(30 * DAY + 1)).toBeNull());
  it("30 days is the spec's number", () => expect(FIRST_PAGE_QUERY_TTL_MS).toBe(30 * DAY));
});

describe("first-page query: ids, slugs and payment keys removed", () => {
  it("keeps the campaign and other parameters", () => {
    expect(linkedQueryParams("?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=X&fbclid=F&car_id=12&slug=a-b&payment_intent=pi_1&publishable_key=pk&sortBy=latest")).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
      gclid: "X",
      fbclid: "F",
      sortBy: "latest",
    });
  });

  it("strips NUL and other control characters from values", () => {
    expect(linkedQueryParams("?utm_source=goo%00gle%0A&utm%00_medium=cpc")).toEqual({ utm_source: "google", utm_medium: "cpc" });
  });
});

describe("first-page query: which page sets it", () => {
  const now = 5 * DAY;
  const fresh = { params: { utm_source: "google", gclid: "X" }, savedAt: now - DAY };

  it("the first page of a visit sets it", () => {
    expect(nextFirstPageQuery(null, "?make=Toyota", { firstPage: true, now })).toEqual({ params: { make: "Toyota" }, savedAt: now });
  });

  it("a later page without a campaign does not", () => {
    expect(nextFirstPageQuery(null, "?make=Toyota", { firstPage: false, now })).toBeNull();
  });

  it("a fresh query is kept when a later visit lands without a campaign", () => {
    expect(nextFirstPageQuery(fresh, "?make=Toyota", { firstPage: true, now })).toBeNull();
  });

  it("a new campaign replaces a fresh query, on any page", () => {
    expect(nextFirstPageQuery(fresh, "?utm_source=facebook&fbclid=F", { firstPage: false, now })).toEqual({ params: { utm_source: "facebook", fbclid: "F" }, savedAt: now });
  });

  it("a query of only ids and slugs sets nothing", () => {
    expect(nextFirstPageQuery(null, "?car_id=1&slug=x", { firstPage: true, now })).toBeNull();
  });
});
