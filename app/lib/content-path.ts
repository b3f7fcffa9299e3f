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

/** "/news (replaces /blog on one site)": a site's blog lives at one of these. */
export const BLOG_PATHS = ["/blog", "/news"] as const;
export type BlogPath = (typeof BLOG_PATHS)[number];

/**
 * The content keys to look up for a requested slug, in order. /blog and /news are one page: either
 * spelling finds the site's blog under its own slug first, then under the other (the route then
 * redirects to the site's own path).
 */
export function contentKeys(slug: string, blogPath: BlogPath): { slug: string; keys: string[] } {
  if (!BLOG_PATHS.some((p) => p === `/${slug}`)) return { slug, keys: [slug] };
  const own = blogPath.slice(1);
  return { slug: own, keys: [own, ...BLOG_PATHS.map((p) => p.slice(1)).filter((k) => k !== own)] };
}
