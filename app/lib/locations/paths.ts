// The location routes of spec point 2 and the one rule that keeps /our-locations/ canonical.

/** "/our-locations/": the spec writes it with the trailing slash, and so do the sites' menus. */
export const OUR_LOCATIONS_PATH = "/our-locations/";
const WITHOUT_SLASH = "/our-locations";

/** 'View Location Details'. */
export const locationPath = (slug: string) => `/our-location/${slug}`;
/** The contact-us page of one location ("/contact-us/{location-name-slug}"). */
export const contactLocationPath = (slug: string) => `/contact-us/${slug}`;
/** The contact form (the leads issue's page) with the location chosen. */
export const contactFormPath = (slug: string) => `/contact-us?location=${encodeURIComponent(slug)}`;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 100;

/** A location slug from the URL, or null (the route answers 404): lower-case words joined by single hyphens. */
export function parseLocationSlug(raw: string | null | undefined): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > SLUG_MAX_LENGTH) return null;
  return SLUG.test(raw) ? raw : null;
}

/**
 * Where a request for /our-locations should go: '/our-locations/' (query kept) for a page load,
 * else null. Remix asks for /our-locations/ data as /our-locations.data and hands the loader
 * '/our-locations', so only a real page load may be redirected or client navigation would loop:
 * a browser marks page loads with Sec-Fetch-Dest 'document' (fetches say 'empty'); a client that
 * sends no Sec-Fetch headers is redirected only when it asks for HTML.
 */
export function canonicalLocationsRedirect(url: URL, headers: Headers): string | null {
  if (url.pathname !== WITHOUT_SLASH) return null;
  const dest = headers.get("sec-fetch-dest");
  const pageLoad = dest ? dest === "document" : (headers.get("accept") ?? "").includes("text/html");
  return pageLoad ? `${OUR_LOCATIONS_PATH}${url.search}` : null;
}
