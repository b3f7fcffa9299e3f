// The one slug rule: a value (make, city, dealership, colour) as a URL path segment. Plain JavaScript
// (typed by JSDoc) so the demo generator, which runs as plain Node before any build, uses it too.

// Letters NFKD does not decompose, spelled the way people type them in a URL.
/** @type {Record<string, string>} */
const FOLD = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/**
 * Lower-case ASCII slug: 'Škoda' → 'skoda', 'A/B Cars & Co' → 'a-b-cars-co'; '' when nothing is left.
 * @param {string} value
 * @returns {string}
 */
export function slugify(value) {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLD[c] ?? c)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
