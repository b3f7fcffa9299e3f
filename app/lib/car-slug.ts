// The car slug rule (spec point 5): "Car slug lookups accept only letters, digits, hyphen and underscore".
// Checked before any lookup, so a bad slug never reaches the stock or the upstream API.

/** Real slugs are well under 100 characters; the cap keeps a 10 kB "slug" away from the upstream URL. */
export const CAR_SLUG_MAX_LENGTH = 200;

const CAR_SLUG = /^[A-Za-z0-9_-]+$/;

export function isValidCarSlug(slug: unknown): slug is string {
  return typeof slug === "string" && slug.length > 0 && slug.length <= CAR_SLUG_MAX_LENGTH && CAR_SLUG.test(slug);
}
