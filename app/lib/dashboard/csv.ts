// CSV for the dashboard export (RFC 4180: comma, CRLF, quotes doubled). A cell a spreadsheet would
// run as a formula (starting with = + - @, or a tab or carriage return) gets a leading apostrophe,
// so a utm_source such as "=HYPERLINK(...)" from a visitor's link stays text in Excel.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  if (typeof value === "number") return String(value); // our own counts: never a formula
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
