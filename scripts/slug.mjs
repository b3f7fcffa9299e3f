// app/lib/slug.ts for the demo generator, which runs as plain Node before any build and so cannot
// import TypeScript. tests/unit/slug.test.ts proves the two give the same slug for every input.

// Letters NFKD does not decompose, spelled the way people type them in a URL.
const FOLD = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/** @param {string} value */
export function slugify(value) {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLD[c] ?? c)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
