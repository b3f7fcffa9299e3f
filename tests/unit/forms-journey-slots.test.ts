import { describe, expect, it } from "vitest";
import {
  FIRST_PAGE_QUERY_TTL_MS,
  MAX_VISITED_PAGES,
  isExcludedParam,
  linkedQueryParams,
  pagePath,
  parseVisitedPages,
  readFirstPageQuery,
  recordVisit,
  trackingFields,
} from "~/lib/forms/session-journey";
import { BOOKING_NOTICE_MINUTES, MAX_SLOT_OPTIONS, slotDate, slotLabel, slotOptions, zoneForState } from "~/lib/forms/booking-slots";

describe("visited pages", () => {
  it("keeps up to 50, adds no duplicates nor consecutive repeats", () => {
    let pages: string[] = [];
    for (const p of ["/", "/", "/search", "/", "/cars/a"]) pages = recordVisit(pages, p);
    expect(pages).toEqual(["/", "/search", "/cars/a"]);
    for (let i = 0; i < 60; i++) pages = recordVisit(pages, `/p${i}`);
    expect(pages).toHaveLength(MAX_VISITED_PAGES);
    expect(pages.at(-1)).toBe("/p59");
  });

  it("records same-site paths only, from text, JSON or junk", () => {
    expect(pagePath("https://other.example/a?b=1")).toBe("/a?b=1");
    expect(pagePath("//evil.example/x")).toBeNull();
    expect(pagePath("javascript:alert(1)")).toBeNull();
    expect(pagePath("/" + "a".repeat(3000))).toBeNull();
    expect(parseVisitedPages('["/", "/", 5, "//x", "/b"]')).toEqual(["/", "/b"]);
    expect(parseVisitedPages("not json")).toEqual([]);
    expect(parseVisitedPages({ a: 1 })).toEqual([]);
  });
});

describe("first-page query", () => {
  it("keeps campaign parameters, excludes ids, slugs and payment keys", () => {
    expect(linkedQueryParams("?gclid=g&fbclid=f&utm_source=s&car_id=1&carId=2&slug=x&payment_intent=pi&client_secret=cs&pk_key=k&id=3&page=2")).toEqual({
      gclid: "g",
      fbclid: "f",
      utm_source: "s",
      page: "2",
    });
    expect(["id", "car_id", "carId", "ids", "slug", "make_slug", "payment_intent", "client_secret", "publishable_key", "token"].every(isExcludedParam)).toBe(true);
    expect(["gclid", "fbclid", "utm_campaign", "width"].some(isExcludedParam)).toBe(false);
  });

  it("expires after 30 days", () => {
    const saved = JSON.stringify({ params: { gclid: "g" }, savedAt: 1_000 });
    expect(readFirstPageQuery(saved, 1_000 + FIRST_PAGE_QUERY_TTL_MS)).toEqual({ gclid: "g" });
    expect(readFirstPageQuery(saved, 1_001 + FIRST_PAGE_QUERY_TTL_MS)).toBeNull();
    expect(readFirstPageQuery("{bad", 0)).toBeNull();
    expect(readFirstPageQuery({ params: "x", savedAt: 0 }, 0)).toBeNull();
  });

  it("campaign ids become payload fields", () => {
    expect(trackingFields({ gclid: "g", utm_campaign: "c", other: "o" })).toEqual({ gclid: "g", utm_campaign: "c" });
  });
});

describe("booking slots", () => {
  const days = [
    { date: "2030-01-07", location_id: 1, times: ["09:00", "09:30", "25:00", "9:00"] },
    { date: "2030-01-07", location_id: 2, times: ["09:00", "10:00"] },
    { date: "bad", times: ["10:00"] },
    { date: "2030-01-06", times: ["16:00"] },
  ];

  it("sorted, each once, well-formed only, none before now plus the notice, in the site's zone", () => {
    // 2030-01-06 14:30 in Brisbane (UTC+10): 16:00 that day is within the 2-hour notice.
    const now = new Date("2030-01-06T04:30:00Z");
    expect(BOOKING_NOTICE_MINUTES).toBe(120);
    expect(slotOptions(days, { now, timeZone: "Australia/Brisbane" }).map((o) => o.value)).toEqual(["2030-01-07T09:00", "2030-01-07T09:30", "2030-01-07T10:00"]);
    const earlier = new Date("2030-01-06T03:59:00Z"); // 13:59: 16:00 is just over two hours away
    expect(slotOptions(days, { now: earlier, timeZone: "Australia/Brisbane" })[0].value).toBe("2030-01-06T16:00");
  });

  it("at most 120 options", () => {
    const many = [{ date: "2030-01-07", times: Array.from({ length: 24 * 6 }, (_, i) => `${String(Math.floor(i / 6)).padStart(2, "0")}:${String((i % 6) * 10).padStart(2, "0")}`) }];
    expect(slotOptions(many, { now: new Date("2029-01-01T00:00:00Z"), timeZone: "UTC" })).toHaveLength(MAX_SLOT_OPTIONS);
  });

  it("labels read like a calendar, without Intl", () => {
    expect(slotLabel("2026-11-24T09:30")).toBe("Tue 24 Nov, 9:30 am");
    expect(slotLabel("2026-11-29T12:00")).toBe("Sun 29 Nov, 12:00 pm");
    expect(slotLabel("2026-11-29T00:15")).toBe("Sun 29 Nov, 12:15 am");
    expect(slotLabel("junk")).toBe("junk");
  });

  it("a slot's day, month and year; zones by state and country", () => {
    expect(slotDate("2030-01-07T09:30")).toEqual({ day: 7, month: 1, year: 2030 });
    expect(slotDate(42)).toBeNull();
    expect(zoneForState("qld", "en-AU")).toBe("Australia/Brisbane");
    expect(zoneForState("WA", "en-AU")).toBe("Australia/Perth");
    expect(zoneForState("AUK", "en-NZ")).toBe("Pacific/Auckland");
    expect(zoneForState("TX", "en-US")).toBe("America/Chicago");
    expect(zoneForState("", "en-AU")).toBe("Australia/Sydney");
  });
});
