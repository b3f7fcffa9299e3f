// Content page paths (spec point 2): /pages/{slug} or /{slug}, depending on the site's use_pages_path.

/** "privacy-policy, terms-and-conditions, about-us and vehicle-parts-and-accessories are always unprefixed". */
export const ALWAYS_UNPREFIXED = [
  "privacy-policy",
  "terms-and-conditions",
  "about-us",
  "vehicle-parts-and-accessories",
] as const;

const PREFIX = "/pages/";
// One lower-case slug segment; content pages are flat, so '/search/used-cars' is never one.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isAlwaysUnprefixed = (slug: string) => (ALWAYS_UNPREFIXED as readonly string[]).includes(slug);

/** The link to a content page: '/pages/{slug}' only where the site uses a pages path. Accepts either form. */
export function contentPath(slug: string, usePagesPath: boolean): string {
  const bare = slug.replace(/^\/+/, "").replace(/^pages\//, "").replace(/\/+$/, "");
  return usePagesPath && !isAlwaysUnprefixed(bare) ? PREFIX + bare : "/" + bare;
}

/** The slug of '/pages/{slug}' or '/{slug}' (a trailing slash allowed); null for any other path. */
export function contentSlug(requestPath: string): string | null {
  const path = requestPath.length > 1 ? requestPath.replace(/\/$/, "") : requestPath;
  const slug = path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path.startsWith("/") ? path.slice(1) : null;
  // 'pages' alone is the prefix, not a page.
  return slug && slug !== "pages" && SLUG.test(slug) ? slug : null;
}

/**
 * The canonical path of a content page requested as '/pages/{slug}' or '/{slug}'; the route
 * redirects when it differs from the request. Null when the path is not a content-page path.
 */
export function canonicalContentPath(requestPath: string, usePagesPath: boolean): string | null {
  const slug = contentSlug(requestPath);
  return slug ? contentPath(slug, usePagesPath) : null;
}
