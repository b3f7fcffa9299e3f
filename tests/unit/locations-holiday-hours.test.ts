import { describe, expect, it } from "vitest";
import type { SpecialHours } from "../../server/sites/schema";
import {
  formatHolidayDate,
  holidayHoursFor,
  holidayHoursText,
  holidayLocationId,
} from "~/lib/locations/holiday-hours";

const LOCATION = 7;

describe("formatHolidayDate", () => {
  it.each([
    ["2026-12-25", "Fri 25 Dec 2026"],
    ["2025-12-25", "Thu 25 Dec 2025"],
    ["2026-01-01", "Thu 1 Jan 2026"],
    ["2026-01-26", "Mon 26 Jan 2026"],
    ["2028-02-29", "Tue 29 Feb 2028"],
    ["2026-04-25", "Sat 25 Apr 2026"],
  ])("%s → %s", (date, label) => {
    expect(formatHolidayDate(date)).toBe(label);
  });

  it.each(["2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "25/12/2026", "2026-1-1", ""])(
    "%j is not a date",
    (date) => {
      expect(formatHolidayDate(date)).toBeNull();
    },
  );
});

describe("both field shapes", () => {
  it.each<[string, SpecialHours, number | null]>([
    ["location_id", { date: "2026-12-25", status: "Closed", location_id: 3 }, 3],
    ["location.id", { date: "2026-12-25", status: "Closed", location: { id: 4 } }, 4],
    ["location_id preferred", { date: "2026-12-25", status: "Closed", location_id: 3, location: { id: 4 } }, 3],
    ["location id 0 is a location", { date: "2026-12-25", status: "Closed", location_id: 0 }, 0],
    ["neither", { date: "2026-12-25", status: "Closed" }, null],
  ])("location key: %s", (_name, entry, id) => {
    expect(holidayLocationId(entry)).toBe(id);
  });

  it.each<[string, SpecialHours, string]>([
    ["Closed", { date: "2026-12-25", status: "Closed", start_hour: "09:00", end_hour: "13:00" }, "Closed"],
    ["start_hour/end_hour", { date: "2026-12-26", status: "Open", start_hour: "09:00", end_hour: "13:00" }, "9:00am - 1:00pm"],
    ["hours.begin/hours.end", { date: "2026-12-26", status: "Open", hours: { begin: "9:00am", end: "1:00pm" } }, "9:00am - 1:00pm"],
    [
      "start_hour preferred over hours.begin",
      { date: "2026-12-26", status: "Open", start_hour: "10:00", end_hour: "14:00", hours: { begin: "09:00", end: "13:00" } },
      "10:00am - 2:00pm",
    ],
    ["blank start_hour falls back", { date: "2026-12-26", status: "Open", start_hour: "", end_hour: "", hours: { begin: "09:00", end: "13:00" } }, "9:00am - 1:00pm"],
    ["open without hours", { date: "2026-12-26", status: "Open" }, "Open"],
    ["open with a start only", { date: "2026-12-26", status: "Open", start_hour: "09:00" }, "Open"],
  ])("text: %s", (_name, entry, text) => {
    expect(holidayHoursText(entry)).toBe(text);
  });
});

describe("holidayHoursFor: the 'View Holiday Hours' list", () => {
  const special: SpecialHours[] = [
    { date: "2026-12-26", status: "Open", start_hour: "09:00", end_hour: "13:00", location_id: LOCATION },
    { date: "2026-12-25", status: "Closed" }, // group-wide
    { date: "2026-12-31", status: "Open", hours: { begin: "9:00am", end: "3:00pm" }, location: { id: LOCATION } },
    { date: "2026-12-28", status: "Closed", location_id: 99 }, // another location
    { date: "2027-01-01", status: "Closed", location: { id: 99 } }, // another location
  ];

  it("lists this location's and group-wide dates, sorted by date", () => {
    expect(holidayHoursFor(special, LOCATION)).toEqual([
      { date: "2026-12-25", label: "Fri 25 Dec 2026", text: "Closed" },
      { date: "2026-12-26", label: "Sat 26 Dec 2026", text: "9:00am - 1:00pm" },
      { date: "2026-12-31", label: "Thu 31 Dec 2026", text: "9:00am - 3:00pm" },
    ]);
  });

  it("another location sees its own dates and the group-wide ones", () => {
    expect(holidayHoursFor(special, 99).map((r) => r.date)).toEqual(["2026-12-25", "2026-12-28", "2027-01-01"]);
  });

  it("no location means only group-wide dates", () => {
    expect(holidayHoursFor(special, null).map((r) => r.date)).toEqual(["2026-12-25"]);
  });

  it("a location's own entry wins over a group-wide one on the same date, whatever the order", () => {
    const groupWide: SpecialHours = { date: "2026-12-25", status: "Closed" };
    const own: SpecialHours = { date: "2026-12-25", status: "Open", start_hour: "10:00", end_hour: "12:00", location_id: LOCATION };
    for (const list of [[groupWide, own], [own, groupWide]]) {
      expect(holidayHoursFor(list, LOCATION)).toEqual([{ date: "2026-12-25", label: "Fri 25 Dec 2026", text: "10:00am - 12:00pm" }]);
    }
  });

  it("among equal entries for one date the first wins", () => {
    const list: SpecialHours[] = [
      { date: "2026-12-25", status: "Closed", location_id: LOCATION },
      { date: "2026-12-25", status: "Open", start_hour: "09:00", end_hour: "10:00", location_id: LOCATION },
    ];
    expect(holidayHoursFor(list, LOCATION)).toEqual([{ date: "2026-12-25", label: "Fri 25 Dec 2026", text: "Closed" }]);
  });

  it.each([
    ["2026-12-24", ["2026-12-25", "2026-12-26", "2026-12-31"]],
    ["2026-12-25", ["2026-12-25", "2026-12-26", "2026-12-31"]], // today is kept
    ["2026-12-26", ["2026-12-26", "2026-12-31"]],
    ["2026-12-31", ["2026-12-31"]],
    ["2027-01-01", []],
  ])("today %s drops the dates before it", (today, dates) => {
    expect(holidayHoursFor(special, LOCATION, { today }).map((r) => r.date)).toEqual(dates);
  });

  it("today may be a Date (read in UTC)", () => {
    const today = new Date(Date.UTC(2026, 11, 26, 23, 0));
    expect(holidayHoursFor(special, LOCATION, { today }).map((r) => r.date)).toEqual(["2026-12-26", "2026-12-31"]);
  });

  it("an unreadable today drops nothing", () => {
    expect(holidayHoursFor(special, LOCATION, { today: "soon" })).toHaveLength(3);
    expect(holidayHoursFor(special, LOCATION, { today: new Date(Number.NaN) })).toHaveLength(3);
  });

  it("entries with an impossible date are skipped", () => {
    expect(holidayHoursFor([{ date: "2026-02-30", status: "Closed" }], LOCATION)).toEqual([]);
  });

  it("nothing in, nothing out", () => {
    expect(holidayHoursFor(undefined, LOCATION)).toEqual([]);
    expect(holidayHoursFor([], LOCATION)).toEqual([]);
  });
});
