// The dashboard's pure rules: a lead's source, the date range at its limits, CSV escaping.
import { describe, expect, it } from "vitest";
import { leadSource } from "~/lib/dashboard/source";
import { addDays, eachDay, MAX_DAYS, parseDateRange } from "~/lib/dashboard/date-range";
import { csvCell, toCsv } from "~/lib/dashboard/csv";

describe("source: utm_source, else google ads for a gclid, facebook for an fbclid, else direct", () => {
  it("utm_source wins over any click id", () => {
    expect(leadSource({ utm_source: "newsletter", gclid: "abc", fbclid: "xyz" })).toBe("newsletter");
  });
  it("a gclid without utm_source is google ads, before an fbclid", () => {
    expect(leadSource({ gclid: "abc", fbclid: "xyz" })).toBe("google ads");
    expect(leadSource({ utm_source: "  ", gclid: "abc" })).toBe("google ads");
  });
  it("an fbclid alone is facebook", () => {
    expect(leadSource({ fbclid: "xyz" })).toBe("facebook");
  });
  it("no parameters, or only empty ones, is direct", () => {
    expect(leadSource({})).toBe("direct");
    expect(leadSource({ utm_source: "", gclid: null, fbclid: " " })).toBe("direct");
  });
  it("one source however it is written: trimmed, lower case, spaces collapsed, cut at 60", () => {
    expect(leadSource({ utm_source: " Google  Ads " })).toBe("google ads");
    expect(leadSource({ utm_source: "X".repeat(100) })).toBe("x".repeat(60));
  });
});

describe("date range: whole days from..to, default the last 30 days, at most 366", () => {
  const today = "2026-11-27";
  it("no query is the last 30 days up to today", () => {
    expect(parseDateRange(null, null, today)).toEqual({ ok: true, range: { from: "2026-10-29", to: today, days: 30 } });
  });
  it("only a to: the 30 days up to it; only a from: from it to today", () => {
    expect(parseDateRange(null, "2026-03-10", today)).toEqual({ ok: true, range: { from: "2026-02-09", to: "2026-03-10", days: 30 } });
    expect(parseDateRange("2026-11-20", "", today)).toEqual({ ok: true, range: { from: "2026-11-20", to: today, days: 8 } });
  });
  it("one day is the shortest range", () => {
    expect(parseDateRange(today, today, today)).toEqual({ ok: true, range: { from: today, to: today, days: 1 } });
  });
  it("366 days is allowed (across a leap day), 367 is a message under 'to'", () => {
    expect(parseDateRange("2023-03-01", "2024-02-29", today)).toMatchObject({ ok: true, range: { days: 366 } });
    expect(parseDateRange("2023-03-01", "2024-03-01", today)).toEqual({
      ok: false,
      errors: { to: `Choose at most ${MAX_DAYS} days.` },
      values: { from: "2023-03-01", to: "2024-03-01" },
    });
  });
  it("an end before the start is a message under 'to'", () => {
    expect(parseDateRange("2026-11-02", "2026-11-01", today)).toMatchObject({ ok: false, errors: { to: "The end date must be on or after the start date." } });
  });
  it("not a date, a date that does not exist, or a date before 2000 is a message under its field", () => {
    const bad = parseDateRange("2026-02-30", "yesterday", today);
    expect(bad).toMatchObject({ ok: false, errors: { from: expect.stringMatching(/YYYY-MM-DD/), to: expect.stringMatching(/YYYY-MM-DD/) } });
    expect(parseDateRange("0202-01-01", "2026-01-01", today)).toMatchObject({ ok: false, errors: { from: "Enter a date from 2000-01-01 on." } });
    expect(parseDateRange("2026-1-1", null, today)).toMatchObject({ ok: false, errors: { from: expect.any(String) } });
  });
  it("days are listed in order, across a month end", () => {
    expect(eachDay({ from: "2026-02-27", to: "2026-03-02", days: 4 })).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  });
});

describe("CSV: RFC 4180 quoting, and no formula a spreadsheet would run", () => {
  it("plain text and numbers stay as they are", () => {
    expect(csvCell("Sunshine Toyota")).toBe("Sunshine Toyota");
    expect(csvCell(-3)).toBe("-3");
  });
  it("commas, quotes and line breaks are quoted, quotes doubled", () => {
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
  });
  it("cells starting with = + - @ (or tab, CR) get an apostrophe", () => {
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+61")).toBe("'+61");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
  });
  it("rows end with CRLF", () => {
    expect(toCsv([["day", "leads"], ["2026-11-01", 2]])).toBe("day,leads\r\n2026-11-01,2\r\n");
  });
});
