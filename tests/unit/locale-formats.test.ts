// The locale's dates, units and postcode words (issue 17, 'Locale and words'): every visible date,
// odometer and postcode word on en-US and en-NZ sites comes from these rules.
import { describe, expect, it } from "vitest";
import { formatCalendarDate } from "~/lib/dates";
import { formatHolidayDate, holidayHoursFor } from "~/lib/locations/holiday-hours";
import { reviewView } from "~/lib/locations/review-view";
import { slotLabel, slotOptions } from "~/lib/forms/booking-slots";
import { KM_PER_MILE, kmFromLocaleUnit, kmToLocaleUnit, postcodeLabel, postcodeNotFound, postcodeNoun, swapUnitWords } from "~/lib/locale";
import { parseSearchUrl } from "~/lib/search/url";
import { rangeChipLabel, searchSummary } from "~/lib/search/view";
import { emptySearchState } from "~/lib/search/state";
import { ranges } from "~/models/search-panels.server";
import { siteSchema } from "../../server/sites/schema";

const XMAS = { year: 2026, month: 12, day: 25 };

describe("calendar dates in the locale's order", () => {
  it.each([
    ["en-AU", {}, "25 Dec 2026"],
    ["en-NZ", {}, "25 Dec 2026"],
    ["en-US", {}, "Dec 25, 2026"],
    ["en-AU", { weekday: true }, "Fri 25 Dec 2026"],
    ["en-US", { weekday: true }, "Fri, Dec 25, 2026"],
    ["en-AU", { weekday: true, year: false }, "Fri 25 Dec"],
    ["en-US", { weekday: true, year: false }, "Fri, Dec 25"],
  ] as const)("%s %j → %s", (locale, opts, text) => {
    expect(formatCalendarDate(XMAS, locale, opts)).toBe(text);
  });

  it("holiday hours, reviews and booking slots use it", () => {
    expect(formatHolidayDate("2026-12-25", "en-US")).toBe("Fri, Dec 25, 2026");
    expect(formatHolidayDate("2026-12-25", "en-NZ")).toBe("Fri 25 Dec 2026");
    expect(formatHolidayDate("2026-02-30", "en-US")).toBeNull();
    const rows = holidayHoursFor([{ date: "2026-12-25", status: "Closed" }], 1, { locale: "en-US" });
    expect(rows.map((r) => r.label)).toEqual(["Fri, Dec 25, 2026"]);
    const review = { id: 1, customer_name: "A", text: "Good", rating: 5, review_date: "2026-11-12", reply_text: "Thanks", reply_date: "2026-11-13" };
    expect(reviewView(review, "en-US")).toMatchObject({ dateText: "Nov 12, 2026", reply: { dateText: "Nov 13, 2026" } });
    expect(reviewView(review, "en-AU")).toMatchObject({ dateText: "12 Nov 2026", reply: { dateText: "13 Nov 2026" } });
    expect(slotLabel("2026-11-24T09:30", "en-US")).toBe("Tue, Nov 24, 9:30 am");
    expect(slotLabel("2026-11-24T09:30", "en-NZ")).toBe("Tue 24 Nov, 9:30 am");
    const options = slotOptions([{ date: "2026-11-24", times: ["09:30"] }], { now: new Date("2026-11-20T00:00:00Z"), timeZone: "America/Chicago", locale: "en-US" });
    expect(options).toEqual([{ value: "2026-11-24T09:30", label: "Tue, Nov 24, 9:30 am" }]);
  });
});

describe("the odometer in the locale's unit (spec point 1: 'Distance in km (miles for US)')", () => {
  it("shows km as whole miles on US sites and reads typed miles back as whole km", () => {
    expect(kmToLocaleUnit(48_280, "en-US")).toBe(30_000);
    expect(kmFromLocaleUnit(30_000, "en-US")).toBe(48_280);
    expect(kmToLocaleUnit(kmFromLocaleUnit(12_345, "en-US"), "en-US")).toBe(12_345); // the round trip keeps what was typed
    expect(kmFromLocaleUnit(1, "en-US")).toBe(Math.round(KM_PER_MILE));
    expect(kmToLocaleUnit(48_280, "en-AU")).toBe(48_280);
    expect(kmFromLocaleUnit(30_000, "en-NZ")).toBe(30_000);
  });

  it("a US search form's miles (mi_min, mi_max) become the km range of the URL and the index", () => {
    const state = parseSearchUrl("http://x/search/new-used-and-demo-cars?mi_min=10000&mi_max=30000", { car_type: new Map(), make: new Map() } as never);
    expect(state?.ranges.km).toEqual({ min: 16_093, max: 48_280 });
  });

  it("names the unit in chips, summaries and sort labels", () => {
    expect(rangeChipLabel("km", { max: 48_280 }, "en-US")).toBe("Odometer: up to 30,000 mi");
    expect(rangeChipLabel("km", { max: 48_280 }, "en-NZ")).toBe("Odometer: up to 48,280 km");
    expect(searchSummary({ ...emptySearchState(), ranges: { km: { min: 16_093 } } }, "en-US")).toBe("Odometer from 10,000 mi");
    expect(swapUnitWords("en-US", "Highest Kms")).toBe("Highest Miles");
    expect(swapUnitWords("en-US", "Lowest Kms")).toBe("Lowest Miles");
    expect(swapUnitWords("en-NZ", "Lowest Kms")).toBe("Lowest Kms");
  });
});

describe("postcode words", () => {
  it.each([
    ["en-US", "ZIP code", "ZIP code", "Invalid ZIP code"],
    ["en-AU", "Postcode", "postcode", "Invalid postcode"],
    ["en-NZ", "Postcode", "postcode", "Invalid postcode"],
  ] as const)("%s: label %s, in text %s, not found %s", (locale, label, noun, notFound) => {
    expect(postcodeLabel(locale)).toBe(label);
    expect(postcodeNoun(locale)).toBe(noun);
    expect(postcodeNotFound(locale)).toBe(notFound);
  });
});

describe("the odometer filter of a US site's search sidebar", () => {
  const reply = { facetStats: { km: { min: 0, max: 160_934 } } } as never;
  const site = (locale: string) => siteSchema.parse({ id: 1, slug: "x", template: "dealer", name: "X", locale });
  const state = { ...emptySearchState(), ranges: { km: { min: 16_093, max: 48_280 } } };

  it("is in miles, with fields named mi_min and mi_max", () => {
    expect(ranges(site("en-US"), state, reply).find((r) => r.facet === "km")).toMatchObject({ unit: "mi", field: "mi", min: 0, max: 100_000, from: 10_000, to: 30_000 });
  });

  it("stays in km elsewhere", () => {
    expect(ranges(site("en-NZ"), state, reply).find((r) => r.facet === "km")).toMatchObject({ unit: "km", field: "km", max: 160_934, from: 16_093, to: 48_280 });
  });
});
