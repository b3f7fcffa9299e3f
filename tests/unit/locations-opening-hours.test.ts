import { describe, expect, it } from "vitest";
import type { OpeningHoursEntry } from "../../server/sites/schema";
import {
  formatTime12,
  formatTime24,
  groupOpeningHours,
  hoursText,
  openingHoursSpecification,
  parseTime,
} from "~/lib/locations/opening-hours";

const open = (weekday: number, o = "08:00", c = "17:30"): OpeningHoursEntry => ({ weekday, status: "Open", open: o, close: c });
const closed = (weekday: number): OpeningHoursEntry => ({ weekday, status: "Closed" });
const week = (saturday: OpeningHoursEntry = open(6, "8:00am", "12:00pm"), sunday: OpeningHoursEntry = closed(0)) => [
  sunday,
  open(1),
  open(2),
  open(3),
  open(4),
  open(5),
  saturday,
];

describe("parseTime reads the times dealers write", () => {
  it.each([
    ["8:00am", 8, 0],
    ["8am", 8, 0],
    ["8:00 AM", 8, 0],
    ["5:30 PM", 17, 30],
    ["5:30pm", 17, 30],
    ["8.30 a.m.", 8, 30],
    ["12:00pm", 12, 0],
    ["12:00am", 0, 0],
    ["12:59am", 0, 59],
    ["1:00am", 1, 0],
    ["11:59pm", 23, 59],
    ["08:00", 8, 0],
    ["00:00", 0, 0],
    ["17:30", 17, 30],
    ["23:59", 23, 59],
    ["17:30:00", 17, 30],
    ["  9:15  ", 9, 15],
  ])("%j → %i:%i", (text, hours, minutes) => {
    expect(parseTime(text)).toEqual({ hours, minutes });
  });

  it.each(["", "8", "17", "24:00", "13:00pm", "0:30am", "8:60", "8:5", "noon", "8:00 - 5:00", "abc", "17:30:60"])(
    "%j is not a time",
    (text) => {
      expect(parseTime(text)).toBeNull();
    },
  );

  it("null and undefined are not times", () => {
    expect(parseTime(null)).toBeNull();
    expect(parseTime(undefined)).toBeNull();
  });
});

describe("time formats", () => {
  it.each([
    [0, 0, "12:00am", "00:00"],
    [8, 0, "8:00am", "08:00"],
    [11, 59, "11:59am", "11:59"],
    [12, 0, "12:00pm", "12:00"],
    [13, 5, "1:05pm", "13:05"],
    [17, 30, "5:30pm", "17:30"],
    [23, 59, "11:59pm", "23:59"],
  ])("%i:%i → %s and %s", (hours, minutes, twelve, twentyFour) => {
    expect(formatTime12({ hours, minutes })).toBe(twelve);
    expect(formatTime24({ hours, minutes })).toBe(twentyFour);
  });
});

describe("hoursText", () => {
  it.each<[string, OpeningHoursEntry | undefined, string]>([
    ["closed", { weekday: 1, status: "Closed", open: "08:00", close: "17:00" }, "Closed"],
    ["formated_hours as given", { weekday: 1, status: "Open", formated_hours: "8:00am - 5:30pm", open: "09:00", close: "10:00" }, "8:00am - 5:30pm"],
    ["formated_hours trimmed", { weekday: 1, status: "Open", formated_hours: "  By appointment " }, "By appointment"],
    ["open/close formatted", { weekday: 1, status: "Open", open: "08:00", close: "17:30" }, "8:00am - 5:30pm"],
    ["open/close in 12-hour style", { weekday: 1, status: "Open", open: "8:00 AM", close: "5:30 PM" }, "8:00am - 5:30pm"],
    ["blank formated_hours falls back to open/close", { weekday: 1, status: "Open", formated_hours: " ", open: "9:00", close: "13:00" }, "9:00am - 1:00pm"],
    ["unreadable time kept as typed", { weekday: 1, status: "Open", open: "dawn", close: "17:00" }, "dawn - 5:00pm"],
    ["open without hours", { weekday: 1, status: "Open" }, "Open"],
    ["open with only an opening time", { weekday: 1, status: "Open", open: "08:00" }, "Open"],
    ["missing entry", undefined, "Closed"],
  ])("%s", (_name, entry, text) => {
    expect(hoursText(entry)).toBe(text);
  });
});

describe("groupOpeningHours: Mon-Fri as one line when all five days are identical, else per day; Sat; Sun", () => {
  it("five identical weekdays make one Mon-Fri line, then Sat and Sun", () => {
    expect(groupOpeningHours(week())).toEqual([
      { label: "Mon-Fri", text: "8:00am - 5:30pm" },
      { label: "Sat", text: "8:00am - 12:00pm" },
      { label: "Sun", text: "Closed" },
    ]);
  });

  it("order does not depend on the order of the entries", () => {
    expect(groupOpeningHours([...week()].reverse())).toEqual(groupOpeningHours(week()));
  });

  it.each([1, 2, 3, 4, 5])("one different weekday (%i) splits Mon-Fri into five lines", (different) => {
    const entries = week().map((e) => (e.weekday === different ? open(different, "09:00", "17:30") : e));
    const lines = groupOpeningHours(entries);
    expect(lines.map((l) => l.label)).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    expect(lines.filter((l) => l.text === "9:00am - 5:30pm")).toHaveLength(1);
    expect(lines[different - 1].text).toBe("9:00am - 5:30pm");
  });

  it("a weekday Closed among open ones splits the line", () => {
    const entries = week().map((e) => (e.weekday === 3 ? closed(3) : e));
    expect(groupOpeningHours(entries).slice(0, 5)).toEqual([
      { label: "Mon", text: "8:00am - 5:30pm" },
      { label: "Tue", text: "8:00am - 5:30pm" },
      { label: "Wed", text: "Closed" },
      { label: "Thu", text: "8:00am - 5:30pm" },
      { label: "Fri", text: "8:00am - 5:30pm" },
    ]);
  });

  it("all weekdays closed is still one line", () => {
    const entries = [0, 1, 2, 3, 4, 5, 6].map(closed);
    expect(groupOpeningHours(entries)).toEqual([
      { label: "Mon-Fri", text: "Closed" },
      { label: "Sat", text: "Closed" },
      { label: "Sun", text: "Closed" },
    ]);
  });

  it("identical means the same text: formated_hours and equal open/close group together", () => {
    const entries = week().map((e) => (e.weekday === 2 ? { ...e, formated_hours: "8:00am - 5:30pm" } : e));
    expect(groupOpeningHours(entries)[0]).toEqual({ label: "Mon-Fri", text: "8:00am - 5:30pm" });
  });

  it("differently written hours are not identical", () => {
    const entries = week().map((e) => (e.weekday === 2 ? { ...e, formated_hours: "8am - 5:30pm" } : e));
    expect(groupOpeningHours(entries)).toHaveLength(7);
  });

  it("identical also means the same status", () => {
    // An Open day whose text happens to read 'Closed' is not the same as a Closed day.
    const entries = [1, 2, 3, 4, 5].map((d) =>
      d === 5 ? ({ weekday: d, status: "Open", formated_hours: "Closed" } as OpeningHoursEntry) : closed(d),
    );
    expect(groupOpeningHours(entries)).toHaveLength(7);
  });

  it("a weekday missing from the list shows Closed", () => {
    const entries = week().filter((e) => e.weekday !== 5 && e.weekday !== 0);
    const lines = groupOpeningHours(entries);
    expect(lines.find((l) => l.label === "Fri")).toEqual({ label: "Fri", text: "Closed" });
    expect(lines.find((l) => l.label === "Sun")).toEqual({ label: "Sun", text: "Closed" });
  });

  it("the first entry for a weekday wins over a later duplicate", () => {
    const entries = [...week(), open(1, "10:00", "11:00")];
    expect(groupOpeningHours(entries)[0]).toEqual({ label: "Mon-Fri", text: "8:00am - 5:30pm" });
  });

  it("no hours at all gives no lines", () => {
    expect(groupOpeningHours([])).toEqual([]);
    expect(groupOpeningHours(undefined)).toEqual([]);
    expect(groupOpeningHours(null)).toEqual([]);
  });
});

describe("openingHoursSpecification for JSON-LD", () => {
  it("one object per open day, Mon..Sun, times as HH:MM", () => {
    const specs = openingHoursSpecification(week(open(6, "8:00am", "12:00pm"), open(0, "10:00 AM", "4:00 PM")));
    expect(specs.map((s) => s.dayOfWeek)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(specs[0]).toEqual({ "@type": "OpeningHoursSpecification", dayOfWeek: "Monday", opens: "08:00", closes: "17:30" });
    expect(specs[5]).toMatchObject({ opens: "08:00", closes: "12:00" });
    expect(specs[6]).toMatchObject({ opens: "10:00", closes: "16:00" });
  });

  it("closed days are left out", () => {
    expect(openingHoursSpecification(week()).map((s) => s.dayOfWeek)).not.toContain("Sunday");
  });

  it.each<[string, OpeningHoursEntry, { opens: string; closes: string } | null]>([
    ["open/close 24-hour", { weekday: 1, status: "Open", open: "08:00", close: "17:30" }, { opens: "08:00", closes: "17:30" }],
    ["open/close 12-hour", { weekday: 1, status: "Open", open: "8:00am", close: "5:30 PM" }, { opens: "08:00", closes: "17:30" }],
    ["read back from formated_hours", { weekday: 1, status: "Open", formated_hours: "8:00am - 5:30pm" }, { opens: "08:00", closes: "17:30" }],
    ["formated_hours with an en dash", { weekday: 1, status: "Open", formated_hours: "9am – 1pm" }, { opens: "09:00", closes: "13:00" }],
    ["formated_hours with 'to'", { weekday: 1, status: "Open", formated_hours: "08:00 to 12:30" }, { opens: "08:00", closes: "12:30" }],
    ["unparsable open", { weekday: 1, status: "Open", open: "dawn", close: "17:00" }, null],
    ["unparsable formated_hours", { weekday: 1, status: "Open", formated_hours: "By appointment" }, null],
    ["split shift is not one range", { weekday: 1, status: "Open", formated_hours: "8am - 12pm, 1pm - 5pm" }, null],
    ["no hours", { weekday: 1, status: "Open" }, null],
    ["closed", { weekday: 1, status: "Closed", open: "08:00", close: "17:00" }, null],
  ])("%s", (_name, entry, expected) => {
    const specs = openingHoursSpecification([entry]);
    if (expected === null) expect(specs).toEqual([]);
    else expect(specs).toEqual([{ "@type": "OpeningHoursSpecification", dayOfWeek: "Monday", ...expected }]);
  });

  it("nothing in, nothing out", () => {
    expect(openingHoursSpecification(undefined)).toEqual([]);
    expect(openingHoursSpecification([])).toEqual([]);
  });
});
