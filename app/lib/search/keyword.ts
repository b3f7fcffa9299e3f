// The visitor's keyword, made ready for the search engine (spec point 5): tidied, capped, and
// stock numbers quoted so the engine matches them exactly instead of typo-tolerantly.

/** Longest keyword sent to the engine, in UTF-16 units (what `maxLength` on an input counts). */
export const MAX_KEYWORD_LENGTH = 200;

// Letters, 3 or more digits, letters; a letter is required on at least one side, because pure
// digits ('2020', '25000', '4000') are as often a year, a price or a postcode as a stock number.
const STOCK_NUMBER = /^[A-Za-z]*\d{3,}[A-Za-z]*$/;
const LETTER = /[A-Za-z]/;

/** 'SMG12345', 'AB123CD', '123ABC' are; 'V8', 'CX5' (too few digits), '12345' (no letter) are not. */
export function isStockNumberLike(token: string): boolean {
  return STOCK_NUMBER.test(token) && LETTER.test(token);
}

/** Double quotes in search filter string values are stripped (spec point 5). */
export function stripQuotes(value: string): string {
  return value.replace(/"/g, "");
}

/**
 * Trims, turns control characters and runs of white space into one space, caps the visitor's
 * text at MAX_KEYWORD_LENGTH, then quotes stock-number-like tokens: 'hilux SMG12345' →
 * 'hilux "SMG12345"'. The visitor's own double quotes are dropped first, so an unbalanced quote
 * cannot change the meaning of the query and the result is idempotent; the added quotes may
 * take the result a few characters past the cap.
 */
export function prepareKeyword(raw: string | null | undefined): string {
  if (typeof raw !== "string") return "";
  let text = stripQuotes(raw)
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim();
  if (text.length > MAX_KEYWORD_LENGTH) {
    text = text.slice(0, MAX_KEYWORD_LENGTH);
    if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1); // don't leave half a character
    text = text.trimEnd();
  }
  if (text === "") return "";
  return text
    .split(" ")
    .map((token) => (isStockNumberLike(token) ? `"${token}"` : token))
    .join(" ");
}
