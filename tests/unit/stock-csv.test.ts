// The feed's CSV reader (RFC 4180): quotes, embedded commas, line breaks and quotes, CRLF, BOM,
// blank lines, and the line each record starts on.
import { describe, expect, it } from "vitest";
import { CsvError, parseCsv } from "../../server/stock/csv";

describe("parseCsv", () => {
  it("reads plain records with their lines", () => {
    expect(parseCsv("vin,make\nA1,Toyota\nB2,Mazda\n")).toEqual([
      { line: 1, fields: ["vin", "make"] },
      { line: 2, fields: ["A1", "Toyota"] },
      { line: 3, fields: ["B2", "Mazda"] },
    ]);
  });

  it("keeps commas, doubled quotes and line breaks inside quotes, and counts the lines they take", () => {
    const records = parseCsv('vin,name\r\nA1,"Hilux, ""SR5""\r\nline two"\r\nB2,x\r\n');
    expect(records[1]).toEqual({ line: 2, fields: ["A1", 'Hilux, "SR5"\r\nline two'] });
    expect(records[2]).toEqual({ line: 4, fields: ["B2", "x"] });
  });

  it("drops a UTF-8 byte order mark and skips blank lines", () => {
    expect(parseCsv("\uFEFFvin\n\nA1\n")).toEqual([
      { line: 1, fields: ["vin"] },
      { line: 3, fields: ["A1"] },
    ]);
  });

  it("reads a last record without a line end, and empty fields", () => {
    expect(parseCsv("a,,c\n,\"\",")).toEqual([
      { line: 1, fields: ["a", "", "c"] },
      { line: 2, fields: ["", "", ""] },
    ]);
  });

  it("refuses a quote in an unquoted field, text after a closing quote, and an unclosed quote, naming the line", () => {
    expect(() => parseCsv('a\nb"c\n')).toThrow(new CsvError(2, "a quote inside an unquoted field (quote the whole field and double the quote)"));
    expect(() => parseCsv('"a"b\n')).toThrow(/line 1: text after a closing quote/);
    expect(() => parseCsv('x\n"open\nmore')).toThrow(/line 2: a quoted field is never closed/);
  });
});
