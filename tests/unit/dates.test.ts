import { describe, expect, it } from "vitest";
import { addMinutes, formatLocalTime, localDate, wallClock } from "~/lib/dates";

// 2026-11-22 23:30 UTC: already Monday 23 November in Brisbane and Auckland, still Sunday in Honolulu.
const LATE_SUNDAY_UTC = new Date("2026-11-22T23:30:00Z");

describe("dates in a time zone: the one module", () => {
  it("the wall clock is the zone's own", () => {
    expect(wallClock(LATE_SUNDAY_UTC, "Australia/Brisbane")).toBe("2026-11-23T09:30");
    expect(wallClock(LATE_SUNDAY_UTC, "Pacific/Honolulu")).toBe("2026-11-22T13:30");
    expect(wallClock(LATE_SUNDAY_UTC, "UTC")).toBe("2026-11-22T23:30");
    expect(wallClock(new Date("2026-11-22T14:00:00Z"), "Australia/Brisbane")).toBe("2026-11-23T00:00"); // h23, not 24:00
    expect(() => wallClock(LATE_SUNDAY_UTC, "Not/AZone")).toThrow(RangeError);
  });

  it("the local date and weekday (0 = Sunday) cross midnight with the zone", () => {
    expect(localDate(LATE_SUNDAY_UTC, "Australia/Brisbane")).toEqual({ date: "2026-11-23", weekday: 1 });
    expect(localDate(LATE_SUNDAY_UTC, "UTC")).toEqual({ date: "2026-11-22", weekday: 0 });
    expect(localDate(new Date("2026-12-31T12:00:00Z"), "Pacific/Auckland")).toEqual({ date: "2027-01-01", weekday: 5 });
  });

  it("minutes added to a local time roll over days, months and years", () => {
    expect(addMinutes("2026-11-23T09:30", 90)).toBe("2026-11-23T11:00");
    expect(addMinutes("2026-11-30T23:45", 30)).toBe("2026-12-01T00:15");
    expect(addMinutes("2026-12-31T23:59", 1)).toBe("2027-01-01T00:00");
  });

  it("a time for people names the zone", () => {
    expect(formatLocalTime(LATE_SUNDAY_UTC, "Australia/Brisbane", "en-AU")).toBe("Monday 23 November 2026 at 9:30 am AEST");
  });
});
