// The one slug rule: a value (make, city, dealership, colour) as a URL path segment.

// Letters NFKD does not decompose, spelled the way people type them in a URL.
const FOLD: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/** Lower-case ASCII slug: 'Škoda' → 'skoda', 'A/B Cars & Co' → 'a-b-cars-co'; '' when nothing is left. */
export function slugify(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLD[c] ?? c)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

