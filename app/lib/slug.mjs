// The one slug rule: a value (make, city, dealership, colour) as a URL path segment. Plain JavaScript
// (typed by JSDoc) so the demo generator, which runs as plain Node before any build, uses it too.

import { keptAnswers } from "./kept.mjs";

// Letters NFKD does not decompose, spelled the way people type them in a URL.
/** @type {Record<string, string>} */
const FOLD = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

// A search page slugs the same makes, models and places for every link it writes (its make cards,
// its pages); the rule's normalising and five replaces cost about a microsecond a value.
const keptSlug = keptAnswers(10000, slugOf);

/**
 * Lower-case ASCII slug: 'Škoda' → 'skoda', 'A/B Cars & Co' → 'a-b-cars-co'; '' when nothing is left.
 * @param {string} value
 * @returns {string}
 */
export function slugify(value) {
  return keptSlug(value);
}

/** @param {string} value */
function slugOf(value) {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLD[c] ?? c)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
