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
  let slug = slugs.get(value);
  if (slug === undefined) {
    if (slugs.size >= 10000) slugs.clear();
    slugs.set(value, (slug = slugOf(value)));
  }
  return slug;
}

// A search page slugs the same makes, models and places for every link it writes (its make cards,
// its pages); the rule's normalising and five replaces cost about a microsecond a value.
/** @type {Map<string, string>} */
const slugs = new Map();

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
