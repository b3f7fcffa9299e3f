import { describe, expect, it } from "vitest";
import {
  COMING_SOON_TAG,
  DEFAULT_INCLUDE_SOLD_CARS_DAYS,
  DEFAULT_JUST_ARRIVED_DAYS,
  DEFAULT_JUST_ARRIVED_TAG_NAME,
  DEFAULT_SOLD_TAG_NAME,
  RESERVED_TAG,
  cardTag,
  cardTagOptions,
  fuelTag,
  isAvailable,
  isJustArrived,
  isSold,
  isTestDriveOnly,
  isWithinSoldRetention,
} from "~/lib/car-tags";

const DAY = 86_400;
const now = new Date("2025-06-01T00:00:00Z");
const nowSec = now.getTime() / 1000;

type TagCar = Parameters<typeof cardTag>[0];
const car = (over: Partial<TagCar> = {}): TagCar => ({
  status: "in_stock",
  sold: false,
  reserved: false,
  tag: null,
  simple_fuel: "Petrol",
  created_at_timestamp: nowSec - 30 * DAY, // long since arrived
  sold_date_timestamp: null,
  ...over,
});

describe("defaults (point 9)", () => {
  it("just-arrived window 8 days; tag 'New'; sold tag 'JUST SOLD'; sold retention 3 days", () => {
    expect(DEFAULT_JUST_ARRIVED_DAYS).toBe(8);
    expect(DEFAULT_JUST_ARRIVED_TAG_NAME).toBe("New");
    expect(DEFAULT_SOLD_TAG_NAME).toBe("JUST SOLD");
    expect(DEFAULT_INCLUDE_SOLD_CARS_DAYS).toBe(3);
  });
});

describe("Card tag priority", () => {
  it("no tag for a plain in-stock car", () => {
    expect(cardTag(car(), { now })).toBeNull();
  });

  it("electric, hybrid or PHEV fuel tag where enabled", () => {
    expect(cardTag(car({ simple_fuel: "Electric" }), { now, fuelTags: true })).toEqual({ text: "ELECTRIC", kind: "fuel" });
    expect(cardTag(car({ simple_fuel: "Hybrid" }), { now, fuelTags: true })).toEqual({ text: "HYBRID", kind: "fuel" });
    expect(cardTag(car({ simple_fuel: "PHEV" }), { now, fuelTags: true })).toEqual({ text: "PHEV", kind: "fuel" });
  });

  it("no fuel tag where not enabled, and none for petrol or diesel", () => {
    expect(cardTag(car({ simple_fuel: "Electric" }), { now })).toBeNull();
    expect(cardTag(car({ simple_fuel: "Electric" }), { now, fuelTags: false })).toBeNull();
    expect(cardTag(car({ simple_fuel: "Petrol" }), { now, fuelTags: true })).toBeNull();
    expect(cardTag(car({ simple_fuel: "Diesel" }), { now, fuelTags: true })).toBeNull();
  });

  it("fuel tag beats RESERVED", () => {
    expect(cardTag(car({ simple_fuel: "Hybrid", reserved: true }), { now, fuelTags: true })?.kind).toBe("fuel");
  });

  it("then RESERVED", () => {
    expect(cardTag(car({ reserved: true, tag: "Special" }), { now })).toEqual({ text: RESERVED_TAG, kind: "reserved" });
    expect(RESERVED_TAG).toBe("RESERVED");
  });

  it("then a custom tag", () => {
    expect(cardTag(car({ tag: "Special", status: "coming_soon" }), { now })).toEqual({ text: "Special", kind: "custom" });
  });

  it("a blank custom tag is no tag", () => {
    expect(cardTag(car({ tag: "  " }), { now })).toBeNull();
  });

  it("then COMING SOON", () => {
    expect(cardTag(car({ status: "coming_soon", created_at_timestamp: nowSec }), { now })).toEqual({
      text: COMING_SOON_TAG,
      kind: "coming-soon",
    });
    expect(COMING_SOON_TAG).toBe("COMING SOON");
  });

  it("then the just-arrived tag (default text 'New') when created within the just-arrived window", () => {
    expect(cardTag(car({ created_at_timestamp: nowSec - DAY }), { now })).toEqual({ text: "New", kind: "just-arrived" });
  });

  it("the site's just-arrived tag name and window are used", () => {
    const c = car({ created_at_timestamp: nowSec - 10 * DAY });
    expect(cardTag(c, { now })).toBeNull();
    expect(cardTag(c, { now, justArrivedDays: 14, justArrivedTagName: "Just In" })).toEqual({
      text: "Just In",
      kind: "just-arrived",
    });
  });

  it("sold cars show the sold tag, above every other tag", () => {
    const everything = car({
      sold: true,
      status: "sold",
      reserved: true,
      tag: "Special",
      simple_fuel: "Electric",
      created_at_timestamp: nowSec,
    });
    expect(cardTag(everything, { now, fuelTags: true })).toEqual({ text: "JUST SOLD", kind: "sold" });
  });

  it("status sold alone, or the sold flag alone, is sold", () => {
    expect(cardTag(car({ status: "sold" }), { now })?.kind).toBe("sold");
    expect(cardTag(car({ sold: true }), { now })?.kind).toBe("sold");
  });

  it("uses the site's sold tag name ('Just Sold' on one catalogue)", () => {
    expect(cardTag(car({ sold: true }), { now, soldTagName: "Just Sold" })).toEqual({ text: "Just Sold", kind: "sold" });
  });
});

describe("just-arrived window boundaries (created_at_timestamp in unix seconds)", () => {
  it("created 8 days minus 1 s ago: just arrived", () => {
    expect(isJustArrived({ created_at_timestamp: nowSec - 8 * DAY + 1 }, now, 8)).toBe(true);
  });

  it("created exactly 8 days ago: no longer just arrived", () => {
    expect(isJustArrived({ created_at_timestamp: nowSec - 8 * DAY }, now, 8)).toBe(false);
  });

  it("created 8 days plus 1 s ago: no longer just arrived", () => {
    expect(isJustArrived({ created_at_timestamp: nowSec - 8 * DAY - 1 }, now, 8)).toBe(false);
  });

  it("created this second or in the future (clock skew): just arrived", () => {
    expect(isJustArrived({ created_at_timestamp: nowSec }, now, 8)).toBe(true);
    expect(isJustArrived({ created_at_timestamp: nowSec + 60 }, now, 8)).toBe(true);
  });

  it("a window of 0 days never matches", () => {
    expect(isJustArrived({ created_at_timestamp: nowSec }, now, 0)).toBe(false);
  });

  it("defaults to 8 days", () => {
    expect(isJustArrived({ created_at_timestamp: nowSec - 8 * DAY + 1 }, now)).toBe(true);
    expect(isJustArrived({ created_at_timestamp: nowSec - 8 * DAY }, now)).toBe(false);
  });
});

describe("Sold retention: 259200 seconds after sold_date_timestamp (3 days)", () => {
  const sold = (secondsAgo: number) => ({ sold_date_timestamp: nowSec - secondsAgo });

  it("sold 259199 s ago: still shown", () => {
    expect(isWithinSoldRetention(sold(259_199), now)).toBe(true);
  });

  it("sold exactly 259200 s ago: gone", () => {
    expect(isWithinSoldRetention(sold(259_200), now)).toBe(false);
  });

  it("sold 259201 s ago: gone", () => {
    expect(isWithinSoldRetention(sold(259_201), now)).toBe(false);
  });

  it("one site's catalogue keeps sold cars 1 day", () => {
    expect(isWithinSoldRetention(sold(DAY - 1), now, 1)).toBe(true);
    expect(isWithinSoldRetention(sold(DAY), now, 1)).toBe(false);
  });

  it("no sold date: not retained", () => {
    expect(isWithinSoldRetention({ sold_date_timestamp: null }, now)).toBe(false);
  });
});

describe("A car tagged Test Drive Only (either wording) is test-drive-only", () => {
  it.each(["Test Drive Only", "Test Drive Vehicle Only*", "Test Drive Vehicle Only", "test drive only", "  TEST  DRIVE ONLY * "])(
    "%j is test-drive-only",
    (tag) => {
      expect(isTestDriveOnly({ tag })).toBe(true);
    },
  );

  it.each([null, "", "Special", "Pre-order", "Test Drive", "Not Test Drive Only"])("%j is not", (tag) => {
    expect(isTestDriveOnly({ tag })).toBe(false);
  });
});

describe("A car is available when in_stock or coming_soon", () => {
  it("in_stock and coming_soon are available", () => {
    expect(isAvailable({ status: "in_stock", sold: false })).toBe(true);
    expect(isAvailable({ status: "coming_soon", sold: false })).toBe(true);
  });

  it("sold is not, nor a car flagged sold whatever its status", () => {
    expect(isAvailable({ status: "sold", sold: true })).toBe(false);
    expect(isAvailable({ status: "in_stock", sold: true })).toBe(false);
    expect(isSold({ status: "sold", sold: false })).toBe(true);
  });
});

describe("fuel tag and site options", () => {
  it("maps simple_fuel case-insensitively", () => {
    expect(fuelTag("electric")).toBe("ELECTRIC");
    expect(fuelTag("Plug-in Hybrid")).toBe("PHEV");
    expect(fuelTag("Petrol")).toBeNull();
    expect(fuelTag("")).toBeNull();
  });

  it("reads the site's specifications", () => {
    const opts = cardTagOptions(
      { specifications: { just_arrived_days: 5, just_arrived_tag_name: "Fresh", sold_tag_name: "Just Sold" } },
      now,
    );
    expect(opts).toEqual({
      now,
      justArrivedDays: 5,
      justArrivedTagName: "Fresh",
      soldTagName: "Just Sold",
      fuelTags: false,
    });
  });
});
